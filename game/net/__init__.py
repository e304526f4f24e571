"""Game night on every device: the host, its protocol and a Python client.

Imported only when a game is hosted or joined (aiohttp is not needed to play on one laptop);
it imports the rules core and the AI, never the window.
"""

"""The bidding-and-taverns engine shared by Nidavellir and Guerres d'Arran (see `engine.py`)."""

"""Test-wide settings: no real window, audio device or data directory."""

import os
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # no banner in captured output
# Saves, settings and statistics of the tests never touch the player's real data directory.
os.environ.setdefault("NIDAVELLIR_HOME", tempfile.mkdtemp(prefix="nidavellir-tests-"))
os.environ.setdefault("NIDAVELLIR_CACHE", tempfile.mkdtemp(prefix="nidavellir-tests-cache-"))

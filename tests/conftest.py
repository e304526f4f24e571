"""Test-wide settings: no real window, audio device or data directory."""

import os
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # no banner in captured output
# Saves, settings and statistics of the tests never touch the player's real data directory, nor
# each other's: every test process (each pytest-xdist worker too, though it inherits the
# controller's environment) has folders of its own.
os.environ["NIDAVELLIR_HOME"] = tempfile.mkdtemp(prefix="nidavellir-tests-")
os.environ["NIDAVELLIR_CACHE"] = tempfile.mkdtemp(prefix="nidavellir-tests-cache-")

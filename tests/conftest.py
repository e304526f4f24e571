"""Test-wide settings: no real window, audio device or data directory."""

import os
import sys
import tempfile

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # no banner in captured output
# No sound from the test windows: no run decodes music or effects it does not test (the tests of
# `game/ui/audio.py` and `music.py` make their own players, which do not read this).
os.environ.setdefault("NIDAVELLIR_SOUND", "off")
# Saves, settings and statistics of the tests never touch the player's real data directory, nor
# each other's: every test process (each pytest-xdist worker too, though it inherits the
# controller's environment) has folders of its own.
os.environ["NIDAVELLIR_HOME"] = tempfile.mkdtemp(prefix="nidavellir-tests-")
os.environ["NIDAVELLIR_CACHE"] = tempfile.mkdtemp(prefix="nidavellir-tests-cache-")
# Every Python process of the run (each xdist worker, each AI worker process, each `python main.py
# …`) compiles the game's modules once for all the others, even where the environment asks for no
# bytecode (PYTHONDONTWRITEBYTECODE, as some sandboxes set it): the compiled files go to a folder
# of the temporary directory, never into the checkout. Python checks each against its source.
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
os.environ.setdefault(
    "PYTHONPYCACHEPREFIX", os.path.join(tempfile.gettempdir(), "nidavellir-tests-pycache")
)
sys.dont_write_bytecode = False
sys.pycache_prefix = os.environ["PYTHONPYCACHEPREFIX"]


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The longest tests first (marked `early`): pytest-xdist deals the front of the list out
    to its workers first, so a long test no longer starts last and keeps one worker busy
    alone at the end of the run."""
    items.sort(key=lambda item: item.get_closest_marker("early") is None)

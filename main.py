"""Start Nidavellir: `python main.py` opens the game; `python main.py --help` lists the commands."""

import time

STARTED = time.perf_counter()  # before any heavy import, so start-up timing includes them

import sys  # noqa: E402

from game.cli import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main(started=STARTED))

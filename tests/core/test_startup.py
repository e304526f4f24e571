"""Start-up imports only what it uses: the registry knows each game by its light description
(`info.py`) and a game's rules are imported once that game is played; with a warm rules cache
nothing imports pydantic. Checked on real processes by the modules they import, never by time."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DESCRIPTIONS = {"game.nidavellir", "game.nidavellir.info", "game.arran", "game.arran.info"}
DESCRIPTIONS |= {"game.vedrfolnir", "game.vedrfolnir.info"}
GAMES = ("game.nidavellir", "game.arran", "game.vedrfolnir", "game.taverns")


def _run(args: list[str], cache: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, NIDAVELLIR_CACHE=str(cache), PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run(
        [sys.executable, "-W", "ignore", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return done


COMMAND = """
import sys
from game.cli import main
try:
    main(sys.argv[1:])
except SystemExit:  # --help
    pass
print(" ".join(sorted(sys.modules)), file=sys.stderr)
"""


def _imported(argv: list[str], cache: Path) -> set[str]:
    """The modules a command of `main.py` imported, in a process of its own."""
    return set(_run(["-c", COMMAND, *argv], cache).stderr.split())


def _network(modules: set[str]) -> list[str]:
    """The game-night host's modules and its web library: only hosting or joining needs them."""
    return sorted(m for m in modules if m.split(".")[0] == "aiohttp" or m.startswith("game.net"))


def _rules(modules: set[str]) -> list[str]:
    """The games' modules beyond their descriptions."""
    return sorted(m for m in modules if m.startswith(GAMES) and m not in DESCRIPTIONS)


def test_help_imports_no_game_s_rules_and_no_pydantic(tmp_path: Path) -> None:
    modules = _imported(["--help"], tmp_path)
    assert modules >= DESCRIPTIONS
    assert _rules(modules) == []
    assert sorted(m for m in modules if m.split(".")[0] in ("pydantic", "yaml", "pygame")) == []
    assert _network(modules) == []


def test_a_warm_start_imports_only_the_game_played_and_never_pydantic_or_yaml(
    tmp_path: Path,
) -> None:
    simulate = ["simulate", "--players", "4", "--games", "1"]
    _imported(simulate, tmp_path)  # warms the cache
    modules = _imported(simulate, tmp_path)
    assert "game.nidavellir.state" in modules
    assert [m for m in _rules(modules) if m.startswith(("game.arran", "game.vedrfolnir"))] == []
    assert sorted(m for m in modules if m.split(".")[0] in ("pydantic", "yaml")) == []
    assert _network(modules) == []


TABLE = """
import sys
from game.core.session import AI, HUMAN, Seat, Session
from game.ui.app import App
from game.ui.table.scene import TableScene

app = App()
session = Session([Seat("Astrid", HUMAN), Seat("Brokk", AI), Seat("Eitri", AI)], seed=5)
app.push(TableScene(app, session))
app.step(16)
print(" ".join(sorted(sys.modules)))
app.close()
"""


def test_the_window_s_first_table_frame_with_a_warm_cache_never_imports_pydantic(
    tmp_path: Path,
) -> None:
    _imported(["simulate", "--players", "4", "--games", "1"], tmp_path)  # warms the cache
    modules = set(_run(["-c", TABLE], tmp_path).stdout.split())
    assert "game.ui.games.nidavellir" in modules
    assert sorted(m for m in modules if m.split(".")[0] == "pydantic") == []
    assert _network(modules) == []
    assert [m for m in _rules(modules) if m.startswith(("game.arran", "game.vedrfolnir"))] == []


HARD_TABLE = """
import sys
from game.core.session import AI, HUMAN, Seat, Session
from game.ui.app import App
from game.ui.table.scene import TableScene

app = App()
session = Session([Seat("Astrid", HUMAN), Seat("Brokk", AI, "hard")], seed=5)
scene = TableScene(app, session)
scene.ai_wait = float("inf")  # as `bench ui` does: no chair thinks before this frame
app.push(scene)
app.step(16)
print(" ".join(sorted(sys.modules)))
app.close()
"""


def test_a_hard_seat_s_worker_imports_the_game_s_ai_only_when_it_first_thinks(
    tmp_path: Path,
) -> None:
    _imported(["simulate", "--players", "4", "--games", "1"], tmp_path)  # warms the cache
    modules = set(_run(["-c", HARD_TABLE], tmp_path).stdout.split())
    assert "game.ai.process" in modules
    assert sorted(m for m in modules if m.startswith("game.ai.nidavellir")) == []


@pytest.mark.parametrize(
    "first",
    [
        "game.nidavellir.state",
        "game.nidavellir.expansions.idavoll.state",
        "game.nidavellir.expansions.thingvellir.artifacts",
        "game.nidavellir.solo.neutral",
        "game.nidavellir.actions",
    ],
)
def test_the_expansions_register_in_order_whatever_is_imported_first(
    first: str, tmp_path: Path
) -> None:
    """Thingvellir's hooks wrap Idavoll's in a game with both, so their order is the rules'."""
    check = (
        f"import {first}\n"
        "from game.nidavellir.expansions import EXPANSIONS, PACKAGES\n"
        "from game.nidavellir.state import CHOICES, SOLO\n"
        "print(list(EXPANSIONS) == list(PACKAGES), sorted(SOLO), sorted(CHOICES))\n"
    )
    out = _run(["-c", check], tmp_path).stdout.split("\n")[0]
    choices = ["andvari_level", "andvari_strategy", "neutral_heroes", "solo"]
    assert out == f"True ['andvari', 'neutral'] {choices}"

"""The taverns games' shared table (`game.ui.tavernkit`): one place for what Nidavellir's and
Arran's tables share, so neither game's UI reaches into the other's, and the shared layout
helpers place what the games lay out alike."""

from __future__ import annotations

import ast
from pathlib import Path

from pygame import Rect

from game.ui.tavernkit import layout as K

UI = Path(__file__).resolve().parents[2] / "game" / "ui"
GAMES = ("arran", "nidavellir")
GAME_MODULES = ("game.ui.games.", "game.arran", "game.nidavellir")  # what the kit never names


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
        elif isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
    return names


def test_no_game_ui_imports_the_other_and_the_kit_imports_neither() -> None:
    for game in GAMES:
        others = [f"game.ui.games.{other}" for other in GAMES if other != game]
        for path in (UI / "games" / game).glob("*.py"):
            wrong = [m for m in _imports(path) if any(m.startswith(o) for o in others)]
            assert not wrong, (path.name, wrong)
    for path in (UI / "tavernkit").glob("*.py"):
        wrong = [m for m in _imports(path) if m.startswith(GAME_MODULES)]
        assert not wrong, (path.name, wrong)


def test_the_other_boards_are_centred_in_turn_order_from_the_viewer() -> None:
    area = Rect(8, 50, 1584, 200)
    panels = K.opponents(area, viewer=2, n=4, widest=520)
    assert list(panels) == [3, 0, 1]
    xs = [rect.x for rect in panels.values()]
    assert xs == sorted(xs) and all(rect.w == 520 for rect in panels.values())
    left, right = xs[0] - area.x, area.right - panels[1].right
    assert abs(left - right) <= 1


def test_taverns_rows_hold_their_cards_after_the_sign() -> None:
    rows, signs, cards = K.taverns(
        [["a", "b"], ["c"], []], Rect(0, 0, 500, 282), (120, 6), 132, (64, 88), 8
    )
    assert len(rows) == len(signs) == 3
    assert cards["a"].x == 132 and cards["b"].x == 132 + 64 + 8
    assert all(rows[0].contains(cards[k]) for k in "ab") and rows[1].contains(cards["c"])
    assert signs[0].right < cards["a"].x


def test_a_long_column_squeezes_its_strips_and_never_runs_past_its_foot() -> None:
    column = Rect(0, 0, 100, 200)
    keys = [f"k{i}" for i in range(20)]
    strips = K.stack(column, 20, keys, 26)
    assert all(column.contains(rect) for rect in strips.values())
    assert strips["k1"].y - strips["k0"].y < 26

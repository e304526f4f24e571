"""What a chair reads on its own board, as each game lays it out: a panel over the table (the
Hint's, the Review's) must leave it in sight."""

from __future__ import annotations

from typing import Any

from pygame import Rect

from game.ui.table.scene import TableScene


def own_board(table: TableScene) -> list[Rect]:
    """What the player reads a hint or a review against on its own board, where it shows: its
    coins in hand and on the board, its cards and its score (Vedrfolnir: its hand, its row, its
    figures); a panel of the game's over the whole table (the hall of recruits) hides them."""
    return [r for r in _board(table) if r.collidelist(table.open_panels()) == -1]


def _board(table: TableScene) -> list[Rect]:
    lay: Any = table.presenter.lay  # type: ignore[attr-defined]
    viewer = table.viewer
    if table.session.info.key == "vedrfolnir":
        places = table.view["places"]
        mine = [b for b, p in zip(lay.places, places, strict=True) if p["controller"] == viewer]
        return [lay.hand, *(r for box in mine for r in (box.badge, box.won, *box.cards))]
    box = lay.seats[viewer]
    cards = [*box.strips.values(), *(r for _, r in box.command)]
    return [*box.slots, *box.hand, box.score, *cards]


def clicks_marked(table: TableScene, action: Any, marks: list[Rect]) -> bool:
    """Whether the marks show `action`: a bid by its coins where they lie and the slots they go
    to (`Presenter.marks`), anything else where its clicks land, Confirm aside."""
    shown = table.presenter.marks(action)
    if shown:
        return marks == shown and len(marks) == 2 * len(action.coins)
    plan = table.click_plan(action)
    confirm = [r for r, target in table.hit_map if target[0] in ("confirm", "change")]
    clicks = [p for p in plan if not any(r.collidepoint(p) for r in confirm)]
    return bool(marks) and all(any(r.collidepoint(p) for r in marks) for p in clicks)

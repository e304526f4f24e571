"""Hel: its player destroys another place's joker, or discards the first or last card of any
player's stake (spec §9.14). The choice is declared with the attribution, so the destroy mode can
shut the receiver's joker window (G18)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.vedrfolnir.actions import TRIBUTE
from game.vedrfolnir.effects.removal import ends, remove

if TYPE_CHECKING:
    from game.vedrfolnir.state import State


def choices(state: State, chooser: int) -> list[str]:
    """Every target of both modes; "none" only when neither mode has one."""
    out: list[str] = []
    for place in range(state.places):
        if place == chooser:
            continue
        keys = sorted({state.t.key[c] for c in state.jokers[place]})
        out.extend(f"destroy:{place}:{key}" for key in keys)
    rows = list(range(state.places))
    if state.opts.hell_can_target_tribute:
        rows.append(TRIBUTE)
    for r in rows:
        if state.row(r):
            out.extend(f"remove:{r}:{end}" for end in ends(state.row(r)))
    return out or ["none"]


def uncounterable(state: State, choice: str | None) -> bool:
    """The destroy mode cannot be refused nor redirected (G18)."""
    destroys = choice is not None and choice.startswith("destroy:")
    return destroys and not state.opts.hell_destroy_counterable


def resolve(state: State, chooser: int, choice: str) -> None:
    if choice == "none":
        return
    mode, target, what = choice.split(":")
    place = int(target)
    if mode == "remove":
        remove(state, place, what)
        return
    cid = next(c for c in state.jokers[place] if state.t.key[c] == what)
    state.jokers[place].remove(cid)
    state.to_discard(cid)
    state.emit("joker_destroyed", place, cid, chooser)

"""The "when played" choices of a card (spec T-5) and who makes them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.vedrfolnir.effects import hel, removal, tyr

if TYPE_CHECKING:
    from game.vedrfolnir.state import State


def choices(state: State, cid: int, chooser: int, receiver: int) -> list[str]:
    """The "when played" variants of a card for this chooser and receiver ([""]: none)."""
    kind = state.t.choice[cid]
    if kind == "tyr":
        return tyr.CHOICES
    if kind == "ends":
        return removal.ends(state.row(receiver))
    if kind == "hel":
        return hel.choices(state, chooser)
    return [""]


def receiver_chooses(state: State, cid: int) -> bool:
    """Whether a dealt card's choice waits for its receiver (the alternative readings of §9.7
    and G17) instead of being declared with the attribution."""
    kind = state.t.choice[cid]
    if kind == "ends":
        return state.opts.skoll_hati_chooser == "receiver"
    if kind == "hel":
        return state.opts.hell_chooser == "receiver"
    return False

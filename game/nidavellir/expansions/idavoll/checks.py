"""Idavoll's part of the self-check: tokens, captures and Loki's reserved card."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.nidavellir.flow import END_TURN

if TYPE_CHECKING:
    from game.nidavellir.expansions.idavoll.state import IdavollState


def myth_problems(state: IdavollState, seat: int) -> list[str]:
    """Idavoll's tokens: one per god and giant, a notch on its track per valkyrie, captures
    only by giants whose token is spent."""
    p = state.players[seat]
    myths = state.rules.myths
    out = []
    if set(p.tokens) != set(p.myth):
        out.append(f"seat {seat}: tokens {sorted(p.tokens)} for cards {sorted(p.myth)}")
    for card in p.myth:
        myth = myths[card]
        top = len(myth.track) - 1 if myth.track else 1
        if not 0 <= p.tokens.get(card, -1) <= top:
            out.append(f"seat {seat}: token of {myth.key} at {p.tokens.get(card)}")
    for giant in p.captured:
        if giant not in p.myth or p.tokens.get(giant) != 0:
            out.append(f"seat {seat}: capture without a spent giant token")
    return out


def loki_problems(state: IdavollState) -> list[str]:
    """Loki's card stays in its tavern until its owner's turn there is over."""
    owner, card, tavern = state.loki
    if (
        owner >= 0
        and card not in state.taverns[tavern]
        and (END_TURN, owner, 0, 0) not in state.stack
    ):
        return ["Loki's reserved card left its tavern"]
    return []

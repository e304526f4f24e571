"""Which Cognars a recruitment may take, with the Mercenaries' chain rule (§3.8, A-09).

Mercenaries come "at least in pairs": one may open a run only if another is left and a next
recruitment is certain (one is already owed, or the opener goes to the one column whose extra
rank completes a line); the recruitment after an opener must be a Mercenary; a 3rd or 4th may
follow; the last Mercenary left is taken only as an opener's partner. `free_partner` (the data's
other reading) lets an opener bring its partner without a recruitment of its own.

A Lord's `chain`: 0 outside a run, 1 inside one, 2 when the next Cognar must be a Mercenary.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.arran.state import State

IN_RUN, MUST = 1, 2


def unique_min_column(ranks: list[int]) -> int:
    """The one column with the fewest ranks, -1 when several tie for it."""
    low = min(ranks)
    return ranks.index(low) if ranks.count(low) == 1 else -1


def options(state: State, seat: int) -> list[int]:
    """The Cognars the owed recruitment of `seat` may take now (empty: it stays owed, A-08)."""
    p = state.players[seat]
    pool = state.cognar_pool
    table = state.table
    mercs = [c for c in table.mercenaries if c in pool]
    if p.chain == MUST:
        return mercs
    opts = [c for c in table.recruitable if c in pool]
    if len(mercs) >= 2:
        if state.free_partner:
            return opts + mercs
        pending = p.lines() - p.recruited - 1
        if p.chain == IN_RUN or pending >= 1 or unique_min_column(p.ranks) >= 0:
            opts += mercs
    return opts


def columns(state: State, seat: int, opening: bool) -> int:
    """The columns (a bit mask) a Mercenary just recruited may go to: all, except an opener with
    nothing else owed, which must complete the next line."""
    p = state.players[seat]
    if opening and not state.free_partner and p.lines() <= p.recruited:
        return 1 << unique_min_column(p.ranks)
    return 0b11111


def after_recruit(state: State, seat: int, mercenary: bool) -> None:
    """Move the Lord's run on after a recruitment (a Mercenary or not)."""
    p = state.players[seat]
    if not mercenary:
        p.chain = 0
    elif p.chain == 0:
        p.chain = MUST
    else:
        p.chain = IN_RUN

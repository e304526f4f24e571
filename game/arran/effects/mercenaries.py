"""Which Cognars a recruitment may take, with the Mercenaries' chain rule (§3.8, A-09).

Mercenaries come "at least in pairs": one may open a run only if another is left and a next
recruitment is certain (one is already owed, or the opener goes to the one column whose extra
rank completes a line); the recruitment after an opener must be a Mercenary; a 3rd or 4th may
follow; the last Mercenary left is taken only as an opener's partner. The data's other readings:
`free_partner` lets an opener bring its partner without a recruitment of its own;
`last_mercenary: never` never takes the last one, so an opener needs 3 left;
`mercenary_opener_column: choice` lets an opener go anywhere, its partner owed without a line
when it completes none.

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
    if p.chain == IN_RUN:
        return opts + mercs if len(mercs) >= 2 else opts
    if len(mercs) >= state.opener_needs and partner_certain(state, seat):
        opts += mercs
    return opts


def partner_certain(state: State, seat: int) -> bool:
    """Whether an opener recruited now is sure to get its partner: always when a partner may
    come without a line, else when a line will pay for it (one already owed, or the opener's
    rank completes one)."""
    if state.free_partner or state.opener_anywhere:
        return True
    p = state.players[seat]
    return p.lines() - p.recruited > 1 or unique_min_column(p.ranks) >= 0


def partner_unpaid(state: State, seat: int) -> bool:
    """Whether the partner now owed comes without a line: always with `free_partner`; with the
    opener's column chosen, when the opener completed no line."""
    p = state.players[seat]
    if p.chain != MUST:
        return False
    return state.free_partner or (state.opener_anywhere and p.lines() <= p.recruited)


def columns(state: State, seat: int, opening: bool) -> int:
    """The columns (a bit mask) a Mercenary just recruited may go to: all, except an opener with
    nothing else owed, which must complete the line that pays for its partner."""
    p = state.players[seat]
    forced = not (state.free_partner or state.opener_anywhere)
    if opening and forced and p.lines() <= p.recruited:
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

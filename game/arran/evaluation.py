"""The Order Evaluation at the end of Era 1 (§4): each Elite Cognar to the Lord with strictly the
most ranks in its Order, the Liquor Certification to strictly the most Malt; a tie gives it to
nobody (A-12) and it leaves the game. Awards go one by one in the holder order set at set-up;
none of them changes a rank or a Malt count, so the order only matters for what the table shows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.arran.cards import NO_COLUMN, RANK_ALLY, RANK_BLACK
from game.arran.effects import ordo

if TYPE_CHECKING:
    from game.arran.state import State


def counts(state: State, award: int) -> list[int]:
    """What each Lord has towards `award`: ranks in its Order's column, or Malt symbols."""
    table = state.table
    column = table.cards[award].column
    cards = table.cards
    if column == NO_COLUMN:
        return [
            sum(cards[c].malt for c in (*state.army_cards(s), *state.players[s].command))
            for s in range(state.n)
        ]
    if table.source.variants.evaluation_counts_all_ranks:
        return [p.ranks[column] for p in state.players]
    return [
        sum(
            cards[c].ranks
            for c in p.columns[column]
            if cards[c].rank not in (RANK_ALLY, RANK_BLACK)
        )
        for p in state.players
    ]


def leader(state: State, award: int) -> int:
    """The Lord who would win `award` now, -1 for nobody (a tie, or nobody with any)."""
    have = counts(state, award)
    best = max(have)
    return have.index(best) if best > 0 and have.count(best) == 1 else -1


def award_next(state: State) -> None:
    """Give (or lose) the next award of the holder."""
    award = state.awards.pop(0)
    winner = leader(state, award)
    if winner < 0:
        state.box.append(award)
        state.emit("award_lost", -1, award)
        return
    state.players[winner].command.append(award)
    state.emit("award_given", winner, award)
    if state.table.cards[award].effect("ordo_exchange") is not None:
        ordo.on_award(state, winner)

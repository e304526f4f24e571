"""What one card is worth to a Lord: a dwarf from a tavern (or Svara's look), a Cognar recruited,
a Mercenary's or Ga'at's column, including the powers the score cannot see yet (a Talion dwarf's
coin upgrade, Derdhr's +5, Kardum's coin, Oboron's Ga'at, Svara's look).
"""

from __future__ import annotations

from game.ai.arran.core import (
    EXCHANGE_COIN,
    RANK_BLACK,
    ZERO,
    State,
    coins,
    mercenary_columns,
)
from game.ai.arran.position import Context, coin_weight, upgrade_gain

SVARA_DECK = 2


def dwarf_gain(ctx: Context, seat: int, card: int) -> float:
    """A dwarf taken from a tavern, before the coin that wins it is known: its place in the
    fortress, and a Talion dwarf's +1 as an average coin step."""
    gain = ctx.gain(seat, card, ctx.tab.column[card])
    if "upgrade_coin" in ctx.tab.effects[card]:
        gain += coin_weight(ctx) + ctx.w.talion_step
    return gain


def pick_gain(state: State, ctx: Context, seat: int, card: int) -> float:
    """A dwarf taken now, with the coin it upgrades (a Talion dwarf: the coin bid on this
    tavern, or the best purse coin when that coin may not be given up, the 0 …)."""
    tab = ctx.tab
    gain = ctx.gain(seat, card, tab.column[card])
    effect = state.table.cards[card].effect("upgrade_coin")
    if effect is not None:
        amount = effect.number("amount")
        board = state.players[seat].board
        code = board[state.tavern]
        if code >= 0 and state.can_give_up(code):
            step = upgrade_gain(ctx, code >> 2, amount)
        else:
            purse = [c >> 2 for c in board[3:] if c >= 0 and state.can_give_up(c)]
            step = max((upgrade_gain(ctx, v, amount) for v in purse), default=0.0)
        gain += step * coin_weight(ctx) + ctx.w.talion_step
    return gain


def cognar_gain(state: State, ctx: Context, seat: int, cognar: int) -> float:
    """A Cognar recruited now: its place (a Mercenary in its best allowed column) and its power."""
    tab = ctx.tab
    if tab.rank[cognar] == RANK_BLACK:
        opening = state.players[seat].chain == 0
        mask = mercenary_columns(state, seat, opening)
        gain = max(ctx.gain(seat, cognar, c) for c in range(5) if mask >> c & 1)
    else:
        gain = ctx.gain(seat, cognar, tab.column[cognar])
    effects = tab.effects[cognar]
    w = ctx.w
    for key in effects:
        if key != "svara_draw" or len(state.decks[SVARA_DECK]) > 1:
            gain += w.power.get(key, 0.0)
        elif state.decks[SVARA_DECK]:
            gain += w.svara_last  # the last round of Era 2: the one card left, unseen
    if "upgrade_coin" in effects:
        amount = state.table.cards[cognar].effect("upgrade_coin").number("amount")  # type: ignore[union-attr]
        gain += coin_weight(ctx) * max(
            (upgrade_gain(ctx, c >> 2, amount) for _, c in state.transformable(seat)),
            default=0.0,
        )
    if "take_exchange_coin" in effects and state.exchange_coin_left:
        p = state.players[seat]
        if ZERO in p.board or ZERO in p.hand:
            gain += coins.value_of(EXCHANGE_COIN) * coin_weight(ctx)
    if "bring_ally" in effects and state.table.ally in state.cognar_pool:
        ally = state.table.ally
        gain += max(ctx.gain(seat, ally, c) for c in range(5))
    return gain

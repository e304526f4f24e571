"""The Troop Evaluation at the end of Age 1: each distinction to a strict majority of ranks."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.nidavellir.flow import CHECK_LINES, KEEP, TRANSFORM
from game.taverns import coins as cn

if TYPE_CHECKING:
    from game.nidavellir.state import State


def award(state: State, index: int) -> None:
    """Award distinction `index` as the armies stand now (decision D1: one by one, in order)."""

    d = state.rules.distinctions[index]
    counts = [p.ranks[d.cls] for p in state.players]
    best = max(counts)
    state.distinctions_left.remove(index)
    if counts.count(best) != 1:
        state.emit("distinction_unclaimed", -1, index)
        if d.effect == "draw" and state.decks[2]:
            card = state.decks[2].pop()
            state.discard.append(card)
            state.emit("deck_card_discarded", -1, card)
            state.shuffle_age2()
        return
    seat = counts.index(best)
    p = state.players[seat]
    p.distinctions.append(index)
    state.emit("distinction_awarded", seat, index)
    state.trigger(seat, "distinction")
    if d.effect == "transform":
        state.stack.append((TRANSFORM, seat, d.value, 0))
    elif d.effect == "trading_coin":
        special = cn.coin(d.value, cn.SPECIAL)
        if 0 in p.hand:
            p.hand.remove(0)
            p.hand.append(special)
            p.hand.sort()
        elif 0 in p.board:
            p.board[p.board.index(0)] = special
        state.special_coin_left = 0
        state.emit("coin_replaced", seat, 0, special)
    elif d.effect == "gem":
        state.gems_out.append(p.gem)
        p.gem = d.value
        state.emit("gem_replaced", seat, d.value)
    elif d.effect == "card":
        state.set_aside.remove(d.card)
        state.stack.append((CHECK_LINES, seat, 0, 0))
        state.place(seat, d.card, state.rules.cards[d.card].cls)
    elif d.effect == "draw":
        deck = state.decks[2]
        count = state.pioneer_draw(seat, d.value)
        state.drawn = [deck.pop() for _ in range(min(count, len(deck)))]
        state.drawn_src = 2
        if state.drawn:
            state.stack.append((KEEP, seat, 0, 0))
            state.emit("cards_drawn", seat, len(state.drawn))

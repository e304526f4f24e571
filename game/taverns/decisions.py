"""The engine's decisions: their handlers and legal actions, and the cached actions the hot path
reuses (bids, picks). Each handler checks its action and refuses an illegal one
(`IllegalAction`) before its first change to the state, then plays it.
"""

from __future__ import annotations

from itertools import permutations
from typing import TYPE_CHECKING, Any

from game.core.errors import IllegalAction
from game.taverns import coins as cn
from game.taverns.actions import HAND, Action, Bid, HandBid, Pick, Trade, Transform
from game.taverns.flow import HAND_BID, PICK, TRADE, TRANSFORM

if TYPE_CHECKING:
    from game.taverns.engine import TavernsState

_BID_CACHE: dict[tuple[int, tuple[int, ...]], list[Action]] = {}
_BID_CACHE_LIMIT = 200_000
_CARD_ACTIONS: dict[tuple[type, int, int, str], Any] = {}
PICKS: dict[tuple[int, int, str], Pick] = {}  # (seat, card, key) -> its pick, the commonest
# card action (the key is part of it: two games' rules may give one id to different cards)


def card_action(cls: type, seat: int, card: int, key: str) -> Any:
    """The action `cls(seat, card, key)` (a pick, a recruit, a keep …): such actions are few and
    reused, and caching them keeps object creation off the hot path."""
    action = _CARD_ACTIONS.get((cls, seat, card, key))
    if action is None:
        action = _CARD_ACTIONS[(cls, seat, card, key)] = cls(seat, card, key)
    return action


def pick_action(seat: int, card: int, key: str) -> Pick:
    """A new pick, cached in `PICKS` (looked up inline on the hot path)."""
    action = PICKS[(seat, card, key)] = Pick(seat, card, key)
    return action


def bid_actions(seat: int, hand: tuple[int, ...]) -> list[Action]:
    """Distinct (t0, t1, t2) coin assignments of a 5-coin hand as actions.

    Cached: hands repeat a lot across the AI's playouts, and building 60 actions is the costliest
    part of a random game otherwise.
    """
    key = (seat, hand)
    bids = _BID_CACHE.get(key)
    if bids is None:
        if len(_BID_CACHE) > _BID_CACHE_LIMIT:
            _BID_CACHE.clear()
        bids = [Bid(seat, t) for t in sorted(set(permutations(hand, 3)))]
        _BID_CACHE[key] = bids
    return bids


def do_pick(state: TavernsState, action: Pick, a: int, b: int) -> None:
    seat, card = action.seat, action.card
    tavern = state.taverns[state.tavern]
    if card not in tavern or state.rules.cards[card].key != action.key:
        raise IllegalAction(f"{action.key} is not in the tavern being resolved")
    state.stack.pop()
    tavern.remove(card)
    state.emit("card_taken", seat, card, state.tavern)
    state.take(seat, card)


def do_transform(state: TavernsState, action: Transform, amount: int, lowest: int) -> None:
    """Transform a coin; `lowest` (a hero's transform) allows only the lowest coins."""
    seat, place, code = action.seat, action.place, action.coin
    p = state.players[seat]
    if (
        cn.is_trading(code)
        or (code not in p.hand if place == HAND else not 0 <= place < 5 or p.board[place] != code)
        or (lowest and (place, code) not in state.transformable(seat, lowest=True))
    ):
        raise IllegalAction(f"seat {seat} cannot transform {action._args()}")
    state.stack.pop()
    state.transform_coin(seat, place, code, amount)


def do_hand_bid(state: TavernsState, action: HandBid, a: int, b: int) -> None:
    seat, code = action.seat, action.coin
    p = state.players[seat]
    if code not in p.hand:
        raise IllegalAction(f"seat {seat} has no coin {cn.coin_str(code)} in hand")
    state.stack.pop()
    p.hand.remove(code)
    p.board[state.tavern] = code
    p.known |= 1 << state.tavern
    state.revealed[seat] = cn.value_of(code)
    state.emit("coin_placed_face_up", seat, code, state.tavern)


def do_trade(state: TavernsState, action: Trade, a: int, b: int) -> None:
    seat = action.seat
    p = state.players[seat]
    if len(action.coins) != 2 or action.coins[0] > action.coins[1]:
        raise IllegalAction(f"seat {seat} must name two coins, lower first")
    hand = p.hand[:]
    for c in action.coins:
        if c not in hand:
            raise IllegalAction(f"seat {seat} has no coin {cn.coin_str(c)} in hand")
        hand.remove(c)
    state.stack.pop()
    give = state.give_up(seat, *action.coins)
    new = state.take_from_treasure(give, sum(cn.value_of(c) for c in action.coins), seat)
    if new >= 0:
        p.hand.remove(give)
        p.hand.append(new)
        p.hand.sort()
    state.emit("coins_traded", seat, action.coins[0], action.coins[1], give, new)
    state.traded(seat)


def transform_actions(state: TavernsState, seat: int, a: int, lowest: int) -> list[Action]:
    return [Transform(seat, p, code) for p, code in state.transformable(seat, lowest=bool(lowest))]


def hand_bid_actions(state: TavernsState, seat: int, a: int, b: int) -> list[Action]:
    return [HandBid(seat, c) for c in sorted(set(state.players[seat].hand))]


def trade_actions(state: TavernsState, seat: int, a: int, b: int) -> list[Action]:
    hand = state.players[seat].hand
    pairs = {(hand[i], hand[j]) for i in range(len(hand)) for j in range(i + 1, len(hand))}
    return [Trade(seat, pair) for pair in sorted(pairs)]


HANDLERS: dict[int, Any] = {
    PICK: (Pick, do_pick),
    TRANSFORM: (Transform, do_transform),
    HAND_BID: (HandBid, do_hand_bid),
    TRADE: (Trade, do_trade),
}
LEGAL: dict[int, Any] = {
    TRANSFORM: transform_actions,
    HAND_BID: hand_bid_actions,
    TRADE: trade_actions,
}

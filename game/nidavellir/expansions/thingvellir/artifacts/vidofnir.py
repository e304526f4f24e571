"""Vidofnir and Vedrfölnir: the pouch is shown and both its coins transformed, one by the smaller
amount and the other by the middle one, the seat choosing which; with a trading coin in the pouch,
the other coin takes the largest amount alone.

A seat with no pouch (bidding from hand with Uline, or between rounds) transforms two coins of
its hand instead, choosing both (CHOICE: no source covers it). A lone coin to transform takes the
amount `variants: vidofnir_lone_coin` names (the largest, or the smallest).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.errors import IllegalAction
from game.nidavellir.data import Artifact
from game.nidavellir.expansions.thingvellir.artifacts.base import ArtifactRule
from game.nidavellir.expansions.thingvellir.flow import VIDOFNIR
from game.nidavellir.flow import TAVERN
from game.taverns import coins as cn
from game.taverns.actions import HAND, Transform

if TYPE_CHECKING:
    from game.nidavellir.expansions.thingvellir.state import ThingvellirState

POUCH = (3, 4)
FIRST_IN_HAND = -1  # `b` of the first hand decision; the second names the coin it made


class Vidofnir(ArtifactRule):
    def gain(self, state: ThingvellirState, seat: int, art: Artifact) -> None:
        super().gain(state, seat, art)
        p = state.players[seat]
        small, middle, alone = art.amounts
        lone = alone if state.rules.camp_variants.vidofnir_lone_coin == "largest" else small
        if in_hand(state, seat):
            held = [c for c in p.hand if not cn.is_trading(c)]
            if len(held) == 1:
                state.transform_coin(seat, HAND, held[0], lone)
            elif held:
                state.stack.append((VIDOFNIR, seat, small, FIRST_IN_HAND))
            return
        p.known |= 0b11000
        state.emit("pouch_shown", seat, p.board[3], p.board[4])
        coins = [(i, p.board[i]) for i in POUCH if p.board[i] >= 0]
        if any(cn.is_trading(c) for _, c in coins):
            for place, code in coins:
                if not cn.is_trading(code):
                    state.transform_coin(seat, place, code, alone)
        elif len(coins) == 2:
            state.stack.append((VIDOFNIR, seat, small, middle))
        else:
            for place, code in coins:
                state.transform_coin(seat, place, code, lone)


def _hand_coins(state: ThingvellirState, seat: int, made: int) -> list[int]:
    """The hand coins the next hand transform may take: not a trading coin, and not the coin the
    first transform just made (one copy of it)."""
    coins = [c for c in state.players[seat].hand if not cn.is_trading(c)]
    if made >= 0 and made in coins:
        coins.remove(made)
    return sorted(set(coins))


def in_hand(state: ThingvellirState, seat: int) -> bool:
    """Whether the seat transforms hand coins (it has no pouch now)."""
    return state.phase != TAVERN or state.players[seat].bids_from_hand


def actions(state: ThingvellirState, seat: int, amount: int, b: int) -> list[Transform]:
    """In the pouch: which coin takes `amount` (the other then takes `b`). In hand: a coin to
    transform by `amount` (`b` is FIRST_IN_HAND, or the coin the first transform made)."""
    if in_hand(state, seat):
        return [Transform(seat, HAND, c) for c in _hand_coins(state, seat, b)]
    p = state.players[seat]
    return [Transform(seat, place, p.board[place]) for place in POUCH]


def do_transform(state: ThingvellirState, action: Transform, amount: int, b: int) -> None:
    if action not in actions(state, action.seat, amount, b):
        raise IllegalAction(f"seat {action.seat} cannot transform {action._args()} now")
    seat = action.seat
    state.stack.pop()
    if action.place != HAND:
        p = state.players[seat]
        other = 4 if action.place == 3 else 3
        state.transform_coin(seat, action.place, action.coin, amount)
        state.transform_coin(seat, other, p.board[other], b)
        return
    before = list(state.players[seat].hand)
    state.transform_coin(seat, HAND, action.coin, amount)
    if b == FIRST_IN_HAND:
        after = list(state.players[seat].hand)
        for c in before:
            if c in after:
                after.remove(c)
        made = after[0] if after else action.coin
        art = next(a for a in state.rules.artifacts.values() if a.effect == "vidofnir")
        if _hand_coins(state, seat, made):
            state.stack.append((VIDOFNIR, seat, art.amounts[1], made))

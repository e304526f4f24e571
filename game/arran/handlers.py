"""Arran's decisions: each one's handler (checks the action, then plays it) and legal actions.

A handler refuses an illegal action with `IllegalAction` before its first change to the state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.arran.actions import Column, Discard, GiveUp, Keep, Recruit
from game.arran.effects import mercenaries, ordo
from game.arran.flow import (
    COLUMN,
    DISCARD_CARD,
    FOR_EXCHANGE,
    GIVE_UP,
    RECRUIT,
    SVARA,
    TRANSFORM,
    UPGRADE_PURSE,
)
from game.core.errors import IllegalAction
from game.taverns import coins as cn
from game.taverns.actions import Action, Transform
from game.taverns.decisions import card_action, do_transform

if TYPE_CHECKING:
    from game.arran.state import State

PURSE = (3, 4)


def do_discard(state: State, action: Discard, a: int, b: int) -> None:
    tavern = state.taverns[state.tavern]
    if action.card not in tavern or state.table.cards[action.card].key != action.key:
        raise IllegalAction(f"{action.key} is not in the tavern being resolved")
    state.stack.pop()
    tavern.remove(action.card)
    state.discard.append(action.card)
    state.emit("card_discarded", action.seat, action.card)


def discard_actions(state: State, seat: int, a: int, b: int) -> list[Action]:
    cards = state.table.cards
    return [card_action(Discard, seat, c, cards[c].key) for c in state.taverns[state.tavern]]


def do_upgrade(state: State, action: Transform, amount: int, b: int) -> None:
    """Derdhr's upgrade: a coin `State.transformable` offers (the engine's handler refuses the
    3-Exchange coin, which `given_up: like_any_coin` allows)."""
    if (action.place, action.coin) not in state.transformable(action.seat):
        raise IllegalAction(f"seat {action.seat} cannot upgrade {action._args()}")
    state.stack.pop()
    state.transform_coin(action.seat, action.place, action.coin, amount)


def do_upgrade_purse(state: State, action: Transform, amount: int, b: int) -> None:
    """Only the offered actions: of two equal purse coins, the first names both."""
    if action not in upgrade_purse_actions(state, action.seat, amount, b):
        raise IllegalAction(f"seat {action.seat} must upgrade a purse coin, not {action._args()}")
    do_transform(state, action, amount, b)


def upgrade_purse_actions(state: State, seat: int, a: int, b: int) -> list[Action]:
    board = state.players[seat].board
    out: list[Action] = []
    seen: set[int] = set()
    for place in PURSE:
        code = board[place]
        if code >= 0 and not cn.is_trading(code) and code not in seen:
            seen.add(code)
            out.append(Transform(seat, place, code))
    return out


def do_recruit(state: State, action: Recruit, a: int, b: int) -> None:
    if action.card not in mercenaries.options(state, action.seat) or (
        state.table.cards[action.card].key != action.key
    ):
        raise IllegalAction(f"seat {action.seat} cannot recruit {action.key} now")
    state.stack.pop()
    state.recruit(action.seat, action.card)


def recruit_actions(state: State, seat: int, a: int, b: int) -> list[Action]:
    cards = state.table.cards
    return [card_action(Recruit, seat, c, cards[c].key) for c in mercenaries.options(state, seat)]


def do_column(state: State, action: Column, mask: int, card: int) -> None:
    if not 0 <= action.column < 5 or not mask >> action.column & 1:
        raise IllegalAction(f"seat {action.seat} cannot place it in that column")
    state.stack.pop()
    state.place(action.seat, card, action.column)


def column_actions(state: State, seat: int, mask: int, card: int) -> list[Action]:
    return [Column(seat, c) for c in range(5) if mask >> c & 1]


def do_keep(state: State, action: Keep, a: int, b: int) -> None:
    if action.card not in state.drawn or state.table.cards[action.card].key != action.key:
        raise IllegalAction(f"{action.key} is not among the cards Svara looks at")
    state.stack.pop()
    deck = state.decks[2]
    deck.extend(c for c in state.drawn if c != action.card)
    state.drawn = []
    state.reshuffle(deck)
    state.svara_place(action.seat, action.card)


def keep_actions(state: State, seat: int, a: int, b: int) -> list[Action]:
    cards = state.table.cards
    return [card_action(Keep, seat, c, cards[c].key) for c in state.drawn]


def give_up_pair(state: State, seat: int, purpose: int) -> tuple[int, int]:
    """The two equal coins a GIVE_UP decision chooses between."""
    p = state.players[seat]
    if purpose == FOR_EXCHANGE:
        return p.board[3], p.board[4]
    pair = ordo.lowest_pair(state, seat)
    assert pair is not None
    return pair


def do_give_up(state: State, action: GiveUp, purpose: int, b: int) -> None:
    if action.coin not in give_up_pair(state, action.seat, purpose):
        raise IllegalAction(f"seat {action.seat} cannot give up {cn.coin_str(action.coin)}")
    state.stack.pop()
    if purpose == FOR_EXCHANGE:
        state.trade_purse(action.seat, action.coin)
    else:
        ordo.exchange(state, action.seat, action.coin)


def give_up_actions(state: State, seat: int, purpose: int, b: int) -> list[Action]:
    return [GiveUp(seat, c) for c in sorted(set(give_up_pair(state, seat, purpose)))]


HANDLERS: dict[int, Any] = {
    TRANSFORM: (Transform, do_upgrade),
    DISCARD_CARD: (Discard, do_discard),
    UPGRADE_PURSE: (Transform, do_upgrade_purse),
    RECRUIT: (Recruit, do_recruit),
    COLUMN: (Column, do_column),
    SVARA: (Keep, do_keep),
    GIVE_UP: (GiveUp, do_give_up),
}
LEGAL: dict[int, Any] = {
    DISCARD_CARD: discard_actions,
    UPGRADE_PURSE: upgrade_purse_actions,
    RECRUIT: recruit_actions,
    COLUMN: column_actions,
    SVARA: keep_actions,
    GIVE_UP: give_up_actions,
}

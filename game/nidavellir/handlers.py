"""The base game's decision handlers: each checks its action and refuses an illegal one
(`IllegalAction`) before its first change to the state, then plays it. `State.apply` finds the
handler of the decision owed in `HANDLERS` (Idavoll's own come from `mythology.HANDLERS`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.errors import IllegalAction
from game.nidavellir import coins as cn
from game.nidavellir import mythology
from game.nidavellir.actions import (
    HAND,
    Column,
    Discard,
    Frigg,
    Keep,
    Pick,
    Recruit,
    Trade,
    Transform,
    UlineBid,
    check_column,
    column_str,
)
from game.nidavellir.data import PLACE_ANY_COLUMN, PLACE_END_OF_AGE
from game.nidavellir.flow import (
    CHECK_LINES,
    DISCARD,
    KEEP,
    PICK,
    RECRUIT,
    TAVERN,
    THRUD,
    TRADE,
    TRANSFORM,
    ULINE_BID,
    YLUD,
)
from game.nidavellir.heroes import can_recruit, recruit

if TYPE_CHECKING:
    from game.nidavellir.state import State


def bid(state: State, seat: int, coins: tuple[int, int, int]) -> None:
    p = state.players[seat]
    if len(coins) != 3:
        raise IllegalAction(f"seat {seat} must bid exactly three coins")
    pouch = p.hand[:]
    for c in coins:
        if c not in pouch:
            raise IllegalAction(f"seat {seat} has no coin {cn.coin_str(c)} to bid")
        pouch.remove(c)
    p.board = [coins[0], coins[1], coins[2], pouch[0], pouch[1]]
    p.hand = []
    p.has_bid = True
    state.emit("bid_placed", seat)
    if all(p.has_bid or p.from_hand for p in state.players):
        state.phase = TAVERN
        state._start_tavern(0)


def do_pick(state: State, action: Pick | Frigg, a: int, b: int) -> None:
    if isinstance(action, Frigg):
        mythology.gods.do_frigg(state, action)
        return
    seat, card = action.seat, action.card
    tavern = state.taverns[state.tavern]
    if card not in tavern or state.rules.cards[card].key != action.key:
        raise IllegalAction(f"{action.key} is not in the tavern being resolved")
    if state.idavoll and action not in state.legal_actions(seat):
        raise IllegalAction(f"{action.key} is reserved by Loki's token")
    state.stack.pop()
    tavern.remove(card)
    state.emit("card_taken", seat, card, state.tavern)
    state.take(seat, card)


def do_recruit(state: State, action: Recruit, uncounted: int, b: int) -> None:
    if (
        action.hero not in state.hero_pool
        or state.rules.cards[action.hero].key != action.key
        or not can_recruit(state, action.seat, action.hero)
    ):
        raise IllegalAction(f"seat {action.seat} cannot recruit {action.key} now")
    state.stack.pop()
    if uncounted:
        state.players[action.seat].uncounted.append(action.hero)
    recruit(state, action.seat, action.hero)


def do_thrud(state: State, action: Column, a: int, b: int) -> None:
    check_column(action)
    state.stack.pop()
    seat = action.seat
    p = state.players[seat]
    thrud = next(h for h in p.heroes if state.rules.heroes[h].placement == PLACE_ANY_COLUMN)
    p.columns[action.column].append(thrud)
    p.ranks[action.column] += 1
    p.thrud_col = action.column
    state.emit("hero_placed", seat, thrud, action.column)
    state.stack.append((CHECK_LINES, seat, 0, 0))


def do_ylud(state: State, action: Column, a: int, b: int) -> None:
    check_column(action)
    state.stack.pop()
    seat, column = action.seat, action.column
    p = state.players[seat]
    ylud = next(h for h in p.heroes if state.rules.heroes[h].placement == PLACE_END_OF_AGE)
    if p.ylud_col == column:
        state.emit("hero_stays", seat, ylud, column)
        return
    if p.ylud_col >= 0:
        p.columns[p.ylud_col].remove(ylud)
        p.ranks[p.ylud_col] -= 1
    else:
        p.command.remove(ylud)
    p.ylud_col = column
    state.stack.append((CHECK_LINES, seat, 0, 0))
    state.place(seat, ylud, column)


def do_discard(state: State, action: Discard, excluded: int, count: int) -> None:
    seat, column = action.seat, action.column
    if column not in state.discardable_columns(seat, excluded):
        raise IllegalAction(f"seat {seat} cannot discard from the {column_str(column)} column")
    state.stack.pop()
    p = state.players[seat]
    card = p.columns[column].pop()
    p.ranks[column] -= len(state.rules.cards[card].ranks)
    state.discard.append(card)
    state.emit("card_discarded", seat, card, column)
    excluded |= 1 << column
    if count > 1 and state.discardable_columns(seat, excluded):
        state.stack.append((DISCARD, seat, excluded, count - 1))


def do_transform(state: State, action: Transform, amount: int, b: int) -> None:
    seat, place, code = action.seat, action.place, action.coin
    p = state.players[seat]
    if cn.is_trading(code) or (
        code not in p.hand if place == HAND else not 0 <= place < 5 or p.board[place] != code
    ):
        raise IllegalAction(f"seat {seat} cannot transform {action._args()}")
    state.stack.pop()
    state.transform_coin(seat, place, code, amount)


def do_uline_bid(state: State, action: UlineBid, a: int, b: int) -> None:
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


def do_trade(state: State, action: Trade, a: int, b: int) -> None:
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
    give = state._higher(*action.coins)
    new = state.take_from_treasure(give, sum(cn.value_of(c) for c in action.coins), seat)
    if new >= 0:
        p.hand.remove(give)
        p.hand.append(new)
        p.hand.sort()
    state.emit("coins_traded", seat, action.coins[0], action.coins[1], give, new)


def do_keep(state: State, action: Keep, a: int, b: int) -> None:
    seat, card = action.seat, action.card
    if card not in state.drawn or state.rules.cards[card].key != action.key:
        raise IllegalAction(f"{action.key} was not drawn")
    state.stack.pop()
    state.drawn.remove(card)
    deck = state.decks[2]
    deck.extend(state.drawn)
    state.drawn = []
    state.shuffle_age2()
    state.emit("card_kept", seat, card)
    state.receive(seat, card)


HANDLERS: dict[int, tuple[type | tuple[type, ...], Any]] = {
    **mythology.HANDLERS,
    PICK: ((Pick, Frigg), do_pick),
    RECRUIT: (Recruit, do_recruit),
    THRUD: (Column, do_thrud),
    YLUD: (Column, do_ylud),
    DISCARD: (Discard, do_discard),
    TRANSFORM: (Transform, do_transform),
    ULINE_BID: (UlineBid, do_uline_bid),
    TRADE: (Trade, do_trade),
    KEEP: (Keep, do_keep),
}

"""Nidavellir's own decisions (the engine handles picks, transforms and bids from hand): each
handler checks its action and refuses an illegal one (`IllegalAction`) before its first change to
the state, then plays it; `LEGAL` lists each decision's legal actions. `State` merges both tables
with the engine's; an expansion's class merges its own on top."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.errors import IllegalAction
from game.nidavellir.actions import (
    Action,
    Column,
    Discard,
    Keep,
    Recruit,
    check_column,
    column_str,
)
from game.nidavellir.data import PLACE_ANY_COLUMN, PLACE_END_OF_AGE
from game.nidavellir.flow import CHECK_LINES, DISCARD, KEEP, RECRUIT, THRUD, YLUD
from game.nidavellir.heroes import can_recruit, recruit
from game.taverns.decisions import card_action

if TYPE_CHECKING:
    from game.nidavellir.state import State

_COLUMN_ACTIONS: list[list[Action]] = [[Column(seat, c) for c in range(5)] for seat in range(8)]


def do_recruit(state: State, action: Recruit, a: int, b: int) -> None:
    if (
        action.hero not in state.hero_pool
        or state.rules.cards[action.hero].key != action.key
        or not can_recruit(state, action.seat, action.hero)
    ):
        raise IllegalAction(f"seat {action.seat} cannot recruit {action.key} now")
    state.stack.pop()
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
    state.discard_card(seat, card, column)
    excluded |= 1 << column
    if count > 1 and state.discardable_columns(seat, excluded):
        state.stack.append((DISCARD, seat, excluded, count - 1))


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


def recruit_actions(state: State, seat: int, a: int, b: int) -> list[Action]:
    cards = state.rules.cards
    return [
        card_action(Recruit, seat, h, cards[h].key)
        for h in state.hero_pool
        if can_recruit(state, seat, h)
    ]


def column_actions(state: State, seat: int, a: int, b: int) -> list[Action]:
    return _COLUMN_ACTIONS[seat][:]


def discard_actions(state: State, seat: int, excluded: int, b: int) -> list[Action]:
    return [Discard(seat, c) for c in state.discardable_columns(seat, excluded)]


def keep_actions(state: State, seat: int, a: int, b: int) -> list[Action]:
    cards = state.rules.cards
    return [card_action(Keep, seat, c, cards[c].key) for c in state.drawn]


HANDLERS: dict[int, tuple[type | tuple[type, ...], Any]] = {
    RECRUIT: (Recruit, do_recruit),
    THRUD: (Column, do_thrud),
    YLUD: (Column, do_ylud),
    DISCARD: (Discard, do_discard),
    KEEP: (Keep, do_keep),
}
LEGAL: dict[int, Any] = {
    RECRUIT: recruit_actions,
    THRUD: column_actions,
    YLUD: column_actions,
    DISCARD: discard_actions,
    KEEP: keep_actions,
}

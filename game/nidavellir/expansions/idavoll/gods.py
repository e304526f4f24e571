"""The five gods (Ases). Each has one power token, spent once per game, and fixed points.

Loki and Freya act when the taverns are filled, before bids, Loki first (D11); Frigg replaces a
pick (D12); Thor cancels one discard a hero asks for (D6); Odin swaps a neutral hero at the end of
the owner's turn, after the trade (D10).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.errors import IllegalAction
from game.nidavellir.actions import Action, Keep
from game.nidavellir.data import DWARF, NEUTRAL, OFFERING, PLACE_ANY_COLUMN, PLACE_END_OF_AGE
from game.nidavellir.expansions.idavoll.actions import Bottom, Freya, Frigg, Loki, Odin, Thor
from game.nidavellir.expansions.idavoll.base import READY, SPENT, God
from game.nidavellir.expansions.idavoll.flow import FREYA, FRIGG_KEEP, FRIGG_ORDER, LOKI, ODIN, THOR
from game.nidavellir.flow import DISCARD

if TYPE_CHECKING:
    from game.nidavellir.data import Myth
    from game.nidavellir.expansions.idavoll.state import IdavollState


def reserved_for_others(state: IdavollState, seat: int) -> int:
    """The card Loki's token keeps from `seat`, or -1."""
    owner, card, _ = state.loki
    return card if owner >= 0 and owner != seat else -1


class LokiGod(God):
    """Reserve one tavern card; a Loki reservation ends with the owner's turn in that tavern."""

    priority = 2

    def round_start(self, state: IdavollState, seat: int, myth: Myth) -> None:
        if state.players[seat].tokens[myth.card] == READY:
            state.stack.append((LOKI, seat, myth.card, 0))

    def end_turn(self, state: IdavollState, seat: int, myth: Myth) -> None:
        if state.loki[0] == seat and state.loki[2] == state.tavern:
            state.loki = [-1, -1, -1]


def loki_actions(state: IdavollState, seat: int, a: int, b: int) -> list[Action]:
    keys = state.rules.cards
    out: list[Action] = [Loki(seat, -1, "")]
    return out + [Loki(seat, c, keys[c].key) for t in state.taverns for c in t]


def do_loki(state: IdavollState, action: Loki, god: int, b: int) -> None:
    card = action.card
    where = [t for t, cards in enumerate(state.taverns) if card in cards]
    if (
        (action.key != "")
        if card == -1
        else (not where or state.rules.cards[card].key != action.key)
    ):
        raise IllegalAction(f"{action.key or action.card} is in no tavern")
    state.stack.pop()
    if card >= 0:
        state.players[action.seat].tokens[god] = SPENT
        state.loki = [action.seat, card, where[0]]
        state.emit("card_reserved", action.seat, card, where[0])


class FreyaGod(God):
    """Swap one card of a tavern with one of another tavern (never Loki's card, D11)."""

    priority = 1

    def round_start(self, state: IdavollState, seat: int, myth: Myth) -> None:
        if state.players[seat].tokens[myth.card] == READY:
            state.stack.append((FREYA, seat, myth.card, 0))


def freya_actions(state: IdavollState, seat: int, a: int, b: int) -> list[Action]:
    keys = state.rules.cards
    locked = state.loki[1]
    out: list[Action] = [Freya(seat, (), ())]
    taverns = state.taverns
    for i in range(3):
        for j in range(i + 1, 3):
            for x in taverns[i]:
                for y in taverns[j]:
                    if locked not in (x, y):
                        out.append(Freya(seat, (x, y), (keys[x].key, keys[y].key)))
    return out


def do_freya(state: IdavollState, action: Freya, god: int, b: int) -> None:
    passes = not action.cards and not action.keys  # asked every round: no list built for it
    if not passes and action not in freya_actions(state, action.seat, god, b):
        raise IllegalAction(f"seat {action.seat} cannot swap {action._args()}")
    state.stack.pop()
    if not action.cards:
        return
    x, y = action.cards
    tx = next(t for t in state.taverns if x in t)
    ty = next(t for t in state.taverns if y in t)
    tx[tx.index(x)], ty[ty.index(y)] = y, x
    state.players[action.seat].tokens[god] = SPENT
    state.emit("cards_swapped", action.seat, x, y)


class FriggGod(God):
    """Instead of taking an Age card: send one Age card of the tavern under the Age deck, draw
    `draw`, keep `keep` as the pick, put the rest under the deck in a chosen order. Not in the
    last round of an Age (its deck is empty)."""

    def pick_options(self, state: IdavollState, seat: int, myth: Myth) -> list[Action]:
        if state.players[seat].tokens[myth.card] != READY or not state.decks[state.age]:
            return []
        cards = state.rules.cards
        locked = reserved_for_others(state, seat)
        return [
            Frigg(seat, c, cards[c].key)
            for c in state.taverns[state.tavern]
            if cards[c].kind in (DWARF, OFFERING) and c != locked
        ]


def do_frigg(state: IdavollState, action: Frigg) -> None:
    """A `Frigg` action answering the PICK decision."""
    from game.nidavellir.expansions.idavoll.mythology import owned

    seat = action.seat
    god = owned(state, seat, "frigg")
    myth = state.rules.myths[god] if god >= 0 else None
    if myth is None or action not in FriggGod().pick_options(state, seat, myth):
        raise IllegalAction(f"seat {seat} cannot call on Frigg for {action.key}")
    state.stack.pop()
    state.players[seat].tokens[god] = SPENT
    state.taverns[state.tavern].remove(action.card)
    deck = state.decks[state.age]
    deck.insert(0, action.card)
    state.drawn = [deck.pop() for _ in range(min(myth.draw, len(deck)))]
    state.drawn_src = state.age
    state.emit("card_under_deck", seat, action.card)
    state.emit("cards_drawn", seat, len(state.drawn))
    state.stack.append((FRIGG_KEEP, seat, god, 0))


def frigg_keep_actions(state: IdavollState, seat: int, a: int, b: int) -> list[Action]:
    cards = state.rules.cards
    return [Keep(seat, c, cards[c].key) for c in state.drawn]


def do_frigg_keep(state: IdavollState, action: Keep, god: int, b: int) -> None:
    from game.nidavellir.expansions.idavoll.decisions import keep_drawn

    seat, card = action.seat, keep_drawn(state, action)
    state.take(seat, card)
    if len(state.drawn) > 1:
        state.stack.append((FRIGG_ORDER, seat, god, 0))
    else:
        _under(state, state.drawn)


def _under(state: IdavollState, cards: list[int]) -> None:
    """Put `cards` under the Age deck, the last one at the very bottom."""
    deck = state.decks[state.drawn_src]
    for c in cards:
        deck.insert(0, c)
    state.drawn = []


def bottom_actions(state: IdavollState, seat: int, a: int, b: int) -> list[Action]:
    cards = state.rules.cards
    return [Bottom(seat, c, cards[c].key) for c in state.drawn]


def do_bottom(state: IdavollState, action: Bottom, god: int, b: int) -> None:
    if action.card not in state.drawn or state.rules.cards[action.card].key != action.key:
        raise IllegalAction(f"{action.key} was not drawn")
    state.stack.pop()
    rest = [c for c in state.drawn if c != action.card]
    _under(state, [*rest, action.card])
    state.emit("cards_under_deck", action.seat, len(rest) + 1)


class ThorGod(God):
    """Cancels one discard of a hero's (Bonfur's, one of Dagda's)."""

    cancels_discard = True


def thor_actions(state: IdavollState, seat: int, count: int, excluded: int) -> list[Action]:
    out: list[Action] = [Thor(seat, True)]
    if len(state.discardable_columns(seat, excluded)) >= count:
        out.append(Thor(seat, False))
    return out


def do_thor(state: IdavollState, action: Thor, count: int, excluded: int) -> None:
    from game.nidavellir.expansions.idavoll.mythology import owned

    seat = action.seat
    if action not in thor_actions(state, seat, count, excluded):
        raise IllegalAction(f"seat {seat} must spend Thor's token: too few columns to discard")
    state.stack.pop()
    if action.yes:
        state.players[seat].tokens[owned(state, seat, "thor")] = SPENT
        count -= 1
        state.emit("discard_cancelled", seat)
    if count > 0 and state.discardable_columns(seat, excluded):
        state.stack.append((DISCARD, seat, excluded, count))


class OdinGod(God):
    """At the end of the owner's turn: return a neutral hero, recruit an available one."""

    def end_turn(self, state: IdavollState, seat: int, myth: Myth) -> None:
        if (
            state.players[seat].tokens[myth.card] == READY
            and len(odin_actions(state, seat, myth.card, 0)) > 1
        ):
            state.stack.append((ODIN, seat, myth.card, 0))


def odin_actions(state: IdavollState, seat: int, god: int, b: int) -> list[Action]:
    from game.nidavellir.heroes import can_recruit

    heroes, cards = state.rules.heroes, state.rules.cards
    mine = [h for h in state.players[seat].heroes if heroes[h].cls == NEUTRAL]
    free = [h for h in state.hero_pool if heroes[h].cls == NEUTRAL and can_recruit(state, seat, h)]
    out: list[Action] = [Odin(seat, -1, -1, ())]
    out += [Odin(seat, g, t, (cards[g].key, cards[t].key)) for g in mine for t in free]
    return out


def do_odin(state: IdavollState, action: Odin, god: int, b: int) -> None:
    from game.nidavellir.heroes import recruit

    seat = action.seat
    passes = action.give == action.take == -1 and not action.keys  # asked every turn: no list
    if not passes and action not in odin_actions(state, seat, god, b):
        raise IllegalAction(f"seat {seat} cannot swap {action._args()} with Odin")
    state.stack.pop()
    if action.give < 0:
        return
    p = state.players[seat]
    p.tokens[god] = SPENT
    return_hero(state, seat, action.give)
    if action.give in p.uncounted:
        p.uncounted[p.uncounted.index(action.give)] = action.take
    recruit(state, seat, action.take, via_odin=True)


def return_hero(state: IdavollState, seat: int, hero_card: int) -> None:
    """A neutral hero goes back to the available heroes; what it gave stays given (D10)."""
    p = state.players[seat]
    hero = state.rules.heroes[hero_card]
    p.heroes.remove(hero_card)
    state.hero_returned(seat, hero_card)
    if hero_card in p.command:
        p.command.remove(hero_card)
    elif hero.placement == PLACE_ANY_COLUMN and p.thrud_col >= 0:
        p.columns[p.thrud_col].remove(hero_card)
        p.ranks[p.thrud_col] -= 1
        p.thrud_col = -1
    elif hero.placement == PLACE_END_OF_AGE and p.ylud_col >= 0:
        p.columns[p.ylud_col].remove(hero_card)
        p.ranks[p.ylud_col] -= 1
        p.ylud_col = -1
    state.hero_pool.append(hero_card)
    state.hero_pool.sort()
    state.emit("hero_returned", seat, hero_card)


EFFECTS = {
    "loki": LokiGod(),
    "freya": FreyaGod(),
    "frigg": FriggGod(),
    "thor": ThorGod(),
    "odin": OdinGod(),
}
LEGAL = {
    LOKI: loki_actions,
    FREYA: freya_actions,
    FRIGG_KEEP: frigg_keep_actions,
    FRIGG_ORDER: bottom_actions,
    ODIN: odin_actions,
    THOR: thor_actions,
}
HANDLERS = {
    LOKI: (Loki, do_loki),
    FREYA: (Freya, do_freya),
    FRIGG_KEEP: (Keep, do_frigg_keep),
    FRIGG_ORDER: (Bottom, do_bottom),
    ODIN: (Odin, do_odin),
    THOR: (Thor, do_thor),
}

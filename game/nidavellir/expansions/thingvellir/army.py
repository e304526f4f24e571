"""Cards leaving or joining an army outside the tavern picks: a card discarded from any depth of
a column (Höfud, Brisingamens), a card taken from the discard pile (Andumia, Brisingamens)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.errors import IllegalAction
from game.nidavellir.expansions.thingvellir.actions import Dismiss, Retrieve, Spare
from game.nidavellir.expansions.thingvellir.flow import RETRIEVE
from game.taverns.decisions import card_action

if TYPE_CHECKING:
    from game.nidavellir.expansions.thingvellir.state import ThingvellirState


def dismissable(state: ThingvellirState, seat: int, columns: range | tuple[int, ...]) -> list[int]:
    """The cards of those columns a discard may take: dwarves and what counts like one (§6 #15),
    never a hero, an animal or Gullinbursti; at any depth."""
    cards, kinds = state.rules.cards, state.DISCARDABLE
    p = state.players[seat]
    return [c for col in columns for c in p.columns[col] if cards[c].kind in kinds]


def dismiss_actions(
    state: ThingvellirState, seat: int, columns: range | tuple[int, ...]
) -> list[Dismiss | Spare]:
    """A card to discard, or sparing the discard when the seat may cancel one (Thor)."""
    cards = state.rules.cards
    out: list[Dismiss | Spare] = [
        card_action(Dismiss, seat, c, cards[c].key) for c in dismissable(state, seat, columns)
    ]
    if state.discard_cancellable(seat):
        out.append(Spare(seat))
    return out


def dismiss(
    state: ThingvellirState, action: Dismiss | Spare, columns: range | tuple[int, ...]
) -> None:
    """Take the card out of its column (the cards above it close the gap) and discard it; or
    cancel the discard."""
    if isinstance(action, Spare):
        if not state.discard_cancellable(action.seat):
            raise IllegalAction(f"seat {action.seat} has nothing to cancel a discard with")
        state.stack.pop()
        state.cancel_discard(action.seat)
        return
    seat, card = action.seat, action.card
    if card not in dismissable(state, seat, columns) or state.rules.cards[card].key != action.key:
        raise IllegalAction(f"seat {seat} cannot discard {action.key} from its army")
    state.stack.pop()
    p = state.players[seat]
    column = next(c for c in columns if card in p.columns[c])
    p.columns[column].remove(card)
    p.ranks[column] -= len(state.rules.cards[card].ranks)
    state.emit("card_dismissed", seat, card, column)
    state.discard_card(seat, card, column)


def retrieve_entry(
    seat: int, count: int, excluded: int, one_by_one: bool
) -> tuple[int, int, int, int]:
    """The decision taking `count` more cards from the discard pile, never `excluded`. One by one
    (Brisingamens' other reading, written as a negative count), each card is resolved before the
    next is chosen and each pick may be passed."""
    return (RETRIEVE, seat, -count if one_by_one else count, excluded)


def retrieve_actions(
    state: ThingvellirState, seat: int, count: int, excluded: int
) -> list[Retrieve]:
    cards = state.rules.cards
    out = [
        card_action(Retrieve, seat, c, cards[c].key)
        for c in sorted(set(state.discard))
        if c != excluded
    ]
    if count < 0:
        out.append(card_action(Retrieve, seat, -1, ""))
    return out


def do_retrieve(state: ThingvellirState, action: Retrieve, count: int, excluded: int) -> None:
    """Take a card from the discard pile and resolve it as if taken from a tavern (never the
    same card again). Together, the next card is chosen before this one's consequences; one by
    one, after them."""
    seat, card = action.seat, action.card
    one_by_one, left = count < 0, abs(count) - 1
    if action.passes:
        if not one_by_one:
            raise IllegalAction(f"seat {seat} must take a card from the discard pile")
        state.stack.pop()
        if left:
            state.stack.append(retrieve_entry(seat, left, excluded, True))
        return
    if card not in state.discard or card == excluded or state.rules.cards[card].key != action.key:
        raise IllegalAction(f"{action.key} is not in the discard pile")
    state.stack.pop()
    if one_by_one and left:
        state.stack.append(retrieve_entry(seat, left, card, True))
    state.discard.remove(card)
    state.emit("card_retrieved", seat, card)
    state.receive(seat, card)
    if not one_by_one and left and any(c != card for c in state.discard):
        state.stack.append(retrieve_entry(seat, left, card, False))

"""What must hold after every action (spec §13.3), for the random-game checker and the tests."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from game.vedrfolnir.actions import TRIBUTE
from game.vedrfolnir.frames import NOWHERE, Place, Raven, Receive, Sequence

if TYPE_CHECKING:
    from game.vedrfolnir.state import State


def held_cards(state: State) -> list[int]:
    """Every card of the game wherever it is, the ones resolving on the stack included."""
    cards = [*state.draw, *state.hand, *state.tribute, *state.discard, *state.pile, *state.aside]
    if state.revealed >= 0:
        cards.append(state.revealed)
    for rows in (state.stakes, state.jokers, state.won):
        for row in rows:
            cards.extend(row)
    for frame in state.stack:
        if isinstance(frame, Receive | Place) or (isinstance(frame, Raven) and not frame.stopped):
            cards.append(frame.cid)
    return cards


def problems(state: State) -> list[str]:
    out = []
    t = state.t
    held = held_cards(state)
    if len(held) != len(t.key) or set(held) != set(range(len(t.key))):
        cards = Counter(held)
        doubled = sorted(c for c, n in cards.items() if n > 1)
        lost = sorted(set(range(len(t.key))) - set(cards))
        out.append(f"cards not conserved: doubled {doubled}, lost {lost}")
    if not state.over and state.decision in ("reveal", "attribute"):
        for place in range(state.places):
            if state.stars(place) >= state.objective(place):
                out.append(f"place {place} waits at {state.stars(place)} stars, objective reached")
    for cid in state.tribute:
        if t.is_joker(cid) or t.objective[cid]:
            out.append(f"the Tribute holds {t.key[cid]}")
    for place, jokers in enumerate(state.jokers):
        keys = [t.key[c] for c in jokers]
        if len(keys) != len(set(keys)):
            out.append(f"place {place} holds two jokers of a type: {keys}")
    for rows in (state.stakes, state.won):
        for row in rows:
            if not t.outside_rows.isdisjoint(row):
                out.append(f"a row holds a card that never enters one: {row}")
    if state.face_down and not state.face_down <= set(state.discard):
        out.append("a face-down card is not in the discard")
    if state.revealed >= 0 and state.dealt[TRIBUTE] and all(state.dealt):
        out.append("a card is revealed with no recipient left")
    if state.aside and not awaits_brynhildr(state):
        keys = [t.key[c] for c in state.aside]
        out.append(f"cards left aside with no Brynhildr turn to come: {keys}")
    return out


def awaits_brynhildr(state: State) -> bool:
    """Whether a Brynhildr turn is still to take the cards set aside to the discard (SO-4, SO-5):
    one is due, or her own sequence was stopped by one of them; else they would stay aside
    between turns, out of the discard."""
    if state.bryn_due:
        return True
    return any(isinstance(f, Sequence) and f.stopped_by != NOWHERE for f in state.stack)

"""Brynhildr cards set aside (spec SO-5): whatever way one turns up, it reaches the discard before
the next turn, so the discard, the view and what the AI counts as seen stay right. Solo places:
Valhalla=0, Heilheim=1, Brynhildr=2."""

from __future__ import annotations

from game.vedrfolnir.actions import Reveal
from game.vedrfolnir.state import State
from tests.vedrfolnir.scenario import build, cards, events

V, H, BR = 0, 1, 2


def sleipnir_draws_her_card_then_she_collects() -> State:
    """Her pile, top last: O3:4, T3:4, O2:2 and Sl:2 reach 12 stars, Sl:2's draw is a Br card."""
    return build(
        players=1,
        stakes={V: ["O1:1"], H: ["T1:1"]},
        pile=["Sl:2", "O2:2", "T3:4", "O3:4"],
        hand=["Br", "?", "?", "?"],
        draw_top=["Br"],
    )


def test_her_card_drawn_in_her_sequence_ending_in_a_collection_is_discarded() -> None:
    state = sleipnir_draws_her_card_then_she_collects()
    fired = state.apply(Reveal(V))
    assert cards(state, [e.data[0] for e in events(fired, "card_drawn")]) == ["Br"]
    assert [e.seat for e in events(fired, "exact_collection")] == [BR]
    assert [e.data for e in events(fired, "brynhildr_stopped")] == [("collection",)]
    assert state.aside == [] and state.view()["aside"] == []
    assert cards(state, state.discard).count("Br") == 2
    assert state.check_invariants() == []
    assert state.pending() == "reveal"


def test_her_card_drawn_by_her_raven_before_she_collects_is_discarded() -> None:
    """Her pile, top last: O3:4, T3:4, O2:2 (10 stars), then Hugin: she draws a Br card, the
    others an O1:1 and a T1:1, and Hugin home (+2) makes her exact."""
    state = build(
        players=1,
        spring=True,
        pile=["Hg:2", "O2:2", "T3:4", "O3:4"],
        hand=["Br", "?", "?", "?"],
        draw_top=["Br", "O1:1", "T1:1"],
    )
    fired = state.apply(Reveal(V))
    drawn = [(e.seat, cards(state, [e.data[0]])[0]) for e in events(fired, "card_drawn")]
    assert drawn == [(BR, "Br"), (V, "O1:1"), (H, "T1:1")]
    assert [e.seat for e in events(fired, "exact_collection")] == [BR]
    assert state.aside == [] and state.view()["aside"] == []
    assert cards(state, state.discard).count("Br") == 2
    assert state.check_invariants() == []


def test_a_card_left_aside_between_turns_is_reported() -> None:
    state = build(players=1, draw_top=["Br"])
    state.aside.append(state.draw.pop())
    assert state.check_invariants() == [
        "cards left aside with no Brynhildr turn to come: ['brynhildr']"
    ]


def test_her_card_waiting_for_her_turn_is_no_problem() -> None:
    state = build(players=1, draw_top=["Br"])
    state.aside.append(state.draw.pop())
    state.bryn_due = True
    assert state.check_invariants() == []

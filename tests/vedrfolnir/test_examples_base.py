"""Worked examples EX-1 … EX-15, EX-26 and EX-27 of spec §14 (base deck): dealing, collections,
modifiers, Loki, Sleipnir, the Nornes, jokers and the turn order after a collection.

Each test builds the example's table with `scenario.build`, feeds real actions and checks the
spec's expected rows, won piles, points, discards and next active place. Places are 0-based: the
spec's P1 is place 0, and "the Tribute" is `TRIBUTE` (-1).
"""

from __future__ import annotations

from game.vedrfolnir.actions import TRIBUTE, Respond
from game.vedrfolnir.scoring import sheet
from game.vedrfolnir.state import State
from tests.vedrfolnir.scenario import (
    attribute,
    build,
    cards,
    events,
    give,
    recipients,
    respond,
    reveal,
    row,
)

P1, P2, P3 = 0, 1, 2


def points(state: State, place: int) -> int:
    return sheet(state, place)["total"]


def test_ex01_deal_constraint() -> None:
    state = build(hand=["T1:1", "O1:1", "T2:1", "O2:1"])
    give(state, P1)
    give(state, P3)
    assert recipients(state) == set()  # the next card is not revealed yet
    reveal(state)
    assert recipients(state) == {P2, TRIBUTE}
    attribute(state, TRIBUTE)
    reveal(state)
    assert recipients(state) == {P2}
    fired = attribute(state, P2)
    assert row(state, P1) == ["T1:1"]
    assert row(state, P2) == ["O2:1"]
    assert row(state, P3) == ["O1:1"]
    assert row(state, TRIBUTE) == ["T2:1"]
    assert [e.data[1] for e in events(fired, "card_attributed")] == [P2]
    assert state.active == P2 and state.pending() == "reveal"


def test_ex02_exact_hit() -> None:
    state = build(
        stakes={P1: ["O3:4", "T1:2", "O1:3"], P2: ["T2:2"], P3: ["O2:1"]},
        tribute=["T3:1", "O2:2", "Lk:1"],
        hand=["O2:3", "T1:1", "T1:3", "T2:1"],
    )
    hidden = state.hand[:3]
    fired = give(state, P1)
    [exact] = events(fired, "exact_collection")
    assert exact.seat == P1 and exact.data[0] == 20
    assert cards(state, state.won[P1]) == ["O3:4", "T1:2", "O1:3", "O2:3", "T3:1", "O2:2"]
    assert points(state, P1) == 20
    assert sorted(cards(state, state.discard)) == sorted(
        ["T2:2", "O2:1", "Lk:1", "T1:1", "T1:3", "T2:1"]
    )
    assert set(hidden) <= state.face_down
    assert all(not r for r in state.stakes) and not state.tribute
    assert state.jokers == [[], [], []]
    assert state.active == P2 and state.round == 2 and state.pending() == "reveal"


def test_ex03_overshoot_majority_rulebook_example() -> None:
    state = build(
        stakes={P1: ["O2:4", "T3:4", "O1:3"], P2: ["T3:2", "O1:3"], P3: ["T1:1", "O2:2"]},
        tribute=["T2:1", "O3:0", "T1:2", "Sl:1"],
        hand=["T2:2", "?", "?", "?"],
    )
    fired = give(state, P1)
    [over] = events(fired, "overshoot")
    assert over.seat == P1 and over.data == (13, 12)
    awards = {e.data[0]: e.seat for e in events(fired, "majority_awarded")}
    assert awards == {"thor": P2, "odin": P3}  # TYPO fixed: P3 wins the Odin (2 > 1)
    assert cards(state, state.won[P2]) == ["T2:1", "T1:2"]
    assert cards(state, state.won[P3]) == ["O3:0"]
    assert state.won[P1] == []
    assert [points(state, p) for p in (P1, P2, P3)] == [0, 3, 6]
    discarded = cards(state, state.discard)
    for card in ["O2:4", "T3:4", "O1:3", "T2:2", "Sl:1", "T3:2", "T1:1", "O2:2"]:
        assert card in discarded
    assert state.active == P2


def test_ex04_tie_and_zero() -> None:
    state = build(
        stakes={P1: ["O2:4", "T3:4", "O1:3"], P2: ["O2:1"], P3: ["O1:1", "O1:2"]},
        tribute=["O3:2", "T2:3"],
        hand=["T2:2", "?", "?", "?"],
    )
    fired = give(state, P1)
    assert events(fired, "overshoot")
    awards = {e.data[0]: e.seat for e in events(fired, "majority_awarded")}
    assert awards == {"odin": -1, "thor": -1}
    assert state.won == [[], [], []]
    assert {"O3:2", "T2:3"} <= set(cards(state, state.discard))


def test_ex05_ratatosk_then_exact() -> None:
    state = build(
        stakes={P2: ["T1:3", "O1:4"]},
        tribute=["T3:1"],
        hand=["Rt", "T1:1", "O1:1", "T2:2"],
        draw_top=["O1:2", "T3:0", "O2:1", "O3:1", "T2:1", "?", "?", "?"],
    )
    fired = give(state, P2)
    assert [e.data for e in events(fired, "objective_changed")] == [(8,)]
    assert state.objective(P2) == 8 and state.stars(P2) == 7
    for to in (P1, P3, TRIBUTE):
        assert not events(give(state, to), "exact_collection")
    assert state.active == P2  # P2's turn: P2 stays at 7 with a 0-star card
    for to in (P1, P2, P3, TRIBUTE):
        give(state, to)
    assert state.stars(P2) == 7 and state.active == P3
    fired = give(state, P2)  # P3 gives P2 T2:1: 8 = 8
    [exact] = events(fired, "exact_collection")
    assert exact.seat == P2
    assert cards(state, state.won[P2]) == ["T1:3", "O1:4", "T3:0", "T2:1", "T3:1", "T2:2", "O3:1"]


def test_ex06_instant_overshoot_by_modifier() -> None:
    state = build(stakes={P2: ["O3:4", "T2:3", "T1:3"]}, hand=["Rt", "?", "?", "?"])
    fired = give(state, P2)
    [over] = events(fired, "overshoot")
    assert over.seat == P2 and over.data == (10, 8)


def test_ex07a_last_modifier_wins() -> None:
    state = build(stakes={P3: ["Nh", "O3:4", "T3:4", "O1:3"]}, hand=["Rt", "?", "?", "?"])
    assert state.objective(P3) == 16
    fired = give(state, P3)
    [over] = events(fired, "overshoot")
    assert over.seat == P3 and over.data == (11, 8)


def test_ex07b_removing_the_last_modifier_restores_the_previous() -> None:
    state = build(
        stakes={P3: ["Rt", "T1:2", "O2:3"]},
        hand=["Nh", "T1:0", "T2:0", "T3:0"],
        draw_top=["Lk:2", "O1:0", "O2:0", "O3:0", "T1:1", "T1:1", "O1:1", "O2:1"],
    )
    give(state, P3)
    assert state.objective(P3) == 16 and state.stars(P3) == 5
    for to in (P1, P2, TRIBUTE):
        give(state, to)
    assert state.active == P2
    fired = give(state, P3)  # a later turn: Loki discards Nh
    assert row(state, P3) == ["Rt", "T1:2", "O2:3", "Lk:2"]
    assert state.objective(P3) == 8 and state.stars(P3) == 7
    assert not events(fired, "exact_collection") and not events(fired, "overshoot")
    for to in (P1, P2, TRIBUTE):
        give(state, to)
    assert state.active == P3
    fired = give(state, P3)  # T1:1: 8 = 8
    [exact] = events(fired, "exact_collection")
    assert exact.seat == P3


def test_ex08_modifier_in_the_tribute() -> None:
    state = build(tribute=["T1:2"], hand=["Nh", "?", "?", "?"])
    fired = give(state, TRIBUTE)
    [gone] = events(fired, "card_discarded")
    assert cards(state, [gone.data[0]]) == ["Nh"] and gone.data[1] == "not_for_tribute"
    assert row(state, TRIBUTE) == ["T1:2"]
    assert cards(state, state.discard) == ["Nh"]
    reveal(state)
    assert recipients(state) == {P1, P2, P3}


def test_ex09_loki() -> None:
    state = build(
        stakes={P2: ["T2:3", "O1:4"]},
        tribute=["O3:0", "T1:2"],
        hand=["Lk:1", "Lk:2", "Lk:0", "T1:1"],
    )
    give(state, P2)
    assert row(state, P2) == ["T2:3", "Lk:1"] and state.stars(P2) == 4
    assert cards(state, state.discard) == ["O1:4"]
    give(state, P3)
    assert row(state, P3) == ["Lk:2"] and state.stars(P3) == 2
    assert cards(state, state.discard) == ["O1:4"]
    give(state, TRIBUTE)
    assert row(state, TRIBUTE) == ["O3:0", "Lk:0"]
    assert cards(state, state.discard) == ["O1:4", "T1:2"]


def test_ex10_sleipnir_chain_to_exact() -> None:
    state = build(
        stakes={P2: ["O2:4", "T3:4"]},
        tribute=["T2:1"],
        hand=["Sl:1", "?", "?", "?"],
        draw_top=["Sl:0", "O1:3"],
    )
    hidden = state.hand[:3]
    fired = give(state, P2)
    assert [cards(state, [e.data[0]]) for e in events(fired, "card_drawn")] == [["Sl:0"], ["O1:3"]]
    assert all(e.seat == P2 for e in events(fired, "card_drawn"))
    [exact] = events(fired, "exact_collection")
    assert exact.seat == P2
    assert cards(state, state.won[P2]) == ["O2:4", "T3:4", "O1:3", "T2:1"]
    assert points(state, P2) == 9 + 2
    assert {"Sl:1", "Sl:0"} <= set(cards(state, state.discard))
    assert set(hidden) <= state.face_down
    assert len(events(fired, "card_attributed")) == 1  # the draws used no slot


def test_ex11_sleipnir_draws_loki_placed_first() -> None:
    state = build(
        stakes={P3: ["T1:2", "O2:4", "T3:4"]},
        hand=["Sl:2", "?", "?", "?"],
        draw_top=["Lk:0"],
    )
    fired = give(state, P3)
    assert row(state, P3) == ["T1:2", "O2:4", "T3:4", "Lk:0"] and state.stars(P3) == 10
    assert cards(state, state.discard) == ["Sl:2"]
    assert not events(fired, "exact_collection") and not events(fired, "overshoot")


def test_ex11_sleipnir_draws_loki_drawn_first() -> None:
    state = build(
        readings={"sleipnir_placed_before_draw": False},
        stakes={P3: ["T1:2", "O2:4", "T3:4"]},
        hand=["Sl:2", "?", "?", "?"],
        draw_top=["Lk:0"],
    )
    fired = give(state, P3)
    assert row(state, P3) == ["T1:2", "O2:4", "Lk:0", "Sl:2"] and state.stars(P3) == 8
    assert cards(state, state.discard) == ["T3:4"]
    assert not events(fired, "exact_collection") and not events(fired, "overshoot")


def test_ex12_sleipnir_with_an_empty_pile() -> None:
    state = build(stakes={P2: ["O1:1"]}, hand=["Sl:1", "?", "?", "?"], draw_size=0)
    fired = give(state, P2)
    assert row(state, P2) == ["O1:1", "Sl:1"] and state.stars(P2) == 2
    assert not events(fired, "card_drawn")
    assert state.pending() == "reveal" and not state.check_invariants()


def test_ex13_nornes() -> None:
    state = build(
        jokers={P2: ["Nr"]},
        stakes={P2: ["O3:4", "T3:4", "T1:3"]},
        hand=["O2:4", "?", "?", "?"],
    )
    give(state, P2)
    assert state.pending() == "respond" and state.deciding() == P2
    assert set(state.legal_actions(P2)) == {Respond(P2, "accept"), Respond(P2, "nornes")}
    fired = respond(state, "nornes")
    [refused] = events(fired, "card_refused")
    assert refused.seat == P2
    assert sorted(cards(state, state.discard)) == ["Nr", "O2:4"]
    assert state.stars(P2) == 11 and state.jokers[P2] == []
    reveal(state)
    assert P2 not in recipients(state)


def test_ex13_accepting_instead_overshoots() -> None:
    state = build(
        jokers={P2: ["Nr"]},
        stakes={P2: ["O3:4", "T3:4", "T1:3"]},
        hand=["O2:4", "?", "?", "?"],
    )
    give(state, P2)
    fired = respond(state, "accept")
    [over] = events(fired, "overshoot")
    assert over.seat == P2 and over.data == (15, 12)
    assert cards(state, state.jokers[P2]) == ["Nr"]


def test_ex14_jokers() -> None:
    state = build(
        jokers={P3: ["Nr"]},
        hand=["Nr", "Nr", "Nr", "T1:0"],
        draw_top=["Sl:0", "T1:1", "T1:1", "T1:1", "Nr"],
    )
    fired = give(state, P3)
    assert [e.data[1] for e in events(fired, "card_discarded")] == ["joker_duplicate"]
    assert len(state.jokers[P3]) == 1
    fired = give(state, TRIBUTE)
    assert [e.data[1] for e in events(fired, "card_discarded")] == ["joker_in_tribute"]
    assert state.tribute == []
    fired = give(state, P2)
    assert events(fired, "joker_gained") and cards(state, state.jokers[P2]) == ["Nr"]
    assert state.stakes[P2] == [] and state.stars(P2) == 0
    give(state, P1)
    assert state.active == P2
    give(state, P2)  # P2 gives itself the Sleipnir; its Nornes may refuse it
    fired = respond(state, "accept")
    [drawn] = events(fired, "card_drawn")
    assert cards(state, [drawn.data[0]]) == ["Nr"]
    assert [e.data[1] for e in events(fired, "card_discarded")] == ["joker_duplicate"]
    assert len(state.jokers[P2]) == 1 and row(state, P2) == ["Sl:0"]


def test_ex15_jokers_survive_rounds() -> None:
    state = build(
        winter=True,
        jokers={P2: ["Nr", "Hd"]},
        stakes={P3: ["O3:4", "T3:4", "O1:3"]},
        hand=["T1:1", "T1:1", "T1:1", "T2:1"],
    )
    fired = give(state, P3)
    assert events(fired, "exact_collection")[0].seat == P3
    assert state.round == 2 and state.active == P2
    assert sorted(cards(state, state.jokers[P2])) == ["Hd", "Nr"]


def test_ex26_next_turn_after_a_collection() -> None:
    state = build(active=P2, stakes={P3: ["O3:4", "T3:4", "O1:3"]}, hand=["T1:1", "?", "?", "?"])
    fired = give(state, P3)
    assert events(fired, "exact_collection")[0].seat == P3
    assert state.active == P3 and state.pending() == "reveal"


def test_ex27_turn_ends_at_a_collection() -> None:
    state = build(stakes={P2: ["O3:4", "T3:4", "O1:3"]}, hand=["T1:1", "T1:1", "T1:2", "T1:2"])
    hidden = state.hand[:2]
    give(state, P1)
    fired = give(state, P2)
    assert events(fired, "exact_collection")[0].seat == P2
    [gone] = events(fired, "hand_discarded")
    assert gone.data == (2,)
    assert set(hidden) <= state.face_down
    assert [e.data[1] for e in events(fired, "card_attributed")] == [P2]
    assert state.won[P2] and state.won[P1] == []
    assert "T1:1" in cards(state, state.discard)  # card 1, with P1's stake
    assert state.active == P2

"""Worked examples EX-29 … EX-32, EX-36 and EX-37 of spec §14: the two-player mode with its Ase
seats and the solo mode against Brynhildr.

Two players: places A=0, B=1, Ase-A=2, Ase-B=3. Solo: Valhalla=0, Heilheim=1, Brynhildr=2.
"""

from __future__ import annotations

from game.core.events import Event
from game.vedrfolnir.actions import TRIBUTE, Attribute, Reveal, ToBrynhildr
from game.vedrfolnir.scoring import place_totals, sheet
from game.vedrfolnir.state import State
from tests.vedrfolnir.scenario import (
    build,
    cards,
    events,
    give,
    recipients,
    respond,
    reveal,
    row,
    to_brynhildr,
)

A, B, ASE_A, ASE_B = 0, 1, 2, 3
V, H, BR = 0, 1, 2


def finish(state: State) -> list[Event]:
    """Deal the last card of the turn (a 0-star Thor) to the Tribute; no turn can follow."""
    return give(state, TRIBUTE)


def two_player_end(won: dict[int, list[str]], readings: dict[str, str] | None = None) -> State:
    state = build(
        players=2,
        readings=readings,
        won=won,
        hand=["T1:0"],
        dealt=[A, B, ASE_A, ASE_B],
        draw_size=0,
    )
    finish(state)
    assert state.is_over()
    return state


# A 30, B 25, Ase-A 31, Ase-B 10 and A 30, B 25, Ase-A 20, Ase-B 35, from these won piles.
FIRST = {
    A: ["O3:2", "O3:3", "O3:4", "O3:4", "O3:4"],
    B: ["O3:3", "O3:3", "O3:3", "O3:4", "T1:1"],
    ASE_A: ["O3:2", "O3:2", "O3:1", "O3:1", "O2:1", "T3:1"],
    ASE_B: ["O2:2", "O2:2", "T2:1"],
}
SECOND = {
    A: ["O3:2", "O3:3", "O3:4", "O3:4", "O3:4"],
    B: ["O3:3", "O3:3", "O3:3", "O3:4", "T1:1"],
    ASE_A: ["O2:1", "O2:1", "O2:1", "O2:2", "O2:2"],
    ASE_B: ["T3:1"] + ["T3:2"] * 3 + ["T3:3"] * 4 + ["T3:4"] * 3 + ["T2:1"],
}


def test_ex29_two_player_seats_and_turns() -> None:
    state = build(players=2, hand=["?"] * 5, draw_top=["?"] * 15)
    assert state.roles == ("player", "player", "ase", "ase")
    assert state.ctrl == (0, 1, 0, 1)
    assert len(state.hand) == 5
    for to in (A, B, ASE_A, ASE_B):
        give(state, to)
    reveal(state)
    assert recipients(state) == {TRIBUTE}
    give_last = state.apply(Attribute(0, state.t.face(state.revealed), TRIBUTE))
    assert events(give_last, "turn_started")[0].seat == B
    assert state.to_move() == (1,)
    order = []
    for _ in range(3):  # B, then A for Ase-A, then B for Ase-B
        order.append((state.active, state.to_move()))
        assert len(state.hand) == 5
        for to in (A, B, ASE_A, ASE_B, TRIBUTE):
            give(state, to)
    assert order == [(B, (1,)), (ASE_A, (0,)), (ASE_B, (1,))]
    assert state.active == A and all(len(r) == 4 for r in state.stakes)


def test_ex29_two_player_no_winner() -> None:
    state = two_player_end(FIRST)
    assert place_totals(state) == [30, 25, 31, 10]
    assert state.outcome().winners == []
    assert state.view()["winners"] == []
    assert state.outcome().sheets[0]["total"] == 30  # Ase-A's 31 never counts for A


def test_ex29_two_player_victory_readings() -> None:
    state = two_player_end(SECOND)
    assert place_totals(state) == [30, 25, 20, 35]
    assert state.outcome().winners == []
    state = two_player_end(SECOND, {"two_player_victory": "beat_opponent_and_own_ase"})
    assert state.outcome().winners == [0]
    assert [s["total"] for s in state.outcome().sheets] == [30, 25]


def test_ex30_solo_one_draw() -> None:
    state = build(players=1, hand=["O2:3", "T2:2", "T3:4", "O1:2"])
    hidden = state.hand[-2]
    assert set(state.legal_actions(0)) == {Reveal(0), ToBrynhildr(0)}
    give(state, V)
    fired = to_brynhildr(state)
    assert events(fired, "card_to_brynhildr") and state.pile == [hidden]
    assert ToBrynhildr(0) not in state.legal_actions(0)
    give(state, H)
    reveal(state)
    assert recipients(state) == {TRIBUTE}
    give_fired = state.apply(Attribute(0, state.t.face(state.revealed), TRIBUTE))
    assert row(state, V) == ["O2:3"] and row(state, H) == ["T3:4"]
    assert row(state, TRIBUTE) == ["O1:2"]
    assert state.view()["brynhildr_pile"] == 1
    assert events(give_fired, "turn_started")  # a new draw follows
    assert state.active == V and state.pending() == "reveal"


def ex31(pile: list[str]) -> State:
    return build(
        players=1,
        stakes={V: ["O2:3", "T1:1"], H: ["T3:4"]},
        tribute=["O1:2", "T3:0"],
        pile=pile,
        hand=["Br", "?", "?", "?"],
        draw_top=["O2:4"],
    )


def test_ex31_solo_brynhildr_collects() -> None:
    state = ex31(["O3:4", "Sl:1", "T2:3"])
    hidden = state.hand[:3]
    fired = reveal_and_run(state)
    assert events(fired, "brynhildr_triggered")
    shown = [cards(state, [e.data[0]])[0] for e in events(fired, "brynhildr_revealed")]
    assert shown == ["T2:3", "Sl:1", "O3:4"]
    assert cards(state, [e.data[0] for e in events(fired, "card_drawn")]) == ["O2:4"]
    [exact] = events(fired, "exact_collection")
    assert exact.seat == BR and exact.data[0] == 17
    assert cards(state, state.won[BR]) == ["T2:3", "O2:4", "O3:4", "O1:2", "T3:0"]
    assert sheet(state, BR)["total"] == 17
    assert {"Br", "Sl:1", "O2:3", "T1:1", "T3:4"} <= set(cards(state, state.discard))
    assert set(hidden) <= state.face_down
    assert state.stakes == [[], [], []] and state.tribute == [] and state.pile == []
    assert state.pending() == "reveal" and len(state.hand) == 4


def reveal_and_run(state: State) -> list[Event]:
    return state.apply(Reveal(0))


def test_ex31_variant_brynhildr_card_in_her_pile() -> None:
    state = ex31(["O3:4", "Br", "T2:3"])
    fired = reveal_and_run(state)
    shown = [cards(state, [e.data[0]])[0] for e in events(fired, "brynhildr_revealed")]
    assert shown == ["T2:3", "Br"]
    assert [e.data for e in events(fired, "brynhildr_stopped")] == [("brynhildr_card",)]
    assert "T2:3" in cards(state, state.discard)
    assert row(state, V) == ["O2:3", "T1:1"] and row(state, H) == ["T3:4"]
    assert row(state, TRIBUTE) == ["O1:2", "T3:0"]
    assert cards(state, state.pile) == ["O3:4"]
    assert state.stakes[BR] == [] and state.round == 1
    assert state.pending() == "reveal"


def test_ex31_variant_pile_exhausted() -> None:
    state = ex31(["T2:3"])
    fired = reveal_and_run(state)
    assert [e.data for e in events(fired, "brynhildr_stopped")] == [("exhausted",)]
    won = {e.data[0]: e.seat for e in events(fired, "majority_awarded")}
    assert won == {"odin": V, "thor": H}
    assert cards(state, state.won[V]) == ["O1:2"]
    assert cards(state, state.won[H]) == ["T3:0"]
    assert state.stakes == [[], [], []] and state.tribute == []


def test_ex32_solo_end_and_victory() -> None:
    state = build(
        players=1,
        won={
            V: ["O3:1", "O3:2", "O3:3", "O3:4", "O3:4", "O3:4"],
            H: ["O3:2", "O3:3", "O3:3", "O2:1"],
            BR: ["T3:1"]
            + ["T3:2"] * 2
            + ["T3:3"] * 4
            + ["T3:4"] * 4
            + ["T2:1"] * 2
            + ["T3:0", "T1:1"],
        },
        stakes={V: ["O1:1"]},
        tribute=["O2:1"],
        pile=["T1:1", "T1:2"],
        hand=["T1:0"],
        dealt=[V, H, BR],
        draw_size=3,
    )
    fired = give(state, TRIBUTE)
    assert state.is_over()
    won = {e.data[0]: e.seat for e in events(fired, "majority_awarded")}
    assert won == {"odin": V, "thor": -1}
    assert place_totals(state) == [40, 22, 41]
    assert state.outcome().winners == []
    assert state.pile == [] and len(state.face_down) >= 2


def test_ex36_solo_brynhildr_card_drawn_by_sleipnir() -> None:
    state = build(
        players=1,
        stakes={V: ["O2:3", "T1:1"], H: ["T3:4"]},
        tribute=["O1:2"],
        jokers={V: ["Nr"]},
        hand=["Sl:2", "?", "?", "?"],
        draw_top=["Br"],
    )
    hidden = state.hand[:3]
    give(state, V)
    fired = respond(state, "accept")  # Valhalla's Nornes may refuse the Sleipnir, not the Br
    assert state.pending() == "reveal"
    [drawn] = events(fired, "card_drawn")
    assert cards(state, [drawn.data[0]]) == ["Br"]
    assert not events(fired, "exact_collection") and not events(fired, "overshoot")
    placed = [cards(state, [e.data[0]])[0] for e in events(fired, "card_placed")]
    assert placed == ["Sl:2"]
    assert events(fired, "brynhildr_triggered")
    assert "Br" in cards(state, state.discard) and set(hidden) <= state.face_down
    # her pile was empty, so the sequence stops at once with a majority among the three
    assert [e.data for e in events(fired, "brynhildr_stopped")] == [("exhausted",)]
    assert cards(state, state.won[V]) == ["O1:2"]


def test_ex37_solo_overshoot() -> None:
    state = build(
        players=1,
        stakes={V: ["O3:4", "T3:4", "O1:3"], H: ["T1:2"]},
        tribute=["O2:1", "T3:2"],
        hand=["T2:2", "?", "?", "?"],
    )
    fired = give(state, V)
    [over] = events(fired, "overshoot")
    assert over.seat == V
    won = {e.data[0]: e.seat for e in events(fired, "majority_awarded")}
    assert won == {"odin": -1, "thor": H}
    assert cards(state, state.won[H]) == ["T3:2"] and sheet(state, H)["total"] == 3
    assert state.won[V] == [] and state.won[BR] == []
    assert "O2:1" in cards(state, state.discard)

"""Worked examples EX-16 … EX-25, EX-28, EX-34 and EX-35 of spec §14 (Spring and Winter): Heimdall,
Tyr, Freyja, Surtr, Fenrir, Sköll & Hati, Hel, the ravens, the end of the game and the choices of
effect-drawn cards.

Places are 0-based: the spec's P1 is place 0; "the Tribute" is `TRIBUTE` (-1).
"""

from __future__ import annotations

from game.core.events import Event
from game.vedrfolnir.actions import TRIBUTE, Choose, Respond
from game.vedrfolnir.collection import count, rune_of
from game.vedrfolnir.scoring import sheet
from game.vedrfolnir.state import State
from tests.vedrfolnir.scenario import (
    attribute,
    build,
    cards,
    choices_to,
    events,
    give,
    recipients,
    redirect_targets,
    respond,
    reveal,
    row,
)

P1, P2, P3 = 0, 1, 2


def points(state: State, place: int) -> int:
    return sheet(state, place)["total"]


def awards(fired: list[Event]) -> dict[str, int]:
    """Majority winners by rune type (-1: a tie, the cards discarded)."""
    return {e.data[0]: e.seat for e in events(fired, "majority_awarded")}


# ---------------------------------------------------------------------- Heimdall, Tyr


def ex16(p3: list[str]) -> State:
    return build(
        winter=True,
        stakes={P1: ["O1:2"], P2: ["O1:4", "T2:4", "T1:1"], P3: p3},
        jokers={P2: ["Hd"]},
        tribute=["O3:1", "T2:2"],
        hand=["O3:4", "T1:0", "T2:0", "T3:0"],
    )


def test_ex16_heimdall_pushes_a_rival_over() -> None:
    state = ex16(["T3:4", "O2:4", "T1:2"])
    give(state, P2)
    assert state.pending() == "respond" and state.deciding() == P2
    assert redirect_targets(state) == {P1, P3, TRIBUTE}  # not the active player's: no slot rule
    fired = respond(state, "heimdall", P3)
    [redirected] = events(fired, "card_redirected")
    assert redirected.seat == P2 and redirected.data[1] == P3
    [over] = events(fired, "overshoot")
    assert over.seat == P3 and over.data == (14, 12)
    assert awards(fired) == {"odin": -1, "thor": P2}
    assert cards(state, state.won[P2]) == ["T2:2"] and points(state, P2) == 2
    assert state.won[P1] == [] and state.won[P3] == []
    assert {"Hd", "O3:4", "O3:1"} <= set(cards(state, state.discard))
    assert state.jokers[P2] == []
    assert state.active == P2


def test_ex16_variant_redirect_uses_no_slot_of_the_active_player() -> None:
    state = ex16(["T1:3"])
    give(state, P2)
    respond(state, "heimdall", P3)
    assert row(state, P3) == ["T1:3", "O3:4"] and state.stars(P3) == 7
    reveal(state)
    assert recipients(state) == {P1, P3, TRIBUTE}  # P3 may still be dealt a card


def test_ex17_heimdall_rechooses() -> None:
    state = build(
        spring=True,
        winter=True,
        stakes={P1: ["O3:4", "T3:4", "O1:3"], P2: ["O1:1"], P3: ["T1:1"]},
        jokers={P2: ["Hd"]},
        hand=["Ty3:3", "T2:2", "?", "?"],
    )
    give(state, P2, "odin")
    assert Respond(P2, "heimdall", TRIBUTE, "thor") in state.legal_actions(P2)
    respond(state, "heimdall", TRIBUTE, "thor")
    assert row(state, TRIBUTE) == ["Ty3t:3"]
    [tyr] = state.tribute
    assert rune_of(state, tyr) == "thor"
    fired = give(state, P1)  # 13 > 12: the Tribute is split, Tyr as 3 Thor runes
    assert awards(fired) == {"thor": P3}
    assert cards(state, state.won[P3]) == ["Ty3t:3"]


def test_ex18_tyr_and_freyja_in_the_majority() -> None:
    state = build(
        spring=True,
        stakes={P1: ["O3:4", "T3:4", "O1:3"], P2: ["O1:1", "Fy:2"], P3: ["Ty3t:3", "O1:2"]},
        tribute=["Ty2o:2", "T1:1", "Fy:3", "O1:2"],
        hand=["T2:2", "?", "?", "?"],
    )
    assert [count(state, P2, r) for r in ("odin", "thor")] == [2, 1]
    assert [count(state, P3, r) for r in ("odin", "thor")] == [1, 3]
    fired = give(state, P1)
    assert awards(fired) == {"odin": P2, "thor": P3, "freyja": P3}
    assert cards(state, state.won[P2]) == ["Ty2o:2", "O1:2"] and points(state, P2) == 7
    assert cards(state, state.won[P3]) == ["T1:1", "Fy:3"]
    assert sheet(state, P3)["thor"] == 1


def test_ex19_freyja_scoring() -> None:
    state = build(
        spring=True,
        winter=True,
        won={
            P1: ["O3:1", "O2:1", "T1:1", "S2:1", "Ty2:1", "Fy:1", "Fy:2"],
            P2: ["Fy:3", "Fy:4", "Fy:0", "T1:2"],
            P3: ["Fy:1", "S1:1"],
        },
    )
    first = sheet(state, P1)
    assert first["freyja"] == 11 and first["total"] == 21
    assert points(state, P2) == 2
    assert points(state, P3) == -3 and sheet(state, P3)["freyja"] == 0


# ---------------------------------------------------------------------- Surtr, removals, Hel


def test_ex20_surtr_majority_is_a_curse() -> None:
    state = build(
        winter=True,
        stakes={P1: ["O3:4", "T3:4", "O1:3"], P2: ["S1:2", "O2:1"], P3: ["O1:3"]},
        tribute=["S2:1", "O1:3"],
        hand=["T2:2", "?", "?", "?"],
    )
    fired = give(state, P1)
    assert awards(fired) == {"odin": P2, "surtr": P2}
    assert sorted(cards(state, state.won[P2])) == ["O1:3", "S2:1"]
    assert points(state, P2) == -4


def test_ex20_variant_freyja_counts_as_surtr() -> None:
    state = build(
        spring=True,
        winter=True,
        stakes={P1: ["O3:4", "T3:4", "O1:3"], P2: ["S1:2", "O2:1"], P3: ["O1:3", "Fy:1"]},
        tribute=["S2:1", "O1:3"],
        hand=["T2:2", "?", "?", "?"],
    )
    fired = give(state, P1)
    assert awards(fired) == {"odin": -1, "surtr": -1}
    assert state.won == [[], [], []]


def test_ex21a_fenrir_removes_the_first_card() -> None:
    state = build(winter=True, stakes={P2: ["Rt", "O2:3", "T1:1"]}, hand=["Fn:1", "?", "?", "?"])
    assert state.objective(P2) == 8
    give(state, P2)
    assert row(state, P2) == ["O2:3", "T1:1", "Fn:1"] and state.stars(P2) == 5
    assert state.objective(P2) == 12
    assert cards(state, state.discard) == ["Rt"]


def test_ex21b_skoll_hati_first_or_last() -> None:
    expected = {"first": (["O1:2", "O2:3", "SH:1"], 6), "last": (["T3:4", "O1:2", "SH:1"], 7)}
    for end, (stake, stars) in expected.items():
        state = build(
            spring=True, stakes={P3: ["T3:4", "O1:2", "O2:3"]}, hand=["SH:1", "?", "?", "?"]
        )
        reveal(state)
        assert choices_to(state, P3) == {"first", "last"}
        attribute(state, P3, end)
        assert row(state, P3) == stake and state.stars(P3) == stars


def test_ex21c_fenrir_in_the_tribute() -> None:
    state = build(winter=True, tribute=["O3:0", "T1:2"], hand=["Fn:1", "?", "?", "?"])
    give(state, TRIBUTE)
    assert row(state, TRIBUTE) == ["T1:2", "Fn:1"]


def test_ex22a_hel_destroys_a_joker_uncountered() -> None:
    state = build(winter=True, jokers={P2: ["Nr", "Hd"], P3: ["Nr"]}, hand=["Hl:1", "?", "?", "?"])
    reveal(state)
    choices = choices_to(state, P3)
    assert {"destroy:1:heimdall", "destroy:1:nornes", "destroy:2:nornes"} <= choices
    fired = attribute(state, P3, "destroy:1:heimdall")
    assert state.pending() == "reveal"  # no response window for P3
    [destroyed] = events(fired, "joker_destroyed")
    assert destroyed.seat == P2 and destroyed.data[1] == P1
    assert cards(state, state.jokers[P2]) == ["Nr"]
    assert cards(state, state.jokers[P3]) == ["Nr"]
    assert row(state, P3) == ["Hl:1"] and state.stars(P3) == 1
    assert cards(state, state.discard) == ["Hd"]


def ex22b(p3_jokers: list[str]) -> State:
    return build(
        winter=True,
        stakes={P1: ["O1:1"], P2: ["Nh", "O3:4", "O2:4", "T3:4", "T1:1"], P3: ["T1:2"]},
        jokers={P3: p3_jokers},
        tribute=["T2:3"],
        hand=["Hl:2", "?", "?", "?"],
    )


def test_ex22b_hel_forces_a_rival_over() -> None:
    state = ex22b([])
    fired = give(state, P3, "remove:1:first")
    [over] = events(fired, "overshoot")
    assert over.seat == P2 and over.data == (13, 12)
    assert awards(fired) == {"thor": P3}
    assert cards(state, state.won[P3]) == ["T2:3"] and points(state, P3) == 2
    assert "Nh" in cards(state, state.discard)


def test_ex22c_hel_refused_by_the_nornes() -> None:
    state = ex22b(["Nr"])
    give(state, P3, "remove:1:first")
    assert state.pending() == "respond" and state.deciding() == P3
    fired = respond(state, "nornes")
    assert events(fired, "card_refused")
    assert sorted(cards(state, state.discard)) == ["Hl:2", "Nr"]
    assert row(state, P2) == ["Nh", "O3:4", "O2:4", "T3:4", "T1:1"]
    assert row(state, P3) == ["T1:2"]


# ---------------------------------------------------------------------- the ravens


def ex23(raven: str, top: list[str]) -> State:
    return build(
        spring=True,
        stakes={P2: ["O1:3", "T2:2"], P3: ["T2:3"]},
        hand=[raven, "?", "?", "?"],
        draw_top=top,
    )


def test_ex23_hugin_circulation() -> None:
    state = ex23("Hg:2", ["T1:1", "O2:3", "T3:2"])
    fired = give(state, P2)
    assert [(e.seat, e.data[1]) for e in events(fired, "raven_passed")] == [
        (P2, P3),
        (P3, P1),
        (P1, P2),
    ]
    assert [e.seat for e in events(fired, "card_drawn")] == [P2, P3, P1]
    assert row(state, P2) == ["O1:3", "T2:2", "T1:1", "Hg:2"] and state.stars(P2) == 8
    assert row(state, P3) == ["T2:3", "O2:3"] and state.stars(P3) == 6
    assert row(state, P1) == ["T3:2"] and state.stars(P1) == 2
    assert not events(fired, "exact_collection") and not events(fired, "overshoot")
    reveal(state)
    assert recipients(state) == {P1, P3, TRIBUTE}


def test_ex23_hugin_stopped_by_a_draw_card() -> None:
    state = ex23("Hg:2", ["T1:1", "Sl:1", "O2:3"])
    fired = give(state, P2)
    assert [e.data[1] for e in events(fired, "card_discarded")] == ["raven"]
    assert row(state, P2) == ["O1:3", "T2:2", "T1:1"] and state.stars(P2) == 6
    assert row(state, P3) == ["T2:3", "Sl:1", "O2:3"] and state.stars(P3) == 7
    assert row(state, P1) == []
    assert cards(state, state.discard) == ["Hg:2"]


def test_ex23_munin_goes_the_other_way() -> None:
    state = ex23("Mn:2", ["T1:1", "O2:3", "T3:2"])
    fired = give(state, P2)
    assert [e.seat for e in events(fired, "card_drawn")] == [P2, P1, P3]
    assert row(state, P2) == ["O1:3", "T2:2", "T1:1", "Mn:2"]
    assert row(state, P1) == ["O2:3"]
    assert row(state, P3) == ["T2:3", "T3:2"]


def test_ex24_raven_in_the_tribute() -> None:
    state = build(spring=True, tribute=["O1:2"], hand=["Mn:2", "?", "?", "?"], draw_top=["T2:1"])
    fired = give(state, TRIBUTE)
    assert row(state, TRIBUTE) == ["O1:2", "T2:1", "Mn:2"]
    assert [e.seat for e in events(fired, "card_drawn")] == [TRIBUTE]
    assert state.stakes == [[], [], []]


# ---------------------------------------------------------------------- end, drawn choices


def test_ex25_end_of_game() -> None:
    state = build(
        spring=True,
        active=P2,
        stakes={P1: ["O1:1"], P3: ["O1:2", "T1:1"]},
        tribute=["O2:1", "T1:3", "Fy:2"],
        hand=["T2:2"],
        dealt=[P1, P3, TRIBUTE],
        draw_size=3,
    )
    fired = give(state, P2)  # the last card of P2's turn; P3's turn cannot start (3 < 4)
    assert state.is_over() and state.pending() == "over"
    assert awards(fired) == {"odin": -1, "thor": P2, "freyja": -1}
    assert cards(state, state.won[P2]) == ["T1:3"]
    assert state.stakes == [[], [], []] and state.tribute == []
    [over] = events(fired, "game_over")
    assert over.data == (0, 1, 0)
    assert state.outcome().winners == [P2]
    assert not events(fired, "turn_started")


def test_ex28_effect_drawn_choice_is_the_receivers() -> None:
    state = build(spring=True, hand=["Sl:1", "?", "?", "?"], draw_top=["Ty2:3"])
    give(state, P2)
    assert state.pending() == "choose" and state.deciding() == P2
    assert state.to_move() == (P2,)
    assert set(state.legal_actions(P2)) == {Choose(P2, "odin"), Choose(P2, "thor")}
    assert state.legal_actions(P1) == []
    state.apply(Choose(P2, "thor"))
    assert row(state, P2) == ["Sl:1", "Ty2t:3"]


# ---------------------------------------------------------------------- Heimdall and slots


def ex34(readings: dict[str, str] | None = None) -> State:
    return build(
        winter=True,
        readings=readings,
        jokers={P1: ["Hd"]},
        stakes={P1: ["O2:4", "T3:4", "T1:1"], P2: ["T2:3"], P3: ["O1:3"]},
        hand=["T2:2", "O3:4", "T1:0", "T2:0"],
    )


def test_ex34_heimdall_used_by_the_active_player() -> None:
    state = ex34()
    hidden = state.hand[0]
    give(state, P3)
    assert state.stars(P3) == 5
    give(state, P1)
    assert state.pending() == "respond" and state.deciding() == P1
    assert redirect_targets(state) == {P2, TRIBUTE}
    respond(state, "heimdall", P2)
    assert row(state, P2) == ["T2:3", "O3:4"] and state.stars(P2) == 7
    assert state.dealt[P2]
    reveal(state)
    assert recipients(state) == {TRIBUTE}
    fired = attribute(state, TRIBUTE)
    [gone] = events(fired, "hand_discarded")
    assert gone.data == (1,) and hidden in state.face_down
    assert row(state, TRIBUTE) == ["T1:0"]
    assert state.active == P2 and state.pending() == "reveal"


def test_ex34_heimdall_uses_slot_never() -> None:
    state = ex34({"heimdall_uses_slot": "never"})
    give(state, P3)
    give(state, P1)
    assert redirect_targets(state) == {P2, P3, TRIBUTE}
    respond(state, "heimdall", P2)
    reveal(state)
    assert P2 in recipients(state)
    attribute(state, P2)
    assert row(state, P2) == ["T2:3", "O3:4", "T1:0"]  # two cards to P2 in one turn


def test_ex34_two_player_variant() -> None:
    state = build(players=2, winter=True, jokers={2: ["Hd"]}, hand=["T1:1", "T1:2", "?", "?", "?"])
    give(state, 1)
    give(state, 2)  # A deals to its own Ase, which holds Heimdall
    assert state.pending() == "respond" and state.deciding() == 2
    assert redirect_targets(state) == {0, 3, TRIBUTE}


def test_ex34_solo_variant() -> None:
    state = build(players=1, winter=True, jokers={0: ["Hd"]}, hand=["T1:1", "T1:2", "?", "?"])
    give(state, 1)
    give(state, 0)
    assert state.pending() == "respond" and state.deciding() == 0
    assert redirect_targets(state) == {TRIBUTE}


def test_ex35_two_exact_stakes_at_one_check() -> None:
    for readings in (None, {"check_priority": "active_first"}):
        state = build(
            winter=True,
            readings=readings,
            jokers={P2: ["Hd"]},
            stakes={P1: ["O1:2"], P2: ["O2:4", "T3:4", "T1:3"], P3: ["T2:4", "O1:3", "T1:2"]},
            tribute=["T2:1"],
            hand=["Sl:1", "?", "?", "?"],
            draw_top=["O1:3"],
        )
        give(state, P2)
        respond(state, "accept")  # the Sleipnir itself
        assert row(state, P2)[-1] == "Sl:1" and state.pending() == "respond"
        assert redirect_targets(state) == {P1, P3, TRIBUTE}
        fired = respond(state, "heimdall", P3)
        [exact] = events(fired, "exact_collection")
        assert exact.seat == P2 and exact.data[0] == 10
        assert cards(state, state.won[P2]) == ["O2:4", "T3:4", "T1:3", "T2:1"]
        assert state.won[P3] == []
        assert {"Sl:1", "T2:4", "O1:3", "T1:2"} <= set(cards(state, state.discard))
        assert state.active == P2

"""One test per rule option of `rules_options` (data/vedrfolnir/setup.yaml, spec §12.4 G4–G33)
whose alternative no worked example covers; each pairs the alternative with the default on the
same table, so the test shows what the reading changes.

Covered elsewhere: sleipnir_placed_before_draw (EX-11), check_priority with no difference
(EX-35), heimdall_uses_slot never (EX-34), two_player_victory (EX-29).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from game.vedrfolnir.actions import TRIBUTE, Attribute, Choose, FirstPlayer, Reveal
from game.vedrfolnir.data import default_rules
from game.vedrfolnir.scoring import sheet
from game.vedrfolnir.state import State
from tests.vedrfolnir.scenario import (
    attribute,
    build,
    cards,
    choice_options,
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
V, H, BR = 0, 1, 2


def awards(fired: list[Any]) -> dict[str, int]:
    return {e.data[0]: e.seat for e in events(fired, "majority_awarded")}


def overshoot_p1(**kw: Any) -> tuple[State, list[Any]]:
    """P1 overshoots (11 + 2 stars); the rest of the table is the caller's."""
    stakes = {P1: ["O3:4", "T3:4", "O1:3"], **kw.pop("stakes", {})}
    state = build(stakes=stakes, hand=["T2:2", "?", "?", "?"], **kw)
    fired = give(state, P1)
    assert events(fired, "overshoot")[0].seat == P1
    return state, fired


# ---------------------------------------------------------------------- scoring (G4, G8)


@pytest.mark.parametrize(("reading", "total"), [("per_card", 10), ("per_rune", 25)])
def test_tyr_points(reading: str, total: int) -> None:
    state = build(spring=True, readings={"tyr_points": reading}, won={P1: ["Ty2:1", "Ty3:2"]})
    assert sheet(state, P1)["tyr"] == total


@pytest.mark.parametrize(("multiplier", "total"), [(2, 12), (3, 18)])
def test_freyja_multiplier(multiplier: int, total: int) -> None:
    readings = {"freyja_multiplier": multiplier}
    state = build(spring=True, readings=readings, won={P1: ["O3:1", "Fy:1"]})
    assert sheet(state, P1)["total"] == total


# ---------------------------------------------------------------------- Freyja (G5, G6, G7)


@pytest.mark.parametrize(("reading", "surtr"), [(True, -1), (False, P2)])
def test_freyja_counts_as_surtr(reading: bool, surtr: int) -> None:
    _, fired = overshoot_p1(
        spring=True,
        winter=True,
        readings={"freyja_counts_as_surtr": reading},
        stakes={P2: ["S1:2", "O2:1"], P3: ["O1:3", "Fy:1"]},
        tribute=["S2:1", "O1:3"],
    )
    assert awards(fired) == {"odin": -1, "surtr": surtr}


@pytest.mark.parametrize(("reading", "winner"), [("sum_per_type", P2), ("one_per_freyja", P3)])
def test_freyja_total(reading: str, winner: int) -> None:
    # P2 [Fy, Fy]: 2 Odin + 2 Thor = 4 summed per type, 2 Freyjas otherwise; P3 has 3 runes.
    _, fired = overshoot_p1(
        spring=True,
        readings={"freyja_total": reading},
        stakes={P2: ["Fy:1", "Fy:2"], P3: ["T3:1"]},
        tribute=["Fy:3"],
    )
    assert awards(fired) == {"freyja": winner}


@pytest.mark.parametrize("reading", [True, False])
def test_freyja_won_on_exact_hit(reading: bool) -> None:
    state = build(
        spring=True,
        winter=True,
        readings={"freyja_won_on_exact_hit": reading},
        stakes={P2: ["O3:4", "Fy:4", "S1:3"]},
        tribute=["Fy:0", "S2:0", "T1:0"],
        hand=["T1:1", "?", "?", "?"],
    )
    fired = give(state, P2)
    assert events(fired, "exact_collection")[0].seat == P2
    won = sorted(cards(state, state.won[P2]))
    if reading:
        assert won == ["Fy:0", "Fy:4", "O3:4", "S1:3", "S2:0", "T1:0", "T1:1"]
    else:
        assert won == ["O3:4", "T1:0", "T1:1"]
        assert {"Fy:0", "Fy:4", "S1:3", "S2:0"} <= set(cards(state, state.discard))


# ---------------------------------------------------------------------- choosers (G9, §9.7, G17)


@pytest.mark.parametrize(("reading", "chooser"), [("receiver", P2), ("active_player", P1)])
def test_drawn_card_chooser(reading: str, chooser: int) -> None:
    state = build(
        spring=True,
        readings={"drawn_card_chooser": reading},
        hand=["Sl:1", "?", "?", "?"],
        draw_top=["Ty2:3"],
    )
    give(state, P2)
    assert state.pending() == "choose" and state.deciding() == chooser
    assert set(state.legal_actions(chooser)) == {Choose(chooser, "odin"), Choose(chooser, "thor")}


def test_skoll_hati_chooser_receiver() -> None:
    state = build(
        spring=True,
        readings={"skoll_hati_chooser": "receiver"},
        stakes={P3: ["T3:4", "O1:2", "O2:3"]},
        hand=["SH:1", "?", "?", "?"],
    )
    reveal(state)
    assert {a.choice for a in state.legal_actions(P1) if isinstance(a, Attribute)} == {""}
    attribute(state, P3)
    assert state.pending() == "choose" and state.deciding() == P3
    assert set(state.legal_actions(P3)) == {Choose(P3, "first"), Choose(P3, "last")}
    state.apply(Choose(P3, "first"))
    assert row(state, P3) == ["O1:2", "O2:3", "SH:1"]


def test_hell_chooser_receiver() -> None:
    state = build(
        winter=True,
        readings={"hell_chooser": "receiver"},
        jokers={P1: ["Nr"], P3: ["Hd"]},
        stakes={P2: ["O1:1", "T1:2"]},
        hand=["Hl:1", "?", "?", "?"],
    )
    reveal(state)
    assert {a.choice for a in state.legal_actions(P1) if isinstance(a, Attribute)} == {""}
    attribute(state, P3)
    assert state.pending() == "choose" and state.deciding() == P3
    choices = choice_options(state)
    assert "destroy:0:nornes" in choices and "destroy:2:heimdall" not in choices
    state.apply(Choose(P3, "remove:1:last"))
    if state.pending() == "respond":  # P3's own Heimdall may still send the Hel on
        respond(state, "accept")
    assert row(state, P2) == ["O1:1"] and row(state, P3) == ["Hl:1"]


@pytest.mark.parametrize("reading", [False, True])
def test_hell_can_target_tribute(reading: bool) -> None:
    state = build(
        winter=True,
        readings={"hell_can_target_tribute": reading},
        tribute=["O3:0", "T1:2"],
        hand=["Hl:1", "?", "?", "?"],
    )
    reveal(state)
    choices = choices_to(state, P2)
    assert ({"remove:-1:first", "remove:-1:last"} <= choices) is reading
    if reading:
        attribute(state, P2, "remove:-1:first")
        assert row(state, TRIBUTE) == ["T1:2"] and row(state, P2) == ["Hl:1"]


# ---------------------------------------------------------------------- checks (G11, G12)


@pytest.mark.parametrize(
    ("reading", "kind"),
    [("outermost", "overshoot"), ("every_change", "exact_collection")],
)
def test_check_timing(reading: str, kind: str) -> None:
    # Sleipnir brings P2 to 12 exactly, then draws O1:3 (15): only a check after every change
    # sees the exact hit before the draw.
    state = build(
        readings={"check_timing": reading},
        stakes={P2: ["O2:4", "T3:4", "T1:2"]},
        hand=["Sl:2", "?", "?", "?"],
        draw_top=["O1:3"],
    )
    fired = give(state, P2)
    assert [e.seat for e in events(fired, kind)] == [P2]


@pytest.mark.parametrize(
    ("reading", "collector", "kind"),
    [("recipient_first", P3, "exact_collection"), ("active_first", P1, "overshoot")],
)
def test_check_priority(reading: str, collector: int, kind: str) -> None:
    # Hel takes P1's Nidhogg (P1: 13 against 12) and brings P3 to 12: two stakes qualify.
    state = build(
        winter=True,
        readings={"check_priority": reading},
        stakes={P1: ["Nh", "O3:4", "O2:4", "T3:4", "T1:1"], P3: ["O3:4", "T3:4", "T1:2"]},
        hand=["Hl:2", "?", "?", "?"],
    )
    fired = give(state, P3, "remove:0:first")
    assert [e.seat for e in events(fired, kind)] == [collector]
    assert not events(fired, "overshoot" if kind == "exact_collection" else "exact_collection")


# ---------------------------------------------------------------------- ravens (G14, G15)


def test_raven_stops_on_any_draw() -> None:
    state = build(
        spring=True,
        readings={"raven_stops_on": "any_draw"},
        stakes={P2: ["O1:3", "T2:2"], P3: ["T2:3"]},
        hand=["Hg:2", "?", "?", "?"],
        draw_top=["T1:1", "O2:3", "T3:2"],
    )
    fired = give(state, P2)
    assert [e.seat for e in events(fired, "card_drawn")] == [P2]
    assert row(state, P2) == ["O1:3", "T2:2", "T1:1"]
    assert row(state, P3) == ["T2:3"] and row(state, P1) == []
    assert cards(state, state.discard) == ["Hg:2"]


def test_raven_in_tribute_discard() -> None:
    state = build(
        spring=True,
        readings={"raven_in_tribute": "discard"},
        tribute=["O1:2"],
        hand=["Mn:2", "?", "?", "?"],
        draw_top=["T2:1"],
    )
    fired = give(state, TRIBUTE)
    assert row(state, TRIBUTE) == ["O1:2"] and not events(fired, "card_drawn")
    assert cards(state, state.discard) == ["Mn:2"]


def test_raven_in_tribute_circulate() -> None:
    state = build(
        spring=True,
        readings={"raven_in_tribute": "circulate"},
        tribute=["O1:2"],
        hand=["Hg:2", "?", "?", "?"],
        draw_top=["T1:1", "O2:3", "T3:2"],
    )
    fired = give(state, TRIBUTE)
    assert [e.seat for e in events(fired, "card_drawn")] == [P1, P2, P3]
    assert row(state, P1) == ["T1:1"] and row(state, P2) == ["O2:3"] and row(state, P3) == ["T3:2"]
    assert row(state, TRIBUTE) == ["O1:2", "Hg:2"]


# ---------------------------------------------------------------------- Heimdall (G16)


def test_heimdall_uses_slot_always() -> None:
    def table(reading: str) -> State:
        state = build(
            winter=True,
            readings={"heimdall_uses_slot": reading},
            jokers={P2: ["Hd"]},
            hand=["T1:1", "O3:4", "T1:2", "?"],
        )
        give(state, P3)
        give(state, P2)
        return state

    state = table("active_controller")
    assert redirect_targets(state) == {P1, P3, TRIBUTE}
    state = table("always")  # P2 is not active, but its redirect is an attribution
    assert redirect_targets(state) == {P1, TRIBUTE}
    respond(state, "heimdall", P1)
    assert state.dealt[P1]
    reveal(state)
    assert recipients(state) == {TRIBUTE}


# ---------------------------------------------------------------------- end of game (G20, G22)


def test_discard_hand_face_down_false() -> None:
    state = build(
        readings={"discard_hand_face_down": False},
        stakes={P1: ["O3:4", "T1:2", "O1:3"]},
        hand=["O2:3", "T1:1", "T1:3", "T2:1"],
    )
    shown = state.hand[:3]
    fired = give(state, P1)
    assert events(fired, "exact_collection")
    assert not state.face_down and set(shown) <= set(state.discard)
    assert -1 not in state.view()["discard"]
    [hand] = events(fired, "hand_shown")
    assert sorted(hand.data) == sorted(shown)


@pytest.mark.parametrize(
    ("reading", "winners"), [("none", [P1, P2]), ("most_exact_collections", [P2])]
)
def test_tie_break(reading: str, winners: list[int]) -> None:
    state = build(
        readings={"tie_break": reading},
        won={P1: ["O3:1"], P2: ["O3:2"], P3: ["O2:1"]},
        hand=["T1:0"],
        dealt=[P1, P2, P3],
        draw_size=0,
    )
    state.exact = [1, 2, 1]
    give(state, TRIBUTE)
    assert state.is_over() and state.outcome().winners == winners


# ---------------------------------------------------------------------- two players (G23)


def test_two_player_seating_a_ase_b_ase() -> None:
    rules = default_rules()
    rules = replace(rules, two_player=replace(rules.two_player, seating="a_ase_b_ase"))
    state = build(players=2, rules=rules, hand=["T1:0", "T2:0", "T3:0", "O1:0", "O2:0"])
    assert state.roles == ("player", "ase", "player", "ase")
    assert state.ctrl == (0, 0, 1, 1)
    for to in (0, 1, 2, 3, TRIBUTE):
        give(state, to)
    assert state.active == 1 and state.to_move() == (0,)  # A plays its Ase's turn next
    assert state.outcome().sheets[1].items() <= sheet(state, 2).items()  # B's is place 2's


# ---------------------------------------------------------------------- solo (G26–G30)


def solo(readings: dict[str, Any] | None, pile: list[str], heilheim: str = "T3:4") -> State:
    return build(
        players=1,
        readings=readings,
        stakes={V: ["O2:3", "T1:1"], H: [heilheim]},
        tribute=["O1:2", "T3:0"],
        pile=pile,
        hand=["Br", "?", "?", "?"],
        draw_top=["O2:4"],
    )


@pytest.mark.parametrize(
    ("reading", "order"),
    [("top_first", ["T2:3", "Sl:1", "O3:4"]), ("bottom_first", ["O3:4", "Sl:1", "T2:3"])],
)
def test_solo_brynhildr_reveal(reading: str, order: list[str]) -> None:
    state = solo({"solo_brynhildr_reveal": reading}, ["O3:4", "Sl:1", "T2:3"])
    fired = state.apply(Reveal(0))
    assert [cards(state, [e.data[0]])[0] for e in events(fired, "brynhildr_revealed")] == order
    assert events(fired, "exact_collection")[0].seat == BR  # 12 either way


@pytest.mark.parametrize(("reading", "kept"), [("discard", []), ("keep", ["Nr"])])
def test_solo_brynhildr_jokers(reading: str, kept: list[str]) -> None:
    state = solo({"solo_brynhildr_jokers": reading}, ["T1:2", "Nr"])
    state.apply(Reveal(0))
    assert cards(state, state.jokers[BR]) == kept


@pytest.mark.parametrize(("reading", "thor"), [("all_three", BR), ("valhalla_heilheim", -1)])
def test_solo_exhausted_majority(reading: str, thor: int) -> None:
    # Thor: Valhalla 1, Heilheim 1, Brynhildr 2 (her revealed T2:3).
    state = solo({"solo_exhausted_majority": reading}, ["T2:3"], heilheim="T1:4")
    fired = state.apply(Reveal(0))
    assert awards(fired) == {"odin": V, "thor": thor}


@pytest.mark.parametrize("reading", ["keep", "clear"])
def test_solo_zones_after_brynhildr_card(reading: str) -> None:
    state = solo({"solo_zones_after_brynhildr_card": reading}, ["O3:4", "Br", "T2:3"])
    state.apply(Reveal(0))
    assert cards(state, state.pile) == ["O3:4"]
    if reading == "keep":
        assert row(state, V) == ["O2:3", "T1:1"] and row(state, TRIBUTE) == ["O1:2", "T3:0"]
        assert state.round == 1
    else:
        assert state.stakes == [[], [], []] and state.tribute == []
        assert state.round == 2
        assert {"O2:3", "T1:1", "T3:4", "O1:2", "T3:0"} <= set(cards(state, state.discard))


@pytest.mark.parametrize(
    ("readings", "winners"),
    [
        ({}, []),
        ({"solo_victory": "beat_heilheim"}, [0]),
        ({"solo_victory": "beat_heilheim", "solo_target_score": 40}, [0]),
        ({"solo_victory": "beat_heilheim", "solo_target_score": 41}, []),
    ],
)
def test_solo_victory_and_target_score(readings: dict[str, Any], winners: list[int]) -> None:
    state = build(
        players=1,
        readings=readings,
        won={
            V: ["O3:1", "O3:2", "O3:3", "O3:4", "O3:4", "O3:4", "O2:1"],
            H: ["O3:2", "O3:3", "O3:3", "O2:2"],
            BR: ["T3:1"]
            + ["T3:2"] * 2
            + ["T3:3"] * 4
            + ["T3:4"] * 4
            + ["T2:1"] * 2
            + ["T3:0", "T1:1"],
        },
        hand=["T1:0"],
        dealt=[V, H, BR],
        draw_size=0,
    )
    give(state, TRIBUTE)
    assert state.is_over() and [sheet(state, p)["total"] for p in (V, H, BR)] == [40, 22, 41]
    assert state.outcome().winners == winners


# ---------------------------------------------------------------------- first player (G33)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_first_player_chosen(players: int) -> None:
    state = State(players, 5, {}, readings={"first_player": "chosen"})
    assert state.pending() == "first" and state.to_move() == (0,)
    starters = [p for p in range(state.places) if state.roles[p] == "player"]
    assert set(state.legal_actions(0)) == {FirstPlayer(0, p) for p in starters}
    fired = state.apply(FirstPlayer(0, starters[-1]))
    assert state.active == starters[-1] and state.pending() == "reveal"
    assert events(fired, "turn_started")[0].seat == starters[-1]
    assert not state.check_invariants()

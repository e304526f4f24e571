"""Scenarios the spec states in its card reference (§9) and its solo rules (§11) without a worked
example of §14: each test names the rule it checks, and is written to the spec's text.

Places are 0-based: the spec's P1 is place 0; "the Tribute" is `TRIBUTE` (-1).
"""

from __future__ import annotations

from game.vedrfolnir.actions import TRIBUTE, Reveal
from tests.vedrfolnir.scenario import build, cards, events, give, respond, row

P1, P2, P3 = 0, 1, 2
V, H, BR = 0, 1, 2


def test_x_sleipnir_drawn_card_refused_sleipnir_stays() -> None:
    """§9.3: a drawn card may be refused with the Nornes; the Sleipnir stays."""
    state = build(
        stakes={P2: ["O1:1"]},
        jokers={P2: ["Nr"]},
        hand=["Sl:1", "?", "?", "?"],
        draw_top=["O3:4"],
    )
    give(state, P2)
    respond(state, "accept")  # the Sleipnir itself
    assert state.pending() == "respond" and state.deciding() == P2
    fired = respond(state, "nornes")
    assert events(fired, "card_refused")
    assert row(state, P2) == ["O1:1", "Sl:1"]
    assert sorted(cards(state, state.discard)) == ["Nr", "O3:4"]


def test_x_sleipnir_in_the_tribute_draws_a_modifier_discarded() -> None:
    """§9.3: a modifier drawn by a Sleipnir in the Tribute is discarded at once."""
    state = build(tribute=["T1:2"], hand=["Sl:1", "?", "?", "?"], draw_top=["Rt"])
    fired = give(state, TRIBUTE)
    assert [e.data[1] for e in events(fired, "card_discarded")] == ["not_for_tribute"]
    assert row(state, TRIBUTE) == ["T1:2", "Sl:1"]


def test_raven_refused_by_its_owner_does_not_circulate() -> None:
    """§9.6: if X refuses the raven with the Nornes, nothing circulates."""
    state = build(spring=True, jokers={P2: ["Nr"]}, hand=["Hg:2", "?", "?", "?"], draw_top=["T1:1"])
    give(state, P2)
    fired = respond(state, "nornes")
    assert not events(fired, "card_drawn") and not events(fired, "raven_passed")
    assert state.stakes == [[], [], []]


def test_raven_redirected_new_owner() -> None:
    """§9.6: if X redirects the raven with Heimdall, the new receiver becomes its owner."""
    state = build(
        spring=True,
        winter=True,
        jokers={P2: ["Hd"]},
        hand=["Hg:2", "?", "?", "?"],
        draw_top=["T1:1", "O1:1", "T2:1"],
    )
    give(state, P2)
    fired = respond(state, "heimdall", P3)
    assert [e.seat for e in events(fired, "card_drawn")] == [P3, P1, P2]
    assert row(state, P3) == ["T1:1", "Hg:2"]
    assert row(state, P1) == ["O1:1"] and row(state, P2) == ["T2:1"]


def test_raven_collection_at_a_check_point_ends_the_round() -> None:
    """§9.6: a collection at a check point ends the round at once; the raven is discarded."""
    state = build(
        spring=True,
        stakes={P3: ["O3:4", "T3:4", "O1:3"]},
        hand=["Hg:2", "?", "?", "?"],
        draw_top=["T1:1", "T1:1"],
    )
    fired = give(state, P2)  # P2 draws T1:1, then P3 draws T1:1: 12 exactly
    [exact] = events(fired, "exact_collection")
    assert exact.seat == P3
    assert [e.seat for e in events(fired, "card_drawn")] == [P2, P3]
    assert "Hg:2" in cards(state, state.discard)
    assert state.stakes == [[], [], []] and state.active == P2


def test_x_hel_remove_a_modifier_gives_an_exact_hit() -> None:
    """§9.14 / COL-1: removing the last modifier of another stake can make it collect."""
    state = build(
        winter=True,
        stakes={P2: ["O3:4", "T3:4", "O1:3", "T1:1", "Nh"]},
        hand=["Hl:0", "?", "?", "?"],
    )
    fired = give(state, P3, "remove:1:last")
    [exact] = events(fired, "exact_collection")
    assert exact.seat == P2
    assert cards(state, state.won[P2]) == ["O3:4", "T3:4", "O1:3", "T1:1"]


def test_so5_sleipnir_draws_brynhildr_in_her_sequence() -> None:
    """SO-5: a Brynhildr card drawn during her own sequence stops it like one she reveals."""
    state = build(
        players=1,
        stakes={V: ["O2:3"]},
        tribute=["O1:2"],
        pile=["O3:4", "Sl:1"],
        hand=["Br", "?", "?", "?"],
        draw_top=["Br"],
    )
    fired = state.apply(Reveal(0))
    assert [e.data for e in events(fired, "brynhildr_stopped")] == [("brynhildr_card",)]
    assert state.stakes[BR] == [] and cards(state, state.pile) == ["O3:4"]
    assert "Sl:1" in cards(state, state.discard)
    assert row(state, V) == ["O2:3"] and row(state, TRIBUTE) == ["O1:2"]


def test_so3_heilheim_exact_hit() -> None:
    """SO-3: an exact hit on Heilheim collects its stake and the Tribute; her pile stays."""
    state = build(
        players=1,
        stakes={H: ["O3:4", "T3:4", "O1:3"]},
        tribute=["T2:1"],
        pile=["T1:1"],
        hand=["T1:1", "?", "?", "?"],
    )
    fired = give(state, H)
    assert events(fired, "exact_collection")[0].seat == H
    assert cards(state, state.won[H]) == ["O3:4", "T3:4", "O1:3", "T1:1", "T2:1"]
    assert cards(state, state.pile) == ["T1:1"]
    assert state.pending() == "reveal" and len(state.hand) == 4

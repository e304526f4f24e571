"""Card counting over the cards never seen (U) and the exact-hit chances it gives (spec §12.2)."""

from __future__ import annotations

import pytest

from game.ai.vedrfolnir.facts import facts
from game.ai.vedrfolnir.unknown import hit_chances, seen_cards, star_counts, unknown_cards
from tests.ai.vedrfolnir.views import view

# spec §12.2: P(exact, blind) by gap over the whole base deck
SPEC = {1: 0.26, 2: 0.35, 3: 0.43, 4: 0.47, 5: 0.39, 6: 0.41, 8: 0.42}


def test_the_base_deck_gives_the_spec_table() -> None:
    f = facts(("base",))
    counts = star_counts(list(range(len(f.stars))), f)
    assert counts == [20, 24, 26, 24, 18]  # the 6 Nornes never enter a stake
    chances = hit_chances(counts)
    assert chances[0] == 1.0
    for gap, expected in SPEC.items():
        assert chances[gap] == pytest.approx(expected, abs=0.006)


def test_only_zero_stars_left_hit_nothing() -> None:
    assert hit_chances([5, 0, 0]) == (1.0,) + (0.0,) * 24


def test_a_single_value_left_hits_its_multiples() -> None:
    chances = hit_chances([0, 0, 3])
    assert chances[2] == chances[4] == 1.0
    assert chances[1] == chances[3] == 0.0


def test_every_card_shown_is_counted_out() -> None:
    data, faces = view(
        [["odin3:4", "thor1:1"], ["thor2:2"], ["odin1:1"]],
        tribute=["odin3:2"],
        jokers=[["nornes"], [], []],
        revealed="sleipnir:1",
    )
    data["discard"] = [faces.cid("loki:0"), -1, -1]
    data["places"][1]["won"] = faces.cids(["odin2:3"])
    f = facts(("base",))
    assert seen_cards(data) == faces.used
    unknown = unknown_cards(data, f)
    assert len(unknown) == len(f.stars) - len(faces.used)
    assert not set(unknown) & faces.used
    # a face-down discard (-1) stays unknown: it was never revealed
    assert sum(star_counts(unknown, f)) == 112 - 8

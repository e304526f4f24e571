"""The greedy policy makes the obvious moves: the exact hit, no gift of an exact hit to a rival,
a busting card on a rival, Nornes against a bust, Heimdall sending a busting card on, Sköll &
Hati's better end, a Sleipnir not taken on a small gap."""

from __future__ import annotations

from game.ai.choice import best_index
from game.ai.vedrfolnir.policy import scores_from
from tests.ai.vedrfolnir.views import TRIBUTE, Act, view


def best(data: dict, actions: list[Act], seat: int = 0) -> Act:
    return actions[best_index(scores_from(data, seat, actions))]


def gives(seat: int, places: int, choice: str = "") -> list[Act]:
    return [Act(seat, "give", to, choice) for to in [*range(places), TRIBUTE]]


def test_the_obvious_exact_hit() -> None:
    data, _ = view(
        [["odin3:4", "odin2:4", "thor1:1"], ["thor2:2"], ["odin1:1"]],
        tribute=["odin3:2"],
        revealed="odin2:3",
    )
    assert best(data, gives(0, 3)).to == 0


def test_no_exact_hit_for_a_rival() -> None:
    # place 1 is three stars short; the card has three stars: anyone but place 1
    data, _ = view(
        [["thor1:1"], ["odin3:4", "odin2:4", "thor2:1"], ["thor1:2"]],
        tribute=["odin3:2", "odin2:2"],
        revealed="thor3:3",
    )
    scores = scores_from(data, 0, gives(0, 3))
    assert scores[1] == min(scores)


def test_a_busting_card_goes_to_the_rival_near_its_objective() -> None:
    # place 1 is one star short and place 0 leads every rune of the Tribute: the 4 busts it
    data, _ = view(
        [["odin3:1", "thor3:1"], ["odin2:4", "odin1:4", "thor2:3"], ["thor1:0"]],
        tribute=["odin3:2", "thor2:2"],
        revealed="thor1:4",
    )
    assert best(data, gives(0, 3)).to == 1


def test_nornes_refuses_a_busting_card() -> None:
    data, _ = view(
        [["thor1:3"], ["odin3:4", "odin2:4", "odin1:3"], ["thor1:2"]],
        tribute=["odin3:2"],
        jokers=[[], ["nornes"], []],
        pending="respond",
        transit={"face": "thor3:4", "to": 1, "by": 0},
        active=0,
    )
    actions = [Act(1, "accept"), Act(1, "respond", joker="nornes")]
    assert best(data, actions, seat=1).joker == "nornes"


def test_nornes_kept_for_a_harmless_card() -> None:
    data, _ = view(
        [["thor1:3"], ["odin3:1"], ["thor1:2"]],
        jokers=[[], ["nornes"], []],
        pending="respond",
        transit={"face": "thor2:2", "to": 1, "by": 0},
    )
    actions = [Act(1, "accept"), Act(1, "respond", joker="nornes")]
    assert best(data, actions, seat=1).verb == "accept"


def test_heimdall_sends_a_busting_card_to_a_rival_about_to_hit() -> None:
    data, _ = view(
        [["thor1:3"], ["odin3:4", "odin2:4", "odin1:3"], ["odin3:4", "odin2:4", "thor1:3"]],
        tribute=["odin3:2"],
        jokers=[[], ["heimdall"], []],
        decks=("base", "winter"),
        pending="respond",
        transit={"face": "thor3:4", "to": 1, "by": 0},
        dealt=[True, True, False, False],
    )
    actions = [Act(1, "accept")] + [
        Act(1, "respond", to, joker="heimdall") for to in (0, 2, TRIBUTE)
    ]
    chosen = best(data, actions, seat=1)
    assert chosen.joker == "heimdall" and chosen.to == 2


def test_a_rival_with_nornes_is_not_worth_a_busting_card() -> None:
    # both rivals hold a rich stake two stars short and I lead the Thor runes of the Tribute:
    # the one with Nornes would refuse the 4, the other one busts on it
    rich = ["odin3:3", "odin3:3", "odin2:3", "odin2:1"]
    data, _ = view(
        [["thor3:1"], rich, list(rich)],
        tribute=["thor3:2"],
        jokers=[[], ["nornes"], []],
        revealed="thor1:4",
    )
    assert best(data, gives(0, 3)).to == 2


def test_skoll_hati_removes_the_card_that_makes_the_exact_hit() -> None:
    # my stake: 4 + 4 + 1 = 9 (objective 12); Sköll & Hati (2 stars) removing the 1 leaves
    # 4 + 4 + 2 = 10, removing a 4 leaves 1 + 4 + 2 = 7; with the 1 last, "last" it is
    data, _ = view(
        [["odin3:4", "odin2:4", "thor1:1"], ["thor1:2"], ["thor1:1"]],
        decks=("base", "spring"),
        revealed="skoll_hati:2",
    )
    acts = [Act(0, "give", 0, c) for c in ("first", "last")]
    scores = scores_from(data, 0, acts)
    assert len(set(scores)) == 2


def test_tyr_in_my_stake_leans_to_the_majority_i_can_win() -> None:
    data, _ = view(
        [["thor2:1"], ["odin3:4", "odin2:4", "thor2:3"], ["odin1:1", "odin1:1"]],
        decks=("base", "spring"),
        tribute=["thor3:2", "odin3:2"],
        revealed="tyr3:2",
    )
    acts = [Act(0, "give", 0, c) for c in ("odin", "thor")]
    scores = scores_from(data, 0, acts)
    assert scores[0] > scores[1]  # odin: 3 against place 2's 2 wins the Odin runes

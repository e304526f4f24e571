"""What the rules core says as it happens, for the log and the table: a raven still flying when a
collection ends the round is discarded with an event; the end of the game is announced before
the Tribute left over is shared; Brynhildr's unrevealed pile is said to go unscored; the result
follows the scores. And the preview says where a revealed card would end for each recipient, so
the table can mark a recipient where it does nothing."""

from __future__ import annotations

import random

from game.vedrfolnir.actions import TRIBUTE
from game.vedrfolnir.state import State
from tests.vedrfolnir.scenario import build, events, give, reveal

P1, P2, P3 = 0, 1, 2
V, H, BR = 0, 1, 2


def test_a_raven_still_flying_when_a_collection_ends_the_round_is_said_discarded() -> None:
    state = build(
        spring=True,
        stakes={P1: ["O3:4", "O3:4", "T1:2"]},
        hand=["Hg:2", "?", "?", "?"],
        draw_top=["O1:2", "T1:1"],
    )
    hugin = state.hand[-1]
    fired = give(state, P1)  # P1 draws first: 12 stars, exact; the raven never gets home
    kinds = [e.kind for e in fired]
    assert kinds.index("exact_collection") < kinds.index("card_discarded")
    assert kinds.index("card_discarded") < kinds.index("round_ended")
    [gone] = events(fired, "card_discarded")
    assert gone.data == (hugin, "round_over_raven")
    assert hugin in state.discard


def test_the_end_of_the_game_is_said_before_the_tribute_is_shared() -> None:
    state = build(
        spring=True,
        active=P2,
        stakes={P1: ["O1:1"], P3: ["O1:2", "T1:1"]},
        tribute=["O2:1", "T1:3"],
        hand=["T2:2"],
        dealt=[P1, P3, TRIBUTE],
        draw_size=3,
    )
    fired = give(state, P2)
    kinds = [e.kind for e in fired]
    assert state.is_over()
    [ending] = events(fired, "game_ending")
    assert ending.data == (3,)  # three cards left, too few for a turn of four
    assert kinds.index("game_ending") < kinds.index("tribute_shared")
    assert kinds.index("tribute_shared") < kinds.index("majority_awarded")
    assert kinds[-2:] == ["game_over", "game_result"]
    [result] = events(fired, "game_result")
    winners = state.outcome().winners
    assert result.data == ("standard", *winners)


def test_brynhildrs_pile_is_said_to_go_unscored_and_the_solo_result_said() -> None:
    state = build(
        players=1,
        won={V: ["O3:1"], BR: ["T3:4", "T3:4"]},
        tribute=["O2:1"],
        pile=["T1:1", "T1:2"],
        hand=["T1:0"],
        dealt=[V, H, BR],
        draw_size=3,
    )
    fired = give(state, TRIBUTE)
    kinds = [e.kind for e in fired]
    [pile] = events(fired, "brynhildr_pile_discarded")
    assert pile.seat == BR and pile.data == (2,)
    assert kinds.index("brynhildr_pile_discarded") < kinds.index("game_over")
    [result] = events(fired, "game_result")
    assert result.data == ("solo",)  # Valhalla lost: no winner


def test_every_game_ends_with_its_result_after_the_scores() -> None:
    for players in (1, 2, 4):
        for seed in range(3):
            state = State(players, seed, {"spring": True, "winter": True})
            rng = random.Random(seed)
            fired: list[str] = []
            while not state.is_over():
                seat = state.to_move()[0]
                fired += [e.kind for e in state.apply(rng.choice(state.legal_actions(seat)))]
            assert fired[-2:] == ["game_over", "game_result"], (players, seed)
            assert fired.count("game_ending") == 1


def _fates(state: State) -> dict[int, tuple[str, str]]:
    return {r["to"]: (r["lands"], r["why"]) for r in state.view()["reach"]}


def test_the_preview_says_where_the_card_ends() -> None:
    state = build(winter=True, jokers={P2: ["Nr"]}, hand=["Nr", "?", "?", "?"])
    reveal(state)
    fates = _fates(state)
    assert fates[P1] == ("jokers", "")
    assert fates[P2] == ("discard", "joker_duplicate")
    assert fates[TRIBUTE] == ("discard", "joker_in_tribute")
    state = build(hand=["Rt", "?", "?", "?"])
    reveal(state)
    fates = _fates(state)
    assert fates[P1] == ("row", "") and fates[TRIBUTE] == ("discard", "not_for_tribute")
    state = build(spring=True, readings={"raven_in_tribute": "discard"}, hand=["Hg:2", "?", "?"])
    reveal(state)
    assert _fates(state)[TRIBUTE] == ("discard", "not_for_tribute")
    state = build(spring=True, hand=["Hg:2", "?", "?", "?"])
    reveal(state)
    assert _fates(state)[TRIBUTE] == ("row", "")

"""The end-of-game review on seeded games of each game: at most three decisions of the seat,
largest loss first, each a real choice of that seat whose better option was legal there and worth
more; the same seed and budget give the same review."""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.ai.coach import KINDS, Reason
from game.ai.review import Mistake, Record, as_plain, decisions, from_plain, review
from game.core import registry
from game.core.game import GameInfo

ITERATIONS = 8
# One game in the default run, the others under -m slow: the review is written once for every
# game, each game's search and replay are tested in their own folders.
GAMES = [
    pytest.param("nidavellir", 2, {}),
    pytest.param("arran", 2, {}, marks=pytest.mark.slow),
    pytest.param("vedrfolnir", 2, {}, marks=pytest.mark.slow),
]


def played(key: str, players: int, options: dict[str, Any], seed: int) -> tuple[GameInfo, Record]:
    """A whole game of random legal moves, seeded."""
    info = registry.get(key)
    record = Record(seed, info.options_from(options), ["p"] * players)
    state = info.start(players, seed, record.options)
    rng = random.Random(seed)
    while not state.is_over():
        action = rng.choice(state.legal_actions(state.to_move()[0]))
        record.history.append(str(action))
        record.actors.append(action.seat)
        state.apply(action)
    return info, record


def before(info: GameInfo, record: Record, index: int) -> Any:
    return info.replay(len(record.seats), record.seed, record.history[:index], record.options)


@pytest.mark.parametrize(("key", "players", "options"), GAMES)
def test_the_review_keeps_the_seats_costliest_real_choices(
    key: str, players: int, options: dict[str, Any]
) -> None:
    info, record = played(key, players, options, 5)
    seat = 1
    mine = decisions(info, record, seat)
    found = review(info, record, seat, ITERATIONS, random.Random(2))
    assert 1 <= len(found) <= 3
    assert [m.loss for m in found] == sorted((m.loss for m in found), reverse=True)
    for mistake in found:
        assert mistake.index in mine
        assert record.actors[mistake.index] == seat
        assert str(mistake.played) == record.history[mistake.index]
        state = before(info, record, mistake.index)
        legal = state.legal_actions(seat)
        assert len(legal) > 1
        assert mistake.better in legal and mistake.better != mistake.played
        assert mistake.better_worth > mistake.played_worth
        assert mistake.loss == round(mistake.better_worth - mistake.played_worth, 1)
        assert set(mistake.reason.params) == set(KINDS[mistake.reason.kind])


@pytest.mark.parametrize(("key", "players", "options"), GAMES)
def test_the_same_seed_and_budget_give_the_same_review(
    key: str, players: int, options: dict[str, Any]
) -> None:
    info, record = played(key, players, options, 9)
    first = as_plain(review(info, record, 0, ITERATIONS, random.Random(4)))
    again = as_plain(review(info, record, 0, ITERATIONS, random.Random(4)))
    assert first == again


def test_progress_counts_every_real_choice_of_the_seat_once() -> None:
    info, record = played("nidavellir", 2, {}, 3)
    seen: list[tuple[int, int]] = []
    review(info, record, 0, 4, random.Random(1), progress=lambda done, of: seen.append((done, of)))
    total = len(decisions(info, record, 0))
    assert seen == [(n, total) for n in range(1, total + 1)]


def test_decisions_are_the_seats_turns_with_more_than_one_legal_action() -> None:
    info, record = played("vedrfolnir", 2, {}, 2)
    state = info.start(2, record.seed, record.options)
    expected = []
    for index, text in enumerate(record.history):
        if record.actors[index] == 0 and len(state.legal_actions(0)) > 1:
            expected.append(index)
        state.apply(info.parse_action(state, text))
    assert decisions(info, record, 0) == expected
    assert 0 < len(expected) < record.actors.count(0) + 1


def test_a_game_cut_before_the_seats_first_choice_has_nothing_to_review() -> None:
    info, record = played("nidavellir", 2, {}, 5)
    first = decisions(info, record, 1)[0]
    record.history, record.actors = record.history[:first], record.actors[:first]
    assert decisions(info, record, 1) == []
    assert review(info, record, 1, ITERATIONS, random.Random(2)) == []


def test_the_loss_is_the_gap_between_both_worths_to_a_tenth() -> None:
    mistake = Mistake(4, "a", "b", 12.34, 50.0, Reason("only"), False)
    assert mistake.loss == 37.7


def test_the_plain_form_reads_back_to_the_same_review() -> None:
    info, record = played("arran", 2, {}, 4)
    found = review(info, record, 0, 4, random.Random(3))
    assert from_plain(info, record, as_plain(found)) == found

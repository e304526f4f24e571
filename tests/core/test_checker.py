"""Every registered game, with every valid set of its options and at every player count, passes
the random-game checker with the game's own checks beside it (tests/gamechecks.py): the one
place that plays random games of each game, a few per case by default and a thousand under
-m slow. And the checker itself catches a game that breaks a promise."""

from __future__ import annotations

import dataclasses
import itertools
import random
import unicodedata
from typing import Any

import pytest

from game.core import registry
from game.core.checker import CheckFailed, play_checked
from game.core.edge import ActionTypes
from game.core.game import GameInfo, OptionValue
from game.nidavellir.state import State
from game.taverns.actions import Action
from game.taverns.engine import TavernsState
from tests.gamechecks import checks_for

GAMES_PER_CASE = 3  # in the default run, the first with the costly checks at every action
SLOW_GAMES_PER_CASE = 1000  # under -m slow: the cheap checks, snapshots and replays at random
SPOT = 0.01  # the share of steps where a cheap game checks a snapshot and a replay


def option_sets(info: GameInfo) -> list[dict[str, OptionValue]]:
    """Every combination of the game's options that `options_from` accepts (each yes/no option
    off and on, each choice option at each of its choices)."""
    keys = [o.key for o in info.options]
    values = [o.choices or (False, True) for o in info.options]
    valid = []
    for chosen in itertools.product(*values):
        try:
            valid.append(info.options_from(dict(zip(keys, chosen, strict=True))))
        except ValueError:
            continue
    return valid


def cases() -> list[Any]:
    out = []
    for info in registry.games():
        for options in option_sets(info):
            on = "+".join(
                o.key if not o.choices else f"{o.key}={options[o.key]}"
                for o in info.options
                if o.is_on(options[o.key])
            )
            for players in info.players_with(options):
                out.append(
                    pytest.param(
                        info.key, options, players, id=f"{info.key}-{on or 'plain'}-{players}"
                    )
                )
    return out


def play_case(key: str, options: dict[str, OptionValue], players: int, seeds: range) -> set[Any]:
    """Play and check a game per seed, the game's own checks included; seeds that are multiples
    of 100 (the default run's first) run the costly checks at every action. The totals seen."""
    info = registry.get(key)
    checks = checks_for(key, options)
    finals = set()
    for seed in seeds:
        full = seed % 100 == 0
        played = play_checked(
            info, players, seed, options, full=full, spot=SPOT, extra=checks.extra
        )
        checks.end(played.state, options)
        finals.add(tuple(played.state.outcome().totals))
    return finals


@pytest.mark.parametrize(("key", "options", "players"), cases())
def test_random_games_keep_the_contract(
    key: str, options: dict[str, OptionValue], players: int
) -> None:
    finals = play_case(key, options, players, range(GAMES_PER_CASE))
    assert len(finals) > GAMES_PER_CASE // 2, "games from different seeds should differ"


@pytest.mark.slow
@pytest.mark.parametrize(("key", "options", "players"), cases())
def test_a_thousand_random_games_per_case(
    key: str, options: dict[str, OptionValue], players: int
) -> None:
    seeds = range(GAMES_PER_CASE, GAMES_PER_CASE + SLOW_GAMES_PER_CASE)
    finals = play_case(key, options, players, seeds)
    assert len(finals) > SLOW_GAMES_PER_CASE // 4, "games from different seeds should differ"


def test_every_valid_option_set_is_tried() -> None:
    info = registry.get("nidavellir")
    solo_off = {"solo": "off", "neutral_heroes": "1", "andvari_strategy": "easy"}
    solo_off["andvari_level"] = "1"
    sets = option_sets(info)
    assert [o for o in sets if o["solo"] == "off"] == [
        {"first_game": first, "idavoll": idavoll, "thingvellir": camp, **solo_off}
        for first in (False, True)
        for idavoll in (False, True)
        for camp in (False, True)
    ]
    assert len(sets) == 8 + 6 + 12  # and one per solo opponent's difficulty, base game only
    first_game, idavoll, thingvellir, *solo = info.options
    apart = dataclasses.replace(first_game, excludes=("idavoll",))
    excluding = dataclasses.replace(info, options=(apart, idavoll, thingvellir, *solo))
    assert len(option_sets(excluding)) == 6 + 6 + 12


# ---------------------------------------------------------------------- the checker checks

NIDAVELLIR = registry.get("nidavellir")


def fails(match: str, info: GameInfo = NIDAVELLIR, full: bool = True) -> None:
    with pytest.raises(CheckFailed, match=match):
        play_checked(info, 3, 1, full=full)


def test_a_broken_invariant_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(State, "check_invariants", lambda self: ["a coin went missing"])
    fails("a coin went missing", full=False)


def test_a_determinization_that_shows_more_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    def leaky(self: State, seat: int, rng: random.Random) -> State:
        twin = self.clone()
        twin.age = self.age + 1  # shown to every seat
        return twin

    monkeypatch.setattr(State, "determinize", leaky)
    fails("determinization for seat")


def test_accepting_an_action_no_longer_offered_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    apply = State.apply

    def lax(self: State, action: Any) -> Any:
        if action not in self.legal_actions(getattr(action, "seat", -1)):
            return []
        return apply(self, action)

    monkeypatch.setattr(State, "apply", lax)
    fails("applied though not legal")


def test_a_text_form_that_reads_back_otherwise_is_caught() -> None:
    def misread(state: Any, text: str) -> Any:
        return state.legal_actions(state.to_move()[0])[0]

    fails("reads back otherwise", dataclasses.replace(NIDAVELLIR, parse_action=misread))


@dataclasses.dataclass(frozen=True)
class ShortReplay(GameInfo):
    """A game whose replay forgets the last action."""

    def replay(self, players: int, seed: int, history: Any, options: Any) -> Any:
        return super().replay(players, seed, history[:-1], options)


def test_a_replay_that_ends_elsewhere_is_caught() -> None:
    fields = {f.name: getattr(NIDAVELLIR, f.name) for f in dataclasses.fields(GameInfo)}
    fails("do not replay the game", ShortReplay(**fields), full=False)


def test_a_sheet_that_does_not_add_up_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    scores = State.scores

    def padded(self: State) -> list[dict[str, int]]:
        return [{**sheet, "total": sheet["total"] + 1} for sheet in scores(self)]

    monkeypatch.setattr(State, "scores", padded)
    fails("adds up to", full=False)


def test_a_winner_without_the_best_total_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    outcome = State.outcome

    def last_wins(self: State) -> Any:
        real = outcome(self)
        return dataclasses.replace(real, winners=[min(range(self.n), key=lambda s: real.totals[s])])

    monkeypatch.setattr(State, "outcome", last_wins)
    fails("does not hold the best total", full=False)


# ---------------------------------------------------------------------- foreign and ill-typed


class Anything(ActionTypes):
    """Takes every object for a well-typed action."""

    def __missing__(self, cls: type) -> Any:
        return lambda action: True


class ClassOnly(ActionTypes):
    """Checks an action's class, not its fields' types: `True` or `0.5` goes through."""

    def __missing__(self, cls: type) -> Any:
        return lambda action: isinstance(action, self.base)


def test_apply_failing_on_junk_with_another_error_is_caught(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(TavernsState, "ACTIONS", Anything(Action))
    fails(r"apply\(.*\) raised AttributeError .*, not IllegalAction")


def test_apply_playing_junk_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    apply = State.apply

    def lax(self: State, action: Any) -> Any:
        return apply(self, action) if isinstance(action, Action) else []

    monkeypatch.setattr(State, "apply", lax)
    fails("was applied though not legal")


def test_apply_playing_an_ill_typed_field_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(TavernsState, "ACTIONS", ClassOnly(Action))
    fails("was applied though not legal")


def test_a_refusal_that_changes_the_state_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    apply = State.apply

    def careless(self: State, action: Any) -> Any:
        if not isinstance(action, Action):
            self.round += 1
        return apply(self, action)

    monkeypatch.setattr(State, "apply", careless)
    fails("refusing .* changed the state")


def test_odd_digits_read_as_ascii_ones_are_caught() -> None:
    def lenient(state: Any, text: str) -> Any:
        ascii_text = "".join(str(unicodedata.digit(c, c)) for c in text)
        return NIDAVELLIR.parse_action(state, ascii_text)

    fails("reads as", dataclasses.replace(NIDAVELLIR, parse_action=lenient))


def test_a_parse_failing_with_another_error_is_caught() -> None:
    def raw(state: Any, text: str) -> Any:
        return int(text) if text.isdigit() else NIDAVELLIR.parse_action(state, text)

    fails(r"reading '9+' raised ValueError", dataclasses.replace(NIDAVELLIR, parse_action=raw))


def test_the_probes_do_not_change_the_game_played() -> None:
    played = play_checked(NIDAVELLIR, 3, 2, full=True)
    assert played.history == play_checked(NIDAVELLIR, 3, 2, full=False).history

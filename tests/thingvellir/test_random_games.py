"""Random legal Thingvellir games, alone and with Idavoll, at every player count, through the
generic checker (tests/nidavellir/checker.py: no card or coin created or lost, a legal action
until the end, clone, snapshot, view, determinize and replay on some of them), plus what only
Thingvellir promises at the end of a game: every mercenary enlisted, the camp's cards all
accounted for, the artifacts row equal to a count made here from the final armies, and the
random games reaching every Thingvellir decision."""

from __future__ import annotations

from collections import Counter

import pytest

from game.nidavellir.data import NEUTRAL
from game.nidavellir.state import State
from game.taverns import coins as cn
from tests.nidavellir.checker import play_checked_history, play_soaked

GAMES_PER_CONFIG = 200  # in the default run; `-m slow` plays thousands
FULL_CHECKS = 6  # of which this many also run the costly per-action checks
VERBS = {"camp", "drop", "first", "enlist", "retrieve", "dismiss", "mjollnir", "column"}


def artifacts_row(state: State, seat: int) -> int:
    """The artifacts' points counted from the final army, apart from the core's scoring."""
    rules = state.rules
    p = state.players[seat]
    owned = [c for c in p.command if c in rules.artifacts]
    owned += [c for col in p.columns for c in col if c in rules.artifacts]
    mercs = sum(c in rules.mercenaries for c in p.command)
    mercs += sum(c in rules.mercenaries for col in p.columns for c in col)
    total = 0
    for c in owned:
        art = rules.artifacts[c]
        if art.effect == "draupnir":
            total += 6 * sum(cn.value_of(x) >= 15 for x in p.coins())
        elif art.effect == "svalinn":
            total += 5 * len(p.heroes)
        elif art.effect == "hrafnsmerki":
            total += 5 * mercs
        elif art.effect == "mjollnir":
            assert p.mjollnir != NEUTRAL, "Mjöllnir's class was never chosen"
            total += 2 * p.ranks[p.mjollnir]
        elif art.effect == "megingjord":
            total += 28
        elif art.effect == "jarnglofi":
            total += 24
    return total


def check_thingvellir_end(state: State) -> None:
    rules = state.rules
    assert state.is_over()
    sheets = state.scores()
    for seat, p in enumerate(state.players):
        assert not any(c in rules.mercenaries for c in p.command), "a mercenary never enlisted"
        assert sheets[seat]["artifacts"] == artifacts_row(state, seat)
        assert len(p.coins()) + len(p.coins_out) == 5
    assert not state.enlist
    camp_cards = set(rules.camp_deck[1]) | set(rules.camp_deck[2])
    seen = state.camp + state.camp_discard + state.camp_decks[1] + state.camp_decks[2]
    for p in state.players:
        seen += [c for c in p.command if c in camp_cards]
        seen += [c for col in p.columns for c in col if c in camp_cards]
    assert sorted(c for c in seen if c in camp_cards) == sorted(camp_cards)  # not the doubles


def play_config(players: int, idavoll: bool, seeds: range, full_every: int) -> Counter[str]:
    verbs: Counter[str] = Counter()
    finals = set()
    for i, seed in enumerate(seeds):
        played = play_checked_history(
            players,
            seed,
            first_game=seed % 3 == 0,
            full=i % full_every == 0,
            idavoll=idavoll,
            thingvellir=True,
        )
        state = played.state
        assert isinstance(state, State)
        check_thingvellir_end(state)
        finals.add(tuple(s["total"] for s in state.scores()))
        verbs.update(text.split()[1] for text in played.history)
    assert len(finals) > len(seeds) // 2, "games from different seeds should differ"
    return verbs


@pytest.mark.parametrize("idavoll", [False, True], ids=["thingvellir", "both"])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_thingvellir_games_keep_every_invariant(players: int, idavoll: bool) -> None:
    verbs = play_config(players, idavoll, range(GAMES_PER_CONFIG), GAMES_PER_CONFIG // FULL_CHECKS)
    wanted = VERBS - ({"drop"} if players > 2 else set())
    assert wanted <= set(verbs), f"never played: {sorted(wanted - set(verbs))}"


@pytest.mark.slow
@pytest.mark.parametrize("idavoll", [False, True], ids=["thingvellir", "both"])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_thousands_of_random_thingvellir_games(players: int, idavoll: bool) -> None:
    play_config(players, idavoll, range(20_000, 22_500), 100)


@pytest.mark.parametrize("idavoll", [False, True], ids=["thingvellir", "both"])
def test_a_short_thingvellir_soak(idavoll: bool) -> None:
    """Spot checks (a snapshot round trip and a replay at random points) over a few games."""
    for game in range(16):
        state = play_soaked(2 + game % 4, 300_000 + game, idavoll=idavoll, thingvellir=True)
        check_thingvellir_end(state)

"""The coach's reasons built from the position: a tie the seat's gem wins, the lead in a class
before the first Age ends, the runes an exact hit collects named by their god, a joker's answer,
the solo risk of waking Brynhildr; each reads in English and French, depends only on what the
seat sees, and leaves the generic line to few decisions (the share is measured per setup)."""

from __future__ import annotations

import random
from collections import Counter
from functools import cache
from typing import Any

import pytest

from game.ai.coach import KINDS, Option, Reason, evaluate, explain, hint
from game.ai.hooks import hooks_of
from game.core import registry
from game.core.game import GameInfo
from game.taverns import coins as cn
from game.taverns.actions import Bid
from game.ui.coachtext import reason_line
from game.ui.i18n import Strings, load_strings
from game.vedrfolnir.actions import TRIBUTE, Attribute, Reveal, ToBrynhildr
from game.vedrfolnir.collection import wins_on_exact
from game.vedrfolnir.scoring import card_points
from tests.ai.test_coach import SETUPS, sampled

NIDAVELLIR = registry.get("nidavellir")
VEDRFOLNIR = registry.get("vedrfolnir")
# The most of seeded positions (100 per setup) whose hint may fall back to the generic line.
# Measured on these seeds: 0, 1, 3, 1 and 1 % for the taverns setups below, 0 % for every
# Vedrfolnir one (before these reasons: 7, 11, 25, 4, 3 and 7, 10, 56, 6 %); the bounds leave
# room for a change of the search's choices.
FALLBACK_BOUND = {
    ("nidavellir", 3, ()): 0.02,
    ("nidavellir", 2, ("idavoll",)): 0.04,
    ("nidavellir", 2, ("thingvellir",)): 0.06,
    ("nidavellir", 1, ("solo",)): 0.03,
    ("arran", 3, ()): 0.03,
    ("vedrfolnir", 3, ()): 0.02,
    ("vedrfolnir", 2, ()): 0.02,
    ("vedrfolnir", 1, ()): 0.02,
    ("vedrfolnir", 4, ("spring", "winter")): 0.02,
}


def _reason(info: GameInfo, state: Any, seat: int, action: Any) -> Reason:
    """The reason for `action` from the seat's observation, the other legal options after it."""
    legal = state.legal_actions(seat)
    options = [Option(a, None, 0) for a in [action, *(a for a in legal if a != action)]]
    return explain(info, hooks_of(info).observe(state, seat), seat, action, options)


# ----------------------------------------------------------------------------- taverns


def _gems(state: Any) -> list[int]:
    return [p.gem for p in state.players]


def _coin(state: Any, seat: int, value: int) -> int:
    """The seat's coin of that value (every seat starts with the same five values)."""
    return next(c for c in state.players[seat].hand if cn.value_of(c) == value)


def test_a_bid_whose_coin_a_rival_owns_is_a_tie_the_seats_higher_gem_wins() -> None:
    state = NIDAVELLIR.new_game(3, 4, NIDAVELLIR.options_from({}))
    gems = _gems(state)
    seat = gems.index(max(gems))
    five, three, zero = (_coin(state, seat, v) for v in (5, 3, 0))
    found = _reason(NIDAVELLIR, state, seat, Bid(seat, (three, five, zero)))
    assert found == Reason("tie", {"coin": 5, "gem": max(gems), "tavern": 2})


def test_the_lowest_gem_wins_no_tie_so_the_bid_says_where_its_highest_coin_goes() -> None:
    state = NIDAVELLIR.new_game(3, 4, NIDAVELLIR.options_from({}))
    gems = _gems(state)
    seat = gems.index(min(gems))
    four, two, zero = (_coin(state, seat, v) for v in (4, 2, 0))
    found = _reason(NIDAVELLIR, state, seat, Bid(seat, (zero, two, four)))
    assert found == Reason("bid_top", {"coin": 4, "tavern": 3})


def test_a_face_up_coin_is_told_against_the_best_coin_already_shown_on_the_tavern() -> None:
    from tests.ai import scenarios

    state, seat = scenarios.position("uline_bid")
    assert state.revealed == [3, -1, 0] and seat == 1  # the others' coins on this tavern
    found = {str(a): _reason(NIDAVELLIR, state, seat, a) for a in state.legal_actions(seat)}
    assert found == {
        "s1 uline 0": Reason("hand_saves", {"coin": 0, "best": 3}),
        "s1 uline 2": Reason("hand_saves", {"coin": 2, "best": 3}),
        "s1 uline 5": Reason("hand_wins", {"coin": 5, "best": 3}),
    }


def test_a_discard_that_costs_least_says_what_it_costs() -> None:
    from tests.ai import scenarios

    state, seat = scenarios.position("discard")
    before = state.outcome().sheets[seat]["total"]
    costs = {}
    for action in state.legal_actions(seat):
        after = state.clone()
        after.apply(action)
        costs[action] = before - after.outcome().sheets[seat]["total"]
    cheapest = min(costs, key=costs.__getitem__)
    assert min(costs.values()) > 0
    found = _reason(NIDAVELLIR, state, seat, cheapest)
    assert found == Reason("least_loss", {"points": costs[cheapest]})


def _first_pick(info: GameInfo, players: int, seed: int) -> tuple[Any, int]:
    state = info.new_game(players, seed, info.options_from({}))
    rng = random.Random(seed)
    while state.pending() != "pick":
        seat = state.to_move()[0]
        state.apply(rng.choice(state.legal_actions(seat)))
    return state, state.to_move()[0]


@pytest.mark.parametrize("key", ["nidavellir", "arran"])
def test_the_first_dwarf_of_a_class_in_the_first_age_takes_its_lead(key: str) -> None:
    info = registry.get(key)
    state, seat = _first_pick(info, 3, 2)
    classes = tuple(info.categories[:5])
    for action in state.legal_actions(seat):
        column, ranks = _column_and_ranks(state.rules.cards[action.card])
        if not 0 <= column < 5:
            continue
        found = _reason(info, state, seat, action)
        assert found == Reason(
            "lead_take", {"category": classes[column], "mine": ranks, "theirs": 0}
        ), str(action)


def _column_and_ranks(card: Any) -> tuple[int, int]:
    """A dwarf's column and ranks: Arran's cards name them so, Nidavellir's give one point
    value per rank."""
    if hasattr(card, "column"):
        return card.column, card.ranks
    return card.cls, len(card.ranks)


# ----------------------------------------------------------------------------- Vedrfolnir


def test_solo_reveal_counts_the_brynhildr_cards_among_the_unseen() -> None:
    state = VEDRFOLNIR.new_game(1, 3, VEDRFOLNIR.options_from({}))
    seat = 0
    assert {type(a) for a in state.legal_actions(seat)} == {Reveal, ToBrynhildr}
    unseen = len(state.draw) + len(state.hand) + len(state.pile)
    chance = round(100 * 20 / unseen)  # the 20 Brynhildr cards, none seen yet
    assert unseen == 138
    assert _reason(VEDRFOLNIR, state, seat, Reveal(seat)) == Reason(
        "reveal", {"chance": chance, "pile": 0}
    )
    assert _reason(VEDRFOLNIR, state, seat, ToBrynhildr(seat)) == Reason(
        "to_brynhildr", {"chance": chance, "pile": 0}
    )


def _exact_hits(players: int, seeds: range) -> list[tuple[Any, int, Attribute]]:
    """Attributions that make a stake exactly its objective, in seeded random games."""
    found = []
    for seed in seeds:
        state = VEDRFOLNIR.new_game(players, seed, VEDRFOLNIR.options_from({}))
        rng = random.Random(seed)
        while not state.is_over():
            seat = state.to_move()[0]
            legal = state.legal_actions(seat)
            plain = state.revealed >= 0 and state.t.is_score(state.revealed)
            for a in legal if plain and len(legal) > 1 else []:
                if isinstance(a, Attribute) and a.to != TRIBUTE and not state.jokers[a.to]:
                    stars = state.stars(a.to) + state.t.stars[state.revealed]
                    if stars == state.objective(a.to):
                        found.append((state.clone(), seat, a))
            state.apply(rng.choice(legal))
    return found


def test_an_exact_hit_names_the_god_that_brings_most_of_the_runes_it_collects() -> None:
    hits = _exact_hits(3, range(2))
    assert len(hits) >= 5
    for state, seat, action in hits:
        found = _reason(VEDRFOLNIR, state, seat, action)
        cards = [*state.row(action.to), *state.tribute, state.revealed]
        won = [c for c in cards if wins_on_exact(state, c)]
        points: Counter[str] = Counter()
        for c in won:
            points["tyr" if state.t.is_tyr(c) else str(state.t.rune[c])] += card_points(state, c)
        objective = state.objective(action.to)
        params = {"place": action.to, "total": objective, "objective": objective}
        if found.kind == "exact":
            assert not points or max(points.values()) <= 0
            assert found.params == params
            continue
        god, most = points.most_common(1)[0]
        assert found.kind == "exact_god"
        assert found.params["category"] in points
        assert points[found.params["category"]] == most
        assert found.params == {
            **params,
            "category": found.params["category"],
            "points": sum(points.values()),
        }
        assert god in VEDRFOLNIR.categories


# ----------------------------------------------------------------------------- text and secrecy


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_games_own_line_for_a_reason_keeps_the_shared_lines_parameters(lang: str) -> None:
    strings = load_strings(lang)
    overrides = [k for k in strings if ".coach.reason." in k]
    assert overrides
    for key in overrides:
        kind = key.rsplit(".", 1)[1]
        text = strings[key]
        assert all("{" + p + "}" in text for p in KINDS[kind]), (lang, key)


@cache
def _strings(lang: str, game: str) -> Strings:
    return Strings(lang, game=game)


def _line(info: GameInfo, reason: Reason, lang: str) -> str:
    t = _strings(lang, info.key)
    return reason_line(t, info, reason, lambda place: f"<place {place}>")


def _worlds(state: Any, seat: int, count: int) -> list[Any]:
    """Worlds the seat cannot tell from `state`: its hidden parts dealt anew."""
    return [state.determinize(seat, random.Random(i)) for i in range(count)]


@pytest.mark.parametrize(("key", "players", "options"), SETUPS)
def test_a_reason_is_the_same_in_every_world_the_seat_cannot_tell_apart(
    key: str, players: int, options: Any
) -> None:
    info = registry.get(key)
    for state in sampled(key, players, options, 6, 5):
        seat = state.to_move()[0]
        action = state.legal_actions(seat)[-1]
        lines = {
            (_line(info, _reason(info, world, seat, action), "en"))
            for world in [state, *_worlds(state, seat, 3)]
        }
        assert len(lines) == 1, (key, str(action), lines)


def _fallback_share(key: str, players: int, options: dict[str, Any], count: int) -> float:
    info = registry.get(key)
    used = 0
    for i, state in enumerate(sampled(key, players, options, count, 11)):
        seat = state.to_move()[0]
        found = evaluate(info, state, seat, 6, random.Random(i))
        seen = hooks_of(info).observe(state, seat)
        reason = explain(info, seen, seat, found.action, found.options)
        for lang in ("en", "fr"):
            assert "{" not in _line(info, reason, lang)
        used += reason.kind == "fallback"
    return used / count


def _bound(key: str, players: int, options: dict[str, Any]) -> float:
    return FALLBACK_BOUND[(key, players, tuple(sorted(options)))]


def test_the_solo_vedrfolnir_hint_leaves_no_decision_to_the_generic_line() -> None:
    assert _fallback_share("vedrfolnir", 1, {}, 24) == 0.0


@pytest.mark.slow
@pytest.mark.parametrize(("key", "players", "options"), SETUPS)
def test_the_generic_line_is_left_to_few_hints(key: str, players: int, options: Any) -> None:
    share = _fallback_share(key, players, options, 100)
    print(f"fallback share {key} {players} {sorted(options)}: {share:.0%} of 100 hints")
    assert share <= _bound(key, players, options)


# ----------------------------------------------------------------------------- every decision


def _vedrfolnir_position(kind: str) -> tuple[Any, int]:
    """The first state of seeded Vedrfolnir games (every mode, both expansions) owing `kind`
    with a real choice, and the seat that owes it."""
    for seed in range(40):
        players = 1 + seed % 4
        state = VEDRFOLNIR.new_game(
            players, seed, VEDRFOLNIR.options_from({"spring": True, "winter": True})
        )
        rng = random.Random(seed)
        while not state.is_over():
            seat = state.to_move()[0]
            legal = state.legal_actions(seat)
            if state.pending() == kind and len(legal) > 1:
                return state, seat
            state.apply(rng.choice(legal))
    raise LookupError(kind)


def _positions() -> list[tuple[str, str]]:
    from tests.ai import scenarios
    from tests.ai.test_thingvellir_ai import KINDS as THINGVELLIR_KINDS

    return [
        *(("nidavellir", k) for k in scenarios.KINDS),
        *(("idavoll", k) for k in scenarios.IDAVOLL_KINDS),
        *(("thingvellir", k) for k in THINGVELLIR_KINDS),
        *(("arran", k) for k in scenarios.ARRAN_KINDS),
        *(("vedrfolnir", k) for k in ("attribute", "respond", "choose", "reveal")),
    ]


def _position(game: str, kind: str) -> tuple[GameInfo, Any, int]:
    from tests.ai import scenarios, test_thingvellir_ai

    if game == "vedrfolnir":
        return (VEDRFOLNIR, *_vedrfolnir_position(kind))
    found = {
        "nidavellir": scenarios.position,
        "idavoll": scenarios.idavoll_position,
        "thingvellir": test_thingvellir_ai.position,
        "arran": scenarios.arran_position,
    }[game](kind)
    return (registry.get("arran" if game == "arran" else "nidavellir"), *found)


# Decisions whose hint still reads the generic line at these seeds: the search prefers an option
# that neither the sheets, the position value nor the quick scores rank first (Freya's swap and
# Olrun's class between options the search values alike, the order of Frigg's leftovers, going
# first or last at the Enlistment, which of two tavern cards Arran's second tavern discards).
OPAQUE = {
    ("idavoll", "freya"),
    ("idavoll", "olrun"),
    ("idavoll", "frigg_order"),
    ("thingvellir", "enlist_first"),
    ("arran", "discard_card"),
}


@pytest.mark.slow
@pytest.mark.parametrize(("game", "kind"), _positions())
def test_every_decision_kind_of_every_game_gets_a_reason_in_both_languages(
    game: str, kind: str
) -> None:
    info, state, seat = _position(game, kind)
    found = hint(info, state, seat, 20, random.Random(1))
    assert set(found.reason.params) == set(KINDS[found.reason.kind])
    for lang in ("en", "fr"):
        line = _line(info, found.reason, lang)
        assert line and "{" not in line and "coach.reason" not in line
    if (game, kind) not in OPAQUE:
        assert found.reason.kind != "fallback", (game, kind)

"""Seeded random Thingvellir games watched move by move against the rules of spec §5.1–5.4, as an
oracle written apart from the core: who is offered the camp and which cards, one camp visit per
tavern, the two-player discard once the winner's visit is over, the Enlistment order (most
mercenaries, then gem) and its choice, Zolkur's trade, Jarika's trades and Járnglófi's coin."""

from __future__ import annotations

import random

import pytest

from game.nidavellir.state import State
from game.taverns import coins as cn
from tests.thingvellir.camp import thingvellir

GAMES = 8  # per configuration in the default run
VERBS = {"camp", "drop", "first", "enlist", "retrieve", "dismiss", "mjollnir", "column"}


def _owns(state: State, seat: int, key: str) -> bool:
    cid = state.rules.card_ids[key]
    p = state.players[seat]
    return cid in p.command or any(cid in col for col in p.columns)


def _expected_camp(state: State, seat: int) -> list[str]:
    """The camp cards `seat` may take at its pick, by §5.1 and Brisingamens' need."""
    if state.camp_visited:
        return []
    if not (state.order[0] == seat or _owns(state, seat, "fafnir_baleygr")):
        return []
    keys = [state.rules.cards[c].key for c in state.camp]
    if len(state.discard) < 2:
        keys = [k for k in keys if k != "brisingamens"]
    return keys


def _enlist_order(state: State) -> tuple[int, ...]:
    mercs = state.rules.mercenaries
    count = [sum(c in mercs for c in p.command) for p in state.players]
    seats = [s for s in range(state.n) if count[s]]
    return tuple(sorted(seats, key=lambda s: (-count[s], -state.players[s].gem)))


def watch_game(players: int, seed: int, idavoll: bool) -> set[str]:
    """Play one random game, checking each move against the rules; the rules seen at work."""
    state = thingvellir(players, seed, idavoll=idavoll, first_game=seed % 4 == 0)
    rng = random.Random(seed)
    seen: set[str] = set()
    visits: dict[tuple[int, int, int], int] = {}
    owed_drop = -1  # the two-player camp visitor who owes the drop, -1 when none is owed
    while not state.is_over():
        seats = state.to_move()
        seat = seats[0] if len(seats) == 1 else rng.choice(seats)
        actions = state.legal_actions(seat)
        texts = [str(a) for a in actions]
        pending = state.pending()
        if owed_drop >= 0 and pending != "drop":
            assert pending != "pick", f"a pick before the visitor's drop, seed {seed}"
        if pending == "drop":
            assert seat == owed_drop and len(state.stack) == 1, (seed, state.stack)
            owed_drop = -1
            seen.add("drop")
        if pending == "pick":
            offered = [t.split()[2] for t in texts if t.split()[1] == "camp"]
            assert sorted(offered) == sorted(_expected_camp(state, seat)), (seed, texts)
            if offered and state.order[0] != seat:
                seen.add("fafnir")
        if pending == "enlist":
            p = state.players[seat]
            mercs = state.rules.mercenaries
            waiting = [c for c in p.command if c in mercs]
            assert len(texts) == 2 * len(waiting) and all(t.split()[1] == "enlist" for t in texts)
        action = actions[rng.randrange(len(actions))]
        verb = str(action).split()[1]
        seen.add(f"played {verb}")
        key = (state.age, state.round, state.tavern)
        winner_visit = pending == "pick" and verb == "camp" and state.order[0] == seat
        pouch_hero = [state.players[s].pouch_hero for s in range(state.n)]
        owned_heroes = [list(p.heroes) for p in state.players]
        events = state.apply(action)
        if pending == "pick" and verb == "camp":
            visits[key] = visits.get(key, 0) + 1
            assert visits[key] == 1, f"two camp visits in one tavern, seed {seed}"
            seen.add("camp")
            if players == 2 and winner_visit and state.taverns[key[2]]:
                owed_drop = seat
        for e in events:
            if e.kind == "hero_on_pouch":  # recruited in this move, before its trade
                pouch_hero[e.seat] = e.data[0]
                owned_heroes[e.seat].append(e.data[0])
            if e.kind == "enlistment_order" and verb != "first":
                assert e.data[0] == _enlist_order(state), (seed, e)
                seen.add("enlist")
            if e.kind == "coins_traded":
                s, (a, b, give, new) = e.seat, e.data
                on_pouch = pouch_hero[s] >= 0 and pouch_hero[s] in owned_heroes[s]
                va, vb = cn.value_of(a), cn.value_of(b)
                if on_pouch:
                    assert cn.value_of(give) == min(va, vb), (seed, e)
                    seen.add("zolkur")
                else:
                    assert cn.value_of(give) == max(va, vb), (seed, e)
                jarika = state.rules.card_ids["jarika"] in owned_heroes[s]
                if jarika and new >= 0 and cn.value_of(new) >= va + vb + 2:
                    seen.add("jarika")
            if e.kind == "coin_discarded":
                assert cn.is_trading(e.data[0])
                seen.add("jarnglofi")
        for p in state.players:
            if p.coins_out:
                assert not any(cn.is_trading(c) for c in p.coins()), seed
    return seen


@pytest.mark.parametrize("idavoll", [False, True], ids=["thingvellir", "both"])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_games_follow_the_camp_rules(players: int, idavoll: bool) -> None:
    """And reach every Thingvellir decision, so the random games checked with the others
    (tests/core/test_checker.py) are no vacuous proof."""
    seen: set[str] = set()
    for seed in range(GAMES):
        seen |= watch_game(players, 50_000 + seed, idavoll)
    wanted = {"camp", "enlist", "fafnir"} | ({"drop"} if players == 2 else set())
    wanted |= {f"played {verb}" for verb in VERBS - ({"drop"} if players > 2 else set())}
    assert wanted <= seen, f"never seen: {sorted(wanted - seen)}"


@pytest.mark.slow
@pytest.mark.parametrize("idavoll", [False, True], ids=["thingvellir", "both"])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_many_random_games_follow_the_camp_rules(players: int, idavoll: bool) -> None:
    seen: set[str] = set()
    for seed in range(1000):
        seen |= watch_game(players, 60_000 + seed, idavoll)
    assert {"zolkur", "jarika", "jarnglofi"} <= seen

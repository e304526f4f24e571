"""Thingvellir scenario helpers on top of tests/nidavellir/scenario.py: a Thingvellir game (with
or without Idavoll), the camp set to known cards, camp cards and Olwyn's doubles handed to a seat
as if it had taken them, and readings. Like `scenario.py`, every helper keeps
`check_invariants()` empty: a card is first taken out of wherever it lies (the camp, a camp
deck, the camp discard, then the places `scenario.take` searches).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from game.core.events import Event
from game.nidavellir.data import ARTIFACT, CLASS_INDEX, MERCENARY, Rules
from game.nidavellir.state import State, new_game
from tests.nidavellir.scenario import RULES, card, key_of, keys, take

COLUMNS = ["warrior", "hunter", "miner", "blacksmith", "explorer"]
MERCENARIES = [RULES.cards[c].key for c in RULES.mercenaries]
ARTIFACTS = [RULES.cards[c].key for c in RULES.artifacts]
THINGVELLIR_HEROES = [h.key for h in RULES.heroes.values() if h.expansion == "thingvellir"]


def thingvellir(
    players: int = 3,
    seed: int = 0,
    *,
    idavoll: bool = False,
    first_game: bool = False,
    rules: Rules | None = None,
) -> State:
    """A fresh Thingvellir game: Age 1, round 1, taverns dealt and the camp shown (with the
    shipped rules, or `rules` as `reading` gives them)."""
    options = {"thingvellir": True, "idavoll": idavoll, "first_game": first_game}
    return new_game(players, seed, options, rules)


def reading(**variants: str) -> Rules:
    """The shipped rules with other values for these keys of thingvellir.yaml's `variants`."""
    return replace(RULES, camp_variants=replace(RULES.camp_variants, **variants))


def take_any(state: State, key: str) -> int:
    """Take a card out of the camp, a camp deck or the camp discard, else out of wherever
    `scenario.take` finds it; return its id."""
    cid = card(key)
    for holder in (state.camp, state.camp_decks[1], state.camp_decks[2], state.camp_discard):
        if cid in holder:
            holder.remove(cid)
            return cid
    return take(state, key)


def set_camp(state: State, *camp_keys: str) -> None:
    """The camp shows exactly these cards; the cards it showed go under the current camp deck."""
    deck = state.camp_decks[state.age]
    deck[0:0] = state.camp
    state.camp = []
    state.camp = [take_any(state, k) for k in camp_keys]


def give_camp(state: State, seat: int, *camp_keys: str) -> None:
    """The seat took these camp cards earlier: a mercenary or an artifact waits in the command
    zone, Vegvisir tops the explorer column. No effect is resolved."""
    p = state.players[seat]
    for key in camp_keys:
        cid = take_any(state, key)
        info = RULES.cards[cid]
        assert info.kind in (ARTIFACT, MERCENARY), key
        if info.ranks and info.kind == ARTIFACT:  # Vegvisir
            p.columns[info.cls].append(cid)
            p.ranks[info.cls] += 1
        else:
            p.command.append(cid)


def enlisted(state: State, seat: int, key: str, column: str) -> None:
    """The seat's army holds this mercenary in `column` (one of its classes), or one of Olwyn's
    doubles in any column, on top."""
    p = state.players[seat]
    cid = take_any(state, key)
    col = CLASS_INDEX[column]
    merc = RULES.mercenaries.get(cid)
    assert merc is None or col in merc.classes, f"{key} has no class {column}"
    p.columns[col].append(cid)
    p.ranks[col] += 1


def camp(state: State) -> list[str]:
    return keys(state.camp)


def command(state: State, seat: int) -> list[str]:
    return keys(state.players[seat].command)


def army(state: State, seat: int) -> list[str]:
    """Every card of the seat's columns, column by column."""
    return [key_of(c) for col in state.players[seat].columns for c in col]


def sheet(state: State, seat: int) -> dict[str, int]:
    return state.scores()[seat]


def events_of(events: Sequence[Event], kind: str) -> list[tuple[object, ...]]:
    """(seat, data …) of each event of this kind, card ids read as keys."""
    out: list[tuple[object, ...]] = []
    for e in events:
        if e.kind == kind:
            out.append((e.seat, *(_read(d) for d in e.data)))
    return out


def _read(value: object) -> object:
    if isinstance(value, tuple):
        return tuple(_read(v) for v in value)
    return value


def ok(state: State) -> None:
    problems = state.check_invariants()
    assert problems == [], problems


T0 = "a1_warrior_0 a1_warrior_1 a1_warrior_2"
T1 = "a1_hunter_0 a1_hunter_1 a1_hunter_2"
T2 = "a1_miner_0 a1_miner_1 a1_miner_2"
A2 = (
    "a2_warrior_0 a2_warrior_1 a2_warrior_2",
    "a2_hunter_0 a2_hunter_1 a2_hunter_2",
    "a2_miner_0 a2_miner_1 a2_miner_2",
)


def table(
    *camp_keys: str,
    age: int = 1,
    seed: int = 0,
    idavoll: bool = False,
    rules: Rules | None = None,
) -> State:
    """Three seats in round 1 of `age` with known taverns (warriors, hunters, miners) and, if
    given, a known camp. `bid` makes seat 0 win every tavern, seat 1 second, seat 2 last."""
    from tests.nidavellir.scenario import fill_taverns, start_age2

    state = thingvellir(3, seed, idavoll=idavoll, rules=rules)
    if age == 2:
        start_age2(state)
        state.camp_discard += state.camp
        state.camp = [state.camp_decks[2].pop() for _ in range(RULES.camp_size)]
        fill_taverns(state, *A2)
    else:
        fill_taverns(state, T0, T1, T2)
    if camp_keys:
        set_camp(state, *camp_keys)
    return state


def bid(state: State, s0: str = "5 4 3", s1: str = "4 3 2", s2: str = "3 2 0") -> list[Event]:
    from tests.nidavellir.scenario import play

    return play(state, f"s0 bid {s0}", f"s1 bid {s1}", f"s2 bid {s2}")

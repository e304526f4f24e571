"""The state's self-check (`State.check_invariants`): cards, coins and gems are conserved,
columns and rank caches agree (an expansion adds its own checks in its class). Run by the tests
and when a save is loaded, never on the hot path."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.nidavellir.data import BOAR, CLASS_KEYS, DOUBLE, HERO, PLACE_ANY_COLUMN
from game.taverns import coins as cn

if TYPE_CHECKING:
    from game.nidavellir.state import State


def find_problems(state: State) -> list[str]:
    """Card, coin and gem conservation and column integrity; empty when all is well."""
    problems: list[str] = []
    rules = state.rules
    seen = _placed(state)
    in_play = _in_play(state)
    if sorted(seen) != in_play:
        missing = set(in_play) - set(seen)
        dup = {c for c in seen if seen.count(c) > 1}
        problems.append(f"cards: missing {sorted(missing)}, duplicated {sorted(dup)}")
    gold = [0] * len(state.treasure)
    bronze = special = 0
    for seat, p in enumerate(state.players):
        owned = p.coins()
        gone = state.discarded_coins(seat)
        if len(owned) + len(gone) != 5:
            problems.append(f"seat {seat} owns {len(owned)} coins, discarded {len(gone)}")
        for c in owned + gone:
            kind = cn.kind_of(c)
            if kind == cn.GOLD:
                gold[cn.value_of(c)] += 1
            elif kind == cn.BRONZE:
                bronze += 1
            else:
                special += 1
        ranks = [sum(len(rules.cards[c].ranks) for c in col) for col in p.columns]
        if ranks != p.ranks:
            problems.append(f"seat {seat} rank cache {p.ranks} != {ranks}")
        if p.thrud_col >= 0 and rules.heroes.get(p.columns[p.thrud_col][-1]) is None:
            problems.append(f"seat {seat}: the never-covered hero is covered")
        for c, col in enumerate(p.columns):
            for card in col:
                info = rules.cards[card]
                merc = rules.mercenaries.get(card)
                if merc is not None:
                    if c not in merc.classes:
                        problems.append(f"seat {seat}: {info.key} enlisted as {CLASS_KEYS[c]}")
                elif info.kind not in (HERO, BOAR, DOUBLE) and info.cls != c:
                    problems.append(f"seat {seat}: {info.key} in column {CLASS_KEYS[c]}")
        placed = sum(len(col) for col in p.columns) + len(p.command)
        if len([h for h in p.heroes if rules.heroes[h].cls < 5]) + len(p.command) > placed:
            problems.append(f"seat {seat}: heroes lost")
    start = rules.treasure[state.n]
    for v in range(len(start)):
        if gold[v] + state.treasure[v] != start[v]:
            problems.append(f"gold coins of value {v}: {gold[v]} + {state.treasure[v]}")
    if bronze + state.bronze_out + (1 - state.special_coin_left) != 5 * state.n:
        problems.append(f"bronze coins: {bronze} owned, {state.bronze_out} out")
    if special + state.special_coin_left != 1:
        problems.append("special coin count")
    gems = sorted([p.gem for p in state.players] + state.gems_out)
    expected = sorted(list(rules.gems[state.n]) + ([6] if 6 in gems else []))
    if gems != expected:
        problems.append(f"gems {gems} != {expected}")
    owned_d = [d for p in state.players for d in p.distinctions]
    if len(set(owned_d)) != len(owned_d) or set(owned_d) & set(state.distinctions_left):
        problems.append("distinctions duplicated")
    return problems


def unplaced(state: State) -> list[int]:
    """The cards of this game found nowhere: those a view hid in places it only counts."""
    seen = set(_placed(state))
    return [c for c in _in_play(state) if c not in seen]


def _in_play(state: State) -> list[int]:
    rules = state.rules
    return [c.id for c in rules.cards if c.kind in state.IN_PLAY and state.in_play(c.id)]


def _placed(state: State) -> list[int]:
    """Every card of the state wherever it is, once per place it is found."""
    rules = state.rules
    seen: list[int] = []
    for d in state.decks:
        seen += d
    for t in state.taverns:
        seen += t
    seen += state.discard + state.drawn + state.box + state.hero_pool + state.set_aside
    seen += state.held_cards()
    for p in state.players:
        for col in p.columns:
            seen += col
        seen += p.command
        seen += [  # a never-covered hero lifted off her column, waiting to be re-placed
            h
            for h in p.heroes
            if rules.heroes[h].placement == PLACE_ANY_COLUMN
            and p.thrud_col < 0
            and h not in p.command
        ]
    return seen

"""The state's self-check (`State.check_invariants`): cards, coins and gems are conserved,
columns and rank caches agree, Idavoll's tokens and Loki's reserved card are where they may be.
Run by the tests and when a save is loaded, never on the hot path."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.nidavellir import coins as cn
from game.nidavellir.data import BOAR, CLASS_KEYS, HERO, MYTH_KINDS, PLACE_ANY_COLUMN
from game.nidavellir.flow import CAPTURE, END_TURN

if TYPE_CHECKING:
    from game.nidavellir.state import State


def find_problems(state: State) -> list[str]:
    """Card, coin and gem conservation and column integrity; empty when all is well."""
    problems: list[str] = []
    rules = state.rules
    seen: list[int] = []
    for d in state.decks:
        seen += d
    for t in state.taverns:
        seen += t
    seen += state.discard + state.drawn + state.box + state.hero_pool + state.set_aside
    seen += state.myth_deck + state.reserve
    seen += [e[2] for e in state.stack if e[0] == CAPTURE]  # a dwarf a giant may capture
    for p in state.players:
        for col in p.columns:
            seen += col
        seen += p.command + p.myth + list(p.captured.values())
        seen += [  # a never-covered hero lifted off her column, waiting to be re-placed
            h
            for h in p.heroes
            if rules.heroes[h].placement == PLACE_ANY_COLUMN
            and p.thrud_col < 0
            and h not in p.command
        ]
    in_play = [
        c.id for c in rules.cards if state.idavoll or (c.kind not in MYTH_KINDS and c.kind != BOAR)
    ]
    if sorted(seen) != in_play:
        missing = set(in_play) - set(seen)
        dup = {c for c in seen if seen.count(c) > 1}
        problems.append(f"cards: missing {sorted(missing)}, duplicated {sorted(dup)}")
    gold = [0] * len(state.treasure)
    bronze = special = 0
    for seat, p in enumerate(state.players):
        owned = p.coins()
        if len(owned) != 5:
            problems.append(f"seat {seat} owns {len(owned)} coins")
        for c in owned:
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
                if info.kind not in (HERO, BOAR) and info.cls != c:
                    problems.append(f"seat {seat}: {info.key} in column {CLASS_KEYS[c]}")
        placed = sum(len(col) for col in p.columns) + len(p.command)
        if len([h for h in p.heroes if rules.heroes[h].cls < 5]) + len(p.command) > placed:
            problems.append(f"seat {seat}: heroes lost")
        problems += _myth_problems(state, seat)
    problems += _loki_problems(state)
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


def _myth_problems(state: State, seat: int) -> list[str]:
    """Idavoll's tokens: one per god and giant, a notch on its track per valkyrie, captures
    only by giants whose token is spent."""
    p = state.players[seat]
    myths = state.rules.myths
    out = []
    if set(p.tokens) != set(p.myth):
        out.append(f"seat {seat}: tokens {sorted(p.tokens)} for cards {sorted(p.myth)}")
    for card in p.myth:
        myth = myths[card]
        top = len(myth.track) - 1 if myth.track else 1
        if not 0 <= p.tokens.get(card, -1) <= top:
            out.append(f"seat {seat}: token of {myth.key} at {p.tokens.get(card)}")
    for giant in p.captured:
        if giant not in p.myth or p.tokens.get(giant) != 0:
            out.append(f"seat {seat}: capture without a spent giant token")
    return out


def _loki_problems(state: State) -> list[str]:
    """Loki's card stays in its tavern until its owner's turn there is over."""
    owner, card, tavern = state.loki
    if (
        owner >= 0
        and card not in state.taverns[tavern]
        and (END_TURN, owner, 0, 0) not in state.stack
    ):
        return ["Loki's reserved card left its tavern"]
    return []

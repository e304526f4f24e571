"""Snapshots of an Arran game: `to_dict`/`from_dict`, `view` for one Lord, `determinize` for the AI.

A snapshot names cards by their data key and coins by their text ('5', '7g', '3s'), so a save
reads like the table. `view(seat)` is what that Lord may see: the decks' order, other Lords'
unrevealed coins and the cards someone else's Svara looks at are hidden. `determinize` fills the
hidden parts with one consistent guess, so `determinize(s, seat, rng).view(seat) == s.view(seat)`.
"""

from __future__ import annotations

import random
from typing import Any

from game.arran import evaluation
from game.arran.actions import parse_action
from game.arran.cards import EXCHANGE_COIN, Table, default_table
from game.arran.effects import mercenaries
from game.arran.flow import (
    COLUMN,
    FOR_EXCHANGE,
    FOR_ORDO,
    GIVE_UP,
    PHASE_NAMES,
    RECRUIT,
    TAVERN,
    TRANSFORM,
    UPGRADE_PURSE,
)
from game.arran.state import Lord, State, new_game
from game.taverns import coins as cn
from game.taverns import snapshot

FORMAT = 1
GAME = "arran"


def to_dict(state: State) -> dict[str, Any]:
    keys = [c.key for c in state.table.cards]

    def cards(ids: list[int]) -> list[str]:
        return [keys[i] for i in ids]

    return {
        "format": FORMAT,
        "game": GAME,
        "players": state.n,
        "seed": state.seed,
        "options": dict(state.options),
        "rounds": state.table.rounds_per_era[state.n],
        **snapshot.write_flow(state, PHASE_NAMES, cards),
        "drawn": cards(state.drawn),
        "box": cards(state.box),
        "cognars": cards(state.cognar_pool),
        "awards": cards(state.awards),
        "treasure": state.treasure[:],
        "bronze_out": state.bronze_out,
        "exchange_coin_left": state.exchange_coin_left,
        "pariah_left": state.pariah_left,
        "shuffle_seed": state.shuffle_seed,
        "seats": [
            {
                "columns": [cards(c) for c in p.columns],
                "command": cards(p.command),
                **snapshot.write_purse(p),
                "recruited": p.recruited,
                "covered": cards(p.covered),
                "chain": p.chain,
            }
            for p in state.players
        ],
    }


def from_dict(data: dict[str, Any], table: Table | None = None) -> State:
    """Rebuild a state from `to_dict` output; `ValueError` on a malformed or edited snapshot."""
    table = table or default_table()
    try:
        if data.get("format") != FORMAT or data.get("game") != GAME:
            raise ValueError("not a Guerres d'Arran snapshot of a known format")
        ids = table.card_ids

        def cards(keys: list[str]) -> list[int]:
            return [ids[k] for k in keys]

        if data["options"]:
            raise ValueError("Guerres d'Arran has no options")
        s = State.__new__(State)
        s.rules = table
        s.read_table(table)
        s.n = int(data["players"])
        if s.n not in table.cards_per_tavern:
            raise ValueError(f"{s.n} Lords")
        s.seed = int(data["seed"])
        s.options = {}
        snapshot.read_flow(s, data, PHASE_NAMES, cards)
        if len(s.taverns) != 3:
            raise ValueError("three taverns")
        s.drawn = cards(data["drawn"])
        s.box = cards(data["box"])
        s.cognar_pool = cards(data["cognars"])
        s.awards = cards(data["awards"])
        s.treasure = [int(x) for x in data["treasure"]]
        s.bronze_out = int(data["bronze_out"])
        s.exchange_coin_left = int(data["exchange_coin_left"])
        s.pariah_left = int(data["pariah_left"])
        s.shuffle_seed = int(data["shuffle_seed"])
        s.players = []
        for d in data["seats"]:
            p = Lord()
            p.columns = [cards(c) for c in d["columns"]]
            if len(p.columns) != 5:
                raise ValueError("five columns")
            p.ranks = [sum(table.cards[c].ranks for c in col) for col in p.columns]
            p.command = cards(d["command"])
            snapshot.read_purse(p, d)
            p.hand.sort()  # the flow keeps a hand sorted; an edited snapshot may not
            p.recruited = int(d["recruited"])
            p.covered = cards(d["covered"])
            p.chain = int(d["chain"])
            s.players.append(p)
        s._events = []
        _check_shape(s)
    except (KeyError, IndexError, TypeError, ValueError, AttributeError) as exc:
        raise ValueError(f"malformed Guerres d'Arran snapshot: {exc!r}") from None
    problems = s.check_invariants()
    if not s.is_over() and not s.to_move():
        problems.append("nobody is to move")
    problems += [
        f"seat {seat} owes {s.pending()} with no way to answer"
        for seat in s.to_move()
        if not s.legal_actions(seat)
    ]
    if problems:
        raise ValueError(f"inconsistent Guerres d'Arran snapshot: {problems[0]}")
    return s


def _within(name: str, value: int, low: int, high: int) -> None:
    if not low <= value <= high:
        raise ValueError(f"{name} {value} outside {low}..{high}")


def _check_shape(s: State) -> None:
    """Every number the flow uses as an index is in range, every coin one the game has: what
    the self-check (which counts things) takes for granted."""
    n = s.n
    _within("phase", s.phase, 0, len(PHASE_NAMES) - 1)
    _within("era", s.age, 1, 2)
    _within("tavern", s.tavern, 0, 2)
    _within("turn", s.turn, 0, n)
    if len(s.players) != n or len(s.revealed) != n:
        raise ValueError("seat count does not match players")
    resolved = s.taverns[: s.tavern] if s.phase == TAVERN else s.taverns if s.phase > TAVERN else []
    if any(resolved):
        raise ValueError("cards left in a tavern already resolved")
    if s.order and sorted(s.order) != list(range(n)):
        raise ValueError(f"order {s.order}")
    for group in s.ties:
        for seat in group:
            _within("tied seat", seat, 0, n - 1)
    if s.stack and s.stack[-1][0] < 0:
        raise ValueError("an automatic step waits on top of the decisions")
    for kind, seat, a, b in s.stack:
        _within("decision seat", seat, -1, n - 1)
        if kind == COLUMN:
            _within("column choice", a, 1, 0b11111)
            _within("card placed", b, 0, len(s.table.cards) - 1)
        elif kind == RECRUIT and s.players[seat].lines() <= s.players[seat].recruited:
            if not mercenaries.partner_unpaid(s, seat):
                raise ValueError(f"seat {seat} owes no Cognar")
        elif kind == GIVE_UP:
            _within("give-up purpose", a, FOR_EXCHANGE, FOR_ORDO)
        elif kind in (TRANSFORM, UPGRADE_PURSE):
            _within("upgrade", a, 0, 99)
    if len(s.treasure) != len(s.table.treasure[n]) or min(s.treasure) < 0:
        raise ValueError("treasury")
    top = len(s.treasure) - 1
    _within("3-Exchange coins left", s.exchange_coin_left, 0, 1)
    _within("Pariah tokens left", s.pariah_left, -len(s.table.cards), s.table.pariah_tokens)
    for p in s.players:
        if len(p.board) != 5:
            raise ValueError("a board has five places")
        _within("face-up slots", p.known, 0, 0b11111)
        _within("Mercenary run", p.chain, 0, 2)
        _within("Cognars recruited", p.recruited, 0, len(s.table.cognars))
        for code in p.coins():
            kind = cn.kind_of(code)
            if kind not in (cn.BRONZE, cn.GOLD, cn.SPECIAL) or cn.value_of(code) > top:
                raise ValueError(f"no coin {cn.coin_str(code)}")
            if kind == cn.SPECIAL and code != EXCHANGE_COIN:
                raise ValueError(f"no coin {cn.coin_str(code)}")


def _svara_keeper(state: State) -> int | None:
    return state.stack[-1][1] if state.drawn and state.stack else None


def view(state: State, seat: int | None) -> dict[str, Any]:
    """The snapshot `seat` may see; None is a spectator who sees only public information."""
    d = to_dict(state)
    cards = state.table.cards
    if state.drawn and _svara_keeper(state) != seat:
        d["decks"][1] += d["drawn"]
        d["drawn"] = [snapshot.HIDDEN] * len(state.drawn)
    snapshot.hide(d, state, seat)
    for other, seat_view in enumerate(d["seats"]):
        p = state.players[other]
        owned = (*state.army_cards(other), *p.command)
        seat_view["lines"] = p.lines()
        seat_view["ranks"] = p.ranks[:]
        seat_view["malt"] = sum(cards[c].malt for c in owned)
        seat_view["occult"] = state.table.board_occult + sum(cards[c].occult for c in owned)
        seat_view["runes"] = len({r for c in owned for r in cards[c].runes})
    d["leaders"] = {
        cards[a].key: (None if (w := evaluation.leader(state, a)) < 0 else w) for a in state.awards
    }
    d["viewer"] = seat
    d["scores"] = state.scores()  # public: fortresses and coin values are on the table
    return d


def determinize(state: State, seat: int, rng: random.Random) -> State:
    """A full state consistent with what `seat` sees, the hidden parts sampled at random."""
    s = state.clone()
    if s.drawn and _svara_keeper(s) != seat:
        s.decks[2], s.drawn = snapshot.redeal(s.decks[2], s.drawn, rng)
    snapshot.shuffle_hidden(s, seat, rng)
    return s


def replay(players: int, seed: int, actions: list[str], table: Table | None = None) -> State:
    """Rebuild a game from its seed and the text of its actions (the save format's core)."""
    state = new_game(players, seed, None, table)
    for text in actions:
        state.apply(parse_action(text, state.table))
    return state

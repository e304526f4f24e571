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
from game.arran.cards import Table, default_table
from game.arran.flow import PHASE_NAMES
from game.arran.state import Lord, State, new_game
from game.taverns import coins as cn
from game.taverns.flow import kind_name, kind_of

FORMAT = 1
GAME = "arran"
_HIDDEN = "?"


def to_dict(state: State) -> dict[str, Any]:
    keys = [c.key for c in state.table.cards]

    def cards(ids: list[int]) -> list[str]:
        return [keys[i] for i in ids]

    def coins(codes: list[int]) -> list[str | None]:
        return [cn.coin_str(c) if c >= 0 else None for c in codes]

    return {
        "format": FORMAT,
        "game": GAME,
        "players": state.n,
        "seed": state.seed,
        "options": dict(state.options),
        "phase": PHASE_NAMES[state.phase],
        "age": state.age,
        "round": state.round,
        "rounds": state.table.rounds_per_era[state.n],
        "tavern": state.tavern,
        "order": state.order[:],
        "turn": state.turn,
        "revealed": state.revealed[:],
        "ties": [t[:] for t in state.ties],
        "end_step": state.end_step,
        "stack": [[kind_name(k), seat, a, b] for k, seat, a, b in state.stack],
        "decks": [cards(state.decks[1]), cards(state.decks[2])],
        "taverns": [cards(t) for t in state.taverns],
        "discard": cards(state.discard),
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
                "gem": p.gem,
                "board": coins(p.board),
                "hand": coins(p.hand),
                "known": p.known,
                "has_bid": p.has_bid,
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

        def coins(texts: list[str | None]) -> list[int]:
            return [cn.parse_coin(t) if t is not None else -1 for t in texts]

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
        s.phase = PHASE_NAMES.index(data["phase"])
        s.age = int(data["age"])
        s.round = int(data["round"])
        s.tavern = int(data["tavern"])
        s.order = [int(x) for x in data["order"]]
        s.turn = int(data["turn"])
        s.revealed = [int(x) for x in data["revealed"]]
        s.ties = [[int(x) for x in t] for t in data["ties"]]
        s.end_step = int(data["end_step"])
        s.stack = [(kind_of(str(n)), int(seat), int(a), int(b)) for n, seat, a, b in data["stack"]]
        unplayed = [kind for kind, *_ in s.stack if kind >= 0 and kind not in State.HANDLERS]
        if unplayed:
            raise ValueError(f"a decision Arran does not play: {unplayed[0]}")
        s.decks = [[], cards(data["decks"][0]), cards(data["decks"][1])]
        s.taverns = [cards(t) for t in data["taverns"]]
        if len(s.taverns) != 3:
            raise ValueError("three taverns")
        s.discard = cards(data["discard"])
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
            p.gem = int(d["gem"])
            p.board = coins(d["board"])
            p.hand = sorted(coins(d["hand"]))
            p.known = int(d["known"])
            p.has_bid = bool(d["has_bid"])
            p.recruited = int(d["recruited"])
            p.covered = cards(d["covered"])
            p.chain = int(d["chain"])
            s.players.append(p)
        s._events = []
    except (KeyError, IndexError, TypeError, ValueError, AttributeError) as exc:
        raise ValueError(f"malformed Guerres d'Arran snapshot: {exc!r}") from None
    if len(s.players) != s.n or len(s.revealed) != s.n:
        raise ValueError("malformed Guerres d'Arran snapshot: seat count does not match players")
    problems = s.check_invariants()
    if problems:
        raise ValueError(f"inconsistent Guerres d'Arran snapshot: {problems[0]}")
    return s


def _hidden_slots(state: State, seat: int | None, other: int) -> list[int]:
    """Board slots of `other` whose coin `seat` cannot see (None: a spectator)."""
    if seat == other:
        return []
    p = state.players[other]
    return [i for i, c in enumerate(p.board) if c >= 0 and not p.known >> i & 1]


def _svara_keeper(state: State) -> int | None:
    return state.stack[-1][1] if state.drawn and state.stack else None


def view(state: State, seat: int | None) -> dict[str, Any]:
    """The snapshot `seat` may see; None is a spectator who sees only public information."""
    d = to_dict(state)
    order = state.table.card_ids
    cards = state.table.cards
    d["shuffle_seed"] = None
    if state.drawn and _svara_keeper(state) != seat:
        d["decks"][1] += d["drawn"]
        d["drawn"] = [_HIDDEN] * len(state.drawn)
    d["decks"] = [sorted(deck, key=order.__getitem__) for deck in d["decks"]]
    for other, seat_view in enumerate(d["seats"]):
        p = state.players[other]
        for slot in _hidden_slots(state, seat, other):
            seat_view["board"][slot] = _HIDDEN
        owned = (*state.army_cards(other), *p.command)
        seat_view["coins"] = [cn.coin_str(c) for c in p.coins()]
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
        pool = s.decks[2] + s.drawn
        rng.shuffle(pool)
        s.drawn = pool[: len(s.drawn)]
        s.decks[2] = pool[len(s.drawn) :]
    for era in (1, 2):
        rng.shuffle(s.decks[era])
    s.shuffle_seed = rng.getrandbits(32)
    for other, p in enumerate(s.players):
        slots = _hidden_slots(s, seat, other)
        codes = [p.board[i] for i in slots]
        rng.shuffle(codes)
        for i, code in zip(slots, codes, strict=True):
            p.board[i] = code
    return s


def replay(players: int, seed: int, actions: list[str], table: Table | None = None) -> State:
    """Rebuild a game from its seed and the text of its actions (the save format's core)."""
    state = new_game(players, seed, None, table)
    for text in actions:
        state.apply(parse_action(text, state.table))
    return state

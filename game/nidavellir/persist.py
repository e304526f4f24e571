"""Snapshots of a game: `to_dict`/`from_dict`, `view` for one seat, `determinize` for the AI.

A snapshot names cards by their data key and coins by their text ('5', '7g', '3s') so a save file
reads like the table. `view(seat)` is the snapshot that seat may see: the deck order, other seats'
unrevealed coins and cards drawn by someone else are hidden. `determinize` fills the hidden parts
with one consistent random guess, so `determinize(s, seat, rng).view(seat) == s.view(seat)`.
"""

from __future__ import annotations

import random
from typing import Any

from game.nidavellir.actions import parse_action
from game.nidavellir.data import CLASS_KEYS, NEUTRAL, Rules, default_rules
from game.nidavellir.expansions import state_class
from game.nidavellir.flow import PHASE_NAMES
from game.nidavellir.state import Player, State, game_options, new_game
from game.taverns import coins as cn
from game.taverns.flow import kind_name, kind_of

FORMAT = 2
# Format 1 wrote the options at the top level and stack kinds as numbers, in this order.
_FORMAT1_KINDS = (
    "pick",
    "recruit",
    "thrud",
    "ylud",
    "discard",
    "transform",
    "uline_bid",
    "trade",
    "keep",
    "loki",
    "freya",
    "capture",
    "olrun",
    "skymir_keep",
    "frigg_keep",
    "frigg_order",
    "gullinbursti",
    "odin",
    "thor",
    "hrungnir",
    "check_lines",
    "do_trade",
    "order",
    "end_turn",
    "open_bids",
)
RESERVE = 3  # `State.drawn_src` of Skymir's draw from the mythology reserve
_HIDDEN = "?"


def to_dict(state: State) -> dict[str, Any]:
    keys = [c.key for c in state.rules.cards]

    def cards(ids: list[int]) -> list[str]:
        return [keys[i] for i in ids]

    def coins(codes: list[int]) -> list[str | None]:
        return [cn.coin_str(c) if c >= 0 else None for c in codes]

    return {
        "format": FORMAT,
        "game": "nidavellir",
        "players": state.n,
        "seed": state.seed,
        "options": dict(state.options),
        "phase": PHASE_NAMES[state.phase],
        "age": state.age,
        "round": state.round,
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
        "set_aside": cards(state.set_aside),
        "hero_pool": cards(state.hero_pool),
        "treasure": state.treasure[:],
        "bronze_out": state.bronze_out,
        "special_coin_left": state.special_coin_left,
        "distinctions_left": state.distinctions_left[:],
        "gems_out": state.gems_out[:],
        "shuffle_seed": state.shuffle_seed,
        "myth_deck": cards(state.myth_deck),
        "reserve": cards(state.reserve),
        "loki": {
            "seat": state.loki[0],
            "card": keys[state.loki[1]] if state.loki[1] >= 0 else None,
            "tavern": state.loki[2],
        },
        "drawn_src": state.drawn_src,
        "seats": [
            {
                "columns": [cards(c) for c in p.columns],
                "command": cards(p.command),
                "heroes": cards(p.heroes),
                "distinctions": p.distinctions[:],
                "gem": p.gem,
                "board": coins(p.board),
                "hand": coins(p.hand),
                "known": p.known,
                "has_bid": p.has_bid,
                "from_hand": p.from_hand,
                "thrud_col": p.thrud_col,
                "ylud_col": p.ylud_col,
                "myth": cards(p.myth),
                "tokens": {keys[c]: v for c, v in p.tokens.items()},
                "captured": {keys[g]: keys[c] for g, c in p.captured.items()},
                "uncounted": cards(p.uncounted),
                "olrun": CLASS_KEYS[p.olrun] if p.olrun < len(CLASS_KEYS) else None,
            }
            for p in state.players
        ],
    }


def from_dict(data: dict[str, Any], rules: Rules | None = None) -> State:
    """Rebuild a state from `to_dict` output; raises `ValueError` on a malformed snapshot."""
    rules = rules or default_rules()
    try:
        version = data.get("format")
        if version not in (1, FORMAT) or data.get("game") != "nidavellir":
            raise ValueError("not a Nidavellir snapshot of a known format")
        ids = rules.card_ids

        def cards(keys: list[str]) -> list[int]:
            return [ids[k] for k in keys]

        def coins(texts: list[str | None]) -> list[int]:
            return [cn.parse_coin(t) if t is not None else -1 for t in texts]

        if version == 1:
            options = {key: bool(data.get(key, False)) for key in ("first_game", "idavoll")}
            names = [_FORMAT1_KINDS[int(entry[0])] for entry in data["stack"]]
        else:
            options = {str(k): bool(v) for k, v in dict(data["options"]).items()}
            names = [str(entry[0]) for entry in data["stack"]]
        options = game_options(options)
        cls = state_class(options, State)
        s = cls.__new__(cls)
        s.rules = rules
        s.n = int(data["players"])
        s.seed = int(data["seed"])
        s.options = options
        s.myth_deck = cards(data.get("myth_deck", []))
        s.reserve = cards(data.get("reserve", []))
        loki = data.get("loki") or {"seat": -1, "card": None, "tavern": -1}
        s.loki = [int(loki["seat"]), ids[loki["card"]] if loki["card"] else -1, int(loki["tavern"])]
        s.drawn_src = int(data.get("drawn_src", 2))
        s.phase = PHASE_NAMES.index(data["phase"])
        s.age = int(data["age"])
        s.round = int(data["round"])
        s.tavern = int(data["tavern"])
        s.order = [int(x) for x in data["order"]]
        s.turn = int(data["turn"])
        s.revealed = [int(x) for x in data["revealed"]]
        s.ties = [[int(x) for x in t] for t in data["ties"]]
        s.end_step = int(data["end_step"])
        s.stack = [
            (kind_of(name), int(seat), int(a), int(b))
            for name, (_, seat, a, b) in zip(names, data["stack"], strict=True)
        ]
        unplayed = [kind for kind, *_ in s.stack if kind >= 0 and kind not in cls.HANDLERS]
        if unplayed:
            raise ValueError(f"a decision this game does not play: {unplayed[0]}")
        s.decks = [[], cards(data["decks"][0]), cards(data["decks"][1])]
        s.taverns = [cards(t) for t in data["taverns"]]
        s.discard = cards(data["discard"])
        s.drawn = cards(data["drawn"])
        s.box = cards(data["box"])
        s.set_aside = cards(data["set_aside"])
        s.hero_pool = cards(data["hero_pool"])
        s.treasure = [int(x) for x in data["treasure"]]
        s.bronze_out = int(data["bronze_out"])
        s.special_coin_left = int(data["special_coin_left"])
        s.distinctions_left = [int(x) for x in data["distinctions_left"]]
        s.gems_out = [int(x) for x in data["gems_out"]]
        s.shuffle_seed = int(data["shuffle_seed"])
        s.players = []
        for d in data["seats"]:
            p = Player()
            p.columns = [cards(c) for c in d["columns"]]
            p.ranks = [sum(len(rules.cards[c].ranks) for c in col) for col in p.columns]
            p.command = cards(d["command"])
            p.heroes = cards(d["heroes"])
            p.distinctions = [int(x) for x in d["distinctions"]]
            p.gem = int(d["gem"])
            p.board = coins(d["board"])
            p.hand = coins(d["hand"])
            p.known = int(d["known"])
            p.has_bid = bool(d["has_bid"])
            p.from_hand = bool(d["from_hand"])
            p.thrud_col = int(d["thrud_col"])
            p.ylud_col = int(d["ylud_col"])
            p.myth = cards(d.get("myth", []))
            p.tokens = {ids[k]: int(v) for k, v in d.get("tokens", {}).items()}
            p.captured = {ids[g]: ids[c] for g, c in d.get("captured", {}).items()}
            p.uncounted = cards(d.get("uncounted", []))
            olrun = d.get("olrun")
            p.olrun = CLASS_KEYS.index(olrun) if olrun is not None else NEUTRAL
            s.players.append(p)
        s._events = []
    except (KeyError, IndexError, TypeError, ValueError) as exc:
        raise ValueError(f"malformed Nidavellir snapshot: {exc!r}") from None
    if len(s.players) != s.n:
        raise ValueError("malformed Nidavellir snapshot: seat count does not match players")
    problems = s.check_invariants()
    if problems:
        raise ValueError(f"inconsistent Nidavellir snapshot: {problems[0]}")
    return s


def _hidden_slots(state: State, seat: int | None, other: int) -> list[int]:
    """Board slots of `other` whose coin `seat` cannot see (seat None: a spectator)."""
    if seat == other:
        return []
    p = state.players[other]
    return [i for i, c in enumerate(p.board) if c >= 0 and not p.known >> i & 1]


def view(state: State, seat: int | None) -> dict[str, Any]:
    """The snapshot `seat` may see; `None` is a spectator who sees only public information."""
    d = to_dict(state)
    order = {c.key: c.id for c in state.rules.cards}
    d["shuffle_seed"] = None
    keeper = state.stack[-1][1] if state.drawn and state.stack else None
    hidden_myth = len(state.myth_deck) + len(state.reserve)
    if state.drawn and keeper != seat:  # cards someone else drew are among the unseen ones
        if state.drawn_src == RESERVE:
            hidden_myth += len(state.drawn)
        else:
            d["decks"][state.drawn_src - 1] += d["drawn"]
        d["drawn"] = [_HIDDEN] * len(state.drawn)
    d["decks"] = [sorted(deck, key=order.__getitem__) for deck in d["decks"]]
    # Idavoll: the mythology deck and reserve are face down (counts only); what they hold
    # together is the mythology cards not seen anywhere else.
    d["myth_deck"] = len(state.myth_deck)
    d["reserve"] = len(state.reserve)
    d["myth_hidden"] = hidden_myth
    for other, seat_view in enumerate(d["seats"]):
        for slot in _hidden_slots(state, seat, other):
            seat_view["board"][slot] = _HIDDEN
        seat_view["coins"] = [cn.coin_str(c) for c in state.players[other].coins()]
    d["viewer"] = seat
    d["scores"] = state.scores()  # public: armies and coin values are on the table
    return d


def determinize(state: State, seat: int, rng: random.Random) -> State:
    """A full state consistent with what `seat` sees, the hidden parts sampled at random."""
    s = state.clone()
    keeper = s.stack[-1][1] if s.drawn and s.stack else None
    myth_pool = s.myth_deck + s.reserve
    if s.drawn and keeper != seat:
        if s.drawn_src == RESERVE:
            myth_pool += s.drawn
        else:
            pool = s.decks[s.drawn_src] + s.drawn
            rng.shuffle(pool)
            s.drawn = pool[: len(s.drawn)]
            s.decks[s.drawn_src] = pool[len(s.drawn) :]
    if myth_pool:
        rng.shuffle(myth_pool)
        cut = len(s.myth_deck)
        s.myth_deck = myth_pool[:cut]
        s.reserve = myth_pool[cut : cut + len(s.reserve)]
        if s.drawn and keeper != seat and s.drawn_src == RESERVE:
            s.drawn = myth_pool[cut + len(s.reserve) :]
    for age in (1, 2):
        rng.shuffle(s.decks[age])
    s.shuffle_seed = rng.getrandbits(32)
    for other, p in enumerate(s.players):
        slots = _hidden_slots(s, seat, other)
        codes = [p.board[i] for i in slots]
        rng.shuffle(codes)
        for i, code in zip(slots, codes, strict=True):
            p.board[i] = code
    return s


def replay(
    players: int,
    seed: int,
    actions: list[str],
    options: dict[str, bool] | None = None,
    rules: Rules | None = None,
) -> State:
    """Rebuild a game from its seed and the text of its actions (the save format's core)."""
    state = new_game(players, seed, options, rules)
    for text in actions:
        state.apply(parse_action(text, state.rules))
    return state

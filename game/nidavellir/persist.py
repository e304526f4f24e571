"""Snapshots of a game: `to_dict`/`from_dict`, `view` for one seat, `determinize` for the AI.

A snapshot names cards by their data key and coins by their text ('5', '7g', '3s') so a save file
reads like the table. `view(seat)` is the snapshot that seat may see: the deck order, other seats'
unrevealed coins and cards drawn by someone else are hidden. `determinize` fills the hidden parts
with one consistent random guess, so `determinize(s, seat, rng).view(seat) == s.view(seat)`.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from game.core.game import OptionValue
from game.nidavellir.actions import parse_action
from game.nidavellir.data import CLASS_KEYS, NEUTRAL, Rules, default_rules
from game.nidavellir.flow import PHASE_NAMES
from game.nidavellir.state import Player, State, game_class, game_options, new_game
from game.taverns import snapshot
from game.taverns.coins import coin_str, parse_coin

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


def to_dict(state: State) -> dict[str, Any]:
    keys = [c.key for c in state.rules.cards]

    def cards(ids: list[int]) -> list[str]:
        return [keys[i] for i in ids]

    return {
        "format": FORMAT,
        "game": "nidavellir",
        "players": state.n,
        "seed": state.seed,
        "options": dict(state.options),
        **snapshot.write_flow(state, PHASE_NAMES, cards),
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
        "camp": cards(state.camp),
        "camp_decks": [cards(state.camp_decks[1]), cards(state.camp_decks[2])],
        "camp_discard": cards(state.camp_discard),
        "camp_visited": state.camp_visited,
        "enlist": state.enlist[:],
        "seats": [
            {
                "columns": [cards(c) for c in p.columns],
                "command": cards(p.command),
                "heroes": cards(p.heroes),
                "distinctions": p.distinctions[:],
                **snapshot.write_purse(p),
                "from_hand": p.bids_from_hand,
                "thrud_col": p.thrud_col,
                "ylud_col": p.ylud_col,
                "myth": cards(p.myth),
                "tokens": {keys[c]: v for c, v in p.tokens.items()},
                "captured": {keys[g]: keys[c] for g, c in p.captured.items()},
                "uncounted": cards(p.uncounted),
                "olrun": CLASS_KEYS[p.olrun] if p.olrun < len(CLASS_KEYS) else None,
                "pouch_hero": keys[p.pouch_hero] if p.pouch_hero >= 0 else None,
                "mjollnir": CLASS_KEYS[p.mjollnir] if p.mjollnir < len(CLASS_KEYS) else None,
                "coins_out": [coin_str(c) for c in p.coins_out],
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

        if version == 1:
            given = {key: bool(data.get(key, False)) for key in ("first_game", "idavoll")}
            names = [_FORMAT1_KINDS[int(entry[0])] for entry in data["stack"]]
        else:
            given = dict(data["options"])
            names = [str(entry[0]) for entry in data["stack"]]
        options = game_options(given)
        cls = game_class(options)
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
        s.camp = cards(data.get("camp", []))
        decks = data.get("camp_decks", [[], []])
        s.camp_decks = [[], cards(decks[0]), cards(decks[1])]
        s.camp_discard = cards(data.get("camp_discard", []))
        s.camp_visited = bool(data.get("camp_visited", False))
        s.enlist = [int(x) for x in data.get("enlist", [])]
        snapshot.read_flow(s, data, PHASE_NAMES, cards, names)
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
            snapshot.read_purse(p, d)
            p.bids_from_hand = bool(d["from_hand"])
            p.thrud_col = int(d["thrud_col"])
            p.ylud_col = int(d["ylud_col"])
            p.myth = cards(d.get("myth", []))
            p.tokens = {ids[k]: int(v) for k, v in d.get("tokens", {}).items()}
            p.captured = {ids[g]: ids[c] for g, c in d.get("captured", {}).items()}
            p.uncounted = cards(d.get("uncounted", []))
            olrun = d.get("olrun")
            p.olrun = CLASS_KEYS.index(olrun) if olrun is not None else NEUTRAL
            pouch_hero = d.get("pouch_hero")
            p.pouch_hero = ids[pouch_hero] if pouch_hero is not None else -1
            mjollnir = d.get("mjollnir")
            p.mjollnir = CLASS_KEYS.index(mjollnir) if mjollnir is not None else NEUTRAL
            p.coins_out = [parse_coin(c) for c in d.get("coins_out", [])]
            s.players.append(p)
        s.read_snapshot(data)
        s._events = []
    except (KeyError, IndexError, TypeError, ValueError) as exc:
        raise ValueError(f"malformed Nidavellir snapshot: {exc!r}") from None
    if len(s.players) != s.n:
        raise ValueError("malformed Nidavellir snapshot: seat count does not match players")
    problems = s.check_invariants()
    if problems:
        raise ValueError(f"inconsistent Nidavellir snapshot: {problems[0]}")
    return s


def view(state: State, seat: int | None) -> dict[str, Any]:
    """The snapshot `seat` may see; `None` is a spectator who sees only public information."""
    d = to_dict(state)
    keeper = state.stack[-1][1] if state.drawn and state.stack else None
    hidden_myth = len(state.myth_deck) + len(state.reserve)
    if state.drawn and keeper != seat:  # cards someone else drew are among the unseen ones
        if state.drawn_src == RESERVE:
            hidden_myth += len(state.drawn)
        else:
            d["decks"][state.drawn_src - 1] += d["drawn"]
        d["drawn"] = [snapshot.HIDDEN] * len(state.drawn)
    snapshot.hide(d, state, seat)
    # Idavoll: the mythology deck and reserve are face down (counts only); what they hold
    # together is the mythology cards not seen anywhere else.
    d["myth_deck"] = len(state.myth_deck)
    d["reserve"] = len(state.reserve)
    d["camp_decks"] = [len(state.camp_decks[1]), len(state.camp_decks[2])]  # face down
    d["myth_hidden"] = hidden_myth
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
            s.decks[s.drawn_src], s.drawn = snapshot.redeal(s.decks[s.drawn_src], s.drawn, rng)
    if myth_pool:
        rng.shuffle(myth_pool)
        cut = len(s.myth_deck)
        s.myth_deck = myth_pool[:cut]
        s.reserve = myth_pool[cut : cut + len(s.reserve)]
        if s.drawn and keeper != seat and s.drawn_src == RESERVE:
            s.drawn = myth_pool[cut + len(s.reserve) :]
    for deck in s.camp_decks:
        rng.shuffle(deck)
    snapshot.shuffle_hidden(s, seat, rng)
    return s


def replay(
    players: int,
    seed: int,
    actions: list[str],
    options: Mapping[str, OptionValue] | None = None,
    rules: Rules | None = None,
) -> State:
    """Rebuild a game from its seed and the text of its actions (the save format's core)."""
    state = new_game(players, seed, options, rules)
    for text in actions:
        state.apply(parse_action(text, state.rules))
    return state

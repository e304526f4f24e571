"""Snapshots of a game: `to_dict`/`from_dict`, `view` for one seat, `determinize` for the AI.

A snapshot names cards by their data key and coins by their text ('5', '7g', '3s') so a save file
reads like the table. `view(seat)` is the snapshot that seat may see: the deck order, other seats'
unrevealed coins and cards drawn by someone else are hidden. `determinize` fills the hidden parts
with one consistent random guess, so `determinize(s, seat, rng).view(seat) == s.view(seat)`.

The expansions' fields are theirs to write, read, hide and sample (`expansions.SnapshotPart`):
every snapshot holds every registered expansion's entries, in the places saves always had them.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

from game.core.game import OptionValue
from game.nidavellir.actions import parse_action
from game.nidavellir.data import Rules, default_rules
from game.nidavellir.expansions import SNAPSHOTS
from game.nidavellir.flow import PHASE_NAMES
from game.nidavellir.state import Player, State, game_class, game_options, new_game
from game.taverns import snapshot

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


def to_dict(state: State) -> dict[str, Any]:
    keys = [c.key for c in state.rules.cards]

    def cards(ids: list[int]) -> list[str]:
        return [keys[i] for i in ids]

    data = {
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
        "drawn_src": state.drawn_src,
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
                **_seat_parts(p, keys),
            }
            for p in state.players
        ],
    }
    return _with_parts(data, state, keys)


def _seat_parts(player: Player, keys: list[str]) -> dict[str, Any]:
    entries: dict[str, Any] = {}
    for part in SNAPSHOTS.values():
        entries.update(part.write_seat(player, keys))
    return entries


def _with_parts(data: dict[str, Any], state: State, keys: list[str]) -> dict[str, Any]:
    """`data` with each expansion's game entries after the key it follows."""
    after: dict[str, list[dict[str, Any]]] = {}
    for part in SNAPSHOTS.values():
        after.setdefault(part.after, []).append(part.write(state, keys))
    out: dict[str, Any] = {}
    for key, value in data.items():
        out[key] = value
        for entries in after.get(key, ()):
            out.update(entries)
    return out


def from_dict(data: dict[str, Any], rules: Rules | None = None, checked: bool = True) -> State:
    """Rebuild a state from `to_dict` output; raises `ValueError` on a malformed snapshot.

    `checked=False` skips the self-check, for a caller that fills places left empty (a seat's
    view rebuilt into a full state, `fromview.py`) and checks the result itself."""
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
        s.drawn_src = int(data.get("drawn_src", 2))
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
        s.players = [_read_seat(cls.SEAT(), d, rules, cards) for d in data["seats"]]
        for part in SNAPSHOTS.values():
            part.read(s, data, ids)
        s.read_snapshot(data)
        s._events = []
    except (KeyError, IndexError, TypeError, ValueError) as exc:
        raise ValueError(f"malformed Nidavellir snapshot: {exc!r}") from None
    if len(s.players) != s.n:
        raise ValueError("malformed Nidavellir snapshot: seat count does not match players")
    problems = s.check_invariants() if checked else []
    if problems:
        raise ValueError(f"inconsistent Nidavellir snapshot: {problems[0]}")
    return s


def _read_seat(
    p: Player, d: dict[str, Any], rules: Rules, cards: Callable[[list[str]], list[int]]
) -> Player:
    p.columns = [cards(c) for c in d["columns"]]
    p.ranks = [sum(len(rules.cards[c].ranks) for c in col) for col in p.columns]
    p.command = cards(d["command"])
    p.heroes = cards(d["heroes"])
    p.distinctions = [int(x) for x in d["distinctions"]]
    snapshot.read_purse(p, d)
    p.bids_from_hand = bool(d["from_hand"])
    p.thrud_col = int(d["thrud_col"])
    p.ylud_col = int(d["ylud_col"])
    for part in SNAPSHOTS.values():
        part.read_seat(p, d, rules.card_ids)
    return p


def _unseen_draw(state: State, seat: int | None) -> bool:
    """Whether cards are drawn now that `seat` may not see: someone else's to keep."""
    keeper = state.stack[-1][1] if state.drawn and state.stack else None
    return bool(state.drawn) and keeper != seat


def view(state: State, seat: int | None) -> dict[str, Any]:
    """The snapshot `seat` may see; `None` is a spectator who sees only public information.

    Cards someone else drew from an Age deck are among that deck's unseen cards; drawn from
    elsewhere (`drawn_src` beyond the Age decks), the expansion keeping them counts them."""
    d = to_dict(state)
    unseen = _unseen_draw(state, seat)
    if unseen:
        if state.drawn_src < len(state.decks):
            d["decks"][state.drawn_src - 1] += d["drawn"]
        d["drawn"] = [snapshot.HIDDEN] * len(state.drawn)
    snapshot.hide(d, state, seat)
    for part in SNAPSHOTS.values():
        part.hide(state, d, unseen)
    d["viewer"] = seat
    d["scores"] = state.scores()  # public: armies and coin values are on the table
    return d


def determinize(state: State, seat: int, rng: random.Random) -> State:
    """A full state consistent with what `seat` sees, the hidden parts sampled at random."""
    s = state.clone()
    unseen = _unseen_draw(s, seat)
    if unseen and s.drawn_src < len(s.decks):
        s.decks[s.drawn_src], s.drawn = snapshot.redeal(s.decks[s.drawn_src], s.drawn, rng)
    for part in SNAPSHOTS.values():
        part.sample(s, unseen, rng)
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

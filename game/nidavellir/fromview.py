"""A full game rebuilt from what one seat sees, for a window that joins a hosted game as a seat.

Why: the host sends a device only `view(seat)` (without the deal's seed) and its legal actions,
while the window's table draws a state and checks clicks against it. The rebuilt state is one
guess at the hidden parts, drawn from the caller's random source only: other seats' face-down
coins, the decks' order, cards someone else drew, the mythology deck and reserve (Idavoll), the
camp decks (Thingvellir), the scripted clan's seed, marked coin and order of classes (solo). It
never decides anything: the host does. So its later draws (its shuffle seed, a solo clan's
script) are guesses too and mean nothing.

Its `view(seat)` is the given view but for the `seed` the host strips, which a view without it
reads as 0.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from typing import Any

from game.core.game import Options
from game.nidavellir.data import Rules, default_rules
from game.nidavellir.expansions.idavoll.giants import RESERVE
from game.nidavellir.expansions.idavoll.state import IdavollState
from game.nidavellir.expansions.thingvellir.state import ThingvellirState
from game.nidavellir.invariants import unplaced
from game.nidavellir.persist import from_dict
from game.nidavellir.solo.andvari import AndvariState
from game.nidavellir.solo.neutral import NeutralState
from game.nidavellir.solo.shared import CLAN, SoloState
from game.nidavellir.state import State
from game.taverns import coins as cn
from game.taverns import snapshot

_VIEW_ONLY = ("viewer", "scores", "myth_hidden")  # what a view adds to a snapshot


def from_view(
    players: int, options: Options, view: Mapping[str, Any], seat: int | None, rng: random.Random
) -> State:
    """A state whose `view(seat)` is `view`, its hidden parts drawn from `rng`; `ValueError`
    for a view no state of these options has. `players` and `options` are the game's as the
    host set it up (the view repeats them, with the solo clan's seat counted)."""
    rules = default_rules()
    d = json.loads(json.dumps(view))  # a copy, as fast as copies of plain data get
    played = d.get("options", {})
    if d.get("viewer") != seat or any(played.get(k, v) != v for k, v in options.items()):
        raise ValueError(f"not seat {seat}'s view of a game of these options")
    myth_sizes, camp_sizes = _as_snapshot(d, rng)
    s = from_dict(d, rules, checked=False)
    _deal_unplaced(s, rules, myth_sizes, camp_sizes, rng)
    if isinstance(s, SoloState):
        _guess_script(s, rng)
    problems = s.check_invariants()
    if problems or s.n != players + type(s).AUTOMATA:
        raise ValueError(f"no state has this view: {problems[:1] or 'player count'}")
    return s


def _as_snapshot(d: dict[str, Any], rng: random.Random) -> tuple[tuple[int, int, int], list[int]]:
    """Turn the view `d` into a snapshot `from_dict` reads, the engine's hidden parts guessed;
    the places an expansion only counts are left empty: returns their sizes (the mythology
    deck, reserve and unseen draw from it; the camp decks)."""
    for key in _VIEW_ONLY:
        d.pop(key, None)
    d.setdefault("seed", 0)
    reserve_draw = d["drawn_src"] == RESERVE and snapshot.HIDDEN in d["drawn"]
    unseen = d["drawn"].count(snapshot.HIDDEN)
    snapshot.unhide(d, rng, None if d["drawn_src"] >= RESERVE else d["drawn_src"] - 1)
    myth_sizes = (d.get("myth_deck", 0), d.get("reserve", 0), unseen if reserve_draw else 0)
    camp_sizes = d.get("camp_decks", [0, 0])
    d["myth_deck"], d["reserve"], d["camp_decks"] = [], [], [[], []]
    if "solo" not in d and d["options"].get("solo", "off") != "off":
        d["solo"] = {"script_seed": 0, "pouch_mate": None, "classes": []}
    return myth_sizes, camp_sizes


def _deal_unplaced(
    s: State,
    rules: Rules,
    myth_sizes: tuple[int, int, int],
    camp_sizes: list[int],
    rng: random.Random,
) -> None:
    """Deal the cards found nowhere to the face-down places the view only counts."""
    missing = unplaced(s)
    if isinstance(s, IdavollState):
        myths = set(rules.myth_order)
        pool = [c for c in missing if c in myths]
        rng.shuffle(pool)
        deck, reserve, drawn = myth_sizes
        if len(pool) != deck + reserve + drawn:
            raise ValueError(f"{len(pool)} unseen mythology cards for {myth_sizes}")
        s.myth_deck, s.reserve = pool[:deck], pool[deck : deck + reserve]
        if drawn:
            s.drawn = pool[deck + reserve :]
    if isinstance(s, ThingvellirState):
        for age, size in zip((1, 2), camp_sizes, strict=True):
            age_cards = set(rules.camp_deck[age])
            camp = [c for c in missing if c in age_cards]
            if len(camp) != size:
                raise ValueError(f"{len(camp)} unseen camp cards of Age {age}, not {size}")
            rng.shuffle(camp)
            s.camp_decks[age] = camp


def _guess_script(s: SoloState, rng: random.Random) -> None:
    """The clan's hidden script: its seed, and what each opponent keeps of its own."""
    s.script_seed = rng.getrandbits(32)
    if isinstance(s, NeutralState):
        s.pouch_mate = _pouch_mate(s.players[CLAN].board[3:])
    elif isinstance(s, AndvariState):
        s.classes = list(range(5))
        rng.shuffle(s.classes)


def _pouch_mate(pouch: list[int]) -> int:
    """The Neutral clan's coin marked for an upgrade: with a trading coin in its pouch, the
    other pouch coin (as its own determinization guesses)."""
    a, b = pouch
    if a >= 0 and cn.is_trading(a):
        return b
    return a if b >= 0 and cn.is_trading(b) else -1

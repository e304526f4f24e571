"""Idavoll's fields in snapshots and views (`expansions.SnapshotPart`).

The mythology deck and reserve are face down: a view gives their sizes, and what they hold
together is one pool of unseen cards (`myth_hidden`), which also holds the reserve cards someone
else drew with Skymir; a determinization deals that pool again.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from game.nidavellir.data import CLASS_KEYS, NEUTRAL
from game.nidavellir.expansions import slotted
from game.nidavellir.expansions.idavoll.giants import RESERVE
from game.nidavellir.expansions.idavoll.state import NOBODY, IdavollPlayer, IdavollState
from game.nidavellir.state import Player, State

_NO_SEAT = slotted(
    (IdavollPlayer,)
)()  # what a seat of a game without Idavoll writes (never changed)


class IdavollSnapshot:
    after = "shuffle_seed"

    def write(self, state: State, keys: Sequence[str]) -> dict[str, Any]:
        owner, card, tavern = state.loki if isinstance(state, IdavollState) else NOBODY
        return {
            "myth_deck": [keys[c] for c in _deck(state)],
            "reserve": [keys[c] for c in _reserve(state)],
            "loki": {"seat": owner, "card": keys[card] if card >= 0 else None, "tavern": tavern},
        }

    def write_seat(self, player: Player, keys: Sequence[str]) -> dict[str, Any]:
        p = player if isinstance(player, IdavollPlayer) else _NO_SEAT
        return {
            "myth": [keys[c] for c in p.myth],
            "tokens": {keys[c]: v for c, v in p.tokens.items()},
            "captured": {keys[g]: keys[c] for g, c in p.captured.items()},
            "uncounted": [keys[c] for c in p.uncounted],
            "olrun": CLASS_KEYS[p.olrun] if p.olrun < len(CLASS_KEYS) else None,
        }

    def read(self, state: State, data: Mapping[str, Any], ids: Mapping[str, int]) -> None:
        if not isinstance(state, IdavollState):
            return
        state.myth_deck = [ids[k] for k in data.get("myth_deck", [])]
        state.reserve = [ids[k] for k in data.get("reserve", [])]
        loki = data.get("loki") or {"seat": -1, "card": None, "tavern": -1}
        card = ids[loki["card"]] if loki["card"] else -1
        state.loki = [int(loki["seat"]), card, int(loki["tavern"])]

    def read_seat(self, player: Player, data: Mapping[str, Any], ids: Mapping[str, int]) -> None:
        if not isinstance(player, IdavollPlayer):
            return
        player.myth = [ids[k] for k in data.get("myth", [])]
        player.tokens = {ids[k]: int(v) for k, v in data.get("tokens", {}).items()}
        player.captured = {ids[g]: ids[c] for g, c in data.get("captured", {}).items()}
        player.uncounted = [ids[k] for k in data.get("uncounted", [])]
        olrun = data.get("olrun")
        player.olrun = CLASS_KEYS.index(olrun) if olrun is not None else NEUTRAL

    def hide(self, state: State, view: dict[str, Any], unseen_draw: bool) -> None:
        deck, reserve = len(_deck(state)), len(_reserve(state))
        drawn = len(state.drawn) if unseen_draw and state.drawn_src == RESERVE else 0
        view["myth_deck"] = deck
        view["reserve"] = reserve
        view["myth_hidden"] = deck + reserve + drawn

    def sample(self, state: State, unseen_draw: bool, rng: random.Random) -> None:
        if not isinstance(state, IdavollState):
            return
        drawn = unseen_draw and state.drawn_src == RESERVE
        pool = state.myth_deck + state.reserve + (state.drawn if drawn else [])
        if not pool:
            return
        rng.shuffle(pool)
        cut, cut2 = len(state.myth_deck), len(state.myth_deck) + len(state.reserve)
        state.myth_deck, state.reserve = pool[:cut], pool[cut:cut2]
        if drawn:
            state.drawn = pool[cut2:]


def _deck(state: State) -> list[int]:
    return state.myth_deck if isinstance(state, IdavollState) else []


def _reserve(state: State) -> list[int]:
    return state.reserve if isinstance(state, IdavollState) else []

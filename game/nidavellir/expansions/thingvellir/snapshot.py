"""Thingvellir's fields in snapshots and views (`expansions.SnapshotPart`).

The camp and its discard are face up; the camp decks are face down: a view gives their sizes,
a determinization shuffles them.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from game.nidavellir.data import CLASS_KEYS, NEUTRAL
from game.nidavellir.expansions import slotted
from game.nidavellir.expansions.thingvellir.state import ThingvellirPlayer, ThingvellirState
from game.nidavellir.state import Player, State
from game.taverns.coins import coin_str, parse_coin

_NO_SEAT = slotted(
    (ThingvellirPlayer,)
)()  # what a seat of a game without Thingvellir writes (never changed)


class ThingvellirSnapshot:
    after = "drawn_src"

    def write(self, state: State, keys: Sequence[str]) -> dict[str, Any]:
        if not isinstance(state, ThingvellirState):  # no camp
            return {
                "camp": [],
                "camp_decks": [[], []],
                "camp_discard": [],
                "camp_visited": False,
                "enlist": [],
            }
        decks = state.camp_decks
        return {
            "camp": [keys[c] for c in state.camp],
            "camp_decks": [[keys[c] for c in decks[1]], [keys[c] for c in decks[2]]],
            "camp_discard": [keys[c] for c in state.camp_discard],
            "camp_visited": state.camp_visited,
            "enlist": state.enlist[:],
        }

    def write_seat(self, player: Player, keys: Sequence[str]) -> dict[str, Any]:
        p = player if isinstance(player, ThingvellirPlayer) else _NO_SEAT
        return {
            "pouch_hero": keys[p.pouch_hero] if p.pouch_hero >= 0 else None,
            "mjollnir": CLASS_KEYS[p.mjollnir] if p.mjollnir < len(CLASS_KEYS) else None,
            "coins_out": [coin_str(c) for c in p.coins_out],
        }

    def read(self, state: State, data: Mapping[str, Any], ids: Mapping[str, int]) -> None:
        if not isinstance(state, ThingvellirState):
            return
        decks = data.get("camp_decks", [[], []])
        state.camp = [ids[k] for k in data.get("camp", [])]
        state.camp_decks = [[], [ids[k] for k in decks[0]], [ids[k] for k in decks[1]]]
        state.camp_discard = [ids[k] for k in data.get("camp_discard", [])]
        state.camp_visited = bool(data.get("camp_visited", False))
        state.enlist = [int(x) for x in data.get("enlist", [])]

    def read_seat(self, player: Player, data: Mapping[str, Any], ids: Mapping[str, int]) -> None:
        if not isinstance(player, ThingvellirPlayer):
            return
        pouch_hero = data.get("pouch_hero")
        player.pouch_hero = ids[pouch_hero] if pouch_hero is not None else -1
        mjollnir = data.get("mjollnir")
        player.mjollnir = CLASS_KEYS.index(mjollnir) if mjollnir is not None else NEUTRAL
        player.coins_out = [parse_coin(c) for c in data.get("coins_out", [])]

    def hide(self, state: State, view: dict[str, Any], unseen_draw: bool) -> None:
        if isinstance(state, ThingvellirState):
            view["camp_decks"] = [len(state.camp_decks[1]), len(state.camp_decks[2])]
        else:
            view["camp_decks"] = [0, 0]

    def sample(self, state: State, unseen_draw: bool, rng: random.Random) -> None:
        if isinstance(state, ThingvellirState):
            for deck in state.camp_decks:
                rng.shuffle(deck)

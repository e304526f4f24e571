"""A full Vedrfolnir game rebuilt from its view, for a window that joins a hosted game as a seat:
the host sends a device only the view (without the deal's seed), while the window's table draws a
state and checks clicks against it.

Every seat sees the same view (nothing is private); what nobody sees is dealt at random from the
caller's source among the places the view counts: the draw pile, the unrevealed hand, the cards
discarded face down and Brynhildr's pile. The rebuilt state never decides anything (the host
does), so its later draws mean nothing. Its `view()` is the given view but for the `seed` the
host strips, which a view without it reads as 0. A finished game's last decision is not in its
view, nor needed: nobody owes one.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from game.core.game import Options
from game.vedrfolnir.frames import NOWHERE, Frame
from game.vedrfolnir.invariants import held_cards
from game.vedrfolnir.state import State


def from_view(
    players: int, options: Options, view: Mapping[str, Any], seat: int | None, rng: random.Random
) -> State:
    """A state whose view is `view`, its unseen cards dealt from `rng`; `ValueError` for a view
    no state of these options has. `seat` does not matter: every seat sees the same."""
    if view.get("game") != "vedrfolnir" or view.get("players") != players:
        raise ValueError(f"not a view of a {players}-player Vedrfolnir game")
    s = State(
        players,
        int(view.get("seed", 0)),
        {k: bool(v) for k, v in options.items()},
        readings=view.get("readings") or None,
    )
    if list(s.t.decks) != list(view["decks"]):
        raise ValueError(f"a view of the decks {view['decks']}, not {list(s.t.decks)}")
    _read_table(s, view)
    _read_flow(s, view)
    _deal_unseen(s, view, rng)
    problems = s.check_invariants()
    if problems:
        raise ValueError(f"no state has this view: {problems[0]}")
    return s


def _read_table(s: State, view: Mapping[str, Any]) -> None:
    """The cards everyone sees where they lie; a face-down discard stays NOWHERE for now."""
    places = view["places"]
    s.stakes = [list(p["stake"]) for p in places]
    s.jokers = [list(p["jokers"]) for p in places]
    s.won = [list(p["won"]) for p in places]
    s.exact = [int(p["exact"]) for p in places]
    s.dealt = [bool(p["dealt"]) for p in places] + [bool(view["tribute"]["dealt"])]
    s.tribute = list(view["tribute"]["cards"])
    s.orient = {int(cid): side for cid, side in view["orient"].items()}
    s.revealed = int(view["revealed"])
    s.discard = list(view["discard"])
    s.aside = list(view["aside"])


def _read_flow(s: State, view: Mapping[str, Any]) -> None:
    s.stack = [Frame.from_list(list(items)) for items in view["stack"]]
    s.active, s.round, s.turn = int(view["active"]), int(view["round"]), int(view["turn"])
    s.over = bool(view["over"])
    s.turn_over, s.bryn_due = bool(view["turn_over"]), bool(view["bryn_due"])
    if not s.over:
        s.decision, s.decider = str(view["pending"]), int(view["deciding"])
    s.events = []
    s.legal = None


def _deal_unseen(s: State, view: Mapping[str, Any], rng: random.Random) -> None:
    """The cards shown nowhere, dealt at random to the places the view only counts."""
    s.draw = [NOWHERE] * int(view["draw_pile"])
    s.hand = [NOWHERE] * int(view["hand"])
    s.pile = [NOWHERE] * int(view["brynhildr_pile"])
    seen = set(held_cards(s))
    unseen = [c for c in range(len(s.t.key)) if c not in seen]
    rng.shuffle(unseen)
    down = [i for i, c in enumerate(s.discard) if c == NOWHERE]
    places = [len(s.draw), len(s.hand), len(down), len(s.pile)]
    if sum(places) != len(unseen):
        raise ValueError(f"{len(unseen)} unseen cards for {places} hidden places")
    cut = iter(unseen)
    s.draw = [next(cut) for _ in s.draw]
    s.hand = [next(cut) for _ in s.hand]
    for i in down:
        s.discard[i] = next(cut)
    s.pile = [next(cut) for _ in s.pile]
    s.face_down = {s.discard[i] for i in down}

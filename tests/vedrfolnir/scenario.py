"""Scenario states for the worked examples of spec §14, written in the spec's notation.

Why a builder and not a played-out game: each example starts from a precise table (a stake at 9
stars, a Tribute of three cards, a draw pile whose top is known), which random play would take
thousands of games to reach. `build` takes a fresh `State`, gathers every card back into the draw
pile and then deals the named cards to their places, so every card stays conserved and the state
waits, as after any turn start, on the active player's `reveal`.

Notation (spec §14): `O3:4` an Odin 3-rune card with 4 stars, `T1:2` Thor, `S2:1` Surtr,
`Ty2o:3` / `Ty3t:4` a Tyr oriented Odin / Thor (`Ty3:3` in a hand: not yet oriented), `Fy:2`
Freyja, `Sl:1` Sleipnir, `Lk:1` Loki, `Fn:1` Fenrir, `SH:1` Sköll & Hati, `Hl:2` Hel, `Hg:2` /
`Mn:2` the ravens, `Rt` `Ek` `Mo` `Nh` the modifiers, `Nr` `Hd` the jokers, `Br` Brynhildr.
Places are 0-based: the spec's P1 is place 0.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from game.core.events import Event
from game.vedrfolnir.actions import TRIBUTE, Attribute, Choose, Respond, Reveal, ToBrynhildr
from game.vedrfolnir.data import Rules
from game.vedrfolnir.frames import NOWHERE
from game.vedrfolnir.state import State

KEYS = {
    "O1": "odin1",
    "O2": "odin2",
    "O3": "odin3",
    "T1": "thor1",
    "T2": "thor2",
    "T3": "thor3",
    "S1": "surtr1",
    "S2": "surtr2",
    "Ty2": "tyr2",
    "Ty3": "tyr3",
    "Fy": "freyja",
    "Sl": "sleipnir",
    "Lk": "loki",
    "Fn": "fenrir",
    "SH": "skoll_hati",
    "Hl": "hel",
    "Hg": "hugin",
    "Mn": "munin",
    "Rt": "ratatosk",
    "Ek": "eikthyrnir",
    "Mo": "moin",
    "Nh": "nidhogg",
    "Nr": "nornes",
    "Hd": "heimdall",
    "Br": "brynhildr",
}
NOTATION = re.compile(r"^(?P<name>[A-Z][a-zA-Z]?\d?)(?P<side>[ot]?)(?::(?P<stars>\d))?$")
SIDES = {"o": "odin", "t": "thor"}


class Deck:
    """Hands out cards of a state by notation, each physical card at most once."""

    def __init__(self, state: State) -> None:
        self.state = state
        self.free = set(range(len(state.t.key)))

    def take(self, text: str) -> int:
        """The lowest free cid matching `text`; Tyr orientation is recorded in the state. `?` is
        any plain Odin or Thor card (a hand card the example never reveals)."""
        if text == "?":
            return self.take_filler()
        match = NOTATION.match(text)
        name = match and match["name"]
        if match is None or name not in KEYS:
            raise ValueError(f"not a card notation: {text!r}")
        key = KEYS[name]
        stars = int(match["stars"] or 0)
        t = self.state.t
        found = [c for c in sorted(self.free) if t.key[c] == key and t.stars[c] == stars]
        if not found:
            raise ValueError(f"no free copy of {text!r} ({key} with {stars} stars)")
        cid = found[0]
        self.free.discard(cid)
        if match["side"]:
            self.state.orient[cid] = SIDES[match["side"]]
        return cid

    def take_filler(self) -> int:
        t = self.state.t
        plain = [c for c in sorted(self.free) if t.rune[c] in ("odin", "thor")]
        cid = min(plain, key=t.stars.__getitem__)
        self.free.discard(cid)
        return cid

    def take_all(self, texts: Iterable[str]) -> list[int]:
        return [self.take(text) for text in texts]


def build(
    players: int = 3,
    active: int = 0,
    *,
    spring: bool = False,
    winter: bool = False,
    readings: Mapping[str, Any] | None = None,
    rules: Rules | None = None,
    stakes: Mapping[int, Sequence[str]] | None = None,
    tribute: Sequence[str] = (),
    jokers: Mapping[int, Sequence[str]] | None = None,
    won: Mapping[int, Sequence[str]] | None = None,
    discard: Sequence[str] = (),
    hand: Sequence[str] | None = None,
    draw_top: Sequence[str] = (),
    draw_size: int | None = None,
    pile: Sequence[str] = (),
    dealt: Iterable[int] = (),
    seed: int = 1,
) -> State:
    """A state waiting on `active`'s reveal with exactly these cards in place.

    `hand` lists the hand in reveal order (None: a full hand of cards drawn at random from the
    rest of the deck, excluding the named cards); `draw_top` the top of the draw pile in draw
    order; `draw_size` trims the draw pile to that many cards, the others going face down to the
    discard *before* `discard`'s cards (as if discarded earlier, unseen); `pile` is Brynhildr's
    face-down pile bottom → top (solo); `dealt` the recipients already dealt to this turn.
    """
    state = State(players, seed, {"spring": spring, "winter": winter}, rules, readings)
    deck = Deck(state)
    state.orient = {}
    state.stakes = [deck.take_all((stakes or {}).get(p, ())) for p in range(state.places)]
    state.tribute = deck.take_all(tribute)
    state.jokers = [deck.take_all((jokers or {}).get(p, ())) for p in range(state.places)]
    state.won = [deck.take_all((won or {}).get(p, ())) for p in range(state.places)]
    named_discard = deck.take_all(discard)
    state.pile = deck.take_all(pile)
    top = deck.take_all(draw_top)
    named_hand = None if hand is None else deck.take_all(hand)
    rest = [c for c in state.draw + state.hand if c in deck.free]  # the seeded shuffle's order
    rest += sorted(deck.free - set(rest))
    if named_hand is None:
        named_hand, rest = rest[: state.per_turn], rest[state.per_turn :]
    state.hand = named_hand[::-1]  # Reveal pops the last element
    draw = rest[:]
    if draw_size is not None:
        keep = draw_size - len(top)
        assert keep >= 0, "draw_size smaller than draw_top"
        early, draw = draw[: len(draw) - keep], draw[len(draw) - keep :]
        state.discard = early
        state.face_down = set(early)
    else:
        state.discard, state.face_down = [], set()
    state.discard += named_discard
    state.draw = draw + top[::-1]  # the top is the last element
    state.revealed = NOWHERE
    state.aside = []
    state.stack = []
    state.exact = [0] * state.places
    state.dealt = [False] * (state.places + 1)
    for r in dealt:
        state.dealt[r] = True
    state.active = active
    state.round = state.turn = 1
    state.turn_over = state.bryn_due = state.over = False
    state.decision, state.decider = "reveal", active
    state.events = []
    state.legal = None
    problems = state.check_invariants()
    assert not problems, problems
    return state


# ---------------------------------------------------------------------- reading a state


def cards(state: State, cids: Iterable[int]) -> list[str]:
    """Cards in the spec's notation (`O3:4`, `Ty2o:3`), to compare rows with the examples."""
    names = {key: name for name, key in KEYS.items()}
    out = []
    for cid in cids:
        name = names[state.t.key[cid]]
        if state.t.is_tyr(cid) and cid in state.orient:
            name += state.orient[cid][0]
        stars = state.t.stars[cid]
        out.append(
            name
            if state.t.objective[cid] or state.t.kind[cid] in ("joker", "trigger")
            else f"{name}:{stars}"
        )
    return out


def row(state: State, place: int) -> list[str]:
    """A stake (or the Tribute, place -1) first → last in notation."""
    return cards(state, state.row(place))


def events(fired: Iterable[Event], kind: str) -> list[Event]:
    return [e for e in fired if e.kind == kind]


# ---------------------------------------------------------------------- playing


def reveal(state: State) -> str:
    """The active player turns the next card; returns its face (`odin2:3`)."""
    state.apply(Reveal(state.player_of(state.active)))
    return state.t.face(state.revealed)


def give(state: State, to: int, choice: str = "") -> list[Event]:
    """Reveal the next card and attribute it; returns the events of the attribution."""
    face = reveal(state)
    return attribute(state, to, choice, face)


def attribute(state: State, to: int, choice: str = "", face: str | None = None) -> list[Event]:
    face = face or state.t.face(state.revealed)
    return state.apply(Attribute(state.player_of(state.active), face, to, choice))


def respond(state: State, joker: str, to: int = TRIBUTE, choice: str = "") -> list[Event]:
    """The deciding place's answer to the card coming to it."""
    assert state.pending() == "respond", state.pending()
    return state.apply(Respond(state.player_of(state.decider), joker, to, choice))


def to_brynhildr(state: State) -> list[Event]:
    return state.apply(ToBrynhildr(0))


def choices_to(state: State, to: int) -> set[str]:
    """The choices offered with an attribution of the revealed card to `to`."""
    actions = state.legal_actions(state.player_of(state.active))
    return {a.choice for a in actions if isinstance(a, Attribute) and a.to == to}


def redirect_targets(state: State) -> set[int]:
    """Where the deciding place may send the card coming to it with Heimdall."""
    actions = state.legal_actions(state.player_of(state.decider))
    return {a.to for a in actions if isinstance(a, Respond) and a.joker == "heimdall"}


def choice_options(state: State) -> set[str]:
    """The choices of a pending `choose` decision."""
    actions = state.legal_actions(state.player_of(state.decider))
    return {a.choice for a in actions if isinstance(a, Choose)}


def recipients(state: State) -> set[int]:
    """Where the revealed card may go now (every legal attribution's recipient)."""
    actions = state.legal_actions(state.player_of(state.active))
    return {a.to for a in actions if isinstance(a, Attribute)}

"""The physical cards of one game as parallel tuples indexed by an int card id (cid).

Why ints and tuples: a round moves a card a dozen times and the AI plays thousands of rounds per
decision; reading `table.stars[cid]` costs nothing, while the frozen `Card` objects of `data.py`
stay the single source of names, texts and counts. A cid is the index of the copy in
`copies(decks)`, so a view, a save and the window agree on it without sending card objects.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from game.vedrfolnir.data import (
    CHOSEN_RUNE,
    DECKS,
    DEFAULT_OBJECTIVE,
    EACH_RUNE,
    JOKER,
    SCORE,
    TRIGGER,
    Copy,
    Effect,
    default_rules,
)

# What a card asks of the player who plays it (spec T-5), by effect key.
CHOICE_OF_EFFECT = {"orient_runes": "tyr", "discard_first_or_last": "ends", "hel": "hel"}
DRAW_EFFECTS = frozenset({"draw_one", "raven"})  # the "cartes à pioche" of the ravens (G14)


@dataclass(frozen=True, slots=True)
class Table:
    """Every physical card of a game's decks, one entry per cid."""

    decks: tuple[str, ...]
    copies: tuple[Copy, ...]
    key: tuple[str, ...]
    kind: tuple[str, ...]
    stars: tuple[int, ...]
    effect: tuple[str, ...]
    rune: tuple[str | None, ...]  # odin, thor, surtr, odin_or_thor (Tyr), each (Freyja), None
    runes: tuple[int, ...]
    objective: tuple[int, ...]  # 0 unless the card is an objective modifier
    choice: tuple[str, ...]  # "" | "tyr" | "ends" | "hel"
    direction: tuple[int, ...]  # ravens: +1 clockwise, -1 counter-clockwise; 0 otherwise
    lowest_objective: int  # no stake below this many stars can collect
    outside_rows: frozenset[int]  # jokers and Brynhildr cards: never in a stake or a won pile

    def is_score(self, cid: int) -> bool:
        return self.kind[cid] == SCORE

    def is_joker(self, cid: int) -> bool:
        return self.kind[cid] == JOKER

    def is_trigger(self, cid: int) -> bool:
        return self.kind[cid] == TRIGGER

    def is_tyr(self, cid: int) -> bool:
        return self.rune[cid] == CHOSEN_RUNE

    def is_freyja(self, cid: int) -> bool:
        return self.rune[cid] == EACH_RUNE

    def face(self, cid: int) -> str:
        return face(self.copies[cid])

    def cids_of(self, key: str) -> list[int]:
        return [cid for cid, k in enumerate(self.key) if k == key]


def face(copy: Copy) -> str:
    """A card as a player names it: its type and its stars (`odin2:3`), the same for every copy
    that plays alike, so actions read the same whichever copy was revealed."""
    return f"{copy.card.key}:{copy.stars}"


def canonical(decks: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """The decks in the data's order, so a set of decks has one table."""
    return tuple(d for d in DECKS if d in decks)


@cache
def table(decks: tuple[str, ...]) -> Table:
    """The table of these decks (cached: every game with the same decks shares it)."""
    copies = default_rules().copies(canonical(decks))
    cards = [c.card for c in copies]
    return Table(
        decks=canonical(decks),
        copies=copies,
        key=tuple(c.key for c in cards),
        kind=tuple(c.kind for c in cards),
        stars=tuple(c.stars for c in copies),
        effect=tuple(c.effect.key for c in cards),
        rune=tuple(c.rune_type for c in cards),
        runes=tuple(c.runes for c in cards),
        objective=tuple(c.objective or 0 for c in cards),
        choice=tuple(CHOICE_OF_EFFECT.get(c.effect.key, "") for c in cards),
        direction=tuple(_direction(c.effect) for c in cards),
        lowest_objective=min([DEFAULT_OBJECTIVE, *(c.objective or 99 for c in cards)]),
        outside_rows=frozenset(i for i, c in enumerate(cards) if not c.enters_stake),
    )


def _direction(effect: Effect) -> int:
    """A raven's way round the table: left is clockwise, the order turns pass in (spec §1.1)."""
    if effect.key != "raven":
        return 0
    return 1 if effect.param("direction") == "left" else -1


def copies(decks: tuple[str, ...] | list[str]) -> tuple[Copy, ...]:
    """Every physical card of these decks: `copies(view["decks"])[cid]` is the card `cid`."""
    return table(canonical(decks)).copies


__all__ = ["Table", "canonical", "copies", "face", "table"]

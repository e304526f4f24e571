"""Per-card facts as flat tuples indexed by card id (cid), built once per set of decks.

Why: the policy runs thousands of times a second inside the search's rollouts; reading
`facts.stars[cid]` is far cheaper than following a `Copy` to its `Card` and its `Effect`. A cid is
the index of a physical card in `copies(decks)`, the numbering every view uses.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from game.ai.vedrfolnir.core import copies, rules

# What a card does when it reaches a row, as small ints (compared in the inner loops).
PLAIN, OBJECTIVE, LAST, FIRST, FIRST_OR_LAST, DRAW, RAVEN, HEL, JOKER, TRIGGER = range(10)
_ACTS = {
    "none": PLAIN,
    "orient_runes": PLAIN,
    "multiply_won_card": PLAIN,
    "objective": OBJECTIVE,
    "discard_last": LAST,
    "discard_first": FIRST,
    "discard_first_or_last": FIRST_OR_LAST,
    "draw_one": DRAW,
    "raven": RAVEN,
    "hel": HEL,
    "refuse": JOKER,
    "redirect": JOKER,
    "brynhildr": TRIGGER,
}
TYR, FREYJA = "odin_or_thor", "each"


@dataclass(frozen=True)
class Facts:
    """Every card of one game's decks, by cid."""

    key: tuple[str, ...]
    stars: tuple[int, ...]
    act: tuple[int, ...]  # one of PLAIN … TRIGGER
    objective: tuple[int, ...]  # the objective a modifier sets, 0 for the others
    score: tuple[bool, ...]  # a rune (score) card, won on a collection
    points: tuple[int, ...]  # its points when won (a Freyja 0: her bonus is an estimate)
    rune_type: tuple[str, ...]  # odin, thor, surtr, TYR (by orientation), FREYJA, "" none
    runes: tuple[int, ...]
    types: tuple[str, ...]  # the rune types in play (majorities)
    base_objective: int  # 12


@cache
def facts(decks: tuple[str, ...]) -> Facts:
    """The facts of the cards of `decks` (the view's "decks"), built on first use."""
    r = rules()
    per_rune_tyr = r.options.tyr_points == "per_rune"
    cards = copies(decks)
    points = []
    for c in cards:
        card = c.card
        if card.rune_type == TYR and per_rune_tyr:
            points.append(card.points * card.runes)
        else:
            points.append(card.points)
    return Facts(
        key=tuple(c.card.key for c in cards),
        stars=tuple(c.stars for c in cards),
        act=tuple(_ACTS[c.card.effect.key] for c in cards),
        objective=tuple(c.card.objective or 0 for c in cards),
        score=tuple(c.card.kind == "score" for c in cards),
        points=tuple(points),
        rune_type=tuple(c.card.rune_type or "" for c in cards),
        runes=tuple(c.card.runes for c in cards),
        types=r.active_rune_types(decks),
        base_objective=r.objective,
    )

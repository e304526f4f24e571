"""The cards a seat has never seen (U of spec §15.1) and the exact-hit chance they give a stake.

Why from the view: every card that was ever revealed lies somewhere public (a stake, the
Tribute, a joker zone, a won pile, the face-up discard, the card being resolved, a Brynhildr
card set aside); the rest, the
draw pile, the active hand, the face-down discards and Brynhildr's pile, is one multiset U, and
counting cards over it is what any player at the table may do. The AI never reads the engine's
order of those cards.

`hit_chances` is the dynamic programme of spec §12.2: the chance that blind cards drawn from U
bring a stake from a gap of g stars to exactly 0 (a card of 0 stars changes nothing, so it is left
out), drawn with replacement, which is close enough for a deck of a hundred cards.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from game.ai.vedrfolnir.facts import JOKER, TRIGGER, Facts

MAX_GAP = 24  # no objective is larger than 16; a gap beyond this is as good as this one


def seen_cards(view: Mapping[str, Any]) -> set[int]:
    """Every cid the view shows face up."""
    seen: set[int] = set()
    for place in view["places"]:
        seen.update(place["stake"])
        seen.update(place["jokers"])
        seen.update(place["won"])
    seen.update(view["tribute"]["cards"])
    seen.update(c for c in view["discard"] if c >= 0)
    seen.update(view.get("aside", ()))
    if view["revealed"] >= 0:
        seen.add(view["revealed"])
    transit = view.get("transit")
    if transit:
        seen.add(transit["card"])
    return seen


def unknown_cards(view: Mapping[str, Any], f: Facts) -> list[int]:
    """U: the cids never revealed, in cid order (nothing here depends on the hidden order)."""
    seen = seen_cards(view)
    return [c for c in range(len(f.stars)) if c not in seen]


def star_counts(unknown: list[int], f: Facts) -> list[int]:
    """How many cards of U that can enter a stake show 0, 1, 2 … stars."""
    counts = [0] * (max(f.stars) + 1)
    act, stars = f.act, f.stars
    for c in unknown:
        if act[c] != JOKER and act[c] != TRIGGER:
            counts[stars[c]] += 1
    return counts


def hit_chances(counts: list[int], top: int = MAX_GAP) -> tuple[float, ...]:
    """P_hit[g] for g = 0 … top: blind cards from U bring a gap of g to exactly 0."""
    return _hit_chances(tuple(counts), top)


@lru_cache(maxsize=4096)
def _hit_chances(counts: tuple[int, ...], top: int) -> tuple[float, ...]:
    """`hit_chances`, kept: a search meets the same few counts thousands of times."""
    moving = sum(counts[1:])
    chances = [1.0] + [0.0] * top
    if moving == 0:
        return tuple(chances)
    p = [k / moving for k in counts]
    for g in range(1, top + 1):
        chances[g] = sum(p[s] * chances[g - s] for s in range(1, min(g, len(p) - 1) + 1))
    return tuple(chances)

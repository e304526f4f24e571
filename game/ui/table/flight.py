"""Cards in flight, as every table animates them: from where a card was to where it lands, eased
out so it slows as it arrives, for the settings' animation time. A game keeps only what it draws
in flight (its card's face, a strip near a column) and where flights start."""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from pygame import Rect

K = TypeVar("K", bound=Hashable)


def eased(elapsed: float, duration: float) -> float:
    """The share of its way a card has flown after `elapsed` ms: fast at first, slow to land;
    with no duration (animations off) it has landed."""
    t = min(1.0, elapsed / duration) if duration > 0 else 1.0
    return 1 - (1 - t) ** 3


@dataclass
class CardFlight(Generic[K]):
    """A card (named by its game's `key`) flying from `src` to `dst`, growing or shrinking on
    the way."""

    key: K
    src: Rect
    dst: Rect
    elapsed: float = 0.0

    def rect(self, duration: float) -> Rect:
        """Where the card is now."""
        t = eased(self.elapsed, duration)
        return Rect(
            round(self.src.x + (self.dst.x - self.src.x) * t),
            round(self.src.y + (self.dst.y - self.src.y) * t),
            round(self.src.w + (self.dst.w - self.src.w) * t),
            round(self.src.h + (self.dst.h - self.src.h) * t),
        )


F = TypeVar("F", bound=CardFlight[Any])


def advance(flights: Sequence[F], dt_ms: float, duration: float) -> list[F]:
    """The flights still in the air `dt_ms` later."""
    for flight in flights:
        flight.elapsed += dt_ms
    return [f for f in flights if f.elapsed < duration]


def flying(flights: Iterable[CardFlight[K]]) -> set[K]:
    """The cards in flight: the artist draws them where they land only once they are there."""
    return {f.key for f in flights}

"""Pieces in flight, as every table animates them: from where a card, coin, gem or token was to
where it lands, eased out so it slows as it arrives, for the settings' animation time; and a
coin turning over in place. A game keeps only what it draws in flight (its card's face, a strip
near a column, its coin and gem faces) and where flights start."""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

import pygame
from pygame import Rect

K = TypeVar("K", bound=Hashable)
TURN_DARK = 0.45  # how much light a coin edge-on loses: the shading that sells the turn
TURN_SHINE = 70  # the glint on the face as it comes round


def eased(elapsed: float, duration: float) -> float:
    """The share of its way a piece has flown after `elapsed` ms: fast at first, slow to land;
    with no duration (animations off) it has landed."""
    t = min(1.0, elapsed / duration) if duration > 0 else 1.0
    return 1 - (1 - t) ** 3


@dataclass
class CardFlight(Generic[K]):
    """A piece (named by its game's `key`) flying from `src` to `dst`, growing or shrinking on
    the way."""

    key: K
    src: Rect
    dst: Rect
    elapsed: float = 0.0

    def rect(self, duration: float) -> Rect:
        """Where the piece is now."""
        t = eased(self.elapsed, duration)
        return Rect(
            round(self.src.x + (self.dst.x - self.src.x) * t),
            round(self.src.y + (self.dst.y - self.src.y) * t),
            round(self.src.w + (self.dst.w - self.src.w) * t),
            round(self.src.h + (self.dst.h - self.src.h) * t),
        )


@dataclass
class PieceFlight(CardFlight[tuple[Any, ...]]):
    """A coin, a gem or a token flying: `key` names the place it lands in (`("coin", seat,
    slot)`, `("gem", seat)`, `("pariah", seat, card)`; `("gone", ...)` when it goes back to a
    stock), `kind` what it is and `face` what it shows (a coin's text, a gem's value)."""

    face: Any = None
    kind: str = "coin"


F = TypeVar("F", bound=CardFlight[Any])


def advance(flights: Sequence[F], dt_ms: float, duration: float) -> list[F]:
    """The flights still in the air `dt_ms` later."""
    for flight in flights:
        flight.elapsed += dt_ms
    return [f for f in flights if f.elapsed < duration]


def flying(flights: Iterable[CardFlight[K]]) -> set[K]:
    """The pieces in flight: the artist draws them where they land only once they are there."""
    return {f.key for f in flights}


def coin_moves(
    before: Mapping[int, str | None], after: Mapping[int, str | None]
) -> tuple[list[tuple[int, int]], list[int], list[int]]:
    """One seat's coins by place (board slots, then 10+ for the hand) before and after a move:
    which coins moved (from place, to place), which places got a coin from nowhere (one taken
    from the treasure) and which places lost theirs to nowhere (one paid back). A coin is known
    by its text only: a place whose text is unchanged holds the same coin."""
    arrived = [p for p, text in after.items() if text is not None and before.get(p) != text]
    left = [p for p, text in before.items() if text is not None and after.get(p) != text]
    moves: list[tuple[int, int]] = []
    fresh: list[int] = []
    for place in arrived:
        source = next((p for p in left if before[p] == after[place]), None)
        if source is None:
            fresh.append(place)
        else:
            left.remove(source)
            moves.append((source, place))
    return moves, fresh, left


def turning_face(
    face: pygame.Surface, back: pygame.Surface, progress: float, size: tuple[int, int]
) -> pygame.Surface:
    """A coin turning over at `progress` (0 to 1): its back narrowing to its edge, then its face
    widening; darker edge-on, with a glint as the face comes round."""
    scale = abs(1 - 2 * progress)
    shown = back if progress < 0.5 else face
    width = max(1, int(size[0] * scale))
    turned = pygame.transform.smoothscale(shown, (width, size[1]))
    light = round(255 * (1 - TURN_DARK * (1 - scale)))
    turned.fill((light, light, light, 255), special_flags=pygame.BLEND_RGBA_MULT)
    if progress >= 0.5:
        shine = round(TURN_SHINE * (1 - scale))
        turned.fill((shine, shine, shine // 2, 0), special_flags=pygame.BLEND_RGB_ADD)
    return turned

"""Where everything of Vedrfolnir's table sits, as rectangles computed from a view: pure, so a
test can check that nothing overlaps for every number of places.

The middle band holds what every völva shares, left to right as on the real table: the Tribute
(left of the draw pile), the draw pile, the hand of the turn (its face-down cards and the card
just revealed, with the decision's buttons under it) and the discard (right of the draw pile).
Under it, one panel per place: the stake as an overlapping row, first card on the left, its
stars against its objective in large figures beside it, its jokers, its won pile and its rune
counts. Three places get tall panels and large cards; four share a 2×2 grid; five and six a
3×2 grid.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pygame import Rect

from game.ui.table.chrome import H, W

MARGIN = 8
BAND = Rect(MARGIN, 52, W - 2 * MARGIN, 236)  # the shared middle band
PLACES_TOP = BAND.bottom + 8
TRIBUTE = Rect(MARGIN, BAND.y, 782, BAND.h)
PILE = Rect(TRIBUTE.right + 18, BAND.y + 34, 96, 134)
HAND = Rect(PILE.right + 14, BAND.y, 514, BAND.h)
DISCARD = Rect(HAND.right + 38, BAND.y + 34, 96, 134)
CARD_RATIO = 1.4  # height over width, as the printed cards
SIDE_W = 178  # the right column of a place: stars, reach, runes, won pile
HEADER_H = 32
BACK = (64, 90)  # a face-down hand card
REVEALED = (100, 140)
BUTTON_H = 40


@dataclass
class PlaceBoxes:
    """The rectangles of one place (or of the Tribute, which has no jokers and no won pile)."""

    panel: Rect
    header: Rect
    marker: Rect  # the seat marker before the name
    dealt: Rect  # the tilted card saying "received a card this turn"
    stake: Rect  # where the overlapping row lies
    cards: list[Rect]  # one per card of the stake, first to last
    badge: Rect  # "9 / 12 ★"
    reach: Rect  # what the revealed card would make of it
    runes: Rect  # the majority counts
    jokers: list[Rect] = field(default_factory=list)
    won: Rect = field(default_factory=Rect)
    pile: Rect | None = None  # Brynhildr's face-down pile (solo)
    won_row: Rect | None = None  # tall panels show the won cards themselves
    won_card: tuple[int, int] = (0, 0)


@dataclass
class Layout:
    places: list[PlaceBoxes]
    tribute: PlaceBoxes
    pile: Rect
    discard: Rect
    hand: Rect  # the hand's area
    backs: list[Rect]  # the face-down cards of the hand, bottom first
    revealed: Rect  # the card revealed (or in transit)
    buttons: Rect  # the strip where the decision's buttons sit


def card_size(height: int) -> tuple[int, int]:
    return round(height / CARD_RATIO), height


def row(area: Rect, count: int, size: tuple[int, int], gap: int = 8) -> list[Rect]:
    """`count` cards left to right in `area`, overlapping when they must (each card covers the
    right part of the one before, so the left strip of every card shows its runes and stars)."""
    w, h = size
    if count <= 0:
        return []
    step = w + gap if count == 1 else min(w + gap, (area.w - w) // (count - 1))
    return [Rect(area.x + i * step, area.y, w, h) for i in range(count)]


def grid(count: int) -> list[Rect]:
    """The panels of `count` places under the middle band."""
    area = Rect(MARGIN, PLACES_TOP, W - 2 * MARGIN, H - MARGIN - PLACES_TOP)
    gap = 8
    cols = 2 if count == 4 else 3
    rows = 1 if count <= 3 else 2
    cols = min(cols, count) if rows == 1 else cols
    w = (area.w - gap * (cols - 1)) // cols
    h = (area.h - gap * (rows - 1)) // rows
    panels = []
    for i in range(count):
        r, c = divmod(i, cols)
        in_row = min(cols, count - r * cols)
        left = area.x + (area.w - (in_row * w + (in_row - 1) * gap)) // 2
        panels.append(Rect(left + c * (w + gap), area.y + r * (h + gap), w, h))
    return panels


def place_boxes(panel: Rect, place: dict[str, Any], brynhildr: bool = False) -> PlaceBoxes:
    """One place's panel: header; stake on the left with its jokers under it; the right column
    holds the stars badge, the reach, the rune counts and the won pile."""
    header = Rect(panel.x, panel.y, panel.w, HEADER_H)
    side = Rect(panel.right - SIDE_W - 8, panel.y + HEADER_H + 6, SIDE_W, panel.h - HEADER_H - 12)
    tall = panel.h > 400
    size = card_size(188 if tall else 124)
    stake = Rect(panel.x + 12, panel.y + HEADER_H + 8, side.x - panel.x - 24, size[1])
    joker_size = card_size(100 if tall else 88)
    joker_y = stake.bottom + (16 if tall else 8)
    jokers = [
        Rect(stake.x + i * (joker_size[0] + 8), joker_y, *joker_size)
        for i in range(len(place["jokers"]))
    ]
    won = Rect(side.x, side.y + 126, side.w, 90 if tall else side.bottom - (side.y + 126))
    won_card = card_size(98)
    won_row = None
    if tall:
        won_row = Rect(stake.x, panel.bottom - 12 - won_card[1], panel.w - 24, won_card[1])
    pile = None
    if brynhildr:  # her face-down pile sits where jokers would (hers are discarded)
        pile = Rect(stake.x, joker_y, *joker_size)
    return PlaceBoxes(
        panel=panel,
        header=header,
        marker=Rect(panel.x + 8, panel.y + 4, 24, 24),
        dealt=Rect(panel.right - 44, panel.y + 3, 34, 26),
        stake=stake,
        cards=row(stake, len(place["stake"]), size),
        badge=Rect(side.x, side.y, side.w, 50),
        reach=Rect(side.x, side.y + 54, side.w, 30),
        runes=Rect(side.x, side.y + 88, side.w, 30),
        jokers=jokers,
        won=won,
        pile=pile,
        won_row=won_row,
        won_card=won_card,
    )


def tribute_boxes(tribute: dict[str, Any]) -> PlaceBoxes:
    """The Tribute: a long row, its stars and rune counts in its header, the reach under it."""
    panel = TRIBUTE
    header = Rect(panel.x, panel.y, panel.w, HEADER_H)
    size = card_size(146)
    stake = Rect(panel.x + 12, panel.y + HEADER_H + 10, panel.w - 24, size[1])
    return PlaceBoxes(
        panel=panel,
        header=header,
        marker=Rect(panel.x + 8, panel.y + 4, 24, 24),
        dealt=Rect(panel.right - 44, panel.y + 3, 34, 26),
        stake=stake,
        cards=row(stake, len(tribute["cards"]), size),
        badge=Rect(panel.x + 14, panel.y + 3, 120, 28),
        reach=Rect(panel.x + 12, panel.bottom - 40, panel.w - 24, 32),
        runes=Rect(panel.right - 204, panel.y + 2, 154, 28),
    )


def compute(view: dict[str, Any]) -> Layout:
    """Every rectangle of the table for `view` (the same for every chair: nothing is private)."""
    places = view["places"]
    panels = grid(len(places))
    boxes = [
        place_boxes(panel, place, place["role"] == "brynhildr")
        for panel, place in zip(panels, places, strict=True)
    ]
    count = view["hand"]
    backs = row(Rect(HAND.x + 16, HAND.y + 44, 200, BACK[1]), count, BACK, 6)
    revealed = Rect(HAND.x + 250, HAND.y + 42, *REVEALED)
    return Layout(
        places=boxes,
        tribute=tribute_boxes(view["tribute"]),
        pile=PILE,
        discard=DISCARD,
        hand=HAND,
        backs=backs,
        revealed=revealed,
        buttons=Rect(HAND.x + 8, HAND.bottom - BUTTON_H - 8, HAND.w - 16, BUTTON_H),
    )

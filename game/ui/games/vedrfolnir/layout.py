"""Where everything of Vedrfolnir's table sits, as rectangles computed from a view: pure, so a
test can check that nothing overlaps for every number of places and both looks.

The middle band holds what every völva shares, left to right as on the real table: the Tribute
(left of the draw pile), the draw pile, the hand of the turn and the discard (right of the draw
pile). The hand is where the eye goes: the card being dealt is shown large, what it does beside
it, the face-down cards left as a fan of cards at the right, the decision's buttons along the
foot.

Under the band, the places, every one a recipient, each in a panel: the stake as a row of large
cards, first card on the left, and a track of a cell per star of the objective (the exact target
at a glance, the overshoot in red). The full table gives each panel a side column (a plate) with
its stars against its objective in large figures, its rune counts and its won pile, and puts the
track under the stake; three places get tall panels that also show the won cards, the copies of
one card piled so that every name reads. The compact table (the setting) keeps fewer, larger
things for a small screen: the figures on the panel's title line, the stake's cards as tall as
the panel, the track at the end of the foot line, no won pile but its points; with three places
the band grows, for a larger hand and Tribute.

Every row keeps a slot after its last card: where the revealed card would land, which shows what
it would make of that recipient; it is always counted, so no card moves when a card is revealed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pygame import Rect

from game.ui.table.chrome import H, W

MARGIN = 8
TOP = 52
CARD_RATIO = 1.4  # height over width, as the printed cards
SMALLEST = 118  # no face is shown smaller: every name reads whole on it (faces.TABLE_SIZE)
HEADER_H = 34
TITLE_H = 44  # the compact panel's title line, which carries its figures
MOST_BACK = 150  # the face-down cards of the hand are no taller
FAN_W = 220  # the fan of the face-down cards of the hand
BUTTON_H = 40
GAP = 8
GAUGE_H = 40  # the track of stars under a stake
PILE_STEP = 10  # each copy of a won card shows this much of the one under it


@dataclass(frozen=True)
class Frame:
    """The big areas: the middle band's parts and the area of the places."""

    band: Rect
    tribute: Rect
    pile: Rect
    hand: Rect
    discard: Rect
    places: Rect


def frame(count: int, compact: bool = False) -> Frame:
    """The band is 250 px tall; three places need less room than four, and leave the band
    more, for a larger hand and Tribute."""
    band = Rect(MARGIN, TOP, W - 2 * MARGIN, 330 if count <= 3 else 250)
    tribute = Rect(MARGIN, TOP, 690, band.h)
    pile = Rect(tribute.right + 16, TOP + 38, 96, 134)
    hand = Rect(pile.right + 16, TOP, 654, band.h)
    discard = Rect(hand.right + 16, TOP + 38, 96, 134)
    places = Rect(MARGIN, band.bottom + GAP, band.w, H - MARGIN - band.bottom - GAP)
    return Frame(band, tribute, pile, hand, discard, places)


@dataclass
class PlaceBoxes:
    """The rectangles of one place (or of the Tribute, which has no jokers and no won pile)."""

    panel: Rect
    header: Rect
    marker: Rect  # the seat marker before the name
    dealt: Rect  # the tilted card saying "received a card this turn"
    stake: Rect  # where the row lies
    cards: list[Rect]  # one per card of the stake, first to last
    ghost: Rect  # the next slot of the row: where the revealed card would land
    badge: Rect  # "9 / 12 ★"
    runes: Rect  # the majority counts
    gauge: Rect = field(default_factory=Rect)  # a cell per star of the objective, filled
    side: Rect = field(default_factory=Rect)  # the plate under the figures (full table)
    jokers: list[Rect] = field(default_factory=list)
    won: Rect = field(default_factory=Rect)  # the won pile (compact: its points)
    pile: Rect | None = None  # Brynhildr's face-down pile (solo)
    won_row: Rect | None = None  # tall panels show the won cards themselves
    won_card: tuple[int, int] = (0, 0)
    foot: Rect | None = None  # compact: a line under the stake (exact hits, whose Ase)
    compact: bool = False


@dataclass
class Layout:
    frame: Frame
    places: list[PlaceBoxes]
    tribute: PlaceBoxes
    pile: Rect
    discard: Rect
    hand: Rect  # the hand's panel
    backs: list[Rect]  # the face-down cards of the hand, bottom first
    revealed: Rect  # the card revealed (or in transit), large
    info: Rect  # beside it: what the card does
    buttons: Rect  # the strip where the decision's buttons sit


def card_size(height: int) -> tuple[int, int]:
    return round(height / CARD_RATIO), height


def row(area: Rect, count: int, size: tuple[int, int], gap: int = GAP) -> list[Rect]:
    """`count` cards left to right in `area`, overlapping when they must (each card covers the
    right part of the one before, so the left strip of every card shows its runes and stars)."""
    w, h = size
    if count <= 0:
        return []
    step = w + gap if count == 1 else min(w + gap, (area.w - w) // (count - 1))
    return [Rect(area.x + i * step, area.y, w, h) for i in range(count)]


def fitted(area: Rect, count: int, most: int) -> tuple[int, int]:
    """The card size for a row of `count` cards in `area`: as tall as the area (at most `most`),
    smaller rather than hiding a card's name under the next, never below `SMALLEST` (where the
    row overlaps, each card's left strip still shows its stars and runes)."""
    h = min(area.h, most)
    while h > SMALLEST and count > 1:
        w = card_size(h)[0]
        if (area.w - w) / (count - 1) >= w + GAP // 2:
            break
        h -= 2
    return card_size(max(SMALLEST, h))


def _stake(area: Rect, count: int, most: int, open_slot: bool = True) -> tuple[list[Rect], Rect]:
    """The stake's cards in `area` and the slot after them; the row is counted with that slot
    while the row may still be dealt a card this turn (`open_slot`), so a card given lands in
    the slot and nothing moves."""
    size = fitted(area, count + int(open_slot), most)
    slots = row(Rect(area.x, area.y, area.w, size[1]), count + 1, size)
    if not open_slot and count:  # no slot: an empty one after the last card
        slots = row(Rect(area.x, area.y, area.w, size[1]), count, size)
        slots.append(Rect(slots[-1].right, area.y, 0, 0))
    return slots[:-1], slots[-1]


def _piles(keys: list[str], width: int) -> dict[str, int]:
    """Each card's pile, first seen first, and its width."""
    counts: dict[str, int] = {}
    for key in keys:
        counts[key] = counts.get(key, 0) + 1
    return {key: width + PILE_STEP * (n - 1) for key, n in counts.items()}


def fan_width(keys: list[str], size: tuple[int, int]) -> int:
    """The width `won_fan` needs to lay every pile whole, side by side."""
    piles = _piles(keys, size[0])
    return sum(piles.values()) + GAP * (len(piles) - 1)


def won_fan(area: Rect, keys: list[str], size: tuple[int, int]) -> list[Rect]:
    """The won cards in `area`, one rectangle per card in the order of `keys` (each card's
    identity): the copies of one card lie as a pile, each a few pixels right of the one under
    it, so every name reads whole; only when the piles side by side would not fit do they
    overlap like a row."""
    piles = _piles(keys, size[0])
    widths = list(piles.values())
    spare = area.w - sum(widths)
    gap = GAP if spare >= GAP * (len(piles) - 1) else 0
    squeeze = 0 if spare >= 0 else -spare // max(1, len(piles) - 1) + 1
    starts: dict[str, int] = {}
    x = area.x
    for key, width in zip(piles, widths, strict=True):
        starts[key] = x
        x += width + gap - squeeze
    seen: dict[str, int] = {}
    out = []
    for key in keys:
        left = min(starts[key] + PILE_STEP * seen.get(key, 0), area.right - size[0])
        seen[key] = seen.get(key, 0) + 1
        out.append(Rect(left, area.y, *size))
    return out


def _column(x: int, y: int, count: int, size: tuple[int, int]) -> list[Rect]:
    """Jokers one under the other."""
    return [Rect(x, y + i * (size[1] + GAP), *size) for i in range(count)]


# ---------------------------------------------------------------------- the places


def grid(count: int, compact: bool = False) -> list[Rect]:
    """The panels of `count` places under the middle band."""
    area = frame(count, compact).places
    cols = 2 if count == 4 else min(3, count)
    rows = 1 if count <= 3 else 2
    w = (area.w - GAP * (cols - 1)) // cols
    h = (area.h - GAP * (rows - 1)) // rows
    panels = []
    for i in range(count):
        r, c = divmod(i, cols)
        in_row = min(cols, count - r * cols)
        left = area.x + (area.w - (in_row * w + (in_row - 1) * GAP)) // 2
        panels.append(Rect(left + c * (w + GAP), area.y + r * (h + GAP), w, h))
    return panels


def _header(panel: Rect, height: int = HEADER_H) -> tuple[Rect, Rect, Rect]:
    header = Rect(panel.x, panel.y, panel.w, height)
    marker = Rect(panel.x + 10, panel.y + (height - 24) // 2, 24, 24)
    dealt = Rect(panel.right - 46, panel.y + (height - 26) // 2, 34, 26)
    return header, marker, dealt


def place_boxes(
    panel: Rect, place: dict[str, Any], brynhildr: bool = False, compact: bool = False
) -> PlaceBoxes:
    """One place's panel: header; the stake on the left (its jokers at its right end), the
    track of its stars under it, and a side column with the stars badge, the rune counts and the
    won pile; tall panels put the figures on a line, and the track and the won cards under the
    stake. Compact, the figures go on the title line and the stake takes the rest."""
    if compact:
        return _compact(panel, place, brynhildr)
    if panel.h > 400:
        return _tall(panel, place, brynhildr)
    header, marker, dealt = _header(panel)
    side_w = 176 if panel.w > 600 else 160
    side = Rect(panel.right - side_w - 10, panel.y + HEADER_H + 6, side_w, panel.h - HEADER_H - 14)
    badge = Rect(side.x, side.y, side.w, 52)
    runes = Rect(side.x, badge.bottom + 4, side.w, 30)
    won = Rect(side.x + 6, runes.bottom + 10, side.w - 6, side.bottom - runes.bottom - 10)
    body = Rect(panel.x + 12, side.y + 2, side.x - panel.x - 24, side.h - 2 - GAUGE_H - GAP)
    gauge = Rect(body.x, body.bottom + GAP, body.w, GAUGE_H)
    cards, ghost, jokers = _body(body, place, body.h)
    return PlaceBoxes(
        panel=panel,
        header=header,
        marker=marker,
        dealt=dealt,
        stake=Rect(body.x, body.y, ghost.right - body.x, ghost.h),
        cards=cards,
        ghost=ghost,
        badge=badge,
        runes=runes,
        gauge=gauge,
        side=side.inflate(8, 8),
        jokers=jokers,
        won=won,
    )


def _body(body: Rect, place: dict[str, Any], most: int) -> tuple[list[Rect], Rect, list[Rect]]:
    """The stake's row in `body`, its jokers at the right end when it holds any: one under the
    other where the body is tall enough, else side by side."""
    joker = card_size(SMALLEST)
    count = len(place["jokers"])
    stacked = count * joker[1] + (count - 1) * GAP <= body.h
    columns = 1 if stacked else count
    area = body.copy()
    if count:
        area.w -= columns * (joker[0] + GAP) + GAP
    cards, ghost = _stake(area, len(place["stake"]), most, not place["dealt"])
    x = area.right + 2 * GAP
    if stacked:
        return cards, ghost, _column(x, body.y, count, joker)
    return cards, ghost, [Rect(x + i * (joker[0] + GAP), body.y, *joker) for i in range(count)]


def _tall(panel: Rect, place: dict[str, Any], brynhildr: bool) -> PlaceBoxes:
    """A panel of a table of three places: header; a line of figures (badge, runes, won pile);
    the stake in large cards, its jokers (and Brynhildr's pile) at its right end; the track
    of its stars; the won cards at the foot."""
    header, marker, dealt = _header(panel)
    inner = panel.inflate(-24, 0)
    figures = Rect(inner.x, panel.y + HEADER_H + 6, inner.w, 52)
    badge = Rect(figures.x, figures.y, 140, figures.h)
    won = Rect(figures.right - 186, figures.y + 2, 186, figures.h - 2)
    runes = Rect(badge.right + 10, figures.y + 11, won.x - badge.right - 20, 30)
    joker = card_size(SMALLEST)
    count = len(place["jokers"]) + int(brynhildr)
    area = Rect(inner.x, figures.bottom + 10, inner.w - count * (joker[0] + GAP), 196)
    cards, ghost = _stake(area, len(place["stake"]), 196, not place["dealt"])
    slots = [Rect(area.right + GAP + i * (joker[0] + GAP), area.y, *joker) for i in range(count)]
    won_card = card_size(SMALLEST)
    won_row = Rect(inner.x, panel.bottom - 10 - won_card[1], inner.w, won_card[1])
    gauge = Rect(inner.x, area.y + 196 + 10, inner.w, GAUGE_H)
    return PlaceBoxes(
        panel=panel,
        header=header,
        marker=marker,
        dealt=dealt,
        stake=Rect(area.x, area.y, area.w, ghost.h),
        cards=cards,
        ghost=ghost,
        badge=badge,
        runes=runes,
        gauge=gauge,
        side=figures.inflate(8, 4),
        jokers=slots[: len(place["jokers"])],
        won=won,
        pile=slots[-1] if brynhildr else None,
        won_row=won_row,
        won_card=won_card,
    )


def _joker_row(
    x: int, y: int, place: dict[str, Any], brynhildr: bool
) -> tuple[list[Rect], Rect | None]:
    """Jokers side by side, and Brynhildr's face-down pile after them (hers are discarded)."""
    joker = card_size(SMALLEST)
    jokers = [Rect(x + i * (joker[0] + GAP), y, *joker) for i in range(len(place["jokers"]))]
    pile = Rect(x + len(jokers) * (joker[0] + GAP), y, *joker) if brynhildr else None
    return jokers, pile


def _compact(panel: Rect, place: dict[str, Any], brynhildr: bool) -> PlaceBoxes:
    """The compact panel: the title line holds the name, the runes, the points and the badge;
    the stake below is as tall as the panel allows (a tall panel keeps a row for the jokers and
    Brynhildr's pile); the foot line says its exact hits and ends with the track of its stars."""
    header, marker, dealt = _header(panel, TITLE_H)
    badge = Rect(dealt.x - 10 - 132, panel.y + 2, 132, TITLE_H - 4)
    won = Rect(badge.x - 12 - 104, panel.y + 7, 104, TITLE_H - 14)
    runes = Rect(won.x - 12 - 150, panel.y + 9, 150, TITLE_H - 18)
    narrow = panel.w < 700  # no room on the title line: the runes open the foot line
    lines = 2 if narrow else 1  # and the track gets a line of its own
    body = Rect(
        panel.x + 12, panel.y + TITLE_H + 6, panel.w - 24, panel.h - TITLE_H - 12 - 28 * lines
    )
    foot = Rect(body.x, body.bottom + 6, body.w, 22)
    if narrow:
        runes = Rect(foot.x, foot.y, 150, foot.h)
        foot = Rect(runes.right + 16, foot.y, foot.w - runes.w - 16, foot.h)
        gauge = Rect(body.x, foot.bottom + 6, min(440, body.w), foot.h)
    else:
        gauge = Rect(0, foot.y, min(440, foot.w * 3 // 5), foot.h)
        gauge.right = foot.right
        foot.w -= gauge.w + 16
    pile = None
    if panel.h > 400:
        stake_h = min(250, body.h - SMALLEST - 12)
        top = Rect(body.x, body.y, body.w, stake_h)
        cards, ghost = _stake(top, len(place["stake"]), stake_h, not place["dealt"])
        jokers, pile = _joker_row(body.x, body.y + stake_h + 12, place, brynhildr)
    else:
        cards, ghost, jokers = _body(body, place, 250)
    return PlaceBoxes(
        panel=panel,
        header=header,
        marker=marker,
        dealt=dealt,
        stake=Rect(body.x, body.y, ghost.right - body.x, ghost.h),
        cards=cards,
        ghost=ghost,
        badge=badge,
        runes=runes,
        jokers=jokers,
        won=won,
        pile=pile,
        foot=foot,
        gauge=gauge,
        compact=True,
    )


# ---------------------------------------------------------------------- the middle


def tribute_boxes(tribute: dict[str, Any], where: Frame) -> PlaceBoxes:
    """The Tribute: a long row, its stars and rune counts in its header."""
    panel = where.tribute
    header, marker, dealt = _header(panel)
    area = Rect(panel.x + 12, panel.y + HEADER_H + 10, panel.w - 24, panel.h - HEADER_H - 24)
    cards, ghost = _stake(area, len(tribute["cards"]), area.h, not tribute.get("dealt"))
    return PlaceBoxes(
        panel=panel,
        header=header,
        marker=marker,
        dealt=dealt,
        stake=Rect(area.x, area.y, area.w, ghost.h),
        cards=cards,
        ghost=ghost,
        badge=Rect(panel.x + 14, panel.y + 3, 120, 28),
        runes=Rect(panel.right - 250, panel.y + 3, 190, 28),
    )


def hand_boxes(hand: Rect, count: int) -> tuple[list[Rect], Rect, Rect, Rect]:
    """The hand's panel: the card revealed large at the left; at the right the face-down cards
    as a fan of cards (the hand is what is played from: it reads as one); between them what
    the card does, and the buttons along the foot."""
    revealed = Rect(hand.x + 16, hand.y + 42, *card_size(hand.h - 54))
    left = revealed.right + 18
    buttons = Rect(left, hand.bottom - 12 - BUTTON_H, hand.right - 16 - left, BUTTON_H)
    back = card_size(min(MOST_BACK, buttons.y - 8 - hand.y - 14))
    fan = Rect(hand.right - 16 - FAN_W, hand.y + 14, FAN_W, back[1])
    info = Rect(left, hand.y + 74, fan.x - 16 - left, buttons.y - 8 - hand.y - 74)
    return row(fan, count, back, 4), revealed, info, buttons


def compute(view: dict[str, Any], compact: bool = False) -> Layout:
    """Every rectangle of the table for `view` (the same for every chair: nothing is private),
    full or compact."""
    places = view["places"]
    where = frame(len(places), compact)
    panels = grid(len(places), compact)
    boxes = [
        place_boxes(panel, place, place["role"] == "brynhildr", compact)
        for panel, place in zip(panels, places, strict=True)
    ]
    backs, revealed, info, buttons = hand_boxes(where.hand, view["hand"])
    return Layout(
        frame=where,
        places=boxes,
        tribute=tribute_boxes(view["tribute"], where),
        pile=where.pile,
        discard=where.discard,
        hand=where.hand,
        backs=backs,
        revealed=revealed,
        info=info,
        buttons=buttons,
    )

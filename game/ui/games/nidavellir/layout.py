"""Where everything sits on the table, as rectangles computed from a view: pure and testable.

The table reads top to bottom like the physical game: opponents' boards, the taverns with the
Royal Treasure, the heroes and the distinctions, and the board of the player in front of the
screen, larger. Nothing here draws; the scene draws into these rectangles and the hit map
clicks them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from pygame import Rect

from game.ui.table.chrome import H, W
from game.ui.tavernkit import layout as K

MIDDLE_H = 282
SLIVER = 2  # the least a plain dwarf's strip shows of itself in a squeezed column


@dataclass(frozen=True)
class Frame:
    """The big areas of the table. The compact frame shows opponents as one-line summaries and
    gives the room to the player's own board, with larger rows, for small screens."""

    opponents: Rect
    taverns: Rect
    heroes: Rect
    treasure: Rect
    distinctions: Rect
    decks: Rect
    board: Rect
    coins: Rect
    army: Rect
    command: Rect
    strip_h: int
    camp: Rect | None = None  # Thingvellir: the camp, between the heroes and the treasure


def middle_areas(frame: Frame) -> dict[str, Rect]:
    """The rectangles the middle of the table redraws as parts: each area of the frame grown
    to the middle of the gaps around it, so labels printed under a row stay inside."""
    top, bottom = frame.opponents.bottom + 4, frame.board.y - 4
    left = (frame.taverns.right + frame.heroes.x) // 2
    right = (frame.heroes.right + frame.distinctions.x) // 2
    split = frame.treasure.y  # hero cards cast their shadow into the gap under them
    side = frame.decks.y - 3
    areas = {
        "taverns": Rect(0, top, left, bottom - top),
        "heroes": Rect(left, top, right - left, split - top),
        "treasure": Rect(left, split, right - left, bottom - split),
        "distinctions": Rect(right, top, W - right, side - top),
        "decks": Rect(right, side, W - right, bottom - side),
    }
    if frame.camp is not None:  # the camp takes the left of the treasure's row
        cut = (frame.camp.right + frame.treasure.x) // 2
        areas["camp"] = Rect(left, split, cut - left, bottom - split)
        areas["treasure"] = Rect(cut, split, right - cut, bottom - split)
    return areas


def make_frame(compact: bool, camp: bool = False) -> Frame:
    """`camp`: a Thingvellir game, whose 27 heroes take two rows of smaller cards and whose
    camp sits left of the treasure, the treasure's coins in two rows."""
    opponents = Rect(8, 50, W - 16, 96 if compact else 214)
    y = opponents.bottom + 8
    board = Rect(8, y + MIDDLE_H + 8, W - 16, H - 8 - (y + MIDDLE_H + 8))
    coins, army, command = K.board_areas(board, 360, 820)
    heroes_h = CAMP_HEROES_H if camp else 186
    below = Rect(516, y + heroes_h + 6, 716, MIDDLE_H - heroes_h - 6)
    treasure = Rect(below.right - CAMP_TREASURE_W, below.y, CAMP_TREASURE_W, below.h)
    return Frame(
        opponents=opponents,
        taverns=Rect(8, y, 500, MIDDLE_H),
        heroes=Rect(516, y, 716, heroes_h),
        treasure=treasure if camp else below,
        distinctions=Rect(1240, y, 352, 150),
        decks=Rect(1240, y + 156, 352, 126),
        board=board,
        coins=coins,
        army=army,
        command=command,
        strip_h=32 if compact else 26,
        camp=Rect(below.x, below.y, below.w - CAMP_TREASURE_W - 6, below.h) if camp else None,
    )


TAVERN_CARD = (64, 88)
HERO_CARD = (58, 80)
SMALL_HERO_CARD = (48, 66)  # Thingvellir's pool of 27: two rows of 14
CAMP_CARD = (52, 72)
CAMP_HEROES_H = 156
CAMP_TREASURE_W = 300
# Five cards and their owners' tags (two lines for "Clan neutre") inside the 352 × 150 px of
# their panel.
DISTINCTION_CARD = (64, 82)
DISTINCTION_GAP = 5
MINI_STRIP_H = 15
COIN = 58
HAND_COIN = 52
MINI_COIN = 26


@dataclass(frozen=True)
class Chip:
    """A card of an opponent's command zone, drawn as a labelled chip: its emblem, its name and,
    for a mythology card, a marker (token, captured card or strength). The three never overlap,
    so a name always reads whole."""

    card: Rect
    icon: Rect
    name: Rect
    marker: Rect | None


CHIP_H = 22
CHIP_MIN_W = 104  # emblem + a name such as "Brynhildr" at 12 px + a marker
CHIP_MAX_W = 130
CHIP_GAP = 4
CHIP_ROWS = 3


@dataclass
class SeatBoxes:
    """The rectangles of one seat's board."""

    panel: Rect
    header: Rect
    gem: Rect
    slots: list[Rect]  # board coin slots: taverns 0-2, pouch 3-4
    hand: list[Rect]  # coins in hand, in the order of the view's hand list
    columns: list[Rect]  # the five army columns (header included)
    strips: dict[str, Rect] = field(default_factory=dict)  # card key -> its strip
    command: list[tuple[str, Rect]] = field(default_factory=list)  # command zone cards
    distinctions: list[tuple[int, Rect]] = field(default_factory=list)
    score: Rect = field(default_factory=Rect)
    chips: dict[str, Chip] = field(default_factory=dict)  # an opponent's command zone
    pouch_hero: tuple[str, Rect] | None = None  # Zolkur on the pouch (Thingvellir)
    lost: list[tuple[str, Rect]] = field(default_factory=list)  # coins discarded (Járnglófi)


@dataclass
class Layout:
    frame: Frame
    seats: dict[int, SeatBoxes]
    tavern_rows: list[Rect]
    tavern_signs: list[Rect]
    tavern_cards: dict[str, Rect]
    heroes: dict[str, Rect]
    treasure: dict[int, Rect]
    distinctions: dict[int, Rect]
    decks: list[Rect]
    discard: Rect
    confirm: Rect
    hall: dict[str, Rect]  # the hero hall: larger rows with rule text, during a recruitment
    hall_panel: Rect
    drawn: dict[str, Rect]
    drawn_panel: Rect
    myth_deck: Rect | None  # Idavoll: the mythology deck and its reserve
    camp: dict[str, Rect] = field(default_factory=dict)  # Thingvellir: the camp's cards
    camp_slots: list[Rect] = field(default_factory=list)  # its five places, empty or not
    camp_decks: list[Rect] = field(default_factory=list)  # its decks of Age 1 and Age 2


def command_keys(seat_view: dict[str, Any]) -> list[str]:
    """The cards of a command zone: heroes (Zolkur aside while he sits on the pouch), then
    Thingvellir's artifacts and mercenaries waiting, then Idavoll's gods, giants and
    valkyries."""
    pouch = seat_view.get("pouch_hero")
    return [k for k in seat_view["command"] if k != pouch] + list(seat_view.get("myth", []))


def _lost(seat_view: dict[str, Any], hand: list[Rect], x: int, y: int, size: int, gap: int):
    """The coins a seat discarded for good, after its hand."""
    x = hand[-1].right + gap if hand else x
    return [
        (c, Rect(x + i * (size + gap), y, size, size))
        for i, c in enumerate(seat_view.get("coins_out", []))
    ]


Named = Callable[[str], bool] | None  # whether a card's strip carries its name, by key


def _strips(
    columns: list[Rect], seat_view: dict[str, Any], header: int, strip: int, named: Named
) -> dict[str, Rect]:
    """Every card of a board stacked in its column (`K.strips`); a squeezed column keeps the
    strips that carry a name (heroes, camp and mythology cards) whole and squeezes the plain
    dwarves, whose names nothing shows, to slivers, so no name is cut by the strip above it."""
    out: dict[str, Rect] = {}
    for column, keys in zip(columns, seat_view["columns"], strict=True):
        out.update(_stack(column, header, keys, strip, named))
    return out


def _stack(column: Rect, header: int, keys: list[str], strip: int, named: Named) -> dict[str, Rect]:
    room = column.h - header - 4
    if named is None or len(keys) * strip <= room:
        return K.stack(column, header, keys, strip)
    whole = [i for i, key in enumerate(keys[:-1]) if named(key)]
    while whole:  # too many names for the room: the oldest ones are squeezed too
        plain = len(keys) - 1 - len(whole)
        spare = room - (len(whole) + 1) * strip
        if plain and spare >= plain * SLIVER:
            break
        whole.pop(0)
    if not whole:
        return K.stack(column, header, keys, strip)
    step = spare / plain
    out, y = {}, float(column.y + header)
    for i, key in enumerate(keys):
        out[key] = Rect(column.x + 2, int(y), column.w - 4, strip)
        y += strip if i in whole else step
    return out


def _main_board(seat_view: dict[str, Any], f: Frame, named: Named = None) -> SeatBoxes:
    slot_y = f.coins.y + 80
    slots = [Rect(f.coins.x + 16 + i * 82, slot_y, COIN, COIN) for i in range(3)]
    pouch_y = slot_y + COIN + 26
    slots += [Rect(f.coins.x + 16 + i * 70, pouch_y, COIN, COIN) for i in range(2)]
    gem = Rect(f.coins.x + 16 + 2 * 82, pouch_y + 2, 54, 54)
    hand_y = pouch_y + COIN + 34
    hand = K.row(f.coins.x + 12, hand_y, len(seat_view["hand"]), HAND_COIN, 10)
    columns = K.columns(f.army)
    strips = _strips(columns, seat_view, 42, f.strip_h, named)
    command = _command(f.command, command_keys(seat_view), f.command.bottom - 100)
    pouch = seat_view.get("pouch_hero")
    dist = [
        (d, Rect(f.command.x + 10 + i * 46, f.command.bottom - 96, 40, 40))
        for i, d in enumerate(seat_view["distinctions"])
    ]
    return SeatBoxes(
        panel=f.board,
        header=Rect(f.board.x, f.board.y, f.board.w, 36),
        gem=gem,
        slots=slots,
        hand=hand,
        columns=columns,
        strips=strips,
        command=command,
        distinctions=dist,
        score=Rect(f.command.x + 10, f.command.bottom - 50, f.command.w - 20, 42),
        pouch_hero=(pouch, Rect(gem.right + 10, pouch_y - 6, *SMALL_HERO_CARD)) if pouch else None,
        lost=_lost(seat_view, hand, f.coins.x + 12, hand_y, HAND_COIN, 10),
    )


def _command(area: Rect, keys: list[str], bottom: int) -> list[tuple[str, Rect]]:
    """The main board's command zone: hero-sized cards, or smaller ones when a hoard of
    heroes, artifacts, mercenaries and mythology cards would run into the distinctions."""
    for card in (HERO_CARD, SMALL_HERO_CARD, (40, 55), (32, 44)):
        out = K.command_zone(area, 40, keys, card)
        if not out or out[-1][1].bottom <= bottom:
            return out
    return out


def _mini_top(panel: Rect, seat_view: dict[str, Any]) -> tuple[Rect, Rect, list[Rect], list[Rect]]:
    """The top of an opponent's board, full or summary: header, gem, coin slots and hand."""
    header = Rect(panel.x, panel.y, panel.w, 28)
    gem = Rect(panel.right - 30, panel.y + 3, 24, 24)
    slots = K.row(panel.x + 8, panel.y + 32, 3, MINI_COIN, 4)
    slots += K.row(panel.x + 8 + 3 * (MINI_COIN + 4) + 10, panel.y + 32, 2, MINI_COIN, 4)
    hand = K.row(slots[-1].right + 14, panel.y + 32, len(seat_view["hand"]), MINI_COIN, 3)
    return header, gem, slots, hand


def _mini_board(panel: Rect, seat_view: dict[str, Any], named: Named = None) -> SeatBoxes:
    """An opponent's board; below 150 px high, a summary: coins and the rank count per class."""
    if panel.h < 150:
        return _summary_board(panel, seat_view)
    header, gem, slots, hand = _mini_top(panel, seat_view)
    dist = [
        (d, Rect(panel.right - 8 - (i + 1) * 26, panel.bottom - 27, 24, 24))
        for i, d in enumerate(seat_view["distinctions"])
    ]
    chips = _chips(panel, seat_view, 26 * len(dist))
    rows = len({chip.card.y for chip in chips.values()} | {panel.bottom - 27})
    army = Rect(
        panel.x + 6, panel.y + 64, panel.w - 12, panel.h - 64 - 3 - rows * (CHIP_H + CHIP_GAP + 1)
    )
    columns = K.columns(army)
    strips = _strips(columns, seat_view, 18, MINI_STRIP_H, named)
    command = [(key, chip.card) for key, chip in chips.items()]
    return SeatBoxes(
        panel=panel,
        header=header,
        gem=gem,
        slots=slots,
        hand=hand,
        columns=columns,
        strips=strips,
        command=command,
        distinctions=dist,
        score=Rect(panel.right - 110, panel.y + 4, 76, 22),
        chips=chips,
        pouch_hero=_mini_pouch_hero(seat_view, slots),
        lost=_lost(seat_view, hand, slots[-1].right + 14, panel.y + 32, MINI_COIN, 3),
    )


def _mini_pouch_hero(seat_view: dict[str, Any], slots: list[Rect]) -> tuple[str, Rect] | None:
    """Zolkur on an opponent's pouch: a band across the lower half of its two coins."""
    pouch = seat_view.get("pouch_hero")
    if not pouch:
        return None
    left, right = slots[3], slots[4]
    return pouch, Rect(left.x - 2, left.centery, right.right - left.x + 4, left.h // 2 + 3)


def order_badge(box: SeatBoxes) -> Rect:
    """The disc before a chair's name giving its turn order while the taverns resolve."""
    big = box.panel.h > 300
    r = 11 if big else 9
    centre_y = box.panel.y + (20 if big else 15)
    return Rect(box.panel.x + 10, centre_y - r, 2 * r, 2 * r)


def _chips(panel: Rect, seat_view: dict[str, Any], reserved: int) -> dict[str, Chip]:
    """An opponent's command zone in rows of chips wide enough for a whole name; the bottom row
    leaves `reserved` pixels on the right to the distinctions, and more cards take more rows
    (the army above gives up the room) rather than squeezing names."""
    keys = command_keys(seat_view)
    room = panel.w - 16
    per_row = max(1, (room + CHIP_GAP) // (CHIP_MIN_W + CHIP_GAP))
    while True:  # past CHIP_ROWS rows (a rare hoard), chips narrow rather than crush the army
        width = min(CHIP_MAX_W, (room - (per_row - 1) * CHIP_GAP) // per_row)
        last = max(0, (room - reserved) // (width + CHIP_GAP))  # chips beside the distinctions
        above = -(-max(0, len(keys) - last) // per_row)  # rows over the bottom one
        if above < CHIP_ROWS or per_row >= len(keys):
            break
        per_row += 1
    tokens = seat_view.get("tokens", {})
    chips: dict[str, Chip] = {}
    for i, key in enumerate(keys):
        row, col = divmod(i, per_row)
        y = panel.bottom - 27 - (above - row) * (CHIP_H + CHIP_GAP + 1)
        card = Rect(panel.x + 8 + col * (width + CHIP_GAP), y, width, CHIP_H)
        icon = Rect(card.x + 2, card.y + 2, CHIP_H - 4, CHIP_H - 4)
        marker = (
            Rect(card.right - CHIP_H + 2, card.y + 2, CHIP_H - 4, CHIP_H - 4)
            if key in tokens
            else None
        )
        right = marker.x - 3 if marker is not None else card.right - 4
        chips[key] = Chip(
            card, icon, Rect(icon.right + 3, card.y, right - icon.right - 3, CHIP_H), marker
        )
    return chips


def _summary_board(panel: Rect, seat_view: dict[str, Any]) -> SeatBoxes:
    header, gem, slots, hand = _mini_top(panel, seat_view)
    columns = K.columns(Rect(panel.x + 6, panel.y + 64, panel.w - 12, 22))
    return SeatBoxes(
        panel=panel,
        header=header,
        gem=gem,
        slots=slots,
        hand=hand,
        columns=columns,
        score=Rect(panel.right - 110, panel.y + 4, 76, 22),
        pouch_hero=_mini_pouch_hero(seat_view, slots),
        lost=_lost(seat_view, hand, slots[-1].right + 14, panel.y + 32, MINI_COIN, 3),
    )


def compute(
    view: dict[str, Any], viewer: int, compact: bool = False, named: Named = None
) -> Layout:
    """Every rectangle of the table for `view`, seen from the chair of `viewer`; `named` says
    which cards' strips carry a name (see `_strips`)."""
    camp_game = bool(view["options"].get("thingvellir"))
    f = make_frame(compact, camp_game)
    seats = view["seats"]
    boxes: dict[int, SeatBoxes] = {viewer: _main_board(seats[viewer], f, named)}
    for seat, panel in K.opponents(f.opponents, viewer, len(seats), 520).items():
        boxes[seat] = _mini_board(panel, seats[seat], named)
    rows, signs, tavern_cards = K.taverns(view["taverns"], f.taverns, (120, 6), 132, TAVERN_CARD, 8)

    heroes = {}
    per_row, card, gap = (14, SMALL_HERO_CARD, 2) if camp_game else (11, HERO_CARD, 6)
    for i, key in enumerate(view["hero_pool"]):
        r, c = divmod(i, per_row)
        heroes[key] = Rect(
            f.heroes.x + 8 + c * (card[0] + gap),
            f.heroes.y + 20 + r * (card[1] + 2),
            *card,
        )

    values = range(5, len(view["treasure"]))
    if camp_game:  # two rows of smaller coins beside the camp
        treasure = {
            v: Rect(f.treasure.x + 8 + (i % 11) * 26, f.treasure.y + 26 + (i // 11) * 44, 24, 24)
            for i, v in enumerate(values)
        }
    else:
        treasure = {
            v: Rect(f.treasure.x + 8 + (v - 5) * 33, f.treasure.y + 30, 30, 30) for v in values
        }
    distinctions = {
        d: Rect(
            f.distinctions.x + 6 + d * (DISTINCTION_CARD[0] + DISTINCTION_GAP),
            f.distinctions.y + 28,
            *DISTINCTION_CARD,
        )
        for d in range(5)
    }
    decks = [Rect(f.decks.x + 10 + i * 84, f.decks.y + 24, 64, 88) for i in range(2)]
    discard = Rect(f.decks.x + 10 + 2 * 84, f.decks.y + 24, 64, 88)
    confirm = Rect(f.coins.x + 196, f.coins.y + 6, 154, 40)
    drawn_panel, drawn = K.drawn(view["drawn"], 300, 168)  # the Pioneer's 3 (6), Skymir's 5
    myth_deck = (
        Rect(f.decks.x + 10 + 3 * 84, f.decks.y + 24, 64, 88)
        if view["options"].get("idavoll")
        else None
    )
    hall_panel = Rect(150, 64, 1300, 772)
    hall = K.hall(view["hero_pool"], hall_panel, 62, (620, 58), 6)
    hall_panel, hall = _fit_hall(view["hero_pool"], hall_panel, hall)
    camp_slots, camp_decks = _camp_places(f.camp)
    camp = dict(zip(view.get("camp", []), camp_slots, strict=False))
    return Layout(
        f,
        boxes,
        rows,
        signs,
        tavern_cards,
        heroes,
        treasure,
        distinctions,
        decks,
        discard,
        confirm,
        hall,
        hall_panel,
        drawn,
        drawn_panel,
        myth_deck,
        camp,
        camp_slots,
        camp_decks,
    )


def _camp_places(area: Rect | None) -> tuple[list[Rect], list[Rect]]:
    """The camp's five card places after its title, then its two decks."""
    if area is None:
        return [], []
    w, h = CAMP_CARD
    y = area.y + 22
    slots = [Rect(area.x + 8 + i * (w + 4), y, w, h) for i in range(5)]
    decks = [Rect(slots[-1].right + 10 + i * (w + 6), y, w, h) for i in range(2)]
    return slots, decks


def _fit_hall(keys: list[str], panel: Rect, hall: dict[str, Rect]) -> tuple[Rect, dict[str, Rect]]:
    """The hero hall's rows; when a pool of 27 (Thingvellir) would run past the panel, the hall
    takes nearly the whole window with wider, thinner rows (a rule then needs fewer lines)."""
    if not hall or max(r.bottom for r in hall.values()) <= panel.bottom - 8:
        return panel, hall
    wide = Rect(40, 48, W - 80, H - 56)  # nearly the whole window, rows wider and thinner
    per_column = (len(keys) + 1) // 2
    row_h = (wide.h - 56 - 8) // per_column - 3
    return wide, K.hall(keys, wide, 56, ((wide.w - 60) // 2, row_h), 3)


def browser(keys: list[str]) -> tuple[Rect, dict[str, Rect]]:
    """A panel of cards to choose from over the middle of the table (the discard pile, for
    Andumia and Brisingamens): rows of up to 18 cards, as many rows as they need."""
    per_row = min(18, max(1, len(keys)))
    rows = -(-len(keys) // per_row)
    w, h = TAVERN_CARD
    step = w + 8
    width = max(520, 80 + per_row * step - 8)
    height = 76 + rows * (h + 10)
    panel = Rect(W // 2 - width // 2, max(60, 430 - height // 2), width, height)
    return panel, {
        key: Rect(
            panel.x + 40 + (i % per_row) * step, panel.y + 62 + (i // per_row) * (h + 10), w, h
        )
        for i, key in enumerate(keys)
    }

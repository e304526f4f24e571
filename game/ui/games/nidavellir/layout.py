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

MIDDLE_H = 282  # the compact frame's middle; the full frame's follows the opponents' height
SLIVER = 2  # the least a plain dwarf's strip shows of itself in a squeezed column
BOARD_H = 300  # the board in front of the screen (full frame)
OPPONENTS_H = (176, 214)  # the other chairs' boards in Age 1 (few cards yet), then Age 2
COINS_W, ARMY_W = 408, 820  # the board in front: its coins and its army; the command zone the rest
TAVERNS_W, HEROES_W = 500, 738  # the middle's columns; the distinctions and decks the rest
TREASURE_H = 84


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


def make_frame(compact: bool, camp: bool = False, early: bool = False) -> Frame:
    """`camp`: a Thingvellir game, whose 27 heroes take three rows of tiles and whose camp sits
    left of the treasure, the treasure's coins in two rows. `early`: Age 1, when the other
    chairs' boards hold few cards and are lower, the middle of the table taller; sizes change
    only with the Age, so nothing moves under the pointer during a decision."""
    opponents = Rect(8, 50, W - 16, 96 if compact else OPPONENTS_H[0 if early else 1])
    y = opponents.bottom + 8
    if compact:
        board = Rect(8, y + MIDDLE_H + 8, W - 16, H - 8 - (y + MIDDLE_H + 8))
    else:
        board = Rect(8, H - 8 - BOARD_H, W - 16, BOARD_H)
    middle_h = board.y - 8 - y
    coins, army, command = K.board_areas(board, COINS_W, ARMY_W)
    x = 8 + TAVERNS_W + 8
    side = Rect(x + HEROES_W + 8, y, W - 8 - (x + HEROES_W + 8), middle_h)
    heroes_h = _camp_heroes_h(middle_h) if camp else middle_h - TREASURE_H - 6
    below = Rect(x, y + heroes_h + 6, HEROES_W, middle_h - heroes_h - 6)
    treasure = Rect(below.right - CAMP_TREASURE_W, below.y, CAMP_TREASURE_W, below.h)
    return Frame(
        opponents=opponents,
        taverns=Rect(8, y, TAVERNS_W, middle_h),
        heroes=Rect(x, y, HEROES_W, heroes_h),
        treasure=treasure if camp else below,
        distinctions=Rect(side.x, y, side.w, 150),
        decks=Rect(side.x, y + 156, side.w, middle_h - 156),
        board=board,
        coins=coins,
        army=army,
        command=command,
        strip_h=32 if compact else 30,
        camp=Rect(below.x, below.y, below.w - CAMP_TREASURE_W - 6, below.h) if camp else None,
    )


def _camp_heroes_h(middle_h: int) -> int:
    """Thingvellir's pool: three rows of tiles up to `HERO_TILE_MAX_H`, the camp under it keeping
    room for its two rows of cards."""
    return min(HERO_TOP + 3 * (HERO_TILE_MAX_H + 2) + 4, middle_h - CAMP_MIN_H - 6)


def is_main(box: SeatBoxes) -> bool:
    """The board of the chair in front of the screen: the table's whole width."""
    return box.panel.w > W // 2


TAVERN_CARD = (72, 88)  # wide enough for a mythology card's name at 16 px
HERO_GAP = 4
HERO_TOP = 22  # the pool's title above its cards
HERO_MAX_H = 104
POUCH_HERO_CARD = (60, 66)  # Zolkur on the pouch, his name whole
HERO_TILE_MAX_H = 56  # Thingvellir's pool of 27: three rows of nine tiles, each name whole
CAMP_TILE_W, CAMP_TILE_MAX_H = 134, 52  # a camp card: its emblem beside its name
CAMP_DECK_W = 36
CAMP_MIN_H = 118  # the camp's title and two rows of its cards
CAMP_TREASURE_W = 300
# Five cards (an icon each: the name is in the tooltip) and their owners' tags, two lines for
# "Clan neutre" at 16 px, inside the 330 × 150 px of their panel.
DISTINCTION_CARD = (60, 74)
DISTINCTION_GAP = 5
PILE_MAX_H = 96  # the decks and the discard pile, their word under them; four fit the width
MINI_STRIP_H = 20  # an opponent's strip: a 16 px name or number and its pill
MINI_HEADER = 22  # an opponent's column header, its rank count at 16 px
MINI_TOP = 70  # an opponent's header and coins, above its columns
BIG_HEADER = 44  # a column header of the board in front of the screen: name, ranks, points
COIN = 60
HAND_COIN = 56
GEM = 56
MINI_COIN = 30  # a value at 16 px inside


@dataclass(frozen=True)
class Chip:
    """A card of a command zone, drawn as a labelled chip: its emblem (on the board in front of
    the screen, its portrait), its name and, for a mythology card, a marker (token, captured
    card or strength). The three never overlap, so a name always reads whole."""

    card: Rect
    icon: Rect
    name: Rect
    marker: Rect | None


CHIP_H = 24
CHIP_MIN_W = 124  # emblem + a name such as "Brynhildr" at 16 px + a marker
CHIP_MAX_W = 150
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
RowHeight = Callable[[str, int], int] | None  # a hall row's height for a hero, by key and width


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
    """The coins in three rows: the tavern places; the gem, the pouch and Zolkur beside it
    (the pouch's word clear of the hand's); the hand; then the army's columns and the
    command zone."""
    slot_y = f.coins.y + 76
    slots = [Rect(f.coins.x + 16 + i * 80, slot_y, COIN, COIN) for i in range(3)]
    pouch_y = slot_y + COIN + 14
    slots += [Rect(f.coins.x + 96 + i * 70, pouch_y, COIN, COIN) for i in range(2)]
    gem = Rect(f.coins.x + 18, pouch_y + (COIN - GEM) // 2, GEM, GEM)
    hand_y = pouch_y + COIN + 26  # the pouch's word and the hand's between the rows
    hand = K.row(f.coins.x + 16, hand_y, len(seat_view["hand"]), HAND_COIN, 10)
    columns = K.columns(f.army)
    strips = _strips(columns, seat_view, BIG_HEADER + 4, f.strip_h, named)
    chips = _command(f.command, seat_view, f.command.bottom - 100)
    pouch = seat_view.get("pouch_hero")
    dist = [
        (d, Rect(f.command.x + 10 + i * 46, f.command.bottom - 96, 40, 40))
        for i, d in enumerate(seat_view["distinctions"])
    ]
    zolkur = Rect(slots[4].right + 14, pouch_y - 3, *POUCH_HERO_CARD)
    return SeatBoxes(
        panel=f.board,
        header=Rect(f.board.x, f.board.y, f.board.w, 36),
        gem=gem,
        slots=slots,
        hand=hand,
        columns=columns,
        strips=strips,
        command=[(key, chip.card) for key, chip in chips.items()],
        distinctions=dist,
        score=Rect(f.command.x + 10, f.command.bottom - 50, f.command.w - 20, 42),
        chips=chips,
        pouch_hero=(pouch, zolkur) if pouch else None,
        lost=_lost(seat_view, hand, f.coins.x + 16, hand_y, HAND_COIN, 10),
    )


def _command(area: Rect, seat_view: dict[str, Any], bottom: int) -> dict[str, Chip]:
    """The main board's command zone: a chip per card, its portrait beside its whole name
    and its marker, two to a row; narrower and lower when a hoard of heroes, artifacts,
    mercenaries and mythology cards would run into the distinctions."""
    keys = command_keys(seat_view)
    tokens = seat_view.get("tokens", {})
    room = area.w - 20
    for per_row, h in ((2, 42), (3, 42), (3, 32), (4, 28)):
        width = (room - (per_row - 1) * 6) // per_row
        if -(-len(keys) // per_row) * (h + 4) <= bottom - (area.y + 40):
            break
    chips: dict[str, Chip] = {}
    for i, key in enumerate(keys):
        row, col = divmod(i, per_row)
        card = Rect(area.x + 10 + col * (width + 6), area.y + 40 + row * (h + 4), width, h)
        chips[key] = _chip(card, key in tokens)
    return chips


def _chip(card: Rect, marked: bool) -> Chip:
    """A chip's parts: its emblem (or portrait) square at the left, its marker square at the
    right when it carries one, its name between them."""
    side = card.h - 4
    icon = Rect(card.x + 2, card.y + 2, side, side)
    marker = Rect(card.right - side - 2, card.y + 2, side, side) if marked else None
    right = marker.x - 3 if marker is not None else card.right - 4
    return Chip(card, icon, Rect(icon.right + 4, card.y, right - icon.right - 4, card.h), marker)


def _mini_top(panel: Rect, seat_view: dict[str, Any]) -> tuple[Rect, Rect, list[Rect], list[Rect]]:
    """The top of an opponent's board, full or summary: header, gem, coin slots and hand."""
    header = Rect(panel.x, panel.y, panel.w, 30)
    gem = Rect(panel.right - 30, panel.y + 3, 24, 24)
    slots = K.row(panel.x + 8, panel.y + 34, 3, MINI_COIN, 4)
    slots += K.row(panel.x + 8 + 3 * (MINI_COIN + 4) + 10, panel.y + 34, 2, MINI_COIN, 4)
    hand = K.row(slots[-1].right + 14, panel.y + 34, len(seat_view["hand"]), MINI_COIN, 3)
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
        panel.x + 6,
        panel.y + MINI_TOP,
        panel.w - 12,
        panel.h - MINI_TOP - 3 - rows * (CHIP_H + CHIP_GAP + 1),
    )
    columns = K.columns(army)
    strips = _strips(columns, seat_view, MINI_HEADER + 2, MINI_STRIP_H, named)
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
        lost=_lost(seat_view, hand, slots[-1].right + 14, panel.y + 34, MINI_COIN, 3),
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
    big = is_main(box)
    r = 11 if big else 10
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
        chips[key] = _chip(card, key in tokens)
    return chips


def _summary_board(panel: Rect, seat_view: dict[str, Any]) -> SeatBoxes:
    header, gem, slots, hand = _mini_top(panel, seat_view)
    columns = K.columns(Rect(panel.x + 6, panel.y + MINI_TOP, panel.w - 12, MINI_HEADER))
    return SeatBoxes(
        panel=panel,
        header=header,
        gem=gem,
        slots=slots,
        hand=hand,
        columns=columns,
        score=Rect(panel.right - 110, panel.y + 4, 76, 22),
        pouch_hero=_mini_pouch_hero(seat_view, slots),
        lost=_lost(seat_view, hand, slots[-1].right + 14, panel.y + 34, MINI_COIN, 3),
    )


def compute(
    view: dict[str, Any],
    viewer: int,
    compact: bool = False,
    named: Named = None,
    row_height: RowHeight = None,
) -> Layout:
    """Every rectangle of the table for `view`, seen from the chair of `viewer`; `named` says
    which cards' strips carry a name (see `_strips`), `row_height` how tall a hero's row of
    the hall must be (see `_hall`)."""
    camp_game = bool(view["options"].get("thingvellir"))
    f = make_frame(compact, camp_game, view["age"] == 1)
    seats = view["seats"]
    boxes: dict[int, SeatBoxes] = {viewer: _main_board(seats[viewer], f, named)}
    for seat, panel in K.opponents(f.opponents, viewer, len(seats), 520).items():
        boxes[seat] = _mini_board(panel, seats[seat], named)
    card = _tavern_card(f.taverns, max(3, len(seats)))
    rows, signs, tavern_cards = K.taverns(view["taverns"], f.taverns, (100, 6), 110, card, 5)
    heroes = _pool(view["hero_pool"], f.heroes, camp_game)
    treasure = _treasure(f.treasure, range(5, len(view["treasure"])), camp_game)
    distinctions = {
        d: Rect(
            f.distinctions.x + 6 + d * (DISTINCTION_CARD[0] + DISTINCTION_GAP),
            f.distinctions.y + 26,
            *DISTINCTION_CARD,
        )
        for d in range(5)
    }
    piles = _piles(f.decks)
    decks, discard = piles[:2], piles[2]
    confirm = Rect(f.coins.x + 244, f.coins.y + 6, 154, 40)
    drawn_panel, drawn = K.drawn(view["drawn"], 300, 168)  # the Pioneer's 3 (6), Skymir's 5
    myth_deck = piles[3] if view["options"].get("idavoll") else None
    hall_panel, hall = _hall(view["hero_pool"], row_height)
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


def _tavern_card(area: Rect, per_tavern: int) -> tuple[int, int]:
    """A tavern's card: as tall as its row allows, as wide as a card of that height or as the
    row's room for all the cards a tavern gets (a card's name reads at 16 px from 72 px)."""
    h = min(112, area.h // 3 - 8)
    room = (area.w - 118 - (per_tavern - 1) * 5) // per_tavern
    return min(h * 82 // 100, room), h


def _pool(keys: list[str], area: Rect, camp: bool) -> dict[str, Rect]:
    """The heroes to recruit: two rows of eleven cards as tall as the area allows, or
    Thingvellir's 27 as three rows of nine tiles."""
    per_row, gap, rows = (9, 3, 3) if camp else (11, HERO_GAP, 2)
    w = (area.w - 16 - (per_row - 1) * gap) // per_row
    cap = HERO_TILE_MAX_H if camp else HERO_MAX_H
    h = min(cap, (area.h - HERO_TOP - 4) // rows - 2)
    return {
        key: Rect(
            area.x + 8 + (i % per_row) * (w + gap),
            area.y + HERO_TOP + (i // per_row) * (h + 2),
            w,
            h,
        )
        for i, key in enumerate(keys)
    }


def _treasure(area: Rect, values: range, camp: bool) -> dict[int, Rect]:
    """The Royal Treasure's coins in a row (two rows of smaller coins beside the camp)."""
    if camp:
        return {
            v: Rect(area.x + 8 + (i % 11) * 27, area.y + 20 + (i // 11) * 46, 26, 26)
            for i, v in enumerate(values)
        }
    step = min(40, (area.w - 16) // max(1, len(values)))
    return {
        v: Rect(area.x + 8 + i * step, area.y + 28, step - 2, step - 2)
        for i, v in enumerate(values)
    }


def _piles(area: Rect) -> list[Rect]:
    """The decks of Age 1 and Age 2, the discard pile and Idavoll's mythology deck, as large
    as the area lets four of them stand with their words under them."""
    h = min(PILE_MAX_H, area.h - 42)
    w = h * 73 // 100
    step = min(w + 26, (area.w - 26 - w) // 3)
    return [Rect(area.x + 18 + i * step, area.y + 18, w, h) for i in range(4)]


def _camp_places(area: Rect | None) -> tuple[list[Rect], list[Rect]]:
    """The camp's five card places after its title, in two rows of tiles, then its two decks
    at the end of the second row."""
    if area is None:
        return [], []
    w, h = CAMP_TILE_W, min(CAMP_TILE_MAX_H, (area.h - 30) // 2)
    places = [(0, i) for i in range(3)] + [(1, i) for i in range(2)]
    slots = [Rect(area.x + 6 + c * (w + 4), area.y + 22 + r * (h + 4), w, h) for r, c in places]
    x, y = slots[-1].right + 12, slots[-1].y
    decks = [Rect(x + i * (CAMP_DECK_W + 14), y, CAMP_DECK_W, h) for i in range(2)]
    return slots, decks


HALL = Rect(40, 48, W - 80, H - 56)  # nearly the whole window
HALL_TOP, HALL_GAP = 56, 3  # the rows under the hall's title, and between them


def _hall(keys: list[str], row_height: RowHeight) -> tuple[Rect, dict[str, Rect]]:
    """The hero hall: its rows in two columns (three for a pool too tall for two:
    Thingvellir's 27), each row as tall as its hero's rule needs (`row_height(key, width)`)
    and a little more where there is room; the panel no taller than its rows, so the news
    of the other chairs finds room under it."""
    room = HALL.h - HALL_TOP - 8
    for count in (2, 3):
        width = (HALL.w - 48 - 12 * (count - 1)) // count
        needs = [row_height(key, width) if row_height is not None else 58 for key in keys]
        per = -(-len(keys) // count)
        columns = [list(range(c * per, min(len(keys), (c + 1) * per))) for c in range(count)]
        used = [sum(needs[i] + HALL_GAP for i in rows) for rows in columns]
        if max(used) <= room:
            break
    out: dict[str, Rect] = {}
    bottom = HALL.y + HALL_TOP
    for c, rows in enumerate(columns):
        extra = max(0, min(6, (room - used[c]) // max(1, len(rows))))
        y = HALL.y + HALL_TOP
        for i in rows:
            out[keys[i]] = Rect(HALL.x + 24 + c * (width + 12), y, width, needs[i] + extra)
            y += needs[i] + extra + HALL_GAP
        bottom = max(bottom, y)
    return Rect(HALL.x, HALL.y, HALL.w, min(HALL.h, bottom + 8 - HALL.y)), out


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

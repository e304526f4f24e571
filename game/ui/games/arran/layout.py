"""Where everything of Arran's table sits, as rectangles computed from a view: pure and testable.

Top to bottom like the real table: the other Lords' fortresses, then the middle (the three
taverns; the Cognar pool over the Treasury; the Elite Cognars holder over the Era decks, the
discard, the 3-Exchange coin and the Pariah supply), and the Lord in front of the screen's
fortress, larger: talions, five Order columns, the command zone. What matters now is large: the
fortresses are as high as their columns need (`heights`, read as a round begins, so nothing
moves under a decision) and the middle takes the rest, its cards growing while the columns are
short; each panel of the middle is as large as what it holds. The compact table (the setting
for small screens) shows the other Lords as summaries and gives the room to the middle and the
Lord's own fortress, with taller rows. Nothing here draws.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pygame import Rect

from game.ui.table.chrome import H, W
from game.ui.tavernkit import layout as K

# The fortress in front of the screen, full and compact: at least its talions' rows, and under
# its columns' heads room for the coach's hint (560×196, game/ui/table/coach.py) over its columns
# while they are short, so the hint never covers the pool, the taverns or the player's things.
BOARD_H = ((260, 320), (260, 420))
STRIP_H = (36, 40)  # a card in one of its columns, at full height
OPPONENTS_H = (120, 220)  # another Lord's fortress: from one card a column to a long Era 2
COMPACT_OPPONENTS_H = 96  # the compact table's summaries: header, talions, each column's ranks
TAVERN_CARD = (64, 88)  # the smallest: the taverns' cards grow with the middle's height
TAVERN_CARD_MAX_H = 132
TAVERNS_MAX_W = 560  # five Lords' cards and the signs, beside a pool of whole names
AWARD_CARD = (62, 78)
DECK_CARD = (48, 66)
TREASURY_H = 80  # its title, a row of gold talions, how many of each
HOLDER_H, DECKS_H = 172, 130  # the Elite Cognars (cards, names, leaders); the piles under them
COMMAND_CARD = (76, 100)  # wide enough for a Cognar's name at 16 px; larger while few
COIN, HAND_COIN, GEM, MINI_COIN = 72, 60, 56, 30
MINI_STRIP_H = 20
COLUMN_HEADER, MINI_HEADER = 46, 20
MINI_TOP = 70  # another Lord's header and talions, above its columns
CHIP_H = 24
CHIP_W = (120, 150)  # a command card of another Lord: mark, whole name, points
COINS_W, ARMY_W = 420, 872  # the main board's coins and columns; its command zone the rest
COMMAND_TOP, COMMAND_FOOT = 76, 50  # the command zone's title and counts; its score
TOTAL_COGNARS = 23  # the pool at the game's start
POOL_TOP = 26  # the pool's title
HALL_TOP, HALL_ROW = 64, (650, 54)  # the recruitment's title; a Cognar's row, its text beside
POOL_CARD_W = 76  # the narrowest a Cognar of the pool is drawn as a card: its name whole


@dataclass(frozen=True)
class Heights:
    """How high the other Lords' fortresses and the one in front of the screen are drawn: set
    when a round begins (the presenter keeps them), so no region moves under a decision."""

    opponents: int
    board: int
    cognars: int = TOTAL_COGNARS  # in the pool: its rows


@dataclass(frozen=True)
class Frame:
    """The big areas of the table."""

    opponents: Rect
    taverns: Rect
    pool: Rect
    treasury: Rect
    holder: Rect
    decks: Rect
    board: Rect
    coins: Rect
    army: Rect
    command: Rect
    strip_h: int  # a card in a column of the fortress in front of the screen
    tavern_card: tuple[int, int]
    pool_tile: tuple[int, int]  # a Cognar to recruit: a card when tall enough, else a tile
    pool_per_row: int


def _scaled(size: tuple[int, int], h: int) -> tuple[int, int]:
    """A card of `size`'s proportions, `h` high."""
    return (h * size[0] // size[1], h)


def make_frame(compact: bool, heights: Heights | None = None, players: int = 4) -> Frame:
    """The areas: the other Lords along the top and the fortress in front of the screen along
    the foot, each as high as `heights` says, the middle given whatever lies between (the
    taverns' and the pool's cards are largest while the Lords' columns are short). Each panel
    of the middle is as large as what it holds: the wood shows between them, never an empty
    panel. The taverns as wide as `players` Lords' cards need, the Elite Cognars over the
    piles at the right, the Cognar pool over the Treasury between."""
    if heights is None:
        heights = Heights(OPPONENTS_H[0], BOARD_H[compact][0])
    opponents_h = COMPACT_OPPONENTS_H if compact else heights.opponents
    opponents = Rect(8, 50, W - 16, opponents_h)
    y = opponents.bottom + 6
    board = Rect(8, H - 8 - heights.board, W - 16, heights.board)
    middle_h = board.y - 6 - y
    count = max(3, players)
    widest = ((TAVERNS_MAX_W - 118) // count - 7) * TAVERN_CARD[1] // TAVERN_CARD[0]
    card = _scaled(
        TAVERN_CARD, max(TAVERN_CARD[1], min(TAVERN_CARD_MAX_H, middle_h // 3 - 16, widest))
    )
    taverns = Rect(8, y, 118 + count * (card[0] + 7), min(middle_h, 3 * (card[1] + 16)))
    holder = Rect(W - 8 - 420, y, 420, HOLDER_H)
    decks_h = min(DECKS_H, middle_h - HOLDER_H - 6)
    pool_x = taverns.right + 8
    room = Rect(pool_x, y, holder.x - 8 - pool_x, middle_h - 6 - TREASURY_H)
    per_row, tile = pool_grid(room, heights.cognars)
    rows = -(-heights.cognars // per_row)
    coins, army, command = K.board_areas(board, COINS_W, ARMY_W)
    return Frame(
        opponents=opponents,
        taverns=taverns,
        pool=Rect(room.x, y, room.w, POOL_TOP + rows * (tile[1] + 3) + 5),
        treasury=Rect(room.x, room.bottom + 6, room.w, TREASURY_H),
        holder=holder,
        decks=Rect(holder.x, y + middle_h - decks_h, holder.w, decks_h),
        board=board,
        coins=coins,
        army=army,
        command=command,
        strip_h=STRIP_H[compact],
        tavern_card=card,
        pool_tile=tile,
        pool_per_row=per_row,
    )


def pool_grid(room: Rect, count: int) -> tuple[int, tuple[int, int]]:
    """The `count` Cognars to recruit in rows of eight (of six in a narrow pool: each name reads
    whole), each as large as `room` lets them: a card with its portrait when the rows are
    tall enough, else a tile with its name and marks. Returns how many a row, and the size."""
    per_row = 8 if (room.w - 20) // 8 - 3 >= 76 else 6
    rows = max(1, -(-count // per_row))
    w = (room.w - 20) // per_row - 3
    h = (room.h - POOL_TOP - 5) // rows - 3
    if min(w, h * 3 // 4) >= POOL_CARD_W:
        return per_row, (min(w, h * 3 // 4), h)
    return per_row, (w, min(h, w * 2 // 3))


def heights(view: dict[str, Any], viewer: int, compact: bool) -> Heights:
    """The other Lords as high as their longest column with room for one more card and their
    command zones' rows of chips; the fortress in front of the screen as high as its longest
    column, its Shield track's next rank and its command zone (one card more) need; each
    within its bounds."""
    seats = view["seats"]
    panels = K.opponents(Rect(8, 0, W - 16, 1), viewer, len(seats), 560)
    longest, chips = 0, 0
    for seat, panel in panels.items():
        longest = max(longest, *(len(keys) for keys in seats[seat]["columns"]))
        chips = max(chips, _chip_grid(panel.w, len(seats[seat]["command"]))[2])
    need = MINI_TOP + MINI_HEADER + 1 + (longest + 1) * MINI_STRIP_H + 8 + chips * (CHIP_H + 3)
    own = seats[viewer]
    longest = max(len(keys) for keys in own["columns"])
    columns = COLUMN_HEADER + 2 + (longest + 1) * STRIP_H[compact] + 30
    command_w = W - 16 - COINS_W - ARMY_W - 16
    card = _scaled(COMMAND_CARD, COMMAND_CARD[1] * 4 // 5)
    rows = -(-(len(own["command"]) + 1) // max(1, (command_w - 10) // (card[0] + 6)))
    command = COMMAND_TOP + rows * (card[1] + 6) - 6 + COMMAND_FOOT
    low, high = BOARD_H[compact]
    return Heights(
        max(OPPONENTS_H[0], min(OPPONENTS_H[1], need)),
        max(low, min(high, max(columns, command))),
        len(view["cognars"]),
    )


def _chip_grid(panel_w: int, count: int) -> tuple[int, int, int]:
    """Another Lord's command chips: their width, how many a row, how many rows."""
    width = max(CHIP_W[0], min(CHIP_W[1], (panel_w - 16) // max(1, count) - 4))
    per_row = max(1, (panel_w - 12) // (width + 4))
    return width, per_row, -(-count // per_row) if count else 0


@dataclass
class SeatBoxes:
    """The rectangles of one Lord's fortress."""

    panel: Rect
    header: Rect
    gem: Rect
    slots: list[Rect]  # talions on the board: taverns 0-2, purse 3-4
    hand: list[Rect]  # talions in hand, in the order of the view's hand list
    columns: list[Rect]  # the five Order columns (header included)
    counts: Rect  # Malt, Occult and rune counts
    score: Rect
    strips: dict[str, Rect] = field(default_factory=dict)  # card key -> its strip
    command: list[tuple[str, Rect]] = field(default_factory=list)  # command zone cards
    big: bool = False  # the fortress in front of the screen, drawn large


@dataclass
class Layout:
    frame: Frame
    seats: dict[int, SeatBoxes]
    tavern_rows: list[Rect]
    tavern_signs: list[Rect]
    tavern_cards: dict[str, Rect]
    pool: dict[str, Rect]  # the Cognars still available
    treasury: dict[int, Rect]  # gold talion value -> its place
    awards: dict[str, Rect]  # the Elite Cognars holder and the Certification
    decks: list[Rect]
    discard: Rect
    exchange: Rect  # the 3-Exchange coin while nobody has it
    pariah: Rect  # the Pariah supply
    confirm: Rect
    hall_panel: Rect
    hall: dict[str, Rect]  # the recruitment: every Cognar as a row with its text
    drawn_panel: Rect
    drawn: dict[str, Rect]  # the Era 2 cards Svara looks at


def main_board(seat_view: dict[str, Any], f: Frame) -> SeatBoxes:
    """The fortress in front of the screen, laid densely: the tavern slots under their words
    and the purse beside them, the hand and the gem under them; the command zone's cards as
    large as its room lets all of them lie."""
    slot_y = f.coins.y + 70  # under the bid's button and the slots' words
    slots = K.row(f.coins.x + 14, slot_y, 3, COIN, 10)
    slots += K.row(slots[-1].right + 16, slot_y, 2, COIN, 8)
    hand_y = slot_y + COIN + 20  # the purse's word under the purse, the hand's over the hand
    gem = Rect(f.coins.right - 8 - GEM, hand_y, GEM, GEM)
    count = len(seat_view["hand"])
    size = min(HAND_COIN, (gem.x - 12 - f.coins.x - 12) // max(1, count) - 8)
    hand = K.row(f.coins.x + 12, hand_y, count, size, 8)
    columns = K.columns(f.army)
    keys = seat_view["command"]
    command = K.command_zone(f.command, COMMAND_TOP, keys, command_card(f.command, len(keys)))
    return SeatBoxes(
        panel=f.board,
        header=Rect(f.board.x, f.board.y, f.board.w, 36),
        gem=gem,
        slots=slots,
        hand=hand,
        columns=columns,
        counts=Rect(f.command.x + 10, f.command.y + 40, f.command.w - 20, 28),
        score=Rect(f.command.x + 10, f.command.bottom - 46, f.command.w - 20, 38),
        strips=K.strips(columns, seat_view, COLUMN_HEADER + 2, f.strip_h),
        command=command,
        big=True,
    )


def command_card(area: Rect, count: int) -> tuple[int, int]:
    """The size of the command zone's cards: the largest (up to a third larger than
    `COMMAND_CARD`) at which all `count` lie whole between its counts and its score, rows
    wrapping at its right as `K.command_zone` wraps them; past that, the smallest."""
    room = area.h - COMMAND_TOP - COMMAND_FOOT
    for h in range(COMMAND_CARD[1] * 4 // 3, COMMAND_CARD[1] * 4 // 5 - 1, -2):
        w, _ = _scaled(COMMAND_CARD, h)
        per_row = max(1, (area.w - 10) // (w + 6))
        if -(-count // per_row) * (h + 6) - 6 <= room:
            return w, h
    return _scaled(COMMAND_CARD, COMMAND_CARD[1] * 4 // 5)


def mini_board(panel: Rect, seat_view: dict[str, Any], summary: bool = False) -> SeatBoxes:
    """Another Lord's fortress: header (name, counts, score, gem), talions, columns of strips
    and the command zone in rows of chips along the foot; as a `summary` (the compact table),
    talions, counts and each column's ranks."""
    header = Rect(panel.x, panel.y, panel.w, 30)
    gem = Rect(panel.right - 28, panel.y + 4, 22, 22)
    slots = K.row(panel.x + 8, panel.y + 34, 3, MINI_COIN, 3)
    slots += K.row(slots[-1].right + 8, panel.y + 34, 2, MINI_COIN, 3)
    hand = K.row(slots[-1].right + 8, panel.y + 34, len(seat_view["hand"]), MINI_COIN, 2)
    counts = Rect(panel.x + 8, panel.y + 3, panel.w - 16, 24)  # in the header, before the score
    keys = [] if summary else seat_view["command"]
    width, per_row, rows = _chip_grid(panel.w, len(keys))
    top = panel.bottom - 4 - max(1, rows) * (CHIP_H + 3) + 3
    command = [
        (
            key,
            Rect(
                panel.x + 8 + (i % per_row) * (width + 4),
                top + (i // per_row) * (CHIP_H + 3),
                width,
                CHIP_H,
            ),
        )
        for i, key in enumerate(keys)
    ]
    foot = top - 3 if keys else panel.bottom - 4
    army = Rect(panel.x + 6, panel.y + MINI_TOP, panel.w - 12, foot - (panel.y + MINI_TOP))
    columns = K.columns(army, 4)
    strips = {} if summary else K.strips(columns, seat_view, MINI_HEADER + 1, MINI_STRIP_H)
    return SeatBoxes(
        panel=panel,
        header=header,
        gem=gem,
        slots=slots,
        hand=hand,
        columns=columns,
        counts=counts,
        score=Rect(panel.right - 112, panel.y + 3, 80, 20),
        strips=strips,
        command=command,
    )


def order_badge(box: SeatBoxes) -> Rect:
    """The disc before a Lord's name giving its turn order while the taverns resolve."""
    r = 11 if box.big else 10
    centre_y = box.panel.y + (18 if box.big else 15)
    return Rect(box.panel.x + 8, centre_y - r, 2 * r, 2 * r)


def compute(
    view: dict[str, Any],
    viewer: int,
    award_keys: list[str],
    compact: bool = False,
    sizes: Heights | None = None,
) -> Layout:
    """Every rectangle of the table for `view`, seen from the chair of `viewer`; `award_keys`
    are the Elite Cognars and the Certification in the holder's order (each keeps its place
    when won, shown there dimmed with its owner); `sizes`, the fortresses' heights as the
    round began (`heights` of this view when not given)."""
    seats = view["seats"]
    f = make_frame(compact, sizes or heights(view, viewer, compact), len(seats))
    boxes = {viewer: main_board(seats[viewer], f)}
    for seat, panel in K.opponents(f.opponents, viewer, len(seats), 560).items():
        boxes[seat] = mini_board(panel, seats[seat], compact)
    rows, signs, tavern_cards = K.taverns(
        view["taverns"], f.taverns, (104, 4), 114, f.tavern_card, 7
    )
    coin = max(24, min(30, (f.treasury.w - 24) // 21 - 2))
    treasury = {
        v: Rect(f.treasury.x + 12 + (v - 5) * (coin + 2), f.treasury.y + 30, coin, coin)
        for v in range(5, len(view["treasure"]))
    }
    awards = {
        key: Rect(f.holder.x + 6 + i * (AWARD_CARD[0] + 6), f.holder.y + 26, *AWARD_CARD)
        for i, key in enumerate(award_keys)
    }
    deck = _scaled(DECK_CARD, max(DECK_CARD[1], f.decks.h - 42))
    spots = [f.decks.x + 44 + i * 84 for i in range(5)]  # the centres of the five piles
    top = f.decks.y + 12
    decks = [Rect(spots[i] - deck[0] // 2, top, *deck) for i in range(2)]
    discard = Rect(spots[2] - deck[0] // 2, top, *deck)
    middle = top + deck[1] // 2
    exchange = Rect(spots[3] - 24, middle - 24, 48, 48)
    pariah = Rect(spots[4] - 26, middle - 26, 52, 52)
    confirm = Rect(f.coins.x + 180, f.coins.y + 6, 148, 40)
    per_column = -(-len(view["cognars"]) // 2)  # the hall's two columns of recruits
    hall_h = HALL_TOP + per_column * (HALL_ROW[1] + 5) + 19
    hall_panel = Rect(120, 60, 1360, min(780, hall_h))
    hall = K.hall(view["cognars"], hall_panel, HALL_TOP, HALL_ROW, 5)
    drawn_panel, drawn = K.drawn(view["drawn"], 290, 166)
    return Layout(
        f,
        boxes,
        rows,
        signs,
        tavern_cards,
        pool_places(view["cognars"], f),
        treasury,
        awards,
        decks,
        discard,
        exchange,
        pariah,
        confirm,
        hall_panel,
        hall,
        drawn_panel,
        drawn,
    )


def pool_places(keys: list[str], f: Frame) -> dict[str, Rect]:
    """The Cognars still to recruit in the frame's grid, in the view's order, each centred in
    its cell."""
    w, h = f.pool_tile
    step = (f.pool.w - 20) // f.pool_per_row
    return {
        key: Rect(
            f.pool.x + 10 + (i % f.pool_per_row) * step + (step - 3 - w) // 2,
            f.pool.y + POOL_TOP + (i // f.pool_per_row) * (h + 3),
            w,
            h,
        )
        for i, key in enumerate(keys)
    }

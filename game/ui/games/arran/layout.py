"""Where everything of Arran's table sits, as rectangles computed from a view: pure and testable.

Top to bottom like the real table: the other Lords' fortresses, then the middle (the three
taverns; the Cognar pool over the Treasury; the Elite Cognars holder over the Era decks, the
discard, the 3-Exchange coin and the Pariah supply), and the Lord in front of the screen's
fortress, larger: talions, five Order columns, the command zone. The compact table (the setting
for small screens) shows the other Lords as one-line summaries and gives the room to the Lord's
own fortress, with taller rows. Nothing here draws.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pygame import Rect

from game.ui.table.chrome import H, W
from game.ui.tavernkit import layout as K

MIDDLE_H = 288


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


def make_frame(compact: bool) -> Frame:
    opponents = Rect(8, 50, W - 16, 84 if compact else 204)
    y = opponents.bottom + 6
    board = Rect(8, y + MIDDLE_H + 6, W - 16, H - 8 - (y + MIDDLE_H + 6))
    pool = Rect(492, y, 672, 188)
    holder = Rect(1172, y, 420, 172)
    coins, army, command = K.board_areas(board, 336, 872)
    return Frame(
        opponents=opponents,
        taverns=Rect(8, y, 476, MIDDLE_H),
        pool=pool,
        treasury=Rect(492, pool.bottom + 6, 672, MIDDLE_H - 194),
        holder=holder,
        decks=Rect(1172, holder.bottom + 6, 420, MIDDLE_H - 178),
        board=board,
        coins=coins,
        army=army,
        command=command,
        strip_h=34 if compact else 26,
    )


TAVERN_CARD = (64, 88)
POOL_TILE = (79, 50)  # the 23 Cognars in three rows of eight tiles, each name whole
AWARD_CARD = (62, 78)  # its name under it, then who leads it
DECK_CARD = (48, 66)
COMMAND_CARD = (76, 100)  # wide enough for a Cognar's name at 16 px
COIN, HAND_COIN, MINI_COIN = 56, 50, 30
MINI_STRIP_H = 20
COLUMN_HEADER, MINI_HEADER = 46, 20
MINI_TOP = 70  # another Lord's header and talions, above its columns
CHIP_H = 24
CHIP_W = (120, 150)  # a command card of another Lord: mark, whole name, points


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

    @property
    def big(self) -> bool:
        return self.panel.h > 260


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
    """The fortress in front of the screen."""
    slot_y = f.coins.y + 84
    slots = [Rect(f.coins.x + 14 + i * 76, slot_y, COIN, COIN) for i in range(3)]
    purse_y = slot_y + COIN + 30
    slots += [Rect(f.coins.x + 14 + i * 70, purse_y, COIN, COIN) for i in range(2)]
    gem = Rect(f.coins.x + 14 + 2 * 76 + 2, purse_y + 2, 52, 52)
    hand_y = purse_y + COIN + 36
    hand = K.row(f.coins.x + 12, hand_y, len(seat_view["hand"]), HAND_COIN, 10)
    columns = K.columns(f.army)
    command = K.command_zone(f.command, 76, seat_view["command"], COMMAND_CARD)
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
    )


def mini_board(panel: Rect, seat_view: dict[str, Any]) -> SeatBoxes:
    """Another Lord's fortress: header (name, counts, score, gem), talions, columns of strips
    and the command zone in rows of chips along the foot; below 150 px high (the compact
    table), a summary: talions, counts and each column's ranks."""
    header = Rect(panel.x, panel.y, panel.w, 30)
    gem = Rect(panel.right - 28, panel.y + 4, 22, 22)
    slots = K.row(panel.x + 8, panel.y + 34, 3, MINI_COIN, 3)
    slots += K.row(slots[-1].right + 8, panel.y + 34, 2, MINI_COIN, 3)
    hand = K.row(slots[-1].right + 8, panel.y + 34, len(seat_view["hand"]), MINI_COIN, 2)
    counts = Rect(panel.x + 8, panel.y + 3, panel.w - 16, 24)  # in the header, before the score
    keys = seat_view["command"] if panel.h >= 150 else []
    width = max(CHIP_W[0], min(CHIP_W[1], (panel.w - 16) // max(1, len(keys)) - 4))
    per_row = max(1, (panel.w - 12) // (width + 4))
    rows = max(1, -(-len(keys) // per_row))  # a long command zone takes more rows, never less
    top = panel.bottom - 4 - rows * (CHIP_H + 3) + 3
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
    foot = top - 3 if panel.h >= 150 else panel.bottom - 4
    army = Rect(panel.x + 6, panel.y + MINI_TOP, panel.w - 12, foot - (panel.y + MINI_TOP))
    columns = K.columns(army, 4)
    strips = K.strips(columns, seat_view, MINI_HEADER + 1, MINI_STRIP_H) if panel.h >= 150 else {}
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
    view: dict[str, Any], viewer: int, award_keys: list[str], compact: bool = False
) -> Layout:
    """Every rectangle of the table for `view`, seen from the chair of `viewer`; `award_keys`
    are the Elite Cognars and the Certification in the holder's order (each keeps its place
    when won, shown there dimmed with its owner)."""
    f = make_frame(compact)
    seats = view["seats"]
    boxes = {viewer: main_board(seats[viewer], f)}
    for seat, panel in K.opponents(f.opponents, viewer, len(seats), 560).items():
        boxes[seat] = mini_board(panel, seats[seat])
    rows, signs, tavern_cards = K.taverns(view["taverns"], f.taverns, (104, 4), 114, TAVERN_CARD, 7)
    pool = {}
    for i, key in enumerate(view["cognars"]):
        r, c = divmod(i, 8)
        pool[key] = Rect(
            f.pool.x + 10 + c * (POOL_TILE[0] + 3),
            f.pool.y + 26 + r * (POOL_TILE[1] + 3),
            *POOL_TILE,
        )
    treasury = {
        v: Rect(f.treasury.x + 12 + (v - 5) * 30, f.treasury.y + 30, 28, 28)
        for v in range(5, len(view["treasure"]))
    }
    awards = {
        key: Rect(f.holder.x + 6 + i * (AWARD_CARD[0] + 6), f.holder.y + 26, *AWARD_CARD)
        for i, key in enumerate(award_keys)
    }
    spots = [f.decks.x + 44 + i * 84 for i in range(5)]  # the centres of the five piles
    top = f.decks.y + 12
    decks = [Rect(spots[i] - DECK_CARD[0] // 2, top, *DECK_CARD) for i in range(2)]
    discard = Rect(spots[2] - DECK_CARD[0] // 2, top, *DECK_CARD)
    exchange = Rect(spots[3] - 20, top + 13, 40, 40)
    pariah = Rect(spots[4] - 22, top + 11, 44, 44)
    confirm = Rect(f.coins.x + 180, f.coins.y + 6, 148, 40)
    hall_panel = Rect(120, 60, 1360, 780)
    hall = K.hall(view["cognars"], hall_panel, 64, (650, 54), 5)
    drawn_panel, drawn = K.drawn(view["drawn"], 290, 166)
    return Layout(
        f,
        boxes,
        rows,
        signs,
        tavern_cards,
        pool,
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

"""Rectangle helpers the taverns games' layouts share: rows of coins, the five columns of a
board and the strips stacked in them, the other chairs' boards side by side, the taverns' rows,
the hall of recruits, the command zone and the panel of drawn cards. Pure: each game's layout
passes its own sizes."""

from __future__ import annotations

from typing import Any

from pygame import Rect

from game.ui.table.chrome import W


def board_areas(board: Rect, coins_w: int, army_w: int) -> tuple[Rect, Rect, Rect]:
    """The board in front of the screen cut left to right: its coins, its army's columns, its
    command zone (the rest)."""
    coins = Rect(board.x, board.y, coins_w, board.h)
    army = Rect(coins.right + 8, board.y, army_w, board.h)
    return coins, army, Rect(army.right + 8, board.y, board.right - army.right - 8, board.h)


def row(x: int, y: int, count: int, size: int, gap: int) -> list[Rect]:
    """`count` squares of `size` from (x, y) rightwards."""
    return [Rect(x + i * (size + gap), y, size, size) for i in range(count)]


def columns(area: Rect, gap: int = 6) -> list[Rect]:
    """The five columns of a board, side by side across `area`."""
    w = (area.w - 4 * gap) // 5
    return [Rect(area.x + i * (w + gap), area.y, w, area.h) for i in range(5)]


def stack(column: Rect, header: int, keys: list[str], strip: int) -> dict[str, Rect]:
    """Strips from the top of the column down; squeezed when the column runs long, and never
    past its bottom (where an opponent's command zone begins)."""
    room = column.h - header - 4
    step = strip if len(keys) * strip <= room else (room - strip) / max(1, len(keys) - 1)
    return {
        key: Rect(column.x + 2, column.y + header + int(i * step), column.w - 4, strip)
        for i, key in enumerate(keys)
    }


def strips(
    board_columns: list[Rect], seat_view: dict[str, Any], header: int, strip: int
) -> dict[str, Rect]:
    """Every card of a board, stacked in its column."""
    out: dict[str, Rect] = {}
    for column, keys in zip(board_columns, seat_view["columns"], strict=True):
        out.update(stack(column, header, keys, strip))
    return out


def opponents(area: Rect, viewer: int, n: int, widest: int) -> dict[int, Rect]:
    """The other chairs' boards in turn order from the viewer's left, centred in `area`, each
    at most `widest` pixels wide."""
    others = [(viewer + k) % n for k in range(1, n)]
    gap = 8
    width = min(widest, (area.w - gap * (len(others) - 1)) // max(1, len(others)))
    total = width * len(others) + gap * (len(others) - 1)
    x = area.x + (area.w - total) // 2
    panels = {}
    for seat in others:
        panels[seat] = Rect(x, area.y, width, area.h)
        x += width + gap
    return panels


def taverns(
    view_taverns: list[list[str]],
    area: Rect,
    sign: tuple[int, int],
    first: int,
    card: tuple[int, int],
    gap: int,
) -> tuple[list[Rect], list[Rect], dict[str, Rect]]:
    """The taverns' rows down `area`: each row, its sign (`sign`: its width, and its margin
    above and below) and its cards from `first` pixels into the row, `gap` apart."""
    rows, signs, cards = [], [], {}
    row_h = area.h // 3
    for t, keys in enumerate(view_taverns):
        row_rect = Rect(area.x, area.y + t * row_h, area.w, row_h - 4)
        rows.append(row_rect)
        signs.append(Rect(row_rect.x + 4, row_rect.y + sign[1], sign[0], row_rect.h - 2 * sign[1]))
        for i, key in enumerate(keys):
            cards[key] = Rect(
                row_rect.x + first + i * (card[0] + gap),
                row_rect.y + (row_rect.h - card[1]) // 2,
                *card,
            )
    return rows, signs, cards


def command_zone(
    area: Rect, top: int, keys: list[str], card: tuple[int, int]
) -> list[tuple[str, Rect]]:
    """The command zone's cards in rows from `top` under the area's top, wrapping at its right."""
    out = []
    x, y = area.x + 10, area.y + top
    for key in keys:
        out.append((key, Rect(x, y, *card)))
        x += card[0] + 6
        if x + card[0] > area.right - 6:
            x, y = area.x + 10, y + card[1] + 6
    return out


def hall(
    keys: list[str], panel: Rect, top: int, size: tuple[int, int], gap: int
) -> dict[str, Rect]:
    """The hall of recruits: a row each, in two columns, from `top` under the panel's top."""
    per_column = (len(keys) + 1) // 2
    out = {}
    for i, key in enumerate(keys):
        c, r = divmod(i, per_column)
        out[key] = Rect(
            panel.x + 24 + c * (size[0] + 12), panel.y + top + r * (size[1] + gap), *size
        )
    return out


def drawn(view_drawn: list[str], top: int, card_h: int) -> tuple[Rect, dict[str, Rect]]:
    """The panel of the cards a decision draws (others' draws stay hidden), and each card."""
    seen = [key for key in view_drawn if key != "?"]
    width = max(520, 80 + len(seen) * 140 - 20)
    panel = Rect(W // 2 - width // 2, top, width, 260)
    return panel, {
        key: Rect(panel.x + 40 + i * 140, panel.y + 60, 120, card_h) for i, key in enumerate(seen)
    }

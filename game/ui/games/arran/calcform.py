"""The Arran score calculator's form: the fortresses entered so far, scored live by the calculator,
where each field sits on the screen, and what each click means (shared by drawing, clicking and
the tests; the scene in `calculator` adds the events and the drawing).

The sheet is never computed here: the entries become the table document `python main.py score
--game arran FILE.yaml` reads, and `calculator.score_table` validates and scores it, so the window
and the command cannot disagree.
"""

from __future__ import annotations

from typing import Any

from pygame import Rect

from game.arran.calculator import COINS_PER_LORD, order_choices, score_table
from game.arran.cards import RANK_ALLY, RANK_BLACK, Table, default_table
from game.arran.data import ORDER_KEYS
from game.core.errors import DataError
from game.taverns import coins as cn
from game.ui.games.arran.calcentry import (
    Entry,
    coin_steps,
    placed,
    ranks,
    wanderer_values,
    word,
)
from game.ui.scenes.base import Scene
from game.ui.widgets import Button

SOURCE = "calculator"  # what `score_table` puts before its messages; stripped for display
MAX_NAME = 14

# Geometry (logical 1600×900), shared by drawing and clicking.
EDITOR = Rect(20, 80, 1050, 812)
SHEET = Rect(1084, 80, 496, 740)
X0, X1 = EDITOR.x + 16, EDITOR.right - 16
TAB_Y, NAME_Y, ROWS_Y, ROW_H, ROW_GAP = 92, 142, 188, 42, 4
PARIAH_Y = ROWS_Y + 5 * (ROW_H + ROW_GAP)
COGNARS_Y, TILE_H, TILE_GAP, TILE_COLS = 462, 44, 5, 6
AWARDS_Y, COINS_Y = 694, 772
HEAD_GAP = 28  # from a section's heading to its first row
LABEL_W, ADD_W, ADD_GAP = 138, 36, 3
CHIP_W, CHIP_H, CHIP_GAP = 32, 38, 3
CHIPS_X = X0 + LABEL_W + 10 + 13 * (ADD_W + ADD_GAP) + 8
CHIPS_END = X1 - 74  # room at the row end for its rank count
SQUARE = 18  # a column square on a Mercenary's or Ga'at's tile


class CalculatorForm(Scene):
    """2–5 Lords' fortresses as entered, their score, and the geometry of the form."""

    back: Button  # set by the scene

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.table: Table = default_table()
        table = self.table
        self.choices = order_choices(table)
        self.steps = coin_steps(table)
        self.cognars = [table.cards[c].key for c in table.cognars]
        self.awards = [table.cards[c].key for c in (*table.elites, table.liquor)]
        self.ally = table.cards[table.ally].key
        self.liquor = table.cards[table.liquor].key
        self.bringer = next(c.key for c in table.cards if c.effect("bring_ally"))
        self.count = 3
        self.selected = 0
        self.entries = [self._blank(i) for i in range(table.max_players)]
        self.editing = False
        self.mouse = (-1, -1)
        self.result: dict[str, Any] | None = None
        self.problem: str | None = None
        # What the last frame drew, so tests check the screen rather than the model.
        self.shown: dict[str, Any] | None = None
        self.shown_problem: str | None = None
        self.recompute()

    # ------------------------------------------------------------------ model

    def _default_name(self, index: int) -> str:
        return word(self.app.t, "default_name", n=index + 1)

    def _blank(self, index: int) -> Entry:
        bronze = [cn.coin(v, cn.BRONZE) for v in self.table.starting_coins]
        return Entry(self._default_name(index), bronze)

    @property
    def entry(self) -> Entry:
        return self.entries[self.selected]

    def document(self) -> dict[str, Any]:
        """The entries as the YAML file's document, for `score_table`."""
        players = []
        for i, e in enumerate(self.entries[: self.count]):
            player = e.document()
            player["name"] = e.name.strip() or self._default_name(i)
            players.append(player)
        return {"players": players}

    def recompute(self) -> None:
        """Drop tokens no card can carry any more, then score the table again; a refused table
        keeps its message instead of a sheet."""
        for e in self.entries:
            values = wanderer_values(self.table, e)
            e.pariah = {v: min(n, values[v] - 1) for v, n in e.pariah.items() if values[v] > 1}
        try:
            self.result, self.problem = score_table(self.document(), SOURCE), None
        except DataError as exc:
            self.result = None
            self.problem = str(exc).removeprefix(f"{SOURCE}: ")

    def owner(self, key: str) -> int | None:
        """The other Lord (index) who already holds this Cognar, Elite or Certification."""
        for i, e in enumerate(self.entries[: self.count]):
            held = key in e.cognars or key in e.elites or (key == self.liquor and e.certification)
            if i != self.selected and held:
                return i
        return None

    def is_free(self, key: str) -> bool:
        """A Mercenary or Ga'at: its owner says which column it stands in."""
        return self.table.cards[self.table.card_ids[key]].rank in (RANK_ALLY, RANK_BLACK)

    def apply(self, target: tuple[Any, ...]) -> None:
        """Change the entries as one click on `target` means (the scene handles the name field
        and Back), then score the table again."""
        kind, e = target[0], self.entry
        if kind == "count":
            self.count = target[1]
            self.selected = min(self.selected, self.count - 1)
        elif kind == "tab":
            self.selected = target[1]
        elif kind == "clear":
            self.entries[self.selected] = self._blank(self.selected)
            self.entries[self.selected].name = e.name
        elif kind == "add":
            e.cards[target[1]].append(target[2])
        elif kind == "remove":
            e.cards[target[1]].pop(target[2])
        elif kind == "pariah":
            value = target[1]
            room = wanderer_values(self.table, e)[value] - 1
            e.pariah[value] = (e.pariah.get(value, 0) + 1) % (room + 1)
        elif kind == "cognar":
            self._toggle_cognar(e, target[1])
        elif kind == "column":
            if target[1] not in e.cognars:
                self._toggle_cognar(e, target[1])
            e.columns[target[1]] = target[2]
        elif kind == "award":
            if target[1] == self.liquor:
                e.certification = not e.certification
            elif target[1] in e.elites:
                e.elites.remove(target[1])
            else:
                e.elites.append(target[1])
        elif kind in ("coin_up", "coin_down"):
            i = target[1]
            step = self.steps.index(e.coins[i]) + (1 if kind == "coin_up" else -1)
            e.coins[i] = self.steps[max(0, min(len(self.steps) - 1, step))]
        self.recompute()

    def _toggle_cognar(self, e: Entry, key: str) -> None:
        """Take a Cognar in or out; Oboron and Ga'at come and go together (spec A-02), and a
        Mercenary or Ga'at first stands in the column with the fewest ranks, where it would
        complete a line."""
        group = [self.bringer, self.ally] if key in (self.bringer, self.ally) else [key]
        if key in e.cognars:
            for k in group:
                e.cognars.remove(k)
                e.columns.pop(k, None)
            return
        for k in group:
            e.cognars.append(k)
            if self.is_free(k):
                counts = ranks(self.table, e)
                e.columns[k] = ORDER_KEYS[counts.index(min(counts))]

    # ------------------------------------------------------------------ geometry

    def count_rects(self) -> list[Rect]:
        return [Rect(EDITOR.right - 4 * 56 + i * 56, 22, 48, 44) for i in range(4)]

    def tab_rects(self) -> list[Rect]:
        width = min(250, (X1 - X0 - (self.count - 1) * 8) // self.count)
        return [Rect(X0 + i * (width + 8), TAB_Y, width, 42) for i in range(self.count)]

    def name_rect(self) -> Rect:
        return Rect(X0 + 80, NAME_Y, 280, 36)

    def clear_rect(self) -> Rect:
        return Rect(X0 + 372, NAME_Y, 120, 36)

    def row_rect(self, column: int) -> Rect:
        return Rect(X0, ROWS_Y + column * (ROW_H + ROW_GAP), X1 - X0, ROW_H)

    def add_rects(self, column: int) -> list[tuple[Rect, tuple[Any, ...]]]:
        row = self.row_rect(column)
        x, y = row.x + LABEL_W + 10, row.y + (ROW_H - ADD_W) // 2
        return [
            (Rect(x + i * (ADD_W + ADD_GAP), y, ADD_W, ADD_W), ("add", column, text))
            for i, text in enumerate(self.choices[column])
        ]

    def chip_rects(self, column: int, n: int) -> list[Rect]:
        """Chips overlap like a fanned hand when a column holds more than the row's room."""
        row = self.row_rect(column)
        step = CHIP_W + CHIP_GAP
        if n > 1:
            step = min(step, (CHIPS_END - CHIPS_X - CHIP_W) // (n - 1))
        y = row.y + (ROW_H - CHIP_H) // 2
        return [Rect(CHIPS_X + i * step, y, CHIP_W, CHIP_H) for i in range(n)]

    def pariah_rects(self) -> list[tuple[Rect, int]]:
        """A button per value the Wanderers column holds twice or more."""
        values = wanderer_values(self.table, self.entry)
        shown = sorted(v for v, n in values.items() if n > 1)
        return [(Rect(X0 + 250 + i * 74, PARIAH_Y + 2, 66, 30), v) for i, v in enumerate(shown)]

    def tile_rect(self, index: int) -> Rect:
        width = (X1 - X0 - (TILE_COLS - 1) * TILE_GAP) // TILE_COLS
        row, col = divmod(index, TILE_COLS)
        top = COGNARS_Y + HEAD_GAP + row * (TILE_H + TILE_GAP)
        return Rect(X0 + col * (width + TILE_GAP), top, width, TILE_H)

    def square_rects(self, tile: Rect) -> list[Rect]:
        """The five column squares along the bottom of a chosen Mercenary's or Ga'at's tile."""
        right = tile.right - 6
        return [
            Rect(right - (5 - i) * (SQUARE + 3) + 3, tile.bottom - SQUARE - 4, SQUARE, SQUARE)
            for i in range(len(ORDER_KEYS))
        ]

    def award_rect(self, index: int) -> Rect:
        width = (X1 - X0 - 5 * 8) // 6
        return Rect(X0 + index * (width + 8), AWARDS_Y + HEAD_GAP, width, 44)

    def coin_rects(self, index: int) -> tuple[Rect, Rect, Rect]:
        width = (X1 - X0) // COINS_PER_LORD
        cx, cy = X0 + index * width + width // 2, COINS_Y + HEAD_GAP + 30
        coin, less, more = Rect(0, 0, 56, 56), Rect(0, 0, 34, 34), Rect(0, 0, 34, 34)
        coin.center, less.center, more.center = (cx, cy), (cx - 56, cy), (cx + 56, cy)
        return less, coin, more

    def targets(self) -> list[tuple[Rect, tuple[Any, ...]]]:
        """Every clickable place and what it means, for the click handler and for tests."""
        out: list[tuple[Rect, tuple[Any, ...]]] = []
        out += [(r, ("count", i + 2)) for i, r in enumerate(self.count_rects())]
        out += [(r, ("tab", i)) for i, r in enumerate(self.tab_rects())]
        out += [(self.name_rect(), ("name",)), (self.clear_rect(), ("clear",))]
        e = self.entry
        extra = placed(self.table, e)
        for column in range(len(ORDER_KEYS)):
            out += self.add_rects(column)
            n = len(e.cards[column])
            chips = self.chip_rects(column, n + len(extra[column]))
            for i in range(n):
                rect = chips[i]
                # Only the uncovered slice of an overlapped chip answers, as on a fanned hand.
                if i + 1 < len(chips):
                    rect = rect.clip(Rect(rect.x, rect.y, chips[i + 1].x - rect.x, rect.h))
                out.append((rect, ("remove", column, i)))
        out += [(rect, ("pariah", value)) for rect, value in self.pariah_rects()]
        for i, key in enumerate(self.cognars):
            tile = self.tile_rect(i)
            if key in e.cognars and self.is_free(key):
                for rect, order in zip(self.square_rects(tile), ORDER_KEYS, strict=True):
                    out.append((rect, ("column", key, order)))
            out.append((tile, ("cognar", key)))
        out += [(self.award_rect(i), ("award", key)) for i, key in enumerate(self.awards)]
        for i in range(COINS_PER_LORD):
            less, _coin, more = self.coin_rects(i)
            out += [(less, ("coin_down", i)), (more, ("coin_up", i))]
        out.append((self.back.rect, ("back",)))
        return out

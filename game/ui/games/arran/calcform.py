"""The Arran score calculator's form: the fortresses entered so far, where Arran's own fields sit
on the screen, and what a click on them means (shared by drawing, clicking and the tests; the
scene in `calculator` draws them). The parts every game's calculator has (Lord count, tabs, name,
talions, the sheet) are `game.ui.calcscene`'s.

The sheet is never computed here: the entries become the table document `python main.py score
--game arran FILE.yaml` reads, and `calculator.score_table` validates and scores it, so the window
and the command cannot disagree.
"""

from __future__ import annotations

from typing import Any

from pygame import Rect

from game.arran.calculator import order_choices, score_table
from game.arran.cards import RANK_ALLY, RANK_BLACK, Table, default_table
from game.arran.data import ORDER_KEYS
from game.arran.scoring import CATEGORIES
from game.taverns import coins as cn
from game.ui.calcscene import SOURCE, CalculatorBase, Target
from game.ui.calcsheet import ScoreSheet
from game.ui.games.arran.calcentry import Entry, coin_steps, placed, ranks, wanderer_values
from game.ui.games.arran.calcsheet import category_mark
from game.ui.games.arran.verdict import calculator_reason

# Geometry (logical 1600×900), shared by drawing and clicking.
EDITOR = Rect(20, 80, 1050, 812)
SHEET = Rect(1084, 80, 496, 740)
X0, X1 = EDITOR.x + 16, EDITOR.right - 16
ROWS_Y, ROW_H, ROW_GAP = 188, 42, 4
PARIAH_Y = ROWS_Y + 5 * (ROW_H + ROW_GAP)
COGNARS_Y, TILE_H, TILE_GAP, TILE_COLS = 462, 44, 5, 6
AWARDS_Y, COINS_Y = 694, 772
HEAD_GAP = 28  # from a section's heading to its first row
LABEL_W, ADD_W, ADD_GAP = 138, 36, 3
CHIP_W = 32
SQUARE = 18  # a column square on a Mercenary's or Ga'at's tile


class CalculatorForm(CalculatorBase):
    """2–5 Lords' fortresses as entered, their score, and the geometry of Arran's fields (a
    tighter form than the shared defaults: five rows, Pariah tokens, 23 Cognars, six awards)."""

    # The shared parts' geometry and sizes where Arran's differ (the module's table above).
    EDITOR, MARGIN, COUNT_Y = EDITOR, X0 - EDITOR.x, 22
    SHEET = ScoreSheet(
        SHEET,
        top=SHEET.y + 118,
        row_h=44,
        label_w=160,
        label_x=32,
        categories=CATEGORIES,
        mark=category_mark,
        name_margin=10,
        reason=calculator_reason,
    )
    TAB_Y, TAB_H, TAB_RADIUS = 92, 42, 7
    NAME_Y, NAME_W, NAME_H, CLEAR_X = 142, 280, 36, 372
    ROWS_Y, ROW_GAP, HEAD_GAP = ROWS_Y, ROW_GAP, HEAD_GAP
    CHIP_W, CHIP_GAP = CHIP_W, 3
    CHIPS_X = X0 + LABEL_W + 10 + 13 * (ADD_W + ADD_GAP) + 8
    CHIPS_END = X1 - 74  # room at the row end for its rank count
    COIN_DY, COIN, STEPPER, STEPPER_DX = 30, 56, 34, 56
    BACK_GAP, BACK_H = 12, 56
    TITLE, TITLE_Y, COUNT_TEXT = 36, 44, 23
    TAB_TEXT, TAB_SCORE, TAB_PAD = 19, 21, 12
    FIELD_LABEL, FIELD_TEXT, NAME_RADIUS = 21, 19, 7
    HEADING, HEADING_RULE = 21, 15
    STEPPER_TEXT = 24

    def __init__(self, app: Any) -> None:
        self.table: Table = default_table()
        table = self.table
        self.choices = order_choices(table)
        self.steps = coin_steps(table)
        self.cognars = [table.cards[c].key for c in table.cognars]
        self.awards = [table.cards[c].key for c in (*table.elites, table.liquor)]
        self.ally = table.cards[table.ally].key
        self.liquor = table.cards[table.liquor].key
        self.bringer = next(c.key for c in table.cards if c.effect("bring_ally"))
        super().__init__(app, table.max_players)

    # ------------------------------------------------------------------ model

    def blank(self, index: int) -> Entry:
        bronze = [cn.coin(v, cn.BRONZE) for v in self.table.starting_coins]
        return Entry(self.default_name(index), bronze)

    def document(self) -> dict[str, Any]:
        """The entries as the YAML file's document, for `score_table`."""
        players = []
        for i, e in enumerate(self.entries[: self.count]):
            player = e.document()
            player["name"] = e.name.strip() or self.default_name(i)
            players.append(player)
        return {"players": players}

    def score(self, document: dict[str, Any]) -> dict[str, Any]:
        return score_table(document, SOURCE)

    def recompute(self) -> None:
        """Drop tokens no card can carry any more, then score the table again."""
        for e in self.entries:
            values = wanderer_values(self.table, e)
            e.pariah = {v: min(n, values[v] - 1) for v, n in e.pariah.items() if values[v] > 1}
        super().recompute()

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

    def apply(self, target: Target) -> None:
        """Arran's clicks: a dwarf's printed words, a Pariah token, a Cognar (and a free one's
        column), an Elite or the Certification; the rest is shared."""
        kind, e = target[0], self.entry
        if kind == "add":
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
            else:
                self.toggle(e.elites, target[1])
        else:
            super().apply(target)

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

    def add_rects(self, column: int) -> list[tuple[Rect, Target]]:
        row = self.row_rect(column)
        x, y = row.x + LABEL_W + 10, row.y + (ROW_H - ADD_W) // 2
        return [
            (Rect(x + i * (ADD_W + ADD_GAP), y, ADD_W, ADD_W), ("add", column, text))
            for i, text in enumerate(self.choices[column])
        ]

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

    def entry_targets(self) -> list[tuple[Rect, Target]]:
        """The Order rows' cards, the Pariah tokens, the Cognars (and a free one's column), the
        Elites and the Certification."""
        out: list[tuple[Rect, Target]] = []
        e = self.entry
        extra = placed(self.table, e)
        for column in range(len(ORDER_KEYS)):
            out += self.add_rects(column)
            n = len(e.cards[column])
            chips = self.chip_rects(column, n + len(extra[column]))
            out += [(self.uncovered(chips, i), ("remove", column, i)) for i in range(n)]
        out += [(rect, ("pariah", value)) for rect, value in self.pariah_rects()]
        for i, key in enumerate(self.cognars):
            tile = self.tile_rect(i)
            if key in e.cognars and self.is_free(key):
                for rect, order in zip(self.square_rects(tile), ORDER_KEYS, strict=True):
                    out.append((rect, ("column", key, order)))
            out.append((tile, ("cognar", key)))
        out += [(self.award_rect(i), ("award", key)) for i, key in enumerate(self.awards)]
        return out

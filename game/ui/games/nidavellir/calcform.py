"""The score calculator's form: the armies entered so far, scored live by the calculator, and
where each field sits on the screen (shared by drawing and clicking; see `calculator`).

The sheet is never computed here: the entries become the same table document `python main.py
score FILE.yaml` reads, and `calculator.score_table` validates and scores it, so the window and the
command cannot disagree.
"""

from __future__ import annotations

from typing import Any

from pygame import Rect

from game.core.errors import DataError
from game.nidavellir.calculator import COINS_PER_PLAYER, score_table
from game.nidavellir.data import CLASS_KEYS, Rules
from game.taverns import coins as cn
from game.ui.games.nidavellir.calcentry import Entry, bonus_ranks, coin_steps, dwarf_values
from game.ui.scenes.base import Scene
from game.ui.widgets import Button

SOURCE = "calculator"  # what `score_table` puts before its messages; stripped for display
MAX_NAME = 14
FIELD = (58, 44, 32)  # dark wells: unselected toggles, the name field, add buttons
FIELD_HOT = (84, 64, 44)
LIT = (240, 228, 200)  # a chosen toggle: lit parchment, dark ink

# Editor geometry (logical 1600×900), shared by drawing and clicking.
EDITOR = Rect(30, 84, 1060, 806)
X0, X1 = EDITOR.x + 20, EDITOR.right - 20
TAB_Y, NAME_Y, ROWS_Y, ROW_H, ROW_GAP = 100, 164, 220, 42, 6
HEROES_Y, HERO_H, HERO_GAP, HERO_COLS = 478, 54, 6, 7
DIST_Y, COINS_Y = 686, 772
HEAD_GAP = 30  # from a section's heading to its first row
LABEL_W, ADD_W, ADD_GAP = 168, 38, 4
CHIP_W, CHIP_H, CHIP_GAP = 34, 38, 4
CHIPS_X = X0 + LABEL_W + 12 + 8 * (ADD_W + ADD_GAP) + 16
CHIPS_END = X1 - 84  # room at the row end for its rank count


class CalculatorForm(Scene):
    """2–5 players' armies as entered, their score, and the geometry of the form."""

    back: Button  # set by the scene

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        rules: Rules = app.rules
        self.rules = rules
        self.values = dwarf_values(rules)
        # Classes whose cards carry no points (hunters, blacksmiths) are entered as counts.
        self.counted = {key for key, values in self.values.items() if values == [0]}
        self.steps = coin_steps(rules)
        self.heroes = [rules.heroes[card].key for card in rules.hero_order]
        self.count = 3
        self.selected = 0
        self.entries = [self._blank(i) for i in range(rules.max_players)]
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
        return self.app.t("calculator.default_name", n=index + 1)

    def _blank(self, index: int) -> Entry:
        start = [cn.coin(v, cn.BRONZE) for v in self.rules.starting_coins]
        return Entry(self._default_name(index), {key: [] for key in CLASS_KEYS}, start)

    @property
    def entry(self) -> Entry:
        return self.entries[self.selected]

    def table(self) -> dict[str, Any]:
        """The entries as the YAML file's document, for `score_table`."""
        players = []
        for i, e in enumerate(self.entries[: self.count]):
            cards: dict[str, Any] = {
                key: len(e.cards[key]) if key in self.counted else sorted(e.cards[key])
                for key in CLASS_KEYS
            }
            player: dict[str, Any] = {
                "name": e.name.strip() or self._default_name(i),
                "cards": cards,
                "heroes": list(e.heroes),
                "distinctions": list(e.distinctions),
                "coins": [cn.value_of(code) for code in e.coins],
            }
            if e.ylud is not None:
                player["ylud"] = e.ylud
            if e.armorer_card_discarded:
                player["armorer_card_discarded"] = True
            players.append(player)
        return {"players": players}

    def recompute(self) -> None:
        """Score the table again; a refused table keeps its message instead of a sheet."""
        try:
            self.result, self.problem = score_table(self.table(), SOURCE), None
        except DataError as exc:
            message = str(exc)
            self.result = None
            self.problem = message.removeprefix(f"{SOURCE}: ")

    def owner(self, kind: str, key: str) -> int | None:
        """The other player (index) who already holds this hero or distinction, if any."""
        for i, e in enumerate(self.entries[: self.count]):
            held = e.heroes if kind == "hero" else e.distinctions
            if i != self.selected and key in held:
                return i
        return None

    # ------------------------------------------------------------------ geometry

    def _count_rects(self) -> list[Rect]:
        return [Rect(EDITOR.right - 4 * 56 + i * 56, 24, 48, 44) for i in range(4)]

    def _tab_rects(self) -> list[Rect]:
        width = min(250, (X1 - X0 - (self.count - 1) * 8) // self.count)
        return [Rect(X0 + i * (width + 8), TAB_Y, width, 48) for i in range(self.count)]

    def _name_rect(self) -> Rect:
        return Rect(X0 + 80, NAME_Y, 300, 40)

    def _clear_rect(self) -> Rect:
        return Rect(X0 + 396, NAME_Y, 120, 40)

    def _row_rect(self, cls: int) -> Rect:
        return Rect(X0, ROWS_Y + cls * (ROW_H + ROW_GAP), X1 - X0, ROW_H)

    def _add_rects(self, cls: int) -> list[tuple[Rect, tuple[Any, ...]]]:
        key = CLASS_KEYS[cls]
        row = self._row_rect(cls)
        x = row.x + LABEL_W + 12
        y = row.y + (ROW_H - ADD_W) // 2
        if key in self.counted:
            return [
                (Rect(x, y, ADD_W, ADD_W), ("less", key)),
                (Rect(x + ADD_W + ADD_GAP, y, ADD_W, ADD_W), ("more", key)),
            ]
        return [
            (Rect(x + i * (ADD_W + ADD_GAP), y, ADD_W, ADD_W), ("add", key, value))
            for i, value in enumerate(self.values[key])
        ]

    def _chip_rects(self, cls: int, n: int) -> list[Rect]:
        """Chips overlap like a fanned hand when a column holds more than the row's room."""
        row = self._row_rect(cls)
        step = CHIP_W + CHIP_GAP
        if n > 1:
            step = min(step, (CHIPS_END - CHIPS_X - CHIP_W) // (n - 1))
        y = row.y + (ROW_H - CHIP_H) // 2
        return [Rect(CHIPS_X + i * step, y, CHIP_W, CHIP_H) for i in range(n)]

    def _hero_rect(self, index: int) -> Rect:
        width = (X1 - X0 - (HERO_COLS - 1) * HERO_GAP) // HERO_COLS
        row, col = divmod(index, HERO_COLS)
        return Rect(
            X0 + col * (width + HERO_GAP),
            HEROES_Y + HEAD_GAP + row * (HERO_H + HERO_GAP),
            width,
            HERO_H,
        )

    def _holds_armorer(self, e: Entry) -> bool:
        """Whether this player holds the distinction that brings a card into the army (the
        King's Great Armorer), whose card a hero may have discarded."""
        return any(d.effect == "card" and d.key in e.distinctions for d in self.rules.distinctions)

    def _discarded_rect(self) -> Rect:
        """The switch saying a hero's discard took the Armorer's card, at the heading's end."""
        return Rect(X1 - 34, DIST_Y - 4, 30, 30)

    def _ylud_rects(self) -> list[Rect]:
        return [Rect(X1 - (5 - i) * 44, HEROES_Y - 2, 38, 32) for i in range(len(CLASS_KEYS))]

    def _distinction_rect(self, index: int) -> Rect:
        width = (X1 - X0 - 4 * 10) // 5
        return Rect(X0 + index * (width + 10), DIST_Y + HEAD_GAP, width, 50)

    def _coin_rects(self, index: int) -> tuple[Rect, Rect, Rect]:
        width = (X1 - X0) // COINS_PER_PLAYER
        cx = X0 + index * width + width // 2
        cy = COINS_Y + HEAD_GAP + 40
        coin = Rect(0, 0, 66, 66)
        coin.center = (cx, cy)
        less = Rect(0, 0, 36, 36)
        less.center = (cx - 64, cy)
        more = Rect(0, 0, 36, 36)
        more.center = (cx + 64, cy)
        return less, coin, more

    def targets(self) -> list[tuple[Rect, tuple[Any, ...]]]:
        """Every clickable place and what it means, for the click handler and for tests."""
        out: list[tuple[Rect, tuple[Any, ...]]] = []
        for i, rect in enumerate(self._count_rects()):
            out.append((rect, ("count", i + 2)))
        for i, rect in enumerate(self._tab_rects()):
            out.append((rect, ("tab", i)))
        out += [(self._name_rect(), ("name",)), (self._clear_rect(), ("clear",))]
        e = self.entry
        bonus = bonus_ranks(self.rules, e)
        for cls, key in enumerate(CLASS_KEYS):
            out += self._add_rects(cls)
            chips = self._chip_rects(cls, len(e.cards[key]) + len(bonus[cls]))
            for i in range(len(e.cards[key])):
                rect = chips[i]
                # Only the uncovered slice of an overlapped chip answers, as on a fanned hand.
                visible = (
                    rect
                    if i == len(chips) - 1
                    else rect.clip(Rect(rect.x, rect.y, chips[i + 1].x - rect.x, rect.h))
                )
                out.append((visible, ("remove", key, i)))
        for i, key in enumerate(self.heroes):
            out.append((self._hero_rect(i), ("hero", key)))
        if "ylud" in e.heroes:
            for rect, key in zip(self._ylud_rects(), CLASS_KEYS, strict=True):
                out.append((rect, ("ylud", key)))
        for i, d in enumerate(self.rules.distinctions):
            out.append((self._distinction_rect(i), ("distinction", d.key)))
        if self._holds_armorer(e):
            out.append((self._discarded_rect(), ("armorer_discarded",)))
        for i in range(COINS_PER_PLAYER):
            less, _coin, more = self._coin_rects(i)
            out += [(less, ("coin_down", i)), (more, ("coin_up", i))]
        out.append((self.back.rect, ("back",)))
        return out

"""Nidavellir's score calculator form: the armies entered so far and where its own fields sit on
the screen (shared by drawing and clicking; see `calculator`). The parts every game's calculator
has (player count, tabs, name, coins, the sheet) are `game.ui.calcscene`'s.

The sheet is never computed here: the entries become the same table document `python main.py
score FILE.yaml` reads, and `calculator.score_table` validates and scores it, so the window and the
command cannot disagree.
"""

from __future__ import annotations

from typing import Any

from pygame import Rect

from game.nidavellir.calculator import score_table
from game.nidavellir.data import CLASS_KEYS, Rules
from game.nidavellir.scoring import CATEGORIES
from game.taverns import coins as cn
from game.ui.calcscene import SOURCE, CalculatorBase, Target
from game.ui.calcsheet import ScoreSheet
from game.ui.games.nidavellir.calcentry import Entry, bonus_ranks, coin_steps, dwarf_values
from game.ui.games.nidavellir.calcsheet import category_mark

# Editor geometry (logical 1600×900), shared by drawing and clicking.
EDITOR = Rect(30, 84, 1060, 806)
X0, X1 = EDITOR.x + 20, EDITOR.right - 20
HEROES_Y, HERO_H, HERO_GAP, HERO_COLS = 478, 54, 6, 7
DIST_Y, COINS_Y = 686, 772
HEAD_GAP = 30  # from a section's heading to its first row
LABEL_W, ADD_W, ADD_GAP = 168, 38, 4
CHIP_W = 34
SHEET = Rect(1110, 84, 460, 734)


class CalculatorForm(CalculatorBase):
    """2–5 players' armies as entered, their score, and the geometry of Nidavellir's fields."""

    EDITOR = EDITOR
    SHEET = ScoreSheet(
        SHEET,
        top=SHEET.y + 122,
        row_h=42,
        label_w=156,
        label_x=34,
        categories=CATEGORIES,
        mark=category_mark,
        shrink=0.8,
    )
    CHIPS_X = X0 + LABEL_W + 12 + 8 * (ADD_W + ADD_GAP) + 16
    CHIPS_END = X1 - 84  # room at the row end for its rank count

    def __init__(self, app: Any) -> None:
        rules: Rules = app.rules
        self.rules = rules
        self.values = dwarf_values(rules)
        # Classes whose cards carry no points (hunters, blacksmiths) are entered as counts.
        self.counted = {key for key, values in self.values.items() if values == [0]}
        self.steps = coin_steps(rules)
        self.heroes = [  # the base game's: the calculator scores no expansion's cards yet
            rules.heroes[card].key for card in rules.hero_order if not rules.heroes[card].expansion
        ]
        super().__init__(app, rules.max_players)

    # ------------------------------------------------------------------ model

    def blank(self, index: int) -> Entry:
        start = [cn.coin(v, cn.BRONZE) for v in self.rules.starting_coins]
        return Entry(self.default_name(index), {key: [] for key in CLASS_KEYS}, start)

    def document(self) -> dict[str, Any]:
        """The entries as the YAML file's document, for `score_table`."""
        players = []
        for i, e in enumerate(self.entries[: self.count]):
            cards: dict[str, Any] = {
                key: len(e.cards[key]) if key in self.counted else sorted(e.cards[key])
                for key in CLASS_KEYS
            }
            player: dict[str, Any] = {
                "name": e.name.strip() or self.default_name(i),
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

    def score(self, document: dict[str, Any]) -> dict[str, Any]:
        return score_table(document, SOURCE)

    def owner(self, kind: str, key: str) -> int | None:
        """The other player (index) who already holds this hero or distinction, if any."""
        for i, e in enumerate(self.entries[: self.count]):
            held = e.heroes if kind == "hero" else e.distinctions
            if i != self.selected and key in held:
                return i
        return None

    # ------------------------------------------------------------------ geometry

    def add_rects(self, cls: int) -> list[tuple[Rect, Target]]:
        key = CLASS_KEYS[cls]
        row = self.row_rect(cls)
        x = row.x + LABEL_W + 12
        y = row.y + (self.ROW_H - ADD_W) // 2
        if key in self.counted:
            return [
                (Rect(x, y, ADD_W, ADD_W), ("less", key)),
                (Rect(x + ADD_W + ADD_GAP, y, ADD_W, ADD_W), ("more", key)),
            ]
        return [
            (Rect(x + i * (ADD_W + ADD_GAP), y, ADD_W, ADD_W), ("add", key, value))
            for i, value in enumerate(self.values[key])
        ]

    def hero_rect(self, index: int) -> Rect:
        width = (X1 - X0 - (HERO_COLS - 1) * HERO_GAP) // HERO_COLS
        row, col = divmod(index, HERO_COLS)
        return Rect(
            X0 + col * (width + HERO_GAP),
            HEROES_Y + HEAD_GAP + row * (HERO_H + HERO_GAP),
            width,
            HERO_H,
        )

    def holds_armorer(self, e: Entry) -> bool:
        """Whether this player holds the distinction that brings a card into the army (the
        King's Great Armorer), whose card a hero may have discarded."""
        return any(d.effect == "card" and d.key in e.distinctions for d in self.rules.distinctions)

    def discarded_rect(self) -> Rect:
        """The switch saying a hero's discard took the Armorer's card, at the heading's end."""
        return Rect(X1 - 34, DIST_Y - 4, 30, 30)

    def ylud_rects(self) -> list[Rect]:
        return [Rect(X1 - (5 - i) * 44, HEROES_Y - 2, 38, 32) for i in range(len(CLASS_KEYS))]

    def distinction_rect(self, index: int) -> Rect:
        width = (X1 - X0 - 4 * 10) // 5
        return Rect(X0 + index * (width + 10), DIST_Y + HEAD_GAP, width, 50)

    def entry_targets(self) -> list[tuple[Rect, Target]]:
        """The class rows' values and cards, the heroes (and Ylud's column), the distinctions
        (and the Armorer's discarded card)."""
        out: list[tuple[Rect, Target]] = []
        e = self.entry
        bonus = bonus_ranks(self.rules, e)
        for cls, key in enumerate(CLASS_KEYS):
            out += self.add_rects(cls)
            chips = self.chip_rects(cls, len(e.cards[key]) + len(bonus[cls]))
            out += [
                (self.uncovered(chips, i), ("remove", key, i)) for i in range(len(e.cards[key]))
            ]
        for i, key in enumerate(self.heroes):
            out.append((self.hero_rect(i), ("hero", key)))
        if "ylud" in e.heroes:
            for rect, key in zip(self.ylud_rects(), CLASS_KEYS, strict=True):
                out.append((rect, ("ylud", key)))
        for i, d in enumerate(self.rules.distinctions):
            out.append((self.distinction_rect(i), ("distinction", d.key)))
        if self.holds_armorer(e):
            out.append((self.discarded_rect(), ("armorer_discarded",)))
        return out

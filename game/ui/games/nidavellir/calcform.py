"""Nidavellir's score calculator form: the armies entered so far and where its own fields sit on
the screen (shared by drawing and clicking; see `calculator`). The parts every game's calculator
has (player count, tabs, name, coins, the sheet) are `game.ui.calcscene`'s.

The sheet is never computed here: the entries become the same table document `python main.py
score FILE.yaml` reads, and `calculator.score_table` validates and scores it, so the window and the
command cannot disagree.

A Thingvellir table is a switch in the title row: the sheet gains its artifacts row and the form
two pages, the army (as in the base game) and the camp (mercenaries by the class each was
enlisted in, artifacts with Mjöllnir's class, the six heroes of Thingvellir with the columns of
Olwyn's doubles).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from pygame import Rect

from game.nidavellir.calculator import THINGVELLIR, THINGVELLIR_CATEGORIES, score_table
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
# Thingvellir: the switch in the title row, the pages' tabs at the end of the name row, and the
# camp page's sections (mercenaries, artifacts, heroes) above the coins.
TOGGLE = Rect(560, 24, 186, 44)
PAGE_W = 176
MERCS_Y, MERC_H, ARTS_Y, ART_H, CAMP_HEROES_Y, CAMP_HINT_Y = 220, 58, 390, 48, 542, 646
TILE_GAP, TILES_PER_ROW = 10, 6
PAGES = ("army", "camp")


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

    # A Thingvellir table's sheet: the artifacts row too, the rows a little closer.
    SHEET_THINGVELLIR = replace(SHEET, row_h=40, categories=THINGVELLIR_CATEGORIES)

    def __init__(self, app: Any) -> None:
        rules: Rules = app.rules
        self.rules = rules
        self.values = dwarf_values(rules)
        # Classes whose cards carry no points (hunters, blacksmiths) are entered as counts.
        self.counted = {key for key, values in self.values.items() if values == [0]}
        self.steps = coin_steps(rules)
        ordered = [rules.heroes[card] for card in rules.hero_order]
        self.heroes = [hero.key for hero in ordered if not hero.expansion]
        self.camp_heroes = [hero.key for hero in ordered if hero.expansion == THINGVELLIR]
        self.mercenaries = sorted(rules.mercenaries.values(), key=lambda m: m.card)
        self.artifacts = sorted(rules.artifacts.values(), key=lambda a: a.card)
        self.mjollnir = next(a.key for a in self.artifacts if a.effect == "mjollnir")
        self.olwyn = next(key for key in self.camp_heroes if rules.hero(key).power == "olwyn")
        self.jarnglofi = next(a.key for a in self.artifacts if a.effect == "jarnglofi")
        self.thingvellir = False  # the table is a Thingvellir game's
        self.page = PAGES[0]  # with Thingvellir: the army or the camp
        super().__init__(app, rules.max_players)

    # ------------------------------------------------------------------ model

    def blank(self, index: int) -> Entry:
        start = [cn.coin(v, cn.BRONZE) for v in self.rules.starting_coins]
        return Entry(self.default_name(index), {key: [] for key in CLASS_KEYS}, start)

    def hint(self) -> str | None:
        return None if self.thingvellir else super().hint()

    def set_thingvellir(self, on: bool) -> None:
        """Switch the table between the base game and Thingvellir: the sheet's rows follow;
        switched off, the camp's cards and heroes leave every army (Járnglófi's owner gets the
        trading coin back)."""
        self.thingvellir = on
        self.SHEET = self.SHEET_THINGVELLIR if on else type(self).SHEET
        if on:
            return
        self.page = PAGES[0]
        for e in self.entries:
            if self.jarnglofi in e.artifacts:
                self.give_back_trading_coin(e)
            e.heroes = [key for key in e.heroes if key not in self.camp_heroes]
            e.mercenaries.clear()
            e.artifacts.clear()
            e.mjollnir = None
            e.doubles.clear()
            e.armorer_card_retrieved = False

    def discard_trading_coin(self, e: Entry) -> None:
        """Járnglófi taken: the trading coin (the 0 or the special 3) leaves the coins."""
        trading = [i for i, code in enumerate(e.coins) if cn.is_trading(code)]
        e.coins.pop(trading[0] if trading else 0)

    def give_back_trading_coin(self, e: Entry) -> None:
        """Járnglófi given back: a 0 comes back first in the coins."""
        e.coins.insert(0, cn.coin(0, cn.BRONZE))

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
                "heroes": [h for h in e.heroes if self.thingvellir or h not in self.camp_heroes],
                "distinctions": list(e.distinctions),
                "coins": [cn.value_of(code) for code in e.coins],
            }
            if e.ylud is not None:
                player["ylud"] = e.ylud
            if e.armorer_card_discarded:
                player["armorer_card_discarded"] = True
            if self.thingvellir:
                if e.armorer_card_retrieved:
                    player["armorer_card_retrieved"] = True
                player["mercenaries"] = dict(e.mercenaries)
                player["artifacts"] = list(e.artifacts)
                player["doubles"] = list(e.doubles)
                if e.mjollnir is not None:
                    player["mjollnir"] = e.mjollnir
            players.append(player)
        if self.thingvellir:
            return {THINGVELLIR: True, "players": players}
        return {"players": players}

    def score(self, document: dict[str, Any]) -> dict[str, Any]:
        return score_table(document, SOURCE)

    def owner(self, kind: str, key: str) -> int | None:
        """The other player (index) who already holds this hero, distinction, mercenary or
        artifact, if any."""
        for i, e in enumerate(self.entries[: self.count]):
            held = {
                "hero": e.heroes,
                "distinction": e.distinctions,
                "mercenary": e.mercenaries,
                "artifact": e.artifacts,
            }[kind]
            if i != self.selected and key in held:
                return i
        return None

    def bonus(self, e: Entry) -> list[list[int]]:
        """The ranks the calculator adds to each column of this entry, for the chips."""
        return bonus_ranks(self.rules, e, self.thingvellir)

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

    def may_retrieve_armorer(self, e: Entry) -> bool:
        """With Thingvellir, a player without that distinction may have taken its card from the
        discard pile (Andumia, Brisingamens) once another player's army lost it."""
        lost = any(
            other.armorer_card_discarded for other in self.entries[: self.count] if other is not e
        )
        return self.thingvellir and (lost or e.armorer_card_retrieved)

    def discarded_rect(self) -> Rect:
        """The switch saying a hero's discard took the Armorer's card, at the heading's end."""
        return Rect(X1 - 34, DIST_Y - 4, 30, 30)

    def ylud_rects(self) -> list[Rect]:
        return [Rect(X1 - (5 - i) * 44, HEROES_Y - 2, 38, 32) for i in range(len(CLASS_KEYS))]

    def distinction_rect(self, index: int) -> Rect:
        width = (X1 - X0 - 4 * 10) // 5
        return Rect(X0 + index * (width + 10), DIST_Y + HEAD_GAP, width, 50)

    # Thingvellir's parts.

    def page_rects(self) -> list[Rect]:
        """The army and camp pages' tabs, at the end of the name row (Thingvellir only)."""
        y, h = self.NAME_Y, self.NAME_H
        return [Rect(X1 - (2 - i) * (PAGE_W + 8) + 8, y, PAGE_W, h) for i in range(len(PAGES))]

    @staticmethod
    def tile_rect(top: int, height: int, index: int) -> Rect:
        """Tile `index` of a camp section's grid, six to a row."""
        width = (X1 - X0 - (TILES_PER_ROW - 1) * TILE_GAP) // TILES_PER_ROW
        row, col = divmod(index, TILES_PER_ROW)
        return Rect(
            X0 + col * (width + TILE_GAP),
            top + HEAD_GAP + row * (height + 8),
            width,
            height,
        )

    def mercenary_rects(self, index: int) -> list[Rect]:
        """The two halves of mercenary `index`'s tile, one per class it may be enlisted in."""
        tile = self.tile_rect(MERCS_Y, MERC_H, index)
        half = tile.w // 2
        return [
            Rect(tile.x, tile.y, half, tile.h),
            Rect(tile.x + half, tile.y, tile.w - half, tile.h),
        ]

    def picker_rects(self, y: int) -> list[Rect]:
        """A row of five class buttons at the end of a heading (Mjöllnir's class, the doubles'
        columns), like Ylud's."""
        return [Rect(X1 - (5 - i) * 44, y - 2, 38, 32) for i in range(len(CLASS_KEYS))]

    def camp_targets(self) -> list[tuple[Rect, Target]]:
        """The camp page: each mercenary's two classes, the artifacts (and Mjöllnir's class),
        the heroes of Thingvellir (and the columns of Olwyn's doubles)."""
        out: list[tuple[Rect, Target]] = []
        e = self.entry
        for i, mercenary in enumerate(self.mercenaries):
            for rect, cls in zip(self.mercenary_rects(i), mercenary.classes, strict=True):
                out.append((rect, ("mercenary", mercenary.key, CLASS_KEYS[cls])))
        for i, artifact in enumerate(self.artifacts):
            out.append((self.tile_rect(ARTS_Y, ART_H, i), ("artifact", artifact.key)))
        if self.mjollnir in e.artifacts:
            for rect, key in zip(self.picker_rects(ARTS_Y), CLASS_KEYS, strict=True):
                out.append((rect, ("mjollnir", key)))
        for i, key in enumerate(self.camp_heroes):
            out.append((self.tile_rect(CAMP_HEROES_Y, HERO_H, i), ("hero", key)))
        if self.olwyn in e.heroes:
            for rect, key in zip(self.picker_rects(CAMP_HEROES_Y), CLASS_KEYS, strict=True):
                out.append((rect, ("double", key)))
        return out

    def entry_targets(self) -> list[tuple[Rect, Target]]:
        """The Thingvellir switch (and its pages), then the page: the class rows' values and
        cards, the heroes (and Ylud's column), the distinctions (and the Armorer's discarded
        card); or the camp page's."""
        out: list[tuple[Rect, Target]] = [(TOGGLE, ("thingvellir",))]
        if self.thingvellir:
            out += [
                (rect, ("page", page)) for rect, page in zip(self.page_rects(), PAGES, strict=True)
            ]
            if self.page == "camp":
                return out + self.camp_targets()
        e = self.entry
        bonus = self.bonus(e)
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
        elif self.may_retrieve_armorer(e):
            out.append((self.discarded_rect(), ("armorer_retrieved",)))
        return out

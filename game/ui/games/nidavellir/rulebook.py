"""The pages of Nidavellir's rules scene, each drawn once onto a tall surface the scene scrolls.

Texts come from data/i18n (`guide.*`, `rules.*`, `help.rule.*`) and, for heroes, distinctions
and mythology cards, from the same YAML texts the table shows, so the rules and the cards never
disagree. The layout machinery (`Writer`, `Block`) is shared (`game.ui.rulepages`); only the
markers of a class or a mythology kind are Nidavellir's.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pygame
from pygame import Rect

from game.nidavellir.data import ANIMAL, DWARF, GIANT, GOD, OFFERING, VALKYRIE
from game.nidavellir.scoring import class_value
from game.taverns import coins as cn
from game.ui import theme
from game.ui.games.nidavellir.campfaces import CAMP_COLOUR, camp_icon
from game.ui.games.nidavellir.mythfaces import KIND_COLOURS, emblem
from game.ui.rulepages import GAP, SMALL, Block, Marker, Writer, draw_page

PAGES = ("round", "dwarves", "heroes", "offerings", "coins", "scoring", "idavoll", "thingvellir")
NEUTRAL = 5  # the class index of neutral heroes (theme.CLASS_COLOURS)
KIND_KEYS = {GOD: "god", GIANT: "giant", ANIMAL: "animal", VALKYRIE: "valkyrie"}


class NidavellirWriter(Writer):
    """The shared page writer, with Nidavellir's markers for its entries: a class's badge, a
    mythology kind's emblem."""

    def name(self, names: object) -> str:
        return str(self.app.faces._name(names))

    def badge(self, cls: int) -> pygame.Surface:
        """A class's marker: its icon on its colour."""
        mark = pygame.Surface((30, 30), pygame.SRCALPHA)
        pygame.draw.circle(mark, theme.CLASS_COLOURS[cls], (15, 15), 15)
        icon = self.app.assets.icon(theme.CLASS_ICONS[cls], 21)
        mark.blit(icon, icon.get_rect(center=(15, 15)))
        return mark

    @staticmethod
    def myth_mark(kind: int) -> Marker:
        """A mythology kind's marker: its emblem on its colour, drawn on the page itself (the
        emblem's smoothed edges blend with the disc under them)."""

        def draw(surface: pygame.Surface, centre: tuple[int, int]) -> None:
            pygame.draw.circle(surface, KIND_COLOURS[kind], centre, 15)
            emblem(surface, kind, centre, 10)

        return draw


def _round(w: NidavellirWriter) -> None:
    t = w.t
    (x0, cw), (x1, cw1) = w.columns(2)
    y = w.heading(t("rules.round_title"), x0, 0, cw)
    for step in t("rules.round").split(" | "):
        y = w.para(step, x0, y, cw)
    _bid_picture(w, x0, y + 10)
    y = w.heading(t("guide.start_title"), x1, 0, cw1)
    y = w.para(t("guide.start"), x1, y, cw1)
    y = w.heading(t("rules.ages_title"), x1, y + 6, cw1)
    y = w.para(t("rules.ages"), x1, y, cw1)
    y = w.heading(t("guide.end_title"), x1, y + 6, cw1)
    w.para(t("guide.end"), x1, y, cw1)


def _bid_picture(w: NidavellirWriter, x: int, y: int) -> None:
    """A bid as it sits on your board: one face-down coin under each tavern, two in the pouch."""
    rules, assets = w.app.rules, w.app.assets
    back = w.app.faces.coin(-1, 48)
    for i, key in enumerate(rules.tavern_keys):
        cx = x + 70 + i * 150
        sign = assets.scaled(f"taverns/{key}", 120, 70)
        w.surface.blit(sign, sign.get_rect(midtop=(cx, y)))
        w.caption(w.name(rules.tavern_names[i]), cx, y + 74, 140)
        w.surface.blit(back, back.get_rect(midtop=(cx, y + 118)))
    cx = x + 70 + 3 * 150
    pouch = Rect(cx - 66, y + 104, 132, 76)
    pygame.draw.rect(w.surface, (60, 46, 34), pouch, border_radius=10)
    pygame.draw.rect(w.surface, theme.PANEL_EDGE, pouch, 2, border_radius=10)
    w.caption(w.t("table.pouch"), cx, y + 74, 130)
    for dx in (-28, 28):
        w.surface.blit(back, back.get_rect(center=(cx + dx, pouch.centery)))
    w.bottom = max(w.bottom, pouch.bottom)


def _a_line(w: NidavellirWriter, x: int, y: int) -> int:
    """One dwarf of each class side by side: a complete line."""
    shown: set[int] = set()
    for card in w.app.rules.cards:
        if card.kind == DWARF and card.cls not in shown and card.cls < 5:
            shown.add(card.cls)
            w.surface.blit(w.app.faces.card(card.id, 100, 140), (x + 112 * card.cls, y))
    w.bottom = max(w.bottom, y + 140)
    return y + 140 + GAP


def _rank_table(w: NidavellirWriter, info: Any, x: int, y: int, width: int) -> int:
    """Value of 1 to 12 ranks of a class whose value grows with its ranks."""
    t = w.t
    w.text(t("guide.ranks_row"), x, y + 12, 146, "text", SMALL, theme.TEXT_SOFT)
    cell_x = x + 150
    count = min(12, (width - 150) // 44)
    for ranks in range(1, count + 1):
        cell = Rect(cell_x, y, 42, 44)
        pygame.draw.rect(w.surface, (60, 46, 34), cell, border_radius=5)
        top = w.app.assets.text(str(ranks), "text", 16, theme.TEXT_SOFT)
        w.surface.blit(top, top.get_rect(midtop=(cell.centerx, cell.y + 2)))
        value = w.app.assets.text(str(class_value(info, [0] * ranks)), "text_bold", 17, theme.TEXT)
        w.surface.blit(value, value.get_rect(midbottom=(cell.centerx, cell.bottom - 2)))
        cell_x += 44
    w.bottom = max(w.bottom, y + 44)
    return y + 54


def _dwarves(w: NidavellirWriter) -> None:
    t = w.t
    (x0, cw), (x1, cw1) = w.columns(2)
    y = w.heading(t("guide.classes_title"), x0, 0, cw)
    y = w.para(t("guide.classes"), x0, y, cw)
    for cls, info in enumerate(w.app.rules.classes):
        y = w.entry(x0, y, cw, t(f"scores.{info.key}"), t(f"help.rule.{info.key}"), w.badge(cls))
        if info.scoring in ("square", "sequence"):
            y = _rank_table(w, info, x0 + 40, y - 4, cw - 40)
    y = w.heading(t("guide.lines_title"), x1, 0, cw1)
    y = w.para(t("guide.lines"), x1, y, cw1)
    y = _a_line(w, x1, y + 4)
    y = w.heading(t("rules.scoring_title"), x1, y + 6, cw1)
    w.para(t("guide.scoring_example"), x1, y, cw1)


def _heroes(w: NidavellirWriter) -> None:
    t, rules = w.t, w.app.rules
    y = w.para(t("guide.heroes_intro"), 0, 0, w.width)
    heroes = [rules.heroes[card] for card in rules.hero_order if not rules.heroes[card].expansion]
    classed = [h for h in heroes if h.cls != NEUTRAL]
    neutral = [h for h in heroes if h.cls == NEUTRAL]
    columns = w.columns(3)
    x, cw = columns[0]
    y0 = w.heading(t("guide.class_heroes"), x, y, cw)
    _hero_columns(w, classed, columns[:1], y0)
    x, cw = columns[1]
    w.heading(t("guide.neutral_heroes"), x, y, cw)
    _hero_columns(w, neutral, columns[1:], y0)


def _hero_columns(
    w: NidavellirWriter, heroes: list[Any], columns: list[tuple[int, int]], top: int
) -> None:
    """Heroes spread over `columns`, filled one after the other to even heights."""
    per = -(-len(heroes) // len(columns))
    for i, (x, cw) in enumerate(columns):
        y = top
        for hero in heroes[i * per : (i + 1) * per]:
            y = w.entry(x, y, cw, w.name(hero.name), w.name(hero.text), w.badge(hero.cls))


def _offerings(w: NidavellirWriter) -> None:
    t, rules = w.t, w.app.rules
    (x0, cw), (x1, cw1) = w.columns(2)
    y = w.heading(t("guide.offerings_title"), x0, 0, cw)
    y = w.para(t("guide.offerings"), x0, y, cw) + 6
    shown: set[int] = set()
    x = x0
    for card in rules.cards:
        if card.kind == OFFERING and card.value not in shown:
            shown.add(card.value)
            face = w.app.faces.card(card.id, 150, 210)
            w.surface.blit(face, (x, y))
            x += 180
    w.bottom = max(w.bottom, y + 210)
    y = w.heading(t("guide.distinctions_title"), x1, 0, cw1)
    y = w.para(t("guide.distinctions"), x1, y, cw1)
    for d in rules.distinctions:
        y = w.entry(x1, y, cw1, w.name(d.name), w.name(d.text), w.badge(d.cls))


def _coins(w: NidavellirWriter) -> None:
    t = w.t
    (x0, cw), (x1, cw1) = w.columns(2)
    y = 0
    for key in ("coins", "trade", "transform", "missing"):
        y = w.heading(t(f"guide.{key}_title"), x0, y, cw)
        y = w.para(t(f"guide.{key}"), x0, y, cw) + 4
    y = w.heading(t("guide.example_title"), x1, 0, cw1)
    y = w.para(t("guide.example"), x1, y, cw1)
    y = _coin_steps(w, x1, y, cw1) + 10
    y = w.heading(t("guide.gems_title"), x1, y, cw1)
    w.para(t("guide.gems"), x1, y, cw1)


def _coin_steps(w: NidavellirWriter, x: int, y: int, width: int) -> int:
    """The worked example in coins: the trade (4 and 5 in the pouch become 4 and 9), then the
    Royal Offering +3 on that 9, which finds no 12 and takes a 13."""
    bronze, gold = cn.BRONZE, cn.GOLD
    steps = (
        (
            "guide.step_trade",
            [(0, bronze), (4, bronze), (5, bronze)],
            [(0, bronze), (4, bronze), (9, gold)],
        ),
        ("guide.step_offering", [(9, gold)], [(13, gold)]),
    )
    size = 46
    for key, before, after in steps:
        label_bottom = w.text(w.t(key), x, y + 12, 170, "text_bold", SMALL, theme.TEXT_SOFT)
        cx = x + 180
        for i, coins in enumerate((before, after)):
            if i:
                arrow = w.app.assets.text("→", "display_bold", 30, theme.GOLD)
                w.surface.blit(arrow, arrow.get_rect(midleft=(cx, y + size // 2)))
                cx += arrow.get_width() + 14
            for value, kind in coins:
                w.surface.blit(w.app.faces.coin(cn.coin(value, kind), size), (cx, y))
                cx += size + (18 if value == 0 else 6)  # the bid apart from the pouch
        y = max(y + size, label_bottom) + 10
    w.bottom = max(w.bottom, y)
    return y


def _classes_mark() -> pygame.Surface:
    """The five class colours in a ring: "every column of the army"."""
    surf = pygame.Surface((32, 32), pygame.SRCALPHA)
    for cls in range(5):
        x = 16 + round(10 * math.sin(2 * math.pi * cls / 5))
        y = 17 - round(10 * math.cos(2 * math.pi * cls / 5))
        pygame.draw.circle(surf, theme.CLASS_COLOURS[cls], (x, y), 6)
    return surf


def _score_rows(w: NidavellirWriter) -> list[tuple[str, str, Marker]]:
    """(title, rule, marker) of each part of the final score."""
    t, faces = w.t, w.app.faces
    return [
        (t("guide.classes_title"), t("guide.scoring_classes"), _classes_mark()),
        (t("scores.warrior_majority"), t("guide.scoring_majority"), w.badge(0)),
        (t("scores.heroes"), t("guide.scoring_heroes"), w.badge(NEUTRAL)),
        (t("scores.coins"), t("guide.scoring_coins"), faces.coin(cn.coin(13, cn.GOLD), 30)),
        (t("scores.gem"), t("guide.scoring_gem"), faces.gem(6, 30)),
        (t("guide.tabs.idavoll"), t("guide.scoring_myths"), w.myth_mark(GOD)),
        (t("guide.tabs.thingvellir"), t("thingvellir.rules.scoring"), _camp_mark("draupnir")),
    ]


EXAMPLE_SHEET = (
    ("guide.classes_title", 81),
    ("scores.warrior_majority", 13),
    ("scores.heroes", 17),
    ("scores.gem", 3),
    ("scores.coins", 37),
)


def _example_sheet(w: NidavellirWriter, x: int, y: int, width: int) -> int:
    """Mia's total of the worked example as a little score pad."""
    rows = [(w.t(key), value) for key, value in EXAMPLE_SHEET]
    rows.append((w.t("scores.total"), sum(value for _, value in EXAMPLE_SHEET)))
    for i, (label, value) in enumerate(rows):
        total = i == len(rows) - 1
        if total:
            pygame.draw.line(w.surface, theme.GOLD, (x, y), (x + width, y), 2)
        elif i % 2 == 0:
            w.surface.fill((255, 240, 200, 18), Rect(x, y, width, 30))
        face = "text_bold" if total else "text"
        colour = theme.GOLD if total else theme.TEXT
        w.text(label, x + 10, y + 5, width - 80, face, 17, colour)
        number = w.app.assets.text(str(value), face, 18, colour)
        w.surface.blit(number, number.get_rect(midright=(x + width - 12, y + 15)))
        y += 30
    w.bottom = max(w.bottom, y)
    return y + GAP


def _scoring(w: NidavellirWriter) -> None:
    t = w.t
    (x0, cw), (x1, cw1) = w.columns(2)
    y = w.heading(t("guide.tabs.scoring"), x0, 0, cw)
    y = w.para(t("guide.scoring_intro"), x0, y, cw)
    for title, body, marker in _score_rows(w):
        y = w.entry(x0, y, cw, title, body, marker)
    y = w.heading(t("guide.example_title"), x1, 0, cw1)
    y = w.para(t("guide.total_example"), x1, y, cw1)
    y = _example_sheet(w, x1 + 40, y, min(420, cw1 - 40))
    y = w.heading(t("guide.winner_title"), x1, y + 6, cw1)
    w.para(t("guide.winner"), x1, y, cw1)


def _idavoll(w: NidavellirWriter) -> None:
    """The four families of mythology cards, each card with its rule, from the YAML."""
    t = w.t
    y = w.heading(t("rules.idavoll_title"), 0, 0, w.width)
    y = w.para(t("rules.idavoll_setup"), 0, y, w.width)
    myths = list(w.app.rules.myths.values())
    columns = w.columns(2)
    bottoms = [y, y]
    for i, kind in enumerate((GOD, GIANT, ANIMAL, VALKYRIE)):
        x, cw = columns[i % 2]
        top = w.entry(
            x, bottoms[i % 2], cw, t(f"rules.{KIND_KEYS[kind]}"), picture=w.myth_mark(kind)
        )
        for myth in (m for m in myths if m.kind == kind):
            top = w.entry(x, top, cw, w.name(myth.name), w.name(myth.text))
        bottoms[i % 2] = top + 10


def _camp_mark(effect: str) -> Marker:
    """An artifact's marker: its emblem on the camp's teal."""

    def draw(surface: pygame.Surface, centre: tuple[int, int]) -> None:
        pygame.draw.circle(surface, CAMP_COLOUR, centre, 15)
        icon = camp_icon(effect, 22)
        surface.blit(icon, icon.get_rect(center=centre))

    return draw


def _thingvellir(w: NidavellirWriter) -> None:
    """The camp, the mercenaries and their enlistment, the twelve artifacts and the six heroes,
    the cards' rules from the YAML."""
    t, rules = w.t, w.app.rules
    y = w.heading(t("thingvellir.rules.title"), 0, 0, w.width)
    y = w.para(t("thingvellir.rules.setup"), 0, y, w.width) + 4
    (x0, cw), (x1, cw1) = w.columns(2)
    left = w.heading(t("thingvellir.rules.camp_title"), x0, y, cw)
    left = w.para(t("thingvellir.rules.camp"), x0, left, cw) + 4
    left = w.heading(t("thingvellir.rules.mercenaries_title"), x0, left, cw)
    left = w.para(t("thingvellir.rules.mercenaries"), x0, left, cw) + 6
    x = x0
    for card in (next(iter(rules.mercenaries)), *rules.doubles[:1]):
        w.surface.blit(w.app.faces.card(card, 100, 140), (x, left))
        x += 116
    w.bottom = max(w.bottom, left + 140)
    left = w.heading(t("thingvellir.rules.heroes_title"), x0, left + 156, cw)
    left = w.para(t("thingvellir.rules.heroes"), x0, left, cw)
    for card in rules.hero_order:
        hero = rules.heroes[card]
        if hero.expansion == "thingvellir":
            left = w.entry(x0, left, cw, w.name(hero.name), w.name(hero.text), w.badge(NEUTRAL))
    right = w.heading(t("thingvellir.rules.artifacts_title"), x1, y, cw1)
    right = w.para(t("thingvellir.rules.artifacts"), x1, right, cw1)
    for artifact in rules.artifacts.values():
        right = w.entry(
            x1,
            right,
            cw1,
            w.name(artifact.name),
            w.name(artifact.text),
            _camp_mark(artifact.effect),
        )


BUILDERS: dict[str, Callable[[NidavellirWriter], None]] = {
    "round": _round,
    "dwarves": _dwarves,
    "heroes": _heroes,
    "offerings": _offerings,
    "coins": _coins,
    "scoring": _scoring,
    "idavoll": _idavoll,
    "thingvellir": _thingvellir,
}


def build_page(app: Any, page: str, width: int) -> tuple[pygame.Surface, list[Block]]:
    """The page drawn at `width`, and every text block on it."""
    return draw_page(NidavellirWriter(app, width), BUILDERS[page])

"""The lower half of the Arran calculator's form: the Cognar tiles (with the column squares of a
chosen Mercenary or Ga'at), the Elite Cognars and the Certification, and the five talions.

Functions of the scene (`calculator.CalculatorScene`), split from it to keep each file readable;
where each piece sits is `calcform`'s geometry, what a click on it means is `calcform.apply`.
"""

from __future__ import annotations

from typing import Any

import pygame
from pygame import Rect

from game.arran.cards import RANK_ALLY, RANK_BLACK, RANK_WHITE
from game.arran.data import ORDER_KEYS
from game.taverns import coins as cn
from game.ui import theme
from game.ui.calcsheet import PROBLEM
from game.ui.games.arran.calcform import AWARDS_Y, COGNARS_Y, COINS_Y
from game.ui.games.arran.calcsheet import MERCENARY, WHITE_RANK
from game.ui.games.arran.palette import BRONZE, MALT, ORDER_COLOURS, STEEL

INK_ON = theme.INK  # text on a lit toggle or a coin


def _held(scene: Any, owner: int, chosen: bool, width: int) -> pygame.Surface:
    """ "with Serge" under a card another Lord holds: red when this Lord claims it too."""
    text = scene.app.t("calculator.held_by", name=scene.entries[owner].name)
    return scene.text(text, "text", 16, PROBLEM if chosen else theme.DISABLED, width)


def _rank_colour(scene: Any, key: str) -> tuple[int, int, int]:
    """A Cognar's rank colour: its Order's, ivory (white), iron (Mercenary), gold (Ga'at)."""
    card = scene.table.cards[scene.table.card_ids[key]]
    marks = {RANK_WHITE: WHITE_RANK, RANK_BLACK: MERCENARY, RANK_ALLY: theme.GOLD}
    return marks.get(card.rank) or ORDER_COLOURS[card.column]


def draw_cognars(scene: Any, surface: pygame.Surface) -> None:
    """One tile per Cognar: its rank colour, name and points; a chosen Mercenary or Ga'at also
    shows the five columns, the one it stands in filled."""
    t, e = scene.app.t, scene.entry
    scene.heading(surface, t("calculator.cognars"), COGNARS_Y)
    lang = scene.app.settings.language
    for i, key in enumerate(scene.cognars):
        card = scene.table.cards[scene.table.card_ids[key]]
        tile, chosen, owner = scene.tile_rect(i), key in e.cognars, scene.owner(key)
        scene.well(
            surface, tile, lit=chosen, edge=PROBLEM if chosen and owner is not None else None
        )
        square = Rect(tile.x, tile.y, 12, tile.h)
        pygame.draw.rect(
            surface,
            _rank_colour(scene, key),
            square,
            border_top_left_radius=7,
            border_bottom_left_radius=7,
        )
        ink = INK_ON if chosen else (theme.DISABLED if owner is not None else theme.TEXT)
        free = chosen and scene.is_free(key)
        high = free or owner is not None  # a second line below the name
        name = scene.text(
            getattr(card.name, lang), "display_bold", 16 if high else 17, ink, tile.w - 60
        )
        surface.blit(
            name, name.get_rect(midleft=(square.right + 6, tile.y + (12 if high else tile.h // 2)))
        )
        if owner is not None:
            held = _held(scene, owner, chosen, tile.w - 24)
            surface.blit(held, held.get_rect(bottomleft=(square.right + 6, tile.bottom - 4)))
        elif card.points and not free:
            soft = theme.INK_SOFT if chosen else theme.TEXT_SOFT
            points = scene.text(str(card.points), "text_bold", 16, soft)
            surface.blit(points, points.get_rect(midright=(tile.right - 8, tile.centery)))
        if free and owner is None:
            for column, rect in enumerate(scene.square_rects(tile)):
                on = e.columns.get(key) == ORDER_KEYS[column]
                colour = ORDER_COLOURS[column]
                hot = rect.collidepoint(scene.mouse)
                pygame.draw.rect(
                    surface, colour if on else theme.lighter(colour, 0.7), rect, border_radius=3
                )
                edge = theme.HIGHLIGHT if hot else (INK_ON if on else colour)
                pygame.draw.rect(surface, edge, rect, 3 if on else 1, border_radius=3)


def draw_awards(scene: Any, surface: pygame.Surface) -> None:
    """The five Elite Cognars and the Certification, each held by one Lord at most."""
    t, e = scene.app.t, scene.entry
    scene.heading(surface, t("calculator.awards"), AWARDS_Y)
    lang = scene.app.settings.language
    for i, key in enumerate(scene.awards):
        card = scene.table.cards[scene.table.card_ids[key]]
        rect, owner = scene.award_rect(i), scene.owner(key)
        chosen = e.certification if key == scene.liquor else key in e.elites
        scene.well(
            surface, rect, lit=chosen, edge=PROBLEM if chosen and owner is not None else None
        )
        mark = ORDER_COLOURS[card.column] if card.column >= 0 else MALT
        pygame.draw.circle(surface, mark, (rect.x + 16, rect.centery), 8)
        ink = INK_ON if chosen else (theme.DISABLED if owner is not None else theme.TEXT)
        name = scene.app.assets.wrapped(getattr(card.name, lang), "text_bold", 16, ink, rect.w - 36)
        if owner is None:
            surface.blit(name, name.get_rect(midleft=(rect.x + 30, rect.centery)))
            continue
        held = _held(scene, owner, chosen, rect.w - 36)
        surface.blit(name, (rect.x + 30, rect.y + 3))
        surface.blit(held, held.get_rect(bottomleft=(rect.x + 30, rect.bottom - 3)))


def draw_coins(scene: Any, surface: pygame.Surface) -> None:
    """The five talions: bronze, gold or the steel 3-Exchange coin, with − and + beside."""
    scene.heading(surface, scene.app.t("calculator.coins"), COINS_Y)
    for i, code in enumerate(scene.entry.coins):
        _less, coin, _more = scene.coin_rects(i)
        kind = cn.kind_of(code)
        face = {cn.BRONZE: BRONZE, cn.GOLD: theme.GOLD}.get(kind, STEEL)
        pygame.draw.circle(surface, theme.darker(face, 0.55), coin.center, coin.w // 2 + 3)
        pygame.draw.circle(surface, face, coin.center, coin.w // 2)
        pygame.draw.circle(surface, theme.lighter(face, 0.4), coin.center, coin.w // 2 - 6, 2)
        if kind == cn.SPECIAL:  # the 3-Exchange coin: steel, with an inner ring
            pygame.draw.circle(surface, INK_ON, coin.center, coin.w // 2 - 3, 1)
        value = scene.text(str(cn.value_of(code)), "display_bold", 24, INK_ON)
        surface.blit(value, value.get_rect(center=(coin.centerx, coin.centery + 1)))
        scene.draw_steppers(surface, i, code)

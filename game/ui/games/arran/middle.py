"""Drawing the middle of Arran's table: the taverns, the Cognar pool, the Treasury, the Elite
Cognars holder (who leads each majority now, who won it), the Era decks, the discard, the
3-Exchange coin and the Pariah supply. A part of `TableArtist`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame
from pygame import Rect

from game.arran.cards import Table
from game.ui import theme
from game.ui.assets import Assets
from game.ui.games.arran import layout as L
from game.ui.games.arran.faces import Faces
from game.ui.tavernkit.artist import TavernsArtist

MIN_TEXT = theme.MIN_TEXT_PX  # px: no word a player must read is drawn smaller


def line(
    assets: Assets, text: str, face: str, size: int, colour: Any, width: int
) -> pygame.Surface:
    """A label (never a card's name: see `whole`) at the largest size from `size` down to
    MIN_TEXT that fits `width`, else cut short with an ellipsis at MIN_TEXT: a long player's
    name is shortened, never shrunk past reading."""
    fitted = whole(assets, text, face, size, colour, width)
    return fitted if fitted is not None else assets.clipped(text, face, MIN_TEXT, colour, width)


def whole(
    assets: Assets, text: str, face: str, size: int, colour: Any, width: int
) -> pygame.Surface | None:
    """`text` at the largest size from `size` down to MIN_TEXT that fits `width`, else None: a
    name reads whole or not at all."""
    for px in range(max(size, MIN_TEXT), MIN_TEXT - 1, -1):
        if assets.font(face, px).size(text)[0] <= width:
            return assets.text(text, face, px, colour)
    return None


class MiddleArtist(TavernsArtist):
    """Declarations of what `TableArtist` sets, then the middle's drawing."""

    faces: Faces
    table: Table
    t: Any

    if TYPE_CHECKING:  # defined by TableArtist

        def card(
            self, surface: pygame.Surface, key: str, rect: Rect, named: bool = True
        ) -> None: ...
        def _title(self, surface: pygame.Surface, text: str, pos: tuple[int, int]) -> None: ...

    def taverns(
        self, surface: pygame.Surface, view: dict[str, Any], lay: L.Layout, current: int | None
    ) -> None:
        for t, row in enumerate(lay.tavern_rows):
            if t == current:
                pygame.draw.rect(surface, theme.HIGHLIGHT, row, 2, border_radius=10)
            sign = lay.tavern_signs[t]
            pygame.draw.rect(surface, (58, 40, 26), sign, border_radius=8)
            pygame.draw.rect(surface, theme.GOLD_DARK, sign, 2, border_radius=8)
            number = self.assets.text(str(t + 1), "display_bold", 26, theme.GOLD)
            surface.blit(number, number.get_rect(midtop=(sign.centerx, sign.y + 4)))
            names = self.table.source.taverns[t][1]
            name = names.fr if self.t.lang == "fr" else names.en
            label = self.assets.wrapped(name, "text_bold", 16, theme.TEXT, sign.w - 8)
            surface.blit(label, label.get_rect(midtop=(sign.centerx, sign.y + 36)))
        for key, rect in lay.tavern_cards.items():
            if key not in self.moving:
                self.card(surface, key, rect)

    def pool(self, surface: pygame.Surface, lay: L.Layout) -> None:
        self._title(surface, self.t("table.cognars"), (lay.frame.pool.x + 10, lay.frame.pool.y + 4))
        for key, rect in lay.pool.items():
            if key not in self.moving:
                self.card(surface, key, rect)

    def treasury(self, surface: pygame.Surface, view: dict[str, Any], lay: L.Layout) -> None:
        self._title(
            surface,
            self.t("table.treasury"),
            (lay.frame.treasury.x + 10, lay.frame.treasury.y + 4),
        )
        self.coin_stock(
            surface,
            lay.treasury,
            view["treasure"],
            lambda value, rect: self.faces.coin(f"{value}g", rect.w // 2),
        )

    def holder(
        self,
        surface: pygame.Surface,
        view: dict[str, Any],
        lay: L.Layout,
        leaders: dict[str, str],
        owners: dict[str, str],
    ) -> None:
        """The awards still to be won, each with its name and, under it, the Lord who would win
        it now; a won one dimmed with its owner's name (or nobody's, when it left the game)."""
        title = self.t("table.holder" if view["awards"] else "table.holder_won")
        self._title(surface, title, (lay.frame.holder.x + 10, lay.frame.holder.y + 4))
        for key, rect in lay.awards.items():
            if key in self.moving:
                continue
            face = self.faces.card(key, rect.size, self.t.lang, named=False)
            if key in view["awards"]:
                self.card(surface, key, rect, named=False)
                who = leaders.get(key)
                colour = theme.HIGHLIGHT if who else theme.TEXT_SOFT
            else:
                face = face.copy()
                face.set_alpha(70)
                surface.blit(face, rect)
                who, colour = owners.get(key), theme.TEXT
            room = rect.w + 6
            name = self.faces.name_label(key, self.t.lang, theme.TEXT, room)
            if name is not None:
                surface.blit(name, name.get_rect(midtop=(rect.centerx, rect.bottom + 1)))
            label = line(self.assets, who or self.t("table.nobody"), "text_bold", 16, colour, room)
            surface.blit(label, label.get_rect(midtop=(rect.centerx, rect.bottom + 21)))

    def decks(self, surface: pygame.Surface, view: dict[str, Any], lay: L.Layout) -> None:
        """The Era decks, the discard, the 3-Exchange coin and the Pariah supply: each one's
        word under it, how many it holds on its corner."""
        t = self.t
        for era, rect in enumerate(lay.decks, start=1):
            count = len(view["decks"][era - 1])
            if count:
                for k in range(min(3, count // 10 + 1)):
                    surface.blit(self.faces.back(era, rect.size), rect.move(-2 * k, -2 * k))
            else:
                pygame.draw.rect(surface, (70, 56, 40), rect, 2, border_radius=6)
            self._under(surface, t("table.deck", era=era), rect, lay)
            self.count_badge(surface, count, (rect.right - 4, rect.y + 4))
        if view["discard"]:
            self.card(surface, view["discard"][-1], lay.discard)
        else:
            pygame.draw.rect(surface, (70, 56, 40), lay.discard, 2, border_radius=6)
        self._under(surface, t("table.discard"), lay.discard, lay)
        self.count_badge(surface, len(view["discard"]), (lay.discard.right - 4, lay.discard.y + 4))
        if view["exchange_coin_left"]:
            surface.blit(self.faces.coin("3s", lay.exchange.w // 2), lay.exchange)
        self._under(surface, t("table.exchange"), lay.exchange, lay)
        token = self.faces.pariah(lay.pariah.w)
        surface.blit(token, lay.pariah)
        self._under(surface, t("table.pariahs"), lay.pariah, lay)
        left = max(0, view["pariah_left"])
        self.count_badge(surface, left, (lay.pariah.right - 2, lay.pariah.y + 4))

    def _under(self, surface: pygame.Surface, text: str, rect: Rect, lay: L.Layout) -> None:
        """A pile's word, on one line under the decks row."""
        label = self.assets.text(text, "text_bold", 16, theme.TEXT)
        surface.blit(label, label.get_rect(midtop=(rect.centerx, lay.decks[0].bottom + 3)))

"""Drawing Arran's table: the fortresses and the middle as parts of the base layer, the
decision's buttons and glowing targets, the cards Svara looks at, and the animations."""

from __future__ import annotations

from functools import partial
from typing import Any, ClassVar

import pygame
from pygame import Rect

from game.arran.actions import GiveUp
from game.taverns import coins as cn
from game.taverns.actions import Transform
from game.ui import theme
from game.ui.baselayer import Part
from game.ui.games.arran.base import ArranBase
from game.ui.games.arran.boards import Board, CoinFaces
from game.ui.table.chrome import W
from game.ui.tavernkit.base import Flight
from game.ui.tavernkit.drawing import TavernsDrawing
from game.ui.widgets import Button, panel


class ArranDrawing(ArranBase, TavernsDrawing):
    """A part of ArranPresenter."""

    ROUND_ACTIONS = (Transform, GiveUp)
    DRAWN_PANEL: ClassVar[dict[str, Any]] = {"alpha": 235, "radius": 14, "edge": theme.GOLD}

    def prompt(self) -> str:
        t = self.app.t
        state = self.session.state
        if state.is_over():
            return t("banner.game_over")
        if self.viewer in self.session.waiting_humans():
            return self._decision_prompt()
        if self.bidding():
            key = "prompt.bids_held" if self.viewer in self.session.held else "prompt.waiting_bids"
            return t(key)
        waiting = state.to_move()
        return t("prompt.waiting", name=self.table.seat_name(waiting[0])) if waiting else ""

    def _decision_prompt(self) -> str:
        """What the chair in front of the screen is asked, with the words its decision names."""
        t, view, pending = self.app.t, self.view, self.pending()
        names = self.cards.source.taverns[view["tavern"]][1]
        tavern = names.fr if t.lang == "fr" else names.en
        seat_view = view["seats"][self.viewer]
        if pending == "column":
            return t("prompt.column", card=self.name(self.cards.cards[view["stack"][-1][3]].key))
        if pending == "upgrade_purse":
            won = seat_view["board"][view["tavern"]]  # the 0 or the 3-Exchange coin
            code = cn.parse_coin(won) if won not in (None, "?") else cn.coin(0, cn.BRONZE)
            return t("prompt.upgrade_purse", coin=self.coin_name(code))
        if pending == "give_up":
            coin = self.session.state.legal_actions(self.viewer)[0].coin
            return t("prompt.give_up", value=cn.value_of(coin))
        if pending == "recruit" and seat_view["chain"] == 2:
            return t("prompt.recruit_partner")
        return t(f"prompt.{pending}", tavern=tavern)

    def title(self) -> str:
        view = self.view
        return self.app.t(
            "table.era_round",
            age=view["age"],
            round=min(view["round"], view["rounds"]),
            rounds=view["rounds"],
        )

    # ------------------------------------------------------------------ the still table

    def _leaders(self) -> dict[str, str]:
        return {
            key: self.table.seat_name(seat)
            for key, seat in self.view["leaders"].items()
            if seat is not None
        }

    def parts(self) -> list[Part]:
        assert self.lay is not None
        view, lay, artist = self.view, self.lay, self.artist
        state = self.session.state
        current = state.tavern if view["phase"] == "tavern" else None
        moving, lang = artist.moving, self.app.t.lang
        leaders = self._leaders()
        owners = {
            key: self.table.seat_name(seat)
            for seat, seat_view in enumerate(view["seats"])
            for key in seat_view["command"]
            if key in self.award_keys
        }
        parts = []
        for b in self._boards():
            draw = self._draw_main_board if b.seat == self.viewer else artist.draw_board
            key = (
                (artist.board_key(b), self._extras_key())
                if b.seat == self.viewer
                else artist.board_key(b)
            )
            parts.append(Part(("seat", b.seat), key, b.box.panel, partial(draw, board=b)))
        f = lay.frame
        top, bottom = f.opponents.bottom + 3, f.board.y - 3
        parts += [
            Part(
                "taverns",
                (repr(view["taverns"]), current, lang, sorted(moving & lay.tavern_cards.keys())),
                Rect(0, top, f.pool.x - 4, bottom - top),
                lambda s: artist.taverns(s, view, lay, current),
            ),
            Part(
                "pool",
                (repr(lay.pool), lang, sorted(moving & lay.pool.keys())),
                Rect(f.pool.x - 4, top, f.pool.w + 8, f.treasury.y - 3 - top),
                lambda s: artist.pool(s, lay),
            ),
            Part(
                "treasury",
                (repr(view["treasure"]), lang),
                Rect(
                    f.treasury.x - 4, f.treasury.y - 3, f.treasury.w + 8, bottom - f.treasury.y + 3
                ),
                lambda s: artist.treasury(s, view, lay),
            ),
            Part(
                "holder",
                (
                    repr(view["awards"]),
                    repr(leaders),
                    repr(owners),
                    lang,
                    sorted(moving & lay.awards.keys()),
                ),
                Rect(f.holder.x - 4, top, W - f.holder.x, f.decks.y - 3 - top),
                lambda s: artist.holder(s, view, lay, leaders, owners),
            ),
            Part(
                "decks",
                (
                    repr(view["decks"]),
                    repr(view["discard"]),
                    view["exchange_coin_left"],
                    view["pariah_left"],
                    lang,
                ),
                Rect(
                    f.decks.x - 4,
                    f.decks.y - 3,
                    W - f.decks.x,
                    bottom - f.decks.y + 3,
                ),
                lambda s: artist.decks(s, view, lay),
            ),
        ]
        return parts

    def _boards(self) -> list[Board]:
        assert self.lay is not None
        t, view = self.app.t, self.view
        order = {s: i + 1 for i, s in enumerate(view["order"])} if view["phase"] == "tavern" else {}
        boards = []
        for seat, box in self.lay.seats.items():
            you = seat == self.viewer and self.session.is_human(seat)
            name = self.table.seat_name(seat) + (f" ({t('table.you')})" if you else "")
            seat_view, hidden = self._shown_seat(seat)
            boards.append(
                Board(seat, seat_view, box, name, view["scores"][seat], hidden, order.get(seat))
            )
        return boards

    def _extras_key(self) -> tuple[Any, ...]:
        return (self.pad.key(), self.view["phase"], self._bid_buttons(), self.app.t.lang)

    def _draw_main_board(self, surface: pygame.Surface, board: Board) -> None:
        """The fortress in front of the screen, with its labels, the draft and its button."""
        self.artist.draw_board(surface, board)
        assert self.lay is not None
        app, t = self.app, self.app.t
        box = board.box
        for i, rect in enumerate(box.slots[:3]):
            label = app.assets.text(t("table.tavern", n=i + 1), "text", 16, theme.TEXT_SOFT)
            surface.blit(label, label.get_rect(midbottom=(rect.centerx, rect.y - 3)))
        self._draw_coin_area(surface, box)

    # ------------------------------------------------------------------ the decision

    def _card_room(self) -> tuple[int, int] | None:
        """With a column to choose, the card that goes there."""
        return (160, 150) if self.pending() == "column" else None

    def _draw_choices(self, surface: pygame.Surface) -> None:
        area = self._choices_area()
        if area is None:
            return
        panel(surface, area, 235, radius=14, edge=theme.GOLD)
        if self.pending() == "column":
            key = self.cards.cards[self.view["stack"][-1][3]].key
            self.artist.card(surface, key, Rect(area.x + 20, area.y + 12, 90, 126))
        left = area.x + (150 if self.pending() == "column" else 0)
        prompt = self.app.assets.wrapped(
            self.table.prompt(), "text_bold", 16, theme.GOLD, area.right - left - 30
        )
        surface.blit(prompt, prompt.get_rect(midtop=((left + area.right) // 2, area.y + 8)))
        for rect, label, _ in self.choices:
            Button(rect, label, lambda: None).draw(surface, self.app.assets)

    def _coin_faces(self) -> CoinFaces:
        return CoinFaces(self.faces)

    def _lands_as_strip(self, flight: Flight) -> bool:
        return flight.dst.h < 40

    def _draw_flight_strip(self, surface: pygame.Surface, flight: Flight, rect: Rect) -> None:
        self.artist.strip(surface, flight.key, rect, False)

    def _card_face(self, key: str, w: int, h: int) -> pygame.Surface:
        return self.faces.card(key, (w, h), self.app.t.lang)

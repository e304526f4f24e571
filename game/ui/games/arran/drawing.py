"""Drawing Arran's table: the fortresses and the middle as parts of the base layer, the
decision's buttons and glowing targets, the cards Svara looks at, and the animations."""

from __future__ import annotations

from functools import partial
from typing import Any

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
from game.ui.widgets import Button, glow, panel

GLOWING = ("act", "hand", "slot")  # targets that glow on the table


class ArranDrawing(ArranBase):
    """A part of ArranPresenter."""

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

    def still_key(self) -> tuple[Any, ...]:
        return (frozenset(self.artist.moving), tuple(sorted(self.artist.flips)), self.pad.key())

    def backdrop(self) -> pygame.Surface:
        assert self.lay is not None
        if self._backdrop_for != self.viewer or self.backdrop_surface is None:
            self.backdrop_surface = self.app.background.copy()
            self.artist.backdrop(self.backdrop_surface, self.lay)
            self._backdrop_for = self.viewer
        return self.backdrop_surface

    def decorates(self) -> bool:
        return bool(
            (self.lay and self.lay.drawn)
            or self._hall_open()
            or self.choices
            or any(target[0] in GLOWING for _, target in self.table.hit_map)
        )

    def decorate(self, surface: pygame.Surface) -> None:
        self._draw_drawn(surface)
        self._draw_targets(surface)
        self._draw_hall(surface)
        self._draw_choices(surface)

    def draw_moving(self, surface: pygame.Surface) -> None:
        self._draw_owing(surface)
        self._draw_flips(surface)
        self._draw_flights(surface)
        if self.pad.drag is not None and self.lay is not None:
            self.pad.draw_drag(surface, CoinFaces(self.faces), self.lay.seats[self.viewer])

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

    def _owes_bid(self) -> bool:
        return self.bidding() and self.viewer in self.session.waiting_humans()

    def _shown_seat(self, seat: int) -> tuple[dict[str, Any], set[int]]:
        """A Lord's talions where they are: a held bid and the draft laid on the board."""
        if not self.bidding():
            return self.view["seats"][seat], set()
        return self.pad.shown(
            seat,
            self.view["seats"][seat],
            self.session.held.get(seat),
            seat == self.table.view_seat(),
        )

    def _extras_key(self) -> tuple[Any, ...]:
        buttons = [
            (tuple(rect), target[0])
            for rect, target in self.table.hit_map
            if target[0] in ("confirm", "change")
        ]
        return (self.pad.key(), self.view["phase"], buttons, self.app.t.lang)

    def _draw_main_board(self, surface: pygame.Surface, board: Board) -> None:
        """The fortress in front of the screen, with its labels, the draft and its button."""
        self.artist.draw_board(surface, board)
        assert self.lay is not None
        app, t = self.app, self.app.t
        box = board.box
        for i, rect in enumerate(box.slots[:3]):
            label = app.assets.text(t("table.tavern", n=i + 1), "text", 12, theme.TEXT_SOFT)
            surface.blit(label, label.get_rect(midbottom=(rect.centerx, rect.y - 3)))
        purse = app.assets.text(t("table.purse"), "text", 13, theme.TEXT_SOFT)
        mid = (box.slots[3].centerx + box.slots[4].centerx) // 2
        surface.blit(purse, purse.get_rect(midtop=(mid, box.slots[3].bottom + 2)))
        if box.hand and len(board.hand_hidden) < len(box.hand):
            text = app.assets.text(t("table.hand"), "text", 12, theme.TEXT_SOFT)
            surface.blit(text, (box.hand[0].x, box.hand[0].y - 16))
        if self.pad.active:
            self.pad.draw_lifted(surface, CoinFaces(self.faces), box)
        for rect, target in self.table.hit_map:
            if target[0] == "confirm":
                Button(rect, t("table.confirm_bids"), lambda: None, primary=True).draw(
                    surface, app.assets
                )
            elif target[0] == "change":
                Button(rect, t("table.change_bids"), lambda: None).draw(surface, app.assets)
        title = app.assets.text(t("table.command"), "display", 15, theme.TEXT_SOFT)
        surface.blit(title, (self.lay.frame.command.x + 10, self.lay.frame.command.y + 12))

    # ------------------------------------------------------------------ the decision

    def _choices_area(self) -> Rect | None:
        """The panel under a decision's buttons; with a column to choose, the card too."""
        if not self.choices:
            return None
        area = self.choices[0][0].unionall([rect for rect, _, _ in self.choices]).inflate(36, 70)
        area.y -= 17
        if self.pending() == "column":
            area.x -= 160
            area.w += 160
            area.h = max(area.h, 150)
        return area

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

    def _draw_targets(self, surface: pygame.Surface) -> None:
        choice_rects = [rect for rect, _, _ in self.choices]
        for rect, target in self.table.hit_map:
            if (
                target[0] in GLOWING
                and rect not in choice_rects
                and target != ("hand", self.pad.selected)
            ):
                round_ = target[0] in ("hand", "slot") or (
                    target[0] == "act" and isinstance(target[1], (Transform, GiveUp))
                )
                glow(surface, rect, theme.HIGHLIGHT, 2, radius=40 if round_ else 8)

    def _draw_owing(self, surface: pygame.Surface) -> None:
        """A lit edge around the fortresses of the Lords who owe a decision."""
        assert self.lay is not None
        if self._hall_open():
            return
        for seat in self.session.state.to_move():
            box = self.lay.seats.get(seat)
            if box is not None:
                pygame.draw.rect(surface, theme.HIGHLIGHT, box.panel, 2, border_radius=10)

    def _draw_drawn(self, surface: pygame.Surface) -> None:
        """The Era 2 cards Svara looks at."""
        assert self.lay is not None
        if not self.lay.drawn:
            return
        panel(surface, self.lay.drawn_panel, 235, radius=14, edge=theme.GOLD)
        text = self.app.assets.text(self.table.prompt(), "display", 18, theme.GOLD)
        surface.blit(
            text, text.get_rect(midtop=(self.lay.drawn_panel.centerx, self.lay.drawn_panel.y + 16))
        )
        for key, rect in self.lay.drawn.items():
            self.artist.card(surface, key, rect)

    def _draw_flips(self, surface: pygame.Surface) -> None:
        assert self.lay is not None
        self.artist.draw_flips = True
        for seat, slot in self.artist.flips:
            box = self.lay.seats.get(seat)
            if box is not None and slot < len(box.slots):
                text = self.view["seats"][seat]["board"][slot]
                self.artist.coin(surface, text, box.slots[slot], seat, slot)
        self.artist.draw_flips = False

    def _draw_flights(self, surface: pygame.Surface) -> None:
        """Cards in flight: a card face, turning into its strip near the end when it lands in a
        column."""
        duration = self.app.settings.animation_ms
        for flight in self.flights:
            rect = flight.rect(duration)
            if flight.dst.h < 40 and flight.elapsed > duration * 0.6:
                self.artist.strip(surface, flight.key, rect, False)
                continue
            w = max(rect.w, 40)
            h = max(rect.h, int(w * 1.38))
            face = self.faces.card(flight.key, (w, h), self.app.t.lang)
            surface.blit(face, rect.move(0, rect.h - h))

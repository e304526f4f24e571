"""Drawing Nidavellir's table: the boards, the taverns and the rest of the still table as parts
of the base layer, the choices of a decision, the glowing targets and the animations (flights
and flips)."""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame
from pygame import Rect

from game.nidavellir.actions import Transform, UlineBid
from game.nidavellir.expansions.idavoll.actions import Capture, Thor
from game.nidavellir.flow import TAVERN
from game.ui import theme
from game.ui.baselayer import Part
from game.ui.games.nidavellir import layout as L
from game.ui.games.nidavellir.base import NidavellirBase
from game.ui.games.nidavellir.boards import Board
from game.ui.widgets import Button, glow, panel

GLOWING = ("act", "hand", "slot", "trade", "freya")  # targets that glow on the table


class NidavellirDrawing(NidavellirBase):
    """A part of NidavellirPresenter."""

    def prompt(self) -> str:
        t = self.app.t
        state = self.session.state
        if state.is_over():
            return t("table.over")
        seat = self.viewer
        tavern = self.app.faces._name(self.rules.tavern_names[state.tavern])
        if seat in self.session.waiting_humans():
            pending = state.pending()
            if pending == "bids":
                return t("prompt.bid")
            if pending == "freya" and self.freya_first is not None:
                return t("prompt.freya_second")
            if pending == "pick" and self.frigg_mode:
                return t("prompt.frigg")
            amount = state.pending_args()[0]
            if pending == "capture":
                card, giant = state.pending_args()
                name = self.app.faces._name
                return t(
                    "prompt.capture",
                    card=name(self.rules.cards[card].name),
                    giant=name(self.rules.cards[giant].name),
                )
            return t(f"prompt.{pending}", tavern=tavern, amount=amount)
        if self.bidding() and seat in self.session.held:
            return t("prompt.bid_held")
        waiting = state.to_move()
        if self.bidding():
            return t("prompt.waiting_bids")
        return t("prompt.waiting", name=self.table.seat_name(waiting[0])) if waiting else ""

    def title(self) -> str:
        state = self.session.state
        rounds = state.rounds_in_age()
        return self.app.t("table.age_round", age=state.age, round=state.round, rounds=rounds)

    def still_key(self) -> tuple[Any, ...]:
        return (
            frozenset(self.artist.moving),
            tuple(sorted(self.artist.flips)),
            self.pad.key(),
            tuple(self.trade_pick),
            self.freya_first,
            self.frigg_mode,
        )

    def backdrop(self) -> pygame.Surface:
        """The wood with every panel for this chair, made once (see `TableArtist.backdrop`)."""
        assert self.lay is not None
        if self._backdrop_for != self.viewer or self.backdrop_surface is None:
            self.backdrop_surface = self.app.background.copy()
            self.artist.backdrop(self.backdrop_surface, self.lay)
            self._backdrop_for = self.viewer
        return self.backdrop_surface

    def decorates(self) -> bool:
        """Drawn cards, the hero hall, a decision's buttons or glowing targets."""
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
            self.pad.draw_drag(surface, self.app.faces, self.lay.seats[self.viewer])

    def parts(self) -> list[Part]:
        """The boards, the taverns, the heroes, the treasure, the distinctions and the decks."""
        assert self.lay is not None
        app, t, view, lay, artist = self.app, self.app.t, self.view, self.lay, self.artist
        state = self.session.state
        current = state.tavern if state.phase == TAVERN else None
        names = [app.faces._name(n) for n in self.rules.tavern_names]
        owners = {
            d: self.table.seat_name(s)
            for s, sv in enumerate(view["seats"])
            for d in sv["distinctions"]
        }
        labels = [
            t("table.heroes"),
            t("table.treasure"),
            t("table.distinctions"),
            t("table.deck_age", age=1),
            t("table.deck_age", age=2),
            t("table.discard"),
            t("table.myths"),
            t("table.reserve", n=view.get("reserve", 0)),
        ]
        moving = artist.moving
        area = L.middle_areas(lay.frame)
        parts = []
        for b in self._boards():
            if b.big:  # the player's board carries its labels and the bid draft
                parts.append(
                    Part(
                        ("seat", b.seat),
                        (artist.board_key(b), self._extras_key()),
                        b.box.panel,
                        partial(self._draw_main_board, board=b),
                    )
                )
            else:
                parts.append(
                    Part(
                        ("seat", b.seat),
                        artist.board_key(b),
                        b.box.panel,
                        partial(artist.draw_board, board=b),
                    )
                )
        parts += [
            Part(
                "taverns",
                (
                    repr(view["taverns"]),
                    repr(view.get("loki")),
                    current,
                    repr(names),
                    repr(lay.tavern_cards),
                    repr(lay.tavern_rows),
                    sorted(moving & lay.tavern_cards.keys()),
                ),
                area["taverns"],
                lambda s: artist.taverns(s, view, lay, names, current),
            ),
            Part(
                "heroes",
                (repr(lay.heroes), labels[0], sorted(moving & lay.heroes.keys())),
                area["heroes"],
                lambda s: artist.heroes(s, view, lay, labels[0]),
            ),
            Part(
                "treasure",
                (repr(view["treasure"]), repr(lay.treasure), labels[1]),
                area["treasure"],
                lambda s: artist.treasure(s, view, lay, labels[1]),
            ),
            Part(
                "distinctions",
                (repr(view["distinctions_left"]), repr(owners), repr(lay.distinctions), labels[2]),
                area["distinctions"],
                lambda s: artist.distinctions(s, view, lay, labels[2], owners),
            ),
            Part(
                "decks",
                (
                    repr(view["decks"]),
                    repr(view["discard"]),
                    repr(lay.decks),
                    repr(lay.discard),
                    view.get("myth_deck"),
                    labels[3:],
                ),
                area["decks"],
                lambda s: artist.decks(s, view, lay, labels[3:]),
            ),
        ]
        return parts

    def _draw_owing(self, surface: pygame.Surface) -> None:
        """A lit edge around the boards of the chairs that owe a decision: drawn over the
        cached boards each frame, so a change of turn redraws no board."""
        assert self.lay is not None
        if self._hall_open():  # the hall covers the boards
            return
        for seat in self.session.state.to_move():
            box = self.lay.seats.get(seat)
            if box is not None:
                pygame.draw.rect(surface, theme.HIGHLIGHT, box.panel, 2, border_radius=10)

    def _boards(self) -> list[Board]:
        assert self.lay is not None
        t, state, view = self.app.t, self.session.state, self.view
        order = {s: i + 1 for i, s in enumerate(state.order)} if state.phase == TAVERN else {}
        boards = []
        for seat, box in self.lay.seats.items():
            big = seat == self.viewer
            name = self.table.seat_name(seat) + (
                f" ({t('table.you')})" if big and self.session.is_human(seat) else ""
            )
            seat_view, hidden = self._shown_seat(seat)
            boards.append(
                Board(
                    seat,
                    seat_view,
                    box,
                    big,
                    name,
                    view["scores"][seat],
                    hidden,
                    lambda n: t.plural("table.ranks", n),
                    order.get(seat),
                    t,
                )
            )
        return boards

    def _owes_bid(self) -> bool:
        return self.bidding() and self.viewer in self.session.waiting_humans()

    def _shown_seat(self, seat: int) -> tuple[dict[str, Any], set[int]]:
        """A seat's coins where they are: the rules core sees a human's bid only once every
        chair has bid, so a held bid and the draft are laid on the board here; the set holds the
        hand coins that are not in the hand."""
        if not self.bidding():
            return self.view["seats"][seat], set()
        return self.pad.shown(
            seat,
            self.view["seats"][seat],
            self.session.held.get(seat),
            seat == self.table.view_seat(),
        )

    def _extras_key(self) -> tuple[Any, ...]:
        t = self.app.t
        buttons = [
            (tuple(rect), target[0])
            for rect, target in self.table.hit_map
            if target[0] in ("confirm", "change")
        ]
        return (
            self.pad.key(),
            self.session.state.phase,
            tuple(self.trade_pick),
            buttons,
            t("table.pouch"),
            t("table.hand"),
            t("table.confirm_bids"),
            t("table.change_bids"),
            t("table.command_zone"),
            t("table.bravery"),
        )

    def _draw_main_board(self, surface: pygame.Surface, board: Board) -> None:
        self.artist.draw_board(surface, board)
        self._draw_main_extras(surface)

    def _draw_main_extras(self, surface: pygame.Surface) -> None:
        """Labels of the main board, the bid draft and the confirm/change button."""
        assert self.lay is not None
        app, t = self.app, self.app.t
        box = self.lay.seats[self.viewer]
        for i, rect in enumerate(box.slots[:3]):
            sign = app.assets.scaled(f"taverns/{self.rules.tavern_keys[i]}", 66, 38)
            surface.blit(sign, sign.get_rect(midbottom=(rect.centerx, rect.y - 4)))
        pouch = app.assets.text(t("table.pouch"), "text", 13, theme.TEXT_SOFT)
        surface.blit(
            pouch,
            pouch.get_rect(
                midtop=((box.slots[3].centerx + box.slots[4].centerx) // 2, box.slots[3].bottom + 2)
            ),
        )
        if len(self._shown_seat(self.viewer)[1]) < len(box.hand):  # a coin is in the hand
            text = app.assets.text(t("table.hand"), "text", 12, theme.TEXT_SOFT)
            surface.blit(text, (box.hand[0].x, box.hand[0].y - 16))
        if self.pad.active:
            self.pad.draw_lifted(surface, app.faces, box)
        for i in self.trade_pick:
            glow(surface, box.hand[i], theme.SELECTED, 3, radius=30)
        for rect, target in self.table.hit_map:
            if target[0] == "confirm":
                Button(rect, t("table.confirm_bids"), lambda: None, primary=True).draw(
                    surface, app.assets
                )
            elif target[0] == "change":
                Button(rect, t("table.change_bids"), lambda: None).draw(surface, app.assets)
        cz = app.assets.text(t("table.command_zone"), "display", 15, theme.TEXT_SOFT)
        command = self.lay.frame.command
        surface.blit(cz, (command.x + 10, command.y + 12))
        score = app.assets.text(t("table.bravery"), "display", 16, theme.TEXT_SOFT)
        surface.blit(score, score.get_rect(midright=(box.score.right - 50, box.score.centery)))

    def _choices_area(self) -> Rect | None:
        """The panel under a decision's buttons, wider when it shows a capture's two cards."""
        if not self.choices:
            return None
        area = self.choices[0][0].unionall([rect for rect, _, _ in self.choices]).inflate(36, 70)
        area.y -= 17
        if self.session.state.pending() == "capture":  # the dwarf and the giant capturing it
            area.x -= 2 * 72 + 8
            area.w += 2 * 72 + 8
            area.h = max(area.h, 176)
        return area

    def _draw_choices(self, surface: pygame.Surface) -> None:
        area = self._choices_area()
        if area is None:
            return
        state = self.session.state
        shown = list(state.pending_args()) if state.pending() == "capture" else []
        panel(surface, area, 235, radius=14, edge=theme.GOLD)
        for i, card in enumerate(reversed(shown)):
            rect = Rect(area.x + 16 + i * 72, area.bottom - 112, 66, 96)
            surface.blit(self.app.faces.card(card, rect.w, rect.h), rect)
        prompt = self.app.assets.wrapped(
            self.table.prompt(), "text_bold", 16, theme.GOLD, area.w - 30
        )
        surface.blit(prompt, prompt.get_rect(midtop=(area.centerx, area.y + 8)))
        for rect, label, target in self.choices:
            primary = (
                target[0] == "act" and isinstance(target[1], (Capture, Thor)) and target[1].yes
            )
            Button(rect, label, lambda: None, primary=primary).draw(surface, self.app.assets)

    def _draw_targets(self, surface: pygame.Surface) -> None:
        choice_rects = [rect for rect, _, _ in self.choices]
        for rect, target in self.table.hit_map:
            if target[0] == "freya" and target[1] == self.freya_first:
                glow(surface, rect, theme.SELECTED, 3, radius=8)
            elif (
                target[0] in GLOWING
                and rect not in choice_rects
                and target != ("hand", self.pad.selected)
            ):  # the lifted coin has its ring
                round_ = target[0] in ("hand", "slot", "trade") or (
                    target[0] == "act" and isinstance(target[1], (Transform, UlineBid))
                )
                glow(surface, rect, theme.HIGHLIGHT, 2, radius=40 if round_ else 8)

    def _draw_drawn(self, surface: pygame.Surface) -> None:
        assert self.lay is not None
        if not self.lay.drawn:
            return
        panel(surface, self.lay.drawn_panel, 230)
        text = self.app.assets.text(self.table.prompt(), "display", 18, theme.GOLD)
        surface.blit(
            text, text.get_rect(midtop=(self.lay.drawn_panel.centerx, self.lay.drawn_panel.y + 16))
        )
        for key, rect in self.lay.drawn.items():
            self.artist.card(surface, key, rect)

    def _draw_flips(self, surface: pygame.Surface) -> None:
        """Coins turning over (a reveal, a transform), drawn over the still layer."""
        assert self.lay is not None
        self.artist.draw_flips = True
        for seat, slot in self.artist.flips:
            box = self.lay.seats.get(seat)
            if box is not None and slot < len(box.slots):
                text = self.view["seats"][seat]["board"][slot]
                self.artist.coin(surface, text, box.slots[slot], seat, slot)
        self.artist.draw_flips = False

    def _draw_flights(self, surface: pygame.Surface) -> None:
        duration = self.app.settings.animation_ms
        for flight in self.flights:
            rect = flight.rect(duration)
            card = self.rules.card_ids[flight.key]
            if flight.strip_column >= 0 and flight.elapsed > duration * 0.6:
                surface.blit(self.app.faces.strip(card, rect.w, rect.h, flight.strip_column), rect)
            else:
                w = max(rect.w, 40)
                h = max(rect.h, int(w * 1.38))
                surface.blit(self.app.faces.card(card, w, h), rect.move(0, rect.h - h))

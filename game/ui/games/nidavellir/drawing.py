"""Drawing Nidavellir's table: the boards, the taverns and the rest of the still table as parts
of the base layer, the choices of a decision, the glowing targets and the animations (flights
and flips)."""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame
from pygame import Rect

from game.nidavellir.actions import HandBid, Transform
from game.nidavellir.expansions.idavoll.actions import Capture, Thor
from game.nidavellir.expansions.thingvellir.actions import Camp, Spare
from game.nidavellir.expansions.thingvellir.flow import DECISIONS as CAMP_DECISIONS
from game.nidavellir.flow import TAVERN
from game.ui import theme
from game.ui.baselayer import Part
from game.ui.games.nidavellir import layout as L
from game.ui.games.nidavellir.base import NidavellirBase
from game.ui.games.nidavellir.boards import Board
from game.ui.tavernkit.base import Flight
from game.ui.tavernkit.drawing import TavernsDrawing
from game.ui.widgets import Button, glow, panel


class NidavellirDrawing(NidavellirBase, TavernsDrawing):
    """A part of NidavellirPresenter."""

    GLOWING = ("act", "hand", "slot", "trade", "freya", "enlist")
    ROUND_TARGETS = ("hand", "slot", "trade")
    ROUND_ACTIONS = (Transform, HandBid)
    PURSE_WORD = "table.pouch"
    COMMAND_WORD = "table.command_zone"

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
            if pending == "enlist" and self.enlist_pick is not None:
                return t("thingvellir.prompt.enlist_column")
            if pending == "transform" and state.pending_args()[1] == 1:
                return t("thingvellir.prompt.khrad", amount=state.pending_args()[0])
            if pending == "olwyn":
                return t("thingvellir.prompt.olwyn")
            if pending in ("hofud", "brisingamens") and self._spare_legal():
                return t(f"thingvellir.prompt.{pending}_thor")
            amount = state.pending_args()[0]
            if pending == "capture":
                card, giant = state.pending_args()
                name = self.app.faces._name
                return t(
                    "prompt.capture",
                    card=name(self.rules.cards[card].name),
                    giant=name(self.rules.cards[giant].name),
                )
            if pending == "pick" and self.view["camp"] and self._camp_legal():
                return t("thingvellir.prompt.pick", tavern=tavern)
            key = (
                f"thingvellir.prompt.{pending}"
                if pending in CAMP_DECISIONS
                else f"prompt.{pending}"
            )
            return t(key, tavern=tavern, amount=amount)
        if self.bidding() and seat in self.session.held:
            return t("prompt.bid_held")
        waiting = state.to_move()
        if self.bidding():
            return t("prompt.waiting_bids")
        return t("prompt.waiting", name=self.table.seat_name(waiting[0])) if waiting else ""

    def _spare_legal(self) -> bool:
        """The chair in front of the screen may spend Thor's token on the discard it owes."""
        return any(isinstance(a, Spare) for a in self.session.state.legal_actions(self.viewer))

    def _camp_legal(self) -> bool:
        """The chair in front of the screen may go to the camp now."""
        return any(isinstance(a, Camp) for a in self.session.state.legal_actions(self.viewer))

    def title(self) -> str:
        state = self.session.state
        rounds = state.rounds_in_age()
        return self.app.t("table.age_round", age=state.age, round=state.round, rounds=rounds)

    def still_key(self) -> tuple[Any, ...]:
        return (
            *super().still_key(),
            tuple(self.trade_pick),
            self.freya_first,
            self.frigg_mode,
            self.enlist_pick,
        )

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
            *self._camp_parts(area),
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

    def _camp_parts(self, area: dict[str, Rect]) -> list[Part]:
        """Thingvellir's camp, with its two decks."""
        assert self.lay is not None
        view, lay, t, artist = self.view, self.lay, self.app.t, self.artist
        if lay.frame.camp is None:
            return []
        labels = [t("thingvellir.table.camp"), "1", "2"]
        return [
            Part(
                "camp",
                (
                    repr(view["camp"]),
                    repr(view["camp_decks"]),
                    repr(lay.camp),
                    labels,
                    sorted(artist.moving & lay.camp.keys()),
                ),
                area["camp"],
                lambda s: artist.camp(s, view, lay, labels),
            )
        ]

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

    def _extras_key(self) -> tuple[Any, ...]:
        t = self.app.t
        return (
            self.pad.key(),
            self.session.state.phase,
            tuple(self.trade_pick),
            self._bid_buttons(),
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
        self._draw_coin_area(surface, box)
        score = app.assets.text(t("table.bravery"), "display", 16, theme.TEXT_SOFT)
        surface.blit(score, score.get_rect(midright=(box.score.right - 50, box.score.centery)))

    def _draw_hand_picks(self, surface: pygame.Surface, box: L.SeatBoxes) -> None:
        """The coins picked for a trade."""
        for i in self.trade_pick:
            glow(surface, box.hand[i], theme.SELECTED, 3, radius=30)

    def _card_room(self) -> tuple[int, int] | None:
        """A capture's panel shows the dwarf and the giant capturing it."""
        return (2 * 72 + 8, 176) if self.pending() == "capture" else None

    def _choices_area(self) -> Rect | None:
        """The panel grows upwards when its prompt needs more than two lines (Höfud's with
        Thor's token, the enlistment order in French), so no line runs under a button."""
        area = super()._choices_area()
        if area is None:
            return None
        prompt = self._choices_prompt(area)
        top = min(rect.y for rect, _, _ in self.choices)
        grow = area.y + 8 + prompt.get_height() + 6 - top
        if grow > 0:
            area.y -= grow
            area.h += grow
        return area

    def _choices_prompt(self, area: Rect) -> pygame.Surface:
        return self.app.assets.wrapped(
            self.table.prompt(), "text_bold", 16, theme.GOLD, area.w - 30
        )

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
        prompt = self._choices_prompt(area)
        surface.blit(prompt, prompt.get_rect(midtop=(area.centerx, area.y + 8)))
        for rect, label, target in self.choices:
            primary = target[0] == "act" and (
                isinstance(target[1], Spare)
                or (isinstance(target[1], (Capture, Thor)) and target[1].yes)
            )
            Button(rect, label, lambda: None, primary=primary).draw(surface, self.app.assets)

    def _selected(self, target: tuple[Any, ...]) -> bool:
        return (target[0] == "freya" and target[1] == self.freya_first) or (
            target[0] == "enlist" and target[1] == self.enlist_pick
        )

    def _coin_faces(self) -> Any:
        return self.app.faces

    def _lands_as_strip(self, flight: Flight) -> bool:
        return flight.strip_column >= 0

    def _draw_flight_strip(self, surface: pygame.Surface, flight: Flight, rect: Rect) -> None:
        card = self.rules.card_ids[flight.key]
        surface.blit(self.app.faces.strip(card, rect.w, rect.h, flight.strip_column), rect)

    def _card_face(self, key: str, w: int, h: int) -> pygame.Surface:
        face: pygame.Surface = self.app.faces.card(self.rules.card_ids[key], w, h)
        return face

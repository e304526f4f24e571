"""Drawing what the taverns games draw alike: the backdrop made once, the decision over the still
table (drawn cards, glowing targets, the hall, the buttons), the lit edge of the chairs that owe a
decision, coins turning over and cards in flight, and the bid draft on the board in front of the
screen."""

from __future__ import annotations

from typing import Any, ClassVar

import pygame
from pygame import Rect

from game.ui import theme
from game.ui.tavernkit.base import Flight, TavernsBase
from game.ui.widgets import Button, glow, panel


class TavernsDrawing(TavernsBase):
    """A part of a taverns presenter. The game sets the class attributes and writes the hooks
    (`_coin_faces`, `_lands_as_strip`, `_draw_flight_strip`, `_card_face`, `_card_room`)."""

    GLOWING: ClassVar[tuple[str, ...]] = ("act", "hand", "slot")  # targets that glow
    ROUND_TARGETS: ClassVar[tuple[str, ...]] = ("hand", "slot")  # coins: a round glow
    ROUND_ACTIONS: ClassVar[tuple[type, ...]] = ()  # actions whose target is a coin
    DRAWN_PANEL: ClassVar[dict[str, Any]] = {"alpha": 230}  # the drawn cards' panel style
    PURSE_WORD: ClassVar[str] = "table.purse"  # the two slots off the taverns
    COMMAND_WORD: ClassVar[str] = "table.command"  # the command zone's title

    def still_key(self) -> tuple[Any, ...]:
        return (
            frozenset(self.artist.moving),
            tuple(sorted(self.artist.flips)),
            frozenset(self.artist.landing),
            self.pad.key(),
        )

    def backdrop(self) -> pygame.Surface:
        """The wood with every panel for this chair, made once (see the artist's `backdrop`),
        and again when the panels move (a game whose table changes shape with the Age)."""
        assert self.lay is not None
        key = (self.viewer, *self.artist.panel_rects(self.lay))
        if self._backdrop_for != key or self.backdrop_surface is None:
            self.backdrop_surface = self.app.background.copy()
            self.artist.backdrop(self.backdrop_surface, self.lay)
            self._backdrop_for = key
        return self.backdrop_surface

    def decorates(self) -> bool:
        """Drawn cards, the hall, a decision's buttons or glowing targets."""
        return bool(
            (self.lay and self.lay.drawn)
            or self._hall_open()
            or self.choices
            or any(target[0] in self.GLOWING for _, target in self.table.hit_map)
        )

    def decorate(self, surface: pygame.Surface) -> None:
        self._draw_drawn(surface)
        self._draw_targets(surface)
        self._draw_hall(surface)
        self._draw_choices(surface)

    def draw_moving(self, surface: pygame.Surface) -> None:
        self._draw_owing(surface)
        self._draw_flips(surface)
        self.draw_pieces(surface)
        self._draw_flights(surface)
        if self.pad.drag is not None and self.lay is not None:
            self.pad.draw_drag(surface, self._coin_faces(), self.lay.seats[self.viewer])

    # ------------------------------------------------------------------ hooks

    def _coin_faces(self) -> Any:
        """The faces the bid pad draws a coin with (`coin(code, size)`)."""
        raise NotImplementedError

    def _draw_choices(self, surface: pygame.Surface) -> None:
        """The panel of a decision's buttons (see `_choices_area`)."""
        raise NotImplementedError

    def _card_room(self) -> tuple[int, int] | None:
        """Room (width, least height) on the left of the decision's panel for the cards it is
        about; None: the panel holds only its prompt and buttons."""
        return None

    def _selected(self, target: tuple[Any, ...]) -> bool:
        """A target picked as the first of two clicks: it glows as picked."""
        return False

    def _lands_as_strip(self, flight: Flight) -> bool:
        """The flight ends in a column, where the card shows as a strip."""
        raise NotImplementedError

    def _draw_flight_strip(self, surface: pygame.Surface, flight: Flight, rect: Rect) -> None:
        raise NotImplementedError

    def _card_face(self, key: str, w: int, h: int) -> pygame.Surface:
        raise NotImplementedError

    def _draw_hand_picks(self, surface: pygame.Surface, box: Any) -> None:
        """Marks on the coins of the hand picked for a decision (none by default)."""

    # ------------------------------------------------------------------ the board in front

    def _bid_buttons(self) -> list[tuple[tuple[int, ...], str]]:
        """The confirm or change button of a bid, where it is: part of the main board's key."""
        return [
            (tuple(rect), target[0])
            for rect, target in self.table.hit_map
            if target[0] in ("confirm", "change")
        ]

    def _draw_coin_area(self, surface: pygame.Surface, box: Any) -> None:
        """The words of the main board's coins and command zone, the bid draft and its button."""
        assert self.lay is not None
        app, t = self.app, self.app.t
        purse = app.assets.text(t(self.PURSE_WORD), "text", 16, theme.TEXT_SOFT)
        mid = (box.slots[3].centerx + box.slots[4].centerx) // 2
        surface.blit(purse, purse.get_rect(midtop=(mid, box.slots[3].bottom + 2)))
        if len(self._shown_seat(self.viewer)[1]) < len(box.hand):  # a coin is in the hand
            text = app.assets.text(t("table.hand"), "text", 16, theme.TEXT_SOFT)
            surface.blit(text, (box.hand[0].x, box.hand[0].y - 16))
        if self.pad.active:
            self.pad.draw_lifted(surface, self._coin_faces(), box)
        self._draw_hand_picks(surface, box)
        for rect, target in self.table.hit_map:
            if target[0] == "confirm":
                Button(rect, t("table.confirm_bids"), lambda: None, primary=True).draw(
                    surface, app.assets
                )
            elif target[0] == "change":
                Button(rect, t("table.change_bids"), lambda: None).draw(surface, app.assets)
        title = app.assets.text(t(self.COMMAND_WORD), "display", 16, theme.TEXT_SOFT)
        command = self.lay.frame.command
        surface.blit(title, (command.x + 10, command.y + 12))

    # ------------------------------------------------------------------ the decision

    def _choices_area(self) -> Rect | None:
        """The panel under a decision's buttons, wider when it shows the cards it is about."""
        if not self.choices:
            return None
        area = self.choices[0][0].unionall([rect for rect, _, _ in self.choices]).inflate(36, 70)
        area.y -= 17
        room = self._card_room()
        if room is not None:
            area.x -= room[0]
            area.w += room[0]
            area.h = max(area.h, room[1])
        return area

    def _draw_targets(self, surface: pygame.Surface) -> None:
        choice_rects = [rect for rect, _, _ in self.choices]
        for rect, target in self.table.hit_map:
            if self._selected(target):
                glow(surface, rect, theme.SELECTED, 3, radius=8)
            elif (
                target[0] in self.GLOWING
                and rect not in choice_rects
                and target != ("hand", self.pad.selected)
            ):  # the lifted coin has its ring
                round_ = target[0] in self.ROUND_TARGETS or (
                    target[0] == "act" and isinstance(target[1], self.ROUND_ACTIONS)
                )
                glow(surface, rect, theme.HIGHLIGHT, 2, radius=40 if round_ else 8)

    def _draw_drawn(self, surface: pygame.Surface) -> None:
        """The cards a decision draws for the chair to choose among."""
        assert self.lay is not None
        if not self.lay.drawn:
            return
        panel(surface, self.lay.drawn_panel, **self.DRAWN_PANEL)
        text = self.app.assets.text(self.table.prompt(), "display", 18, theme.GOLD)
        surface.blit(
            text, text.get_rect(midtop=(self.lay.drawn_panel.centerx, self.lay.drawn_panel.y + 16))
        )
        for key, rect in self.lay.drawn.items():
            self.artist.card(surface, key, rect)

    # ------------------------------------------------------------------ what moves

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
        """Cards in flight: a card face, turning into its strip near the end when it lands in a
        column. The face is made once, at the larger end's size, and scaled on the way: made at
        each frame's size, a new face (milliseconds of drawing, kept in the faces' cache) would
        be built at every frame of every flight."""
        duration = self.app.settings.animation_ms
        for flight in self.flights:
            rect = flight.rect(duration)
            if self._lands_as_strip(flight) and flight.elapsed > duration * 0.6:
                self._draw_flight_strip(surface, flight, rect)
                continue
            w, h = _face_size(rect)
            face = self._card_face(flight.key, *_face_size(max(flight.src, flight.dst, key=_area)))
            if face.get_size() != (w, h):
                face = pygame.transform.smoothscale(face, (w, h))
            surface.blit(face, rect.move(0, rect.h - h))


def _face_size(rect: Rect) -> tuple[int, int]:
    """A flying card's face size at `rect`: never narrower than 40 px, never squatter than a
    card."""
    w = max(rect.w, 40)
    return w, max(rect.h, int(w * 1.38))


def _area(rect: Rect) -> int:
    return rect.w * rect.h

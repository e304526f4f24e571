"""What moves on a taverns table besides the cards: coins that change place (bid, back to the
hand, taken from the treasure, paid back to it), gems exchanged between seats, and coins turning
over when bids are revealed, seat after seat in the reveal order.

Like the cards, pieces are followed from one view to the next: where each coin and gem showed
at the last change is kept, and whatever moved flies from there (`flight.coin_moves`)."""

from __future__ import annotations

from typing import Any

import pygame
from pygame import Rect

from game.taverns import coins as cn
from game.taverns.snapshot import HIDDEN
from game.ui.table.flight import PieceFlight, advance, coin_moves, flying
from game.ui.tavernkit.base import TavernsBase

# Coins turn over one seat after the other, each this share of the animation time after the
# seat before it in the reveal order.
FLIP_STAGGER_SHARE = 0.35
HAND = 10  # the places of a seat's hand coins are numbered from here (its board's from 0)

CoinPlaces = dict[int, dict[int, tuple[str | None, Rect]]]  # seat -> place -> (coin, where)
GemPlaces = dict[int, tuple[int, Rect]]  # seat -> (gem, where)


class TavernsMotion(TavernsBase):
    """A part of a taverns presenter. The game writes `_stocks`; its artist draws a piece
    in flight (`coin_face`, `gem_face`) and leaves the place a piece flies to empty meanwhile
    (`landing`)."""

    pieces: list[PieceFlight]
    coins_seen: CoinPlaces
    gems_seen: GemPlaces
    bidding_seen: bool
    draft_homes: dict[int, Rect]  # where each coin of the hand shows in the bid being drafted

    def _stocks(self) -> tuple[dict[int, Rect], Rect | None]:
        """Where the gold coins wait, by value, and the special coin while nobody has it (None:
        it has no place on the table)."""
        raise NotImplementedError

    def _coin_source(self, text: str) -> Rect | None:
        """The place on the table a coin comes from when it is taken, and goes back to when it
        is paid; None for a bronze coin (from and to the box) or a hidden one."""
        if text == HIDDEN or text[-1:] not in ("g", "s"):
            return None
        gold, special = self._stocks()
        code = cn.parse_coin(text)
        return special if cn.kind_of(code) == cn.SPECIAL else gold.get(cn.value_of(code))

    # ------------------------------------------------------------------ where pieces are

    def _coin_places(self) -> CoinPlaces:
        """Every seat's coins as they show: a bid being drafted or held is on the board."""
        assert self.lay is not None
        places: CoinPlaces = {}
        for seat, box in self.lay.seats.items():
            shown, away = self._shown_seat(seat)
            board, hand = shown["board"], shown["hand"]
            seat_places = {
                slot: (board[slot] if slot < len(board) else None, rect)
                for slot, rect in enumerate(box.slots)
            }
            for i, (coin, rect) in enumerate(zip(hand, box.hand, strict=False)):
                if i not in away:
                    seat_places[HAND + i] = (coin, rect)
            places[seat] = seat_places
        return places

    def _gem_places(self) -> GemPlaces:
        assert self.lay is not None
        return {
            seat: (self.view["seats"][seat]["gem"], box.gem) for seat, box in self.lay.seats.items()
        }

    def track_pieces(self, animate: bool) -> None:
        """Note where the coins and gems are now; with `animate`, fly those that moved since
        the last change."""
        coins, gems = self._coin_places(), self._gem_places()
        if animate and self.app.settings.animation_ms > 0:
            for seat, after in coins.items():
                if seat in self.coins_seen and not self._drafting(seat):
                    self._fly_coins(seat, self.coins_seen[seat], after)
            self._fly_gems(gems)
            self.fly_tokens()
        self.note_tokens()
        self.coins_seen, self.gems_seen = coins, gems
        self.bidding_seen = self.bidding()
        self.artist.landing = flying(self.pieces)

    def fly_tokens(self) -> None:
        """A game's tokens that moved since the last change (none by default)."""

    def note_tokens(self) -> None:
        """Note where a game's tokens are now (none by default)."""

    def follow_draft(self, animate: bool) -> None:
        """The chair's own bid draft changed: with `animate` (a click, a key), its coins fly to
        their new places, each known by its place in the hand; a coin dragged lands where it
        is dropped, so a drag only notes where the coins are."""
        assert self.lay is not None
        if not self.pad.active:
            self.draft_homes = {}
            return
        box, seat = self.lay.seats[self.viewer], self.viewer
        homes = {i: self.pad.home(i, box) for i in range(len(self.pad.hand))}
        if animate and self.app.settings.animation_ms > 0:
            for i, rect in homes.items():
                old = self.draft_homes.get(i)
                if old is not None and old != rect:
                    place = box.slots.index(rect) if rect in box.slots else HAND + i
                    flight = PieceFlight(("coin", seat, place), old, rect, face=self.pad.hand[i])
                    self._send(flight)
            self.artist.landing = flying(self.pieces)
        self.draft_homes = homes

    def _drafting(self, seat: int) -> bool:
        """The chair in front of the screen drafts its bid by hand: its coins are where it put
        them, nothing flies."""
        return seat == self.viewer and (self.bidding_seen or self.bidding())

    def _send(self, flight: PieceFlight) -> None:
        self.pieces = [f for f in self.pieces if f.key != flight.key] + [flight]

    def _fly_coins(
        self,
        seat: int,
        before: dict[int, tuple[str | None, Rect]],
        after: dict[int, tuple[str | None, Rect]],
    ) -> None:
        """A seat's coins that changed place; one changing its value in place turns over
        instead (`start_flips`)."""
        turning = {
            p
            for p in before.keys() & after.keys()
            if p < HAND and None not in (before[p][0], after[p][0]) and before[p][0] != after[p][0]
        }
        old = {p: coin for p, (coin, _) in before.items() if p not in turning}
        new = {p: coin for p, (coin, _) in after.items() if p not in turning}
        moves, fresh, gone = coin_moves(old, new)
        for src, dst in moves:
            self._send(
                PieceFlight(("coin", seat, dst), before[src][1], after[dst][1], face=new[dst])
            )
        for place in fresh:
            stock = self._coin_source(str(new[place]))
            if stock is not None:
                self._send(
                    PieceFlight(("coin", seat, place), stock, after[place][1], face=new[place])
                )
        for place in gone:
            stock = self._coin_source(str(old[place]))
            if stock is not None:
                self._send(
                    PieceFlight(("gone", seat, place), before[place][1], stock, face=old[place])
                )

    def _fly_gems(self, gems: GemPlaces) -> None:
        """A gem now at a seat that held another flies from the seat that held it."""
        held = {gem: rect for gem, rect in self.gems_seen.values()}
        for seat, (gem, rect) in gems.items():
            if seat in self.gems_seen and self.gems_seen[seat][0] != gem and gem in held:
                self._send(PieceFlight(("gem", seat), held[gem], rect, face=gem, kind="gem"))

    def start_flips(self, old_view: Any) -> None:
        """Coins whose value shows at last turn over, seat after seat in the reveal order: a
        coin starts at minus its wait, showing its back until its turn comes."""
        duration = self.app.settings.animation_ms
        if duration <= 0:  # animations off: coins show their new face
            return
        order = [s for s in self.view.get("order", []) if 0 <= s < len(self.view["seats"])]
        order += [s for s in range(len(self.view["seats"])) if s not in order]
        for rank, seat in enumerate(order):
            old = old_view["seats"][seat]["board"]
            for slot, text in enumerate(self.view["seats"][seat]["board"]):
                if text is not None and old[slot] is not None and text != old[slot]:
                    self.flip_ms[(seat, slot)] = -rank * FLIP_STAGGER_SHARE * duration
        self._show_flips(duration)

    def _show_flips(self, duration: float) -> None:
        """The artist's flips, from the coins' clocks: drawn from the frame the reveal comes."""
        self.artist.flips = (
            {k: max(0.0, v) / duration for k, v in self.flip_ms.items()} if duration > 0 else {}
        )

    # ------------------------------------------------------------------ time and drawing

    def advance_pieces(self, dt_ms: int, duration: float) -> None:
        """The coins and gems in flight, and the coins turning, `dt_ms` later."""
        self.pieces = advance(self.pieces, dt_ms, duration)
        self.artist.landing = flying(self.pieces)
        for key in list(self.flip_ms):
            self.flip_ms[key] += dt_ms
            if self.flip_ms[key] >= duration:
                del self.flip_ms[key]
        self._show_flips(duration)

    def stop_pieces(self) -> None:
        """Nothing moves any more (an undo, new settings): every piece shows where it is."""
        self.pieces, self.flip_ms = [], {}
        self.artist.landing, self.artist.flips = set(), {}

    def draw_pieces(self, surface: pygame.Surface) -> None:
        """Coins and gems in flight, each face made at its larger end's size and scaled on the
        way (a face at every frame's size would fill the faces' cache)."""
        duration = self.app.settings.animation_ms
        for flight in self.pieces:
            rect = flight.rect(duration)
            size = max(flight.src.w, flight.dst.w)
            face = self.artist.piece_face(flight.kind, flight.face, size)
            if face.get_width() != rect.w:
                face = pygame.transform.smoothscale(face, (rect.w, rect.w))
            surface.blit(face, face.get_rect(center=rect.center))

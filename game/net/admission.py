"""Which device may sit where: a seat's token, the PIN or the host player's accept, and the
claims of free chairs by a laptop that has no token.

Why apart from the host: admission is the host's one line of defence against a stranger on the
same network, and its rules (tokens compared in constant time, failures counted per address,
a claim that expires, a chair never given twice) are easier to read and to check together than
spread among the connection's plumbing.
"""

from __future__ import annotations

import hmac
import secrets
from typing import Any

from game.net import protocol as p
from game.net.hostparts import Device
from game.net.outgoing import Outgoing

ADMISSIONS = ("token", "pin", "accept")  # what a new device needs beyond its seat's address
PIN_DIGITS = 6
PIN_TRIES = 3  # wrong PINs on one connection before it is closed
PIN_FAILURES = 10  # wrong PINs and failed claims from one address before it is refused
CLAIM_SECONDS = 120.0  # a claim nobody accepts within this time expires


def new_pin() -> str:
    return f"{secrets.randbelow(10**PIN_DIGITS):0{PIN_DIGITS}d}"


class Admission(Outgoing):
    """The host's doorkeeping, mixed into `host.Host`."""

    def _seat_of(self, token: str) -> int | None:
        """The seat of `token`, compared with every seat's in constant time."""
        found = None
        given = token.encode("utf-8", "replace")
        for seat, own in self.tokens.items():
            if hmac.compare_digest(given, own.encode("ascii")):
                found = seat
        return found

    def _is_watch(self, token: str) -> bool:
        return hmac.compare_digest(token.encode("utf-8", "replace"), self.watch_token.encode())

    def claim_admission(self) -> str | None:
        """How a device claiming a free chair is let in: by the "pin", by the host player's
        "accept", or not at all (None: a host with nobody to accept and no PIN)."""
        if not self.claims:
            return None
        if self.admission == "pin":
            return "pin"
        return "accept" if self.on_request is not None else None

    def free_chairs(self) -> list[int]:
        """Human chairs no device has taken or asks for: the ones a laptop may claim."""
        taken = self.joined | set(self.devices) | set(self.waiting)
        return sorted(s for s in self.tokens if s not in taken)

    def chairs(self) -> dict[str, Any]:
        """The game and its chairs, as a laptop choosing a free one reads them (no token)."""
        session, free = self.session, set(self.free_chairs())
        chairs = [
            {"seat": i, "name": s.name, "kind": s.kind, "free": i in free}
            for i, s in enumerate(session.seats)
        ]
        return p.message(
            "chairs",
            game=session.info.key,
            title=session.info.title,
            claim=self.claim_admission(),
            chairs=chairs,
            protocol=p.VERSION,
        )

    def _claim(self, device: Device, seat: int, pin: str | None) -> None:
        """A device with no token asks for the free chair `seat`: the PIN or the host player
        lets it in, and its welcome then carries the seat's token for coming back. A chair a
        device holds or asks for is never given; every failure counts against the address."""
        how = self.claim_admission()
        if how is None:
            self._error(device, "claims_closed")
            self._close(device)
        elif self.failures.get(device.peer, 0) >= PIN_FAILURES:
            self._error(device, "too_many_attempts")
            self._close(device)
        elif seat not in self.free_chairs():
            self._fail(device)
            self._error(device, "chair_taken")
        elif how == "pin":
            device.claim = seat
            if self._admit(device, seat, pin):
                self._take_seat(device, seat, None)
        else:
            device.claim = seat
            self._ask(device, seat)
            assert self.loop is not None
            self.loop.call_later(CLAIM_SECONDS, self._end_claim, seat, device)

    def _end_claim(self, seat: int, device: Device | None = None) -> None:
        """The claim waiting for `seat` (only `device`'s, when given) ends unanswered: its
        chair was taken meanwhile, or nobody accepted it in time."""
        waiting = self.waiting.get(seat)
        if waiting is None or waiting.claim is None or device not in (None, waiting):
            return
        del self.waiting[seat]
        self._fail(waiting)
        self._error(waiting, "claim_expired")
        self._close(waiting)
        self._notify()

    def _fail(self, device: Device) -> None:
        self.failures[device.peer] = self.failures.get(device.peer, 0) + 1

    def _ask(self, device: Device, seat: int) -> None:
        """Put `device` before the host player, who accepts or refuses it."""
        self.waiting[seat] = device
        self._error(device, "awaiting_accept")
        if self.on_request is not None:
            self.on_request(seat)

    def _admit(self, device: Device, seat: int, pin: str | None) -> bool:
        """Whether a device may take `seat` now; else it was told why."""
        if self.admission == "token":
            return True
        if self.admission == "accept":
            self._end_claim(seat)
            self._ask(device, seat)
            return False
        if self.failures.get(device.peer, 0) >= PIN_FAILURES:
            self._error(device, "too_many_attempts")
            self._close(device)
            return False
        if pin is None:
            self._error(device, "pin_required")
            return False
        if self.pin is not None and hmac.compare_digest(pin.encode(), self.pin.encode()):
            self.admitted.add(seat)
            return True
        self._fail(device)
        device.pin_failures += 1
        self._error(device, "bad_pin")
        if device.pin_failures >= PIN_TRIES:
            self._close(device)
        return False

    def accept(self, seat: int) -> None:
        """The host player lets the device waiting for `seat` take it."""
        device = self.waiting.pop(seat, None)
        if device is not None and not device.closing:
            self.admitted.add(seat)
            self._take_seat(device, seat, None)

    def refuse(self, seat: int) -> None:
        device = self.waiting.pop(seat, None)
        if device is not None:
            if device.claim is not None:
                self._fail(device)
            self._error(device, "refused")
            self._close(device)

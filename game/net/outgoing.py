"""What the host sends each device: the welcome, its seat's state with the events it missed,
the spectators' public state, the end of the game, and the queue every message waits in.

Why apart from the host: what a device may see is the host's first promise (a seat's own view
and decisions, never another's; the public view for a spectator, its text made once per change
for all of them, so twenty spectators cost the table one encoding, not twenty), and each device
has its own bounded queue, so a slow phone never holds up the others. Keeping every outgoing
message in one module keeps that promise in one place to read.
"""

from __future__ import annotations

import asyncio
from typing import Any

from game.net import page
from game.net import protocol as p
from game.net.hostparts import Device, HostParts


def device_view(state: Any, seat: int | None) -> dict[str, Any]:
    """`state.view(seat)` as a device receives it: without the deal's seed, from which the
    published rules would rebuild every deck in order (on one laptop nobody reads it; on a
    device it is one keystroke away)."""
    view = dict(state.view(seat))
    view.pop("seed", None)
    return view


class Outgoing(HostParts):
    """The host's messages to its devices, mixed into `host.Host`."""

    def _send(self, device: Device, data: dict[str, Any], text: str | None = None) -> None:
        """Queue `data` for `device` (`text`: its encoding, when already made)."""
        if device.closing:
            return
        if self.on_send is not None:
            self.on_send(device.seat, data)
        try:
            device.outbox.put_nowait(p.encode(data) if text is None else text)
        except asyncio.QueueFull:  # it cannot keep up: it will come back to the current state
            self._close(device)

    def _close(self, device: Device) -> None:
        if device.closing:
            return
        device.closing = True
        try:
            device.outbox.put_nowait(None)
        except asyncio.QueueFull:
            device.outbox.get_nowait()
            device.outbox.put_nowait(None)

    def _error(self, device: Device, code: str, detail: str = "") -> None:
        self._send(device, p.error(code, self.seq, detail, page.error_sentences(device.lang)))

    def _greet(self, device: Device, seen: int | None) -> None:
        """Welcome a seated device or a spectator and send it the current state with the
        events it missed, if the journal still has them."""
        oldest = self.journal[0][0] if self.journal else self.seq
        device.sent_seq = seen if seen is not None and oldest - 1 <= seen <= self.seq else self.seq
        session = self.session
        self._send(
            device,
            p.message(
                "welcome",
                seat=device.seat,
                game=session.info.key,
                options=dict(session.options),
                names=[s.name for s in session.seats],
                kinds=[s.kind for s in session.seats],
                protocol=p.VERSION,
            )
            | (
                {"token": self.tokens[device.seat]}
                if device.claim is not None and device.seat is not None
                else {}
            ),
        )
        self._send(device, self._state(device))
        if session.state.is_over():
            self._tell_end(device, "over")
        self._notify()

    def _public_state(self, device: Device) -> tuple[dict[str, Any], str]:
        """A spectator's state and its text, made once for every spectator that saw the same
        earlier state (all of them, but one coming back)."""
        key = (device.sent_seq, self.seq)
        if self._public is None or self._public[0] != key:
            data = self._state(device)
            self._public = (key, data, p.encode(data))
        device.sent_seq = self.seq
        return self._public[1], self._public[2]

    def _state(self, device: Device) -> dict[str, Any]:
        """`device`'s state message: its seat's view and decisions, or a spectator's (no
        seat): the public view, nothing to decide."""
        seat = device.seat
        session, state = self.session, self.session.state
        events = [e for seq, batch in self.journal if seq > device.sent_seq for e in batch]
        device.sent_seq = self.seq
        to_move = list(state.to_move())
        held = None if seat is None else session.held.get(seat)
        return p.message(
            "state",
            seq=self.seq,
            seat=seat,
            by=self.last_actor,
            view=device_view(state, seat),
            legal=[] if seat is None else list(self.offers.get(seat, ())),
            pending=state.pending(),
            to_move=to_move,
            deciding=[s for s in to_move if s not in session.held],
            held=None if held is None else str(held),
            events=events,
            away=self.away_seats(),
            over=state.is_over(),
        )

    def _tell_end(self, device: Device, reason: str) -> None:
        if device.told_end:
            return
        device.told_end = True
        state = self.session.state
        outcome = None
        if state.is_over():
            result = state.outcome()
            outcome = {"winners": result.winners, "sheets": result.sheets}
            outcome["others"] = result.others
        self._send(device, p.message("ended", reason=reason, outcome=outcome))

"""What a save keeps of a game night, so a resumed host gives every device the same address:
each human seat's token, the spectators' token, the port and the last state number."""

from __future__ import annotations

import re
import secrets
from dataclasses import dataclass
from typing import Any

from game.core.session import Session

TOKEN_BYTES = 24  # 192 random bits per seat address
_TOKEN = re.compile(r"[A-Za-z0-9_-]{22,64}")  # at least 132 bits in URL-safe base64


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def seat_tokens(session: Session, record: HostRecord | None) -> dict[int, str]:
    """Each human chair's token: the saved ones of a resumed game, else new ones."""
    if record is not None:
        return {seat: token for seat, token in enumerate(record.tokens) if token is not None}
    return {seat: new_token() for seat in session.humans()}


@dataclass(frozen=True)
class HostRecord:
    """What a save keeps of the hosting, so a resumed host gives the same addresses: each
    seat's token (None for an AI chair), the port, the last state number and the spectators'
    token (None in a save made before spectators: the resumed host makes one)."""

    tokens: tuple[str | None, ...]
    port: int
    seq: int
    watch: str | None = None

    def to_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {"tokens": list(self.tokens), "port": self.port, "seq": self.seq}
        if self.watch is not None:
            data["watch"] = self.watch
        return data

    @staticmethod
    def from_data(raw: Any, session: Session) -> HostRecord | None:
        """The record a save holds for `session`, or None when it holds none fit for it (the
        host then makes new addresses)."""
        if not isinstance(raw, dict):
            return None
        tokens, port, seq = raw.get("tokens"), raw.get("port"), raw.get("seq")
        if not isinstance(tokens, list) or len(tokens) != len(session.seats):
            return None
        for seat, token in enumerate(tokens):
            wanted = session.is_human(seat)
            if wanted != (isinstance(token, str) and _TOKEN.fullmatch(token) is not None):
                return None
            if not wanted and token is not None:
                return None
        if len(set(t for t in tokens if t)) != len([t for t in tokens if t]):
            return None
        if type(port) is not int or not 0 <= port < 65536 or type(seq) is not int or seq < 0:
            return None
        watch = raw.get("watch")
        if not (isinstance(watch, str) and _TOKEN.fullmatch(watch)) or watch in tokens:
            watch = None
        return HostRecord(tuple(tokens), port, seq, watch)

"""The messages between the host and a device, and the checks every incoming one passes.

Why a module of its own with no aiohttp: the host, the Python client, the tests and the phone
page's author all need one definition of what a message is, and validating it is pure work on
bytes and dicts. `docs/protocol.md` tells the same in prose.

Every message is one JSON object in one WebSocket text frame, with `type` and `v` (the protocol
version). A device's message is refused whole, with an `error` naming a code of `ERRORS`, when
it is larger than `MAX_DEVICE_BYTES`, is no JSON object, has another version, an unknown type,
a missing, unknown or mistyped field.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

VERSION = 1
MAX_DEVICE_BYTES = 4096  # a hello or an action text is a few dozen bytes
MAX_HOST_BYTES = 1 << 20  # a state holds a whole view: tens of kilobytes, never a megabyte
MAX_TEXT = 200  # an action's text, a token, a PIN, a language tag

# Each error code, with the sentence a device may show when it has none of its own.
ERRORS = {
    "bad_json": "The message is not a JSON object.",
    "too_large": "The message is larger than the host accepts.",
    "bad_message": "A field of the message is missing, unknown or of the wrong kind.",
    "unknown_type": "The host knows no message of this type.",
    "version": "The device speaks another version of the protocol.",
    "hello_first": "Say hello with the seat's token before anything else.",
    "bad_token": "This address belongs to no seat of this game.",
    "pin_required": "Type the PIN shown on the host's screen.",
    "bad_pin": "That is not the PIN shown on the host's screen.",
    "too_many_attempts": "Too many wrong PINs or claims from this device.",
    "awaiting_accept": "The host player has to accept this device.",
    "refused": "The host player refused this device.",
    "replaced": "Another device took this seat with the same address.",
    "bad_action": "The host cannot read this action.",
    "not_your_seat": "That action belongs to another seat.",
    "illegal": "That action is not allowed now.",
    "stale": "That action answers an earlier state of the game.",
    "slow_down": "Too many messages: some were dropped.",
    "game_over": "The game has ended.",
    "nothing_held": "You have no sealed answer to take back.",
    "too_late": "Every answer was revealed: yours can no longer be taken back.",
    "watching": "A spectator watches the game: it cannot act.",
    "watch_full": "The game has as many spectators as it can take.",
    "chair_taken": "That chair is not free: a device holds it or asks for it.",
    "claims_closed": "This host gives its chairs only by their addresses.",
    "claim_expired": "The claim ended: nobody accepted it in time, or the chair was taken.",
}

# The fields of each device message: name -> (accepted types, required).
_INT = (int,)
_STR = (str,)
_DEVICE_FIELDS: dict[str, dict[str, tuple[tuple[type, ...], bool]]] = {
    "hello": {
        "token": (_STR, False),
        "claim": (_INT, False),
        "pin": (_STR, False),
        "lang": (_STR, False),
        "seq": (_INT, False),
    },
    "act": {"action": (_STR, True), "seq": (_INT, True)},
    "undo": {"seq": (_INT, True)},
    "ping": {"id": (_INT, False)},
}
DEVICE_TYPES = frozenset(_DEVICE_FIELDS)
HOST_TYPES = frozenset({"welcome", "state", "error", "ended", "pong", "chairs"})


class ProtocolError(Exception):
    """A message that breaks the protocol; `code` is one of `ERRORS`."""

    def __init__(self, code: str, detail: str = "") -> None:
        super().__init__(detail or ERRORS[code])
        self.code = code
        self.detail = detail


@dataclass(frozen=True)
class DeviceMessage:
    """A checked message of a device: its type and its fields (without `type` and `v`)."""

    type: str
    fields: Mapping[str, Any]


def _object(raw: str | bytes, limit: int) -> dict[str, Any]:
    """The JSON object `raw` holds, at most `limit` bytes; `ProtocolError` otherwise."""
    size = len(raw.encode("utf-8", "surrogatepass")) if isinstance(raw, str) else len(raw)
    if size > limit:
        raise ProtocolError("too_large", f"{size} bytes, at most {limit}")
    try:
        data = json.loads(raw, parse_constant=_refuse_constant)
    except (ValueError, RecursionError):
        raise ProtocolError("bad_json") from None
    if not isinstance(data, dict):
        raise ProtocolError("bad_json")
    return data


def _refuse_constant(word: str) -> Any:
    raise ValueError(f"{word} is not JSON")


def _versioned(data: dict[str, Any]) -> str:
    kind, version = data.get("type"), data.get("v")
    if not isinstance(kind, str):
        raise ProtocolError("bad_message", "no type")
    if type(version) is not int:
        raise ProtocolError("bad_message", "no version")
    if version != VERSION:
        raise ProtocolError("version", f"version {version}, the host speaks {VERSION}")
    return kind


def parse_device(raw: str | bytes) -> DeviceMessage:
    """A device's message, checked field by field; `ProtocolError` for anything else."""
    data = _object(raw, MAX_DEVICE_BYTES)
    kind = _versioned(data)
    fields = _DEVICE_FIELDS.get(kind)
    if fields is None:
        raise ProtocolError("unknown_type", kind[:40])
    body = {k: v for k, v in data.items() if k not in ("type", "v")}
    unknown = sorted(set(body) - set(fields))
    if unknown:
        raise ProtocolError("bad_message", f"unknown field {unknown[0][:40]}")
    for name, (types, required) in fields.items():
        if name not in body:
            if required:
                raise ProtocolError("bad_message", f"missing field {name}")
            continue
        value = body[name]
        # bool is an int to Python, never to the protocol
        if type(value) not in types:
            raise ProtocolError("bad_message", f"field {name} of the wrong kind")
        if isinstance(value, str) and len(value) > MAX_TEXT:
            raise ProtocolError("bad_message", f"field {name} too long")
        if isinstance(value, int) and not 0 <= value < 2**53:
            raise ProtocolError("bad_message", f"field {name} out of range")
    if kind == "hello" and ("token" in body) == ("claim" in body):
        raise ProtocolError("bad_message", "a hello names a token or a claim")
    return DeviceMessage(kind, body)


def parse_host(raw: str | bytes) -> dict[str, Any]:
    """A host's message as a device reads it: a JSON object of a known type and this version."""
    data = _object(raw, MAX_HOST_BYTES)
    kind = _versioned(data)
    if kind not in HOST_TYPES:
        raise ProtocolError("unknown_type", kind[:40])
    return data


def message(kind: str, **fields: Any) -> dict[str, Any]:
    """A message of either side, with its type and the protocol version first."""
    return {"type": kind, "v": VERSION, **fields}


def encode(data: Mapping[str, Any]) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def error(
    code: str, seq: int, detail: str = "", sentences: Mapping[str, str] | None = None
) -> dict[str, Any]:
    """The `error` message of `code` about the state `seq` the host is at, its sentence taken
    from `sentences` (the device's language) when they have it."""
    text = (sentences or ERRORS).get(code, ERRORS[code]) + (f" ({detail})" if detail else "")
    return message("error", code=code, message=text, seq=seq)


def hello(token: str, pin: str | None = None, lang: str = "en", seq: int | None = None) -> dict:
    """A device's greeting (used by the Python client and the tests)."""
    fields: dict[str, Any] = {"token": token, "lang": lang}
    if pin is not None:
        fields["pin"] = pin
    if seq is not None:
        fields["seq"] = seq
    return message("hello", **fields)


def claim(seat: int, pin: str | None = None, lang: str = "en") -> dict[str, Any]:
    """A device with no seat's address asking for the free chair `seat` (another laptop)."""
    fields: dict[str, Any] = {"claim": seat, "lang": lang}
    if pin is not None:
        fields["pin"] = pin
    return message("hello", **fields)


def act(action: str, seq: int) -> dict[str, Any]:
    return message("act", action=action, seq=seq)


def undo(seq: int) -> dict[str, Any]:
    """Take back this seat's sealed answer, seen held on the state `seq`."""
    return message("undo", seq=seq)

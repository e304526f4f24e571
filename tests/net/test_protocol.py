"""The protocol's checks on their own: what a device may send, what the host sends."""

from __future__ import annotations

import pytest

from game.net import protocol as p


def test_the_messages_a_device_sends_are_read_back() -> None:
    hello = p.parse_device(p.encode(p.hello("t" * 32, "123456", "fr", 7)))
    assert hello == p.DeviceMessage(
        "hello", {"token": "t" * 32, "lang": "fr", "pin": "123456", "seq": 7}
    )
    act = p.parse_device(p.encode(p.act("s0 bid 0 2 3", 4)).encode("utf-8"))
    assert act == p.DeviceMessage("act", {"action": "s0 bid 0 2 3", "seq": 4})
    assert p.parse_device('{"type": "ping", "v": 1}') == p.DeviceMessage("ping", {})


@pytest.mark.parametrize(
    ("raw", "code", "detail"),
    [
        ("{", "bad_json", ""),
        ("null", "bad_json", ""),
        ("[" * 5000 + "]" * 5000, "too_large", "10000 bytes, at most 4096"),
        ('"é"' + " " * 4094, "too_large", "4098 bytes, at most 4096"),
        ('{"v": 1}', "bad_message", "no type"),
        ('{"type": "ping", "v": "1"}', "bad_message", "no version"),
        ('{"type": "ping", "v": 0}', "version", "version 0, the host speaks 1"),
        ('{"type": "state", "v": 1}', "unknown_type", "state"),
        ('{"type": "act", "v": 1, "seq": 1}', "bad_message", "missing field action"),
        (
            '{"type": "act", "v": 1, "action": 5, "seq": 1}',
            "bad_message",
            "field action of the wrong kind",
        ),
        (
            '{"type": "act", "v": 1, "action": "x", "seq": 1.0}',
            "bad_message",
            "field seq of the wrong kind",
        ),
        (
            '{"type": "act", "v": 1, "action": "x", "seq": 9007199254740992}',
            "bad_message",
            "field seq out of range",
        ),
        (
            '{"type": "hello", "v": 1, "token": "' + "t" * 201 + '"}',
            "bad_message",
            "field token too long",
        ),
        ('{"type": "ping", "v": 1, "extra": 0}', "bad_message", "unknown field extra"),
        ('{"type": "ping", "v": 1, "id": Infinity}', "bad_json", ""),
    ],
)
def test_a_bad_device_message_is_refused_with_its_code(raw: str, code: str, detail: str) -> None:
    with pytest.raises(p.ProtocolError) as refused:
        p.parse_device(raw)
    assert (refused.value.code, refused.value.detail) == (code, detail)


def test_an_error_message_names_its_code_and_the_state() -> None:
    assert p.error("stale", 12, "seq 3") == {
        "type": "error",
        "v": 1,
        "code": "stale",
        "message": "That action answers an earlier state of the game. (seq 3)",
        "seq": 12,
    }


def test_a_device_reads_only_host_messages_of_its_version() -> None:
    assert p.parse_host('{"type": "pong", "v": 1}') == {"type": "pong", "v": 1}
    for raw, code in [
        ('{"type": "hello", "v": 1}', "unknown_type"),
        ('{"type": "pong", "v": 2}', "version"),
    ]:
        with pytest.raises(p.ProtocolError) as refused:
            p.parse_host(raw)
        assert refused.value.code == code


def test_a_hello_names_a_token_or_a_claim() -> None:
    claim = p.parse_device(p.encode(p.claim(2, "123456", "fr")))
    assert claim == p.DeviceMessage("hello", {"claim": 2, "lang": "fr", "pin": "123456"})
    for raw in ('{"type": "hello", "v": 1}', '{"type": "hello", "v": 1, "token": "t", "claim": 1}'):
        with pytest.raises(p.ProtocolError) as refused:
            p.parse_device(raw)
        assert (refused.value.code, refused.value.detail) == (
            "bad_message",
            "a hello names a token or a claim",
        )

"""Whether multicast works on the loopback interface here, for the tests of mDNS on 127.0.0.1:
containers and some CI runners drop it, and then those tests skip and say why."""

from __future__ import annotations

import functools
import socket

import pytest

GROUP = "224.0.0.251"  # mDNS's group; the probe uses a port of its own


@functools.cache
def loopback_multicast() -> str | None:
    """None when a datagram sent to the group on 127.0.0.1 comes back; else why not."""
    loopback = socket.inet_aton("127.0.0.1")
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as listen:
            listen.bind(("0.0.0.0", 0))
            port = listen.getsockname()[1]
            membership = socket.inet_aton(GROUP) + loopback
            listen.setsockopt(socket.IPPROTO_IP, socket.IP_ADD_MEMBERSHIP, membership)
            listen.settimeout(1.0)
            with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as send:
                send.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_IF, loopback)
                send.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_LOOP, 1)
                send.sendto(b"probe", (GROUP, port))
            listen.recvfrom(16)
    except OSError as exc:
        return f"multicast does not work on the loopback interface here ({exc})"
    return None


def need_loopback_multicast() -> None:
    why = loopback_multicast()
    if why is not None:
        pytest.skip(why)

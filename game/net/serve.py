"""`python main.py host`: a hosted game without a window, until it ends or Ctrl-C.

The command line builds the session (new, or resumed from the autosave) and the autosave
callback; this module runs the host on an asyncio loop, prints each human seat's address, the
spectators' address (and the PIN), and at the end prints the scores. Ctrl-C (or SIGTERM)
tells every device the game has ended and returns normally: the game stays in its autosave for
`--continue`.
"""

from __future__ import annotations

import asyncio
import signal
from collections.abc import Callable
from contextlib import suppress

from game.core.session import Session
from game.net.host import Host

QUIT = "the host quit; every device was told the game has ended"


def serve(host: Host, say: Callable[[str], None] = print) -> bool:
    """Run `host` until its game ends (True) or the process is interrupted (False)."""
    try:
        return asyncio.run(_serve(host, say))
    except KeyboardInterrupt:  # where signals cannot be handled on the loop: the devices were
        say(QUIT)  # told while the cancelled serve closed the host
        return False


async def _serve(host: Host, say: Callable[[str], None]) -> bool:
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for number in (signal.SIGINT, signal.SIGTERM):
        with suppress(NotImplementedError, RuntimeError):  # Windows: Ctrl-C raises instead
            loop.add_signal_handler(number, stop.set)
    await host.start()
    session = host.session
    for seat, url in host.addresses().items():
        say(f"seat {seat + 1} ({session.seats[seat].name}): {url}")
    say(f"watch (public table, no decisions): {host.watch_address()}")
    if host.pin is not None:
        say(f"PIN: {host.pin}")
        say("another laptop may claim a free chair with this PIN (Join a game night)")
    say("serving; Ctrl-C ends the game for every device")
    ended = asyncio.create_task(host.wait_over())
    stopped = asyncio.create_task(stop.wait())
    try:
        await asyncio.wait({ended, stopped}, return_when=asyncio.FIRST_COMPLETED)
    finally:
        ended.cancel()
        stopped.cancel()
        await host.close()
    over = session.state.is_over()
    if over:
        for line in score_lines(session):
            say(line)
    else:
        say(QUIT)
    return over


def score_lines(session: Session) -> list[str]:
    """Each seat's total, the winners marked."""
    outcome = session.state.outcome()
    lines: list[str] = []
    for seat, sheet in enumerate(outcome.sheets):
        mark = " (winner)" if seat in outcome.winners else ""
        lines.append(f"seat {seat + 1} ({session.seats[seat].name}): {sheet['total']}{mark}")
    for other in outcome.others:
        lines.append(f"opponent: {other['total']}")
    return lines

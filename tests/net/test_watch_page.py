"""The phone page at the game's watch address, in a real browser (headless chromium at
360 x 640): it shows who is deciding, the round and each seat's score from the public view,
follows the game as a seat decides elsewhere, and offers no decision, in English and French.

Screenshots land in `$PHONE_SHOTS` when it is set (else in the test's temporary folder)."""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

from game.net.host import Host
from game.net.hostthread import HostThread
from tests.net.browser import phone_browser
from tests.net.helpers import Watch, session

READ = """
const all = (q) => [...document.querySelectorAll(q)];
const status = document.getElementById('status');
return {
  seq: status ? Number(status.dataset.seq) : null,
  status: status ? status.innerText : null,
  who: (document.querySelector('header small') || {}).innerText,
  round: (document.getElementById('round') || {}).innerText,
  scores: all('#scores tr').map((r) => [r.cells[0].innerText, r.cells[1].innerText]),
  buttons: all('button').map((b) => b.id),
};
"""


def _until(driver: Any, check: Any, what: str) -> dict[str, Any]:
    deadline = time.monotonic() + 10
    while not check(shown := dict(driver.execute_script(READ))):
        assert time.monotonic() < deadline, f"{what}: {shown}"
        time.sleep(0.05)
    return shown


def test_the_watch_page_follows_the_game_with_no_decision_in_english_and_french(
    tmp_path: Path,
) -> None:
    played = session("arran", 2, ai=1, seed=7)
    host = Host(played, bind="127.0.0.1", ai_seed=7, ai_budget=1)
    watch = Watch(host)
    thread = HostThread(host)
    thread.start()
    shots = Path(os.environ.get("PHONE_SHOTS") or tmp_path)
    shots.mkdir(parents=True, exist_ok=True)
    try:
        with phone_browser() as driver:
            driver.get(host.watch_address())
            shown = _until(
                driver, lambda s: s["status"] == "Still deciding: P0, P1", "the AI never bid"
            )
            assert shown["who"] == "Watching the game"
            assert shown["round"] == "Age 1 · round 1"
            assert shown["buttons"] == ["lang"]  # the language switch, no decision
            totals = [str(s["total"]) for s in played.state.view(None)["scores"]]
            assert shown["scores"] == [
                [n, t] for n, t in zip(["P0", "P1", "AI0"], totals, strict=True)
            ]
            bid = str(thread.call(lambda: played.state.legal_actions(0)[0]))
            thread.call(lambda: host._play(0, bid))
            shown = _until(driver, lambda s: s["status"] == "Still deciding: P1", "no update")
            assert shown["buttons"] == ["lang"] and thread.call(lambda: len(host.spectators)) == 1
            driver.save_screenshot(str(shots / "watch-arran-en.png"))
            driver.find_element("id", "lang").click()
            shown = _until(driver, lambda s: s["who"] == "Spectateur de la partie", "no French")
            assert shown["round"] == "Âge 1 · manche 1"
            assert shown["status"] == "Réfléchit encore : P1"
            driver.save_screenshot(str(shots / "watch-arran-fr.png"))
    finally:
        thread.stop()
    assert watch.problems == [] and watch.public >= 2

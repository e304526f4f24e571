"""The phone page in a real browser: two phones (headless chromium at 360 x 640) play a whole
3-player game of each game against one AI chair by tapping the page's own buttons, the host
running in this process; the page's words come from the data in the language each phone chose.

Screenshots of key decisions land in `$PHONE_SHOTS` when it is set (else in the test's
temporary folder), one phone in English and the other switched to French."""

from __future__ import annotations

import json
import os
import random
import re
import time
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from game import resources
from game.core.session import AI, Seat, Session
from game.net.host import Host
from game.net.hostthread import HostThread
from game.net.page import strings
from tests.net.browser import need_browser, phone_browser
from tests.net.helpers import Watch, roundtrip, session

# Each whole game takes 40 to 50 s on a busy machine, so the whole games run with -m slow; the
# default run plays Arran's last round by taps (its first rounds played by the rules, seeded),
# which still holds a bid, its take-back, picks and the end.
GAMES = [
    pytest.param("nidavellir", {"idavoll": True}, False, marks=pytest.mark.slow, id="nidavellir"),
    pytest.param("arran", {}, False, marks=pytest.mark.slow, id="arran"),
    pytest.param("arran", {}, True, marks=pytest.mark.early, id="arran-last-round"),
    pytest.param(
        "vedrfolnir",
        {"spring": True, "winter": True},
        False,
        marks=pytest.mark.slow,
        id="vedrfolnir",
    ),
]
SHOTS = {
    "bid": "#confirm",
    "pick": "[data-action*=' pick ']",
    "give": "[data-action*=' give ']",
    "held": "#take-back",
}
FOCUS = {"held": ".held"}  # what a screenshot shows whole at its foot, when not the button
PICTURES = "[data-action] img, #revealed img"  # the pictures of what a player may take or give
GAME_SECONDS = 240
COLOUR = r"--([a-z]+): rgb\((\d+), (\d+), (\d+)\)"
THUMB = 44  # CSS pixels: the smallest target a thumb hits reliably


def _shots_dir(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("PHONE_SHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _read_page(driver: Any) -> dict[str, Any]:
    """What the page shows that a player would tap, read in one call (a re-render between
    two calls cannot mix two states)."""
    return dict(
        driver.execute_script(
            """
            const all = (q) => [...document.querySelectorAll(q)];
            const status = document.getElementById('status');
            return {
              seq: status ? status.dataset.seq : null,
              present: Object.fromEntries(
                Object.entries(arguments[0]).map(([k, q]) => [k, !!document.querySelector(q)])
              ),
              ended: !!document.getElementById('ended'),
              held: !!document.getElementById('held'),
              coins: all('[data-coin]').length,
              pictures: all(arguments[1]).filter((i) => i.complete).map((i) => i.naturalWidth),
              actions: all('[data-action]').map((b) => b.dataset.action),
              labels: all('[data-action], #revealed').map((b) => b.innerText),
              smallest: Math.min(...all('button').map((b) => {
                const box = b.getBoundingClientRect();
                return Math.min(box.width, box.height);
              })),
            };
            """,
            SHOTS,
            PICTURES,
        )
    )


def _seq(driver: Any) -> str | None:
    return driver.execute_script(
        "const s = document.getElementById('status'); return s ? s.dataset.seq : null;"
    )


def _tap(driver: Any, selector: str) -> None:
    driver.find_element("css selector", selector).click()


def _bid(driver: Any, coins: int, rng: random.Random) -> None:
    """Tap a coin, tap a slot, three times, then confirm (from an empty board)."""
    _tap(driver, "#clear")
    for slot, coin in enumerate(rng.sample(range(coins), 3)):
        _tap(driver, f"[data-coin='{coin}']")
        _tap(driver, f"[data-slot='{slot}']")
    _tap(driver, "#confirm")


class Phone:
    """One phone at its seat's address: it taps one of the choices the page offers when the
    page has any, and keeps a screenshot of the first of each key decision."""

    def __init__(
        self, driver: Any, url: str, seed: int, shots: Path, name: str, take_back: bool = False
    ) -> None:
        self.driver, self.rng, self.shots, self.name = driver, random.Random(seed), shots, name
        self.shot: set[str] = set()
        self.labels: list[str] = []
        self.pictures: list[int] = []  # the natural width of each picture loaded on a button
        self.take_back = take_back  # its first held bid is taken back, then bid again
        self.took_back = False
        driver.get(url)
        driver.execute_script("performance.setResourceTimingBufferSize(100000)")

    def step(self) -> bool:
        """One look at the page, and one decision when it offers one; False once it ended."""
        from selenium.common.exceptions import WebDriverException

        try:
            seen = _read_page(self.driver)
            if seen["ended"]:
                self.driver.save_screenshot(str(self.shots / f"{self.name}-end.png"))
                return False
            assert seen["smallest"] >= THUMB, f"{self.name}: a button under {THUMB} px"
            self.pictures += seen["pictures"]
            self._keep_shots(seen["present"])
            if seen["held"]:
                return True
            if seen["present"]["bid"]:
                _bid(self.driver, seen["coins"], self.rng)
                if self.take_back and not self.took_back:
                    self._take_back(seen["seq"])
                    return True
            elif seen["actions"]:
                self.labels += seen["labels"]
                action = self.rng.choice(seen["actions"])
                _tap(self.driver, f"[data-action={json.dumps(action)}]")
            else:
                return True
            self._answered(seen["seq"])
        except WebDriverException:  # the page re-rendered under the tap: look again
            pass
        return True

    def _take_back(self, seq: str | None) -> None:
        """Once the bid is held, tap Take back beside it (the other phone has not bid yet:
        nothing is revealed) and see the bid pad again."""
        self._answered(seq)
        held = _read_page(self.driver)
        assert held["held"], f"{self.name}: the bid is not held"
        self._keep_shots(held["present"])
        _tap(self.driver, "#take-back")
        self._answered(held["seq"])
        assert not _read_page(self.driver)["held"], f"{self.name}: the bid was not taken back"
        self.took_back = True

    def art_loaded(self) -> list[tuple[str, int, int]]:
        """(path, bytes over the wire, body bytes) of each picture the page fetched."""
        return [
            tuple(entry)
            for entry in self.driver.execute_script(
                "return performance.getEntriesByType('resource')"
                ".filter((e) => new URL(e.name).pathname.startsWith('/art/'))"
                ".map((e) => [new URL(e.name).pathname, e.transferSize, e.encodedBodySize])"
            )
        ]

    def _answered(self, seq: str | None) -> None:
        """Wait for the host's answer to the tap (a new state on the page), so the same
        decision is never tapped twice."""
        deadline = time.monotonic() + 5
        while _seq(self.driver) == seq and time.monotonic() < deadline:
            time.sleep(0.01)

    def _keep_shots(self, present: dict[str, bool]) -> None:
        for key, shown in present.items():
            if key not in self.shot and shown:
                if key == "bid":
                    self._half_bid()
                self.driver.execute_script(  # the decision at the foot of the picture
                    "document.querySelector(arguments[0]).scrollIntoView({block: 'end'})",
                    FOCUS.get(key, SHOTS[key]),
                )
                self.driver.save_screenshot(str(self.shots / f"{self.name}-{key}.png"))
                self.shot.add(key)

    def _half_bid(self) -> None:
        """Two coins on their slots and a third picked: the bid as a player builds it."""
        _tap(self.driver, "[data-coin='1']")
        _tap(self.driver, "[data-slot='0']")
        _tap(self.driver, "[data-coin='3']")
        _tap(self.driver, "[data-slot='2']")
        _tap(self.driver, "[data-coin='0']")


def _switch_to_french(driver: Any) -> None:
    _tap(driver, "#lang")
    deadline = time.monotonic() + 10
    while driver.execute_script("return document.documentElement.lang") != "fr":
        assert time.monotonic() < deadline, "the page did not switch to French"
        time.sleep(0.05)


def _to_last_sealed_decision(played: Session, seed: int) -> None:
    """Play `played` by seeded random moves up to the start of its last sealed decision (its
    last bid): a twin of AI chairs plays the whole game first to find where that bid begins."""
    chairs = [Seat(seat.name, AI) for seat in played.seats]
    twin = Session(chairs, played.seed, played.options, played.info)
    rng, moves, start, was_sealed = random.Random(seed), [], 0, False
    while not twin.state.is_over():
        if twin.sealed() and not was_sealed:
            start = len(moves)
        was_sealed = twin.sealed()
        seat = twin.state.to_move()[0]
        moves.append(rng.choice(twin.state.legal_actions(seat)))
        twin.submit(moves[-1])
    for action in moves[:start]:
        played.submit(action)


@pytest.mark.parametrize(("game", "options", "last_round"), GAMES)
def test_two_phones_and_an_ai_play_a_whole_game_by_taps(
    game: str, options: dict[str, bool], last_round: bool, tmp_path: Path
) -> None:
    need_browser()
    played = session(game, 2, ai=1, seed=4, **options)
    if last_round:
        _to_last_sealed_decision(played, seed=4)
    host = Host(played, bind="127.0.0.1", ai_seed=4)
    watch = Watch(host)
    thread = HostThread(host)
    thread.start()
    shots = _shots_dir(tmp_path)
    try:
        with phone_browser() as first, phone_browser() as second:
            phones = [
                Phone(first, host.addresses()[0], 1, shots, f"{game}-en", take_back=True),
                Phone(second, host.addresses()[1], 2, shots, f"{game}-fr", take_back=True),
            ]
            _wait_for_choices(second)
            _switch_to_french(second)
            playing = list(phones)
            deadline = time.monotonic() + GAME_SECONDS
            while playing:
                assert time.monotonic() < deadline, f"{game}: the game did not end"
                playing = [phone for phone in playing if phone.step()]
            outcome = played.state.outcome()
            for phone in phones:
                _check_end(phone.driver, outcome, played)
            _check_words(phones, played)
            assert {key for phone in phones for key in phone.shot} >= _key_decisions(game)
            _check_pictures(phones, host, shots / f"{game}-art.json")
            # each phone took back its first bid while the other had not bid (Vedrfolnir has no
            # sealed decision)
            assert [phone.took_back for phone in phones] == [game != "vedrfolnir"] * 2
    finally:
        thread.stop()
    assert played.state.is_over()
    assert watch.problems == []
    assert {played.actors[i] for i in range(len(played.history))} == {0, 1, 2}


def _key_decisions(game: str) -> set[str]:
    return {"give"} if game == "vedrfolnir" else {"bid", "pick"}


def _wait_for_choices(driver: Any) -> None:
    deadline = time.monotonic() + 10
    while not driver.find_elements("css selector", "#status"):
        assert time.monotonic() < deadline, "the page never showed its seat"
        time.sleep(0.05)


def _check_pictures(phones: list[Phone], host: Host, report: Path) -> None:
    """Every picture on a button loaded (none broken), each phone fetched only pictures of its
    game, each once, the files the host has; what they weigh is written to `report`."""
    files = host.art().files
    weights = {}
    for phone in phones:
        assert phone.pictures and min(phone.pictures) > 0, f"{phone.name}: a picture is broken"
        loaded = phone.art_loaded()
        names = [path.removeprefix("/art/") for path, _, _ in loaded]
        assert set(names) <= set(files)
        body = {name: size for name, (_, _, size) in zip(names, loaded, strict=True) if size}
        assert body == {name: files[name].stat().st_size for name in body}
        weights[phone.name] = {
            "pictures": len(set(names)),
            "fetches": len(names),
            "bytes_over_the_wire": sum(wire for _, wire, _ in loaded),
            "body_bytes": sum(body.values()),
        }
    report.write_text(json.dumps(weights, indent=1), encoding="utf-8")


def _check_end(driver: Any, outcome: Any, played: Any) -> None:
    """The end shows every seat's total, the winners' rows marked."""
    rows = driver.execute_script(
        "return [...document.querySelectorAll('#ended tr')]"
        ".map((r) => [r.cells[1].innerText, r.className === 'win'])"
    )
    sheets = roundtrip(outcome.sheets)
    winners = set(outcome.winners)
    assert rows == [[str(sheet["total"]), seat in winners] for seat, sheet in enumerate(sheets)]


def _check_words(phones: list[Phone], played: Any) -> None:
    """Each phone's buttons start with a verb's word (or are the revealed card), and the French
    phone named cards by the data's French names."""
    for phone, lang in zip(phones, ("en", "fr"), strict=True):
        words = strings(played.info.key, played.info.title, played.state, lang)
        verbs = set(words["ui"]["verb"].values())
        assert phone.labels
        for label in phone.labels:
            first = label.split("\n")[0]
            assert first in verbs or first in words["names"].values(), (lang, label)
    french_names = set(strings(played.info.key, "", played.state, "fr")["names"].values())
    assert any(line in french_names for label in phones[1].labels for line in label.split("\n"))


def test_the_page_and_its_words_are_served_for_a_seat_only() -> None:
    """The page, its script and style, and its words in the language asked for."""
    played = session("arran", 1, ai=1, seed=2)
    host = Host(played, bind="127.0.0.1")
    thread = HostThread(host)
    thread.start()
    try:
        address = host.addresses()[0]
        root = address.rsplit("/s/", 1)[0]
        with urllib.request.urlopen(address) as response:
            page = response.read().decode()
            assert response.headers["Cache-Control"] == "no-store"
        assert "/page/phone.js" in page and "/page/phone.css" in page
        with urllib.request.urlopen(f"{address}/strings.json?lang=fr") as response:
            words = json.load(response)
        assert words["lang"] == "fr"
        assert words["ui"]["confirm"] == "Valider"
        assert words["names"]["liquor"] == "Certification de Liqueur"
        with urllib.request.urlopen(f"{address}/strings.json?lang=xx") as response:
            assert json.load(response)["ui"]["confirm"] == "Confirm"
        with urllib.request.urlopen(f"{root}/page/phone.js") as response:
            assert response.headers["Content-Type"].startswith("text/javascript")
        for wrong in (f"{root}/s/{'A' * 32}/strings.json", f"{root}/page/host.py"):
            with pytest.raises(urllib.error.HTTPError) as refused:
                urllib.request.urlopen(wrong)
            assert refused.value.code == 404
    finally:
        thread.stop()


def _until(check: Any, what: str, seconds: float = 10) -> None:
    deadline = time.monotonic() + seconds
    while not check():
        assert time.monotonic() < deadline, what
        time.sleep(0.05)


def test_the_page_asks_for_the_pin_and_joins_again_by_itself_after_a_drop() -> None:
    """A host that wants its PIN: the page asks, the PIN typed and tapped seats the phone; when
    the connection drops (a phone asleep), the page says so and takes its seat again. The
    page names an action's arguments: coins where they lie, words, cards and Orders."""
    need_browser()
    played = session("arran", 1, ai=1, seed=5)
    host = Host(played, bind="127.0.0.1", admission="pin")
    thread = HostThread(host)
    thread.start()
    try:
        with phone_browser() as driver:
            driver.get(host.addresses()[0])
            _until(lambda: driver.find_elements("id", "pin"), "the page never asked the PIN")
            assert host.pin is not None
            driver.find_element("id", "pin").send_keys(host.pin)
            _tap(driver, "#pin + button")
            _until(lambda: _seq(driver) is not None, "the PIN did not seat the phone")
            first = thread.call(lambda: host.devices[0])
            driver.execute_script("page.ws.close()")
            _until(
                lambda: thread.call(lambda: host.devices.get(0)) not in (None, first),
                "the page did not come back to its seat",
            )
            _until(lambda: _seq(driver) is not None, "the page lost its seat's view")
            assert driver.find_element("id", "status").text == "Your turn"
            named = driver.execute_script(
                "return ['t0:6g', 'p1:5', 'hand:19g', '7g', 'yes', 'liquor', 'shield']"
                ".map(argument)"
            )
            assert named == [
                "Tavern 1 · 6",
                "Purse · 5",
                "Hand · 19",
                "7",
                "Yes",
                "Liquor Certification",
                "Shield",
            ]
    finally:
        thread.stop()


def test_the_page_colours_are_the_window_s() -> None:
    """Class and Order colours on the page are the data's and the window's palette."""
    from game.nidavellir.data import default_rules
    from game.ui.games.arran.palette import ORDER_COLOURS

    css = (resources.PHONE_PAGE / "phone.css").read_text(encoding="utf-8")
    found = {m[0]: tuple(map(int, m[1:])) for m in re.findall(COLOUR, css)}
    want = {info.key: info.colour for info in default_rules().classes}
    orders = ("shield", "temple", "wanderers", "forge", "talion")
    want.update(zip(orders, ORDER_COLOURS, strict=True))
    assert {key: found.get(key) for key in want} == want

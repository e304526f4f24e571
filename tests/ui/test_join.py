"""A second laptop joins a game night as a seat, by real mouse and key events: the menu's Join
entry, the address typed (or a found game chosen), a free chair claimed (the PIN typed, or the
host player accepting), then the seat played to the end on its own table, which only ever sends
action texts: the host (headless, on a thread of its own, on 127.0.0.1) decides everything.
Every message the host sends is checked against what its seat may see (`tests.net.helpers`)."""

from __future__ import annotations

import asyncio
import os
import random
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.core.session import AI, HUMAN, Seat, Session
from game.net import host as host_module
from game.net.bench import ROBOT_RATE, play_device
from game.net.client import Client
from game.net.discovery import Browser, Found
from game.net.host import Host
from game.net.hostthread import HostThread
from game.ui import theme
from game.ui.app import App
from game.ui.autoplay import FRAME_MS, click
from game.ui.joinlink import JoinLink, parse_address
from game.ui.night import open_night
from game.ui.scenes import join as join_module
from game.ui.scenes.join import JoinScene
from game.ui.scenes.menus import MenuScene
from game.ui.scenes.night import LobbyScene
from game.ui.table.night import NightTable
from game.ui.table.remote import ClientTable, RemoteSheet
from game.ui.theme import MIN_TEXT_PX
from tests.net.helpers import Watch
from tests.net.multicast import need_loopback_multicast
from tests.ui.test_keyboard_menus import press_space

pytestmark = pytest.mark.ui
SEAT = 1  # the chair the window claims
# A click that came while the table was still turning to the decision is clicked again, as a
# player would, after this many frames without an answer.
RETRY_FRAMES = 60


class Night:
    """A headless host on its own thread (one chair played by a Python client, one free, one
    AI), every message it sends watched."""

    def __init__(self, game: str, seed: int, admission: str = "token") -> None:
        seats = [Seat("Ann", HUMAN), Seat("Bo", HUMAN), Seat("Cy", AI, "easy")]
        self.host = Host(
            Session(seats, seed, None, game), bind="127.0.0.1", admission=admission, rate=ROBOT_RATE
        )
        self.watch = Watch(self.host)
        self.asked: list[int] = []
        if admission != "pin":
            self.host.on_request = self.asked.append
        self.thread = HostThread(self.host)
        self.thread.start()
        self.loop = asyncio.new_event_loop()
        self.loop_thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.loop_thread.start()
        self.phone = Client(self.host.ws_url(), self.host.tokens[0], self.host.pin)
        self.run(self.phone.connect())
        self.run(self.phone.wait_state())
        self.playing = asyncio.run_coroutine_threadsafe(
            play_device(self.phone, random.Random(seed)), self.loop
        )

    def run(self, work: Any) -> Any:
        return asyncio.run_coroutine_threadsafe(work, self.loop).result(20)

    @property
    def address(self) -> str:
        return f"127.0.0.1:{self.host.port}"

    def close(self) -> None:
        self.thread.stop()
        self.playing.cancel()
        self.run(self.phone.close())
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.loop_thread.join(5)


@pytest.fixture(autouse=True)
def no_looking(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Join scene looks for no game on the network here (tests/net/test_discovery.py
    does)."""
    monkeypatch.setattr(join_module, "browse", lambda: None)


@pytest.fixture
def nights() -> Iterator[Callable[..., Night]]:
    made: list[Night] = []

    def make(game: str = "arran", seed: int = 3, admission: str = "token") -> Night:
        made.append(Night(game, seed, admission))
        return made[-1]

    yield make
    for night in made:
        night.close()


def frames_until(app: App, done: Callable[[], bool], timeout_s: float = 20.0) -> None:
    end = time.monotonic() + timeout_s
    while not done():
        assert time.monotonic() < end, "the window never got there"
        app.step(FRAME_MS)
        time.sleep(0.005)


def type_text(app: App, text: str) -> None:
    for char in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
    app.step(FRAME_MS)


def rect_of(scene: Any, meaning: tuple[Any, ...]) -> Any:
    return next(rect for rect, target in scene.targets() if target == meaning)


def open_join(app: App) -> JoinScene:
    """Menu → Join a game night, by a click (nothing looks on the network)."""
    app.replace(MenuScene(app))
    app.step(FRAME_MS)
    menu = app.top
    assert isinstance(menu, MenuScene)
    click(app, menu.button("join.menu").rect.center)
    join = app.top
    assert isinstance(join, JoinScene)
    return join


def look_up(app: App, join: JoinScene, address: str) -> None:
    """Type `address`, click Look, wait for the chairs."""
    click(app, rect_of(join, ("field", "address")).center)
    type_text(app, address)
    click(app, join.look_rect().center)
    frames_until(app, lambda: join.listed is not None or join.message is not None)


def claim(app: App, night: Night, join: JoinScene) -> ClientTable:
    """Click the free chair; type the PIN when asked (or the host player accepts); the table."""
    click(app, rect_of(join, ("chair", SEAT)).center)
    host = night.host
    if host.pin is not None:
        frames_until(app, lambda: join.status() == "pin")
        click(app, rect_of(join, ("field", "pin")).center)
        type_text(app, host.pin)
        click(app, join.pin_rect().center)
    else:
        frames_until(app, lambda: night.asked == [SEAT] and join.status() == "asking")
        night.thread.call(host.accept, SEAT)
    frames_until(app, lambda: isinstance(app.top, ClientTable))
    table = app.top
    assert isinstance(table, ClientTable)
    return table


@pytest.fixture
def sent(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every action text a window's link sends."""
    texts: list[str] = []
    send = JoinLink.send

    def noting(link: JoinLink, text: str, seq: int) -> None:
        texts.append(text)
        send(link, text, seq)

    monkeypatch.setattr(JoinLink, "send", noting)
    return texts


def play_seat(app: App, table: ClientTable, seed: int, limit_s: float = 240) -> None:
    """Click seeded random legal actions for the window's seat until the score sheet."""
    rng = random.Random(seed)
    acted_on, frames = None, 0
    end = time.monotonic() + limit_s
    while app.top is table:
        assert time.monotonic() < end, "the game never ended"
        session = table.session
        if (
            (session is not acted_on or frames > RETRY_FRAMES)
            and table.viewer in session.waiting_humans()
            and table.presenter.settled()
        ):
            acted_on, frames = session, 0
            action = rng.choice(session.state.legal_actions(table.viewer))
            for pos in table.click_plan(action):
                click(app, pos)
        app.step(FRAME_MS)
        frames += 1
        time.sleep(0.001)


def whole_game(app: App, night: Night, seed: int, sent: list[str]) -> None:
    join = open_join(app)
    look_up(app, join, night.address)
    assert [(c["seat"], c["free"]) for c in join.chairs()] == [(0, False), (1, True), (2, False)]
    table = claim(app, night, join)
    assert table.viewer == SEAT and table.view_seat() == SEAT
    play_seat(app, table, seed)
    sheet = app.top
    assert isinstance(sheet, RemoteSheet)
    host = night.host
    assert host.session.state.is_over()
    session = host.session
    mine = [
        text for text, seat in zip(session.history, session.actors, strict=True) if seat == SEAT
    ]
    assert mine and _in_order(mine, sent)
    assert sheet.outcome.totals == host.session.state.outcome().totals
    assert night.watch.problems == [] and night.watch.sent[SEAT] > len(mine)


def _in_order(applied: list[str], sent: list[str]) -> bool:
    """Every applied action was sent, in order (a decision the host found stale is not)."""
    left = iter(sent)
    return all(any(text == other for other in left) for text in applied)


def test_a_second_window_claims_a_chair_with_the_pin_and_plays_arran_to_the_end(
    app: App, nights: Callable[..., Night], sent: list[str]
) -> None:
    whole_game(app, nights("arran", 3, "pin"), 3, sent)


@pytest.mark.slow
@pytest.mark.parametrize("game", ["nidavellir", "vedrfolnir"])
def test_a_second_window_plays_a_whole_game_accepted_by_the_host_player(
    app: App, nights: Callable[..., Night], sent: list[str], game: str
) -> None:
    whole_game(app, nights(game, 5), 5, sent)


def test_a_found_game_is_chosen_by_a_click_and_a_seat_s_address_joins_at_once(
    app: App, nights: Callable[..., Night]
) -> None:
    night = nights()
    found = Found("x", "arran", "Guerres d'Arran", "127.0.0.1", night.host.port, ((1, "Bo"),))
    join = JoinScene(app, _Looker(found))  # type: ignore[arg-type]
    app.replace(join)
    app.step(FRAME_MS)
    click(app, rect_of(join, ("found", 0)).center)
    frames_until(app, lambda: join.listed is not None)
    assert join.address == night.address and [c["free"] for c in join.chairs()] == [
        False,
        True,
        False,
    ]
    click(app, rect_of(join, ("field", "address")).center)
    for _ in range(len(join.address)):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0))
    type_text(app, night.host.addresses()[SEAT])
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    frames_until(app, lambda: isinstance(app.top, ClientTable))
    assert night.asked == [] and app.top.viewer == SEAT  # type: ignore[attr-defined]


def test_the_join_scene_says_what_went_wrong(app: App, nights: Callable[..., Night]) -> None:
    t = app.t
    join = open_join(app)
    look_up(app, join, "not an address")
    assert join.message == t("join.bad_address") and join.link is None
    click(app, rect_of(join, ("field", "address")).center)
    for _ in range(20):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0))
    app.step(FRAME_MS)
    assert join.address == ""
    look_up(app, join, "127.0.0.1:9")
    assert join.message == t("join.unreachable")
    night = nights()
    join.address = ""
    look_up(app, join, night.address)
    click(app, rect_of(join, ("chair", SEAT)).center)
    frames_until(app, lambda: night.asked == [SEAT])
    night.thread.call(night.host.refuse, SEAT)
    frames_until(app, lambda: join.message is not None)
    assert join.message == t("join.error.refused") and isinstance(app.top, JoinScene)
    click(app, rect_of(join, ("chair", SEAT)).center)  # asked again on a new connection
    frames_until(app, lambda: night.asked == [SEAT, SEAT] and join.status() == "asking")
    wrong = nights("arran", 4, "pin")
    join.address = ""
    look_up(app, join, wrong.address)
    click(app, rect_of(join, ("chair", SEAT)).center)
    frames_until(app, lambda: join.status() == "pin")
    assert join._news() == t("join.pin")
    join.pin = "x"
    click(app, join.pin_rect().center)
    frames_until(app, lambda: join.link is not None and join.link.error == "bad_pin")
    app.step(FRAME_MS)
    assert join.status() == "pin" and join._news() == t("join.bad_pin")


def test_a_refusal_is_told_a_dropped_connection_comes_back_and_the_host_quitting_ends_it(
    app: App, nights: Callable[..., Night]
) -> None:
    night = nights()
    join = open_join(app)
    look_up(app, join, night.address)
    table = claim(app, night, join)
    host = night.host
    table.link.send("s1 dance", table.remote.seq)  # a text the host cannot read: it says so
    frames_until(app, lambda: app.notice is not None)
    assert app.notice is not None and app.notice[0].startswith(app.t("night.refused", why=""))
    night.thread.call(lambda: host._close(host.devices[SEAT]))
    frames_until(app, lambda: table.link.status == "dropped")
    assert table.link.status == "dropped"
    frames_until(app, lambda: table.link.status == "playing" and SEAT in host.devices)
    assert night.asked == [SEAT]  # back with the seat's token: not asked again
    night.thread.stop()
    frames_until(app, lambda: isinstance(app.top, MenuScene))
    assert app.notice is not None and app.notice[0] == app.t("join.host_quit")


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("192.168.1.20:8765", ("http://192.168.1.20:8765", None)),
        (" http://10.0.0.2:80/ ", ("http://10.0.0.2:80", None)),
        ("http://10.0.0.2:80/s/abc_D-9", ("http://10.0.0.2:80", "abc_D-9")),
        ("[::1]:9000", ("http://[::1]:9000", None)),
    ],
)
def test_an_address_is_read_as_a_host_and_perhaps_a_seat_s_token(
    typed: str, read: tuple[str, str | None]
) -> None:
    assert parse_address(typed) == read


@pytest.mark.parametrize(
    "typed", ["", "host", "https://10.0.0.2:80", "10.0.0.2:99999", "10.0.0.2:80/x/y", "a:1/s/"]
)
def test_anything_else_is_no_address(typed: str) -> None:
    with pytest.raises(ValueError):
        parse_address(typed)


def test_a_link_that_is_stopped_closes_its_thread() -> None:
    link = JoinLink("http://127.0.0.1:9")
    link.stop()
    assert not link.thread.is_alive()


class _Looker:
    """Games "found on the network": the ones given."""

    def __init__(self, *found: Found) -> None:
        self.found = list(found)

    def games(self) -> list[Found]:
        return self.found

    def close(self) -> None:
        self.found = []


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_join_scene_and_the_joined_table_read_in_both_languages(
    app: App, nights: Callable[..., Night], tmp_path: Path, lang: str
) -> None:
    """Screenshots (in `NIDAVELLIR_SHOTS` when set, to be looked at) of the Join scene waiting
    for the host player's accept, then of the joined seat's table; no text of the scene is
    drawn below the reading floor."""
    shots = Path(os.environ.get("NIDAVELLIR_SHOTS", tmp_path))
    app.set_language(lang)
    night = nights("nidavellir", 7)
    other = Found("y", "vedrfolnir", "Vedrfolnir", "192.168.1.31", 40417, ((0, "Sigrid"),))
    port = night.host.port
    found = Found("x", "nidavellir", "Nidavellir", "127.0.0.1", port, ((1, "Bo"),))
    join = JoinScene(app, _Looker(found, other))  # type: ignore[arg-type]
    app.replace(join)
    app.step(FRAME_MS)
    click(app, rect_of(join, ("found", 0)).center)
    frames_until(app, lambda: join.listed is not None)
    click(app, rect_of(join, ("chair", SEAT)).center)
    frames_until(app, lambda: join.status() == "asking")
    app.assets.drawn = set()
    app.step(FRAME_MS)
    small = sorted({d.text for d in app.assets.drawn if d.size < MIN_TEXT_PX})
    assert small == [] and app.t("join.asking") in {d.text for d in app.assets.drawn}
    app.assets.drawn = None
    app.screenshot(shots / f"join-{lang}.png")
    night.thread.call(night.host.accept, SEAT)
    frames_until(app, lambda: isinstance(app.top, ClientTable))
    table = app.top
    assert isinstance(table, ClientTable)
    frames_until(app, lambda: table.presenter.settled() and bool(table.session.waiting_humans()))
    for _ in range(30):
        app.step(FRAME_MS)
    app.screenshot(shots / f"joined-table-{lang}.png")
    assert (shots / f"join-{lang}.png").stat().st_size > 0


def test_the_host_player_accepts_a_laptop_s_claim_in_the_lobby_by_a_click(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The window hosting a game night: a laptop claims chair 1, the lobby shows Accept on that
    chair's card, a click seats it; once the game has started the table takes no claims."""
    monkeypatch.setattr(host_module, "lan_address", lambda: "127.0.0.1")
    seats = [Seat("Ann", HUMAN), Seat("Bo", HUMAN), Seat("Cy", AI, "easy")]
    lobby = LobbyScene(app, open_night(app, Session(seats, 3)))
    app.replace(lobby)
    app.step(FRAME_MS)
    host = lobby.link.host
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, daemon=True)
    thread.start()

    def run(work: Any) -> Any:
        return asyncio.run_coroutine_threadsafe(work, loop).result(20)

    laptop = Client(host.ws_url(), None, claim=1)
    late = Client(host.ws_url(), None, claim=0)
    try:
        run(laptop.connect())
        frames_until(app, lambda: ("accept", 1) in [target for _, target in lobby.targets()])
        assert [m["code"] for m in laptop.errors] == ["awaiting_accept"]
        click(app, rect_of(lobby, ("accept", 1)).center)
        run(laptop.wait_state())
        assert laptop.welcome is not None and laptop.token == host.tokens[1]
        frames_until(app, lambda: lobby.has_device(1))
        click(app, rect_of(lobby, ("choose", 0, "here")).center)
        click(app, rect_of(lobby, ("start",)).center)
        assert isinstance(app.top, NightTable)
        run(late.connect())
        run(late.wait_for(lambda c: not c.connected))
        assert [m["code"] for m in late.errors] == ["claims_closed"]
    finally:
        for client in (laptop, late):
            run(client.close())
        loop.call_soon_threadsafe(loop.stop)
        thread.join(5)


def test_a_game_hosted_on_the_loopback_is_found_by_the_join_scene_and_its_chairs_listed(
    app: App,
) -> None:
    """Real mDNS on 127.0.0.1: the host advertises, the Join scene's list shows it, a click on
    it lists its chairs."""
    need_loopback_multicast()
    seats = [Seat("Ann", HUMAN), Seat("Bo", HUMAN), Seat("Cy", AI, "easy")]
    host = Host(Session(seats, 2, None, "arran"), bind="127.0.0.1", advertise=True)
    hosting = HostThread(host)
    hosting.start()
    try:
        join = JoinScene(app, Browser(["127.0.0.1"]))
        app.replace(join)
        frames_until(app, lambda: any(f.port == host.port for f in join.found()))
        row = next(i for i, f in enumerate(join.found()) if f.port == host.port)
        assert join.found()[row].free == ((0, "Ann"), (1, "Bo"))
        click(app, rect_of(join, ("found", row)).center)
        frames_until(app, lambda: join.listed is not None)
        assert [c["free"] for c in join.chairs()] == [True, True, False]
        app.replace(MenuScene(app))  # the Join scene stops looking
        assert join.browser is not None and join.browser.zeroconf.done
    finally:
        hosting.stop()


def press(app: App, key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    app.step(FRAME_MS)


def ringed(app: App, rect: pygame.Rect) -> bool:
    """Whether the focus ring is drawn around `rect` on the screen (its bright outer line)."""
    app.step(FRAME_MS)
    return tuple(app.screen.get_at((rect.centerx, rect.top - 6)))[:3] == theme.HIGHLIGHT


def test_the_join_scene_by_keys_alone_from_the_address_to_the_pin_and_the_table(
    app: App, nights: Callable[..., Night]
) -> None:
    """The ring starts on the address being typed; Shift+Tab goes round to Back and Tab comes
    back; Enter looks; Tab reaches Look, the down arrow the free chair, Space claims it; the
    PIN is then typed at once; Tab leaves its field for its button, Shift+Tab comes back, the
    field opened by Space takes no space, Enter sends the PIN, and the seat's table opens."""
    night = nights("arran", 3, "pin")
    join = open_join(app)
    address = rect_of(join, ("field", "address"))
    assert join.editing == "address" and ringed(app, address)
    press(app, pygame.K_TAB, pygame.KMOD_LSHIFT)
    assert join.editing is None and join.focus.meaning == ("back",)
    assert ringed(app, join.back_rect()) and not ringed(app, address)
    press(app, pygame.K_TAB)
    press_space(app)
    assert join.editing == "address" and join.address == ""
    type_text(app, f"{night.address} x")
    press(app, pygame.K_BACKSPACE)
    assert join.address == f"{night.address} "
    press(app, pygame.K_RETURN)
    frames_until(app, lambda: join.listed is not None)
    assert join.editing is None
    press(app, pygame.K_TAB)
    assert join.focus.meaning == ("look",) and ringed(app, join.look_rect())
    press(app, pygame.K_DOWN)
    assert join.focus.meaning == ("chair", SEAT) and ringed(app, rect_of(join, ("chair", SEAT)))
    press_space(app)
    frames_until(app, lambda: join.status() == "pin")
    pin = rect_of(join, ("field", "pin"))
    assert join.focus.meaning == ("field", "pin") and join.editing == "pin" and ringed(app, pin)
    press(app, pygame.K_TAB)
    assert join.editing is None and ringed(app, join.pin_rect())
    press(app, pygame.K_TAB, pygame.KMOD_LSHIFT)
    press_space(app)
    assert join.editing == "pin" and join.pin == ""
    assert night.host.pin is not None
    type_text(app, night.host.pin)
    press(app, pygame.K_RETURN)
    frames_until(app, lambda: isinstance(app.top, ClientTable))
    table = app.top
    assert isinstance(table, ClientTable) and table.viewer == SEAT


def test_escape_stops_typing_then_goes_back_and_the_side_arrows_stay_in_the_field(
    app: App,
) -> None:
    join = open_join(app)
    type_text(app, "10.0.0.2")
    press(app, pygame.K_LEFT)
    press_space(app)
    assert join.address == "10.0.0.2 " and join.focus.meaning == ("field", "address")
    press(app, pygame.K_ESCAPE)
    assert join.editing is None and app.top is join
    press(app, pygame.K_RIGHT)
    assert join.focus.meaning == ("look",) and ringed(app, join.look_rect())
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)

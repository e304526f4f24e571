"""A game night from the window, by real mouse events: the menu's Game night entry, the form,
the lobby's QR codes (read back from the pixels drawn), devices joining over real sockets on
127.0.0.1 (`game.net.client.Client`), Start, and the public table while a device plays its
seat: what the laptop draws is the public view, never the device's seat's secrets."""

from __future__ import annotations

import asyncio
import random
import threading
import time
from collections.abc import Callable, Coroutine, Iterator
from pathlib import Path
from typing import Any, TypeVar

import pygame
import pytest

from game.core import registry
from game.core.session import AI
from game.net import host as host_module
from game.net.client import Client
from game.ui import qr, theme
from game.ui.app import App
from game.ui.autoplay import FRAME_MS, click
from game.ui.nightbench import bench_night
from game.ui.scenes.menus import MenuScene, NewGameScene
from game.ui.scenes.night import LobbyScene, NightSetupScene
from game.ui.scenes.scoresheet import ScoreSheetScene
from game.ui.table.night import NightTable
from game.ui.table.scene import TableScene

pytestmark = pytest.mark.ui
T = TypeVar("T")
# A click that came while the table was still turning to the decision is clicked again, as a
# player would, after this many frames without an answer from the host.
RETRY_FRAMES = 60


class Devices:
    """Phones, as Python clients on an asyncio loop of their own thread."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.clients: list[Client] = []

    def run(self, work: Coroutine[Any, Any, T], timeout: float = 20.0) -> T:
        return asyncio.run_coroutine_threadsafe(work, self.loop).result(timeout)

    def join(self, url: str, token: str) -> Client:
        client = Client(url, token)
        self.clients.append(client)
        self.run(client.connect())
        self.run(client.wait_state())
        return client

    def close(self) -> None:
        for client in self.clients:
            self.run(client.close())
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)
        self.loop.close()


@pytest.fixture
def devices() -> Iterator[Devices]:
    phones = Devices()
    yield phones
    phones.close()


@pytest.fixture(autouse=True)
def loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    """The host binds where the tests' devices reach it, whatever network the machine has."""
    monkeypatch.setattr(host_module, "lan_address", lambda: "127.0.0.1")


def frames_until(app: App, done: Callable[[], bool], timeout_s: float = 30.0) -> None:
    end = time.monotonic() + timeout_s
    while not done():
        assert time.monotonic() < end, "the window never got there"
        app.step(FRAME_MS)
        time.sleep(0.005)


def rect_of(scene: Any, meaning: tuple[Any, ...]) -> Any:
    return next(rect for rect, target in scene.targets() if target == meaning)


def open_lobby(app: App, game: str, chairs: list[str]) -> LobbyScene:
    """Menu → Game night → the chairs chosen by clicks (`chairs`: "human" or an AI level) →
    Start: the lobby."""
    app.choose_game(registry.get(game))
    app.replace(MenuScene(app))
    app.step(FRAME_MS)
    menu = app.scenes[-1]
    assert isinstance(menu, MenuScene)
    click(app, menu.button("night.menu").rect.center)
    form = app.scenes[-1]
    assert isinstance(form, NightSetupScene)
    click(app, rect_of(form, ("count", len(chairs))).center)
    for seat, choice in enumerate(chairs):
        click(app, rect_of(form, ("choice", seat, choice)).center)
    click(app, rect_of(form, ("start",)).center)
    lobby = app.scenes[-1]
    assert isinstance(lobby, LobbyScene)
    return lobby


def play_to_the_end(
    app: App, table: NightTable, devices: Devices, phone: Client, seat: int
) -> list[str]:
    """The phone picks at random among the legal actions it is sent; the laptop's chair
    `seat` clicks its picks (behind the curtain) on the table. Returns, frame by frame, what the
    laptop showed that it should not have: another seat's secrets, a view other than the
    public one while no chair of the laptop decides."""
    rng = random.Random(5)
    problems: list[str] = []
    acted_seq, errors, acted_on, frames = -1, 0, None, 0
    end = time.monotonic() + 240
    while not table.session.state.is_over():
        assert time.monotonic() < end, "the game never ended"
        state = phone.state
        if len(phone.errors) > errors:
            errors, acted_seq = len(phone.errors), -1
        if state and state["legal"] and state["held"] is None and state["seq"] != acted_seq:
            acted_seq = state["seq"]
            devices.run(phone.act(rng.choice(state["legal"])))
        if table.curtain_for == seat:
            click(app, table.curtain_button().center)
        elif (
            seat in table.session.waiting_humans()
            and table.view_seat() in (seat, None)
            and (table.session is not acted_on or frames > RETRY_FRAMES)
            and table.presenter.settled()
        ):
            acted_on, frames = table.session, 0
            action = rng.choice(table.session.state.legal_actions(seat))
            for pos in table.click_plan(action):
                click(app, pos)
            if table.curtain_for is not None:  # it came down first: pass it, then decide
                acted_on = None
        app.step(FRAME_MS)
        frames += 1
        problems += secrets_shown(table, seat)
        time.sleep(0.002)
    frames_until(app, lambda: isinstance(app.scenes[-1], ScoreSheetScene))
    devices.run(phone.wait_for(lambda c: c.ended is not None))
    return problems


def secrets_shown(table: NightTable, seat: int) -> list[str]:
    shown = table.view_seat()
    found = []
    if shown not in (None, seat):
        found.append(f"the table showed seat {shown}'s view")
    if shown is None and table.view != dict(table.session.state.view(None)):
        found.append("the table showed a view other than the public one")
    if any(other != seat for other in table.session.held):
        found.append("the table held a device's sealed decision")
    return found


@pytest.mark.parametrize(
    ("lang", "title"), [("en", "New game night"), ("fr", "Nouvelle soirée de jeu")]
)
def test_the_game_night_form_has_its_own_title(app: App, lang: str, title: str) -> None:
    """Opened from the menu's Game night entry, the form says it sets up a game night, not a
    plain new game (whose form keeps its own title)."""
    app.set_language(lang)
    app.replace(MenuScene(app))
    app.step(FRAME_MS)
    click(app, app.scenes[-1].button("night.menu").rect.center)
    assert isinstance(app.scenes[-1], NightSetupScene)
    app.assets.drawn = set()
    app.step(FRAME_MS)
    shown = {d.text for d in app.assets.drawn}
    assert title in shown
    assert app.t("setup.title") not in shown
    app.pop()
    app.push(NewGameScene(app))
    app.assets.drawn = set()
    app.step(FRAME_MS)
    shown = {d.text for d in app.assets.drawn}
    assert app.t("setup.title") in shown and title not in shown


def test_the_lobby_shows_each_human_chair_s_address_as_a_code_that_reads_back(app: App) -> None:
    lobby = open_lobby(app, "nidavellir", ["human", "human", "easy"])
    app.step(FRAME_MS)
    addresses = lobby.link.snapshot.addresses if lobby.link.snapshot else {}
    assert sorted(addresses) == [0, 1]
    for seat, card in lobby.cards().items():
        where = lobby.codes[seat].get_rect(center=lobby.code_rect(card).center)
        assert qr.read_back(app.screen.subsurface(where)) == qr.matrix(addresses[seat])
        assert addresses[seat].startswith("http://127.0.0.1:")
    assert lobby.link.fallback  # and the lobby says only this computer can open them
    assert ("start",) not in [t for _, t in lobby.targets()]


def test_the_lobby_shows_the_watch_address_as_a_small_code_below_the_chairs(
    app: App, devices: Devices
) -> None:
    lobby = open_lobby(app, "vedrfolnir", ["human"] * 6)
    host = lobby.link.host
    devices.join(host.ws_url(), host.watch_token)
    frames_until(app, lambda: lobby._snap().spectators == 1)
    app.step(FRAME_MS)
    box = lobby.watch_rect()
    where = lobby.watch_code.get_rect(midleft=(box.x, box.centery))
    assert qr.read_back(app.screen.subsurface(where)) == qr.matrix(host.watch_address())
    assert host.watch_address() == f"http://127.0.0.1:{host.port}/w/{host.watch_token}"
    crowded = [rect for _, rect in lobby.cards().items() if rect.colliderect(box)]
    crowded += [r for r, _ in lobby.targets() if r.colliderect(box)]
    assert crowded == [] and box.bottom <= 880  # inside the panel, off every chair and button
    assert where.w < lobby.code_rect(lobby.cards()[0]).w  # smaller than a chair's code


def test_a_device_joins_then_plays_while_the_laptop_shows_the_public_table(
    app: App, devices: Devices
) -> None:
    lobby = open_lobby(app, "nidavellir", ["human", "human", "easy"])
    host = lobby.link.host
    phone = devices.join(host.ws_url(), host.tokens[0])
    frames_until(app, lambda: lobby.has_device(0))
    assert not lobby.ready()  # chair 2 has no device yet
    click(app, rect_of(lobby, ("choose", 1, "here")).center)
    assert lobby.ready()
    click(app, rect_of(lobby, ("start",)).center)
    table = app.scenes[-1]
    assert isinstance(table, NightTable)
    frames_until(app, lambda: table.local() == {1})
    problems = play_to_the_end(app, table, devices, phone, seat=1)
    assert host.session.state.is_over() and phone.ended is not None
    assert phone.ended["reason"] == "over"
    assert problems == []


def test_a_chair_given_to_an_ai_is_played_by_the_host(app: App) -> None:
    lobby = open_lobby(app, "arran", ["human", "human"])
    click(app, rect_of(lobby, ("choose", 0, "here")).center)
    click(app, rect_of(lobby, ("choose", 1, "ai")).center)
    click(app, rect_of(lobby, ("start",)).center)
    table = app.scenes[-1]
    assert isinstance(table, NightTable)
    host = table.link.host
    frames_until(app, lambda: table.session.seats[1].kind == AI)
    assert sorted(host.tokens) == [0]
    assert sorted(table.link.snapshot.addresses if table.link.snapshot else {}) == [0]


def test_leaving_the_lobby_tells_the_devices_the_game_has_ended(app: App, devices: Devices) -> None:
    lobby = open_lobby(app, "vedrfolnir", ["human", "easy"])
    host = lobby.link.host
    phone = devices.join(host.ws_url(), host.tokens[0])
    click(app, rect_of(lobby, ("back",)).center)
    assert isinstance(app.scenes[-1], MenuScene)
    devices.run(phone.wait_for(lambda c: c.ended is not None))
    assert phone.ended is not None and phone.ended["reason"] == "host_quit"


def test_a_device_that_leaves_asks_the_laptop_and_an_ai_plays_its_chair(
    app: App, devices: Devices
) -> None:
    lobby = open_lobby(app, "arran", ["human", "easy"])
    host = lobby.link.host
    phone = devices.join(host.ws_url(), host.tokens[0])
    frames_until(app, lambda: lobby.has_device(0))
    click(app, rect_of(lobby, ("start",)).center)
    table = app.scenes[-1]
    assert isinstance(table, NightTable)
    assert table.away_seat() is None
    devices.run(phone.drop())
    frames_until(app, lambda: table.away_seat() == 0)
    assert [t for _, t in table.targets()] == [("away", 0, p) for p in ("wait", "local", "ai")]
    click(app, rect_of(table, ("away", 0, "ai")).center)
    frames_until(app, lambda: table.away_seat() is None and 0 in table.session.actors)
    assert table.link.snapshot is not None and table.link.snapshot.policies[0] == "ai"


def test_bench_night_measures_the_public_table_while_devices_play(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NIDAVELLIR_HOME", str(tmp_path))
    report = bench_night(registry.get("vedrfolnir"), 2, frames=60)
    assert (report["game"], report["devices"], report["frames"]) == ("vedrfolnir", 2, 60)
    assert report["frame_ms_p95"] >= report["frame_ms_p50"] > 0


def test_bench_night_with_spectators_checks_each_was_sent_every_state(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NIDAVELLIR_HOME", str(tmp_path))
    report = bench_night(registry.get("vedrfolnir"), 2, frames=60, spectators=3)
    assert (report["devices"], report["spectators"], report["frames"]) == (2, 3, 60)
    assert report["spectators_complete"] is True and report["spectator_states"] >= 1
    assert report["memory_kib_per_spectator"] > 0 and report["spectators_cpu_s"] > 0
    assert report["frame_ms_p95"] >= report["frame_ms_p50"] > 0


def test_continue_serves_the_game_night_again_at_the_same_addresses(
    app: App, devices: Devices
) -> None:
    lobby = open_lobby(app, "arran", ["human", "easy"])
    host = lobby.link.host
    addresses = host.addresses()
    phone = devices.join(host.ws_url(), host.tokens[0])
    frames_until(app, lambda: lobby.has_device(0))
    click(app, rect_of(lobby, ("start",)).center)
    table = app.scenes[-1]
    assert isinstance(table, NightTable)
    state = phone.state
    assert state is not None
    devices.run(phone.act(state["legal"][0]))
    frames_until(app, lambda: 0 in table.session.actors)
    app.replace(MenuScene(app))  # the table quits: the host ends
    devices.run(phone.wait_for(lambda c: c.ended is not None))
    app.step(FRAME_MS)
    menu = app.scenes[-1]
    assert isinstance(menu, MenuScene)
    click(app, menu.button("saves.menu_continue").rect.center)
    again = app.scenes[-1]
    assert isinstance(again, LobbyScene)
    assert again.link.host.addresses() == addresses
    assert 0 in again.link.host.session.actors
    back = devices.join(again.link.host.ws_url(), again.link.host.tokens[0])
    frames_until(app, lambda: again.has_device(0))
    assert back.welcome is not None and back.welcome["seat"] == 0


def test_continue_of_a_night_whose_every_chair_went_to_an_ai_plays_it_on_this_screen(
    app: App,
) -> None:
    """Every chair given to an AI in the lobby leaves nothing to serve: Continue opens the saved
    game at a table on this laptop instead of failing to host it."""
    lobby = open_lobby(app, "arran", ["human", "human"])
    for seat in (0, 1):
        click(app, rect_of(lobby, ("choose", seat, "ai")).center)
    click(app, rect_of(lobby, ("start",)).center)
    table = app.scenes[-1]
    assert isinstance(table, NightTable)
    frames_until(app, lambda: not table.session.humans() and len(table.session.history) > 2)
    app.replace(MenuScene(app))  # the table quits: the host ends
    app.step(FRAME_MS)
    menu = app.scenes[-1]
    assert isinstance(menu, MenuScene)
    click(app, menu.button("saves.menu_continue").rect.center)
    again = app.scenes[-1]
    assert isinstance(again, TableScene) and not isinstance(again, NightTable)
    assert again.session.info.key == "arran" and not again.session.humans()
    assert len(again.session.history) > 2


def press(app: App, key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    app.step(FRAME_MS)


def ringed(app: App, rect: pygame.Rect) -> bool:
    """Whether the focus ring is drawn around `rect` on the screen (its bright outer line)."""
    app.step(FRAME_MS)
    return tuple(app.screen.get_at((rect.centerx, rect.top - 6)))[:3] == theme.HIGHLIGHT


def test_the_lobby_by_keys_alone_accepts_a_claim_gives_the_chairs_and_starts(
    app: App, devices: Devices
) -> None:
    """A laptop claims chair 1: Tab reaches its Accept, Enter seats it and the focus goes to
    the nearest control left; the arrows and Space give chair 0 to this laptop; Start, reached
    by the arrows, opens the public table. The ring is on the screen wherever the focus goes."""
    app.set_language("fr")
    lobby = open_lobby(app, "arran", ["human", "human"])
    host = lobby.link.host
    first = rect_of(lobby, ("choose", 0, "device"))
    assert lobby.focus.meaning == ("choose", 0, "device")  # Start is not there yet
    assert ringed(app, first)
    laptop = Client(host.ws_url(), None, claim=1)
    devices.clients.append(laptop)
    devices.run(laptop.connect())
    frames_until(app, lambda: ("accept", 1) in [target for _, target in lobby.targets()])
    for _ in range(len(lobby.targets())):
        if lobby.focus.meaning == ("accept", 1):
            break
        press(app, pygame.K_TAB)
    assert ringed(app, rect_of(lobby, ("accept", 1)))
    press(app, pygame.K_RETURN)
    frames_until(app, lambda: lobby.has_device(1))
    assert laptop.token == host.tokens[1]
    assert lobby.focus.meaning == ("choose", 0, "ai")  # gone with its prompt: the nearest
    press(app, pygame.K_LEFT)
    assert ringed(app, rect_of(lobby, ("choose", 0, "here")))
    press(app, pygame.K_SPACE)
    assert lobby.choices[0] == "here" and lobby.ready()
    press(app, pygame.K_DOWN)
    assert lobby.focus.meaning == ("back",) and ringed(app, lobby.back_rect())
    press(app, pygame.K_RIGHT)
    assert lobby.focus.meaning == ("start",) and ringed(app, lobby.start_rect())
    press(app, pygame.K_RETURN)
    table = app.scenes[-1]
    assert isinstance(table, NightTable)
    frames_until(app, lambda: table.local() == {0})


def test_the_lobby_refuses_a_claim_by_keys(app: App, devices: Devices) -> None:
    lobby = open_lobby(app, "vedrfolnir", ["human", "human"])
    laptop = Client(lobby.link.host.ws_url(), None, claim=0)
    devices.clients.append(laptop)
    devices.run(laptop.connect())
    frames_until(app, lambda: ("refuse", 0) in [target for _, target in lobby.targets()])
    assert lobby.focus.meaning == ("choose", 0, "device")
    press(app, pygame.K_UP)
    assert lobby.focus.meaning == ("accept", 0)
    press(app, pygame.K_RIGHT)
    assert ringed(app, rect_of(lobby, ("refuse", 0)))
    press(app, pygame.K_RETURN)
    devices.run(laptop.wait_for(lambda c: not c.connected))
    assert [m["code"] for m in laptop.errors] == ["awaiting_accept", "refused"]
    frames_until(app, lambda: ("refuse", 0) not in [t for _, t in lobby.targets()])
    assert not lobby.has_device(0)


@pytest.mark.parametrize(
    ("lang", "unreadable", "not_here"),
    [
        (
            "fr",
            "L'hôte a refusé : L'hôte ne sait pas lire cette action.",
            "L'hôte a refusé : Cette action appartient à une autre place.",
        ),
        (
            "en",
            "The host refused: The host cannot read this action.",
            "The host refused: That action belongs to another seat.",
        ),
    ],
)
def test_the_host_s_refusal_of_a_decision_made_here_is_told_in_the_window_s_language(
    app: App, lang: str, unreadable: str, not_here: str
) -> None:
    """Decisions of the laptop's chair go to the host through the table's copy of the game; the
    host's refusals come back as its codes, told with the sentences the phones use."""
    app.set_language(lang)
    lobby = open_lobby(app, "vedrfolnir", ["human", "human"])
    click(app, rect_of(lobby, ("choose", 0, "here")).center)
    click(app, rect_of(lobby, ("choose", 1, "ai")).center)
    click(app, rect_of(lobby, ("start",)).center)
    table = app.scenes[-1]
    assert isinstance(table, NightTable)
    frames_until(app, lambda: table.local() == {0})
    table.mirror.send(0, "no such action")
    frames_until(app, lambda: app.notice is not None)
    assert app.notice is not None and app.notice[0] == unreadable
    legal = table.session.state.legal_actions(table.session.state.to_move()[0])
    table.mirror.send(1, str(legal[0]))  # the AI's chair is not the laptop's to play
    frames_until(app, lambda: app.notice is not None and app.notice[0] != unreadable)
    assert app.notice is not None and app.notice[0] == not_here

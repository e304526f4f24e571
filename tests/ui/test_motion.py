"""Motion on the table (issue 27): pieces that change place fly, coins turn over at a reveal seat
after seat, and big news gets a moment on its piece that ends by itself or at a click, Space or
Esc; with Animations Off nothing moves and the table shows its final state at once.

Each moment is brought by its real event: a seeded game is played at random up to the move that
brings it, the table is opened there, and that move is submitted."""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any

import pygame
import pytest

from game.arran.cards import default_table
from game.core import registry
from game.core.events import Event
from game.core.session import AI, HUMAN, Seat, Session
from game.ui.app import App
from game.ui.autoplay import FRAME_MS, click, key
from game.ui.scenes.menus import PauseScene
from game.ui.table.flight import coin_moves, turning_face
from game.ui.table.moments import MOMENT_SHARE
from game.ui.table.scene import TableScene

pytestmark = pytest.mark.ui

NAMES = ("Ann", "Bo", "Cy")


def _session(game: str, seed: int) -> Session:
    seats = [Seat(name, AI, "easy") for name in NAMES]
    return Session(seats, seed, {}, registry.get(game))


def _before(session: Session, rng: random.Random, wanted: Callable[[Event], bool]) -> Any:
    """Play random moves on `session` until the next one brings an event `wanted`; that move,
    not played."""
    while True:
        state = session.state
        seat = rng.choice([s for s in state.to_move() if s not in session.held])
        action = rng.choice(state.legal_actions(seat))
        if any(wanted(event) for event in state.clone().apply(action)):
            return action
        session.submit(action)


def _table(app: App, session: Session) -> TableScene:
    """The table at the session's position, its AI chairs held still: only the test moves.
    The moves before are no news to it (as for a loaded game)."""
    session.take_events()
    scene = TableScene(app, session)
    scene.ai_wait = float("inf")
    app.push(scene)
    app.step(FRAME_MS)
    return scene


def _played(
    app: App, game: str, seed: int, wanted: Callable[[Event], bool]
) -> tuple[TableScene, Any]:
    """The table just after the move that brings an event `wanted`, and that move."""
    session = _session(game, seed)
    action = _before(session, random.Random(seed), wanted)
    scene = _table(app, session)
    session.submit(action)
    app.step(FRAME_MS)
    return scene, action


def _moment_for(app: App, game: str, seed: int, wanted: Callable[[Event], bool]) -> TableScene:
    return _played(app, game, seed, wanted)[0]


def _kind(kind: str) -> Callable[[Event], bool]:
    return lambda event: event.kind == kind


def _elite(event: Event) -> bool:
    return event.kind == "award_given" and event.data[0] in default_table().elites


CASES = [  # game, seed, the event, the moment's title (empty: an award's row, named by its row)
    ("nidavellir", 3, _kind("hero_recruited"), "Hero recruited"),
    ("nidavellir", 3, _kind("distinction_awarded"), ""),
    ("arran", 4, _kind("cognar_recruited"), "Cognar recruited"),
    ("arran", 4, _elite, ""),
    ("vedrfolnir", 2, _kind("exact_collection"), "Exact collection"),
]


@pytest.mark.parametrize(("game", "seed", "wanted", "title"), CASES)
def test_a_moment_ends_by_itself_and_the_ai_waits_for_it(
    app: App, game: str, seed: int, wanted: Callable[[Event], bool], title: str
) -> None:
    scene = _moment_for(app, game, seed, wanted)
    moments = list(scene.moments.queue)
    assert title in [m.title.split(" · ")[0] for m in moments]
    assert {m.duration for m in moments} == {MOMENT_SHARE * app.settings.animation_ms}
    left = max(math.ceil((m.duration - m.elapsed) / FRAME_MS) for m in moments)
    frames = 0
    while scene.moments.playing:
        assert not scene.settled()  # the AI chairs and the autopick wait for it
        app.step(FRAME_MS)
        frames += 1
    assert frames == left


@pytest.mark.parametrize(
    ("skip", "paused"),
    [
        (lambda app: click(app, (800, 880)), False),
        (lambda app: key(app, pygame.K_SPACE), False),
        (lambda app: key(app, pygame.K_ESCAPE), True),  # the pause is never kept waiting
    ],
    ids=["click", "space", "escape"],
)
def test_a_moment_is_skipped_by_a_click_space_or_escape(
    app: App, skip: Callable[[App], None], paused: bool
) -> None:
    scene = _moment_for(app, "nidavellir", 3, _kind("hero_recruited"))
    assert scene.moments.playing
    skip(app)
    assert not scene.moments.playing
    assert isinstance(app.scenes[-1], PauseScene) == paused


def _still(scene: TableScene) -> pygame.Surface:
    """The table as drawn, without the shell's timed news (banners, tooltips)."""
    surface = scene._draw_static().copy()
    scene.presenter.draw_moving(surface)
    scene.moments.draw(surface, scene.app.assets, on_top=False)
    return surface


@pytest.mark.parametrize(("game", "seed", "wanted", "title"), CASES)
def test_with_animations_off_the_table_shows_its_final_state_at_once(
    app: App, game: str, seed: int, wanted: Callable[[Event], bool], title: str
) -> None:
    app.settings.animation_ms = 0
    scene = _moment_for(app, game, seed, wanted)
    presenter: Any = scene.presenter
    assert not scene.moments.playing
    assert presenter.flights == [] and getattr(presenter, "pieces", []) == []
    assert getattr(presenter, "flip_ms", {}) == {}
    first = pygame.image.tobytes(_still(scene), "RGB")
    for _ in range(30):
        app.step(FRAME_MS)
    assert pygame.image.tobytes(_still(scene), "RGB") == first


def test_coins_turn_over_seat_after_seat_in_reveal_order_showing_the_back_then_the_face(
    app: App,
) -> None:
    app.settings.animation_ms = 260
    scene, bid = _played(app, "nidavellir", 3, _kind("bids_revealed"))
    presenter: Any = scene.presenter
    order = [seat for seat in scene.view["order"] if seat != bid.seat]  # the last to bid
    turning = sorted(presenter.flip_ms.items(), key=lambda item: -item[1])  # showed no back
    assert [seat for (seat, _), _ in turning] == order  # one coin each, the first seat first
    first, last = (order[0], 0), (order[-1], 0)
    seen: list[tuple[float, float]] = []
    while presenter.flip_ms:
        flips = presenter.artist.flips
        seen.append((flips.get(first, 1.0), flips.get(last, 0.0)))
        app.step(FRAME_MS)
    firsts = [a for a, _ in seen]
    assert firsts == sorted(firsts)  # its back narrows (< 0.5), then its face widens (> 0.5)
    assert firsts[0] < 0.5 < firsts[-1]
    assert any(a > 0.0 and b == 0.0 for a, b in seen)  # the last seat waits its turn


def test_a_turning_coin_shows_its_back_then_its_face_darker_edge_on() -> None:
    back = pygame.Surface((40, 40), pygame.SRCALPHA)
    back.fill((200, 40, 40, 255))
    face = pygame.Surface((40, 40), pygame.SRCALPHA)
    face.fill((40, 40, 200, 255))
    early, edge, late = (turning_face(face, back, p, (40, 40)) for p in (0.1, 0.375, 0.8))
    assert [s.get_width() for s in (early, edge, late)] == [32, 10, 24]
    early_red = early.get_at((16, 20))
    assert early_red.r > early_red.b  # the back
    assert late.get_at((12, 20)).b > late.get_at((12, 20)).r  # then the face
    assert edge.get_at((5, 20)).r < early_red.r < 200  # darker the nearer edge-on


def test_coin_moves_follow_each_coin_by_its_text() -> None:
    before = {0: "5", 1: "3", 2: None, 10: "2", 11: "7g"}
    after = {0: None, 1: "3", 2: None, 10: "2", 11: "5", 12: "9g"}
    assert coin_moves(before, after) == ([(0, 11)], [12], [11])


def test_a_coin_clicked_onto_a_slot_flies_there_from_the_hand_and_back(app: App) -> None:
    session = Session([Seat("Ann", HUMAN), Seat("Bo", AI, "easy")], 5)
    scene = _table(app, session)
    presenter: Any = scene.presenter
    box = presenter.lay.seats[0]
    hand = session.state.view(0)["seats"][0]["hand"]
    top = max(range(len(hand)), key=lambda i: (int(hand[i]), -i))  # an empty slot takes it
    click(app, box.slots[0].center)
    assert [(f.key, f.src, f.dst, f.face) for f in presenter.pieces] == [
        (("coin", 0, 0), box.hand[top], box.slots[0], hand[top])
    ]
    assert presenter.artist.arriving(0, 0)  # the slot shows it once it lands
    while presenter.pieces:
        app.step(FRAME_MS)
    assert not presenter.artist.arriving(0, 0)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=box.slots[0].center, button=3))
    app.step(FRAME_MS)
    assert [(f.key, f.src, f.dst) for f in presenter.pieces] == [
        (("coin", 0, 10 + top), box.slots[0], box.hand[top])
    ]

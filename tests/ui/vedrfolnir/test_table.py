"""Vedrfolnir at the table, headless: the layout fits every number of places, whole games are
played by real mouse events (every kind of decision: reveal, to Brynhildr, an attribution with
and without a choice, Accept, Nornes, Heimdall and its aim, a choice for a drawn card), an
attribution is taken back with the Undo button, and the settings change in the middle of a game.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator
from typing import Any

import pygame
import pytest
from pygame import Rect

from game.core import registry
from game.core.game import GameInfo
from game.core.session import HUMAN, Seat, Session
from game.core.simulate import random_step
from game.ui.app import App
from game.ui.autoplay import FRAME_MS
from game.ui.games.vedrfolnir import layout as L
from game.ui.games.vedrfolnir.presenter import Flight, VedrfolnirPresenter
from game.ui.scenes.menus import PauseScene
from game.ui.scenes.scoresheet import ScoreSheetScene
from game.ui.scenes.settings import SettingsScene
from game.ui.table import chrome
from game.ui.table.scene import TableScene
from game.vedrfolnir.actions import Attribute, Choose, Respond, Reveal, ToBrynhildr
from game.vedrfolnir.state import State
from tests.ui.clickplay import press
from tests.ui.conftest import rest

pytestmark = pytest.mark.ui

NAMES = ("Ann", "Bo", "Cy", "Di", "Ed", "Flo")
BOTH = {"spring": True, "winter": True}
KINDS = {"reveal", "attribute", "attribute_choice", "accept", "nornes", "heimdall", "choose"}


@pytest.fixture
def info() -> Iterator[GameInfo]:
    """Vedrfolnir as registered (registered for the test if a test elsewhere took it out)."""
    shipped = next((g for g in registry.games() if g.key == "vedrfolnir"), None)
    if shipped is None:
        from game.vedrfolnir import INFO

        shipped = INFO
    registry.register(shipped)
    yield shipped


def _open(app: App, info: GameInfo, players: int, seed: int, steps: int = 0) -> TableScene:
    session = Session([Seat(n, HUMAN) for n in NAMES[:players]], seed, BOTH, info)
    rng = random.Random(seed)
    for _ in range(steps):
        if session.state.is_over():
            break
        random_step(session.state, rng)
    scene = TableScene(app, session)
    app.replace(scene)
    app.step(FRAME_MS)
    return scene


def _presenter(scene: TableScene) -> VedrfolnirPresenter:
    presenter = scene.presenter
    assert isinstance(presenter, VedrfolnirPresenter) and presenter.lay is not None
    return presenter


def _kind(action: Any) -> str:
    """The decision an action answers, finely: which joker, whether a choice was asked."""
    if isinstance(action, Respond):
        return action.joker
    if isinstance(action, Attribute):
        return "attribute_choice" if action.choice else "attribute"
    if isinstance(action, ToBrynhildr):
        return "to_brynhildr"
    if isinstance(action, Choose):
        return "choose"
    assert isinstance(action, Reveal)
    return "reveal"


def _click_action(app: App, scene: TableScene, action: Any) -> None:
    session = scene.session
    before = len(session.history)
    for pos in scene.click_plan(action):
        press(app, pos)
    assert len(session.history) == before + 1, action
    assert session.history[-1] == str(action)


def _play(app: App, scene: TableScene, rng: random.Random, seen: set[str], limit: int) -> None:
    """Decisions by clicks (the rarest kinds first) until the game ends or `limit` decisions."""
    session = scene.session
    for _ in range(limit * 20):
        if app.scenes[-1] is not scene or limit <= 0:
            return
        if scene.viewer in session.waiting_humans() and not scene.presenter.busy():
            legal = list(session.state.legal_actions(scene.viewer))
            fresh = [a for a in legal if _kind(a) not in seen]
            action = rng.choice(fresh or legal)
            _click_action(app, scene, action)
            seen.add(_kind(action))
            limit -= 1
        else:
            app.step(FRAME_MS)


# ---------------------------------------------------------------------------- layout


@pytest.mark.parametrize("compact", [False, True], ids=["full", "compact"])
@pytest.mark.parametrize("players", [1, 2, 3, 4, 5, 6])
def test_the_table_fits_the_window_for_every_number_of_places(
    app: App, info: GameInfo, players: int, compact: bool
) -> None:
    """Nothing overlaps and nothing leaves its panel, full or compact, with stakes far longer
    than real ones and both jokers everywhere; no card is shown too small for its name."""
    scene = _open(app, info, players, 3, steps=40)
    view = dict(scene.view)
    long = list(range(12))  # a stake far longer than a real one still fits its panel
    view["places"] = [{**p, "stake": long, "jokers": [40, 41]} for p in view["places"]]
    view["tribute"] = {**view["tribute"], "cards": long}
    lay = L.compute(view, compact)
    shared = [lay.tribute.panel, lay.pile, lay.discard, lay.hand]
    panels = [box.panel for box in lay.places]
    for i, rect in enumerate(shared + panels):
        assert chrome.SCREEN.contains(rect) and rect.top >= chrome.HEADER.bottom, rect
        for other in (shared + panels)[i + 1 :]:
            assert not rect.colliderect(other), (rect, other)
    for box in [*lay.places, lay.tribute]:
        inside = [*box.cards, box.ghost, box.badge, box.runes, *box.jokers, box.won, box.gauge]
        inside += [r for r in (box.pile, box.won_row, box.foot) if r is not None]
        assert all(box.panel.contains(r) for r in inside if r.w), box
        if box.side.w:
            assert box.panel.contains(box.side) and not box.side.colliderect(box.stake), box
        figures = [box.badge, box.runes, box.won, box.dealt, box.gauge]
        for j, rect in enumerate(figures):
            assert not any(rect.colliderect(r) for r in [box.stake, *box.jokers] if r.w), box
            assert not any(rect.colliderect(r) for r in figures[j + 1 :] if r.w), (rect, box)
        spare = [*box.jokers] + ([box.pile] if box.pile is not None else [])
        assert not any(r.colliderect(box.stake) for r in spare), box
        assert all(r.h >= L.SMALLEST for r in [*box.cards, *box.jokers]), box
        assert box.foot is None or box.foot.w >= 300, box  # its line reads at full size
    hand = [lay.revealed, lay.info, lay.buttons, lay.backs[0].unionall(lay.backs)]
    for i, rect in enumerate(hand):
        assert lay.hand.contains(rect), rect
        assert not any(rect.colliderect(r) for r in hand[i + 1 :]), rect


def test_won_cards_pile_by_card_so_no_name_is_cut() -> None:
    """The copies of one card lie as a pile, a few pixels apart, and the piles side by side;
    only piles too many for the row overlap, every card still inside it."""
    area, size = Rect(10, 500, 500, 118), (84, 118)
    rects = L.won_fan(area, ["odin2", "odin2", "thor3", "odin2"], size)
    step = L.PILE_STEP
    assert [r.x for r in rects] == [10, 10 + step, 10 + 84 + 2 * step + L.GAP, 10 + 2 * step]
    assert all(r.size == size and r.y == area.y for r in rects)
    crowded = L.won_fan(area, [f"card{i}" for i in range(8)], size)
    assert all(area.contains(r) for r in crowded)
    # 8 cards of 84 px in 500 px: 172 px too many, taken from the 7 steps, 25 px each
    assert [b.x - a.x for a, b in itertools.pairwise(crowded)] == [84 - 25] * 7


@pytest.mark.parametrize(
    ("stars", "objective", "shown"),
    [(5, 12, set()), (12, 12, {"green"}), (14, 12, {"red"}), (7, 8, {"amber"})],
)
def test_the_track_fills_a_cell_per_star_and_shows_the_exact_hit_and_the_overshoot(
    app: App, info: GameInfo, stars: int, objective: int, shown: set[str]
) -> None:
    """The track's filled cells are edged in the badge's colour: green on the objective, red
    past it, amber close to it; its empty cells only in the panel's gold."""
    from game.ui.games.vedrfolnir import plates as A

    presenter = _presenter(_open(app, info, 2, 3))
    track = pygame.Surface((600, 40))
    presenter.artist.gauge(track, stars, objective, track.get_rect(), [])
    colours = {"green": A.GREEN, "red": A.RED, "amber": A.AMBER}
    found = {
        name
        for name, colour in colours.items()
        if pygame.mask.from_threshold(track, colour, (1, 1, 1, 255)).count()
    }
    assert found == shown


# ---------------------------------------------------------------------------- decisions


@pytest.mark.parametrize(("players", "seed"), [(1, 2), (2, 5), (4, 7)])
def test_every_decision_is_made_by_clicks(
    app: App, info: GameInfo, players: int, seed: int
) -> None:
    """Whole games of human chairs, no curtain: every decision answered by its clicks."""
    scene = _open(app, info, players, seed)
    seen: set[str] = set()
    _play(app, scene, random.Random(seed), seen, 5000)
    assert scene.session.state.is_over() and isinstance(app.scenes[-1], ScoreSheetScene)
    assert {"reveal", "attribute"} <= seen
    if players == 1:
        assert "to_brynhildr" in seen
    assert scene.log_lines()


def test_every_kind_of_decision_is_reached_by_clicks(app: App, info: GameInfo) -> None:
    """Over a few seeded games with both expansions, each kind of decision is met and clicked:
    the choosers (Tyr, Sköll & Hati, Hel), the jokers' answers and a choice for a drawn card."""
    seen: set[str] = set()
    for seed in range(1, 9):
        scene = _open(app, info, 4, seed)
        _play(app, scene, random.Random(seed), seen, 5000)
        if seen >= KINDS:
            break
    assert seen >= KINDS, KINDS - seen


def test_a_chooser_opens_beside_its_recipient_and_a_click_beside_closes_it(
    app: App, info: GameInfo
) -> None:
    for seed in range(1, 40):
        scene = _open(app, info, 4, seed)
        presenter = _presenter(scene)
        rng = random.Random(seed)
        for _ in range(200):
            state = scene.session.state
            legal = list(state.legal_actions(scene.viewer)) if not state.is_over() else []
            chosen = [a for a in legal if isinstance(a, Attribute) and a.choice]
            if chosen:
                plan = scene.click_plan(chosen[0])
                if len(plan) > 1:
                    press(app, plan[0])
                    assert presenter.opened == chosen[0].to and presenter.panels()
                    press(app, (chrome.W - 4, chrome.H - 4))  # beside it: closed, nothing played
                    assert presenter.opened is None
                    _click_action(app, scene, chosen[0])
                    return
            if not legal:
                break
            _click_action(app, scene, rng.choice(legal))
    pytest.fail("no attribution with a choice in 40 games")


def test_who_deals_first_is_a_click_on_her_panel(app: App, info: GameInfo) -> None:
    """With the reading that the players choose who starts (G33), the first decision is a
    click on a völva's panel."""
    session = Session([Seat(n, HUMAN) for n in NAMES[:3]], 9, BOTH, info)
    session.state = State(3, 9, BOTH, readings={"first_player": "chosen"})
    scene = TableScene(app, session)
    app.replace(scene)
    app.step(FRAME_MS)
    assert session.state.pending() == "first"
    first = next(a for a in session.state.legal_actions(scene.viewer) if a.place == 2)
    presenter = _presenter(scene)
    assert presenter.lay is not None
    press(app, presenter.lay.places[2].panel.center)
    assert session.history == [str(first)]
    assert scene.view["active"] == 2


# ---------------------------------------------------------------------------- undo, settings


def test_an_attribution_is_taken_back_with_the_undo_button(app: App, info: GameInfo) -> None:
    scene = _open(app, info, 3, 11)
    session = scene.session
    rng = random.Random(11)
    while session.state.pending() != "attribute":
        _click_action(app, scene, rng.choice(session.state.legal_actions(scene.viewer)))
    revealed = scene.view["revealed"]
    history = list(session.history)
    # The next card turns itself a beat after the attribution lands (the autopick): with it
    # off, the attribution stays the last decision while the test waits for the flight.
    app.settings.autopick = False
    give = next(a for a in session.state.legal_actions(scene.viewer) if isinstance(a, Attribute))
    _click_action(app, scene, give)
    for _ in range(20):
        app.step(FRAME_MS)
    assert any(target == ("undo",) for _, target in scene.hit_map)
    press(app, chrome.UNDO.center)
    app.step(FRAME_MS)
    assert session.history == history
    assert session.state.pending() == "attribute" and scene.view["revealed"] == revealed


def test_the_settings_change_in_the_middle_of_a_game(app: App, info: GameInfo) -> None:
    """Language, contrast, animations and compact table changed from the pause menu by clicks:
    the table is drawn again in the new look at once and play goes on by clicks."""
    scene = _open(app, info, 2, 4, steps=30)
    presenter = _presenter(scene)
    english = presenter.prompt()
    seen: set[str] = set()
    changes = [
        ("language", "fr"),
        ("toggle", "contrast"),
        ("animation", 0),
        ("toggle", "compact"),
        ("language", "en"),
        ("toggle", "contrast"),
    ]
    for i, target in enumerate(changes):
        _play(app, scene, random.Random(i), seen, 6)
        pygame.event.post(
            pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)
        )
        app.step(FRAME_MS)
        pause = app.scenes[-1]
        assert isinstance(pause, PauseScene)
        index = [k for k, _ in pause.ENTRIES].index("settings.menu")
        press(app, pause.buttons[index].rect.center)
        settings = app.scenes[-1]
        assert isinstance(settings, SettingsScene)
        press(app, next(rect for rect, t in settings.targets() if t == target).center)
        press(app, next(rect for rect, t in settings.targets() if t == ("back",)).center)
        assert presenter.lay is not None and scene.view  # laid out again under the menu
        if target == ("language", "fr"):
            assert presenter.prompt() != english
        index = [k for k, _ in pause.ENTRIES].index("pause.resume")
        press(app, pause.buttons[index].rect.center)
        assert app.scenes[-1] is scene
    _play(app, scene, random.Random(9), seen, 6)
    assert seen and not presenter.flights


def test_several_people_share_the_screen_without_a_curtain(app: App, info: GameInfo) -> None:
    scene = _open(app, info, 3, 6)
    _play(app, scene, random.Random(6), set(), 40)
    assert scene.curtain_for is None


# ---------------------------------------------------------------------------- help


def test_cards_show_a_tooltip_and_zoom_with_a_right_click(app: App, info: GameInfo) -> None:
    scene = _open(app, info, 4, 8, steps=25)
    presenter = _presenter(scene)
    assert presenter.lay is not None
    boxes = [box for box in presenter.lay.places if box.cards] or [presenter.lay.tribute]
    rect = boxes[0].cards[-1] if boxes[0].cards else presenter.lay.pile
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0)))
    rest(app)
    tip = scene.tooltip()
    assert tip is not None
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=rect.center, button=3))
    app.step(FRAME_MS)
    if boxes[0].cards:
        assert scene.zoom is not None
    press(app, (5, 5))
    assert scene.zoom is None
    scene.show_scores = True
    app.step(FRAME_MS)


def test_a_card_shows_where_it_lands_once_its_flight_ends(app: App, info: GameInfo) -> None:
    """The still table is drawn again when the cards in flight have landed (none stays hidden)."""
    app.settings.autopick = False  # nothing else changes the table meanwhile
    scene = _open(app, info, 3, 12)
    session = scene.session
    presenter = _presenter(scene)
    while session.state.pending() != "attribute":
        _click_action(app, scene, session.state.legal_actions(scene.viewer)[0])
    give = next(a for a in session.state.legal_actions(scene.viewer) if a.to == 0)
    _click_action(app, scene, give)
    assert presenter.flights
    for _ in range(40):
        app.step(FRAME_MS)
    assert not presenter.flights and not presenter.artist.moving
    assert presenter.lay is not None
    card = presenter.lay.places[0].cards[-1].center
    shown = app.screen.get_at(card)  # the window as the player sees it now
    scene.base.forget()
    scene.invalidate()
    app.step(FRAME_MS)
    assert shown == app.screen.get_at(card) != app.background.get_at(card)


@pytest.mark.parametrize(("players", "lost"), [(2, "final.gods"), (1, "final.solo_lost")])
def test_the_final_standings_say_when_the_gods_or_brynhildr_win(
    app: App, info: GameInfo, players: int, lost: str
) -> None:
    """A game no völva wins ends on every place's points (the Ases', Brynhildr's) and says who
    won instead; the score sheet after it says so too, and why."""
    for seed in range(60):
        session = Session([Seat(n, HUMAN) for n in NAMES[:players]], seed, {}, info)
        rng = random.Random(seed)
        while not session.state.is_over():
            random_step(session.state, rng)
        if not session.state.outcome().winners:
            break
    else:
        pytest.fail("every game had a winner")
    scene = TableScene(app, session)
    app.replace(scene)
    app.step(FRAME_MS)
    presenter = _presenter(scene)
    places = scene.view["places"]
    best = max(range(1, len(places)), key=lambda p: places[p]["points"])
    assert presenter.result() == app.t(lost, name=presenter.words.place(scene.view, best))
    for _ in range(600):
        if app.scenes[-1] is not scene:
            break
        app.step(FRAME_MS)
    sheet = app.scenes[-1]
    assert isinstance(sheet, ScoreSheetScene)
    if players == 1:
        assert sheet.winner_line() == app.t("verdict.solo_lost", name="Brynhildr")
    else:
        assert sheet.winner_line() == app.t("scores.no_winner")
        assert sheet.reason_line() == app.t("verdict.gods")
    assert sheet.reason_line()


@pytest.mark.parametrize("compact", [False, True], ids=["full", "compact"])
def test_the_still_table_kept_part_by_part_is_the_table_drawn_afresh(
    app: App, info: GameInfo, compact: bool
) -> None:
    """Every part's key holds all it shows (the slots' previews, who is still to get a card):
    after each of many decisions the kept layer equals one drawn from nothing, pixel for
    pixel."""
    app.settings.compact = compact
    scene = _open(app, info, 4, 13)
    rng = random.Random(13)
    for _ in range(25):
        _play(app, scene, rng, set(), 1)
        for _ in range(20):  # the cards land
            app.step(FRAME_MS)
        if app.scenes[-1] is not scene:
            break
        assert scene.base.surface is not None
        kept = pygame.image.tobytes(scene.base.surface, "RGB")
        scene.base.forget()
        scene.invalidate()
        app.step(FRAME_MS)
        assert pygame.image.tobytes(scene.base.surface, "RGB") == kept


def test_a_card_in_flight_is_drawn_from_a_whole_card_s_face_as_tall_as_its_taller_end() -> None:
    """A card sent on while it still turned (narrower than a card) asks no face of its own odd
    size, and a face is never smaller than where the card lands or leaves."""
    turning = Rect(700, 600, 105, 196)  # a revealed card caught half turned
    assert Flight(7, turning, Rect(40, 500, 84, 118)).size() == L.card_size(196) == (140, 196)
    assert Flight(7, Rect(40, 500, 84, 118), Rect(300, 80, 136, 190)).size() == (136, 190)
    assert Flight(7, Rect(300, 80, 137, 192), Rect(40, 500, 84, 118)).size() == (137, 192)


def test_a_card_flying_at_its_face_s_own_size_is_drawn_unscaled_and_the_same(
    app: App, info: GameInfo, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Most frames of a card's flight show it at the size of the place it lands in: its face
    is then blitted as it is, the very pixels a scaling to its own size gives, unscaled."""
    scene = _open(app, info, 3, 12)
    presenter = _presenter(scene)
    landing = Rect(600, 300, *L.card_size(190))
    presenter.flights = [Flight(5, Rect(200, 300, *L.card_size(190)), landing, 10_000.0)]
    face = presenter.artist.card(presenter.view, 5, landing.size)  # as the table made it
    smoothscale = pygame.transform.smoothscale
    scaled: list[tuple[int, int]] = []

    def noted(face: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
        scaled.append(size)
        return smoothscale(face, size)

    monkeypatch.setattr(pygame.transform, "smoothscale", noted)
    drawn = pygame.Surface(app.screen.get_size())
    presenter.draw_moving(drawn)
    assert scaled == []
    expected = pygame.Surface(app.screen.get_size())
    expected.blit(smoothscale(face, landing.size), landing)
    assert pygame.image.tobytes(drawn, "RGB") == pygame.image.tobytes(expected, "RGB")

"""A random player for the random-input test: real pygame events, anywhere and on what each scene
offers to click, over every scene, one frame after each event.

Why targets as well as random places: clicks anywhere rarely hit a button, so games would never
progress past the first bid; clicking a scene's own targets plays games to their score sheet.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame
from pygame import Rect

from game.core import lessons, registry
from game.core.lessons import play_through
from game.core.session import AI, HUMAN, Seat, Session
from game.net.host import Host
from game.net.hostthread import HostThread
from game.nidavellir.actions import parse_action
from game.ui import gamekit, theme
from game.ui.app import App
from game.ui.games.nidavellir.calculator import CalculatorScene
from game.ui.games.nidavellir.rules import RulesScene
from game.ui.joinlink import JoinLink
from game.ui.night import open_night
from game.ui.scenes.base import Scene
from game.ui.scenes.join import JoinScene
from game.ui.scenes.lessons import LessonsScene
from game.ui.scenes.menus import MenuScene, NewGameScene, PauseScene, start_demo
from game.ui.scenes.night import LobbyScene, NightSetupScene
from game.ui.scenes.saves import LoadScene, SaveScene
from game.ui.scenes.scoresheet import ScoreSheetScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.stats import StatsScene
from game.ui.table.lesson import LessonTable
from game.ui.table.remote import ClientTable
from game.ui.table.scene import TableScene
from game.ui.widgets import Button

FRAME_MS = 16
KEYS: list[tuple[int, int, str]] = [  # key, modifiers, text typed; weighted by repetition
    (pygame.K_ESCAPE, 0, ""),
    (pygame.K_TAB, 0, ""),
    (pygame.K_l, 0, "l"),
    (pygame.K_h, 0, "h"),
    (pygame.K_h, 0, "h"),
    (pygame.K_z, pygame.KMOD_LCTRL, ""),
    (pygame.K_z, pygame.KMOD_LCTRL, ""),
    (pygame.K_F11, 0, ""),
    (pygame.K_m, 0, "m"),
    (pygame.K_UP, 0, ""),
    (pygame.K_DOWN, 0, ""),
    (pygame.K_LEFT, 0, ""),
    (pygame.K_RIGHT, 0, ""),
    (pygame.K_RETURN, 0, ""),
    (pygame.K_KP_ENTER, 0, ""),
    (pygame.K_SPACE, 0, " "),
    (pygame.K_TAB, pygame.KMOD_LSHIFT, ""),
    (pygame.K_PAGEUP, 0, ""),
    (pygame.K_PAGEDOWN, 0, ""),
    (pygame.K_BACKSPACE, 0, ""),
    (pygame.K_BACKSPACE, 0, ""),
    *[(ord(c), 0, c) for c in "aeioukrt"],
    *[(ord(c), 0, c) for c in "0123459"],
]


def clickables(scene: Scene) -> list[Rect]:
    """Every rectangle a click on `scene` may do something with: its `targets()`, the table's
    hit map (or the curtain's button), and any `Button` the scene holds."""
    if isinstance(scene, TableScene):
        if scene.curtain_for is not None:
            return [scene.curtain_button()]
        rects = [rect for rect, _ in scene.hit_map]
    else:
        rects = [rect for rect, _ in scene.targets()]
    for value in vars(scene).values():
        items = value if isinstance(value, list) else [value]
        rects += [
            item.rect
            for item in items
            if isinstance(item, Button) and item.enabled and item.rect not in rects
        ]
    return rects


def advance(session: Session, rng: random.Random, actions: int) -> None:
    """Play random legal actions for every chair until `actions` have been applied (set-up)."""
    state = session.state
    while len(session.history) < actions and not state.is_over():
        seat = (session.waiting_ai() + session.waiting_humans())[0]
        session.submit(rng.choice(state.legal_actions(seat)))
        state = session.state


def last_actions(seats: list[Seat], seed: int, left: int, idavoll: bool = False) -> Session:
    """A game `left` actions before its end (random play), so its score sheet comes soon."""
    rng = random.Random(seed)
    probe = Session([Seat(s.name, AI) for s in seats], seed, {"idavoll": idavoll})
    advance(probe, rng, 10_000)
    session = Session(seats, seed, {"idavoll": idavoll})
    for text in probe.history[: len(probe.history) - left]:
        session._apply(parse_action(text, session.state.rules))  # as a load replays a save
    session.take_events()
    return session


def table_for(app: App, session: Session) -> TableScene:
    scene = TableScene(app, session)
    app.replace(scene)
    return scene


def _start_table(app: App, rng: random.Random) -> None:
    seats = [
        Seat("Ann", HUMAN),
        Seat("Brokk", AI, "easy"),
        Seat("Eitri", AI, "normal"),
        Seat("Dvalin", AI, "hard"),
        Seat("Sindri", AI, "easy"),
    ]
    session = Session(seats[: rng.randrange(2, 6)], rng.randrange(10_000))
    advance(session, rng, rng.randrange(0, 60))
    table_for(app, session)


def _start_hot_seat(app: App, rng: random.Random) -> None:
    seats = [Seat("Ann", HUMAN), Seat("Bo", HUMAN), Seat("Brokk", AI, "easy")]
    table_for(app, Session(seats, rng.randrange(10_000)))


def _start_idavoll(app: App, rng: random.Random) -> None:
    seats = [Seat("Ann", HUMAN), Seat("Brokk", AI, "normal"), Seat("Eitri", AI, "easy")]
    session = Session(seats, rng.randrange(10_000), {"idavoll": True})
    advance(session, rng, rng.randrange(0, 80))
    table_for(app, session)


def _start_near_end(app: App, rng: random.Random) -> None:
    seats = [Seat("Ann", HUMAN), Seat("Brokk", AI, "easy")]
    table_for(app, last_actions(seats, rng.randrange(10_000), rng.randrange(2, 12)))


def _start_pause(app: App, rng: random.Random) -> None:
    _start_table(app, rng)
    app.push(PauseScene(app, app.top.session))  # type: ignore[attr-defined]


def _start_settings(app: App, rng: random.Random) -> None:
    _start_pause(app, rng)
    app.push(SettingsScene(app))


def _start_save(app: App, rng: random.Random) -> None:
    _start_pause(app, rng)
    app.push(SaveScene(app, app.scenes[0].session))  # type: ignore[attr-defined]


def _arran(app: App) -> None:
    app.choose_game(registry.get("arran"))


def _start_arran_table(app: App, rng: random.Random) -> None:
    """Guerres d'Arran at 2 to 5 chairs, one or two of them human, some way into the game."""
    seats = [
        Seat("Ann", HUMAN),
        Seat("Brokk", AI, "hard"),
        Seat("Eitri", HUMAN if rng.random() < 0.3 else AI, "normal"),
        Seat("Dvalin", AI, "easy"),
        Seat("Sindri", AI, "normal"),
    ]
    session = Session(seats[: rng.randrange(2, 6)], rng.randrange(10_000), game="arran")
    advance(session, rng, rng.randrange(0, 120))
    table_for(app, session)


def _start_arran_menu(app: App, rng: random.Random) -> None:
    """Arran's menu, from which its rules, calculator, statistics and form are reached."""
    _arran(app)
    app.replace(MenuScene(app))
    app.push(gamekit.scene(app, app.game, rng.choice(("rules", "calculator"))))


def _vedrfolnir_table(players: int) -> Callable[[App, random.Random], None]:
    """Vedrfolnir at `players` chairs (1: solo, 2: the Ase mode), with or without each
    expansion, some way into the game, on the full or the compact table; one or two chairs
    human, the others random AI chairs."""

    def start(app: App, rng: random.Random) -> None:
        app.settings.compact = rng.random() < 0.5
        seats = [
            Seat("Ann", HUMAN),
            Seat("Bo", HUMAN if rng.random() < 0.3 else AI, "random"),
            Seat("Brokk", AI, "random"),
            Seat("Eitri", AI, "random"),
        ]
        options = {"spring": rng.random() < 0.5, "winter": rng.random() < 0.5}
        session = Session(seats[:players], rng.randrange(10_000), options, "vedrfolnir")
        advance(session, rng, rng.randrange(0, 90))
        table_for(app, session)

    return start


def _start_vedrfolnir_menu(app: App, rng: random.Random) -> None:
    """Vedrfolnir's menu, with its rules over it."""
    app.choose_game(registry.get("vedrfolnir"))
    app.replace(MenuScene(app))
    app.push(gamekit.scene(app, app.game, "rules"))


def _start_solo_form(app: App, rng: random.Random) -> None:
    """Nidavellir's form in one of its solo modes, its difficulties in rows of named values."""
    _over_menu(NewGameScene)(app, rng)
    form = app.top
    assert isinstance(form, NewGameScene)
    form.choices.choose_mode(rng.choice(form.choices.modes[1:]))


def _start_vedrfolnir_form(app: App, rng: random.Random) -> None:
    """Vedrfolnir's form: its standard, two-player and solo modes by name."""
    app.choose_game(registry.get("vedrfolnir"))
    app.replace(MenuScene(app))
    app.push(NewGameScene(app))


def _over_menu(make: Callable[[App], Scene]) -> Callable[[App, random.Random], None]:
    """A Nidavellir scene over Nidavellir's menu (the Arran starts may have chosen Arran)."""

    def start(app: App, rng: random.Random) -> None:
        if app.game.key != "nidavellir":
            app.choose_game(registry.get("nidavellir"))
        app.replace(MenuScene(app))
        app.push(make(app))

    return start


def _start_lesson(app: App, rng: random.Random) -> None:
    """Nidavellir's first lesson at its table, some way in (by its script)."""
    if app.game.key != "nidavellir":
        app.choose_game(registry.get("nidavellir"))
    run = lessons.start("nidavellir", "first_game")
    play_through(run, until_step=rng.randrange(0, 45))
    app.replace(LessonTable(app, run))


def _start_night_lobby(app: App, rng: random.Random) -> None:
    """A game night's lobby, its game hosted on this machine (no device joins)."""
    seats = [Seat("Ann", HUMAN), Seat("Bo", HUMAN), Seat("Brokk", AI, "easy")]
    app.choose_game(registry.get("nidavellir"))
    app.replace(LobbyScene(app, open_night(app, Session(seats, rng.randrange(10_000)))))


def _start_night_table(app: App, rng: random.Random) -> None:
    """A game night's public table: one chair played here, one given to an AI."""
    _start_night_lobby(app, rng)
    lobby = app.top
    assert isinstance(lobby, LobbyScene)
    lobby.choices.update({0: "here", 1: rng.choice(("here", "ai"))})
    lobby._begin()


class _HostedHere(ClientTable):
    """A joined seat's table whose host runs in this process: the host stops with it."""

    def __init__(self, app: App, link: JoinLink, hosting: HostThread) -> None:
        self.hosting = hosting
        super().__init__(app, link)

    def close(self) -> None:
        super().close()
        self.hosting.stop()


def _start_client_table(app: App, rng: random.Random) -> None:
    """A laptop joined to a game night as one seat (by its address), the others AI chairs,
    the host on a thread of this process."""
    seats = [Seat("Ann", HUMAN), Seat("Brokk", AI, "easy"), Seat("Eitri", AI, "easy")]
    game = rng.choice(("nidavellir", "arran", "vedrfolnir"))
    host = Host(Session(seats, rng.randrange(10_000), None, game), bind="127.0.0.1")
    hosting = HostThread(host)
    hosting.start()
    link = JoinLink(f"http://127.0.0.1:{host.port}", app.t.lang)
    link.join(token=host.tokens[0])
    end = time.monotonic() + 20
    while link.session is None:
        assert time.monotonic() < end, "the joined table never came"
        link.poll()
        time.sleep(0.01)
    app.replace(_HostedHere(app, link, hosting))


def _start_score_sheet(app: App, rng: random.Random) -> None:
    seats = [Seat("Ann", HUMAN), Seat("Brokk", AI, "easy"), Seat("Eitri", AI)]
    session = last_actions(seats, rng.randrange(10_000), 0)
    app.replace(ScoreSheetScene(app, session))


def _start_review(app: App, rng: random.Random) -> None:
    """A finished game's score sheet whose Review was asked: random input while it reviews and
    on the reviewed table."""
    _start_score_sheet(app, rng)
    sheet = app.scenes[-1]
    assert isinstance(sheet, ScoreSheetScene)
    sheet.review.action()


STARTS: dict[str, Callable[[App, random.Random], None]] = {
    "menu": lambda app, rng: app.replace(MenuScene(app)),
    "new_game": _over_menu(NewGameScene),
    "solo_form": _start_solo_form,
    "vedrfolnir_form": _start_vedrfolnir_form,
    "table": _start_table,
    "hot_seat": _start_hot_seat,
    "idavoll": _start_idavoll,
    "near_end": _start_near_end,
    "pause": _start_pause,
    "settings": _start_settings,
    "save": _start_save,
    "rules": _over_menu(RulesScene),
    "load": _over_menu(LoadScene),
    "stats": _over_menu(StatsScene),
    "calculator": _over_menu(CalculatorScene),
    "score_sheet": _start_score_sheet,
    "review": _start_review,
    "demo": lambda app, rng: start_demo(app, rng.randrange(2, 6)),
    "arran_table": _start_arran_table,
    "arran_menu": _start_arran_menu,
    "vedrfolnir_solo": _vedrfolnir_table(1),
    "vedrfolnir_two": _vedrfolnir_table(2),
    "vedrfolnir_four": _vedrfolnir_table(4),
    "vedrfolnir_menu": _start_vedrfolnir_menu,
    "night_form": _over_menu(NightSetupScene),
    "night_lobby": _start_night_lobby,
    "night_table": _start_night_table,
    "join": lambda app, rng: app.replace(JoinScene(app, look=False)),
    "client_table": _start_client_table,
    "lessons": _over_menu(LessonsScene),
    "lesson": _start_lesson,
}


def scene_name(app: App) -> str:
    top = app.top
    if isinstance(top, TableScene) and top.curtain_for is not None:
        return "curtain"
    if isinstance(top, ClientTable):
        return "ClientTable"
    if isinstance(top, NewGameScene) and top.starting is not None:
        return "starting"  # the form once Start is chosen, its table on the way
    return type(top).__name__


@dataclass
class Monkey:
    """Posts `events` random events over the scenes of `starts` in turn (seeded)."""

    app: App
    seed: int
    starts: dict[str, Callable[[App, random.Random], None]] = field(default_factory=lambda: STARTS)
    frames: int = 0  # the frames stepped, one after each event
    seen: set[str] = field(default_factory=set)  # the scenes that had the top
    recent: list[str] = field(default_factory=list)  # the last events, for a failure's report
    settings_seen: dict[str, set[Any]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)

    def run(self, events: int) -> None:
        starts = list(self.starts.values())
        each = max(1, events // len(starts))
        for i in range(events):
            if i % each == 0:
                self.app.settings.ai_pace_ms = 0  # AI chairs at the fastest pace again
                starts[(i // each) % len(starts)](self.app, self.rng)
            elif not self.app.running or not self.app.scenes:  # the player quit: start again
                self.app.running = True
                self.app.replace(MenuScene(self.app))
            self._one()

    def _post(self, kind: int, label: str, **attrs: Any) -> None:
        pygame.event.post(pygame.event.Event(kind, **attrs))
        self.recent = [*self.recent[-30:], f"{scene_name(self.app)}: {label}"]

    def _point(self) -> tuple[int, int]:
        w, h = theme.LOGICAL_SIZE
        return self.rng.randrange(w), self.rng.randrange(h)

    def _target_point(self) -> tuple[int, int]:
        rects = clickables(self.app.top)
        if not rects:
            return self._point()
        rect = self.rng.choice(rects)
        return (
            rect.x + self.rng.randrange(max(1, rect.w)),
            rect.y + self.rng.randrange(max(1, rect.h)),
        )

    def _click(self, pos: tuple[int, int], button: int) -> None:
        self._post(pygame.MOUSEMOTION, f"move {pos}", pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self._post(pygame.MOUSEBUTTONDOWN, f"press {button} {pos}", pos=pos, button=button)
        self._post(pygame.MOUSEBUTTONUP, f"release {button} {pos}", pos=pos, button=button)

    def _drag(self, start: tuple[int, int], end: tuple[int, int]) -> None:
        """Press on one target, move with the button held, release on another."""
        self._post(pygame.MOUSEMOTION, f"move {start}", pos=start, rel=(0, 0), buttons=(0, 0, 0))
        self._post(pygame.MOUSEBUTTONDOWN, f"press 1 {start}", pos=start, button=1)
        middle = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
        for pos in (middle, end):
            self._post(pygame.MOUSEMOTION, f"drag {pos}", pos=pos, rel=(1, 1), buttons=(1, 0, 0))
        self._post(pygame.MOUSEBUTTONUP, f"release 1 {end}", pos=end, button=1)

    def _wait_for_hint(self) -> None:
        """Half the time a hint is being thought, the player waits for it (up to 10 s)."""
        table = self.app.scenes[-1] if self.app.scenes else None
        job = table.coach_job if isinstance(table, TableScene) else None
        if job is not None and self.rng.random() < 0.5:
            job.thinker.answered(10.0)

    def _note_hint(self) -> None:
        table = self.app.scenes[-1]
        if isinstance(table, TableScene):
            if table.coach_job is not None:
                self.seen.add("hint thinking")
            if table.coach_hint is not None:
                self.seen.add("hint shown")

    def _one(self) -> None:
        """One random input (or none: a frame where only time passes), then one frame."""
        self.seen.add(scene_name(self.app))
        roll = self.rng.random()
        if roll < 0.40:
            self._click(self._target_point(), 1)
        elif roll < 0.46:
            self._click(self._point(), 1)
        elif roll < 0.52:
            self._click(self._target_point() if self.rng.random() < 0.5 else self._point(), 3)
        elif roll < 0.56:
            self._drag(self._target_point(), self._target_point())
        elif roll < 0.62:
            pos = self._point()
            self._post(pygame.MOUSEMOTION, f"move {pos}", pos=pos, rel=(1, 1), buttons=(0, 0, 0))
        elif roll < 0.66:
            y = self.rng.choice((-1, 1))
            self._post(
                pygame.MOUSEWHEEL,
                f"wheel {y}",
                x=0,
                y=y,
                flipped=False,
                precise_x=0.0,
                precise_y=float(y),
            )
        elif roll < 0.90:
            key, mod, text = self.rng.choice(KEYS)
            self._post(
                pygame.KEYDOWN,
                f"key {pygame.key.name(key)} mod {mod}",
                key=key,
                mod=mod,
                unicode=text,
                scancode=0,
            )
            if text:
                self._post(pygame.TEXTINPUT, f"text {text}", text=text)
        self._frame()

    def _frame(self) -> None:
        self._wait_for_hint()
        self.app.step(FRAME_MS)
        self.frames += 1
        if self.app.scenes:
            self.seen.add(scene_name(self.app))
            self._note_hint()
        for name, value in vars(self.app.settings).items():
            self.settings_seen.setdefault(name, set()).add(value)

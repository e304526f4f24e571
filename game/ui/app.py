"""The window: one pygame-ce display at a logical 1600×900, scaled to any window, and a scene stack.

The loop redraws everything every frame from cached surfaces. Tests and the `shots` command drive
it frame by frame with `step`, posting real pygame events.
"""

from __future__ import annotations

import logging
import sys
import time
from pathlib import Path
from typing import Any

import pygame

from game import resources
from game.core import registry
from game.core.errors import DataError
from game.core.game import GameInfo
from game.ui import gamekit, theme, window
from game.ui.assets import Assets
from game.ui.audio import Audio, sound_allowed
from game.ui.i18n import Strings
from game.ui.music import Music
from game.ui.saves import AutoSaver, migrate_old_autosave, tidy_data_folder
from game.ui.scenes.base import Scene
from game.ui.settings import PACE_MAX_MS, load_settings, save_settings
from game.ui.widgets import panel

log = logging.getLogger(__name__)
NOTICE_MS = 4000  # how long a short notice (full screen refused …) stays over the scene
PACE_NOTICE_MS = 1800  # the new AI pace, read at a glance
PACE_STEP_MS = 250


class App:
    def __init__(self) -> None:
        started = time.perf_counter()
        pygame.init()
        self.screen = window.open_display()
        self.clock = pygame.time.Clock()
        tidy_data_folder()
        self.settings, self.settings_problem = load_settings()
        migrate_old_autosave(self.remembered_game().key)
        self.assets = Assets()
        self.t = Strings(self.settings.language)
        # What the chosen game's `GameUI.dress` puts here for its table (Nidavellir: its rules
        # data and card faces); see `game.ui.gameui`.
        self.rules: Any = None
        self.faces: Any = None
        # Games whose data files cannot be read (edited badly), with the loader's message: the
        # launcher shows them unavailable, the others stay playable.
        self.unavailable: dict[str, str] = {}
        self._dressed: GameInfo | None = None  # the last game whose data could be read
        self.game: GameInfo = self._first_playable(self.remembered_game())
        theme.set_high_contrast(self.settings.high_contrast)
        self.audio = self._make_audio()
        self.music = self._make_music()
        self.autosaver = AutoSaver()
        self.scenes: list[Scene] = []
        self.running = True
        self.background = self._background()
        self.notice: tuple[str, float] | None = None  # a short message over every scene
        if self.settings.fullscreen:
            self.set_fullscreen(True)
        self.startup_s = time.perf_counter() - started

    def remembered_game(self) -> GameInfo:
        """The game chosen last time, if it is still registered, else the default game."""
        keys = registry.keys()
        return registry.get(self.settings.game if self.settings.game in keys else keys[0])

    def _first_playable(self, remembered: GameInfo) -> GameInfo:
        """The remembered game, or, when its data cannot be read, the first game whose data
        can; with none readable the remembered one, undressed, and the launcher says why."""
        for info in [remembered, *(g for g in registry.games() if g is not remembered)]:
            try:
                return self.choose_game(info)
            except DataError:
                continue
        self.game = remembered
        self.t.game = remembered.key
        return remembered

    def choose_game(self, info: GameInfo, remember: bool = False) -> GameInfo:
        """Play `info` from now on: its strings first, its colours and icons, its caption;
        `remember` keeps it for the next start (a choice made in the launcher).

        Raises `DataError` when the game's data files cannot be read: the game is then noted
        in `unavailable` and the window keeps the game it had."""
        try:
            self._dress(info)
        except DataError as exc:
            self.unavailable[info.key] = str(exc)
            if self._dressed is not None:
                self._dress(self._dressed)
            raise
        self._dressed = info
        self.unavailable.pop(info.key, None)  # corrected since: readable again
        if remember and self.settings.game != info.key:
            self.settings.game = info.key
            self.save_settings()
        return info

    def unplayable(self, info: GameInfo, error: DataError) -> None:
        """A data file of `info` found broken in play (its AI's values are read at the first
        AI decision): the table ends, the launcher lists the game as unavailable and says
        why. Its autosave stays, for when the file is corrected."""
        from game.ui.scenes.launcher import open_title
        from game.ui.scenes.saves import MessageScene

        self.unavailable[info.key] = str(error)
        open_title(self)
        self.push(MessageScene(self, self.t("launcher.unavailable_title"), [str(error)]))

    def _dress(self, info: GameInfo) -> None:
        self.game = info
        self.t.game = info.key
        self.rules = self.faces = None
        gamekit.dress(self, info)
        pygame.display.set_caption(gamekit.title(self.t, info))

    def _make_audio(self) -> Audio:
        audio = Audio(resources.SOUNDS, enabled=sound_allowed())
        audio.volume = self.settings.effects_volume
        audio.muted = self.settings.muted
        return audio

    def _make_music(self) -> Music:
        """The music shares the effects' mixer: where there is no sound, there is no music."""
        music = Music(resources.SOUNDS / "music", enabled=self.audio.available)
        music.volume = self.settings.music_volume
        music.muted = self.settings.muted
        music.update(0)  # the first track opens with the window (its cold start up to ~35 ms)
        return music

    def play(self, sound: str) -> None:
        self.audio.play(sound)

    def change_pace(self, direction: int) -> None:
        """Slower (+1) or faster (-1) AI chairs, within a range a person can follow; the new
        pace is said whichever way it was changed (keys or the table's control)."""
        pace = max(0, min(PACE_MAX_MS, self.settings.ai_pace_ms + direction * PACE_STEP_MS))
        self.settings.ai_pace_ms = pace
        self.save_settings()
        key = "notice.pace_quickest" if pace == 0 else "notice.pace"
        if pace == PACE_MAX_MS:
            key = "notice.pace_slowest"
        self.notify(self.t(key, pace=self.t.decimal(pace / 1000, 2)), PACE_NOTICE_MS)

    def toggle_mute(self) -> None:
        self.settings.muted = not self.settings.muted
        self.audio.muted = self.music.muted = self.settings.muted
        self.save_settings()

    def notify(self, text: str, ms: int = NOTICE_MS) -> None:
        """Show a short message over the scenes for a few seconds (`ms`)."""
        self.notice = (text, float(ms))

    def set_fullscreen(self, wanted: bool) -> None:
        """Ask for full screen, the table scaled to the whole screen (or the window back). Some
        displays refuse (the dummy driver always does): the setting then says what the window
        really is and the player reads why."""
        if pygame.display.is_fullscreen() != wanted:
            try:
                window.set_fullscreen(wanted)
            except pygame.error as exc:
                log.warning("full screen refused: %s", exc)
        self.settings.fullscreen = bool(pygame.display.is_fullscreen())
        if self.settings.fullscreen != wanted:
            self.notify(self.t("notice.fullscreen_refused"))

    def toggle_fullscreen(self) -> None:
        """F11: the other of full screen and window, kept for the next session."""
        self.set_fullscreen(not pygame.display.is_fullscreen())
        self.save_settings()

    def save_settings(self) -> None:
        """Persist the settings; a full disk, or a text no file can hold, must not stop the
        game."""
        try:
            save_settings(self.settings)
        except (OSError, ValueError):
            log.exception("could not save the settings")

    def apply_settings(self) -> None:
        """Make the window match the settings after a change in the settings scene."""
        self.set_language(self.settings.language)
        self.audio.volume = self.settings.effects_volume
        self.music.volume = self.settings.music_volume
        self.audio.muted = self.music.muted = self.settings.muted
        theme.set_high_contrast(self.settings.high_contrast)
        self.background = self._background()
        self.set_fullscreen(self.settings.fullscreen)
        for scene in self.scenes:
            scene.on_settings()
        self.save_settings()

    def _background(self) -> pygame.Surface:
        surf = pygame.Surface(theme.LOGICAL_SIZE).convert()
        if theme.HIGH_CONTRAST:
            surf.fill((12, 10, 8))
            return surf
        tile = self.assets.sprite("table/wood")
        for x in range(0, theme.LOGICAL_SIZE[0], tile.get_width()):
            for y in range(0, theme.LOGICAL_SIZE[1], tile.get_height()):
                surf.blit(tile, (x, y))
        vignette = pygame.Surface(theme.LOGICAL_SIZE, pygame.SRCALPHA)
        w, h = theme.LOGICAL_SIZE
        for i in range(12):
            pygame.draw.rect(
                vignette, (0, 0, 0, 14), (i * 6, i * 6, w - i * 12, h - i * 12), 8, border_radius=40
            )
        surf.blit(vignette, (0, 0))
        return surf

    # ------------------------------------------------------------------ scenes

    @property
    def top(self) -> Scene:
        return self.scenes[-1]

    def push(self, scene: Scene) -> None:
        self.scenes.append(scene)

    def pop(self) -> None:
        _close(self.scenes.pop())
        if not self.scenes:
            self.running = False

    def replace(self, scene: Scene) -> None:
        """`scene` alone on the stack; the scenes it replaces release what they hold (a table's
        AI worker, its thinking: no answer of a game left may come back)."""
        dropped, self.scenes = self.scenes, [scene]
        for old in dropped:
            if old is not scene:
                _close(old)

    def set_language(self, lang: str) -> None:
        self.settings.language = lang
        self.t.lang = lang
        if self.faces is not None:
            self.faces.set_language(lang)
        pygame.display.set_caption(gamekit.title(self.t, self.game))

    # ------------------------------------------------------------------ loop

    def step(self, dt_ms: int | None = None) -> None:
        """One frame: events, update, draw. `dt_ms` fixes the frame time (tests, shots)."""
        elapsed = self.clock.tick(60) if dt_ms is None else dt_ms
        if self.settings_problem is not None and self.scenes:  # said once, over the first scene
            from game.ui.scenes.saves import show_file_problem

            show_file_problem(self, self.settings_problem)
            self.settings_problem = None
        autosave_notice = self.autosaver.take_notice()
        if autosave_notice is not None:
            self.notify(self.t(autosave_notice.key, **autosave_notice.params))
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                self.running = False
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                self.toggle_fullscreen()
            elif self.scenes:
                self.top.handle(event)
        self.music.update(elapsed)
        if not self.scenes:
            return
        self.top.update(elapsed)
        first = len(self.scenes) - 1
        while first > 0 and self.scenes[first].overlay:
            first -= 1
        for scene in self.scenes[first:]:
            scene.draw(self.screen)
        self._draw_notice(elapsed)
        pygame.display.flip()

    def _draw_notice(self, elapsed: int) -> None:
        """The current notice, at the foot of the window, over whatever scene is showing."""
        if self.notice is None:
            return
        text, left = self.notice
        left -= elapsed
        self.notice = (text, left) if left > 0 else None
        label = self.assets.wrapped(text, "text_bold", 18, theme.TEXT, 900)
        box = label.get_rect(
            midbottom=(theme.LOGICAL_SIZE[0] // 2, theme.LOGICAL_SIZE[1] - 40)
        ).inflate(36, 22)
        panel(self.screen, box, 235, radius=10, edge=theme.GOLD)
        self.screen.blit(label, label.get_rect(center=box.center))

    def run(self) -> None:
        while self.running and self.scenes:
            self.step()
        self.close()
        pygame.quit()

    def close(self) -> None:
        """Quitting: every scene ends what it started (the AI worker process of a table), and
        the last autosave reaches the disk. The window and every headless command end here."""
        for scene in reversed(self.scenes):
            _close(scene)
        self.music.close()
        self.autosaver.flush()

    def screenshot(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.screen, str(path))


def _close(scene: Scene) -> None:
    close = getattr(scene, "close", None)
    if close is not None:
        close()


def run_window(demo: bool = False) -> int:
    """Open the launcher (or the only game's menu), or straight into the demo; returns the exit
    status."""
    if not getattr(pygame, "IS_CE", False):
        print(
            "This game needs pygame-ce, the maintained pygame. Run:\n"
            "  pip uninstall pygame && pip install -r requirements.txt",
            file=sys.stderr,
        )
        return 1
    from game.ui.scenes.launcher import open_title

    app = App()
    open_title(app)
    if demo:
        from game.ui.scenes.menus import start_demo

        start_demo(app)
    app.run()
    return 0

"""Settings, applied at once and kept for the next session: language, sound, the effects' and
the music's volumes, pace, motion, window, autopick, layout and contrast. By keyboard, the
arrows and Tab move over the choices, Enter or Space picks one, Escape goes back."""

from __future__ import annotations

from typing import Any

import pygame
from pygame import Rect

from game.ui import theme
from game.ui.focus import Focus
from game.ui.scenes.base import Scene
from game.ui.settings import ANIMATION_SPEEDS, LANGUAGES
from game.ui.widgets import Button, dialog

ROWS = (
    "language",
    "sound",
    "effects",
    "music",
    "pace",
    "animation",
    "fullscreen",
    "autopick",
    "compact",
    "contrast",
)
SPEED_KEYS = ("off", "fast", "normal", "slow")  # `settings.speed_<key>`, in ANIMATION_SPEEDS order
SEGMENT_MIN, SEGMENT_PAD, SEGMENT_GAP = 92, 24, 8  # a speed button: its least width, its margins
VOLUMES = {"effects": "effects_volume", "music": "music_volume"}  # row -> setting, 0.0-1.0
STEPPERS = (*VOLUMES, "pace")  # rows of a value between a − and a + button
TOGGLES = {
    "sound": "muted",
    "fullscreen": "fullscreen",
    "autopick": "autopick",
    "compact": "compact",
    "contrast": "high_contrast",
}


class SettingsScene(Scene):
    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.back = Button(Rect(theme.LOGICAL_SIZE[0] // 2 - 110, 800, 220, 52), "", app.pop)
        self.focus = Focus()  # on the first choice: the language

    def _row(self, i: int) -> Rect:
        return Rect(380, 140 + i * 64, 840, 54)

    def targets(self) -> list[tuple[Rect, tuple[Any, ...]]]:
        out: list[tuple[Rect, tuple[Any, ...]]] = []
        for i, name in enumerate(ROWS):
            row = self._row(i)
            x = row.x + 420
            if name == "language":
                out += [
                    (Rect(x + k * 150, row.y + 6, 140, 42), ("language", lang))
                    for k, lang in enumerate(LANGUAGES)
                ]
            elif name in STEPPERS:
                out += [
                    (Rect(x, row.y + 6, 50, 42), (name, -1)),
                    (Rect(x + 200, row.y + 6, 50, 42), (name, 1)),
                ]
            elif name == "animation":
                for ms in ANIMATION_SPEEDS:
                    w = self._segment_width(ms)
                    out.append((Rect(x, row.y + 6, w, 42), ("animation", ms)))
                    x += w + SEGMENT_GAP
            else:
                out.append((Rect(x, row.y + 6, 140, 42), ("toggle", name)))
        out.append((self.back.rect, ("back",)))
        return out

    def _segment_width(self, ms: int) -> int:
        """A speed's button as wide as its word at the buttons' size ("Normales" is long), so
        no label is squeezed; the four still end inside the panel."""
        word = self.app.t(f"settings.speed_{SPEED_KEYS[ANIMATION_SPEEDS.index(ms)]}")
        return max(SEGMENT_MIN, self.app.assets.font("display", 21).size(word)[0] + SEGMENT_PAD)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        if Focus.owns(event):
            target = self.focus.handle(event, self.targets())
            if target is not None:
                self._click(target)
            return
        if event.type == pygame.MOUSEMOTION:
            self.focus.follow(event.pos, self.targets())
        target = self.clicked(event)
        if target is not None:
            self._click(target)

    def _click(self, target: tuple[Any, ...]) -> None:
        settings = self.app.settings
        kind = target[0]
        if kind == "back":
            self.app.pop()
            return
        if kind == "language":
            settings.language = target[1]
        elif kind in VOLUMES:
            volume = getattr(settings, VOLUMES[kind]) + target[1] * 0.1
            setattr(settings, VOLUMES[kind], round(min(1.0, max(0.0, volume)), 1))
        elif kind == "pace":
            settings.ai_pace_ms = min(3000, max(0, settings.ai_pace_ms + target[1] * 250))
        elif kind == "animation":
            settings.animation_ms = target[1]
        elif kind == "toggle":
            field = TOGGLES[target[1]]
            setattr(settings, field, not getattr(settings, field))
        self.app.apply_settings()
        self.app.play("click")

    def _value(self, name: str) -> str:
        t, s = self.app.t, self.app.settings
        if name in VOLUMES:
            return t("stats.percent", n=round(getattr(s, VOLUMES[name]) * 100))
        if name == "pace":
            return t("settings.seconds", value=t.decimal(s.ai_pace_ms / 1000, 2))
        return ""

    def _on(self, name: str) -> bool:
        value = getattr(self.app.settings, TOGGLES[name])
        return not value if name == "sound" else bool(value)

    def draw(self, surface: pygame.Surface) -> None:
        app, t = self.app, self.app.t
        surface.blit(app.background, (0, 0))
        dialog(surface, Rect(340, 50, 920, 830), radius=18)
        title = app.assets.text(t("settings.title"), "display_bold", 40, theme.GOLD)
        surface.blit(title, title.get_rect(center=(theme.LOGICAL_SIZE[0] // 2, 100)))
        for i, name in enumerate(ROWS):
            row = self._row(i)
            label = app.assets.text(t(f"settings.{name}"), "text_bold", 21, theme.TEXT)
            surface.blit(label, label.get_rect(midleft=(row.x + 10, row.centery)))
        labels = {"language": {"en": "English", "fr": "Français"}}
        for rect, target in self.targets():
            kind = target[0]
            if kind == "language":
                chosen = app.settings.language == target[1]
                Button(rect, labels["language"][target[1]], lambda: None, primary=chosen).draw(
                    surface, app.assets
                )
            elif kind in STEPPERS:
                Button(rect, "−" if target[1] < 0 else "+", lambda: None).draw(surface, app.assets)
                if target[1] < 0:
                    value = app.assets.text(self._value(kind), "text_bold", 20, theme.TEXT)
                    surface.blit(value, value.get_rect(center=(rect.right + 75, rect.centery)))
            elif kind == "animation":
                chosen = app.settings.animation_ms == target[1]
                key = SPEED_KEYS[ANIMATION_SPEEDS.index(target[1])]
                Button(rect, t(f"settings.speed_{key}"), lambda: None, primary=chosen).draw(
                    surface, app.assets
                )
            elif kind == "toggle":
                on = self._on(target[1])
                Button(
                    rect, t("settings.on") if on else t("settings.off"), lambda: None, primary=on
                ).draw(surface, app.assets)
        self.back.label = t("settings.back")
        self.back.draw(surface, app.assets)
        self.focus.draw(surface, self.targets())

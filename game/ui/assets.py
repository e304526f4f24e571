"""Fonts, sprites and rendered text, loaded once and cached by size.

Everything the table draws repeatedly (text, scaled sprites, card faces) is cached here or in
`cards.py`, so a frame is mostly blits.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from pathlib import Path

import pygame

from game import resources

FONT_DIR = resources.FONTS
SPRITE_DIR = resources.SPRITES

FACES = {
    "display": "Vollkorn-SemiBold.ttf",
    "display_bold": "Vollkorn-Bold.ttf",
    "serif": "Vollkorn-Regular.ttf",
    "text": "Lato-Regular.ttf",
    "text_bold": "Lato-Bold.ttf",
    "italic": "Lato-Italic.ttf",
}

# the faces whose digits are old-style, and the lining face their digits are set in
LINING = {"display": "text_bold", "display_bold": "text_bold", "serif": "text"}
_DIGIT_RUNS = re.compile(r"\d+|\D+")

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Drawn:
    """One piece of text asked of the assets: what, in which face, at which effective size
    (after any shrinking to fit), for the test that nothing a player reads is too small."""

    text: str
    face: str
    size: float


class Assets:
    def __init__(self, sprite_dir: Path = SPRITE_DIR, font_dir: Path = FONT_DIR) -> None:
        self.sprite_dir = sprite_dir
        self.font_dir = font_dir
        self._fonts: dict[tuple[str, int], pygame.font.Font] = {}
        self._text: dict[tuple[str, str, int, tuple[int, ...]], pygame.Surface] = {}
        self._sprites: dict[str, pygame.Surface] = {}
        self._scaled: dict[tuple[str, int, int], pygame.Surface] = {}
        self._tinted: dict[tuple[str, int, tuple[int, ...]], pygame.Surface] = {}
        self.drawn: set[Drawn] | None = None  # a set records every text asked for (tests)

    def _note(self, text: str, face: str, size: float) -> None:
        if self.drawn is not None and text.strip():
            self.drawn.add(Drawn(text, face, size))

    def font(self, face: str, size: int) -> pygame.font.Font:
        key = (face, size)
        font = self._fonts.get(key)
        if font is None:
            font = pygame.font.Font(self.font_dir / FACES[face], size)
            self._fonts[key] = font
        return font

    def text(self, text: str, face: str, size: int, colour: tuple[int, ...]) -> pygame.Surface:
        self._note(text, face, size)
        return self._render(text, face, size, colour)

    def _render(self, text: str, face: str, size: int, colour: tuple[int, ...]) -> pygame.Surface:
        key = (text, face, size, colour)
        surf = self._text.get(key)
        if surf is None:
            if len(self._text) > 4000:
                self._text.clear()
            if face in LINING and any(c.isdigit() for c in text):
                surf = self._lining(text, face, size, colour)
            else:
                surf = self.font(face, size).render(text, True, colour)
            self._text[key] = surf
        return surf

    def _lining(self, text: str, face: str, size: int, colour: tuple[int, ...]) -> pygame.Surface:
        """Vollkorn's digits are old-style ("1" reads as "I"): its digits are set in Lato,
        whose figures line up with capitals, on Vollkorn's baseline."""
        runs = [
            (m.group(), LINING[face] if m.group()[0].isdigit() else face)
            for m in _DIGIT_RUNS.finditer(text)
        ]
        parts = [
            (self.font(f, size).render(run, True, colour), self.font(f, size)) for run, f in runs
        ]
        ascent = max(font.get_ascent() for _, font in parts)
        height = max(ascent - font.get_ascent() + part.get_height() for part, font in parts)
        surf = pygame.Surface((sum(part.get_width() for part, _ in parts), height), pygame.SRCALPHA)
        x = 0
        for part, font in parts:
            surf.blit(part, (x, ascent - font.get_ascent()))
            x += part.get_width()
        return surf

    def wrapped(
        self, text: str, face: str, size: int, colour: tuple[int, ...], width: int
    ) -> pygame.Surface:
        """Text wrapped to `width` pixels (pygame-ce wraps on word boundaries)."""
        self._note(text, face, size)
        key = (f"{width}\x00{text}", face, size, colour)
        surf = self._text.get(key)
        if surf is None:
            surf = self.font(face, size).render(text, True, colour, None, width)
            self._text[key] = surf
        return surf

    def fit(
        self, text: str, face: str, size: int, colour: tuple[int, ...], width: int
    ) -> pygame.Surface:
        """One line of text, shrunk to `width` if it is wider; the size it is read at is
        recorded, so a label squeezed below reading size shows in the font-size test."""
        label = self._render(text, face, size, colour)
        scale = min(1.0, width / max(1, label.get_width()))
        self._note(text, face, size * scale)
        if scale < 1.0:
            label = pygame.transform.smoothscale_by(label, scale)
        return label

    def clipped(
        self, text: str, face: str, size: int, colour: tuple[int, ...], width: int
    ) -> pygame.Surface:
        """One line of a text a player wrote (a chair's name) in `width`: whole if it fits,
        else cut with an ellipsis at `size`, never squeezed below reading. A card's name is
        never cut: its face shows it whole, its shorter name, or none."""
        font = self.font(face, size)
        cut = text
        while len(cut) > 1 and font.size(cut if cut == text else cut + "…")[0] > width:
            cut = cut[:-1].rstrip()
        return self.text(cut if cut == text else cut + "…", face, size, colour)

    def sprite(self, name: str) -> pygame.Surface:
        """A sprite by its path under sprites/ without '.png'; a visible placeholder if missing."""
        surf = self._sprites.get(name)
        if surf is None:
            path = self.sprite_dir / f"{name}.png"
            try:
                surf = pygame.image.load(path)
                if pygame.display.get_surface() is not None:
                    surf = surf.convert_alpha()
            except (OSError, pygame.error):
                log.warning("missing sprite %s", path)
                surf = pygame.Surface((64, 64), pygame.SRCALPHA)
                surf.fill((255, 0, 255, 90))
            self._sprites[name] = surf
        return surf

    def scaled(self, name: str, w: int, h: int) -> pygame.Surface:
        key = (name, w, h)
        surf = self._scaled.get(key)
        if surf is None:
            surf = pygame.transform.smoothscale(self.sprite(name), (w, h))
            self._scaled[key] = surf
        return surf

    def icon(
        self, name: str, size: int, colour: tuple[int, ...] = (255, 255, 255)
    ) -> pygame.Surface:
        """A class icon (white silhouette) at `size`, multiplied by `colour`."""
        key = (name, size, colour)
        surf = self._tinted.get(key)
        if surf is None:
            surf = self.scaled(f"icons/{name}", size, size).copy()
            if colour != (255, 255, 255):
                surf.fill((*colour[:3], 255), special_flags=pygame.BLEND_RGBA_MULT)
            self._tinted[key] = surf
        return surf

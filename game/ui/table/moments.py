"""A short moment for the table's big news: a line completed (a hero, a Cognar recruited), a
distinction won, an Elite Cognar awarded, a collection in Vedrfolnir. A gold light sweeps over
the piece, a few sparks fly off it and a plate names it, easing in and out.

Why a moment and not only the banner: the banner says what happened in words, the moment shows
where, on the piece itself, so a glance at the table after a turn finds it. It lasts a few
animation times (about a second at the default), may wait for its piece to show (an award's row
in the evaluation), is skipped by a click, Space or Esc, and with Animations Off never starts:
the table is then instant."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame
from pygame import Rect

from game.ui import theme
from game.ui.assets import Assets
from game.ui.table import chrome
from game.ui.widgets import panel

MOMENT_SHARE = 4.5  # a moment lasts this many animation times: 1.17 s at the default 260 ms
EASE_SHARE = 0.2  # the plate eases in over this share of the moment, and out over the last
SPARKS = 12
SPARK_REACH = 46  # px the sparks fly beyond the piece's edge
SWEEP_W = 44  # the width of the band of light crossing the piece
PLATE_GAP = 10


@dataclass
class Moment:
    """One piece's moment: `title` says what happened, `name` names the piece (no plate when
    both are empty: the piece says it itself). It starts when `elapsed` reaches 0; `on_top` is
    drawn over the table's panels (its piece is on one: an award's row in the evaluation)."""

    title: str
    name: str
    piece: Rect
    duration: float
    elapsed: float = 0.0
    on_top: bool = False
    plate: pygame.Surface | None = field(default=None, repr=False)

    @property
    def share(self) -> float:
        """How far the moment has run, 0 to 1."""
        return max(0.0, min(1.0, self.elapsed / self.duration))


class Moments:
    """The table's moments: those of one move play together, each on its own piece."""

    def __init__(self) -> None:
        self.queue: list[Moment] = []
        self._band: pygame.Surface | None = None

    @property
    def playing(self) -> bool:
        return bool(self.queue)

    def start(
        self,
        title: str,
        name: str,
        piece: Rect,
        animation_ms: int,
        wait_ms: float = 0.0,
        on_top: bool = False,
    ) -> None:
        """A moment for `piece`, `wait_ms` from now, or once the plates before it are gone if
        it has one (two plates at once would hide each other); none with animations off."""
        if animation_ms <= 0:
            return
        if title or name:
            plates = [m.duration - m.elapsed for m in self.queue if m.title or m.name]
            wait_ms = max([wait_ms, *plates])
        duration = MOMENT_SHARE * animation_ms
        self.queue.append(Moment(title, name, Rect(piece), duration, -wait_ms, on_top))

    def update(self, dt_ms: float) -> None:
        for moment in self.queue:
            moment.elapsed += dt_ms
        self.queue = [m for m in self.queue if m.elapsed < m.duration]

    def skip(self) -> None:
        """The player has seen enough: every moment waiting ends now."""
        self.queue = []

    def skips(self, event: pygame.event.Event) -> bool:
        """Let `event` skip the moments: Space (spent on the skip), a left click or Esc, which
        then go on to what they do anyway (nobody waits on a moment to act or to pause). True
        when the event is spent."""
        if not self.queue:
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            self.skip()
            return True
        clicked = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if clicked or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.skip()
        return False

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface, assets: Assets, on_top: bool) -> None:
        """The moments under the table's panels, or (`on_top`) those over them."""
        for moment in self.queue:
            if moment.elapsed >= 0 and moment.on_top == on_top:
                self._sweep(surface, moment)
                self._sparks(surface, moment)
                if moment.title or moment.name:
                    self._plate(surface, assets, moment)

    def _light(self) -> pygame.Surface:
        """The band of light, bright in its middle, made once."""
        if self._band is None:
            band = pygame.Surface((SWEEP_W, 1))
            for x in range(SWEEP_W):
                v = round(150 * math.sin(math.pi * x / (SWEEP_W - 1)) ** 2)
                band.set_at((x, 0), (v, round(v * 0.8), round(v * 0.35)))
            self._band = band
        return self._band

    def _sweep(self, surface: pygame.Surface, moment: Moment) -> None:
        """A gold edge round the piece, and a band of light crossing it once, slanted."""
        piece, t = moment.piece, moment.share
        fade = min(1.0, 4 * (1 - t))
        edge = tuple(round(c * fade) for c in theme.GOLD[:3])
        pygame.draw.rect(surface, edge, piece.inflate(8, 8), 3, border_radius=10)
        crossing = min(1.0, t / 0.6)
        if crossing >= 1.0:
            return
        band = pygame.transform.scale(self._light(), (SWEEP_W, piece.h))
        x = piece.x - SWEEP_W - piece.h // 2 + round((piece.w + SWEEP_W + piece.h) * crossing)
        clip = surface.get_clip()
        surface.set_clip(piece.clip(clip))
        for row in range(0, piece.h, 6):  # slanted by shifting each strip of rows
            strip = Rect(0, row, SWEEP_W, min(6, piece.h - row))
            at = (x + (piece.h - row) // 2, piece.y + row)
            surface.blit(band, at, strip, special_flags=pygame.BLEND_RGB_ADD)
        surface.set_clip(clip)

    def _sparks(self, surface: pygame.Surface, moment: Moment) -> None:
        """Sparks flying off the piece's edge and fading."""
        t = moment.share
        if t >= 0.75:
            return
        cx, cy = moment.piece.center
        rx, ry = moment.piece.w / 2, moment.piece.h / 2
        out = 1 - (1 - t / 0.75) ** 2
        glow = 1 - t / 0.75
        ember = (255, round(150 + 60 * glow), round(40 * glow))
        core = (255, 250, round(150 + 80 * glow))
        size = 1 + round(2.5 * glow)
        for i in range(SPARKS):
            angle = 2 * math.pi * i / SPARKS + 0.3
            dx, dy = math.cos(angle), math.sin(angle)
            near = min(rx / abs(dx) if dx else math.inf, ry / abs(dy) if dy else math.inf)
            reach = near + SPARK_REACH * out * (0.7 + 0.3 * (i % 3) / 2)
            head = (cx + dx * reach, cy + dy * reach)
            tail = (cx + dx * (reach - 14 * glow - 2), cy + dy * (reach - 14 * glow - 2))
            pygame.draw.line(surface, ember, tail, head, 1)
            pygame.draw.circle(surface, ember, head, size + 1)
            pygame.draw.circle(surface, core, head, size)

    def _plate(self, surface: pygame.Surface, assets: Assets, moment: Moment) -> None:
        """The plate naming the piece, over it (under it near the header), sliding in and out."""
        if moment.plate is None:
            moment.plate = _plate_surface(assets, moment.title, moment.name)
        t = moment.share
        shown = min(1.0, t / EASE_SHARE, (1 - t) / EASE_SHARE)
        shown = 1 - (1 - shown) ** 3
        rect = moment.plate.get_rect(midbottom=(moment.piece.centerx, moment.piece.y - PLATE_GAP))
        if rect.y < chrome.HEADER.bottom + 4:
            rect.midtop = (moment.piece.centerx, moment.piece.bottom + PLATE_GAP)
        rect.clamp_ip(chrome.SCREEN)
        rect.y += round(14 * (1 - shown))
        moment.plate.set_alpha(round(255 * shown))
        surface.blit(moment.plate, rect)


def _plate_surface(assets: Assets, title: str, name: str) -> pygame.Surface:
    """What happened in small letters over the piece's name in gold, on a dark plate."""
    top = assets.text(title, "text_bold", 16, theme.TEXT_SOFT)
    big = assets.text(name, "display_bold", 24, theme.GOLD)
    w = max(top.get_width(), big.get_width()) + 40
    h = top.get_height() + big.get_height() + 18
    plate = pygame.Surface((w, h), pygame.SRCALPHA)
    panel(plate, plate.get_rect(), 235, radius=12, edge=theme.GOLD)
    plate.blit(top, top.get_rect(midtop=(w // 2, 8)))
    plate.blit(big, big.get_rect(midbottom=(w // 2, h - 8)))
    return plate.convert_alpha() if pygame.display.get_surface() is not None else plate

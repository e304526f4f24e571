"""The few widgets the scenes need: buttons, toggles and panels in the table's style."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame
from pygame import Rect

from game.ui import material, theme
from game.ui.assets import Assets

_PANELS: dict[tuple[int, int, int, int, tuple[int, ...]], pygame.Surface] = {}
_SHADOWS: dict[tuple[int, int, int, int], pygame.Surface] = {}

# Told of every panel as soon as it is laid (surface, rect, its shade): `game.ui.space` measures
# what a frame leaves empty of each panel from there.
PANEL_LISTENERS: list[Callable[[pygame.Surface, pygame.Rect, pygame.Surface], None]] = []


def panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    alpha: int = 190,
    radius: int = 10,
    edge: tuple[int, ...] | None = None,
) -> None:
    """A translucent dark panel with a thin bronze edge, laid on the wood (cached per size).

    In high contrast the panel is opaque and its edge light."""
    if theme.HIGH_CONTRAST:
        alpha = 255
        edge = theme.PANEL_EDGE if edge is None or edge == theme.PANEL_EDGE else edge
    edge = theme.PANEL_EDGE if edge is None else edge
    key = (rect.w, rect.h, alpha, radius, edge)
    shade = _PANELS.get(key)
    if shade is None:
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (22, 16, 12, alpha), shade.get_rect(), border_radius=radius)
        pygame.draw.rect(shade, edge, shade.get_rect(), 2, border_radius=radius)
        _PANELS[key] = shade
    surface.blit(shade, rect.topleft)
    laid(surface, rect, shade)


def laid(surface: pygame.Surface, rect: pygame.Rect, shade: pygame.Surface) -> None:
    """Tell the listeners (the space measure, `game.ui.space`) that a panel whose own background
    is `shade` was just laid at `rect`: `panel` does, and so does any board a game draws its
    own way."""
    for listener in PANEL_LISTENERS:
        listener(surface, rect, shade)


def drop_shadow(
    surface: pygame.Surface,
    rect: pygame.Rect,
    offset: tuple[int, int] = (3, 4),
    alpha: int = theme.SHADOW[3],
    radius: int = 6,
) -> None:
    """The shade a card casts under it, `offset` from it, so it lies on the table rather than
    painted on it (cached per size)."""
    key = (rect.w, rect.h, alpha, radius)
    shade = _SHADOWS.get(key)
    if shade is None:
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (0, 0, 0, alpha), shade.get_rect(), border_radius=radius)
        _SHADOWS[key] = shade
    surface.blit(shade, rect.move(offset))


def glow(
    surface: pygame.Surface,
    rect: pygame.Rect,
    colour: tuple[int, ...] | None = None,
    width: int = 3,
    radius: int = 8,
) -> None:
    """The outline that marks what can be clicked now (thicker in high contrast)."""
    colour = theme.HIGHLIGHT if colour is None or colour == theme._NORMAL["HIGHLIGHT"] else colour
    width = width + 2 if theme.HIGH_CONTRAST else width
    pygame.draw.rect(surface, colour, rect.inflate(6, 6), width, border_radius=radius)


REST, HOVER, PRESSED, DISABLED = "rest", "hover", "pressed", "disabled"
FaceKey = tuple[int, int, str, bool, bool]  # width, height, state, primary, high contrast

BUTTON_RADIUS = 8
_LIFT = {REST: 0, HOVER: -1, PRESSED: 2, DISABLED: 0}  # where the face sits, from its rect
_CAST = {REST: 3, HOVER: 5}  # how far under the face its shadow falls (none pressed or dim)
_BLUR = 3
_PAD = material.shadow_pad(_BLUR) + 6  # a face's picture reaches this far past its rect
_BRONZE = (184, 140, 64)  # the rim of a wooden button
_WOODS = {REST: (86, 62, 40), HOVER: (108, 80, 52), PRESSED: (64, 46, 30)}
_GOLDS = {REST: (196, 150, 60), HOVER: (226, 180, 82), PRESSED: (160, 118, 42)}
_FACES: dict[FaceKey, pygame.Surface] = {}
_PICTURES: dict[tuple[FaceKey, str, tuple[int, ...], int], pygame.Surface] = {}


def button_face(w: int, h: int, state: str, primary: bool = False) -> pygame.Surface:
    """A button's face without its label, `_PAD` px larger than the button on each side (its
    shadow falls there): oiled wood, or gilded metal for the `primary` one, lit from above
    along its top edge; raised at rest, lifted a pixel under the pointer, sunk and without a
    shadow while pressed, flat and dim when it cannot be used. In high contrast a plain fill
    with a solid edge. Made once per size, state and contrast."""
    key = (w, h, state, primary, theme.HIGH_CONTRAST)
    face = _FACES.get(key)
    if face is None:
        face = _FACES[key] = _make_face(w, h, state, primary)
    return face


def _make_face(w: int, h: int, state: str, primary: bool) -> pygame.Surface:
    picture = pygame.Surface((w + 2 * _PAD, h + 2 * _PAD), pygame.SRCALPHA)
    at = (_PAD, _PAD + _LIFT[state])
    if theme.HIGH_CONTRAST:
        _plain_face(picture, Rect(at, (w, h)), state, primary)
        return picture
    cast = _CAST.get(state)
    if cast is not None:
        pad = material.shadow_pad(_BLUR)
        shade = material.shadow(w, h, BUTTON_RADIUS, _BLUR, 150)
        picture.blit(shade, (_PAD - pad, _PAD - pad + cast))
    picture.blit(_material_face(w, h, state, primary), at)
    return picture


def _plain_face(picture: pygame.Surface, rect: Rect, state: str, primary: bool) -> None:
    """High contrast: no grain and no shade, a fill and a 3 px edge that reads on any screen
    (yellow under the pointer and pressed, grey when the button cannot be used)."""
    fill = (255, 215, 60) if primary else (24, 24, 24)
    edge = theme.HIGHLIGHT if state in (HOVER, PRESSED) else (240, 240, 230)
    if state == DISABLED:
        fill, edge = (40, 40, 40), (130, 130, 120)
    pygame.draw.rect(picture, fill, rect, border_radius=BUTTON_RADIUS)
    pygame.draw.rect(picture, edge, rect, 3, border_radius=BUTTON_RADIUS)


def _material_face(w: int, h: int, state: str, primary: bool) -> pygame.Surface:
    """The face itself, cut to its rounded shape."""
    if state == DISABLED:
        face = pygame.Surface((w, h))
        face.fill((56, 49, 42))
    elif primary:
        face = material.metal(w, h, _GOLDS[state], "brushed", seed=w * 7 + h).copy()
    else:
        face = material.wood(w, h, _WOODS[state], seed=w * 5 + h, grain=0.16).copy()
    if state != DISABLED:
        pressed = state == PRESSED
        face.blit(material.sheen(w, h, 24 if pressed else 70, 40 if pressed else 70), (0, 0))
        bevel = material.bevel(w, h, BUTTON_RADIUS, 3, 130)
        face.blit(pygame.transform.flip(bevel, True, True) if pressed else bevel, (0, 0))
    cut = material.cut(face, BUTTON_RADIUS)
    rim = (90, 80, 70) if state == DISABLED else (theme.GOLD_DARK if primary else _BRONZE)
    pygame.draw.rect(cut, rim, cut.get_rect(), 2, border_radius=BUTTON_RADIUS)
    if state != DISABLED:
        cut.blit(material.lit_edge(w, h, BUTTON_RADIUS, 2, 190, 90), (0, 0))
    return cut


def face_at(rect: Rect) -> tuple[int, int]:
    """Where a face of `button_face` is blitted for a button at `rect`."""
    return (rect.x - _PAD, rect.y - _PAD)


def button_state(enabled: bool, hover: bool, pressed: bool) -> str:
    """Which face a button shows: pressed only while the pointer stays on it."""
    if not enabled:
        return DISABLED
    if hover:
        return PRESSED if pressed else HOVER
    return REST


def button_ink(state: str, primary: bool) -> tuple[int, ...]:
    if state == DISABLED:
        return theme.DISABLED
    return (30, 20, 10) if primary else theme.TEXT


def _labelled(assets: Assets, rect: Rect, label: str, state: str, primary: bool) -> pygame.Surface:
    """The face with its label on it, made once per face and label; the label is fitted
    every time (a dictionary look-up), so the text-size tests see it drawn."""
    ink = button_ink(state, primary)
    size = max(14, min(24, rect.h // 2))
    text = assets.fit(label, "display", size, ink, rect.w - 12)
    face = button_face(rect.w, rect.h, state, primary)
    key = ((rect.w, rect.h, state, primary, theme.HIGH_CONTRAST), label, ink, text.get_width())
    picture = _PICTURES.get(key)
    if picture is None:
        if len(_PICTURES) > 600:
            _PICTURES.clear()
        picture = face.copy()
        if state != DISABLED and not theme.HIGH_CONTRAST:
            text = material.emboss(text, 1, 110, 0) if primary else material.emboss(text, 1, 0, 150)
        centre = (_PAD + rect.w // 2, _PAD + rect.h // 2 + _LIFT[state])
        picture.blit(text, text.get_rect(center=centre))
        _PICTURES[key] = picture
    return picture


@dataclass
class Button:
    rect: pygame.Rect
    label: str
    action: Callable[[], None]
    enabled: bool = True
    primary: bool = False
    hover: bool = False
    pressed: bool = False  # the mouse went down on it and is not up yet

    @property
    def state(self) -> str:
        return button_state(self.enabled, self.hover, self.pressed)

    def picture(self, assets: Assets) -> pygame.Surface:
        """What `draw` lays, face and label in one (made once per size, state and label)."""
        return _labelled(assets, self.rect, self.label, self.state, self.primary)

    def draw(self, surface: pygame.Surface, assets: Assets) -> None:
        surface.blit(self.picture(assets), face_at(self.rect))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = self.enabled and self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.pressed = False
            if self.enabled and self.rect.collidepoint(event.pos):
                self.action()
                return True
        return False


DIALOG_WOOD = (46, 32, 22)
_DIALOG_BLUR = 8
_DIALOGS: dict[tuple[int, int, int, tuple[int, ...], bool], pygame.Surface] = {}
_BANNERS: dict[tuple[int, int, bool], pygame.Surface] = {}


def dialog(
    surface: pygame.Surface,
    rect: pygame.Rect,
    radius: int = 16,
    edge: tuple[int, ...] | None = None,
    lift: int = 6,
) -> None:
    """A box over the table (a dialog, the pause menu, a tooltip, the log): a board of dark
    wood with a thin `edge` (gold by default) and a lit rim, casting a soft shadow `lift` px
    under it, so it reads as lying above the table. High contrast keeps the plain opaque panel.
    Told to the space measure as a panel (`laid`)."""
    if theme.HIGH_CONTRAST:
        panel(surface, rect, 255, radius, edge)
        return
    edge = theme.GOLD if edge is None else edge
    if lift:
        pad = material.shadow_pad(_DIALOG_BLUR)
        shade = material.shadow(rect.w, rect.h, radius, _DIALOG_BLUR, 170)
        surface.blit(shade, (rect.x - pad, rect.y - pad + lift))
    key = (rect.w, rect.h, radius, edge, theme.HIGH_CONTRAST)
    face = _DIALOGS.get(key)
    if face is None:
        if len(_DIALOGS) > 300:
            _DIALOGS.clear()
        face = material.panel_face(rect.w, rect.h, radius, DIALOG_WOOD).copy()
        pygame.draw.rect(face, edge, face.get_rect(), 2, border_radius=radius)
        _DIALOGS[key] = face
    surface.blit(face, rect.topleft)
    laid(surface, rect, face)


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """The table behind a modal darkened evenly, as a black veil of `alpha` would (a multiply:
    no surface made per frame)."""
    keep = 255 - alpha
    surface.fill((keep, keep, keep), special_flags=pygame.BLEND_RGB_MULT)


def banner_box(
    surface: pygame.Surface, rect: pygame.Rect, label: pygame.Surface, left_ms: float
) -> None:
    """News over the table on a gold-edged plaque with a soft shadow, fading out over its last
    300 ms (the plaque made once per size)."""
    alpha = 255 if left_ms > 300 else int(255 * max(0.0, left_ms) / 300)
    key = (rect.w, rect.h, theme.HIGH_CONTRAST)
    plaque = _BANNERS.get(key)
    if plaque is None:
        if len(_BANNERS) > 100:
            _BANNERS.clear()
        plaque = _BANNERS[key] = _banner_plaque(rect.w, rect.h)
    pad = (plaque.get_width() - rect.w) // 2
    plaque.set_alpha(alpha)
    surface.blit(plaque, (rect.x - pad, rect.y - pad))
    label.set_alpha(alpha)
    surface.blit(label, label.get_rect(center=rect.center))


def _banner_plaque(w: int, h: int) -> pygame.Surface:
    """The banner's plaque and its shadow on one surface, `shadow_pad` wider on each side."""
    pad = material.shadow_pad(_DIALOG_BLUR)
    plaque = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    inner = Rect(pad, pad, w, h)
    if theme.HIGH_CONTRAST:
        pygame.draw.rect(plaque, (12, 10, 8), inner, border_radius=14)
        pygame.draw.rect(plaque, theme.GOLD, inner, 3, border_radius=14)
        return plaque
    plaque.blit(material.shadow(w, h, 14, _DIALOG_BLUR, 190), (0, 5))
    face = material.panel_face(w, h, 14, (44, 30, 20), 3).copy()
    pygame.draw.rect(face, theme.GOLD, face.get_rect(), 2, border_radius=14)
    plaque.blit(face, inner)
    return plaque


def segmented(
    surface: pygame.Surface,
    assets: Assets,
    rects: list[pygame.Rect],
    labels: list[str],
    chosen: int | None,
    notes: list[str] | None = None,
    enabled: list[bool] | None = None,
) -> None:
    """One bar of segments to choose one from; the chosen one is lit, ticked and in bold, so it
    reads without colour. A segment may carry a second line (`notes`: a share of wins), and one
    that cannot be chosen now is greyed. The bar is a row of wooden keys, the lit one a gilded
    key pressed down (faces cached as `Button`'s)."""
    bar = rects[0].union(rects[-1])
    surface.blit(button_face(bar.w, bar.h, REST), face_at(bar))
    for i, (rect, text) in enumerate(zip(rects, labels, strict=True)):
        note = notes[i] if notes else ""
        open_ = enabled[i] if enabled else True
        lit = i == chosen
        if lit:
            key = rect.inflate(-4, -6)  # a pressed key sinks within the bar
            surface.blit(button_face(key.w, key.h, PRESSED, True), face_at(key))
        ink = theme.INK if lit else (theme.TEXT if open_ else theme.DISABLED)
        tick = 16 if lit else 0
        label = assets.fit(text, "text_bold" if lit else "text", 17, ink, rect.w - 12 - tick)
        lines = [label]
        if note:
            lines.append(assets.fit(note, "text", 16, ink if lit else theme.TEXT_SOFT, rect.w - 8))
        height = sum(line.get_height() for line in lines)
        y = rect.centery - height // 2 + (_LIFT[PRESSED] if lit else 0)
        x = rect.centerx - (label.get_width() + tick) // 2
        if lit:
            mid = y + label.get_height() // 2
            pygame.draw.lines(
                surface, ink, False, [(x, mid), (x + 4, mid + 5), (x + 11, mid - 5)], 3
            )
        surface.blit(label, (x + tick, y))
        if note:
            surface.blit(lines[1], lines[1].get_rect(midtop=(rect.centerx, y + label.get_height())))
        if i and not lit and i - 1 != chosen:
            pygame.draw.line(
                surface, (30, 20, 12), (rect.x - 1, rect.y + 6), (rect.x - 1, rect.bottom - 6)
            )
            pygame.draw.line(
                surface, theme.PANEL_EDGE, (rect.x, rect.y + 6), (rect.x, rect.bottom - 6), 1
            )

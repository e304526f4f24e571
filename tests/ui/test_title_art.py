"""The launcher's and each game's menu title pictures (`game.ui.titleart`): composed once per
game, language and contrast, their words never under reading size, never over a button, and
the whole picture inside the window."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest
from pygame import Rect

from game.core import registry
from game.ui import theme, titleart
from game.ui.app import App
from game.ui.scenes.launcher import COVER_GAP, LauncherScene
from game.ui.scenes.menus import MenuScene
from game.ui.window import MIN_SCALE

WINDOW = Rect((0, 0), theme.LOGICAL_SIZE)


@pytest.fixture
def app() -> Iterator[App]:
    app = App()
    titleart.clear()
    yield app
    app.close()
    titleart.clear()


def _menu(app: App, key: str, lang: str) -> MenuScene:
    app.set_language(lang)
    app.choose_game(registry.get(key))
    scene = MenuScene(app)
    app.replace(scene)
    app.assets.drawn = set()
    app.step(16)
    return scene


def _picture(app: App) -> pygame.Surface:
    """The title picture the frame just drawn was made of (the only one composed)."""
    [picture] = titleart._CACHE.values()
    return picture


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("key", registry.keys())
def test_a_menu_s_title_reads_and_stays_clear_of_every_button(
    app: App, key: str, lang: str
) -> None:
    scene = _menu(app, key, lang)
    assert app.assets.drawn is not None
    info = registry.get(key)
    sizes = {d.text: d.size for d in app.assets.drawn}
    assert min(sizes.values()) >= theme.MIN_TEXT_PX, sizes
    for words in (app.t.own(key, "title", info.title), app.t.own(key, "subtitle", "")):
        assert sizes[words] * MIN_SCALE >= theme.MIN_SHOWN_PX  # even in the smallest window
    words = titleart.placed(_picture(app))
    buttons = [b.rect for b in scene.buttons] + ([scene.games.rect] if scene.launcher else [])
    assert len(words) == 3  # the title, the subtitle, the emblem
    for rect in words:
        assert WINDOW.contains(rect), rect
        assert rect.collidelist(buttons) == -1, (rect, buttons)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_launcher_s_title_stays_clear_of_the_games_and_each_game_shows_its_cover(
    app: App, lang: str
) -> None:
    app.set_language(lang)
    scene = LauncherScene(app)
    app.replace(scene)
    app.assets.drawn = set()
    app.step(16)
    sizes = {d.text: d.size for d in app.assets.drawn}
    assert min(sizes.values()) >= theme.MIN_TEXT_PX, sizes
    for heading in ("launcher.title", "launcher.subtitle"):
        assert sizes[app.t(heading)] * MIN_SCALE >= theme.MIN_SHOWN_PX
    words = titleart.placed(
        titleart.launcher_picture(
            app, app.t("launcher.title"), app.t("launcher.subtitle"), scene.top
        )
    )
    targets = [rect for rect, _ in scene.targets()]
    assert len(words) == 2
    for rect in words:
        assert WINDOW.contains(rect) and rect.collidelist(targets) == -1
    for card, info in zip(scene.card_rects(), scene.games, strict=True):
        cover = titleart.cover(app, info, card.h)
        assert cover is not None
        beside = cover.get_rect(midright=(card.x - COVER_GAP, card.centery))
        assert WINDOW.contains(beside) and beside.collidelist(targets) == -1


def test_the_picture_is_composed_once_and_again_for_another_language(app: App) -> None:
    info = registry.get("nidavellir")
    app.choose_game(info)
    first = titleart.menu_picture(app, info, 300)
    assert titleart.menu_picture(app, info, 300) is first
    app.set_language("fr" if app.t.lang == "en" else "en")
    assert titleart.menu_picture(app, info, 300) is not first
    assert len(titleart._CACHE) == 2


def test_high_contrast_keeps_the_plain_table_under_the_title(app: App) -> None:
    info = registry.get("vedrfolnir")
    app.choose_game(info)
    theme.set_high_contrast(True)
    try:
        picture = titleart.menu_picture(app, info, 300)
        assert picture.get_at((3, 3)) == app.background.get_at((3, 3))
    finally:
        theme.set_high_contrast(False)
    assert titleart.menu_picture(app, info, 300).get_at((3, 3)) != picture.get_at((3, 3))


def test_a_fan_card_frames_its_portrait_on_parchment(app: App) -> None:
    card = titleart.framed(app, "portraits/dwarves/lord", titleart.CARD)
    assert card.get_size() == titleart.CARD
    assert card.get_at((0, 0)).a == 0  # the corners are rounded off
    w, m = titleart.CARD[0], titleart.CARD[0] // 16
    portrait = pygame.transform.smoothscale(
        app.assets.sprite("portraits/dwarves/lord"), (w - 2 * m, w - 2 * m)
    )
    mount = pygame.Surface(titleart.CARD, pygame.SRCALPHA)
    mount.blit(app.assets.sprite("table/parchment"), (0, 0))
    mount.blit(portrait, (m, m))
    for point in [(w // 2, w // 2), (m + 3, m + 3), (w - m - 3, w - m - 3)]:
        assert card.get_at(point) == mount.get_at(point)  # the portrait, on the parchment

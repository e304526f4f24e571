"""The rules scene: every page opens by clicks and keys in English and French, every hero is
named on the heroes page, the text fits its boxes and the worked examples add up."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
import yaml

from game.nidavellir.scoring import class_value
from game.taverns.coins import treasure_value
from game.ui import rulepages
from game.ui.app import App
from game.ui.autoplay import FRAME_MS, click
from game.ui.games.nidavellir.rulebook import EXAMPLE_SHEET, PAGES, build_page
from game.ui.games.nidavellir.rules import RulesScene
from game.ui.rulepages import STEP, VIEW
from game.ui.scenes.menus import MenuScene, PauseScene
from game.ui.theme import MIN_TEXT_PX

pytestmark = pytest.mark.ui

HEROES = yaml.safe_load(
    (Path(__file__).resolve().parents[2] / "data" / "nidavellir" / "heroes.yaml").read_text(
        encoding="utf-8"
    )
)["heroes"]
FIRST_HEADING = {
    "en": {
        "round": "A round",
        "dwarves": "The five classes",
        "coins": "Coins",
        "offerings": "Royal Offerings",
        "scoring": "Final score",
        "idavoll": "Idavoll: the mythology cards",
    },
    "fr": {
        "round": "Un tour",
        "dwarves": "Les cinq classes",
        "coins": "Pièces",
        "offerings": "Offrandes Royales",
        "scoring": "Décompte final",
        "idavoll": "Idavoll : les cartes mythologiques",
    },
}


def _key(app: App, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.step(FRAME_MS)


def _wheel(app: App, notches: int) -> None:
    pygame.event.post(
        pygame.event.Event(
            pygame.MOUSEWHEEL,
            x=0,
            y=notches,
            flipped=False,
            precise_x=0.0,
            precise_y=float(notches),
            which=0,
        )
    )
    app.step(FRAME_MS)


def _drawn_text(app: App, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every string the assets render from now on, wrapped or not."""
    seen: list[str] = []
    for name in ("text", "wrapped"):
        render = getattr(app.assets, name)

        def spy(text: str, *args: object, _render: object = render) -> object:
            seen.append(text)
            return _render(text, *args)  # type: ignore[operator]

        monkeypatch.setattr(app.assets, name, spy)
    return seen


def _open_from_menu(app: App) -> RulesScene:
    app.push(MenuScene(app))
    app.step(FRAME_MS)
    menu = app.scenes[-1]
    assert isinstance(menu, MenuScene)
    index = [key for key, _ in MenuScene.ENTRIES].index("menu.rules")
    click(app, menu.buttons[index].rect.center)
    scene = app.scenes[-1]
    assert isinstance(scene, RulesScene)
    return scene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_page_opens_by_a_click_on_its_tab(
    app: App, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app.set_language(lang)
    seen = _drawn_text(app, monkeypatch)
    scene = _open_from_menu(app)
    tabs = {target[1]: rect for rect, target in scene.targets() if target[0] == "page"}
    assert list(tabs) == list(PAGES)
    views = []
    for page in reversed(PAGES):
        click(app, tabs[page].center)
        assert scene.page == page and scene.scroll == 0
        blocks = scene.content()[1]
        if page in FIRST_HEADING[lang]:
            assert blocks[0].text == FIRST_HEADING[lang][page]
        assert all(block.text in seen for block in blocks)  # every text of the page was drawn
        views.append(pygame.image.tobytes(app.screen.subsurface(VIEW), "RGB"))
    assert len(set(views)) == len(PAGES)  # each click showed a different page
    _key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes[-1], MenuScene)


def test_the_rules_open_from_the_pause_menu_and_close_back_to_it(app: App) -> None:
    pause = PauseScene(app)
    app.push(pause)
    app.step(FRAME_MS)
    index = [key for key, _ in PauseScene.ENTRIES].index("pause.rules")
    click(app, pause.buttons[index].rect.center)
    scene = app.scenes[-1]
    assert isinstance(scene, RulesScene)
    click(app, scene.back.rect.center)
    assert app.scenes[-1] is pause


def turn_pages(app: App, scene: rulepages.RulesScene) -> None:
    """From the first page, Right and Left turn the pages (round the end) and a number key opens
    its page: the shared scene's keys, for any game's pages."""
    pages = scene.pages
    assert scene.page == pages[0]
    _key(app, pygame.K_RIGHT)
    assert scene.page == pages[1]
    _key(app, pygame.K_LEFT)
    _key(app, pygame.K_LEFT)
    assert scene.page == pages[-1]  # round the end
    for n in (3, len(pages)):
        _key(app, pygame.K_1 + n - 1)
        assert scene.page == pages[n - 1]


def scroll_long_page(app: App, scene: rulepages.RulesScene, number: int) -> None:
    """Page `number` (opened by its key) is taller than the view: the wheel and the keys scroll
    it, never above its top nor past its bottom, and Right turns to the next page at its top."""
    _key(app, pygame.K_1 + number - 1)
    height = scene.content()[0].get_height()
    assert height > VIEW.h and scene.max_scroll() == height - VIEW.h
    _key(app, pygame.K_DOWN)
    assert scene.scroll == STEP
    _wheel(app, -1)
    assert scene.scroll == min(2 * STEP, scene.max_scroll())
    _wheel(app, 3)
    assert scene.scroll == 0  # never above the top
    for _ in range(40):
        _wheel(app, -1)
    assert scene.scroll == scene.max_scroll()  # and never past the bottom
    _key(app, pygame.K_HOME)
    assert scene.scroll == 0
    _key(app, pygame.K_END)
    assert scene.scroll == scene.max_scroll()
    _key(app, pygame.K_RIGHT)
    assert scene.page == scene.pages[number] and scene.scroll == 0


def test_arrow_and_number_keys_turn_the_pages(app: App) -> None:
    turn_pages(app, _open_from_menu(app))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_wheel_and_the_arrow_keys_scroll_a_long_page(app: App, lang: str) -> None:
    app.set_language(lang)
    scroll_long_page(app, _open_from_menu(app), PAGES.index("heroes") + 1)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_heroes_page_names_all_21_heroes_with_their_powers(
    app: App, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app.set_language(lang)
    scene = _open_from_menu(app)
    tab = next(rect for rect, target in scene.targets() if target == ("page", "heroes"))
    seen = _drawn_text(app, monkeypatch)
    click(app, tab.center)
    assert scene.page == "heroes"
    assert len(HEROES) == 21
    for hero in HEROES:
        assert hero["name"][lang] in seen, hero["id"]
        assert hero["text"][lang] in seen, hero["id"]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("page", PAGES)
def test_every_text_fits_its_box_and_is_readable(app: App, lang: str, page: str) -> None:
    app.set_language(lang)
    fits_and_reads(app, RulesScene(app, page), build_page)


def fits_and_reads(app: App, scene: rulepages.RulesScene, build: rulepages.PageBuilder) -> None:
    """Every text block of the scene's page keeps to its box and to the view and is set at a
    readable size; every tab's name fits its tab; the key hint clears Back."""
    surface, blocks = build(app, scene.page, VIEW.w)
    assert len(blocks) >= 4
    for block in blocks:
        assert block.rect.w <= block.width, block.text
        assert block.rect.x >= 0 and block.rect.right <= VIEW.w, block.text
        assert block.rect.bottom <= surface.get_height(), block.text
        assert block.rect.h <= VIEW.h, block.text  # each block can be seen whole
        assert block.size >= MIN_TEXT_PX, block.text
    for rect, target in scene.targets():
        if target[0] == "page":
            label, size = scene.tab_label(target[1], rect.w - 12, (0, 0, 0))
            assert label.get_width() <= rect.w - 12 and label.get_height() <= rect.h, target
            assert size >= MIN_TEXT_PX, target
    hint = app.assets.text(app.t("guide.keys"), "text", 16, (0, 0, 0))
    assert VIEW.x + hint.get_width() + 20 <= scene.back.rect.x


def test_the_worked_examples_follow_the_rules(app: App) -> None:
    """The coin example: a 9 given up for a 12 when no 12 is left gives a 13, and with nothing
    above it the best coin below, never a 9 again."""
    treasure = [0] * 26
    treasure[9] = treasure[13] = treasure[15] = 1
    assert treasure_value(treasure, 12, given_up=9) == 13
    treasure[13] = treasure[15] = 0
    treasure[8] = 1
    assert treasure_value(treasure, 12, given_up=9) == 8
    assert sum(value for _, value in EXAMPLE_SHEET) == 151
    assert "= 151" in app.t("guide.total_example").replace("\n", " ")
    classes = {info.key: info for info in app.rules.classes}
    assert class_value(classes["hunter"], [0] * 3) == 9
    assert class_value(classes["blacksmith"], [0] * 4) == 3 + 4 + 5 + 6 == 18
    assert class_value(classes["miner"], [0, 1, 2]) == 9
    example = app.t("guide.scoring_example")
    assert "3 × 3 = 9" in example and "3 + 4 + 5 + 6 = 18" in example and "× 3 = 9" in example


def test_high_contrast_redraws_the_pages_in_its_colours(app: App) -> None:
    from game.ui import theme

    scene = RulesScene(app, "coins")
    normal, _ = scene.content()
    try:
        theme.set_high_contrast(True)
        bright, _ = scene.content()
        assert bright is not normal
        colours = {
            tuple(bright.get_at((x, y)))[:3] for x in range(0, 600, 2) for y in range(30, 120)
        }
        assert theme.TEXT == (255, 255, 255) and theme.TEXT in colours
    finally:
        theme.set_high_contrast(False)
    assert scene.content()[0] is normal

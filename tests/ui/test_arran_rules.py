"""Arran's rules scene: it opens, every page renders in English and French, tabs, keys and the
wheel move through it, every text fits its box, the names and texts come from the data, and the
score categories' labels are the data's names."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.arran.cards import default_table
from game.arran.data import ORDER_KEYS
from game.arran.scoring import CATEGORIES
from game.taverns.coins import treasure_value
from game.ui import gamekit
from game.ui.app import App
from game.ui.autoplay import FRAME_MS, click
from game.ui.games.arran.rulebook import PAGES, READINGS, build_page
from game.ui.games.arran.rules import ArranRulesScene, rules_scene
from game.ui.i18n import LANGUAGES, Strings
from game.ui.rulepages import VIEW
from game.ui.scenes.menus import MenuScene
from tests.ui.test_rules_scene import (  # the shared scene's
    _key,
    fits_and_reads,
    scroll_long_page,
    turn_pages,
)

pytestmark = pytest.mark.ui

SHOTS = Path("/tmp/arran_shots")
TABLE = default_table()
FIRST_HEADING = {
    "en": {"overview": "The aim", "round": "A round", "scoring": "Bravery Value"},
    "fr": {"overview": "Le but", "round": "Un tour", "scoring": "Valeur de Bravoure"},
}


def _open(app: App, lang: str) -> ArranRulesScene:
    """The scene over the main menu, Arran's strings first (the game is not registered yet, so
    the menu cannot choose it)."""
    app.set_language(lang)
    app.t.game = "arran"
    app.push(MenuScene(app))
    app.step(FRAME_MS)
    scene = rules_scene(app)
    assert isinstance(scene, ArranRulesScene)
    app.push(scene)
    app.step(FRAME_MS)
    return scene


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_page_opens_by_a_click_on_its_tab_and_is_drawn(app: App, lang: str) -> None:
    scene = _open(app, lang)
    tabs = {target[1]: rect for rect, target in scene.targets() if target[0] == "page"}
    assert list(tabs) == list(PAGES)
    views = []
    SHOTS.mkdir(exist_ok=True)
    for n, page in enumerate(PAGES, 1):
        click(app, tabs[page].center)
        assert scene.page == page and scene.scroll == 0
        blocks = scene.content()[1]
        if page in FIRST_HEADING[lang]:
            assert blocks[0].text == FIRST_HEADING[lang][page]
        for block in blocks:
            assert "arran." not in block.text and "{" not in block.text, block.text
        views.append(pygame.image.tobytes(app.screen.subsurface(VIEW), "RGB"))
        pygame.image.save(app.screen, SHOTS / f"rules_{lang}_{n}.png")
        if scene.max_scroll():
            _key(app, pygame.K_END)
            pygame.image.save(app.screen, SHOTS / f"rules_{lang}_{n}_end.png")
    assert len(set(views)) == len(PAGES)  # each click showed a different page
    click(app, scene.back.rect.center)
    assert isinstance(app.scenes[-1], MenuScene)


def test_the_menu_of_arran_opens_its_rules(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """The real path: Arran chosen, its menu's "Rules" asks `game.ui.gamekit` for the package's
    `rules_scene`."""
    from game.arran.info import INFO

    app.choose_game(INFO)
    menu = MenuScene(app)
    app.push(menu)
    app.step(FRAME_MS)
    click(app, menu.button("menu.rules").rect.center)
    scene = app.scenes[-1]
    assert isinstance(scene, ArranRulesScene) and scene.page == "overview"
    assert scene.content()[1][0].text == "The aim"


def test_arrow_and_number_keys_turn_the_pages_and_escape_closes(app: App) -> None:
    scene = _open(app, "en")
    turn_pages(app, scene)
    assert scene.page == "readings"
    _key(app, pygame.K_4)
    assert scene.page == "cognars"
    _key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes[-1], MenuScene)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_wheel_and_the_keys_scroll_the_cognars(app: App, lang: str) -> None:
    scroll_long_page(app, _open(app, lang), PAGES.index("cognars") + 1)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("page", PAGES)
def test_every_text_fits_its_box_and_is_readable(app: App, lang: str, page: str) -> None:
    app.set_language(lang)
    app.t.game = "arran"
    fits_and_reads(app, ArranRulesScene(app, page), build_page)
    assert "1–8" in app.t("guide.keys")


def _texts(app: App, page: str) -> list[str]:
    return [block.text for block in build_page(app, page, VIEW.w)[1]]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_names_and_card_texts_come_from_the_data(app: App, lang: str) -> None:
    app.set_language(lang)
    app.t.game = "arran"
    source = TABLE.source
    cognars = _texts(app, "cognars")
    for cognar in source.cognars:
        assert any(text.startswith(getattr(cognar.name, lang)) for text in cognars), cognar.key
        assert getattr(cognar.text, lang) in cognars, cognar.key
    eras = _texts(app, "eras")
    for award in (*source.elites, source.liquor):
        assert any(text.startswith(getattr(award.name, lang)) for text in eras), award.key
        assert getattr(award.text, lang) in eras, award.key
    rounds = " ".join(_texts(app, "round"))
    for _, names in source.taverns:
        assert getattr(names, lang) in rounds
    overview = _texts(app, "overview")
    for lords, setup in source.setup.items():
        assert str(lords) in overview and " ".join(map(str, setup.gems)) in overview
    scoring = _texts(app, "scoring")
    assert [str(TABLE.shield_value(n)) for n in range(1, 7)] == scoring[
        scoring.index("6") + 1 : scoring.index("6") + 7
    ]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_our_readings_list_every_assumption(app: App, lang: str) -> None:
    app.set_language(lang)
    app.t.game = "arran"
    texts = _texts(app, "readings")
    for n in range(1, READINGS + 1):
        assert f"A-{n:02d}" in texts
    track = ", ".join(str(TABLE.shield_value(n)) for n in range(1, 6))
    assert any(track in text for text in texts)  # A-15 quotes the data's track


@pytest.mark.parametrize("lang", LANGUAGES)
def test_category_labels_are_the_data_names(lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The Orders and Malt are named by the data, through the UI package's `category_label`
    hook, so no string repeats them; the other categories are `arran.category.*`, and none
    falls back to its bare key."""
    from game.arran.info import INFO

    strings = Strings(lang, game="arran")
    source = TABLE.source
    for key in ORDER_KEYS:
        assert gamekit.category_label(strings, INFO, key) == getattr(source.order(key).name, lang)
    assert gamekit.category_label(strings, INFO, "malt") == getattr(source.malt_name, lang)
    own = {key.split(".")[-1] for key in strings._tables[lang] if key.startswith("arran.category.")}
    assert own == set(CATEGORIES) - {*ORDER_KEYS, "malt"}
    for key in own:
        assert gamekit.category_label(strings, INFO, key) == strings(f"category.{key}")


def test_the_coin_example_follows_the_treasury_rule() -> None:
    """Ana's 0 with 4 and 9 in the purse: 4 + 9 = 13, and a 13 is in the full Treasury; raising
    it by the Talion's +1 gives a 14."""
    treasure = list(TABLE.treasure[3])
    assert treasure_value(treasure, 4 + 9, given_up=9) == 13
    treasure[13] -= 1
    assert treasure_value(treasure, 14, given_up=13) == 14
    example = Strings("en", game="arran")("arran.guide.example").replace("\u00a0", " ")
    assert "4 + 9 = 13" in example


def test_high_contrast_draws_its_own_pages_and_gives_them_back(app: App) -> None:
    """The pages are cached by language and contrast: switching contrast redraws them (the
    text takes the contrast colours) and switching back finds the first drawing again."""
    from game.ui import theme

    app.t.game = "arran"
    scene = ArranRulesScene(app, "round")
    normal = scene.content()[0]
    try:
        theme.set_high_contrast(True)
        assert scene.content()[0] is not normal
    finally:
        theme.set_high_contrast(False)
    assert scene.content()[0] is normal


def test_the_pages_tell_the_readings_the_data_asks_for(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Data written for the other readings the core can play: the readings page, the Cognars'
    pairing rule and the Mercenaries' scoring tell those, never the defaults."""
    import dataclasses

    from game.arran.cards import build_table
    from game.ui.games.arran import rulebook

    source = TABLE.source
    variants = dataclasses.replace(
        source.variants,
        svara_talion="current_slot_coin",
        svara_pariah=False,
        mercenary_rule="free_partner",
        certification_is_elite=True,
        mercenary_points="column",
        kardum_keeps_exchange=False,
        evaluation_counts_all_ranks=False,
        exchange_timing="immediate",
        last_mercenary="never",
    )
    coins = dataclasses.replace(
        source.coins,
        exchange_given_up="like_any_coin",
        removed_with_2_3_lords=((7, 2), (9, 2)),
        equal_coin_discard="bronze",
    )
    wanderers = source.order("wanderers")
    effect = dataclasses.replace(wanderers.effect, params=(("scope", "dwarves_only"),))
    orders = tuple(
        dataclasses.replace(o, effect=effect) if o is wanderers else o for o in source.orders
    )
    other = dataclasses.replace(
        source, variants=variants, coins=coins, orders=orders, pariah_when_empty="limited"
    )
    assert rulebook.other_readings(source) == frozenset()
    assert rulebook.other_readings(other) == {3, 4, 5, 6, 7, 9, 13, 14, 18, 20, 22, 23, 24}
    monkeypatch.setattr(rulebook, "default_table", lambda: build_table(other))
    app.t.game = "arran"
    readings = _texts(app, "readings")
    for n in rulebook.other_readings(other):
        assert app.t(f"arran.readings.a{n:02d}_other", coins="7 ×2, 9 ×2") in readings, n
        assert app.t(f"arran.readings.a{n:02d}") not in readings, n
    last = app.t("arran.guide.last_mercenary.never")
    cognars = _texts(app, "cognars")
    assert app.t("arran.guide.free_partner", last=last) in cognars
    opener = app.t("arran.guide.opener.completes_line")
    assert app.t("arran.guide.mercenaries", opener=opener, last=last) not in cognars
    assert app.t("arran.guide.score.mercenaries_column") in _texts(app, "scoring")
    coins = _texts(app, "coins")
    exchange_coin = app.t("arran.guide.exchange_coin.like_any_coin")
    assert app.t("arran.guide.coins", exchange_coin=exchange_coin) in coins
    assert app.t("arran.guide.raise", never_raised=app.t("arran.guide.kept.like_any_coin")) in coins


def test_the_mercenary_rule_tells_the_opener_column_and_the_last_mercenary_read_in_the_data(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With the chain rule the Cognars page says where an opener goes and when the last
    Mercenary may come, as the data read them (A-09), and the coins page what may raise the
    3-Exchange talion (A-04)."""
    import dataclasses

    from game.arran.cards import build_table
    from game.ui.games.arran import rulebook

    app.t.game = "arran"
    source = TABLE.source
    variants = dataclasses.replace(
        source.variants, last_mercenary="never", mercenary_opener_column="choice"
    )
    for rules, opener, last, given_up in (
        (source, "completes_line", "partner_only", "never"),
        (dataclasses.replace(source, variants=variants), "choice", "never", "never"),
    ):
        monkeypatch.setattr(rulebook, "default_table", lambda rules=rules: build_table(rules))
        text = app.t(
            "arran.guide.mercenaries",
            opener=app.t(f"arran.guide.opener.{opener}"),
            last=app.t(f"arran.guide.last_mercenary.{last}"),
        )
        assert text in _texts(app, "cognars")
        never_raised = app.t(f"arran.guide.kept.{given_up}")
        assert app.t("arran.guide.raise", never_raised=never_raised) in _texts(app, "coins")

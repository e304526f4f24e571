"""Help where the eye is: tooltips on hover, zoom on right-click, the log, the live score pad."""

from __future__ import annotations

import pygame
import pytest

from game.core.session import AI, HUMAN, Seat, Session
from game.ui.app import App
from game.ui.autoplay import FRAME_MS, click, hover
from game.ui.games.nidavellir.help import Describer, hover_items
from game.ui.table import chrome
from game.ui.table.scene import TableScene
from tests.ui.conftest import rest, table_after

pytestmark = pytest.mark.ui


def _table(app: App, steps: int = 0) -> TableScene:
    session = Session([Seat("Ann", HUMAN), Seat("Bo", AI), Seat("Cy", AI)], 17)
    return table_after(app, session, steps, rng_seed=3)


def test_a_tooltip_appears_on_hover_with_the_rule_text(app: App) -> None:
    scene = _table(app)
    assert scene.presenter.lay is not None
    key, rect = next(iter(scene.presenter.lay.tavern_cards.items()))
    before = app.screen.copy()
    hover(app, rect.center)
    rest(app)
    item = scene.item_at(rect.center)
    assert item is not None and item[2] == key
    text = Describer(app.rules, app.t, app.faces._name).describe(item[1], item[2], scene.view)
    tip = scene.tooltip()
    assert text and tip is not None
    box = tip[0]
    assert box.top == rect.bottom + 10 and not box.colliderect(rect)  # beside, never over it
    inside = (box.x + 40, box.y + 4)
    assert app.screen.get_at(inside) != before.get_at(inside)
    gem = scene.presenter.lay.seats[0].gem
    assert "Gem" in Describer(app.rules, app.t, app.faces._name).describe(
        "gem", scene.view["seats"][0]["gem"], scene.view
    )
    assert scene.item_at(gem.center)[1] == "gem"  # type: ignore[index]


def test_every_thing_on_a_busy_table_has_help(app: App) -> None:
    scene = _table(app, steps=90)
    assert scene.presenter.lay is not None
    describer = Describer(app.rules, app.t, app.faces._name)
    items = hover_items(scene.view, scene.presenter.lay)
    kinds = {kind for _, kind, _ in items}
    assert {"card", "coin", "gem", "treasure", "tavern", "distinction", "column"} <= kinds
    assert all(describer.describe(kind, what, scene.view) for _, kind, what in items)


def test_right_click_zooms_a_card_and_a_click_closes_it(app: App) -> None:
    scene = _table(app)
    assert scene.presenter.lay is not None
    key, rect = next(iter(scene.presenter.lay.heroes.items()))
    click(app, rect.center, button=3)
    assert scene.zoom == key
    click(app, (5, 5))
    assert scene.zoom is None and not scene.session.held


def test_the_log_hides_bids_until_they_are_revealed(app: App) -> None:
    scene = _table(app)
    session = scene.session
    session.submit(session.state.legal_actions(1)[7])
    app.step(FRAME_MS)
    lines = [" ".join(str(v) for k, v in line if k == "text") for line in scene.log_lines()]
    assert lines == ["Bo placed bids"]
    session.submit(session.state.legal_actions(2)[3])
    session.submit(session.state.legal_actions(0)[0])
    app.step(FRAME_MS)
    texts = [" ".join(str(v) for k, v in line if k == "text") for line in scene.log_lines()]
    assert any(t.startswith("The Laughing Goblin:") for t in texts)
    click(app, chrome.LOG_BUTTON.center)
    assert scene.log_open
    app.set_language("fr")
    texts = [" ".join(str(v) for k, v in line if k == "text") for line in scene.log_lines()]
    assert texts[0] == "Bo a misé"


def test_tab_shows_the_live_score_pad(app: App) -> None:
    scene = _table(app, steps=60)
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t", scancode=43)
    )
    app.step(FRAME_MS)
    assert scene.show_scores
    click(app, (5, 5))
    assert not scene.show_scores

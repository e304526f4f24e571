"""Words given their room: the settings' speed buttons read at the buttons' size ("Normales"
too), the autopick setting reads as French, and the owners of the distinctions in a solo game
("Clan neutre" five times) sit on tags of their own, none squeezed below reading size."""

from __future__ import annotations

import itertools
import random

import pytest
from pygame import Rect

from game.core.session import HUMAN, Seat, Session
from game.core.simulate import random_step
from game.ui.app import App
from game.ui.assets import Drawn
from game.ui.autoplay import FRAME_MS
from game.ui.scenes.settings import SettingsScene
from tests.ui.conftest import table_after

pytestmark = pytest.mark.ui

SETTINGS_PANEL = Rect(340, 50, 920, 830)


@pytest.mark.parametrize(
    ("lang", "words", "autopick"),
    [
        ("en", ("Off", "Fast", "Normal", "Slow"), "Play forced moves automatically"),
        (
            "fr",
            ("Aucune", "Rapides", "Normales", "Lentes"),
            "Jouer automatiquement les coups forcés",
        ),
    ],
)
def test_the_speed_buttons_read_at_one_size_inside_the_panel(
    app: App, lang: str, words: tuple[str, ...], autopick: str
) -> None:
    app.set_language(lang)
    scene = SettingsScene(app)
    app.push(scene)
    drawn: set[Drawn] = set()
    app.assets.drawn = drawn
    app.step(FRAME_MS)
    sizes = {d.text: d.size for d in drawn}
    assert [sizes[word] for word in words] == [21] * 4  # none shrunk to fit its button
    speeds = [rect for rect, target in scene.targets() if target[0] == "animation"]
    inner = SETTINGS_PANEL.inflate(-20, -20)
    assert all(inner.contains(rect) for rect in speeds)
    assert all(a.right < b.x for a, b in itertools.pairwise(speeds))
    assert autopick in sizes


@pytest.mark.parametrize(("lang", "clan"), [("en", "Neutral clan"), ("fr", "Clan neutre")])
def test_the_distinctions_owners_sit_on_tags_apart_and_readable(
    app: App, lang: str, clan: str
) -> None:
    session = Session([Seat("Astrid", HUMAN)], 3, {"solo": "neutral"})
    rng = random.Random(1)
    while session.state.distinctions_left:  # Age 1 played out: the distinctions awarded
        random_step(session.state, rng)
    app.set_language(lang)
    drawn: set[Drawn] = set()
    app.assets.drawn = drawn
    scene = table_after(app, session, 0, 1)
    lay = scene.presenter.lay
    frame = lay.frame.distinctions
    assert all(frame.contains(rect) for rect in lay.distinctions.values())
    cards = sorted(lay.distinctions.values(), key=lambda r: r.x)
    assert all(a.right < b.x for a, b in itertools.pairwise(cards))
    owners = [d for d in drawn if d.text in (clan, "Astrid")]
    assert {d.text for d in owners} >= {clan} and min(d.size for d in owners) >= 12

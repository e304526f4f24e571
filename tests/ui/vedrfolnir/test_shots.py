"""`python main.py shots --game vedrfolnir`: the seeded tour plays a whole game through the window
with the clicks a person makes and pictures its key moments, with no text a player must read
below 12 px."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core import registry
from game.ui.app import App
from game.ui.assets import Drawn
from game.ui.games.vedrfolnir.shots import take_shots

pytestmark = pytest.mark.ui

ALWAYS = {"menu", "new_game", "reveal", "attribute_reach", "tooltip", "zoom", "log"}
ALWAYS |= {"live_scores", "pause", "save", "final_table", "score_sheet", "settings"}


@pytest.mark.parametrize(
    ("players", "lang", "more"),
    [
        (1, "fr", {"brynhildr"}),
        pytest.param(4, "en", {"respond", "hel_choice"}, marks=pytest.mark.slow),
    ],
)
def test_the_tour_pictures_each_key_moment(
    app: App,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    players: int,
    lang: str,
    more: set[str],
) -> None:
    names: list[str] = []
    monkeypatch.setattr(app, "screenshot", lambda path: names.append(path.stem.split("_", 1)[1]))
    drawn: set[Drawn] = set()
    app.assets.drawn = drawn
    info = registry.get("vedrfolnir")
    take_shots(tmp_path, info, players, 1, {"spring": True, "winter": True}, lang, app)
    assert ALWAYS | more <= set(names), sorted(ALWAYS | more - set(names))
    small = sorted({(round(d.size, 1), d.face, d.text) for d in drawn if d.size < 12})
    assert small == [], small

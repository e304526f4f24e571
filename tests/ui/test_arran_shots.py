"""`python main.py shots --game arran`: the seeded tour plays a whole game through the window and
pictures its key moments, with no text a player must read below the floor and every name whole."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from game.arran.cards import default_table
from game.core.game import GameInfo
from game.ui.app import App
from game.ui.assets import Drawn
from game.ui.games.arran.shots import take_shots
from tests.ui.test_arran_table import registered_arran
from tests.ui.test_text_size import arran_names, misread

pytestmark = pytest.mark.ui


@pytest.fixture
def arran() -> Iterator[GameInfo]:
    with registered_arran() as info:
        yield info


@pytest.mark.parametrize(
    ("players", "lang"), [(2, "fr"), pytest.param(5, "en", marks=pytest.mark.slow)]
)
def test_the_tour_pictures_each_key_moment(
    app: App,
    arran: GameInfo,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    players: int,
    lang: str,
) -> None:
    names: list[str] = []
    monkeypatch.setattr(app, "screenshot", lambda path: names.append(path.stem.split("_", 1)[1]))
    drawn: set[Drawn] = set()
    app.assets.drawn = drawn
    take_shots(tmp_path, arran, players, 1, None, lang, app)
    expected = {"bidding", "reveal", "choice_pick", "choice_recruit", "evaluation", "era2_table"}
    assert expected | {"tooltip", "zoom", "log", "live_scores", "score_sheet"} <= set(names)
    assert misread(drawn, arran_names(default_table())) == ([], [])

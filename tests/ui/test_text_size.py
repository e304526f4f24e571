"""Nothing a player must read is drawn below 12 px at 1600×900, in any scene or panel.

Every text goes through `Assets.text`, `Assets.wrapped` or `Assets.fit` (which records the size
a squeezed label is read at); the test records them while `shots` plays a seeded game through
every scene and panel, card faces, coins and gems included, in English and French, at 2 and 5
chairs, compact and full.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from game.nidavellir.info import INFO
from game.ui.app import App
from game.ui.assets import Drawn
from game.ui.games.nidavellir.shots import take_shots
from game.ui.settings import Settings
from game.ui.table.scene import TableScene

MIN_PX = 12


def record(
    app: App,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    players: int,
    lang: str,
    compact: bool,
    idavoll: bool,
) -> tuple[set[Drawn], dict[str, bool]]:
    """Every text drawn, and for each picture whether a coin was turning over or a card
    flying when it was taken (the PNGs themselves are not written)."""
    app.settings.compact = compact
    app.settings.animation_ms = Settings().animation_ms  # the shipped pace, as `shots` plays
    moving: dict[str, bool] = {}

    def picture(path: Path) -> None:
        table = next((s for s in app.scenes if isinstance(s, TableScene)), None)
        moving[path.stem.split("_", 1)[1]] = table is not None and bool(
            table.presenter.flip_ms or table.presenter.flights
        )

    monkeypatch.setattr(app, "screenshot", picture)
    drawn: set[Drawn] = set()
    app.assets.drawn = drawn
    take_shots(tmp_path, INFO, players, 3, {"idavoll": idavoll}, lang, app)
    return drawn, moving


# The default suite sees each language, chair count and layout once; -m slow adds the other
# pairings.
@pytest.mark.parametrize(
    ("players", "lang", "compact", "idavoll"),
    [
        (2, "fr", False, True),
        (5, "en", True, False),
        pytest.param(2, "en", True, False, marks=pytest.mark.slow),
        pytest.param(5, "fr", False, True, marks=pytest.mark.slow),
    ],
)
def test_no_text_below_12_px(
    app: App,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    players: int,
    lang: str,
    compact: bool,
    idavoll: bool,
) -> None:
    drawn, moving = record(app, tmp_path, monkeypatch, players, lang, compact, idavoll)
    assert len({d.text for d in drawn}) > 200  # the whole game was seen
    assert moving["reveal"] is False  # `shots` waits for the coins to finish turning over
    small = sorted({(round(d.size, 1), d.face, d.text) for d in drawn if d.size < MIN_PX})
    assert small == []

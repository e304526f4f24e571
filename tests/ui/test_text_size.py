"""Every text a player must read is drawn at the floor (`theme.MIN_TEXT_PX`, 16 px at 1600×900:
12 px on a 1280×720 screen) or larger, and every name of a card, a class, an Order, a tavern or
a distinction reads whole: never cut with an ellipsis, never squeezed below the floor (a face
too narrow shows the shorter name its data defines, or none).

Every text goes through `Assets.text`, `Assets.wrapped` or `Assets.fit` (which records the size
a squeezed label is read at); each test records them while `shots` plays a seeded game through
every scene and panel, card faces, coins and gems included, for each game and option set
(Nidavellir base, Idavoll, Thingvellir, both, the two solo opponents; Guerres d'Arran), in
English and French, compact and full. Thingvellir with Idavoll and Arran at two chairs are
pictured by their own tests (test_thingvellir_table.py, test_arran_shots.py), which check the
same two things with `misread`.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

import pytest

from game.arran.cards import default_table
from game.core import registry
from game.core.game import GameInfo
from game.ui.app import App
from game.ui.assets import Drawn
from game.ui.games.arran.shots import take_shots as arran_shots
from game.ui.games.nidavellir.shots import take_shots as nidavellir_shots
from game.ui.settings import Settings
from game.ui.table.scene import TableScene
from game.ui.theme import MIN_TEXT_PX
from tests.ui.test_arran_table import registered_arran

ELLIPSIS = "…"


def _both(names: Iterable[Any]) -> set[str]:
    return {str(getattr(n, lang)) for n in names for lang in ("en", "fr")}


def nidavellir_names(rules: Any) -> set[str]:
    """Every name a Nidavellir table may show, whole and as its first word."""
    names = _both(c.name for c in rules.cards)
    names |= {n.split(" ")[0] for n in names}
    names |= _both(c.name for c in rules.classes)
    names |= _both(d.name for d in rules.distinctions)
    names |= _both(rules.tavern_names)
    return names


def arran_names(table: Any) -> set[str]:
    rules = table.source
    names = _both(c.name for c in table.cards)
    names |= _both(o.name for o in rules.orders) | _both(o.dwarf_name for o in rules.orders)
    names |= _both(name for _, name in rules.taverns)
    return names


def misread(drawn: set[Drawn], names: set[str]) -> tuple[list[Any], list[Any]]:
    """(texts below the floor, names cut short or squeezed): both empty when all is well."""
    small = sorted({(round(d.size, 1), d.face, d.text) for d in drawn if d.size < MIN_TEXT_PX})
    cut = sorted(
        {
            d.text
            for d in drawn
            if (d.text in names and d.size < MIN_TEXT_PX)
            or (
                d.text.endswith(ELLIPSIS) and any(n.startswith(d.text[:-1].rstrip()) for n in names)
            )
        }
    )
    return small, cut


def record(
    app: App,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    info: GameInfo,
    players: int,
    options: dict[str, Any],
    lang: str,
) -> tuple[set[Drawn], dict[str, bool]]:
    """Every text drawn, and for each picture whether a coin was turning over or a card
    flying when it was taken (the PNGs themselves are not written)."""
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
    if info.key == "arran":
        arran_shots(tmp_path, info, players, 1, options, lang, app)
    else:
        nidavellir_shots(tmp_path, info, players, 3, options, lang, app)
    return drawn, moving


NIDAVELLIR = [
    pytest.param(2, {"idavoll": True}, "fr", False, id="idavoll-2-fr"),
    pytest.param(5, {}, "en", True, id="base-5-en-compact"),
    pytest.param(4, {"thingvellir": True}, "fr", False, id="thingvellir-4-fr"),
    pytest.param(1, {"solo": "andvari"}, "en", False, id="solo-andvari-en"),
    pytest.param(1, {"solo": "neutral"}, "fr", True, id="solo-neutral-fr-compact"),
    pytest.param(2, {}, "en", True, id="base-2-en-compact", marks=pytest.mark.slow),
    pytest.param(5, {"idavoll": True}, "fr", False, id="idavoll-5-fr", marks=pytest.mark.slow),
]


@pytest.mark.parametrize(("players", "options", "lang", "compact"), NIDAVELLIR)
def test_every_nidavellir_text_reads_and_every_name_is_whole(
    app: App,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    players: int,
    options: dict[str, Any],
    lang: str,
    compact: bool,
) -> None:
    app.settings.compact = compact
    info = registry.get("nidavellir")
    drawn, moving = record(app, tmp_path, monkeypatch, info, players, options, lang)
    assert len({d.text for d in drawn}) > 200  # the whole game was seen
    assert moving["reveal"] is False  # `shots` waits for the coins to finish turning over
    assert misread(drawn, nidavellir_names(app.rules)) == ([], [])


@pytest.mark.parametrize(
    ("players", "lang"), [(4, "en"), pytest.param(5, "fr", marks=pytest.mark.slow)]
)
def test_every_arran_text_reads_and_every_name_is_whole(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, players: int, lang: str
) -> None:
    with registered_arran() as info:
        drawn, _ = record(app, tmp_path, monkeypatch, info, players, {}, lang)
        assert len({d.text for d in drawn}) > 200
        assert misread(drawn, arran_names(default_table())) == ([], [])

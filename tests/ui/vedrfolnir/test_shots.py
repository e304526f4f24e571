"""`python main.py shots --game vedrfolnir`: the seeded tour plays a whole game through the window
with the clicks a person makes and pictures its key moments; nothing Vedrfolnir draws (its
table, panels, faces and pages) is below 16 px, so it still reads at 12 px on a window scaled
down to 0.75, and no card name is cut short, with every deck set and every mode."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from game.core import registry
from game.ui.app import App
from game.ui.assets import Drawn
from game.ui.games.vedrfolnir import faces
from game.ui.games.vedrfolnir.shots import take_shots

pytestmark = pytest.mark.ui

ALWAYS = {"menu", "new_game", "reveal", "attribute_reach", "tooltip", "zoom", "log"}
ALWAYS |= {"live_scores", "pause", "save", "final_table", "score_sheet", "settings"}
MORE = {1: {"brynhildr"}, 2: set(), 4: set()}
OPTIONS = {
    "base": {},
    "spring": {"spring": True},
    "winter": {"winter": True},
    "both": {"spring": True, "winter": True},
}
OURS = "game.ui.games.vedrfolnir"
DEFAULT = {(1, "both"), (2, "base")}  # the other runs are slow: a minute each


class Ours(set[Drawn]):
    """Records only the texts Vedrfolnir's own code asks the assets for: the shell's and the
    shared scenes' and widgets' (the log drawer, the score pad, the buttons) are another
    check's."""

    def add(self, drawn: Drawn) -> None:
        frame = sys._getframe(1)
        while frame is not None and frame.f_globals.get("__name__") == "game.ui.assets":
            frame = frame.f_back
        caller = "" if frame is None else str(frame.f_globals.get("__name__", ""))
        if caller.startswith(OURS) and caller != f"{OURS}.shots":
            super().add(drawn)


def _runs() -> list[object]:
    """Every deck set with 1, 2 and 4 players, the language alternating."""
    runs: list[object] = []
    for players in (1, 2, 4):
        for i, decks in enumerate(OPTIONS):
            lang = "fr" if (players + i) % 2 else "en"
            marks = [] if (players, decks) in DEFAULT else [pytest.mark.slow]
            runs.append(pytest.param(players, decks, lang, marks=marks))
    return runs


@pytest.mark.parametrize(("players", "decks", "lang"), _runs())
def test_the_tour_pictures_each_key_moment_and_reads_whole(
    app: App,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    players: int,
    decks: str,
    lang: str,
) -> None:
    names: list[str] = []
    monkeypatch.setattr(app, "screenshot", lambda path: names.append(path.stem.split("_", 1)[1]))
    monkeypatch.setattr(faces, "_CACHE", {})  # every face drawn afresh, its texts recorded
    drawn = Ours()
    app.assets.drawn = drawn
    info = registry.get("vedrfolnir")
    take_shots(tmp_path, info, players, 1, OPTIONS[decks], lang, app)
    assert ALWAYS | MORE[players] <= set(names), sorted(ALWAYS | MORE[players] - set(names))
    assert any(d.face.startswith("display") and d.size >= 16 for d in drawn)  # faces seen
    small = sorted({(round(d.size, 1), d.face, d.text) for d in drawn if d.size < faces.MIN_TEXT})
    assert small == [], small
    cut = sorted({d.text for d in drawn if faces.ELLIPSIS in d.text})
    assert cut == [], cut

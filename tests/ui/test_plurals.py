"""Counts read as counts: "1 point", "2 points", and in French "0 point", in every string a
number is shown with its noun. A string that puts a number before a counted noun is a plural
pair (`one`/`other`) or takes its count as a phrase from `count.*`, never "{n} points" alone."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from game.core.dataload import read_yaml
from game.core.game import Outcome
from game.core.session import HUMAN, Seat, Session
from game.ui.app import App
from game.ui.autoplay import FRAME_MS
from game.ui.i18n import I18N_DIR, LANGUAGES, Strings
from game.ui.scenes.scoresheet import ScoreSheetScene

NOUNS = {
    "en": ("point", "points", "card", "cards", "star", "stars", "rank", "ranks", "coins"),
    "fr": ("point", "points", "carte", "cartes", "étoile", "étoiles", "grade", "grades", "pièces"),
}
# A name, not a count, before the noun ("Odin runes", "Shield ranks"), or a list of counts.
NOT_COUNTS = {
    "arran.guide.majority_ranks",
    "vedrfolnir.choice.runes",
    "arran.coach.reason.hero_line",
}


def _singles(node: Any, path: str = "") -> Iterator[tuple[str, str]]:
    """Every string that is not one half of a plural pair, with its key."""
    if isinstance(node, dict):
        if {"one", "other"} <= set(node):
            return
        for key, value in node.items():
            yield from _singles(value, f"{path}.{key}" if path else str(key))
    elif isinstance(node, str):
        yield path, node


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_string_puts_a_bare_number_before_a_counted_noun(lang: str) -> None:
    counted = re.compile(r"\{\w+\}[\s\u00a0]+(" + "|".join(NOUNS[lang]) + r")\b")
    strings = read_yaml(I18N_DIR / f"{lang}.yaml")
    bare = [
        (key, text)
        for key, text in _singles(strings)
        if counted.search(text) and key not in NOT_COUNTS
    ]
    assert bare == []


@pytest.mark.parametrize(
    ("lang", "n", "expected"),
    [
        ("en", 0, ("0 points", "0 cards", "0 stars")),
        ("en", 1, ("1 point", "1 card", "1 star")),
        ("en", 2, ("2 points", "2 cards", "2 stars")),
        ("fr", 0, ("0 point", "0 carte", "0 étoile")),
        ("fr", 1, ("1 point", "1 carte", "1 étoile")),
        ("fr", 2, ("2 points", "2 cartes", "2 étoiles")),
    ],
)
def test_the_count_phrases_follow_each_language_s_plural(
    lang: str, n: int, expected: tuple[str, ...]
) -> None:
    t = Strings(lang)
    assert tuple(t.plural(f"count.{noun}", n) for noun in ("points", "cards", "stars")) == expected


@pytest.mark.parametrize(
    ("lang", "line"), [("en", "Astrid wins with 1 point!"), ("fr", "Astrid gagne avec 1 point !")]
)
def test_a_one_point_winner_reads_one_point(
    app: App, monkeypatch: pytest.MonkeyPatch, lang: str, line: str
) -> None:
    session = Session([Seat("Astrid", HUMAN), Seat("Brokk", HUMAN)], 3)
    sheets = [dict(sheet) for sheet in session.state.outcome().sheets]
    sheets[0]["total"], sheets[1]["total"] = 1, 0
    monkeypatch.setattr(type(session.state), "outcome", lambda _: Outcome([0], sheets))
    app.set_language(lang)
    app.push(ScoreSheetScene(app, session, demo=True))
    seen: list[str] = []
    note = app.assets._note
    app.assets._note = lambda text, face, size: (seen.append(text), note(text, face, size))  # type: ignore[method-assign]
    app.step(FRAME_MS)
    assert line in seen

"""The end-of-game sheet: every chair ranked, chair colours of their own, no empty middle."""

from __future__ import annotations

import dataclasses
import itertools
import math
import random

import pytest
from pygame import Rect

import tests.tinygame as tiny
from game.core import registry
from game.core.game import Option, Outcome
from game.core.session import AI, HUMAN, Seat, Session
from game.core.simulate import random_step
from game.nidavellir.data import CLASS_KEYS
from game.nidavellir.scoring import CATEGORIES, MYTH_CATEGORIES, competition_ranks
from game.ui import theme
from game.ui.app import App
from game.ui.autoplay import FRAME_MS
from game.ui.scenes.scoresheet import PANEL, ScoreSheetScene, demo_next, demo_options
from game.ui.scorepad import draw_table, table_rows

pytestmark = pytest.mark.ui

NAMES = ("Astrid", "Brokk", "Eitri", "Dvalin", "Sindri")


def _finished(players: int, seed: int = 5) -> Session:
    session = Session([Seat(NAMES[i], HUMAN if i == 0 else AI) for i in range(players)], seed)
    rng = random.Random(seed)
    while not session.state.is_over():
        random_step(session.state, rng)
    return session


def _drawn_text(app: App, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every string the assets render from now on (`text`, `fit` and `wrapped` all note what
    they draw), in the order drawn."""
    seen: list[str] = []
    note = app.assets._note

    def spy(text: str, face: str, size: float) -> None:
        seen.append(text)
        note(text, face, size)

    monkeypatch.setattr(app.assets, "_note", spy)
    return seen


def test_competition_ranking_shares_places_and_skips_after_a_tie() -> None:
    assert competition_ranks([90, 120, 120, 80]) == [3, 1, 1, 4]
    assert competition_ranks([50, 50]) == [1, 1]
    assert competition_ranks([10, 40, 30, 40, 10]) == [4, 1, 3, 1, 4]
    assert competition_ranks([7, 3]) == [1, 2]


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", ["3rd", "1st (tied)", "1st (tied)", "4th"]),
        ("fr", ["3e", "1er ex æquo", "1er ex æquo", "4e"]),
    ],
)
def test_the_sheet_shows_every_place_with_ties(
    app: App, monkeypatch: pytest.MonkeyPatch, lang: str, expected: list[str]
) -> None:
    sheet = ScoreSheetScene(app, _finished(4))
    for row, total in zip(sheet.outcome.sheets, (90, 120, 120, 80), strict=True):
        row["total"] = total
    sheet.outcome = Outcome(winners=[1, 2], sheets=sheet.outcome.sheets)  # as the rules say
    app.set_language(lang)
    app.push(sheet)
    seen = _drawn_text(app, monkeypatch)
    app.step(FRAME_MS)
    places = [text for text in seen if text in set(expected)]
    assert places == expected
    assert sheet.winners() == [1, 2]
    shared = "Shared victory: Brokk, Eitri" if lang == "en" else "Victoire partagée : Brokk, Eitri"
    assert sheet.winner_line().startswith(shared)


# Colour difference, CIE76 in CIELAB, and colour-blind sight after Machado, Oliveira and
# Fernandes (2009), severity 1, applied in linear RGB.
DEUTERANOPIA = (
    (0.367322, 0.860646, -0.227968),
    (0.280085, 0.672501, 0.047413),
    (-0.011820, 0.042940, 0.968881),
)
PROTANOPIA = (
    (0.152286, 1.052583, -0.204868),
    (0.114503, 0.786281, 0.099216),
    (-0.003882, -0.048116, 1.051998),
)


def _linear(v: float) -> float:
    v /= 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def _gamma(v: float) -> float:
    v = min(1.0, max(0.0, v))
    return 255 * (12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055)


Matrix = tuple[tuple[float, ...], ...]


def _seen(colour: tuple[int, ...], matrix: Matrix | None) -> tuple[float, ...]:
    if matrix is None:
        return tuple(float(v) for v in colour[:3])
    lin = [_linear(v) for v in colour[:3]]
    return tuple(_gamma(sum(m * c for m, c in zip(row, lin, strict=True))) for row in matrix)


def _lab(colour: tuple[float, ...]) -> tuple[float, float, float]:
    r, g, b = (_linear(v) for v in colour)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def _difference(a: tuple[int, ...], b: tuple[int, ...], matrix: tuple | None) -> float:
    return math.dist(_lab(_seen(a, matrix)), _lab(_seen(b, matrix)))


@pytest.mark.parametrize(
    ("sight", "matrix", "least"),
    [
        ("normal", None, 30.0),
        ("deuteranopia", DEUTERANOPIA, 18.0),
        ("protanopia", PROTANOPIA, 18.0),
    ],
)
def test_seat_colours_differ_from_each_other_and_from_the_classes(
    sight: str, matrix: tuple | None, least: float
) -> None:
    seats = theme.SEAT_COLOURS
    assert len(set(seats)) == 5
    pairs = [*itertools.combinations(seats, 2), *itertools.product(seats, theme.CLASS_COLOURS)]
    worst = min(pairs, key=lambda pair: _difference(*pair, matrix))
    assert _difference(*worst, matrix) >= least, (sight, worst)


def test_the_chart_draws_each_chair_in_its_seat_colour(app: App) -> None:
    sheet = ScoreSheetScene(app, _finished(2))
    app.push(sheet)
    app.step(FRAME_MS)
    chart = sheet.drawn["chart"]
    pixels = {
        tuple(app.screen.get_at((x, y)))[:3]
        for x in range(chart.x, chart.right, 2)
        for y in range(chart.y, chart.bottom, 2)
    }
    for seat in (0, 1):
        assert theme.SEAT_COLOURS[seat] in pixels
    for cls in range(5):
        assert theme.CLASS_COLOURS[cls] not in pixels


def _gaps(boxes: list[Rect], inside: Rect) -> list[int]:
    """The empty horizontal stretches between the boxes, left to right, within `inside`."""
    edges = [inside.x, *sorted(x for box in boxes for x in (box.x, box.right)), inside.right]
    return [edges[i + 1] - edges[i] for i in range(0, len(edges), 2)]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_no_wide_empty_gap_whatever_the_number_of_chairs(app: App, players: int) -> None:
    sheet = ScoreSheetScene(app, _finished(players))
    app.push(sheet)
    app.step(FRAME_MS)
    table, chart = sheet.drawn["table"], sheet.drawn["chart"]
    inner = PANEL.inflate(-72, 0)
    assert table.right < chart.x and inner.contains(table) and inner.contains(chart)
    left, middle, right = _gaps([table, chart], inner)
    assert (left, middle, right) == (0, 56, 0)
    assert chart.w >= 450


def test_the_live_pad_ranks_every_chair_and_sits_in_the_middle(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Tab at the table: the pad is as wide as its chairs, centred, with a Place row."""
    from game.ui.table.scene import TableScene

    session = Session([Seat(NAMES[i], HUMAN if i == 0 else AI) for i in range(2)], 5)
    scene = TableScene(app, session)
    app.push(scene)
    app.step(FRAME_MS)
    totals = [sheet["total"] for sheet in scene.view["scores"]]
    expected = (
        ["1st (tied)", "1st (tied)"]
        if totals[0] == totals[1]
        else ["1st", "2nd"]
        if totals[0] > totals[1]
        else ["2nd", "1st"]
    )
    seen = _drawn_text(app, monkeypatch)
    scene.show_scores = True
    scene.invalidate()
    app.step(FRAME_MS)
    assert "Place" in seen
    assert [text for text in seen if text in ("1st", "2nd", "1st (tied)")] == expected
    assert scene.presenter.score_pad is not None
    assert abs(scene.presenter.score_pad.centerx - 800) <= 1
    assert scene.presenter.score_pad.w < 800  # two chairs: no wide empty columns


def _tiny_outcome(seed: int) -> Outcome:
    """A finished Tiny Auction, played by random legal moves."""
    rng = random.Random(seed)
    state = tiny.INFO.start(3, seed)
    while not state.is_over():
        seat = state.to_move()[0]
        state.apply(rng.choice(state.legal_actions(seat)))
    return state.outcome()


def test_the_rows_are_the_categories_the_game_scores(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    base, myths = (
        _finished(3).state.outcome(),
        Session([Seat("A"), Seat("B")], 3, {"idavoll": True}),
    )
    rng = random.Random(3)
    while not myths.state.is_over():
        random_step(myths.state, rng)
    assert table_rows(app.game.categories, base.sheets, True) == [*CATEGORIES, "total", "place"]
    with_myths = [*CATEGORIES, *MYTH_CATEGORIES, "total"]  # Idavoll's rows, as before
    assert table_rows(app.game.categories, myths.state.outcome().sheets, False) == with_myths
    with tiny.registered() as info:
        app.choose_game(info)
        outcome = _tiny_outcome(7)
        seen = _drawn_text(app, monkeypatch)
        ranks = [1 + sum(o > t for o in outcome.totals) for t in outcome.totals]
        drawn = draw_table(
            app.screen, app, ["A", "B", "C"], outcome.sheets, outcome.winners, PANEL, ranks
        )
        assert table_rows(info.categories, outcome.sheets, True) == [
            "cards",
            "coins",
            "total",
            "place",
        ]
        assert {"Cards", "Coins", "Total", "Place"} <= set(seen)  # no strings: words of the keys
        assert drawn.h < PANEL.h


def test_the_statistics_show_the_game_s_categories(app: App) -> None:
    from game.ui.scenes.stats import StatsScene
    from game.ui.stats import StatRow

    row = StatRow("Astrid", 2, 1, 0.5, 21.0, 24, {"cards": 12.0, "coins": 9.0})
    with tiny.registered() as info:
        app.choose_game(info)
        scene = StatsScene(app)
        app.push(scene)
        scene.rows = [row]
        app.step(FRAME_MS)
        assert scene.categories == ("cards", "coins")
        assert {k: scene.cells(row)[k] for k in scene.categories} == {
            "cards": "12.0",
            "coins": "9.0",
        }
    app.choose_game(registry.get("nidavellir"))
    assert StatsScene(app).categories == CLASS_KEYS  # Nidavellir's five classes, as before


def test_a_tiny_auction_ends_on_its_own_sheet(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    with tiny.registered() as info:
        app.choose_game(info)
        session = Session([Seat("Ann", HUMAN), Seat("Bo", AI), Seat("Cy", AI)], 4, game="tiny")
        rng = random.Random(4)
        while not session.state.is_over():
            seat = (session.waiting_ai() + session.waiting_humans())[0]
            session.submit(rng.choice(session.state.legal_actions(seat)))
        sheet = ScoreSheetScene(app, session, demo=True)  # demo: nothing recorded
        app.push(sheet)
        seen = _drawn_text(app, monkeypatch)
        app.step(FRAME_MS)
        assert {"Cards", "Coins", "Total", sheet.winner_line()} <= set(seen)
        assert sheet.drawn["table"].h < sheet.layout()[0].h
        assert demo_options(info, session.options) == {"long": True}  # the demo shows both


def test_the_demo_turns_through_the_sets_of_options_the_game_allows() -> None:
    info = dataclasses.replace(
        tiny.INFO,
        options=(Option("long"), Option("epic", requires=("long",))),
    )
    seen, options = [], info.options_from()
    for _ in range(4):
        seen.append(options)
        options = demo_options(info, options)
    assert seen == [
        {"long": False, "epic": False},
        {"long": True, "epic": False},
        {"long": True, "epic": True},
        {"long": False, "epic": False},
    ]


def test_the_demo_turns_to_the_next_game_after_the_last_set_of_options() -> None:
    nidavellir = registry.get("nidavellir")
    with tiny.registered():
        games = registry.games()
        shown, game, options = [], nidavellir, nidavellir.options_from()
        for _ in range(9):
            on = {o.key for o in game.options if o.is_on(options[o.key])}
            shown.append((game.key, tuple(k for k in options if k in on)))
            game, options = demo_next(game, options)
        assert shown == [
            ("nidavellir", ()),
            ("nidavellir", ("thingvellir",)),
            ("nidavellir", ("idavoll",)),
            ("nidavellir", ("idavoll", "thingvellir")),
            ("nidavellir", ("first_game",)),
            ("nidavellir", ("first_game", "thingvellir")),
            ("nidavellir", ("first_game", "idavoll")),
            ("nidavellir", ("first_game", "idavoll", "thingvellir")),
            (games[1].key, ()),
        ]
        assert demo_next(games[-1], games[-1].options_from({"long": True})) == (
            nidavellir,
            nidavellir.options_from(),
        )

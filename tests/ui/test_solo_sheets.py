"""The sheet at the end of a game against the rules' own opponent: its line is on the chart, its
column on the pad, and the sheet says plainly who won, in English and in French."""

from __future__ import annotations

import random

import pytest

from game.core import registry
from game.core.game import Outcome
from game.core.session import HUMAN, Seat, Session
from game.ui.app import App
from game.ui.autoplay import FRAME_MS
from game.ui.scenes.scoresheet import ScoreSheetScene
from game.ui.scorepad import seat_colour

pytestmark = pytest.mark.ui

CLAN = {("neutral", "en"): "Neutral clan", ("neutral", "fr"): "Clan neutre"}


def _played(game: str, players: int, seed: int, options: dict[str, object]) -> Session:
    """A game of random legal moves played through the session, so each round is recorded as
    the table records it."""
    info = registry.get(game)
    session = Session([Seat(f"P{i}", HUMAN) for i in range(players)], seed, options, info)
    rng = random.Random(seed)
    while not session.state.is_over():
        seats = session.state.to_move()
        seat = seats[0] if len(seats) == 1 else rng.choice(seats)
        session.submit(rng.choice(session.state.legal_actions(seat)))
    return session


def _sheet(app: App, session: Session, lang: str) -> tuple[ScoreSheetScene, list[str]]:
    """The sheet drawn once, and every text it drew."""
    app.choose_game(session.info)
    app.set_language(lang)
    sheet = ScoreSheetScene(app, session, demo=True)
    app.push(sheet)
    seen: list[str] = []
    note = app.assets._note
    app.assets._note = lambda text, face, size: (seen.append(text), note(text, face, size))  # type: ignore[method-assign]
    app.step(FRAME_MS)
    return sheet, seen


def _chart_colours(app: App, sheet: ScoreSheetScene) -> set[tuple[int, ...]]:
    chart = sheet.drawn["chart"]
    plot_bottom = chart.bottom - 60  # above the legend: only the lines and their markers
    return {
        tuple(app.screen.get_at((x, y)))[:3]
        for x in range(chart.x + 44, chart.right)
        for y in range(chart.y + 36, plot_bottom)
    }


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("solo", ["neutral", "andvari"])
def test_the_clan_has_its_line_on_the_chart_and_its_column(app: App, solo: str, lang: str) -> None:
    session = _played("nidavellir", 1, 3, {"solo": solo})
    assert all(len(totals) == 2 for _, totals in session.rounds)
    sheet, seen = _sheet(app, session, lang)
    clan = CLAN.get((solo, lang), "Andvari")
    assert sheet.other_names() == [clan]
    assert seen.count(clan) >= 2  # its column's head and its entry in the chart's legend
    assert seat_colour(1) in _chart_colours(app, sheet)  # its line, not only its legend


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_solo_tie_says_the_clan_wins_it(
    app: App, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    session = _played("nidavellir", 1, 3, {"solo": "neutral"})
    player, clan = session.state.scores()
    tied = Outcome([], [{**player, "total": 200}], [{**clan, "total": 200}])
    monkeypatch.setattr(type(session.state), "outcome", lambda _: tied)
    sheet, seen = _sheet(app, session, lang)
    expected = {
        "en": ("Neutral clan wins with 200 points!", "in a solo game, the Neutral clan wins a tie"),
        "fr": ("Clan neutre gagne avec 200 points !", "en solo, le Clan neutre l'emporte"),
    }[lang]
    assert sheet.winner_line() == expected[0]
    assert expected[1] in sheet.reason_line()
    assert {sheet.winner_line(), sheet.reason_line()} <= set(seen)


def _vedrfolnir_solo(won: bool) -> Session:
    for seed in range(40):
        session = _played("vedrfolnir", 1, seed, {})
        if bool(session.state.outcome().winners) == won:
            return session
    raise AssertionError("no such game in 40 seeds")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_lost_vedrfolnir_solo_game_names_brynhildr_and_why(app: App, lang: str) -> None:
    session = _vedrfolnir_solo(won=False)
    sheet, seen = _sheet(app, session, lang)
    assert sheet.other_names() == ["Heilheim", "Brynhildr"]
    assert {"Heilheim", "Brynhildr"} <= set(seen)
    assert len(sheet.ranks) == 3 and sheet.winners() == []
    headline = {"en": "Brynhildr wins this time", "fr": "Brynhildr l'emporte cette fois"}[lang]
    assert sheet.winner_line() == headline
    why = sheet.reason_line()
    mine = session.state.outcome().totals[0]
    assert f"P0 ({mine})" in why and ("Heilheim" in why or "Brynhildr" in why)
    assert {headline, why} <= set(seen)
    place = {"en": "1st", "fr": "1er"}[lang]
    if sheet.ranks[0] == 1:  # first on points yet lost: the target the options set
        assert place in seen
    for colour in (seat_colour(1), seat_colour(2)):
        assert colour in _chart_colours(app, sheet)


def test_a_won_vedrfolnir_solo_game_says_who_won(app: App) -> None:
    session = _vedrfolnir_solo(won=True)
    sheet, _ = _sheet(app, session, "en")
    assert sheet.ranks[0] == 1 and sheet.reason_line() == ""
    assert sheet.winner_line().startswith("P0 wins with")


@pytest.mark.parametrize(
    ("options", "rows"),
    [
        ({}, ["Odin", "Thor"]),
        ({"spring": True}, ["Odin", "Thor", "Tyr", "Freyja's bonus"]),
        ({"winter": True}, ["Odin", "Thor", "Surtr"]),
    ],
)
def test_vedrfolnir_sheets_list_only_the_cards_in_play(
    app: App, options: dict[str, object], rows: list[str]
) -> None:
    session = _played("vedrfolnir", 3, 1, options)
    _, seen = _sheet(app, session, "en")
    every = ["Odin", "Thor", "Tyr", "Surtr", "Freyja's bonus"]
    assert [label for label in every if label in seen] == rows


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_two_player_sheet_says_the_ases_points_never_count_for_their_owner(
    app: App, lang: str
) -> None:
    """The Ases' columns look like players': whoever wins (a player or the gods), the reason line
    says an Ase never scores for its owner."""
    seen_both = set()
    for seed in range(40):
        session = _played("vedrfolnir", 2, seed, {})
        winners = session.state.outcome().winners
        if bool(winners) in seen_both:
            continue
        seen_both.add(bool(winners))
        sheet, seen = _sheet(app, session, lang)
        why = sheet.reason_line()
        never = {"en": "an Ase's points never count", "fr": "les points d'un Ase ne comptent"}
        assert never[lang] in why and why in seen
        if winners:
            name = f"P{winners[0]}"
            assert sheet.winner_line().startswith(name) and why.startswith(name)
        app.scenes.clear()
        if len(seen_both) == 2:
            break
    assert seen_both == {True, False}

"""What Guerres d'Arran's screens say at the end and at the table, in English and French: a tie
broken by Elite Cognars says so, the coins are never "talions" beside the Talion Order, the
table and the sheet name the score alike, and AI Lords bear names of Arran's world."""

from __future__ import annotations

import importlib
import random
from collections.abc import Iterator

import pytest

from game.core.game import GameInfo, Outcome
from game.core.session import AI, HUMAN, Seat, Session
from game.core.simulate import random_step
from game.ui.app import App
from game.ui.autoplay import FRAME_MS
from game.ui.games.arran.menu import AI_NAMES
from game.ui.gameui import DWARF_NAMES
from game.ui.scenes.menus import NewGameScene
from game.ui.scenes.scoresheet import ScoreSheetScene
from game.ui.table.scene import TableScene
from tests.ui.test_arran_table import registered_arran

pytestmark = pytest.mark.ui


@pytest.fixture
def arran() -> Iterator[GameInfo]:
    with registered_arran() as info:
        yield info


def _spy(app: App) -> list[str]:
    """Every text drawn from now on (`text`, `fit` and `wrapped` all note theirs)."""
    seen: list[str] = []
    note = app.assets._note
    app.assets._note = lambda text, face, size: (seen.append(text), note(text, face, size))  # type: ignore[method-assign]
    return seen


def _finished(info: GameInfo, players: int = 3, seed: int = 4) -> Session:
    seats = [Seat(name, HUMAN) for name in ("Serge", "Céline", "Valériane")[:players]]
    session = Session(seats, seed, {}, info)
    rng = random.Random(seed)
    while not session.state.is_over():
        random_step(session.state, rng)
    return session


def _tied(session: Session, monkeypatch: pytest.MonkeyPatch, elites: list[int]) -> None:
    """The first two Lords end level on 122 points with these Elite Cognars: the rules'
    tie-break decides, as `scoring.winners` does."""
    state = session.state
    sheets = [dict(sheet) for sheet in state.scores()]
    for seat, total in enumerate((122, 122, 90)):
        sheets[seat]["total"] = total
    most = max(elites[:2])
    winners = [seat for seat in (0, 1) if elites[seat] == most]
    monkeypatch.setattr(type(state), "outcome", lambda _: Outcome(winners, sheets))
    forts = [state.fortress(seat) for seat in range(3)]
    verdict = importlib.import_module("game.ui.games.arran.verdict")  # the package's `verdict`
    monkeypatch.setattr(verdict, "elite_count", lambda _, fort: elites[forts.index(fort)])


@pytest.mark.parametrize(
    ("lang", "headline", "reason"),
    [
        (
            "en",
            "Céline wins with 122 points!",
            "Tied with Serge on 122 points: the most Elite Cognars win (2 against 1).",
        ),
        (
            "fr",
            "Céline gagne avec 122 points !",
            "À égalité avec Serge à 122 points : le plus de Cognars d'Élite l'emporte "
            "(2 contre 1).",
        ),
    ],
)
def test_a_tie_broken_by_elite_cognars_says_why(
    app: App,
    arran: GameInfo,
    monkeypatch: pytest.MonkeyPatch,
    lang: str,
    headline: str,
    reason: str,
) -> None:
    session = _finished(arran)
    _tied(session, monkeypatch, [1, 2, 0])
    app.choose_game(arran)
    app.set_language(lang)
    app.push(ScoreSheetScene(app, session, demo=True))
    seen = _spy(app)
    app.step(FRAME_MS)
    assert headline in seen and reason in seen


def test_a_tie_on_elite_cognars_too_is_shared_and_says_so(
    app: App, arran: GameInfo, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = _finished(arran)
    _tied(session, monkeypatch, [1, 1, 0])
    app.choose_game(arran)
    sheet = ScoreSheetScene(app, session, demo=True)
    assert sheet.winner_line() == "Shared victory: Serge, Céline with 122 points"
    assert sheet.reason_line() == (
        "Tied on points and on Elite Cognars (1 each): the victory is shared."
    )


@pytest.mark.parametrize(("lang", "coins"), [("en", "Coins"), ("fr", "Pièces")])
def test_the_sheet_tells_the_talion_order_from_the_coins(
    app: App, arran: GameInfo, lang: str, coins: str
) -> None:
    session = _finished(arran)
    app.choose_game(arran)
    app.set_language(lang)
    app.push(ScoreSheetScene(app, session, demo=True))
    seen = _spy(app)
    app.step(FRAME_MS)
    assert "Talion" in seen and coins in seen
    assert not {text for text in seen if "talions" in text.lower()}
    assert (
        app.t("scores.title")
        == {
            "en": "Final Bravery Value",
            "fr": "Valeur finale de Bravoure",
        }[lang]
    )


@pytest.mark.parametrize(("lang", "word"), [("en", "Bravery"), ("fr", "Bravoure")])
def test_the_table_names_the_score_as_the_sheet_does(
    app: App, arran: GameInfo, lang: str, word: str
) -> None:
    seats = [Seat("Serge", HUMAN), Seat("Céline", AI, "easy")]
    session = Session(seats, 2, {}, arran)
    app.choose_game(arran)
    app.set_language(lang)
    scene = TableScene(app, session)
    scene.ai_wait = float("inf")
    app.push(scene)
    seen = _spy(app)
    app.step(FRAME_MS)
    assert word in seen and "Points" not in seen
    assert "Talion" in seen  # the Order's column; its coins are never "talion" in lower case
    assert not {text for text in seen if "talion" in text}


def test_arran_s_ai_lords_bear_names_of_its_world(app: App, arran: GameInfo) -> None:
    app.choose_game(arran)
    form = NewGameScene(app)
    names = [seat.name for seat in form.seats if seat.kind == AI]
    assert names == list(AI_NAMES[: len(names)]) and len(names) >= 4
    assert not set(names) & set(DWARF_NAMES)
    cards = {card.name.en for card in app.rules.cards}
    assert not set(AI_NAMES) & cards  # no Lord shares a card's name

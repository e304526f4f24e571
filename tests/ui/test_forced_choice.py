"""A single choice the autopick plays is said on the table, not only in the log: the last card
of a tavern in Nidavellir and Guerres d'Arran ("Only one choice: Hunter 0 taken"), the last
recipient of Vedrfolnir's turn; a Vedrfolnir reveal, the turning of a card, is said by its
flight alone."""

from __future__ import annotations

import random

import pytest

from game.core.session import AI, HUMAN, Seat, Session
from game.taverns.actions import Pick
from game.ui.app import App
from game.ui.autoplay import FRAME_MS
from game.ui.table.scene import TableScene
from game.vedrfolnir.actions import Attribute, Reveal

pytestmark = pytest.mark.ui

WORDS = {"en": "Only one choice:", "fr": "Un seul choix possible :"}


def _forced(game: str, players: int, kind: type, seed: int) -> Session:
    """A game of `game` (chair 0 human, the others AI) played at random up to a decision of
    chair 0 with a single legal choice of `kind`."""
    seats = [Seat("Ann", HUMAN)] + [Seat(n, AI, "random") for n in ("Bo", "Cy", "Di")]
    for attempt in range(50):
        session = Session(seats[:players], seed + attempt, game=game)
        rng = random.Random(seed + attempt)
        while not session.state.is_over():
            state = session.state
            if session.waiting_humans() == [0]:
                legal = state.legal_actions(0)
                if len(legal) == 1 and isinstance(legal[0], kind):
                    return session
            seat = (session.waiting_ai() + session.waiting_humans())[0]
            session.submit(rng.choice(state.legal_actions(seat)))
    raise AssertionError(f"no forced {kind.__name__} in {game}")


def _autopicked(app: App, session: Session, lang: str) -> tuple[TableScene, set[str]]:
    """The table opened on `session`, its AI chairs held, until the autopick has played; the
    texts drawn meanwhile."""
    app.set_language(lang)
    app.settings.autopick = True
    scene = TableScene(app, session)
    scene.ai_wait = float("inf")
    app.push(scene)
    played = len(session.history)
    app.assets.drawn = set()
    for _ in range(200):
        app.step(FRAME_MS)
        if len(session.history) > played:
            break
    assert len(session.history) == played + 1 and session.actors[-1] == 0
    for _ in range(20):  # the banner over the table for a few frames
        app.step(FRAME_MS)
    drawn = {d.text for d in app.assets.drawn}
    app.assets.drawn = None
    return scene, drawn


@pytest.mark.parametrize(("game", "lang"), [("nidavellir", "en"), ("arran", "fr")])
def test_the_last_card_of_a_tavern_is_named_over_the_table(app: App, game: str, lang: str) -> None:
    session = _forced(game, 3, Pick, 7)
    scene, drawn = _autopicked(app, session, lang)
    news = [text for text in drawn if text.startswith(WORDS[lang])]
    assert len(news) == 1, news
    assert news[0] in [text for text, _ in scene.banners]
    taken = next(e for e in session.log[-1] if e.kind == "card_taken").data[0]
    assert scene.presenter._card_text(taken) in news[0]  # type: ignore[attr-defined]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_last_recipient_of_a_vedrfolnir_turn_is_named(app: App, lang: str) -> None:
    session = _forced("vedrfolnir", 4, Attribute, 3)
    recipient = session.state.legal_actions(0)[0].to
    scene, drawn = _autopicked(app, session, lang)
    place = scene.presenter.words.place(scene.view, recipient)  # type: ignore[attr-defined]
    news = [text for text in drawn if text.startswith(WORDS[lang])]
    assert len(news) == 1 and place in news[0], news


def test_a_vedrfolnir_reveal_plays_itself_without_news(app: App) -> None:
    session = _forced("vedrfolnir", 4, Reveal, 3)
    scene, drawn = _autopicked(app, session, "en")
    assert session.history[-1].endswith("reveal")
    assert not [text for text in drawn if text.startswith(WORDS["en"])]
    assert not scene.banners

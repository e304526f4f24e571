"""An undo that cannot happen says why, by Ctrl+Z or by the Undo button (dimmed then, but still
there): nothing of yours to take back, someone has decided since, something hidden was shown
since, a bid still open (change it instead). In English and French."""

from __future__ import annotations

import pygame
import pytest

from game.core.session import AI, HUMAN, Seat, Session
from game.ui.app import App
from game.ui.autoplay import FRAME_MS, click, play_action
from game.ui.table import chrome
from game.ui.table.scene import TableScene

pytestmark = pytest.mark.ui

REASONS = {
    "en": {
        "nothing": "Nothing of yours to take back yet.",
        "decided_since": "Someone has decided since your last choice",
        "shown": "Your last choice showed something hidden",
        "held": "change it with Change bids",
    },
    "fr": {
        "nothing": "Vous n'avez encore rien à annuler.",
        "decided_since": "Quelqu'un a joué depuis votre dernier choix",
        "shown": "Votre dernier choix a dévoilé quelque chose de caché",
        "held": "modifiez-la avec Changer les mises",
    },
}


def _table(app: App, lang: str) -> tuple[TableScene, Session]:
    app.set_language(lang)
    session = Session([Seat("Ann", HUMAN), Seat("Bo", AI)], 12)
    scene = TableScene(app, session)
    scene.ai_wait = float("inf")  # Bo decides only when the test says so
    app.push(scene)
    app.step(FRAME_MS)
    return scene, session


def _ctrl_z(app: App) -> None:
    pygame.event.post(
        pygame.event.Event(
            pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="", scancode=0
        )
    )
    app.step(FRAME_MS)


def _refused(app: App, session: Session, how: str, reason: str, lang: str) -> None:
    """Ctrl+Z or the Undo button changes nothing and a notice, drawn, gives `reason`."""
    history, held = list(session.history), dict(session.held)
    app.notice = None
    app.assets.drawn = set()
    if how == "key":
        _ctrl_z(app)
    else:
        click(app, chrome.UNDO.center)
    drawn = {d.text for d in app.assets.drawn}
    app.assets.drawn = None
    assert session.history == history and session.held == held
    assert app.notice is not None and REASONS[lang][reason] in app.notice[0]
    assert app.notice[0] in drawn


@pytest.mark.parametrize(("how", "lang"), [("key", "en"), ("button", "fr")])
def test_each_refusal_says_why(app: App, how: str, lang: str) -> None:
    scene, session = _table(app, lang)
    assert ("undo",) in [target for _, target in scene.hit_map]  # there, dimmed
    _refused(app, session, how, "nothing", lang)
    bid = session.state.legal_actions(0)[-1]  # the 0 stays in the pouch: no trade to show
    play_action(app, scene, bid)
    assert 0 in session.held
    _refused(app, session, how, "held", lang)
    # Bo bids: every bid is in, the bids are revealed by Ann's, the last applied.
    session.retract_bid(0)
    session.submit(session.state.legal_actions(1)[-1])
    play_action(app, scene, bid)
    assert session.actors[-1] == 0 and not session.undoable[-1]
    _refused(app, session, how, "shown", lang)
    while session.actors[-1] != 1:  # the picks, until Bo's
        session.submit(session.state.legal_actions(session.state.to_move()[0])[0])
    app.step(FRAME_MS)
    _refused(app, session, how, "decided_since", lang)


def test_an_undo_that_can_happen_still_does(app: App) -> None:
    """Ann picks a card that shows nothing: Ctrl+Z takes it back, with no notice."""
    scene, session = _table(app, "en")
    for seat in (1, 0):
        session.submit(session.state.legal_actions(seat)[-1])
    if session.state.to_move() != (0,):
        session.submit(session.state.legal_actions(1)[0])
    app.step(FRAME_MS)
    before = list(session.history)
    play_action(app, scene, session.state.legal_actions(0)[0])
    assert session.can_undo(0)
    app.notice = None
    _ctrl_z(app)
    assert session.history == before and app.notice is None

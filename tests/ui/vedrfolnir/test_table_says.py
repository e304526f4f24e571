"""What Vedrfolnir's table says before a click and about its places: a recipient where the
revealed card would do nothing is marked (a red slot that says so, a red outline instead of the
glow, its tooltip), a joker says it would be kept; the Ases of the two-player game say whose
they are and that their points count for nobody, at the table (full and compact), in the final
standings and on the live score pad; in English and French."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core import registry
from game.core.session import HUMAN, Seat, Session
from game.core.simulate import random_step
from game.ui.app import App
from game.ui.assets import Drawn
from game.ui.autoplay import FRAME_MS
from game.ui.games.vedrfolnir.plates import RED
from game.ui.games.vedrfolnir.presenter import VedrfolnirPresenter
from game.ui.table.scene import TableScene
from game.vedrfolnir.actions import TRIBUTE, Reveal
from game.vedrfolnir.state import State
from tests.ui.clickplay import press
from tests.ui.conftest import rest
from tests.vedrfolnir.scenario import build

pytestmark = pytest.mark.ui

NAMES = ("Ann", "Bo", "Cy", "Di")


def _table(app: App, state: State, players: int, lang: str = "en") -> TableScene:
    app.set_language(lang)
    info = registry.get("vedrfolnir")
    session = Session([Seat(n, HUMAN) for n in NAMES[:players]], 1, {}, info)
    session.state = state
    scene = TableScene(app, session)
    app.replace(scene)
    app.step(FRAME_MS)
    return scene


def _presenter(scene: TableScene) -> VedrfolnirPresenter:
    presenter = scene.presenter
    assert isinstance(presenter, VedrfolnirPresenter) and presenter.lay is not None
    return presenter


def _said(texts: set[str], phrase: str) -> bool:
    """Whether `phrase` was drawn, maybe wrapped on several lines."""
    words = {word for text in texts for word in text.split()}
    return set(phrase.split()) <= words


def _drawn(app: App, scene: TableScene) -> set[str]:
    """Every text of the table drawn afresh."""
    drawn: set[Drawn] = set()
    app.assets.drawn = drawn
    scene.base.forget()
    scene.invalidate()
    app.step(FRAME_MS)
    app.assets.drawn = None
    return {d.text for d in drawn}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_recipient_where_the_card_does_nothing_is_marked_and_said(app: App, lang: str) -> None:
    scene = _table(app, build(hand=["Rt", "?", "?", "?"]), 3, lang)
    scene.session.submit(Reveal(0))  # Ratatosk: an objective, discarded by the Tribute
    app.step(FRAME_MS)
    presenter = _presenter(scene)
    decision = presenter._decision()
    assert decision is not None and decision.idle == {TRIBUTE}
    t = app.t
    texts = _drawn(app, scene)
    assert _said(texts, t("table.fate.none")) and _said(texts, t("table.fate.not_for_tribute"))
    assert presenter.lay is not None
    tribute = presenter.lay.tribute.panel
    edge = (tribute.centerx, tribute.top - 3)  # its outline, red, not the gold glow
    assert tuple(app.screen.get_at(edge))[:3] == RED
    place = presenter.lay.places[1].panel
    assert tuple(app.screen.get_at((place.centerx, place.top - 3)))[:3] != RED
    ghost = presenter.lay.tribute.ghost
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=ghost.center, rel=(1, 1)))
    rest(app)
    item = scene.item_at(ghost.center)
    assert item is not None and item[1] == "reach"
    why = t("table.fate.not_for_tribute")
    assert presenter.describe(item) == t("tip.fate_none", name=t("place.tribute"), why=why)


def test_a_joker_says_it_would_be_kept_or_lost(app: App) -> None:
    scene = _table(app, build(jokers={1: ["Nr"]}, hand=["Nr", "?", "?", "?"]), 3)
    scene.session.submit(Reveal(0))
    app.step(FRAME_MS)
    decision = _presenter(scene)._decision()
    assert decision is not None and decision.idle == {1, TRIBUTE}  # Bo holds one already
    texts = _drawn(app, scene)
    assert _said(texts, app.t("table.fate.jokers"))
    assert _said(texts, app.t("table.fate.none"))
    assert _said(texts, app.t("table.fate.joker_duplicate"))


def _two_player(seed: int, moves: int) -> State:
    state = State(2, seed, {})
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_over():
            break
        random_step(state, rng)
    return state


@pytest.mark.parametrize("compact", [False, True], ids=["full", "compact"])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_ase_says_whose_it_is_and_that_its_points_count_for_nobody(
    app: App, lang: str, compact: bool
) -> None:
    app.settings.compact = compact
    scene = _table(app, _two_player(3, 20), 2, lang)
    texts = _drawn(app, scene)
    for owner in NAMES[:2]:
        assert app.t("table.ase_note", name=owner) in texts, owner
    scene.show_scores = True
    texts = _drawn(app, scene)
    assert app.t("scores.note_two") in texts
    assert app.t("standings.place") not in texts  # no place ranks an Ase among the völvas


def test_the_final_standings_never_light_an_ase(app: App) -> None:
    """A two-player game whose best total is an Ase's: that row is said to be the Ase of its
    völva, in the soft colour, and the result says who won."""
    for seed in range(80):
        state = _two_player(seed, 10**6)
        totals = [p["points"] for p in state.view()["places"]]
        if max(totals) in [totals[p] for p in range(4) if state.roles[p] == "ase"]:
            break
    else:
        pytest.fail("no game where an Ase scored the most")
    scene = _table(app, state, 2)
    presenter = _presenter(scene)
    texts = _drawn(app, scene)
    assert app.t("final.title") in texts and presenter.result() in texts
    for owner in NAMES[:2]:
        assert app.t("table.ase_note", name=owner) in texts
    won = presenter._winning_places()
    assert all(state.roles[p] == "player" for p in won)
    press(app, (800, 450))  # a click goes on to the score sheet

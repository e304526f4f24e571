"""The AI chairs' pace at the table. Vedrfolnir's chairs play a turn as one paced sequence: the
next move comes once every card of the last one has landed to the eye, and every card that
moves is shown flying to its place and landing there (a card sent on before it landed turns
from where it is). Nidavellir's chairs wait, as before, for everything to land and for the AI
pace. `bench wait` measures a human's waits over a whole game."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from game import cli
from game.core.session import AI, HUMAN, Seat, Session
from game.ui.app import App
from game.ui.autoplay import FRAME_MS
from game.ui.games.vedrfolnir.presenter import LANDED_SHARE, VedrfolnirPresenter
from game.ui.settings import Settings
from game.ui.table.scene import TableScene
from game.ui.waitbench import bench_wait
from tests import tinygame

pytestmark = pytest.mark.ui


def _shipped(app: App) -> None:
    shipped = Settings()
    app.settings.ai_pace_ms = shipped.ai_pace_ms
    app.settings.animation_ms = shipped.animation_ms


def _watch(app: App, scene: TableScene, frames: int) -> list[tuple[bool, float]]:
    """Run `frames` frames, the human (chair 0) answering at random once nothing moves; for
    each AI move: (whether it was a bid, how far the least advanced flight had run, as a share
    of a flight's time, when it came)."""
    moves: list[tuple[bool, float]] = []
    play = scene._play
    duration = app.settings.animation_ms

    def noted(action: Any) -> None:
        flights = getattr(scene.presenter, "flights", [])
        least = min((f.elapsed / duration for f in flights), default=1.0)
        moves.append((scene.session.sealed(), least))
        play(action)

    scene._play = noted  # type: ignore[method-assign]
    rng = random.Random(3)
    session = scene.session
    for _ in range(frames):
        if 0 in session.waiting_humans() and not scene.presenter.busy():
            session.submit(rng.choice(session.state.legal_actions(0)))
        app.step(FRAME_MS)
    return moves


def test_every_vedrfolnir_card_lands_and_a_turn_flows(app: App) -> None:
    _shipped(app)
    seats = [Seat("Ann", HUMAN)] + [Seat(n, AI, "normal") for n in ("Bo", "Cy", "Di")]
    scene = TableScene(app, Session(seats, 2, game="vedrfolnir"))
    app.push(scene)
    presenter = scene.presenter
    assert isinstance(presenter, VedrfolnirPresenter)
    landed = cut = 0
    flying: dict[int, tuple[int, float]] = {}  # id of a flight -> (its card, time run)
    update = presenter.update

    def watched(dt_ms: int) -> None:
        nonlocal landed, cut
        update(dt_ms)
        now = {id(f) for f in presenter.flights}
        cards = {f.cid for f in presenter.flights}
        for key, (cid, elapsed) in flying.items():
            if key not in now:
                finished = elapsed + dt_ms >= app.settings.animation_ms
                landed += finished
                cut += not finished and cid not in cards
        flying.clear()
        flying.update({id(f): (f.cid, f.elapsed) for f in presenter.flights})

    presenter.update = watched  # type: ignore[method-assign]
    moves = _watch(app, scene, 600)
    assert len(moves) > 30 and landed > 30
    assert cut == 0  # no card vanished before it landed, but to fly on from where it was
    assert min(least for _, least in moves) >= LANDED_SHARE


def test_nidavellir_chairs_still_wait_for_every_card(app: App) -> None:
    _shipped(app)
    seats = [Seat("Ann", HUMAN), Seat("Bo", AI, "normal"), Seat("Cy", AI, "normal")]
    scene = TableScene(app, Session(seats, 4))
    app.push(scene)
    moves = _watch(app, scene, 700)
    picks = [least for bid, least in moves if not bid]
    assert len(picks) > 4 and min(picks) == 1.0  # nothing in flight when an AI chair picks


def test_bench_wait_measures_a_whole_game() -> None:
    """Tiny Auction, quick to play: every decision of the human follows a wait, all of them
    within the game's time and the AI's thinking; the command prints the same figures."""
    with tinygame.registered() as tiny:
        report = bench_wait(tiny, 3, 5, tiny.options_from())
        assert report.ai_pace_ms == Settings().ai_pace_ms
        assert report.human_decisions + report.forced > 0 and report.ai_moves > 0
        assert report.waits == report.human_decisions == len(report.each_s)
        assert report.wait_total_s == round(sum(report.each_s), 2)
        assert report.wait_longest_s == max(report.each_s)
        assert report.wait_total_s <= report.game_s + report.think_total_s
        out = _cli_json(["bench", "wait", "--game", "tiny", "--players", "3", "--seed", "5"])
    assert out["wait_total_s"] == report.wait_total_s and out["game"] == "tiny"


def _cli_json(argv: list[str]) -> dict[str, Any]:
    import contextlib
    import io

    buffer = io.StringIO()
    with contextlib.redirect_stdout(buffer):
        assert cli.main([*argv, "--json"]) == 0
    result: dict[str, Any] = json.loads(buffer.getvalue())
    return result

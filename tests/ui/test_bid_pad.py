"""Drafting a sealed bid by real mouse and key events: the quick ways, where each coin shows, and
the selection surviving the AI chairs' moves."""

from __future__ import annotations

import pygame
import pytest

from game.core.session import AI, HUMAN, Seat, Session
from game.nidavellir.actions import Bid
from game.taverns import coins as cn
from game.ui import theme
from game.ui.app import App
from game.ui.autoplay import FRAME_MS, click
from game.ui.bidpad import LIFT
from game.ui.i18n import Strings
from game.ui.table.scene import TableScene

pytestmark = pytest.mark.ui


def _table(app: App, seats: list[Seat], seed: int = 4, hold_ai: bool = True) -> TableScene:
    scene = TableScene(app, Session(seats, seed))
    if hold_ai:
        scene.ai_wait = float("inf")  # the AI chairs wait: the human's bid stays held
    app.push(scene)
    app.step(FRAME_MS)
    return scene


def _solo(app: App, hold_ai: bool = True) -> TableScene:
    return _table(app, [Seat("Ann", HUMAN), Seat("Bo", AI)], hold_ai=hold_ai)


def _hand(scene: TableScene) -> list[str]:
    return list(scene.view["seats"][0]["hand"])


def _by_value(hand: list[str]) -> list[int]:
    """Hand indices, highest coin first."""
    return sorted(range(len(hand)), key=lambda i: (-cn.value_of(cn.parse_coin(hand[i])), i))


def _key(app: App, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.step(FRAME_MS)


def _drag(app: App, start: tuple[int, int], end: tuple[int, int]) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    app.step(FRAME_MS)
    for k in range(1, 5):
        pos = (start[0] + (end[0] - start[0]) * k // 4, start[1] + (end[1] - start[1]) * k // 4)
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
        )
        app.step(FRAME_MS)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    app.step(FRAME_MS)


def _code(text: str) -> int:
    return cn.parse_coin(text)


def test_three_slot_clicks_and_confirm_bid_the_three_highest_coins(app: App) -> None:
    scene = _solo(app)
    assert scene.presenter.lay is not None
    box = scene.presenter.lay.seats[0]
    hand = _hand(scene)
    top = _by_value(hand)
    clicks = [
        box.slots[0].center,
        box.slots[1].center,
        box.slots[2].center,
        scene.presenter.lay.confirm.center,
    ]
    for pos in clicks:
        click(app, pos)
    assert len(clicks) == 4
    assert scene.session.held[0] == Bid(
        0, (_code(hand[top[0]]), _code(hand[top[1]]), _code(hand[top[2]]))
    )


def test_a_slot_clicked_again_cycles_through_the_coins_left(app: App) -> None:
    scene = _solo(app)
    assert scene.presenter.lay is not None
    slot = scene.presenter.lay.seats[0].slots[0].center
    hand = _hand(scene)
    values = sorted({cn.value_of(_code(c)) for c in hand}, reverse=True)
    seen = []
    for _ in range(len(values) + 1):
        click(app, slot)
        seen.append(cn.value_of(_code(hand[scene.presenter.pad.drafts[0][0]])))  # type: ignore[index]
    assert seen == [*values, values[0]]  # highest first, then lower, then round again


def test_keys_place_the_coins_of_the_hand_in_order_and_enter_confirms(app: App) -> None:
    scene = _solo(app)
    hand = _hand(scene)
    for key in (pygame.K_3, pygame.K_1, pygame.K_5):
        _key(app, key)
    assert scene.presenter.pad.drafts[0] == [2, 0, 4]
    _key(app, pygame.K_1)  # a placed coin's key takes it back
    assert scene.presenter.pad.drafts[0] == [2, None, 4]
    _key(app, pygame.K_2)
    _key(app, pygame.K_RETURN)
    assert scene.session.held[0] == Bid(0, (_code(hand[2]), _code(hand[1]), _code(hand[4])))


def test_dragging_places_moves_swaps_and_takes_coins_back(app: App) -> None:
    scene = _solo(app)
    assert scene.presenter.lay is not None
    box = scene.presenter.lay.seats[0]
    _drag(app, box.hand[3].center, box.slots[1].center)
    assert scene.presenter.pad.drafts[0] == [None, 3, None]
    _drag(app, box.hand[0].center, box.slots[0].center)
    _drag(app, box.slots[1].center, box.slots[0].center)  # slot to slot: the two swap
    assert scene.presenter.pad.drafts[0] == [3, 0, None]
    _drag(app, box.slots[0].center, box.hand[2].center)  # back to the hand
    assert scene.presenter.pad.drafts[0] == [None, 0, None]
    assert scene.presenter.pad.drag is None and not scene.session.held


def test_right_click_takes_a_coin_off_its_slot(app: App) -> None:
    scene = _solo(app)
    assert scene.presenter.lay is not None
    box = scene.presenter.lay.seats[0]
    click(app, box.slots[2].center)
    assert scene.presenter.pad.drafts[0][2] is not None
    click(app, box.slots[2].center, button=3)
    assert scene.presenter.pad.drafts[0] == [None, None, None]


def test_each_coin_shows_in_one_place_only(app: App) -> None:
    """Placed coins leave the hand; with three placed the two left are the pouch (and leave the
    hand too); a confirmed bid stays on the board for its owner until the reveal."""
    scene = _solo(app)
    assert scene.presenter.lay is not None
    box = scene.presenter.lay.seats[0]
    hand = _hand(scene)
    click(app, box.hand[1].center)
    click(app, box.slots[0].center)
    shown, hidden = scene.presenter._shown_seat(0)
    assert shown["board"] == [hand[1], None, None, None, None] and hidden == {1}
    for key in (pygame.K_4, pygame.K_5):
        _key(app, key)
    shown, hidden = scene.presenter._shown_seat(0)
    assert shown["board"] == [hand[1], hand[3], hand[4], hand[0], hand[2]]
    assert hidden == {0, 1, 2, 3, 4}
    pouch = [rect for rect, target in scene.hit_map if target[0] == "hand"]
    assert pouch == [box.slots[3], box.slots[4]]  # the coins left are picked in the pouch
    click(app, scene.presenter.lay.confirm.center)
    assert 0 in scene.session.held
    shown, hidden = scene.presenter._shown_seat(0)
    assert shown["board"] == [hand[1], hand[3], hand[4], hand[0], hand[2]]
    assert hidden == {0, 1, 2, 3, 4}
    assert scene.presenter.pad.drafts == {}
    assert [t for _, t in scene.hit_map if t[0] in ("hand", "slot")] == []


def test_another_chairs_held_bid_shows_face_down(app: App) -> None:
    scene = _table(app, [Seat("Ann", HUMAN), Seat("Bo", HUMAN)], seed=6)
    click(app, scene.curtain_button().center)
    for pos in scene.click_plan(scene.session.state.legal_actions(0)[3]):
        click(app, pos)
    app.step(FRAME_MS)
    assert scene.viewer == 1
    click(app, scene.curtain_button().center)
    shown, hidden = scene.presenter._shown_seat(0)
    assert shown["board"] == ["?"] * 5 and hidden == {0, 1, 2, 3, 4}
    assert scene.presenter._shown_seat(1)[0]["board"] == [None] * 5


def test_the_selection_survives_an_ai_move_and_is_lifted_in_gold(app: App) -> None:
    scene = _table(app, [Seat("Ann", HUMAN), Seat("Bo", AI), Seat("Cy", AI)], hold_ai=False)
    assert scene.presenter.lay is not None
    box = scene.presenter.lay.seats[0]
    version = scene.session.version
    click(app, box.hand[2].center)
    assert scene.presenter.pad.selected == 2
    for _ in range(400):
        if scene.session.version != version:
            break
        app.step(FRAME_MS)
    assert scene.session.version != version and len(scene.session.history) >= 1
    app.step(FRAME_MS)
    assert scene.presenter.pad.selected == 2
    screen = pygame.Surface((1600, 900))
    scene.draw(screen)
    rect = box.hand[2]
    top = (rect.centerx, rect.centery - LIFT - rect.w // 2 - 2)  # on the ring, above the coin
    assert tuple(screen.get_at(top))[:3] == theme.GOLD
    click(app, box.slots[1].center)  # and it is still the coin the next slot click places
    assert scene.presenter.pad.drafts[0] == [None, 2, None] and scene.presenter.pad.selected is None


@pytest.mark.parametrize("start", ["empty", "changed"])
def test_click_plan_makes_every_bid_exactly(app: App, start: str) -> None:
    """Every legal bid of the opening, by the clicks `click_plan` lists, from an empty draft
    and from a bid taken back to change it; from an empty draft no plan takes over 7 clicks
    (confirm included), the three highest coins in order take 4."""
    scene = _solo(app)
    assert scene.presenter.lay is not None
    session = scene.session
    legal = session.state.legal_actions(0)
    counts = []
    for action in legal:
        if start == "changed":
            for pos in scene.click_plan(legal[-1]):
                click(app, pos)
            change = next(r for r, t in scene.hit_map if t == ("change",))
            click(app, change.center)
        plan = scene.click_plan(action)
        counts.append(len(plan))
        for pos in plan:
            click(app, pos)
        assert session.held[0] == action
        change = next(r for r, t in scene.hit_map if t == ("change",))
        click(app, change.center)
        scene.presenter.pad.drafts.clear()
        app.step(FRAME_MS)
    if start == "empty":
        assert len(counts) == 60 and max(counts) <= 7 and min(counts) == 4


@pytest.mark.parametrize(("lang", "word"), [("en", "your board"), ("fr", "votre plateau")])
def test_the_bid_prompt_says_the_slots_are_on_your_board(lang: str, word: str) -> None:
    assert word in Strings(lang, game="nidavellir")("prompt.bid")


def test_any_bid_takes_three_drags_and_confirm(app: App) -> None:
    scene = _solo(app)
    assert scene.presenter.lay is not None
    box = scene.presenter.lay.seats[0]
    hand = _hand(scene)
    for coin, slot in ((4, 0), (0, 1), (2, 2)):  # the lowest-first bid clicks make longest
        _drag(app, box.hand[coin].center, box.slots[slot].center)
    click(app, scene.presenter.lay.confirm.center)
    assert scene.session.held[0] == Bid(0, (_code(hand[4]), _code(hand[0]), _code(hand[2])))

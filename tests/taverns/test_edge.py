"""The edge of the API of the games on the taverns engine (Nidavellir under each option set and
solo opponent, Guerres d'Arran): whatever comes from outside (a save, the window, a test, another
game) is refused with `IllegalAction` before anything is read from it, cached or changed.

Item 17: a bool seat used to be taken for seat 0 by `legal_actions` and cached its bids as
``sFalse bid …`` for every later game of the process. Item 21: `apply` of `None`, a text, another
game's action or an action with ill-typed fields raised `AttributeError`/`TypeError` (or played);
`parse_action` read non-ASCII digits.
"""

from __future__ import annotations

import contextlib
import dataclasses
import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

from game.core import registry
from game.core.checker import same
from game.core.errors import IllegalAction
from game.core.game import GameInfo, GameState
from game.core.simulate import random_step
from game.taverns import decisions
from game.taverns.actions import Action
from game.taverns.flow import DECISION_NAMES
from game.vedrfolnir.actions import Reveal, ToBrynhildr

NIDAVELLIR = registry.get("nidavellir")
ARRAN = registry.get("arran")
CASES = {
    "nidavellir": (NIDAVELLIR, {}, 3),
    "idavoll": (NIDAVELLIR, {"idavoll": True}, 3),
    "thingvellir": (NIDAVELLIR, {"thingvellir": True}, 3),
    "both": (NIDAVELLIR, {"idavoll": True, "thingvellir": True}, 2),
    "neutral": (NIDAVELLIR, {"solo": "neutral"}, 1),
    "andvari": (NIDAVELLIR, {"solo": "andvari"}, 1),
    "arran": (ARRAN, {}, 3),
    "arran-2": (ARRAN, {}, 2),  # two Lords: the tavern 2 discard
}
SEEDS = {"idavoll": 30}  # random games searched for each decision's first position (Thor's
# and Hrungnir's come late); 8 for the other cases


def offered(state: GameState) -> list[Any]:
    return [a for s in state.to_move() for a in state.legal_actions(s)]


def legal_here(state: GameState, action: Any) -> bool:
    return any(same(action, a) for a in offered(state))


def positions(case: str) -> Iterator[GameState]:
    """The start, then the first position owing each decision with each set of action classes
    (a pick with or without Frigg's or the camp's) over a few random games."""
    info, options, players = CASES[case]
    seen: set[tuple[str, frozenset[type]]] = set()
    for seed in range(SEEDS.get(case, 8)):
        state = info.start(players, seed, options)
        rng = random.Random(seed)
        while not state.is_over():
            key = (state.pending(), frozenset(map(type, offered(state))))
            if key not in seen:
                seen.add(key)
                yield state.clone()
            random_step(state, rng)


def assert_refused(state: GameState, action: Any) -> None:
    """`action` raises `IllegalAction` and leaves the state as it was."""
    before = state.to_dict()
    with pytest.raises(IllegalAction):
        state.apply(action)
    assert state.to_dict() == before, repr(action)


def the_other_game(info: GameInfo) -> GameInfo:
    return ARRAN if info is NIDAVELLIR else NIDAVELLIR


@contextlib.contextmanager
def fresh_bid_cache(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The bids cache as a new process starts with it."""
    monkeypatch.setattr(decisions, "_BID_CACHE", {})
    yield


def _played(cls: type) -> Iterator[str]:
    """The names of `cls` and its subclasses that a seat plays (the bases have no verb); by
    name, as `dataclass(slots=True)` leaves each class's first draft among the subclasses. Only
    the games' own: a test module may define a subclass of its own in the same process."""
    if getattr(cls, "verb", "") and cls.__module__.startswith("game."):
        yield f"{cls.__module__}.{cls.__qualname__}"
    for sub in cls.__subclasses__():
        yield from _played(sub)


def _name(action: Any) -> str:
    return f"{type(action).__module__}.{type(action).__qualname__}"


def test_the_positions_reach_every_decision_and_action_class_of_the_engine_s_games() -> None:
    reached = [state for case in CASES for state in positions(case)]
    assert {state.pending() for state in reached} == {"bids", *DECISION_NAMES}
    classes = {_name(a) for state in reached for a in samples(state)}  # each one's copies tried
    assert classes == set(_played(Action))


# --------------------------------------------------------------------------- seats (item 17)


@pytest.mark.parametrize("info", [NIDAVELLIR, ARRAN], ids=["nidavellir", "arran"])
def test_a_bool_seat_does_not_poison_later_games_bids(
    info: GameInfo, monkeypatch: pytest.MonkeyPatch
) -> None:
    with fresh_bid_cache(monkeypatch):
        with contextlib.suppress(IllegalAction):
            info.start(3, 0).legal_actions(False)  # type: ignore[arg-type]
        later = info.start(3, 1)
        bids = later.legal_actions(0)
        assert str(bids[0]) == "s0 bid 0 2 3"
        assert all(str(b).startswith("s0 bid ") for b in bids)
        history = []
        for seat in later.to_move():
            action = later.legal_actions(seat)[-1]
            history.append(str(action))
            later.apply(action)
        assert history[0] == "s0 bid 5 4 3"
        assert info.replay(3, 1, history, {}).to_dict() == later.to_dict()  # what a load does


BAD_SEATS = [False, True, 0.0, 1.5, "0", (0,), -1, -3, 10**30]


@pytest.mark.parametrize("seat", BAD_SEATS, ids=repr)
@pytest.mark.parametrize("case", CASES)
def test_a_bad_seat_is_refused_naming_it_and_nothing_cached(
    case: str, seat: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    info, options, players = CASES[case]
    with fresh_bid_cache(monkeypatch):
        state = info.start(players, 4, options)
        before = state.to_dict()
        cached = [dict(decisions._BID_CACHE), dict(decisions.PICKS)]
        cached.append(dict(decisions._CARD_ACTIONS))
        for call in (
            lambda: state.legal_actions(seat),
            lambda: state.view(seat),
            lambda: state.determinize(seat, random.Random(0)),
        ):
            with pytest.raises(IllegalAction, match=re.escape(f"seat {seat!r}")):
                call()
        assert [dict(decisions._BID_CACHE), dict(decisions.PICKS)] == cached[:2]
        assert dict(decisions._CARD_ACTIONS) == cached[2]
        assert state.to_dict() == before


@pytest.mark.parametrize("case", CASES)
def test_a_seat_beyond_the_table_is_refused(case: str) -> None:
    info, options, players = CASES[case]
    state = info.start(players, 2, options)
    beyond = len(state.to_dict()["seats"])  # a solo game's scripted clan holds a seat too
    for call in (
        lambda: state.legal_actions(beyond),
        lambda: state.view(beyond),
        lambda: state.determinize(beyond, random.Random(0)),
    ):
        with pytest.raises(IllegalAction, match=f"seat {beyond}"):
            call()
    assert state.view(None)["viewer"] is None  # the spectator
    assert [len(state.legal_actions(s)) > 0 for s in range(beyond)] == [
        s in state.to_move() for s in range(beyond)
    ]


# --------------------------------------------------------------------------- actions (item 21)


@dataclasses.dataclass(frozen=True)
class Stranger:
    """An object of no game with a seat, the way a plug-in's action would look."""

    seat: int = 0


def foreign_actions(info: GameInfo) -> list[Any]:
    """Actions of the other taverns game at each of its decisions, and Vedrfolnir's."""
    out: list[Any] = [Reveal(0), ToBrynhildr(0)]
    other = the_other_game(info)
    for key, (game, _, _) in CASES.items():
        if game is other and key in ("nidavellir", "both", "arran"):
            for state in positions(key):
                legal = state.legal_actions(state.to_move()[0])
                out += [legal[0], legal[-1]]
    return out


@pytest.mark.parametrize("case", CASES)
def test_apply_refuses_what_is_no_action_of_the_game(case: str) -> None:
    info = CASES[case][0]
    others = foreign_actions(info)
    for state in positions(case):
        seat = state.to_move()[0]
        text = str(state.legal_actions(seat)[0])
        for junk in (None, text, 0, seat, 1.5, Stranger(seat), object(), *others):
            if not legal_here(state, junk):  # the engine's bid is the same decision in both
                assert_refused(state, junk)


WRONG = [1.5, "0", True, False, 10**30, -(10**30), -1, -2, (), (0,), (0, 0, 0, 0), ("a", "b")]


def ill_typed(action: Any) -> Iterator[Any]:
    """Copies of `action` with each field, or one item of a tuple field, replaced."""
    for f in dataclasses.fields(action):
        value = getattr(action, f.name)
        for wrong in WRONG:
            yield dataclasses.replace(action, **{f.name: wrong})
        if isinstance(value, tuple):
            for i in range(len(value)):
                for wrong in (1.5, "0", True, 10**30, -1, None):
                    yield dataclasses.replace(
                        action, **{f.name: (*value[:i], wrong, *value[i + 1 :])}
                    )


def samples(state: GameState) -> list[Any]:
    """The first and last offered actions and the first of each class."""
    legal = offered(state)
    firsts = {type(a): a for a in reversed(legal)}
    return list({id(a): a for a in (legal[0], legal[-1], *firsts.values())}.values())


@pytest.mark.parametrize("case", CASES)
def test_apply_refuses_ill_typed_or_out_of_range_fields(case: str) -> None:
    for state in positions(case):
        for action in samples(state):
            for copy in ill_typed(action):
                if not legal_here(state, copy):
                    assert_refused(state, copy)


GARBAGE = [
    "",
    " ",
    "\t\n",
    "s0",
    "bid 0 2 3",
    "s٣ pick a1_miner_0",
    "s0 bid ٠ ٢ ٣",
    "s0 bid ² 2 3",
    "s0 bid ０ 2 3",
    "s¹ bid 0 2 3",
    "s" + "1" * 5000 + " bid 0 2 3",
    "s0 bid " + "9" * 5000 + " 2 3",
    "s0 transform p0:" + "7" * 5000,
    "s-1 bid 0 2 3",
    "s+1 bid 0 2 3",
    "s0 giveup ³g",
    "s0 uline 5" + "0" * 5000,
]


@pytest.mark.parametrize("text", GARBAGE, ids=range(len(GARBAGE)))
@pytest.mark.parametrize("case", CASES)
def test_parse_refuses_garbage(case: str, text: str) -> None:
    info, options, players = CASES[case]
    state = info.start(players, 0, options)
    with pytest.raises(IllegalAction) as caught:
        info.parse_action(state, text)
    assert len(str(caught.value)) < 200, "the error quotes the text, not thousands of digits"


@pytest.mark.parametrize("junk", [None, b"s0 bid 0 2 3", 5, 1.5, ["s0", "bid"]], ids=repr)
@pytest.mark.parametrize("case", ["nidavellir", "arran"])
def test_parse_refuses_what_is_not_a_text(case: str, junk: Any) -> None:
    info, options, players = CASES[case]
    with pytest.raises(IllegalAction):
        info.parse_action(info.start(players, 0, options), junk)


@pytest.mark.parametrize("case", CASES)
def test_a_legal_text_with_other_digits_is_refused(case: str) -> None:
    """Every digit of a legal action's text turned Arabic-Indic, fullwidth or superscript."""
    info = CASES[case][0]
    for state in positions(case):
        for action in state.legal_actions(state.to_move()[0])[:5]:
            text = str(action)
            assert same(info.parse_action(state, text), action)
            for digits in ("٠١٢٣٤٥٦٧٨٩", "０１２３４５６７８９", "⁰¹²³⁴⁵⁶⁷⁸⁹"):
                odd = text.translate(str.maketrans("0123456789", digits))
                with pytest.raises(IllegalAction):
                    info.parse_action(state, odd)

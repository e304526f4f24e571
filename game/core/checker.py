"""The random-game checker every registered game passes, written against the contract only.

In the spirit of OpenSpiel's random_sim_test: random legal games from a seed, and after each
action the promises of `game.core.game` are checked, so a new game is tested the day it is
registered and a shared part (the session, the search, the arena) may rely on them:

- while the game runs some seat is to move and every seat to move has a legal action; a seat not
  to move has none, and at the end nobody has any;
- an action the state does not offer raises `IllegalAction` and changes nothing, and so does
  anything that is no action of the game: None, a text, a number, an object of another class
  with a seat, another registered game's action, a legal action with an ill-typed field;
  `GameInfo.parse_action` refuses garbage texts (empty, non-ASCII digits, 5,000 digits) with
  `IllegalAction` too;
- the text form of a legal action reads back (`GameInfo.parse_action`) as the same action;
- `check_invariants` finds nothing after any action;
- a clone is independent of its original and plays the same;
- `to_dict` and the spectator's view are plain JSON; the seed and the text of the actions
  replay the game exactly (`GameInfo.replay`), with the same `to_dict` and the same outcome;
- a determinization for a seat looks the same to that seat: `determinize(s).view(s) == view(s)`,
  and leaves the original untouched;
- the outcome has one sheet per seat whose categories are the game's and add up to its total,
  and its winners hold the best total; a clone and a replay score the same.

What needs a game's internals (which parts of a view must be hidden, card conservation) belongs
to the game's own `check_invariants` or its tests, which may pass `extra` to run beside these.
The checks raise `CheckFailed` (not `assert`, which `python -O` strips).
"""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from game.core import registry
from game.core.edge import describe
from game.core.errors import IllegalAction
from game.core.game import GameInfo, GameState, Outcome

ILLEGAL_TRIES = 3  # actions no longer offered, tried at each fully checked step
TEXT_FORMS = 8  # legal actions whose text form is read back at each fully checked step
ILL_TYPED = 2  # legal actions with a field replaced, tried at each fully checked step
# What replaces a field of a legal action: a float, a str, a bool, a huge int, a tuple.
WRONG_FIELDS = (0.5, "0", True, 2**100, (0, "0"))
# Texts no game writes for an action, besides legal texts with their digits turned odd.
GARBAGE = ("", " ", "\t\n", "s٣", "p٣ ²", "9" * 5000)
ODD_DIGITS = ("٠١٢٣٤٥٦٧٨٩", "０１２３４５６７８９", "⁰¹²³⁴⁵⁶⁷⁸⁹")

Views = dict[int | None, Mapping[str, Any]]  # each seat's view of a position, None: a spectator
Extra = Callable[[GameState, Views], None]


class CheckFailed(AssertionError):
    """A promise of the contract that a game broke; the message says which and where."""


@dataclass
class Played:
    """A finished random game and the text of its actions."""

    state: GameState
    history: list[str]


@dataclass(frozen=True)
class Stranger:
    """An object of no game that has a seat, the way another program's action could look."""

    seat: int


def expect(condition: object, message: str) -> None:
    if not condition:
        raise CheckFailed(message)


def play_checked(
    info: GameInfo,
    players: int,
    seed: int,
    options: Mapping[str, Any] | None = None,
    *,
    full: bool = True,
    spot: float = 0.0,
    extra: Extra | None = None,
) -> Played:
    """Play one random game of `info` and check it; raises `CheckFailed` at the first fault.

    The cheap checks run after every action. `full` adds the costly ones at every step (clone,
    snapshot, views, text forms, refused actions); `spot` is the chance of a snapshot and replay
    check at a step, for long soaks. `extra(state, views)` runs wherever a snapshot is checked,
    with every seat's view of it. The actions chosen depend only on the seed, never on which
    checks run.
    """
    options = info.options_from(options)
    state = info.start(players, seed, options)
    rng = random.Random(seed * 7919 + players)
    probe = random.Random(seed)  # for the checks, so they never change the game played
    history: list[str] = []
    offered: list[Any] = []  # actions offered at the previous step, for the refusal check
    foreign = foreign_actions(info) if full else []
    while not state.is_over():
        seats = state.to_move()
        expect(seats, f"nobody to move before the end (after {len(history)} actions)")
        for seat in seats:
            expect(state.legal_actions(seat), f"seat {seat} owes {state.pending()} with no action")
        seat = rng.choice(seats)
        action = rng.choice(state.legal_actions(seat))
        if full:
            before = state.to_dict()
            check_position(info, state, players, offered, probe, before)
            check_strangers(info, state, probe, before, foreign)
            offered = [a for s in seats for a in state.legal_actions(s)]
            twin = state.clone()
        state.apply(action)
        history.append(str(action))
        problems = state.check_invariants()
        expect(not problems, f"after {history[-1]!r} (action {len(history)}): {problems}")
        if full:
            after = state.to_dict()
            expect(twin.to_dict() == before, "a clone shares state with its original")
            twin.apply(action)
            expect(twin.to_dict() == after, "a clone plays differently")
            views = check_views(state, players, probe, after)
        elif not (spot and probe.random() < spot):
            continue
        else:
            check_replay(info, state, (players, seed, options), history)
            after = state.to_dict()
            views = {seat: state.view(seat) for seat in [None, *range(players)]}
        check_snapshot(after, len(history))
        if extra is not None:
            extra(state, views)
    check_end(info, state, players)
    check_replay(info, state, (players, seed, options), history)
    return Played(state, history)


def check_position(
    info: GameInfo,
    state: GameState,
    players: int,
    offered: list[Any],
    rng: random.Random,
    snapshot: dict[str, Any],
) -> None:
    """Before an action: seats not to move have no action, text forms read back, and actions
    offered a step ago but not now are refused without changing anything."""
    seats = state.to_move()
    for seat in range(players):
        if seat not in seats:
            expect(not state.legal_actions(seat), f"seat {seat} is not to move but has actions")
    for seat in seats:
        legal = list(state.legal_actions(seat))
        for action in rng.sample(legal, min(TEXT_FORMS, len(legal))):
            text = str(action)
            expect(info.parse_action(state, text) == action, f"{text!r} reads back otherwise")
    stale = [a for a in offered if a not in state.legal_actions(a.seat)]
    for action in rng.sample(stale, min(ILLEGAL_TRIES, len(stale))):
        twin = state.clone()
        try:
            twin.apply(action)
        except IllegalAction:
            expect(twin.to_dict() == snapshot, f"the refused {action} changed the state")
        else:
            raise CheckFailed(f"{action} was applied though not legal")


def foreign_actions(info: GameInfo) -> list[Any]:
    """The legal actions at a fresh start of every other registered game (seed 0, default
    options, the fewest players), which `info`'s games must refuse."""
    out: list[Any] = []
    for other in registry.games():
        if other.key != info.key:
            out += _fresh_actions(other)
    return out


_FRESH: dict[tuple[str, Callable[..., Any]], list[Any]] = {}


def _fresh_actions(info: GameInfo) -> list[Any]:
    key = (info.key, info.new_game)
    if key not in _FRESH:
        state = info.start(info.players_with(info.options_from()).start, 0)
        _FRESH[key] = [a for seat in state.to_move() for a in state.legal_actions(seat)]
    return _FRESH[key]


def same(a: Any, b: Any) -> bool:
    """Equal with the same types all the way down: `0.5 == 0` never, but `0.0 == 0` and
    `True == 1` are equal for `==`, and a game must tell them apart."""
    if type(a) is not type(b):
        return False
    if dataclasses.is_dataclass(a):
        return all(same(getattr(a, f.name), getattr(b, f.name)) for f in dataclasses.fields(a))
    if isinstance(a, tuple):
        return len(a) == len(b) and all(map(same, a, b))
    return bool(a == b)


def ill_typed(action: Any, rng: random.Random) -> Any:
    """`action` with one field (or one item of a tuple field) replaced by a wrong value; None
    when the action is not a dataclass or its class refuses the copy itself."""
    if not dataclasses.is_dataclass(action) or isinstance(action, type):
        return None
    field = rng.choice(dataclasses.fields(action)).name
    wrong: Any = rng.choice(WRONG_FIELDS)
    value = getattr(action, field)
    if isinstance(value, tuple) and value and rng.random() < 0.5:
        i = rng.randrange(len(value))
        wrong = (*value[:i], wrong, *value[i + 1 :])
    try:
        return dataclasses.replace(action, **{field: wrong})
    except (TypeError, ValueError):  # validated at construction: nothing reaches `apply`
        return None


def check_strangers(
    info: GameInfo,
    state: GameState,
    rng: random.Random,
    snapshot: dict[str, Any],
    foreign: list[Any],
) -> None:
    """Before an action: what is no action of the game (None, a text, a number, a stranger with
    a seat, another game's action, a legal action made ill-typed) is refused with
    `IllegalAction` and changes nothing, and garbage texts do not parse. A few of them, drawn
    from the checker's `rng`."""
    seats = state.to_move()
    seat = rng.choice(seats)
    legal = [a for s in seats for a in state.legal_actions(s)]
    text = str(rng.choice(legal))
    strangers: list[Any] = [rng.choice([None, text, seat, seat + 0.5, Stranger(seat)])]
    if foreign:
        strangers.append(rng.choice(foreign))
    strangers += [ill_typed(rng.choice(legal), rng) for _ in range(ILL_TYPED)]
    twin = state.clone()
    for stranger in strangers:
        if stranger is not None and any(same(stranger, a) for a in legal):
            continue  # the same decision in another game (a shared engine's), or a bool for a bool
        _refused(twin, stranger)
    if twin.to_dict() != snapshot:
        for stranger in strangers:
            changed = state.clone()
            _refused(changed, stranger)
            expect(
                changed.to_dict() == snapshot, f"refusing {describe(stranger)} changed the state"
            )
    odd = text.translate(str.maketrans("0123456789", rng.choice(ODD_DIGITS)))
    for garbage in (rng.choice(GARBAGE), odd if odd != text else text + "\x00"):
        _unreadable(info, state, garbage)


def _refused(state: GameState, action: Any) -> None:
    try:
        state.apply(action)
    except IllegalAction:
        return
    except Exception as exc:
        raise CheckFailed(
            f"apply({describe(action)}) raised {type(exc).__name__} ({exc}), not IllegalAction"
        ) from None
    raise CheckFailed(f"{describe(action)} was applied though not legal")


def _unreadable(info: GameInfo, state: GameState, text: str) -> None:
    try:
        action = info.parse_action(state, text)
    except IllegalAction:
        return
    except Exception as exc:
        raise CheckFailed(
            f"reading {text[:40]!r} raised {type(exc).__name__} ({exc}), not IllegalAction"
        ) from None
    raise CheckFailed(f"the garbage text {text[:40]!r} reads as {describe(action)}")


def check_snapshot(snapshot: dict[str, Any], actions: int) -> None:
    text = json.dumps(snapshot, allow_nan=False)
    expect(json.loads(text) == snapshot, f"to_dict is not plain JSON after {actions} actions")


def check_views(
    state: GameState, players: int, rng: random.Random, snapshot: dict[str, Any]
) -> Views:
    """A spectator's view is plain JSON (a seat's has the same shape) and a determinization
    for a seat shows that seat the same; returns the views."""
    views: Views = {None: state.view(None)}
    expect(json.loads(json.dumps(views[None])) == views[None], "the view is not plain JSON")
    for seat in range(players):
        seen = views[seat] = state.view(seat)
        sampled = state.determinize(seat, rng)
        expect(sampled.view(seat) == seen, f"a determinization for seat {seat} shows it more")
    expect(state.to_dict() == snapshot, "determinizing changed the state")
    return views


def check_replay(
    info: GameInfo,
    state: GameState,
    setup: tuple[int, int, Mapping[str, Any]],
    history: list[str],
) -> None:
    """`setup` is (players, seed, options) of the game `history` was played in."""
    players, seed, options = setup
    again = info.replay(players, seed, history, options)
    expect(
        again.to_dict() == state.to_dict(),
        f"the seed and {len(history)} actions do not replay the game",
    )
    if state.is_over():
        expect(again.outcome() == state.outcome(), "a replay scores otherwise")


def check_end(info: GameInfo, state: GameState, players: int) -> None:
    expect(state.to_move() == (), "someone is to move after the end")
    for seat in range(players):
        expect(not state.legal_actions(seat), f"seat {seat} has actions after the end")
    outcome = state.outcome()
    check_outcome(info, outcome, players)
    expect(state.clone().outcome() == outcome, "a clone scores otherwise")


def check_outcome(info: GameInfo, outcome: Outcome, players: int) -> None:
    """One sheet per seat, the game's categories adding up to the total, the winners best."""
    expect(len(outcome.sheets) == players, f"{len(outcome.sheets)} sheets for {players} seats")
    known = set(info.categories)
    for seat, sheet in enumerate(outcome.sheets):
        expect("total" in sheet, f"seat {seat}'s sheet has no total")
        expect(set(sheet) <= known, f"categories {sorted(set(sheet) - known)} are not the game's")
        parts = sum(v for k, v in sheet.items() if k != "total")
        expect(parts == sheet["total"], f"seat {seat}'s sheet adds up to {parts}, not its total")
    best = max(outcome.totals)
    expect(outcome.winners or info.may_end_without_winner, "nobody won")
    expect(
        outcome.winners == sorted(set(outcome.winners)), f"winners {outcome.winners} not in order"
    )
    for seat in outcome.winners:
        expect(outcome.totals[seat] == best, f"winner {seat} does not hold the best total")

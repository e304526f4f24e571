"""The seam between the taverns engine, Nidavellir and its expansions: the state class is picked
from the options, decision kinds are registered per class, snapshots name kinds and options, and
the base flow never names an expansion."""

from __future__ import annotations

import random
from pathlib import Path
from typing import ClassVar

import pytest

from game.core.simulate import random_step
from game.nidavellir.expansions.idavoll import flow as idavoll_flow
from game.nidavellir.expansions.idavoll.state import IdavollState
from game.nidavellir.expansions.thingvellir.state import ThingvellirState
from game.nidavellir.persist import from_dict
from game.nidavellir.state import State, new_game
from game.taverns.flow import DECISION_NAMES, STEP_NAMES, kind_name, kind_of

ROOT = Path(__file__).resolve().parents[2]
IDAVOLL_KINDS = [kind_of(name) for name in idavoll_flow.DECISIONS]
# the solo opponents' choices (game.nidavellir.solo) at their defaults: no solo opponent
SOLO_DEFAULTS = {"solo": "off", "neutral_heroes": "1", "andvari_strategy": "easy"}
SOLO_DEFAULTS["andvari_level"] = "1"


def test_the_options_pick_the_state_class() -> None:
    base = new_game(3, 1)
    assert type(base) is State
    assert base.options == {
        "first_game": False,
        "idavoll": False,
        "thingvellir": False,
        **SOLO_DEFAULTS,
    }
    idavoll = new_game(3, 1, {"idavoll": True})
    assert type(idavoll).__bases__ == (IdavollState,) and idavoll.options["idavoll"]
    assert type(idavoll.clone()) is type(idavoll)
    camp = new_game(3, 1, {"thingvellir": True})
    assert type(camp).__bases__ == (ThingvellirState,)
    both = new_game(3, 1, {"idavoll": True, "thingvellir": True})
    assert type(both).__mro__[1:3] == (ThingvellirState, IdavollState)
    assert type(both.clone()) is type(both) is type(new_game(2, 5, dict(both.options)))


def test_an_unknown_option_is_refused() -> None:
    with pytest.raises(ValueError, match="helheim"):
        new_game(3, 1, {"helheim": True})


def test_only_the_expansions_class_plays_its_decisions() -> None:
    assert len(IDAVOLL_KINDS) == 11
    for kind in IDAVOLL_KINDS:
        assert kind >= 0
        assert kind not in State.HANDLERS and kind not in State.LEGAL
        assert kind in IdavollState.HANDLERS and kind in IdavollState.LEGAL


def test_kinds_are_named_both_ways_and_steps_are_negative() -> None:
    for kind in range(len(DECISION_NAMES)):
        assert kind_of(kind_name(kind)) == kind
    for i in range(len(STEP_NAMES)):
        assert kind_of(kind_name(-1 - i)) == -1 - i
    with pytest.raises(ValueError):
        kind_of("no_such_decision")


def _format1(snapshot: dict) -> dict:
    """The same snapshot as the format before options and kind names (top-level flags, stack
    kinds as numbers in the old fixed order)."""
    old_order = [
        *("pick", "recruit", "thrud", "ylud", "discard", "transform", "uline_bid", "trade"),
        *("keep", "loki", "freya", "capture", "olrun", "skymir_keep", "frigg_keep"),
        *("frigg_order", "gullinbursti", "odin", "thor", "hrungnir", "check_lines"),
        *("do_trade", "order", "end_turn", "open_bids"),
    ]
    old = {k: v for k, v in snapshot.items() if k != "options"}
    old.update(format=1, **snapshot["options"])
    old["stack"] = [[old_order.index(name), *rest] for name, *rest in snapshot["stack"]]
    return old


@pytest.mark.parametrize("idavoll", [False, True])
def test_snapshots_name_options_and_kinds_and_old_ones_still_read(idavoll: bool) -> None:
    state = new_game(4, 8, {"idavoll": idavoll})
    rng = random.Random(8)
    for _ in range(70):
        random_step(state, rng)
    snapshot = state.to_dict()
    assert snapshot["options"] == {
        "first_game": False,
        "idavoll": idavoll,
        "thingvellir": False,
        **SOLO_DEFAULTS,
    }
    assert all(isinstance(entry[0], str) for entry in snapshot["stack"])
    assert from_dict(snapshot).to_dict() == snapshot
    again = from_dict(_format1(snapshot))
    assert type(again) is type(state) and again.to_dict() == snapshot


class _Watching(State):
    """A variant as a subclass: it only overrides hooks, the flow calls them."""

    __slots__ = ()
    turns: ClassVar[list[int]] = []

    def turn_started(self, seat: int) -> None:
        self.turns.append(seat)


def test_a_subclass_changes_the_game_through_hooks_only() -> None:
    rules = new_game(2, 3).rules
    state = _Watching(rules, 2, 3, {"first_game": False, "idavoll": False})
    rng = random.Random(3)
    while state.round == 1 and state.age == 1:
        random_step(state, rng)
    assert len(_Watching.turns) == 6 and sorted(set(_Watching.turns)) == [0, 1]


def test_the_base_flow_never_names_the_expansion() -> None:
    base = ["state.py", "handlers.py", "heroes.py", "distinctions.py", "invariants.py", "flow.py"]
    paths = [ROOT / "game" / "nidavellir" / name for name in base]
    paths += sorted((ROOT / "game" / "taverns").glob("*.py"))
    for path in paths:
        text = path.read_text(encoding="utf-8").lower()
        for name in ("idavoll", "mythology", "thingvellir"):
            assert name not in text, path.name


def test_a_snapshot_owing_a_decision_its_game_does_not_play_is_refused() -> None:
    state = new_game(3, 2)
    snapshot = state.to_dict()
    snapshot["stack"] = [["loki", 0, 0, 0]]
    with pytest.raises(ValueError, match="does not play"):
        from_dict(snapshot)

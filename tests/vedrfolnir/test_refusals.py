"""`apply` and `parse` refuse what is not one of Vedrfolnir's actions with `IllegalAction`, and the
state stays as it was. Why it needs care: the legality check is `action in legal_actions`, and
`==` takes `Reveal(False)` or `Reveal(0.0)` for `Reveal(0)` (then a float recipient indexes a
list), while an object of another class may claim to equal anything."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, fields, replace
from typing import Any

import pytest

from game.core.errors import IllegalAction
from game.taverns.actions import Pick
from game.vedrfolnir.actions import TRIBUTE, Reveal, parse
from game.vedrfolnir.state import State
from tests.vedrfolnir.scenario import build, give, reveal

V = 0
HUGE = 10**5000  # no text form: `str` refuses to write an int this long


def at_reveal() -> State:
    return build()


def at_solo_reveal() -> State:
    return build(players=1)


def at_first_player() -> State:
    return State(3, 1, readings={"first_player": "chosen"})


def at_attribution() -> State:
    state = build(spring=True, hand=["Ty2:3", "?", "?", "?"])
    reveal(state)
    return state


def at_response() -> State:
    state = build(winter=True, jokers={1: ["Nr", "Hd"]}, hand=["O2:3", "?", "?", "?"])
    give(state, 1)
    return state


def at_choice() -> State:
    """A Sleipnir dealt to place 0 draws a Tyr, which its receiver orients."""
    state = build(spring=True, hand=["Sl:1", "?", "?", "?"], draw_top=["Ty2:3"])
    give(state, V)
    return state


POSITIONS: dict[str, Callable[[], State]] = {
    "reveal": at_reveal,
    "solo_reveal": at_solo_reveal,
    "first": at_first_player,
    "attribute": at_attribution,
    "respond": at_response,
    "choose": at_choice,
}


def decider(state: State) -> int:
    return state.to_move()[0]


def ill_typed_ints(value: int) -> list[Any]:
    return [float(value), str(value), False, True, None, 1.5, [value]]


def ill_typed_strs(value: str) -> list[Any]:
    unknown = ["nope", value + "x", value.upper() or "ODIN"]
    return [s for s in unknown if s != value] + [None, 0, 1.5, True, value.encode(), [value]]


def out_of_range(name: str) -> list[int]:
    """Well-typed ints no table has: below every seat and recipient (the Tribute is -1), huge."""
    return [-2, 10**30, HUGE] if name == "to" else [-1, -2, 10**30, HUGE]


def variants(action: Any) -> Iterator[Any]:
    """The legal `action` with one field ill-typed or out of range at a time."""
    for f in fields(action):
        value = getattr(action, f.name)
        if isinstance(value, str):
            bad = ill_typed_strs(value)
        else:
            bad = ill_typed_ints(value) + out_of_range(f.name)
        for wrong in bad:
            yield replace(action, **{f.name: wrong})


def assert_refused(state: State, action: Any) -> None:
    seat = decider(state)
    before = state.to_dict()
    offered = [repr(a) for a in state.legal_actions(seat)]
    with pytest.raises(IllegalAction):
        state.apply(action)
    assert state.to_dict() == before
    assert [repr(a) for a in state.legal_actions(seat)] == offered


@pytest.mark.parametrize("position", list(POSITIONS))
def test_every_legal_action_with_an_ill_typed_field_is_refused(position: str) -> None:
    state = POSITIONS[position]()
    assert state.pending() == position.removeprefix("solo_")
    legal = state.legal_actions(decider(state))
    assert legal
    for action in legal:
        for wrong in variants(action):
            assert_refused(state, wrong)


@dataclass(frozen=True)
class LookAlike:
    """Another class with a `seat`, claiming to equal whatever it is compared with."""

    seat: int = 0

    def __eq__(self, other: object) -> bool:
        return True

    def __hash__(self) -> int:
        return 0


FOREIGN = {
    "none": None,
    "text": "p0 reveal",
    "int": 0,
    "float": 0.0,
    "bool": False,
    "tuple": (0,),
    "another_game": Pick(0, 3, "odin"),
    "look_alike": LookAlike(),
}


@pytest.mark.parametrize("name", list(FOREIGN))
@pytest.mark.parametrize("position", list(POSITIONS))
def test_what_is_no_vedrfolnir_action_is_refused(position: str, name: str) -> None:
    assert_refused(POSITIONS[position](), FOREIGN[name])


@pytest.mark.parametrize("seat", [False, 0.0, "0", None])
def test_a_seat_that_is_no_int_has_no_action_and_leaves_the_real_seat_its_own(seat: Any) -> None:
    state = at_solo_reveal()
    assert state.legal_actions(seat) == []
    assert [repr(a) for a in state.legal_actions(V)] == ["Reveal(seat=0)", "ToBrynhildr(seat=0)"]


LONG = "1" * 5000
NOT_ACTIONS = {
    "long_seat": f"p{LONG} reveal",
    "long_place": f"p0 first {LONG}",
    "long_recipient": f"p0 give odin2:3 to {LONG}",
    "long_redirect": f"p0 heimdall to {LONG}",
    "arabic_indic_seat": "p\u0663 reveal",
    "arabic_indic_place": "p0 first \u0663",
    "arabic_indic_recipient": "p0 give odin2:3 to \u0661",
    "arabic_indic_redirect": "p0 heimdall to \u0662",
    "full_width_seat": "p\uff11 reveal",
    "mathematical_seat": "p\U0001d7d8 reveal",
    "no_break_space": "p0\u00a0reveal",
    "leading_zeros": "p00 reveal",
    "leading_zero": "p01 reveal",
    "negative_seat": "p-1 reveal",
    "negative_recipient": "p0 give odin2:3 to -1",
    "no_seat": "p reveal",
    "empty": "",
    "space": " ",
    "tab_newline": "\t\n",
    "ideographic_space": "\u3000",
}


@pytest.mark.parametrize("name", list(NOT_ACTIONS))
def test_parse_refuses_texts_no_action_writes(name: str) -> None:
    with pytest.raises(IllegalAction):
        parse(NOT_ACTIONS[name])


@pytest.mark.parametrize("text", [None, b"p0 reveal", 0, ["p0", "reveal"]])
def test_parse_refuses_what_is_no_text(text: Any) -> None:
    with pytest.raises(IllegalAction):
        parse(text)


def test_parse_reads_ascii_numbers_as_str_writes_them() -> None:
    assert parse("p0 reveal") == Reveal(0)
    assert parse("p123456789 reveal") == Reveal(123456789)
    assert repr(parse("p0 give odin2:3 to tribute")) == (
        f"Attribute(seat=0, card='odin2:3', to={TRIBUTE}, choice='')"
    )
    with pytest.raises(IllegalAction):
        parse("p1234567890 reveal")

"""Each expansion owns its state: the base game's state and seats hold none of Idavoll's or
Thingvellir's fields, an expansion's classes create exactly their own (and copy them on a
clone), and the base game's modules never name them."""

from __future__ import annotations

import ast
import random
from pathlib import Path

from game.core.simulate import random_step
from game.nidavellir.expansions.idavoll.state import IdavollPlayer, IdavollState
from game.nidavellir.expansions.thingvellir.state import ThingvellirPlayer, ThingvellirState
from game.nidavellir.solo.shared import CLAN, PLAYER
from game.nidavellir.state import Player, State, new_game
from tests.idavoll.myth import give_myth, idavoll
from tests.nidavellir.scenario import card, fill_taverns, give, play

ROOT = Path(__file__).resolve().parents[2]
IDAVOLL_GAME = ("myth_deck", "reserve", "loki")
IDAVOLL_SEAT = ("myth", "tokens", "captured", "uncounted", "olrun")
THINGVELLIR_GAME = ("camp", "camp_decks", "camp_discard", "camp_visited", "enlist")
THINGVELLIR_SEAT = ("pouch_hero", "mjollnir", "coins_out")
EVERY_FIELD = IDAVOLL_GAME + IDAVOLL_SEAT + THINGVELLIR_GAME + THINGVELLIR_SEAT
BASE_MODULES = ("state.py", "persist.py", "invariants.py", "handlers.py", "heroes.py")


def holds(obj: object, names: tuple[str, ...]) -> list[str]:
    return [name for name in names if hasattr(obj, name)]


def test_the_base_game_state_and_seats_hold_no_expansion_field() -> None:
    for options in ({}, {"first_game": True}, {"solo": "neutral"}, {"solo": "andvari"}):
        state = new_game(1 if options.get("solo") else 3, 4, options)
        assert holds(state, EVERY_FIELD) == []
        assert [holds(p, EVERY_FIELD) for p in state.players] == [[]] * state.n
        assert all(type(p) is Player for p in state.players)
    assert set(State.__slots__) & set(EVERY_FIELD) == set()
    assert set(Player.__slots__) == {"distinctions", "heroes", "thrud_col", "ylud_col"}


def test_each_expansion_creates_its_own_fields_and_no_other() -> None:
    ida = new_game(3, 4, {"idavoll": True})
    assert holds(ida, EVERY_FIELD) == list(IDAVOLL_GAME)
    assert [holds(p, EVERY_FIELD) for p in ida.players] == [list(IDAVOLL_SEAT)] * 3
    camp = new_game(3, 4, {"thingvellir": True})
    assert holds(camp, EVERY_FIELD) == list(THINGVELLIR_GAME)
    assert [holds(p, EVERY_FIELD) for p in camp.players] == [list(THINGVELLIR_SEAT)] * 3
    both = new_game(3, 4, {"idavoll": True, "thingvellir": True})
    assert holds(both, EVERY_FIELD) == list(IDAVOLL_GAME + THINGVELLIR_GAME)
    seat_fields = list(IDAVOLL_SEAT + THINGVELLIR_SEAT)
    assert [holds(p, EVERY_FIELD) for p in both.players] == [seat_fields] * 3
    assert isinstance(both, IdavollState) and isinstance(both, ThingvellirState)
    assert all(
        isinstance(p, IdavollPlayer) and isinstance(p, ThingvellirPlayer) for p in both.players
    )


def test_every_state_and_seat_played_holds_its_fields_in_slots() -> None:
    """Two expansions' classes combine only without slots of their own: the class played slots
    their fields (an instance dict would slow the AI's clones down)."""
    for options in ({}, {"idavoll": True}, {"thingvellir": True}):
        state = new_game(3, 4, options)
        assert not hasattr(state, "__dict__") and not hasattr(state.players[0], "__dict__")
    both = new_game(3, 4, {"idavoll": True, "thingvellir": True})
    assert not hasattr(both, "__dict__") and not hasattr(both.players[0], "__dict__")
    assert type(both).__slots__ == THINGVELLIR_GAME + IDAVOLL_GAME
    assert type(both.players[0]).__slots__ == THINGVELLIR_SEAT + IDAVOLL_SEAT
    assert IdavollState.__slots__ == ThingvellirPlayer.__slots__ == ()


def test_a_clone_copies_the_expansions_fields_and_shares_none() -> None:
    state = new_game(3, 6, {"idavoll": True, "thingvellir": True})
    rng = random.Random(6)
    for _ in range(140):
        random_step(state, rng)
    twin = state.clone()
    before = state.to_dict()
    for holder, copy, names in [
        (state, twin, IDAVOLL_GAME + THINGVELLIR_GAME),
        *(
            (p, q, IDAVOLL_SEAT + THINGVELLIR_SEAT)
            for p, q in zip(state.players, twin.players, strict=True)
        ),
    ]:
        for name in names:
            mine, theirs = getattr(holder, name), getattr(copy, name)
            assert theirs == mine, name
            if isinstance(mine, (list, dict)):
                assert theirs is not mine, name
    for deck in twin.camp_decks:
        deck.append(0)
    twin.loki[0] = 2
    twin.players[0].tokens[card("loki")] = 7
    twin.players[1].coins_out.append(1)
    assert state.to_dict() == before


def test_heroes_outside_the_lines_are_counted_by_the_game_that_has_them() -> None:
    """Thrivaldi's hero (Idavoll, the rulebook's Zoral example) and a solo clan's starting
    heroes never count against the lines; in the base game every hero does."""
    base = new_game(3, 1)
    give(base, 0, "a1_warrior_0")
    base.players[0].heroes.append(card("kraal"))
    assert base.counted_heroes(0) == 1
    state = idavoll(3)
    give_myth(state, 0, "thrivaldi")
    fill_taverns(
        state,
        "a1_blacksmith_0 a1_warrior_1 a1_warrior_2",
        "loki freya thor",
        "a1_miner_1 a1_miner_2 a1_miner_3",
    )
    play(state, "s0 bid 5 4 3", "s1 bid 4 3 2", "s2 bid 3 2 0")
    play(state, "s0 pick a1_blacksmith_0", "s0 capture yes", "s0 recruit zoral")
    assert state.players[0].heroes == state.players[0].uncounted == [card("zoral")]
    assert state.counted_heroes(0) == 0 and state.counted_heroes(1) == 0
    solo = new_game(1, 3, {"solo": "neutral", "neutral_heroes": "4"})
    assert len(solo.players[CLAN].heroes) == 4
    assert solo.counted_heroes(CLAN) == 0 and solo.counted_heroes(PLAYER) == 0
    assert solo.to_dict()["seats"][CLAN]["uncounted"] == solo.to_dict()["seats"][CLAN]["heroes"]


def _names(path: Path) -> set[str]:
    """The fields a module reads or writes: attribute names, and the texts it uses as a key
    (of a dict it writes, of a subscript, or given to a call such as `data.get`)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute):
            names.add(node.attr)
        keys: list[ast.expr | None] = []
        if isinstance(node, ast.Dict):
            keys = list(node.keys)
        elif isinstance(node, ast.Subscript):
            keys = [node.slice]
        elif isinstance(node, ast.Call):
            keys = list(node.args)
        names |= {k.value for k in keys if isinstance(k, ast.Constant) and isinstance(k.value, str)}
    return names


def test_the_base_game_modules_name_no_expansion_field() -> None:
    for module in BASE_MODULES:
        named = _names(ROOT / "game" / "nidavellir" / module) & set(EVERY_FIELD)
        assert named == set(), module

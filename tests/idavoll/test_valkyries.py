"""Valkyries: each strength track and trigger (Svafa's betterment example of the rulebook,
Hildr's 16 → 0, Brynhildr, Olrun's chosen class, Sigrdrifa and Odin), the last notch holds."""

from __future__ import annotations

from game.nidavellir.distinctions import award
from tests.idavoll.myth import give_myth, idavoll, sheet, token
from tests.nidavellir.scenario import (
    CROWN_JEWELER,
    HUNTING_MASTER,
    KINGS_HAND,
    coins,
    fill_taverns,
    give,
    legal,
    play,
    set_coins,
)

T1 = "odin thor frigg"


def test_svafa_rulebook_example_two_notches_for_a_9_instead_of_7() -> None:
    """Serge should take a 7 after a trade; 7 and 8 are gone, he takes a 9: two notches."""
    state = idavoll(3, seed=4)
    fill_taverns(
        state, "a1_warrior_0 a1_warrior_1 a1_warrior_2", T1, "a1_hunter_1 a1_hunter_2 a1_hunter_3"
    )
    set_coins(state, 1, "7g 8g 8g 0 2")  # every 7 and 8 of the Treasure is seat 1's
    set_coins(state, 2, "2 3 4 5 6g")
    give_myth(state, 0, "svafa")
    play(state, "s0 bid 0 2 5", "s1 bid 8g 8g 7g", "s2 bid 6g 5 4")
    play(state, "s1 pick a1_warrior_0", "s2 pick a1_warrior_1", "s0 pick a1_warrior_2")
    assert "9g" in coins(state, 0) and "4" not in coins(state, 0)
    assert token(state, 0, "svafa") == 2
    assert sheet(state, 0)["valkyries"] == 8


def test_svafa_stops_on_her_last_notch() -> None:
    state = idavoll(3)
    give_myth(state, 0, "svafa")
    from game.nidavellir.expansions.idavoll import mythology

    mythology.trigger(state, 0, "betterment", steps=7)
    assert token(state, 0, "svafa") == 3
    assert sheet(state, 0)["valkyries"] == 16


def test_hildr_falls_back_to_zero_on_a_third_distinction() -> None:
    state = idavoll(3)
    give(state, 0, "a1_warrior_0", "a1_hunter_0", "a1_miner_0")
    give_myth(state, 0, "hildr")
    points = []
    for index in (KINGS_HAND, HUNTING_MASTER, CROWN_JEWELER):
        state.stack = []
        award(state, index)
        points.append(sheet(state, 0)["valkyries"])
    assert points == [8, 16, 0]


def test_brynhildr_moves_each_time_her_owner_chooses_first() -> None:
    state = idavoll(3)
    give_myth(state, 0, "brynhildr")
    fill_taverns(
        state, "a1_warrior_0 a1_warrior_1 a1_warrior_2", T1, "a1_hunter_1 a1_hunter_2 a1_hunter_3"
    )
    play(state, "s0 bid 5 2 4", "s1 bid 4 3 2", "s2 bid 3 4 0")
    assert token(state, 0, "brynhildr") == 1  # first in the Laughing Goblin
    play(state, "s0 pick a1_warrior_0", "s1 pick a1_warrior_1", "s2 pick a1_warrior_2")
    assert token(state, 0, "brynhildr") == 1  # seat 2 (gem or coin) chooses first here
    play(state, "s2 pick odin", "s1 pick thor", "s0 pick frigg")
    assert token(state, 0, "brynhildr") == 2
    assert sheet(state, 0)["valkyries"] == 6


def test_olrun_asks_a_class_then_counts_cards_of_it() -> None:
    state = idavoll(3)
    fill_taverns(
        state,
        "a1_warrior_0 a1_warrior_1 a1_hunter_0",
        "olrun thor frigg",
        "a1_warrior_2 a1_hunter_2 a1_hunter_3",
    )
    play(state, "s0 bid 4 5 3", "s1 bid 5 4 2", "s2 bid 3 2 0")
    play(state, "s1 pick a1_warrior_0", "s0 pick a1_warrior_1", "s2 pick a1_hunter_0")
    play(state, "s0 pick olrun")
    assert state.pending() == "olrun" and len(legal(state, 0)) == 5
    play(state, "s0 olrun warrior", "s1 pick thor", "s2 pick frigg")
    play(state, "s0 pick a1_warrior_2")
    assert token(state, 0, "olrun") == 1  # the warrior before Olrun did not count
    assert state.players[0].olrun == 0


def test_sigrdrifa_counts_heroes_but_not_odins_swap() -> None:
    state = idavoll(3)
    give_myth(state, 0, "sigrdrifa", "odin")
    fill_taverns(
        state,
        "a1_explorer_0 a1_warrior_6 a1_hunter_0",
        "loki freya thor",
        "a1_hunter_1 a1_hunter_2 a1_hunter_3",
    )
    give(state, 0, "a1_warrior_0", "a1_miner_0", "a1_blacksmith_0", "a1_hunter_4")
    play(state, "s0 bid 5 4 3", "s1 bid 4 3 2", "s2 bid 3 2 0")
    play(state, "s0 pick a1_explorer_0", "s0 recruit jungir")
    assert token(state, 0, "sigrdrifa") == 1 and sheet(state, 0)["valkyries"] == 0
    assert state.pending() == "odin"
    play(state, "s0 odin jungir ymir")
    assert token(state, 0, "sigrdrifa") == 1

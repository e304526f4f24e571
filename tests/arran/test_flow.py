"""The worked examples of spec §11 about the flow (EX-01 … EX-13, EX-26) as exact tests: bid
order, gem exchanges, Talion upgrades, exchanges and the Treasury rule, Derdhr, Kardum, Ordo,
two Lords. Each builds the example's position, plays it through `apply` and checks the numbers."""

from __future__ import annotations

import pytest

from game.arran import evaluation
from game.arran.cards import SHIELD, TALION, WANDERERS
from game.arran.state import State
from game.core.errors import IllegalAction
from game.taverns import coins as cn
from game.taverns.actions import Transform
from tests.arran.position import (
    board,
    dwarves,
    fill_tavern,
    game,
    give,
    legal,
    lift,
    play,
    set_gems,
    set_hand,
    sound,
)


def test_ex01_bid_order_and_a_two_way_gem_swap() -> None:
    # The rulebook's 3 Lords (gems 3, 5, 1) sit at a 5-Lord table, since gem 1 is dealt only
    # with 5 Lords; the two others bid 4 and 3, apart from everyone.
    s = game(5)
    set_gems(s, [3, 5, 1, 2, 4])
    play(s, "s0 bid 5 0 2", "s1 bid 2 0 3", "s2 bid 2 0 3", "s3 bid 4 0 2", "s4 bid 3 0 2")
    assert s.order == [0, 3, 4, 1, 2]
    assert s.ties == [[1, 2]]
    while s.tavern == 0:
        play(s, legal(s, s.to_move()[0])[0])
    assert [p.gem for p in s.players][:3] == [3, 1, 5]
    sound(s)


def test_ex02_two_tie_groups() -> None:
    s = game(5)
    set_gems(s, [3, 1, 5, 4, 2])  # Serge, Anne, Valériane, Alex, Jean-Marie
    bids = ["s0 bid 3 0 2", "s1 bid 3 0 2", "s2 bid 2 0 3", "s3 bid 2 0 3", "s4 bid 2 0 3"]
    play(s, *bids)
    assert s.order == [0, 1, 2, 3, 4]
    while s.tavern == 0:
        play(s, legal(s, s.to_move()[0])[0])
    assert [p.gem for p in s.players] == [1, 3, 2, 4, 5]
    sound(s)


@pytest.mark.parametrize(
    ("lords", "gems", "after"),
    [(4, [2, 3, 4, 5], [5, 4, 3, 2]), (5, [1, 2, 3, 4, 5], [5, 4, 3, 2, 1])],
)
def test_ex03_larger_tie_groups_reverse_their_gems(lords, gems, after) -> None:
    s = game(lords)
    set_gems(s, gems)
    play(s, *(f"s{i} bid 4 0 2" for i in range(lords)))
    assert s.order == list(reversed(range(lords)))
    while s.tavern == 0:
        play(s, legal(s, s.to_move()[0])[0])
    assert [p.gem for p in s.players] == after


def test_ex04_and_ex05_ties_are_fixed_at_reveal_and_talion_upgrades_b5_to_g6() -> None:
    s = game(2)
    set_gems(s, [5, 4])
    talion, shield = dwarves(s, TALION, 1)[0], dwarves(s, SHIELD, 2)
    fill_tavern(s, 0, [talion, *shield])
    sixes, out = s.treasure[6], s.bronze_out
    play(s, "s0 bid 5 0 2", "s1 bid 5 0 2")
    assert s.order == [0, 1] and s.ties == [[0, 1]]
    events = play(s, f"s0 pick {talion}")
    assert board(s, 0)[0] == "6g"
    assert s.treasure[6] == sixes - 1 and s.bronze_out == out + 1
    assert ("coin_transformed", 0) in [(e.kind, e.seat) for e in events]
    play(s, f"s1 pick {shield[0]}")
    assert [p.gem for p in s.players] == [4, 5]  # still swapped: the group was fixed at reveal
    sound(s)


def test_ex06_talion_with_the_0_upgrades_a_purse_coin_then_exchanges() -> None:
    s = game(2)
    talion, shield = dwarves(s, TALION, 1)[0], dwarves(s, SHIELD, 2)
    fill_tavern(s, 0, [talion, *shield])
    fives, nines = s.treasure[5], s.treasure[9]
    play(s, "s0 bid 0 2 5", "s1 bid 2 0 3")
    assert board(s, 0)[3:] == ["3", "4"]
    play(s, f"s1 pick {shield[0]}", f"s0 pick {talion}")
    assert s.pending() == "upgrade_purse"
    assert legal(s, 0) == ["s0 transform p0:3", "s0 transform p1:4"]
    play(s, "s0 transform p0:3")  # 3 + 1 = 4: no gold 4, so the 5; then 4 + 5 = 9, the 5 goes
    assert board(s, 0)[3:] == ["9g", "4"]
    assert s.treasure[5] == fives and s.treasure[9] == nines - 1
    sound(s)


def test_ex07_the_next_higher_coin_available() -> None:
    s = game(3)
    s.treasure[4] = s.treasure[5] = s.treasure[6] = 0
    new = s.take_from_treasure(cn.coin(3, cn.BRONZE), 4)
    assert cn.coin_str(new) == "7g"


def test_ex08_plain_exchange() -> None:
    s = game(2)
    shield = dwarves(s, SHIELD, 3)
    fill_tavern(s, 0, shield)
    play(s, "s0 bid 0 3 4", "s1 bid 2 0 3")
    assert board(s, 0)[3:] == ["2", "5"]
    events = play(s, f"s1 pick {shield[0]}", f"s0 pick {shield[1]}")
    assert board(s, 0)[3:] == ["2", "7g"]
    assert ("coins_traded", 0, (cn.coin(2, 0), cn.coin(5, 0), cn.coin(5, 0), cn.coin(7, 1))) in [
        (e.kind, e.seat, e.data) for e in events
    ]
    sound(s)


def test_ex09_fallback_to_a_lower_coin_and_the_same_value_ban() -> None:
    s = game(2)
    set_hand(s, 0, ["0", "2", "3", "4", "25g"])
    shield = dwarves(s, SHIELD, 3)
    fill_tavern(s, 0, shield)
    play(s, "s0 bid 0 2 4", "s1 bid 2 0 3")
    assert board(s, 0)[3:] == ["3", "25g"]
    play(s, f"s1 pick {shield[0]}", f"s0 pick {shield[1]}")
    assert board(s, 0)[3:] == ["3", "24g"]  # nothing >= 28; not a 25: the 24
    assert s.treasure[25] == 1 and s.treasure[24] == 0
    sound(s)


def talion_won_with_a_14(s: State) -> None:
    """EX-10's position played: the Treasury holds the other 14 and nothing above it, and
    seat 0 takes a Talion dwarf with its 14."""
    set_hand(s, 0, ["0", "2", "3", "4", "14g"])
    for value in range(15, len(s.treasure)):
        s.treasure[value] = 0
    talion, shield = dwarves(s, TALION, 1)[0], dwarves(s, SHIELD, 2)
    fill_tavern(s, 0, [talion, *shield])
    play(s, "s0 bid 14g 0 2", "s1 bid 2 0 3", f"s0 pick {talion}")


def test_ex10_same_value_ban_with_several_copies() -> None:
    s = game(2)
    talion_won_with_a_14(s)
    assert board(s, 0)[0] == "13g"  # the other 14 is banned by value; the upgrade is mandatory


def _lord_with_lines(s, seat: int, columns: dict[int, int]) -> None:
    for order, count in columns.items():
        give(s, seat, dwarves(s, order, count))


def test_ex11_derdhr_upgrades_any_coin_but_the_0() -> None:
    for choice, expect in (
        ("p1:9g", ("t2", "11g", "p1", "14g")),
        ("t2:11g", ("t2", "16g", "p1", "9g")),
    ):
        s = game(2)
        set_hand(s, 0, ["0", "2", "4", "9g", "11g"])
        _lord_with_lines(s, 0, {0: 1, 1: 1, 2: 1, 3: 1})
        talion, shield = dwarves(s, TALION, 1)[0], dwarves(s, SHIELD, 2)
        fill_tavern(s, 0, [talion, *shield])
        play(s, "s0 bid 4 2 11g", "s1 bid 2 0 3", f"s0 pick {talion}")
        assert s.pending() == "recruit"
        play(s, "s0 recruit derdhr")
        assert s.pending() == "transform"
        options = legal(s, 0)
        assert "s0 transform p0:0" not in options and "s0 transform p1:9g" in options
        play(s, f"s0 transform {choice}")
        b = board(s, 0)
        assert b[2] == expect[1] and b[4] == expect[3]
        assert not s.players[0].known >> 2 & 1  # the coin on tavern 3 stays face down
        sound(s)


def test_ex12_kardum_and_the_3_exchange_coin() -> None:
    s = game(2)
    _lord_with_lines(s, 0, {0: 1, 1: 1, 2: 1, 3: 1})
    talion, shield = dwarves(s, TALION, 1)[0], dwarves(s, SHIELD, 2)
    fill_tavern(s, 0, [talion, *shield])
    out = s.bronze_out
    play(s, "s0 bid 5 2 3", "s1 bid 2 0 3", f"s0 pick {talion}", "s0 recruit kardum")
    assert board(s, 0)[3:] == ["3s", "4"]  # the 3-Exchange coin sits where the 0 was
    assert s.exchange_coin_left == 0 and s.bronze_out == out + 2  # the 0 and the upgraded 5
    assert cn.value_of(cn.coin(3, cn.SPECIAL)) == 3
    sound(s)


def test_ex13_ordo_gives_up_the_lower_coin() -> None:
    s = game(3)
    give(s, 0, dwarves(s, TALION, 2))
    s.awards = [s.table.card_ids["ordo"]]
    evaluation.award_next(s)
    assert sorted(cn.coin_str(c) for c in s.players[0].hand) == ["0", "3", "4", "5", "5g"]
    assert s.table.card_ids["ordo"] in s.players[0].command
    s.awards = []
    s.box.extend(c for c in s.table.elites if c not in s.players[0].command)
    s.box.append(s.table.liquor)
    sound(s)


def test_ex26_two_lords_tavern_2_discard_and_taverns_1_and_3() -> None:
    s = game(2)
    x, y, z = dwarves(s, SHIELD, 3)
    fill_tavern(s, 1, [x, y, z])
    play(s, "s0 bid 2 5 3", "s1 bid 3 4 2")
    first = s.order[0]
    second = 1 - first
    play(s, legal(s, first)[0])
    play(s, legal(s, second)[0])
    assert len(s.taverns[0]) == 0 and len(s.discard) == 1  # the third card is discarded
    assert s.order == [0, 1]
    play(s, f"s0 pick {x}")
    assert s.pending() == "discard_card" and legal(s, 0) == [f"s0 discard {y}", f"s0 discard {z}"]
    play(s, f"s0 discard {y}")
    assert legal(s, 1) == [f"s1 pick {z}"]
    play(s, f"s1 pick {z}")
    assert s.table.card_ids[y] in s.discard
    sound(s)


def test_wanderers_column_is_compared_with_gaat_as_a_9() -> None:
    s = game(3)
    give(s, 0, ["gaat"], column=WANDERERS)
    nine = dwarves(s, WANDERERS, 1, points=9)[0]
    s.place(0, lift(s, nine), WANDERERS)
    assert s.players[0].covered == [s.table.card_ids[nine]]


def test_the_second_of_two_equal_purse_coins_is_refused_like_any_action_not_offered() -> None:
    s = game(2)
    set_hand(s, 0, ["0", "2", "5", "6g", "6g"])
    talion, shield = dwarves(s, TALION, 1)[0], dwarves(s, SHIELD, 2)
    fill_tavern(s, 0, [talion, *shield])
    play(s, "s0 bid 0 2 5", "s1 bid 2 0 3", f"s1 pick {shield[0]}", f"s0 pick {talion}")
    assert s.pending() == "upgrade_purse" and legal(s, 0) == ["s0 transform p0:6g"]
    before = s.to_dict()
    with pytest.raises(IllegalAction):
        s.apply(Transform(0, 4, cn.parse_coin("6g")))
    assert s.to_dict() == before
    play(s, "s0 transform p0:6g")  # 6 + 1 = 7, then 7 + 6 = 13 and the 7 goes
    assert board(s, 0)[3:] == ["13g", "6g"]
    sound(s)

"""The rulebook's numbers at set-up and in a round (spec §1, §2, §3.13, §4, §5): each as an exact
test on a new game, so a change to the data or the flow that breaks one is caught by name."""

from __future__ import annotations

import pytest

from game.arran.actions import parse_action
from game.arran.cards import DWARF
from game.core.errors import IllegalAction
from game.taverns import coins as cn
from tests.arran.position import game, legal, play, sound

CARDS_PER_TAVERN = {2: 3, 3: 3, 4: 4, 5: 5}
GEMS = {2: [4, 5], 3: [3, 4, 5], 4: [2, 3, 4, 5], 5: [1, 2, 3, 4, 5]}


@pytest.mark.parametrize("lords", [2, 3, 4, 5])
def test_set_up(lords: int) -> None:
    s = game(lords, seed=lords)
    for p in s.players:
        assert sorted(cn.coin_str(c) for c in p.hand) == ["0", "2", "3", "4", "5"]
    assert sorted(p.gem for p in s.players) == GEMS[lords]
    assert [len(t) for t in s.taverns] == [CARDS_PER_TAVERN[lords]] * 3
    assert sum(s.treasure) == 34 and s.treasure[:5] == [0, 0, 0, 0, 0]
    assert s.pariah_left == 12 and s.exchange_coin_left == 1
    assert len(s.cognar_pool) == 23
    assert s.awards[-1] == s.table.liquor and sorted(s.awards[:5]) == sorted(s.table.elites)
    five_only = {c.id for c in s.table.cards if c.kind == DWARF and c.five_lords_only}
    assert (set(s.box) == five_only) if lords < 5 else s.box == []
    dealt = 3 * CARDS_PER_TAVERN[lords]
    assert len(s.decks[1]) + dealt == (45 if lords == 5 else 36)
    assert len(s.decks[2]) == (46 if lords == 5 else 37)
    assert s.pending() == "bids" and s.to_move() == tuple(range(lords))
    sound(s)


def test_the_elite_holder_order_is_shuffled_at_set_up() -> None:
    orders = {tuple(game(3, seed=seed).awards) for seed in range(20)}
    assert len(orders) > 5


def test_bids_are_simultaneous_and_any_coin_goes_anywhere() -> None:
    s = game(3)
    assert len(legal(s, 0)) == 60  # 5 x 4 x 3 ordered choices of three distinct coins
    play(s, "s1 bid 0 5 4")
    assert s.to_move() == (0, 2) and s.pending() == "bids"
    with pytest.raises(IllegalAction):
        s.apply(parse_action("s1 bid 2 3 5", s.table))  # a bid is placed once
    play(s, "s0 bid 5 4 3", "s2 bid 2 0 3")
    assert s.pending() == "pick" and s.revealed == [5, 0, 2]
    assert [cn.coin_str(c) for c in s.players[1].board[3:]] == ["2", "3"]


def test_only_the_resolved_tavern_is_revealed() -> None:
    s = game(2)
    play(s, "s0 bid 5 4 3", "s1 bid 2 0 3")
    view = s.view(0)
    assert view["seats"][1]["board"] == ["2", "?", "?", "?", "?"]
    assert view["seats"][0]["board"] == ["5", "4", "3", "0", "2"]


def test_coins_go_back_to_hand_at_the_end_of_the_round() -> None:
    s = game(4)
    while s.round == 1:
        play(s, legal(s, s.to_move()[0])[0])
    for p in s.players:
        assert len(p.hand) == 5 and p.board == [-1] * 5
    sound(s)

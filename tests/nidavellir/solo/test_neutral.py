"""The Neutral clan (spec §5.5 "Solo", data/nidavellir/solo.yaml `neutral:`): each rule of its
behaviour, with exact values."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from game.core.errors import IllegalAction
from game.nidavellir.actions import Recruit, Transform
from game.nidavellir.data import BLACKSMITH, EXPLORER, HUNTER, MINER, WARRIOR
from game.nidavellir.flow import RECRUIT, TRANSFORM
from game.nidavellir.solo.data import solo_data
from game.taverns.actions import HAND
from tests.nidavellir.scenario import RULES, card, coin, fill_taverns, give, keys, play, set_coins
from tests.nidavellir.solo.helpers import CLAN, PLAYER, neutral, next_draw, with_reading

PLAYER_HEROES = ["kraal", "tarah", "aral", "dagda", "aegur", "bonfur", "zoral", "lokdur"]
PLAYER_HEROES += ["hourya", "idunn"]
DWERGS = ["ymir", "aesir", "sigmir", "jungir", "bergelmir"]


# --------------------------------------------------------------------------- set-up


def test_six_heroes_in_the_yaml_order_none_counted_thrud_in_a_column() -> None:
    state = neutral(6)
    clan = state.players[CLAN]
    assert keys(clan.heroes) == ["uline", "ylud", "astrid", "skaa", "grid", "thrud"]
    assert state.given_heroes == clan.heroes and state.counted_heroes(CLAN) == 0
    assert keys(clan.command) == ["uline", "ylud", "astrid", "skaa", "grid"]
    assert keys(clan.columns[WARRIOR]) == ["thrud"] and clan.thrud_col == WARRIOR
    assert clan.ranks == [1, 0, 0, 0, 0]
    assert not clan.bids_from_hand  # Uline gives the clan her points only


def test_one_hero_is_uline_and_the_other_gifts_go_to_the_box() -> None:
    state = neutral(1)
    assert keys(state.players[CLAN].heroes) == ["uline"]
    assert keys(state.hero_pool) == PLAYER_HEROES + DWERGS
    assert sorted(k for k in keys(state.box) if k in ("ylud", "astrid", "skaa", "grid", "thrud"))
    assert {"ylud", "astrid", "skaa", "grid", "thrud"} <= set(keys(state.box))


def test_grid_replaces_the_clans_2_with_a_9() -> None:
    before = neutral(4)
    state = neutral(5)
    assert sorted(c >> 2 for c in state.players[CLAN].coins()) == [0, 3, 4, 5, 9]
    assert sorted(c >> 2 for c in before.players[CLAN].coins()) == [0, 2, 3, 4, 5]
    assert state.treasure[9] == before.treasure[9] - 1
    assert state.bronze_out == 1


def test_the_player_holds_the_lower_gem_the_clan_the_higher() -> None:
    for seed in range(6):
        state = neutral(1, seed)
        assert [p.gem for p in state.players] == [4, 5]


def test_the_clan_has_bid_before_the_player_and_only_the_player_is_to_move() -> None:
    state = neutral(2, seed=3)
    assert state.to_move() == (PLAYER,)
    assert state.players[CLAN].has_bid and state.players[CLAN].hand == []
    assert sorted(state.players[CLAN].board) == sorted(coin(t) for t in ["0", "2", "3", "4", "5"])


def test_its_bids_are_its_coins_shuffled_from_the_game_seed() -> None:
    assert [c >> 2 for c in neutral(1, seed=1).players[CLAN].board] == [5, 3, 2, 4, 0]
    assert [c >> 2 for c in neutral(1, seed=4).players[CLAN].board] == [0, 4, 2, 5, 3]


# --------------------------------------------------------------------------- heroes and lines


def test_the_player_recruits_only_the_ten_class_heroes() -> None:
    state = neutral(1)
    give(state, PLAYER, "a1_warrior_0", "a1_hunter_0", "a1_miner_0", "a1_blacksmith_0")
    give(state, PLAYER, "a1_explorer_0")
    state.check_lines(PLAYER)
    assert state.stack[-1] == (RECRUIT, PLAYER, 0, 0)
    offered = [a.key for a in state.legal_actions(PLAYER)]
    assert offered == [k for k in PLAYER_HEROES if k != "hourya"]  # Hourya needs 5 explorers
    with pytest.raises(IllegalAction):
        state.apply(Recruit(PLAYER, card("ymir"), "ymir"))


def test_the_clan_recruits_a_dwerg_at_random_and_counts_only_dwergs_against_its_lines() -> None:
    state = neutral(6)  # six heroes, none counted: one line calls for a Dwerg
    give(state, CLAN, "a1_hunter_0", "a1_miner_0", "a1_blacksmith_0", "a1_explorer_0")
    assert state.counted_lines(CLAN) == 1 and state.counted_heroes(CLAN) == 0
    state.check_lines(CLAN)
    assert state.stack[-1] == (RECRUIT, CLAN, 0, 0)
    pick = next_draw(state, 5)
    action = state.script_action()
    assert action == Recruit(CLAN, card(DWERGS[pick]), DWERGS[pick])


def test_no_line_no_recruit_once_dwergs_match_lines() -> None:
    state = neutral(1)
    give(state, CLAN, "ymir", "a1_warrior_0", "a1_hunter_0", "a1_miner_0", "a1_blacksmith_0")
    give(state, CLAN, "a1_explorer_0")
    depth = len(state.stack)
    state.check_lines(CLAN)
    assert len(state.stack) == depth


# --------------------------------------------------------------------------- card choice


def test_1_a_card_completing_its_next_line_first_the_most_points() -> None:
    state = neutral(1)
    give(state, CLAN, "a1_warrior_0", "a1_hunter_0", "a1_miner_0", "a1_blacksmith_0")
    assert state.completing_class() == EXPLORER
    tavern = [card("a1_warrior_7"), card("a1_explorer_0"), card("a1_explorer_3")]
    assert state.choose_card(tavern) == card("a1_explorer_3")


def test_1_else_a_card_of_thruds_column_so_she_moves_to_complete_the_line() -> None:
    state = neutral(6)
    give(state, CLAN, "a1_hunter_0", "a1_miner_0", "a1_blacksmith_0")
    assert state.players[CLAN].ranks == [1, 1, 1, 1, 0]
    assert state.completing_class() == EXPLORER
    tavern = [card("a1_hunter_1"), card("a1_warrior_2"), card("a1_miner_4")]
    assert state.choose_card(tavern) == card("a1_warrior_2")


def test_thrud_lifted_goes_to_the_class_completing_the_line() -> None:
    state = neutral(6)
    give(state, CLAN, "a1_hunter_0", "a1_miner_0", "a1_blacksmith_0")
    fill_taverns(state, "a1_warrior_2 a1_hunter_1 a1_miner_4", "", "")
    set_coins(state, PLAYER, "0 2 3 4 5")
    clan = state.players[CLAN]
    clan.board = [coin("5"), coin("4"), coin("3"), coin("2"), coin("0")]
    play(state, "s0 bid 2 3 4")  # the clan's 5 beats the 2: it picks first
    assert keys(clan.columns[WARRIOR]) == ["a1_warrior_2"]
    assert keys(clan.columns[EXPLORER]) == ["thrud"] and clan.thrud_col == EXPLORER
    assert clan.ranks == [1, 1, 1, 1, 1]
    assert len([h for h in keys(clan.heroes) if h in DWERGS]) == 1  # the line called a Dwerg


def test_2_else_its_least_represented_class_thrud_not_counted() -> None:
    state = neutral(6)  # Thrud alone in the warrior column: it counts as empty
    give(state, CLAN, "a1_hunter_0", "a1_miner_0", "a1_explorer_0", "a1_explorer_1")
    assert state.least_classes() == [WARRIOR, BLACKSMITH]
    tavern = [card("a1_explorer_6"), card("a1_warrior_3"), card("a1_hunter_2")]
    assert state.choose_card(tavern) == card("a1_warrior_3")


def test_2_the_most_points_among_least_represented_classes() -> None:
    state = neutral(1)
    give(state, CLAN, "a1_warrior_0", "a1_hunter_0", "a1_miner_0")
    assert state.completing_class() == -1 and state.least_classes() == [BLACKSMITH, EXPLORER]
    tavern = [card("a1_warrior_7"), card("a1_blacksmith_0"), card("a1_explorer_1")]
    assert state.choose_card(tavern) == card("a1_explorer_1")


def test_2_equal_points_are_drawn_at_random_from_the_seed() -> None:
    state = neutral(1)
    tavern = [card("a1_hunter_0"), card("a1_blacksmith_0"), card("a1_hunter_1")]
    expected = tavern[next_draw(state, 3)]  # all 0 points, every class the least
    assert state.choose_card(tavern) == expected


# --------------------------------------------------- ASSUMPTION S10: tied least-represented classes


def test_s10_the_shipped_reading_takes_the_most_points_beside_a_blacksmith() -> None:
    assert solo_data().neutral.least_class_ties == "most_points"
    for seed in range(8):
        state = neutral(1, seed)
        give(state, CLAN, "a1_warrior_0", "a1_hunter_0", "a1_miner_0")
        assert state.least_classes() == [BLACKSMITH, EXPLORER]
        tavern = [card("a1_warrior_7"), card("a1_blacksmith_0"), card("a1_explorer_1")]
        assert state.choose_card(tavern) == card("a1_explorer_1")


def test_s10_at_random_a_blacksmith_offered_draws_among_the_tied_classes_cards(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    with_reading(monkeypatch, tmp_path, "least_class_ties", "at_random")
    offered = [card("a1_blacksmith_0"), card("a1_explorer_1")]
    picks = []
    for seed in range(8):
        state = neutral(1, seed)
        give(state, CLAN, "a1_warrior_0", "a1_hunter_0", "a1_miner_0")
        tavern = [card("a1_warrior_7"), *offered]
        expected = offered[next_draw(state, 2)]
        picks.append(state.choose_card(tavern))
        assert picks[-1] == expected
    assert set(picks) == set(offered)  # the seed, not the points, decides


def test_s10_at_random_a_miner_offered_draws_even_against_an_explorer_of_11(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    tavern = [card("a1_warrior_7"), card("a1_miner_4"), card("a1_explorer_6")]
    shipped = neutral(1, seed=3)
    give(shipped, CLAN, "a1_warrior_0", "a1_hunter_0")
    assert shipped.least_classes() == [MINER, BLACKSMITH, EXPLORER]
    assert shipped.choose_card(tavern) == card("a1_explorer_6")
    with_reading(monkeypatch, tmp_path, "least_class_ties", "at_random")
    state = neutral(1, seed=3)
    give(state, CLAN, "a1_warrior_0", "a1_hunter_0")
    assert next_draw(state, 2) == 0  # this seed draws the miner
    assert state.choose_card(tavern) == card("a1_miner_4")


def test_s10_at_random_still_the_most_points_without_such_a_card_or_without_a_tie(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    with_reading(monkeypatch, tmp_path, "least_class_ties", "at_random")
    state = neutral(1)
    give(state, CLAN, "a1_hunter_0", "a1_miner_0", "a1_blacksmith_0")
    assert state.least_classes() == [WARRIOR, EXPLORER]  # the hunter is not of a tied class
    tavern = [card("a1_warrior_3"), card("a1_hunter_2"), card("a1_explorer_6")]
    assert state.choose_card(tavern) == card("a1_explorer_6")
    state = neutral(1)
    give(state, CLAN, "ymir", "a1_warrior_0", "a1_hunter_0", "a1_blacksmith_0", "a1_explorer_0")
    assert state.completing_class() == -1 and state.least_classes() == [MINER]
    tavern = [card("a1_miner_0"), card("a1_warrior_7"), card("a1_miner_4")]
    assert state.choose_card(tavern) == card("a1_miner_4")


def test_3_else_a_royal_offering() -> None:
    state = neutral(1)
    give(state, CLAN, "a1_warrior_0", "a1_hunter_0", "a1_miner_0")
    tavern = [card("a1_warrior_7"), card("a1_offering_0"), card("a1_miner_4")]
    assert state.choose_card(tavern) == card("a1_offering_0")


def test_4_else_any_card_at_random() -> None:
    state = neutral(1)
    give(state, CLAN, "a1_warrior_0", "a1_hunter_0", "a1_miner_0")
    tavern = [card("a1_warrior_7"), card("a1_hunter_3"), card("a1_miner_4")]
    expected = tavern[next_draw(state, 3)]
    assert state.choose_card(tavern) == expected


# --------------------------------------------------------------------------- coins


def test_its_upgrades_take_its_lowest_coin() -> None:
    state = neutral(1)
    clan = state.players[CLAN]
    clan.hand, clan.board = sorted(clan.board), [-1] * 5
    state.stack.append((TRANSFORM, CLAN, 5, 0))
    assert state.script_action() == Transform(CLAN, HAND, coin("2"))


def test_its_trade_keeps_the_higher_pouch_coin_and_upgrades_the_lower() -> None:
    state = neutral(1)
    clan = state.players[CLAN]
    clan.board = [coin("0"), coin("2"), coin("3"), coin("5"), coin("4")]
    assert state.give_up(CLAN, coin("5"), coin("4")) == coin("4")
    state.trade_purse(CLAN, coin("4"))
    assert clan.board[3:] == [coin("5"), coin("9g")]


def test_with_its_0_in_the_pouch_the_other_pouch_coin_is_upgraded_at_the_round_end() -> None:
    state = neutral(1, seed=1)  # bids 5 3 2, pouch 4 and 0
    assert state.pouch_mate == coin("4")
    clan = state.players[CLAN]
    clan.hand, clan.board = clan.coins(), [-1] * 5
    state.round_over()
    assert clan.hand == [coin("0"), coin("2"), coin("3"), coin("5"), coin("5g")]
    assert state.pouch_mate == -1


def test_without_its_0_in_the_pouch_nothing_happens_at_the_round_end() -> None:
    state = neutral(1, seed=4)  # pouch 5 and 3
    assert state.pouch_mate == -1


# --------------------------------------------------------------------------- ties, placements


def test_a_tie_of_bids_goes_to_the_clan_and_no_gem_changes_hands() -> None:
    state = neutral(1)
    fill_taverns(state, "a1_warrior_2 a1_hunter_1 a1_miner_4", "", "")
    set_coins(state, PLAYER, "0 2 3 4 5")
    state.players[CLAN].board = [coin("5"), coin("4"), coin("3"), coin("2"), coin("0")]
    events = play(state, "s0 bid 5 2 3")
    order = next(e for e in events if e.kind == "order")
    assert order.data == (0, (CLAN, PLAYER))
    assert [p.gem for p in state.players] == [4, 5]


def test_ylud_and_the_pioneers_card_at_random() -> None:
    state = neutral(2)
    assert state.ylud_column() == next_draw(neutral(2), 5)
    cards = [card("a2_warrior_0"), card("a2_hunter_0"), card("a2_miner_0")]
    expected = cards[next_draw(state, 3)]
    assert state.keep_card(cards) == expected


def test_thrud_with_no_line_to_complete_goes_to_the_leftmost_least_represented() -> None:
    state = neutral(1)
    give(state, CLAN, "a1_warrior_0", "a1_hunter_0")
    assert state.thrud_column() == MINER
    give(state, CLAN, "a1_miner_0", "a1_blacksmith_0")
    assert state.thrud_column() == EXPLORER  # that one completes the line
    assert HUNTER not in state.least_classes()


def test_a_sampled_world_marks_the_coin_beside_a_sampled_0_in_the_pouch() -> None:
    state = neutral(1, seed=1)  # bids 5 3 2, pouch 4 and 0
    marked = set()
    for sample in range(20):
        world = state.determinize(PLAYER, random.Random(sample))
        pouch = world.players[CLAN].board[3:]
        expected = pouch[1 - pouch.index(coin("0"))] if coin("0") in pouch else -1
        assert world.pouch_mate == expected
        marked.add(expected)
    assert -1 in marked and len(marked) > 2  # the player cannot see where the 0 lies


def test_its_0_revealed_trades_the_pouch_in_play() -> None:
    state = neutral(1)
    fill_taverns(state, "a1_warrior_2 a1_hunter_1 a1_miner_4", "", "")
    set_coins(state, PLAYER, "0 2 3 4 5")
    clan = state.players[CLAN]
    clan.board = [coin("0"), coin("5"), coin("4"), coin("2"), coin("3")]
    events = play(state, "s0 bid 2 3 4", "s0 pick a1_warrior_2")  # then the clan's turn
    traded = next(e for e in events if e.kind == "coins_traded")
    assert traded.seat == CLAN and traded.data == (coin("2"), coin("3"), coin("2"), coin("5g"))
    assert clan.coins() == [coin("0"), coin("3"), coin("4"), coin("5"), coin("5g")]


def test_at_the_end_thrud_is_home_and_every_gift_scores_for_the_clan() -> None:
    state = neutral(6, seed=2)
    rng = random.Random(2)
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions(PLAYER)))
    clan = state.players[CLAN]
    assert card("thrud") in clan.command and clan.thrud_col == -1
    dwergs = [h for h in keys(clan.heroes) if h in DWERGS]
    group = RULES.groups["dwerg"][len(dwergs) - 1] if dwergs else 0
    best_coin = max(c >> 2 for c in clan.coins())
    # Uline 9, Skaa 17, Grid 7, Thrud 13, Astrid the highest coin; Ylud scores in her column
    assert state.outcome().others[0]["heroes"] == 9 + 17 + 7 + 13 + best_coin + group

"""Andvari (spec §5.5 "Solo Andvari", data/nidavellir/solo.yaml `andvari:`): each rule of its
behaviour, with exact values."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.nidavellir.actions import Column, Recruit, Transform
from game.nidavellir.data import BLACKSMITH, EXPLORER, HUNTER, MINER, WARRIOR
from game.nidavellir.flow import RECRUIT, THRUD, TRANSFORM, YLUD
from game.nidavellir.solo.data import solo_data
from game.taverns.actions import HAND
from tests.nidavellir.scenario import (
    card,
    coin,
    fill_taverns,
    finish_tavern,
    give,
    keys,
    play,
    set_coins,
    start_age2,
)
from tests.nidavellir.solo.helpers import CLAN, PLAYER, andvari, next_draw, with_reading

EASY = ["bonfur", "hourya", "kraal", "zoral", "dagda"]
HARD = ["lokdur", "idunn", "tarah", "aral", "aegur"]
NEUTRAL = ["ymir", "aesir", "sigmir", "jungir", "bergelmir", "skaa", "astrid", "grid", "uline"]
NEUTRAL += ["ylud", "thrud"]


# --------------------------------------------------------------------------- set-up


def test_its_classes_are_the_chosen_sets_heroes_shuffled_from_the_seed() -> None:
    assert andvari("easy", seed=0).classes == [BLACKSMITH, EXPLORER, WARRIOR, MINER, HUNTER]
    assert andvari("easy", seed=1).classes == [HUNTER, WARRIOR, EXPLORER, MINER, BLACKSMITH]


def test_without_heroes_the_other_set_joins_the_players_pool_the_chosen_set_leaves() -> None:
    state = andvari("easy")
    assert sorted(keys(state.hero_pool)) == sorted(HARD + NEUTRAL)
    assert set(EASY) <= set(keys(state.box))
    assert state.players[CLAN].heroes == [] and state.line_offset(CLAN) == 0


def test_with_heroes_the_other_set_starts_in_its_columns_uncounted_one_line_less() -> None:
    state = andvari("hard_heroes", 2)
    clan = state.players[CLAN]
    assert [keys(col) for col in clan.columns] == [
        ["kraal"],
        ["dagda"],
        ["zoral"],
        ["bonfur"],
        ["hourya"],
    ]
    assert clan.ranks == [2, 3, 3, 3, 1]
    assert state.given_heroes == clan.heroes and len(clan.heroes) == 5
    assert state.counted_lines(CLAN) == 0 and state.counted_heroes(CLAN) == 0
    assert sorted(keys(state.hero_pool)) == sorted(NEUTRAL)
    assert set(HARD) <= set(keys(state.box))


def test_both_recruit_from_one_pool_andvari_never_uline() -> None:
    state = andvari("hard")
    assert state.pool_of(PLAYER) == state.hero_pool
    assert state.pool_of(CLAN) == [h for h in state.hero_pool if h != card("uline")]


# --------------------------------------------------------------------------- bids and trade


def test_in_age_1_its_0_is_never_in_the_pouch() -> None:
    for seed in range(40):
        board = andvari("easy", seed=seed).players[CLAN].board
        assert coin("0") in board[:3]


def test_in_age_2_its_bids_are_shuffled_with_the_0_anywhere() -> None:
    pouch = 0
    for seed in range(40):
        state = andvari("easy", seed=seed)
        start_age2(state)
        clan = state.players[CLAN]
        clan.hand, clan.board, clan.has_bid = clan.coins(), [-1] * 5, False
        board = state.clan_bids(clan.hand[:])
        pouch += coin("0") in board[3:]
    assert pouch == 16


def test_its_bids_follow_the_seed() -> None:
    assert [c >> 2 for c in andvari("easy", seed=0).players[CLAN].board] == [0, 2, 3, 5, 4]
    assert [c >> 2 for c in andvari("easy", seed=1).players[CLAN].board] == [0, 4, 2, 5, 3]


def test_its_trade_makes_the_lower_pouch_coin_the_sum() -> None:
    state = andvari()
    clan = state.players[CLAN]
    clan.board = [coin("0"), coin("2"), coin("3"), coin("4"), coin("5")]
    assert state.give_up(CLAN, coin("4"), coin("5")) == coin("4")
    state.trade_purse(CLAN, coin("4"))
    assert clan.board[3:] == [coin("9g"), coin("5")]


def test_a_sum_above_25_upgrades_the_lower_coin_by_5_instead() -> None:
    state = andvari()
    assert state.trade_target(12, 14) == 17
    assert state.trade_target(11, 14) == 25


def test_its_upgrades_take_its_lowest_coin() -> None:
    state = andvari()
    clan = state.players[CLAN]
    clan.hand, clan.board = sorted(clan.board), [-1] * 5
    state.stack.append((TRANSFORM, CLAN, 7, 0))
    assert state.script_action() == Transform(CLAN, HAND, coin("2"))


# --------------------------------------------------------------------------- card choice


def test_1_a_card_of_its_first_general_class_even_with_fewer_points() -> None:
    state = andvari("easy", 2)  # blacksmith, explorer general; warrior, miner, hunter reserve
    tavern = [card("a1_warrior_7"), card("a1_explorer_0"), card("a1_blacksmith_0")]
    assert state.choose_card(tavern) == card("a1_blacksmith_0")
    tavern = [card("a1_warrior_7"), card("a1_explorer_0"), card("a1_explorer_4")]
    assert state.choose_card(tavern) == card("a1_explorer_4")


def test_2_else_a_card_completing_its_next_line() -> None:
    state = andvari("easy", 1)  # blacksmith general only
    give(state, CLAN, "a1_blacksmith_0", "a1_explorer_0", "a1_warrior_0", "a1_hunter_0")
    assert state.completing_class() == MINER
    tavern = [card("a1_warrior_7"), card("a1_offering_0"), card("a1_miner_0")]
    assert state.choose_card(tavern) == card("a1_miner_0")


def test_3_else_a_royal_offering_before_its_reserve_classes() -> None:
    state = andvari("easy", 1)
    tavern = [card("a1_explorer_6"), card("a1_offering_0"), card("a1_hunter_0")]
    assert state.choose_card(tavern) == card("a1_offering_0")


def test_4_else_its_reserve_classes_in_order() -> None:
    state = andvari("easy", 2)  # reserve: warrior, miner, hunter
    tavern = [card("a1_hunter_0"), card("a1_miner_4"), card("a1_warrior_1")]
    assert state.choose_card(tavern) == card("a1_warrior_1")
    tavern = [card("a1_hunter_0"), card("a1_miner_4"), card("a1_miner_0")]
    assert state.choose_card(tavern) == card("a1_miner_4")


def test_level_3_makes_its_third_class_general() -> None:
    tavern = [card("a1_warrior_0"), card("a1_offering_0"), card("a1_hunter_0")]
    assert andvari("easy", 2).choose_card(tavern) == card("a1_offering_0")
    assert andvari("easy", 3).choose_card(tavern) == card("a1_warrior_0")


# --------------------------------------------------------------------------- heroes


def test_it_recruits_a_dwerg_when_one_is_left() -> None:
    state = andvari("easy")
    give(state, CLAN, "a1_warrior_0", "a1_hunter_0", "a1_miner_0", "a1_blacksmith_0")
    give(state, CLAN, "a1_explorer_0")
    state.check_lines(CLAN)
    assert state.stack[-1] == (RECRUIT, CLAN, 0, 0)
    dwergs = ["ymir", "aesir", "sigmir", "jungir", "bergelmir"]
    pick = dwergs[next_draw(state, 5)]
    assert state.script_action() == Recruit(CLAN, card(pick), pick)


def test_with_no_dwerg_left_any_hero_but_uline_at_random() -> None:
    state = andvari("easy")
    for dwerg in ("ymir", "aesir", "sigmir", "jungir", "bergelmir"):
        give(state, PLAYER, dwerg)
    give(state, CLAN, "a1_warrior_0", "a1_hunter_0", "a1_miner_0", "a1_blacksmith_0")
    give(state, CLAN, "a1_explorer_0")
    state.check_lines(CLAN)
    offered = [a.hero for a in state.legal_actions(CLAN)]
    assert card("uline") not in offered and len(offered) == 10  # the hard set, 6 neutral - Uline
    expected = offered[next_draw(state, len(offered))]
    assert state.script_action() == Recruit(CLAN, expected, keys([expected])[0])


def test_thrud_and_ylud_go_to_its_first_general_class() -> None:
    state = andvari("easy")
    state.stack.append((THRUD, CLAN, 0, 0))
    assert state.script_action() == Column(CLAN, BLACKSMITH)
    state.stack[-1] = (YLUD, CLAN, 0, 0)
    assert state.script_action() == Column(CLAN, BLACKSMITH)


def test_dagda_discards_from_the_classes_last_in_its_order() -> None:
    state = andvari("easy")  # blacksmith, explorer, warrior, miner, hunter
    assert state.discard_column([WARRIOR, BLACKSMITH, EXPLORER]) == WARRIOR
    assert state.discard_column([MINER, HUNTER]) == HUNTER


def test_the_pioneers_first_card() -> None:
    state = andvari("easy")
    cards = [card("a2_warrior_0"), card("a2_hunter_0"), card("a2_miner_0")]
    assert state.keep_card(cards) == card("a2_warrior_0")


def test_a_tie_of_bids_goes_to_andvari() -> None:
    state = andvari("easy")
    assert [p.gem for p in state.players] == [4, 5]
    assert not state.GEM_EXCHANGE


# ---------------------------------------------------------------- ASSUMPTION S4: its gems


def gems_of(seeds: range) -> list[list[int]]:
    return [[p.gem for p in andvari(seed=seed).players] for seed in seeds]


def test_s4_the_shipped_reading_gives_andvari_the_higher_gem_in_every_game() -> None:
    assert solo_data().andvari.gems == "clan_higher"
    assert gems_of(range(20)) == [[4, 5]] * 20


def test_s4_dealt_the_seed_deals_the_gems_and_only_they_differ_from_the_shipped_reading(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    shipped = [andvari(seed=seed).to_dict() for seed in range(20)]
    with_reading(monkeypatch, tmp_path, "gems", "dealt")
    dealt = gems_of(range(20))
    assert dealt == gems_of(range(20))  # the same seed, the same deal
    assert [4, 5] in dealt and [5, 4] in dealt
    for seed, snapshot in enumerate(shipped):
        game = andvari(seed=seed).to_dict()
        assert sorted(seat["gem"] for seat in game["seats"]) == [4, 5]
        for seat, shipped_seat in zip(game["seats"], snapshot["seats"], strict=True):
            seat["gem"] = shipped_seat["gem"]
        assert game == snapshot


@pytest.mark.parametrize(
    ("reading", "order", "gems"),
    [("clan_higher", (CLAN, PLAYER), [4, 5]), ("dealt", (PLAYER, CLAN), [5, 4])],
)
def test_s4_a_tie_of_bids_goes_to_the_higher_gem_which_never_changes_hands(
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    reading: str,
    order: tuple[int, int],
    gems: list[int],
) -> None:
    with_reading(monkeypatch, tmp_path, "gems", reading)
    seed = next(seed for seed in range(20) if andvari(seed=seed).players[PLAYER].gem == gems[0])
    state = andvari(seed=seed)
    fill_taverns(state, "a1_warrior_2 a1_hunter_1 a1_miner_4", "", "")
    set_coins(state, PLAYER, "0 2 3 4 5")
    state.players[CLAN].board = [coin("5"), coin("0"), coin("3"), coin("2"), coin("4")]
    events = play(state, "s0 bid 5 2 3")
    assert next(e for e in events if e.kind == "order").data == (0, order)
    events += finish_tavern(state)
    assert not [e for e in events if e.kind == "gems_exchanged"]
    assert [p.gem for p in state.players] == gems

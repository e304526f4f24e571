"""The other readings the data may choose (spec §10.6): each assumption kept in YAML changes the
play exactly as its comment says, so a player who owns the box can correct it without code."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from game.arran import evaluation
from game.arran.cards import FORGE, SHIELD, TALION, TEMPLE, WANDERERS, build_table
from game.arran.data import ORDER_KEYS, default_rules
from game.arran.scoring import Fortress, score
from game.arran.state import State, new_game
from game.core.errors import IllegalAction
from game.taverns import coins as cn
from tests.arran.position import (
    board,
    dwarves,
    fill_tavern,
    give,
    legal,
    lift,
    play,
    set_hand,
    sound,
)
from tests.arran.test_flow import talion_won_with_a_14
from tests.arran.test_flow_cognars import MERCS, lord, pick_talion, recruitable_mercs


def variant_game(lords: int, coins: dict[str, Any] | None = None, **variants: Any) -> State:
    rules = default_rules()
    rules = dataclasses.replace(
        rules,
        variants=dataclasses.replace(rules.variants, **variants),
        coins=dataclasses.replace(rules.coins, **(coins or {})),
    )
    return new_game(lords, 0, None, build_table(rules))


def test_free_partner_the_opener_brings_its_partner_without_a_line() -> None:
    s = variant_game(2, mercenary_rule="free_partner")
    lord(s, 0, {SHIELD: 3, TEMPLE: 3, WANDERERS: 2, FORGE: 3, TALION: 1}, ["gurdan"])
    pick_talion(s)
    assert any(a.endswith("tadgar") for a in legal(s, 0))  # two columns tie: still allowed
    play(s, "s0 recruit tadgar")
    assert len(legal(s, 0)) == 5  # no forced column
    play(s, "s0 column shield")
    assert [a.split()[-1] for a in legal(s, 0)] == MERCS[1:]  # the partner, free
    play(s, "s0 recruit lygdr", "s0 column shield")
    assert s.players[0].recruited == 2 and s.pending() == "pick"


def test_exchange_timing_immediate_trades_before_the_recruitment() -> None:
    s = variant_game(2, exchange_timing="immediate")
    lord(s, 0, {SHIELD: 1, TEMPLE: 1, WANDERERS: 1, FORGE: 1})
    talion, shield = dwarves(s, TALION, 1)[0], dwarves(s, SHIELD, 2)
    fill_tavern(s, 0, [talion, *shield])
    play(s, "s0 bid 0 2 5", "s1 bid 2 0 3", f"s1 pick {shield[0]}", f"s0 pick {talion}")
    play(s, "s0 transform p0:3")
    assert board(s, 0)[3:] == ["9g", "4"] and s.pending() == "recruit"


def test_svara_talion_current_slot_coin_upgrades_the_bid() -> None:
    for variant, expect in (("no_upgrade", "5"), ("current_slot_coin", "6g")):
        s = variant_game(2, svara_talion=variant)
        play(s, "s0 bid 5 2 3", "s1 bid 2 0 3")
        s.svara_place(0, lift(s, dwarves(s, TALION, 1)[0]))
        assert board(s, 0)[0] == expect


def test_kardum_keeps_exchange_false_cancels_the_trade_of_the_current_bid() -> None:
    for keeps, traded in ((True, True), (False, False)):
        s = variant_game(2, kardum_keeps_exchange=keeps)
        lord(s, 0, {SHIELD: 1, TEMPLE: 1, WANDERERS: 1, FORGE: 1})
        talion, shield = dwarves(s, TALION, 1)[0], dwarves(s, SHIELD, 2)
        fill_tavern(s, 0, [talion, *shield])
        play(s, "s0 bid 0 2 5", "s1 bid 2 0 3", f"s1 pick {shield[0]}", f"s0 pick {talion}")
        events = play(s, "s0 transform p0:3", "s0 recruit kardum")
        assert board(s, 0)[0] == "3s"
        assert any(e.kind == "coins_traded" for e in events) is traded


def test_equal_coin_discard_bronze_gives_up_the_bronze_5() -> None:
    s = variant_game(2, coins={"equal_coin_discard": "bronze"})
    set_hand(s, 0, ["0", "2", "3", "5", "5g"])
    shield = dwarves(s, SHIELD, 3)
    fill_tavern(s, 0, shield)
    fives = s.treasure[5]
    play(s, "s0 bid 0 2 3", "s1 bid 2 0 3", f"s1 pick {shield[0]}", f"s0 pick {shield[1]}")
    assert board(s, 0)[3:] == ["10g", "5g"] and s.treasure[5] == fives


def test_equal_coins_by_default_the_lord_chooses() -> None:
    s = variant_game(2)
    set_hand(s, 0, ["0", "2", "3", "5", "5g"])
    shield = dwarves(s, SHIELD, 3)
    fill_tavern(s, 0, shield)
    fives = s.treasure[5]
    play(s, "s0 bid 0 2 3", "s1 bid 2 0 3", f"s1 pick {shield[0]}", f"s0 pick {shield[1]}")
    assert s.pending() == "give_up" and legal(s, 0) == ["s0 giveup 5", "s0 giveup 5g"]
    play(s, "s0 giveup 5g")
    assert board(s, 0)[3:] == ["5", "10g"] and s.treasure[5] == fives + 1


def test_same_value_ban_physical_gives_the_other_copy() -> None:
    s = variant_game(2, coins={"same_value_ban": "physical"})
    talion_won_with_a_14(s)
    assert board(s, 0)[0] == "14g"  # EX-10 with the physical ban: the other 14


def test_mercenary_points_by_column_and_certification_as_elite() -> None:
    s = variant_game(2, mercenary_points="column", certification_is_elite=True)
    ids = s.table.card_ids
    fort = Fortress(((ids["tadgar"],), (), (), (), ()), (ids["liquor"],), frozenset(), ())
    sheet = score(s.table, fort)
    assert sheet["mercenaries"] == 0 and sheet["shield"] == 3  # a rank on the track, no points
    from game.arran.scoring import elite_count

    assert elite_count(s.table, fort) == 1


def test_evaluation_counts_only_printed_order_ranks_when_asked() -> None:
    from game.arran import evaluation

    s = variant_game(2, evaluation_counts_all_ranks=False)
    give(s, 0, ["tadgar", "lygdr"], column=SHIELD)
    give(s, 1, dwarves(s, SHIELD, 1))
    assert evaluation.leader(s, s.table.card_ids["tiss"]) == 1


def test_last_mercenary_never_two_left_cannot_open_a_run() -> None:
    """EX-22f's position: with 2 Mercenaries left the default opens a run whose partner is the
    last one; read literally ("never the last one") no run can open."""
    for reading, mercs in (("partner_only", MERCS[3:]), ("never", [])):
        s = variant_game(3, last_mercenary=reading)
        lord(s, 0, {SHIELD: 3, TEMPLE: 3, WANDERERS: 3, FORGE: 3, TALION: 1}, ["gurdan"])
        give(s, 2, MERCS[:3], column=SHIELD)
        pick_talion(s)
        assert recruitable_mercs(s, 0) == mercs
        assert "s0 recruit fey" in legal(s, 0)


def test_last_mercenary_never_three_left_make_a_pair_and_leave_one() -> None:
    s = variant_game(3, last_mercenary="never")
    lord(s, 0, {SHIELD: 6, TEMPLE: 6, WANDERERS: 6, FORGE: 6, TALION: 1}, ["gurdan"])
    lord(s, 2, {SHIELD: 1, TEMPLE: 2, WANDERERS: 2, FORGE: 2, TALION: 2})
    give(s, 2, MERCS[:2], column=SHIELD)  # two lines, two Mercenaries
    pick_talion(s)
    assert recruitable_mercs(s, 0) == MERCS[2:]
    play(s, "s0 recruit wal", "s0 column talion")
    assert legal(s, 0) == ["s0 recruit akab", "s0 recruit dawn"]  # the partner, 2 left
    play(s, "s0 recruit akab", "s0 column talion")
    assert s.players[0].lines() == 4 and s.players[0].recruited == 3
    assert recruitable_mercs(s, 0) == [] and "s0 recruit fey" in legal(s, 0)  # dawn stays
    sound(s)


def test_last_mercenary_never_with_free_partner_needs_three_to_open() -> None:
    for left, mercs in ((2, []), (3, MERCS[2:])):
        s = variant_game(3, last_mercenary="never", mercenary_rule="free_partner")
        lord(s, 0, {SHIELD: 3, TEMPLE: 3, WANDERERS: 3, FORGE: 3, TALION: 1}, ["gurdan"])
        give(s, 2, MERCS[: 5 - left], column=SHIELD)
        pick_talion(s)
        assert recruitable_mercs(s, 0) == mercs


def test_opener_column_choice_any_column_and_a_partner_without_a_line() -> None:
    """EX-22a's position: by default the opener must complete the line that pays its partner
    (Talion only); with the choice it may go anywhere, and placed where it completes no line its
    partner is owed all the same, paid by no line."""
    for reading, columns in (("completes_line", ["talion"]), ("choice", list(ORDER_KEYS))):
        s = variant_game(2, mercenary_opener_column=reading)
        lord(s, 0, {SHIELD: 3, TEMPLE: 3, WANDERERS: 3, FORGE: 3, TALION: 1}, ["gurdan"])
        pick_talion(s)
        play(s, "s0 recruit tadgar")
        assert legal(s, 0) == [f"s0 column {c}" for c in columns]
    play(s, "s0 column forge")  # F4: still 2 lines, the one the opener was recruited for
    p = s.players[0]
    assert (p.lines(), p.recruited) == (2, 2)
    assert legal(s, 0) == [f"s0 recruit {m}" for m in MERCS[1:]]
    play(s, "s0 recruit lygdr")
    assert p.recruited == 2  # no line paid for the partner
    play(s, "s0 column talion")  # Ta3: the third line, one more recruitment
    assert (p.lines(), p.recruited, s.pending()) == (3, 2, "recruit")
    play(s, "s0 recruit fey")
    assert (p.lines(), p.recruited, s.pending()) == (3, 3, "pick")
    sound(s)


def test_opener_column_choice_opens_with_two_columns_at_the_minimum() -> None:
    """EX-22b's position: no single column completes a line, so by default no run opens; with
    the choice its partner is certain anyway."""
    for reading, mercs in (("completes_line", []), ("choice", MERCS)):
        s = variant_game(2, mercenary_opener_column=reading)
        lord(s, 0, {SHIELD: 3, TEMPLE: 3, WANDERERS: 2, FORGE: 3, TALION: 1}, ["gurdan"])
        pick_talion(s)
        assert s.pending() == "recruit" and recruitable_mercs(s, 0) == mercs


def exchange_coin_game(given_up: str) -> State:
    """2 Lords; seat 0 holds the 3-Exchange coin (Kardum took its 0) and 2, 3, 4, 5."""
    s = variant_game(2, coins={"exchange_given_up": given_up})
    set_hand(s, 0, ["3s", "2", "3", "4", "5"])
    return s


def test_exchange_coin_given_up_by_a_talion_dwarf_it_wins() -> None:
    """By default (A-04) the 3-Exchange coin that wins a Talion dwarf is never upgraded: a purse
    coin is, then the exchange. The rulebook excepts only the 0: read so, the coin itself goes
    up (no gold 4: a 5), goes back beside the Treasury, and no exchange coin is left to trade."""
    for given_up, slot, purse, left in (
        ("never", "3s", ["9g", "4"], 0),
        ("like_any_coin", "5g", ["3", "4"], 1),
    ):
        s = exchange_coin_game(given_up)
        talion, shield = dwarves(s, TALION, 1)[0], dwarves(s, SHIELD, 2)
        fill_tavern(s, 0, [talion, *shield])
        play(s, "s0 bid 3s 2 5", "s1 bid 2 0 3", f"s0 pick {talion}")
        if given_up == "never":
            assert legal(s, 0) == ["s0 transform p0:3", "s0 transform p1:4"]
            play(s, "s0 transform p0:3")  # 3 + 1: a 5; then 4 + 5 = 9, the 5 goes
        assert board(s, 0)[0] == slot and board(s, 0)[3:] == purse
        assert s.exchange_coin_left == left and s.pending() == "pick"
        sound(s)


def test_exchange_coin_may_be_chosen_by_derdhr_when_only_the_0_is_excepted() -> None:
    for given_up, offered in (("never", False), ("like_any_coin", True)):
        s = exchange_coin_game(given_up)
        lord(s, 0, {SHIELD: 1, TEMPLE: 1, WANDERERS: 1, FORGE: 1})
        talion, shield = dwarves(s, TALION, 1)[0], dwarves(s, SHIELD, 2)
        fill_tavern(s, 0, [talion, *shield])
        play(s, "s0 bid 4 2 5", "s1 bid 2 0 3", f"s0 pick {talion}", "s0 recruit derdhr")
        assert board(s, 0)[3:] == ["3", "3s"]
        assert ("s0 transform p1:3s" in legal(s, 0)) is offered
        if not offered:
            with pytest.raises(IllegalAction):
                play(s, "s0 transform p1:3s")
            continue
        play(s, "s0 transform p1:3s")  # 3 + 5 = 8
        assert board(s, 0)[3:] == ["3", "8g"] and s.exchange_coin_left == 1
        sound(s)


def test_exchange_coin_counts_for_ordo_when_only_the_0_is_excepted() -> None:
    """EX-13 with the 3-Exchange coin: by default Ordo takes the two lowest other coins (4 and
    5: a 9, the 4 goes); read literally the 3-Exchange coin is one of them (3 and 4: a 7, the 3
    goes back beside the Treasury)."""
    for given_up, hand, left in (
        ("never", ["3s", "5", "9g", "9g", "11g"], 0),
        ("like_any_coin", ["4", "5", "7g", "9g", "11g"], 1),
    ):
        s = variant_game(3, coins={"exchange_given_up": given_up})
        set_hand(s, 0, ["3s", "4", "5", "9g", "11g"])
        give(s, 0, dwarves(s, TALION, 2))
        s.awards = [s.table.card_ids["ordo"]]
        evaluation.award_next(s)
        assert [cn.coin_str(c) for c in s.players[0].hand] == hand
        assert s.exchange_coin_left == left

"""The twelve artifacts (spec §5.3; §6 #8, #15, #24, #25): each artifact's effect and points,
every decision it asks, and the artifacts row of the score sheet."""

from __future__ import annotations

from game.nidavellir.data import NEUTRAL
from tests.nidavellir.scenario import (
    RULES,
    board,
    card,
    coins,
    columns,
    give,
    hand,
    keys,
    kinds,
    last_pick,
    legal,
    play,
    set_coins,
    start_age2,
)
from tests.thingvellir.camp import (
    ARTIFACTS,
    bid,
    camp,
    command,
    enlisted,
    give_camp,
    ok,
    sheet,
    table,
    thingvellir,
)

AGE1 = ("fafnir_baleygr", "draupnir", "vegvisir", "svalinn", "megingjord")
AGE2 = ("brisingamens", "mjollnir", "hofud", "hrafnsmerki", "jarnglofi")


def test_the_twelve_artifacts_by_age() -> None:
    by_age = {
        a: sorted(RULES.cards[c].key for c in RULES.artifacts if RULES.artifacts[c].age == a)
        for a in (1, 2)
    }
    assert by_age == {
        1: sorted([*AGE1, "vidofnir_vedrfolnir"]),
        2: sorted([*AGE2, "gjallarhorn"]),
    }
    assert len(ARTIFACTS) == 12


# --------------------------------------------------------------------------- points at the end


def test_draupnir_six_points_per_coin_of_15_or_more() -> None:
    state = thingvellir(3)
    give_camp(state, 0, "draupnir")
    set_coins(state, 0, "0 2 14g 15g 25g")
    assert sheet(state, 0)["artifacts"] == 12
    set_coins(state, 0, "0 2 3 4 5")
    assert sheet(state, 0)["artifacts"] == 0


def test_svalinn_five_points_per_hero() -> None:
    state = thingvellir(3)
    give_camp(state, 0, "svalinn")
    give(state, 0, "kraal", "andumia")
    give(state, 0, "thrud", column="miner")
    assert sheet(state, 0)["artifacts"] == 15


def test_megingjord_28_points() -> None:
    state = thingvellir(3)
    give_camp(state, 0, "megingjord")
    assert sheet(state, 0)["artifacts"] == 28


def test_hrafnsmerki_five_points_per_mercenary_enlisted_or_not() -> None:
    state = thingvellir(3)
    start_age2(state)
    give_camp(state, 0, "hrafnsmerki", "mercenary_7")
    enlisted(state, 0, "mercenary_1", "warrior")
    assert sheet(state, 0)["artifacts"] == 10
    assert sheet(state, 0)["warrior"] == 6


def test_jarnglofi_24_points() -> None:
    state = thingvellir(3)
    give_camp(state, 0, "jarnglofi")
    assert sheet(state, 0)["artifacts"] == 24


def test_artifacts_without_points_score_nothing() -> None:
    state = thingvellir(3)
    give_camp(state, 0, "fafnir_baleygr", "vidofnir_vedrfolnir", "brisingamens", "hofud")
    give_camp(state, 0, "gjallarhorn", "vegvisir")
    assert sheet(state, 0)["artifacts"] == 0
    assert sheet(state, 0)["explorer"] == 13  # Vegvisir scores in its column


def test_the_artifacts_row_adds_up_into_the_total() -> None:
    state = thingvellir(3)
    give_camp(state, 0, "megingjord", "jarnglofi")
    s = sheet(state, 0)
    assert s["artifacts"] == 52
    assert s["total"] == sum(v for k, v in s.items() if k != "total")


# --------------------------------------------------------------------------- Mjöllnir


def test_mjollnir_two_points_per_rank_of_the_class_chosen_before_scoring() -> None:
    state = thingvellir(3, seed=4)
    start_age2(state)
    give(state, 0, "a2_hunter_0", "a2_hunter_1", "a2_miner_0")
    give(state, 1, "a2_warrior_4")
    give_camp(state, 0, "mjollnir")
    assert sheet(state, 0)["artifacts"] == 4  # until chosen, the best class
    last_pick(state, 0, "a2_warrior_3")
    play(state, "s0 pick a2_warrior_3")
    assert state.pending() == "mjollnir" and state.to_move() == (0,)
    assert legal(state, 0) == [
        f"s0 mjollnir {c}" for c in ("warrior", "hunter", "miner", "blacksmith", "explorer")
    ]
    events = play(state, "s0 mjollnir miner")
    assert ("mjollnir_class", 0, (2,)) in events
    assert state.is_over()
    assert state.players[0].mjollnir == 2
    assert sheet(state, 0)["artifacts"] == 2
    ok(state)


def test_mjollnir_unchosen_is_neutral() -> None:
    state = thingvellir(3)
    give_camp(state, 0, "mjollnir")
    assert state.players[0].mjollnir == NEUTRAL


# --------------------------------------------------------------------------- Vegvisir


def test_vegvisir_goes_at_once_to_the_explorers_as_a_13_and_may_bring_a_hero() -> None:
    state = table(*AGE1)
    give(state, 0, "a1_warrior_5", "a1_hunter_5", "a1_miner_5", "a1_blacksmith_5")
    bid(state)
    events = play(state, "s0 camp vegvisir")
    assert ("artifact_gained", 0, (card("vegvisir"),)) in events
    assert columns(state, 0)[4] == ["vegvisir"]
    assert "vegvisir" not in command(state, 0)
    assert state.players[0].ranks == [1, 1, 1, 1, 1]
    assert state.pending() == "recruit" and state.to_move() == (0,)
    play(state, "s0 recruit idunn")
    assert sheet(state, 0)["explorer"] == 13 + 7 + 2 * 2  # Idunn: 7, and 2 per explorer rank
    ok(state)


# ----------------------------------------------------------------- Megingjörd and Gjallarhorn


def test_megingjord_s_owner_recruits_no_hero_through_lines() -> None:
    state = table()
    give(state, 0, "a1_hunter_5", "a1_miner_5", "a1_blacksmith_5", "a1_explorer_5")
    give_camp(state, 0, "megingjord")
    bid(state)
    play(state, "s0 pick a1_warrior_0")
    assert state.players[0].lines() == 1
    assert state.pending() == "pick" and state.to_move() == (1,)
    assert state.players[0].heroes == []
    ok(state)


def test_gjallarhorn_recruits_a_hero_at_once_without_a_line() -> None:
    state = table("gjallarhorn", "hofud", "mjollnir", "hrafnsmerki", "jarnglofi", age=2)
    bid(state)
    events = play(state, "s0 camp gjallarhorn")
    assert ("artifact_gained", 0, (card("gjallarhorn"),)) in events
    assert state.pending() == "recruit" and state.to_move() == (0,)
    assert "s0 recruit hourya" not in legal(state, 0)  # heroes' own conditions still hold
    play(state, "s0 recruit kraal")
    assert keys(state.players[0].heroes) == ["kraal"]
    assert state.pending() == "pick" and state.to_move() == (1,)
    ok(state)


def test_gjallarhorn_s_hero_counts_against_the_lines_afterwards() -> None:
    """Kraal, recruited through Gjallarhorn, completes a line: one line, one hero, no other."""
    state = table("gjallarhorn", "hofud", "mjollnir", "hrafnsmerki", "jarnglofi", age=2)
    give(state, 0, "a2_hunter_5", "a2_miner_5", "a2_blacksmith_5", "a2_explorer_5")
    bid(state)
    play(state, "s0 camp gjallarhorn", "s0 recruit kraal")
    assert state.players[0].ranks == [2, 1, 1, 1, 1]  # Kraal's two ranks
    assert state.players[0].lines() == 1 and len(state.players[0].heroes) == 1
    assert state.pending() == "pick" and state.to_move() == (1,)
    ok(state)


def test_gjallarhorn_recruits_even_with_megingjord() -> None:
    """§6 #24: Megingjörd blocks the lines, not Gjallarhorn."""
    state = table("gjallarhorn", "hofud", "mjollnir", "hrafnsmerki", "jarnglofi", age=2)
    give_camp(state, 0, "megingjord")
    bid(state)
    play(state, "s0 camp gjallarhorn")
    assert state.pending() == "recruit"
    play(state, "s0 recruit astrid")
    assert keys(state.players[0].heroes) == ["astrid"]


# --------------------------------------------------------------------------- Vidofnir


def test_vidofnir_shows_the_pouch_and_transforms_one_coin_by_2_the_other_by_3() -> None:
    state = table("vidofnir_vedrfolnir", *AGE1[:4])
    bid(state, "5 0 2")  # pouch: 3 and 4
    play(state, "s0 camp vidofnir_vedrfolnir")
    assert state.pending() == "vidofnir" and state.to_move() == (0,)
    assert state.pending_args()[0] == 2
    assert legal(state, 0) == ["s0 transform p0:3", "s0 transform p1:4"]
    assert state.players[0].known & 0b11000 == 0b11000  # shown
    events = play(state, "s0 transform p0:3")  # 3 + 2 and 4 + 3
    assert kinds(events).count("coin_transformed") == 2
    assert board(state, 0)[3:] == ["5g", "7g"]
    assert state.pending() == "pick" and state.to_move() == (1,)
    ok(state)


def test_vidofnir_in_the_other_order() -> None:
    state = table("vidofnir_vedrfolnir", *AGE1[:4])
    bid(state, "5 0 2")
    play(state, "s0 camp vidofnir_vedrfolnir", "s0 transform p1:4")  # 4 + 2 and 3 + 3
    assert board(state, 0)[3:] == ["6g", "6g"]


def test_vidofnir_with_a_trading_coin_in_the_pouch_transforms_the_other_by_5() -> None:
    """§6 #8: the trading coin is never transformed."""
    state = table("vidofnir_vedrfolnir", *AGE1[:4])
    bid(state, "5 4 3")  # pouch: 0 and 2
    events = play(state, "s0 camp vidofnir_vedrfolnir")
    assert kinds(events).count("coin_transformed") == 1
    assert board(state, 0)[3:] == ["0", "7g"]
    assert state.pending() == "pick" and state.to_move() == (1,)
    ok(state)


# --------------------------------------------------------------------------- Brisingamens


def test_brisingamens_needs_two_cards_in_the_discard() -> None:
    state = table(*AGE2, age=2)
    state.discard.append(state.decks[2].pop())
    bid(state)
    assert "s0 camp brisingamens" not in legal(state, 0)
    state2 = table(*AGE2, age=2)
    state2.discard += [state2.decks[2].pop(), state2.decks[2].pop()]
    bid(state2)
    assert "s0 camp brisingamens" in legal(state2, 0)


def test_brisingamens_takes_two_cards_of_the_discard_each_resolved() -> None:
    state = table(*AGE2, age=2)
    from tests.thingvellir.camp import take_any

    state.discard += [take_any(state, k) for k in ("a2_explorer_0", "a2_offering_0", "a2_miner_5")]
    state.camp_discard.append(take_any(state, "megingjord"))
    bid(state)
    play(state, "s0 camp brisingamens")
    assert state.pending() == "retrieve" and state.to_move() == (0,)
    assert sorted(legal(state, 0)) == sorted(
        f"s0 retrieve {k}" for k in ("a2_explorer_0", "a2_offering_0", "a2_miner_5")
    )  # never the camp's discard
    events = play(state, "s0 retrieve a2_explorer_0")
    assert ("card_retrieved", 0, (card("a2_explorer_0"),)) in events
    assert state.pending() == "retrieve"
    assert "s0 retrieve a2_explorer_0" not in legal(state, 0)
    play(state, "s0 retrieve a2_offering_0")
    assert state.pending() == "transform"  # a Royal Offering is resolved
    value = RULES.cards[card("a2_offering_0")].value
    assert state.pending_args()[0] == value
    play(state, "s0 transform p1:2")
    assert columns(state, 0)[4] == ["a2_explorer_0"]
    assert "a2_offering_0" in keys(state.discard)  # D18: back to the discard pile
    assert command(state, 0) == ["brisingamens"]
    ok(state)


def test_brisingamens_at_the_end_of_age_2_discards_a_dwarf_of_any_column_and_depth() -> None:
    state = thingvellir(3, seed=4)
    start_age2(state)
    give(state, 0, "a2_warrior_0", "kraal", "a2_hunter_0", "a2_hunter_1")
    enlisted(state, 0, "olwyn_double_1", "miner")
    give(state, 1, "a2_warrior_4")
    give_camp(state, 0, "brisingamens", "vegvisir")
    last_pick(state, 0, "a2_warrior_3")
    play(state, "s0 pick a2_warrior_3")
    assert state.pending() == "brisingamens"
    assert sorted(legal(state, 0)) == sorted(
        f"s0 dismiss {k}"
        for k in (
            "a2_warrior_0",
            "a2_warrior_3",
            "a2_hunter_0",
            "a2_hunter_1",
            "olwyn_double_1",
            "vegvisir",
        )
    )
    events = play(state, "s0 dismiss a2_warrior_0")
    assert ("card_dismissed", 0, (card("a2_warrior_0"), 0)) in events
    assert columns(state, 0)[0] == ["kraal", "a2_warrior_3"]
    assert "a2_warrior_0" in keys(state.discard)
    assert state.is_over()
    ok(state)


def test_brisingamens_asks_nothing_of_an_army_without_a_dwarf() -> None:
    state = thingvellir(3, seed=4)
    start_age2(state)
    give(state, 1, "a2_warrior_4", "a2_warrior_5")
    give_camp(state, 0, "brisingamens")
    last_pick(state, 1, "a2_hunter_3")
    play(state, "s1 pick a2_hunter_3")
    assert state.is_over()


# --------------------------------------------------------------------------- Höfud


def test_hofud_every_other_player_discards_a_warrior_at_any_depth() -> None:
    state = table(*AGE2, age=2)
    give(state, 1, "a2_warrior_5", "tarah")
    enlisted(state, 1, "mercenary_10", "warrior")
    give(state, 2, "a2_warrior_6")
    bid(state)
    play(state, "s0 camp hofud")
    assert state.pending() == "hofud" and state.to_move() == (1,)
    assert sorted(legal(state, 1)) == ["s1 dismiss a2_warrior_5", "s1 dismiss mercenary_10"]
    events = play(state, "s1 dismiss a2_warrior_5")
    assert ("card_dismissed", 1, (card("a2_warrior_5"), 0)) in events
    assert columns(state, 1)[0] == ["tarah", "mercenary_10"]
    assert state.players[1].ranks[0] == 2
    assert state.pending() == "hofud" and state.to_move() == (2,)
    play(state, "s2 dismiss a2_warrior_6")
    assert state.pending() == "pick" and state.to_move() == (1,)
    assert keys(state.discard)[-2:] == ["a2_warrior_5", "a2_warrior_6"]
    ok(state)


def test_hofud_skips_a_player_with_no_discardable_warrior() -> None:
    state = table(*AGE2, age=2)
    give(state, 1, "tarah")
    give(state, 1, "thrud", column="warrior")
    give(state, 2, "a2_warrior_6")
    bid(state)
    play(state, "s0 camp hofud")
    assert state.to_move() == (2,) and state.pending() == "hofud"
    play(state, "s2 dismiss a2_warrior_6")
    assert state.pending() == "pick" and state.to_move() == (1,)


def test_hofud_a_dwarf_under_thrud_may_go() -> None:
    state = table(*AGE2, age=2)
    give(state, 1, "a2_warrior_5", "thrud", column="warrior")
    bid(state)
    play(state, "s0 camp hofud")
    assert legal(state, 1) == ["s1 dismiss a2_warrior_5"]
    play(state, "s1 dismiss a2_warrior_5")
    assert columns(state, 1)[0] == ["thrud"] and state.players[1].thrud_col == 0
    ok(state)


# --------------------------------------------------------------------------- Járnglófi


def test_jarnglofi_discards_the_trading_coin_of_the_pouch_for_good() -> None:
    state = table(*AGE2, age=2)
    bid(state)  # seat 0: pouch 0 and 2
    events = play(state, "s0 camp jarnglofi")
    assert ("coin_discarded", 0, (0,)) in events
    assert board(state, 0)[3:] == [None, "2"]
    assert state.players[0].coins_out == [0]
    assert coins(state, 0) == ["2", "3", "4", "5"]
    assert sheet(state, 0)["artifacts"] == 24
    ok(state)


def test_jarnglofi_on_a_tavern_still_to_come_leaves_no_bid_there() -> None:
    """§6 #25: the 0 was bid on the Shining Horse: no bid, no card there, and the tavern's extra
    card is discarded."""
    state = table(*AGE2, age=2)
    bid(state, "5 4 0")
    play(state, "s0 camp jarnglofi")
    assert board(state, 0)[2] is None
    play(state, "s1 pick a2_warrior_0", "s2 pick a2_warrior_1")
    play(state, "s0 pick a2_hunter_0", "s1 pick a2_hunter_1", "s2 pick a2_hunter_2")
    assert state.tavern == 2
    assert 0 not in state.order and sorted(state.order) == [1, 2]
    play(state, f"s{state.order[0]} pick a2_miner_0", f"s{state.order[1]} pick a2_miner_1")
    assert state.round == 2 and state.pending() == "bids"
    assert "a2_miner_2" in keys(state.discard) and "a2_warrior_2" in keys(state.discard)
    assert hand(state, 0) == ["2", "3", "4", "5"]
    ok(state)


def test_after_jarnglofi_a_seat_bids_with_four_coins() -> None:
    state = table(*AGE2, age=2)
    bid(state)
    play(state, "s0 camp jarnglofi")
    from tests.nidavellir.scenario import finish_tavern

    for _ in range(3):
        finish_tavern(state)
    assert state.round == 2
    assert len(hand(state, 0)) == 4
    play(state, "s0 bid 5 4 3")
    assert board(state, 0) == ["5", "4", "3", "2", None]
    ok(state)


def test_jarnglofi_on_the_tavern_being_resolved_cancels_its_trade() -> None:
    """Fafnir's owner bid 0 on this tavern and takes Járnglófi: the coin is gone before the
    trade that would follow the pick (the core's CHOICE)."""
    state = table(*AGE2, age=2)
    give_camp(state, 2, "fafnir_baleygr")
    bid(state, "5 4 3", "4 3 2", "0 3 4")
    play(state, "s0 pick a2_warrior_0", "s1 pick a2_warrior_1")
    events = play(state, "s2 camp jarnglofi")
    assert "coins_traded" not in kinds(events)
    assert state.players[2].coins_out == [0] and board(state, 2)[0] is None
    assert sorted(c for c in coins(state, 2)) == sorted(["2", "3", "4", "5"])
    ok(state)


# --------------------------------------------------------------------------- misc


def test_a_camp_card_taken_leaves_the_camp_for_good() -> None:
    state = table(*AGE1)
    bid(state)
    play(state, "s0 camp draupnir")
    assert "draupnir" not in camp(state)
    assert command(state, 0) == ["draupnir"]
    ok(state)

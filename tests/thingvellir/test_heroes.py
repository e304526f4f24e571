"""The six Thingvellir heroes and Olwyn's doubles (spec §5.4; §6 #8, #14, #15; D14): Andumia's
card from the discard, Holda's camp card, Khrad's lowest coin +10, Jarika's +2 on every
transform and trade, Olwyn's two doubles in two columns, Zolkur on the pouch."""

from __future__ import annotations

import pytest

from game.nidavellir.heroes import can_recruit
from game.nidavellir.state import State
from tests.nidavellir.scenario import (
    RULES,
    board,
    card,
    columns,
    give,
    keys,
    kinds,
    legal,
    play,
    set_coins,
)
from tests.thingvellir.camp import (
    COLUMNS,
    bid,
    camp,
    command,
    enlisted,
    ok,
    set_camp,
    sheet,
    table,
    take_any,
    thingvellir,
)

CAMP = ("mercenary_1", "draupnir", "vegvisir", "svalinn", "megingjord")


def _line_ready(*camp_keys: str) -> State:
    """Seat 0 lacks only a warrior for a line and wins the first tavern (of warriors)."""
    state = table(*(camp_keys or CAMP))
    give(state, 0, "a1_hunter_5", "a1_miner_5", "a1_blacksmith_5", "a1_explorer_5")
    return state


def _recruit(state: State, hero: str, **bids: str) -> list:
    bid(state, **bids)
    return play(state, "s0 pick a1_warrior_0", f"s0 recruit {hero}")


@pytest.mark.parametrize(
    ("hero", "points"),
    [("andumia", 12), ("holda", 12), ("khrad", 4), ("jarika", 8), ("olwyn", 9), ("zolkur", 10)],
)
def test_thingvellir_heroes_are_neutral_and_score_their_points(hero: str, points: int) -> None:
    h = RULES.hero(hero)
    assert h.expansion == "thingvellir" and h.cls == 5
    state = thingvellir(3)
    give(state, 0, hero)
    assert command(state, 0) == [hero]
    assert sheet(state, 0)["heroes"] == points


# --------------------------------------------------------------------------- Andumia


def test_andumia_takes_a_card_of_the_discard_pile_into_the_army() -> None:
    state = _line_ready()
    state.discard += [take_any(state, k) for k in ("a1_explorer_3", "a1_offering_0")]
    state.camp_discard.append(take_any(state, "fafnir_baleygr"))
    events = _recruit(state, "andumia")
    assert state.pending() == "retrieve" and state.to_move() == (0,)
    assert sorted(legal(state, 0)) == ["s0 retrieve a1_explorer_3", "s0 retrieve a1_offering_0"]
    events = play(state, "s0 retrieve a1_explorer_3")
    assert ("card_retrieved", 0, (card("a1_explorer_3"),)) in events
    assert columns(state, 0)[4] == ["a1_explorer_5", "a1_explorer_3"]
    assert state.discard == [card("a1_offering_0")]
    assert state.pending() == "pick" and state.to_move() == (1,)
    ok(state)


def test_andumia_a_royal_offering_is_resolved_and_goes_back_to_the_discard() -> None:
    state = _line_ready()
    state.discard.append(take_any(state, "a1_offering_0"))
    _recruit(state, "andumia")
    play(state, "s0 retrieve a1_offering_0")
    assert state.pending() == "transform"
    assert state.pending_args()[0] == RULES.cards[card("a1_offering_0")].value
    play(state, "s0 transform p1:2")
    assert keys(state.discard) == ["a1_offering_0"]  # D18
    ok(state)


def test_andumia_a_retrieved_dwarf_may_complete_a_line() -> None:
    state = _line_ready()
    give(state, 0, "a1_warrior_5", "a1_hunter_4", "a1_miner_4", "a1_blacksmith_4")
    state.discard.append(take_any(state, "a1_explorer_3"))
    bid(state)
    play(state, "s0 pick a1_warrior_0")  # warriors 2, a line: the first hero
    play(state, "s0 recruit andumia", "s0 retrieve a1_explorer_3")
    assert state.players[0].lines() == 2
    assert state.pending() == "recruit"


def test_andumia_needs_a_card_in_the_discard() -> None:
    state = thingvellir(3)
    state.camp_discard.append(take_any(state, "fafnir_baleygr"))  # the camp's does not count
    assert not can_recruit(state, 0, card("andumia"))
    state.discard.append(take_any(state, "a1_warrior_0"))
    assert can_recruit(state, 0, card("andumia"))


# --------------------------------------------------------------------------- Holda


def test_holda_takes_a_camp_card() -> None:
    state = _line_ready()
    _recruit(state, "holda")
    assert state.pending() == "holda" and state.to_move() == (0,)
    assert sorted(legal(state, 0)) == sorted(f"s0 camp {k}" for k in CAMP)
    events = play(state, "s0 camp svalinn")
    assert ("camp_card_taken", 0, (card("svalinn"), 0)) in events
    assert command(state, 0) == ["holda", "svalinn"]
    assert "svalinn" not in camp(state)
    assert state.pending() == "pick" and state.to_move() == (1,)
    ok(state)


def test_holda_is_no_camp_visit_the_bid_winner_still_has_its_own() -> None:
    """Holda's card comes with the hero: the tavern is untouched and its card was taken."""
    state = _line_ready()
    _recruit(state, "holda")
    play(state, "s0 camp mercenary_1")
    assert keys(state.taverns[0]) == ["a1_warrior_1", "a1_warrior_2"]
    play(state, "s1 pick a1_warrior_1", "s2 pick a1_warrior_2")
    assert state.discard == []  # nothing left over


def test_holda_vegvisir_joins_the_explorers_and_may_bring_a_hero() -> None:
    state = table(*CAMP)
    give(state, 0, "a1_hunter_5", "a1_miner_5", "a1_blacksmith_5", "a1_explorer_5")
    give(state, 0, "a1_warrior_5", "a1_hunter_4", "a1_miner_4", "a1_blacksmith_4")
    bid(state)
    play(state, "s0 pick a1_warrior_0", "s0 recruit holda", "s0 camp vegvisir")
    assert state.players[0].ranks == [2, 2, 2, 2, 2]
    assert state.pending() == "recruit"


def test_holda_needs_a_takeable_camp_card() -> None:
    state = thingvellir(3)
    state.camp_decks[1] += state.camp
    state.camp = []
    assert not can_recruit(state, 0, card("holda"))
    set_camp(state, "brisingamens")  # needs two cards in the discard
    assert not can_recruit(state, 0, card("holda"))
    state.discard += [take_any(state, "a1_warrior_0"), take_any(state, "a1_warrior_1")]
    assert can_recruit(state, 0, card("holda"))


# --------------------------------------------------------------------------- Khrad


def test_khrad_transforms_the_lowest_coin_by_10() -> None:
    state = _line_ready()
    _recruit(state, "khrad")  # seat 0: 5 4 3 bid, pouch 0 and 2
    assert state.pending() == "transform" and state.pending_args() == (10, 1)
    assert legal(state, 0) == ["s0 transform p1:2"]  # never the 0 (§6 #8)
    play(state, "s0 transform p1:2")
    assert board(state, 0) == ["5", "4", "3", "0", "12g"]
    ok(state)


def test_khrad_chooses_among_tied_lowest_coins_never_a_trading_coin() -> None:
    state = _line_ready()
    set_coins(state, 0, "3s 5 5g 8g 9g")
    _recruit(state, "khrad", s0="9g 8g 5")
    assert sorted(legal(state, 0)) == ["s0 transform p1:5g", "s0 transform t2:5"]
    play(state, "s0 transform t2:5")
    assert board(state, 0)[2] == "15g"
    ok(state)


# --------------------------------------------------------------------------- Jarika


def test_jarika_adds_2_to_a_royal_offering_s_transform() -> None:
    state = table(*CAMP)
    from tests.nidavellir.scenario import fill_taverns

    fill_taverns(
        state,
        "a1_offering_0 a1_warrior_1 a1_warrior_2",
        "a1_hunter_0 a1_hunter_1 a1_hunter_2",
        "a1_miner_0 a1_miner_1 a1_miner_2",
    )
    give(state, 0, "jarika")
    bid(state)
    play(state, "s0 pick a1_offering_0")
    value = RULES.cards[card("a1_offering_0")].value
    assert state.pending() == "transform" and state.pending_args()[0] == value
    play(state, "s0 transform p1:2")
    assert board(state, 0)[4] == f"{2 + value + 2}g"  # the target rises, not the amount


def test_jarika_adds_2_to_a_trade() -> None:
    state = table(*CAMP)
    give(state, 2, "jarika")
    bid(state)  # seat 2: 0 on the Shining Horse, pouch 4 and 5
    for t in range(3):
        for s in (0, 1, 2):
            play(state, f"s{s} pick {keys(state.taverns[t])[0]}")
    traded = state.players[2]
    assert [c >> 2 for c in traded.coins()] == [0, 2, 3, 4, 11]  # 4 + 5 + 2
    ok(state)


def test_jarika_adds_2_to_grid() -> None:
    """Spec §2: Grid transforms +7, +2 more with Jarika."""
    state = _line_ready()
    give(state, 0, "jarika")  # a hero: a second line is needed for the next one
    give(state, 0, "a1_warrior_5", "a1_hunter_4", "a1_miner_4", "a1_blacksmith_4", "a1_explorer_4")
    _recruit(state, "grid")
    assert state.pending() == "transform"
    play(state, "s0 transform p1:2")
    assert board(state, 0)[4] == "11g"


def test_jarika_adds_2_to_khrad() -> None:
    state = _line_ready()
    give(state, 0, "jarika")  # a hero: a second line is needed for the next one
    give(state, 0, "a1_warrior_5", "a1_hunter_4", "a1_miner_4", "a1_blacksmith_4", "a1_explorer_4")
    _recruit(state, "khrad")
    play(state, "s0 transform p1:2")
    assert board(state, 0)[4] == "14g"


# --------------------------------------------------------------------------- Olwyn


def test_olwyn_places_his_two_doubles_in_two_different_columns() -> None:
    state = _line_ready()
    _recruit(state, "olwyn")
    assert state.pending() == "olwyn" and state.to_move() == (0,)
    first, mask = state.pending_args()
    assert first in RULES.doubles and mask == 0
    assert legal(state, 0) == [f"s0 column {c}" for c in COLUMNS]
    events = play(state, "s0 column miner")
    assert state.pending() == "olwyn"
    second, mask = state.pending_args()
    assert second in RULES.doubles and second != first and mask == 1 << 2
    assert legal(state, 0) == [f"s0 column {c}" for c in COLUMNS if c != "miner"]
    events += play(state, "s0 column warrior")
    assert kinds(events).count("card_placed") == 2
    p = state.players[0]
    assert p.ranks == [2, 1, 2, 1, 1]
    assert keys(p.heroes) == ["olwyn"]  # the doubles are no heroes
    assert command(state, 0) == ["olwyn"]
    assert sheet(state, 0)["miner"] == (RULES.cards[card("a1_miner_5")].ranks[0] + 0) * 2
    assert sheet(state, 0)["heroes"] == 9
    ok(state)


def test_olwyn_s_doubles_may_complete_lines_and_bring_heroes() -> None:
    state = _line_ready()
    give(state, 0, "a1_hunter_4", "a1_miner_4", "a1_blacksmith_4")
    bid(state)
    play(state, "s0 pick a1_warrior_0", "s0 recruit olwyn")
    play(state, "s0 column explorer")
    assert state.players[0].lines() == 1
    play(state, "s0 column warrior")
    assert state.players[0].lines() == 2
    assert state.pending() == "recruit" and state.to_move() == (0,)
    ok(state)


def test_a_double_in_thrud_s_column_lifts_her() -> None:
    state = _line_ready()
    give(state, 0, "thrud", column="explorer")
    # Thrud is a hero: seat 0 needs a second line for the next recruit
    give(state, 0, "a1_warrior_5", "a1_hunter_4", "a1_miner_4", "a1_blacksmith_4")
    bid(state)
    play(state, "s0 pick a1_warrior_0", "s0 recruit olwyn")
    events = play(state, "s0 column explorer")
    assert "hero_lifted" in kinds(events)
    assert state.pending() in ("thrud", "olwyn")
    ok(state)


def test_doubles_are_discardable_olwyn_is_not() -> None:
    """§6 #14, #15: a column topped by a double is one Dagda may discard from."""
    state = thingvellir(3)
    give(state, 0, "olwyn")
    enlisted(state, 0, "olwyn_double_1", "warrior")
    enlisted(state, 0, "olwyn_double_2", "miner")
    assert state.discardable_columns(0, 1 << 1) == [0, 2]
    assert can_recruit(state, 0, card("dagda"))
    ok(state)


# --------------------------------------------------------------------------- Zolkur


def test_zolkur_sits_on_the_pouch_and_the_next_trade_gives_up_the_lower_coin() -> None:
    state = _line_ready()
    events = _recruit(state, "zolkur", s0="5 4 0", s2="3 0 2")  # pouch 2 and 3; 0 last
    assert ("hero_on_pouch", 0, (card("zolkur"),)) in events
    p = state.players[0]
    assert p.pouch_hero == card("zolkur") and card("zolkur") in p.command
    play(state, "s1 pick a1_warrior_1", "s2 pick a1_warrior_2")
    play(state, "s0 pick a1_hunter_0", "s1 pick a1_hunter_1", "s2 pick a1_hunter_2")
    order = state.order
    assert order[-1] == 0
    play(state, f"s{order[0]} pick a1_miner_0", f"s{order[1]} pick a1_miner_1")
    events = play(state, "s0 pick a1_miner_2")
    trade = [e for e in events if e.kind == "coins_traded"]
    assert trade and trade[0].data[2] >> 2 == 2  # gave up the 2, not the 3
    assert ("hero_off_pouch", 0, (card("zolkur"),)) in events
    assert p.pouch_hero == -1 and card("zolkur") in p.command
    assert [c >> 2 for c in p.coins()] == [0, 3, 4, 5, 5]
    ok(state)


def test_zolkur_serves_one_trade_only() -> None:
    state = thingvellir(3)
    give(state, 0, "zolkur")
    assert state.players[0].pouch_hero == -1  # given, not recruited: nothing on the pouch
    assert sheet(state, 0)["heroes"] == 10

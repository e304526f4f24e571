"""Thingvellir with Idavoll: both expansions in one game, and every interaction the issue lists:
mercenaries, Olwyn's doubles, Vegvisir and Gullinbursti in columns (animals' bonuses, Ratatosk's
pairs of 0, Thrud, Ylud, Ölrun); Loki and Freya beside the camp; Dagda and Bonfur (and Thor)
discarding camp cards; Jarika with Hrungnir (D14); Odin returning Zolkur, Olwyn and Jarika;
Megingjörd with Thrivaldi; the two-player discard of a mythology card (spec Q13)."""

from __future__ import annotations

import pytest

from game.nidavellir.data import CLASS_INDEX
from game.nidavellir.expansions.thingvellir.army import dismissable
from game.nidavellir.heroes import can_recruit
from game.nidavellir.state import State
from tests.idavoll.myth import give_myth, token
from tests.nidavellir.scenario import (
    RULES,
    board,
    card,
    coins,
    columns,
    fill_taverns,
    give,
    keys,
    kinds,
    last_pick,
    legal,
    play,
)
from tests.thingvellir.camp import (
    camp,
    command,
    enlisted,
    give_camp,
    ok,
    set_camp,
    sheet,
    take_any,
    thingvellir,
)

MYTH = "loki freya thor"
CAMP = ("mercenary_1", "draupnir", "vegvisir", "svalinn", "megingjord")


def _both(
    t0: str = "a1_warrior_0 a1_warrior_1 a1_warrior_2",
    t1: str = MYTH,
    t2: str = "a1_hunter_1 a1_hunter_2 a1_hunter_3",
    seed: int = 0,
) -> State:
    state = thingvellir(3, seed, idavoll=True)
    fill_taverns(state, t0, t1, t2)
    set_camp(state, *CAMP)
    return state


def _bid(state: State, s0: str = "5 4 3", s1: str = "4 3 2", s2: str = "3 2 0") -> None:
    play(state, f"s0 bid {s0}", f"s1 bid {s1}", f"s2 bid {s2}")


def _gods_first(state: State) -> None:
    """Ask the gods again, as at the start of a round, with the taverns as they are now."""
    from game.nidavellir.expansions.idavoll import mythology
    from game.nidavellir.flow import OPEN_BIDS

    state.stack = [(OPEN_BIDS, -1, 0, 0)]
    mythology.round_start(state)


def test_both_expansions_set_up_together() -> None:
    state = thingvellir(3, idavoll=True)
    assert len(state.camp) == 5 and len(state.camp_decks[2]) == 12
    assert state.myth_deck and state.reserve
    assert card("gullinbursti") in state.set_aside
    assert set(RULES.doubles) <= set(state.set_aside)
    s = sheet(state, 0)
    assert {"gods", "giants", "valkyries", "artifacts"} <= set(s)
    assert keys(state.taverns[1])[0] in {RULES.cards[c].key for c in RULES.myths}
    ok(state)


def test_the_same_seed_deals_the_same_age_decks_with_either_expansion() -> None:
    plain = thingvellir(3, 9)
    both = thingvellir(3, 9, idavoll=True)
    assert plain.decks[2] == both.decks[2]


# --------------------------------------------------------------------------- Loki and Freya


def test_loki_and_freya_never_touch_a_camp_card() -> None:
    state = _both()
    give_myth(state, 0, "freya")
    give_myth(state, 1, "loki")
    _gods_first(state)
    assert state.pending() == "loki"
    assert not any(k in a for a in legal(state, 1) for k in camp(state))
    play(state, "s1 loki a1_warrior_2")
    assert state.pending() == "freya"
    assert not any(k in a for a in legal(state, 0) for k in camp(state))
    ok(state)


def test_loki_s_reservation_is_wasted_when_its_owner_visits_the_camp() -> None:
    state = _both()
    give_myth(state, 0, "loki")
    _gods_first(state)
    play(state, "s0 loki a1_warrior_2")
    _bid(state)
    play(state, "s0 camp draupnir")
    assert state.loki == [-1, -1, -1]
    assert "s1 pick a1_warrior_2" in legal(state, 1)
    ok(state)


def test_loki_s_card_waits_for_its_owner_when_the_winner_visits_the_camp() -> None:
    state = _both()
    give_myth(state, 2, "loki")
    _gods_first(state)
    play(state, "s2 loki a1_warrior_2")
    _bid(state)
    play(state, "s0 camp draupnir")
    assert legal(state, 1) == ["s1 pick a1_warrior_0", "s1 pick a1_warrior_1"]
    play(state, "s1 pick a1_warrior_0", "s2 pick a1_warrior_2")
    assert keys(state.discard) == ["a1_warrior_1"]
    ok(state)


# --------------------------------------------------------------------------- cards in columns


def test_ratatosk_counts_doubles_and_gullinbursti_as_0_ranks_not_mercenaries() -> None:
    state = _both()
    give(state, 0, "a1_miner_2")
    give_myth(state, 0, "ratatosk")
    enlisted(state, 0, "olwyn_double_1", "miner")
    p = state.players[0]
    boar = take_any(state, "gullinbursti")
    p.columns[2].append(boar)
    p.ranks[2] += 1
    assert sheet(state, 0)["miner"] == (1 + 2 + 0 + 0 + 1) * 4  # one pair of 0 ranks
    state = _both()
    give(state, 0, "a1_miner_0")
    enlisted(state, 0, "mercenary_4", "miner")
    give_myth(state, 0, "ratatosk")
    assert sheet(state, 0)["miner"] == (0 + 1 + 2) * 3  # the mercenary is worth 1: no pair


def test_nidhogg_and_garm_count_mercenaries_vegvisir_and_doubles_as_ranks() -> None:
    state = _both()
    give(state, 0, "a1_warrior_0")
    enlisted(state, 0, "mercenary_1", "warrior")
    give_camp(state, 0, "vegvisir")
    enlisted(state, 0, "olwyn_double_1", "explorer")
    give_myth(state, 0, "nidhogg", "garm")
    assert sheet(state, 0)["warrior"] == 3 + 6 + 5 + 2 * 3
    assert sheet(state, 0)["explorer"] == 13 + 0 + 9 + 0 + 1 * 4
    ok(state)


def test_olwyn_s_double_lifts_thrud_in_a_game_with_both() -> None:
    state = _both("a1_warrior_0 a1_warrior_1 a1_warrior_2")
    give(state, 0, "a1_hunter_5", "a1_miner_5", "a1_blacksmith_5", "a1_explorer_5")
    give(state, 0, "a1_warrior_5", "a1_hunter_4", "a1_miner_4", "a1_blacksmith_4")
    give(state, 0, "thrud", column="explorer")
    _bid(state)
    play(state, "s0 pick a1_warrior_0", "s0 recruit olwyn")
    events = play(state, "s0 column explorer")
    assert "hero_lifted" in kinds(events)
    assert card("thrud") not in state.players[0].columns[4]
    ok(state)


def test_age_1_ends_with_enlistment_then_ylud_in_a_game_with_both() -> None:
    state = _both()
    give(state, 0, "a1_miner_0", "ylud")
    give(state, 1, "a1_warrior_4", "a1_miner_1")
    give_camp(state, 0, "mercenary_5")
    last_pick(state, 2, "a1_warrior_3")
    play(state, "s2 pick a1_warrior_3")
    assert state.pending() == "enlist"
    play(state, "s0 enlist mercenary_5 miner")
    assert state.pending() == "ylud"
    ok(state)


def test_gullinbursti_and_animals_are_never_discarded_mercenaries_doubles_vegvisir_are() -> None:
    """§6 #14, #15 and D6."""
    state = _both()
    p = state.players[0]
    give(state, 0, "a1_warrior_0")
    enlisted(state, 0, "mercenary_1", "warrior")
    give_myth(state, 0, "durathor")  # a hunter animal
    boar = take_any(state, "gullinbursti")
    p.columns[3].append(boar)
    p.ranks[3] += 1
    enlisted(state, 0, "olwyn_double_1", "miner")
    give_camp(state, 0, "vegvisir")
    assert state.discardable_columns(0, 0) == [0, 2, 4]
    assert sorted(keys(dismissable(state, 0, range(5)))) == sorted(
        ["a1_warrior_0", "mercenary_1", "olwyn_double_1", "vegvisir"]
    )
    ok(state)


def test_hofud_leaves_an_animal_and_takes_the_dwarf_under_it() -> None:
    state = thingvellir(3, idavoll=True)
    from tests.nidavellir.scenario import start_age2

    start_age2(state)
    state.camp_discard += state.camp
    state.camp = []
    set_camp(state, "hofud", "mjollnir", "jarnglofi", "hrafnsmerki", "gjallarhorn")
    fill_taverns(
        state,
        "a2_warrior_0 a2_warrior_1 a2_warrior_2",
        "a2_hunter_0 a2_hunter_1 a2_hunter_2",
        "a2_miner_0 a2_miner_1 a2_miner_2",
    )
    give(state, 1, "a2_warrior_5")
    give_myth(state, 1, "nidhogg")
    _bid(state)
    play(state, "s0 camp hofud")
    assert legal(state, 1) == ["s1 dismiss a2_warrior_5"]
    play(state, "s1 dismiss a2_warrior_5")
    assert columns(state, 1)[0] == ["nidhogg"]
    ok(state)


# --------------------------------------------------------------------------- Dagda, Bonfur, Thor


def test_dagda_discards_a_mercenary_and_a_double_to_the_camp_s_discard() -> None:
    state = _both("a1_hunter_0 a1_warrior_1 a1_warrior_2")
    give(state, 0, "a1_warrior_5")
    enlisted(state, 0, "mercenary_2", "warrior")
    give(state, 0, "a1_miner_5")
    enlisted(state, 0, "olwyn_double_1", "miner")
    give(state, 0, "a1_blacksmith_5", "a1_explorer_5")
    _bid(state)
    play(state, "s0 pick a1_hunter_0", "s0 recruit dagda")
    assert state.pending() == "discard"
    play(state, "s0 discard warrior", "s0 discard miner")
    assert columns(state, 0)[0] == ["a1_warrior_5"] and columns(state, 0)[2] == ["a1_miner_5"]
    assert {card("mercenary_2"), card("olwyn_double_1")} <= set(state.camp_discard)
    assert state.discard == []
    ok(state)


def test_bonfur_discards_vegvisir() -> None:
    state = _both("a1_blacksmith_0 a1_warrior_1 a1_warrior_2")
    give(state, 0, "a1_warrior_5", "a1_hunter_5", "a1_miner_5")
    give_camp(state, 0, "vegvisir")
    _bid(state)
    play(state, "s0 pick a1_blacksmith_0", "s0 recruit bonfur")
    assert state.pending() == "discard"
    assert "s0 discard explorer" in legal(state, 0)
    play(state, "s0 discard explorer")
    assert columns(state, 0)[4] == [] and card("vegvisir") in state.camp_discard
    ok(state)


def test_thor_cancels_the_discard_of_a_mercenary() -> None:
    state = _both("a1_blacksmith_0 a1_warrior_1 a1_warrior_2")
    give_myth(state, 0, "thor")
    enlisted(state, 0, "mercenary_1", "warrior")
    give(state, 0, "a1_hunter_5", "a1_miner_5", "a1_explorer_5")
    _bid(state)
    play(state, "s0 pick a1_blacksmith_0", "s0 recruit bonfur", "s0 thor yes")
    assert columns(state, 0)[0] == ["mercenary_1"]
    assert state.pending() == "pick"


# --------------------------------------------------------------------------- giants


def test_jarika_adds_2_to_each_of_hrungnir_s_transforms() -> None:
    """D14: Hrungnir's +2 becomes +4 with Jarika."""
    state = _both("a1_miner_0 a1_warrior_0 a1_warrior_1")
    give_myth(state, 0, "hrungnir")
    give(state, 0, "jarika")
    _bid(state, "4 5 3", "3 4 2", "2 3 0")
    events = play(state, "s0 pick a1_miner_0", "s0 capture yes")
    moved = [
        (e.data[2], e.data[0] >> 2, e.data[1] >> 2) for e in events if e.kind == "coin_transformed"
    ]
    assert moved == [(0, 4, 8), (1, 5, 9), (2, 3, 7), (4, 2, 6)]
    assert coins(state, 0) == ["0", "6g", "7g", "8g", "9g"]
    ok(state)


def test_megingjord_thrivaldi_still_brings_a_hero() -> None:
    """§6 #24."""
    state = _both("a1_blacksmith_0 a1_warrior_1 a1_warrior_2")
    give_myth(state, 0, "thrivaldi")
    give_camp(state, 0, "megingjord")
    _bid(state)
    play(state, "s0 pick a1_blacksmith_0", "s0 capture yes")
    assert state.pending() == "recruit"
    play(state, "s0 recruit zoral")
    assert "zoral" in keys(state.players[0].heroes)
    ok(state)


# --------------------------------------------------------------------------- valkyries


def test_sigrdrifa_moves_for_gjallarhorn_s_hero() -> None:
    state = thingvellir(3, idavoll=True)
    from tests.nidavellir.scenario import start_age2

    start_age2(state)
    state.camp_discard += state.camp
    state.camp = []
    set_camp(state, "gjallarhorn", "mjollnir", "jarnglofi", "hrafnsmerki", "hofud")
    give_myth(state, 0, "sigrdrifa")
    _bid(state)
    play(state, "s0 camp gjallarhorn", "s0 recruit kraal")
    assert token(state, 0, "sigrdrifa") == 1


def test_olrun_counts_vegvisir_in_the_explorers() -> None:
    state = _both("a1_hunter_0 a1_warrior_1 a1_warrior_2")
    give_myth(state, 0, "olrun")
    state.players[0].olrun = CLASS_INDEX["explorer"]
    _bid(state)
    play(state, "s0 camp vegvisir")
    assert token(state, 0, "olrun") == 1


def test_olrun_does_not_count_olwyn_s_double() -> None:
    """Ölrun (§4.2): a card with a rank of the chosen class; neutral-rank cards (Thrud, Ylud,
    Olwyn's doubles, Gullinbursti) do not count."""
    state = _both()
    give_myth(state, 0, "olrun")
    state.players[0].olrun = CLASS_INDEX["warrior"]
    give(state, 0, "a1_hunter_5", "a1_miner_5", "a1_blacksmith_5", "a1_explorer_5")
    _bid(state)
    play(state, "s0 pick a1_warrior_0")
    assert token(state, 0, "olrun") == 1
    play(state, "s0 recruit olwyn", "s0 column warrior", "s0 column miner")
    assert token(state, 0, "olrun") == 1  # the double in the warriors does not count


def test_olrun_counts_a_mercenary_enlisted_in_her_class() -> None:
    state = _both()
    give_myth(state, 0, "olrun")
    state.players[0].olrun = CLASS_INDEX["warrior"]
    give(state, 1, "a1_warrior_4")
    give_camp(state, 0, "mercenary_1")
    last_pick(state, 2, "a1_hunter_3")
    play(state, "s2 pick a1_hunter_3", "s0 enlist mercenary_1 warrior")
    assert token(state, 0, "olrun") == 1


# --------------------------------------------------------------------------- Odin


def _odin_after_first_tavern(hero: str) -> State:
    """Seat 0 owns Odin and `hero`, takes the first tavern's first card (no trade: its 0 is on
    the Shining Horse) and is offered Odin's swap."""
    state = _both()
    give_myth(state, 0, "odin")
    give(state, 0, hero)
    _bid(state, "5 4 0", "4 3 2", "3 2 4")
    play(state, "s0 pick a1_warrior_0")
    assert state.pending() == "odin" and state.to_move() == (0,)
    return state


def test_odin_returning_zolkur_takes_him_off_the_pouch() -> None:
    state = _odin_after_first_tavern("zolkur")
    state.players[0].pouch_hero = card("zolkur")
    play(state, "s0 odin zolkur ymir")
    assert state.players[0].pouch_hero == -1


def test_odin_returns_zolkur_from_the_pouch_and_the_trade_is_a_normal_one() -> None:
    """§6 #26: Zolkur is a neutral hero even on the pouch; once returned, the pouch trade gives
    up the higher coin again."""
    state = _odin_after_first_tavern("zolkur")
    state.players[0].pouch_hero = card("zolkur")
    assert "s0 odin zolkur ymir" in legal(state, 0)
    play(state, "s0 odin zolkur ymir")
    assert card("zolkur") in state.hero_pool and card("zolkur") not in command(state, 0)
    play(state, "s1 pick a1_warrior_1", "s2 pick a1_warrior_2")
    play(state, "s0 pick loki", "s1 pick freya", "s2 pick thor")
    order = state.order
    events = []
    for seat in order:
        events += play(state, f"s{seat} pick {keys(state.taverns[2])[0]}")
        if state.pending() == "odin":
            play(state, "s0 odin pass")
    trade = [e for e in events if e.kind == "coins_traded"]
    assert trade and trade[0].seat == 0 and trade[0].data[2] >> 2 == 3  # the higher coin
    assert state.players[0].pouch_hero == -1
    ok(state)


def test_odin_returns_olwyn_his_doubles_stay() -> None:
    state = _odin_after_first_tavern("olwyn")
    enlisted(state, 0, "olwyn_double_1", "warrior")
    enlisted(state, 0, "olwyn_double_2", "hunter")
    play(state, "s0 odin olwyn ymir")
    assert card("olwyn") in state.hero_pool
    assert "olwyn_double_1" in columns(state, 0)[0] and "olwyn_double_2" in columns(state, 0)[1]
    assert sheet(state, 0)["heroes"] == 13  # one Dwerg brother; Olwyn's 9 gone
    ok(state)


def test_odin_returns_jarika_her_bonus_ends() -> None:
    state = _odin_after_first_tavern("jarika")
    play(state, "s0 odin jarika ymir")
    assert card("jarika") in state.hero_pool
    pouch = board(state, 0)[3:]
    assert pouch == ["2", "3"]
    play(state, "s1 pick a1_warrior_1", "s2 pick a1_warrior_2")
    play(state, "s0 pick loki", "s1 pick freya", "s2 pick thor")
    for seat in list(state.order):
        play(state, f"s{seat} pick {keys(state.taverns[2])[0]}")
        if state.pending() == "odin":
            play(state, "s0 odin pass")
    assert "5g" in coins(state, 0) and "7g" not in coins(state, 0)  # 2 + 3, no +2


def test_odin_brings_holda_whose_power_applies_in_full() -> None:
    state = _odin_after_first_tavern("zolkur")
    play(state, "s0 odin zolkur holda")
    assert state.pending() == "holda"
    play(state, "s0 camp svalinn")
    assert "svalinn" in command(state, 0)
    ok(state)


def test_odin_brings_olwyn_whose_doubles_are_placed() -> None:
    state = _odin_after_first_tavern("zolkur")
    play(state, "s0 odin zolkur olwyn", "s0 column warrior", "s0 column miner")
    assert state.players[0].ranks[2] == 1
    ok(state)


def test_holda_and_andumia_need_their_pile_also_for_odin() -> None:
    state = _both()
    state.camp_decks[1] += state.camp
    state.camp = []
    assert not can_recruit(state, 0, card("holda"))
    assert not can_recruit(state, 0, card("andumia"))


# --------------------------------------------------------------------------- two players


def test_two_players_a_dropped_mythology_card_goes_to_the_box() -> None:
    """Spec Q13 (BGA): the two-player discard after a camp visit is generic; an untaken
    mythology card goes to the box (D13)."""
    state = thingvellir(2, seed=3, idavoll=True)
    fill_taverns(
        state, "a1_warrior_0 a1_warrior_1 a1_warrior_2", MYTH, "a1_hunter_0 a1_hunter_1 a1_hunter_2"
    )
    set_camp(state, *CAMP)
    play(state, "s0 bid 4 5 3", "s1 bid 5 4 2")
    play(state, "s1 pick a1_warrior_0", "s0 pick a1_warrior_1")
    assert state.tavern == 1 and state.order[0] == 0
    play(state, "s0 camp svalinn")
    assert state.pending() == "drop"
    assert legal(state, 0) == [f"s0 drop {k}" for k in MYTH.split()]
    events = play(state, "s0 drop loki")
    assert card("loki") in state.box and card("loki") not in state.discard
    assert ("tavern_card_dropped", 0, (card("loki"), 1)) in events
    play(state, "s1 pick thor")
    assert card("freya") in state.box
    ok(state)


def test_two_players_the_camp_visitor_cannot_drop_loki_s_card_for_the_other_seat() -> None:
    """D11: Loki's card is for its owner only; the camp visitor's discard (§6 #16) is a card
    taken out of the tavern like a pick, so it leaves the reserved card for the owner."""
    state = thingvellir(2, seed=3, idavoll=True)
    fill_taverns(
        state, "a1_warrior_0 a1_warrior_1 a1_warrior_2", MYTH, "a1_hunter_0 a1_hunter_1 a1_hunter_2"
    )
    set_camp(state, *CAMP)
    give_myth(state, 1, "loki")
    _gods_first(state)
    play(state, "s1 loki a1_warrior_2")
    play(state, "s0 bid 5 4 3", "s1 bid 4 3 2")
    play(state, "s0 camp svalinn")
    assert legal(state, 0) == ["s0 drop a1_warrior_0", "s0 drop a1_warrior_1"]
    play(state, "s0 drop a1_warrior_0")
    assert legal(state, 1) == ["s1 pick a1_warrior_1", "s1 pick a1_warrior_2"]
    ok(state)


def test_jarika_s_bonus_is_no_betterment_for_svafa() -> None:
    """Svafa moves one notch per point the coin received exceeds the target; Jarika raises the
    target itself (D14), so a trade of 2 + 3 that brings exactly a 7 is no betterment."""
    state = _both()
    give(state, 0, "jarika")
    give_myth(state, 0, "svafa")
    _bid(state, "0 5 4")  # seat 0 last in the first tavern; pouch 2 and 3
    play(state, "s1 pick a1_warrior_0", "s2 pick a1_warrior_1", "s0 pick a1_warrior_2")
    assert "7g" in coins(state, 0)  # 2 + 3 + 2
    assert token(state, 0, "svafa") == 0


def test_thor_cancels_hofud_s_discard() -> None:
    state = thingvellir(3, idavoll=True)
    from tests.nidavellir.scenario import start_age2

    start_age2(state)
    state.camp_discard += state.camp
    state.camp = []
    set_camp(state, "hofud", "mjollnir", "jarnglofi", "hrafnsmerki", "gjallarhorn")
    fill_taverns(
        state,
        "a2_warrior_0 a2_warrior_1 a2_warrior_2",
        "a2_hunter_0 a2_hunter_1 a2_hunter_2",
        "a2_miner_0 a2_miner_1 a2_miner_2",
    )
    give(state, 1, "a2_warrior_5")
    give_myth(state, 1, "thor")
    _bid(state)
    play(state, "s0 camp hofud")
    assert state.pending() == "hofud" and state.to_move() == (1,)
    assert legal(state, 1) == ["s1 dismiss a2_warrior_5", "s1 spare"]
    events = play(state, "s1 spare")
    assert "discard_cancelled" in kinds(events)
    assert columns(state, 1)[0] == ["a2_warrior_5"]
    assert token(state, 1, "thor") == 0  # spent
    ok(state)


def test_thor_cancels_brisingamens_end_discard() -> None:
    state = thingvellir(3, idavoll=True, seed=4)
    from tests.nidavellir.scenario import start_age2

    start_age2(state)
    give(state, 0, "a2_warrior_0")
    give(state, 1, "a2_warrior_4")
    give_camp(state, 0, "brisingamens")
    give_myth(state, 0, "thor")
    last_pick(state, 1, "a2_hunter_3")
    play(state, "s1 pick a2_hunter_3")
    assert state.pending() == "brisingamens" and state.to_move() == (0,)
    assert legal(state, 0) == ["s0 dismiss a2_warrior_0", "s0 spare"]
    play(state, "s0 spare")
    assert state.is_over() and columns(state, 0)[0] == ["a2_warrior_0"]
    assert token(state, 0, "thor") == 0  # spent


def test_loki_s_card_cannot_be_picked_by_another_seat_in_a_game_with_both() -> None:
    """D11 in a game with both expansions: a pick of the card Loki reserved for another seat is
    refused while other cards are left (random actions, seed 362880, found it accepted once the
    combined class put Thingvellir's pick ways, the base game's pick included, over Idavoll's)."""
    from game.core.errors import IllegalAction
    from game.taverns.actions import Pick

    state = _both()
    give_myth(state, 2, "loki")
    _gods_first(state)
    play(state, "s2 loki a1_warrior_2")
    _bid(state)
    play(state, "s0 pick a1_warrior_0")
    assert legal(state, 1) == ["s1 pick a1_warrior_1"]
    before = state.to_dict()
    with pytest.raises(IllegalAction):
        state.apply(Pick(1, card("a1_warrior_2"), "a1_warrior_2"))
    assert state.to_dict() == before

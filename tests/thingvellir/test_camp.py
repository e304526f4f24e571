"""The camp (spec §5.1; §6 #1, #16, #17): two camp decks of twelve, five cards shown and refilled
each round, a camp card instead of a tavern card for the bid winner (or Fafnir Baleygr's owner),
the leftover tavern card, the two-player discard, the camp cleared when Age 2 starts."""

from __future__ import annotations

import pytest

from game.nidavellir.data import ARTIFACT, MERCENARY
from game.nidavellir.state import State
from tests.nidavellir.scenario import (
    RULES,
    card,
    columns,
    fill_taverns,
    finish_tavern,
    game,
    give,
    keys,
    kinds,
    last_pick,
    legal,
    play,
)
from tests.thingvellir.camp import (
    THINGVELLIR_HEROES,
    camp,
    command,
    give_camp,
    ok,
    set_camp,
    thingvellir,
)

T0 = "a1_warrior_0 a1_warrior_1 a1_warrior_2"
T1 = "a1_hunter_0 a1_hunter_1 a1_hunter_2"
T2 = "a1_miner_0 a1_miner_1 a1_miner_2"
CAMP = ("mercenary_1", "draupnir", "svalinn", "megingjord", "fafnir_baleygr")


def _three(camp_keys: tuple[str, ...] = CAMP, seed: int = 0) -> State:
    """Three seats; known taverns and camp. `_bid` makes seat 0 win every tavern (5 4 3 against
    4 3 2 and 3 2 0), seat 1 second, seat 2 last."""
    state = thingvellir(3, seed)
    fill_taverns(state, T0, T1, T2)
    set_camp(state, *camp_keys)
    return state


def _bid(state: State) -> None:
    play(state, "s0 bid 5 4 3", "s1 bid 4 3 2", "s2 bid 3 2 0")


def _last_pick_of_age_1(state: State) -> None:
    """Seat 0 is to take the last card of Age 1; every distinction stays unclaimed (seat 1 ties
    the warriors), so nothing is asked before Age 2."""
    give(state, 1, "a1_warrior_4")
    last_pick(state, 0, "a1_warrior_3")


def _camp_moves(state: State, seat: int) -> list[str]:
    return [a for a in legal(state, seat) if a.split()[1] == "camp"]


# --------------------------------------------------------------------------- set-up


def test_two_camp_decks_of_six_artifacts_and_six_mercenaries() -> None:
    for age in (1, 2):
        deck = RULES.camp_deck[age]
        assert len(deck) == 12
        assert sum(RULES.cards[c].kind == ARTIFACT for c in deck) == 6
        assert sum(RULES.cards[c].kind == MERCENARY for c in deck) == 6
        assert {RULES.artifacts[c].age for c in deck if c in RULES.artifacts} == {age}
        assert {RULES.mercenaries[c].age for c in deck if c in RULES.mercenaries} == {age}
    assert RULES.camp_size == 5


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_camp_shows_five_cards_of_the_age_1_camp_deck(players: int) -> None:
    state = thingvellir(players)
    assert len(state.camp) == 5
    assert sorted(state.camp + state.camp_decks[1]) == sorted(RULES.camp_deck[1])
    assert sorted(state.camp_decks[2]) == sorted(RULES.camp_deck[2])
    assert state.camp_discard == [] and not state.camp_visited and state.enlist == []
    assert set(THINGVELLIR_HEROES) <= set(keys(state.hero_pool))
    ok(state)


def test_the_camp_decks_are_shuffled_by_the_seed() -> None:
    camps = {tuple(thingvellir(3, seed).camp) for seed in range(8)}
    assert len(camps) > 1
    assert thingvellir(3, 5).camp == thingvellir(3, 5).camp


def test_without_thingvellir_there_is_no_camp_nor_its_heroes() -> None:
    state = game(3)
    assert not hasattr(state, "camp") and not hasattr(state, "camp_decks")
    assert state.view(0)["camp"] == [] and state.view(0)["camp_decks"] == [0, 0]
    assert not set(THINGVELLIR_HEROES) & set(keys(state.hero_pool))
    for key in THINGVELLIR_HEROES:
        assert not state.in_play(card(key))
    fill_taverns(state, T0, T1, T2)
    _bid(state)
    assert all(a.split()[1] == "pick" for a in legal(state, 0))
    assert "artifacts" not in state.scores()[0]


def test_a_thingvellir_sheet_has_an_artifacts_row() -> None:
    state = thingvellir(3)
    assert state.scores()[0]["artifacts"] == 0
    assert all(state.in_play(card(key)) for key in THINGVELLIR_HEROES)


# --------------------------------------------------------------------------- the bid winner


def test_the_bid_winner_may_take_a_camp_card_instead_of_a_tavern_card() -> None:
    state = _three()
    _bid(state)
    assert state.pending() == "pick" and state.to_move() == (0,)
    assert sorted(legal(state, 0)) == sorted(
        [f"s0 pick {k}" for k in T0.split()] + [f"s0 camp {k}" for k in CAMP]
    )
    events = play(state, "s0 camp mercenary_1")
    assert ("camp_card_taken", 0, (card("mercenary_1"), 0)) in events
    assert command(state, 0) == ["mercenary_1"]  # a mercenary waits in the command zone
    assert sum(len(col) for col in state.players[0].columns) == 0
    assert camp(state) == list(CAMP[1:])  # not refilled before the next round
    assert keys(state.taverns[0]) == T0.split()  # no tavern card taken
    assert state.camp_visited
    ok(state)


def test_only_the_bid_winner_visits_the_camp() -> None:
    state = _three()
    _bid(state)
    play(state, "s0 pick a1_warrior_0")
    assert state.to_move() == (1,)
    assert _camp_moves(state, 1) == []
    assert legal(state, 1) == ["s1 pick a1_warrior_1", "s1 pick a1_warrior_2"]
    play(state, "s1 pick a1_warrior_1")
    assert _camp_moves(state, 2) == []


def test_one_camp_visit_a_tavern_and_the_camp_again_in_the_next() -> None:
    state = _three()
    _bid(state)
    play(state, "s0 camp draupnir")
    assert _camp_moves(state, 1) == []
    play(state, "s1 pick a1_warrior_0", "s2 pick a1_warrior_1")
    assert state.tavern == 1 and not state.camp_visited
    assert _camp_moves(state, 0) == [f"s0 camp {k}" for k in camp(state)]
    play(state, "s0 camp svalinn")
    assert command(state, 0) == ["draupnir", "svalinn"]


@pytest.mark.parametrize("players", [3, 4, 5])
def test_after_a_camp_visit_one_tavern_card_is_left_over_and_discarded(players: int) -> None:
    """§6 #17: the tavern had a card per seat; one seat went to the camp."""
    state = thingvellir(players)
    set_camp(state, *CAMP)
    tavern = keys(state.taverns[0])
    assert len(tavern) == players
    bids = {0: "5 4 3", 1: "4 3 2", 2: "3 2 0", 3: "2 0 3", 4: "0 5 4"}
    play(state, *(f"s{s} bid {bids[s]}" for s in range(players)))
    winner = state.to_move()[0]
    play(state, f"s{winner} camp svalinn")
    events = finish_tavern(state)
    left = [e.data[0] for e in events if e.kind == "tavern_card_discarded"]
    assert len(left) == 1 and state.discard == left
    assert keys(left)[0] in tavern
    assert state.tavern == 1
    ok(state)


def test_without_a_camp_visit_no_card_is_left_over() -> None:
    state = _three()
    _bid(state)
    finish_tavern(state)
    assert state.discard == [] and state.tavern == 1


def test_the_camp_card_is_resolved_before_the_trade_that_follows() -> None:
    """§6 #1: card (here a camp card) → its effect → heroes → the coin trade. Seat 2 owns Fafnir
    and bid its 0 on the first tavern: it visits the camp last, then trades its pouch 2 + 5."""
    state = _three()
    give_camp(state, 2, "fafnir_baleygr")
    play(state, "s0 bid 5 4 3", "s1 bid 4 3 2", "s2 bid 0 3 4")
    play(state, "s0 pick a1_warrior_0", "s1 pick a1_warrior_1")
    assert state.to_move() == (2,)
    events = play(state, "s2 camp svalinn")
    assert kinds(events).index("camp_card_taken") < kinds(events).index("coins_traded")
    assert [c >> 2 for c in state.players[2].board[3:]] == [2, 7]
    assert keys(state.discard) == ["a1_warrior_2"]
    ok(state)


def test_a_camp_card_is_legal_only_while_the_camp_has_cards() -> None:
    state = _three()
    state.camp_decks[1][0:0] = state.camp
    state.camp = []
    _bid(state)
    assert _camp_moves(state, 0) == []


# --------------------------------------------------------------------------- Fafnir Baleygr


def test_fafnir_s_owner_visits_the_camp_if_the_bid_winner_did_not() -> None:
    state = _three(("mercenary_1", "draupnir", "svalinn", "megingjord", "vegvisir"))
    give_camp(state, 1, "fafnir_baleygr")
    _bid(state)
    play(state, "s0 pick a1_warrior_0")
    assert _camp_moves(state, 1) == [f"s1 camp {k}" for k in camp(state)]
    play(state, "s1 camp draupnir")
    assert command(state, 1) == ["fafnir_baleygr", "draupnir"]
    assert _camp_moves(state, 2) == []
    play(state, "s2 pick a1_warrior_1")
    assert keys(state.discard) == ["a1_warrior_2"]
    ok(state)


def test_fafnir_s_owner_stays_out_of_the_camp_once_the_winner_went() -> None:
    state = _three(("mercenary_1", "draupnir", "svalinn", "megingjord", "vegvisir"))
    give_camp(state, 2, "fafnir_baleygr")
    _bid(state)
    play(state, "s0 camp draupnir", "s1 pick a1_warrior_0")
    assert _camp_moves(state, 2) == []


def test_fafnir_works_from_the_tavern_after_the_one_it_was_taken_in() -> None:
    """Seat 1 wins the first tavern and takes Fafnir; in the second it bid lowest, the winner
    picks a tavern card, and seat 1 may visit the camp."""
    state = _three()
    play(state, "s0 bid 4 5 3", "s1 bid 5 2 0", "s2 bid 3 4 2")
    assert state.to_move() == (1,)
    play(state, "s1 camp fafnir_baleygr", "s0 pick a1_warrior_0", "s2 pick a1_warrior_1")
    assert state.tavern == 1 and state.order == [0, 2, 1]
    play(state, "s0 pick a1_hunter_0", "s2 pick a1_hunter_1")
    assert _camp_moves(state, 1) == [f"s1 camp {k}" for k in camp(state)]
    play(state, "s1 camp svalinn")
    assert command(state, 1) == ["fafnir_baleygr", "svalinn"]
    ok(state)


# --------------------------------------------------------------------------- two players


def test_two_players_the_camp_visitor_discards_a_tavern_card_after_its_turn() -> None:
    """§5.1 and §6 #16: the winner takes a camp card (Svalinn: no effect to resolve) and then
    discards a tavern card; the other player picks one of the two left; the last one is
    discarded as usual."""
    state = thingvellir(2, seed=3)
    fill_taverns(state, T0, T1, T2)
    set_camp(state, *CAMP)
    play(state, "s0 bid 5 4 3", "s1 bid 4 3 2")
    play(state, "s0 camp svalinn")
    assert state.pending() == "drop" and state.to_move() == (0,)
    assert legal(state, 0) == [f"s0 drop {k}" for k in T0.split()]
    events = play(state, "s0 drop a1_warrior_1")
    assert ("tavern_card_dropped", 0, (card("a1_warrior_1"), 0)) in events
    assert keys(state.discard) == ["a1_warrior_1"]
    assert legal(state, 1) == ["s1 pick a1_warrior_0", "s1 pick a1_warrior_2"]
    play(state, "s1 pick a1_warrior_2")
    assert keys(state.discard) == ["a1_warrior_1", "a1_warrior_0"]
    assert columns(state, 1)[0] == ["a1_warrior_2"]
    assert command(state, 0) == ["svalinn"]
    ok(state)


def test_two_players_without_a_camp_visit_the_third_card_is_discarded() -> None:
    state = thingvellir(2, seed=3)
    fill_taverns(state, T0, T1, T2)
    play(state, "s0 bid 5 4 3", "s1 bid 4 3 2")
    play(state, "s0 pick a1_warrior_0", "s1 pick a1_warrior_1")
    assert keys(state.discard) == ["a1_warrior_2"]


def test_two_players_fafnir_s_owner_drops_no_card() -> None:
    """Only the bid winner's camp visit asks for the discard: Fafnir's owner comes second, the
    last tavern card is then left over."""
    state = thingvellir(2, seed=3)
    fill_taverns(state, T0, T1, T2)
    set_camp(state, *CAMP[:4])
    give_camp(state, 1, "fafnir_baleygr")
    play(state, "s0 bid 5 4 3", "s1 bid 4 3 2")
    play(state, "s0 pick a1_warrior_0", "s1 camp svalinn")
    assert state.pending() == "pick" and state.tavern == 1
    assert sorted(keys(state.discard)) == ["a1_warrior_1", "a1_warrior_2"]
    ok(state)


# --------------------------------------------------------------------------- refill and Age 2


def test_the_camp_is_refilled_to_five_at_the_start_of_each_round() -> None:
    state = _three()
    deck_before = list(state.camp_decks[1])
    _bid(state)
    play(state, "s0 camp svalinn")
    finish_tavern(state)
    play(state, "s0 camp draupnir")
    finish_tavern(state)
    finish_tavern(state)
    assert state.round == 2 and state.pending() == "bids"
    assert len(state.camp) == 5
    kept = [card(k) for k in ("mercenary_1", "megingjord", "fafnir_baleygr")]
    assert sorted(state.camp) == sorted(kept + deck_before[-2:])  # the top of a deck is its end
    assert state.camp_decks[1] == deck_before[:-2]
    ok(state)


def test_a_short_camp_deck_refills_what_it_can() -> None:
    state = _three()
    _bid(state)
    state.camp_discard += state.camp_decks[1][1:]
    del state.camp_decks[1][1:]
    for _ in range(3):
        play(state, f"s0 camp {camp(state)[0]}")
        finish_tavern(state)
    assert state.round == 2
    assert len(state.camp) == 3 and state.camp_decks[1] == []
    ok(state)


def test_the_camp_refilled_event_names_the_new_cards() -> None:
    state = _three()
    top = state.camp_decks[1][-1]
    _bid(state)
    play(state, "s0 camp svalinn")
    finish_tavern(state)
    finish_tavern(state)
    events = finish_tavern(state)
    refills = [e for e in events if e.kind == "camp_refilled"]
    assert refills and refills[-1].data == ((top,),)


def test_age_2_clears_the_camp_and_shows_the_age_2_camp_deck() -> None:
    """The cards the camp shows and those left in the Age 1 camp deck all go to the camp's
    discard (the event names the shown ones: the deck's stay unseen); the Age 2 camp deck fills
    the camp."""
    state = _three()
    shown = list(state.camp)
    age1 = state.camp + state.camp_decks[1]
    _last_pick_of_age_1(state)
    events = play(state, "s0 pick a1_warrior_3")
    assert state.age == 2 and state.pending() == "bids"
    cleared = [e for e in events if e.kind == "camp_cleared"]
    assert len(cleared) == 1 and sorted(cleared[0].data[0]) == sorted(shown)
    assert sorted(state.camp_discard) == sorted(age1) and state.camp_decks[1] == []
    assert len(state.camp) == 5 and all(c in RULES.camp_deck[2] for c in state.camp)
    assert not any(c in RULES.camp_deck[1] for c in state.camp + state.camp_decks[2])
    assert kinds(events).index("camp_cleared") < kinds(events).index("camp_refilled")
    ok(state)


def test_the_camp_discard_is_its_own_pile() -> None:
    """The cards cleared from the camp never reach the Age cards' discard pile."""
    state = _three()
    _last_pick_of_age_1(state)
    play(state, "s0 pick a1_warrior_3")
    assert not any(c in RULES.camp_deck[1] for c in state.discard)


def test_a_taken_camp_card_never_comes_back_to_the_camp() -> None:
    state = _three()
    give(state, 1, "a1_explorer_0")
    _bid(state)
    play(state, "s0 camp megingjord")
    assert card("megingjord") not in state.camp + state.camp_decks[1] + state.camp_discard

"""Edge cases across the camp's cards (spec §6 #1, #5, #8, #25): the order of a turn with a camp
card, artifacts reached outside a tavern (Holda at the end of an Age: Vidofnir on hand coins,
Járnglófi's coin from the hand, Gjallarhorn's hero), and a Thingvellir position through a
snapshot and each seat's view."""

from __future__ import annotations

import json

from game.nidavellir.persist import from_dict
from game.nidavellir.state import State
from tests.nidavellir.scenario import (
    card,
    coins,
    give,
    kinds,
    last_pick,
    legal,
    play,
    start_age2,
)
from tests.thingvellir.camp import (
    bid,
    command,
    give_camp,
    ok,
    set_camp,
    table,
    thingvellir,
)


def test_a_turn_camp_card_then_its_effect_then_the_hero_then_the_trade() -> None:
    """§6 #1 with a camp card: Fafnir's owner bid its 0 here, takes Vegvisir, which completes a
    line: the card, its placement, the hero, and only then the trade."""
    state = table("vegvisir", "draupnir", "svalinn", "megingjord", "mercenary_1")
    give_camp(state, 2, "fafnir_baleygr")
    give(state, 2, "a1_warrior_5", "a1_hunter_5", "a1_miner_5", "a1_blacksmith_5")
    bid(state, s2="0 3 4")
    play(state, "s0 pick a1_warrior_0", "s1 pick a1_warrior_1")
    events = play(state, "s2 camp vegvisir")
    assert state.pending() == "recruit" and "coins_traded" not in kinds(events)
    assert kinds(events).index("camp_card_taken") < kinds(events).index("card_placed")
    events = play(state, "s2 recruit kraal")
    assert kinds(events).index("hero_recruited") < kinds(events).index("coins_traded")
    ok(state)


def _holda_at_the_end_of_age(state: State, camp_keys: tuple[str, ...]) -> None:
    """Seat 0 places Ylud at the end of the Age, which completes its second line; it recruits
    Holda, who may take a card of `camp_keys`."""
    age = state.age
    a = f"a{age}"
    give(state, 0, *(f"{a}_{c}_0" for c in ("warrior", "hunter", "miner", "blacksmith")))
    give(state, 0, *(f"{a}_{c}_1" for c in ("warrior", "hunter", "miner", "blacksmith")))
    give(state, 0, f"{a}_explorer_0", "ylud")
    give(state, 1, f"{a}_warrior_4", f"{a}_warrior_5")
    set_camp(state, *camp_keys)
    last_pick(state, 2, f"{a}_hunter_3")
    play(state, f"s2 pick {a}_hunter_3", "s0 column explorer", "s0 recruit holda")
    assert state.pending() == "holda"


def test_vidofnir_out_of_a_tavern_transforms_two_hand_coins() -> None:
    """The core's CHOICE: with no pouch, two hand coins, the second not the coin just made."""
    state = thingvellir(3, seed=4)
    _holda_at_the_end_of_age(state, ("vidofnir_vedrfolnir", "draupnir", "svalinn"))
    play(state, "s0 camp vidofnir_vedrfolnir")
    assert state.pending() == "vidofnir" and state.pending_args()[0] == 2
    assert legal(state, 0) == [f"s0 transform hand:{v}" for v in (2, 3, 4, 5)]  # never the 0
    play(state, "s0 transform hand:5")
    assert coins(state, 0) == ["0", "2", "3", "4", "7g"]
    assert state.pending() == "vidofnir" and state.pending_args()[0] == 3
    assert legal(state, 0) == [f"s0 transform hand:{v}" for v in (2, 3, 4)]
    play(state, "s0 transform hand:4")
    # no 7 left: the next one up (then the Troop Evaluation: the Hunting Master's 3 for the 0)
    assert coins(state, 0)[-2:] == ["7g", "8g"] and "4" not in coins(state, 0)
    ok(state)


def test_jarnglofi_out_of_a_tavern_takes_the_trading_coin_from_the_hand() -> None:
    state = thingvellir(3, seed=4)
    start_age2(state)
    _holda_at_the_end_of_age(state, ("jarnglofi", "hofud", "mjollnir"))
    events = play(state, "s0 camp jarnglofi")
    assert ("coin_discarded", 0, (0,)) in events
    assert coins(state, 0) == ["2", "3", "4", "5"] and state.players[0].coins_out == [0]
    assert state.is_over()
    assert state.scores()[0]["artifacts"] == 24
    ok(state)


def test_gjallarhorn_through_holda_brings_another_hero() -> None:
    state = thingvellir(3, seed=4)
    start_age2(state)
    _holda_at_the_end_of_age(state, ("gjallarhorn", "hofud", "mjollnir"))
    play(state, "s0 camp gjallarhorn")
    assert state.pending() == "recruit"
    play(state, "s0 recruit khrad")
    assert state.pending() == "transform" and state.pending_args() == (10, 1)
    play(state, "s0 transform hand:2")
    assert "12g" in coins(state, 0)
    assert command(state, 0) == ["holda", "gjallarhorn", "khrad"]
    ok(state)


def test_a_thingvellir_position_survives_a_snapshot_and_views_hide_the_camp_decks() -> None:
    state = table(*(), seed=2)
    give_camp(state, 0, "mercenary_1", "mjollnir")
    give(state, 1, "zolkur")
    state.players[1].pouch_hero = card("zolkur")
    state.players[0].mjollnir = 2
    state.players[2].coins_out = [state.players[2].hand.pop(0)]
    state.camp_discard.append(state.camp_decks[2].pop())
    state.enlist = [2, 0]
    state.camp_visited = True
    snapshot = json.loads(json.dumps(state.to_dict()))
    back = from_dict(snapshot)
    assert back.to_dict() == state.to_dict()
    assert type(back) is type(state)
    for seat in (None, 0, 1, 2):
        view = state.view(seat)
        assert view["camp_decks"] == [len(state.camp_decks[1]), len(state.camp_decks[2])]
        json.dumps(view)

"""The strategy of Guerres d'Arran's rulebook, as the AI's values see it (spec §6-§8): a Shield
dwarf is worth more the more Shield ranks a Lord has, a Wanderers value already in the column
is worth less than a new one, an Occult symbol multiplies the Temple's points, a new rune beats
a rune already owned, a Talion dwarf raises the coin that wins it, a dwarf completing a line
brings a Cognar, and an Elite majority is worth fighting for in Era 1."""

from __future__ import annotations

from game.ai.arran.gains import pick_gain
from game.ai.arran.position import Context
from game.ai.arran.weights import DEFAULT_WEIGHTS
from game.arran.state import State, new_game


def fortress(columns: list[list[str]], era: int = 1) -> State:
    """A 2-Lord game at the first bids of `era`, Lord 0's army set to these dwarves (by key)."""
    state = new_game(2, 1)
    state.age = era
    ids = state.table.card_ids
    p = state.players[0]
    p.columns = [[ids[k] for k in column] for column in columns]
    p.ranks = [sum(state.table.cards[c].ranks for c in col) for col in p.columns]
    return state


def gain(state: State, key: str) -> float:
    ctx = Context(state, DEFAULT_WEIGHTS)
    card = state.table.card_ids[key]
    return ctx.gain(0, card, state.table.cards[card].column)


def test_the_shield_track_grows_quadratically() -> None:
    few = fortress([["E1-SH-01"], [], [], [], []])
    many = fortress([["E1-SH-01", "E1-SH-02", "E1-SH-03", "E1-SH-04", "E1-SH-05"], [], [], [], []])
    assert gain(many, "E1-SH-06") > gain(few, "E1-SH-06") + 3


def test_a_duplicate_wanderers_value_takes_a_pariah_token() -> None:
    state = fortress([[], [], ["E1-WA-05"], [], []], era=2)  # a 9 in the column, no Brum left
    assert gain(state, "E2-WA-05") < gain(state, "E2-WA-04") - 5  # another 9 against an 8


def test_occult_multiplies_the_temple() -> None:
    empty = fortress([[], [], [], [], []])
    rich = fortress([[], ["E1-TE-02", "E1-TE-03", "E1-TE-04"], [], [], []])
    assert gain(rich, "E1-TE-05") > gain(empty, "E1-TE-05") + 5


def test_a_new_rune_beats_one_already_owned() -> None:
    state = fortress([[], [], [], ["E1-FO-02", "E1-FO-03"], []])  # runes B and C
    assert gain(state, "E2-FO-04") > gain(state, "E2-FO-02")  # rune D (1 point) over B (2)


def test_a_talion_dwarf_raises_the_coin_that_wins_it() -> None:
    state = fortress([[], [], [], [], []])
    ctx = Context(state, DEFAULT_WEIGHTS)
    card = state.table.card_ids["E1-TA-03"]
    state.players[0].board = [state.players[0].hand[3], -1, -1, -1, -1]  # a 4 on tavern 1
    state.tavern = 0
    assert pick_gain(state, ctx, 0, card) > ctx.gain(0, card, 4) + 1


def test_completing_a_line_brings_a_cognar() -> None:
    four = fortress([["E1-SH-01"], ["E1-TE-02"], ["E1-WA-03"], ["E1-FO-02"], []])
    empty = fortress([[], [], [], [], []])
    assert gain(four, "E1-TA-02") > gain(empty, "E1-TA-02") + 5


def rival_shield(state: State, count: int) -> State:
    keys = ("E1-SH-03", "E1-SH-04", "E1-SH-05", "E1-SH-07", "E1-SH-08")[:count]
    state.players[1].columns[0] = [state.table.card_ids[k] for k in keys]
    state.players[1].ranks[0] = count
    return state


def test_an_elite_majority_is_worth_fighting_for_in_era_one() -> None:
    mine = [["E1-SH-01", "E1-SH-02"], [], [], [], []]
    race = rival_shield(fortress(mine), 2)
    hopeless = rival_shield(fortress(mine), 5)
    after = rival_shield(fortress(mine, era=2), 2)
    # a rank that takes the lead counts for more than one far behind, or once Tiss is awarded
    assert gain(race, "E1-SH-06") > gain(hopeless, "E1-SH-06") + 1
    assert gain(race, "E1-SH-06") > gain(after, "E1-SH-06") + 1

"""The worked examples of spec §11 about Cognars, Pariah tokens, the Evaluation and the end
(EX-14, EX-20 … EX-25, EX-29) as exact tests, played through `apply` where a Lord decides."""

from __future__ import annotations

import dataclasses

import pytest

from game.arran import evaluation
from game.arran.cards import FORGE, SHIELD, TALION, TEMPLE, WANDERERS, build_table
from game.arran.data import default_rules
from game.arran.effects import svara
from game.arran.state import new_game
from tests.arran.position import (
    card,
    dwarves,
    fill_tavern,
    game,
    give,
    legal,
    lift,
    play,
    sound,
)

MERCS = ["tadgar", "lygdr", "wal", "akab", "dawn"]


def lord(s, seat: int, ranks: dict[int, int], cognars: list[str] = ()) -> None:
    """Give a Lord dwarves for these rank counts and white or out-of-the-way Cognars."""
    for order, count in ranks.items():
        if count:
            give(s, seat, dwarves(s, order, count))
    give(s, seat, list(cognars))


def pick_talion(s, seat: int = 0) -> None:
    """Seat 0 wins tavern 1 with a 5 and takes a Talion dwarf (seat 1 bids 2)."""
    talion, shield = dwarves(s, TALION, 1)[0], dwarves(s, SHIELD, 2)
    fill_tavern(s, 0, [talion, *shield])
    others = [f"s{i} bid 3 0 2" for i in range(2, s.n)]
    play(s, "s0 bid 5 2 3", "s1 bid 2 0 3", *others, f"s0 pick {talion}")


def recruitable_mercs(s, seat: int) -> list[str]:
    return [a.split()[-1] for a in legal(s, seat) if a.split()[-1] in MERCS]


# ---------------------------------------------------------------------- Pariah tokens (EX-14)


def test_ex14a_duplicate_values_take_tokens() -> None:
    s = game(3)
    sevens = dwarves(s, WANDERERS, 2, points=7)
    nine = dwarves(s, WANDERERS, 1, points=9)[0]
    for key in (sevens[0], sevens[1], nine):
        s.place(0, lift(s, key), WANDERERS)
    assert s.players[0].covered == [card(s, sevens[1])]
    assert s.players[0].ranks[WANDERERS] == 3
    assert s.pariah_left == 11
    sound(s)


def test_ex14b_droh_takes_a_token_and_gaat_never_does() -> None:
    s = game(3)
    ten = dwarves(s, WANDERERS, 1, points=10)[0]
    s.place(0, lift(s, ten), WANDERERS)
    s.place(0, lift(s, "droh"), WANDERERS)
    assert s.players[0].covered == [card(s, "droh")]
    assert s.players[0].ranks[WANDERERS] == 3  # Dröh keeps its two ranks
    s.place(1, lift(s, "gaat"), WANDERERS)
    nine = dwarves(s, WANDERERS, 1, points=9)[0]
    s.place(1, lift(s, nine), WANDERERS)
    assert s.players[1].covered == [card(s, nine)]


def test_ex14b_dwarves_only_scope_places_no_token() -> None:
    rules = default_rules()
    wanderers = rules.order("wanderers")
    effect = dataclasses.replace(wanderers.effect, params=(("scope", "dwarves_only"),))
    orders = tuple(
        dataclasses.replace(o, effect=effect) if o.key == "wanderers" else o for o in rules.orders
    )
    s = new_game(3, 0, None, build_table(dataclasses.replace(rules, orders=orders)))
    ten = dwarves(s, WANDERERS, 1, points=10)[0]
    s.place(0, lift(s, ten), WANDERERS)
    s.place(0, lift(s, "droh"), WANDERERS)
    assert s.players[0].covered == []


@pytest.mark.parametrize(("when_empty", "covered"), [("unlimited", True), ("limited", False)])
def test_ex14c_empty_supply(when_empty: str, covered: bool) -> None:
    rules = dataclasses.replace(default_rules(), pariah_when_empty=when_empty)
    s = new_game(5, 0, None, build_table(rules))
    s.pariah_left = 0
    elevens = dwarves(s, WANDERERS, 2, points=11)
    for key in elevens:
        s.place(0, lift(s, key), WANDERERS)
    assert (s.players[0].covered == [card(s, elevens[1])]) is covered
    assert s.pariah_left == (-1 if covered else 0)


def test_end_of_game_removals_uncover_the_highest_values() -> None:
    s = game(3)
    sevens = dwarves(s, WANDERERS, 2, points=7)
    tens = dwarves(s, WANDERERS, 2, points=10)
    for key in (*sevens, *tens):
        s.place(0, lift(s, key), WANDERERS)
    assert s.players[0].covered == [card(s, sevens[1]), card(s, tens[1])]
    give(s, 0, ["brum"])
    sheet_before = s.scores()[0]["wanderers"]
    assert sheet_before == 7 + 10 + 10  # the removal is already counted
    from game.arran.effects import pariah

    pariah.remove_at_end(s, 0, 1)
    assert s.players[0].covered == [card(s, sevens[1])]


# ---------------------------------------------------------------------- lines and Cognars


def test_ex20_volgrir_completes_two_more_lines() -> None:
    s = game(2)
    lord(s, 0, {TEMPLE: 3, WANDERERS: 3, FORGE: 3, TALION: 3})
    shield, *rest = dwarves(s, SHIELD, 3)
    fill_tavern(s, 0, [shield, *rest])
    play(s, "s0 bid 5 2 3", "s1 bid 2 0 3", f"s0 pick {shield}")
    assert s.pending() == "recruit"
    play(s, "s0 recruit volgrir")
    assert s.players[0].lines() == 3 and s.pending() == "recruit"
    play(s, "s0 recruit fey")
    assert s.pending() == "recruit"
    play(s, "s0 recruit gurdan")
    assert s.players[0].recruited == 3 and s.pending() == "pick"
    sound(s)


@pytest.mark.parametrize(("column", "more"), [("talion", True), ("shield", False)])
def test_ex21_oboron_brings_gaat_which_may_complete_a_line(column: str, more: bool) -> None:
    s = game(2)
    lord(s, 0, {SHIELD: 4, TEMPLE: 4, WANDERERS: 4, FORGE: 4, TALION: 2}, ["gurdan", "borogam"])
    pick_talion(s)
    play(s, "s0 recruit oboron")
    assert s.pending() == "column" and len(legal(s, 0)) == 5
    play(s, f"s0 column {column}")
    assert (s.pending() == "recruit") is more
    sound(s)


def test_ex22a_a_mercenary_chain_from_the_only_column_at_the_minimum() -> None:
    s = game(2)
    lord(s, 0, {SHIELD: 3, TEMPLE: 3, WANDERERS: 3, FORGE: 3, TALION: 1}, ["gurdan"])
    pick_talion(s)
    assert recruitable_mercs(s, 0) == MERCS
    play(s, "s0 recruit tadgar")
    assert legal(s, 0) == ["s0 column talion"]  # nothing else owed: it must complete the line
    play(s, "s0 column talion")
    assert recruitable_mercs(s, 0) == MERCS[1:] and len(legal(s, 0)) == 4  # a Mercenary only
    play(s, "s0 recruit lygdr")
    assert len(legal(s, 0)) == 5
    play(s, "s0 column forge")
    assert s.players[0].recruited == 3 and s.pending() == "pick"
    sound(s)


def test_ex22b_two_columns_at_the_minimum_forbid_an_opener() -> None:
    s = game(2)
    lord(s, 0, {SHIELD: 3, TEMPLE: 3, WANDERERS: 2, FORGE: 3, TALION: 1}, ["gurdan"])
    pick_talion(s)
    assert s.pending() == "recruit" and recruitable_mercs(s, 0) == []


def test_ex22c_the_last_mercenary_alone_is_never_legal() -> None:
    s = game(3)
    lord(s, 0, {SHIELD: 3, TEMPLE: 3, WANDERERS: 3, FORGE: 3, TALION: 1}, ["gurdan"])
    give(s, 2, MERCS[:4], column=SHIELD)
    pick_talion(s)
    assert s.pending() == "recruit" and recruitable_mercs(s, 0) == []


def test_ex22d_volgrir_owing_two_lines_opens_a_chain_anywhere() -> None:
    s = game(2)
    lord(s, 0, {SHIELD: 1, TEMPLE: 4, WANDERERS: 4, FORGE: 4, TALION: 4}, ["gurdan"])
    shield, *rest = dwarves(s, SHIELD, 3)
    fill_tavern(s, 0, [shield, *rest])
    play(s, "s0 bid 5 2 3", "s1 bid 2 0 3", f"s0 pick {shield}", "s0 recruit volgrir")
    assert s.players[0].lines() == 4 and s.players[0].recruited == 2
    play(s, "s0 recruit wal")
    assert len(legal(s, 0)) == 5  # another recruitment is owed anyway: any column
    play(s, "s0 column temple")
    assert all(a.split()[-1] in MERCS for a in legal(s, 0))


def test_ex22e_runs_of_three_and_four_never_five() -> None:
    s = game(2)
    lord(s, 0, {SHIELD: 6, TEMPLE: 6, WANDERERS: 6, FORGE: 6, TALION: 1}, ["gurdan"])
    pick_talion(s)
    for merc in MERCS[:4]:
        play(s, f"s0 recruit {merc}", "s0 column talion")
    assert s.players[0].lines() == 6 and s.players[0].recruited == 5
    assert s.pending() == "recruit" and recruitable_mercs(s, 0) == []


def test_ex22f_the_last_mercenary_as_the_mandatory_partner() -> None:
    s = game(3)
    lord(s, 0, {SHIELD: 3, TEMPLE: 3, WANDERERS: 3, FORGE: 3, TALION: 1}, ["gurdan"])
    give(s, 2, MERCS[:3], column=SHIELD)
    pick_talion(s)
    play(s, "s0 recruit akab", "s0 column talion")
    assert legal(s, 0) == ["s0 recruit dawn"]
    play(s, "s0 recruit dawn", "s0 column shield")
    assert s.players[0].recruited == 3 and not [
        c for c in s.cognar_pool if c in s.table.mercenaries
    ]


def test_ex29_no_legal_cognar_the_recruitment_stays_owed() -> None:
    s = game(3)
    every = [s.table.cards[c].key for c in s.table.recruitable]
    give(s, 1, [k for k in every if s.table.cards[card(s, k)].column < 0])
    give(s, 2, [k for k in every if s.table.cards[card(s, k)].column >= 0])
    give(s, 2, MERCS[:1], column=SHIELD)
    give(s, 0, dwarves(s, SHIELD, 2))
    give(s, 0, MERCS[1:2], column=SHIELD)
    lord(s, 0, {TEMPLE: 3, WANDERERS: 3, FORGE: 2, TALION: 1})
    talion, shield = dwarves(s, TALION, 1)[0], dwarves(s, SHIELD, 2)
    fill_tavern(s, 0, [talion, *shield])
    events = play(s, "s0 bid 5 2 3", "s1 bid 2 0 3", "s2 bid 3 0 2", f"s0 pick {talion}")
    assert ("recruitment_owed", 0) in [(e.kind, e.seat) for e in events]
    assert s.players[0].lines() == 2 and s.players[0].recruited == 1
    assert s.pending() == "pick" and s.to_move() != (0,)
    # (a) a Shield placement leaves Forge and Talion tied: still owed
    s.place(0, lift(s, dwarves(s, SHIELD, 1)[0]), SHIELD)
    s.check_lines(0)
    assert s.pending() == "pick" and s.to_move() != (0,)
    # (b) a Forge placement leaves Talion alone at the minimum: a chain opens there
    s.place(0, lift(s, dwarves(s, FORGE, 1)[0]), FORGE)
    s.check_lines(0)
    assert s.pending() == "recruit" and legal(s, 0) == [f"s0 recruit {m}" for m in MERCS[2:]]


# ---------------------------------------------------------------------- Evaluation and end


def test_ex23_evaluation_ties_give_to_nobody() -> None:
    s = game(3)
    lord(s, 0, {SHIELD: 5, TEMPLE: 4, TALION: 5})
    lord(s, 1, {SHIELD: 5, TEMPLE: 2, TALION: 6})
    lord(s, 2, {SHIELD: 3})
    ids = s.table.card_ids
    assert evaluation.leader(s, ids["tiss"]) == -1
    assert evaluation.leader(s, ids["aral"]) == 0
    assert evaluation.leader(s, ids["ordo"]) == 1


def test_ex23_certification_tie_is_nobody() -> None:
    s = game(2)
    malts = [c.key for c in s.table.cards if c.malt and c.kind == 0 and not c.five_lords_only]
    give(s, 0, malts[:2])
    give(s, 1, malts[2:4])
    assert evaluation.counts(s, s.table.liquor) == [2, 2]
    assert evaluation.leader(s, s.table.liquor) == -1


@pytest.mark.parametrize("lords", [2, 3, 4, 5])
def test_ex24_the_game_ends_with_0_or_1_era_2_card_left(lords: int) -> None:
    import random

    s = game(lords, seed=lords)
    rng = random.Random(lords)
    rounds = []
    while not s.is_over():
        for e in s.apply(rng.choice(s.legal_actions(rng.choice(s.to_move())))):
            if e.kind == "round_over":
                rounds.append(e.data)
    per_era = s.table.rounds_per_era[lords]
    assert rounds == [(era, r) for era in (1, 2) for r in range(1, per_era + 1)]
    assert len(s.decks[2]) in (0, 1) and s.decks[1] == []


def test_ex25_svara_mid_era_2() -> None:
    s = game(4)
    s.age = 2
    deck = s.decks[2]
    first, nine = dwarves(s, WANDERERS, 2, points=9)
    s.place(0, lift(s, first), WANDERERS)
    top = lift(s, nine)
    while len(deck) > 24:
        s.discard.append(deck.pop())
    deck.append(top)  # 25 cards left after the first round's deal, a 9 on top
    s.place(0, lift(s, "svara"), SHIELD)
    svara.on_placement(s, 0, card(s, "svara"))
    assert s.pending() == "svara" and len(s.drawn) == 5 and len(deck) == 20
    play(s, f"s0 keep {nine}")
    assert len(deck) == 24 and card(s, nine) in s.players[0].covered

"""The shipped Guerres d'Arran data matches the rulebook's component list (spec §1), its set-up
table (§2.1) and the Cognar tables (§7, §8); broken files name the file, the entry and the field."""

from pathlib import Path

import pytest

from game.arran.data import DATA_DIR, ORDER_KEYS, default_rules, load_rules
from game.core.errors import DataError
from tests.datafiles import copy_data, edit, refused


def test_dwarf_counts_per_order_and_era() -> None:
    rules = default_rules()
    assert len(rules.dwarves) == 91
    per_order = {k: sum(1 for d in rules.dwarves if d.order == k) for k in ORDER_KEYS}
    assert per_order == {"shield": 20, "temple": 19, "wanderers": 20, "forge": 16, "talion": 16}
    assert [o.count for o in rules.orders] == [20, 19, 20, 16, 16]
    five = [d for d in rules.dwarves if d.five_lords_only]
    assert len(five) == 18
    assert sum(1 for d in five if d.era == 1) == sum(1 for d in five if d.era == 2) == 9


def test_deck_sizes_per_lord_count_follow_the_setup_table() -> None:
    rules = default_rules()
    sizes = {(lords, era): len(rules.deck(era, lords)) for lords in (2, 3, 4, 5) for era in (1, 2)}
    assert sizes == {
        (2, 1): 36,
        (2, 2): 37,
        (3, 1): 36,
        (3, 2): 37,
        (4, 1): 36,
        (4, 2): 37,
        (5, 1): 45,
        (5, 2): 46,
    }
    setup = rules.setup
    assert {n: s.gems for n, s in setup.items()} == {
        2: (4, 5),
        3: (3, 4, 5),
        4: (2, 3, 4, 5),
        5: (1, 2, 3, 4, 5),
    }
    assert [setup[n].cards_per_tavern for n in (2, 3, 4, 5)] == [3, 3, 4, 5]
    assert [setup[n].rounds_per_era for n in (2, 3, 4, 5)] == [4, 4, 3, 3]
    assert [setup[n].discards_per_round for n in (2, 3, 4, 5)] == [3, 0, 0, 0]
    for n, line in setup.items():
        # Era 1 runs out exactly; every Lord takes the same number of dwarves.
        assert line.era_decks[0] == line.rounds_per_era * 3 * line.cards_per_tavern
        taken = (line.era_decks[0] - line.rounds_per_era * line.discards_per_round) // n
        assert taken == {2: 12, 3: 12, 4: 9, 5: 9}[n]
    assert [name.fr for _, name in rules.taverns] == [
        "Chope d'Yjdad",
        "Grognard Rôti",
        "Hallebarde Gourmande",
    ]


def test_proposed_deck_totals() -> None:
    """Spec §10.2 invariants of the proposed deck (ASSUMPTION A-21)."""
    rules = default_rules()
    base = [d for d in rules.dwarves if not d.five_lords_only]
    assert sum(d.malt for d in base) == 12
    assert sum(d.malt for d in rules.dwarves) == 14
    assert sum(d.occult for d in base) == 6
    assert sum(d.occult for d in rules.dwarves) == 8
    assert all(d.points == 0 for d in rules.dwarves if d.order == "shield")
    assert all(d.rune for d in rules.dwarves if d.order == "forge")
    assert all(d.rune is None for d in rules.dwarves if d.order != "forge")
    sums = {
        (era, order): sum(d.points for d in base if d.era == era and d.order == order)
        for era in (1, 2)
        for order in ("temple", "talion", "forge", "wanderers")
    }
    assert sums == {
        (1, "temple"): 9,
        (2, "temple"): 12,
        (1, "talion"): 35,
        (2, "talion"): 35,
        (1, "forge"): 9,
        (2, "forge"): 9,
        (1, "wanderers"): 68,
        (2, "wanderers"): 68,
    }
    wanderers = [d.points for d in rules.dwarves if d.order == "wanderers"]
    assert len(wanderers) - len(set(wanderers)) == 12 == rules.pariah_tokens


def test_cards_of_the_worked_example_ex_28() -> None:
    """The dwarves spec §11 EX-28 scores, with the values of §10.7 (ASSUMPTION A-21)."""
    rules = default_rules()

    def card(key: str) -> tuple[str, int, int, int, str | None]:
        d = rules.dwarf(key)
        return d.order, d.points, d.malt, d.occult, d.rune

    assert card("E1-SH-01") == ("shield", 0, 1, 0, None)
    assert [card(k)[1] for k in ("E1-TE-02", "E1-TE-04")] == [2, 3]
    assert card("E1-TE-05") == card("E2-TE-06") == ("temple", 0, 0, 1, None)
    assert [card(k)[1] for k in ("E1-WA-03", "E2-WA-03", "E2-WA-06")] == [7, 7, 10]
    assert card("E1-FO-02") == ("forge", 1, 0, 0, "rune_b")
    assert card("E1-FO-04") == ("forge", 2, 0, 0, "rune_d")
    assert card("E2-FO-04") == ("forge", 1, 0, 0, "rune_d")
    talion = ("E1-TA-03", "E1-TA-04", "E1-TA-06", "E2-TA-02", "E2-TA-07")
    assert sum(card(k)[1] for k in talion) == 27
    assert rules.shield_value(5) == 25 and rules.shield_value(6) == 33  # EX-18, EX-28
    assert not rules.dwarf("E1-SH-08").five_lords_only and rules.dwarf("E2-TA-08").five_lords_only


def test_talions() -> None:
    coins = default_rules().coins
    assert coins.total == 60
    assert coins.bronze_set == (0, 2, 3, 4, 5) and coins.bronze_sets == 5
    assert coins.gold_count == 34
    assert sum(v * n for v, n in coins.gold) == 437
    assert min(v for v, _ in coins.gold) == 5
    assert dict(coins.gold)[7] == dict(coins.gold)[9] == dict(coins.gold)[11] == 3
    assert (coins.exchange_value, coins.exchange_copies) == (3, 1)
    assert coins.exchange_given_up == "never"
    assert coins.treasury(2) == coins.treasury(5) == dict(coins.gold)
    # Bronze 5 × 14 + gold 437 + the 3-Exchange coin.
    assert 5 * sum(coins.bronze_set) + 437 + 3 == 510


def test_cognars_of_section_7() -> None:
    rules = default_rules()
    assert len(rules.cognars) == 23
    ranks = {r: [c.key for c in rules.cognars if c.rank == r] for r in ("white", "ally", "black")}
    assert sorted(ranks["white"]) == ["borogam", "gurdan", "jorun", "oboron"]
    assert ranks["ally"] == ["gaat"]
    assert [rules.cognar(k).points for k in ranks["black"]] == [24, 23, 22, 21, 20]
    coloured = [c for c in rules.cognars if c.rank == "coloured"]
    assert len(coloured) == 13
    assert {k: sum(1 for c in coloured if c.order == k) for k in ORDER_KEYS} == {
        "shield": 3,
        "temple": 3,
        "wanderers": 2,
        "forge": 3,
        "talion": 2,
    }
    two_ranks = sorted(c.key for c in rules.cognars if c.ranks == 2)
    assert two_ranks == ["ararun", "droh", "kardum", "tala", "volgrir"]
    derdhr = rules.cognar("derdhr")
    assert (derdhr.order, derdhr.points, derdhr.effects[0].key) == ("talion", 13, "upgrade_coin")
    assert derdhr.effects[0].number("amount") == 5
    oosram = rules.cognar("oosram")
    assert oosram.name.fr == "Oösram" and oosram.points == 15
    assert oosram.effect_keys == ("pariah_check", "remove_pariah")
    assert oosram.effects[1].number("count") == 2
    assert rules.cognar("sriza").occult == 2 and rules.cognar("ararun").occult == 1
    assert rules.cognar("ulrog").runes == ("u_ulrog_1", "u_ulrog_2")
    assert (rules.cognar("torun").points, rules.cognar("tala").points) == (12, 6)
    assert (rules.cognar("gurdan").malt, rules.cognar("borogam").malt) == (1, 3)
    assert rules.cognar("gurdan").effects[0].param("partner") == "borogam"
    assert rules.cognar("jorun").effects[0].number("per_rune") == 3
    assert rules.cognar("oboron").effects[0].param("ally") == "gaat"
    assert rules.cognar("svara").effects[0].params == (("era", 2), ("look", 5))
    assert dict(rules.cognar("gaat").column_points) == {
        "shield": 0,
        "temple": 2,
        "wanderers": 9,
        "forge": 4,
        "talion": 6,
    }


def test_elite_cognars_of_section_8() -> None:
    rules = default_rules()
    assert [(e.key, e.majority) for e in rules.elites] == [
        ("tiss", "shield"),
        ("aral", "temple"),
        ("brum", "wanderers"),
        ("redwin", "forge"),
        ("ordo", "talion"),
    ]
    assert all(e.elite for e in rules.elites) and not rules.liquor.elite
    assert rules.elite("tiss").effects[0].number("per_rank") == 2
    assert rules.elite("brum").points == 13
    assert rules.elite("brum").effects[0].number("count") == 1
    assert rules.elite("aral").occult == 1
    assert rules.elite("redwin").runes == ("u_redwin",)
    assert rules.elite("ordo").effects[0].key == "ordo_exchange"
    assert rules.liquor.name.fr == "Certification de Liqueur"
    assert rules.liquor.majority == "malt"


def test_orders_board_and_runes() -> None:
    rules = default_rules()
    assert [o.name.fr for o in rules.orders] == ["Bouclier", "Temple", "Errants", "Forge", "Talion"]
    assert rules.order("talion").effect.number("amount") == 1
    assert rules.order("wanderers").effect.key == "pariah_check"
    assert rules.order("temple").board_occult == 1
    assert rules.shield_track[:7] == (0, 3, 7, 12, 18, 25, 33)
    assert rules.shield_value(31) == 558 and rules.shield_value(40) == 558
    assert sum(1 for r in rules.runes if not r.unique) == 6
    assert sum(1 for r in rules.runes if r.unique) == 6
    assert rules.gems == (1, 2, 3, 4, 5)
    assert rules.malt_points_each == 1
    variants = rules.variants
    assert (variants.mercenary_rule, variants.mercenary_points) == ("chain", "flat")
    assert (variants.svara_talion, variants.exchange_timing) == ("no_upgrade", "after_recruitment")
    assert rules.pariah_when_empty == "unlimited"


def test_every_assumption_of_the_data_is_marked() -> None:
    text = "".join(p.read_text(encoding="utf-8") for p in sorted(DATA_DIR.glob("*.yaml")))
    for number in range(1, 25):
        assert f"ASSUMPTION A-{number:02d}" in text, number
    assert text.count("ASSUMPTION A-21") >= 91


@pytest.fixture
def data_copy(tmp_path: Path) -> Path:
    return copy_data(DATA_DIR, tmp_path)


@pytest.mark.parametrize(
    ("file", "old", "new", "expected"),
    [
        (
            "dwarves.yaml",
            "{id: E1-WA-03, era: 1, order: wanderers, points: 7}",
            "{id: E1-WA-03, era: 1, order: wanderers, points: 7, colour: red}",
            ["dwarves.yaml", "dwarves 'E1-WA-03'", "'colour'", "Extra inputs"],
        ),
        (
            "dwarves.yaml",
            "{id: E1-WA-03, era: 1, order: wanderers, points: 7}",
            "{id: E1-WA-03, era: 1, order: wanderers, points: seven}",
            ["dwarves.yaml", "dwarves 'E1-WA-03'", "'points'", "integer"],
        ),
        (
            "dwarves.yaml",
            "{id: E1-WA-03, era: 1, order: wanderers, points: 7}",
            "{id: E1-WA-03, era: 1, order: wanderer, points: 7}",
            ["dwarves.yaml", "dwarves 'E1-WA-03'", "'order'"],
        ),
        (
            "dwarves.yaml",
            "{id: E1-WA-03, era: 1, order: wanderers, points: 7}",
            "{id: E1-WA-03, era: 1, order: temple, points: 7}",
            [
                "dwarves.yaml",
                "entry dwarves",
                "'order'",
                "20 cards of the temple Order, the rulebook counts 19",
            ],
        ),
        (
            "dwarves.yaml",
            "  - {id: E2-TA-08, era: 2, order: talion, points: 5, five: true}  # ASSUMPTION A-21\n",
            "",
            ["dwarves.yaml", "entry dwarves", "'(count)'", "91 dwarf cards, the file has 90"],
        ),
        (
            "dwarves.yaml",
            "{id: E1-TA-08, era: 1, order: talion, points: 5, five: true}",
            "{id: E1-TA-08, era: 1, order: talion, points: 5}",
            ["dwarves.yaml", "dwarves of Era 1", "'five'", "37 cards with 2 Lords"],
        ),
        (
            "cognars.yaml",
            "effects: [{key: upgrade_coin, amount: 5}]",
            "effects: [{key: upgrade_coins, amount: 5}]",
            ["cognars.yaml", "cognars 'derdhr'", "'key'"],
        ),
        (
            "cognars.yaml",
            "effects: [{key: upgrade_coin, amount: 5}]",
            "effects: [{key: upgrade_coin}]",
            ["cognars.yaml", "cognars 'derdhr'", "'effects.upgrade_coin.amount'", "needs"],
        ),
        (
            "cognars.yaml",
            "    order: forge\n    ranks: 2\n",
            "    order: forge\n    ranks: two\n",
            ["cognars.yaml", "cognars 'tala'", "'ranks'"],
        ),
        (
            "cognars.yaml",
            "  - id: fey\n    name: {en: Fey, fr: Fey}\n    rank: coloured\n",
            "  - id: fey\n    name: {en: Fey, fr: Fey}\n    rank: white\n",
            ["cognars.yaml", "entry cognars", "'rank'", "12 Cognars of coloured rank"],
        ),
        (
            "cognars.yaml",
            "runes: [u_torun]",
            "runes: [u_tala]",
            ["cognars.yaml", "cognars 'torun'", "'runes'", "used twice"],
        ),
        (
            "cognars.yaml",
            "    order: forge\n    runes: [u_redwin]\n",
            "    order: talion\n    runes: [u_redwin]\n",
            ["cognars.yaml", "entry elites", "'order'", "exactly one Elite"],
        ),
        (
            "coins.yaml",
            "  25: 1\n",
            "  25: 2\n",
            ["coins.yaml", "entry gold", "'(count)'", "35 gold coins"],
        ),
        (
            "coins.yaml",
            "  value: 3\n  copies: 1\n",
            "  value: 3\n  copies: 2\n",
            ["coins.yaml", "exchange_coin", "'copies'", "61 talions"],
        ),
        (
            "setup.yaml",
            "4: {gems: [2, 3, 4, 5], cards_per_tavern: 4, rounds_per_era: 3,",
            "4: {gems: [2, 3, 4, 5], cards_per_tavern: 4, rounds_per_era: 4,",
            ["setup.yaml", "entry lords 4", "'era_decks'", "48 cards"],
        ),
        (
            "setup.yaml",
            "  tokens: 12\n",
            "  tokens: 10\n",
            ["setup.yaml", "entry pariah", "'tokens'", "12 Pariah tokens"],
        ),
        (
            "setup.yaml",
            "mercenary_rule: chain",
            "mercenary_rule: pairs",
            ["setup.yaml", "entry variants", "'mercenary_rule'", "'chain' or 'free_partner'"],
        ),
        (
            "orders.yaml",
            "    count: 19\n",
            "    count: 18\n",
            ["orders.yaml", "orders 'temple'", "'count'", "counts 19"],
        ),
        (
            "orders.yaml",
            "effect: {key: upgrade_coin, amount: 1}",
            "effect: {key: upgrade_coin, amount: 1, extra: 2}",
            ["orders.yaml", "orders 'talion' effect", "'extra'"],
        ),
    ],
)
def test_a_broken_file_names_file_entry_and_field(
    data_copy: Path, file: str, old: str, new: str, expected: list[str]
) -> None:
    edit(data_copy / file, old, new)
    refused(load_rules, data_copy, expected)


def test_invalid_yaml_and_missing_files(data_copy: Path) -> None:
    edit(data_copy / "coins.yaml", "gold:", "gold: [")
    with pytest.raises(DataError, match=r"coins\.yaml: invalid YAML at line \d+"):
        load_rules(data_copy)
    (data_copy / "cognars.yaml").unlink()
    with pytest.raises(DataError, match=r"cognars\.yaml: cannot read the file"):
        load_rules(data_copy)
    (data_copy / "cognars.yaml").write_text("", encoding="utf-8")
    with pytest.raises(DataError, match=r"cognars\.yaml: the file is empty"):
        load_rules(data_copy)

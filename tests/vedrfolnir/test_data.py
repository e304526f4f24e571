"""The shipped Vedrfolnir data matches the rulebook's component list (spec §1.3), rune points
(§1.4), objectives (§9.4) and set-up per player count (§3, §10, §11); every assumption of spec
§12 is marked in the YAML; broken files name the file, the entry and the field."""

import re
from collections import Counter
from pathlib import Path

import pytest

from game.core.errors import DataError
from game.vedrfolnir.data import DATA_DIR, default_rules, load_rules
from tests.datafiles import copy_data, edit, refused

# The spec sits in `shared/` beside the checkout (or beside the worktrees' parent).
SPEC = next(
    (
        p / "shared" / "spec" / "vedrfolnir.md"
        for p in Path(__file__).resolve().parents
        if (p / "shared" / "spec" / "vedrfolnir.md").exists()
    ),
    Path("/nonexistent"),
)
# The G-numbers of spec §12.4, for when the spec is not beside the checkout.
SPEC_GAPS = range(1, 34)


def _counts(deck: str) -> dict[str, int]:
    return {c.key: c.count for c in default_rules().deck_cards(deck)}


def test_base_deck_counts_of_the_rulebook() -> None:
    assert _counts("base") == {
        "thor1": 14,
        "thor2": 14,
        "thor3": 14,
        "odin1": 14,
        "odin2": 14,
        "odin3": 14,
        "sleipnir": 14,
        "ratatosk": 4,
        "nidhogg": 4,
        "loki": 6,
        "nornes": 6,
    }
    base = default_rules().deck_cards("base")
    assert sum(c.count for c in base) == 118
    kinds = Counter({k: 0 for k in ("score", "effect", "joker")})
    for card in base:
        kinds[card.kind] += card.count
    assert kinds == {"score": 84, "effect": 28, "joker": 6}


def test_spring_counts_of_the_rulebook() -> None:
    assert _counts("spring") == {
        "freyja": 13,
        "tyr2": 6,
        "tyr3": 6,
        "hugin": 4,
        "munin": 4,
        "skoll_hati": 5,
        "eikthyrnir": 2,
    }
    spring = default_rules().deck_cards("spring")
    assert sum(c.count for c in spring) == 40
    assert sum(c.count for c in spring if c.kind == "score") == 25
    assert sum(c.count for c in spring if c.kind == "effect") == 15
    assert not [c for c in spring if c.kind == "joker"]


def test_winter_and_solo_counts_of_the_rulebook() -> None:
    assert _counts("winter") == {
        "surtr1": 14,
        "surtr2": 14,
        "fenrir": 3,
        "moin": 2,
        "hel": 3,
        "heimdall": 4,
    }
    winter = default_rules().deck_cards("winter")
    assert sum(c.count for c in winter) == 40
    assert [sum(c.count for c in winter if c.kind == k) for k in ("score", "effect", "joker")] == [
        28,
        8,
        4,
    ]
    assert _counts("solo") == {"brynhildr": 20}
    rules = default_rules()
    assert len(rules.copies(("base", "spring", "winter"))) == 198
    assert len(rules.copies(("base", "solo"))) == 138 == rules.solo.draw_pile


def test_rune_points_and_card_points() -> None:
    rules = default_rules()
    assert {r.key: r.points_per_rune for r in rules.rune_types} == {
        "odin": 2,
        "thor": 1,
        "surtr": -3,
    }
    points = {c.key: c.points for c in rules.cards if c.kind == "score"}
    assert points == {
        "thor1": 1,
        "thor2": 2,
        "thor3": 3,
        "odin1": 2,
        "odin2": 4,
        "odin3": 6,
        "freyja": 0,
        "tyr2": 5,
        "tyr3": 5,
        "surtr1": -3,
        "surtr2": -6,
    }
    assert rules.card("tyr3").rune_type == "odin_or_thor"
    assert rules.card("tyr3").runes == 3
    assert rules.card("freyja").rune_type == "each"
    assert rules.card("freyja").effect.number("multiplier") == 2  # ASSUMPTION G4
    assert rules.active_rune_types(("base",)) == ("odin", "thor")
    assert rules.active_rune_types(("base", "winter")) == ("odin", "thor", "surtr")


def test_objective_modifiers_and_effects() -> None:
    rules = default_rules()
    modifiers = {c.key: c.objective for c in rules.cards if c.objective is not None}
    assert modifiers == {"ratatosk": 8, "nidhogg": 16, "eikthyrnir": 9, "moin": 15}
    assert all(not rules.card(k).stars for k in modifiers)
    assert rules.objective == 12
    effects = {c.key: c.effect.key for c in rules.cards if c.effect.key != "none"}
    assert effects["sleipnir"] == "draw_one"
    assert effects["loki"] == "discard_last"
    assert effects["fenrir"] == "discard_first"
    assert effects["skoll_hati"] == "discard_first_or_last"
    assert effects["nornes"] == "refuse"
    assert effects["heimdall"] == "redirect"
    assert rules.card("hugin").effect.param("direction") == "left"  # ASSUMPTION G13
    assert rules.card("munin").effect.param("direction") == "right"
    assert rules.card("hel").effect.param("modes") == ("destroy_joker", "discard_first_or_last")
    jokers = [c for c in rules.cards if not c.enters_stake]
    assert sorted(c.key for c in jokers) == ["brynhildr", "heimdall", "nornes"]
    assert all(not c.stars for c in jokers)


def test_proposed_stars_of_section_12() -> None:
    """Spec §12.2: the base histogram and means of the proposed stars (ASSUMPTION G1)."""
    rules = default_rules()
    base = [c.stars for c in rules.copies(("base",)) if c.card.enters_stake]
    assert len(base) == 112
    assert [base.count(s) for s in range(5)] == [20, 24, 26, 24, 18]
    assert round(sum(base) / len(base), 2) == 1.96
    every = [c.stars for c in rules.copies(("base", "spring", "winter")) if c.card.enters_stake]
    assert round(sum(every) / len(every), 2) == 2.02
    assert rules.card("odin3").stars == rules.card("thor3").stars
    assert rules.card("surtr2").stars == rules.card("thor2").stars
    assert rules.card("tyr3").stars == (2, 3, 3, 4, 4, 4)


def test_setup_per_player_count_and_modes() -> None:
    rules = default_rules()
    lines = {n: (s.mode, s.seats, s.cards_per_turn) for n, s in rules.seats.items()}
    assert lines == {
        1: ("solo", 3, 4),
        2: ("two_player", 4, 5),
        3: ("standard", 3, 4),
        4: ("standard", 4, 5),
        5: ("standard", 5, 6),
        6: ("standard", 6, 7),
    }
    assert (rules.min_players, rules.max_players) == (3, 6)  # ASSUMPTION G21
    assert rules.two_player.seating == "alternate"  # ASSUMPTION G23
    assert rules.two_player.brynhildr is False  # ASSUMPTION G25
    assert rules.solo.seats == ("brynhildr", "valhalla", "heilheim")
    assert (rules.solo.cards_per_draw, rules.solo.ends_below) == (4, 4)
    assert rules.solo.decks == ("base", "solo")
    assert [(a.two_player.fr, a.solo.fr) for a in rules.ase_cards] == [
        ("Odin", "Valhalla"),
        ("Thor", "Heilheim"),
    ]
    assert rules.deck_sets[0] == ("base",)
    assert len(rules.deck_sets) == 4
    assert dict(rules.zones)["tribute"].fr == "Tribut"


def test_rule_options_defaults() -> None:
    options = default_rules().options
    assert options.tyr_points == "per_card"
    assert options.sleipnir_placed_before_draw is True
    assert options.raven_in_tribute == "draw_one"
    assert options.heimdall_uses_slot == "active_controller"
    assert options.hell_can_target_tribute is False
    assert options.two_player_victory == "beat_all"
    assert options.solo_victory == "beat_both"


def test_names_and_texts_in_both_languages() -> None:
    rules = default_rules()
    for card in rules.cards:
        assert card.name.fr and card.name.en and card.text.fr and card.text.en, card.key
        assert card.text.fr != card.text.en, card.key
    assert rules.card("skoll_hati").name.fr == "Skoll et Hati"
    assert rules.card("hel").name.fr == "Hell"
    assert rules.card("nornes").name.fr == "Les Nornes"


def _gap_ids() -> list[int]:
    if not SPEC.exists():
        return list(SPEC_GAPS)
    text = SPEC.read_text(encoding="utf-8")
    section = text[text.index("### 12.4") : text.index("### 12.5")]
    return [int(n) for n in re.findall(r"^\| G(\d+) \|", section, re.MULTILINE)]


def test_every_assumption_of_the_spec_is_marked() -> None:
    gaps = _gap_ids()
    assert gaps == list(SPEC_GAPS)
    text = "".join(p.read_text(encoding="utf-8") for p in sorted(DATA_DIR.glob("*.yaml")))
    for number in gaps:
        assert re.search(rf"ASSUMPTION G{number}\b", text), number
    # one G1 mark per card that carries an assumed star list
    starred = sum(1 for c in default_rules().cards if c.stars)
    assert text.count("ASSUMPTION G1\n") + text.count("ASSUMPTION G1 ") >= starred


@pytest.fixture
def data_copy(tmp_path: Path) -> Path:
    return copy_data(DATA_DIR, tmp_path)


LOKI = "  - id: loki\n    deck: base\n    kind: effect\n"
LOKI_STARS = "    count: 6\n    stars: [0, 0, 1, 1, 2, 2]"


@pytest.mark.parametrize(
    ("file", "old", "new", "expected"),
    [
        (
            "cards.yaml",
            LOKI_STARS,
            "    count: 5\n    stars: [0, 0, 1, 1, 2]",
            ["cards.yaml", "cards 'loki'", "'count'", "counts 6 copies"],
        ),
        (
            "cards.yaml",
            LOKI_STARS,
            "    count: 6\n    stars: [0, 0, 1, 1, 2]",
            ["cards.yaml", "cards 'loki'", "'stars'", "5 star values for 6 copies"],
        ),
        (
            "cards.yaml",
            LOKI_STARS,
            "    count: 6\n    stars: [0, 0, 1, 1, 2, 5]",
            ["cards.yaml", "cards 'loki'", "'stars'", "5 is outside 0-4"],
        ),
        (
            "cards.yaml",
            LOKI_STARS,
            "    count: 6\n    stars: [0, 0, 1, one, 2, 2]",
            ["cards.yaml", "cards 'loki' stars", "'3'", "integer"],
        ),
        (
            "cards.yaml",
            LOKI,
            "  - id: loki\n    deck: base\n    kind: effect\n    colour: red\n",
            ["cards.yaml", "cards 'loki'", "'colour'", "Extra inputs"],
        ),
        (
            "cards.yaml",
            LOKI,
            "  - id: loki\n    deck: spring\n    kind: effect\n",
            ["cards.yaml", "cards of deck base", "'count'", "counts 118 cards, the file has 112"],
        ),
        (
            "cards.yaml",
            LOKI,
            "  - id: loky\n    deck: base\n    kind: effect\n",
            ["cards.yaml", "entry cards", "'id'", "'loki' is missing"],
        ),
        (
            "cards.yaml",
            "effect: {key: discard_last}",
            "effect: {key: discard_lastt}",
            ["cards.yaml", "cards 'loki' effect", "'key'"],
        ),
        (
            "cards.yaml",
            "effect: {key: objective, value: 8}",
            "effect: {key: objective, value: 7}",
            ["cards.yaml", "cards 'ratatosk'", "'effect.objective.value'", "objective 8"],
        ),
        (
            "cards.yaml",
            "effect: {key: objective, value: 8}",
            "effect: {key: objective}",
            ["cards.yaml", "cards 'ratatosk'", "'effect.objective.value'", "needs it"],
        ),
        (
            "cards.yaml",
            "effect: {key: raven, direction: left}",
            "effect: {key: raven, direction: up}",
            ["cards.yaml", "cards 'hugin' effect", "'direction'", "'left' or 'right'"],
        ),
        (
            "cards.yaml",
            "runes: {type: odin, count: 3}\n    points: 6",
            "runes: {type: odin, count: 3}\n    points: 5",
            ["cards.yaml", "cards 'odin3'", "'points'", "the runes make 6 points"],
        ),
        (
            "cards.yaml",
            "runes: {type: odin, count: 3}",
            "runes: {type: loki, count: 3}",
            ["cards.yaml", "cards 'odin3'", "'runes.type'", "unknown rune type 'loki'"],
        ),
        (
            "cards.yaml",
            "points_per_rune: -3",
            "points_per_rune: -2",
            ["cards.yaml", "rune_types 'surtr'", "'points_per_rune'", "-3 points"],
        ),
        (
            "cards.yaml",
            "    effect: {key: refuse}",
            "    stars: [0, 0, 0, 0, 0, 0]\n    effect: {key: refuse}",
            ["cards.yaml", "cards 'nornes'", "'stars'", "joker card without a star slot"],
        ),
        (
            "cards.yaml",
            "    effect: {key: refuse}",
            "    effect: {key: draw_one}",
            ["cards.yaml", "cards 'nornes'", "'effect.key'", "not for a joker card"],
        ),
        (
            "cards.yaml",
            "short: {fr: Nornes, en: Norns}",
            "short: {fr: Nornes, en: Norns of fate}",
            ["cards.yaml", "cards 'nornes'", "'short.en'", "no shorter than the name"],
        ),
        (
            "setup.yaml",
            "  4: {mode: standard, seats: 4, cards_per_turn: 5}",
            "  4: {mode: standard, seats: 4, cards_per_turn: 4}",
            ["setup.yaml", "entry seats 4", "'cards_per_turn'", "5"],
        ),
        (
            "setup.yaml",
            "  2: {mode: two_player, seats: 4, cards_per_turn: 5}",
            "  2: {mode: standard, seats: 2, cards_per_turn: 3}",
            ["setup.yaml", "entry seats 2", "'mode'", "two_player"],
        ),
        (
            "setup.yaml",
            "  raven_in_tribute: draw_one",
            "  raven_in_tribute: fly_away",
            ["setup.yaml", "rules_options", "'raven_in_tribute'", "'circulate'"],
        ),
        (
            "setup.yaml",
            "  draw_pile: 138",
            "  draw_pile: 140",
            ["setup.yaml", "entry solo", "'draw_pile'", "138"],
        ),
        (
            "setup.yaml",
            "  min: 3  #",
            "  min: 2  #",
            ["setup.yaml", "entry players", "'min'", "3 players or more"],
        ),
    ],
)
def test_a_broken_file_names_file_entry_and_field(
    data_copy: Path, file: str, old: str, new: str, expected: list[str]
) -> None:
    edit(data_copy / file, old, new)
    refused(load_rules, data_copy, expected)


def test_invalid_yaml_and_missing_files(data_copy: Path) -> None:
    edit(data_copy / "cards.yaml", "cards:", "cards: [")
    with pytest.raises(DataError, match=r"cards\.yaml: invalid YAML at line \d+"):
        load_rules(data_copy)
    (data_copy / "cards.yaml").unlink()
    with pytest.raises(DataError, match=r"cards\.yaml: cannot read the file"):
        load_rules(data_copy)
    (data_copy / "setup.yaml").write_text("", encoding="utf-8")
    with pytest.raises(DataError, match=r"setup\.yaml: the file is empty"):
        load_rules(data_copy)


def test_the_package_needs_neither_pygame_nor_pydantic_to_import() -> None:
    package = Path(__file__).resolve().parents[2] / "game" / "vedrfolnir"
    for module in package.glob("*.py"):
        text = module.read_text(encoding="utf-8")
        assert not re.search(r"^\s*(from|import) pygame", text, re.MULTILINE), module.name
    data = (package / "data.py").read_text(encoding="utf-8")
    assert not re.search(r"^(from|import) pydantic", data, re.MULTILINE)

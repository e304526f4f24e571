"""Vedrfolnir card and set-up data as frozen objects (validated from the YAML by `schema.py`).

The files are read and checked once (`default_rules`); the rules core then works with the frozen
`Rules` only and never touches pydantic or the YAML text, which keeps start-up and the random-game
checker fast.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from game.core.carddata import Effect, Names
from game.core.datafolder import game_data

DATA_DIR = game_data("vedrfolnir")

# The printed component list of the rulebook (spec §1.3): copies per card, the authority the
# YAML is checked against. Stars are not printed anywhere, so they have no reference here.
DECKS: tuple[str, ...] = ("base", "spring", "winter", "solo")
CARD_COUNTS: dict[str, int] = {
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
    "freyja": 13,
    "tyr2": 6,
    "tyr3": 6,
    "hugin": 4,
    "munin": 4,
    "skoll_hati": 5,
    "eikthyrnir": 2,
    "surtr1": 14,
    "surtr2": 14,
    "fenrir": 3,
    "moin": 2,
    "hel": 3,
    "heimdall": 4,
    "brynhildr": 20,
}
DECK_TOTALS: dict[str, int] = {"base": 118, "spring": 40, "winter": 40, "solo": 20}
# Copies per kind and deck, as the rulebook's columns give them (spec §1.3).
KIND_TOTALS: dict[str, dict[str, int]] = {
    "base": {"score": 84, "effect": 28, "joker": 6},
    "spring": {"score": 25, "effect": 15},
    "winter": {"score": 28, "effect": 8, "joker": 4},
    "solo": {"trigger": 20},
}
RUNE_POINTS: dict[str, int] = {"odin": 2, "thor": 1, "surtr": -3}  # RULE, spec §1.4
OBJECTIVES: dict[str, int] = {"ratatosk": 8, "eikthyrnir": 9, "moin": 15, "nidhogg": 16}
TYR_POINTS = 5  # RULE: "brings 5 pts" (per card or per rune is option tyr_points)
DEFAULT_OBJECTIVE = 12

# Rune types a card may carry besides the real ones: Tyr's chosen type, Freyja's "each".
CHOSEN_RUNE, EACH_RUNE = "odin_or_thor", "each"

SCORE, EFFECT, JOKER, TRIGGER = "score", "effect", "joker", "trigger"

# Every effect key a card may name, with the parameters it needs (spec §9).
EFFECT_PARAMS: dict[str, frozenset[str]] = {
    "none": frozenset(),
    "draw_one": frozenset(),
    "objective": frozenset({"value"}),
    "discard_last": frozenset(),
    "discard_first": frozenset(),
    "discard_first_or_last": frozenset(),
    "raven": frozenset({"direction"}),
    "orient_runes": frozenset({"choices"}),
    "multiply_won_card": frozenset({"multiplier"}),
    "refuse": frozenset(),
    "redirect": frozenset(),
    "hel": frozenset({"modes"}),
    "brynhildr": frozenset(),
}
# The card kind each effect belongs to; a mismatch is a data error, not a rule.
EFFECT_KINDS: dict[str, frozenset[str]] = {
    "none": frozenset({SCORE}),
    "orient_runes": frozenset({SCORE}),
    "multiply_won_card": frozenset({SCORE}),
    "refuse": frozenset({JOKER}),
    "redirect": frozenset({JOKER}),
    "brynhildr": frozenset({TRIGGER}),
}


@dataclass(frozen=True, slots=True)
class RuneType:
    key: str
    name: Names
    points_per_rune: int
    deck: str


@dataclass(frozen=True, slots=True)
class Card:
    """One card type with its copies: `stars` holds one value per copy (spec §12.1)."""

    key: str
    deck: str
    kind: str
    name: Names
    count: int
    rune_type: str | None
    runes: int
    points: int
    stars: tuple[int, ...]
    effect: Effect
    text: Names
    short: Names | None = None  # the name a small face shows when the whole one does not fit

    @property
    def objective(self) -> int | None:
        """The objective this card sets, for the modifiers only."""
        return self.effect.number("value") if self.effect.key == "objective" else None

    @property
    def enters_stake(self) -> bool:
        """Jokers and Brynhildr cards never sit in a stake or the Tribute."""
        return self.kind in (SCORE, EFFECT)


@dataclass(frozen=True, slots=True)
class Copy:
    """One physical card: its type and its own star value."""

    card: Card
    index: int
    stars: int


@dataclass(frozen=True, slots=True)
class SeatLine:
    """The set-up for one number of players: the seats at the table and the turn's hand size."""

    players: int
    mode: str
    seats: int
    cards_per_turn: int


@dataclass(frozen=True, slots=True)
class AseCard:
    key: str
    two_player: Names
    solo: Names


@dataclass(frozen=True, slots=True)
class TwoPlayer:
    humans: int
    seats: int
    seating: str
    brynhildr: bool


@dataclass(frozen=True, slots=True)
class Solo:
    seats: tuple[str, ...]
    decks: tuple[str, ...]
    draw_pile: int
    cards_per_draw: int
    ends_below: int


@dataclass(frozen=True, slots=True)
class Options:
    """Rule readings the rulebook leaves open (spec §12.4), each kept as data."""

    tyr_points: str
    freyja_multiplier: int
    freyja_counts_as_surtr: bool
    freyja_total: str
    freyja_won_on_exact_hit: bool
    drawn_card_chooser: str
    sleipnir_placed_before_draw: bool
    check_timing: str
    check_priority: str
    raven_stops_on: str
    raven_in_tribute: str
    heimdall_uses_slot: str
    skoll_hati_chooser: str
    hell_chooser: str
    hell_can_target_tribute: bool
    hell_destroy_counterable: bool
    discard_hand_face_down: bool
    tie_break: str
    two_player_victory: str
    solo_brynhildr_reveal: str
    solo_brynhildr_jokers: str
    solo_exhausted_majority: str
    solo_zones_after_brynhildr_card: str
    solo_victory: str
    solo_target_score: int
    discard_public: bool
    first_player: str


@dataclass(frozen=True, slots=True)
class Rules:
    """Everything the Vedrfolnir data files define, validated and frozen."""

    rune_types: tuple[RuneType, ...]
    decks: tuple[tuple[str, Names], ...]
    cards: tuple[Card, ...]
    objective: int
    stars_range: tuple[int, int]
    zones: tuple[tuple[str, Names], ...]
    min_players: int
    max_players: int
    recommended_max: int
    expansion_advised_from: int
    seats: dict[int, SeatLine]
    deck_sets: tuple[tuple[str, ...], ...]
    ase_cards: tuple[AseCard, ...]
    two_player: TwoPlayer
    solo: Solo
    options: Options

    def card(self, key: str) -> Card:
        return next(c for c in self.cards if c.key == key)

    def rune_type(self, key: str) -> RuneType:
        return next(r for r in self.rune_types if r.key == key)

    def deck_cards(self, deck: str) -> tuple[Card, ...]:
        return tuple(c for c in self.cards if c.deck == deck)

    def copies(self, decks: tuple[str, ...]) -> tuple[Copy, ...]:
        """Every physical card of these decks, in file order (the draw pile before shuffling)."""
        return tuple(
            Copy(card, index, card.stars[index] if card.stars else 0)
            for card in self.cards
            if card.deck in decks
            for index in range(card.count)
        )

    def active_rune_types(self, decks: tuple[str, ...]) -> tuple[str, ...]:
        """Odin and Thor, and Surtr when Winter is in play (spec §1.4)."""
        return tuple(r.key for r in self.rune_types if r.deck in decks)


def load_rules(data_dir: Path = DATA_DIR) -> Rules:
    """Read and validate every file of `data_dir`; a broken file raises one `DataError`."""
    from game.vedrfolnir.schema import build_rules

    return build_rules(data_dir)


@cache
def default_rules() -> Rules:
    """The shipped data, read once."""
    return load_rules()

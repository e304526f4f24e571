"""The YAML schema of the Vedrfolnir data, validated with pydantic, and the builder that turns it
into the frozen `Rules` of `data.py`.

Pydantic checks each entry (unknown fields and unlisted option values are refused); the
cross-checks below hold the files to the rulebook's component list (spec §1.3), its rune points
(§1.4), its objective values (§9.4) and its set-up per player count (§3, §10, §11), so that a
player correcting an assumed star value cannot break a printed count unnoticed. Every problem
becomes one `DataError` naming the file, the entry and the field.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Annotated, Literal

from pydantic import Field, NonNegativeInt, PositiveInt

from game.core.carddata import Param
from game.core.dataload import check, load_model
from game.core.schemabase import FrozenModel as _Model
from game.core.schemabase import NamesModel
from game.vedrfolnir.data import (
    CARD_COUNTS,
    CHOSEN_RUNE,
    DECK_TOTALS,
    DECKS,
    DEFAULT_OBJECTIVE,
    EACH_RUNE,
    EFFECT,
    EFFECT_KINDS,
    EFFECT_PARAMS,
    JOKER,
    KIND_TOTALS,
    OBJECTIVES,
    RUNE_POINTS,
    SCORE,
    TRIGGER,
    TYR_POINTS,
    AseCard,
    Card,
    Effect,
    Names,
    Options,
    Rules,
    RuneType,
    SeatLine,
    Solo,
    TwoPlayer,
)

DeckId = Literal["base", "spring", "winter", "solo"]
EffectKey = Literal[
    "none",
    "draw_one",
    "objective",
    "discard_last",
    "discard_first",
    "discard_first_or_last",
    "raven",
    "orient_runes",
    "multiply_won_card",
    "refuse",
    "redirect",
    "hel",
    "brynhildr",
]
Small = Annotated[int, Field(ge=-20, le=20)]


# --------------------------------------------------------------------------- cards.yaml


class RuneTypeModel(_Model):
    id: str
    name: NamesModel
    points_per_rune: Small
    deck: DeckId


class DeckModel(_Model):
    id: DeckId
    name: NamesModel


class RunesModel(_Model):
    type: str
    count: Annotated[int, Field(ge=1, le=5)]


class EffectModel(_Model):
    key: EffectKey
    value: Annotated[int, Field(ge=1, le=40)] | None = None
    direction: Literal["left", "right"] | None = None
    choices: list[str] | None = None
    multiplier: PositiveInt | None = None
    modes: list[Literal["destroy_joker", "discard_first_or_last"]] | None = None


class CardModel(_Model):
    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    deck: DeckId
    kind: Literal["score", "effect", "joker", "trigger"]
    name: NamesModel
    short: NamesModel | None = None
    count: PositiveInt
    runes: RunesModel | None = None
    points: Small | None = None
    stars: list[NonNegativeInt] | None = None
    effect: EffectModel
    text: NamesModel


class CardsFile(_Model):
    rune_types: list[RuneTypeModel] = Field(min_length=1)
    decks: list[DeckModel] = Field(min_length=len(DECKS), max_length=len(DECKS))
    cards: list[CardModel] = Field(min_length=1)


# --------------------------------------------------------------------------- setup.yaml


class ZoneModel(_Model):
    id: Literal["draw_pile", "discard", "tribute", "stake", "won", "jokers"]
    name: NamesModel


class StarsModel(_Model):
    min: NonNegativeInt
    max: PositiveInt


class PlayersModel(_Model):
    min: PositiveInt
    max: PositiveInt
    recommended_max: PositiveInt
    expansion_advised_from: PositiveInt


class SeatLineModel(_Model):
    mode: Literal["solo", "two_player", "standard"]
    seats: PositiveInt
    cards_per_turn: PositiveInt


class AseCardModel(_Model):
    id: str
    two_player: NamesModel
    solo: NamesModel


class TwoPlayerModel(_Model):
    humans: Literal[2]
    seats: PositiveInt
    seating: Literal["alternate", "a_ase_b_ase"]
    brynhildr: bool


class SoloModel(_Model):
    seats: list[Literal["brynhildr", "valhalla", "heilheim"]] = Field(min_length=1)
    decks: list[DeckId] = Field(min_length=1)
    draw_pile: PositiveInt
    cards_per_draw: PositiveInt
    ends_below: PositiveInt


class OptionsModel(_Model):
    tyr_points: Literal["per_card", "per_rune"]
    freyja_multiplier: Annotated[int, Field(ge=2, le=3)]
    freyja_counts_as_surtr: bool
    freyja_total: Literal["sum_per_type", "one_per_freyja"]
    freyja_won_on_exact_hit: bool
    drawn_card_chooser: Literal["receiver", "active_player"]
    sleipnir_placed_before_draw: bool
    check_timing: Literal["outermost", "every_change"]
    check_priority: Literal["recipient_first", "active_first"]
    raven_stops_on: Literal["draw_cards", "any_draw"]
    raven_in_tribute: Literal["draw_one", "discard", "circulate"]
    heimdall_uses_slot: Literal["active_controller", "always", "never"]
    skoll_hati_chooser: Literal["attributor", "receiver"]
    hell_chooser: Literal["attributor", "receiver"]
    hell_can_target_tribute: bool
    hell_destroy_counterable: Literal[False]
    discard_hand_face_down: bool
    tie_break: Literal["none", "most_exact_collections"]
    two_player_victory: Literal["beat_all", "beat_opponent_and_own_ase"]
    solo_brynhildr_reveal: Literal["top_first", "bottom_first"]
    solo_brynhildr_jokers: Literal["discard", "keep"]
    solo_exhausted_majority: Literal["all_three", "valhalla_heilheim"]
    solo_zones_after_brynhildr_card: Literal["keep", "clear"]
    solo_victory: Literal["beat_both", "beat_heilheim"]
    solo_target_score: NonNegativeInt
    discard_public: Literal[True]
    first_player: Literal["random", "chosen", "birthday"]


class SetupFile(_Model):
    objective: PositiveInt
    stars: StarsModel
    zones: list[ZoneModel] = Field(min_length=6, max_length=6)
    players: PlayersModel
    seats: dict[int, SeatLineModel]
    deck_sets: list[list[DeckId]] = Field(min_length=1)
    ase_cards: list[AseCardModel] = Field(min_length=2, max_length=2)
    two_player: TwoPlayerModel
    solo: SoloModel
    rules_options: OptionsModel


# --------------------------------------------------------------------------- building


def _n(model: NamesModel) -> Names:
    return Names(model.en, model.fr)


def _unique_ids(ids: Sequence[str], path: Path, entry: str) -> None:
    seen: set[str] = set()
    for ident in ids:
        check(ident not in seen, path, f"{entry} '{ident}'", "id", "this id is used twice")
        seen.add(ident)


def _effect(model: EffectModel, kind: str, path: Path, entry: str) -> Effect:
    values = model.model_dump(exclude={"key"}, exclude_none=True)
    needed = EFFECT_PARAMS[model.key]
    for name in sorted(needed - values.keys()):
        check(False, path, entry, f"effect.{model.key}.{name}", "this effect needs it")
    for name in sorted(values.keys() - needed):
        check(False, path, entry, f"effect.{model.key}.{name}", "this effect takes no such value")
    kinds = EFFECT_KINDS.get(model.key, frozenset({EFFECT}))
    check(kind in kinds, path, entry, "effect.key", f"'{model.key}' is not for a {kind} card")
    params: list[tuple[str, Param]] = [
        (k, tuple(v) if isinstance(v, list) else v) for k, v in sorted(values.items())
    ]
    return Effect(model.key, tuple(params))


def _rune_types(data: CardsFile, path: Path) -> tuple[RuneType, ...]:
    _unique_ids([r.id for r in data.rune_types], path, "rune_types")
    ids = sorted(r.id for r in data.rune_types)
    check(
        ids == sorted(RUNE_POINTS), path, "rune_types", "id", f"the runes are {sorted(RUNE_POINTS)}"
    )
    for r in data.rune_types:
        expected = RUNE_POINTS[r.id]
        message = f"the rulebook gives {expected} points per {r.id} rune"
        check(
            r.points_per_rune == expected, path, f"rune_types '{r.id}'", "points_per_rune", message
        )
    return tuple(RuneType(r.id, _n(r.name), r.points_per_rune, r.deck) for r in data.rune_types)


def _shape(c: CardModel, stars: tuple[int, int], path: Path, entry: str) -> None:
    """What each kind of card shows (spec §1.2): a score card has runes, points and stars; an
    effect card stars or an objective; a joker or a Brynhildr card neither."""
    is_score = c.kind == SCORE
    check((c.runes is not None) == is_score, path, entry, "runes", "only score cards have runes")
    check((c.points is not None) == is_score, path, entry, "points", "only score cards have points")
    modifier = c.effect.key == "objective"
    wants_stars = c.kind == SCORE or (c.kind == EFFECT and not modifier)
    if wants_stars:
        check(c.stars is not None, path, entry, "stars", "give one star value per copy")
    else:
        check(c.stars is None, path, entry, "stars", f"a {c.kind} card without a star slot")
    if c.stars is not None:
        message = f"{len(c.stars)} star values for {c.count} copies: give one per copy"
        check(len(c.stars) == c.count, path, entry, "stars", message)
        low, high = stars
        bad = [s for s in c.stars if not low <= s <= high]
        check(not bad, path, entry, "stars", f"{bad[0] if bad else 0} is outside {low}-{high}")


def _points(c: CardModel, points: dict[str, int], path: Path, entry: str) -> None:
    """The printed points follow from the runes (spec §1.4); check them, never trust them."""
    if c.runes is None or c.points is None:
        return
    kind = c.runes.type
    known = (*points, CHOSEN_RUNE, EACH_RUNE)
    check(kind in known, path, entry, "runes.type", f"unknown rune type '{kind}'")
    if kind == CHOSEN_RUNE:
        expected = TYR_POINTS
    elif kind == EACH_RUNE:
        expected = 0
    else:
        expected = c.runes.count * points[kind]
    check(c.points == expected, path, entry, "points", f"the runes make {expected} points")


def _cards(
    data: CardsFile, points: dict[str, int], stars: tuple[int, int], path: Path
) -> tuple[Card, ...]:
    _unique_ids([c.id for c in data.cards], path, "cards")
    ids = {c.id for c in data.cards}
    for missing in sorted(CARD_COUNTS.keys() - ids):
        check(False, path, "cards", "id", f"the rulebook's card '{missing}' is missing")
    for extra in sorted(ids - CARD_COUNTS.keys()):
        check(False, path, f"cards '{extra}'", "id", "no such card in the rulebook")
    cards = []
    for c in data.cards:
        entry = f"cards '{c.id}'"
        expected = CARD_COUNTS[c.id]
        check(c.count == expected, path, entry, "count", f"the rulebook counts {expected} copies")
        _shape(c, stars, path, entry)
        _points(c, points, path, entry)
        effect = _effect(c.effect, c.kind, path, entry)
        if c.effect.key == "objective":
            value = OBJECTIVES.get(c.id)
            message = f"the rulebook prints objective {value}"
            check(c.effect.value == value, path, entry, "effect.objective.value", message)
        if c.effect.choices is not None:
            message = "Tyr's runes are Odin or Thor"
            check(set(c.effect.choices) == {"odin", "thor"}, path, entry, "effect.choices", message)
        if c.short is not None:
            for lang in ("en", "fr"):
                whole, short = getattr(c.name, lang), getattr(c.short, lang)
                message = f"'{short}' is no shorter than the name '{whole}'"
                check(len(short) < len(whole.split(",")[0]), path, entry, f"short.{lang}", message)
        runes = c.runes
        cards.append(
            Card(
                c.id,
                c.deck,
                c.kind,
                _n(c.name),
                c.count,
                runes.type if runes else None,
                runes.count if runes else 0,
                c.points or 0,
                tuple(c.stars or ()),
                effect,
                _n(c.text),
                _n(c.short) if c.short is not None else None,
            )
        )
    for deck, total in DECK_TOTALS.items():
        found = sum(c.count for c in cards if c.deck == deck)
        message = f"the rulebook counts {total} cards, the file has {found}"
        check(found == total, path, f"cards of deck {deck}", "count", message)
        for kind in (SCORE, EFFECT, JOKER, TRIGGER):
            found = sum(c.count for c in cards if c.deck == deck and c.kind == kind)
            wanted = KIND_TOTALS[deck].get(kind, 0)
            message = f"{found} {kind} cards, the rulebook counts {wanted}"
            check(found == wanted, path, f"cards of deck {deck}", "kind", message)
    return tuple(cards)


def _seats(data: SetupFile, path: Path) -> dict[int, SeatLine]:
    players = data.players
    check(players.min == 3, path, "players", "min", "the base game is for 3 players or more")
    check(players.max >= players.min, path, "players", "max", "below the minimum")
    check(
        sorted(data.seats) == list(range(1, players.max + 1)),
        path,
        "seats",
        "(keys)",
        f"give one line for each of 1 to {players.max} players",
    )
    table = {}
    for count, line in sorted(data.seats.items()):
        entry = f"seats {count}"
        mode = "solo" if count == 1 else "two_player" if count == 2 else "standard"
        check(line.mode == mode, path, entry, "mode", f"{count} player(s) play the {mode} mode")
        seats = {1: len(data.solo.seats), 2: data.two_player.seats}.get(count, count)
        check(line.seats == seats, path, entry, "seats", f"this mode has {seats} seats")
        message = f"a turn draws one card per seat and one for the Tribute: {seats + 1}"
        check(line.cards_per_turn == seats + 1, path, entry, "cards_per_turn", message)
        table[count] = SeatLine(count, line.mode, line.seats, line.cards_per_turn)
    return table


def _setup(path: Path) -> tuple[SetupFile, dict[int, SeatLine]]:
    data = load_model(path, SetupFile)
    message = f"the rulebook's objective is {DEFAULT_OBJECTIVE}"
    check(data.objective == DEFAULT_OBJECTIVE, path, "objective", "(value)", message)
    check((data.stars.min, data.stars.max) == (0, 4), path, "stars", "max", "cards show 0-4 stars")
    check(data.two_player.seats == 4, path, "two_player", "seats", "the Ase mode has 4 seats")
    solo = data.solo
    check(len(set(solo.seats)) == 3 == len(solo.seats), path, "solo", "seats", "three seats")
    check(sorted(solo.decks) == ["base", "solo"], path, "solo", "decks", "base and Brynhildr")
    pile = sum(DECK_TOTALS[d] for d in solo.decks)
    message = f"the decks hold {pile} cards, the rulebook counts 138"
    check(solo.draw_pile == pile == 138, path, "solo", "draw_pile", message)
    check(solo.cards_per_draw == 4, path, "solo", "cards_per_draw", "the rulebook draws 4")
    check(solo.ends_below == solo.cards_per_draw, path, "solo", "ends_below", "a draw needs 4")
    for index, decks in enumerate(data.deck_sets):
        entry = f"deck_sets #{index + 1}"
        check(decks[:1] == ["base"], path, entry, "(decks)", "every game uses the base deck")
        check("solo" not in decks, path, entry, "(decks)", "Brynhildr is for the solo mode")
        check(len(set(decks)) == len(decks), path, entry, "(decks)", "a deck named twice")
    return data, _seats(data, path)


def build_rules(data_dir: Path) -> Rules:
    """Read every file of `data_dir`, check it against the rulebook and freeze it."""
    setup_path = data_dir / "setup.yaml"
    setup, seats = _setup(setup_path)
    cards_path = data_dir / "cards.yaml"
    data = load_model(cards_path, CardsFile)
    rune_types = _rune_types(data, cards_path)
    _unique_ids([d.id for d in data.decks], cards_path, "decks")
    points = {r.key: r.points_per_rune for r in rune_types}
    stars = (setup.stars.min, setup.stars.max)
    cards = _cards(data, points, stars, cards_path)
    _unique_ids([a.id for a in setup.ase_cards], setup_path, "ase_cards")
    players = setup.players
    two, solo = setup.two_player, setup.solo
    return Rules(
        rune_types=rune_types,
        decks=tuple((d.id, _n(d.name)) for d in data.decks),
        cards=cards,
        objective=setup.objective,
        stars_range=stars,
        zones=tuple((z.id, _n(z.name)) for z in setup.zones),
        min_players=players.min,
        max_players=players.max,
        recommended_max=players.recommended_max,
        expansion_advised_from=players.expansion_advised_from,
        seats=seats,
        deck_sets=tuple(tuple(d) for d in setup.deck_sets),
        ase_cards=tuple(AseCard(a.id, _n(a.two_player), _n(a.solo)) for a in setup.ase_cards),
        two_player=TwoPlayer(two.humans, two.seats, two.seating, two.brynhildr),
        solo=Solo(
            tuple(solo.seats),
            tuple(solo.decks),
            solo.draw_pile,
            solo.cards_per_draw,
            solo.ends_below,
        ),
        options=Options(**setup.rules_options.model_dump()),
    )

"""The YAML schema of the Nidavellir data, validated with pydantic, and the loader that turns
it into the frozen `Rules` of `data.py`.

Kept apart from `data.py` so the game only imports pydantic when it validates the files: a start
with unchanged files reads the validated `Rules` from the cache (`rulecache.py`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import Field, NonNegativeInt, PositiveInt

from game.core.dataload import check, load_model
from game.core.schemabase import FrozenModel as _Model
from game.core.schemabase import NamesModel
from game.nidavellir.data import (
    ANIMAL,
    BOAR,
    CLASS_INDEX,
    CLASS_KEYS,
    DWARF,
    GIANT,
    GOD,
    HERO,
    NEUTRAL,
    OFFERING,
    PLACE_ANY_COLUMN,
    PLACE_CLASS,
    PLACE_COMMAND,
    PLACE_END_OF_AGE,
    SPECIAL,
    VALKYRIE,
    Card,
    ClassInfo,
    Distinction,
    Hero,
    Myth,
    Names,
    Rules,
)

Where = tuple[Path, str, str]  # the file, entry and field a card's id is written in


def _n(model: NamesModel) -> Names:
    return Names(model.en, model.fr)


# --------------------------------------------------------------------------- pydantic models


ClassKey = Literal["warrior", "hunter", "miner", "blacksmith", "explorer"]


class PlayerRange(_Model):
    min: PositiveInt
    max: PositiveInt


class TavernModel(_Model):
    id: str
    name: NamesModel


class SetupFile(_Model):
    players: PlayerRange
    cards_per_tavern: dict[int, PositiveInt]
    gems: dict[int, list[PositiveInt]]
    taverns: list[TavernModel] = Field(min_length=3, max_length=3)
    first_game_removes: list[str]


Channel = Annotated[int, Field(ge=0, le=255)]
Colour = tuple[Channel, Channel, Channel]


class ClassModel(_Model):
    id: ClassKey
    name: NamesModel
    scoring: Literal["sum", "square", "product", "sequence"]
    colour: Colour
    sequence_start: int = 0


class ClassesFile(_Model):
    neutral_colour: Colour
    classes: list[ClassModel] = Field(min_length=5, max_length=5)


class DeckPart(_Model):
    base: list[NonNegativeInt]
    five_players: list[NonNegativeInt] = Field(default_factory=list)


class OfferingModel(_Model):
    age: Literal[1, 2]
    base: list[PositiveInt]
    five_players: list[PositiveInt] = Field(default_factory=list)


class SpecialCardModel(_Model):
    id: str
    class_: ClassKey = Field(alias="class")
    ranks: list[NonNegativeInt] = Field(min_length=1)
    name: NamesModel


class CardsFile(_Model):
    dwarves: dict[str, DeckPart]
    royal_offerings: list[OfferingModel] = Field(min_length=2, max_length=2)
    offering_name: NamesModel
    special_cards: list[SpecialCardModel]


class CoinsFile(_Model):
    starting: list[NonNegativeInt] = Field(min_length=5, max_length=5)
    treasure: dict[PositiveInt, PositiveInt]
    removed_below_players: PositiveInt
    removed: dict[PositiveInt, PositiveInt]
    special_trading_coin: PositiveInt
    equal_trade_gives_up: Literal["bronze", "gold"]


class DistinctionModel(_Model):
    id: str
    class_: ClassKey = Field(alias="class")
    name: NamesModel
    effect: Literal["transform", "trading_coin", "gem", "card", "draw"]
    value: int = 0
    points: int = 0
    card: str | None = None
    text: NamesModel


class DistinctionsFile(_Model):
    distinctions: list[DistinctionModel] = Field(min_length=5, max_length=5)


class HeroModel(_Model):
    id: str
    name: NamesModel
    short: NamesModel | None = None  # shown where the name is too long for a small face
    class_: ClassKey | Literal["neutral"] = Field(alias="class")
    ranks: list[NonNegativeInt] = Field(default_factory=list)
    points: NonNegativeInt = 0
    group: str | None = None
    requires: dict[ClassKey, PositiveInt] = Field(default_factory=dict)
    discard: NonNegativeInt = 0
    rank_bonus: NonNegativeInt = 0
    transform: NonNegativeInt = 0
    score: Literal["highest_coin"] | None = None
    bids_from_hand: bool = False
    placement: Literal["any_column", "end_of_age"] | None = None
    column_points: dict[str, NonNegativeInt] | None = None
    advanced: bool = False
    text: NamesModel
    power: Literal["andumia", "holda", "olwyn", "zolkur"] | None = None  # Thingvellir
    upgrade_bonus: NonNegativeInt = 0
    transform_lowest: bool = False


class HeroesFile(_Model):
    groups: dict[str, list[NonNegativeInt]]
    heroes: list[HeroModel] = Field(min_length=1)


MythEffect = Literal[
    "loki",
    "freya",
    "frigg",
    "thor",
    "odin",
    "gymir",
    "thrivaldi",
    "surt",
    "hrungnir",
    "skymir",
    "ratatosk",
    "nidhogg",
    "garm",
    "durathor",
    "hraesvelg",
    "brynhildr",
    "hildr",
    "olrun",
    "sigrdrifa",
    "svafa",
]


class DiscardReduction(_Model):
    hero: str
    by: PositiveInt


class MythModel(_Model):
    id: str
    kind: Literal["god", "giant", "animal", "valkyrie"]
    effect: MythEffect
    name: NamesModel
    short: NamesModel | None = None  # shown where the name is too long for a small face
    class_: ClassKey | None = Field(None, alias="class")
    points: NonNegativeInt = 0
    ranks: list[NonNegativeInt] = Field(default_factory=list)
    rank_bonus: NonNegativeInt = 0
    zero_pair_bonus: NonNegativeInt = 0
    pioneer_draw: PositiveInt | None = None
    discard_reduction: DiscardReduction | None = None
    capture_factor: PositiveInt = 1
    transform: NonNegativeInt = 0
    draw: NonNegativeInt = 0
    keep: NonNegativeInt = 0
    gives: str | None = None
    track: list[NonNegativeInt] = Field(default_factory=list)
    text: NamesModel


class MythSetup(_Model):
    deck: dict[int, PositiveInt]
    rounds: PositiveInt
    tavern: str


class BoarModel(_Model):
    id: str
    name: NamesModel
    short: NamesModel | None = None  # shown where the name is too long for a small face
    ranks: list[NonNegativeInt] = Field(min_length=1)
    text: NamesModel


class MythologyFile(_Model):
    setup: MythSetup
    cards: list[MythModel] = Field(min_length=1)
    gullinbursti: BoarModel


# --------------------------------------------------------------------------- loading


def load_files(data_dir: Path) -> Rules:
    """Validate every YAML file of `data_dir` and build the frozen `Rules`."""
    setup = load_model(data_dir / "setup.yaml", SetupFile)
    classes_file = load_model(data_dir / "classes.yaml", ClassesFile)
    cards_file = load_model(data_dir / "cards.yaml", CardsFile)
    coins = load_model(data_dir / "coins.yaml", CoinsFile)
    dist_file = load_model(data_dir / "distinctions.yaml", DistinctionsFile)
    heroes_file = load_model(data_dir / "heroes.yaml", HeroesFile)
    myth_file = load_model(data_dir / "mythology.yaml", MythologyFile)

    path = data_dir / "classes.yaml"
    for i, (model, key) in enumerate(zip(classes_file.classes, CLASS_KEYS, strict=True)):
        check(model.id == key, path, f"classes #{i}", "id", f"expected '{key}' in this position")
    classes = tuple(
        ClassInfo(c.id, _n(c.name), c.scoring, c.sequence_start, c.colour)
        for c in classes_file.classes
    )

    path = data_dir / "setup.yaml"
    players = range(setup.players.min, setup.players.max + 1)
    for n in players:
        check(n in setup.cards_per_tavern, path, "cards_per_tavern", str(n), "missing count")
        check(len(setup.gems.get(n, ())) == n, path, "gems", str(n), f"needs {n} gems")

    cards: list[Card] = []
    card_ids: dict[str, int] = {}

    def add(
        key: str,
        kind: int,
        cls: int,
        ranks: tuple[int, ...],
        age: int,
        five: bool,
        value: int,
        name: Names,
        where: Where,
        short: NamesModel | None = None,
    ) -> int:
        """A new card; an id already given by any file is refused where it is written again."""
        check(key not in card_ids, *where, f"duplicate id '{key}'")
        card_ids[key] = len(cards)
        shorter = _n(short) if short is not None else None
        cards.append(Card(len(cards), key, kind, cls, ranks, age, five, value, name, shorter))
        return len(cards) - 1

    path = data_dir / "cards.yaml"
    for key in cards_file.dwarves:
        check(
            key in CLASS_KEYS,
            path,
            "dwarves",
            key,
            f"unknown class; the classes are {', '.join(CLASS_KEYS)}",
        )
    for key in CLASS_KEYS:
        check(key in cards_file.dwarves, path, "dwarves", key, "missing class")
    deck: dict[tuple[int, int], list[int]] = {}
    for age in (1, 2):
        base: list[int] = []
        extra: list[int] = []
        for cls, cls_key in enumerate(CLASS_KEYS):
            part = cards_file.dwarves[cls_key]
            cls_name = classes[cls].name
            for five, points_list in ((False, part.base), (True, part.five_players)):
                for j, points in enumerate(points_list):
                    key = f"a{age}_{cls_key}_{'5p' if five else ''}{j}"
                    cid = add(
                        key,
                        DWARF,
                        cls,
                        (points,),
                        age,
                        five,
                        0,
                        cls_name,
                        (path, "dwarves", cls_key),
                    )
                    (extra if five else base).append(cid)
        offers = [o for o in cards_file.royal_offerings if o.age == age]
        check(len(offers) == 1, path, "royal_offerings", "age", f"needs one entry for Age {age}")
        for five, values in ((False, offers[0].base), (True, offers[0].five_players)):
            for j, value in enumerate(values):
                key = f"a{age}_offering_{'5p' if five else ''}{j}"
                cid = add(
                    key,
                    OFFERING,
                    NEUTRAL,
                    (),
                    age,
                    five,
                    value,
                    _n(cards_file.offering_name),
                    (path, "royal_offerings", "age"),
                )
                (extra if five else base).append(cid)
        for n in players:
            deck[(age, n)] = base + extra if n >= 5 else list(base)
    for special in cards_file.special_cards:
        add(
            special.id,
            SPECIAL,
            CLASS_INDEX[special.class_],
            tuple(special.ranks),
            0,
            False,
            0,
            _n(special.name),
            (path, f"special_cards '{special.id}'", "id"),
        )

    path = data_dir / "heroes.yaml"
    heroes: dict[int, Hero] = {}
    for h in heroes_file.heroes:
        hero = build_hero(h, path, set(heroes_file.groups), add, "")
        heroes[hero.card] = hero

    tavern_keys = [t.id for t in setup.taverns]
    check(
        myth_file.setup.tavern in tavern_keys,
        data_dir / "mythology.yaml",
        "setup",
        "tavern",
        f"unknown tavern; the taverns are {', '.join(tavern_keys)}",
    )
    myths, boar = _load_myths(data_dir / "mythology.yaml", myth_file, players, heroes, add)
    from game.nidavellir.campschema import load_camp

    camp = load_camp(data_dir / "thingvellir.yaml", set(heroes_file.groups), heroes, add)

    path = data_dir / "setup.yaml"
    for key in setup.first_game_removes:
        check(
            key in card_ids and cards[card_ids[key]].kind == HERO,
            path,
            "first_game_removes",
            key,
            "not a hero id",
        )

    path = data_dir / "distinctions.yaml"
    distinctions = []
    for i, d in enumerate(dist_file.distinctions):
        entry = f"distinctions '{d.id}'"
        check(
            d.class_ == CLASS_KEYS[i],
            path,
            entry,
            "class",
            f"distinctions go in class order; expected '{CLASS_KEYS[i]}'",
        )
        card = -1
        if d.effect == "card":
            check(d.card in card_ids, path, entry, "card", f"unknown card '{d.card}'")
            card = card_ids[str(d.card)]
        distinctions.append(
            Distinction(i, d.id, i, d.effect, d.value, d.points, card, _n(d.name), _n(d.text))
        )

    path = data_dir / "coins.yaml"
    max_coin = max(coins.treasure)
    treasure: dict[int, tuple[int, ...]] = {}
    for n in players:
        counts = [0] * (max_coin + 1)
        for value, count in coins.treasure.items():
            counts[value] = count
        if n < coins.removed_below_players:
            for value, count in coins.removed.items():
                check(
                    counts[value] >= count,
                    path,
                    "removed",
                    str(value),
                    "removes more coins than the treasure holds",
                )
                counts[value] -= count
        treasure[n] = tuple(counts)
    check(0 in coins.starting, path, "starting", "(values)", "needs the 0 trading coin")

    return Rules(
        min_players=setup.players.min,
        max_players=setup.players.max,
        cards_per_tavern=dict(setup.cards_per_tavern),
        gems={n: tuple(sorted(g)) for n, g in setup.gems.items()},
        tavern_keys=tuple(t.id for t in setup.taverns),
        tavern_names=tuple(_n(t.name) for t in setup.taverns),
        classes=classes,
        cards=tuple(cards),
        card_ids=card_ids,
        deck={k: tuple(v) for k, v in deck.items()},
        heroes=heroes,
        hero_order=tuple(heroes),
        first_game_removes=tuple(card_ids[k] for k in setup.first_game_removes),
        groups={k: tuple(v) for k, v in heroes_file.groups.items()},
        distinctions=tuple(distinctions),
        offering_name=_n(cards_file.offering_name),
        starting_coins=tuple(coins.starting),
        treasure=treasure,
        special_trading_coin=coins.special_trading_coin,
        equal_trade_gives_up_bronze=coins.equal_trade_gives_up == "bronze",
        max_coin=max_coin,
        myths=myths,
        myth_order=tuple(myths),
        myth_deck_size=dict(myth_file.setup.deck),
        myth_rounds=myth_file.setup.rounds,
        myth_tavern=tavern_keys.index(myth_file.setup.tavern),
        boar=boar,
        boar_text=_n(myth_file.gullinbursti.text),
        neutral_colour=classes_file.neutral_colour,
        **camp,
    )


def build_hero(h: HeroModel, path: Path, groups: set[str], add: Any, expansion: str) -> Hero:
    """Check one hero entry and add its card; `expansion` is the option bringing it ("" base)."""
    entry = f"heroes '{h.id}'"
    cls = CLASS_INDEX[h.class_]
    check(h.group is None or h.group in groups, path, entry, "group", f"unknown group '{h.group}'")
    check(
        cls != NEUTRAL or not h.ranks or h.placement is not None,
        path,
        entry,
        "ranks",
        "a neutral hero has ranks only with a column placement",
    )
    check(cls == NEUTRAL or len(h.ranks) > 0, path, entry, "ranks", "a class hero needs ranks")
    check(
        (h.placement == "end_of_age") == (h.column_points is not None),
        path,
        entry,
        "column_points",
        "goes with placement: end_of_age",
    )
    check(
        not h.transform_lowest or h.transform > 0,
        path,
        entry,
        "transform_lowest",
        "needs a transform",
    )
    if h.placement == "any_column":
        placement = PLACE_ANY_COLUMN
    elif h.placement == "end_of_age":
        placement = PLACE_END_OF_AGE
    else:
        placement = PLACE_CLASS if cls != NEUTRAL else PLACE_COMMAND
    column_points = None
    if h.column_points is not None:
        check(
            set(h.column_points) == set(CLASS_KEYS),
            path,
            entry,
            "column_points",
            f"needs exactly the five classes {', '.join(CLASS_KEYS)}",
        )
        column_points = tuple(h.column_points[k] for k in CLASS_KEYS)
    cid = add(
        h.id,
        HERO,
        cls,
        tuple(h.ranks),
        0,
        False,
        h.transform,
        _n(h.name),
        (path, entry, "id"),
        h.short,
    )
    return Hero(
        card=cid,
        key=h.id,
        cls=cls,
        placement=placement,
        points=h.points,
        group=h.group,
        requires=tuple((CLASS_INDEX[k], v) for k, v in h.requires.items()),
        discard=h.discard,
        rank_bonus=h.rank_bonus,
        transform=h.transform,
        highest_coin=h.score == "highest_coin",
        bids_from_hand=h.bids_from_hand,
        column_points=column_points,
        advanced=h.advanced,
        name=_n(h.name),
        text=_n(h.text),
        expansion=expansion,
        power=h.power or "",
        upgrade_bonus=h.upgrade_bonus,
        transform_lowest=h.transform_lowest,
    )


_MYTH_KIND = {"god": GOD, "giant": GIANT, "animal": ANIMAL, "valkyrie": VALKYRIE}


def _load_myths(
    path: Path, f: MythologyFile, players: range, heroes: dict[int, Hero], add: Any
) -> tuple[dict[int, Myth], int]:
    """Check the Idavoll file's cross-entry rules and add its cards; returns (myths, boar id)."""
    hero_ids = {h.key: cid for cid, h in heroes.items()}
    total = len(f.cards)
    for n in players:
        check(n in f.setup.deck, path, "setup deck", str(n), "missing count")
        check(
            f.setup.deck.get(n, 0) <= total,
            path,
            "setup deck",
            str(n),
            f"deals more cards than the {total} mythology cards",
        )
    seen: set[str] = set()
    for m in f.cards:
        entry = f"cards '{m.id}'"
        check(m.id not in seen, path, entry, "id", "duplicate id")
        seen.add(m.id)
        needs_class = m.kind in ("animal", "giant")
        check(
            (m.class_ is not None) == needs_class,
            path,
            entry,
            "class",
            "animals and giants need a class, gods and valkyries none",
        )
        check(
            (len(m.ranks) > 0) == (m.kind == "animal"),
            path,
            entry,
            "ranks",
            "animals need ranks, other kinds none",
        )
        check(
            (len(m.track) > 1) == (m.kind == "valkyrie"),
            path,
            entry,
            "track",
            "valkyries need a track of two notches or more, other kinds none",
        )
        check(
            m.gives is None or m.gives == f.gullinbursti.id,
            path,
            entry,
            "gives",
            f"only '{f.gullinbursti.id}' can be given",
        )
        check(
            m.discard_reduction is None or m.discard_reduction.hero in hero_ids,
            path,
            entry,
            "discard_reduction",
            "unknown hero",
        )
    myths: dict[int, Myth] = {}
    boar = add(
        f.gullinbursti.id,
        BOAR,
        NEUTRAL,
        tuple(f.gullinbursti.ranks),
        0,
        False,
        0,
        _n(f.gullinbursti.name),
        (path, "gullinbursti", "id"),
        f.gullinbursti.short,
    )
    for m in f.cards:
        cls = CLASS_INDEX[m.class_] if m.class_ is not None else NEUTRAL
        kind = _MYTH_KIND[m.kind]
        cid = add(
            m.id,
            kind,
            cls,
            tuple(m.ranks),
            0,
            False,
            0,
            _n(m.name),
            (path, f"cards '{m.id}'", "id"),
            m.short,
        )
        reduction = None
        if m.discard_reduction is not None:
            reduction = (hero_ids[m.discard_reduction.hero], m.discard_reduction.by)
        myths[cid] = Myth(
            card=cid,
            key=m.id,
            kind=kind,
            effect=m.effect,
            cls=cls,
            points=m.points,
            rank_bonus=m.rank_bonus,
            zero_pair_bonus=m.zero_pair_bonus,
            pioneer_draw=m.pioneer_draw or 0,
            discard_reduction=reduction,
            capture_factor=m.capture_factor,
            transform=m.transform,
            draw=m.draw,
            keep=m.keep,
            gives=boar if m.gives else -1,
            track=tuple(m.track),
            name=_n(m.name),
            text=_n(m.text),
        )
    return myths, boar

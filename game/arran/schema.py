"""The YAML schema of the Guerres d'Arran data, validated with pydantic, and the builder that
turns it into the frozen `Rules` of `data.py`.

Pydantic checks each entry (unknown fields are refused); the cross-checks below hold the files to
the rulebook's component list (spec §1) and set-up table (spec §2.1). Every problem becomes one
`DataError` naming the file, the entry and the field.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise
from pathlib import Path
from typing import Annotated, Literal

from pydantic import Field, NonNegativeInt, PositiveInt

from game.arran.data import (
    ALLY,
    BLACK,
    BRONZE_TOTAL,
    COGNAR_COUNTS,
    COGNAR_TOTAL,
    COLOURED,
    DWARF_COUNTS,
    DWARF_TOTAL,
    EFFECT_OPTIONAL,
    EFFECT_PARAMS,
    ELITE_TOTAL,
    GOLD_TOTAL,
    LORD_COUNTS,
    ORDER_KEYS,
    PARIAH_TOKENS,
    TALION_TOTAL,
    TAVERNS,
    WHITE,
    Award,
    Cognar,
    Coins,
    Dwarf,
    Effect,
    LordSetup,
    Names,
    Order,
    Rules,
    Rune,
    Variants,
)
from game.core.dataload import check, load_model
from game.core.schemabase import FrozenModel as _Model
from game.core.schemabase import NamesModel

OrderKey = Literal["shield", "temple", "wanderers", "forge", "talion"]
EffectKey = Literal[
    "none",
    "extra_recruit_ranks",
    "pariah_check",
    "upgrade_coin",
    "points_per_shield_rank",
    "svara_draw",
    "take_exchange_coin",
    "remove_pariah",
    "malt_combo",
    "points_per_rune",
    "bring_ally",
    "mercenary_chain",
    "ordo_exchange",
    "malt_bonus",
]
Small = Annotated[int, Field(ge=0, le=100)]


class EffectModel(_Model):
    key: EffectKey
    amount: PositiveInt | None = None
    count: PositiveInt | None = None
    per_rank: PositiveInt | None = None
    look: PositiveInt | None = None
    era: Literal[1, 2] | None = None
    bonus: PositiveInt | None = None
    per_rune: PositiveInt | None = None
    partner: str | None = None
    ally: str | None = None
    scope: Literal["all_wanderers_cards", "dwarves_only"] | None = None


class OrderModel(_Model):
    id: OrderKey
    name: NamesModel
    dwarf_name: NamesModel
    count: PositiveInt
    scoring: Literal["shield_track", "points_x_occult", "visible_points", "points_runes", "points"]
    board_occult: NonNegativeInt = 0
    effect: EffectModel


class OrdersFile(_Model):
    orders: list[OrderModel] = Field(min_length=5, max_length=5)


class DwarfModel(_Model):
    id: str = Field(pattern=r"^E[12]-[A-Z]{2}-\d{2}$")
    era: Literal[1, 2]
    order: OrderKey
    points: Small = 0
    malt: Small = 0
    occult: Small = 0
    rune: str | None = None
    five: bool = False


class DwarvesFile(_Model):
    dwarves: list[DwarfModel]


class CognarModel(_Model):
    id: str
    name: NamesModel
    short: NamesModel | None = None  # shown where the name is too long for a small face
    rank: Literal["coloured", "white", "ally", "black"]
    order: OrderKey | None = None
    ranks: Small = 0
    points: Small = 0
    malt: Small = 0
    occult: Small = 0
    runes: list[str] = Field(default_factory=list)
    column_points: dict[OrderKey, NonNegativeInt] | None = None
    shield_bonus_ranks: Small = 0
    effects: list[EffectModel] = Field(min_length=1)
    text: NamesModel


class EliteModel(_Model):
    id: str
    name: NamesModel
    short: NamesModel | None = None
    order: OrderKey
    points: Small = 0
    occult: Small = 0
    runes: list[str] = Field(default_factory=list)
    effects: list[EffectModel] = Field(min_length=1)
    text: NamesModel


class LiquorModel(_Model):
    id: str
    name: NamesModel
    short: NamesModel | None = None
    majority: Literal["malt"]
    effects: list[EffectModel] = Field(min_length=1)
    text: NamesModel


class CognarsFile(_Model):
    cognars: list[CognarModel]
    elites: list[EliteModel]
    liquor_certification: LiquorModel


class BronzeModel(_Model):
    set: list[NonNegativeInt] = Field(min_length=5, max_length=5)
    sets: PositiveInt


class ExchangeCoinModel(_Model):
    name: NamesModel
    value: PositiveInt
    copies: PositiveInt
    given_up: Literal["never", "like_any_coin"]


class CoinsFile(_Model):
    bronze: BronzeModel
    gold: dict[PositiveInt, PositiveInt]
    exchange_coin: ExchangeCoinModel
    removed_with_2_3_lords: dict[PositiveInt, PositiveInt] = Field(default_factory=dict)
    same_value_ban: Literal["value", "physical"]
    no_candidate: Literal["keep"]
    equal_coin_discard: Literal["choose", "bronze"]


class LordModel(_Model):
    gems: list[PositiveInt]
    cards_per_tavern: PositiveInt
    rounds_per_era: PositiveInt
    era_decks: tuple[PositiveInt, PositiveInt]
    discards_per_round: NonNegativeInt


class TavernModel(_Model):
    id: str
    name: NamesModel


class PariahModel(_Model):
    name: NamesModel
    tokens: PositiveInt
    when_empty: Literal["unlimited", "limited"]


class RuneModel(_Model):
    id: str
    name: NamesModel


class RunesModel(_Model):
    dwarf: list[RuneModel]
    unique: list[RuneModel]


class MaltModel(_Model):
    name: NamesModel
    points_each: PositiveInt


class VariantsModel(_Model):
    ally_recruitment: Literal["oboron_only"]
    svara_talion: Literal["no_upgrade", "current_slot_coin"]
    svara_pariah: bool
    owed_recruitment: Literal["stays_owed"]
    mercenary_rule: Literal["chain", "free_partner"]
    last_mercenary: Literal["partner_only", "never"]
    mercenary_opener_column: Literal["completes_line", "choice"]
    certification_tie: Literal["nobody"]
    certification_is_elite: bool
    mercenary_points: Literal["flat", "column"]
    svara_empty_deck: Literal["nothing"]
    kardum_keeps_exchange: bool
    evaluation_counts_all_ranks: bool
    exchange_timing: Literal["after_recruitment", "immediate"]


class SetupFile(_Model):
    lords: dict[int, LordModel]
    two_lords_discard: Literal["after_winner_placement"]
    taverns: list[TavernModel] = Field(min_length=TAVERNS, max_length=TAVERNS)
    gems: list[PositiveInt] = Field(min_length=1)
    gem_name: NamesModel
    pariah: PariahModel
    shield_track: list[NonNegativeInt] = Field(min_length=2)
    runes: RunesModel
    malt: MaltModel
    occult_name: NamesModel
    variants: VariantsModel


# --------------------------------------------------------------------------- building


def _n(model: NamesModel) -> Names:
    return Names(model.en, model.fr)


def _effect(model: EffectModel, path: Path, entry: str) -> Effect:
    values = model.model_dump(exclude={"key"}, exclude_none=True)
    needed = EFFECT_PARAMS[model.key]
    allowed = needed | EFFECT_OPTIONAL.get(model.key, frozenset())
    for name in sorted(needed - values.keys()):
        check(False, path, entry, f"effects.{model.key}.{name}", "this effect needs it")
    for name in sorted(values.keys() - allowed):
        check(False, path, entry, f"effects.{model.key}.{name}", "this effect takes no such value")
    return Effect(model.key, tuple(sorted(values.items())))


def _unique_ids(ids: Sequence[str], path: Path, entry: str) -> None:
    seen: set[str] = set()
    for ident in ids:
        check(ident not in seen, path, f"{entry} '{ident}'", "id", "this id is used twice")
        seen.add(ident)


def _count(found: int, expected: int, what: str, path: Path, entry: str) -> None:
    message = f"the rulebook counts {expected} {what}, the file has {found}"
    check(found == expected, path, entry, "(count)", message)


def _orders(path: Path) -> tuple[Order, ...]:
    data = load_model(path, OrdersFile)
    ids = [o.id for o in data.orders]
    _unique_ids(ids, path, "orders")
    check(tuple(ids) == ORDER_KEYS, path, "orders", "id", f"the Orders must be {ORDER_KEYS}")
    orders = []
    for o in data.orders:
        entry = f"orders '{o.id}'"
        check(
            o.count == DWARF_COUNTS[o.id],
            path,
            entry,
            "count",
            f"the rulebook counts {DWARF_COUNTS[o.id]} cards, not {o.count}",
        )
        effect = _effect(o.effect, path, entry)
        orders.append(
            Order(o.id, _n(o.name), _n(o.dwarf_name), o.count, o.scoring, effect, o.board_occult)
        )
    return tuple(orders)


def _dwarves(path: Path, orders: tuple[Order, ...], runes: set[str]) -> tuple[Dwarf, ...]:
    data = load_model(path, DwarvesFile)
    _unique_ids([d.id for d in data.dwarves], path, "dwarves")
    _count(len(data.dwarves), DWARF_TOTAL, "dwarf cards", path, "dwarves")
    for order in orders:
        found = sum(1 for d in data.dwarves if d.order == order.key)
        check(
            found == order.count,
            path,
            "dwarves",
            "order",
            f"{found} cards of the {order.key} Order, the rulebook counts {order.count}",
        )
    dwarves = []
    for index, d in enumerate(data.dwarves):
        entry = f"dwarves '{d.id}'"
        if d.rune is not None:
            check(d.rune in runes, path, entry, "rune", f"unknown dwarf rune '{d.rune}'")
            check(d.order == "forge", path, entry, "rune", "only Forge dwarves carry a rune")
        dwarves.append(
            Dwarf(index, d.id, d.era, d.order, d.points, d.malt, d.occult, d.rune, d.five)
        )
    return tuple(dwarves)


def _cognars(
    path: Path, unique_runes: set[str]
) -> tuple[tuple[Cognar, ...], tuple[Award, ...], Award]:
    data = load_model(path, CognarsFile)
    all_ids = [c.id for c in data.cognars] + [e.id for e in data.elites]
    _unique_ids([*all_ids, data.liquor_certification.id], path, "cognars")
    _count(len(data.cognars), COGNAR_TOTAL, "Cognars", path, "cognars")
    for rank, expected in COGNAR_COUNTS.items():
        found = sum(1 for c in data.cognars if c.rank == rank)
        check(
            found == expected,
            path,
            "cognars",
            "rank",
            f"{found} Cognars of {rank} rank, the rulebook counts {expected}",
        )
    used_runes: list[tuple[str, str]] = []
    cognar_ids = {c.id: c for c in data.cognars}
    cognars = []
    for c in data.cognars:
        entry = f"cognars '{c.id}'"
        check(
            (c.order is not None) == (c.rank == COLOURED),
            path,
            entry,
            "order",
            "a coloured Cognar has an Order, the others have none",
        )
        check(
            (c.ranks == 0) == (c.rank == WHITE),
            path,
            entry,
            "ranks",
            "white Cognars have no rank, every other Cognar has at least one",
        )
        check(
            (c.column_points is not None) == (c.rank == ALLY),
            path,
            entry,
            "column_points",
            "only the Ally has points by column",
        )
        if c.column_points is not None:
            check(
                set(c.column_points) == set(ORDER_KEYS),
                path,
                entry,
                "column_points",
                "give a value for each of the five columns",
            )
        effects = tuple(_effect(e, path, entry) for e in c.effects)
        for e in effects:
            if e.key == "malt_combo":
                check(
                    e.param("partner") in cognar_ids,
                    path,
                    entry,
                    "effects.malt_combo.partner",
                    f"unknown Cognar '{e.param('partner')}'",
                )
            if e.key == "bring_ally":
                ally = cognar_ids.get(str(e.param("ally")))
                check(
                    ally is not None and ally.rank == ALLY,
                    path,
                    entry,
                    "effects.bring_ally.ally",
                    f"'{e.param('ally')}' is not the Ally",
                )
        if c.rank == BLACK:
            check(
                "mercenary_chain" in (e.key for e in effects),
                path,
                entry,
                "effects",
                "a Mercenary needs the mercenary_chain effect",
            )
        used_runes += [(entry, r) for r in c.runes]
        cognars.append(
            Cognar(
                c.id,
                _n(c.name),
                c.rank,
                c.order,
                c.ranks,
                c.points,
                c.malt,
                c.occult,
                tuple(c.runes),
                tuple(sorted((c.column_points or {}).items())),
                c.shield_bonus_ranks,
                effects,
                _n(c.text),
                _n(c.short) if c.short else None,
            )
        )
    _count(len(data.elites), ELITE_TOTAL, "Elite Cognars", path, "elites")
    check(
        sorted(e.order for e in data.elites) == sorted(ORDER_KEYS),
        path,
        "elites",
        "order",
        "each Order needs exactly one Elite Cognar",
    )
    elites = []
    for el in data.elites:
        entry = f"elites '{el.id}'"
        used_runes += [(entry, r) for r in el.runes]
        effects = tuple(_effect(e, path, entry) for e in el.effects)
        elites.append(
            Award(
                el.id,
                _n(el.name),
                el.order,
                True,
                el.points,
                el.occult,
                tuple(el.runes),
                effects,
                _n(el.text),
                _n(el.short) if el.short else None,
            )
        )
    lq = data.liquor_certification
    entry = "liquor_certification"
    liquor = Award(
        lq.id,
        _n(lq.name),
        lq.majority,
        False,
        0,
        0,
        (),
        tuple(_effect(e, path, entry) for e in lq.effects),
        _n(lq.text),
        _n(lq.short) if lq.short else None,
    )
    seen: set[str] = set()
    for where, rune in used_runes:
        check(rune in unique_runes, path, where, "runes", f"unknown unique rune '{rune}'")
        check(rune not in seen, path, where, "runes", f"the unique rune '{rune}' is used twice")
        seen.add(rune)
    return tuple(cognars), tuple(elites), liquor


def _coins(path: Path) -> Coins:
    data = load_model(path, CoinsFile)
    bronze = len(data.bronze.set) * data.bronze.sets
    gold = sum(data.gold.values())
    check(
        bronze == BRONZE_TOTAL, path, "bronze", "sets", f"{bronze} bronze coins, not {BRONZE_TOTAL}"
    )
    check(gold == GOLD_TOTAL, path, "gold", "(count)", f"{gold} gold coins, not {GOLD_TOTAL}")
    total = bronze + gold + data.exchange_coin.copies
    check(
        total == TALION_TOTAL,
        path,
        "exchange_coin",
        "copies",
        f"{total} talions in all, the rulebook counts {TALION_TOTAL}",
    )
    for value, copies in data.removed_with_2_3_lords.items():
        check(
            data.gold.get(value, 0) >= copies,
            path,
            "removed_with_2_3_lords",
            str(value),
            "more coins removed than the Treasury holds",
        )
    ex = data.exchange_coin
    return Coins(
        tuple(data.bronze.set),
        data.bronze.sets,
        tuple(sorted(data.gold.items())),
        _n(ex.name),
        ex.value,
        ex.copies,
        ex.given_up,
        tuple(sorted(data.removed_with_2_3_lords.items())),
        data.same_value_ban,
        data.no_candidate,
        data.equal_coin_discard,
    )


def _setup(path: Path) -> tuple[SetupFile, dict[int, LordSetup]]:
    data = load_model(path, SetupFile)
    check(
        tuple(sorted(data.lords)) == LORD_COUNTS,
        path,
        "lords",
        "(keys)",
        f"give one line for each of {LORD_COUNTS} Lords",
    )
    table = {}
    for lords, line in sorted(data.lords.items()):
        entry = f"lords {lords}"
        check(len(line.gems) == lords, path, entry, "gems", f"{lords} Lords need {lords} gems")
        check(set(line.gems) <= set(data.gems), path, entry, "gems", "a gem not in the box")
        era1 = line.rounds_per_era * TAVERNS * line.cards_per_tavern
        check(
            line.era_decks[0] == era1,
            path,
            entry,
            "era_decks",
            f"Era 1 must run out after {line.rounds_per_era} rounds: {era1} cards",
        )
        check(
            line.era_decks[1] == era1 + 1,
            path,
            entry,
            "era_decks",
            f"Era 2 keeps one card beyond its rounds: {era1 + 1} cards",
        )
        table[lords] = LordSetup(
            lords,
            tuple(line.gems),
            line.cards_per_tavern,
            line.rounds_per_era,
            line.era_decks,
            line.discards_per_round,
        )
    check(
        data.pariah.tokens == PARIAH_TOKENS,
        path,
        "pariah",
        "tokens",
        f"the rulebook counts {PARIAH_TOKENS} Pariah tokens",
    )
    track = data.shield_track
    check(
        track[0] == 0 and all(a < b for a, b in pairwise(track)),
        path,
        "shield_track",
        "(values)",
        "the track starts at 0 and rises with every rank",
    )
    return data, table


def build_rules(data_dir: Path) -> Rules:
    """Read every file of `data_dir`, check it against the rulebook and freeze it."""
    setup, table = _setup(data_dir / "setup.yaml")
    runes = tuple(Rune(r.id, _n(r.name), False) for r in setup.runes.dwarf) + tuple(
        Rune(r.id, _n(r.name), True) for r in setup.runes.unique
    )
    _unique_ids([r.key for r in runes], data_dir / "setup.yaml", "runes")
    orders = _orders(data_dir / "orders.yaml")
    dwarf_path = data_dir / "dwarves.yaml"
    dwarves = _dwarves(dwarf_path, orders, {r.key for r in runes if not r.unique})
    cognars, elites, liquor = _cognars(
        data_dir / "cognars.yaml", {r.key for r in runes if r.unique}
    )
    for lords, line in table.items():
        for era in (1, 2):
            found = sum(
                1 for d in dwarves if d.era == era and (lords == 5 or not d.five_lords_only)
            )
            check(
                found == line.era_decks[era - 1],
                dwarf_path,
                f"dwarves of Era {era}",
                "five",
                f"{found} cards with {lords} Lords, setup.yaml asks for {line.era_decks[era - 1]}",
            )
    return Rules(
        orders=orders,
        dwarves=dwarves,
        cognars=cognars,
        elites=elites,
        liquor=liquor,
        coins=_coins(data_dir / "coins.yaml"),
        setup=table,
        two_lords_discard=setup.two_lords_discard,
        taverns=tuple((t.id, _n(t.name)) for t in setup.taverns),
        gems=tuple(setup.gems),
        gem_name=_n(setup.gem_name),
        pariah_name=_n(setup.pariah.name),
        pariah_tokens=setup.pariah.tokens,
        pariah_when_empty=setup.pariah.when_empty,
        shield_track=tuple(setup.shield_track),
        runes=runes,
        malt_name=_n(setup.malt.name),
        malt_points_each=setup.malt.points_each,
        occult_name=_n(setup.occult_name),
        variants=Variants(**setup.variants.model_dump()),
    )

"""The YAML schema of Thingvellir (`data/nidavellir/thingvellir.yaml`): the camp, the mercenaries,
the artifacts, Olwyn's doubles and the six heroes, checked and added to the game's cards.

Kept beside `schema.py` rather than in it so the base game's loader reads as before; it is one of
the files whose bytes key the rules cache (`rulecache.py`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

from pydantic import Field, NonNegativeInt

from game.core.dataload import check, load_model
from game.core.schemabase import FrozenModel as _Model
from game.core.schemabase import NamesModel
from game.nidavellir.data import (
    ARTIFACT,
    BLACKSMITH,
    CLASS_INDEX,
    DOUBLE,
    HUNTER,
    MERCENARY,
    NEUTRAL,
    Artifact,
    CampVariants,
    Hero,
    Mercenary,
    Names,
)
from game.nidavellir.schema import ClassKey, HeroModel, build_hero

ARTIFACT_EFFECTS = (
    "fafnir",
    "draupnir",
    "vegvisir",
    "svalinn",
    "megingjord",
    "vidofnir",
    "brisingamens",
    "mjollnir",
    "hofud",
    "hrafnsmerki",
    "jarnglofi",
    "gjallarhorn",
)
EXPANSION = "thingvellir"


class CampModel(_Model):
    size: int = Field(ge=1, le=12)
    text: NamesModel


class DoublesModel(_Model):
    ids: list[str] = Field(min_length=2, max_length=2)
    name: NamesModel
    text: NamesModel


class MercenaryTexts(_Model):
    name: NamesModel
    text: NamesModel


class MercenaryModel(_Model):
    id: str
    age: Literal[1, 2]
    classes: dict[ClassKey, NonNegativeInt] = Field(min_length=2, max_length=2)


class ArtifactModel(_Model):
    id: str
    age: Literal[1, 2]
    effect: Literal[
        "fafnir",
        "draupnir",
        "vegvisir",
        "svalinn",
        "megingjord",
        "vidofnir",
        "brisingamens",
        "mjollnir",
        "hofud",
        "hrafnsmerki",
        "jarnglofi",
        "gjallarhorn",
    ]
    name: NamesModel
    short: NamesModel | None = None  # shown where the name is too long for a small face
    text: NamesModel
    points: NonNegativeInt = 0
    per: NonNegativeInt = 0
    threshold: NonNegativeInt = 0
    amounts: list[NonNegativeInt] = Field(default_factory=list)
    take: NonNegativeInt = 0
    class_: ClassKey | None = Field(None, alias="class")
    ranks: list[NonNegativeInt] = Field(default_factory=list)


class VariantsModel(_Model):
    brisingamens_picks: Literal["together", "one_by_one"]
    vidofnir_lone_coin: Literal["largest", "smallest"]
    holda_without_camp_card: Literal["refused", "allowed"]


class ThingvellirFile(_Model):
    variants: VariantsModel
    camp: CampModel
    doubles: DoublesModel
    mercenary: MercenaryTexts
    mercenaries: list[MercenaryModel] = Field(min_length=1)
    artifacts: list[ArtifactModel] = Field(min_length=1)
    heroes: list[HeroModel] = Field(min_length=1)


def _n(model: NamesModel) -> Names:
    return Names(model.en, model.fr)


def load_camp(path: Path, groups: set[str], heroes: dict[int, Hero], add: Any) -> dict[str, Any]:
    """Validate the Thingvellir file, add its cards (and heroes to `heroes`); returns the `Rules`
    fields it fills."""
    f = load_model(path, ThingvellirFile)
    for h in f.heroes:
        hero = build_hero(h, path, groups, add, EXPANSION)
        check(hero.cls == NEUTRAL, path, f"heroes '{h.id}'", "class", "must be neutral")
        heroes[hero.card] = hero
    doubles = tuple(
        add(key, DOUBLE, NEUTRAL, (0,), 0, False, 0, _n(f.doubles.name), (path, "doubles", "ids"))
        for key in f.doubles.ids
    )
    camp: dict[int, list[int]] = {1: [], 2: []}
    mercenaries: dict[int, Mercenary] = {}
    for m in f.mercenaries:
        entry = f"mercenaries '{m.id}'"
        for key, points in m.classes.items():
            check(
                points == 0 or CLASS_INDEX[key] not in (HUNTER, BLACKSMITH),
                path,
                entry,
                "classes",
                f"{key} ranks score no points of their own: 0",
            )
        name = _n(f.mercenary.name)
        cid = add(m.id, MERCENARY, NEUTRAL, (0,), 0, False, 0, name, (path, entry, "id"))
        classes = tuple(CLASS_INDEX[k] for k in m.classes)
        mercenaries[cid] = Mercenary(cid, m.id, m.age, classes, tuple(m.classes.values()))
        camp[m.age].append(cid)
    artifacts: dict[int, Artifact] = {}
    for a in f.artifacts:
        entry = f"artifacts '{a.id}'"
        placed = a.effect == "vegvisir"
        check(
            (a.class_ is not None and len(a.ranks) == 1) == placed,
            path,
            entry,
            "class",
            "a class and one rank for the artifact placed in a column (vegvisir) only",
        )
        cls = CLASS_INDEX[a.class_] if a.class_ is not None else NEUTRAL
        where = (path, entry, "id")
        cid = add(a.id, ARTIFACT, cls, tuple(a.ranks), 0, False, 0, _n(a.name), where, a.short)
        artifacts[cid] = Artifact(
            cid,
            a.id,
            a.age,
            a.effect,
            a.points,
            a.per,
            a.threshold,
            tuple(a.amounts),
            a.take,
            _n(a.name),
            _n(a.text),
        )
        camp[a.age].append(cid)
    effects = sorted(a.effect for a in f.artifacts)
    check(
        effects == sorted(ARTIFACT_EFFECTS),
        path,
        "artifacts",
        "effect",
        f"needs each of {', '.join(ARTIFACT_EFFECTS)} exactly once",
    )
    for age, cards in camp.items():
        check(
            len(cards) >= f.camp.size,
            path,
            "camp",
            "size",
            f"Age {age} has {len(cards)} camp cards, fewer than the camp shows",
        )
    return {
        "artifacts": artifacts,
        "mercenaries": mercenaries,
        "camp_deck": {age: tuple(cards) for age, cards in camp.items()},
        "camp_size": f.camp.size,
        "doubles": doubles,
        "camp_text": _n(f.camp.text),
        "mercenary_text": _n(f.mercenary.text),
        "double_text": _n(f.doubles.text),
        "camp_variants": CampVariants(**f.variants.model_dump()),
    }

"""The 12 artifacts of Thingvellir, one module each; `rule_of` gives the rule an artifact's data
names (`effect`), and `LEGAL`/`HANDLERS` the decisions artifacts ask for."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.nidavellir.expansions.thingvellir.actions import Dismiss, Mjollnir, Spare
from game.nidavellir.expansions.thingvellir.artifacts import (
    brisingamens,
    draupnir,
    fafnir,
    gjallarhorn,
    hofud,
    hrafnsmerki,
    jarnglofi,
    megingjord,
    mjollnir,
    svalinn,
    vegvisir,
    vidofnir,
)
from game.nidavellir.expansions.thingvellir.artifacts.base import ArtifactRule, Facts
from game.nidavellir.expansions.thingvellir.flow import BRISINGAMENS, HOFUD, MJOLLNIR, VIDOFNIR
from game.taverns.actions import Transform

if TYPE_CHECKING:
    from game.nidavellir.data import Artifact
    from game.nidavellir.expansions.thingvellir.state import ThingvellirState

RULES: dict[str, ArtifactRule] = {
    "fafnir": fafnir.Fafnir(),
    "draupnir": draupnir.Draupnir(),
    "vegvisir": vegvisir.Vegvisir(),
    "svalinn": svalinn.Svalinn(),
    "megingjord": megingjord.Megingjord(),
    "vidofnir": vidofnir.Vidofnir(),
    "brisingamens": brisingamens.Brisingamens(),
    "mjollnir": mjollnir.Mjollnir(),
    "hofud": hofud.Hofud(),
    "hrafnsmerki": hrafnsmerki.Hrafnsmerki(),
    "jarnglofi": jarnglofi.Jarnglofi(),
    "gjallarhorn": gjallarhorn.Gjallarhorn(),
}


def rule_of(art: Artifact) -> ArtifactRule:
    return RULES[art.effect]


def owned(state: ThingvellirState, seat: int) -> list[Artifact]:
    """The artifacts a seat owns: in its command zone, or in a column (Vegvisir)."""
    arts = state.rules.artifacts
    p = state.players[seat]
    found = [arts[c] for c in p.command if c in arts]
    return found + [arts[c] for col in p.columns for c in col if c in arts]


def grants(state: ThingvellirState, seat: int, flag: str) -> bool:
    """Whether an artifact of the seat's command zone sets this rule flag (`visits_camp`,
    `blocks_lines`). Asked at every pick and line check, so it reads only the command zone:
    the one artifact kept in a column (Vegvisir) sets no flag."""
    arts = state.rules.artifacts
    return any(
        getattr(RULES[arts[c].effect], flag) for c in state.players[seat].command if c in arts
    )


def score(rules_artifacts: list[Artifact], facts: Facts) -> int:
    return sum(rule_of(a).score(facts, a) for a in rules_artifacts)


LEGAL: dict[int, Any] = {
    VIDOFNIR: vidofnir.actions,
    HOFUD: hofud.actions,
    BRISINGAMENS: brisingamens.actions,
    MJOLLNIR: mjollnir.actions,
}
HANDLERS: dict[int, Any] = {
    VIDOFNIR: (Transform, vidofnir.do_transform),
    HOFUD: ((Dismiss, Spare), hofud.do_dismiss),
    BRISINGAMENS: ((Dismiss, Spare), brisingamens.do_dismiss),
    MJOLLNIR: (Mjollnir, mjollnir.do_choose),
}

__all__ = ["RULES", "ArtifactRule", "Facts", "owned", "rule_of", "score"]

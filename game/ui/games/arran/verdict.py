"""What Arran's score sheets say when Lords tie on points: the Elite Cognars decide (rulebook,
end of the game), and a winner "with 122 points" beside another 122 needs that said. The table's
sheet (its `GameUI.verdict`, `game.ui.gameui`) and the calculator's say it alike."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.arran.scoring import elite_count


def verdict(
    t: Any, state: Any, options: Mapping[str, Any], names: Sequence[str]
) -> tuple[str, str] | None:
    """The headline and the Elite Cognars' count behind it, or None without a tie."""
    outcome = state.outcome()
    totals = outcome.totals
    best = max(totals)
    tied = [seat for seat, total in enumerate(totals) if total == best]
    if len(tied) < 2:
        return None
    winners = [names[seat] for seat in outcome.winners]
    counts = [(names[s], elite_count(state.table, state.fortress(s))) for s in tied]
    if len(winners) == 1:
        headline = t.plural("scores.winner", best, name=winners[0])
    else:
        headline = t.plural("scores.shared", best, names=", ".join(winners))
    return str(headline), tie_reason(t, best, winners, counts)


def tie_reason(t: Any, best: int, winners: Sequence[str], tied: Sequence[tuple[str, int]]) -> str:
    """Why the Lords tied on `best` points (`tied`: each one's name and Elite Cognars) ended as
    they did: the most Elite Cognars won, or as many each shared the victory."""
    beaten = [(name, elites) for name, elites in tied if name not in winners]
    mine = max(elites for _, elites in tied)
    if not beaten:
        return str(t("verdict.elites_shared", n=mine))
    return str(
        t.plural(
            "verdict.elites",
            best,
            others=", ".join(name for name, _ in beaten),
            mine=mine,
            theirs=max(elites for _, elites in beaten),
        )
    )


def calculator_reason(t: Any, result: Mapping[str, Any]) -> str:
    """The calculator's line under its winner: the Elite Cognars of a tie ("" without one)."""
    tied = result.get("tie_break")
    if not tied:
        return ""
    best = max(p["total"] for p in result["players"])
    pairs = [(entry["name"], entry["elites"]) for entry in tied]
    return tie_reason(t, best, result["winners"], pairs)

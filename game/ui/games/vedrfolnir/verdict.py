"""What Vedrfolnir's score sheet says beside the points: the places no player owns (Heilheim and
Brynhildr alone, the Ases at two), and who won when the highest total does not decide it (the
solo game lost to Brynhildr, the gods' two-player win, a tie broken by exact hits): its
`GameUI.automaton_names` and `GameUI.verdict` (`game.ui.gameui`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.vedrfolnir.data import default_rules
from game.vedrfolnir.places import BRYNHILDR, HEILHEIM, SOLO, TWO_PLAYER, VALHALLA
from game.vedrfolnir.scoring import place_totals, player_place


def automaton_names(t: Any, options: Mapping[str, Any], chairs: Sequence[str]) -> list[str]:
    """The rivals' places in `Outcome.others` order: Heilheim and Brynhildr in solo, each
    player's Ase at two, named as on the table."""
    rules = default_rules()
    if len(chairs) == 1:
        heilheim = getattr(rules.ase_cards[1].solo, t.lang)
        return [str(heilheim), str(getattr(rules.card("brynhildr").name, t.lang))]
    if len(chairs) == 2:
        return [
            str(t("place.ase", ase=getattr(rules.ase_cards[p].two_player, t.lang), name=name))
            for p, name in enumerate(chairs)
        ]
    return []


def verdict(
    t: Any, state: Any, options: Mapping[str, Any], names: Sequence[str]
) -> tuple[str, str] | None:
    """The headline and its reason, or None where the best total simply wins."""
    totals = place_totals(state)
    owned = [player_place(state, p) for p in range(state.n)]
    order = owned + [p for p in range(state.places) if p not in owned]
    name = {place: names[i] for i, place in enumerate(order)}
    winners = state.outcome().winners
    if state.mode == SOLO:
        return None if winners else _solo_lost(t, state, totals, name)
    if state.mode == TWO_PLAYER:  # the Ases' columns look like players': say they are not
        if not winners:
            return str(t("scores.no_winner")), str(t("verdict.gods"))
        won = player_place(state, winners[0])
        return (
            str(t.plural("scores.winner", totals[won], name=name[won])),
            str(t("verdict.two_player_won", name=name[won])),
        )
    best = max(totals)
    tied = [p for p in range(state.places) if totals[p] == best and p not in winners]
    if not tied:
        return None
    won = winners[0]
    return (
        str(t.plural("scores.winner", best, name=name[won])),
        str(
            t.plural(
                "verdict.exact_hits",
                best,
                others=", ".join(name[p] for p in tied),
                mine=state.exact[won],
                theirs=max(state.exact[p] for p in tied),
            )
        ),
    )


def _solo_lost(t: Any, state: Any, totals: list[int], name: Mapping[int, str]) -> tuple[str, str]:
    """Brynhildr wins the game Valhalla did not: a rival at least level with it, or a total
    short of the target the options set."""
    headline = str(t("verdict.solo_lost", name=name[BRYNHILDR]))
    rivals = [HEILHEIM, BRYNHILDR] if state.opts.solo_victory == "beat_both" else [HEILHEIM]
    level = [r for r in rivals if totals[r] >= totals[VALHALLA]]
    if level:
        rival = max(level, key=lambda r: totals[r])
        return headline, str(
            t(
                "verdict.not_beaten",
                own=name[VALHALLA],
                mine=totals[VALHALLA],
                rival=name[rival],
                theirs=totals[rival],
            )
        )
    target = state.opts.solo_target_score
    short = t.plural("verdict.short", target, own=name[VALHALLA], mine=totals[VALHALLA])
    return headline, str(short)

"""Scoring (spec §8 E-3, §9.9) and who wins in each mode (E-4, §10 M2-5, §11.3 SO-7).

Freyja doubles one other won card each; using it is optional, so the best use is automatic: the
k highest positive cards (G4). Sheets are per player for the shared program (the völva's place in
the two-player mode, Valhalla in solo); `place_totals` gives every place's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.game import Outcome
from game.vedrfolnir.data import TYR_POINTS
from game.vedrfolnir.info import CATEGORIES  # named where the registry reads them, rules unread
from game.vedrfolnir.places import SOLO, TWO_PLAYER

if TYPE_CHECKING:
    from game.vedrfolnir.state import State


def card_points(state: State, cid: int) -> int:
    t = state.t
    if t.is_tyr(cid):
        return TYR_POINTS * (t.runes[cid] if state.opts.tyr_points == "per_rune" else 1)
    rune = t.rune[cid]
    if rune in ("odin", "thor", "surtr"):
        return t.runes[cid] * state.rules.rune_type(rune).points_per_rune
    return 0


def sheet(state: State, place: int) -> dict[str, int]:
    t = state.t
    out = dict.fromkeys(CATEGORIES, 0)
    values = []
    freyjas = 0
    for cid in state.won[place]:
        if t.is_freyja(cid):
            freyjas += 1
            continue
        points = card_points(state, cid)
        out["tyr" if t.is_tyr(cid) else str(t.rune[cid])] += points
        values.append(points)
    best = sorted((v for v in values if v > 0), reverse=True)[:freyjas]
    out["freyja"] = (state.opts.freyja_multiplier - 1) * sum(best)
    out["total"] = sum(out[c] for c in CATEGORIES)
    return out


def place_totals(state: State) -> list[int]:
    return [sheet(state, place)["total"] for place in range(state.places)]


def player_place(state: State, player: int) -> int:
    """The place whose points are the player's: their völva (2 players), Valhalla (solo)."""
    return next(
        p for p in range(state.places) if state.ctrl[p] == player and state.roles[p] != "ase"
    )


def winners(state: State) -> list[int]:
    """Players who win; empty when the gods (2 players) or Brynhildr (solo) do."""
    totals = place_totals(state)
    if state.mode == SOLO:
        rivals = [1, 2] if state.opts.solo_victory == "beat_both" else [1]
        won = all(totals[0] > totals[r] for r in rivals)
        return [0] if won and totals[0] >= state.opts.solo_target_score else []
    if state.mode == TWO_PLAYER:
        out = []
        for player in range(state.n):
            mine = player_place(state, player)
            if state.opts.two_player_victory == "beat_all":
                rivals = [p for p in range(state.places) if p != mine]
            else:
                own_ase = next(
                    p for p in range(state.places) if p != mine and state.ctrl[p] == player
                )
                other = player_place(state, 1 - player)
                rivals = [own_ase, other]
            if all(totals[mine] > totals[r] for r in rivals):
                out.append(player)
        return out
    best = max(totals)
    top = [p for p in range(state.places) if totals[p] == best]
    if state.opts.tie_break == "most_exact_collections" and len(top) > 1:
        most = max(state.exact[p] for p in top)
        top = [p for p in top if state.exact[p] == most]
    return top


def in_play(state: State) -> tuple[str, ...]:
    """The categories a card of this game's decks can score: a base game has no Tyr, Surtr or
    Freyja row that could only ever read 0."""
    t = state.t
    kinds = {
        "tyr" if t.is_tyr(cid) else "freyja" if t.is_freyja(cid) else t.rune[cid]
        for cid in range(len(t.key))
    }
    return tuple(c for c in CATEGORIES if c in kinds)


def outcome(state: State) -> Outcome:
    """Each player's sheet (their own place's), then among `others` the places no player owns:
    Heilheim and Brynhildr in solo, the Ases in the two-player mode, the rivals a völva must
    beat. Only the categories in play are listed."""
    shown = (*in_play(state), "total")
    owned = [player_place(state, player) for player in range(state.n)]
    sheets = [{k: v for k, v in sheet(state, p).items() if k in shown} for p in range(state.places)]
    others = [sheets[p] for p in range(state.places) if p not in owned]
    return Outcome(winners(state), [sheets[p] for p in owned], others)

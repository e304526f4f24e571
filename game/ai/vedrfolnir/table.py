"""A seat's reading of the public table, and what a card reaching a row would make of it.

Why a model of our own rather than the rules core: the greedy policy weighs every attribution
of a card, and a Heimdall user's best answer to each, several times per decision inside the
search's rollouts; copying the core's state and running its resolution for each would be far
slower and would draw real (sampled) cards for a Sleipnir, where the policy wants the average
over the cards never seen (U). The model reads only the view, so it can never see a hidden card.

A position is valued, for every place, as its points now, its jokers and its expected gain of
the round (`Table.values`): the round ends with one collection, most likely by a stake near its
objective; that stake hits exactly with the chance `P_hit(gap)` of the cards never seen (better
when the active player may still hand it the exact card), and wins its stake's and the
Tribute's runes; otherwise it overshoots and the others share the Tribute by majority.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.ai.vedrfolnir.core import TRIBUTE
from game.ai.vedrfolnir.facts import (
    DRAW,
    FIRST,
    FIRST_OR_LAST,
    FREYJA,
    HEL,
    JOKER,
    LAST,
    OBJECTIVE,
    PLAIN,
    RAVEN,
    TRIGGER,
    TYR,
    Facts,
    facts,
)
from game.ai.vedrfolnir.unknown import MAX_GAP, hit_chances, star_counts, unknown_cards
from game.ai.vedrfolnir.values import Weights


class Position:
    """The rows (every stake, then the Tribute last), joker zones, Tyr orientations and dealt
    slots of one real or imagined moment; imagined ones share what they do not change."""

    __slots__ = ("dealt", "jokers", "orient", "rows")

    def __init__(
        self,
        rows: list[list[int]],
        jokers: list[frozenset[str]],
        orient: dict[int, str],
        dealt: list[bool],
    ) -> None:
        self.rows = rows
        self.jokers = jokers
        self.orient = orient
        self.dealt = dealt

    def copy(self) -> Position:
        return Position(list(self.rows), list(self.jokers), self.orient, list(self.dealt))


class Table:
    """The public facts of one view that every imagined position shares."""

    def __init__(self, view: Mapping[str, Any], w: Weights) -> None:
        f = facts(tuple(view["decks"]))
        self.f = f
        self.w = w
        places = view["places"]
        self.h = len(places)
        self.controller = [p["controller"] for p in places]
        self.points = [float(p["points"]) for p in places]
        # Brynhildr is handed no revealed card: outside her sequence she never collects.
        self.receives = [p["role"] != "brynhildr" or bool(p["stake"]) for p in places]
        self.active = view["active"]
        self.hand = view["hand"]
        self.draw_pile = view["draw_pile"]
        tribute = view["tribute"]
        self.start = Position(
            [list(p["stake"]) for p in places] + [list(tribute["cards"])],
            [frozenset(f.key[c] for c in p["jokers"]) for p in places],
            {int(c): t for c, t in view["orient"].items()},
            [bool(p["dealt"]) for p in places] + [bool(tribute["dealt"])],
        )
        self.worth = [float(p) for p in f.points]
        for c, kind in enumerate(f.rune_type):
            if kind == FREYJA:
                self.worth[c] = w.freyja
        unknown = unknown_cards(view, f)
        counts = star_counts(unknown, f)
        self.hit = hit_chances(counts)
        total = sum(counts) or 1
        self.next_stars = [k / total for k in counts]  # the next card shows s stars
        self.unknown = unknown
        self._groups: list[tuple[int, float]] | None = None
        self.perspective = [self._perspective(p) for p in range(self._players())]

    # ------------------------------------------------------------------ whose interest

    def groups(self) -> list[tuple[int, float]]:
        """The cards never seen as a few kinds (see `_draw_groups`), worked out on first use."""
        if self._groups is None:
            self._groups = _draw_groups(self.unknown, self.f, self.worth)
        return self._groups

    def star_groups(self) -> list[tuple[int, float]]:
        """The cards never seen that enter a stake, by their stars alone: for each star count,
        its chance and a plain card of it whose worth is nearest the mean (a coarse average
        for a look ahead)."""
        f, worth = self.f, self.worth
        by_stars: dict[int, list[int]] = {}
        for c in self.unknown:
            if f.act[c] not in (JOKER, TRIGGER):
                by_stars.setdefault(f.stars[c], []).append(c)
        total = sum(len(m) for m in by_stars.values())
        out: list[tuple[int, float]] = []
        for members in by_stars.values():
            mean = sum(worth[c] for c in members) / len(members)
            plain = [c for c in members if f.act[c] == PLAIN] or members
            out.append((min(plain, key=lambda c: abs(worth[c] - mean)), len(members) / total))
        return out

    def _players(self) -> int:
        return max(self.controller) + 1

    def _perspective(self, player: int) -> list[float]:
        """How much each place's points count for `player`: its own place (the völva's, or
        Valhalla) +1, every other place (its own Ase or Heilheim too) against it, the leading
        one more."""
        rivals = [p for p in range(self.h) if p != player]
        leader = max(rivals, key=lambda p: self.points[p])
        w = self.w
        return [
            1.0 if p == player else -(w.rival + (w.leader if p == leader else 0.0))
            for p in range(self.h)
        ]

    def utility(self, player: int, values: list[float]) -> float:
        weights = self.perspective[player]
        return sum(weights[p] * values[p] for p in range(self.h))

    # ------------------------------------------------------------------ rows

    def stars(self, row: list[int]) -> int:
        s = self.f.stars
        return sum(s[c] for c in row)

    def objective(self, row: list[int]) -> int:
        obj = self.f.objective
        for c in reversed(row):
            if obj[c]:
                return obj[c]
        return self.f.base_objective

    # ------------------------------------------------------------------ a card arriving

    def arrive(self, pos: Position, cid: int, to: int, choice: str) -> Position:
        """`pos` after `cid` reaches `to` (a place or TRIBUTE) with its `choice` made, its own
        draw left out (see `values_after`)."""
        f = self.f
        act = f.act[cid]
        out = pos.copy()
        if act == TRIGGER:
            return out
        if act == JOKER:
            key = f.key[cid]
            if to != TRIBUTE and key not in pos.jokers[to]:
                out.jokers[to] = pos.jokers[to] | {key}
            return out
        row = to if to != TRIBUTE else self.h
        if act == OBJECTIVE and to == TRIBUTE:
            return out  # a modifier does not apply to the Tribute: discarded
        if act == LAST or (act == FIRST_OR_LAST and choice != "first"):
            out.rows[row] = out.rows[row][:-1]
        elif act in (FIRST, FIRST_OR_LAST):
            out.rows[row] = out.rows[row][1:]
        elif act == HEL:
            self._hel(out, choice)
        if f.rune_type[cid] == TYR and choice in ("odin", "thor"):
            out.orient = {**pos.orient, cid: choice}
        out.rows[row] = [*out.rows[row], cid]
        return out

    def _hel(self, out: Position, choice: str) -> None:
        """Hel's mode: "destroy:<place>:<joker>" or "remove:<place>:first|last"."""
        parts = choice.split(":")
        if len(parts) != 3:
            return
        mode, target, end = parts[0], int(parts[1]), parts[2]
        if mode == "destroy":
            out.jokers[target] = out.jokers[target] - {end}
        elif mode == "remove":
            row = target if target != TRIBUTE else self.h
            out.rows[row] = out.rows[row][1:] if end == "first" else out.rows[row][:-1]

    # ------------------------------------------------------------------ collection

    def gaps(self, pos: Position) -> list[int]:
        """Each stake's objective minus its stars (0 or less: it collects)."""
        stars = self.f.stars
        return [
            self.objective(row) - sum(stars[c] for c in row) if row else 1
            for row in pos.rows[: self.h]
        ]

    def check(self, pos: Position, recipient: int, gaps: list[int]) -> tuple[int, bool] | None:
        """The stake that collects after a card reached `recipient` (COL-1: the recipient first,
        then clockwise; from the active place when the Tribute received): (place, exact)."""
        h = self.h
        start = recipient if recipient != TRIBUTE else self.active
        for i in range(h):
            p = (start + i) % h
            if gaps[p] <= 0 and pos.rows[p]:
                return p, gaps[p] == 0
        return None

    def row_worth(self, row: list[int]) -> float:
        score, worth = self.f.score, self.worth
        return sum(worth[c] for c in row if score[c])

    def counts(self, pos: Position) -> list[dict[str, int]]:
        """Each place's runes of every type in play, a Freyja one of each (majorities)."""
        f = self.f
        out = []
        for p in range(self.h):
            count = dict.fromkeys(f.types, 0)
            for c in pos.rows[p]:
                kind = f.rune_type[c]
                if kind == FREYJA:
                    for t in count:
                        count[t] += 1
                elif kind == TYR:
                    t = pos.orient.get(c, "")
                    if t in count:
                        count[t] += f.runes[c]
                elif kind in count:
                    count[kind] += f.runes[c]
            out.append(count)
        return out

    def pot(self, pos: Position) -> tuple[dict[str, float], float]:
        """The Tribute's rune cards as majorities share them: worth by rune type (a Tyr by its
        orientation), and the Freyjas' worth (they go to the most runes of all types)."""
        f = self.f
        by_type: dict[str, float] = {}
        freyjas = 0.0
        for c in pos.rows[self.h]:
            kind = f.rune_type[c]
            if kind == FREYJA:
                freyjas += self.worth[c]
                continue
            if kind == TYR:
                kind = pos.orient.get(c, "")
            if f.score[c] and kind:
                by_type[kind] = by_type.get(kind, 0.0) + self.worth[c]
        return by_type, freyjas

    def majority_gains(
        self,
        over: int,
        counts: list[dict[str, int]],
        pot: tuple[dict[str, float], float],
    ) -> list[float]:
        """What every place wins when `over` overshoots: the Tribute by majority (§5.4)."""
        gains = [0.0] * self.h
        by_type, freyjas = pot
        rivals = [q for q in range(self.h) if q != over]
        for kind, worth in by_type.items():
            winner = _strict_top(rivals, [counts[q].get(kind, 0) for q in rivals])
            if winner >= 0:
                gains[winner] += worth
        if freyjas:
            winner = _strict_top(rivals, [sum(counts[q].values()) for q in rivals])
            if winner >= 0:
                gains[winner] += freyjas
        return gains

    # ------------------------------------------------------------------ values

    def jokers_worth(self, pos: Position) -> list[float]:
        worth = self.w.jokers
        return [sum(worth.get(k, 0.0) for k in held) for held in pos.jokers]

    def values(self, pos: Position, recipient: int) -> list[float]:
        """Every place's expected points once the card that reached `recipient` is resolved:
        the collection it causes, or the round's expected gains (see the module docstring)."""
        values = [a + b for a, b in zip(self.points, self.jokers_worth(pos), strict=True)]
        gaps = self.gaps(pos)
        found = self.check(pos, recipient, gaps)
        if found is not None:
            p, exact = found
            if exact:
                values[p] += self.row_worth(pos.rows[p]) + self.row_worth(pos.rows[self.h])
            else:
                gains = self.majority_gains(p, self.counts(pos), self.pot(pos))
                for q in range(self.h):
                    values[q] += gains[q]
            return values
        self.add_equity(pos, gaps, values)
        return values

    def add_equity(self, pos: Position, gaps: list[int], values: list[float]) -> None:
        """Adds each place's expected gain from the rest of the round (no collection yet)."""
        h, w = self.h, self.w
        chances: list[tuple[int, float, float]] = []  # place, weight of ending it, P_hit
        owner = self.controller[self.active]
        for p in range(h):
            if not self.receives[p]:
                continue
            gap = min(max(gaps[p], 1), MAX_GAP)
            hit = self.hit[gap]
            if self.hand and not pos.dealt[p] and self.controller[p] == owner:
                # the active player may still hand this stake the exact card from the hand
                near = self.next_stars[gap] if gap < len(self.next_stars) else 0.0
                chance = w.finisher * (1.0 - (1.0 - near) ** self.hand)
                hit = chance + (1.0 - chance) * hit
            chances.append((p, 1.0 / gap, hit))
        norm = sum(c[1] for c in chances) or 1.0
        tribute = self.row_worth(pos.rows[h])
        pot = self.pot(pos)
        counts = self.counts(pos) if w.majority and (pot[0] or pot[1]) else None
        for p, ends, hit in chances:
            share = ends / norm
            values[p] += w.potential * share * hit * (self.row_worth(pos.rows[p]) + tribute)
            if counts is not None:
                over = self.majority_gains(p, counts, pot)
                for q in range(h):
                    values[q] += w.majority * share * (1.0 - hit) * over[q]

    def values_after(
        self, pos: Position, cid: int, to: int, choice: str, expand: bool = True
    ) -> list[float]:
        """`values` once `cid` reached `to`, averaged over the card a Sleipnir or a raven makes
        its receiver draw (its stars first; a raven's own stars come back at the end), unless
        `expand` is off (an imagined card: one average is enough)."""
        after = self.arrive(pos, cid, to, choice)
        if not expand or self.f.act[cid] not in (DRAW, RAVEN) or not self.draw_pile:
            return self.values(after, to)
        total = [0.0] * self.h
        for drawn, chance in self.groups():
            vals = self.values(self.arrive(after, drawn, to, ""), to)
            for q in range(self.h):
                total[q] += chance * vals[q]
        return total


def _strict_top(candidates: list[int], counts: list[int]) -> int:
    """The candidate with the strictly highest count, -1 on a tie (a top of 0 is a tie)."""
    best = max(counts)
    if best <= 0 or counts.count(best) > 1:
        return -1
    return candidates[counts.index(best)]


def _draw_groups(unknown: list[int], f: Facts, worth: list[float]) -> list[tuple[int, float]]:
    """The cards never seen as a few kinds that act alike on a row (stars, effect, objective,
    joker), each with its chance and the member whose worth is nearest the kind's mean."""
    groups: dict[tuple[int, int, int, str], list[int]] = {}
    for c in unknown:
        act = f.act[c]
        key = (f.stars[c], act, f.objective[c], f.key[c] if act == JOKER else "")
        groups.setdefault(key, []).append(c)
    out: list[tuple[int, float]] = []
    for members in groups.values():
        mean = sum(worth[c] for c in members) / len(members)
        rep = min(members, key=lambda c: abs(worth[c] - mean))
        out.append((rep, len(members) / len(unknown)))
    return out

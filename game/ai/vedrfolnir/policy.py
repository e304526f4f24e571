"""The greedy policy: a score for every legal action of every decision the core asks.

Why one scorer for every decision: attributing a card, answering with a joker and making a
drawn card's choice all come down to "which place does this card end in, and what does that do
to everyone's expected points" (`table.py`), weighed by whose interest the deciding player has:
its own place against every other one, the leader most (`Table.perspective`). The same scores
drive the normal level (best score), the easy level (softmax), the search's rollouts
(epsilon-greedy) and its candidate pruning (top K).

A rival holding a joker answers a card the way this policy would (one level deep): Nornes when
the card hurts it, Heimdall to the place where the card hurts it least and its rivals most.
The scorer reads only the view of the state it is given.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.ai.vedrfolnir.core import ToBrynhildr, public
from game.ai.vedrfolnir.facts import FIRST_OR_LAST, HEL, JOKER, TRIGGER, TYR
from game.ai.vedrfolnir.table import TRIBUTE, Position, Table
from game.ai.vedrfolnir.values import DEFAULT_WEIGHTS, Weights

NORNES, HEIMDALL = "nornes", "heimdall"


def score_actions(
    state: Any, seat: int, actions: Sequence[Any], w: Weights = DEFAULT_WEIGHTS
) -> list[float]:
    """One score per action of `actions` (the player's legal actions now); higher is better."""
    return scores_from(public(state), seat, actions, w)


def scores_from(
    view: Mapping[str, Any], seat: int, actions: Sequence[Any], w: Weights = DEFAULT_WEIGHTS
) -> list[float]:
    """`score_actions` on a view (or the public snapshot, which has the keys read here)."""
    kind = view["pending"]
    if len(actions) < 2 or kind not in ("reveal", "attribute", "respond", "choose"):
        return [0.0] * len(actions)
    t = Table(view, w)
    if kind == "attribute":
        cid = view["revealed"]
        return [t.utility(seat, attribution(t, t.start, cid, a.to, a.choice)) for a in actions]
    if kind == "respond":
        return respond_scores(t, view, seat, actions)
    if kind == "choose":
        transit = view["transit"] or {}
        cid, to = transit.get("card", -1), transit.get("to")
        if cid < 0 or to is None:
            return [0.0] * len(actions)
        return [t.utility(seat, t.values_after(t.start, cid, to, a.choice)) for a in actions]
    return reveal_scores(t, seat, actions)


def attribution(
    t: Table, pos: Position, cid: int, to: int, choice: str, expand: bool = True
) -> list[float]:
    """Every place's values once the active player gives `cid` to `to` (its slot used), the
    recipient's answer with a joker included (`expand`: see `Table.values_after`)."""
    given = pos.copy()
    given.dealt[to if to != TRIBUTE else t.h] = True
    if not counterable(t, given, cid, to, choice):
        return t.values_after(given, cid, to, choice, expand)
    options = answers(t, given, cid, to, choice, expand)
    chooser = t.controller[to]
    return max(options, key=lambda vals: t.utility(chooser, vals))


def counterable(t: Table, pos: Position, cid: int, to: int, choice: str) -> bool:
    """R-1: a response window opens (a place holding Nornes or Heimdall, a card that is not a
    joker, not Hel destroying a joker)."""
    if to == TRIBUTE or t.controller[to] < 0:
        return False
    held = pos.jokers[to]
    if NORNES not in held and HEIMDALL not in held:
        return False
    act = t.f.act[cid]
    if act in (JOKER, TRIGGER):
        return False
    return not (act == HEL and choice.startswith("destroy"))


def answers(
    t: Table, pos: Position, cid: int, to: int, choice: str, expand: bool = True
) -> list[list[float]]:
    """The values of each answer of place `to` to `cid`: accept, Nornes, Heimdall anywhere."""
    options = [t.values_after(pos, cid, to, choice, expand)]
    held = pos.jokers[to]
    if NORNES in held:
        refused = pos.copy()
        refused.jokers[to] = held - {NORNES}
        options.append(t.values(refused, to))
    if HEIMDALL in held:
        for target, again in redirects(t, pos, cid, to):
            options.append(heimdall_values(t, pos, cid, to, target, again, expand))
    return options


def redirects(t: Table, pos: Position, cid: int, by: int) -> list[tuple[int, str]]:
    """Where place `by` may send `cid` with Heimdall and the choices it may make anew (X-HEIMDALL:
    a place of the active player only to a recipient not dealt to yet)."""
    own = t.controller[by] == t.controller[t.active]
    out: list[tuple[int, str]] = []
    for target in [*range(t.h), TRIBUTE]:
        if target == by or (target != TRIBUTE and t.controller[target] < 0):
            continue
        if own and pos.dealt[target if target != TRIBUTE else t.h]:
            continue
        out.extend((target, c) for c in variants(t, cid))
    return out


def heimdall_values(
    t: Table, pos: Position, cid: int, by: int, target: int, choice: str, expand: bool = True
) -> list[float]:
    sent = pos.copy()
    sent.jokers[by] = pos.jokers[by] - {HEIMDALL}
    if t.controller[by] == t.controller[t.active]:
        sent.dealt[target if target != TRIBUTE else t.h] = True
    return t.values_after(sent, cid, target, choice, expand)


def variants(t: Table, cid: int) -> tuple[str, ...]:
    """The choices worth trying for a card whose legal choices are not listed (an imagined
    card, a redirect): Tyr's two orientations, Sköll & Hati's two ends; Hel none."""
    f = t.f
    if f.rune_type[cid] == TYR:
        return ("odin", "thor")
    if f.act[cid] == FIRST_OR_LAST:
        return ("first", "last")
    return ("",)


def respond_scores(
    t: Table, view: Mapping[str, Any], seat: int, actions: Sequence[Any]
) -> list[float]:
    """Accept, Nornes or Heimdall (with its target and new choice) for the card in transit."""
    transit = view["transit"] or {}
    cid, at = transit.get("card", -1), transit.get("to")
    if cid < 0 or at is None or at == TRIBUTE:
        return [0.0] * len(actions)
    choice = transit.get("choice") or ""
    pos = t.start
    scores = []
    for a in actions:
        if a.joker == NORNES:
            refused = pos.copy()
            refused.jokers[at] = pos.jokers[at] - {NORNES}
            vals = t.values(refused, at)
        elif a.joker == HEIMDALL:
            vals = heimdall_values(t, pos, cid, at, a.to, a.choice)
        else:
            vals = t.values_after(pos, cid, at, choice)
        scores.append(t.utility(seat, vals))
    return scores


def reveal_scores(t: Table, seat: int, actions: Sequence[Any]) -> list[float]:
    """Solo: turn the next hand card (then give it to the best open place) or send it face
    down to Brynhildr. Revealing is worth the mean, over the cards never seen, of the best
    attribution (over the cards' stars, a coarse average); sending is worth the table as it
    is."""
    stay = t.utility(seat, t.values(t.start, t.active))
    groups = t.star_groups()
    if not groups:
        return [stay if _is_brynhildr(a) else 0.0 for a in actions]
    open_places = [
        p
        for p in [*range(t.h), TRIBUTE]
        if not t.start.dealt[p if p != TRIBUTE else t.h] and (p == TRIBUTE or t.controller[p] >= 0)
    ]
    reveal = 0.0
    for cid, chance in groups:
        reveal += chance * max(
            t.utility(seat, attribution(t, t.start, cid, p, c, expand=False))
            for p in open_places
            for c in variants(t, cid)
        )
    return [stay if _is_brynhildr(a) else reveal for a in actions]


def _is_brynhildr(action: Any) -> bool:
    return isinstance(action, ToBrynhildr)

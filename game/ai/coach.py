"""The coach: what the hard level would play at a seat's decision, its best few options and why.

Why it runs the hard agent itself rather than a search of its own: a hint that differed from
what the hard opponents play would teach another game. `hint` therefore calls `SearchAgent` with
the caller's budget and rng (the same sampled worlds, the same configuration) and reads the
search's root statistics back (`SearchResult.values`). It only ever looks at the seat's
observation (`hooks.observe`), so neither the options nor the reason can come from hidden cards.

Worth is the search's value of an option, in percent: the mean reward of its simulations, which
at the end of a game is mostly the share of victory and before it a squashed lead in points (see
`Search._rewards`); 50 % is "level with the best rival".

The reason is a kind and parameters (`Reason`), built by the game's explainer from the position
and the chosen action (`game/ai/<game>/explain.py`); where the game gives none, the game's own
position value (`Hooks.evaluate`) or quick scores (`Hooks.scores`) are read the same way, so the
generic line ("the strongest option of the search") is left to choices only the search tells
apart. The window turns a reason into one line of its language (`coach.reason.<kind>` in the
strings files).
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.ai.agent import Budget, legal_or_fail
from game.ai.hooks import hooks_of
from game.ai.search.ismcts import SearchAgent, SearchConfig
from game.core.game import GameInfo

TOP = 3  # options listed beside the suggestion
# Every reason kind a game's explainer may return, with its parameters: the strings files give
# each one line in every language (tested).
KINDS: dict[str, tuple[str, ...]] = {
    "only": (),
    "fallback": ("gap",),
    "category": ("category", "points"),
    "hero_line": ("category",),
    "bid_top": ("coin", "tavern"),
    "trade": ("low", "high", "total"),
    "upgrade": ("coin", "total"),
    "exact": ("place", "total", "objective"),
    "exact_god": ("place", "total", "objective", "category", "points"),
    "overshoot": ("place", "total", "objective"),
    "adds": ("place", "total", "objective"),
    "tribute": ("stars",),
    "tie": ("coin", "gem", "tavern"),
    "hand_wins": ("coin", "best"),
    "hand_saves": ("coin", "best"),
    "lead_take": ("category", "mine", "theirs"),
    "lead_keep": ("category", "mine", "theirs"),
    "deny": ("category", "points"),
    "deny_offering": ("amount",),
    "reserve": ("category", "points"),
    "least_loss": ("points",),
    "spares": ("points",),
    "hurts": ("points",),
    "offering": ("amount",),
    "mercenary": ("category", "points"),
    "worth": ("points",),
    "refuse": ("place", "now", "total", "objective"),
    "refuse_effect": ("place",),
    "leaves": ("place", "total", "objective"),
    "rune_take": ("place", "category", "mine", "theirs"),
    "rune_keep": ("place", "category", "mine", "theirs"),
    "reveal": ("chance", "pile"),
    "to_brynhildr": ("chance", "pile"),
    "estimate": ("points", "ahead"),
    "estimate_least": ("points", "ahead"),
    "rule": ("ahead",),
}
COMPARED = 12  # options whose effect on the score `compare` plays out (the search's best first)


@dataclass(frozen=True)
class Reason:
    """Why the suggestion: a kind of `KINDS` and its parameters (numbers, category keys, place
    indexes), never text, so every language renders it."""

    kind: str
    params: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Option:
    """One legal action and its worth: the search's value in percent (None: the search never
    tried it, the game's heuristic ranked it below the options kept) and its simulations."""

    action: Any
    worth: float | None
    visits: int


@dataclass(frozen=True)
class Evaluation:
    """Every legal option of a position for a seat, best first, and the hard agent's choice."""

    action: Any
    options: list[Option]
    iterations: int


@dataclass(frozen=True)
class Hint:
    """`mixed`: a sealed decision, where the hard agent draws its choice among its strongest
    options (a bid rivals could read is a bid they beat), so the suggestion need not be the one
    of highest worth; `best` is then listed by worth, the suggestion among them."""

    action: Any
    best: list[Option]  # the two or three best options, the suggestion among them
    reason: Reason
    iterations: int
    mixed: bool = False


Explainer = Callable[[Any, int, Any, list[Option]], Reason | None]


def evaluate(
    info: GameInfo,
    state: Any,
    seat: int,
    budget: Budget | int | float | None = None,
    rng: random.Random | None = None,
    config: SearchConfig | None = None,
) -> Evaluation:
    """Score every legal option of `seat` with the hard agent's search: the choice is the one
    `make_agent(info, "hard").choose(state, seat, budget, rng)` returns (the end-of-game review
    reuses this to find the decisions that cost the most)."""
    actions = legal_or_fail(state, seat)
    if len(actions) == 1:
        return Evaluation(actions[0], [Option(actions[0], None, 0)], 0)
    agent = SearchAgent(info, config=config)
    chosen = agent.choose(state, seat, budget, rng or random.Random(0))
    assert agent.last is not None
    values = agent.last.values
    options = [Option(a, _percent(values.get(a)), values.get(a, (0.0, 0))[1]) for a in actions]
    options.sort(key=lambda o: (o.action != chosen, o.worth is None, -(o.worth or 0.0)))
    return Evaluation(chosen, options, agent.last.iterations)


def _percent(value: tuple[float, int] | None) -> float | None:
    if value is None or value[1] == 0:
        return None
    return round(100.0 * value[0], 1)


def hint(
    info: GameInfo,
    state: Any,
    seat: int,
    budget: Budget | int | float | None = None,
    rng: random.Random | None = None,
) -> Hint:
    """The hard agent's choice for `seat`, its best options and a reason built from the seat's
    observation (never the real hidden state)."""
    found = evaluate(info, state, seat, budget, rng)
    best = found.options[:TOP]
    mixed = len(found.options) > 1 and state.pending() in info.sealed
    if mixed:
        best = sorted(best, key=lambda o: -1.0 if o.worth is None else -o.worth)
    seen = hooks_of(info).observe(state, seat)
    reason = explain(info, seen, seat, found.action, found.options)
    return Hint(found.action, best, reason, found.iterations, mixed)


def explain(info: GameInfo, seen: Any, seat: int, action: Any, options: list[Option]) -> Reason:
    """The game's reason for `action`, else what the game's position value or quick scores say
    of it, else the generic one (the search's gap to the next option)."""
    if len(options) == 1:
        return Reason("only")
    found = (
        _explainer(info)(seen, seat, action, options)
        or estimate(info, seen, seat, action, options)
        or rule_of_thumb(info, seen, seat, action)
    )
    return found if found is not None else fallback(options)


def fallback(options: list[Option]) -> Reason:
    """ "The strongest option of the search, N points of value ahead of the next"."""
    worths = [o.worth for o in options if o.worth is not None]
    gap = worths[0] - worths[1] if len(worths) > 1 else 0.0
    return Reason("fallback", {"gap": max(0, round(gap))})


def played(seen: Any, action: Any) -> Any | None:
    """A copy of the seat's observation after `action`, None when the copy cannot take it alone
    (a sealed bid, a decision out of turn): the explainers read their figures from it."""
    after = seen.clone()
    try:
        after.apply(action)
    except Exception:  # whatever the rules core refuses of a copy: there is nothing to read
        return None
    return after


def sheet_gain(seen: Any, seat: int, action: Any) -> tuple[Any, str, int] | None:
    """Play `action` on a copy of the seat's observation: the copy after it, and the category of
    the seat's score sheet that gains the most (with its gain), None when none gains."""
    before = seen.outcome().sheets[seat]
    after = played(seen, action)
    if after is None:
        return None
    sheet = after.outcome().sheets[seat]
    gains = [(sheet[k] - before.get(k, 0), k) for k in sheet if k != "total"]
    gain, category = max(gains, default=(0, ""))
    return (after, category, gain) if gain > 0 else None


def compare(seen: Any, seat: int, action: Any, options: list[Option]) -> Reason | None:
    """What `action` does to the score sheets beside the other options (the search's best
    first): the least the seat loses where every option costs, a loss it spares where others
    cost, or the most a rival loses; None when the sheets cannot tell them apart."""
    changes = {o.action: change for o in options[:COMPARED] if (change := _change(seen, seat, o))}
    chosen = changes.pop(action, None)
    if chosen is None or not changes:
        return None
    mine, theirs = chosen
    others = [m for m, _ in changes.values()]
    if mine < 0 and mine >= max(others):
        return Reason("least_loss", {"points": -mine})
    if mine >= 0 and min(others) < 0:
        return Reason("spares", {"points": -min(others)})
    if theirs < 0 and theirs <= min(t for _, t in changes.values()):
        return Reason("hurts", {"points": -theirs})
    return None


def _change(seen: Any, seat: int, option: Option) -> tuple[int, int] | None:
    """The seat's change of total and the change of the rival who loses most, None when the
    copy cannot play the option alone."""
    before = [s["total"] for s in seen.outcome().sheets]
    after = played(seen, option.action)
    if after is None:
        return None
    totals = [s["total"] for s in after.outcome().sheets]
    rivals = [t - b for i, (t, b) in enumerate(zip(totals, before, strict=True)) if i != seat]
    return totals[seat] - before[seat], min(rivals, default=0)


def estimate(
    info: GameInfo, seen: Any, seat: int, action: Any, options: list[Option]
) -> Reason | None:
    """Where no rule gives a figure (a card whose worth comes later: a camp card, a god, a
    column for a hero), the game's own position value (`Hooks.evaluate`, the seat's expected
    final score from public facts, as the search's rollouts use it): what `action` adds to it,
    when it adds the most of the options played out."""
    hooks = hooks_of(info)
    values = {
        o.action: v
        for o in options[:COMPARED]
        if (v := _expected(hooks, seen, seat, o.action)) is not None
    }
    chosen = values.pop(action, None)
    if chosen is None or not values or chosen <= max(values.values()):
        return None
    change = round(chosen - hooks.evaluate(seen, hooks.weights)[seat])
    ahead = max(1, round(chosen - max(values.values())))
    if change > 0:
        return Reason("estimate", {"points": change, "ahead": ahead})
    return Reason("estimate_least", {"points": -change, "ahead": ahead})


def rule_of_thumb(info: GameInfo, seen: Any, seat: int, action: Any) -> Reason | None:
    """A decision whose effect the position cannot show at once (a god's power, going first or
    last): the game's quick scores (`Hooks.scores`, in points of expected final score, the
    normal level's own), when they rank `action` first and ahead of the next."""
    hooks = hooks_of(info)
    legal = seen.legal_actions(seat)
    if hooks.scores is None or action not in legal:
        return None
    scores = hooks.scores(seen, seat, legal, hooks.weights)
    if len(scores) != len(legal):
        return None
    mine = scores[legal.index(action)]
    others = [s for a, s in zip(legal, scores, strict=True) if a != action]
    if not others or mine - max(others) < 0.5:
        return None
    return Reason("rule", {"ahead": round(mine - max(others))})


def _expected(hooks: Any, seen: Any, seat: int, action: Any) -> float | None:
    after = played(seen, action)
    if after is None:
        return None
    return float(hooks.evaluate(after, hooks.weights)[seat])


_explainers: dict[str, Explainer] = {}


def _explainer(info: GameInfo) -> Explainer:
    """The game's `EXPLAIN` from `<its AI module>.explain`, else no particular reason."""
    found = _explainers.get(info.key)
    if found is None:
        try:
            module = importlib.import_module(f"{info.ai}.explain") if info.ai else None
        except ModuleNotFoundError:
            module = None
        found = getattr(module, "EXPLAIN", None) or _none
        _explainers[info.key] = found
    return found


def _none(seen: Any, seat: int, action: Any, options: list[Option]) -> Reason | None:
    return None

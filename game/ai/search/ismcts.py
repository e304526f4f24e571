"""The hard level: information-set Monte Carlo tree search (single observer), written once
against the contract (`game/core/game.py`) for every game; what only a game knows comes from its
hooks (`game/ai/hooks.py`).

Why this design (see docs/rules/engineering.md §2):
- Each iteration samples one world consistent with what the searcher sees
  (`hooks.observe` then `state.determinize`), so the tree is built over information sets and the
  search never reads a deck's order or an unrevealed coin.
- Sealed decisions (`state.pending()` in `GameInfo.sealed`) are simultaneous: at such a node
  every seat picks from its own statistics (decoupled UCT), the joint choice leads to the child.
  Each seat's options are pruned to the game's best K (`hooks.scores`).
- Sequential decisions use UCB1 with availability counts (a card may be legal in one sampled world
  and not in another), each seat maximising its own reward (max^n).
- Rollouts follow the game's quick policy (`hooks.rollout`) and stop at its horizon
  (`hooks.horizon`, for Nidavellir the end of the current Age), where the game's value of every
  seat (`hooks.evaluate`) turns into a reward; at the end of the game the real score does.
- The final choice at a sealed decision is sampled from the visit counts (`hooks.sealed_choice`),
  so a human cannot read the AI's hidden choice.
Only iteration budgets are reproducible; seconds are for the window.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from game.ai.agent import Budget, legal_or_fail
from game.ai.choice import best_index, top
from game.ai.hooks import Hooks, hooks_of, uniform
from game.core.game import GameInfo


@dataclass(frozen=True)
class SearchConfig:
    iterations: int = 200  # default budget when the caller gives none
    k_self: int = 5  # options kept for the searcher at a sealed decision
    k_other: int = 4  # options kept for every other seat there
    k_seq: int = 6  # most options kept at any other decision
    explore: float = 0.5  # UCB exploration constant (rewards lie in [0, 1])
    epsilon: float = 0.1  # rollout noise
    bid_temperature: float = 0.35  # sealed choice sampled in proportion to visits ** (1 / this)
    bid_floor: float = 0.5  # sealed options visited less than this share of the best: never played
    leaf_scale: float = 12.0  # points of lead (the game's value) worth a reward of about 0.73
    end_scale: float = 15.0
    win_weight: float = 0.8  # at the end: this × win share + the rest × score margin
    weights: Any = None  # the game's heuristic constants (None: its hooks' default)


class Node:
    __slots__ = ("cands", "children", "stats", "visits")

    def __init__(self) -> None:
        self.children: dict[object, Node] = {}
        self.stats: dict[Any, list[float]] = {}  # action -> [reward sum, visits, availability]
        self.visits = 0
        self.cands: dict[object, list[Any]] | None = None  # actions kept at this node


@dataclass
class SearchResult:
    action: Any
    iterations: int
    seconds: float
    visits: dict[str, int]  # text of each root option of the searcher -> visits
    # each root option of the searcher -> (mean reward in [0, 1], visits): what the coach shows
    values: dict[Any, tuple[float, int]] = field(default_factory=dict)


class Search:
    """One decision's search; `run` returns the chosen action and the root statistics."""

    def __init__(
        self,
        config: SearchConfig,
        rng: random.Random,
        hooks: Hooks,
        sealed: frozenset[str] = frozenset(),
    ) -> None:
        self.cfg = config
        self.rng = rng
        self.hooks = hooks
        self.sealed = sealed  # `pending()` names decided by all seats in secret
        self.w = config.weights

    # ------------------------------------------------------------------ driver

    def run(self, root_state: Any, me: int, budget: Budget) -> SearchResult:
        start = time.perf_counter()
        root = Node()
        iterations = budget.iterations
        if iterations is None and budget.seconds is None:
            iterations = self.cfg.iterations
        deadline = start + budget.seconds if budget.seconds is not None else math.inf
        stop = budget.stop
        done = 0
        while True:
            if iterations is not None and done >= iterations:
                break
            if (
                done % 8 == 0
                and done >= 8
                and (time.perf_counter() > deadline or (stop is not None and stop()))
            ):
                break
            self._iterate(root_state, root, me)
            done += 1
        action = self._final(root_state, root, me)
        mine = {a: st for a, st in root.stats.items() if a.seat == me}
        visits = {str(a): int(st[1]) for a, st in mine.items()}
        values = {a: (st[0] / st[1] if st[1] else 0.0, int(st[1])) for a, st in mine.items()}
        return SearchResult(action, done, time.perf_counter() - start, visits, values)

    def _final(self, root_state: Any, root: Node, me: int) -> Any:
        mine = [(a, st) for a, st in root.stats.items() if a.seat == me and st[1] > 0]
        if not mine:
            actions = root_state.legal_actions(me)
            return actions[best_index(self._scores(root_state, me, actions))]
        if root_state.pending() in self.sealed:
            return self.hooks.sealed_choice(mine, self.rng, self.cfg)
        return max(mine, key=lambda item: (item[1][1], item[1][0] / item[1][1]))[0]

    def _scores(self, s: Any, seat: int, actions: Sequence[Any]) -> list[float]:
        scores = self.hooks.scores or uniform
        return scores(s, seat, actions, self.w)

    # ------------------------------------------------------------------ one iteration

    def _iterate(self, root_state: Any, root: Node, me: int) -> None:
        s = root_state.determinize(me, self.rng)
        going = self.hooks.horizon(s)
        candidate_key = self.hooks.candidate_key
        sealed = self.sealed
        node = root
        path: list[tuple[Node, list[Any]]] = []
        explore = self.cfg.explore
        while going(s):
            if s.pending() in sealed:
                seats = s.to_move()
                if node.cands is None:
                    node.cands = {}
                joint: list[Any] = []
                for seat in seats:
                    # Options below the root can differ between sampled worlds (in Nidavellir
                    # another seat's hidden pouch decides its trade), so candidates are kept by
                    # what they depend on.
                    key = candidate_key(s, seat)
                    cands = node.cands.get(key)
                    if cands is None:
                        cands = node.cands[key] = self._sealed_candidates(s, seat, me)
                    joint.append(self._select_decoupled(node, cands, explore))
                for choice in joint:
                    s.apply(choice)
                path.append((node, joint))
                child_key: object = tuple(joint)
            else:
                seat = s.to_move()[0]
                legal = s.legal_actions(seat)
                if len(legal) == 1:
                    s.apply(legal[0])
                    continue
                action = self._select_sequential(s, node, seat, legal, explore)
                s.apply(action)
                path.append((node, [action]))
                child_key = action
            child = node.children.get(child_key)
            if child is None:
                node.children[child_key] = Node()
                break
            node = child
        self.hooks.rollout(s, going, self.rng, self.cfg)
        rewards = self._rewards(s)
        for visited, actions in path:
            visited.visits += 1
            for action in actions:
                st = visited.stats[action]
                st[0] += rewards[action.seat]
                st[1] += 1

    def _sealed_candidates(self, s: Any, seat: int, me: int) -> list[Any]:
        options = s.legal_actions(seat)
        if self.hooks.scores is None:
            return list(options)
        k = self.cfg.k_self if seat == me else self.cfg.k_other
        return top(options, self._scores(s, seat, options), k)

    def _select_decoupled(self, node: Node, cands: list[Any], explore: float) -> Any:
        stats = node.stats
        for a in cands:
            if a not in stats:
                stats[a] = [0.0, 0.0, 0.0]
                return a
        log_n = math.log(node.visits + 1)
        best, best_value = cands[0], -math.inf
        for a in cands:
            w, n, _ = stats[a]
            if n == 0:
                return a
            value = w / n + explore * math.sqrt(log_n / n)
            if value > best_value:
                best, best_value = a, value
        return best

    def _select_sequential(
        self, s: Any, node: Node, seat: int, legal: list[Any], explore: float
    ) -> Any:
        if node.cands is None:
            node.cands = {}
        kept = node.cands.get(seat)
        legal_set = set(legal)
        allowed = [a for a in kept if a in legal_set] if kept is not None else []
        if not allowed:
            fresh = self._top(s, seat, legal)
            kept = (kept or []) + [a for a in fresh if kept is None or a not in kept]
            node.cands[seat] = kept
            allowed = [a for a in kept if a in legal_set]
        stats = node.stats
        for a in allowed:
            st = stats.get(a)
            if st is None:
                stats[a] = [0.0, 0.0, 1.0]
                return a
            st[2] += 1
        best, best_value = allowed[0], -math.inf
        for a in allowed:
            w, n, avail = stats[a]
            if n == 0:
                return a
            value = w / n + explore * math.sqrt(math.log(avail) / n)
            if value > best_value:
                best, best_value = a, value
        return best

    def _top(self, s: Any, seat: int, legal: list[Any]) -> list[Any]:
        """The game's best `k_seq` actions, best first (the order the tree tries them)."""
        if self.hooks.scores is None:
            return legal
        return top(legal, self._scores(s, seat, legal), self.cfg.k_seq)

    # ------------------------------------------------------------------ rewards

    def _rewards(self, s: Any) -> list[float]:
        """Each seat's reward in [0, 1]: at the end, mostly its share of the victory and partly
        its score margin over the best rival; before, its margin in the game's value."""
        cfg = self.cfg
        if s.is_over():
            totals = self.hooks.final(s)
            top_total = max(totals)
            winners = totals.count(top_total)
            scale, win = cfg.end_scale, cfg.win_weight
        else:
            totals = self.hooks.evaluate(s, self.w)
            scale, win = cfg.leaf_scale, 0.0
        n = len(totals)
        rewards = []
        for seat in range(n):
            rival = max(totals[j] for j in range(n) if j != seat)
            margin = _sigmoid((totals[seat] - rival) / scale)
            share = (1.0 / winners if totals[seat] == top_total else 0.0) if win else 0.0
            rewards.append(win * share + (1 - win) * margin)
        return rewards


def _sigmoid(x: float) -> float:
    if x < -30:
        return 0.0
    if x > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


class SearchAgent:
    """The hard level for one game. `iterations` or `seconds` set its default budget per
    decision."""

    level = "hard"

    def __init__(
        self,
        info: GameInfo,
        seed: int = 0,
        iterations: int | None = None,
        seconds: float | None = None,
        config: SearchConfig | None = None,
    ) -> None:
        self.info = info
        self.hooks = hooks_of(info)
        self.rng = random.Random(seed)
        config = config or SearchConfig()
        if config.weights is None:
            config = replace(config, weights=self.hooks.weights)
        self.config = config
        self.default = Budget(iterations=iterations, seconds=seconds)
        if iterations is None and seconds is None:
            self.default = Budget(iterations=self.config.iterations)
        self.last: SearchResult | None = None

    def choose(
        self,
        state: Any,
        seat: int,
        budget: Budget | int | float | None = None,
        rng: random.Random | None = None,
    ) -> Any:
        actions = legal_or_fail(state, seat)
        if len(actions) == 1:
            return actions[0]
        seen = self.hooks.observe(state, seat)
        return self.think(seen, seat, budget, rng)

    def think(
        self,
        seen: Any,
        seat: int,
        budget: Budget | int | float | None = None,
        rng: random.Random | None = None,
    ) -> Any:
        """Search from an information-set copy (`hooks.observe(state, seat)`), on any thread."""
        self.hooks.reopen(seen, seat)
        chosen = Budget.of(budget)
        if chosen.iterations is None and chosen.seconds is None:
            chosen = Budget(self.default.iterations, self.default.seconds, chosen.stop)
        search = Search(self.config, rng or self.rng, self.hooks, self.info.sealed)
        result = search.run(seen, seat, chosen)
        self.last = result
        return result.action

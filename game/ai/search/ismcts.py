"""The hard level: information-set Monte Carlo tree search (single observer) over the core.

Why this design (see spec/engineering-notes.md §2):
- Each iteration samples one world consistent with what the searcher sees
  (`observe` then `state.determinize`), so the tree is built over information sets and the search
  never reads the deck order or an unrevealed coin.
- Sealed bids are simultaneous: at a bid node every seat picks from its own statistics (decoupled
  UCT), the joint bid leads to the child. Bids are pruned to the greedy's best K per seat.
- Sequential decisions use UCB1 with availability counts (a card may be legal in one sampled world
  and not in another), each seat maximising its own reward (max^n).
- Rollouts follow the greedy policy with a little noise and stop at the end of the current Age,
  where the heuristic value of every seat turns into a reward; in Age 2 they reach the real score.
- The final bid is sampled from the visit counts, so a human cannot read the AI's coins.
Only iteration budgets are reproducible; seconds are for the window.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field

from game.ai.agent import Budget
from game.ai.nidavellir import bidding
from game.ai.nidavellir.heuristic import Context, evaluate
from game.ai.nidavellir.observe import observe, reopen_bids
from game.ai.nidavellir.policy import best_index, score_actions
from game.ai.nidavellir.value import profiles
from game.ai.nidavellir.weights import DEFAULT_WEIGHTS, Weights
from game.nidavellir.actions import Action, Bid, Pick
from game.nidavellir.flow import BIDS, OVER, PICK
from game.nidavellir.state import State


@dataclass(frozen=True)
class SearchConfig:
    iterations: int = 200  # default budget when the caller gives none
    k_self: int = 5  # bids kept for the searcher
    k_other: int = 4  # bids kept for every other seat
    k_seq: int = 6  # most options kept at any other decision
    explore: float = 0.5  # UCB exploration constant (rewards lie in [0, 1])
    epsilon: float = 0.1  # rollout noise
    bid_temperature: float = 0.35  # final bid sampled in proportion to visits ** (1 / this)
    bid_floor: float = 0.5  # bids visited less than this share of the best are never played
    leaf_scale: float = 12.0  # points of heuristic lead worth a reward of about 0.73
    end_scale: float = 15.0
    win_weight: float = 0.8  # at the end: this × win share + the rest × score margin
    weights: Weights = field(default_factory=lambda: DEFAULT_WEIGHTS)


class Node:
    __slots__ = ("cands", "children", "stats", "visits")

    def __init__(self) -> None:
        self.children: dict[object, Node] = {}
        self.stats: dict[Action, list[float]] = {}  # action -> [reward sum, visits, availability]
        self.visits = 0
        self.cands: dict[object, list[Action]] | None = None  # actions kept at this node


@dataclass
class SearchResult:
    action: Action
    iterations: int
    seconds: float
    visits: dict[str, int]  # text of each root option of the searcher -> visits


class Search:
    """One decision's search; `run` returns the chosen action and the root statistics."""

    def __init__(self, config: SearchConfig, rng: random.Random) -> None:
        self.cfg = config
        self.rng = rng
        self.w = config.weights

    # ------------------------------------------------------------------ driver

    def run(self, root_state: State, me: int, budget: Budget) -> SearchResult:
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
        visits = {str(a): int(st[1]) for a, st in root.stats.items() if a.seat == me}
        return SearchResult(action, done, time.perf_counter() - start, visits)

    def _final(self, root_state: State, root: Node, me: int) -> Action:
        mine = [(a, st) for a, st in root.stats.items() if a.seat == me and st[1] > 0]
        if not mine:
            seen = root_state
            actions = seen.legal_actions(me)
            return actions[best_index(score_actions(seen, me, actions, self.w))]
        if sealed_bids(root_state):
            top = max(st[1] for _, st in mine)
            pool = [(a, st[1]) for a, st in mine if st[1] >= self.cfg.bid_floor * top]
            power = 1.0 / self.cfg.bid_temperature
            weights = [n**power for _, n in pool]
            return self.rng.choices([a for a, _ in pool], weights)[0]
        return max(mine, key=lambda item: (item[1][1], item[1][0] / item[1][1]))[0]

    # ------------------------------------------------------------------ one iteration

    def _iterate(self, root_state: State, root: Node, me: int) -> None:
        s = root_state.determinize(me, self.rng)
        age = s.age
        node = root
        path: list[tuple[Node, list[Action]]] = []
        explore = self.cfg.explore
        while s.phase != OVER and s.age == age:
            if sealed_bids(s):
                seats = s.to_move()
                if node.cands is None:
                    node.cands = {}
                joint: list[Action] = []
                for seat in seats:
                    # Hands below the root can differ between sampled worlds (another seat's
                    # hidden pouch decides its trade), so candidates are kept per hand.
                    hand_key = (seat, *s.players[seat].hand)
                    cands = node.cands.get(hand_key)
                    if cands is None:
                        cands = node.cands[hand_key] = self._bid_candidates(s, seat, me)
                    joint.append(self._select_decoupled(node, cands, explore))
                for bid in joint:
                    s.apply(bid)
                path.append((node, joint))
                key: object = tuple(joint)
            else:
                seat = s.stack[-1][1]
                legal = s.legal_actions(seat)
                if len(legal) == 1:
                    s.apply(legal[0])
                    continue
                action = self._select_sequential(s, node, seat, legal, explore)
                s.apply(action)
                path.append((node, [action]))
                key = action
            child = node.children.get(key)
            if child is None:
                node.children[key] = Node()
                break
            node = child
        rewards = self._rollout(s, age)
        for visited, actions in path:
            visited.visits += 1
            for action in actions:
                st = visited.stats[action]
                st[0] += rewards[action.seat]
                st[1] += 1

    def _bid_candidates(self, s: State, seat: int, me: int) -> list[Action]:
        bids = s.legal_actions(seat)
        scores = score_actions(s, seat, bids, self.w)
        k = self.cfg.k_self if seat == me else self.cfg.k_other
        order = sorted(range(len(bids)), key=lambda i: -scores[i])[:k]
        return [bids[i] for i in order]

    def _select_decoupled(self, node: Node, cands: list[Action], explore: float) -> Action:
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
        self, s: State, node: Node, seat: int, legal: list[Action], explore: float
    ) -> Action:
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

    def _top(self, s: State, seat: int, legal: list[Action]) -> list[Action]:
        """The greedy's best `k_seq` actions, best first (the order the tree tries them)."""
        scores = score_actions(s, seat, legal, self.w)
        order = sorted(range(len(legal)), key=lambda i: -scores[i])[: self.cfg.k_seq]
        return [legal[i] for i in order]

    # ------------------------------------------------------------------ rollouts and rewards

    def _rollout(self, s: State, age: int) -> list[float]:
        """Greedy rollouts to the end of the Age.

        Card values are computed once per round (when the bids are chosen, or at the first pick
        of a round entered mid-way) and reused for the round's picks: within a round an army
        changes by a card or two, and this halves the cost of a rollout.
        """
        rng = self.rng
        eps = self.cfg.epsilon
        w = self.w
        plan: list[dict[int, float]] = []
        plan_round = (-1, -1)
        while s.phase != OVER and s.age == age:
            if sealed_bids(s):
                ctx = Context(s, w)
                profs = profiles(s, ctx)
                shared = bidding.BidTables(s, profs, ctx)
                plan, plan_round = _plan(s, shared.gains), (s.age, s.round)
                chosen = []
                for seat in s.to_move():
                    bids = [b for b in s.legal_actions(seat) if isinstance(b, Bid)]
                    scores = bidding.bid_scores(s, seat, bids, profs, ctx, shared)
                    if rng.random() < eps:
                        order = sorted(range(len(bids)), key=lambda i: -scores[i])[:5]
                        chosen.append(bids[rng.choice(order)])
                    else:
                        chosen.append(bids[best_index(scores)])
                for bid in chosen:
                    s.apply(bid)
                continue
            kind, seat = s.stack[-1][0], s.stack[-1][1]
            legal = s.legal_actions(seat)
            if len(legal) == 1:
                s.apply(legal[0])
            elif rng.random() < eps:
                s.apply(legal[rng.randrange(len(legal))])
            elif kind == PICK:
                if plan_round != (s.age, s.round):
                    ctx = Context(s, w)
                    plan = _plan(s, bidding.BidTables.gains_only(s, profiles(s, ctx), ctx))
                    plan_round = (s.age, s.round)
                s.apply(legal[_planned_pick(s, seat, legal, plan, w)])
            else:
                s.apply(legal[best_index(score_actions(s, seat, legal, w))])
        return self._rewards(s)

    def _rewards(self, s: State) -> list[float]:
        n = s.n
        cfg = self.cfg
        if s.phase == OVER:
            totals = [float(sheet["total"]) for sheet in s.scores()]
            top = max(totals)
            winners = totals.count(top)
            scale, win = cfg.end_scale, cfg.win_weight
        else:
            ctx = Context(s, self.w)
            profs = profiles(s, ctx)
            totals = [evaluate(profs, seat, ctx) for seat in range(n)]
            scale, win = cfg.leaf_scale, 0.0
        rewards = []
        for seat in range(n):
            rival = max(totals[j] for j in range(n) if j != seat)
            margin = _sigmoid((totals[seat] - rival) / scale)
            share = (1.0 / winners if totals[seat] == top else 0.0) if win else 0.0
            rewards.append(win * share + (1 - win) * margin)
        return rewards


def _plan(s: State, gains: list[list[list[float]]]) -> list[dict[int, float]]:
    """plan[seat][card]: the value of each card of this round's taverns to each seat."""
    plan: list[dict[int, float]] = [{} for _ in range(s.n)]
    for t, tavern in enumerate(s.taverns):
        for seat in range(s.n):
            row = gains[t][seat]
            for i, card in enumerate(tavern):
                plan[seat][card] = row[i]
    return plan


def _planned_pick(
    s: State, seat: int, legal: list[Action], plan: list[dict[int, float]], w: Weights
) -> int:
    """The greedy pick from the round's card values, weighing what the next seat would lose."""
    cards = [a.card for a in legal if isinstance(a, Pick)]
    mine = [plan[seat].get(card, 0.0) for card in cards]
    if s.turn < len(s.order):
        theirs = [plan[s.order[s.turn]].get(card, 0.0) for card in cards]
        best = max(theirs)
        weight = w.denial if s.n == 2 else w.denial / (s.n - 1)
        for i in range(len(mine)):
            without = max((x for j, x in enumerate(theirs) if j != i), default=0.0)
            mine[i] += weight * (best - without)
    return best_index(mine)


def sealed_bids(s: State) -> bool:
    """The simultaneous bid decision is owed (with Idavoll, Loki's and Freya's choices come first
    in the same phase, and they are ordinary sequential decisions)."""
    return s.phase == BIDS and not s.stack


def _sigmoid(x: float) -> float:
    if x < -30:
        return 0.0
    if x > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


class SearchAgent:
    """The hard level. `iterations` or `seconds` set its default budget per decision."""

    level = "hard"

    def __init__(
        self,
        seed: int = 0,
        iterations: int | None = None,
        seconds: float | None = None,
        config: SearchConfig | None = None,
    ) -> None:
        self.rng = random.Random(seed)
        self.config = config or SearchConfig()
        self.default = Budget(iterations=iterations, seconds=seconds)
        if iterations is None and seconds is None:
            self.default = Budget(iterations=self.config.iterations)
        self.last: SearchResult | None = None

    def choose(
        self,
        state: State,
        seat: int,
        budget: Budget | int | float | None = None,
        rng: random.Random | None = None,
    ) -> Action:
        actions = state.legal_actions(seat)
        if not actions:
            raise ValueError(f"seat {seat} has no decision to take ({state.pending()})")
        if len(actions) == 1:
            return actions[0]
        seen = observe(state, seat)
        return self.think(seen, seat, budget, rng)

    def think(
        self,
        seen: State,
        seat: int,
        budget: Budget | int | float | None = None,
        rng: random.Random | None = None,
    ) -> Action:
        """Search from an information-set copy (`observe(state, seat)`), on any thread."""
        reopen_bids(seen, seat)
        chosen = Budget.of(budget)
        if chosen.iterations is None and chosen.seconds is None:
            chosen = Budget(self.default.iterations, self.default.seconds, chosen.stop)
        result = Search(self.config, rng or self.rng).run(seen, seat, chosen)
        self.last = result
        return result.action

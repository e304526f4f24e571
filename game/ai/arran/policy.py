"""The greedy policy: a score for every legal action of every decision the core asks.

Why a separate module: the same scores drive the normal level (best score), the easy level
(softmax over the scores), the search's rollouts (epsilon-greedy) and its candidate pruning
(top K). Each scorer asks "how much does this raise my expected final score?" (`position.py`);
picks also weigh what they take away from the next Lord in the tavern.

The scorers read the state they are given; agents hand them their information-set copy
(`observe.py`) or a determinization, never the real state with its hidden parts.
"""

from __future__ import annotations

from game.ai.arran import bidding
from game.ai.arran.core import TAVERN, Action, Bid, Column, Discard, Keep, Recruit, State
from game.ai.arran.core import Transform as TransformAction
from game.ai.arran.gains import cognar_gain, dwarf_gain, pick_gain
from game.ai.arran.position import Context, coin_weight, upgrade_gain
from game.ai.arran.weights import DEFAULT_WEIGHTS, Weights

UNREVEALED = 0.3  # a coin raised on a tavern not yet revealed may still buy a better place


def score_actions(
    state: State, seat: int, actions: list[Action], w: Weights = DEFAULT_WEIGHTS
) -> list[float]:
    """One score per action of `actions` (the Lord's legal actions now); higher is better."""
    ctx = Context(state, w)
    kind = state.pending()
    if kind == "bids":
        return bidding.bid_scores(state, seat, [a for a in actions if isinstance(a, Bid)], ctx)
    if kind == "pick":
        return pick_scores(state, seat, [a.card for a in actions], ctx)  # type: ignore[attr-defined]
    if kind == "discard_card":
        return _discard_scores(state, seat, actions, ctx)
    if kind == "recruit":
        return [cognar_gain(state, ctx, seat, a.card) for a in actions if isinstance(a, Recruit)]
    if kind == "column":
        card = state.pending_args()[1]
        return [ctx.gain(seat, card, a.column) for a in actions if isinstance(a, Column)]
    if kind == "svara":  # no coin won it: a Talion dwarf upgrades nothing
        cards = [a.card for a in actions if isinstance(a, Keep)]
        return [ctx.gain(seat, card, ctx.tab.column[card]) for card in cards]
    if kind in ("upgrade_purse", "transform"):
        return _transform_scores(state, actions, ctx)
    return [0.0] * len(actions)  # give_up: a bronze 5 or a gold 5 is worth the same 5


def pick_scores(state: State, seat: int, cards: list[int], ctx: Context) -> list[float]:
    """A card's gain plus, weighted, what its leaving the tavern takes from the next Lord."""
    mine = [pick_gain(state, ctx, seat, c) for c in cards]
    tavern = state.taverns[state.tavern]
    if state.turn >= len(state.order) or len(tavern) < 2:
        return mine
    rival = state.order[state.turn]
    theirs = {c: dwarf_gain(ctx, rival, c) for c in tavern}
    weight = ctx.w.denial if state.n == 2 else ctx.w.denial / (state.n - 1)
    if state.n == 2 and state.tavern == 1 and len(tavern) == 3:
        # the winner of the second tavern discards one of the two cards left: the other Lord
        # gets the worse of them for him
        return [
            m - weight * min(theirs[x] for x in tavern if x != c)
            for m, c in zip(mine, cards, strict=True)
        ]
    best = max(theirs.values())
    scores = []
    for m, c in zip(mine, cards, strict=True):
        without = max((x for k, x in theirs.items() if k != c), default=0.0)
        scores.append(m + weight * (best - without))
    return scores


def _discard_scores(state: State, seat: int, actions: list[Action], ctx: Context) -> list[float]:
    """Two Lords: the other one takes the card left, so discard the one he wants most."""
    rival = 1 - seat
    tavern = state.taverns[state.tavern]
    scores = []
    for a in actions:
        assert isinstance(a, Discard)
        left = [c for c in tavern if c != a.card]
        scores.append(-max((dwarf_gain(ctx, rival, c) for c in left), default=0.0))
    return scores


def _transform_scores(state: State, actions: list[Action], ctx: Context) -> list[float]:
    """Talion's +1 on a purse coin, Derdhr's +5 on any coin: the coin points gained, and a little
    more for a bid not yet revealed, which may still buy a better place."""
    amount = state.pending_args()[0]
    weight = coin_weight(ctx)
    live = state.tavern if state.phase == TAVERN else 3
    scores = []
    for a in actions:
        assert isinstance(a, TransformAction)
        gain = upgrade_gain(ctx, a.coin >> 2, amount) * weight
        if live < a.place < 3:
            gain += UNREVEALED * amount
        scores.append(gain)
    return scores

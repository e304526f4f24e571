"""The greedy policy: a score for every legal action of every decision type of the core.

Why a separate module: the same scores drive the normal level (best score), the easy level
(softmax over the scores), the search's rollouts (epsilon-greedy) and its bid pruning (top K).
Each scorer asks "how much does this raise my heuristic value?" (`heuristic.py`), with the real
scoring underneath; picks also weigh what they take away from the next seat in the tavern.

The scorers read the state they are given; agents hand them their information-set copy
(`observe.py`) or a determinization, never the real state with its hidden parts.
"""

from __future__ import annotations

from game.ai.nidavellir import bidding, idavoll, thingvellir
from game.ai.nidavellir.campvalue import dismiss_loss, hero_power_gain
from game.ai.nidavellir.core import (
    HAND,
    PLACE_ANY_COLUMN,
    PLACE_CLASS,
    PLACE_END_OF_AGE,
    TAVERN,
    Action,
    Bid,
    Column,
    Discard,
    HandBid,
    IdavollState,
    Keep,
    Odin,
    Pick,
    Recruit,
    State,
    ThingvellirState,
    Thor,
    Trade,
    Transform,
)
from game.ai.nidavellir.core import coins as cn
from game.ai.nidavellir.heuristic import (
    Context,
    Profile,
    add_ranks_gain,
    betterment,
    money_value,
    transform_gain,
    upgraded,
)
from game.ai.nidavellir.myth import option_value
from game.ai.nidavellir.mythvalue import god_chances
from game.ai.nidavellir.position import card_gain, profiles
from game.ai.nidavellir.weights import DEFAULT_WEIGHTS, Weights


def score_actions(
    state: State, seat: int, actions: list[Action], w: Weights = DEFAULT_WEIGHTS
) -> list[float]:
    """One score per action of `actions` (the seat's legal actions now); higher is better."""
    ctx = Context(state, w)
    profs = profiles(state, ctx)
    if isinstance(actions[0], Bid):
        return bidding.bid_scores(
            state, seat, [a for a in actions if isinstance(a, Bid)], profs, ctx
        )
    kind = state.pending()
    if kind == "pick":
        return _pick_scores(state, seat, actions, profs, ctx)
    if kind in ("keep", "skymir_keep", "frigg_keep"):
        return [card_gain(profs, seat, a.card, ctx) for a in actions if isinstance(a, Keep)]
    if kind == "recruit":
        memo: dict[int, float] = {}
        return [
            _hero_gain(state, seat, a.hero, profs, ctx, memo)
            for a in actions
            if isinstance(a, Recruit)
        ]
    if kind == "thrud":
        return [
            add_ranks_gain(profs, seat, a.column, 1, 0, 0, ctx, scored=False)
            for a in actions
            if isinstance(a, Column)
        ]
    if kind == "ylud":
        return _ylud_scores(state, seat, actions, profs, ctx)
    if kind == "discard":
        return [
            _discard_gain(state, seat, a.column, profs, ctx)
            for a in actions
            if isinstance(a, Discard)
        ]
    if kind == "transform":
        return _transform_scores(state, seat, actions, profs, ctx)
    if kind == "uline_bid":
        return _uline_scores(state, seat, actions, profs, ctx)
    if kind == "trade":
        return [
            _hand_trade_gain(seat, a.coins, profs, ctx) for a in actions if isinstance(a, Trade)
        ]
    if isinstance(state, IdavollState) and kind in _IDAVOLL:
        return _IDAVOLL[kind](state, seat, actions, profs, ctx)
    scorer = thingvellir.SCORERS.get(kind)
    if scorer is not None:
        return scorer(state, seat, actions, profs, ctx)
    return [0.0] * len(actions)  # Frigg's order under the deck: those cards come back last


# ----------------------------------------------------------------------------- picks


def _pick_scores(
    state: State, seat: int, actions: list[Action], profs: list[Profile], ctx: Context
) -> list[float]:
    """A card's gain plus, weighted, what its leaving the tavern takes from the next seat."""
    cards = [a.card for a in actions if isinstance(a, Pick)]
    mine = [card_gain(profs, seat, c, ctx) for c in cards]
    denial: dict[int, float] = {}
    if state.turn < len(state.order) and len(state.taverns[state.tavern]) >= 2:
        rival = state.order[state.turn]
        tavern = state.taverns[state.tavern]
        theirs = [card_gain(profs, rival, c, ctx) for c in tavern]
        best = max(theirs)
        weight = ctx.w.denial if state.n == 2 else ctx.w.denial / (state.n - 1)
        for i, card in enumerate(tavern):
            without = max((x for j, x in enumerate(theirs) if j != i), default=0.0)
            denial[card] = weight * (best - without)
    scores = [gain + denial.get(card, 0.0) for gain, card in zip(mine, cards, strict=True)]
    if len(cards) < len(actions):
        return thingvellir.pick_with_others(state, seat, actions, scores, denial, profs, ctx)
    return scores


# ----------------------------------------------------------------------------- heroes


def _hero_gain(
    state: State,
    seat: int,
    hero_card: int,
    profs: list[Profile],
    ctx: Context,
    discards: dict[int, float] | None = None,
) -> float:
    hero = ctx.rules.heroes[hero_card]
    tab = ctx.tab
    pr = profs[seat]
    if hero.placement == PLACE_CLASS:
        gain = add_ranks_gain(
            profs,
            seat,
            hero.cls,
            tab.nranks[hero_card],
            tab.points[hero_card],
            hero.rank_bonus,
            ctx,
        )
        if hero.discard:
            memo = discards if discards is not None else {}
            losses = []
            for c in state.discardable_columns(seat, 1 << hero.cls):
                loss = memo.get(c)
                if loss is None:
                    loss = memo[c] = _discard_gain(state, seat, c, profs, ctx)
                losses.append(loss)
            losses.sort(reverse=True)
            gain += sum(losses[: hero.discard])
    elif hero.placement == PLACE_ANY_COLUMN:
        gain = hero.points + max(
            add_ranks_gain(profs, seat, c, 1, 0, 0, ctx, scored=False) for c in range(5)
        )
    else:
        w = ctx.w
        gain = float(hero.points)
        if hero.group is not None:
            table = tab.dwerg_table
            gain += table[min(pr.dwerg + 1, len(table) - 1)] - table[pr.dwerg]
        if hero.highest_coin and not pr.astrid:
            gain += max(pr.coins, default=0)
        if hero.placement == PLACE_END_OF_AGE:
            gain += w.ylud_pending
        if hero.bids_from_hand and not pr.bids_from_hand:
            gain += w.uline_round * ctx.rounds_left
    if hero.transform:
        lowest = _lowest(pr) if hero.transform_lowest else None
        if lowest is None or lowest:
            gain += transform_gain(profs, seat, hero.transform, ctx, lowest)[0]
    if hero.expansion == "thingvellir" and isinstance(state, ThingvellirState):
        gain += hero_power_gain(state, seat, hero_card, profs, ctx)
    return gain


def _lowest(pr: Profile) -> list[int]:
    """The lowest coin value but a trading coin's (Khrad), as a list of one (none if no coin)."""
    coins = pr.coins[:]
    if pr.trading in coins:
        coins.remove(pr.trading)
    return [min(coins)] if coins else []


def _discard_gain(
    state: State, seat: int, column: int, profs: list[Profile], ctx: Context
) -> float:
    """The (negative) value of losing the top dwarf of `column`."""
    return dismiss_loss(state, seat, column, -1, profs, ctx)


def _ylud_scores(
    state: State, seat: int, actions: list[Action], profs: list[Profile], ctx: Context
) -> list[float]:
    p = state.players[seat]
    pr = profs[seat]
    ylud = next(h for h in p.heroes if ctx.rules.heroes[h].placement == PLACE_END_OF_AGE)
    points = ctx.rules.heroes[ylud].column_points or (0,) * 5
    base = pr.copy()
    base.ylud_pending = False
    if p.ylud_col >= 0:
        base.n[p.ylud_col] -= 1
        base.s[p.ylud_col] -= points[p.ylud_col]
        base.ranks[p.ylud_col] -= 1
    profs[seat] = base
    scores = [
        add_ranks_gain(profs, seat, a.column, 1, points[a.column], 0, ctx)
        for a in actions
        if isinstance(a, Column)
    ]
    profs[seat] = pr
    return scores


# ----------------------------------------------------------------------------- coins


def _transform_scores(
    state: State, seat: int, actions: list[Action], profs: list[Profile], ctx: Context
) -> list[float]:
    amount = state.pending_args()[0]
    pr = profs[seat]
    base = money_value(pr, pr.coins, ctx, profs, seat)
    live = state.tavern if state.phase == TAVERN else -1
    cache: dict[int, float] = {}
    scores = []
    for a in actions:
        assert isinstance(a, Transform)
        v = a.coin >> 2
        gain = cache.get(v)
        if gain is None:
            coins = pr.coins[:]
            new = coins[coins.index(v)] = upgraded(ctx.treasure, v, amount + pr.upgrade)
            gain = cache[v] = (
                money_value(pr, coins, ctx, profs, seat)
                - base
                + betterment(pr, v + amount + pr.upgrade, new)
            )
        place = a.place
        if live < place < 3:
            gain += 0.01  # a bid not yet revealed rises too
        elif place == HAND:
            gain += 0.005
        scores.append(gain)
    return scores


def _hand_trade_gain(seat: int, pair: tuple[int, int], profs: list[Profile], ctx: Context) -> float:
    return bidding.trade_value(profs, seat, pair, ctx)


def _uline_scores(
    state: State, seat: int, actions: list[Action], profs: list[Profile], ctx: Context
) -> list[float]:
    """Uline places a coin face up after the others revealed theirs: buy just the place needed."""
    t = state.tavern
    cards = state.taverns[t]
    gems = [p.gem for p in state.players]
    rev = state.revealed
    rivals = [j for j in range(state.n) if j != seat and rev[j] >= 0]
    gains = [[card_gain(profs, j, c, ctx) for c in cards] for j in range(state.n)]
    later = 2 - t
    hand_values = [c >> 2 for c in state.players[seat].hand]
    scores = []
    for a in actions:
        assert isinstance(a, HandBid)
        code = a.coin
        v = code >> 2
        before = sorted(
            (j for j in rivals if rev[j] > v or (rev[j] == v and gems[j] > gems[seat])),
            key=lambda j: (-rev[j], -gems[j]),
        )
        left = list(range(len(cards)))
        for j in before:
            if not left:
                break
            row = gains[j]
            left.remove(max(left, key=row.__getitem__))
        score = max((gains[seat][i] for i in left), default=0.0)
        if later:
            score -= 0.3 * v * later / 3
        if cn.is_trading(code):
            rest = hand_values[:]
            rest.remove(v)
            if len(rest) >= 2:
                rest.sort()
                coins = profs[seat].coins[:]
                coins[coins.index(rest[-1])] = upgraded(ctx.treasure, rest[-1], rest[-2])
                pr = profs[seat]
                score += money_value(pr, coins, ctx, profs, seat) - money_value(
                    pr, pr.coins, ctx, profs, seat
                )
        scores.append(score)
    return scores


# ----------------------------------------------------------------------------- Idavoll's gods


def _thor_scores(
    state: State, seat: int, actions: list[Action], profs: list[Profile], ctx: Context
) -> list[float]:
    """Thor's token against the discard it would cancel (the least costly one)."""
    count, excluded = state.pending_args()
    losses = sorted(
        (
            _discard_gain(state, seat, c, profs, ctx)
            for c in state.discardable_columns(seat, excluded)
        ),
        reverse=True,
    )
    keep = option_value(ctx.w.power.get("thor", 0.0), god_chances("thor", ctx))
    return [
        sum(losses[: count - 1]) if isinstance(a, Thor) and a.yes else sum(losses[:count]) + keep
        for a in actions
    ]


def _odin_scores(
    state: State, seat: int, actions: list[Action], profs: list[Profile], ctx: Context
) -> list[float]:
    """Odin's swap: the hero taken (as if recruited) minus the one given back."""
    keep = idavoll.keep_power("odin", ctx)
    memo: dict[int, float] = {}
    scores = []
    for a in actions:
        assert isinstance(a, Odin)
        if a.give < 0:
            scores.append(keep)
            continue
        scores.append(
            _hero_gain(state, seat, a.take, profs, ctx, memo)
            - _neutral_loss(state, seat, a.give, profs, ctx)
        )
    return scores


def _neutral_loss(
    state: State, seat: int, hero_card: int, profs: list[Profile], ctx: Context
) -> float:
    """What giving back a neutral hero costs: its points, its group or coin bonus, its rank in a
    column (Thrud, Ylud) or its bidding from hand; what it gave on arrival stays given (D10)."""
    hero = ctx.rules.heroes[hero_card]
    p = state.players[seat]
    pr = profs[seat]
    loss = float(hero.points)
    if hero.group is not None:
        table = ctx.tab.dwerg_table
        loss += table[pr.dwerg] - table[max(pr.dwerg - 1, 0)]
    if hero.highest_coin:
        loss += max(pr.coins, default=0)
    if hero.bids_from_hand:
        loss += ctx.w.uline_round * ctx.rounds_left
    if hero.placement == PLACE_ANY_COLUMN and p.thrud_col >= 0:
        loss -= add_ranks_gain(profs, seat, p.thrud_col, -1, 0, 0, ctx, scored=False)
    if hero.placement == PLACE_END_OF_AGE:
        if p.ylud_col < 0:
            loss += ctx.w.ylud_pending
        elif hero.column_points is not None:
            c = p.ylud_col
            loss -= add_ranks_gain(profs, seat, c, -1, -hero.column_points[c], 0, ctx)
    return loss


_IDAVOLL = {
    "loki": idavoll.loki_scores,
    "freya": idavoll.freya_scores,
    "capture": idavoll.capture_scores,
    "olrun": idavoll.olrun_scores,
    "gullinbursti": idavoll.boar_scores,
    "thor": _thor_scores,
    "odin": _odin_scores,
    "hrungnir": _transform_scores,  # the next hand coin to rise: as any transform by that amount
}

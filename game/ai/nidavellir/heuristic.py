"""A Nidavellir position value: the expected final score of one seat, estimated from public facts.

Why one function: the greedy agent scores a candidate by how much it raises this value, and the
search evaluates the positions where its rollouts stop (the end of an Age) with the same value, so
the two levels agree on what a good position is.

The value is the real score sheet now plus what the position promises:
- class growth curves: each class is also scored as if the seat kept drafting it at its current
  pace (`projection`), so a third hunter is worth its square growth, not just +5;
- lines toward heroes: each complete line owed is a hero; the next two lines count in proportion
  to how few ranks are missing;
- distinction races (Age 1) and the warrior majority: a soft probability of holding the strict
  (or tied) majority, from the rank lead and the picks left;
- coin economy: coin points are worth more while rounds remain (bidding power, trades);
- Idavoll's mythology (`mythvalue.py`): gods' points plus the option value of their
  unspent power, giants' expected capture, valkyries at their expected notch, animals as ranks;
- Thingvellir's camp (`campvalue.py`): artifacts by their end value (Mjöllnir's best class,
  Draupnir's coins, Svalinn's heroes, Hrafnsmerki's mercenaries, Megingjörd's points without the
  lines' heroes), mercenaries in their class columns (a waiting one where it would be enlisted),
  Jarika's and Zolkur's better trades.
All the inputs are public (armies, coin sets, the taverns, the decks' contents, never their order).
This module holds the profile, the value terms and the gains of adding ranks or coins; the per-card
tables are in `tables.py`, the constants in `weights.py`, a seat's profile read from the state and
a card's gain in `position.py`.
"""

from __future__ import annotations

import math

from game.ai.nidavellir.core import BIDS, TAVERN, State
from game.ai.nidavellir.core import coins as cn
from game.ai.nidavellir.tables import class_value, tables
from game.ai.nidavellir.weights import Weights


class Profile:
    """One seat's army and purse reduced to the numbers the value needs; cheap to copy."""

    __slots__ = (
        "astrid",
        "bids_from_hand",
        "bonus",
        "camp",
        "coins",
        "dist_step",
        "draupnir",
        "dwerg",
        "first_step",
        "fixed",
        "gem_points",
        "giants",
        "hero_step",
        "heroes",
        "line_now",
        "lines_off",
        "m",
        "merc_step",
        "mjollnir",
        "myth",
        "n",
        "now",
        "olrun",
        "olrun_step",
        "ranks",
        "s",
        "svafa_step",
        "trading",
        "upgrade",
        "virtual",
        "ylud_pending",
        "zeros",
        "zolkur",
    )

    def __init__(self) -> None:
        self.ranks: list[int] = [0] * 5  # every rank in the column (lines, majorities)
        self.n: list[int] = [0] * 5  # scored ranks
        self.s: list[int] = [0] * 5  # bravery points
        self.bonus: list[int] = [0] * 5
        self.m: list[float] = [0.0] * 5  # projected future dwarves per class
        self.fixed = 0
        self.dwerg = 0
        self.astrid = False
        self.heroes = 0
        self.coins: list[int] = []  # values, sorted
        self.trading = 0  # value of the trading coin (0, or the Hunting Master's 3)
        self.gem_points = 0
        self.ylud_pending = False
        self.bids_from_hand = False
        self.now: list[float | None] = [None] * 5  # class_term cache
        self.line_now: float | None = None  # line_term cache
        # Idavoll (all zero otherwise): the command zone's worth, the giants still waiting for a
        # dwarf (class, effect), Olrun's class, and what one more trigger of each valkyrie adds.
        self.myth = 0.0
        self.giants: tuple[tuple[int, int], ...] = ()  # (class, giant card)
        self.olrun = -1
        self.olrun_step = self.hero_step = self.dist_step = 0.0
        self.first_step = self.svafa_step = 0.0
        self.zeros = 0  # 0-point ranks in the miner column (Ratatosk's pairs)
        # Thingvellir (all zero otherwise, `campvalue.py`): the command zone's artifacts beyond
        # their fixed points, lines that recruit no hero (Megingjörd), Mjöllnir's points per
        # rank, Draupnir's (points, threshold), Hrafnsmerki's points per mercenary, Jarika's
        # bonus on every transform and trade, Zolkur on the pouch, and the mercenaries waiting
        # in the command zone, counted as enlisted where they would go: (card, column, points).
        self.camp = 0.0
        self.lines_off = False
        self.mjollnir = 0
        self.draupnir = (0, 0)
        self.merc_step = 0.0
        self.upgrade = 0
        self.zolkur = False
        self.virtual: tuple[tuple[int, int, int], ...] = ()

    def copy(self) -> Profile:
        p = Profile.__new__(Profile)
        p.ranks, p.n, p.s, p.bonus, p.m = self.ranks[:], self.n[:], self.s[:], self.bonus[:], self.m
        p.fixed, p.dwerg, p.astrid, p.heroes = self.fixed, self.dwerg, self.astrid, self.heroes
        p.coins, p.gem_points, p.trading = self.coins[:], self.gem_points, self.trading
        p.ylud_pending, p.bids_from_hand = self.ylud_pending, self.bids_from_hand
        p.now, p.line_now = [None] * 5, None
        p.myth, p.giants, p.olrun = self.myth, self.giants, self.olrun
        p.olrun_step, p.hero_step, p.dist_step = self.olrun_step, self.hero_step, self.dist_step
        p.first_step, p.svafa_step, p.zeros = self.first_step, self.svafa_step, self.zeros
        p.camp, p.lines_off, p.mjollnir = self.camp, self.lines_off, self.mjollnir
        p.draupnir, p.merc_step, p.upgrade = self.draupnir, self.merc_step, self.upgrade
        p.zolkur, p.virtual = self.zolkur, self.virtual
        return p


_POOL_VALUE: dict[tuple[int, ...], float] = {}


class Context:
    """Facts shared by every seat's value at one moment of the game."""

    __slots__ = (
        "age",
        "dist_value",
        "hero_value",
        "idavoll",
        "left",
        "memo",
        "n",
        "pioneer",
        "pool",
        "r_age",
        "r_game",
        "races",
        "rounds_left",
        "rules",
        "spread_age",
        "spread_game",
        "state",
        "tab",
        "thingvellir",
        "treasure",
        "w",
    )

    def __init__(self, state: State, w: Weights) -> None:
        rules = state.rules
        self.rules = rules
        self.idavoll = state.options["idavoll"]
        self.thingvellir = bool(state.options.get("thingvellir"))
        self.state = state  # Thingvellir's camp cards read the discard, the camp, the pouch
        self.pool = state.hero_pool
        self.tab = tab = tables(rules)
        self.w = w
        self.memo: dict[tuple[int, ...], float] = {}  # card gains, see `card_gain`
        self.n = n = state.n
        self.age = age = state.age
        per = rules.cards_per_tavern[n]
        phase = state.phase
        current = 3 if phase == BIDS else 3 - state.tavern if phase == TAVERN else 0
        deck = state.decks[age] if age <= 2 else []
        self.r_age = 3 * (len(deck) // (3 * per)) + current
        later = 3 * ((len(rules.deck[(2, n)]) - 1) // (3 * per)) if age == 1 else 0
        self.r_game = self.r_age + later
        self.rounds_left = self.r_game / 3
        self.spread_age = 0.15 + w.race_spread * self.r_age
        self.spread_game = 0.15 + w.race_spread * self.r_game
        self.races = age == 1 and bool(state.distinctions_left)
        self.dist_value = [
            w.distinction.get(d.effect, 5.0) if self.races else 0.0 for d in rules.distinctions
        ]
        self.pioneer = next(
            (
                d.cls
                for i, d in enumerate(rules.distinctions)
                if d.effect == "draw" and i in state.distinctions_left
            ),
            -1,
        )
        self.treasure = state.treasure
        left = [0] * 6
        dc = tab.dwarf_cls
        for card in deck:
            left[dc[card]] += 1
        for tavern in state.taverns:
            for card in tavern:
                left[dc[card]] += 1
        if age == 1:
            for c, count in enumerate(tab.age2_classes[n]):
                left[c] += count
        self.left = left
        key = tuple(state.hero_pool)
        value = _POOL_VALUE.get(key)
        if value is None:
            pool = sorted(
                (tab.hero_static[h] if tab.hero_static[h] >= 0 else w.hero_default for h in key),
                reverse=True,
            )[:3]
            value = _POOL_VALUE[key] = sum(pool) / len(pool) if pool else 0.0
        self.hero_value = value


def projection(pr: Profile, ctx: Context) -> list[float]:
    """Dwarves of each class the seat may still draft, at its current pace, within the supply."""
    w = ctx.w
    future = ctx.r_game * w.pace
    if future <= 0:
        return [0.0] * 5
    n = pr.n
    per = future / (n[0] + n[1] + n[2] + n[3] + n[4] + 5)
    cap = w.cap_share / ctx.n
    left = ctx.left
    return [min(per * (n[c] + 1), left[c] * cap) for c in range(5)]


# ----------------------------------------------------------------------------- value terms


def class_term(pr: Profile, c: int, ctx: Context, dn: int = 0, ds: int = 0, db: int = 0) -> float:
    """Class c's value, now and projected; `dn`, `ds`, `db` add ranks, points, per-rank bonus."""
    tab, w = ctx.tab, ctx.w
    n, s, b = pr.n[c] + dn, pr.s[c] + ds, pr.bonus[c] + db
    scoring, start = tab.scoring[c], tab.seq_start[c]
    now = class_value(scoring, start, n, s) + b * n
    m = pr.m[c]
    if m <= 0:
        return now
    later = class_value(scoring, start, n + m, s + w.mean_points[c] * m) + b * (n + m)
    return now + w.growth * (later - now)


def line_term(ranks: list[int], heroes: int, ctx: Context, extra: float = 0.0) -> float:
    """Heroes owed by complete lines, and the promise of the next two lines; `extra` is what a
    hero adds for this seat beyond its own value (Sigrdrifa's notch)."""
    hero = ctx.hero_value + extra
    if hero <= 0:
        return 0.0
    w = ctx.w
    owed = min(ranks) - heroes
    value = 0.0
    base = heroes
    if owed > 0:
        value = hero * owed
        base += owed
    r = ctx.r_game
    weight = 1.0
    for j in (1, 2):
        target = base + j
        missing = 0
        for x in ranks:
            if x < target:
                missing += target - x
        if missing <= r:
            value += weight * hero * w.line_decay**missing
        weight = w.second_line
    return value


def chance(x: float) -> float:
    if x > 30:
        return 1.0
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


def race_value(lead: int, c: int, top_coin: int, ctx: Context, extra: float = 0.0) -> float:
    """Expected gain from class c's majority at this rank lead: distinction, warrior bonus.

    A distinction needs a strict majority; the warrior bonus goes to every seat tied for most.
    `extra` is what one more distinction adds for this seat beyond the distinction (Hildr).
    """
    value = 0.0
    dist = ctx.dist_value[c]
    if dist:
        value = (dist + extra) * chance(1.7 * (lead - 0.5) / ctx.spread_age)
    if c == 0:
        value += top_coin * chance(1.7 * (lead + 0.5) / ctx.spread_game)
    return value


def best_other(ranks: list[int], seat: int) -> int:
    best = -1
    for i, r in enumerate(ranks):
        if i != seat and r > best:
            best = r
    return best


def coin_term(coins: list[int], ctx: Context, astrid: bool) -> float:
    """Coins at face value plus their bidding power while rounds remain (not the majority)."""
    w = ctx.w
    top = max(coins, default=0)
    total = sum(coins) * (1 + w.coin_round * ctx.rounds_left) + w.coin_top * ctx.rounds_left * top
    return total + (top if astrid else 0)


def evaluate(profs: list[Profile], seat: int, ctx: Context) -> float:
    """Seat's expected final score as the heuristic sees it."""
    pr = profs[seat]
    w = ctx.w
    value = 0.0
    for c in range(5):
        value += class_term(pr, c, ctx)
    value += pr.fixed + ctx.tab.dwerg_table[pr.dwerg] + pr.gem_points
    value += coin_term(pr.coins, ctx, pr.astrid)
    if not pr.lines_off:
        value += line_term(pr.ranks, pr.heroes, ctx, pr.hero_step)
    if ctx.thingvellir:
        value += pr.camp + mjollnir_term(pr, ctx) + draupnir_term(pr, pr.coins)
    if pr.ylud_pending:
        value += w.ylud_pending
    if pr.bids_from_hand:
        value += w.uline_round * ctx.rounds_left
    top = max(pr.coins, default=0)
    for c in range(5 if ctx.races else 1):
        column = [p.ranks[c] for p in profs]
        value += race_value(column[seat] - best_other(column, seat), c, top, ctx, pr.dist_step)
    return value + pr.myth


# ----------------------------------------------------------------------------- gains


def mjollnir_term(pr: Profile, ctx: Context) -> float:
    """Mjöllnir's points: its points per rank of the class the seat will choose, the one with
    the most ranks (projected growth counted as the class terms count it)."""
    if not pr.mjollnir:
        return 0.0
    growth = ctx.w.growth
    return pr.mjollnir * max(pr.ranks[c] + growth * pr.m[c] for c in range(5))


def draupnir_term(pr: Profile, coins: list[int]) -> float:
    """Draupnir's points: its points for each coin at or above its threshold."""
    per, threshold = pr.draupnir
    if not per:
        return 0.0
    return float(per * sum(1 for v in coins if v >= threshold))


def rank_gain(profs: list[Profile], seat: int, c: int, k: int, ctx: Context) -> float:
    """What adding k ranks to column c does to the races, the seat's and (weighted) its rivals'."""
    if k == 0 or not (ctx.dist_value[c] or c == 0):
        return 0.0
    column = [p.ranks[c] for p in profs]
    mine = column[seat]
    best = best_other(column, seat)
    top = max(profs[seat].coins, default=0) if c == 0 else 0
    x = profs[seat].dist_step
    gain = race_value(mine + k - best, c, top, ctx, x) - race_value(mine - best, c, top, ctx, x)
    if len(column) == 2:
        r = column[1 - seat]
        top_j = max(profs[1 - seat].coins, default=0) if c == 0 else 0
        x = profs[1 - seat].dist_step
        loss2 = race_value(r - mine, c, top_j, ctx, x) - race_value(r - mine - k, c, top_j, ctx, x)
        return gain + ctx.w.rivals * loss2
    loss = 0.0
    for j, r in enumerate(column):
        if j == seat:
            continue
        rest = -1  # best rank among the seats other than j and `seat`
        for i, x in enumerate(column):
            if i != j and i != seat and x > rest:
                rest = x
        before, after = max(rest, mine), max(rest, mine + k)
        if before != after:
            top_j = max(profs[j].coins, default=0) if c == 0 else 0
            x = profs[j].dist_step
            loss += race_value(r - before, c, top_j, ctx, x) - race_value(
                r - after, c, top_j, ctx, x
            )
    return gain + ctx.w.rivals * loss / (len(profs) - 1)


def add_ranks_gain(
    profs: list[Profile],
    seat: int,
    c: int,
    k: int,
    pts: int,
    bonus: int,
    ctx: Context,
    scored: bool = True,
) -> float:
    """Gain of k ranks worth `pts` in column c (a dwarf, a class hero, Ylud, Thrud if unscored).

    The profile's own class and line terms are cached on it, since a decision asks for many
    cards' gains against the same profile.
    """
    pr = profs[seat]
    gain = 0.0
    if scored:
        now = pr.now[c]
        if now is None:
            now = pr.now[c] = class_term(pr, c, ctx)
        gain = class_term(pr, c, ctx, k, pts, bonus) - now
    ranks = pr.ranks
    if pr.mjollnir:
        mj = mjollnir_term(pr, ctx)
        ranks[c] += k
        gain += mjollnir_term(pr, ctx) - mj
        ranks[c] -= k
    if pr.lines_off:  # Megingjörd: lines recruit no hero
        return gain + rank_gain(profs, seat, c, k, ctx)
    before = pr.line_now
    if before is None:
        before = pr.line_now = line_term(ranks, pr.heroes, ctx, pr.hero_step)
    ranks[c] += k
    after = line_term(ranks, pr.heroes, ctx, pr.hero_step)
    ranks[c] -= k
    return gain + after - before + rank_gain(profs, seat, c, k, ctx)


def money_value(
    pr: Profile, coins: list[int], ctx: Context, profs: list[Profile], seat: int
) -> float:
    """Coin term plus the warrior-majority bonus, which pays the highest coin."""
    column = [p.ranks[0] for p in profs]
    lead = column[seat] - best_other(column, seat)
    top = max(coins, default=0)
    value = coin_term(coins, ctx, pr.astrid) + top * chance(1.7 * (lead + 0.5) / ctx.spread_game)
    return value + draupnir_term(pr, coins) if pr.draupnir[0] else value


def upgraded(treasure: list[int], value: int, amount: int) -> int:
    """The value a coin becomes when transformed by `amount` (its own value if none is left)."""
    new = cn.treasure_value(treasure, value + amount, value)
    return value if new < 0 else new


def betterment(pr: Profile, target: int, new: int) -> float:
    """Svafa's notches for a coin received above the value aimed for (none without her)."""
    return (new - target) * pr.svafa_step if new > target else 0.0


def transform_gain(
    profs: list[Profile], seat: int, amount: int, ctx: Context, values: list[int] | None = None
) -> tuple[float, int]:
    """Best gain of transforming one coin by `amount`, and the value of the coin to transform."""
    pr = profs[seat]
    coins = pr.coins
    base = money_value(pr, coins, ctx, profs, seat)
    best, best_value = 0.0, -1
    if values is None:
        values = coins[:]
        if pr.trading in values:
            values.remove(pr.trading)
    amount += pr.upgrade  # Jarika
    for v in sorted(set(values)):
        new = coins[:]
        new[new.index(v)] = upgraded(ctx.treasure, v, amount)
        gain = money_value(pr, new, ctx, profs, seat) - base
        if gain > best or best_value < 0:
            best, best_value = gain, v
    return best, best_value

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
- Idavoll's mythology (`_myth_profile`, `myth_gain`): gods' points plus the option value of their
  unspent power, giants' expected capture, valkyries at their expected notch, animals as ranks.
All the inputs are public (armies, coin sets, the taverns, the decks' contents, never their order).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from game.ai.myth import at_least_once, option_value, track_step, track_value
from game.nidavellir import coins as cn
from game.nidavellir.data import (
    ANIMAL,
    DWARF,
    GIANT,
    GOD,
    HERO,
    MYTH_KINDS,
    OFFERING,
    PLACE_ANY_COLUMN,
    PLACE_CLASS,
    PLACE_END_OF_AGE,
    SPECIAL,
    VALKYRIE,
    Rules,
)
from game.nidavellir.flow import BIDS, TAVERN
from game.nidavellir.mythology import EFFECTS, READY
from game.nidavellir.state import State

SUM, SQUARE, PRODUCT, SEQUENCE = range(4)
_SCORING = {"sum": SUM, "square": SQUARE, "product": PRODUCT, "sequence": SEQUENCE}

# Rough value of recruiting each hero for an average army, used only to price a line (which hero
# will come is unknown when the line is far). Heroes missing here count `Weights.hero_default`.
HERO_STATIC = {
    "kraal": 9.0,
    "tarah": 14.0,
    "aral": 11.0,
    "dagda": 12.0,
    "aegur": 10.0,
    "bonfur": 12.0,
    "zoral": 8.0,
    "lokdur": 7.0,
    "hourya": 0.0,
    "idunn": 13.0,
    "ymir": 20.0,
    "aesir": 20.0,
    "sigmir": 20.0,
    "jungir": 20.0,
    "bergelmir": 20.0,
    "skaa": 17.0,
    "astrid": 16.0,
    "grid": 15.0,
    "uline": 13.0,
    "ylud": 11.0,
    "thrud": 15.0,
}


@dataclass(frozen=True)
class Weights:
    """The heuristic's tunable constants (the arena compares variants)."""

    growth: float = 0.5  # share of the projected class value counted now
    pace: float = 0.85  # dwarves drafted per pick left, for the projection
    cap_share: float = 1.3  # most a seat can expect of a class: this × its fair share of the rest
    mean_points: tuple[float, ...] = (6.0, 0.0, 0.75, 0.0, 8.0)  # per class, for the projection
    line_decay: float = 0.72  # a line missing m ranks is worth hero × decay**m
    second_line: float = 0.8  # weight of the line after the next one
    hero_default: float = 12.0
    race_spread: float = 0.35  # rank uncertainty per pick left in a majority race
    distinction: dict[str, float] = field(
        default_factory=lambda: {
            "transform": 7.0,
            "trading_coin": 4.0,
            "gem": 5.0,
            "card": 9.0,
            "draw": 9.0,
        }
    )
    coin_round: float = 0.05  # extra value of a coin point per round left
    coin_top: float = 0.04  # extra value of the highest coin per round left
    uline_round: float = 1.2  # bidding after the reveal, per round left
    ylud_pending: float = 9.0  # Ylud waiting in the command zone
    denial: float = 0.6  # weight of what a pick takes from the next seat (2 players)
    rivals: float = 1.0  # weight of the rivals' loss in races (divided by rivals)
    # Idavoll. `power`: the best gain one use of a god's power can be expected to bring, in
    # points; the option of keeping it is valued from it (`myth.option_value`). Sources: Loki
    # and Freya turn an uncertain place in one tavern into a sure card (the gap between the first
    # and the average place of a tavern runs 3 to 8 points in our greedy games); Frigg's best of 3
    # Age cards beats a last pick by about as much; Thor saves one dwarf (`discard`); Odin swaps a
    # neutral hero for a better one (hero values span 7 to 20 points, `HERO_STATIC`).
    power: dict[str, float] = field(
        default_factory=lambda: {
            "loki": 6.0,
            "freya": 4.0,
            "frigg": 5.0,
            "thor": 5.0,
            "odin": 5.0,
        }
    )
    discard: float = 5.0  # a dwarf lost to a hero's discard: its points and its share of a line
    myth_card: float = 9.0  # a mythology card from Skymir's blind draw: the gods' mean points
    garm_pioneer: float = 2.0  # Garm's 6-card Pioneer draw over the usual 3, if the seat wins it
    svafa_round: float = 0.1  # Svafa's betterment notches a seat gets per round left


DEFAULT_WEIGHTS = Weights()


@dataclass(frozen=True)
class Tables:
    """Per-card facts as flat tuples indexed by card id, built once per `Rules`."""

    kind: tuple[int, ...]
    cls: tuple[int, ...]
    dwarf_cls: tuple[int, ...]  # class of a dwarf card, 5 for anything else
    nranks: tuple[int, ...]  # scored ranks the card adds to its column
    points: tuple[int, ...]
    bonus: tuple[int, ...]  # points per rank of the column (Idunn)
    column_points: tuple[tuple[int, ...] | None, ...]  # Ylud
    thrud: tuple[bool, ...]  # placed anywhere, never scored as a rank
    offering: tuple[int, ...]  # transform amount of a Royal Offering
    neutral: tuple[bool, ...]  # a hero scored outside the columns
    fixed: tuple[int, ...]  # a neutral hero's own points
    dwerg: tuple[bool, ...]
    astrid: tuple[bool, ...]
    ylud: tuple[bool, ...]
    scoring: tuple[int, ...]
    seq_start: tuple[int, ...]
    hero_static: tuple[float, ...]
    dwerg_table: tuple[int, ...]
    distinction_points: tuple[int, ...]
    age2_classes: dict[int, tuple[int, ...]]  # players -> dwarves of each class in the Age 2 deck


_TABLES: dict[int, tuple[Rules, Tables]] = {}


def tables(rules: Rules) -> Tables:
    """The flat tables of `rules`, built on first use (keyed by identity: `Rules` holds dicts)."""
    entry = _TABLES.get(id(rules))
    if entry is None or entry[0] is not rules:
        entry = _TABLES[id(rules)] = (rules, _build_tables(rules))
    return entry[1]


def _build_tables(rules: Rules) -> Tables:
    cols: dict[str, list] = {
        k: []
        for k in (
            "kind",
            "cls",
            "dwarf_cls",
            "nranks",
            "points",
            "bonus",
            "column_points",
            "thrud",
            "offering",
            "neutral",
            "fixed",
            "dwerg",
            "astrid",
            "ylud",
            "hero_static",
        )
    }
    for card in rules.cards:
        hero = rules.heroes.get(card.id)
        myth = rules.myths.get(card.id)
        neutral = hero is not None and hero.placement != PLACE_CLASS
        row = {
            "kind": card.kind,
            "cls": card.cls,
            "dwarf_cls": card.cls if card.kind == DWARF else 5,
            "nranks": len(card.ranks),
            "points": card.points,
            "bonus": hero.rank_bonus if hero is not None else myth.rank_bonus if myth else 0,
            "column_points": hero.column_points if hero is not None else None,
            "thrud": hero is not None and hero.placement == PLACE_ANY_COLUMN,
            "offering": card.value if card.kind == OFFERING else 0,
            "neutral": neutral,
            "fixed": hero.points if neutral and hero is not None else 0,
            "dwerg": neutral and hero is not None and hero.group is not None,
            "astrid": neutral and hero is not None and hero.highest_coin,
            "ylud": hero is not None and hero.placement == PLACE_END_OF_AGE,
            "hero_static": HERO_STATIC.get(card.key, -1.0) if hero is not None else 0.0,
        }
        for key, value in row.items():
            cols[key].append(value)
    group = next(iter(rules.groups.values()), (0,))
    age2 = {}
    for n in range(rules.min_players, rules.max_players + 1):
        counts = [0] * 5
        for cid in rules.deck[(2, n)]:
            if rules.cards[cid].kind == DWARF:
                counts[rules.cards[cid].cls] += 1
        age2[n] = tuple(counts)
    return Tables(
        **{k: tuple(v) for k, v in cols.items()},
        scoring=tuple(_SCORING[c.scoring] for c in rules.classes),
        seq_start=tuple(c.sequence_start for c in rules.classes),
        dwerg_table=(0, *group),
        distinction_points=tuple(d.points for d in rules.distinctions),
        age2_classes=age2,
    )


def class_value(scoring: int, start: int, n: float, s: float) -> float:
    """The printed class scoring, for fractional rank counts too (projections)."""
    if scoring == SQUARE:
        return n * n
    if scoring == PRODUCT:
        return s * n
    if scoring == SEQUENCE:
        return n * start + n * (n - 1) / 2
    return s


class Profile:
    """One seat's army and purse reduced to the numbers the value needs; cheap to copy."""

    __slots__ = (
        "astrid",
        "bonus",
        "coins",
        "dist_step",
        "dwerg",
        "first_step",
        "fixed",
        "from_hand",
        "gem_points",
        "giants",
        "hero_step",
        "heroes",
        "line_now",
        "m",
        "myth",
        "n",
        "now",
        "olrun",
        "olrun_step",
        "ranks",
        "s",
        "svafa_step",
        "trading",
        "ylud_pending",
        "zeros",
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
        self.from_hand = False
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

    def copy(self) -> Profile:
        p = Profile.__new__(Profile)
        p.ranks, p.n, p.s, p.bonus, p.m = self.ranks[:], self.n[:], self.s[:], self.bonus[:], self.m
        p.fixed, p.dwerg, p.astrid, p.heroes = self.fixed, self.dwerg, self.astrid, self.heroes
        p.coins, p.gem_points, p.trading = self.coins[:], self.gem_points, self.trading
        p.ylud_pending, p.from_hand = self.ylud_pending, self.from_hand
        p.now, p.line_now = [None] * 5, None
        p.myth, p.giants, p.olrun = self.myth, self.giants, self.olrun
        p.olrun_step, p.hero_step, p.dist_step = self.olrun_step, self.hero_step, self.dist_step
        p.first_step, p.svafa_step, p.zeros = self.first_step, self.svafa_step, self.zeros
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
        "tab",
        "treasure",
        "w",
    )

    def __init__(self, state: State, w: Weights) -> None:
        rules = state.rules
        self.rules = rules
        self.idavoll = state.idavoll
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


def profile(state: State, seat: int, ctx: Context) -> Profile:
    tab = ctx.tab
    p = state.players[seat]
    pr = Profile()
    pr.ranks = p.ranks[:]
    n, s, bonus = pr.n, pr.s, pr.bonus
    nranks, points, rbonus = tab.nranks.__getitem__, tab.points.__getitem__, tab.bonus.__getitem__
    special = (p.thrud_col, p.ylud_col)
    for c in range(5):
        col = p.columns[c]
        if not col:
            continue
        if c in special:
            for card in col:
                cp = tab.column_points[card]
                if cp is not None:
                    n[c] += 1
                    s[c] += cp[c]
                elif not tab.thrud[card]:
                    n[c] += nranks(card)
                    s[c] += points(card)
                    bonus[c] += rbonus(card)
        else:
            n[c] = sum(map(nranks, col))
            s[c] = sum(map(points, col))
            bonus[c] = sum(map(rbonus, col))
    neutral = tab.neutral
    for h in p.heroes:
        if not neutral[h]:
            continue
        pr.fixed += tab.fixed[h]
        if tab.astrid[h]:
            pr.astrid = True
        if tab.dwerg[h]:
            pr.dwerg = min(pr.dwerg + 1, len(tab.dwerg_table) - 1)
        if tab.ylud[h] and p.ylud_col < 0:
            pr.ylud_pending = True
    pr.heroes = len(p.heroes) - len(p.uncounted)  # Thrivaldi's hero never counts against lines
    codes = p.coins()
    pr.coins = [c >> 2 for c in codes]
    for c in codes:
        if c < 4 or c & 3 == cn.SPECIAL:
            pr.trading = c >> 2
            break
    if p.distinctions:
        pr.gem_points = sum(tab.distinction_points[d] for d in p.distinctions)
    pr.from_hand = p.from_hand
    pr.m = projection(pr, ctx)
    if ctx.idavoll:
        _myth_profile(state, seat, pr, ctx)
    return pr


def profiles(state: State, ctx: Context) -> list[Profile]:
    return [profile(state, seat, ctx) for seat in range(state.n)]


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


def _p(x: float) -> float:
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
        value = (dist + extra) * _p(1.7 * (lead - 0.5) / ctx.spread_age)
    if c == 0:
        value += top_coin * _p(1.7 * (lead + 0.5) / ctx.spread_game)
    return value


def _best_other(ranks: list[int], seat: int) -> int:
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
    value += line_term(pr.ranks, pr.heroes, ctx, pr.hero_step)
    if pr.ylud_pending:
        value += w.ylud_pending
    if pr.from_hand:
        value += w.uline_round * ctx.rounds_left
    top = max(pr.coins, default=0)
    for c in range(5 if ctx.races else 1):
        column = [p.ranks[c] for p in profs]
        value += race_value(column[seat] - _best_other(column, seat), c, top, ctx, pr.dist_step)
    return value + pr.myth


# ----------------------------------------------------------------------------- gains


def rank_gain(profs: list[Profile], seat: int, c: int, k: int, ctx: Context) -> float:
    """What adding k ranks to column c does to the races, the seat's and (weighted) its rivals'."""
    if k == 0 or not (ctx.dist_value[c] or c == 0):
        return 0.0
    column = [p.ranks[c] for p in profs]
    mine = column[seat]
    best = _best_other(column, seat)
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
    before = pr.line_now
    ranks = pr.ranks
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
    lead = column[seat] - _best_other(column, seat)
    top = max(coins, default=0)
    return coin_term(coins, ctx, pr.astrid) + top * _p(1.7 * (lead + 0.5) / ctx.spread_game)


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
    for v in sorted(set(values)):
        new = coins[:]
        new[new.index(v)] = upgraded(ctx.treasure, v, amount)
        gain = money_value(pr, new, ctx, profs, seat) - base
        if gain > best or best_value < 0:
            best, best_value = gain, v
    return best, best_value


def card_gain(profs: list[Profile], seat: int, card: int, ctx: Context) -> float:
    """What taking this tavern (or Pioneer) card is worth to the seat.

    Memoised on the context by what the card adds (many cards are alike: every hunter, every
    blacksmith), valid while the profiles stay as they were built for this context.
    """
    tab = ctx.tab
    kind = tab.kind[card]
    if kind == OFFERING:
        key = (seat, -1, tab.offering[card], 0, 0)
    elif kind in MYTH_KINDS:
        key = (seat, -2, card, 0, 0)
    else:
        key = (seat, tab.cls[card], tab.nranks[card], tab.points[card], tab.bonus[card])
    memo = ctx.memo
    gain = memo.get(key)
    if gain is None:
        if kind == OFFERING:
            gain = transform_gain(profs, seat, tab.offering[card], ctx)[0]
        elif kind in (DWARF, SPECIAL, HERO):
            gain = add_ranks_gain(profs, seat, key[1], key[2], key[3], key[4], ctx)
            if ctx.idavoll:
                gain = _myth_adjusted(profs, seat, card, gain, ctx)
        elif kind in MYTH_KINDS:
            gain = myth_gain(profs, seat, card, ctx)
        else:
            gain = 0.0
        memo[key] = gain
    return gain


# ----------------------------------------------------------------------------- Idavoll

_SCORED_CAPTURE = ("gymir", "surt")  # giants whose captured dwarf scores at the end


def _myth_profile(state: State, seat: int, pr: Profile, ctx: Context) -> None:
    """The command zone's worth and each valkyrie's next-trigger value, on the profile."""
    p = state.players[seat]
    rules = ctx.rules
    myths = rules.myths
    pair = 0
    for card in p.columns[2]:
        pair += myths[card].zero_pair_bonus if card in myths else 0
        pr.zeros += rules.cards[card].ranks.count(0) if card not in rules.heroes else 0
    if pair:  # Ratatosk: each pair of 0-point miner ranks adds to the points before the product
        pr.s[2] += pair * (pr.zeros // 2)
    value = 0.0
    giants = []
    for card in p.myth:
        myth = myths[card]
        token = p.tokens[card]
        if myth.kind == GOD:
            value += myth.points
            if token == READY:
                value += option_value(
                    ctx.w.power.get(myth.effect, 0.0), god_chances(myth.effect, ctx)
                )
        elif myth.kind == GIANT:
            if token == READY:
                giants.append((myth.cls, card))
            elif card in p.captured:
                value += _captured_score(
                    p.captured[card], myth.effect, myth.capture_factor, pr, ctx
                )
        elif myth.kind == VALKYRIE:
            trigger = EFFECTS[myth.effect].trigger
            if trigger == "class_card":
                pr.olrun = p.olrun if p.olrun < 5 else -1
            at = token + valkyrie_future(trigger, pr, ctx)
            value += track_value(myth.track, at)
            _set_step(pr, trigger, track_step(myth.track, at))
    pr.giants = tuple(giants)
    for cls, card in giants:
        value += _giant_promise(pr, cls, card, ctx)
    pr.myth = value


def _set_step(pr: Profile, trigger: str, step: float) -> None:
    if trigger == "first_choice":
        pr.first_step = step
    elif trigger == "distinction":
        pr.dist_step = step
    elif trigger == "class_card":
        pr.olrun_step = step
    elif trigger == "hero":
        pr.hero_step = step
    elif trigger == "betterment":
        pr.svafa_step = step


def valkyrie_future(trigger: str, pr: Profile, ctx: Context, cls: int = -1) -> float:
    """Notches a valkyrie is expected to go down in the rest of the game.

    First choices: each of the taverns left has one, a seat gets its 1/n share. Olrun: the
    dwarves of her class the seat is projected to draft. Distinctions and heroes are left to the
    race and line terms, which count each one's step (`dist_step`, `hero_step`) as it comes.
    Betterments: `svafa_round` per round left.
    """
    if trigger == "first_choice":
        return ctx.r_game / ctx.n
    if trigger == "class_card":
        c = pr.olrun if cls < 0 else cls
        return pr.m[c] if c >= 0 else 0.0
    if trigger == "betterment":
        return ctx.w.svafa_round * ctx.rounds_left
    return 0.0


def god_chances(effect: str, ctx: Context) -> float:
    """Occasions left to use a god's power: a round start (Loki, Freya), a pick (Frigg), a turn's
    end (Odin), a discard hero still to recruit (Thor)."""
    if effect in ("loki", "freya"):
        return ctx.r_game / 3
    if effect == "thor":
        heroes = ctx.rules.heroes
        return float(sum(1 for h in ctx.pool if heroes[h].discard))
    return float(ctx.r_game)


def _captured_score(card: int, effect: str, factor: int, pr: Profile, ctx: Context) -> float:
    """End points of a giant holding `card`: Gymir's multiple, Surt's highest coin."""
    if effect == "gymir":
        return float(factor * ctx.tab.points[card])
    if effect == "surt":
        return float(max(pr.coins, default=0))
    return 0.0


def capture_worth(pr: Profile, giant: int, card: int, ctx: Context) -> float:
    """What capturing brings. `card` is the dwarf (-1: an average one of the class). Gymir: the
    factor × its points; Surt: the highest coin; Hrungnir: +2 on each coin (valued as coins);
    Thrivaldi: a hero outside the lines; Skymir: `keep` blind mythology cards (the exact
    expectation is used for the real decision, `idavoll.capture_scores`)."""
    myth = ctx.rules.myths[giant]
    effect = myth.effect
    if effect in _SCORED_CAPTURE:
        if card < 0 and effect == "gymir":
            return myth.capture_factor * ctx.w.mean_points[myth.cls]
        return _captured_score(card, effect, myth.capture_factor, pr, ctx)
    if effect == "hrungnir":
        coins = pr.coins[:]
        skip = pr.trading in coins
        for i, v in enumerate(coins):
            if skip and v == pr.trading:
                skip = False
                continue
            coins[i] = upgraded(ctx.treasure, v, myth.transform)
        return coin_term(coins, ctx, pr.astrid) - coin_term(pr.coins, ctx, pr.astrid)
    if effect == "thrivaldi":
        return ctx.hero_value + pr.hero_step
    return myth.keep * ctx.w.myth_card


def place_estimate(pr: Profile, cls: int, ctx: Context) -> float:
    """An average dwarf of the class placed in the army (its rank and mean points)."""
    pts = round(ctx.w.mean_points[cls])
    return class_term(pr, cls, ctx, 1, pts) - class_term(pr, cls, ctx)


def _giant_promise(pr: Profile, cls: int, giant: int, ctx: Context) -> float:
    """A giant waiting for a dwarf: the chance the seat takes one more of its class, times what
    capturing beats placing by (the capture is optional, so never below zero)."""
    edge = capture_worth(pr, giant, -1, ctx) - place_estimate(pr, cls, ctx)
    return at_least_once(pr.m[cls]) * max(0.0, edge)


def _myth_adjusted(profs: list[Profile], seat: int, card: int, gain: float, ctx: Context) -> float:
    """A dwarf's or hero's gain with Idavoll: Olrun's notch for her class, and a waiting giant of
    its class, which turns the card into the better of capture and place."""
    pr = profs[seat]
    tab = ctx.tab
    cls = tab.cls[card]
    if cls == pr.olrun and tab.nranks[card]:
        gain += pr.olrun_step
    if tab.kind[card] == DWARF:
        for gcls, giant in pr.giants:
            if gcls == cls:
                gain = max(gain, capture_worth(pr, giant, card, ctx))
    return gain


def myth_gain(profs: list[Profile], seat: int, card: int, ctx: Context) -> float:
    """What taking a mythology card is worth to the seat (a tavern pick, a Skymir keep)."""
    myth = ctx.rules.myths[card]
    pr = profs[seat]
    w = ctx.w
    if myth.kind == GOD:
        return myth.points + option_value(
            w.power.get(myth.effect, 0.0), god_chances(myth.effect, ctx)
        )
    if myth.kind == GIANT:
        return _giant_promise(pr, myth.cls, card, ctx)
    if myth.kind == VALKYRIE:
        return _valkyrie_gain(profs, seat, myth.track, EFFECTS[myth.effect].trigger, ctx)
    if myth.kind != ANIMAL:
        return 0.0
    tab = ctx.tab
    cls = myth.cls
    points = tab.points[card] + myth.zero_pair_bonus * (pr.zeros // 2)
    gain = add_ranks_gain(profs, seat, cls, tab.nranks[card], points, myth.rank_bonus, ctx)
    if cls == pr.olrun:
        gain += pr.olrun_step
    if myth.gives >= 0:  # Hraesvelg: Gullinbursti, a 0-point rank in the best column
        gain += max(add_ranks_gain(profs, seat, c, 1, 0, 0, ctx) for c in range(5))
    if myth.pioneer_draw and ctx.pioneer == cls:
        lead = pr.ranks[cls] + tab.nranks[card] - _best_other([p.ranks[cls] for p in profs], seat)
        gain += w.garm_pioneer * _p(1.7 * (lead - 0.5) / ctx.spread_age)
    if myth.discard_reduction is not None and myth.discard_reduction[0] in ctx.pool:
        gain += w.discard * myth.discard_reduction[1] / ctx.n  # recruited about once in n
    return gain


def _valkyrie_gain(
    profs: list[Profile], seat: int, track: tuple[int, ...], trigger: str, ctx: Context
) -> float:
    """A valkyrie's expected points from the top notch: Olrun on the class the seat drafts most,
    Hildr on the distinctions it is expected to win, Sigrdrifa on its expected heroes."""
    pr = profs[seat]
    if trigger == "class_card":
        return max(track_value(track, valkyrie_future(trigger, pr, ctx, c)) for c in range(5))
    if trigger == "distinction":
        wins = 0.0
        if ctx.races:
            for c in range(5):
                if ctx.dist_value[c]:
                    lead = pr.ranks[c] - _best_other([p.ranks[c] for p in profs], seat)
                    wins += _p(1.7 * (lead - 0.5) / ctx.spread_age)
        return track_value(track, wins)
    if trigger == "hero":  # a line needs a rank of each of the 5 classes
        owed = max(0, min(pr.ranks) - pr.heroes)
        return track_value(track, owed + ctx.r_game * ctx.w.pace / 5)
    return track_value(track, valkyrie_future(trigger, pr, ctx))

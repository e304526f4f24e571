"""What a Lord's fortress is worth: the exact score now, plus what the dwarves still to come, the
lines still to complete and the Elite majorities still open are expected to add.

Why a profile: the score of spec §6 depends on a handful of sums (Shield ranks, Temple points and
Occult, the Wanderers' visible values, Forge points and runes, Malt, coins); reading them once
per decision and adding a card to a copy is far cheaper than rescoring a fortress, which the
search does thousands of times a second. `exact` equals the rules' score (a test checks it).

The strategy of the rulebook is in the formulas, not in rules of thumb: the Shield track grows
quadratically (projected ranks make a Shield dwarf worth more the more come), the Temple
multiplies points by Occult, a Wanderers value already in the column is worth nothing (a Pariah
token), new runes square, Talion dwarves raise a coin, lines bring Cognars (balanced columns
complete them sooner), and in Era 1 each Order's majority brings its Elite Cognar.
"""

from __future__ import annotations

import math

from game.ai.arran.core import (
    BIDS,
    DWARF,
    ELITE,
    FORGE,
    NO_COLUMN,
    OVER,
    RANK_BLACK,
    SHIELD,
    TAVERN,
    TEMPLE,
    WANDERERS,
    State,
    coins,
)
from game.ai.arran.tables import Tables, column_worth, tables, track_value
from game.ai.arran.weights import Weights


class Profile:
    """The sums one Lord's score depends on (see the module's docstring)."""

    __slots__ = (
        "cmd",
        "coins",
        "command",
        "covered",
        "each",
        "fp",
        "malt",
        "merc",
        "occ",
        "per_rank",
        "per_rune",
        "ranks",
        "recruited",
        "removals",
        "runes",
        "sh",
        "tal",
        "tp",
        "trading",
        "wvals",
        "wvis",
    )

    def __init__(self) -> None:
        self.ranks = [0, 0, 0, 0, 0]
        self.sh = 0  # Shield ranks as the end scores them (Ga'at's bonus included)
        self.per_rank = 0  # points per Shield rank (Abokar, Tiss)
        self.tp = 0  # Temple points
        self.occ = 0  # Occult symbols (the board's included)
        self.wvals: set[int] = set()  # values in the Wanderers column
        self.wvis = 0  # visible Wanderers points
        self.covered: list[int] = []  # values under a Pariah token
        self.removals = 0  # tokens the Lord will remove at the end
        self.fp = 0  # Forge points
        self.runes = 0  # bit mask of different runes
        self.tal = 0
        self.merc = 0
        self.cmd = 0  # command zone points
        self.per_rune = 0  # Jorun
        self.malt = 0
        self.each = 0  # points per Malt (the Certification and the combination included)
        self.command: set[int] = set()
        self.coins: list[int] = []  # coin values
        self.trading = False  # holds the 0 or the 3-Exchange coin
        self.recruited = 0

    def copy(self) -> Profile:
        p = Profile.__new__(Profile)
        p.ranks = self.ranks[:]
        p.sh = self.sh
        p.per_rank = self.per_rank
        p.tp = self.tp
        p.occ = self.occ
        p.wvals = set(self.wvals)
        p.wvis = self.wvis
        p.covered = self.covered[:]
        p.removals = self.removals
        p.fp = self.fp
        p.runes = self.runes
        p.tal = self.tal
        p.merc = self.merc
        p.cmd = self.cmd
        p.per_rune = self.per_rune
        p.malt = self.malt
        p.each = self.each
        p.command = set(self.command)
        p.coins = self.coins[:]
        p.trading = self.trading
        p.recruited = self.recruited
        return p

    def lines(self) -> int:
        return min(self.ranks)


def add_card(pr: Profile, tab: Tables, card: int, column: int, check: bool = True) -> None:
    """Put `card` in `column` (NO_COLUMN: the command zone) of the profile, in place. `check`:
    a Wanderers card may take a Pariah token (as the rules do on placement)."""
    pr.malt += tab.malt[card]
    pr.occ += tab.occult[card]
    pr.runes |= tab.runes[card]
    pr.per_rank += tab.per_rank[card]
    pr.per_rune += tab.per_rune[card]
    pr.removals += tab.removes[card]
    pr.each += tab.malt_bonus[card]
    if column == NO_COLUMN:
        if tab.kind[card] != DWARF:
            pr.cmd += tab.points[card]
        pr.command.add(card)
        partner = tab.partner[card]
        if partner >= 0 and partner in pr.command:
            pr.each += tab.combo[card]
        return
    pr.ranks[column] += tab.ranks[card]
    if tab.rank[card] == RANK_BLACK:
        pr.merc += tab.points[card]
    worth = column_worth(tab, card, column)
    if column == SHIELD:
        pr.sh += tab.ranks[card] + (tab.shield_bonus[card] if tab.column_points[card] else 0)
    elif column == TEMPLE:
        pr.tp += worth
    elif column == WANDERERS:
        value = tab.points[card] if not tab.column_points[card] else worth
        if check and tab.pariah[card] and value in pr.wvals:
            pr.covered.append(value)
        elif tab.rank[card] != RANK_BLACK:
            pr.wvis += value
        pr.wvals.add(value)
    elif column == FORGE:
        pr.fp += worth
    else:
        pr.tal += worth


def profile(state: State, seat: int, tab: Tables) -> Profile:
    """The profile of `seat` in `state`."""
    p = state.players[seat]
    pr = Profile()
    pr.each = state.table.malt_each
    pr.occ = state.table.board_occult
    covered = set(p.covered)
    for c, col in enumerate(p.columns):
        for card in col:
            add_card(pr, tab, card, c, check=False)
            if c == WANDERERS and card in covered:
                value = tab.points[card]
                pr.wvis -= value
                pr.covered.append(value)
    for card in p.command:
        add_card(pr, tab, card, NO_COLUMN)
    if state.phase == OVER:
        pr.removals = 0  # made already
    codes = p.coins()
    pr.coins = [c >> 2 for c in codes]
    pr.trading = any(coins.is_trading(c) for c in codes)
    pr.recruited = p.recruited
    return pr


def exact(pr: Profile, tab: Tables) -> float:
    """The score sheet's total for this profile (the rules' `score`)."""
    runes = pr.runes.bit_count()
    uncovered = sum(sorted(pr.covered, reverse=True)[: pr.removals]) if pr.removals else 0
    return (
        tab.track[min(pr.sh, len(tab.track) - 1)]
        + pr.per_rank * pr.sh
        + pr.tp * pr.occ
        + pr.wvis
        + uncovered
        + pr.fp
        + runes * runes
        + pr.tal
        + pr.merc
        + pr.cmd
        + pr.per_rune * runes
        + pr.malt * pr.each
        + sum(pr.coins)
    )


class Context:
    """What the value of every Lord in one state shares: the weights, the tables, the dwarves
    each Lord still takes, the rounds left, the open Elite races."""

    __slots__ = (
        "_ordo",
        "base",
        "cog",
        "left",
        "left_era",
        "n",
        "profiles",
        "races",
        "rounds_left",
        "scale",
        "stats",
        "tab",
        "table",
        "treasure",
        "w",
    )

    def __init__(self, state: State, w: Weights) -> None:
        self.w = w
        self.table = state.table
        self.tab = tab = tables(state.table)
        self.n = n = state.n
        self.stats = tab.stats[n]
        self.treasure = state.treasure
        rounds = state.table.rounds_per_era[n]
        later_eras = rounds if state.age == 1 else 0
        bidding = state.phase == BIDS
        done = state.phase == OVER
        self.rounds_left = 0 if done else rounds - state.round + bidding + later_eras
        left = []
        left_era = []
        for seat in range(n):
            if done:
                this = 0
            elif bidding:
                this = 3
            elif state.phase == TAVERN:
                this = 2 - state.tavern + (seat in state.order[state.turn :])
            else:
                this = 0
            era = this + 3 * (rounds - state.round) if not done else 0
            left_era.append(era if state.age == 1 else 0)
            left.append(era + 3 * later_eras)
        self.left = left
        self.left_era = left_era
        pool = state.cognar_pool
        ok = any(c in pool for c in state.table.recruitable) or (
            sum(c in pool for c in state.table.mercenaries) >= state.opener_needs
        )
        self.cog = w.line_cognar if ok else 0.0
        self.profiles = profiles = [profile(state, seat, tab) for seat in range(n)]
        self.base: list[float | None] = [None] * n
        self.scale = [0.1 + w.race_spread * math.sqrt(e) for e in left_era]
        self._ordo: list[float | None] = [None] * n
        self.races = []
        for award in state.awards if state.age == 1 and not done else ():
            column = tab.column[award]
            have = [pr.malt if column == NO_COLUMN else pr.ranks[column] for pr in profiles]
            rivals = [max(h for j, h in enumerate(have) if j != seat) for seat in range(n)]
            fixed = tab.points[award] + (w.elite_tiebreak if tab.kind[award] == ELITE else 0.0)
            self.races.append((award, column, rivals, fixed))

    def ordo(self, seat: int) -> float:
        """Ordo's exchange for the seat's coins (memoised: a card never changes them)."""
        v = self._ordo[seat]
        if v is None:
            v = self._ordo[seat] = ordo_gain(self.profiles[seat].coins, self)
        return v

    def value(self, seat: int) -> float:
        """The seat's value as it stands (memoised)."""
        v = self.base[seat]
        if v is None:
            v = self.base[seat] = evaluate(self.profiles[seat], seat, self)
        return v

    def gain(self, seat: int, card: int, column: int) -> float:
        """What adding `card` to `column` of the seat's fortress is worth."""
        pr = self.profiles[seat].copy()
        add_card(pr, self.tab, card, column)
        return evaluate(pr, seat, self) - self.value(seat)


def evaluate(pr: Profile, seat: int, ctx: Context) -> float:
    """The seat's expected final score with this profile."""
    tab, st, w = ctx.tab, ctx.stats, ctx.w
    value = exact(pr, tab)
    left = ctx.left[seat]
    g = w.growth * left
    # --- the dwarves still to come
    if g > 0:
        share, mean = st.share, st.mean_points
        f0 = g * share[0]
        value += track_value(tab.track, pr.sh + f0) - track_value(tab.track, pr.sh)
        value += pr.per_rank * f0
        f1 = g * share[1]
        value += (pr.tp + f1 * mean[1]) * (pr.occ + f1 * st.temple_occult) - pr.tp * pr.occ
        f2 = g * share[2]
        part = st.wanderers_part
        value += f2 * (st.wanderers - sum(part.get(v, 0.0) for v in pr.wvals))
        f3 = g * share[3]
        owned = pr.runes
        dwarf = st.dwarf_runes
        d_runes = min(f3 * st.new_rune[owned & dwarf], (dwarf & ~owned).bit_count())
        runes = owned.bit_count()
        value += f3 * mean[3] + (runes + d_runes) ** 2 - runes * runes + pr.per_rune * d_runes
        value += g * share[4] * (mean[4] + 1.0 + w.talion_step)
        value += g * st.malt * pr.each
    # --- coins: their points, and the better places they buy in the rounds left
    rounds = ctx.rounds_left
    if rounds and pr.coins:
        value += rounds * (w.coin_round * sum(pr.coins) + w.coin_top * max(pr.coins))
        if pr.trading:
            value += w.exchange_round * rounds
    # --- lines: an owed Cognar, then the next two lines by the ranks they miss
    cog = ctx.cog
    if cog:
        ranks = pr.ranks
        lines = min(ranks)
        value += cog * max(0, lines - pr.recruited)
        if left:
            m1 = sum(lines + 1 - r for r in ranks if r <= lines)
            if m1 <= left:
                value += cog * w.line_decay**m1
                m2 = m1 + sum(1 for r in ranks if r <= lines + 1)
                if m2 <= left:
                    value += cog * w.second_line * w.line_decay**m2
    # --- the Elite Cognars and the Certification still to award
    if ctx.races:
        value += _races(pr, seat, ctx, g)
    return value


def _races(pr: Profile, seat: int, ctx: Context, g: float) -> float:
    """The Elite Cognars and the Certification the seat may still win, each by its chance (a
    strict majority at the end of Era 1) times what it would add to this fortress."""
    tab, st = ctx.tab, ctx.stats
    scale = ctx.scale[seat]
    total = 0.0
    for award, column, rivals, fixed in ctx.races:
        mine = pr.malt if column == NO_COLUMN else pr.ranks[column]
        if mine <= 0:
            continue
        x = (mine - rivals[seat] - 0.5) / scale
        if x < -5.3:  # a chance below 0.5 %
            continue
        worth = fixed
        if tab.per_rank[award]:
            worth += tab.per_rank[award] * (pr.sh + g * st.share[0])
        if tab.occult[award]:
            worth += tab.occult[award] * (pr.tp + g * st.share[1] * st.mean_points[1])
        new = (tab.runes[award] & ~pr.runes).bit_count()
        if new:
            runes = pr.runes.bit_count()
            worth += (runes + new) ** 2 - runes * runes + pr.per_rune * new
        if tab.removes[award]:
            hidden = sorted(pr.covered, reverse=True)[
                pr.removals : pr.removals + tab.removes[award]
            ]
            worth += sum(hidden) + 1.0
        if tab.malt_bonus[award]:
            worth += tab.malt_bonus[award] * (pr.malt + g * st.malt)
        if "ordo_exchange" in tab.effects[award]:
            worth += ctx.ordo(seat)
        total += worth / (1.0 + math.exp(-x)) if x < 30 else worth
    return total


def ordo_gain(values: list[int], ctx: Context) -> float:
    """Ordo's exchange: the lower of the two lowest coins (not the 0 / 3-Exchange) becomes their
    sum, as the Treasury allows."""
    plain = sorted(v for v in values if v > 0)
    if len(plain) < 2:
        return 0.0
    low, high = plain[0], plain[1]
    new = coins.treasure_value(ctx.treasure, low + high, low)
    return float(new - low) if new >= 0 else 0.0


def coin_weight(ctx: Context) -> float:
    """A coin point's value now: its point at the end and the better places it buys."""
    return 1.0 + ctx.w.coin_round * ctx.rounds_left


def upgrade_gain(ctx: Context, value: int, amount: int) -> float:
    """Coin points gained by transforming a coin of `value` by +`amount` (the Treasury may give
    more, less or nothing)."""
    new = coins.treasure_value(ctx.treasure, value + amount, value)
    return float(new - value) if new >= 0 else 0.0

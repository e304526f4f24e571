"""Idavoll's part of the position value: the command zone's worth (gods' points and unspent
powers, giants' expected captures, valkyries at their expected notch) and what taking a
mythology card is worth.
"""

from __future__ import annotations

from game.ai.nidavellir.core import (
    ANIMAL,
    DWARF,
    EFFECTS,
    GIANT,
    GOD,
    READY,
    VALKYRIE,
    IdavollState,
)
from game.ai.nidavellir.heuristic import (
    Context,
    Profile,
    add_ranks_gain,
    best_other,
    chance,
    class_term,
    coin_term,
    upgraded,
)
from game.ai.nidavellir.myth import at_least_once, option_value, track_step, track_value

_SCORED_CAPTURE = ("gymir", "surt")  # giants whose captured dwarf scores at the end


def myth_profile(state: IdavollState, seat: int, pr: Profile, ctx: Context) -> None:
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


def myth_adjusted(profs: list[Profile], seat: int, card: int, gain: float, ctx: Context) -> float:
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
        lead = pr.ranks[cls] + tab.nranks[card] - best_other([p.ranks[cls] for p in profs], seat)
        gain += w.garm_pioneer * chance(1.7 * (lead - 0.5) / ctx.spread_age)
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
                    lead = pr.ranks[c] - best_other([p.ranks[c] for p in profs], seat)
                    wins += chance(1.7 * (lead - 0.5) / ctx.spread_age)
        return track_value(track, wins)
    if trigger == "hero":  # a line needs a rank of each of the 5 classes
        owed = max(0, min(pr.ranks) - pr.heroes)
        return track_value(track, owed + ctx.r_game * ctx.w.pace / 5)
    return track_value(track, valkyrie_future(trigger, pr, ctx))

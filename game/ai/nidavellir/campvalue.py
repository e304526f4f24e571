"""Thingvellir's part of the position value: the command zone's artifacts and waiting mercenaries,
the mercenaries in the army, the heroes' lasting powers (Jarika, Zolkur), and what taking a camp
card is worth.

Why these shapes: an artifact's end points depend on the army at the end (heroes, mercenaries,
ranks of a class, coins of 15 or more), so it is valued as a change of the profile the position
value reads (`heuristic.py`: `fixed`, `hero_step`, `merc_step`, `mjollnir`, `draupnir`,
`lines_off`), and a camp card's gain is that change; what an artifact does at once (a card from the
discard, the pouch's transforms, every rival's warrior, a hero) is valued as the gain of doing it
now. A mercenary waiting in the command zone is counted where it would be enlisted (its best
class), so the races, the lines and the classes see it before the end of the Age, as they will
at the Enlistment, before the distinctions.
"""

from __future__ import annotations

from game.ai.nidavellir.core import TAVERN, State, ThingvellirState
from game.ai.nidavellir.core import coins as cn
from game.ai.nidavellir.heuristic import (
    Context,
    Profile,
    add_ranks_gain,
    class_term,
    line_term,
    money_value,
    transform_gain,
    upgraded,
)

EXPLORER = 4
WARRIOR = 0
FIRST_IN_HAND = -1  # Vidofnir without a pouch: the first of the two hand coins (the core's)


def camp_profile(state: ThingvellirState, seat: int, pr: Profile, ctx: Context) -> None:
    """The seat's Thingvellir facts, on its profile (after the columns, the projection and
    Idavoll's part, whose Sigrdrifa step Svalinn adds to)."""
    rules = ctx.rules
    w = ctx.w
    p = state.players[seat]
    mercs = rules.mercenaries
    owned = 0
    for c in range(5):
        for card in p.columns[c]:
            merc = mercs.get(card)
            if merc is not None:
                pr.s[c] += merc.points_in(c)
                owned += 1
    value = 0.0
    waiting = []
    artifacts = rules.artifacts
    for card in p.command:
        if card in mercs:
            waiting.append(card)
            owned += 1
            continue
        art = artifacts.get(card)
        if art is None:
            continue
        effect = art.effect
        if effect == "megingjord":
            pr.fixed += art.points
            pr.lines_off = True
        elif effect == "jarnglofi":
            pr.fixed += art.points
        elif effect == "svalinn":
            pr.fixed += art.per * len(p.heroes)
            pr.hero_step += art.per
        elif effect == "hrafnsmerki":
            pr.merc_step += art.per
        elif effect == "mjollnir":
            pr.mjollnir = art.per
        elif effect == "draupnir":
            pr.draupnir = (art.per, art.threshold)
            value += art.per * w.draupnir_round * ctx.rounds_left
        elif effect == "fafnir":
            value += w.fafnir_round * ctx.rounds_left
        elif effect == "brisingamens":
            value -= w.discard  # a dwarf of the army goes at the end of Age 2
    pr.fixed += int(pr.merc_step) * owned
    heroes = rules.heroes
    for h in p.heroes:
        bonus = heroes[h].upgrade_bonus
        if bonus:
            pr.upgrade += bonus
            value += bonus * w.upgrade_round * ctx.rounds_left
    if p.pouch_hero >= 0:
        pr.zolkur = True
        value += w.zolkur
    pr.camp = value
    if waiting:
        placed = []
        for card in waiting:
            col, pts = best_class(pr, card, ctx)
            pr.n[col] += 1
            pr.s[col] += pts
            pr.ranks[col] += 1
            placed.append((card, col, pts))
        pr.virtual = tuple(placed)


def best_class(pr: Profile, card: int, ctx: Context) -> tuple[int, int]:
    """The class a mercenary is expected to be enlisted in (its class value and the lines), with
    the points printed beside it."""
    merc = ctx.rules.mercenaries[card]
    best, best_col, best_pts = -1e9, merc.classes[0], merc.points[0]
    lines = None if pr.lines_off else line_term(pr.ranks, pr.heroes, ctx, pr.hero_step)
    for col, pts in zip(merc.classes, merc.points, strict=True):
        gain = class_term(pr, col, ctx, 1, pts) - class_term(pr, col, ctx)
        if lines is not None:
            pr.ranks[col] += 1
            gain += line_term(pr.ranks, pr.heroes, ctx, pr.hero_step) - lines
            pr.ranks[col] -= 1
        if gain > best:
            best, best_col, best_pts = gain, col, pts
    return best_col, best_pts


def without_waiting(pr: Profile, card: int) -> Profile:
    """A copy of the profile without the waiting mercenary `card` counted (to enlist it)."""
    out = pr.copy()
    rest = list(pr.virtual)
    for i, (merc, col, pts) in enumerate(rest):
        if merc == card:
            out.n[col] -= 1
            out.s[col] -= pts
            out.ranks[col] -= 1
            del rest[i]
            break
    out.virtual = tuple(rest)
    return out


# ----------------------------------------------------------------------------- camp cards


def camp_gain(profs: list[Profile], seat: int, card: int, ctx: Context) -> float:
    """What taking this camp card is worth to the seat (a pick at the camp, Holda's)."""
    rules = ctx.rules
    merc = rules.mercenaries.get(card)
    if merc is not None:
        return mercenary_gain(profs, seat, card, ctx)
    art = rules.artifacts.get(card)
    if art is None:
        return 0.0
    return _ARTIFACTS.get(art.effect, _nothing)(profs, seat, card, ctx)


def mercenary_gain(profs: list[Profile], seat: int, card: int, ctx: Context) -> float:
    """A mercenary: a rank in the better of its two classes (at the Enlistment), and
    Hrafnsmerki's points."""
    merc = ctx.rules.mercenaries[card]
    pr = profs[seat]
    best = max(
        add_ranks_gain(profs, seat, col, 1, pts, 0, ctx)
        for col, pts in zip(merc.classes, merc.points, strict=True)
    )
    return best + pr.merc_step


def _nothing(profs: list[Profile], seat: int, card: int, ctx: Context) -> float:
    return 0.0


def _fafnir(profs: list[Profile], seat: int, card: int, ctx: Context) -> float:
    return ctx.w.fafnir_round * ctx.rounds_left


def _draupnir(profs: list[Profile], seat: int, card: int, ctx: Context) -> float:
    art = ctx.rules.artifacts[card]
    now = sum(1 for v in profs[seat].coins if v >= art.threshold)
    return art.per * (now + ctx.w.draupnir_round * ctx.rounds_left)


def _vegvisir(profs: list[Profile], seat: int, card: int, ctx: Context) -> float:
    tab = ctx.tab
    return add_ranks_gain(profs, seat, EXPLORER, tab.nranks[card], tab.points[card], 0, ctx)


def _svalinn(profs: list[Profile], seat: int, card: int, ctx: Context) -> float:
    """Its points per hero owned now, and per hero the lines are expected to bring."""
    art = ctx.rules.artifacts[card]
    pr = profs[seat]
    owned = len(ctx.state.players[seat].heroes)
    return art.per * (owned + expected_line_heroes(pr, ctx))


def expected_line_heroes(pr: Profile, ctx: Context) -> float:
    """Heroes the lines are expected to bring, as the line term counts them."""
    if pr.lines_off or ctx.hero_value <= 0:
        return 0.0
    return line_term(pr.ranks, pr.heroes, ctx) / ctx.hero_value


def _megingjord(profs: list[Profile], seat: int, card: int, ctx: Context) -> float:
    """Its points, less what the lines were expected to recruit."""
    pr = profs[seat]
    lost = 0.0 if pr.lines_off else line_term(pr.ranks, pr.heroes, ctx, pr.hero_step)
    return ctx.rules.artifacts[card].points - lost


def _vidofnir(profs: list[Profile], seat: int, card: int, ctx: Context) -> float:
    """Two coins transformed at once: the pouch's (+2 and +3 the better way round, or +5 on the
    one beside a trading coin), or without a pouch two hand coins (the best ones); a lone coin
    takes the amount the rules' reading gives it."""
    small, middle, alone = ctx.rules.artifacts[card].amounts
    lone = alone if ctx.rules.camp_variants.vidofnir_lone_coin == "largest" else small
    state = ctx.state
    p = state.players[seat]
    pr = profs[seat]
    if state.phase != TAVERN or p.bids_from_hand:
        held = [c for c in p.hand if not cn.is_trading(c)]
        if len(held) < 2:
            return coins_gain(pr, profs, seat, [(c >> 2, lone) for c in held], ctx)
        return (
            transform_gain(profs, seat, small, ctx)[0] + transform_gain(profs, seat, middle, ctx)[0]
        )
    pouch = [c for c in p.board[3:] if c >= 0]
    if any(cn.is_trading(c) for c in pouch):
        return coins_gain(
            pr, profs, seat, [(c >> 2, alone) for c in pouch if not cn.is_trading(c)], ctx
        )
    if len(pouch) < 2:
        return coins_gain(pr, profs, seat, [(c >> 2, lone) for c in pouch], ctx)
    x, y = pouch[0] >> 2, pouch[1] >> 2
    return max(
        coins_gain(pr, profs, seat, [(x, small), (y, middle)], ctx),
        coins_gain(pr, profs, seat, [(y, small), (x, middle)], ctx),
    )


def coins_gain(
    pr: Profile, profs: list[Profile], seat: int, changes: list[tuple[int, int]], ctx: Context
) -> float:
    """The money gain of transforming coins, each (value, amount) in turn (Jarika aims higher)."""
    coins = pr.coins[:]
    for v, amount in changes:
        if v in coins:
            coins[coins.index(v)] = upgraded(ctx.treasure, v, amount + pr.upgrade)
    return money_value(pr, coins, ctx, profs, seat) - money_value(pr, pr.coins, ctx, profs, seat)


def _brisingamens(profs: list[Profile], seat: int, card: int, ctx: Context) -> float:
    """The two best cards of the discard pile, less a dwarf of the army at the end of Age 2."""
    art = ctx.rules.artifacts[card]
    gains = sorted(
        (retrieve_gain(profs, seat, c, ctx) for c in ctx.state.discard),
        reverse=True,
    )
    return sum(gains[: art.take]) - ctx.w.discard


def retrieve_gain(profs: list[Profile], seat: int, card: int, ctx: Context) -> float:
    """A card taken from the discard pile (Andumia, Brisingamens), resolved as if taken from a
    tavern: a dwarf joins the army, a Royal Offering transforms a coin."""
    from game.ai.nidavellir.position import card_gain

    return card_gain(profs, seat, card, ctx)


def _mjollnir(profs: list[Profile], seat: int, card: int, ctx: Context) -> float:
    pr = profs[seat]
    growth = ctx.w.growth
    return ctx.rules.artifacts[card].per * max(pr.ranks[c] + growth * pr.m[c] for c in range(5))


def _hofud(profs: list[Profile], seat: int, card: int, ctx: Context) -> float:
    """What every other seat loses with its cheapest warrior, as one rival's loss on average."""
    state = ctx.state
    if state.n < 2:
        return 0.0
    total = 0.0
    for j in range(state.n):
        if j != seat:
            total += -min(
                (dismiss_loss(state, j, WARRIOR, i, profs, ctx) for i in _warriors(state, j)),
                key=abs,
                default=0.0,
            )
    return ctx.w.rivals * total / (state.n - 1)


def _warriors(state: State, seat: int) -> list[int]:
    col = state.players[seat].columns[WARRIOR]
    kinds = state.DISCARDABLE
    return [i for i, card in enumerate(col) if state.rules.cards[card].kind in kinds]


def dismiss_loss(
    state: State, seat: int, column: int, depth: int, profs: list[Profile], ctx: Context
) -> float:
    """The (negative) gain of losing the card at `depth` of the seat's `column`."""
    card = state.players[seat].columns[column][depth]
    tab = ctx.tab
    merc = ctx.rules.mercenaries.get(card)
    pts = merc.points_in(column) if merc is not None else tab.points[card]
    loss = add_ranks_gain(profs, seat, column, -tab.nranks[card], -pts, -tab.bonus[card], ctx)
    if merc is not None:
        loss -= profs[seat].merc_step
    return loss


def _hrafnsmerki(profs: list[Profile], seat: int, card: int, ctx: Context) -> float:
    art = ctx.rules.artifacts[card]
    p = ctx.state.players[seat]
    mercs = ctx.rules.mercenaries
    owned = sum(1 for c in p.command if c in mercs)
    owned += sum(1 for col in p.columns for c in col if c in mercs)
    return art.per * (owned + ctx.w.merc_round * ctx.rounds_left)


def _jarnglofi(profs: list[Profile], seat: int, card: int, ctx: Context) -> float:
    """Its points, less the trades the trading coin would still make, and the card of a tavern
    still to come where it is bid."""
    art = ctx.rules.artifacts[card]
    state = ctx.state
    p = state.players[seat]
    w = ctx.w
    value = art.points - w.trade_round * ctx.rounds_left
    for t in range(state.tavern + 1, 3):
        if p.board[t] >= 0 and cn.is_trading(p.board[t]):
            value -= w.lost_pick
    return value


def _gjallarhorn(profs: list[Profile], seat: int, card: int, ctx: Context) -> float:
    """A hero now, which the next line then owes: the best hero's worth, less one line's."""
    pr = profs[seat]
    tab = ctx.tab
    best = max(
        (tab.hero_static[h] if tab.hero_static[h] >= 0 else ctx.w.hero_default for h in ctx.pool),
        default=0.0,
    )
    if pr.lines_off:
        return best
    before = line_term(pr.ranks, pr.heroes, ctx, pr.hero_step)
    after = line_term(pr.ranks, pr.heroes + 1, ctx, pr.hero_step)
    return best + pr.hero_step + after - before


_ARTIFACTS = {
    "fafnir": _fafnir,
    "draupnir": _draupnir,
    "vegvisir": _vegvisir,
    "svalinn": _svalinn,
    "megingjord": _megingjord,
    "vidofnir": _vidofnir,
    "brisingamens": _brisingamens,
    "mjollnir": _mjollnir,
    "hofud": _hofud,
    "hrafnsmerki": _hrafnsmerki,
    "jarnglofi": _jarnglofi,
    "gjallarhorn": _gjallarhorn,
}


# ----------------------------------------------------------------------------- heroes


def hero_power_gain(
    state: ThingvellirState, seat: int, hero_card: int, profs: list[Profile], ctx: Context
) -> float:
    """What a Thingvellir hero's power adds to its points on recruitment: Andumia's card from
    the discard, Holda's camp card, Olwyn's two doubles, Zolkur's next trade, Jarika's bonus
    on the transforms and trades to come (Khrad's transform is the policy's, as any hero's)."""
    hero = ctx.rules.heroes[hero_card]
    w = ctx.w
    power = hero.power
    gain = hero.upgrade_bonus * w.upgrade_round * ctx.rounds_left
    if power == "andumia":
        gain += max((retrieve_gain(profs, seat, c, ctx) for c in state.discard), default=0.0)
    elif power == "holda":
        gain += max((camp_gain(profs, seat, c, ctx) for c in state.camp), default=0.0)
    elif power == "olwyn":
        cols = sorted(
            (add_ranks_gain(profs, seat, c, 1, 0, 0, ctx) for c in range(5)), reverse=True
        )
        gain += cols[0] + cols[1]
    elif power == "zolkur":
        gain += w.zolkur
    return gain

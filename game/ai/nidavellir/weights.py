"""The heuristic's tunable constants (`Weights`), which the arena compares variants of.

Why apart from the value itself: the agents, the search's configuration and the tests pass
weights around without needing the value's machinery. The per-card estimates (class mean
points, distinctions, gods' powers) start from `data/nidavellir/ai.yaml` (`values.py`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.ai.nidavellir.values import values


@dataclass(frozen=True)
class Weights:
    """The heuristic's tunable constants (the arena compares variants)."""

    growth: float = 0.5  # share of the projected class value counted now
    pace: float = 0.85  # dwarves drafted per pick left, for the projection
    cap_share: float = 1.3  # most a seat can expect of a class: this × its fair share of the rest
    # mean points of a dwarf of each class still to come, for the projection
    mean_points: tuple[float, ...] = field(default_factory=lambda: values().classes)
    line_decay: float = 0.72  # a line missing m ranks is worth hero × decay**m
    second_line: float = 0.8  # weight of the line after the next one
    hero_default: float = 12.0
    race_spread: float = 0.35  # rank uncertainty per pick left in a majority race
    distinction: dict[str, float] = field(default_factory=lambda: dict(values().distinctions))
    coin_round: float = 0.05  # extra value of a coin point per round left
    coin_top: float = 0.04  # extra value of the highest coin per round left
    uline_round: float = 1.2  # bidding after the reveal, per round left
    ylud_pending: float = 9.0  # Ylud waiting in the command zone
    denial: float = 0.6  # weight of what a pick takes from the next seat (2 players)
    rivals: float = 1.0  # weight of the rivals' loss in races (divided by rivals)
    # Idavoll. `power`: the best gain one use of a god's power can be expected to bring, in
    # points, by the god's effect; the option of keeping it is valued from it (`myth.option_value`).
    power: dict[str, float] = field(default_factory=lambda: dict(values().gods))
    discard: float = 5.0  # a dwarf lost to a hero's discard: its points and its share of a line
    myth_card: float = 9.0  # a mythology card from Skymir's blind draw: the gods' mean points
    garm_pioneer: float = 2.0  # Garm's 6-card Pioneer draw over the usual 3, if the seat wins it
    svafa_round: float = 0.1  # Svafa's betterment notches a seat gets per round left
    # Thingvellir (`campvalue.py`): what the rules leave to the rest of the game, per round left
    fafnir_round: float = 0.6  # Fafnir Baleygr: a camp visit without winning the bid
    draupnir_round: float = 0.1  # Draupnir: coins reaching its threshold
    merc_round: float = 0.15  # Hrafnsmerki: mercenaries still to come
    upgrade_round: float = 0.5  # Jarika: each point of her bonus, by the transforms and trades
    trade_round: float = 1.5  # Járnglófi: what the trading coin's trades would bring
    lost_pick: float = 8.0  # Járnglófi: the card of a tavern still to come its coin was bid on
    zolkur: float = 3.0  # Zolkur on the pouch: the next trade keeps the higher coin


DEFAULT_WEIGHTS = Weights()

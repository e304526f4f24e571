"""The taverns engine runs a game that is not Nidavellir: a minimal subclass supplying only the
hooks every game must (what a taken card does, lines, the end of an Age) plays whole games with
sealed bids, reveals, ties and gem exchanges, trades through the treasure and leftover cards."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from game.taverns import coins as cn
from game.taverns.engine import TavernsState
from game.taverns.flow import OVER

AGE_CARDS = 18  # 2 players: 3 taverns of 3 cards, 2 rounds an Age


@dataclass(frozen=True)
class Card:
    key: str
    ranks: tuple[int, ...]
    cls: int


@dataclass(frozen=True)
class MiniRules:
    cards: tuple[Card, ...] = tuple(Card(f"c{i}", (i % 5,), i % 5) for i in range(2 * AGE_CARDS))
    card_ids: dict[str, int] = field(
        default_factory=lambda: {f"c{i}": i for i in range(2 * AGE_CARDS)}
    )
    deck: dict[tuple[int, int], tuple[int, ...]] = field(
        default_factory=lambda: {
            (1, 2): tuple(range(AGE_CARDS)),
            (2, 2): tuple(range(AGE_CARDS, 2 * AGE_CARDS)),
        }
    )
    cards_per_tavern: dict[int, int] = field(default_factory=lambda: {2: 3})
    gems: dict[int, tuple[int, ...]] = field(default_factory=lambda: {2: (4, 5)})
    starting_coins: tuple[int, ...] = (0, 2, 3, 4, 5)
    treasure: dict[int, tuple[int, ...]] = field(
        default_factory=lambda: {2: (0, 0, 0, 0, 0) + (2,) * 21}
    )
    equal_trade_gives_up_bronze: bool = True


class Mini(TavernsState):
    """Cards go to their column; no recruits; the game ends after Age 2."""

    __slots__ = ()

    def take(self, seat: int, card: int) -> None:
        column = self.rules.cards[card].cls
        self.players[seat].columns[column].append(card)
        self.players[seat].ranks[column] += 1
        self.emit("card_placed", seat, card, column)

    def check_lines(self, seat: int) -> None:
        """Nothing to recruit in this game."""

    def end_of_age_step(self, step: int) -> None:
        if self.age == 1:
            self.start_age(2)
        else:
            self.phase = OVER


def _play(seed: int) -> tuple[Mini, list[str]]:
    state = Mini(MiniRules(), 2, seed, {})
    rng = random.Random(seed)
    kinds: list[str] = []
    while not state.is_over():
        seat = rng.choice(state.to_move())
        for event in state.apply(rng.choice(state.legal_actions(seat))):
            kinds.append(event.kind)
    return state, kinds


def test_a_game_on_the_engine_alone_plays_to_the_end() -> None:
    for seed in range(20):
        state, kinds = _play(seed)
        taken = [sum(len(c) for c in p.columns) for p in state.players]
        assert taken == [12, 12]  # one card per tavern, 3 taverns, 2 rounds, 2 Ages
        assert len(state.discard) == 12  # the third card of every tavern
        assert sorted(p.gem for p in state.players) == [4, 5]
        assert all(len(p.coins()) == 5 for p in state.players)
        gold = [
            cn.value_of(c) for p in state.players for c in p.coins() if cn.kind_of(c) == cn.GOLD
        ]
        assert len(gold) + sum(state.treasure) == 2 * 21
        assert kinds.count("round_over") == 4 and kinds.count("bids_revealed") == 12


def test_trades_and_gem_exchanges_happen() -> None:
    seen: set[str] = set()
    for seed in range(20):
        seen |= set(_play(seed)[1])
    assert {"coins_traded", "gems_exchanged", "tavern_card_discarded", "age_started"} <= seen


class MiniOneDeck(Mini):
    """A variant as a subclass: every tavern is filled from the Age 2 deck, first."""

    __slots__ = ()

    def tavern_deck(self, tavern: int) -> list[int]:
        return self.decks[2] if self.decks[2] else self.decks[1]

    def age_continues(self) -> bool:
        return bool(self.decks[1] or self.decks[2])


def test_a_variant_overrides_hooks_only() -> None:
    state = MiniOneDeck(MiniRules(), 2, 3, {})
    rng = random.Random(3)
    first = list(state.taverns[0])
    assert all(card >= AGE_CARDS for card in first)  # Age 2's cards came first
    while not state.is_over():
        seat = rng.choice(state.to_move())
        state.apply(rng.choice(state.legal_actions(seat)))
    assert sum(len(c) for p in state.players for c in p.columns) == 24

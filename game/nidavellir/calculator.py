"""Score calculator: a real table's final position, typed into YAML, becomes score sheets.

This plays the part of the official companion app: at the end of a game on a real table, someone
types what each player has in front of them and `python main.py score FILE.yaml [--json]` prints
each player's score sheet and the winner(s). The score itself comes from `scoring.score_armies`,
the same function that scores games played in this program, so the two can never disagree; this
module only turns the typed table into the `Army` summaries that function expects.

`score_table` is the one engine: `score_file` reads the YAML and hands it the parsed document, and
the window's calculator scene hands it the table entered by clicks, so a file and the scene can
never score the same table differently.

File format (see also `data/examples/table.yaml`)::

    players:                   # 2 to 5 players, in any order
      - name: Serge            # unique at the table
        cards:                 # the dwarf cards in the army, per class (Age cards only)
          warrior: [3, 7, 9]   # bravery points of each warrior card
          hunter: 4            # hunters: how many cards (they have no points)
          miner: [0, 1, 2]     # bravery points of each miner card
          blacksmith: 5        # blacksmiths: how many cards (they have no points)
          explorer: [5, 8]     # bravery points of each explorer card
        heroes: [kraal, idunn, ylud, ymir, astrid]   # ids from data/nidavellir/heroes.yaml
        ylud: explorer         # the column Ylud ends in, required if and only if she is owned
        distinctions: [kings_hand, crown_jeweler]    # ids from data/nidavellir/distinctions.yaml
        armorer_card_discarded: false  # true if Dagda or Bonfur discarded the Armorer's card (D6)
        coins: [0, 2, 8, 13, 20]                     # the values of the 5 coins owned

Every key but `name` and `coins` may be left out (or left blank) when the player has none.

The base game only, with either hero set (the first-game set is a subset of the full one): the
Idavoll expansion's gods, giants, valkyries and animals have no field, and a table of an Idavoll
game is out of the calculator's scope.

What is added for you, so the file only holds what is printed on the cards:

* class heroes (Kraal, Tarah, Aral, Dagda, Aëgur, Bonfur, Zoral, Lokdur, Hourya, Idunn) add their
  ranks to their column, and Idunn her +2 per explorer rank;
* the other heroes score from the command zone (Thrud listed here is the Thrud who returned there
  at the end of Age 2: 13 points, no rank);
* Ylud adds one rank to the column named by `ylud:`, worth what her card gives in that column;
* The King's Great Armorer adds its special two-rank blacksmith, unless `armorer_card_discarded`
  says a hero's discard took it (rule D6: Dagda or Bonfur may discard it like any dwarf); the
  Crown Jeweler adds the gem's bonus; the warrior majority is worked out across the players.

Problems are reported, never guessed around: every bad file raises one `DataError` that names the
file, the player and the field, so the person typing the table knows what to fix.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any, ClassVar

from pydantic import Field, NonNegativeInt

from game.core import calcfile
from game.core.calcfile import Strict
from game.core.dataload import check
from game.nidavellir.data import (
    CLASS_KEYS,
    DWARF,
    PLACE_CLASS,
    PLACE_END_OF_AGE,
    Rules,
    default_rules,
)
from game.nidavellir.scoring import CATEGORIES, Army, score_armies, winners

COINS_PER_PLAYER = 5
# Coins go up to 25 and no class has 99 cards: a larger number in a table file is refused while
# the file is read, before a list of that many cards could be built from it.
LARGEST_NUMBER = 99

# Row labels of the printed score sheet, in `CATEGORIES` order.
LABELS = {
    "warrior": "Warriors",
    "hunter": "Hunters",
    "miner": "Miners",
    "blacksmith": "Blacksmiths",
    "explorer": "Explorers",
    "warrior_majority": "Warrior majority",
    "heroes": "Neutral heroes",
    "coins": "Coins",
    "gem": "Gem bonus",
}


# --------------------------------------------------------------------------- pydantic models


class CardsModel(Strict):
    """Dwarf cards per class: points per card where the class scores points, else a count."""

    BLANK_MEANS_NONE: ClassVar[frozenset[str]] = frozenset(CLASS_KEYS)

    warrior: list[NonNegativeInt] = Field(default_factory=list)
    hunter: NonNegativeInt = 0
    miner: list[NonNegativeInt] = Field(default_factory=list)
    blacksmith: NonNegativeInt = 0
    explorer: list[NonNegativeInt] = Field(default_factory=list)


class PlayerModel(Strict):
    """One player's final position, as read from the table."""

    BLANK_MEANS_NONE: ClassVar[frozenset[str]] = frozenset(
        {"cards", "heroes", "ylud", "distinctions", "armorer_card_discarded"}
    )

    name: str = Field(min_length=1)
    cards: CardsModel = CardsModel()
    heroes: list[str] = Field(default_factory=list)
    ylud: str | None = None  # a class key, checked in `_Supply` for a message that lists them
    distinctions: list[str] = Field(default_factory=list)
    # The King's Great Armorer's card was discarded by a hero (D6): the distinction stays won,
    # its two blacksmith ranks are gone.
    armorer_card_discarded: bool = False
    coins: list[NonNegativeInt]


# --------------------------------------------------------------------------- validation


def _dwarf_points(cards: CardsModel, key: str) -> list[int]:
    """Points of each dwarf card of a class; counted classes (no points) give zeros."""
    value = getattr(cards, key)
    return [0] * value if isinstance(value, int) else list(value)


class _Supply:
    """What exists to be owned, and what the players listed so far own, across the table.

    Counting over the whole table in file order names the first player at whom the table would
    hold more than the game does; each hero, distinction, card and coin exists a fixed number of
    times, whoever holds it.
    """

    def __init__(self, path: Path, rules: Rules, players: int) -> None:
        self.path = path
        self.rules = rules
        self.players = players
        self.heroes = {hero.key: hero for hero in rules.heroes.values()}
        self.group_sizes = Counter(h.group for h in self.heroes.values() if h.group is not None)
        self.end_of_age = [k for k, h in self.heroes.items() if h.placement == PLACE_END_OF_AGE]
        self.distinctions = {d.key: d for d in rules.distinctions}
        # Dwarf cards of both Age decks at the largest player count: a deliberately lenient
        # bound that rejects what no box holds without second-guessing a smaller table's decks.
        self.cards: Counter[tuple[int, int]] = Counter()
        for age in (1, 2):
            for card_id in rules.deck[(age, rules.max_players)]:
                card = rules.cards[card_id]
                if card.kind == DWARF:
                    self.cards[(card.cls, card.points)] += 1
        self.class_cards = Counter({cls: 0 for cls in range(len(CLASS_KEYS))})
        for (cls, _points), count in self.cards.items():
            self.class_cards[cls] += count
        self.coins = self._coins(players)
        self.coin_values = set(self._coins(rules.max_players))
        self.names: set[str] = set()
        self.hero_owner: dict[str, str] = {}
        self.distinction_owner: dict[str, str] = {}
        self.cards_seen: Counter[tuple[int, int]] = Counter()
        self.class_seen: Counter[int] = Counter()
        self.coins_seen: Counter[int] = Counter()

    def _coins(self, players: int) -> Counter[int]:
        """Coins of each value at this player count: bronze sets, Royal Treasure, special 3."""
        rules = self.rules
        supply: Counter[int] = Counter()
        for value in rules.starting_coins:
            supply[value] += players
        for value, count in enumerate(rules.treasure[players]):
            supply[value] += count
        supply[rules.special_trading_coin] += 1
        return +supply

    def take(self, p: PlayerModel) -> None:
        """Check one player and count what they own; raise `DataError` on the first problem."""
        entry = f"player '{p.name}'"
        check(p.name not in self.names, self.path, entry, "name", "two players have this name")
        self.names.add(p.name)
        self._take_cards(p, entry)
        self._take_heroes(p, entry)
        self._take_distinctions(p, entry)
        self._take_coins(p, entry)

    def _take_cards(self, p: PlayerModel, entry: str) -> None:
        for cls, key in enumerate(CLASS_KEYS):
            field = f"cards.{key}"
            points = _dwarf_points(p.cards, key)
            printed = sorted(pts for (c, pts) in self.cards if c == cls)
            for pts, count in sorted(Counter(points).items()):
                check(
                    (cls, pts) in self.cards,
                    self.path,
                    entry,
                    field,
                    f"no {key} card is worth {pts} "
                    f"({key} cards are worth {', '.join(map(str, printed))})",
                )
                seen = self.cards_seen[(cls, pts)] = self.cards_seen[(cls, pts)] + count
                check(
                    seen <= self.cards[(cls, pts)],
                    self.path,
                    entry,
                    field,
                    f"the table would hold {seen} {key} cards worth {pts}; "
                    f"the two Age decks have only {self.cards[(cls, pts)]}",
                )
            seen = self.class_seen[cls] = self.class_seen[cls] + len(points)
            check(
                seen <= self.class_cards[cls],
                self.path,
                entry,
                field,
                f"the table would hold {seen} {key} cards; "
                f"the two Age decks have only {self.class_cards[cls]}",
            )

    def _take_heroes(self, p: PlayerModel, entry: str) -> None:
        for key in p.heroes:
            check(
                key in self.heroes,
                self.path,
                entry,
                "heroes",
                f"unknown hero '{key}'; heroes are: {', '.join(self.heroes)}",
            )
        groups = Counter(group for key in p.heroes if (group := self.heroes[key].group))
        for group, count in groups.items():
            size = self.group_sizes[group]
            check(
                count <= size,
                self.path,
                entry,
                "heroes",
                f"{count} heroes of the '{group}' group; there are only {size}",
            )
        for i, key in enumerate(p.heroes):
            check(
                key not in p.heroes[:i], self.path, entry, "heroes", f"hero '{key}' is listed twice"
            )
            owner = self.hero_owner.setdefault(key, p.name)
            check(
                owner == p.name,
                self.path,
                entry,
                "heroes",
                f"hero '{key}' is already in {owner}'s army; each hero card exists once",
            )
        placed = [key for key in self.end_of_age if key in p.heroes]
        check(
            p.ylud is None or p.ylud in CLASS_KEYS,
            self.path,
            entry,
            "ylud",
            f"unknown column '{p.ylud}'; columns are: {', '.join(CLASS_KEYS)}",
        )
        if placed:
            check(
                p.ylud is not None,
                self.path,
                entry,
                "ylud",
                f"'{placed[0]}' is among the heroes: name the column she ends in "
                f"({', '.join(CLASS_KEYS)})",
            )
        else:
            check(
                p.ylud is None,
                self.path,
                entry,
                "ylud",
                f"a column is given but '{'/'.join(self.end_of_age)}' is not among the heroes",
            )

    def _take_distinctions(self, p: PlayerModel, entry: str) -> None:
        for i, key in enumerate(p.distinctions):
            check(
                key in self.distinctions,
                self.path,
                entry,
                "distinctions",
                f"unknown distinction '{key}'; distinctions are: {', '.join(self.distinctions)}",
            )
            check(
                key not in p.distinctions[:i],
                self.path,
                entry,
                "distinctions",
                f"distinction '{key}' is listed twice",
            )
            owner = self.distinction_owner.setdefault(key, p.name)
            check(
                owner == p.name,
                self.path,
                entry,
                "distinctions",
                f"distinction '{key}' is already {owner}'s; each distinction is won once",
            )
        with_card = [key for key, d in self.distinctions.items() if d.effect == "card"]
        check(
            not p.armorer_card_discarded or any(k in p.distinctions for k in with_card),
            self.path,
            entry,
            "armorer_card_discarded",
            f"only the owner of '{'/'.join(with_card)}' has its card to discard",
        )

    def _take_coins(self, p: PlayerModel, entry: str) -> None:
        check(
            len(p.coins) == COINS_PER_PLAYER,
            self.path,
            entry,
            "coins",
            f"a player owns exactly {COINS_PER_PLAYER} coins, not {len(p.coins)}",
        )
        for value in p.coins:
            check(
                value in self.coin_values,
                self.path,
                entry,
                "coins",
                f"no coin is worth {value} ({self._coin_description()})",
            )
            seen = self.coins_seen[value] = self.coins_seen[value] + 1
            check(
                seen <= self.coins[value],
                self.path,
                entry,
                "coins",
                f"the table would hold {seen} coins worth {value}; "
                f"a {self.players}-player game has only {self.coins[value]}",
            )

    def _coin_description(self) -> str:
        rules = self.rules
        bronze = ", ".join(str(v) for v in sorted(set(rules.starting_coins)))
        gold = [v for v, count in enumerate(rules.treasure[rules.max_players]) if count]
        return (
            f"bronze {bronze}; Royal Treasure {min(gold)} to {max(gold)}; "
            f"the special {rules.special_trading_coin}"
        )


# --------------------------------------------------------------------------- scoring


def _army(rules: Rules, player: PlayerModel) -> Army:
    """The player's `Army`, built the way `State.army` builds one from a finished game."""
    columns = [_dwarf_points(player.cards, key) for key in CLASS_KEYS]
    bonus = [0] * len(CLASS_KEYS)
    neutral: list[int] = []
    for key in player.heroes:
        hero = rules.hero(key)
        if hero.placement == PLACE_CLASS:
            columns[hero.cls].extend(rules.cards[hero.card].ranks)
            bonus[hero.cls] += hero.rank_bonus
            continue
        # Every other hero is scored as neutral, as `State.army` does (Ylud's own points are 0).
        neutral.append(hero.card)
        if hero.placement == PLACE_END_OF_AGE and hero.column_points is not None:
            column = CLASS_KEYS.index(str(player.ylud))
            columns[column].append(hero.column_points[column])
        # Thrud (any_column) is back in the command zone at the end of Age 2: no rank.
    distinctions = {d.key: d for d in rules.distinctions}
    gem_points = 0
    for key in player.distinctions:
        distinction = distinctions[key]
        gem_points += distinction.points
        if distinction.effect == "card" and not player.armorer_card_discarded:
            card = rules.cards[distinction.card]
            columns[card.cls].extend(card.ranks)
    return Army(
        tuple(tuple(c) for c in columns),
        tuple(bonus),
        tuple(neutral),
        tuple(player.coins),
        gem_points,
    )


def score_table(data: Any, source: str | Path = "calculator") -> dict[str, Any]:
    """Validate an in-memory table shaped like the YAML file and score it.

    `data` is what `yaml.safe_load` gives for a table file (`{"players": [...]}`, lists as lists);
    `source` starts every error message, where `score_file` puts the file's path, so the person
    entering the table is told where the problem is. Returns what `score_file` returns; raises
    one `DataError` for the first problem, exactly as for a file.
    """
    where = Path(source)
    rules = default_rules()
    players = calcfile.outline(
        data, where, "Nidavellir", range(rules.min_players, rules.max_players + 1), "players"
    )
    models = [calcfile.parse_player(PlayerModel, where, i, raw) for i, raw in enumerate(players)]
    supply = _Supply(where, rules, len(players))
    for player in models:
        supply.take(player)
    sheets = score_armies(rules, [_army(rules, p) for p in models])
    return calcfile.result([p.name for p in models], sheets, CATEGORIES, winners(sheets))


def score_file(path: str | Path) -> dict[str, Any]:
    """Read a table file and score it with `score_table`, naming the file in every error.

    Returns `{"players": [{"name", "total", "breakdown": {category: points}}], "winners": [names]}`
    with players in file order and every category of `scoring.CATEGORIES` in each breakdown;
    ties for the best total share the victory. Raises `DataError` for any problem in the file.
    """
    path = Path(path)
    return score_table(calcfile.read_table(path, LARGEST_NUMBER), path)


def format_sheets(result: dict[str, Any]) -> str:
    """The score sheets as text: a column per player, a row per category, the winner(s) last."""
    return calcfile.format_sheets(result, CATEGORIES, LABELS)

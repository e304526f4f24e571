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

The base game, with either hero set (the first-game set is a subset of the full one), and the
Thingvellir expansion (below): the Idavoll expansion's gods, giants, valkyries and animals have no
field, and a table of an Idavoll game is out of the calculator's scope.

What is added for you, so the file only holds what is printed on the cards:

* class heroes (Kraal, Tarah, Aral, Dagda, Aëgur, Bonfur, Zoral, Lokdur, Hourya, Idunn) add their
  ranks to their column, and Idunn her +2 per explorer rank;
* the other heroes score from the command zone (Thrud listed here is the Thrud who returned there
  at the end of Age 2: 13 points, no rank);
* Ylud adds one rank to the column named by `ylud:`, worth what her card gives in that column;
* The King's Great Armorer adds its special two-rank blacksmith, unless `armorer_card_discarded`
  says a hero's discard took it (rule D6: Dagda or Bonfur may discard it like any dwarf); the
  Crown Jeweler adds the gem's bonus; the warrior majority is worked out across the players.

A Thingvellir game (see also `data/examples/thingvellir_table.yaml`) says so at the top of the file,
``thingvellir: true``, and each player may then also list::

        mercenaries:               # each mercenary of the army and the class it was enlisted in
          mercenary_1: explorer    # ids from data/nidavellir/thingvellir.yaml (its two classes)
          mercenary_6: warrior
        artifacts: [vegvisir, draupnir, mjollnir]   # the artifacts owned
        mjollnir: miner            # the class Mjöllnir counts, required if and only if it is owned
        doubles: [hunter, miner]   # the columns of Olwyn's doubles still in the army (with Olwyn)

and Thingvellir's six heroes among `heroes`. Added for you: each mercenary's rank with the
bravery points printed beside its class, Vegvisir's explorer rank worth 13, a rank worth 0 for
each of Olwyn's doubles, and the artifacts row. A player who owns Járnglófi lists 4 coins (the
trading coin was discarded). Cards that left the army (Höfud, Brisingamens, Dagda, Bonfur) are
simply not listed. Andumia and Brisingamens take cards from the discard pile: a dwarf is typed like
any other, and the King's Great Armorer's special blacksmith, once its owner's army lost it
(`armorer_card_discarded: true`), is ``armorer_card_retrieved: true`` in the army that took it.

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
    NEUTRAL,
    PLACE_CLASS,
    PLACE_END_OF_AGE,
    Mercenary,
    Rules,
    default_rules,
)
from game.nidavellir.expansions.thingvellir import artifacts as camp_artifacts
from game.nidavellir.scoring import CAMP_CATEGORIES, CATEGORIES, Army, score_armies, winners

COINS_PER_PLAYER = 5
THINGVELLIR = "thingvellir"  # the option key, written `thingvellir: true` at a file's top
OPTIONS = (THINGVELLIR,)
THINGVELLIR_CATEGORIES = (*CATEGORIES, *CAMP_CATEGORIES)
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
    "artifacts": "Artifacts",
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
        {
            "cards",
            "heroes",
            "ylud",
            "distinctions",
            "armorer_card_discarded",
            "armorer_card_retrieved",
            "mercenaries",
            "artifacts",
            "mjollnir",
            "doubles",
        }
    )

    name: str = Field(min_length=1)
    cards: CardsModel = CardsModel()
    heroes: list[str] = Field(default_factory=list)
    ylud: str | None = None  # a class key, checked in `_Supply` for a message that lists them
    distinctions: list[str] = Field(default_factory=list)
    # The King's Great Armorer's card was discarded by a hero (D6): the distinction stays won,
    # its two blacksmith ranks are gone.
    armorer_card_discarded: bool = False
    # Thingvellir: Andumia or Brisingamens took that card from the discard pile into this army.
    armorer_card_retrieved: bool = False
    coins: list[NonNegativeInt]
    # Thingvellir (checked in `_Supply`, for messages that list the ids and columns).
    mercenaries: dict[str, str] = Field(default_factory=dict)  # mercenary id -> its class
    artifacts: list[str] = Field(default_factory=list)
    mjollnir: str | None = None  # the class Mjöllnir counts
    doubles: list[str] = Field(default_factory=list)  # the columns of Olwyn's doubles


# --------------------------------------------------------------------------- validation


def describe_mercenary(mercenary: Mercenary) -> str:
    """A mercenary as its card reads: "mercenary_3 (hunter or explorer 8)" (hunters and
    blacksmiths print no points)."""
    sides = [
        CLASS_KEYS[cls] + (f" {points}" if points else "")
        for cls, points in zip(mercenary.classes, mercenary.points, strict=True)
    ]
    return f"{mercenary.key} ({' or '.join(sides)})"


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

    def __init__(self, path: Path, rules: Rules, players: int, thingvellir: bool) -> None:
        self.path = path
        self.rules = rules
        self.players = players
        self.thingvellir = thingvellir
        self.heroes = {
            hero.key: hero
            for hero in rules.heroes.values()
            if hero.expansion == "" or (thingvellir and hero.expansion == THINGVELLIR)
        }
        self.camp_heroes = {
            hero.key for hero in rules.heroes.values() if hero.expansion == THINGVELLIR
        }
        self.mercenaries = {m.key: m for m in rules.mercenaries.values()}
        self.artifacts = {a.key: a for a in rules.artifacts.values()}
        self.effects = {a.effect: a.key for a in rules.artifacts.values()}
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
        self.camp_owner: dict[str, str] = {}  # mercenaries and artifacts, each exists once
        self.armorer_holder: str | None = None  # who took the Armorer's card from the discard
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
        self._take_camp(p, entry)
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
                key in self.heroes or key not in self.camp_heroes,
                self.path,
                entry,
                "heroes",
                f"'{key}' is a hero of Thingvellir; the table of a Thingvellir game starts with "
                "'thingvellir: true'",
            )
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
        if not p.armorer_card_retrieved:
            return
        field = "armorer_card_retrieved"
        check(
            self.thingvellir,
            self.path,
            entry,
            field,
            "only Andumia and Brisingamens take a card from the discard pile; the table of a "
            "Thingvellir game starts with 'thingvellir: true'",
        )
        check(
            not any(k in p.distinctions for k in with_card),
            self.path,
            entry,
            field,
            f"the owner of '{'/'.join(with_card)}' who got its card back lists "
            "'armorer_card_discarded: false'",
        )
        holder = self.armorer_holder = self.armorer_holder or p.name
        check(
            holder == p.name,
            self.path,
            entry,
            field,
            f"the Armorer's card is already in {holder}'s army; it exists once",
        )

    def finish(self, players: list[PlayerModel]) -> None:
        """What only the whole table shows: a retrieved Armorer's card was first lost by the
        distinction's owner."""
        taker = next((p for p in players if p.armorer_card_retrieved), None)
        if taker is None:
            return
        check(
            any(p.armorer_card_discarded for p in players),
            self.path,
            f"player '{taker.name}'",
            "armorer_card_retrieved",
            "the Armorer's card reaches the discard pile only from its owner's army: nobody "
            "lists 'armorer_card_discarded: true'",
        )

    def _take_camp(self, p: PlayerModel, entry: str) -> None:
        """Thingvellir's fields: the mercenaries in their classes, the artifacts, Mjöllnir's class
        and Olwyn's doubles; all left out unless the table is a Thingvellir game's."""
        if not self.thingvellir:
            for field in ("mercenaries", "artifacts", "mjollnir", "doubles"):
                check(
                    not getattr(p, field),
                    self.path,
                    entry,
                    field,
                    "a card of Thingvellir; the table of a Thingvellir game starts with "
                    "'thingvellir: true'",
                )
            return
        for key, column in p.mercenaries.items():
            mercenary = self.mercenaries.get(key)
            if mercenary is None:
                listed = "; ".join(describe_mercenary(m) for m in self.mercenaries.values())
                calcfile.fail(
                    self.path,
                    entry,
                    "mercenaries",
                    f"unknown mercenary '{key}'; mercenaries: {listed}",
                )
            check(
                column in [CLASS_KEYS[c] for c in mercenary.classes],
                self.path,
                entry,
                f"mercenaries.{key}",
                f"'{column}' is not one of its classes: {describe_mercenary(mercenary)}",
            )
            self._own(key, p.name, entry, "mercenaries", "army")
        for i, key in enumerate(p.artifacts):
            check(
                key in self.artifacts,
                self.path,
                entry,
                "artifacts",
                f"unknown artifact '{key}'; artifacts are: {', '.join(self.artifacts)}",
            )
            check(
                key not in p.artifacts[:i],
                self.path,
                entry,
                "artifacts",
                f"artifact '{key}' is listed twice",
            )
            self._own(key, p.name, entry, "artifacts", "hands")
        mjollnir = self.effects["mjollnir"]
        self._column(p.mjollnir, entry, "mjollnir")
        if mjollnir in p.artifacts:
            check(
                p.mjollnir is not None,
                self.path,
                entry,
                "mjollnir",
                f"'{mjollnir}' is among the artifacts: name the class it counts "
                f"({', '.join(CLASS_KEYS)})",
            )
        else:
            check(
                p.mjollnir is None,
                self.path,
                entry,
                "mjollnir",
                f"a class is given but '{mjollnir}' is not among the artifacts",
            )
        olwyn = [key for key in p.heroes if self.heroes[key].power == "olwyn"]
        check(
            not p.doubles or bool(olwyn),
            self.path,
            entry,
            "doubles",
            "the doubles come with Olwyn, who is not among the heroes",
        )
        check(
            len(p.doubles) <= len(self.rules.doubles),
            self.path,
            entry,
            "doubles",
            f"{len(p.doubles)} doubles; Olwyn has {len(self.rules.doubles)}",
        )
        for i, column in enumerate(p.doubles):
            self._column(column, entry, "doubles")
            check(
                column not in p.doubles[:i],
                self.path,
                entry,
                "doubles",
                f"two doubles in the {column} column; Olwyn's doubles go into two different "
                "columns",
            )

    def _own(self, key: str, name: str, entry: str, field: str, where: str) -> None:
        owner = self.camp_owner.setdefault(key, name)
        check(
            owner == name,
            self.path,
            entry,
            field,
            f"'{key}' is already in {owner}'s {where}; each camp card exists once",
        )

    def _column(self, column: str | None, entry: str, field: str) -> None:
        check(
            column is None or column in CLASS_KEYS,
            self.path,
            entry,
            field,
            f"unknown column '{column}'; columns are: {', '.join(CLASS_KEYS)}",
        )

    def _take_coins(self, p: PlayerModel, entry: str) -> None:
        jarnglofi = self.thingvellir and self.effects["jarnglofi"] in p.artifacts
        owned = COINS_PER_PLAYER - 1 if jarnglofi else COINS_PER_PLAYER
        check(
            len(p.coins) == owned,
            self.path,
            entry,
            "coins",
            f"a player owns exactly {owned} coins, not {len(p.coins)}"
            + (f" ('{self.effects['jarnglofi']}' discarded the trading coin)" if jarnglofi else ""),
        )
        check(
            not jarnglofi or 0 not in p.coins,
            self.path,
            entry,
            "coins",
            f"'{self.effects['jarnglofi']}' discarded the trading coin: the 0 is owned no more",
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


def _army(rules: Rules, player: PlayerModel, thingvellir: bool) -> Army:
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
    if player.armorer_card_retrieved:
        card = rules.cards[next(d.card for d in rules.distinctions if d.effect == "card")]
        columns[card.cls].extend(card.ranks)
    # Thingvellir: mercenaries in the class they were enlisted in, an artifact that stands in a
    # column (Vegvisir), Olwyn's doubles (a rank worth 0 each).
    for key, column_key in player.mercenaries.items():
        mercenary = rules.mercenaries[rules.card_ids[key]]
        column = CLASS_KEYS.index(column_key)
        columns[column].append(mercenary.points_in(column))
    for key in player.artifacts:
        card = rules.cards[rules.card_ids[key]]
        if card.cls != NEUTRAL:
            columns[card.cls].extend(card.ranks)
    for column_key in player.doubles:
        columns[CLASS_KEYS.index(column_key)].append(0)
    artifact_points = None
    if thingvellir:
        # The artifacts' row from the facts the game's own rule reads (`artifacts.Facts`).
        facts = camp_artifacts.Facts(
            coins=tuple(player.coins),
            heroes=len(player.heroes),
            mercenaries=len(player.mercenaries),
            ranks=tuple(len(column) for column in columns),
            mjollnir=NEUTRAL if player.mjollnir is None else CLASS_KEYS.index(player.mjollnir),
        )
        owned = [rules.artifacts[rules.card_ids[key]] for key in player.artifacts]
        artifact_points = camp_artifacts.score(owned, facts)
    return Army(
        tuple(tuple(c) for c in columns),
        tuple(bonus),
        tuple(neutral),
        tuple(player.coins),
        gem_points,
        artifacts=artifact_points,
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
    counts = range(rules.min_players, rules.max_players + 1)
    players = calcfile.outline(data, where, "Nidavellir", counts, "players", OPTIONS)
    thingvellir = THINGVELLIR in calcfile.chosen_options(data, where, OPTIONS)
    models = [calcfile.parse_player(PlayerModel, where, i, raw) for i, raw in enumerate(players)]
    supply = _Supply(where, rules, len(players), thingvellir)
    for player in models:
        supply.take(player)
    supply.finish(models)
    sheets = score_armies(rules, [_army(rules, p, thingvellir) for p in models])
    categories = THINGVELLIR_CATEGORIES if thingvellir else CATEGORIES
    return calcfile.result([p.name for p in models], sheets, categories, winners(sheets))


def score_file(path: str | Path) -> dict[str, Any]:
    """Read a table file and score it with `score_table`, naming the file in every error.

    Returns `{"players": [{"name", "total", "breakdown": {category: points}}], "winners": [names]}`
    with players in file order and every category of `scoring.CATEGORIES` in each breakdown;
    ties for the best total share the victory. Raises `DataError` for any problem in the file.
    """
    path = Path(path)
    return score_table(calcfile.read_table(path, LARGEST_NUMBER), path)


def format_sheets(result: dict[str, Any]) -> str:
    """The score sheets as text: a column per player, a row per category (the artifacts' too in a
    Thingvellir game), the winner(s) last."""
    categories = list(result["players"][0]["breakdown"])
    return calcfile.format_sheets(result, categories, LABELS)

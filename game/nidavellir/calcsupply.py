"""The checks that a typed table holds no more than the game does: each hero, distinction,
card, mercenary, artifact and coin exists a fixed number of times, whoever holds it. Split from
`game.nidavellir.calculator`, which scores the table once it passed them."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from game.core import calcfile
from game.core.dataload import check
from game.nidavellir.calcmodel import (
    COINS_PER_PLAYER,
    THINGVELLIR,
    PlayerModel,
    describe_mercenary,
    dwarf_points,
)
from game.nidavellir.data import (
    CLASS_KEYS,
    DWARF,
    PLACE_END_OF_AGE,
    Rules,
)


class Supply:
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
            points = dwarf_points(p.cards, key)
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

"""Score calculator for Guerres d'Arran: a real table's final position, typed into YAML, becomes
score sheets (`python main.py score --game arran FILE.yaml [--json]`).

The score is never worked out here: each Lord's typed fortress becomes the `scoring.Fortress` the
rules core scores, and `scoring.score` and `scoring.winners` give the sheets and the winners, so a
table typed in and a game played in the window cannot score differently. `score_table` is the one
entry point: `score_file` hands it the parsed file, the window's calculator scene the table
entered by clicks.

File format (see `data/examples/arran_table.yaml`)::

    players:                      # 2 to 5 Lords, in any order
      - name: Serge               # unique at the table
        dwarves:                  # the dwarf cards of each Order column, as printed on them
          shield: 7               # Shield cards have no points: a count of plain cards, or a
                                  # list when some carry Malt: [malt, 0, 0, 0, 0, 0, 0]
          temple: [2, 3, occult]  # each card: its points and its symbols, in any order
          wanderers: [7, 7, 9]
          forge: [B 1, D 2, A malt]   # Forge cards also show their rune letter, A to F
          talion: [2 malt, 4, 5]
        pariah: [7]               # points of the Wanderers cards still under a Pariah token
        cognars: [droh, fey, oboron, gaat, tadgar, wal]   # keys from data/arran/cognars.yaml
        columns: {gaat: temple, tadgar: talion, wal: shield}  # each Mercenary's and Ga'at's
        elites: [tiss]            # Elite Cognars won: tiss, aral, brum, redwin, ordo
        certification: false      # true for the Lord holding the Liquor Certification
        coins: [0, 6, 9, 11, 13]  # the values of the five coins (the 3-Exchange coin is a 3)

A dwarf card is written with the words printed on it: a number (its points; none is 0), `malt`,
`occult`, and on a Forge card its rune letter (`rune_a` … `rune_f` of data/arran/setup.yaml are
A … F); a plain number is a card with points and no symbol. The cards are matched against
data/arran/dwarves.yaml (ASSUMPTION A-21 until the real card list is known). Every key but `name`
and `coins` may be left out (or blank) when the Lord has none.

`pariah` describes the table at the very end, once Brum, Dröh and Oösram have had their tokens
removed: list only the tokens still lying on cards (a covered card keeps its rank and its Malt).
Cognars go where their rank says (a coloured rank in its Order's column, a white one in the
command zone); Mercenaries and Ga'at stand in the column `columns` names for them.

Problems are reported, never guessed around: every bad table raises one `DataError` naming the
file, the Lord and the field. Beyond the shape, the calculator refuses what the game cannot
produce: a card, Cognar, Elite or coin the box does not hold that many times; a Lord with more
Cognars than completed lines; a lone Mercenary; Ga'at without Oboron; a Pariah token on a card
whose value the column holds only once; a Lord without the 0 (only Kardum takes it away).
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any, ClassVar

from pydantic import Field, NonNegativeInt

from game.arran.calccards import (
    Printed,
    box_cards,
    card_text,
    order_choices,
    quoted,
    read_card,
)
from game.arran.cards import DWARF, NO_COLUMN, RANK_ALLY, RANK_BLACK, Table, default_table
from game.arran.data import ORDER_KEYS
from game.arran.scoring import CATEGORIES, Fortress, elite_count, score, winners
from game.core import calcfile
from game.core.calcfile import Strict
from game.core.dataload import check

COINS_PER_LORD = 5
LARGEST_NUMBER = 99  # coins go up to 25 and no Order has 99 cards (see `read_yaml`)

# Row labels of the printed score sheet, in `CATEGORIES` order.
LABELS = {
    "shield": "Shield",
    "temple": "Temple",
    "wanderers": "Wanderers",
    "forge": "Forge",
    "talion": "Talion",
    "mercenaries": "Mercenaries",
    "command": "Command zone",
    "malt": "Malt",
    "coins": "Coins",
}


class DwarvesModel(Strict):
    """The dwarf cards of each Order column, each as its printed words (or a count of plain
    Shield cards). Items are read by `calccards.read_card`, whose message says how to write
    a card."""

    BLANK_MEANS_NONE: ClassVar[frozenset[str]] = frozenset(ORDER_KEYS)

    shield: Any = Field(default_factory=list)
    temple: list[Any] = Field(default_factory=list)
    wanderers: list[Any] = Field(default_factory=list)
    forge: list[Any] = Field(default_factory=list)
    talion: list[Any] = Field(default_factory=list)


class LordModel(Strict):
    """One Lord's fortress at the end of the game, as read from the table."""

    BLANK_MEANS_NONE: ClassVar[frozenset[str]] = frozenset(
        {"dwarves", "pariah", "cognars", "columns", "elites", "certification"}
    )

    name: str = Field(min_length=1)
    dwarves: DwarvesModel = DwarvesModel()
    pariah: list[NonNegativeInt] = Field(default_factory=list)
    cognars: list[str] = Field(default_factory=list)
    columns: dict[str, str] = Field(default_factory=dict)
    elites: list[str] = Field(default_factory=list)
    certification: bool = False
    coins: list[NonNegativeInt]


# --------------------------------------------------------------------------- the table


class _Table:
    """The Lords read so far and what they hold, across the table: each card, Cognar, Elite and
    coin exists a fixed number of times, whoever holds it, so the first Lord at whom the table
    would hold more than the box is the one named."""

    def __init__(self, path: Path, table: Table, lords: int) -> None:
        self.path, self.table, self.lords = path, table, lords
        self.box = box_cards(table)
        self.cards_seen: Counter[Printed] = Counter()
        self.owner: dict[str, str] = {}  # unique card key: its Lord's name
        self.coins_seen: Counter[int] = Counter()
        self.bronze = Counter(table.starting_coins)
        self.gold = Counter({v: n for v, n in enumerate(table.treasure[table.max_players]) if n})
        self.exchange = table.source.coins.exchange_value
        self.names: set[str] = set()
        self.lord = ""  # the name of the Lord being read

    def need(self, condition: bool, field: str, message: str) -> None:
        """`check` for the Lord being read."""
        check(condition, self.path, f"player '{self.lord}'", field, message)

    def fortress(self, lord: LordModel) -> Fortress:
        """Check one Lord and build the fortress `scoring.score` reads."""
        self.lord = lord.name
        self.need(lord.name not in self.names, "name", "two Lords have this name")
        self.names.add(lord.name)
        columns = [self._dwarves(lord, c) for c in range(len(ORDER_KEYS))]
        command = self._cognars(lord, columns) + self._awards(lord)
        covered = self._pariah(lord, columns[ORDER_KEYS.index("wanderers")])
        self._coins(lord)
        return Fortress(tuple(map(tuple, columns)), tuple(command), covered, tuple(lord.coins))

    def _dwarves(self, lord: LordModel, column: int) -> list[int]:
        key = ORDER_KEYS[column]
        field = f"dwarves.{key}"
        given = getattr(lord.dwarves, key)
        if isinstance(given, int) and not isinstance(given, bool) and given >= 0:
            given = [0] * given  # a count of plain cards
        self.need(isinstance(given, list), field, "a list of cards (or, for Shield, a count)")
        order = self.table.source.order(key).name.en
        ids: list[int] = []
        for i, text in enumerate(given):
            printed = read_card(self.table, column, text)
            if isinstance(printed, str):
                self.need(False, field, f"item #{i + 1} ({quoted(text)}): {printed}")
                continue
            written = card_text(self.table, printed)
            if printed not in self.box:
                known = ", ".join(order_choices(self.table)[column])
                message = (
                    f"item #{i + 1}: no {order} card is '{written}' ({order} cards are: {known})"
                )
                self.need(False, field, message)
            seen, copies = self.cards_seen[printed], self.box[printed]
            self.need(
                seen < len(copies),
                field,
                f"the table would hold {seen + 1} {order} cards '{written}'; "
                f"the two Era decks have only {len(copies)}",
            )
            self.cards_seen[printed] += 1
            ids.append(copies[seen])
        return ids

    def _take(self, keys: list[str], field: str, ids: dict[str, int]) -> list[int]:
        """Unique cards (Cognars, Elites, the Certification): known, listed once, one owner."""
        for i, key in enumerate(keys):
            self.need(key in ids, field, f"unknown '{key}'; known: {', '.join(ids)}")
            self.need(key not in keys[:i], field, f"'{key}' is listed twice")
            owner = self.owner.setdefault(key, self.lord)
            self.need(owner == self.lord, field, f"'{key}' is already {owner}'s")
        return [ids[key] for key in keys]

    def _cognars(self, lord: LordModel, columns: list[list[int]]) -> list[int]:
        cards = self.table.cards
        ids = self._take(lord.cognars, "cognars", {cards[c].key: c for c in self.table.cognars})
        free = {cards[c].key for c in ids if cards[c].rank in (RANK_ALLY, RANK_BLACK)}
        for key, column in lord.columns.items():
            self.need(key in free, "columns", f"'{key}' is not a Mercenary or Ga'at listed here")
            self.need(
                column in ORDER_KEYS,
                f"columns.{key}",
                f"unknown column '{column}'; columns are: {', '.join(ORDER_KEYS)}",
            )
        command: list[int] = []
        for c in ids:
            card = cards[c]
            if card.column != NO_COLUMN:
                columns[card.column].append(c)
            elif card.key in free:
                where = lord.columns.get(card.key, "")
                self.need(
                    bool(where),
                    "columns",
                    f"name the column '{card.key}' stands in ({', '.join(ORDER_KEYS)})",
                )
                columns[ORDER_KEYS.index(where)].append(c)
            else:
                command.append(c)
        self._recruitment(ids, columns)
        return command

    def _recruitment(self, ids: list[int], columns: list[list[int]]) -> None:
        """What the recruitment rules make impossible (spec §3.8, §7)."""
        cards = self.table.cards
        keys = {cards[c].key for c in ids}
        ally = cards[self.table.ally].key
        bringer = next(c.key for c in cards if c.effect("bring_ally"))
        self.need(
            (ally in keys) == (bringer in keys),
            "cognars",
            f"'{ally}' comes with '{bringer}' and only with it: list both or neither",
        )
        self.need(
            sum(1 for c in ids if cards[c].rank == RANK_BLACK) != 1,
            "cognars",
            "Mercenaries are recruited at least two in a row: a Lord cannot own just one",
        )
        ranks = [sum(cards[c].ranks for c in col) for col in columns]
        recruited = sum(1 for c in ids if cards[c].rank != RANK_ALLY)
        per_column = ", ".join(f"{k} {n}" for k, n in zip(ORDER_KEYS, ranks, strict=True))
        self.need(
            recruited <= min(ranks),
            "cognars",
            f"{recruited} Cognar(s), but the army completes only {min(ranks)} line(s) (ranks: "
            f"{per_column}); each Cognar but Ga'at is recruited for a completed line",
        )

    def _awards(self, lord: LordModel) -> list[int]:
        cards, liquor = self.table.cards, self.table.liquor
        ids = self._take(lord.elites, "elites", {cards[c].key: c for c in self.table.elites})
        if lord.certification:
            ids += self._take([cards[liquor].key], "certification", {cards[liquor].key: liquor})
        return ids

    def _pariah(self, lord: LordModel, wanderers: list[int]) -> frozenset[int]:
        """The covered cards: for each listed value, cards of that value that can carry a token
        (the score does not depend on which ones: they all hide the same points)."""
        cards = self.table.cards
        column = ORDER_KEYS.index("wanderers")
        values = Counter(
            cards[c].column_points[column] if cards[c].rank == RANK_ALLY else cards[c].points
            for c in wanderers
        )
        covered: list[int] = []
        for points, count in sorted(Counter(lord.pariah).items()):
            self.need(
                count < values[points],
                "pariah",
                f"{count} token(s) on cards worth {points}, but the Wanderers column holds "
                f"{values[points]} card(s) worth {points}: a token goes on a Wanderers card "
                "only when the column already holds its value",
            )
            takers = [
                c
                for c in reversed(wanderers)
                if cards[c].points == points
                and (cards[c].kind == DWARF or cards[c].effect("pariah_check"))
            ]
            self.need(count <= len(takers), "pariah", f"no card worth {points} takes a token")
            covered += takers[:count]
        return frozenset(covered)

    def _coins(self, lord: LordModel) -> None:
        coins = lord.coins
        self.need(
            len(coins) == COINS_PER_LORD,
            "coins",
            f"a Lord owns exactly {COINS_PER_LORD} coins, not {len(coins)}",
        )
        cards = self.table.cards
        kardum = any(
            cards[self.table.card_ids[k]].effect("take_exchange_coin") for k in lord.cognars
        )
        # The 0 is never upgraded nor exchanged away; only Kardum replaces it, with the
        # 3-Exchange coin, which is never given up either unless the data say it may be.
        if not kardum:
            message = "every Lord keeps the 0 to the end (only Kardum takes it away)"
            self.need(0 in coins, "coins", message)
        elif self.table.source.coins.exchange_given_up == "never":
            self.need(
                self.exchange in coins and 0 not in coins,
                "coins",
                f"Kardum's owner holds the 3-Exchange coin ({self.exchange}) and no 0",
            )
        else:
            self.need(0 not in coins, "coins", "Kardum's owner holds no 0 (Kardum took it)")
        own = self.bronze + self.gold + Counter({self.exchange: int(kardum)})
        box = Counter({v: n * self.lords for v, n in self.bronze.items()}) + self.gold
        box[self.exchange] += 1
        for v, count in sorted(Counter(coins).items()):
            self.need(
                v in box,
                "coins",
                f"no coin is worth {v} (bronze {', '.join(map(str, sorted(self.bronze)))}; "
                f"Treasury {min(self.gold)} to {max(self.gold)}; 3-Exchange {self.exchange})",
            )
            self.need(
                count <= own[v],
                "coins",
                f"{count} coins worth {v}: one Lord can hold only {own[v]} (a bronze set, "
                "the Treasury's gold" + (", the 3-Exchange coin)" if kardum else ")"),
            )
            self.coins_seen[v] += count
            self.need(
                self.coins_seen[v] <= box[v],
                "coins",
                f"the table would hold {self.coins_seen[v]} coins worth {v}; "
                f"a game of {self.lords} Lords has only {box[v]}",
            )


# --------------------------------------------------------------------------- entry points


def score_table(data: Any, source: str | Path = "calculator") -> dict[str, Any]:
    """Validate an in-memory table shaped like the YAML file and score it.

    `data` is what `yaml.safe_load` gives for a table file; `source` starts every error message.
    Returns what `score_file` returns; raises one `DataError` for the first problem.
    """
    where = Path(source)
    table = default_table()
    counts = range(table.min_players, table.max_players + 1)
    players = calcfile.outline(data, where, "Guerres d'Arran", counts, "Lords")
    lords = [calcfile.parse_player(LordModel, where, i, raw) for i, raw in enumerate(players)]
    reader = _Table(where, table, len(players))
    forts = [reader.fortress(lord) for lord in lords]
    sheets = [score(table, f) for f in forts]
    names = [lord.name for lord in lords]
    result = calcfile.result(names, sheets, CATEGORIES, winners(table, sheets, forts))
    best = max(sheet["total"] for sheet in sheets)
    tied = [i for i, sheet in enumerate(sheets) if sheet["total"] == best]
    if len(tied) > 1:  # what decided it, said beside the winner
        result["tie_break"] = [
            {"name": names[i], "elites": elite_count(table, forts[i])} for i in tied
        ]
    return result


def score_file(path: str | Path) -> dict[str, Any]:
    """Read a table file and score it with `score_table`, naming the file in every error.

    Returns `{"players": [{"name", "total", "breakdown": {category: points}}], "winners": [names]}`
    with Lords in file order; a tie on the total goes to the most Elite Cognars, then is shared,
    and adds `"tie_break": [{"name", "elites"}]`, the tied Lords' Elite Cognars.
    """
    path = Path(path)
    return score_table(calcfile.read_table(path, LARGEST_NUMBER), path)


def format_sheets(result: dict[str, Any]) -> str:
    """The score sheets as text: a column per Lord, a row per category, the winner(s) last,
    and after a tie on points the Elite Cognars that decided it."""
    text = calcfile.format_sheets(result, CATEGORIES, LABELS)
    tied = result.get("tie_break")
    if not tied:
        return text
    counts = ", ".join(f"{entry['name']} {entry['elites']}" for entry in tied)
    if len(result["winners"]) == len(tied):
        return f"{text}\nTied on points and on Elite Cognars ({counts}): the victory is shared"
    best = max(p["total"] for p in result["players"])
    return f"{text}\nTied on {best} points: the most Elite Cognars win ({counts})"

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

from pathlib import Path
from typing import Any

from game.core import calcfile
from game.nidavellir.calcmodel import (
    LABELS,
    LARGEST_NUMBER,
    OPTIONS,
    THINGVELLIR,
    THINGVELLIR_CATEGORIES,
    PlayerModel,
    dwarf_points,
)
from game.nidavellir.calcsupply import Supply
from game.nidavellir.data import (
    CLASS_KEYS,
    NEUTRAL,
    PLACE_CLASS,
    PLACE_END_OF_AGE,
    Rules,
    default_rules,
)
from game.nidavellir.expansions.thingvellir import artifacts as camp_artifacts
from game.nidavellir.scoring import CATEGORIES, Army, score_armies, winners

# --------------------------------------------------------------------------- scoring


def _army(rules: Rules, player: PlayerModel, thingvellir: bool) -> Army:
    """The player's `Army`, built the way `State.army` builds one from a finished game."""
    columns = [dwarf_points(player.cards, key) for key in CLASS_KEYS]
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
    supply = Supply(where, rules, len(players), thingvellir)
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

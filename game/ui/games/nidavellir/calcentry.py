"""What the calculator scene edits: one player's army as it lies on a real table, and what the
data offers to enter (dwarf values, coins). No pygame: the score itself always comes from
`game.nidavellir.calculator`, these only shape the entry."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.nidavellir.data import CLASS_KEYS, DWARF, NEUTRAL, PLACE_CLASS, PLACE_END_OF_AGE, Rules
from game.taverns import coins as cn


@dataclass
class Entry:
    """One player's army as it lies on the table; nothing derived is stored."""

    name: str
    cards: dict[str, list[int]]  # bravery points per dwarf card (0 for counted classes)
    coins: list[int]  # coin codes, so the special 3 keeps its own face
    heroes: list[str] = field(default_factory=list)
    ylud: str | None = None  # the column Ylud ends in, while she is among the heroes
    distinctions: list[str] = field(default_factory=list)
    armorer_card_discarded: bool = False  # Dagda or Bonfur discarded the Armorer's card (D6)
    # Thingvellir: kept while the table is switched back to the base game, and sent only with it.
    armorer_card_retrieved: bool = False  # Andumia or Brisingamens took the Armorer's card
    mercenaries: dict[str, str] = field(default_factory=dict)  # mercenary id -> its class
    artifacts: list[str] = field(default_factory=list)
    mjollnir: str | None = None  # the class Mjöllnir counts, while it is among the artifacts
    doubles: list[str] = field(default_factory=list)  # columns of Olwyn's doubles, with Olwyn


def dwarf_values(rules: Rules) -> dict[str, list[int]]:
    """Bravery values printed on the dwarf cards of each class, from both Age decks at 5 players.

    Taken from the data rather than typed here so the buttons offer exactly what a box holds.
    """
    values: dict[str, set[int]] = {key: set() for key in CLASS_KEYS}
    for age in (1, 2):
        for card_id in rules.deck[(age, rules.max_players)]:
            card = rules.cards[card_id]
            if card.kind == DWARF:
                values[CLASS_KEYS[card.cls]].add(card.points)
    return {key: sorted(v) for key, v in values.items()}


def coin_steps(rules: Rules) -> list[int]:
    """Every coin a player can own, in the order + and − walk through them.

    Bronze coins come first at their value, the Treasure's gold after, and the Hunting Master's
    special 3 right after the bronze 3: it scores 3 like the bronze one, but players look for its
    face on the table.
    """
    gold = {v for v, count in enumerate(rules.treasure[rules.max_players]) if count}
    steps: list[int] = []
    for value in sorted(set(rules.starting_coins) | gold):
        steps.append(cn.coin(value, cn.BRONZE if value in rules.starting_coins else cn.GOLD))
        if value == rules.special_trading_coin:
            steps.append(cn.coin(value, cn.SPECIAL))
    return steps


def bonus_ranks(rules: Rules, e: Entry, thingvellir: bool = False) -> list[list[int]]:
    """Ranks that heroes and the Armorer (and with Thingvellir the mercenaries, Vegvisir and
    Olwyn's doubles) add to each column, shown beside the cards.

    For display only (the score comes from the calculator); it lets the person typing see
    Kraal's two ranks or Ylud's place without adding them by hand.
    """
    columns: list[list[int]] = [[] for _ in CLASS_KEYS]
    for key in e.heroes:
        hero = rules.hero(key)
        if hero.expansion and not thingvellir:
            continue
        if hero.placement == PLACE_CLASS:
            columns[hero.cls].extend(rules.cards[hero.card].ranks)
        elif (
            hero.placement == PLACE_END_OF_AGE
            and hero.column_points is not None
            and e.ylud in CLASS_KEYS
        ):
            column = CLASS_KEYS.index(e.ylud)
            columns[column].append(hero.column_points[column])
    for distinction in rules.distinctions:
        if distinction.effect != "card":
            continue
        owned = distinction.key in e.distinctions and not e.armorer_card_discarded
        if owned or (thingvellir and e.armorer_card_retrieved):  # or taken from the discard
            card = rules.cards[distinction.card]
            columns[card.cls].extend(card.ranks)
    if thingvellir:
        for key, column_key in e.mercenaries.items():
            column = CLASS_KEYS.index(column_key)
            columns[column].append(rules.mercenaries[rules.card_ids[key]].points_in(column))
        for key in e.artifacts:
            card = rules.cards[rules.card_ids[key]]
            if card.cls != NEUTRAL:  # Vegvisir stands in the explorer column
                columns[card.cls].extend(card.ranks)
        for column_key in e.doubles:
            columns[CLASS_KEYS.index(column_key)].append(0)
    return columns

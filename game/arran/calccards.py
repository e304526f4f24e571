"""Dwarf cards as a person types them into an Arran table file: the words printed on a card.

A card is written with what is printed on it: its points (none is 0), `malt`, `occult`, and on a
Forge card its rune letter ("A 3", "occult", "2 malt"). The calculator (`calculator.py`) reads a
typed card back to what is printed on it and matches it against the box's dwarves; the window's
calculator offers, per column, every card text the box holds (`order_choices`).
"""

from __future__ import annotations

from typing import Any

from game.arran.cards import DWARF, Table
from game.arran.data import ORDER_KEYS

WORDS = ("malt", "occult")  # the symbols a dwarf card may show, besides points and a rune
# Longer numbers are refused before `int` meets them (it refuses more than 4,300 digits), and a
# message quotes at most this much of what was typed.
LONGEST = 20

Printed = tuple[int, int, int, int, int]  # column, points, malt, occult, rune (-1: none)


def rune_letters(table: Table) -> dict[str, int]:
    """The letter a person types for each dwarf rune (`rune_b` → "B"), to its index."""
    source = {r.key: r for r in table.source.runes}
    return {
        key.removeprefix("rune_").upper(): i
        for i, key in enumerate(table.runes)
        if not source[key].unique
    }


def card_text(table: Table, printed: Printed) -> str:
    """How a card is written in a table file: rune letter, points, symbols ("A 3", "occult")."""
    _, points, malt, occult, rune = printed
    letters = {i: letter for letter, i in rune_letters(table).items()}
    words = [letters[rune]] if rune >= 0 else []
    symbols = ["malt"] * malt + ["occult"] * occult
    if points or not (words or symbols):
        words.append(str(points))
    return " ".join(words + symbols)


def box_cards(table: Table) -> dict[Printed, list[int]]:
    """Dwarf card ids by what is printed on them, over both Eras with 5 Lords: a deliberately
    lenient bound (as Nidavellir's calculator) that refuses only what no box holds."""
    found: dict[Printed, list[int]] = {}
    for card in table.cards:
        if card.kind == DWARF:
            rune = card.runes[0] if card.runes else -1
            printed = (card.column, card.points, card.malt, card.occult, rune)
            found.setdefault(printed, []).append(card.id)
    return found


def order_choices(table: Table) -> list[list[str]]:
    """Per column, every card text the box holds, lowest first: what the window offers."""
    choices: list[list[str]] = [[] for _ in ORDER_KEYS]
    for printed in sorted(box_cards(table), key=lambda p: (p[4], p[1], p[2], p[3])):
        choices[printed[0]].append(card_text(table, printed))
    return choices


def quoted(text: Any) -> str:
    """A typed card as a message quotes it, cut when it runs long."""
    words = str(text)
    return repr(text) if len(words) <= LONGEST else repr(f"{words[:LONGEST]}…")


def read_card(table: Table, column: int, text: Any) -> Printed | str:
    """What a typed card says is printed on it, or why it cannot be read."""
    points, malt, occult, rune = 0, 0, 0, -1
    letters = rune_letters(table)
    how = f"write its points, 'malt', 'occult' and a Forge rune letter {', '.join(letters)}"
    if isinstance(text, bool) or not isinstance(text, int | str):
        return f"not a card ({how})"
    if not str(text).split():
        return f"an empty card ({how})"
    for word in str(text).split():
        if word.isascii() and word.isdigit():  # `isdigit` alone takes "²", which `int` refuses
            if len(word) > LONGEST:
                return f"a number of {len(word):,} digits is printed on no dwarf card ({how})"
            points += int(word)
        elif word.lower() in WORDS:
            malt += word.lower() == "malt"
            occult += word.lower() == "occult"
        elif word.upper() in letters and rune < 0:
            rune = letters[word.upper()]
        else:
            return f"{quoted(word)} is not printed on a dwarf card ({how})"
    return column, points, malt, occult, rune

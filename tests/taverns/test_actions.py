"""The engine's action bases and verb readers (`game.taverns.actions`) as both games use them:
an action naming a card, a column or a coin writes the same text it reads back, whatever game
declares it, and a column or card neither game has is refused with its name."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from game.arran import actions as arran
from game.arran.cards import default_table
from game.core.errors import IllegalAction
from game.nidavellir import actions as nidavellir
from game.nidavellir.data import default_rules
from game.taverns.actions import key_str

RULES = default_rules()
TABLE = default_table()

NIDAVELLIR = [
    "s0 pick a1_warrior_3",
    "s2 uline 9g",
    "s1 recruit kraal",
    "s0 column explorer",
    "s0 discard miner",
    "s0 keep a2_explorer_4",
]
ARRAN = [
    "s0 pick E1-TA-03",
    "s0 discard E1-SH-02",
    "s1 recruit volgrir",
    "s0 column talion",
    "s0 keep E2-WA-05",
    "s0 giveup 5g",
]


@pytest.mark.parametrize("text", NIDAVELLIR)
def test_nidavellir_texts_read_back(text: str) -> None:
    assert str(nidavellir.parse_action(text, RULES)) == text


@pytest.mark.parametrize("text", ARRAN)
def test_arran_texts_read_back(text: str) -> None:
    assert str(arran.parse_action(text, TABLE)) == text


def test_card_actions_keep_their_games_field_names() -> None:
    hero = nidavellir.parse_action("s1 recruit kraal", RULES)
    cognar = arran.parse_action("s1 recruit volgrir", TABLE)
    assert isinstance(hero, nidavellir.Recruit) and hero.hero == RULES.card_ids["kraal"]
    assert isinstance(cognar, arran.Recruit) and cognar.card == TABLE.card_ids["volgrir"]
    keep = arran.parse_action("s0 keep E2-WA-05", TABLE)
    assert isinstance(keep, arran.Keep) and keep.card == TABLE.card_ids["E2-WA-05"]


@pytest.mark.parametrize(
    ("read", "text", "message"),
    [
        (lambda t: nidavellir.parse_action(t, RULES), "s0 column neutral", "unknown column"),
        (lambda t: nidavellir.parse_action(t, RULES), "s0 discard talion", "unknown column"),
        (lambda t: arran.parse_action(t, TABLE), "s0 column explorer", "unknown column"),
        (lambda t: arran.parse_action(t, TABLE), "s0 keep kraal", "unknown card"),
        (lambda t: arran.parse_action(t, TABLE), "s0 column", "cannot read action"),
    ],
)
def test_unknown_names_are_refused(read: Callable[[str], object], text: str, message: str) -> None:
    with pytest.raises(IllegalAction, match=message):
        read(text)


def test_a_hand_built_column_out_of_range_is_still_written() -> None:
    assert str(arran.Column(0, 7)) == "s0 column #7"
    assert str(nidavellir.Discard(1, -1)) == "s1 discard #-1"
    assert key_str(2, ("a", "b")) == "#2"

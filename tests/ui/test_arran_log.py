"""Arran's log lines: every event of the rules core's contract reads as a line in English and in
French, cards named as the table names them and talions drawn by value, nothing left as a key."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from game.arran.cards import EXCHANGE_COIN, FORGE, NO_COLUMN, SHIELD, TALION, default_table
from game.core.events import Event
from game.taverns import coins as cn
from game.ui.games.arran.log import QUIET, LogWriter, Segment
from game.ui.i18n import LANGUAGES, Strings

TABLE = default_table()
ID = TABLE.card_ids
NAMES = ["Ana", "Bram", "Cora"]
B5, G9, G14 = cn.coin(5, cn.BRONZE), cn.coin(9, cn.GOLD), cn.coin(14, cn.GOLD)
B3, G8 = cn.coin(3, cn.BRONZE), cn.coin(8, cn.GOLD)

# Every event kind of the contract (brief "Events"), built by hand as the core emits it.
EVENTS = {
    "bid_placed": Event("bid_placed", 0),
    "taverns_filled": Event("taverns_filled", -1, (1, 2)),
    "bids_revealed": Event("bids_revealed", -1, (1, (5, -1, 3))),
    "order": Event("order", -1, (1, (0, 2))),
    "card_taken": Event("card_taken", 1, (ID["E1-WA-03"], 0)),
    "tavern_card_discarded": Event("tavern_card_discarded", -1, (ID["E1-SH-02"], 2)),
    "coins_traded": Event("coins_traded", 0, (B5, G9, G9, G14)),
    "coin_transformed": Event("coin_transformed", 2, (B3, G8, 3)),
    "coin_kept": Event("coin_kept", 2, (cn.coin(25, cn.GOLD), 26)),
    "gems_exchanged": Event("gems_exchanged", -1, (0, 2)),
    "round_over": Event("round_over", -1, (1, 2)),
    "age_over": Event("age_over", -1, (1,)),
    "age_started": Event("age_started", -1, (2,)),
    "card_placed": Event("card_placed", 0, (ID["tadgar"], FORGE)),
    "pariah_placed": Event("pariah_placed", 1, (ID["E1-WA-03"],)),
    "cognar_recruited": Event("cognar_recruited", 0, (ID["derdhr"],)),
    "recruitment_owed": Event("recruitment_owed", 1),
    "svara_looked": Event("svara_looked", 0, (5,)),
    "svara_kept": Event("svara_kept", 0, (ID["E2-TA-01"],)),
    "exchange_coin_taken": Event("exchange_coin_taken", 2, (4,)),
    "award_given": Event("award_given", 1, (ID["brum"],)),
    "award_lost": Event("award_lost", -1, (ID["liquor"],)),
    "ordo_exchange": Event("ordo_exchange", 0, (B3, G8)),
    "card_discarded": Event("card_discarded", 1, (ID["E1-FO-02"],)),
    "pariah_removed": Event("pariah_removed", 1, (ID["droh"],)),
    "game_over": Event("game_over", -1, ((151, 98, 120),)),
}


def _writer(lang: str) -> LogWriter:
    return LogWriter(TABLE, Strings(lang, game="arran"), NAMES)


def _text(line: list[Segment]) -> str:
    return " ".join(str(v) if k == "text" else f"<{k}:{v}>" for k, v in line)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("kind", sorted(EVENTS))
def test_every_event_reads_as_a_line(lang: str, kind: str) -> None:
    line = _writer(lang).line(EVENTS[kind])
    if kind in QUIET:
        assert line is None
        return
    assert line, kind
    for segment, value in line:
        assert segment in ("text", "coin", "order"), (kind, segment)
        if segment == "text":
            assert value and "arran." not in value and "{" not in value, (kind, value)
        elif segment == "order":
            assert 0 <= value < 5
    assert line[0][0] == "text" or line[0][0] == "order"
    assert _text(line) != kind  # not the fallback of an unknown event


def test_the_quiet_events_are_said_by_the_next_line() -> None:
    assert {"round_over"} == QUIET
    filled = _writer("en").line(EVENTS["taverns_filled"])
    assert filled == [("text", "— Era 1, round 2: dwarves enter the taverns —")]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_lines_name_cards_by_their_display_names(lang: str) -> None:
    writer = _writer(lang)
    rules = TABLE.source
    wanderer = rules.order("wanderers").dwarf_name
    taken = writer.line(EVENTS["card_taken"])
    assert taken is not None
    assert ("order", 2) in taken
    assert ("text", f"{getattr(wanderer, lang)} 7") in taken  # E1-WA-03 is worth 7
    shield = writer.card(ID["E1-SH-02"])
    assert shield == [("order", SHIELD), ("text", getattr(rules.order("shield").dwarf_name, lang))]
    assert writer.card(ID["derdhr"]) == [("order", TALION), ("text", "Derdhr")]
    assert writer.card(ID["tadgar"]) == [("text", "Tadgar")]  # a Mercenary has no Order
    assert writer.card(ID["gaat"]) == [("text", "Ga'at")]
    assert writer.card(ID["oboron"]) == [("text", "Oboron")]
    liquor = writer.line(EVENTS["award_lost"])
    assert liquor is not None and getattr(rules.liquor.name, lang) in liquor[0][1]
    brum = writer.line(EVENTS["award_given"])
    assert brum is not None and "Brum" in brum[0][1] and "Bram" in brum[0][1]


def _reads(lang: str) -> Callable[[str], str]:
    """The line of EVENTS[kind] as one string, in `lang`."""
    writer = _writer(lang)

    def text(kind: str) -> str:
        line = writer.line(EVENTS[kind])
        assert line is not None
        return _text(line)

    return text


def test_the_english_lines_read_as_written() -> None:
    text = _reads("en")
    assert text("bid_placed") == "Ana placed bids"
    assert text("bids_revealed") == "The Roast Grumbler: bids Ana 5, Cora 3"  # Bram bid nothing
    assert text("order") == "The Roast Grumbler: Ana, Cora play in this order"
    assert text("coins_traded") == (
        f"Ana exchanges <coin:{B5}> + <coin:{G9}> = 14: gives up <coin:{G9}> and takes <coin:{G14}>"
    )
    assert text("coin_transformed") == f"Cora raises <coin:{B3}> → <coin:{G8}>"
    assert text("coin_kept") == (
        f"Cora finds no Treasury coin for 26 and keeps <coin:{cn.coin(25, cn.GOLD)}>"
    )
    assert text("card_placed") == "Ana puts Tadgar in the Forge column"
    assert text("svara_looked") == "Ana looks at 5 cards of Era 2 with Svara"
    assert text("exchange_coin_taken").endswith(f"<coin:{EXCHANGE_COIN}>")
    assert text("ordo_exchange") == f"Ana (Ordo) gives up <coin:{B3}> and takes <coin:{G8}>"
    assert text("gems_exchanged") == "Ana and Cora exchange gems"
    assert text("game_over") == "— The game is over: Ana 151, Bram 98, Cora 120 —"
    assert text("recruitment_owed").startswith("Bram completes a line")


def test_the_french_lines_speak_french() -> None:
    text, writer = _reads("fr"), _writer("fr")
    assert text("bids_revealed") == "Grognard Rôti : mises Ana 5, Cora 3"
    assert text("card_placed") == "Ana place Tadgar dans la colonne Forge"
    assert text("svara_looked") == "Ana regarde 5 cartes de l'Ère 2 avec Svara"
    assert text("age_started") == "— Début de l'Ère 2 —"
    one = writer.line(Event("svara_looked", 0, (1,)))
    assert one is not None and "1 carte de" in one[0][1]
    english = _writer("en")
    for kind, event in EVENTS.items():
        if kind not in QUIET:
            assert writer.line(event) != english.line(event), kind


def test_a_placement_the_lord_did_not_choose_is_not_repeated() -> None:
    writer = _writer("en")
    assert writer.line(Event("card_placed", 0, (ID["E1-WA-03"], 2))) is None
    assert writer.line(Event("card_placed", 0, (ID["gurdan"], NO_COLUMN))) is None
    gaat = writer.line(Event("card_placed", 0, (ID["gaat"], SHIELD)))
    assert gaat == [("text", "Ana puts Ga'at in the Shield column")]


def test_switching_language_rewrites_the_same_writer() -> None:
    strings = Strings("en", game="arran")
    writer = LogWriter(TABLE, strings, NAMES)
    english = writer.line(EVENTS["age_over"])
    strings.lang = "fr"
    assert english == [("text", "— End of Era 1 —")]
    assert writer.line(EVENTS["age_over"]) == [("text", "— Fin de l'Ère 1 —")]


def test_a_coin_exchange_that_finds_nothing_says_so() -> None:
    line = _writer("en").line(Event("coins_traded", 1, (B5, G9, G9, -1)))
    assert line == [("text", "Bram cannot exchange"), ("coin", B5), ("coin", G9)]


@pytest.mark.parametrize("players", [2, 5])
def test_every_event_of_a_real_game_reads_in_both_languages(players: int) -> None:
    """A whole random game of the rules core: each of its events is one the writer knows (so the
    hand-built list above is the core's), and reads without a key or a placeholder left."""
    from game.arran.info import INFO

    state = INFO.start(players, 7, {})
    rng = random.Random(7)
    writers = [LogWriter(TABLE, Strings(lang, game="arran"), NAMES * 2) for lang in LANGUAGES]
    seen: set[str] = set()
    while not state.is_over():
        seats = state.to_move()
        seat = seats[0] if len(seats) == 1 else rng.choice(seats)
        actions = state.legal_actions(seat)
        for event in state.apply(actions[rng.randrange(len(actions))]):
            seen.add(event.kind)
            for writer in writers:
                line = writer.line(event)
                words = " ".join(str(v) for k, v in line or [] if k == "text")
                assert "arran." not in words and "{" not in words, (event, words)
                assert line is None or _text(line) != event.kind, event
    assert seen <= set(EVENTS), sorted(seen - set(EVENTS))
    assert {"game_over", "award_given", "coins_traded", "card_taken"} <= seen

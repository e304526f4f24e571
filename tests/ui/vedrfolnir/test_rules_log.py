"""Vedrfolnir's rules scene and log lines: the scene opens and every page renders in English and
French with every text in its box; the cards, counts, stars and readings come from the data;
every event of the rules core's contract reads as a line in both languages."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game.core.events import Event
from game.ui.app import App
from game.ui.autoplay import FRAME_MS, click
from game.ui.games.vedrfolnir import rules as rules_ui
from game.ui.games.vedrfolnir.log import LINES, Segment, card_name, log_line
from game.ui.games.vedrfolnir.rules import (
    PAGES,
    SEASONS,
    VedrfolnirRulesScene,
    build_page,
    readings,
    rules_scene,
    schema_values,
    scoring_example,
    value_phrase,
)
from game.ui.i18n import LANGUAGES, Strings
from game.ui.rulepages import VIEW
from game.ui.scenes.menus import MenuScene
from game.vedrfolnir.cards import copies
from game.vedrfolnir.data import Options, default_rules
from game.vedrfolnir.schema import OptionsModel
from tests.ui.test_rules_scene import _key, fits_and_reads, scroll_long_page, turn_pages

pytestmark = pytest.mark.ui

SHOTS = Path("/tmp/vedrfolnir_shots")
RULES = default_rules()
DECKS = ("base", "spring", "winter")
NAMES = {0: "Ana", 1: "Bram", 2: "Cora", 3: "Dag"}


def _cid(key: str, stars: int | None = None, decks: tuple[str, ...] = DECKS) -> int:
    """The first copy of card `key` (with `stars`, if given) among the copies of `decks`."""
    return next(
        i
        for i, copy in enumerate(copies(decks))
        if copy.card.key == key and (stars is None or copy.stars == stars)
    )


def _open(app: App, lang: str) -> VedrfolnirRulesScene:
    """The scene over the main menu, Vedrfolnir's strings first."""
    app.set_language(lang)
    app.t.game = "vedrfolnir"
    app.push(MenuScene(app))
    app.step(FRAME_MS)
    scene = rules_scene(app)
    assert isinstance(scene, VedrfolnirRulesScene)
    app.push(scene)
    app.step(FRAME_MS)
    return scene


def _texts(app: App, page: str) -> list[str]:
    return [block.text for block in build_page(app, page, VIEW.w)[1]]


# ---------------------------------------------------------------------------------- rules


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_page_opens_by_a_click_on_its_tab_and_is_drawn(app: App, lang: str) -> None:
    scene = _open(app, lang)
    tabs = {target[1]: rect for rect, target in scene.targets() if target[0] == "page"}
    assert list(tabs) == list(PAGES)
    views = []
    SHOTS.mkdir(exist_ok=True)
    for n, page in enumerate(PAGES, 1):
        click(app, tabs[page].center)
        assert scene.page == page and scene.scroll == 0
        for block in scene.content()[1]:
            assert "rules." not in block.text and "options." not in block.text, block.text
            assert "{" not in block.text and "None" not in block.text, block.text
        views.append(pygame.image.tobytes(app.screen.subsurface(VIEW), "RGB"))
        pygame.image.save(app.screen, SHOTS / f"rules_{lang}_{n}_{page}.png")
        if scene.max_scroll():
            _key(app, pygame.K_END)
            pygame.image.save(app.screen, SHOTS / f"rules_{lang}_{n}_{page}_end.png")
    assert len(set(views)) == len(PAGES)  # each click showed a different page
    click(app, scene.back.rect.center)
    assert isinstance(app.scenes[-1], MenuScene)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("page", PAGES)
def test_every_text_fits_its_box_and_is_readable(app: App, lang: str, page: str) -> None:
    app.set_language(lang)
    app.t.game = "vedrfolnir"
    fits_and_reads(app, VedrfolnirRulesScene(app, page), build_page)
    assert "1–9" in app.t("guide.keys")


def test_arrow_and_number_keys_turn_the_pages_and_the_long_page_scrolls(app: App) -> None:
    scene = _open(app, "en")
    turn_pages(app, scene)
    _key(app, pygame.K_HOME)
    scroll_long_page(app, scene, PAGES.index("cards") + 1)
    _key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes[-1], MenuScene)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_cards_page_shows_every_card_of_the_seasons_from_the_data(app: App, lang: str) -> None:
    app.set_language(lang)
    app.t.game = "vedrfolnir"
    texts = "\n".join(_texts(app, "cards"))
    shown = [card for card in RULES.cards if card.deck in SEASONS]
    assert len(shown) == 24
    for card in shown:
        assert f"{getattr(card.name, lang)} · ×{card.count}" in texts, card.key
        assert getattr(card.text, lang) in texts, card.key
    for deck in SEASONS:
        total = sum(card.count for card in RULES.deck_cards(deck))
        assert f" · {total} " in texts
    colon = "\u00a0:" if lang == "fr" else ":"  # French sets a no-break space before a colon
    odin3 = f"0/1/2/3/4{colon} 1/2/3/4/4"
    assert odin3 in texts  # the stars of Odin, 3 runes, counted from the data
    sleipnir = f"0/1/2{colon} 4/6/4"
    assert sleipnir in texts  # Sleipnir's
    brynhildr = RULES.card("brynhildr")
    assert getattr(brynhildr.text, lang) in "\n".join(_texts(app, "modes"))


def test_our_readings_list_every_rule_option_with_its_alternatives(app: App) -> None:
    app.t.game = "vedrfolnir"
    notes = readings(RULES)
    keys = {note.key for note in notes}
    assert {f.name for f in dataclasses.fields(Options)} <= keys
    labels = {note.label for note in notes}
    assert {f"G{n}" for n in range(4, 34)} <= labels
    assert schema_values(OptionsModel, "heimdall_uses_slot") == (
        "active_controller",
        "always",
        "never",
    )
    assert schema_values(OptionsModel, "freyja_multiplier") == (2, 3)
    assert schema_values(OptionsModel, "solo_target_score") is None
    for lang in LANGUAGES:
        app.set_language(lang)
        writer = rules_ui.VedrfolnirWriter(app, VIEW.w)
        for note in notes:
            for value in (note.value, *(note.values or ())):
                phrase = value_phrase(writer, note, value)
                assert "options." not in phrase and "{" not in phrase, (lang, note.key, value)
        texts = "\n".join(_texts(app, "readings"))
        assert texts.count("\n") > 60
        ours = app.t("rules.options.heimdall_uses_slot.active_controller")
        other = app.t("rules.options.heimdall_uses_slot.never")
        assert ours in texts and other in texts


def test_the_pages_tell_the_reading_the_data_chooses(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With other readings in the data, the pages describe those, not the defaults."""
    app.t.game = "vedrfolnir"
    before = {page: _texts(app, page) for page in ("modes", "end", "tribute", "turn")}
    options = dataclasses.replace(
        RULES.options,
        two_player_victory="beat_opponent_and_own_ase",
        solo_victory="beat_heilheim",
        tie_break="most_exact_collections",
        raven_in_tribute="discard",
        heimdall_uses_slot="never",
        hell_chooser="receiver",
    )
    changed = dataclasses.replace(RULES, options=options)
    monkeypatch.setattr(rules_ui, "default_rules", lambda: changed)
    t = app.t
    after = {page: "\n".join(_texts(app, page)) for page in before}
    assert t("rules.two_victory.beat_opponent_and_own_ase") in after["modes"]
    assert t("rules.two_victory.beat_all") not in after["modes"]
    assert t("rules.solo_victory.beat_heilheim") in after["modes"]
    assert t("rules.winner.most_exact_collections") in after["end"]
    assert t("rules.tribute_raven.discard") in after["tribute"]
    assert t("rules.heimdall_slot.never") in after["tribute"]
    assert t("rules.choices_receiver", card="Hel") in after["turn"]
    assert t("rules.choices_receiver", card="Sköll & Hati") not in after["turn"]
    assert t("rules.two_victory.beat_all") in "\n".join(before["modes"])


def test_the_scoring_example_adds_up_from_the_data(app: App) -> None:
    """Spec EX-19 (a): 6 + 4 + 1 − 6 + 5 = 10, the two Freyjas double Odin 3 and Tyr: 21."""
    app.t.game = "vedrfolnir"
    rows = scoring_example(rules_ui.VedrfolnirWriter(app, VIEW.w))
    assert [points for _, points in rows] == ["+6", "+4", "+1", "−6", "+5", "+6", "+5", "21"]
    assert rows[5][0] == "Freyja → Odin, 3 runes"


# ---------------------------------------------------------------------------------- log

ODIN2 = _cid("odin2", 3)
TYR3 = _cid("tyr3")
HEL = _cid("hel")
NORNES = _cid("nornes")
HEIMDALL = _cid("heimdall")
HUGIN = _cid("hugin")
RATATOSK = _cid("ratatosk")
SKOLL = _cid("skoll_hati")
# Every event kind the rules core emits (brief 14 "Events", and `hand_shown` of G20's other
# reading), built by hand as the core emits it.
EVENTS = {
    "turn_started": Event("turn_started", 1, (2, 5)),
    "hand_drawn": Event("hand_drawn", 1, (4,)),
    "card_revealed": Event("card_revealed", 1, (ODIN2,)),
    "card_attributed": Event("card_attributed", 1, (TYR3, -1, "thor")),
    "card_to_brynhildr": Event("card_to_brynhildr", 0, ()),
    "choice_made": Event("choice_made", 2, (SKOLL, "first")),
    "card_refused": Event("card_refused", 2, (ODIN2, NORNES)),
    "card_redirected": Event("card_redirected", 2, (TYR3, 0, "odin", HEIMDALL)),
    "card_drawn": Event("card_drawn", -1, (ODIN2, -1)),
    "card_removed": Event("card_removed", -1, (ODIN2, -1, "last")),
    "joker_destroyed": Event("joker_destroyed", 2, (NORNES, 1)),
    "card_placed": Event("card_placed", -1, (ODIN2, 0)),
    "joker_gained": Event("joker_gained", 0, (HEIMDALL,)),
    "card_discarded": Event("card_discarded", -1, (RATATOSK, "not_for_tribute")),
    "objective_changed": Event("objective_changed", 0, (8,)),
    "raven_passed": Event("raven_passed", 0, (HUGIN, 1)),
    "exact_collection": Event("exact_collection", 0, (14, ODIN2, TYR3, _cid("thor1"))),
    "overshoot": Event("overshoot", 2, (14, 12)),
    "majority_awarded": Event("majority_awarded", 1, ("odin", ODIN2)),
    "hand_discarded": Event("hand_discarded", 1, (2,)),
    "hand_shown": Event("hand_shown", 1, (ODIN2, HUGIN)),
    "round_ended": Event("round_ended", -1, (3,)),
    "brynhildr_triggered": Event("brynhildr_triggered", 2, ()),
    "brynhildr_revealed": Event("brynhildr_revealed", 2, (ODIN2,)),
    "brynhildr_stopped": Event("brynhildr_stopped", 2, ("exhausted",)),
    "game_ending": Event("game_ending", -1, (3,)),
    "tribute_shared": Event("tribute_shared", -1, ()),
    "brynhildr_pile_discarded": Event("brynhildr_pile_discarded", 2, (4,)),
    "game_over": Event("game_over", -1, (31, 18, 24)),
    "game_result": Event("game_result", -1, ("standard", 0)),
}
# More shapes of the same events: ties, Freyja, the other discards and stops, Hel's modes.
VARIANTS = [
    Event("majority_awarded", -1, ("thor", _cid("thor2"), _cid("thor3"))),
    Event("majority_awarded", 2, ("freyja", _cid("freyja"))),
    Event("majority_awarded", -1, ("freyja", _cid("freyja"), _cid("freyja", 4))),
    Event("majority_awarded", 0, ("surtr", _cid("surtr1"))),
    Event("card_attributed", 0, (HEL, 1, "destroy:2:nornes")),
    Event("card_attributed", 0, (HEL, 1, "remove:2:first")),
    Event("card_attributed", 0, (HEL, 1, "remove:-1:last")),
    Event("card_attributed", 0, (HEL, 1, "none")),
    Event("card_attributed", 0, (SKOLL, 2, "last")),
    Event("card_attributed", 0, (ODIN2, 2, "")),
    Event("card_drawn", 1, (ODIN2, 1)),
    Event("card_removed", -1, (ODIN2, 2, "first")),
    Event("hand_discarded", 0, (1,)),
    Event("exact_collection", 1, (2, ODIN2)),
    *(
        Event("card_discarded", -1, (cid, reason))
        for cid, reason in (
            (NORNES, "joker_duplicate"),
            (HEIMDALL, "joker_in_tribute"),
            (HUGIN, "raven"),
            (NORNES, "brynhildr"),
            (HUGIN, "round_over_raven"),
            (ODIN2, "round_over"),
        )
    ),
    Event("game_ending", -1, (1,)),
    Event("game_ending", -1, (0,)),
    Event("brynhildr_pile_discarded", 2, (1,)),
    *(
        Event("game_result", -1, data)
        for data in (("standard", 0, 2), ("two_player",), ("two_player", 1), ("solo",), ("solo", 0))
    ),
    *(Event("brynhildr_stopped", 2, (why,)) for why in ("brynhildr_card", "collection")),
]
GLYPHS = {"text", "card", "stars", "rune"}


def _line(event: Event, lang: str) -> list[Segment]:
    line = log_line(event, Strings(lang, game="vedrfolnir"), NAMES.__getitem__, list(DECKS))
    assert line is not None
    return line


def _text(line: list[Segment]) -> str:
    return " ".join(str(v) if k == "text" else f"<{k}:{v}>" for k, v in line)


def test_the_log_knows_every_event_of_the_contract() -> None:
    assert set(EVENTS) == set(LINES)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("event", [*EVENTS.values(), *VARIANTS], ids=str)
def test_every_event_reads_as_a_line(lang: str, event: Event) -> None:
    line = _line(event, lang)
    assert line
    for segment, value in line:
        assert segment in GLYPHS, (event.kind, segment)
        if segment == "text":
            assert value and "log." not in value and "{" not in value, (event.kind, value)
        elif segment == "rune":
            assert value in ("odin", "thor", "surtr")
    assert _text(line) != event.kind  # not the fallback of an unknown event
    words = next(value for segment, value in line if segment == "text")
    assert words.lstrip("— ")[:1].isupper(), words  # a line starts with a capital


def _reads(lang: str) -> Callable[[str], str]:
    def text(kind: str) -> str:
        return _text(_line(EVENTS[kind], lang))

    return text


def test_the_english_lines_read_as_written() -> None:
    text = _reads("en")
    odin = f"<card:{ODIN2}> Odin, 2 runes <stars:3>"
    tyr = f"<card:{TYR3}> Tyr, 3 runes <stars:{copies(DECKS)[TYR3].stars}>"
    assert text("turn_started") == "— Round 2, turn 5: Bram deals —"
    assert text("hand_drawn") == "Bram draws 4 cards face down"
    assert text("card_revealed") == f"Bram turns up {odin}"
    assert text("card_attributed") == f"Bram gives {tyr} to the Tribute <rune:thor> as Thor runes"
    assert text("card_redirected") == (
        f"Cora plays Heimdall and sends {tyr} to Ana <rune:odin> as Odin runes"
    )
    assert text("card_drawn") == f"The Tribute draws {odin}"
    assert text("card_removed") == f"The Tribute loses the last card: {odin}"
    assert (
        text("joker_destroyed") == f"Bram plays Hel: Cora loses the joker <card:{NORNES}> The Norns"
    )
    assert text("card_placed") == f"Ana receives {odin}"
    assert text("objective_changed") == "Ana now aims at 8 stars"
    assert text("raven_passed") == f"<card:{HUGIN}> Hugin <stars:1> flies on from Ana to Bram"
    assert text("exact_collection") == "Ana hits the objective exactly and wins 3 cards: 14 points"
    assert text("majority_awarded") == (
        "<rune:odin> Odin: Bram has the most runes and wins 1 card of the Tribute"
    )
    assert text("game_over") == "— Game over: Ana 31, Bram 18, Cora 24 —"
    assert text("game_ending") == (
        "— Only 3 cards left to draw, too few for a turn: the game ends —"
    )
    assert text("tribute_shared") == (
        "The last round had no collection: the Tribute is shared by majority"
    )
    assert text("brynhildr_pile_discarded") == (
        "Brynhildr's face-down pile (4 cards) is discarded unseen, unscored"
    )
    assert text("game_result") == "Ana wins the game"
    said = {e.data: _text(_line(e, "en")) for e in VARIANTS if e.kind == "game_result"}
    assert said[("standard", 0, 2)] == "Shared victory: Ana, Cora"
    assert said[("two_player",)] == "No völva beat the three other places: the gods win"
    assert said[("solo",)] == "Valhalla does not win: Brynhildr wins this time"
    hel = _text(_line(VARIANTS[4], "en"))
    assert hel.endswith("to Bram (Hel: Cora loses the joker The Norns)")
    assert _text(_line(VARIANTS[6], "en")).endswith("(Hel: the Tribute loses the last card)")


def test_the_french_lines_speak_french() -> None:
    text = _reads("fr")
    assert text("turn_started") == "— Manche 2, tour 5 : Bram distribue —"
    assert text("hand_drawn") == "Bram pioche 4 cartes face cachée"
    assert text("card_attributed").endswith("au Tribut <rune:thor> en runes de Thor")
    assert text("card_drawn").startswith("Le Tribut pioche")
    assert text("majority_awarded").startswith("<rune:odin> Odin : Bram a le plus de runes")
    assert _text(_line(Event("hand_discarded", 0, (1,)), "fr")) == (
        "Ana défausse la dernière carte face cachée, sans la voir"
    )
    assert text("card_refused").startswith("Cora joue Les Nornes et refuse")
    assert text("joker_destroyed").startswith("Bram joue Hell : Cora perd le joker")


def test_card_names_come_from_the_data_in_each_language() -> None:
    assert card_name(_cid("skoll_hati"), DECKS, "en") == "Sköll & Hati"
    assert card_name(_cid("skoll_hati"), DECKS, "fr") == "Skoll et Hati"
    solo = ("base", "solo")
    assert card_name(_cid("brynhildr", decks=solo), solo, "fr") == "Brynhildr"
    # A joker and an objective card have no star slot: no stars glyph.
    assert not [s for s in _line(EVENTS["joker_gained"], "en") if s[0] == "stars"]
    assert not [s for s in _line(EVENTS["card_discarded"], "en") if s[0] == "stars"]


@pytest.mark.parametrize(
    ("players", "options"),
    [(3, {"spring": True, "winter": True}), (2, {"winter": True}), (1, {"spring": True})],
)
def test_every_event_of_a_played_game_reads_as_a_line(
    players: int, options: dict[str, bool]
) -> None:
    """Seeded random games of each mode, through the real rules core: every event it emits has a
    line with nothing left as a key, in both languages."""
    from game.core.simulate import random_step
    from game.vedrfolnir.state import new_game

    state = new_game(players, 7, options)
    rng = random.Random(7)
    decks = state.view(0)["decks"]
    strings = [Strings(lang, game="vedrfolnir") for lang in LANGUAGES]
    kinds: set[str] = set()
    while not state.view(0)["over"]:
        random_step(state, rng)
        for event in state.events:  # this step's, the state keeps no others
            kinds.add(event.kind)
            for t in strings:
                line = log_line(event, t, NAMES.__getitem__, decks)
                assert line and _text(line) != event.kind, event
                words = " ".join(str(v) for k, v in line if k == "text")
                assert "log." not in words and "{" not in words, (event, words)
    assert {"turn_started", "card_attributed", "round_ended", "game_over"} <= kinds

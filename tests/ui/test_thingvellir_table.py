"""Thingvellir at the table: the camp, the enlistment and every new decision by real clicks, the
camp's cards drawn and described, and random input over Thingvellir games."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from pygame import Rect

from game.core.events import Event
from game.core.session import AI, HUMAN, Seat, Session
from game.nidavellir.actions import Action, Recruit
from game.nidavellir.data import ARTIFACT, CLASS_KEYS, DOUBLE, MERCENARY, default_rules
from game.nidavellir.expansions.thingvellir.actions import Camp, Dismiss, Enlist, Mjollnir, Spare
from game.nidavellir.expansions.thingvellir.flow import DECISIONS
from game.nidavellir.info import INFO
from game.nidavellir.persist import replay
from game.nidavellir.state import new_game
from game.ui.app import App
from game.ui.assets import Drawn
from game.ui.autoplay import FRAME_MS, click, play_action, play_game
from game.ui.games.nidavellir import layout as L
from game.ui.games.nidavellir.cards import strip_named
from game.ui.games.nidavellir.help import hover_items
from game.ui.games.nidavellir.shots import take_shots
from game.ui.scenes.scoresheet import ScoreSheetScene
from game.ui.table.scene import TableScene
from tests.idavoll.myth import give_myth, token
from tests.nidavellir.scenario import fill_taverns, give, play, start_age2
from tests.thingvellir.camp import set_camp
from tests.ui.monkey import Monkey, advance, table_for
from tests.ui.test_text_size import misread, nidavellir_names

pytestmark = pytest.mark.ui

CAMP = {"thingvellir": True}
BOTH = {"idavoll": True, "thingvellir": True}
NEW_HEROES = ("andumia", "holda", "olwyn", "zolkur", "khrad", "jarika")


def camp_chooser(seed: int, seen: Counter[str]) -> Callable[[Any, int], Action]:
    """Random legal actions, going to the camp often and recruiting Thingvellir's heroes when
    one is offered, so the games meet the new decisions."""
    rng = random.Random(seed)

    def choose(state: Any, seat: int, *_: Any) -> Action:
        seen[state.pending()] += 1
        legal = state.legal_actions(seat)
        camp = [a for a in legal if isinstance(a, Camp)]
        if camp and rng.random() < 0.7:
            return rng.choice(camp)
        heroes = [a for a in legal if isinstance(a, Recruit) and a.key in NEW_HEROES]
        return rng.choice(heroes or legal)

    return choose


def _state_where(
    players: int, seed: int, wanted: Callable[[Any], bool], options: dict[str, bool] = CAMP
) -> Any:
    """A session whose core reached a position `wanted` says (random play going to the camp)."""
    for attempt in range(seed, seed + 40):
        session = Session([Seat(f"P{i}", HUMAN) for i in range(players)], attempt, options)
        choose = camp_chooser(attempt, Counter())
        state = session.state
        while not state.is_over():
            if wanted(state):
                return session
            seat = state.to_move()[0]
            session._apply(choose(state, seat))
        session.take_events()
    raise AssertionError("no seed reached the position")


def _open(app: App, session: Session) -> TableScene:
    session.take_events()
    scene = TableScene(app, session)
    app.push(scene)
    app.step(FRAME_MS)
    scene._refresh()
    if scene.curtain_for is not None:
        click(app, scene.curtain_button().center)
    app.step(FRAME_MS)
    return scene


def _glowing(scene: TableScene) -> list[tuple[Any, Any]]:
    return [(rect, target) for rect, target in scene.hit_map if target[0] in ("act", "enlist")]


def test_a_camp_card_is_taken_by_a_click_on_it(app: App) -> None:
    session = _state_where(
        3,
        1,
        lambda s: (
            s.pending() == "pick"
            and any(isinstance(a, Camp) for a in s.legal_actions(s.to_move()[0]))
        ),
    )
    state = session.state
    seat = state.to_move()[0]
    scene = _open(app, session)
    assert scene.viewer == seat
    lay = scene.presenter.lay
    assert set(lay.camp) == set(scene.view["camp"]) and len(lay.camp) <= 5
    glowing = {target[1].key for _, target in _glowing(scene) if isinstance(target[1], Camp)}
    assert glowing == {a.key for a in state.legal_actions(seat) if isinstance(a, Camp)}
    key = sorted(glowing)[0]
    click(app, lay.camp[key].center)
    assert session.history[-1] == f"s{seat} camp {key}"
    p = state.players[seat]
    card = state.rules.card_ids[key]
    assert card in p.command or any(card in column for column in p.columns)
    assert key not in state.view(seat)["camp"]


def test_a_mercenary_is_enlisted_by_two_clicks(app: App) -> None:
    session = _state_where(3, 2, lambda s: s.pending() == "enlist")
    state = session.state
    seat = state.to_move()[0]
    scene = _open(app, session)
    assert scene.prompt().startswith("Enlistment")
    presenter = scene.presenter
    box = presenter.lay.seats[seat]
    legal = [a for a in state.legal_actions(seat) if isinstance(a, Enlist)]
    first = legal[0]
    mercenaries = {target[1] for _, target in scene.hit_map if target[0] == "enlist"}
    assert mercenaries == {a.key for a in legal}
    assert not any(isinstance(t[1], Enlist) for _, t in _glowing(scene))  # no column yet
    rect = next(r for k, r in box.command if k == first.key)
    click(app, rect.center)  # the mercenary: its two columns glow
    scene._refresh()
    columns = {t[1].column for _, t in _glowing(scene) if isinstance(t[1], Enlist)}
    assert columns == {a.column for a in legal if a.key == first.key}
    assert "column" in scene.prompt()
    click(app, box.columns[first.column].center)
    assert session.history[-1] == f"s{seat} enlist {first.key} {CLASS_KEYS[first.column]}"
    assert state.rules.card_ids[first.key] in state.players[seat].columns[first.column]


def test_mjollnirs_class_is_chosen_by_a_click_on_a_column(app: App) -> None:
    session = _state_where(2, 7, lambda s: s.pending() == "mjollnir")
    state = session.state
    seat = state.to_move()[0]
    scene = _open(app, session)
    assert scene.prompt().startswith("Mjöllnir")
    box = scene.presenter.lay.seats[seat]
    glowing = {t[1].column for _, t in _glowing(scene) if isinstance(t[1], Mjollnir)}
    assert glowing == set(range(5))
    click(app, box.columns[2].center)
    assert session.history[-1] == f"s{seat} mjollnir miner"
    view = state.view(seat)
    assert view["seats"][seat]["mjollnir"] == "miner"
    scene._refresh()
    app.step(FRAME_MS)
    items = hover_items(scene.view, scene.presenter.lay)
    mjollnir = [what for _, kind, what in items if kind == "mjollnir"]
    assert mjollnir == [(seat, "mjollnir")]
    text = scene.presenter._describer().describe("mjollnir", mjollnir[0], scene.view)
    assert text.endswith("(Counts: Miners.)")


def _hofud_against_thor() -> Session:
    """Both expansions at 3: seat 1 wins the first tavern and takes Höfud from the camp; seat 0
    (one warrior, Thor's token unspent) owes the discard."""
    state = new_game(3, 0, BOTH)
    start_age2(state)
    state.camp_discard += state.camp
    state.camp = []
    set_camp(state, "hofud", "mjollnir", "jarnglofi", "hrafnsmerki", "gjallarhorn")
    fill_taverns(
        state,
        "a2_warrior_0 a2_warrior_1 a2_warrior_2",
        "a2_hunter_0 a2_hunter_1 a2_hunter_2",
        "a2_miner_0 a2_miner_1 a2_miner_2",
    )
    give(state, 0, "a2_warrior_5", "a2_hunter_5")
    give_myth(state, 0, "thor")
    play(state, "s0 bid 3 2 0", "s1 bid 5 4 3", "s2 bid 4 3 2", "s1 camp hofud")
    session = Session([Seat(f"P{i}", HUMAN) for i in range(3)], 0, BOTH)
    session.state = state
    return session


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_thor_spares_hofud_s_discard_by_a_click_on_its_button(app: App, lang: str) -> None:
    """Höfud's discard with Thor's token unspent: the warrior glows, and a button of the
    decision panel spends Thor instead; a real click on it plays "s0 spare", the warrior stays
    and the log says Thor's token was spent."""
    app.set_language(lang)
    session = _hofud_against_thor()
    state = session.state
    assert state.pending() == "hofud" and state.to_move() == (0,)
    scene = _open(app, session)
    assert scene.viewer == 0
    assert "Thor" in scene.prompt() and scene.prompt().startswith("Höfud")
    warrior = state.rules.card_ids["a2_warrior_5"]
    box = scene.presenter.lay.seats[0]
    glowing = [t[1] for _, t in _glowing(scene)]
    assert [str(a) for a in glowing if isinstance(a, Dismiss)] == ["s0 dismiss a2_warrior_5"]
    assert box.strips["a2_warrior_5"] in [r for r, t in scene.hit_map if t[0] == "act"]
    label = {"en": "Spend Thor: keep the card", "fr": "Utiliser Thor : garder la carte"}[lang]
    buttons = [(rect, text) for rect, text, t in scene.presenter.choices if t == ("act", Spare(0))]
    assert [text for _, text in buttons] == [label]
    rect = buttons[0][0]
    area = scene.presenter._choices_area()
    assert area is not None and area.contains(rect)
    assert not area.colliderect(box.strips["a2_warrior_5"])  # the warrior stays clickable
    app.step(FRAME_MS)
    click(app, rect.center)
    assert session.history[-1] == "s0 spare"
    assert warrior in state.players[0].columns[0]
    assert token(state, 0, "thor") == 0  # spent
    assert state.pending() != "hofud"
    events = [e for e in session.log[-1] if e.kind == "discard_cancelled"]
    assert [e.seat for e in events] == [0]
    words = " ".join(
        text for kind, text in scene.presenter.writer.line(events[0]) if kind == "text"
    )
    assert "Thor" in words and "{" not in words


@pytest.mark.parametrize(
    ("players", "seed", "idavoll"),
    [(2, 11, False), pytest.param(4, 10, True, marks=pytest.mark.slow)],
)  # one whole game by default, the one meeting every decision
def test_a_whole_thingvellir_game_by_clicks_reaches_the_score_sheet(
    app: App, players: int, seed: int, idavoll: bool
) -> None:
    options = {"thingvellir": True, "idavoll": idavoll}
    session = Session([Seat(f"P{i}", HUMAN) for i in range(players)], seed, options)
    scene = TableScene(app, session)
    app.push(scene)
    seen: Counter[str] = Counter()
    play_game(app, scene, camp_chooser(seed, seen))
    sheet = app.scenes[-1]
    assert isinstance(sheet, ScoreSheetScene)
    again = replay(players, seed, session.history, options)
    assert again.to_dict() == session.state.to_dict()
    assert sheet.outcome == again.outcome()
    assert "artifacts" in sheet.outcome.sheets[0]
    assert seen["enlist"] and any(" camp " in line for line in session.history)
    if players == 2:  # this seed meets every Thingvellir decision, each answered by clicks
        assert {d for d in DECISIONS if seen[d]} == set(DECISIONS)


def test_camp_cards_have_faces_tooltips_and_log_lines(app: App) -> None:
    session = _state_where(3, 3, lambda s: s.round == 2 and s.pending() == "bids")
    scene = _open(app, session)
    rules = session.state.rules
    faces = app.faces
    for card in (*rules.artifacts, *rules.mercenaries, *rules.doubles):
        for w, h in ((52, 72), (58, 80), (147, 202), (360, 504)):
            assert faces.card(card, w, h).get_size() == (w, h)
        for column in range(5):
            assert faces.strip(card, 160, 26, column).get_size() == (160, 26)
    describer = scene.presenter._describer()
    kinds = {rules.cards[c].kind: c for c in (*rules.artifacts, *rules.mercenaries, *rules.doubles)}
    assert describer.card("fafnir_baleygr").startswith("Fafnir Baleygr. From now on")
    assert rules.cards[kinds[ARTIFACT]].kind == ARTIFACT
    merc = describer.card(rules.cards[kinds[MERCENARY]].key)
    assert merc.startswith("Mercenary: ") and " or " in merc
    assert describer.card(rules.cards[kinds[DOUBLE]].key).startswith("Olwyn's Double")
    items = hover_items(scene.view, scene.presenter.lay)
    kinds_shown = {kind for _, kind, _ in items}
    assert {"camp", "camp_deck"} <= kinds_shown
    camp_cards = [
        what for rect, kind, what in items if kind == "card" and what in scene.view["camp"]
    ]
    assert sorted(camp_cards) == sorted(scene.view["camp"])
    deck = next(what for _, kind, what in items if kind == "camp_deck")
    assert describer.describe("camp_deck", deck, scene.view).startswith("Camp deck of Age 1")


def test_every_thingvellir_event_has_a_log_line_in_both_languages(app: App) -> None:
    session = Session([Seat("A", AI), Seat("B", AI)], 7, CAMP)
    choose = camp_chooser(7, Counter())
    events = []
    state = session.state
    while not state.is_over():
        session._apply(choose(state, state.to_move()[0]))
        events += session.take_events()
    rules = state.rules
    camp = tuple(rules.camp_deck[1][:3])
    events.append(Event("camp_cleared", -1, (camp,)))  # a camp emptied at Age 2 (rare at 2)
    scene = TableScene(app, Session([Seat("A", HUMAN), Seat("B", AI)], 7, CAMP))
    app.push(scene)
    app.step(FRAME_MS)
    writer = scene.presenter.writer
    kinds = {
        "camp_refilled",
        "camp_cleared",
        "camp_card_taken",
        "tavern_card_dropped",
        "enlistment_order",
        "mercenary_enlisted",
        "card_retrieved",
        "card_dismissed",
        "mjollnir_class",
    }
    met = set()
    for lang in ("en", "fr"):
        app.set_language(lang)
        for event in events:
            line = writer.line(event)
            if event.kind in kinds:
                met.add(event.kind)
                assert line and all(text for kind, text in line if kind == "text")
                words = " ".join(text for kind, text in line if kind == "text")
                assert "thingvellir." not in words and "{" not in words
    assert met == kinds


def _start_thingvellir(idavoll: bool) -> Callable[[App, random.Random], None]:
    def start(app: App, rng: random.Random) -> None:
        seats = [Seat("Ann", HUMAN), Seat("Brokk", AI, "easy"), Seat("Eitri", AI, "normal")]
        players = rng.randrange(2, 4)
        options = {"thingvellir": True, "idavoll": idavoll}
        session = Session(seats[:players], rng.randrange(10_000), options)
        advance(session, rng, rng.randrange(0, 120))
        table_for(app, session)

    return start


@pytest.mark.early
@pytest.mark.usefixtures("quick_search")
def test_random_input_over_thingvellir_games(app: App) -> None:
    """Clicks, keys and the wheel at random over Thingvellir tables, alone and with Idavoll, at
    every point of the game: no exception (frame times: `python main.py bench ui`)."""
    app.settings.ai_pace_ms = 0
    starts = {"thingvellir": _start_thingvellir(False), "both": _start_thingvellir(True)}
    monkey = Monkey(app, 15, starts=starts)
    try:
        monkey.run(1200)
    except Exception as exc:
        raise AssertionError(" | ".join(monkey.recent[-12:])) from exc
    assert monkey.frames == 1200
    assert "TableScene" in monkey.seen


def test_a_camp_visit_is_pictured_by_play_action(app: App) -> None:
    """The autoplay's click plan for a camp card and for an enlistment is the player's: the
    same clicks on the same places."""
    session = _state_where(3, 4, lambda s: s.pending() == "enlist")
    scene = _open(app, session)
    seat = session.state.to_move()[0]
    action = next(a for a in session.state.legal_actions(seat) if isinstance(a, Enlist))
    box = scene.presenter.lay.seats[seat]
    plan = scene.click_plan(action)
    assert plan[0] == next(r for k, r in box.command if k == action.key).center
    assert plan[1] == box.columns[action.column].center
    play_action(app, scene, action)
    assert session.history[-1] == str(action)


@pytest.mark.parametrize(
    ("players", "lang", "compact", "idavoll"), [(3, "fr", False, True), (5, "en", True, False)]
)
def test_the_thingvellir_shot_tour_reads_and_pictures_the_camp(
    app: App,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    players: int,
    lang: str,
    compact: bool,
    idavoll: bool,
) -> None:
    """`shots --thingvellir`: a camp moment and an enlistment moment among the pictures, no
    text a player reads below the floor and every name whole, compact and full, in both
    languages."""
    app.settings.compact = compact
    names: list[str] = []
    monkeypatch.setattr(app, "screenshot", lambda path: names.append(path.stem.split("_", 1)[1]))
    drawn: set[Drawn] = set()
    app.assets.drawn = drawn
    take_shots(tmp_path, INFO, players, 3, {"thingvellir": True, "idavoll": idavoll}, lang, app)
    assert {"choice_camp", "choice_enlist", "rules_thingvellir"} <= set(names)
    assert misread(drawn, nidavellir_names(app.rules)) == ([], [])


def test_every_thingvellir_emblem_is_credited() -> None:
    credits = (Path(__file__).resolve().parents[2] / "CREDITS.md").read_text(encoding="utf-8")
    icons = Path(__file__).resolve().parents[2] / "sprites" / "thingvellir" / "icons"
    files = sorted(p.name for p in icons.glob("*.svg"))
    assert len(files) == 14  # the twelve artifacts, the camp's fire, the mercenaries' swords
    for name in files:
        assert f"`sprites/thingvellir/icons/{name}`" in credits


def test_a_squeezed_column_keeps_the_names_on_its_strips_whole() -> None:
    """An opponent's deep column (mercenaries, doubles and heroes among plain dwarves): each
    strip with a name is whole, the next strip starting below it; the plain dwarves are
    squeezed, and the column never runs past its room."""
    rules = default_rules()
    keys = [
        "a1_hunter_0",
        "mercenary_1",
        "a1_hunter_1",
        "a1_hunter_2",
        "olwyn_double_1",
        "a1_hunter_3",
        "aral",
        "a1_hunter_4",
        "a2_hunter_0",
    ]
    column = Rect(0, 0, 100, 18 + 4 + 5 * L.MINI_STRIP_H)

    def named(key: str) -> bool:
        return strip_named(rules, rules.card_ids[key])

    assert [k for k in keys if named(k)] == ["mercenary_1", "olwyn_double_1", "aral"]
    strips = L._stack(column, 18, keys, L.MINI_STRIP_H, named)
    rects = [strips[k] for k in keys]
    for key, rect, below in zip(keys, rects, rects[1:], strict=False):
        assert below.y > rect.y
        if named(key):
            assert below.y >= rect.bottom, key
    assert rects[-1].bottom <= column.bottom
    assert L._stack(column, 18, keys, L.MINI_STRIP_H, None) == L.K.stack(
        column, 18, keys, L.MINI_STRIP_H
    )

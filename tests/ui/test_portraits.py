"""Real pictures on the cards: every card that shows a person or a beast has its portrait file,
every third-party file is credited, faces and the zoom really show the picture, and no text on a
face or a strip is smaller than the reading floor."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.art.nidavellir import PICTURES, card_pictures, load_pictures
from game.core.errors import DataError
from game.nidavellir.data import (
    ARTIFACT,
    BOAR,
    DOUBLE,
    DWARF,
    HERO,
    MERCENARY,
    MYTH_KINDS,
    OFFERING,
    default_rules,
)
from game.ui.app import App
from game.ui.assets import SPRITE_DIR, Assets
from game.ui.autoplay import click
from game.ui.games.nidavellir import layout as L
from game.ui.games.nidavellir.cards import Faces
from game.ui.games.nidavellir.mythfaces import track
from game.ui.games.nidavellir.portraits import MIN_TEXT
from tests.datafiles import edited_file
from tests.test_sprites import EXPECTED
from tests.ui.test_help import _table

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "sprites"))
import make_portraits  # noqa: E402

pytestmark = pytest.mark.ui
RULES = default_rules()


def test_every_hero_mythology_card_and_class_has_its_own_picture_file() -> None:
    table = load_pictures(RULES)
    assert len(table["classes"]) == 5 and len(table["heroes"]) == 27  # with Thingvellir's six
    assert len(table["mythology"]) == len(RULES.myths) + 1 == 21  # with Gullinbursti
    pictures = [p for section in table.values() for p in section.values()]
    assert len({p.source for p in pictures}) == 53  # no two share a picture
    for picture in pictures:
        image = pygame.image.load(SPRITE_DIR / f"{picture.sprite}.png")
        assert image.get_size() == (224, 224)
    by_card, by_class = card_pictures(RULES)
    for card_id, info in enumerate(RULES.cards):
        if info.kind in (OFFERING, ARTIFACT, MERCENARY):  # an emblem, two classes' pictures
            assert card_id not in by_card
        elif info.kind == DOUBLE:  # Olwyn's doubles show him
            assert by_card[card_id] == by_card[RULES.card_ids["olwyn"]]
        elif info.kind == HERO or info.kind in MYTH_KINDS or info.kind == BOAR:
            assert by_card[card_id] not in by_class
        else:  # a dwarf card shows its class's picture
            assert by_card[card_id] == by_class[info.cls]
    assert by_card[RULES.card_ids["aral"]] == "portraits/dwarves/gryphon-rider"
    assert by_class[0] == "portraits/dwarves/fighter"


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        (
            "kraal: {source: dwarves/lord.png, artist: thespaceinvader/Philip Barber}",
            "kraal: {source: dwarves/lord.png}",
            "entry heroes 'kraal', field 'artist'",
        ),
        (
            "kraal: {source: dwarves/lord.png,",
            "kraal: {source: ../lord.png,",
            "entry heroes 'kraal', field 'source'",
        ),
        (
            "  kraal: {source: dwarves/lord.png, artist: thespaceinvader/Philip Barber}\n",
            "",
            "entry heroes 'kraal', field '(entry)': has no picture",
        ),
        ("  loki: {", "  lokki: {", "entry mythology 'lokki', field '(key)'"),
        ("crop: [70, 140, 260]", "crop: [70, 140]", "entry heroes 'aegur', field 'crop'"),
        (
            "artist: DUHH/Kim Holm}",
            "artist: DUHH/Kim Holm, colour: red}",
            "entry classes 'miner', field 'colour': unknown field",
        ),
    ],
)
def test_a_bad_picture_entry_names_the_file_the_entry_and_the_field(
    tmp_path: Path, old: str, new: str, message: str
) -> None:
    path = edited_file(PICTURES, tmp_path, old, new)
    with pytest.raises(DataError) as error:
        load_pictures(RULES, path)
    assert str(error.value).startswith(f"{path}: {message}")


def test_credits_name_every_third_party_file_under_sprites() -> None:
    credits = (ROOT / "CREDITS.md").read_text(encoding="utf-8")
    ours = set(EXPECTED)  # drawn by make_sprites.py
    theirs = sorted(
        p.relative_to(SPRITE_DIR).as_posix()
        for p in SPRITE_DIR.rglob("*.png")
        if p.relative_to(SPRITE_DIR).as_posix() not in ours
    )
    # the portraits of Nidavellir, of Guerres d'Arran, then those only Vedrfolnir shows
    assert len(theirs) == 53 + 29 + 9
    for rel in theirs:
        assert f"`sprites/{rel}`" in credits, f"CREDITS.md does not name sprites/{rel}"
    chosen = make_portraits.chosen_pictures()  # Nidavellir's and Vedrfolnir's
    assert make_portraits.credits_table(chosen) in credits  # the script's table, up to date
    assert (
        "| `sprites/portraits/dwarves/fighter-2.png` | `data/core/images/portraits/dwarves/"
        "fighter-2.png` | DUHH/Kim Holm | GPL-2.0-or-later |" in credits
    )
    for font in (ROOT / "data" / "fonts").glob("*.ttf"):
        assert f"`data/fonts/{font.name}`" in credits
    assert (
        (ROOT / "LICENSE")
        .read_text(encoding="utf-8")
        .startswith(
            "                    GNU GENERAL PUBLIC LICENSE\n                       Version 3"
        )
    )


def _bare(app: App) -> Faces:
    """Faces that draw no portrait: what a face would be on blank parchment."""
    faces = Faces(app.assets, app.rules)
    faces.portrait = lambda card_id, side: None  # type: ignore[method-assign]
    return faces


def _changed(a: pygame.Surface, b: pygame.Surface, area: pygame.Rect) -> float:
    points = [
        (x, y) for x in range(area.left, area.right, 2) for y in range(area.top, area.bottom, 2)
    ]
    return sum(a.get_at(p) != b.get_at(p) for p in points) / len(points)


@pytest.mark.parametrize("key", ["kraal", "thrud", "odin", "garm", "brynhildr", "gullinbursti"])
def test_hero_and_mythology_faces_show_their_portrait(app: App, key: str) -> None:
    card = app.rules.card_ids[key]
    face, bare = app.faces.card(card, 64, 88), _bare(app).card(card, 64, 88)
    assert _changed(face, bare, pygame.Rect(6, 48, 52, 34)) > 0.6  # not blank parchment
    assert _changed(face, bare, pygame.Rect(0, 0, 64, 20)) == 0  # band, icon, ranks as before


def test_dwarf_cards_show_their_class_picture(app: App) -> None:
    by_class: dict[int, list[int]] = {}
    for card_id, info in enumerate(app.rules.cards):
        if info.kind == DWARF and not info.five_players:  # no 5-player mark on the art
            by_class.setdefault(info.cls, []).append(card_id)
    faces, bare = app.faces, _bare(app)
    art = pygame.Rect(6, 30, 52, 34)
    for cards in by_class.values():
        first, other = faces.card(cards[0], 64, 88), faces.card(cards[-1], 64, 88)
        assert _changed(first, bare.card(cards[0], 64, 88), art) > 0.6
        assert _changed(first, other, art) == 0, (cards[0], cards[-1])  # one class picture
    warrior, hunter = by_class[0][0], by_class[1][0]
    assert _changed(faces.card(warrior, 64, 88), faces.card(hunter, 64, 88), art) > 0.6


def test_the_hero_hall_row_shows_the_portrait_beside_the_full_rule(app: App) -> None:
    card = app.rules.card_ids["uline"]
    row, bare = app.faces.hero_row(card, 620, 58), _bare(app).hero_row(card, 620, 58)
    assert _changed(row, bare, pygame.Rect(4, 4, 50, 30)) > 0.6
    assert _changed(row, bare, pygame.Rect(70, 0, 550, 58)) == 0


def test_the_zoom_shows_the_portrait_large(app: App) -> None:
    scene = _table(app)
    assert scene.presenter.lay is not None
    key, rect = next(iter(scene.presenter.lay.heroes.items()))
    click(app, rect.center, button=3)
    assert scene.zoom == key
    app.step(16)
    card = app.rules.card_ids[key]
    face = app.faces.card(card, 360, 504)
    at = face.get_rect(center=(L.W // 2 - 230, L.H // 2))
    art = pygame.Rect(20, 120, 320, 180)  # the portrait's part of the face
    shown = app.screen.subsurface(art.move(at.topleft))
    assert _changed(shown, face.subsurface(art), shown.get_rect()) == 0
    assert _changed(face, _bare(app).card(card, 360, 504), art) > 0.6


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_face_or_strip_text_is_below_the_floor(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every size the table draws a face at (tavern, hall, command zone, flights, zoom)."""
    sizes: list[int] = []
    font = Assets.font

    def spy(self: Assets, face: str, size: int) -> pygame.font.Font:
        sizes.append(size)
        return font(self, face, size)

    monkeypatch.setattr(Assets, "font", spy)
    monkeypatch.setattr(pygame.transform, "smoothscale_by", None)  # text is never shrunk
    faces = Faces(app.assets, app.rules)
    faces.set_language(lang)
    for card_id in range(len(app.rules.cards)):
        for w, h in ((55, 75), (58, 80), (64, 88), (96, 132), (147, 202), (300, 420), (360, 504)):
            faces.card(card_id, w, h)
        for w, h in ((27, 16), (32, 16), (48, 16), (66, 20), (96, 22), (155, 26)):
            faces.strip(card_id, w, h, app.rules.cards[card_id].cls)
    for card_id in app.rules.heroes:
        faces.hero_row(card_id, 730, 70)
        faces.card(card_id, 75, 45)  # a tile of Thingvellir's pool
    for d in range(len(app.rules.distinctions)):
        for w, h in ((24, 24), (38, 38), (48, 66), (64, 88)):
            faces.distinction(d, w, h)
    surface = pygame.Surface((200, 40))
    for width in (40, 60, 100, 150):
        track(faces, surface, (0, 3, 6, 10, 16), 2, (100, 20), width)
    assert len(sizes) > 1000
    assert min(sizes) == MIN_TEXT


def test_the_royal_offering_coin_never_covers_its_title(app: App) -> None:
    for lang in ("en", "fr"):
        app.faces.set_language(lang)
        for w, h in ((55, 75), (58, 80), (64, 88), (96, 132), (147, 202), (300, 420)):
            boxes = app.faces.offering_boxes(3, w, h)
            assert boxes["name"].top >= boxes["band"].bottom
            assert boxes["coin"].top >= boxes["name"].bottom
            assert boxes["coin"].bottom <= h and boxes["plus"].bottom <= boxes["band"].bottom


@pytest.mark.skipif(
    not os.environ.get("WESNOTH_DATA"),
    reason="set WESNOTH_DATA to where wesnoth-1.16-data is unpacked",
)
def test_make_portraits_reproduces_the_committed_files(tmp_path: Path) -> None:
    """With the Debian package unpacked, the script makes exactly the committed pictures."""
    credits = tmp_path / "CREDITS.md"
    credits.write_text((ROOT / "CREDITS.md").read_text(encoding="utf-8"), encoding="utf-8")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    result = subprocess.run(
        [
            sys.executable,
            str(ROOT / "sprites" / "make_portraits.py"),
            "--wesnoth",
            os.environ["WESNOTH_DATA"],
            "--out",
            str(tmp_path),
            "--credits",
            str(credits),
        ],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    made = sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*.png"))
    assert made == sorted(
        p.relative_to(SPRITE_DIR).as_posix() for p in (SPRITE_DIR / "portraits").rglob("*.png")
    )
    for rel in made:
        new, old = pygame.image.load(tmp_path / rel), pygame.image.load(SPRITE_DIR / rel)
        assert pygame.image.tobytes(new, "RGBA") == pygame.image.tobytes(old, "RGBA"), rel
    assert credits.read_text(encoding="utf-8") == (ROOT / "CREDITS.md").read_text(encoding="utf-8")

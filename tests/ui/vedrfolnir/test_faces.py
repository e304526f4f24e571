"""Vedrfolnir's faces: every card type of every deck renders at table and zoom size in both
languages, faces differ by stars and by season, no text is below 16 px and no name is cut short
(a small face shows the data's short name), the backs, seat markers and emblem render, and the
faces draw with fonts they are given, never ones kept from a pygame that has quit; a contact sheet
of everything goes to /tmp/vedr_faces.png (zoom samples to /tmp/vedr_faces_zoom.png) for a person
to judge."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.art.vedrfolnir import card_picture
from game.ui.assets import Assets, Drawn
from game.ui.games.vedrfolnir import faces, faces_frame
from game.ui.games.vedrfolnir.faces_backs import ROLES
from game.ui.games.vedrfolnir.faces_draw import ICON_SOURCES, SEASONS
from game.vedrfolnir.data import DECKS, JOKER, Copy, default_rules

pytestmark = pytest.mark.ui

ROOT = Path(__file__).resolve().parents[3]
TABLE_SIZE = faces.TABLE_SIZE
ZOOM_SIZE = faces.ZOOM_SIZE
_spec = importlib.util.spec_from_file_location("gameicons", ROOT / "sprites/gameicons.py")
assert _spec is not None and _spec.loader is not None
gameicons = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(gameicons)
SHEET = Path("/tmp/vedr_faces.png")
ZOOM_SHEET = Path("/tmp/vedr_faces_zoom.png")


@pytest.fixture(autouse=True)
def _display() -> None:
    """For each test: another test on the same worker may have quit pygame in between."""
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))


@pytest.fixture
def assets() -> Assets:
    """Fonts of this test's own: an earlier test may have quit pygame under older ones."""
    return Assets()


def _types() -> list[Copy]:
    """One copy of every card type, with its highest star value (the fullest face)."""
    return [Copy(card, 0, max(card.stars) if card.stars else 0) for card in default_rules().cards]


def _variants() -> list[Copy]:
    """Every distinct face: each card type with each of its star values."""
    return [
        Copy(card, card.stars.index(stars) if card.stars else 0, stars)
        for card in default_rules().cards
        for stars in sorted(set(card.stars or (0,)))
    ]


def test_every_card_renders_at_two_sizes_in_both_languages(assets: Assets) -> None:
    for copy in _variants():
        for size in (TABLE_SIZE, ZOOM_SIZE):
            for lang in ("en", "fr"):
                surf = faces.card_surface(assets, copy, size, lang)
                assert surf.get_size() == size, copy.card.key
    copy = _types()[0]
    first = faces.card_surface(assets, copy, TABLE_SIZE, "en")
    assert faces.card_surface(assets, copy, TABLE_SIZE, "en") is first


def test_every_deck_has_cards_and_a_frame() -> None:
    rules = default_rules()
    for deck in DECKS:
        assert rules.deck_cards(deck), deck
        assert deck in SEASONS


def test_every_picture_has_an_emblem_file() -> None:
    for card in default_rules().cards:
        assert card_picture(card.key).emblem in ICON_SOURCES, card.key
    for name in ICON_SOURCES:
        assert (ROOT / "sprites" / "vedrfolnir" / "icons" / f"{name}.svg").exists(), name
    credits = (ROOT / "CREDITS.md").read_text(encoding="utf-8")
    assert (
        gameicons.credits_block("vedrfolnir", ICON_SOURCES) in credits
    )  # the script's, up to date
    borrowed = sorted((ROOT / "sprites" / "vedrfolnir").rglob("*.svg"))
    assert len(borrowed) == len(ICON_SOURCES)
    for path in borrowed:
        assert f"`{path.relative_to(ROOT).as_posix()}`" in credits, path


@pytest.mark.skipif(
    not os.environ.get("GAME_ICONS_JSON"),
    reason="set GAME_ICONS_JSON (icons.json of @iconify-json/game-icons)",
)
def test_make_art_reproduces_the_committed_files(tmp_path: Path) -> None:
    credits = tmp_path / "CREDITS.md"
    credits.write_text((ROOT / "CREDITS.md").read_text(encoding="utf-8"), encoding="utf-8")
    script = ROOT / "sprites" / "vedrfolnir" / "make_art.py"
    args = ["--icons", os.environ["GAME_ICONS_JSON"], "--out", str(tmp_path / "v")]
    result = subprocess.run(
        [sys.executable, str(script), *args, "--credits", str(credits)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    committed = ROOT / "sprites" / "vedrfolnir"
    for path in sorted((tmp_path / "v").rglob("*.svg")):
        rel = path.relative_to(tmp_path / "v")
        assert path.read_bytes() == (committed / rel).read_bytes(), rel
    assert credits.read_text(encoding="utf-8") == (ROOT / "CREDITS.md").read_text(encoding="utf-8")


def _differ(a: pygame.Surface, b: pygame.Surface) -> int:
    """How many pixels differ between two faces of one size."""
    w, h = a.get_size()
    return sum(
        1 for x in range(0, w, 2) for y in range(0, h, 2) if a.get_at((x, y)) != b.get_at((x, y))
    )


def test_faces_differ_by_stars(assets: Assets) -> None:
    card = default_rules().card("odin2")
    faces_by_stars = [
        faces.card_surface(assets, Copy(card, card.stars.index(n), n), TABLE_SIZE, "en")
        for n in range(5)
    ]
    for i in range(5):
        for j in range(i + 1, 5):
            assert _differ(faces_by_stars[i], faces_by_stars[j]) > 10, (i, j)


def test_faces_differ_by_season_and_tyr_orientation(assets: Assets) -> None:
    rules = default_rules()
    one = {deck: rules.deck_cards(deck)[0] for deck in DECKS}
    frames = {
        deck: faces.card_surface(assets, Copy(card, 0, 0), TABLE_SIZE, "en")
        for deck, card in one.items()
    }
    # the top-left corner band alone (frame, no picture) differs between every two decks
    corner = pygame.Rect(0, 30, 4, 50)
    bands = {deck: frames[deck].subsurface(corner).copy() for deck in DECKS}
    for i, a in enumerate(DECKS):
        for b in DECKS[i + 1 :]:
            assert _differ(bands[a], bands[b]) > 10, (a, b)
    tyr = Copy(rules.card("tyr2"), 0, rules.card("tyr2").stars[0])
    plain, odin, thor = (
        faces.card_surface(assets, tyr, TABLE_SIZE, "en", o) for o in (None, "odin", "thor")
    )
    assert _differ(plain, odin) > 10 and _differ(odin, thor) > 10


def test_no_text_on_a_table_size_face_is_below_16_px_nor_a_name_cut(assets: Assets) -> None:
    """The smallest face the table shows reads at 16 px (12 px on a window scaled to 0.75),
    every name whole; where the whole name does not fit, the data's short name is shown."""
    faces.clear_cache()
    drawn: set[Drawn] = set()
    assets.drawn = drawn
    for copy in _variants():
        for lang in ("en", "fr"):
            faces.card_surface(assets, copy, TABLE_SIZE, lang)
            faces.card_surface(assets, copy, TABLE_SIZE, lang, "thor")
    for role in ROLES:
        for size in (40, 64, 96):
            faces.seat_marker(assets, role, size, "fr")
    assert drawn
    small = sorted({(d.text, d.size) for d in drawn if d.size < faces.MIN_TEXT})
    assert not small, small
    assert [d.text for d in drawn if faces.ELLIPSIS in d.text] == []
    names = {d.text for d in drawn}
    for lang, sköll in (("en", "Sköll/Hati"), ("fr", "Skoll/Hati")):
        assert sköll in names, lang  # the short name of the data
    assert "Ratatosk" in names and "Brynhildr" in names  # whole names where they fit


def test_faces_draw_with_the_fonts_they_are_given(assets: Assets) -> None:
    """A face drawn after a pygame that quit and started again uses the new fonts."""
    faces.clear_cache()
    copy = _types()[0]
    pygame.quit()
    pygame.init()
    pygame.display.set_mode((1, 1))
    fresh = Assets()
    assert faces.card_surface(fresh, copy, TABLE_SIZE, "en").get_size() == TABLE_SIZE


def test_backs_markers_and_emblem_render(assets: Assets) -> None:
    for deck in DECKS:
        for size in (TABLE_SIZE, ZOOM_SIZE):
            assert faces.back_surface(size, deck).get_size() == size
    base = faces.back_surface(TABLE_SIZE, "base")
    assert faces.back_surface(TABLE_SIZE, "winter") is base  # the draw pile hides the decks
    assert _differ(base, faces.back_surface(TABLE_SIZE, "solo")) > 100
    for role in ROLES:
        for lang in ("en", "fr"):
            assert faces.seat_marker(assets, role, 72, lang).get_size() == (72, 72)
    surf = pygame.Surface((120, 120), pygame.SRCALPHA)
    faces.emblem(surf, (60, 60), 50)
    assert surf.get_bounding_rect().w > 90
    glyphs = pygame.Surface((200, 40), pygame.SRCALPHA)
    for i, rune in enumerate(("odin", "thor", "surtr", "odin_or_thor", "each")):
        faces.rune_glyph(glyphs, rune, (20 + 36 * i, 20), 28, on_dark=i % 2 == 0)
    faces.star_glyph(glyphs, (190, 20), 16)
    assert glyphs.get_bounding_rect().w > 170


def test_contact_sheet(assets: Assets) -> None:
    """Every face at table size in both languages, backs and markers, then zoom samples."""
    variants = _variants()
    cols = 16
    pad = 6
    rows = (len(variants) + cols - 1) // cols * 2 + 2
    sheet = pygame.Surface((cols * (TABLE_SIZE[0] + pad) + pad, rows * (TABLE_SIZE[1] + pad) + pad))
    sheet.fill((58, 40, 28))
    cells = [("en", c) for c in variants] + [("fr", c) for c in variants]
    for i, (lang, copy) in enumerate(cells):
        x, y = pad + (i % cols) * (TABLE_SIZE[0] + pad), pad + (i // cols) * (TABLE_SIZE[1] + pad)
        sheet.blit(faces.card_surface(assets, copy, TABLE_SIZE, lang), (x, y))
    y = pad + ((len(cells) + cols - 1) // cols) * (TABLE_SIZE[1] + pad)
    tyr = Copy(default_rules().card("tyr3"), 0, 3)
    extras = [
        faces.back_surface(TABLE_SIZE, "base"),
        faces.back_surface(TABLE_SIZE, "solo"),
        faces.card_surface(assets, tyr, TABLE_SIZE, "en", "odin"),
        faces.card_surface(assets, tyr, TABLE_SIZE, "en", "thor"),
    ]
    for i, surf in enumerate(extras):
        sheet.blit(surf, (pad + i * (TABLE_SIZE[0] + pad), y))
    x = pad + len(extras) * (TABLE_SIZE[0] + pad)
    for role in ROLES:
        for size in (48, 96):
            sheet.blit(faces.seat_marker(assets, role, size, "en"), (x, y))
            x += size + pad
    faces.emblem(sheet, (x + 50, y + 50), 48)
    SHEET.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, SHEET)

    keys = ("odin3", "tyr2", "surtr2", "nidhogg", "hugin", "heimdall", "freyja", "brynhildr")
    rules = default_rules()
    zoom = pygame.Surface((4 * (ZOOM_SIZE[0] + pad) + pad, 2 * (ZOOM_SIZE[1] + pad) + pad))
    zoom.fill((58, 40, 28))
    for i, key in enumerate(keys):
        card = rules.card(key)
        copy = Copy(card, 0, max(card.stars) if card.stars else 0)
        surf = faces.card_surface(assets, copy, ZOOM_SIZE, "fr" if i % 2 else "en", "odin")
        zoom.blit(
            surf, (pad + (i % 4) * (ZOOM_SIZE[0] + pad), pad + (i // 4) * (ZOOM_SIZE[1] + pad))
        )
    pygame.image.save(zoom, ZOOM_SHEET)
    assert SHEET.stat().st_size > 10_000


def test_a_deck_s_frame_is_drawn_once_per_size_and_every_face_is_as_if_drawn_alone(
    assets: Assets, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Faces share their deck's frame and paper, drawn once per size: each face built after
    others is, pixel for pixel, the face built from an empty cache."""
    drawn: list[tuple[tuple[int, int], Any, bool]] = []
    frame = faces_frame.frame

    def noted(size: tuple[int, int], season: Any, joker: bool) -> pygame.Surface:
        drawn.append((size, season, joker))
        return frame(size, season, joker)

    monkeypatch.setattr(faces_frame, "frame", noted)
    copies = _variants()
    sizes = [TABLE_SIZE, (101, 142)]
    faces.clear_cache()
    shared = [faces.card_surface(assets, c, size, "fr") for size in sizes for c in copies]
    kinds = {(size, SEASONS[c.card.deck], c.card.kind == JOKER) for size in sizes for c in copies}
    assert len(drawn) == len(kinds) == len(set(drawn))
    alone = []
    for size in sizes:
        for copy in copies:
            faces.clear_cache()
            alone.append(faces.card_surface(assets, copy, size, "fr"))
    assert [pygame.image.tobytes(s, "RGBA") for s in shared] == [
        pygame.image.tobytes(s, "RGBA") for s in alone
    ]

"""Arran's faces: every card renders at table and zoom size in both languages, the five Orders
differ by colour and by emblem, every coin, gem, token and symbol renders; and contact sheets of
all of it go to /tmp/arran_shots/faces_*.png for a person to judge."""

from __future__ import annotations

import importlib.util
import itertools
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.arran.cards import default_table
from game.arran.data import ORDER_KEYS
from game.art.arran import PICTURES
from game.ui.assets import Assets
from game.ui.games.arran import palette
from game.ui.games.arran.boards import TableArtist
from game.ui.games.arran.faces import ORDER_COLOURS, Faces
from game.ui.games.arran.pieces import icon, order_disc, order_icon
from game.ui.i18n import Strings
from game.ui.theme import MIN_TEXT_PX
from tests.ui.test_score_sheet import DEUTERANOPIA, PROTANOPIA, _difference

pytestmark = pytest.mark.ui

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("make_art", ROOT / "sprites/arran/make_art.py")
assert _spec is not None and _spec.loader is not None
make_art = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(make_art)

SHOTS = Path("/tmp/arran_shots")
TABLE_SIZE = (70, 100)
ZOOM_SIZE = (210, 300)
COINS = ("0", "5", "12", "7g", "25g", "3s", "?")


@pytest.fixture(autouse=True)
def _display() -> None:
    """For each test: another test on the same worker may have quit pygame in between."""
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))


@pytest.fixture
def faces() -> Faces:
    return Faces()


def test_every_card_renders_at_two_sizes_in_both_languages(faces: Faces) -> None:
    table = default_table()
    for card in table.cards:
        for size in (TABLE_SIZE, ZOOM_SIZE):
            for lang in ("en", "fr"):
                surf = faces.card(card.key, size, lang)
                assert surf.get_size() == size, card.key
    assert faces.card("volgrir", TABLE_SIZE, "en") is faces.card("volgrir", TABLE_SIZE, "en")


def test_no_text_on_a_table_size_face_is_below_the_floor() -> None:
    assets = Assets()
    assets.drawn = set()
    faces = Faces(assets)
    for card in default_table().cards:
        for lang in ("en", "fr"):
            faces.card(card.key, TABLE_SIZE, lang)
    for text in COINS:
        faces.coin(text, 11)
    faces.gem(5, 9)
    small = sorted({(d.text, d.size) for d in assets.drawn if d.size < MIN_TEXT_PX})
    assert not small, small


def test_orders_differ_in_colour_and_emblem(faces: Faces) -> None:
    assert len(set(ORDER_COLOURS)) == 5
    # the emblems alone, colour set aside: every pair differs in many pixels
    shapes = [
        {(x, y) for x in range(40) for y in range(40) if icon(name, 40).get_at((x, y)).a > 128}
        for name in palette.ORDER_ICONS
    ]
    for a in range(5):
        for b in range(a + 1, 5):
            assert len(shapes[a] ^ shapes[b]) > 150, (
                palette.ORDER_ICONS[a],
                palette.ORDER_ICONS[b],
            )
    # the marks drawn on the table (emblem on its colour's disc) differ too
    marks = []
    for order in range(5):
        surf = pygame.Surface((48, 48), pygame.SRCALPHA)
        order_icon(surf, (24, 24), 22, order)
        marks.append(pygame.image.tobytes(surf, "RGBA"))
    assert len(set(marks)) == 5
    # a dwarf of each Order: the banners differ
    table = default_table()
    firsts = [next(c for c in table.cards if c.column == k and c.kind == 0) for k in range(5)]
    centres = [faces.card(c.key, TABLE_SIZE, "en").get_at((14, 10))[:3] for c in firsts]
    assert len(set(centres)) == 5


@pytest.mark.parametrize(
    ("sight", "matrix"),
    [("normal", None), ("deuteranopia", DEUTERANOPIA), ("protanopia", PROTANOPIA)],
)
def test_order_colours_stay_apart_for_colour_blind_eyes(sight: str, matrix: tuple | None) -> None:
    worst = min(
        itertools.combinations(ORDER_COLOURS, 2), key=lambda pair: _difference(*pair, matrix)
    )
    assert _difference(*worst, matrix) >= 30.0, (sight, worst)


def test_coins_tokens_and_symbols_render(faces: Faces) -> None:
    for text in COINS:
        assert faces.coin(text, 20).get_size() == (40, 40)
    assert faces.coin("7g", 20) is not faces.coin("7", 20)
    for value in range(1, 6):
        assert faces.gem(value, 16).get_size() == (32, 32)
    assert faces.pariah(30).get_size() == (30, 30)
    for kind in ("malt", "occult", *default_table().runes):
        assert faces.symbol(kind, 10).get_size() == (20, 20)
    for era in (1, 2):
        assert faces.back(era, TABLE_SIZE).get_size() == TABLE_SIZE
    runes = [pygame.image.tobytes(faces.symbol(k, 16), "RGBA") for k in default_table().runes]
    assert len(set(runes)) == 12


def sheet(cards: list[pygame.Surface], cols: int, gap: int = 6) -> pygame.Surface:
    w, h = cards[0].get_size()
    rows = -(-len(cards) // cols)
    out = pygame.Surface((cols * (w + gap) + gap, rows * (h + gap) + gap))
    out.fill((44, 34, 26))
    for i, card in enumerate(cards):
        out.blit(card, (gap + i % cols * (w + gap), gap + i // cols * (h + gap)))
    return out


def test_contact_sheets(faces: Faces) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    table = default_table()
    dwarves = [faces.card(c.key, TABLE_SIZE, "fr") for c in table.cards if c.kind == 0]
    pygame.image.save(sheet(dwarves, 16), SHOTS / "faces_dwarves.png")
    people = [c.key for c in table.cards if c.kind != 0]
    small = [faces.card(k, TABLE_SIZE, "en") for k in people]
    pygame.image.save(sheet(small, 15), SHOTS / "faces_cognars.png")
    zoom = [faces.card(k, ZOOM_SIZE, "fr") for k in ("volgrir", "gaat", "tadgar", "jorun", "brum")]
    zoom += [faces.card(k, ZOOM_SIZE, "en") for k in ("E1-FO-01", "liquor", "kardum")]
    pygame.image.save(sheet(zoom, 4), SHOTS / "faces_zoom.png")
    pieces = pygame.Surface((760, 250))
    pieces.fill((44, 34, 26))
    for i, text in enumerate(COINS):
        pieces.blit(faces.coin(text, 22), (10 + i * 52, 10))
        pieces.blit(faces.coin(text, 13), (10 + i * 52, 62))
    for v in range(1, 6):
        pieces.blit(faces.gem(v, 18), (380 + (v - 1) * 44, 10))
        pieces.blit(faces.gem(v, 11), (380 + (v - 1) * 44, 56))
    pieces.blit(faces.pariah(40), (620, 10))
    pieces.blit(faces.pariah(22), (670, 10))
    for i, kind in enumerate(("malt", "occult", *table.runes)):
        pieces.blit(faces.symbol(kind, 16), (10 + i * 40, 100))
        pieces.blit(faces.symbol(kind, 8), (18 + i * 40, 140))
    for order in range(5):
        order_icon(pieces, (30 + order * 50, 200), 20, order)
    pieces.blit(faces.back(1, TABLE_SIZE), (300, 150 - 10))
    pieces.blit(faces.back(2, TABLE_SIZE), (380, 150 - 10))
    pygame.image.save(pieces, SHOTS / "faces_pieces.png")
    backs = [faces.back(1, ZOOM_SIZE), faces.back(2, ZOOM_SIZE)]
    pygame.image.save(sheet(backs, 2), SHOTS / "faces_backs.png")


def test_credits_name_every_borrowed_file_of_arran() -> None:
    credits = (ROOT / "CREDITS.md").read_text(encoding="utf-8")
    assert make_art.credits_block() in credits  # the script's tables, up to date
    files = sorted((ROOT / "sprites" / "arran").rglob("*.*"))
    borrowed = [p for p in files if p.suffix in (".png", ".svg")]
    assert len(borrowed) == len(PICTURES) + len(palette.ICON_SOURCES)
    for path in borrowed:
        assert f"`{path.relative_to(ROOT).as_posix()}`" in credits, path


@pytest.mark.skipif(
    not (os.environ.get("WESNOTH_DATA") and os.environ.get("GAME_ICONS_JSON")),
    reason="set WESNOTH_DATA (wesnoth-1.16-data unpacked) and GAME_ICONS_JSON (icons.json)",
)
def test_make_art_reproduces_the_committed_files(tmp_path: Path) -> None:
    """With both sources at hand, the script makes exactly the committed files and credits."""
    credits = tmp_path / "CREDITS.md"
    credits.write_text((ROOT / "CREDITS.md").read_text(encoding="utf-8"), encoding="utf-8")
    script = ROOT / "sprites" / "arran" / "make_art.py"
    args = ["--wesnoth", os.environ["WESNOTH_DATA"], "--icons", os.environ["GAME_ICONS_JSON"]]
    args += ["--out", str(tmp_path / "arran"), "--credits", str(credits)]
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    result = subprocess.run(
        [sys.executable, str(script), *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    committed = ROOT / "sprites" / "arran"
    for path in sorted((tmp_path / "arran").rglob("*.*")):
        rel = path.relative_to(tmp_path / "arran")
        if path.suffix == ".png":
            new, old = pygame.image.load(path), pygame.image.load(committed / rel)
            assert pygame.image.tobytes(new, "RGBA") == pygame.image.tobytes(old, "RGBA"), rel
        else:
            assert path.read_bytes() == (committed / rel).read_bytes(), rel
    assert credits.read_text(encoding="utf-8") == (ROOT / "CREDITS.md").read_text(encoding="utf-8")


def test_gaat_shows_its_five_worths_only_where_they_read_apart(faces: Faces) -> None:
    """Ga'at is worth 0, 2, 9, 4 or 6 by the column it joins. On a small face the five cells
    ran together and read as one number ("02946"): a face shows them only where each cell holds
    its value apart (the zoom does), and a strip shows its worth in its own column."""
    assets = Assets()  # `faces` started pygame; these record what they draw
    assets.drawn = set()
    faces = Faces(assets)
    for size in ((79, 50), (58, 80), (76, 100), TABLE_SIZE):
        faces.card("gaat", size, "en")
    assert {d.text for d in assets.drawn if d.text.isdigit()} == set()
    assets.drawn.clear()
    faces.card("gaat", ZOOM_SIZE, "en")
    assert {"0", "2", "9", "4", "6"} <= {d.text for d in assets.drawn}
    artist = TableArtist(assets, faces, faces.table, Strings("en"))
    surface = pygame.Surface((200, 30))
    for column, worth in ((ORDER_KEYS.index("wanderers"), "9"), (ORDER_KEYS.index("forge"), "4")):
        assets.drawn.clear()
        artist.strip(surface, "gaat", pygame.Rect(0, 0, 160, 26), False, column=column)
        assert {d.text for d in assets.drawn if d.text.isdigit()} == {worth}
    assets.drawn.clear()
    artist.strip(surface, "gaat", pygame.Rect(0, 0, 160, 26), False, column=0)  # the Shield
    assert {d.text for d in assets.drawn if d.text.isdigit()} == set()  # worth 0 there


def test_an_order_s_disc_is_drawn_once_per_size_and_marks_the_same_each_time() -> None:
    """A board draws the same Orders' marks dozens of times each time it is drawn again: each
    disc is drawn once per radius, and a mark is the same pixels every time."""
    order_disc.cache_clear()
    radii = (9, 22)
    for r, order in itertools.product(radii, range(5)):
        first, again = (pygame.Surface((48, 48), pygame.SRCALPHA) for _ in range(2))
        order_icon(first, (24, 24), r, order)
        order_icon(again, (24, 24), r, order)
        assert pygame.image.tobytes(first, "RGBA") == pygame.image.tobytes(again, "RGBA")
        assert first.get_at((24, 24 - r + 1))[3] > 0  # the disc is there, inside its rim
    info = order_disc.cache_info()
    assert (info.misses, info.hits) == (len(radii) * 5, len(radii) * 5)

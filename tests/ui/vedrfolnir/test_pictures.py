"""Vedrfolnir's pictures: every card of every deck (base, Spring, Winter, Brynhildr's) shows its
god or creature, from a file on disk that CREDITS.md names; a broken picture entry names the
file, the entry and the field; the faces really show the portrait, large in the zoom."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

from game.art.vedrfolnir import PICTURES, card_picture, load_pictures, pictures
from game.core.errors import DataError
from game.ui.assets import SPRITE_DIR, Assets
from game.ui.games.vedrfolnir import faces, faces_window
from game.ui.games.vedrfolnir.faces_draw import ICON_SOURCES
from game.vedrfolnir.data import DECKS, Copy, default_rules
from tests.datafiles import edited_file

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "sprites"))
import make_portraits  # noqa: E402

pytestmark = pytest.mark.ui
RULES = default_rules()
KEYS = {card.key for card in RULES.cards}


@pytest.fixture(autouse=True)
def _display() -> None:
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))


def test_every_card_of_every_deck_has_a_picture_on_disk_credited() -> None:
    assert {card.deck for card in RULES.cards} == set(DECKS)  # Brynhildr's "solo" deck too
    table = pictures()
    assert set(table) == KEYS
    credits = (ROOT / "CREDITS.md").read_text(encoding="utf-8")
    for key, art in table.items():
        assert art.emblem in ICON_SOURCES, key
        assert (SPRITE_DIR / "vedrfolnir" / "icons" / f"{art.emblem}.svg").is_file(), key
        if art.portrait is not None:
            image = pygame.image.load(SPRITE_DIR / f"{art.portrait.sprite}.png")
            assert image.get_size() == (224, 224), key
            assert f"`sprites/{art.portrait.sprite}.png`" in credits, key
    assert make_portraits.credits_table(make_portraits.chosen_pictures()) in credits
    emblems_only = sorted(k for k, art in table.items() if art.portrait is None)
    assert emblems_only == ["eikthyrnir", "hugin", "munin", "ratatosk"]  # raven, crow, stag
    gods = {art.emblem: art.portrait for art in table.values() if art.portrait is not None}
    assert len({p.source for p in gods.values()}) == len(gods) == 15  # no two gods alike
    assert card_picture("thor3").sprite == "portraits/humans/royal-warrior"
    assert card_picture("hugin").sprite == "vedrfolnir/icons/hugin"


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ("cards: [tyr2, tyr3]", "cards: [tyr2]", "entry card 'tyr3', field '(entry)': has no"),
        ("cards: [tyr2, tyr3]", "cards: [tyr2, tyr4]", "entry pictures 'tyr', field 'cards'"),
        ("cards: [hugin]", "cards: [hugin, munin]", "entry pictures 'munin', field 'cards'"),
        ("  hugin: {cards", "  huginn: {cards", "entry pictures 'huginn', field '(key)'"),
        (
            "source: undead/spectre.png, artist: Kitty/Kathrin Polikeit",
            "source: undead/spectre.png",
            "entry pictures 'hel', field 'artist'",
        ),
        (
            "source: undead/spectre.png,",
            "source: ../spectre.png,",
            "entry pictures 'hel', field 'source'",
        ),
        ("crop: [60, 60, 260]", "crop: [60, 60]", "entry pictures 'fenrir', field 'crop'"),
        (
            "  moin: {cards: [moin],",
            "  moin: {cards: moin,",
            "entry pictures 'moin', field 'cards'",
        ),
        (
            "  hugin: {cards: [hugin]}",
            "  hugin: {cards: [hugin], colour: red}",
            "entry pictures 'hugin', field 'colour': unknown field",
        ),
    ],
)
def test_a_bad_picture_entry_names_the_file_the_entry_and_the_field(
    tmp_path: Path, old: str, new: str, message: str
) -> None:
    path = edited_file(PICTURES, tmp_path, old, new)
    with pytest.raises(DataError) as error:
        load_pictures(path)
    assert str(error.value).startswith(f"{path}: {message}")


def _changed(a: pygame.Surface, b: pygame.Surface, area: pygame.Rect) -> float:
    points = [
        (x, y) for x in range(area.left, area.right, 2) for y in range(area.top, area.bottom, 2)
    ]
    return sum(a.get_at(p)[:3] != b.get_at(p)[:3] for p in points) / len(points)


def _face(key: str, size: tuple[int, int]) -> pygame.Surface:
    card = RULES.card(key)
    return faces.card_surface(Assets(), Copy(card, 0, max(card.stars or (0,))), size, "en")


def _bare(key: str, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> pygame.Surface:
    """The face with a fully transparent portrait: only the god's sky behind it."""
    faces.clear_cache()
    with monkeypatch.context() as patch:
        patch.setattr(
            faces_window, "_portrait", lambda _a, _s, size: pygame.Surface(size, pygame.SRCALPHA)
        )
        bare = _face(key, size)
    faces.clear_cache()
    return bare


@pytest.mark.parametrize("size", [faces.TABLE_SIZE, faces.ZOOM_SIZE])
def test_a_face_shows_its_portrait_and_the_same_god_the_same_one(
    size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    w, h = size
    art = pygame.Rect(w // 4, h // 4, w // 2, h // 6)  # below the stars, above the name
    odin, odin_again, thor = _face("odin1", size), _face("odin3", size), _face("thor1", size)
    assert _changed(odin, odin_again, art) < 0.05  # one god, one picture
    assert _changed(odin, thor, art) > 0.6
    assert _changed(odin, _bare("odin1", size, monkeypatch), art) > 0.4  # not a bare sky


def test_the_zoom_shows_the_portrait_large(monkeypatch: pytest.MonkeyPatch) -> None:
    """The portrait covers more than a third of a zoomed card (its window, less the stars over
    it and the wolf's see-through edges)."""
    face = _face("fenrir", faces.ZOOM_SIZE)
    bare = _bare("fenrir", faces.ZOOM_SIZE, monkeypatch)
    assert _changed(face, bare, face.get_rect()) > 1 / 3

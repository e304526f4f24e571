"""Opponents' command zones: every card's name reads whole, never under a marker (a god's token,
a giant's captured dwarf, a valkyrie's strength), a badge or a distinction."""

from __future__ import annotations

import random
from itertools import combinations

import pygame
import pytest
from pygame import Rect

from game.core.simulate import random_step
from game.nidavellir.data import GIANT, GOD, NEUTRAL, VALKYRIE, default_rules
from game.nidavellir.state import new_game
from game.ui.app import App
from game.ui.games.nidavellir import layout as L
from game.ui.theme import MIN_TEXT_PX

RULES = default_rules()
MYTHS = {
    kind: [RULES.cards[c].key for c, m in RULES.myths.items() if m.kind == kind]
    for kind in (GOD, GIANT, VALKYRIE)
}
NEUTRALS = [RULES.cards[c].key for c, h in RULES.heroes.items() if h.cls == NEUTRAL]


def crowded_view(players: int, cards: int) -> dict:
    """A late Idavoll view whose opponents hold `cards` command-zone cards each, giants with a
    captured dwarf, and (the first opponent) all five distinctions."""
    state = new_game(players, 7, {"idavoll": True})
    rng = random.Random(7)
    while not (state.age == 2 and state.round == 2):
        random_step(state, rng)
    view = state.view(0)
    pool = NEUTRALS[:3] + MYTHS[GOD][:2] + MYTHS[GIANT][:2] + MYTHS[VALKYRIE][:2]
    for seat in range(1, players):
        sv = view["seats"][seat]
        chosen = pool[:cards]
        sv["command"] = [k for k in chosen if k in NEUTRALS]
        sv["myth"] = [k for k in chosen if k not in NEUTRALS]
        sv["tokens"] = {k: 1 for k in sv["myth"]}
        sv["captured"] = {k: "a1_miner_1" for k in sv["myth"] if k in MYTHS[GIANT]}
        sv["distinctions"] = [0, 1, 2, 3, 4] if seat == 1 else [2]
    return view


def first_words() -> set[str]:
    keys = NEUTRALS + [k for ks in MYTHS.values() for k in ks]
    return {
        getattr(RULES.cards[RULES.card_ids[k]].name, lang).split(" ")[0]
        for k in keys
        for lang in ("en", "fr")
    }


@pytest.mark.parametrize("compact", [False, True])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("cards", [1, 4, 6, 9])
def test_names_never_share_room_with_markers(players: int, compact: bool, cards: int) -> None:
    lay = L.compute(crowded_view(players, cards), 0, compact)
    for seat, box in lay.seats.items():
        if seat == 0:
            continue
        if compact:  # a one-line summary shows no command zone
            assert box.chips == {} and box.command == []
            continue
        assert len(box.chips) == cards and len({c.card.y for c in box.chips.values()}) <= 3
        parts: list[Rect] = [r for _, r in box.distinctions]
        for chip in box.chips.values():
            assert box.panel.contains(chip.card)
            assert chip.card.contains(chip.name) and chip.card.contains(chip.icon)
            assert not chip.name.colliderect(chip.icon)
            if chip.marker is not None:
                assert chip.card.contains(chip.marker)
                assert not chip.name.colliderect(chip.marker)
            parts.append(chip.card)
        for a, b in combinations(parts, 2):
            assert not a.colliderect(b), (a, b)
        for strip in box.strips.values():
            assert all(not strip.colliderect(chip.card) for chip in box.chips.values())
        for column in box.columns:
            assert all(not column.colliderect(chip.card) for chip in box.chips.values())


def test_every_command_card_name_fits_its_chip_at_the_floor(app: App) -> None:
    """The narrowest chip (five chairs, six cards beside five distinctions) holds the longest
    first name of any card that can sit in a command zone, in either language, at the reading
    floor in bold, beside a marker."""
    lay = L.compute(crowded_view(5, 6), 0, False)
    room = min(chip.name.w for box in lay.seats.values() for chip in box.chips.values())
    font = app.assets.font("text_bold", MIN_TEXT_PX)
    widest = max(first_words(), key=lambda w: font.size(w)[0])
    assert font.size(widest)[0] <= room, (widest, room)


def test_the_captured_dwarf_is_drawn_beside_the_giants_name(app: App) -> None:
    """Drawn, the giant's whole name fits left of its marker, and the marker (not the name)
    shows the captured miner's colour."""
    from game.ui.games.nidavellir.boards import TableArtist
    from game.ui.theme import CLASS_COLOURS

    view = crowded_view(3, 9)
    box = L.compute(view, 0, False).seats[1]
    giant = next(k for k in box.chips if k in MYTHS[GIANT])
    chip = box.chips[giant]
    assert chip.marker is not None
    surface = pygame.Surface((L.W, L.H))
    surface.fill((0, 0, 0))
    TableArtist(app.assets, app.faces, app.rules).chip(surface, view["seats"][1], giant, chip)
    word = RULES.cards[RULES.card_ids[giant]].name.en.split(" ")[0]
    assert app.assets.font("text_bold", MIN_TEXT_PX).size(word)[0] <= chip.name.w
    miner = CLASS_COLOURS[2]
    marker_colours = {
        tuple(surface.get_at((x, chip.marker.y + 3)))[:3]
        for x in range(chip.marker.x + 2, chip.marker.right - 2)
    }
    name_colours = {
        tuple(surface.get_at((x, y)))[:3]
        for x in range(chip.name.x, chip.name.right)
        for y in range(chip.name.y, chip.name.bottom)
    }
    assert miner in marker_colours and miner not in name_colours

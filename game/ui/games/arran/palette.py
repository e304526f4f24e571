"""Guerres d'Arran's colours and emblems, in one place so the look can be tuned without hunting.

Arran must never read as Nidavellir re-dressed: its cards are dark carved stone framed in their
Order's colour (Nidavellir's are parchment under a class band), and its five Orders take heraldic
tinctures and emblems of their own. Colour is never the only cue: each Order also has its emblem,
and the five colours stay apart for red-green colour-blind eyes too (at least 30 CIELAB units for
every pair under simulated deuteranopia and protanopia: wine and verdigris, which those eyes see
as greys, differ in lightness; tests/ui/test_arran_faces.py measures it).
"""

from __future__ import annotations

from game.art import arran as arran_art

RGB = tuple[int, int, int]
Size = tuple[int, int]  # (w, h) or (x, y) in pixels

# Column order (game.arran.cards: SHIELD, TEMPLE, WANDERERS, FORGE, TALION).
ORDER_COLOURS: tuple[RGB, RGB, RGB, RGB, RGB] = (
    (40, 84, 172),  # Shield: azure
    (124, 30, 90),  # Temple: wine
    (54, 170, 140),  # Wanderers: verdigris
    (168, 84, 42),  # Forge: copper
    (232, 188, 52),  # Talion: gold
)
# The emblem of each Order: the phone page shows the same (game.art.arran).
ORDER_ICONS = arran_art.ORDER_ICONS

STONE = (34, 36, 42)  # the card's carved slate
STONE_LIGHT = (58, 62, 72)
IVORY = (244, 236, 214)  # white rank Cognars, names
IVORY_DARK = (176, 164, 136)
IRON = (22, 22, 24)  # Mercenaries (black rank)
BLOOD = (164, 36, 40)  # the Mercenaries' edge and the Pariah's
BRONZE = (196, 128, 70)
BRONZE_DARK = (110, 64, 30)
GOLD = (236, 196, 90)
GOLD_DARK = (150, 108, 30)
AWARD = (58, 42, 22)  # Elite Cognars and the Certification: dark bronze ruled in gold
STEEL = (186, 196, 206)  # the 3-Exchange coin
STEEL_DARK = (84, 94, 108)
MALT = (214, 160, 60)  # Malt symbol's amber disc
OCCULT = (96, 50, 150)  # Occult symbol's violet disc
RUNE_STONE = (120, 128, 140)  # dwarf runes: cut into grey stone
ERA_FIELDS: tuple[RGB, RGB] = ((26, 46, 66), (72, 28, 34))  # card backs: night blue, oxblood

# Gems by value: each its own stone, the value always written on it.
GEM_COLOURS: dict[int, RGB] = {
    1: (226, 160, 40),  # amber
    2: (40, 170, 90),  # emerald
    3: (50, 110, 210),  # sapphire
    4: (150, 70, 200),  # amethyst
    5: (210, 40, 60),  # ruby
}

# Every emblem drawn from game-icons.net (CC BY 3.0): our name -> (icon name, its author's folder
# in github.com/game-icons/icons). sprites/arran/make_art.py copies them and CREDITS.md names them.
ICON_SOURCES: dict[str, tuple[str, str]] = {
    "shield": ("checked-shield", "Lorc"),
    "temple": ("greek-temple", "Delapouite"),
    "wanderers": ("boot-prints", "Lorc"),
    "forge": ("anvil", "Lorc"),
    "talion": ("scales", "Lorc"),
    "malt": ("wheat", "Lorc"),
    "occult": ("pentacle", "Skoll"),
    "pariah": ("hood", "Lorc"),
    "white": ("crown", "Lorc"),
    "mercenary": ("crossed-swords", "Lorc"),
    "exchange": ("cycle", "Lorc"),
    "liquor": ("beer-stein", "Lorc"),
}

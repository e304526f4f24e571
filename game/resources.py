"""Where the shipped files are: the card data, strings and fonts (`data/`), the pictures
(`sprites/`) and the sounds (`sounds/`).

A checkout keeps these folders at its top level, beside `game/`, where the README's
`python main.py` finds them; an installed copy (`pip install .`) carries them inside the `game`
package, so the `nidavellir` command finds them wherever it runs from. Every path to a shipped
file starts here, so the two layouts never need telling apart anywhere else.
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path


def _package() -> Path:
    """The folder of the `game` package, as imported (installed or in a checkout)."""
    return Path(str(files(__package__ or "game")))


def shipped(name: str) -> Path:
    """The folder `name` (`data`, `sprites`, `sounds`): inside the installed package when it is
    there, else at the top of the checkout."""
    package = _package()
    inside = package / name
    return inside if inside.is_dir() else package.parent / name


DATA = shipped("data")
SPRITES = shipped("sprites")
SOUNDS = shipped("sounds")
FONTS = DATA / "fonts"
STRINGS = DATA / "i18n"
PHONE_PAGE = _package() / "net" / "page"  # the game-night phone page: part of the package

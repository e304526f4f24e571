"""Vedrfolnir's pictures: the emblem of the god or creature each card names (a file under
sprites/vedrfolnir/icons/, made by sprites/vedrfolnir/make_art.py)."""

from __future__ import annotations

# The picture of each card key whose emblem is not its own key (several keys share one).
PICTURE: dict[str, str] = {
    **{f"thor{n}": "thor" for n in (1, 2, 3)},
    **{f"odin{n}": "odin" for n in (1, 2, 3)},
    **{f"surtr{n}": "surtr" for n in (1, 2)},
    "tyr2": "tyr",
    "tyr3": "tyr",
}


def card_icon(key: str) -> str:
    """The sprite of the card `key`'s emblem (a white silhouette the window tints)."""
    return f"vedrfolnir/icons/{PICTURE.get(key, key)}"

"""What the phone page needs beyond the protocol: its files, and the words it shows.

The page is plain HTML, CSS and JavaScript kept beside this module (`page/`), so it ships in
the wheel with the package and a phone needs nothing from the internet. Its words come from
the same files as the window's: the interface strings from `data/i18n/<lang>.yaml` (their
`phone` section, with the game's title) and every card's name from the game's own data, so a
card reads on the phone exactly as it reads on the table, in English or in French.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from game import resources
from game.core.dataload import read_yaml

LANGUAGES = ("en", "fr")  # the window's (game/ui/i18n.py), whose strings files these are
FILES = {"phone.js": "text/javascript", "phone.css": "text/css"}


def page_file(name: str) -> Path | None:
    """The page's file `name`, or None for any other name (nothing else is served)."""
    return resources.PHONE_PAGE / name if name in FILES else None


@cache
def error_sentences(lang: str) -> dict[str, str]:
    """The sentence of each protocol error code in `lang` (the `phone.errors` strings), which
    the host writes in a device's `error` messages."""
    return dict(read_yaml(resources.STRINGS / f"{language(lang)}.yaml")["phone"]["errors"])


def language(asked: str | None) -> str:
    """`asked` when the page can be shown in it, else English."""
    return asked if asked in LANGUAGES else "en"


def _dwarf_label(name: str, points: int) -> str:
    return f"{name} {points}" if points else name


def _nidavellir_names(state: Any, lang: str) -> dict[str, str]:
    """Every card, and the classes, which some actions name (`enlist mercenary_3 hunter`)."""
    rules = state.rules
    out = {
        card.key: _dwarf_label(getattr(card.name, lang), card.points if card.kind == 0 else 0)
        for card in rules.cards
    }
    out.update({info.key: getattr(info.name, lang) for info in rules.classes})
    return out


def _arran_names(state: Any, lang: str) -> dict[str, str]:
    """Every card, and the Orders, which some actions name."""
    table = state.table
    out = {
        card.key: _dwarf_label(getattr(card.name, lang), card.points if card.era else 0)
        for card in table.cards
    }
    out.update({order.key: getattr(order.name, lang) for order in table.source.orders})
    return out


def _vedrfolnir_names(state: Any, lang: str) -> dict[str, str]:
    """By copy number, as the view names the revealed card, and by data key, as an action
    names it (`thor3:3`)."""
    from game.vedrfolnir.cards import copies

    out: dict[str, str] = {}
    for number, copy in enumerate(copies(tuple(state.view(None)["decks"]))):
        name = str(getattr(copy.card.name, lang))
        out[str(number)] = name
        out[copy.card.key] = name
    return out


NAMERS = {
    "nidavellir": _nidavellir_names,
    "arran": _arran_names,
    "vedrfolnir": _vedrfolnir_names,
}


def strings(game: str, title: str, state: Any, lang: str) -> dict[str, Any]:
    """The page's words in `lang`: its interface strings, the game's title and each card's
    name by the key the view and the actions use."""
    lang = language(lang)
    ui = dict(read_yaml(resources.STRINGS / f"{lang}.yaml")["phone"])
    namer = NAMERS.get(game)
    names = namer(state, lang) if namer is not None else {}
    return {"lang": lang, "title": title, "ui": ui, "names": names}

"""Every string a player reads, keyed, in English and French (data/i18n/*.yaml).

The files hold the program's shared strings (menus, settings, saves, pause …) at the top level and
each game's own strings under its key (`nidavellir.category.warrior`), so a new game brings its
words without touching anyone else's. Switching language swaps one dictionary; nothing is cached
by language outside `Faces`, which the app resets on a switch.
"""

from __future__ import annotations

from pathlib import Path

from game import resources
from game.core.dataload import read_yaml
from game.core.errors import DataError

I18N_DIR = resources.STRINGS
LANGUAGES = ("en", "fr")


def _flatten(prefix: str, node: object, out: dict[str, str], path: Path) -> None:
    if isinstance(node, dict):
        for key, value in node.items():
            _flatten(f"{prefix}{key}.", value, out, path)
    elif isinstance(node, str):
        out[prefix[:-1]] = node
    else:
        raise DataError(f"{path}: entry {prefix[:-1]}: a string was expected")


def load_strings(lang: str, directory: Path = I18N_DIR) -> dict[str, str]:
    path = directory / f"{lang}.yaml"
    out: dict[str, str] = {}
    _flatten("", read_yaml(path), out, path)
    return out


class Strings:
    """The strings of one language, for the game being played.

    `t(key)` looks `key` up in the active game's namespace first (`<game>.<key>`), then among the
    shared strings, in the current language and then in English; a key found nowhere is shown
    as is, so a missing string is visible rather than fatal. A game may thus override a shared
    string (Nidavellir calls its score sheet "Final Bravery Value") and the table's keys need no
    game prefix.
    """

    def __init__(self, lang: str = "en", game: str = "") -> None:
        # Each language is read when it is first chosen: both files grew with every game, and
        # a start in English need not parse the French one.
        self._tables: dict[str, dict[str, str]] = {}
        self.lang = lang
        self.game = game  # the key of the game whose namespace is searched first

    @property
    def lang(self) -> str:
        return self._lang

    @lang.setter
    def lang(self, lang: str) -> None:
        """Read that language's strings now, so a file that cannot be read fails when chosen."""
        self._table(lang)
        self._lang = lang

    def _table(self, lang: str) -> dict[str, str]:
        table = self._tables.get(lang)
        if table is None:
            table = self._tables[lang] = load_strings(lang)
        return table

    def _find(self, key: str) -> str | None:
        for table in (self._table(self.lang), self._table("en")):
            text = table.get(f"{self.game}.{key}") if self.game else None
            if text is None:
                text = table.get(key)
            if text is not None:
                return text
        return None

    def plural(self, key: str, n: int, **params: object) -> str:
        """`key.one` or `key.other` with {n} and any other `params`: French treats 0 and 1 as
        singular, English only 1."""
        one = n in (0, 1) if self.lang == "fr" else n == 1
        return self(f"{key}.{'one' if one else 'other'}", n=n, **params)

    def decimal(self, value: float, places: int) -> str:
        """A number with decimals as the language writes it: "0.70" in English, "0,70" in
        French (every decimal a player reads goes through here)."""
        text = f"{value:.{places}f}"
        return text.replace(".", ",") if self.lang == "fr" else text

    def own(self, game: str, key: str, default: str) -> str:
        """`game`'s own string `key` (its title, an option, a category), or `default` when the
        game brings none: a game written for the tests has no entry in data/i18n."""
        table = self._table(self.lang)
        text = table.get(f"{game}.{key}") or self._table("en").get(f"{game}.{key}")
        return default if text is None else text

    def __call__(self, key: str, **params: object) -> str:
        text = self._find(key)
        if text is None:
            text = key
        return text.format(**params) if params else text

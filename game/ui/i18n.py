"""Every string a player reads, keyed, in English and French (data/i18n/*.yaml).

Switching language swaps one dictionary; nothing is cached by language outside `Faces`, which
the app resets on a switch.
"""

from __future__ import annotations

from pathlib import Path

from game.core.dataload import read_yaml
from game.core.errors import DataError

I18N_DIR = Path(__file__).resolve().parents[2] / "data" / "i18n"
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
    def __init__(self, lang: str = "en") -> None:
        self._tables = {lang_: load_strings(lang_) for lang_ in LANGUAGES}
        self.lang = lang

    def plural(self, key: str, n: int) -> str:
        """`key.one` or `key.other` with {n}: French treats 0 and 1 as singular, English only 1."""
        one = n in (0, 1) if self.lang == "fr" else n == 1
        return self(f"{key}.{'one' if one else 'other'}", n=n)

    def decimal(self, value: float, places: int) -> str:
        """A number with decimals as the language writes it: "0.70" in English, "0,70" in
        French (every decimal a player reads goes through here)."""
        text = f"{value:.{places}f}"
        return text.replace(".", ",") if self.lang == "fr" else text

    def __call__(self, key: str, **params: object) -> str:
        text = self._tables[self.lang].get(key) or self._tables["en"].get(key, key)
        return text.format(**params) if params else text

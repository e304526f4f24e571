"""Both languages carry every string, with the same placeholders; each game's strings sit in its
namespace, and every key the code asks for is found."""

import re
from pathlib import Path

import pytest

from game.core import registry
from game.ui import i18n
from game.ui.i18n import LANGUAGES, Strings, load_strings

PLACEHOLDER = re.compile(r"{(\w+)}")
ROOT = Path(__file__).resolve().parents[1]
# A literal key given to the strings: t("menu.quit"), self.app.t("x.y", …), t.plural("x.y", n),
# and the (key, method) pairs of the menus' entries.
CALL = re.compile(r"""\bt(?P<plural>\.plural)?\(\s*"(?P<key>[a-z_]+(?:\.[a-z_0-9]+)+)\"""")
ENTRY = re.compile(r"""\(\s*"(?P<key>[a-z_]+\.[a-z_]+)",\s*"_[a-z_]+"\s*\)""")
# Scenes every game shares, and the table shell: their keys must be shared strings, found
# whatever the game.
SHARED_SCENES = ("launcher", "menus", "settings", "saves", "stats", "scoresheet", "lessons")
SHELL = ROOT / "game" / "ui" / "table"
GAMES = ROOT / "game" / "ui" / "games"  # each game's own UI, in its folder named by its key


def _keys(path: Path) -> list[str]:
    text = path.read_text(encoding="utf-8")
    keys = [m["key"] + (".one" if m["plural"] else "") for m in CALL.finditer(text)]
    return keys + [m["key"] for m in ENTRY.finditer(text)]


def test_every_language_has_the_same_keys_and_placeholders() -> None:
    tables = {lang: load_strings(lang) for lang in LANGUAGES}
    keys = set(tables["en"])
    for lang, table in tables.items():
        assert set(table) == keys, (lang, sorted(set(table) ^ keys))
        for key in keys:
            assert set(PLACEHOLDER.findall(table[key])) == set(
                PLACEHOLDER.findall(tables["en"][key])
            ), (lang, key)
            assert table[key].strip(), (lang, key)


def test_each_namespace_is_a_registered_game_with_its_strings_in_every_language() -> None:
    games = set(registry.keys())
    shared = {"launcher", "menu", "setup", "pause", "table", "scores", "standings", "rules"}
    shared |= {"calculator", "saves", "stats", "curtain", "demo", "settings", "files", "notice"}
    shared |= {"readable", "log", "count", "phone", "night", "join", "lesson"}
    shared |= {"coach", "review"}  # the coach's and the review's words (game/ai, game/ui)
    for lang in LANGUAGES:
        table = load_strings(lang)
        tops = {key.split(".", 1)[0] for key in table}
        assert tops - shared <= games, (lang, sorted(tops - shared - games))
        for game in games:
            own = {k for k in table if k.startswith(f"{game}.")}
            assert own, (lang, game)
            other = load_strings("fr" if lang == "en" else "en")
            assert own <= set(other), sorted(own - set(other))


def _game_of(path: Path) -> str:
    """The namespace a file's keys are looked up in: its game's for a game's own UI module
    (game/ui/games/<key>/…), else Nidavellir's (the shared code runs for it too)."""
    parts = path.relative_to(GAMES).parts if path.is_relative_to(GAMES) else ()
    return parts[0] if len(parts) > 1 else "nidavellir"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_key_the_code_uses_is_found(lang: str) -> None:
    """A game's UI finds its keys in its namespace or shared, the rest of the code finds them as
    Nidavellir's table does; the scenes every game shares find theirs among the shared strings,
    so a game without strings still reads them."""
    bare = Strings(lang, game="a_game_without_strings")
    used = [(key, path) for path in (ROOT / "game").rglob("*.py") for key in _keys(path)]
    assert len({key for key, _ in used}) > 150  # the scan sees the code's keys
    assert any(_game_of(path) == "arran" for _, path in used)  # and Arran's own
    strings = {game: Strings(lang, game=game) for game in {_game_of(path) for _, path in used}}
    for key, path in used:
        assert strings[_game_of(path)](key) != key, (key, path)
        if path.stem in SHARED_SCENES or path.parent == SHELL:
            assert bare(key) != key, (key, path)


def test_a_game_string_comes_before_the_shared_one() -> None:
    strings = Strings("en", game="nidavellir")
    assert strings("scores.title") == "Final Bravery Value"
    assert strings("table.heroes") == "Heroes to recruit"  # the table's keys need no prefix
    assert strings("scores.warrior") == strings("category.warrior") == "Warriors"
    strings.game = "tiny"
    assert strings("scores.title") == "Final scores"
    assert strings("table.heroes") == "table.heroes"  # another game's strings are not shared
    assert strings.own("tiny", "option.long", "Five rounds") == "Five rounds"


def test_plural_rules_differ_between_english_and_french() -> None:
    strings = Strings("en", game="nidavellir")
    assert [strings.plural("table.ranks", n) for n in (0, 1, 2)] == ["0 ranks", "1 rank", "2 ranks"]
    strings.lang = "fr"
    assert [strings.plural("table.ranks", n) for n in (0, 1, 2)] == [
        "0 grade",
        "1 grade",
        "2 grades",
    ]


def test_switching_language_changes_the_text() -> None:
    strings = Strings("en")
    assert strings("menu.new_game") == "New game"
    strings.lang = "fr"
    assert strings("menu.new_game") == "Nouvelle partie"


def test_a_language_is_read_when_first_chosen(monkeypatch: pytest.MonkeyPatch) -> None:
    """A start in English never parses the French file (start-up time)."""
    read: list[str] = []

    def reading(lang: str) -> dict[str, str]:
        read.append(lang)
        return load_strings(lang)

    monkeypatch.setattr(i18n, "load_strings", reading)
    strings = Strings("en")
    assert strings("menu.quit") == load_strings("en")["menu.quit"]
    assert read == ["en"]
    strings.lang = "fr"
    assert strings("menu.quit") == load_strings("fr")["menu.quit"]
    assert read == ["en", "fr"]
    assert Strings("fr")("menu.quit") == load_strings("fr")["menu.quit"]
    assert read == ["en", "fr", "fr", "en"]  # French first, English behind it

"""Both languages carry every string, with the same placeholders."""

import re

from game.ui.i18n import LANGUAGES, Strings, load_strings

PLACEHOLDER = re.compile(r"{(\w+)}")


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


def test_plural_rules_differ_between_english_and_french() -> None:
    strings = Strings("en")
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

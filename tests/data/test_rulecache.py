"""The cache of validated rules: used while the files are unchanged, ignored when damaged,
never used for changed files."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.nidavellir import rulecache, schema
from game.nidavellir.data import DATA_DIR
from tests.datafiles import copy_data


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setenv("NIDAVELLIR_CACHE", str(folder))
    return folder


def test_unchanged_files_are_read_from_the_cache_without_validation(
    cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = rulecache.cached_rules(DATA_DIR)
    assert [p.name for p in cache.iterdir()] == [
        rulecache.entry_name(rulecache.cache_key(DATA_DIR))
    ]

    def no_validation(folder: Path) -> None:
        raise AssertionError("validated again")

    monkeypatch.setattr(schema, "load_files", no_validation)
    again = rulecache.cached_rules(DATA_DIR)
    assert again == first and again is not first


def test_a_damaged_cache_is_ignored_and_replaced(cache: Path) -> None:
    expected = rulecache.cached_rules(DATA_DIR)
    (file,) = cache.iterdir()
    file.write_bytes(b"\x80not json")
    assert rulecache.cached_rules(DATA_DIR) == expected
    assert file.read_bytes()[:1] == b"{" and len(file.read_bytes()) > 1000


def test_an_edited_file_gets_a_new_key_and_the_old_entry_goes(cache: Path, tmp_path: Path) -> None:
    data = copy_data(DATA_DIR, tmp_path)
    rulecache.cached_rules(data)
    old = rulecache.cache_key(data)
    heroes = data / "heroes.yaml"
    heroes.write_text(
        heroes.read_text(encoding="utf-8").replace("kraal", "kraal", 1) + "\n", encoding="utf-8"
    )
    assert rulecache.cache_key(data) != old
    rulecache.cached_rules(data)
    assert [p.name for p in cache.iterdir()] == [rulecache.entry_name(rulecache.cache_key(data))]


def test_entries_are_keyed_by_game_and_another_games_entry_stays(cache: Path) -> None:
    """Several games share the cache folder: a store removes Nidavellir's earlier entries but
    never another game's, nor a name without our game's (another program's, or one written
    before entries named their game: it cannot be told apart)."""
    cache.mkdir(parents=True)
    other = cache / f"arran-rules-{'a' * 24}.json"
    other.write_text("{}", encoding="utf-8")
    before_the_key = cache / f"rules-{'b' * 24}.json"
    before_the_key.write_text("{}", encoding="utf-8")
    rulecache.cached_rules(DATA_DIR)
    key = rulecache.cache_key(DATA_DIR)
    assert sorted(p.name for p in cache.iterdir()) == sorted(
        [other.name, before_the_key.name, f"nidavellir-rules-{key}.json"]
    )

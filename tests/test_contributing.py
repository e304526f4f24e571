"""CONTRIBUTING.md sends the next engineer to real places: every path it names exists, so the
walk through the house does not rot while the house changes."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GUIDE = ROOT / "CONTRIBUTING.md"
# A code span that is a path from the top of the repository: under a top-level folder, a folder
# ending in `/` or a file with a suffix, no spaces, no placeholder such as `<game>`; or a file of
# the top level. A bare module name (`scoring.py` "in each game") names no single place.
UNDER = r"(?:game|data|tests|docs|sprites|sounds)/[\w./-]*(?:/|\.(?:py|md|yaml|toml|txt))"
TOP = r"[A-Za-z-]+\.(?:md|toml|txt)|main\.py|\.ci/run"
PATH = re.compile(rf"`({UNDER}|{TOP})`")
LINK = re.compile(r"\]\((?!https?:)([^)#\s]+)\)")  # a Markdown link to a file of the repository


def named_paths(text: str) -> list[str]:
    """The repository paths a Markdown text names in code spans, then those it links to."""
    return PATH.findall(text) + LINK.findall(text)


def test_every_path_the_guide_names_exists() -> None:
    names = named_paths(GUIDE.read_text(encoding="utf-8"))
    assert [name for name in names if not (ROOT / name).exists()] == []


def test_the_guide_names_the_places_it_walks_through() -> None:
    """The scan reads the guide's spans (a pattern that matched nothing would pass above)."""
    names = set(named_paths(GUIDE.read_text(encoding="utf-8")))
    assert {
        "game/core/game.py",
        "game/core/registry.py",
        "game/core/session.py",
        "game/ai/hooks.py",
        "game/ui/gameui.py",
        "game/ui/games/__init__.py",
        "game/ui/table/scene.py",
        "tests/tinygame/",
        "docs/rules/README.md",
        ".ci/run",
        "pyproject.toml",
    } <= names


def test_a_path_span_is_told_from_other_code() -> None:
    text = (
        "`game/ui/app.py`, `data/<key>/*.yaml`, `A-09`, `python -m pytest`, `README.md`, `.ci/run`,"
        " `scoring.py`, [the rules](docs/rules/README.md), [site](https://example.org/a.md)"
    )
    assert named_paths(text) == ["game/ui/app.py", "README.md", ".ci/run", "docs/rules/README.md"]


def test_the_rules_files_name_real_places() -> None:
    """docs/rules/ points at code, data and tests the same way; its links are relative to it."""
    missing = []
    for doc in sorted((ROOT / "docs" / "rules").glob("*.md")):
        text = doc.read_text(encoding="utf-8")
        missing += [p for p in re.findall(rf"`({UNDER})`", text) if not (ROOT / p).exists()]
        missing += [p for p in LINK.findall(text) if not (doc.parent / p).exists()]
    assert missing == []

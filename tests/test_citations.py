"""Every rules citation in the code, data and tests leads to a heading inside the repository.

The shared specs the code was first written against are not part of a clone, so a citation is
looked up in `docs/rules/` by the rule written at the top of `docs/rules/README.md`: the file its
line names, else the game its path is under, else the game its line names. A citation that
leads nowhere fails here with its file and line, so it is fixed when it is written.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCANNED = ("game", "data", "tests", "main.py")
TEXT_SUFFIXES = {".py", ".yaml", ".yml", ".md", ".txt", ".json", ".toml"}

# `§5.1`, `§ 5.1`, `§4b`, with an optional range end (`§5.1–5.4`, `§9.12-9.13`) and the items
# of a section (`§6 #16`, `§6 #8, #14 and #15`).
NUMBER = r"[0-9A-Z][0-9A-Za-z.]*"
CITATION = re.compile(
    rf"§ ?(?P<section>{NUMBER})(?:[–-](?P<until>[0-9][0-9.]*))?"
    r"(?P<items>(?:,? (?:and )?#[0-9]+)*)"
    r"|\b(?P<decision>D[0-9]{1,2})\b"
)
ITEM = re.compile(r"#([0-9]+)")
HEADING = re.compile(rf"^#+ +(§{NUMBER}(?: #[0-9]+)?|D[0-9]{{1,2}})(?=[ :]|$)")

# Which rules file a game's name leads to (an expansion leads to its base game's file).
GAMES = {
    "nidavellir": "nidavellir.md",
    "idavoll": "nidavellir.md",
    "thingvellir": "nidavellir.md",
    "arran": "arran.md",
    "vedrfolnir": "vedrfolnir.md",
}
NAMED_GAME = re.compile(r"\b(" + "|".join(GAMES) + r")\b", re.IGNORECASE)
FILES = {"nidavellir.md", "arran.md", "vedrfolnir.md", "engineering.md"}  # docs/rules/ today


@dataclass(frozen=True)
class Citation:
    path: str  # relative to the root, with forward slashes
    line: int
    anchor: str  # `§5.1`, `§6 #16` or `D6`, as a heading of the rules file starts
    rules: str | None  # the file of docs/rules/ it is looked up in; None: no rule gives one


def anchors(match: re.Match[str]) -> list[str]:
    """The headings one match cites: a decision, or a section with its range end and items."""
    if match["decision"]:
        return [match["decision"]]
    section = match["section"].rstrip(".")
    found = [f"§{section}"]
    if match["until"]:
        found.append("§" + match["until"].rstrip("."))
    found += [f"§{section} #{item}" for item in ITEM.findall(match["items"])]
    return found


def rules_file(path: str, line: str, files: set[str]) -> str | None:
    """The resolution rule of docs/rules/README.md, in its order."""
    for name in re.findall(r"\b([a-z-]+\.md)\b", line):
        if name in files:
            return name
    for part in path.split("/"):
        stem = part.split(".")[0].lower()
        for key, name in GAMES.items():
            if key in stem:
                return name
    named = NAMED_GAME.search(line)
    return GAMES[named[1].lower()] if named else None


def citations_in(path: str, text: str, files: set[str]) -> list[Citation]:
    found = []
    for number, line in enumerate(text.splitlines(), start=1):
        for match in CITATION.finditer(line):
            rules = rules_file(path, line, files)
            found += [Citation(path, number, anchor, rules) for anchor in anchors(match)]
    return found


def headings(rules_dir: Path) -> dict[str, set[str]]:
    """Each rules file with the citation anchors its headings start with (README.md states the
    rule and is no rules file)."""
    found: dict[str, set[str]] = {}
    for doc in sorted(p for p in rules_dir.glob("*.md") if p.name != "README.md"):
        lines = doc.read_text(encoding="utf-8").splitlines()
        found[doc.name] = {m[1] for m in map(HEADING.match, lines) if m}
    return found


def scanned_files(root: Path) -> list[Path]:
    paths: list[Path] = []
    for name in SCANNED:
        top = root / name
        paths += [top] if top.is_file() else sorted(top.rglob("*"))
    own = Path(__file__).resolve()  # its examples are not citations
    return [p for p in paths if p.is_file() and p.suffix in TEXT_SUFFIXES and p.resolve() != own]


def problems(root: Path) -> list[str]:
    """`file:line: what is wrong` for every citation that does not lead to a heading."""
    known = headings(root / "docs" / "rules")
    found = []
    for file in scanned_files(root):
        path = file.relative_to(root).as_posix()
        for cited in citations_in(path, file.read_text(encoding="utf-8"), set(known)):
            where = f"{cited.path}:{cited.line}: {cited.anchor}"
            if cited.rules is None:
                found.append(f"{where} names no game (name it, or the rules file, on its line)")
            elif cited.anchor not in known.get(cited.rules, set()):
                found.append(f"{where} is no heading of docs/rules/{cited.rules}")
    return found


def test_every_citation_leads_to_a_heading_of_the_rules_files() -> None:
    assert problems(ROOT) == []


def test_each_number_heads_one_section_of_its_file() -> None:
    """A number heading two sections would leave its citations ambiguous."""
    twice = []
    for doc in sorted((ROOT / "docs" / "rules").glob("*.md")):
        lines = doc.read_text(encoding="utf-8").splitlines()
        numbers = [m[1] for m in map(HEADING.match, lines) if m]
        twice += [f"{doc.name}: {n}" for n in sorted(set(numbers)) if numbers.count(n) > 1]
    assert twice == []


def test_the_scan_reads_every_mark_a_plain_search_finds() -> None:
    """A broken pattern would pass the test above: on every scanned line the scan must match as
    many citations as the plain search `§ ?[0-9A-Z]|\\bD[0-9]{1,2}\\b` finds marks (a range's
    end or an item is part of its citation), and it must lead to each rules file."""
    plain = re.compile(r"§ ?[0-9A-Z]|\bD[0-9]{1,2}\b")
    missed, led_to = [], set()
    files = set(headings(ROOT / "docs" / "rules"))
    for file in scanned_files(ROOT):
        path = file.relative_to(ROOT).as_posix()
        for number, line in enumerate(file.read_text(encoding="utf-8").splitlines(), start=1):
            if len(CITATION.findall(line)) != len(plain.findall(line)):
                missed.append(f"{path}:{number}")
            led_to |= {c.rules for c in citations_in(path, line, files)}
    assert missed == []
    assert led_to == FILES


@pytest.mark.parametrize(
    ("path", "line", "expected"),
    [
        ("game/arran/state.py", "keeps its face (§3.10), so", [("§3.10", "arran.md")]),
        (
            "data/vedrfolnir/setup.yaml",
            "(spec §9.12–9.13)",
            [("§9.12", "vedrfolnir.md"), ("§9.13", "vedrfolnir.md")],
        ),
        (
            "tests/thingvellir/test_heroes.py",
            "(§6 #8, #14 and #15; D14)",
            [
                ("§6", "nidavellir.md"),
                ("§6 #8", "nidavellir.md"),
                ("§6 #14", "nidavellir.md"),
                ("§6 #15", "nidavellir.md"),
                ("D14", "nidavellir.md"),
            ],
        ),
        (
            "tests/ai/test_arran_strategy.py",
            "(spec §6-§8)",
            [("§6", "arran.md"), ("§8", "arran.md")],
        ),
        (
            "game/nidavellir/solo/shared.py",
            "(spec §5.5), like Brynhildr in Vedrfolnir",
            [("§5.5", "nidavellir.md")],
        ),
        ("game/taverns/coins.py", "(Nidavellir's decision D3)", [("D3", "nidavellir.md")]),
        ("game/ai/search/ismcts.py", "(docs/rules/engineering.md §2)", [("§2", "engineering.md")]),
        ("data/nidavellir/solo.yaml", "(docs/rules/vedrfolnir.md §11)", [("§11", "vedrfolnir.md")]),
        ("game/core/session.py", "(§4b)", [("§4b", None)]),
        ("game/core/session.py", "D = 1 and §", []),
    ],
)
def test_the_resolution_rule(path: str, line: str, expected: list[tuple[str, str | None]]) -> None:
    found = citations_in(path, line, FILES)
    assert [(c.anchor, c.rules) for c in found] == expected


def test_a_citation_that_leads_nowhere_is_named_with_its_file_and_line(tmp_path: Path) -> None:
    (tmp_path / "docs" / "rules").mkdir(parents=True)
    (tmp_path / "docs" / "rules" / "arran.md").write_text(
        "# Arran\n\n## §3 Rounds\n\n### D7 A line with no hero\n", encoding="utf-8"
    )
    (tmp_path / "game" / "arran").mkdir(parents=True)
    (tmp_path / "game" / "arran" / "flow.py").write_text(
        '"""Rounds (§3), taverns (§3.1).\n\nOwed (D7), D8."""\n', encoding="utf-8"
    )
    (tmp_path / "game" / "core").mkdir()
    (tmp_path / "game" / "core" / "x.py").write_text("# as §3 says\n", encoding="utf-8")
    assert problems(tmp_path) == [
        "game/arran/flow.py:1: §3.1 is no heading of docs/rules/arran.md",
        "game/arran/flow.py:3: D8 is no heading of docs/rules/arran.md",
        "game/core/x.py:1: §3 names no game (name it, or the rules file, on its line)",
    ]

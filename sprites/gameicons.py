"""What the scripts copying a game's borrowed game-icons.net emblems share: each chosen icon's
path written white on nothing into `<folder>/icons/` (so the game tints them and draws them crisp
at any size), and their credits written into CREDITS.md between the folder's two marker lines."""

from __future__ import annotations

import argparse
import json
from collections.abc import Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
Sources = Mapping[str, tuple[str, str]]  # our name -> (game-icons name, author)


def markers(folder: str) -> tuple[str, str]:
    """The CREDITS.md lines around the folder's block."""
    return (
        f"<!-- {folder}: begin (written by sprites/{folder}/make_art.py) -->",
        f"<!-- {folder}: end -->",
    )


def make_icons(icons_json: Path, out: Path, sources: Sources) -> None:
    """Each chosen icon's path, white, in a 512×512 view box."""
    icons = json.loads(icons_json.read_text(encoding="utf-8"))["icons"]
    (out / "icons").mkdir(parents=True, exist_ok=True)
    for ours, (name, _author) in sources.items():
        body = icons[name]["body"].replace("currentColor", "#fff")
        svg = f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">{body}</svg>\n'
        (out / "icons" / f"{ours}.svg").write_text(svg, encoding="utf-8")


def credits_block(folder: str, sources: Sources) -> str:
    begin, end = markers(folder)
    rows = [
        f"| `sprites/{folder}/icons/{ours}.svg` | `{name}` | {author} | CC-BY-3.0 |"
        for ours, (name, author) in sources.items()
    ]
    return "\n".join(
        [
            begin,
            "| Emblem | game-icons.net icon | Author | Licence |",
            "|---|---|---|---|",
            *rows,
            end,
        ]
    )


def write_credits(credits: Path, folder: str, sources: Sources) -> None:
    begin, end = markers(folder)
    text = credits.read_text(encoding="utf-8")
    start, stop = text.index(begin), text.index(end) + len(end)
    credits.write_text(
        text[:start] + credits_block(folder, sources) + text[stop:], encoding="utf-8"
    )


def main(folder: str, sources: Sources, description: str) -> None:
    """The command line of `sprites/<folder>/make_art.py`."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--icons", type=Path, required=True, help="@iconify-json/game-icons JSON")
    parser.add_argument("--out", type=Path, default=ROOT / "sprites" / folder)
    parser.add_argument("--credits", type=Path, default=ROOT / "CREDITS.md")
    args = parser.parse_args()
    make_icons(args.icons, args.out, sources)
    if args.credits.exists():
        write_credits(args.credits, folder, sources)
    print(f"{len(sources)} emblems in {args.out}")

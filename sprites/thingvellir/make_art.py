"""Copy Thingvellir's borrowed emblems into sprites/thingvellir/icons/: the game-icons.net SVGs
chosen in `game/ui/games/nidavellir/campfaces.py` (`ICON_SOURCES`: one per artifact, the camp's
fire and the mercenaries' swords), white on nothing so the faces tint them and draw them crisp at
any size, and write their credits into CREDITS.md (between its two Thingvellir marker lines).

Everything else of the camp cards' look (bands, halves, badges, frames) is drawn by code at run
time. Where to find the source:

    npm pack @iconify-json/game-icons && tar xzf iconify-json-game-icons-*.tgz  # -> package/
    python sprites/thingvellir/make_art.py --icons package/icons.json
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from game.ui.games.nidavellir.campfaces import ICON_SOURCES  # noqa: E402

BEGIN = "<!-- thingvellir: begin (written by sprites/thingvellir/make_art.py) -->"
END = "<!-- thingvellir: end -->"


def make_icons(icons_json: Path, out: Path) -> None:
    """Each chosen icon's path, white, in a 512×512 view box."""
    icons = json.loads(icons_json.read_text(encoding="utf-8"))["icons"]
    (out / "icons").mkdir(parents=True, exist_ok=True)
    for ours, (name, _author) in ICON_SOURCES.items():
        body = icons[name]["body"].replace("currentColor", "#fff")
        svg = f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">{body}</svg>\n'
        (out / "icons" / f"{ours}.svg").write_text(svg, encoding="utf-8")


def credits_block() -> str:
    rows = [
        f"| `sprites/thingvellir/icons/{ours}.svg` | `{name}` | {author} | CC-BY-3.0 |"
        for ours, (name, author) in ICON_SOURCES.items()
    ]
    return "\n".join(
        [
            BEGIN,
            "| Emblem | game-icons.net icon | Author | Licence |",
            "|---|---|---|---|",
            *rows,
            END,
        ]
    )


def write_credits(credits: Path) -> None:
    text = credits.read_text(encoding="utf-8")
    start, end = text.index(BEGIN), text.index(END) + len(END)
    credits.write_text(text[:start] + credits_block() + text[end:], encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--icons", type=Path, required=True, help="@iconify-json/game-icons JSON")
    parser.add_argument("--out", type=Path, default=ROOT / "sprites" / "thingvellir")
    parser.add_argument("--credits", type=Path, default=ROOT / "CREDITS.md")
    args = parser.parse_args()
    make_icons(args.icons, args.out)
    if args.credits.exists():
        write_credits(args.credits)
    print(f"{len(ICON_SOURCES)} emblems in {args.out}")


if __name__ == "__main__":
    main()

"""Copy Guerres d'Arran's borrowed art into sprites/arran/: the game-icons.net emblems chosen in
`game/ui/games/arran/palette.py` (as small white SVGs, drawn crisp at any size) and the Battle for
Wesnoth portraits chosen in `game/ui/games/arran/portraits.py` (cropped to head and shoulders,
224×224), and write their credits into CREDITS.md (between its two Arran marker lines).

Everything else of Arran's look (cards, coins, gems, runes, tokens, backs) is drawn by code at run
time (`game/ui/games/arran/`), so it is ours. Where to find the two sources:

    apt-get download wesnoth-1.16-data && dpkg-deb -x wesnoth-1.16-data_*.deb WESNOTH
    npm pack @iconify-json/game-icons && tar xzf iconify-json-game-icons-*.tgz  # -> package/
    python sprites/arran/make_art.py --wesnoth WESNOTH --icons package/icons.json
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from game.art.arran import PICTURES  # noqa: E402
from game.ui.games.arran.palette import ICON_SOURCES  # noqa: E402

PORTRAITS = Path("usr/share/games/wesnoth/1.16/data/core/images/portraits")
SIZE = 224  # pixels a side, as Nidavellir's: the zoom shows them a little larger
LEVELS = bytes(v & 0xFC for v in range(256))  # 6 bits a channel: a third smaller, no banding
BEGIN = "<!-- arran: begin (written by sprites/arran/make_art.py) -->"
END = "<!-- arran: end -->"


def frame(image: pygame.Surface) -> pygame.Rect:
    """Head and shoulders: a square as wide as the figure's outline, its top at the head."""
    box = image.get_bounding_rect(min_alpha=40)
    side = min(box.w, box.h)
    rect = pygame.Rect(0, 0, side, side)
    rect.midtop = (box.centerx, max(0, box.top - side // 20))
    return rect.clamp(image.get_rect())


def make_portraits(wesnoth: Path, out: Path) -> None:
    for picture in PICTURES.values():
        image = pygame.image.load(wesnoth / PORTRAITS / picture.source)
        square = image.subsurface(frame(image).clip(image.get_rect()))
        small = pygame.transform.smoothscale(square, (SIZE, SIZE)).convert_alpha()
        pixels = pygame.image.tobytes(small, "RGBA").translate(LEVELS)
        small = pygame.image.frombytes(pixels, (SIZE, SIZE), "RGBA")
        target = out / f"{picture.sprite.removeprefix('arran/')}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(small, target)


def make_icons(icons_json: Path, out: Path) -> None:
    """Each icon's path, white on nothing (the game tints and places it)."""
    icons = json.loads(icons_json.read_text(encoding="utf-8"))["icons"]
    (out / "icons").mkdir(parents=True, exist_ok=True)
    for ours, (name, _author) in ICON_SOURCES.items():
        body = icons[name]["body"].replace("currentColor", "#fff")
        svg = f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">{body}</svg>\n'
        (out / "icons" / f"{ours}.svg").write_text(svg, encoding="utf-8")


def credits_block() -> str:
    icons = [
        f"| `sprites/arran/icons/{ours}.svg` | `{name}` | {author} | CC-BY-3.0 |"
        for ours, (name, author) in ICON_SOURCES.items()
    ]
    portraits = [
        f"| `sprites/{p.sprite}.png` | `data/core/images/portraits/{p.source}` | {p.artist} "
        "| GPL-2.0-or-later |"
        for p in sorted(PICTURES.values(), key=lambda p: p.source)
    ]
    return "\n".join(
        [
            BEGIN,
            "| Emblem | game-icons.net icon | Author | Licence |",
            "|---|---|---|---|",
            *icons,
            "",
            "| Portrait | Source in wesnoth-1.16-data | Artist (portraits/ARTISTS) | Licence |",
            "|---|---|---|---|",
            *portraits,
            END,
        ]
    )


def write_credits(credits: Path) -> None:
    text = credits.read_text(encoding="utf-8")
    start, end = text.index(BEGIN), text.index(END) + len(END)
    credits.write_text(text[:start] + credits_block() + text[end:], encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--wesnoth", type=Path, required=True, help="holds usr/ of the package")
    parser.add_argument("--icons", type=Path, required=True, help="@iconify-json/game-icons JSON")
    parser.add_argument("--out", type=Path, default=ROOT / "sprites" / "arran")
    parser.add_argument("--credits", type=Path, default=ROOT / "CREDITS.md")
    args = parser.parse_args()
    pygame.init()
    pygame.display.set_mode((1, 1))
    make_portraits(args.wesnoth, args.out)
    make_icons(args.icons, args.out)
    if args.credits.exists():
        write_credits(args.credits)
    print(f"{len(PICTURES)} portraits, {len(ICON_SOURCES)} emblems in {args.out}")


if __name__ == "__main__":
    main()

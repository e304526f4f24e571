"""Copy the portraits chosen in data/nidavellir/pictures.yaml and data/vedrfolnir/pictures.yaml
from Battle for Wesnoth's data into sprites/portraits/, cropped to head and shoulders and
resized, and write their credits.

The pictures are Wesnoth's (GPL-2.0-or-later), not ours, so only the few we show are committed,
small, together with this script that made them. Where to find the originals:

    apt-get download wesnoth-1.16-data && dpkg-deb -x wesnoth-1.16-data_*.deb DIR
    python sprites/make_portraits.py --wesnoth DIR            # rewrites sprites/portraits/
    python sprites/make_portraits.py --wesnoth DIR --contact FILE.png

It also rewrites the portraits table of CREDITS.md (between its two marker lines).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.art import vedrfolnir  # noqa: E402
from game.art.nidavellir import Picture, load_pictures  # noqa: E402
from game.nidavellir.data import default_rules  # noqa: E402

PORTRAITS = Path("usr/share/games/wesnoth/1.16/data/core/images/portraits")
SIZE = 224  # pixels a side: the zoom shows them a little larger, the table smaller
LEVELS = bytes(v & 0xFC for v in range(256))  # 6 bits a channel: a third smaller, no banding
LICENCE = "GPL-2.0-or-later"
BEGIN = "<!-- portraits: begin (written by sprites/make_portraits.py) -->"
END = "<!-- portraits: end -->"


def frame(image: pygame.Surface, crop: tuple[int, int, int] | None) -> pygame.Rect:
    """The square to keep: the given crop, or one as wide as the figure's outline (a weapon
    held out widens it), its top at the top of the head."""
    if crop is not None:
        return pygame.Rect(crop[0], crop[1], crop[2], crop[2])
    box = image.get_bounding_rect(min_alpha=40)
    side = min(box.w, box.h)
    rect = pygame.Rect(0, 0, side, side)
    rect.midtop = (box.centerx, max(0, box.top - side // 20))
    return rect.clamp(image.get_rect())


def chosen_pictures() -> dict[str, Picture]:
    """Every portrait either game shows, by its source (a god both games show is one file)."""
    table = load_pictures(default_rules())
    chosen = {p.source: p for section in table.values() for p in section.values()}
    for card in vedrfolnir.load_pictures().values():
        if card.portrait is not None:
            chosen[card.portrait.source] = card.portrait
    return chosen


def make(wesnoth: Path, out: Path) -> dict[str, Picture]:
    chosen = chosen_pictures()
    for source, picture in sorted(chosen.items()):
        image = pygame.image.load(wesnoth / PORTRAITS / source)
        square = image.subsurface(frame(image, picture.crop).clip(image.get_rect()))
        small = pygame.transform.smoothscale(square, (SIZE, SIZE)).convert_alpha()
        pixels = pygame.image.tobytes(small, "RGBA").translate(LEVELS)
        small = pygame.image.frombytes(pixels, (SIZE, SIZE), "RGBA")
        target = out / f"{picture.sprite}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(small, target)
    return chosen


def credits_table(chosen: dict[str, Picture]) -> str:
    rows = [
        f"| `sprites/{p.sprite}.png` | `data/core/images/portraits/{s}` | {p.artist} | {LICENCE} |"
        for s, p in sorted(chosen.items())
    ]
    head = [
        "| File | Source in wesnoth-1.16-data | Artist (portraits/ARTISTS) | Licence |",
        "|---|---|---|---|",
    ]
    return "\n".join([BEGIN, *head, *rows, END])


def write_credits(chosen: dict[str, Picture], credits: Path) -> None:
    text = credits.read_text(encoding="utf-8")
    start, end = text.index(BEGIN), text.index(END) + len(END)
    credits.write_text(text[:start] + credits_table(chosen) + text[end:], encoding="utf-8")


def contact(out: Path, chosen: dict[str, Picture], path: Path) -> None:
    cell = 128
    sheet = pygame.Surface((8 * cell, -(-len(chosen) // 8) * cell))
    sheet.fill((236, 224, 196))
    for i, picture in enumerate(sorted(chosen.values(), key=lambda p: p.source)):
        image = pygame.image.load(out / f"{picture.sprite}.png")
        sheet.blit(pygame.transform.smoothscale(image, (cell, cell)), (i % 8 * cell, i // 8 * cell))
    pygame.image.save(sheet, path)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--wesnoth",
        type=Path,
        required=True,
        help="folder where wesnoth-1.16-data is unpacked (holds usr/)",
    )
    parser.add_argument("--out", type=Path, default=ROOT / "sprites")
    parser.add_argument("--credits", type=Path, default=ROOT / "CREDITS.md")
    parser.add_argument("--contact", type=Path)
    args = parser.parse_args()
    pygame.init()
    pygame.display.set_mode((1, 1))
    chosen = make(args.wesnoth, args.out)
    if args.credits.exists():
        write_credits(chosen, args.credits)
    if args.contact:
        contact(args.out, chosen, args.contact)
    print(f"{len(chosen)} portraits in {args.out / 'portraits'}")


if __name__ == "__main__":
    main()

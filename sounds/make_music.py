#!/usr/bin/env python3
"""Re-encode a few calm tracks of Battle for Wesnoth's soundtrack small, for the game's background
music, and write their credits.

    apt-get download wesnoth-1.16-music && dpkg-deb -x wesnoth-1.16-music_*.deb DIR
    apt-get install vorbis-tools                # oggdec, oggenc and vorbiscomment
    python sounds/make_music.py --wesnoth DIR   # rewrites sounds/music/ and CREDITS.md

The encoder is oggenc (vorbis-tools 1.4.2, libvorbis): each track is decoded by oggdec, mixed to
mono and encoded at Vorbis quality 1 (about 50 kbit/s), a quarter of the stereo original and
plenty for a quiet background under the table. The music itself is not cut or changed. Only the
script needs vorbis-tools; the game plays the .ogg files through pygame-ce's mixer.

The tracks are GPL-2.0-or-later (the package's copyright file). Title and composer come from each
source's Vorbis comments, and go into the new file's comments and into CREDITS.md (between its
music marker lines). A fixed stream serial number makes a rerun write the same bytes.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
MUSIC = Path("usr/share/games/wesnoth/1.16/data/core/music")
PACKAGE = "wesnoth-1.16-music"
LICENCE = "GPL-2.0-or-later"
QUALITY = "1"
# Calm, folk-like and unhurried (no battle drums), 3.5 to 4.5 minutes each: about 15 minutes
# before the loop comes round again, under 6 MB together.
TRACKS = ("legends_of_the_north", "traveling_minstrels", "silvan_sanctuary", "wanderer")
BEGIN = "<!-- music: begin (written by sounds/make_music.py) -->"
END = "<!-- music: end -->"


def comments(path: Path) -> dict[str, str]:
    """The Vorbis comments of `path`, their names upper-cased (the files spell them both ways)."""
    done = subprocess.run(
        ["vorbiscomment", "--list", str(path)], capture_output=True, text=True, check=True
    )
    pairs = (line.split("=", 1) for line in done.stdout.splitlines() if "=" in line)
    return {name.upper(): value for name, value in pairs}


def encode(source: Path, target: Path, serial: int, tags: dict[str, str]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        wav = Path(tmp) / "decoded.wav"
        subprocess.run(["oggdec", "--quiet", "-o", str(wav), str(source)], check=True)
        subprocess.run(
            [
                "oggenc",
                "--quiet",
                "--downmix",
                "--quality",
                QUALITY,
                "--serial",
                str(serial),
                "--title",
                tags["TITLE"],
                "--artist",
                tags["COMPOSER"],
                "--comment",
                f"LICENSE={LICENCE}",
                "--comment",
                f"SOURCE={PACKAGE} {source.name}",
                "-o",
                str(target),
                str(wav),
            ],
            check=True,
        )


def make(wesnoth: Path, out: Path) -> dict[str, dict[str, str]]:
    """Encode every track into `out`; their tags by track name."""
    out.mkdir(parents=True, exist_ok=True)
    chosen = {}
    for serial, name in enumerate(TRACKS, start=1):
        source = wesnoth / MUSIC / f"{name}.ogg"
        tags = comments(source)
        tags.setdefault("COMPOSER", tags["ARTIST"])
        encode(source, out / f"{name}.ogg", serial, tags)
        chosen[name] = tags
    return chosen


def credits_table(chosen: dict[str, dict[str, str]]) -> str:
    head = [
        f"| File | Source in {PACKAGE} | Title | Composer | Licence |",
        "|---|---|---|---|---|",
    ]
    rows = [
        f"| `sounds/music/{name}.ogg` | `data/core/music/{name}.ogg` | {tags['TITLE']} "
        f"| {tags['COMPOSER']} | {LICENCE} |"
        for name, tags in chosen.items()
    ]
    return "\n".join([BEGIN, *head, *rows, END])


def write_credits(chosen: dict[str, dict[str, str]], credits: Path) -> None:
    text = credits.read_text(encoding="utf-8")
    start, end = text.index(BEGIN), text.index(END) + len(END)
    credits.write_text(text[:start] + credits_table(chosen) + text[end:], encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--wesnoth", type=Path, required=True, help=f"folder where {PACKAGE} is unpacked"
    )
    parser.add_argument("--out", type=Path, default=HERE / "music")
    parser.add_argument("--credits", type=Path, default=HERE.parent / "CREDITS.md")
    args = parser.parse_args()
    chosen = make(args.wesnoth, args.out)
    if args.credits.exists():
        write_credits(chosen, args.credits)
    total = sum((args.out / f"{name}.ogg").stat().st_size for name in chosen)
    print(f"{len(chosen)} tracks in {args.out}, {total / 1e6:.2f} MB", file=sys.stderr)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Cut the game's recorded sound effects out of Battle for Wesnoth's own sounds and write their
credits: real coins, a real swish and a real click, where a synthesized one sounded like a beep.

    apt-get download wesnoth-1.16-data && dpkg-deb -x wesnoth-1.16-data_*.deb DIR
    apt-get install vorbis-tools                  # oggdec, to read the .ogg sources
    python sounds/make_recorded.py --wesnoth DIR  # rewrites the recorded WAVs and CREDITS.md

The sources are GPL-2.0-or-later (the package's copyright file), so only the short cuts we play
are committed, with this script. Each cut is mixed to mono, faded at both ends and normalised the
way `make_sounds.py` finishes its own sounds (16-bit mono PCM at 44.1 kHz, peak at -3 dBFS), so
recorded and synthesized sounds sit at one level. The output is deterministic for one package
version and one oggdec. The other sounds stay synthesized by `make_sounds.py`; the credits table
lists both kinds.
"""

from __future__ import annotations

import argparse
import array
import subprocess
import sys
import tempfile
import wave
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from make_sounds import RATE, SOUNDS, finish, write_wav  # noqa: E402

WESNOTH = Path("usr/share/games/wesnoth/1.16")
PACKAGE = "wesnoth-1.16-data"
LICENCE = "GPL-2.0-or-later"
AUTHOR = "Battle for Wesnoth contributors"
BEGIN = "<!-- sounds: begin (written by sounds/make_recorded.py) -->"
END = "<!-- sounds: end -->"


@dataclass(frozen=True)
class Layer:
    """`length` seconds of `source` from `start`, mixed in `at` seconds after the sound begins."""

    source: str  # under usr/share/games/wesnoth/1.16/
    start: float
    length: float
    at: float = 0.0
    gain: float = 1.0


@dataclass(frozen=True)
class Recorded:
    layers: tuple[Layer, ...]
    fade_out: float
    plays: str  # when the game plays it: for the credits table


GOLD = "data/core/sounds/gold.ogg"  # a handful of coins poured out, 1.7 s
RECORDED: dict[str, Recorded] = {
    "coin": Recorded((Layer(GOLD, 0.015, 0.235),), 0.08, "a coin taken, paid or placed"),
    "coins": Recorded((Layer(GOLD, 0.015, 0.935),), 0.35, "a trade or a coin transformed"),
    "card": Recorded(
        (Layer("data/core/sounds/throw-1.wav", 0.0, 0.2),), 0.03, "a card drawn, taken or moved"
    ),
    "flip": Recorded(
        (
            Layer("sounds/checkbox.wav", 0.0, 0.025),
            Layer(GOLD, 0.095, 0.13, at=0.025, gain=0.6),
        ),
        0.05,
        "the bids turned face up: a tick, then one coin",
    ),
    "click": Recorded((Layer("sounds/button.wav", 0.02, 0.1),), 0.03, "buttons and selections"),
}


def decode(path: Path) -> list[float]:
    """The file's samples, channels averaged, in [-1, 1]; the .ogg ones through oggdec."""
    if path.suffix == ".ogg":
        with tempfile.TemporaryDirectory() as tmp:
            wav = Path(tmp) / "decoded.wav"
            subprocess.run(["oggdec", "--quiet", "-o", str(wav), str(path)], check=True)
            return read_wav(wav)
    return read_wav(path)


def read_wav(path: Path) -> list[float]:
    with wave.open(str(path), "rb") as wav:
        if wav.getframerate() != RATE:
            raise SystemExit(f"{path}: {wav.getframerate()} Hz, not {RATE}: choose another source")
        channels, width = wav.getnchannels(), wav.getsampwidth()
        raw = wav.readframes(wav.getnframes())
    if width == 1:
        values = [(b - 128) / 128 for b in raw]
    else:
        pcm = array.array("h", raw)
        if sys.byteorder == "big":
            pcm.byteswap()
        values = [v / 32768 for v in pcm]
    return [sum(values[i : i + channels]) / channels for i in range(0, len(values), channels)]


def render(sound: Recorded, wesnoth: Path) -> array.array:
    """The finished 16-bit samples: the layers mixed, faded and normalised."""
    length = max(round((layer.at + layer.length) * RATE) for layer in sound.layers)
    out = [0.0] * length
    for layer in sound.layers:
        samples = decode(wesnoth / WESNOTH / layer.source)
        first, offset = round(layer.start * RATE), round(layer.at * RATE)
        cut = samples[first : first + round(layer.length * RATE)]
        for i, value in enumerate(cut):
            out[offset + i] += value * layer.gain
    return finish(out, fade_in=0.002, fade_out=sound.fade_out)


def credits_table() -> str:
    """Every sound of the folder: the recorded ones with their source, the synthesized ones."""
    head = ["| File | Source | Author | Licence | Plays when |", "|---|---|---|---|---|"]
    rows = []
    for name in sorted([*RECORDED, *SOUNDS]):
        if name in RECORDED:
            sound = RECORDED[name]
            sources = ", ".join(sorted({f"`{layer.source}`" for layer in sound.layers}))
            source = f"{PACKAGE}: {sources}"
            rows.append(
                f"| `sounds/{name}.wav` | {source} | {AUTHOR} | {LICENCE} | {sound.plays} |"
            )
        else:
            what = (SOUNDS[name][0].__doc__ or "").split("\n")[0].rstrip(".")
            rows.append(
                f"| `sounds/{name}.wav` | synthesized by `sounds/make_sounds.py` | this project "
                f"| GPL-3.0-or-later | {what} |"
            )
    return "\n".join([BEGIN, *head, *rows, END])


def write_credits(credits: Path) -> None:
    text = credits.read_text(encoding="utf-8")
    start, end = text.index(BEGIN), text.index(END) + len(END)
    credits.write_text(text[:start] + credits_table() + text[end:], encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--wesnoth", type=Path, required=True, help=f"folder where {PACKAGE} is unpacked"
    )
    parser.add_argument("--out", type=Path, default=HERE)
    parser.add_argument("--credits", type=Path, default=HERE.parent / "CREDITS.md")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for name, sound in RECORDED.items():
        pcm = render(sound, args.wesnoth)
        write_wav(args.out / f"{name}.wav", pcm)
        print(f"{name + '.wav':12} {len(pcm) / RATE:5.2f} s")
    if args.credits.exists():
        write_credits(args.credits)


if __name__ == "__main__":
    main()

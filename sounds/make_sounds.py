#!/usr/bin/env python3
"""Synthesize the game's musical sounds: soft, short, never harsh (DESIGN.md §4b).

    python sounds/make_sounds.py [--out DIR]        # default: this script's own folder

Standard library only (math, array, wave, random with fixed seeds), so anyone can regenerate the
files without installing anything. The output is deterministic: the same bytes on every run.
Every file is 16-bit mono PCM at 44.1 kHz, its peak normalised to -3 dBFS, with a short raised-
cosine fade at both ends so it never starts or stops with a click.

Each sound is one function below returning float samples (any scale); `finish` fades, normalises
and quantises them. The building blocks are additive sine partials with exponential decays
(glass, chimes) and harmonic oscillators with a phase accumulator (horn, chord). The sounds of
things (coins, cards, the reveal, the click) are recordings instead, cut by `make_recorded.py`,
which finishes them with `finish` and `write_wav` from here.
"""

from __future__ import annotations

import argparse
import array
import math
import random
import sys
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

RATE = 44_100
PEAK_DBFS = -3.0
FULL_SCALE = 32_767
TAU = 2.0 * math.pi

Samples = list[float]


# --------------------------------------------------------------------------------------------
# Building blocks


def n_samples(seconds: float) -> int:
    """Number of samples in `seconds` at RATE."""
    return round(seconds * RATE)


def silence(seconds: float) -> Samples:
    """A buffer of zeros `seconds` long."""
    return [0.0] * n_samples(seconds)


def mix(dest: Samples, src: Sequence[float], at: float = 0.0, gain: float = 1.0) -> None:
    """Add `src` into `dest` starting `at` seconds in, cut at the end of `dest`."""
    start = n_samples(at)
    stop = min(len(dest), start + len(src))
    dest[start:stop] = [d + gain * s for d, s in zip(dest[start:stop], src, strict=False)]


def partial(
    seconds: float, freq: float, amp: float = 1.0, decay: float | None = None, attack: float = 0.0
) -> Samples:
    """A sine at `freq` Hz; `decay` is the exponential time constant in seconds (None: steady).

    `attack` seconds of linear rise keep each partial of a mix from clicking in.
    """
    n = n_samples(seconds)
    w = TAU * freq / RATE
    sin = math.sin
    if decay is None:
        out = [amp * sin(w * i) for i in range(n)]
    else:
        k = math.exp(-1.0 / (decay * RATE))
        out = [amp * k**i * sin(w * i) for i in range(n)]
    rise = n_samples(attack)
    for i in range(min(rise, n)):
        out[i] *= i / rise
    return out


def struck(
    seconds: float,
    freq: float,
    partials: Sequence[tuple[float, float, float]],
    attack: float = 0.001,
) -> Samples:
    """A struck object: `partials` are (frequency ratio, amplitude, decay seconds) over `freq`."""
    out = silence(seconds)
    for ratio, amp, decay in partials:
        mix(out, partial(seconds, freq * ratio, amp, decay, attack))
    return out


WAVETABLE = 1 << 16  # samples in one period of `oscillator` tables: lookup error below -80 dB


def oscillator(seconds: float, freq: float, table: Sequence[float]) -> Samples:
    """A steady periodic tone at `freq` Hz read from one period `table` of WAVETABLE samples."""
    step = freq * WAVETABLE / RATE
    mask = WAVETABLE - 1
    return [table[int(i * step) & mask] for i in range(n_samples(seconds))]


def shape(signal: Sequence[float], envelope: Sequence[float]) -> Samples:
    """`signal` times `envelope`, sample by sample, as long as the shorter of the two."""
    return [x * e for x, e in zip(signal, envelope, strict=False)]


def smoothstep(x: float) -> float:
    """0 below 0, 1 above 1, a raised cosine in between."""
    if x <= 0.0:
        return 0.0
    if x >= 1.0:
        return 1.0
    return 0.5 - 0.5 * math.cos(math.pi * x)


def finish(samples: Sequence[float], fade_in: float = 0.003, fade_out: float = 0.02) -> array.array:
    """Fade both ends (raised cosine), normalise the peak to PEAK_DBFS, quantise to int16."""
    out = list(samples)
    n = len(out)
    mean = sum(out) / n
    out = [x - mean for x in out]
    n_in, n_out = n_samples(fade_in), n_samples(fade_out)
    for i in range(n_in):
        out[i] *= smoothstep(i / n_in)
    for i in range(n_out):
        out[n - 1 - i] *= smoothstep(i / n_out)
    peak = max(abs(x) for x in out)
    scale = FULL_SCALE * 10.0 ** (PEAK_DBFS / 20.0) / peak
    return array.array("h", (round(x * scale) for x in out))


def write_wav(path: Path, pcm: array.array) -> None:
    """Write 16-bit mono PCM at RATE (little-endian, as WAV requires)."""
    data = array.array("h", pcm)
    if sys.byteorder == "big":
        data.byteswap()
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(data.tobytes())


# --------------------------------------------------------------------------------------------
# The sounds


def hero() -> Samples:
    """A low, warm horn call (~0.9 s), when a hero is recruited.

    Two notes a fifth apart, A2 (110 Hz) rising to E3 (165 Hz) with a 40 ms glide, as a horn
    calls. Eight harmonics with a brass-like spectrum that brightens as the note swells (the
    higher harmonics grow faster than the fundamental, as in a real horn blown harder), a 5 Hz
    vibrato that creeps in on the long note, a gentle dip between the notes and a slow release.
    """
    seconds = 0.9
    n = n_samples(seconds)
    base = (1.0, 0.8, 0.55, 0.36, 0.22, 0.13, 0.07, 0.04)
    out: Samples = []
    phase = 0.0
    sin = math.sin
    for i in range(n):
        t = i / RATE
        glide = smoothstep((t - 0.26) / 0.04)
        vibrato = 1.0 + 0.006 * smoothstep((t - 0.4) / 0.25) * sin(TAU * 5.0 * t)
        freq = (110.0 * (1.0 - glide) + 164.81 * glide) * vibrato
        phase += freq / RATE
        env = (
            0.8 * smoothstep(t / 0.12)
            - 0.15 * math.exp(-(((t - 0.28) / 0.03) ** 2))
            + 0.2 * smoothstep((t - 0.3) / 0.25)
        ) * (1.0 - smoothstep((t - 0.62) / 0.28))
        bright = 0.55 + 0.45 * env
        value = 0.0
        weight = 1.0
        for k, amp in enumerate(base, start=1):
            value += amp * weight * sin(TAU * k * phase)
            weight *= bright
        out.append(env * value)
    return out


def chime(seconds: float, freq: float, ring: float) -> Samples:
    """A bell-like chime: a harmonic tone with a faint inharmonic glint, ringing `ring` seconds."""
    return struck(
        seconds,
        freq,
        ((1.0, 1.0, ring), (2.0, 0.3, ring * 0.45), (3.0, 0.1, ring * 0.25), (2.76, 0.12, 0.04)),
        attack=0.002,
    )


def distinction() -> Samples:
    """A bright short fanfare chime (~0.8 s), when a distinction is won.

    G5, C6, E6 (a rising major arpeggio) struck 110 ms apart, each a harmonic chime with a quick
    inharmonic glint; the notes overlap into a C major chord and the top note, doubled an octave
    below for body, rings out longest.
    """
    seconds = 0.8
    out = silence(seconds)
    for at, freq, ring, gain in ((0.0, 783.99, 0.14, 0.7), (0.11, 1046.50, 0.15, 0.8)):
        mix(out, chime(seconds - at, freq, ring), at=at, gain=gain)
    mix(out, chime(seconds - 0.22, 1318.51, 0.17), at=0.22, gain=1.0)
    mix(out, chime(seconds - 0.22, 659.26, 0.2), at=0.22, gain=0.35)
    return out


def end() -> Samples:
    """A warm major chord that swells and fades (~2 s), at the end of the game.

    C major voiced low and open (C3 G3 C4 E4 G4), each voice two oscillators 3 cents apart
    (a slow chorus) with four soft harmonics, like an organ or a string pad. The voices enter
    30 ms apart, bass first, each with a 40 ms rise; together they swell over 0.5 s, hold, and
    fade out over the last 0.9 s.
    """
    seconds = 2.0
    out = silence(seconds)
    voices = ((130.81, 0.9), (196.00, 0.7), (261.63, 0.75), (329.63, 0.6), (392.00, 0.5))
    harmonics = ((1, 1.0), (2, 0.42), (3, 0.18), (4, 0.08))
    table = [
        sum(amp * math.sin(TAU * k * j / WAVETABLE) for k, amp in harmonics)
        for j in range(WAVETABLE)
    ]
    cents = 2.0 ** (1.5 / 1200.0)
    for index, (freq, gain) in enumerate(voices):
        at = 0.03 * index
        rise = [smoothstep(i / n_samples(0.04)) for i in range(n_samples(0.04))]
        for detune in (1.0 / cents, cents):
            tone = oscillator(seconds - at, freq * detune, table)
            tone[: len(rise)] = shape(tone, rise)
            mix(out, tone, at=at, gain=gain)
    for i in range(len(out)):
        t = i / RATE
        out[i] *= smoothstep(t / 0.5) * (1.0 - 0.15 * smoothstep((t - 0.5) / 0.6))
        out[i] *= 1.0 - smoothstep((t - 1.1) / 0.9)
    return out


def gem() -> Samples:
    """A glassy sparkle (~0.3 s), for the gems exchanged.

    Five pure, glassy pings (a strong fundamental and a faint partial at 2.32x, as a struck wine
    glass) climbing E6 G#6 B6 E7 G#7 in 30 ms steps with seeded jitter in timing and loudness;
    each higher ping decays faster, so the top sparkles without piercing.
    """
    rng = random.Random("gem")
    seconds = 0.3
    out = silence(seconds)
    for step, freq in enumerate((1318.51, 1661.22, 1975.53, 2637.02, 3322.44)):
        at = 0.03 * step + rng.uniform(0.0, 0.006)
        ring = 0.07 * (1318.51 / freq) ** 0.5
        ping = struck(seconds - at, freq, ((1.0, 1.0, ring), (2.32, 0.12, ring * 0.4)), 0.002)
        mix(out, ping, at=at, gain=rng.uniform(0.7, 1.0) * (1.0 - 0.08 * step))
    return out


# name -> (synthesizer, fade-out seconds)
SOUNDS: dict[str, tuple[Callable[[], Samples], float]] = {
    "hero": (hero, 0.05),
    "distinction": (distinction, 0.08),
    "end": (end, 0.05),
    "gem": (gem, 0.04),
}


def render(name: str) -> array.array:
    """The finished 16-bit samples of one sound."""
    synth, fade_out = SOUNDS[name]
    return finish(synth(), fade_out=fade_out)


def main(argv: Sequence[str] | None = None) -> int:
    """Write every sound as NAME.wav into --out (default: this folder) and print a summary."""
    parser = argparse.ArgumentParser(description="Synthesize the game's sounds as WAV files.")
    parser.add_argument(
        "--out", type=Path, default=Path(__file__).resolve().parent, help="output folder"
    )
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for name in SOUNDS:
        pcm = render(name)
        write_wav(args.out / f"{name}.wav", pcm)
        peak = max(abs(x) for x in pcm)
        print(
            f"{name + '.wav':16} {len(pcm) / RATE:5.2f} s  "
            f"peak {20 * math.log10(peak / FULL_SCALE):6.2f} dBFS"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())

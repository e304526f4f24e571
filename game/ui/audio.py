"""Sound effects: the only module that touches `pygame.mixer`.

Sound is a nicety. Without an audio device, or if the mixer will not start, `Audio` stays silent
(`available` is False) and every call still works, so the game never fails for want of sound.
The sounds are the WAV files of `sounds/` (made by `sounds/make_sounds.py`), named by file stem:
`audio.play("coin")` plays `sounds/coin.wav`; `game.ui.music` streams the music on the mixer
started here.

`NIDAVELLIR_SOUND=off` in the environment keeps the window silent without touching the mixer
(the tests set it, so no run decodes a sound or a track it does not test).
"""

from __future__ import annotations

import logging
import math
import os
from pathlib import Path

import pygame

log = logging.getLogger(__name__)

SOUND_ENV = "NIDAVELLIR_SOUND"
MIXER_FREQUENCY = 44_100  # the rate of our WAV files, so nothing is resampled
MIXER_BUFFER = 512  # samples: ~12 ms of latency, so a click lands with the click
MIXER_CHANNELS = 16  # simultaneous sounds; a round of reveals plays several flips at once

# Relative level of each sound under the effects volume. Every file peaks at -3 dBFS, but the long
# sustained ones carry far more energy (hero's RMS is 7 dB above coin's), and the recorded card
# swish is 3 dB above the synthesized one it replaced, so these are turned down. Measured, not
# gospel: tune by ear.
BALANCE: dict[str, float] = {"hero": 0.7, "end": 0.8, "gem": 0.8, "card": 0.7}


def clamped_volume(value: float, old: float) -> float:
    """A volume asked for, kept within 0.0-1.0; a value that is not a number keeps `old` (a
    settings file edited by hand)."""
    value = float(value)
    return min(1.0, max(0.0, value)) if math.isfinite(value) else old


def sound_allowed() -> bool:
    """False when the environment asks for a silent window (`NIDAVELLIR_SOUND=off`)."""
    return os.environ.get(SOUND_ENV, "").strip().lower() != "off"


class Audio:
    """The game's sound effects, loaded once at start-up; every method is safe to call anytime.

    `enabled=False` never touches the mixer (a silent run, or tests that want no sound at all).
    `muted` silences without releasing anything; `volume` (0.0-1.0, the player's effects
    volume) scales every sound.
    """

    def __init__(self, sound_dir: Path, enabled: bool = True) -> None:
        self.sound_dir = Path(sound_dir)
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._volume = 1.0
        self._muted = False
        self._warned: set[str] = set()
        self._owns_mixer = False
        self.names: frozenset[str] = self._list_names()
        self.available = enabled and self._start_mixer()
        if self.available:
            self._load()

    # ------------------------------------------------------------------ set-up

    def _list_names(self) -> frozenset[str]:
        """The sound names on disk; known even when silent, so a typo is reported anyway."""
        try:
            names = frozenset(path.stem for path in self.sound_dir.glob("*.wav"))
        except OSError as exc:
            log.warning("no sounds: cannot read %s (%s)", self.sound_dir, exc)
            return frozenset()
        if not names:
            log.warning("no sounds found in %s", self.sound_dir)
        return names

    def _start_mixer(self) -> bool:
        """Start the mixer, or reuse it if `pygame.init()` already did; False if impossible."""
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(
                    frequency=MIXER_FREQUENCY, size=-16, channels=2, buffer=MIXER_BUFFER
                )
                self._owns_mixer = True
            pygame.mixer.set_num_channels(MIXER_CHANNELS)
        except Exception as exc:  # pygame.error with no device; anything else SDL may throw
            log.warning("sound off: the audio mixer could not start (%s)", exc)
            return False
        return True

    def _load(self) -> None:
        for name in sorted(self.names):
            path = self.sound_dir / f"{name}.wav"
            try:
                self._sounds[name] = pygame.mixer.Sound(path)
            except Exception as exc:
                log.warning("sound %s not loaded (%s)", path, exc)
        self._apply_volume()

    # ------------------------------------------------------------------ controls

    @property
    def volume(self) -> float:
        """The effects volume, 0.0 (silent) to 1.0 (each file at its full level); clamped."""
        return self._volume

    @volume.setter
    def volume(self, value: float) -> None:
        self._volume = clamped_volume(value, self._volume)
        self._apply_volume()

    @property
    def muted(self) -> bool:
        """True silences everything (sounds already playing stop) until set back to False."""
        return self._muted

    @muted.setter
    def muted(self, value: bool) -> None:
        self._muted = bool(value)
        if self._muted and self.available:
            try:
                pygame.mixer.stop()
            except Exception as exc:
                self._warn_once("stop", "could not stop the sounds (%s)", exc)

    def play(self, name: str) -> bool:
        """Play a sound by name; True if it started. Never raises.

        Unknown names are ignored (logged once each); nothing plays when muted or unavailable.
        """
        try:
            if name not in self.names:
                self._warn_once(f"unknown:{name}", "unknown sound %r ignored", name)
                return False
            sound = self._sounds.get(name)
            if sound is None or self._muted or self._volume == 0.0:
                return False
            # Sound.play() on a stopped mixer (after pygame.quit()) is a segfault in pygame-ce
            # 2.5, not an exception: check first.
            if not pygame.mixer.get_init():
                self._warn_once("stopped", "sound off: the audio mixer was stopped")
                return False
            return sound.play() is not None
        except Exception as exc:
            self._warn_once(f"play:{name}", "sound %r could not play (%s)", name, exc)
            return False

    def close(self) -> None:
        """Stop every sound and release the mixer if this object started it. Never raises."""
        if not self.available:
            return
        self.available = False
        try:
            pygame.mixer.stop()
            self._sounds.clear()
            if self._owns_mixer:
                pygame.mixer.quit()
        except Exception as exc:
            log.warning("audio did not close cleanly (%s)", exc)

    # ------------------------------------------------------------------ helpers

    def _apply_volume(self) -> None:
        for name, sound in self._sounds.items():
            try:
                sound.set_volume(self._volume * BALANCE.get(name, 1.0))
            except Exception as exc:
                self._warn_once(f"volume:{name}", "sound %r volume not set (%s)", name, exc)

    def _warn_once(self, key: str, message: str, *args: object) -> None:
        if key not in self._warned:
            self._warned.add(key)
            log.warning(message, *args)

"""Background music: the Battle for Wesnoth tracks of `sounds/music/` (made by
`sounds/make_music.py`), one after another in a shuffled loop, in the menus and at the table.

Music is a nicety, like the sound effects (`game.ui.audio`): without a mixer it stays silent and
every call still works. It streams through `pygame.mixer.music`, which decodes on SDL's audio
thread, so a frame only ever asks whether the track is still playing; a new track is opened
between two frames (under a millisecond once the decoder is warm). Each track fades in; the
tracks end on their own closing bars, then a short silence before the next.
"""

from __future__ import annotations

import logging
import random
from pathlib import Path
from typing import Any

import pygame

from game.ui.audio import clamped_volume

log = logging.getLogger(__name__)

FADE_IN_MS = 3000
MUTE_FADE_MS = 400  # muting fades out quickly rather than cutting a note in half
GAP_MS = 3000  # the silence between one track's end and the next one's start


class Music:
    """The music player; `update` each frame. Safe to call anytime, whatever the mixer.

    `stream` is `pygame.mixer.music` unless a test passes a stand-in with its methods. With
    `enabled=False`, no tracks or no started mixer, nothing ever plays (`available` is False).
    `volume` (0.0-1.0) is the music's own level; at 0 the stream stops, as when `muted`.
    """

    def __init__(
        self, folder: Path, enabled: bool = True, stream: Any = None, seed: int | None = None
    ) -> None:
        self.tracks = _list_tracks(Path(folder))
        random.Random(seed).shuffle(self.tracks)
        self._stream = stream
        self.available = enabled and bool(self.tracks) and self._find_stream()
        self._volume = 1.0
        self._muted = False
        self._next = 0  # tracks started or tried so far; modulo their number, the next one
        self._playing = False  # a track was started and has not been stopped by us
        self._silence_ms = 0.0  # since the last track ended
        self._failures = 0  # tracks in a row that would not open
        self._warned: set[str] = set()

    def _find_stream(self) -> bool:
        """The mixer's music stream, if `Audio` (or anyone) started the mixer."""
        if self._stream is not None:
            return True
        try:
            if not pygame.mixer.get_init():
                log.warning("music off: the audio mixer is not running")
                return False
            self._stream = pygame.mixer.music
        except Exception as exc:  # pygame built without SDL_mixer raises on any use
            log.warning("music off: no audio mixer (%s)", exc)
            return False
        return True

    # ------------------------------------------------------------------ controls

    @property
    def volume(self) -> float:
        return self._volume

    @volume.setter
    def volume(self, value: float) -> None:
        self._volume = clamped_volume(value, self._volume)
        if self._volume == 0.0:
            self._stop(0)
        else:
            self._call("set_volume", self._volume)

    @property
    def muted(self) -> bool:
        return self._muted

    @muted.setter
    def muted(self, value: bool) -> None:
        self._muted = bool(value)
        if self._muted:
            self._stop(MUTE_FADE_MS)

    @property
    def silent(self) -> bool:
        """Nothing is to be heard: no mixer, muted, or the volume at 0."""
        return not self.available or self._muted or self._volume == 0.0

    def update(self, elapsed_ms: float) -> None:
        """Start the first track, or the next one once the last has ended and the gap passed."""
        if self.silent:
            return
        if self._playing:
            if self._call("get_busy"):
                return
            self._playing = False
            self._silence_ms = 0.0
        if self._next > 0:  # not the first: after the gap
            self._silence_ms += elapsed_ms
            if self._silence_ms < GAP_MS:
                return
        self._start_next()

    def close(self) -> None:
        """Stop the music (the window is closing). Never raises."""
        self._stop(0)
        self.available = False

    # ------------------------------------------------------------------ helpers

    def _start_next(self) -> None:
        track = self.tracks[self._next % len(self.tracks)]
        self._next += 1
        self._silence_ms = 0.0
        started = (
            self._call("load", str(track))
            and self._call("set_volume", self._volume)
            and self._call("play", fade_ms=FADE_IN_MS)
        )
        if started:
            self._playing = True
            self._failures = 0
            return
        self._failures += 1
        if self._failures >= len(self.tracks):
            log.warning("music off: no track would play")
            self.available = False

    def _stop(self, fade_ms: int) -> None:
        if not self._playing:
            return
        self._playing = False
        self._silence_ms = GAP_MS  # when sound comes back, the next track starts at once
        if fade_ms:
            self._call("fadeout", fade_ms)
        else:
            self._call("stop")

    def _call(self, name: str, *args: Any, **kwargs: Any) -> Any:
        """One method of the stream, or None (logged once a kind) if it raises or is missing."""
        if not self.available:
            return None
        try:
            result = getattr(self._stream, name)(*args, **kwargs)
        except Exception as exc:  # pygame.error: the mixer gone, a damaged file
            if name not in self._warned:
                self._warned.add(name)
                log.warning("music: %s failed (%s)", name, exc)
            return None
        return True if result is None else result


def _list_tracks(folder: Path) -> list[Path]:
    try:
        return sorted(folder.glob("*.ogg"))
    except OSError as exc:
        log.warning("no music: cannot read %s (%s)", folder, exc)
        return []

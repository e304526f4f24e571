"""The music player: the tracks in turn with a fade-in and a gap, volume 0 and mute stop the
stream, a track that will not open is skipped, and without a mixer all is silent. A stand-in
records what the player asks of the stream, so no test decodes any music."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.ui.app import App
from game.ui.audio import sound_allowed
from game.ui.autoplay import FRAME_MS
from game.ui.music import FADE_IN_MS, GAP_MS, MUTE_FADE_MS, Music
from game.ui.scenes.menus import MenuScene
from game.ui.settings import load_settings

pytestmark = pytest.mark.ui

MUSIC_DIR = Path(__file__).resolve().parents[2] / "sounds" / "music"
TRACKS = sorted(path.name for path in MUSIC_DIR.glob("*.ogg"))


class Stream:
    """What `pygame.mixer.music` offers the player, noting each call; `end()` ends a track."""

    def __init__(self, broken: frozenset[str] = frozenset()) -> None:
        self.calls: list[tuple[Any, ...]] = []
        self.busy = False
        self.volume = 1.0
        self.broken = broken

    def load(self, path: str) -> None:
        if Path(path).name in self.broken:
            raise pygame.error(f"{path}: not an Ogg Vorbis file")
        self.calls.append(("load", Path(path).name))

    def play(self, fade_ms: int = 0) -> None:
        self.busy = True
        self.calls.append(("play", fade_ms))

    def set_volume(self, value: float) -> None:
        self.volume = value

    def get_busy(self) -> bool:
        return self.busy

    def stop(self) -> None:
        self.busy = False
        self.calls.append(("stop",))

    def fadeout(self, ms: int) -> None:
        self.busy = False
        self.calls.append(("fadeout", ms))

    def end(self) -> None:
        self.busy = False

    def take(self) -> list[tuple[Any, ...]]:
        calls, self.calls = self.calls, []
        return calls


@pytest.fixture
def stream() -> Stream:
    return Stream()


def loads(calls: list[tuple[Any, ...]]) -> list[str]:
    return [call[1] for call in calls if call[0] == "load"]


def test_the_shipped_music_is_a_few_small_tracks() -> None:
    sizes = [(MUSIC_DIR / name).stat().st_size for name in TRACKS]
    assert 3 <= len(TRACKS) <= 4
    assert sum(sizes) <= 6_000_000


def test_every_track_in_turn_with_a_fade_in_then_a_gap(stream: Stream) -> None:
    music = Music(MUSIC_DIR, stream=stream, seed=3)
    music.volume = 0.5
    music.update(FRAME_MS)  # the first track at once
    first = stream.take()
    assert first == [("load", first[0][1]), ("play", FADE_IN_MS)] and stream.volume == 0.5
    heard = [first[0][1]]
    for _ in range(len(TRACKS)):
        music.update(60_000)
        assert stream.take() == []  # still playing
        stream.end()
        music.update(GAP_MS - 1)
        assert stream.take() == []  # the silence between two tracks
        music.update(1)
        calls = stream.take()
        assert calls[1:] == [("play", FADE_IN_MS)]
        heard += loads(calls)
    assert sorted(heard[:-1]) == TRACKS  # each track once
    assert heard[-1] == heard[0]  # then the loop comes round again


def test_the_order_is_shuffled_by_the_seed(stream: Stream) -> None:
    orders = {tuple(str(track) for track in Music(MUSIC_DIR, seed=s).tracks) for s in range(8)}
    assert len(orders) > 1
    assert all(sorted(Path(t).name for t in order) == TRACKS for order in orders)


def test_volume_zero_stops_the_stream_and_a_volume_starts_it_again(stream: Stream) -> None:
    music = Music(MUSIC_DIR, stream=stream, seed=1)
    music.update(FRAME_MS)
    stream.take()
    music.volume = 0.0
    assert stream.take() == [("stop",)] and music.silent
    music.update(GAP_MS * 2)
    assert stream.take() == []  # nothing while at 0
    music.volume = 0.3
    music.update(FRAME_MS)  # the next track, with no gap: the player asked for music
    calls = stream.take()
    assert len(loads(calls)) == 1 and calls[-1] == ("play", FADE_IN_MS)
    assert stream.volume == 0.3
    music.volume = float("nan")
    assert music.volume == 0.3
    music.volume = 4.0
    assert music.volume == 1.0 and stream.volume == 1.0


def test_mute_fades_out_and_unmute_plays_on(stream: Stream) -> None:
    music = Music(MUSIC_DIR, stream=stream, seed=1)
    music.update(FRAME_MS)
    stream.take()
    music.muted = True
    assert stream.take() == [("fadeout", MUTE_FADE_MS)]
    music.update(GAP_MS * 2)
    assert stream.take() == []
    music.muted = False
    music.update(FRAME_MS)
    assert len(loads(stream.take())) == 1


def test_a_track_that_will_not_open_is_skipped(caplog: pytest.LogCaptureFixture) -> None:
    stream = Stream(broken=frozenset(TRACKS[:1]))
    music = Music(MUSIC_DIR, stream=stream, seed=0)
    music.tracks.sort()  # the broken one first
    with caplog.at_level(logging.WARNING, logger="game.ui.music"):
        music.update(FRAME_MS)
        assert stream.take() == []
        music.update(GAP_MS)
    assert loads(stream.take()) == [TRACKS[1]] and music.available
    assert "not an Ogg Vorbis file" in caplog.text


def test_when_no_track_opens_the_music_gives_up_quietly(caplog: pytest.LogCaptureFixture) -> None:
    stream = Stream(broken=frozenset(TRACKS))
    music = Music(MUSIC_DIR, stream=stream)
    with caplog.at_level(logging.WARNING, logger="game.ui.music"):
        for _ in range(len(TRACKS) + 2):
            music.update(GAP_MS)
    assert not music.available and stream.take() == []
    assert len(caplog.records) == 2  # the first failure, then giving up


@pytest.fixture
def no_mixer() -> Iterator[None]:
    before = pygame.mixer.get_init()
    pygame.mixer.quit()
    yield
    if before:
        pygame.mixer.init(*before)


def fail(*args: object, **kwargs: object) -> None:
    raise pygame.error("no audio device")


@pytest.mark.usefixtures("no_mixer")
def test_a_mixer_not_started_means_silence(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, logger="game.ui.music"):
        music = Music(MUSIC_DIR)
    assert not music.available and "not running" in caplog.text
    music.volume = 0.0
    music.volume = 0.8
    music.muted = True
    music.muted = False
    music.update(GAP_MS)
    music.close()
    assert not pygame.mixer.get_init()


def test_a_pygame_without_mixer_means_silence(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pygame.mixer, "get_init", fail)
    music = Music(MUSIC_DIR)
    assert not music.available
    music.update(GAP_MS)
    music.volume = 0.2
    assert music.volume == 0.2


def test_disabled_or_no_tracks_never_asks_the_stream(tmp_path: Path, stream: Stream) -> None:
    for music in (Music(MUSIC_DIR, enabled=False, stream=stream), Music(tmp_path, stream=stream)):
        music.update(GAP_MS)
        music.volume = 0.0
        music.close()
        assert not music.available
    assert stream.take() == []


def test_the_tests_keep_the_window_silent(app: App) -> None:
    assert not sound_allowed()
    assert not app.audio.available and not app.music.available


def test_the_window_plays_music_from_the_menus_and_follows_the_settings(
    app: App, stream: Stream
) -> None:
    app.music = Music(MUSIC_DIR, stream=stream, seed=2)
    app.push(MenuScene(app))
    app.step(FRAME_MS)
    assert len(loads(stream.take())) == 1
    app.settings.music_volume = 0.0
    app.apply_settings()
    assert stream.take() == [("stop",)]
    app.settings.music_volume = 0.7
    app.apply_settings()
    app.step(FRAME_MS)
    assert len(loads(stream.take())) == 1 and stream.volume == 0.7
    app.toggle_mute()
    assert stream.take() == [("fadeout", MUTE_FADE_MS)] and app.audio.muted
    assert load_settings()[0].muted
    app.close()
    assert stream.take() == []  # already silent

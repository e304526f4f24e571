"""Audio: every sound plays under the SDL dummy driver; with no mixer, silence and no exception."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.ui.audio import BALANCE, Audio

pytestmark = pytest.mark.ui

SOUND_DIR = Path(__file__).resolve().parents[2] / "sounds"
NAMES = frozenset({"coin", "coins", "card", "flip", "hero", "distinction", "end", "click", "gem"})


@pytest.fixture(autouse=True)
def fresh_mixer() -> Iterator[None]:
    """Each test starts with the mixer stopped, and leaves it as it found it."""
    before = pygame.mixer.get_init()
    pygame.mixer.quit()
    yield
    pygame.mixer.quit()
    if before:
        pygame.mixer.init(*before)


@pytest.fixture
def audio() -> Iterator[Audio]:
    sounds = Audio(SOUND_DIR)
    assert sounds.available, "the SDL dummy audio driver should give a working mixer"
    yield sounds
    sounds.close()


def fail(*args: object, **kwargs: object) -> None:
    raise pygame.error("no audio device")


def test_plays_every_sound(audio: Audio) -> None:
    assert audio.names == NAMES
    for name in sorted(NAMES):
        assert audio.play(name), name


def test_volume_applies_to_every_sound_and_is_clamped(audio: Audio) -> None:
    assert audio.volume == 1.0
    audio.volume = 0.5
    assert audio.volume == 0.5
    for name, sound in audio._sounds.items():
        # pygame keeps volumes in 1/128 steps
        assert sound.get_volume() == pytest.approx(0.5 * BALANCE.get(name, 1.0), abs=1 / 128)
    assert audio.play("coin")
    audio.volume = 7.0
    assert audio.volume == 1.0
    audio.volume = float("nan")
    assert audio.volume == 1.0
    audio.volume = -1.0
    assert audio.volume == 0.0
    assert all(sound.get_volume() == 0.0 for sound in audio._sounds.values())
    assert not audio.play("coin")


def test_mute_silences_until_unmuted(audio: Audio) -> None:
    assert not audio.muted
    assert audio.play("end")
    audio.muted = True
    assert audio.muted
    assert not pygame.mixer.get_busy()  # muting stops what was playing
    assert not any(audio.play(name) for name in NAMES)
    assert not pygame.mixer.get_busy()
    audio.muted = False
    assert audio.play("end")


def test_unknown_names_are_ignored_and_logged_once(
    audio: Audio, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.WARNING, logger="game.ui.audio"):
        assert not audio.play("trumpet")
        assert not audio.play("trumpet")
        assert not audio.play("")
        assert not audio.play(["coin"])  # type: ignore[arg-type]
    messages = [record.getMessage() for record in caplog.records]
    assert len(messages) == 3
    assert "trumpet" in messages[0]


def test_failing_mixer_means_silence(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(pygame.mixer, "init", fail)
    with caplog.at_level(logging.WARNING, logger="game.ui.audio"):
        sounds = Audio(SOUND_DIR)
    assert not sounds.available
    assert "no audio device" in caplog.text
    assert sounds.names == NAMES  # still known, so typos are still reported
    for name in sorted(NAMES):
        assert not sounds.play(name)
    assert not sounds.play("trumpet")
    sounds.volume = 0.3
    sounds.muted = True
    sounds.muted = False
    assert sounds.volume == 0.3
    sounds.close()


def test_missing_mixer_module_means_silence(monkeypatch: pytest.MonkeyPatch) -> None:
    """pygame built without SDL_mixer raises on any use of pygame.mixer."""
    monkeypatch.setattr(pygame.mixer, "get_init", fail)
    sounds = Audio(SOUND_DIR)
    assert not sounds.available
    assert not sounds.play("coin")


def test_disabled_never_touches_the_mixer(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pygame.mixer, "init", fail)
    monkeypatch.setattr(pygame.mixer, "get_init", fail)
    sounds = Audio(SOUND_DIR, enabled=False)
    assert not sounds.available
    assert not sounds.play("coin")
    sounds.muted = True
    sounds.close()


def test_play_never_raises(audio: Audio, caplog: pytest.LogCaptureFixture) -> None:
    class Broken:
        def play(self) -> None:
            raise pygame.error("mixer not initialized")

        def set_volume(self, value: float) -> None:
            raise pygame.error("mixer not initialized")

    audio._sounds["coin"] = Broken()  # type: ignore[assignment]
    with caplog.at_level(logging.WARNING, logger="game.ui.audio"):
        assert not audio.play("coin")
        assert not audio.play("coin")
        audio.volume = 0.4
    assert len(caplog.records) == 2  # one for play, one for volume
    pygame.mixer.quit()  # the mixer vanishing under live sounds
    assert not audio.play("card")


def test_reuses_a_running_mixer_and_leaves_it_running() -> None:
    pygame.mixer.init()
    sounds = Audio(SOUND_DIR)
    assert sounds.available
    assert sounds.play("click")
    sounds.close()
    assert pygame.mixer.get_init()


def test_missing_folder_is_silent(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, logger="game.ui.audio"):
        sounds = Audio(tmp_path / "nowhere")
    assert sounds.names == frozenset()
    assert not sounds.play("coin")
    assert "no sounds" in caplog.text
    sounds.close()

"""What the player can tune, kept between sessions in the data directory (settings.json).

Pure (no pygame) so loading and saving are testable headless; a broken file is set aside and the
defaults are used, with a notice the window can show.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from pathlib import Path

from game.core.storage import StorageError, data_dir, read_json, set_aside, write_json_atomic

ANIMATION_SPEEDS = (0, 140, 260, 420)  # off, fast, normal, slow (ms per move)
LANGUAGES = ("en", "fr")


@dataclass
class Settings:
    language: str = "en"
    muted: bool = False
    volume: float = 0.7
    ai_pace_ms: int = 700  # the pause after each AI decision so a person can follow it
    animation_ms: int = 260
    fullscreen: bool = False
    autopick: bool = True  # play a decision by itself when only one choice is left
    compact: bool = False  # opponents as one-line summaries, more room for your own board
    high_contrast: bool = False

    def clamp(self) -> None:
        """Keep every value in its range, whatever a hand-edited file says."""
        self.language = self.language if self.language in LANGUAGES else "en"
        self.volume = min(1.0, max(0.0, float(self.volume)))
        self.ai_pace_ms = min(3000, max(0, int(self.ai_pace_ms)))
        if self.animation_ms not in ANIMATION_SPEEDS:
            self.animation_ms = 260


def settings_path() -> Path:
    return data_dir() / "settings.json"


def load_settings() -> tuple[Settings, str | None]:
    """The saved settings (defaults when none), and a problem to tell the player, if any."""
    path = settings_path()
    if not path.exists():
        return Settings(), None
    try:
        data = read_json(path)
        known = {f.name for f in fields(Settings)}
        settings = Settings(**{k: v for k, v in data.items() if k in known})
        settings.clamp()
        return settings, None
    except (StorageError, TypeError, ValueError) as exc:
        aside = set_aside(path)
        return Settings(), f"{exc} (kept as {aside.name})"


def save_settings(settings: Settings) -> None:
    write_json_atomic(settings_path(), asdict(settings))

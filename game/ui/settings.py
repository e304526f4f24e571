"""What the player can tune, kept between sessions in the data directory (settings.json).

Pure (no pygame) so loading and saving are testable headless. Whatever a hand-edited or damaged
file holds, the game starts: a value of the wrong type or not a finite number (`Infinity`,
`1e400`, `NaN`, a string for a switch, a list for the language) is put back to its default, the
file is set aside, and a notice tells the player once; so is a remembered game this version does
not have, or a text no file can hold (a lone surrogate). A number that is merely out of range is
clamped silently, as the settings screen would have.

A file from before the music kept one `volume`, for the sound effects: it is read as the effects
volume, so nobody's level changes, and the next save writes the new names.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

from game.core import registry
from game.core.storage import (
    Notice,
    StorageError,
    data_dir,
    kept_name,
    read_json,
    write_json_atomic,
)

ANIMATION_SPEEDS = (0, 140, 260, 420)  # off, fast, normal, slow (ms per move)
LANGUAGES = ("en", "fr")
PACE_MAX_MS = 3000


@dataclass
class Settings:
    language: str = "en"
    muted: bool = False  # every sound off, the music too, whatever the volumes
    effects_volume: float = 0.7
    music_volume: float = 0.4  # under the effects: a background, not a concert
    ai_pace_ms: int = 700  # the pause after each AI decision so a person can follow it
    animation_ms: int = 260
    fullscreen: bool = False
    autopick: bool = True  # play a decision by itself when only one choice is left
    compact: bool = False  # opponents as one-line summaries, more room for your own board
    high_contrast: bool = False
    game: str = ""  # the key of the game last chosen in the launcher ("": none yet)

    def clamp(self) -> None:
        """Keep every value in its range, whatever was assigned; never raises."""
        default = Settings()
        for name in _wrong_values(asdict(self)):
            setattr(self, name, getattr(default, name))
        self.effects_volume = min(1.0, max(0.0, float(self.effects_volume)))
        self.music_volume = min(1.0, max(0.0, float(self.music_volume)))
        self.ai_pace_ms = min(PACE_MAX_MS, max(0, int(self.ai_pace_ms)))
        self.animation_ms = (
            int(self.animation_ms)
            if self.animation_ms in ANIMATION_SPEEDS
            else default.animation_ms
        )


def _finite_number(value: Any) -> bool:
    """A real number that `float()` and `int()` take without error (no bool, inf or NaN)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return False
    try:
        return math.isfinite(float(value))
    except OverflowError:  # an int beyond any float, e.g. 10**400
        return False


def _wrong_values(data: dict[str, Any]) -> list[str]:
    """The known settings in `data` whose value cannot be used: wrong type or not finite."""
    wrong = []
    for f in fields(Settings):
        if f.name not in data:
            continue
        value = data[f.name]
        if f.name == "language":
            ok = isinstance(value, str) and value in LANGUAGES
        elif f.name == "game":
            ok = _known_game(value)
        elif f.type in ("bool", bool):
            ok = isinstance(value, bool)
        elif f.type in ("str", str):
            ok = isinstance(value, str)
        else:
            ok = _finite_number(value)
        if not ok:
            wrong.append(f.name)
    return wrong


def _known_game(value: Any) -> bool:
    """No game chosen yet, or a registered game's key: anything else (a lone surrogate, which
    no file can hold, a control character, a game this version lacks) is not a game to open."""
    known = registry.keys()
    return value == "" or (isinstance(value, str) and value in known)


def settings_path() -> Path:
    return data_dir() / "settings.json"


def load_settings() -> tuple[Settings, Notice | None]:
    """The saved settings (defaults when none), and a notice for the player when the file had
    to be set aside (then every unusable value is back to its default)."""
    try:
        path = settings_path()
        data = read_json(path)
    except OSError:  # no data folder can be made: play with the defaults
        return Settings(), None
    except StorageError as exc:
        if exc.reason == "missing":
            return Settings(), None
        return Settings(), _set_aside(path, str(exc))
    data = _migrated(data)
    wrong = _wrong_values(data)
    known = {f.name for f in fields(Settings)}
    settings = Settings(**{k: v for k, v in data.items() if k in known and k not in wrong})
    settings.clamp()
    if not wrong:
        return settings, None
    return settings, _set_aside(path, f"wrong values for {', '.join(wrong)}")


def _migrated(data: dict[str, Any]) -> dict[str, Any]:
    """The old single `volume` as the effects volume, unless the file already has the new name."""
    if "volume" not in data or "effects_volume" in data:
        return data
    data = dict(data)
    data["effects_volume"] = data.pop("volume")
    return data


def _set_aside(path: Path, problem: str) -> Notice:
    """Move the bad file aside (so the message is shown once, not at every start) and say so;
    if even that fails the game still starts, and the file is reported where it is."""
    kept = kept_name(path)
    return Notice(
        "files.settings_reset",
        f"The settings could not be read ({problem}); the default settings are used "
        f"instead. The file was kept as {kept}.",
        {"file": kept},
    )


def save_settings(settings: Settings) -> None:
    """Write the settings as `clamp` leaves them (every unusable value back to its default), so
    whatever got into memory, the file can always be written and read back."""
    kept = replace(settings)
    kept.clamp()
    write_json_atomic(settings_path(), asdict(kept))

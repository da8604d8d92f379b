"""The player's preferences: window, scale, speed, sound, language, colours.

Stored as JSON in the user config folder. Reading never fails: a missing file gives the
defaults, and a corrupt or half-valid one gives the defaults for whatever cannot be read, with a
warning in the log, because a broken preferences file must not stop anyone from playing.
"""
from __future__ import annotations

import json
import logging
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

from game.shell import paths
from net.autosave import write_atomic

log = logging.getLogger(__name__)

RESOLUTIONS: tuple[tuple[int, int], ...] = (
    (1280, 720), (1600, 900), (1920, 1080), (2560, 1440), (3840, 2160),
)
MIN_SIZE = (1280, 720)
UI_SCALES: tuple[float, ...] = (0.75, 0.9, 1.0, 1.1, 1.25, 1.5)
ANIMATION_SPEEDS: tuple[float, ...] = (0.5, 1.0, 2.0, 4.0)
VOLUMES: tuple[int, ...] = tuple(range(0, 101, 10))
LANGUAGES: tuple[str, ...] = ("en", "fr")
# Seconds a finished ceremony nobody at this screen answered in waits before the game goes
# on by itself (0: it waits for Continue).
CEREMONY_PAUSES: tuple[float, ...] = (0.0, 1.5, 3.0, 6.0)


@dataclass(frozen=True)
class Settings:
    """One set of preferences; every field has a safe default."""

    resolution: tuple[int, int] = (1600, 900)
    fullscreen: bool = False
    ui_scale: float = 1.0
    animation_speed: float = 1.0
    volume: int = 70
    muted: bool = False
    language: str = "en"
    colourblind: bool = False
    ceremony_pause: float = 3.0
    your_turn: bool = True          # a sound and the window's attention (game.shell.your_turn)

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["resolution"] = list(self.resolution)
        data["version"] = 1
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Settings":
        """Take every field that is valid and keep the default for the others."""
        if not isinstance(data, dict):
            raise ValueError("settings must be a JSON object")
        base = cls()
        values: dict[str, Any] = {}
        for f in fields(cls):
            if f.name not in data:
                continue
            try:
                values[f.name] = _CHECKS[f.name](data[f.name])
            except (TypeError, ValueError) as exc:
                log.warning("settings: ignoring %s=%r (%s)", f.name, data[f.name], exc)
        return replace(base, **values)


def _resolution(value: Any) -> tuple[int, int]:
    w, h = (int(v) for v in value)
    if w < MIN_SIZE[0] or h < MIN_SIZE[1] or w > 7680 or h > 4320:
        raise ValueError("resolution out of range")
    return (w, h)


def _bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise TypeError("expected true or false")
    return value


def _choice(options: tuple[Any, ...], convert: Any) -> Any:
    def check(value: Any) -> Any:
        converted = convert(value)
        if converted not in options:
            raise ValueError(f"expected one of {options}")
        return converted

    return check


_CHECKS: dict[str, Any] = {
    "resolution": _resolution,
    "fullscreen": _bool,
    "ui_scale": _choice(UI_SCALES, float),
    "animation_speed": _choice(ANIMATION_SPEEDS, float),
    "volume": _choice(VOLUMES, int),
    "muted": _bool,
    "your_turn": _bool,
    "language": _choice(LANGUAGES, str),
    "colourblind": _bool,
    "ceremony_pause": _choice(CEREMONY_PAUSES, float),
}


def load(path: Path | None = None) -> Settings:
    """Read the settings file; never raises."""
    path = path or paths.settings_path()
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Settings()
    except OSError as exc:
        log.warning("cannot read settings %s (%s); using defaults", path, exc)
        return Settings()
    try:
        return Settings.from_dict(json.loads(text))
    except (ValueError, TypeError) as exc:
        log.warning("corrupt settings file %s (%s); using defaults", path, exc)
        return Settings()


def save(settings: Settings, path: Path | None = None) -> bool:
    """Write the settings atomically (temporary file synced, then renamed: issue 18, fault 7);
    False, logged, if that fails."""
    path = path or paths.settings_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(path, json.dumps(settings.to_dict(), indent=2))
        return True
    except OSError as exc:
        log.warning("cannot save settings to %s (%s)", path, exc)
        return False

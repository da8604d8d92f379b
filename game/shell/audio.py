"""Sound effects: dice, steel, drums, horns, fanfares and bells, at the volume of the settings.

The sounds are small WAV files in assets/sounds, synthesized by tools/make_sounds.py. Playing a
sound never fails: without an audio device (``SDL_AUDIODRIVER=dummy``, no sound card, a mixer
that will not open) the game stays silent, and a missing or broken file is only logged once.
Every request is remembered in ``played`` (the last few), which the tests read.
"""
from __future__ import annotations

import collections
import logging
import os
from typing import Any, Callable

import pygame

from game.shell.assets import resource_path

log = logging.getLogger(__name__)

SOUNDS: tuple[str, ...] = ("dice", "steel", "thud", "horn", "drums", "fanfare", "bells", "knell",
                           "chains", "flip", "card", "chime", "turn")


def sound_dir():
    return resource_path("assets", "sounds")


class Audio:
    """The mixer, opened on first use; silent when there is no device."""

    def __init__(self, settings: Callable[[], Any] | None = None) -> None:
        self.settings = settings or (lambda: None)
        self.enabled: bool | None = None          # None: not tried yet
        self.sounds: dict[str, pygame.mixer.Sound | None] = {}
        self.played: collections.deque[str] = collections.deque(maxlen=64)
        self.reason = ""

    # --- the device -----------------------------------------------------------------------
    def open(self) -> bool:
        """Open the mixer once; False (and silent for good) when there is no device."""
        if self.enabled is not None:
            return self.enabled
        if os.environ.get("SDL_AUDIODRIVER", "").lower() in ("dummy", "disk"):
            return self._silent("no audio device (SDL_AUDIODRIVER=%s)" % os.environ["SDL_AUDIODRIVER"])
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=22050, size=-16, channels=2, buffer=512)
            pygame.mixer.set_num_channels(16)
        except Exception as exc:              # pygame.error, or no mixer module at all
            return self._silent(f"no sound: {exc}")
        self.enabled = True
        return True

    def _silent(self, reason: str) -> bool:
        self.enabled = False
        self.reason = reason
        log.info("%s; the game stays silent", reason)
        return False

    # --- settings -------------------------------------------------------------------------
    @property
    def volume(self) -> float:
        """0..1 from the settings' volume (0-100), 0 when muted."""
        s = self.settings()
        if s is None:
            return 0.7
        if getattr(s, "muted", False):
            return 0.0
        return max(0, min(100, int(getattr(s, "volume", 70)))) / 100.0

    # --- playing --------------------------------------------------------------------------
    def sound(self, name: str) -> pygame.mixer.Sound | None:
        if name not in self.sounds:
            path = sound_dir() / f"{name}.wav"
            try:
                if not path.is_file():
                    raise FileNotFoundError(path)
                self.sounds[name] = pygame.mixer.Sound(str(path))
            except Exception as exc:
                log.warning("sound %s unavailable (%s)", name, exc)
                self.sounds[name] = None
        return self.sounds[name]

    def play(self, name: str, volume: float = 1.0) -> bool:
        """Play a sound at the settings' volume; True if it was actually sent to a device."""
        self.played.append(name)
        level = self.volume * volume
        if level <= 0 or not self.open():
            return False
        sound = self.sound(name)
        if sound is None:
            return False
        try:
            sound.set_volume(level)
            sound.play()
        except Exception as exc:
            log.warning("cannot play %s (%s)", name, exc)
            return False
        return True

    def stop(self) -> None:
        if self.enabled:
            try:
                pygame.mixer.stop()
            except Exception:
                pass


def audio_for(app: Any = None) -> Audio:
    """The app's own Audio (each App owns one, so two apps never share what was played);
    a silent stand-in for an object that is not an App."""
    audio = getattr(app, "audio", None)
    if isinstance(audio, Audio):
        return audio
    return Audio(lambda: getattr(app, "settings", None))


# The events of a game that sound on the table (its ceremonies have their own cues).
EVENT_SOUNDS = {"round_started": "horn", "title_bought": "fanfare", "crown_passed": "fanfare",
                "lord_died": "knell", "lord_captured": "chains", "married": "bells",
                "game_won": "fanfare", "recruited": "steel", "built": "thud"}


def sound_events(app: Any, events: list[dict[str, Any]]) -> None:
    """Play once each sound the ``events`` call for; sound is a nicety and never fails."""
    sounds = [EVENT_SOUNDS[e["kind"]] for e in events if e.get("kind") in EVENT_SOUNDS]
    if not sounds:
        return
    try:
        audio = audio_for(app)
        for name in dict.fromkeys(sounds):
            audio.play(name, 0.6)
    except Exception:  # noqa: BLE001 - sound is a nicety
        log.debug("no sound", exc_info=True)

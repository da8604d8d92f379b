"""Sound: the synthesized files are what tools/make_sounds.py makes, every cue the scenes use
exists, the volume and mute come from the settings, and without an audio device (the dummy
driver, or a mixer that fails to open) the game stays silent instead of failing."""
import os

import io
import wave
from array import array
from dataclasses import replace

import pygame
import pytest

from game.shell import audio
from game.fief.anim.battle import BattleScript
from game.fief.anim.cast import Cast
from game.fief.anim.election import ElectionScript
from game.shell.settings import Settings
from game.fief.scenes.marriage import MarriageScript
from tools import make_sounds


def samples(data: bytes) -> tuple[int, array]:
    with wave.open(io.BytesIO(data)) as w:
        return w.getframerate(), array("h", w.readframes(w.getnframes()))


def test_the_committed_sounds_are_what_the_tool_makes():
    """Same rate, same length, the same samples (to a unit of rounding: another platform's
    libm may differ in the last bit of a sine)."""
    for name in ("dice", "flip", "thud"):              # the quick ones; --check does them all
        rate, committed = samples((audio.sound_dir() / f"{name}.wav").read_bytes())
        rate2, made = samples(make_sounds.render(name))
        assert rate == rate2 and len(committed) == len(made)
        assert max(abs(a - b) for a, b in zip(committed, made)) <= 2
    assert set(make_sounds.SOUNDS) == set(audio.SOUNDS)


def test_sound_files_are_small_mono_16_bit_wavs():
    total = 0
    for name in audio.SOUNDS:
        path = audio.sound_dir() / f"{name}.wav"
        with wave.open(str(path)) as w:
            assert (w.getnchannels(), w.getsampwidth()) == (1, 2)
            assert w.getframerate() in (16000, 22050)
            assert 0.1 < w.getnframes() / w.getframerate() < 3.0
        total += path.stat().st_size
    assert total < 700_000


def test_every_cue_of_the_scripts_has_a_sound():
    cast = Cast(("A", "B"), ("blue", "red"))
    side = {"sp": 4, "knights": 1, "men": 1, "lords": 0, "base_dice": 1, "dice": 1,
            "modifiers": []}
    events = [{"kind": "battle_declared", "player": 0, "target": 1, "village": "X",
               "cavalcade": False, "tunnel": False},
              {"kind": "battle_started", "village": "X", "attacker": 0, "defender": 1,
               "attack": [[0, 1, 1, ["HUGUES"]]], "defence": [[1, 1, 1, []]], "besiegers": [],
               "cavalcade": False, "engines": 0, "fort": None, "gates_open": False, "penalty": 0,
               "tunnel": False, "attack_strength": side, "defence_strength": side},
              {"kind": "battle_roll", "round": 1, "attack_faces": [3], "defence_faces": [2],
               "attack_hits": 3, "defence_hits": 2, "attack_dice": 1, "defence_dice": 1,
               "village": "X", "cavalcade_bonus": 0, "engines": 0, "fort": None, "grail": False,
               "penalty": 0, "attack_strength": side, "defence_strength": side},
              {"kind": "casualties", "side": "defence", "knights": ["1:1"], "men": [], "lords": [],
               "hits": 3, "player": 1, "round": 1, "village": "X"},
              {"kind": "lord_captured", "lord": "HUGUES", "player": 0, "captor": 1,
               "cause": "battle", "previous": None, "village": "X"},
              {"kind": "lord_died", "lord": "HUGUES", "player": 0, "cause": "battle"},
              {"kind": "tunnel", "player": 0, "village": "X"},
              {"kind": "battle_ended", "outcome": "victory", "winner": "attack", "village": "X",
               "attacker": 0, "defender": 1, "besiegers": [], "controller": 0, "engines": [],
               "rounds": 1, "rule": "6.3", "attack_strength": side, "defence_strength": side}]
    cues = {c.sound for c in BattleScript(events, cast).timeline.cues}
    result = {"kind": "election_result", "item": "king", "candidates": [[0, "ARTHUR"]],
              "markers": [[0, "for", "ARTHUR", 3]], "tally": [["ARTHUR", 3]], "winner": "ARTHUR",
              "reason": "elected"}
    cues |= {c.sound for c in ElectionScript([{"kind": "candidate_declared", "player": 0, "lord": "ARTHUR",
                                                "item": "king"},
                                               {"kind": "vote_placed", "player": 0, "on": ["ARTHUR"]}, result],
                                              cast).timeline.cues}
    cues |= {c.sound for c in MarriageScript([{"kind": "married", "lord": "A", "lady": "B", "players": [0, 1]},
                                              {"kind": "queen_crowned", "lord": "B"}], cast).timeline.cues}
    assert cues >= {"dice", "steel", "thud", "chains", "knell", "card", "fanfare", "horn", "drums",
                    "flip", "bells", "chime"}
    assert cues <= set(audio.SOUNDS)


def test_the_dummy_driver_means_silence_without_failure(monkeypatch):
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    sound = audio.Audio(lambda: Settings(volume=80))
    assert sound.play("dice") is False and not sound.enabled
    assert list(sound.played) == ["dice"]
    sound.stop()


def test_a_mixer_that_will_not_open_means_silence(monkeypatch):
    monkeypatch.setenv("SDL_AUDIODRIVER", "pulseaudio")

    def refuse(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", refuse)
    sound = audio.Audio(lambda: Settings())
    assert sound.play("fanfare") is False
    assert sound.enabled is False and "No available audio device" in sound.reason
    assert sound.play("bells") is False                 # tried once, then silent for good


def test_volume_and_mute_come_from_the_settings():
    settings = Settings(volume=50)
    sound = audio.Audio(lambda: settings)
    assert sound.volume == pytest.approx(0.5)
    settings = replace(settings, volume=0)
    assert sound.volume == 0
    settings = replace(Settings(volume=90), **({"muted": True} if hasattr(Settings(), "muted") else {"volume": 0}))
    assert sound.volume == 0
    assert audio.Audio(lambda: None).volume == pytest.approx(0.7)


def test_a_working_mixer_plays_at_the_settings_volume(monkeypatch):
    """With a mixer that opens (faked here), each sound is loaded once and given the volume."""
    monkeypatch.setenv("SDL_AUDIODRIVER", "pulseaudio")
    played = []

    class FakeSound:
        def __init__(self, path):
            self.path = path

        def set_volume(self, v):
            self.volume = v

        def play(self):
            played.append((os.path.basename(self.path), self.volume))

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: (22050, -16, 2))
    monkeypatch.setattr(pygame.mixer, "set_num_channels", lambda n: None)
    monkeypatch.setattr(pygame.mixer, "Sound", FakeSound)
    sound = audio.Audio(lambda: Settings(volume=40))
    assert sound.play("steel", 0.5) and sound.play("steel")
    assert played == [("steel.wav", pytest.approx(0.2)), ("steel.wav", pytest.approx(0.4))]
    assert not sound.play("no-such-sound")

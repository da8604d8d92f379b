"""Settings: JSON round trip, corrupt files, the settings screen applying and saving changes."""
import json
import logging

import pygame
import pytest

from game.shell import i18n, paths
from game.shell import settings as prefs
from game.shell.settings_menu import SettingsScene
from game.shell.smoke import post_click, post_key
from game.testing import make_app, pump


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("FIEF_HOME", str(tmp_path))
    yield tmp_path
    i18n.set_language("en")


def test_settings_round_trip(home):
    custom = prefs.Settings(resolution=(1920, 1080), fullscreen=True, ui_scale=1.25,
                            animation_speed=2.0, volume=30, language="fr", colourblind=True)
    assert prefs.save(custom)
    assert paths.settings_path() == home / "config" / "settings.json"
    assert prefs.load() == custom


def test_missing_file_gives_defaults(home):
    assert prefs.load() == prefs.Settings()


@pytest.mark.parametrize("text", ["{not json", "[1, 2]", "", "\x00\x01"])
def test_corrupt_file_falls_back_to_defaults_with_a_warning(home, caplog, text):
    path = paths.settings_path()
    path.write_text(text, encoding="utf-8")
    with caplog.at_level(logging.WARNING):
        assert prefs.load() == prefs.Settings()
    assert any("settings" in r.getMessage() for r in caplog.records)


def test_bad_values_are_dropped_one_by_one(home, caplog):
    paths.settings_path().write_text(json.dumps({
        "resolution": [100, 100], "fullscreen": "yes", "ui_scale": 1.5, "volume": 55,
        "language": "de", "colourblind": True, "unknown": 1}), encoding="utf-8")
    with caplog.at_level(logging.WARNING):
        loaded = prefs.load()
    assert loaded == prefs.Settings(ui_scale=1.5, colourblind=True)
    assert len(caplog.records) == 4


def test_settings_screen_applies_and_saves_each_change(home):
    app = make_app(scene="settings", size=(1600, 900))
    pump(app)
    scene = app.stack.top
    assert isinstance(scene, SettingsScene)
    post_click(scene.language.arrow_rects()[1].center)  # English -> Français
    pump(app)
    assert app.settings.language == "fr" and i18n.language() == "fr"
    assert i18n._("Back") == "Retour"
    assert prefs.load().language == "fr"
    post_click(scene.resolution.arrow_rects()[1].center)  # 1600x900 -> 1920x1080
    pump(app)
    assert app.screen.get_size() == (1920, 1080) and scene.size == (1920, 1080)
    post_click(scene.ui_scale.arrow_rects()[1].center)
    pump(app)                                   # the rows laid out again at the new scale
    post_click(scene.colourblind.rect.center)
    pump(app)
    saved = prefs.load()
    assert saved.resolution == (1920, 1080) and saved.ui_scale == 1.1 and saved.colourblind
    post_key(pygame.K_ESCAPE)
    pump(app)
    title = app.stack.top
    assert i18n._(title.new_button.label) == "Nouvelle partie"


def test_settings_screen_by_keyboard(home):
    app = make_app(scene="settings")
    pump(app)
    scene = app.stack.top
    post_key(pygame.K_RIGHT)  # the focus starts on the window size
    pump(app)
    assert app.settings.resolution == (1920, 1080)
    for _ in range(4):
        post_key(pygame.K_DOWN)  # display, scale, speed, after a ceremony
    post_key(pygame.K_LEFT)
    pump(app)
    assert scene.form.focus is scene.ceremony_pause and app.settings.ceremony_pause == 1.5
    assert prefs.load().ceremony_pause == 1.5
    post_key(pygame.K_DOWN)  # volume
    post_key(pygame.K_LEFT)
    pump(app)
    assert scene.form.focus is scene.volume and app.settings.volume == 60
    post_key(pygame.K_DOWN)
    post_key(pygame.K_DOWN)
    post_key(pygame.K_SPACE)  # colour-blind colours
    pump(app)
    assert app.settings.colourblind

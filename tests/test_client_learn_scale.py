"""The new screens keep every label whole on the smallest window at the largest UI scale, in
French (the longer language): the title's buttons stay on the screen, the Load screen's and
the replay's labels fit their buttons."""
import pygame
import pytest
from test_client_learn_saves import write_game

from game.shell import i18n, paths
from game.shell import fonts
from game.fief.controller import Outcome
from game.fief.scenes.replay import ReplayScene
from game.fief.scenes.rules_help import RulesHelpScene
from game.fief.scenes.rules_reference import RulesReferenceScene
from game.shell.settings_menu import SettingsScene
from game.fief.scenes.setup import SetupScene
from game.shell.settings import UI_SCALES, Settings
from game.shell.smoke import post_click, post_motion
from game.testing import make_app, pump
from game.fief.ui.label_fit import clipped_labels
from game.shell.widgets import label_text
from fief_tables import hot_seat


def fits(button):
    image = fonts.text(label_text(button.label), "bold" if button.primary else "body", button.font_size, (0, 0, 0))
    return image.get_width() <= button.rect.width and image.get_height() <= button.rect.height + 4


def test_labels_whole_at_720p_and_scale_1_5_in_french(tmp_path, monkeypatch, maps):
    monkeypatch.setenv("FIEF_HOME", str(tmp_path / "home"))
    write_game(paths.saves_dir() / "Vendredi soir.json")
    app = make_app((1280, 720), "title", settings=Settings(language="fr", ui_scale=1.5), maps=maps)
    try:
        pump(app)
        screen = pygame.Rect((0, 0), app.size)
        title = app.stack.top
        assert all(screen.contains(b.rect) for b in title.form.widgets)
        post_click(title.load_button.rect.center)
        pump(app)
        load = app.stack.top
        load.confirm_delete = True
        buttons = [load.open_button, load.replay_button, load.rename_button, load.delete_button, load.back_button]
        assert all(fits(b) for b in buttons), [label_text(b.label) for b in buttons if not fits(b)]
        replay = ReplayScene(app, paths.saves_dir() / "Vendredi soir.json")
        app.stack.push(replay)
        pump(app)
        assert all(fits(b) for b in replay.buttons), [label_text(b.label) for b in replay.buttons if not fits(b)]
    finally:
        app.stack.reset()
        i18n.set_language("en")


# --- every label whole at every UI scale, from 1280x720 to 4K (issue 20) -------------------

# 1280x720 is where a large scale is hardest; 1920x1080 and 4K at every scale are swept by
# bench/label_fit.py (a 4K window takes 1.5-3.5 s a pair, too slow for the suite).
SIZES = [((1280, 720), scale) for scale in UI_SCALES]


def widgets_of(scene):
    mode = getattr(scene, "mode", None)
    return list(scene.form.widgets) + (list(mode.form.widgets) if mode is not None else [])


def whole(app, scene):
    problems = clipped_labels(widgets_of(scene), app.size)
    assert problems == [], (type(scene).__name__, problems)


@pytest.mark.parametrize("size, scale", SIZES)
def test_the_menus_keep_every_label_whole_at_every_scale(tmp_path, monkeypatch, size, scale, maps):
    """In French (the longer words): the title, settings, a new game, the step help and the
    whole reference; the settings are opened and left by posted clicks."""
    monkeypatch.setenv("FIEF_HOME", str(tmp_path / "home"))
    app = make_app(size, "title", settings=Settings(language="fr", ui_scale=scale), maps=maps)
    try:
        pump(app)
        title = app.stack.top
        whole(app, title)
        post_click(title.settings_button.rect.center)
        pump(app)
        settings = app.stack.top
        assert isinstance(settings, SettingsScene)
        whole(app, settings)
        post_motion(settings.colourblind.rect.center)
        pump(app)
        assert settings.colourblind.hovered
        post_click(settings.back_button.rect.center)
        pump(app)
        assert app.stack.top is title
        for scene in (SetupScene(app), RulesHelpScene(app, "movement", Outcome(False, "5.0: no road", "5.0")),
                      RulesReferenceScene(app, "5.0")):
            app.stack.push(scene)
            pump(app)
            whole(app, scene)
            app.stack.pop()
    finally:
        app.stack.reset()
        i18n.set_language("en")


@pytest.mark.parametrize("size, scale", [((1280, 720), 0.75), ((1280, 720), 1.5)])
def test_the_game_table_keeps_every_label_whole(tmp_path, monkeypatch, size, scale, maps):
    monkeypatch.setenv("FIEF_HOME", str(tmp_path / "home"))
    app = make_app(size, "title", settings=Settings(language="fr", ui_scale=scale), maps=maps)
    try:
        scene = hot_seat(app)
        whole(app, scene)
        post_motion(scene.rules_button.rect.center)
        pump(app)
        assert scene.rules_button.hovered
        post_click(scene.rules_button.rect.center)
        pump(app)
        assert isinstance(app.stack.top, RulesHelpScene)
        whole(app, app.stack.top)
    finally:
        app.stack.reset()
        i18n.set_language("en")

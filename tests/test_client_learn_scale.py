"""The new screens keep every label whole on the smallest window at the largest UI scale, in
French (the longer language): the title's buttons stay on the screen, the Load screen's and
the replay's labels fit their buttons."""
import pygame

from game import i18n, paths
from game.render import fonts
from game.scenes.replay import ReplayScene
from game.settings import Settings
from game.smoke import post_click
from game.testing import make_app, pump
from game.ui.widgets import label_text
from test_client_learn_saves import write_game


def fits(button):
    image = fonts.text(label_text(button.label), "bold" if button.primary else "body", button.font_size, (0, 0, 0))
    return image.get_width() <= button.rect.width and image.get_height() <= button.rect.height + 4


def test_labels_whole_at_720p_and_scale_1_5_in_french(tmp_path, monkeypatch):
    monkeypatch.setenv("FIEF_HOME", str(tmp_path / "home"))
    write_game(paths.saves_dir() / "Vendredi soir.json")
    app = make_app((1280, 720), "title", settings=Settings(language="fr", ui_scale=1.5))
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

"""Issue 36, the last defects of fit, each on the state that caused it: the French colour-blind
label stays on the Settings frame and the left column's scroll hint covers no board (defect 9)."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from engine.fief.api import COLOURS, GameOptions, PlayerSpec  # noqa: E402
from game.fief.scenes.play import PlayScene  # noqa: E402
from game.fief.table import TableSetup  # noqa: E402
from game.fief.ui.label_fit import clipped_labels  # noqa: E402
from game.shell import fonts, i18n  # noqa: E402
from game.shell.settings import Settings  # noqa: E402
from game.shell.settings_menu import SettingsScene  # noqa: E402
from game.shell.smoke import post_click, post_motion  # noqa: E402
from game.testing import make_app, pump  # noqa: E402


@pytest.fixture
def french_app(request, tmp_path, monkeypatch, maps):
    monkeypatch.setenv("FIEF_HOME", str(tmp_path / "home"))
    app = make_app((1280, 720), "title", settings=Settings(language="fr", ui_scale=request.param),
                   maps=maps)
    pump(app)
    yield app
    app.stack.reset()
    i18n.set_language("en")


@pytest.mark.parametrize("french_app", [1.0, 1.1], indirect=True)
def test_defect9_the_french_colour_blind_label_stays_on_the_settings_frame(french_app):
    """'Daltonisme : couleurs adaptées et motifs des familles' ran past the frame at 100 % and
    110 %: opened by a click, every row's words end inside its row, inside the frame."""
    app = french_app
    post_click(app.stack.top.settings_button.rect.center)
    pump(app)
    settings = app.stack.top
    assert isinstance(settings, SettingsScene)
    assert clipped_labels([w for _label, w in settings.rows], app.size) == []
    box = settings.colourblind
    size, lines = box.words()
    widest = max(fonts.text(line, "body", size, (0, 0, 0)).get_width() for line in lines)
    assert box.rect.x + widest < settings.panel.right
    post_motion(box.rect.center)
    pump(app)
    assert box.hovered


@pytest.mark.parametrize("french_app", [1.1], indirect=True)
def test_defect9_the_scroll_hint_has_its_own_strip_under_the_family_boards(french_app, maps):
    """At 110 % 'molette : plus' covered a lord's name: the boards are clipped above it."""
    app = french_app
    players = tuple(PlayerSpec(n, COLOURS[i]) for i, n in enumerate(("Ann", "Bob", "Cid", "Dan", "Eve", "Fay")))
    scene = PlayScene(app, TableSetup(GameOptions(players=players, seed=3), ("human",) * 6),
                      bot_delay=0.0, autosave=False, ceremonies=False)
    app.stack.push(scene)
    pump(app, 2)
    try:
        left = scene.left
        assert left.hint is not None                    # six boards do not fit at 720 px
        assert not left.hint.colliderect(left.board_area)
        assert all(left.board_area.contains(rect) for rect, _what in left.spots)
    finally:
        scene.controller.table.close()

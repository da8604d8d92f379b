"""Issue 36, the last defects of fit, each on the state that caused it: the French colour-blind
label stays on the Settings frame and the left column's scroll hint covers no board (defect 9)."""

import pygame
import pytest

from game.fief.ui.label_fit import clipped_labels
from game.shell import fonts, i18n
from game.shell.settings import Settings
from game.shell.settings_menu import SettingsScene
from game.shell.smoke import post_click, post_motion
from game.testing import make_app, pump
from fief_tables import hot_seat


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
    scene = hot_seat(app, ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay"))
    try:
        left = scene.left
        assert left.hint is not None                    # six boards do not fit at 720 px
        assert not left.hint.colliderect(left.board_area)
        assert all(left.board_area.contains(rect) for rect, _what in left.spots)
    finally:
        scene.controller.table.close()


@pytest.mark.parametrize("size", [(1600, 900), (1280, 720)])
def test_defect12_the_first_screens_map_shows_every_banner_and_mitre_whole(tmp_path, monkeypatch,
                                                                          maps, size):
    """At 1600x900 BEAUJEU's banner and two mitres ran past the map's frame on the first
    screen: at the initial fit the whole map is in its view, and every banner and mitre is
    inside the frame, and no banner lies on its own village's square."""
    monkeypatch.setenv("FIEF_HOME", str(tmp_path / "home"))
    app = make_app(size, "title", maps=maps)
    scene = hot_seat(app)
    try:
        camera, renderer, zoom = scene.camera, scene.renderer, scene.camera.zoom
        assert zoom == camera.levels()[0]
        ox, oy = camera.offset()
        shown = pygame.Rect(camera.view[0] - ox, camera.view[1] - oy,
                            round(scene.board.width * zoom), round(scene.board.height * zoom))
        assert pygame.Rect(camera.view).contains(shown)
        frame = renderer.level_surface(zoom).get_rect().inflate(-2 * renderer.frame_width(zoom),
                                                                -2 * renderer.frame_width(zoom))
        for village in scene.board.villages:
            box = renderer.banner_rect(village, zoom)
            assert frame.contains(box), (village.name, box, frame)
            half = renderer.village_half(village, zoom)
            square = pygame.Rect(0, 0, round(2 * half), round(2 * half))
            square.center = (round(village.x * zoom), round(village.y * zoom))
            assert not box.colliderect(square), village.name
        for mitre in scene.board.mitres:
            (x, y), s = renderer.mitre_place(mitre, zoom)
            cap = pygame.Rect(round(x - s * 0.4), round(y - s * 0.46), round(s * 0.8), round(s * 0.9))
            assert frame.contains(cap), (mitre.number, cap, frame)
    finally:
        scene.controller.table.close()
        app.stack.reset()

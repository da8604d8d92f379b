"""The board scene on a small generated map: zoom, pan, hover, resize, pause, map problems."""
import os

import pygame
import pytest

from game.shell import i18n
from game.shell import decor
from game.fief.render.camera import Camera
from game.fief.render.map_library import MapLibrary
from game.fief.render.tiledmap import load_board_map
from game.fief.scenes.board import BoardScene
from game.shell.overlays import PauseScene
from game.shell.title import TitleScene
from game.shell.smoke import key_event, post_click, post_drag, post_key, post_motion, post_wheel
from game.testing import make_app, pump, write_test_map


@pytest.fixture(scope="module")
def map_file(tmp_path_factory):
    pygame.display.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))
    return write_test_map(tmp_path_factory.mktemp("map"))


@pytest.fixture
def app(tmp_path, monkeypatch, map_file, maps):
    monkeypatch.setenv("FIEF_HOME", str(tmp_path))
    app = make_app(scene="board", map_file=map_file, maps=maps)
    pump(app)
    yield app
    i18n.set_language("en")


@pytest.fixture
def board(app):
    scene = app.stack.top
    assert isinstance(scene, BoardScene) and scene.map_error is None
    return scene


def test_the_map_is_read_into_plain_values(map_file):
    board = load_board_map(map_file)
    assert (board.width, board.height) == (1920, 1280)
    assert [v.name for v in board.villages] == ["ALBI", "BRIVE", "CAHORS", "ÉVREUX", "DAX", "FOIX"]
    albi = board.village("ALBI")
    assert (albi.x, albi.y, albi.size, albi.label) == (400, 300, 40, (400, 340))
    assert albi.principal and albi.bishopric == 1 and albi.fief == "County of ALBI"
    assert board.village("BRIVE").label is None and not board.village("BRIVE").principal
    assert [f.kind for f in board.fiefs] == ["county", "duchy"]
    assert board.fiefs[1].colour == (0xa8, 0x32, 0x2d)
    assert sorted(m.number for m in board.mitres) == [1, 2]
    assert len(board.borders) == 1 and len(board.bishoprics) == 1
    assert {(r.start, r.end) for r in board.roads} >= {("ALBI", "BRIVE"), ("DAX", "FOIX")}
    assert len(board.bridges) == 1 and board.labels[0].style == "sea"
    assert board.terrain is not None


def test_a_board_is_read_and_drawn_once_while_its_file_is_unchanged(map_file, tmp_path, monkeypatch):
    """Two apps sharing a library (a second game, the test session) read the .tmx once and
    draw each zoom step once; a file edited since is read again, a missing one is an error."""
    monkeypatch.setenv("FIEF_HOME", str(tmp_path))
    library = MapLibrary()
    first, second = (make_app(scene="board", map_file=map_file, maps=library) for _ in range(2))
    one, two = first.stack.top, second.stack.top
    assert one.board is two.board and one.renderer is not two.renderer
    zoom = one.camera.zoom
    assert one.renderer.level_surface(zoom) is two.renderer.level_surface(zoom)
    two.renderer.set_colourblind(True)           # the other scheme is drawn apart
    assert one.renderer.level_surface(zoom) is not two.renderer.level_surface(zoom)
    edited = tmp_path / "edited.tmx"
    edited.write_bytes(map_file.read_bytes())
    (tmp_path / "test_terrain.png").write_bytes((map_file.parent / "test_terrain.png").read_bytes())
    before, _levels = library.board(edited)
    assert library.board(edited)[0] is before
    os.utime(edited, ns=(0, edited.stat().st_mtime_ns + 10**9))
    assert library.board(edited)[0] is not before
    with pytest.raises(FileNotFoundError):
        library.board(tmp_path / "nowhere.tmx")


def test_whole_map_fits_at_start_and_every_layer_draws(board, app):
    cam = board.camera
    assert cam.zoom == cam.levels()[0]
    assert cam.world_w * cam.zoom <= board.view.width and cam.world_h * cam.zoom <= board.view.height
    pixel = app.screen.get_at(tuple(map(round, cam.world_to_screen(400, 300))))
    assert pixel[:3] != app.screen.get_at((2, board.view.centery))[:3]  # a village, not paper


def test_the_paper_is_drawn_only_where_the_map_leaves_the_view_bare(board, app):
    """The whole-map view leaves margins: the paper is blitted there alone, and the view
    looks exactly as when the paper was laid under the whole map first."""
    bare = board.renderer.uncovered(board.camera)
    assert bare and all(board.view.contains(part) for part in bare)
    assert sum(part.width * part.height for part in bare) < board.view.width * board.view.height
    drawn = pygame.Surface(app.size)
    board.draw_map(drawn)
    whole = pygame.Surface(app.size)
    whole.blit(decor.parchment(app.size), board.view.topleft, board.view)
    whole.set_clip(board.view)
    board.renderer.draw(whole, board.camera)
    board.draw_on_map(whole)
    assert pygame.image.tobytes(drawn.subsurface(board.view), "RGB") == \
        pygame.image.tobytes(whole.subsurface(board.view), "RGB")


def zoom_in_to_cover_the_view(app, board):
    """From the whole-map view to a zoom where the map overflows the view on both axes (the
    whole-map view centres the map, which is clamping, not zooming toward the cursor)."""
    post_key(pygame.K_EQUALS, unicode="=")
    post_key(pygame.K_EQUALS, unicode="=")
    pump(app)
    assert board.renderer.covers(board.camera)


def test_zoom_toward_the_cursor_keeps_the_map_point_under_it(board, app):
    zoom_in_to_cover_the_view(app, board)
    cursor = (700, 420)
    post_motion(cursor)
    pump(app)
    before = board.camera.screen_to_world(*cursor)
    zooms = [board.camera.zoom]
    for _ in range(3):
        post_wheel(1)
        pump(app)
        zooms.append(board.camera.zoom)
        after = board.camera.screen_to_world(*cursor)
        assert after == pytest.approx(before, abs=1.0 / board.camera.zoom + 1e-6)
    assert zooms == sorted(zooms) and len(set(zooms)) == 4
    post_wheel(-1)
    pump(app)
    assert board.camera.zoom == zooms[2]
    assert board.camera.screen_to_world(*cursor) == pytest.approx(before, abs=1.5)


def test_zoom_is_clamped_at_both_ends(board, app):
    for _ in range(30):
        post_key(pygame.K_EQUALS, unicode="=")
    pump(app)
    assert board.camera.zoom == board.camera.levels()[-1] <= 2.6
    for _ in range(30):
        post_key(pygame.K_MINUS, unicode="-")
    pump(app)
    assert board.camera.zoom == board.camera.levels()[0]


def test_pan_by_drag_and_keys_is_clamped(board, app):
    centre = board.view.center
    post_wheel(1)
    post_wheel(1)
    pump(app)
    cam = board.camera
    start = (cam.x, cam.y)
    post_drag(centre, (centre[0] - 100, centre[1] - 50))
    pump(app)
    assert cam.x == pytest.approx(start[0] + 100 / cam.zoom, abs=0.01)
    assert cam.y == pytest.approx(start[1] + 50 / cam.zoom, abs=0.01)
    for _ in range(40):  # far past the right and bottom edges
        post_drag(centre, (centre[0] - 400, centre[1] - 400))
    pump(app)
    assert cam.x == pytest.approx(cam.world_w - cam.view[2] / cam.zoom)
    assert cam.y == pytest.approx(cam.world_h - cam.view[3] / cam.zoom)
    pygame.event.post(key_event(pygame.K_LEFT))
    pygame.event.post(key_event(pygame.K_UP))
    pump(app, 4, dt=1.0)  # keys held for four seconds
    assert (cam.x, cam.y) == (0, 0)
    pygame.event.post(key_event(pygame.K_LEFT, pygame.KEYUP))
    pygame.event.post(key_event(pygame.K_UP, pygame.KEYUP))
    pump(app)
    assert not board.held


def test_a_map_smaller_than_the_view_stays_centred():
    cam = Camera((1000, 500), (0, 0, 1600, 900), max_zoom=1.0)
    cam.pan(5000, 5000)
    assert cam.zoom == pytest.approx(1.0)
    assert (cam.x, cam.y) == (pytest.approx(-300), pytest.approx(-200))


def test_tooltip_names_the_village_under_the_pointer(board, app):
    for name in ("ALBI", "BRIVE", "ÉVREUX"):
        village = board.board.village(name)
        x, y = board.camera.world_to_screen(village.x, village.y)
        post_motion((x + 3, y - 2))
        pump(app)
        assert board.hovered is village
    assert board.tooltip_lines() == ["ÉVREUX", "Duchy of ÉVREUX", "Bishopric 2",
                                     "Principal village of the bishopric"]
    i18n.set_language("fr")
    assert board.tooltip_lines()[1:3] == ["Duché d'ÉVREUX", "Évêché 2"]
    i18n.set_language("en")
    post_motion(board.view.topleft)
    pump(app)
    assert board.hovered is None and board.tooltip_lines() == []


def test_tooltip_follows_a_zoom_under_a_still_pointer(board, app):
    zoom_in_to_cover_the_view(app, board)
    village = board.board.village("DAX")
    post_motion(board.camera.world_to_screen(village.x, village.y))
    post_wheel(1)
    pump(app)
    assert board.hovered is village  # zooming toward the pointer keeps DAX under it
    lines = board.tooltip_lines()
    assert lines[:3] == ["DAX", "Duchy of ÉVREUX", "Bishopric 2"] and len(lines) == 3


def test_resize_to_4k_and_below_the_minimum(board, app):
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(3840, 2160), w=3840, h=2160))
    pump(app)
    assert app.screen.get_size() == (3840, 2160) and board.size == (3840, 2160)
    assert board.view.width == 3840 and app.scale > 2
    assert board.camera.zoom == board.camera.levels()[0] > 1.4
    village = board.board.village("CAHORS")
    post_motion(board.camera.world_to_screen(village.x, village.y))
    pump(app)
    assert board.hovered is village
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(800, 500), w=800, h=500))
    pump(app)
    assert app.screen.get_size() == (1280, 720) and board.size == (1280, 720)
    cam = board.camera
    assert cam.world_w * cam.zoom <= board.view.width


def test_fullscreen_toggle_with_f11(board, app):
    post_key(pygame.K_F11)
    pump(app)
    assert app.settings.fullscreen
    post_key(pygame.K_F11)
    pump(app)
    assert not app.settings.fullscreen and app.screen.get_size() == (1600, 900)


def test_escape_opens_a_transparent_pause_over_the_board(board, app):
    post_key(pygame.K_ESCAPE)
    pump(app)
    pause = app.stack.top
    assert isinstance(pause, PauseScene) and pause.transparent
    assert app.stack.visible() == [board, pause]
    zoom = board.camera.zoom
    post_wheel(1)  # the pause menu is modal
    pump(app)
    assert board.camera.zoom == zoom
    post_key(pygame.K_ESCAPE)
    pump(app)
    assert app.stack.top is board
    post_key(pygame.K_ESCAPE)
    pump(app)
    post_click(app.stack.top.quit_button.rect.center)
    pump(app)
    assert isinstance(app.stack.top, TitleScene) and len(app.stack) == 1


def test_colour_blind_setting_redraws_the_map(board, app):
    from dataclasses import replace

    before = board.renderer.level_surface(board.camera.zoom).get_at((200, 200))
    app.apply_settings(replace(app.settings, colourblind=True))
    pump(app)
    after = board.renderer.level_surface(board.camera.zoom).get_at((200, 200))
    assert board.renderer.colourblind and before != after


def test_a_missing_or_broken_map_shows_a_notice(tmp_path, monkeypatch):
    monkeypatch.setenv("FIEF_HOME", str(tmp_path))
    app = make_app(scene="board", map_file=tmp_path / "nowhere.tmx")
    pump(app, 3)
    assert app.stack.top.map_error is not None and app.stack.top.camera is None
    broken = tmp_path / "broken.tmx"
    broken.write_text("<map>", encoding="utf-8")
    app = make_app(scene="board", map_file=broken)
    post_wheel(1)
    post_key(pygame.K_LEFT)
    pump(app, 3)
    assert "could not be read" in app.stack.top.map_error[0]

"""Issue 18, fault 3, the client's part: a save folder that cannot be written is said on the
title screen with its path (and in the log), and another folder can be chosen there."""
import logging

import pygame
import pytest

from game.shell import i18n, paths
from game.shell.save_folder import SaveFolderScene
from game.shell.title import TitleScene
from game.shell.smoke import post_click, post_key
from game.testing import make_app, pump


@pytest.fixture
def blocked_home(tmp_path, monkeypatch, test_tempdir):
    """A home whose data folder cannot be created (a file stands in its place: root or
    not, as a read-only home or a full quota does, nothing can be written there). The game
    then writes in the temporary directory's fief1429 folder (paths._ensure): one of the
    test's own (``test_tempdir``), not the machine's, which every run and worker would share."""
    home = tmp_path / "home"
    home.mkdir()
    (home / "data").write_text("not a folder")
    monkeypatch.setenv("FIEF_HOME", str(home))
    return home


def test_a_data_folder_that_cannot_be_written_is_said_with_its_path(blocked_home, tmp_path,
                                                                      caplog):
    with caplog.at_level(logging.ERROR):
        app = make_app(map_file=tmp_path / "no-map.tmx")
        pump(app)
    title = app.stack.top
    assert isinstance(title, TitleScene)
    text = title.folder.text()
    assert str(blocked_home / "data" / "saves") in text and "cannot hold saves" in text
    assert title.folder.button.visible
    assert any(str(blocked_home / "data") in r.getMessage() for r in caplog.records)

    post_click(title.folder.button.rect.center)          # choose another folder by hand
    pump(app)
    page = app.stack.top
    assert isinstance(page, SaveFolderScene)
    post_key(pygame.K_BACKSPACE, mod=pygame.KMOD_CTRL)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=str(blocked_home / "data")))
    pump(app)
    post_click(page.use_button.rect.center)              # still the bad one: refused, said
    pump(app)
    assert app.stack.top is page and str(blocked_home / "data") in page.message
    elsewhere = tmp_path / "elsewhere"
    post_click(page.folder_input.rect.center)
    post_key(pygame.K_BACKSPACE, mod=pygame.KMOD_CTRL)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=str(elsewhere)))
    pump(app)
    post_click(page.use_button.rect.center)
    pump(app)
    assert app.stack.top is title
    assert title.folder.problem is None and not title.folder.button.visible
    assert paths.saves_dir() == elsewhere / "saves" and paths.autosave_path("fief").parent.is_dir()
    i18n.set_language("en")


def test_a_writable_home_shows_no_notice(tmp_path, monkeypatch):
    monkeypatch.setenv("FIEF_HOME", str(tmp_path / "home"))
    app = make_app(map_file=tmp_path / "no-map.tmx")
    pump(app)
    title = app.stack.top
    assert title.folder.problem is None and not title.folder.button.visible
    assert paths.saves_dir() == tmp_path / "home" / "data" / "saves"

"""Issue 18, fault 6, the client's part: a save file that cannot be read is said in one
sentence naming the file, on the Load screen and by Continue, never a traceback, and the file
is never changed."""

import pygame
import pytest

from game.shell import i18n, paths
from game.shell.load import LoadScene
from game.shell.overlays import MessageScene
from game.shell.title import TitleScene
from game.shell.smoke import post_click, post_key
from game.testing import make_app, pump

BAD = {
    "brackets": b"[" * 200_000,
    "binary": bytes(range(256)) * 4,
    "utf16": '{"format": "fief-save", "version": 1}'.encode("utf-16"),
    "digits": b'{"format": "fief-save", "version": ' + b"9" * 5000 + b"}",
    "nan": b'{"format": "fief-save", "version": 1, "start": NaN, "actions": []}',
    "empty": b"",
    "truncated": b'{"format": "fief-save", "version": 1, "start": {"opt',
    "game_truncated": b'{"format": "fief-save", "version": 1, "start": {}, "actions": [',
}


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("FIEF_HOME", str(tmp_path / "home"))
    app = make_app(map_file=tmp_path / "no-map.tmx")
    pump(app)
    yield app
    i18n.set_language("en")


@pytest.mark.parametrize("name", sorted(BAD))
def test_a_bad_file_on_the_load_screen_is_one_sentence_naming_it_and_stays_as_it_was(app, name):
    path = paths.saves_dir() / f"{name}.json"
    path.write_bytes(BAD[name])
    post_click(app.stack.top.load_button.rect.center)
    pump(app)
    load = app.stack.top
    assert isinstance(load, LoadScene)
    assert [slot.path.name for slot in load.slots] == [path.name] and load.slots[0].error
    post_click(load.open_button.rect.center)      # listed, marked unreadable; Open says why
    pump(app)
    message = app.stack.top
    assert isinstance(message, MessageScene)
    body = message.body() if callable(message.body) else message.body
    assert path.name in body and "\n" not in body
    assert "Traceback" not in body and "codec" not in body and "Errno" not in body
    assert path.read_bytes() == BAD[name]
    post_key(pygame.K_RETURN)
    pump(app)
    assert app.stack.top is load


def test_continue_with_a_damaged_autosave_says_so_and_keeps_the_file(app):
    path = paths.autosave_path("fief")
    path.write_bytes(BAD["brackets"])
    title = app.stack.top
    title.resume()
    assert isinstance(title, TitleScene) and title.continues["fief"].enabled
    post_click(title.continues["fief"].rect.center)
    pump(app)
    message = app.stack.top
    assert isinstance(message, MessageScene)
    assert path.name in message.body() and path.read_bytes() == BAD["brackets"]


def test_a_save_that_cannot_be_opened_is_said_with_the_system_reason(app):
    (paths.saves_dir() / "folder.json").mkdir()     # listed, but not a file to read
    post_click(app.stack.top.load_button.rect.center)
    pump(app)
    post_click(app.stack.top.open_button.rect.center)
    pump(app)
    message = app.stack.top
    assert isinstance(message, MessageScene) and "folder.json" in message.body()
    assert "Is a directory" in message.body() and "Errno" not in message.body()

"""An unexpected error in the packaged game: it goes to the log file with its traceback, and the
player is told where (a message box without a window, a message scene during play); nothing is
written in the working directory."""
from __future__ import annotations

import pygame
import pytest

from game.clients import COLLECTION
from game.shell import app as app_module
from game.shell import paths
from game.shell.settings import Settings


@pytest.fixture
def user_home(monkeypatch, tmp_path, root_logging):
    monkeypatch.setenv("FIEF_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def test_a_start_up_error_is_logged_with_its_traceback_and_the_player_told(
        user_home, monkeypatch, tmp_path, capsys):
    def broken(*args, **kwargs):
        raise RuntimeError("the window would not open")

    told: list[object] = []
    monkeypatch.setattr(pygame, "quit", lambda: None)  # main() ends with it; keep pygame for others
    monkeypatch.setattr(app_module, "App", broken)
    monkeypatch.setattr(app_module, "show_fatal", lambda screen: told.append(screen))
    monkeypatch.chdir(tmp_path)
    assert app_module.main([], COLLECTION) == 1
    log = paths.log_path()
    assert log.is_relative_to(user_home)
    text = log.read_text(encoding="utf-8")
    assert "Traceback" in text and "the window would not open" in text
    assert told == [None]  # no window: show_fatal falls back to the system's message box
    err = capsys.readouterr().err
    assert f"{app_module.NAME} stopped on an unexpected error; details in {log}" in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["home"]  # nothing in the cwd


def test_without_a_window_the_player_gets_a_message_box_naming_the_log(user_home, monkeypatch):

    boxes: list[tuple] = []
    monkeypatch.setattr(pygame.display, "message_box",
                        lambda *args, **kwargs: boxes.append((args, kwargs)))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    app_module.show_fatal(None)
    assert boxes == []  # headless: no box that would wait for a click
    monkeypatch.setenv("SDL_VIDEODRIVER", "x11")
    app_module.show_fatal(None)
    (args, kwargs), = boxes
    assert str(paths.log_path()) in args[1] and kwargs["message_type"] == "error"
    assert args[0] == app_module.NAME and args[1].startswith(f"{app_module.NAME} stopped")


def test_an_error_during_play_is_logged_and_shown_with_the_log_path(user_home, monkeypatch):

    app_module.setup_logging()
    app = app_module.App(Settings(), clients=COLLECTION, size=(1280, 720), fullscreen=False,
                         persist=False)
    app_module.build_stack(app, "title")

    def explode(dt):
        raise ValueError("a scene fell over")

    monkeypatch.setattr(app.stack, "update", explode)
    app.run(frames=1)
    text = paths.log_path().read_text(encoding="utf-8")
    assert "Traceback" in text and "a scene fell over" in text
    message = app.stack.top
    assert type(message).__name__ == "MessageScene"
    body = message.body() if callable(message.body) else message.body
    assert str(paths.log_path()) in body

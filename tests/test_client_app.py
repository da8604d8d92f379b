"""The program as a whole: the --smoke run, no display, crash recovery, assets and paths
(--version: tests/test_packaging.py)."""
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.shell import assets, paths
from game.shell.overlays import MessageScene
from game.shell.stack import Scene
from game.shell.title import TitleScene
from game.shell.smoke import post_key
from game.testing import make_app, pump
from program import run_main_py

ROOT = Path(__file__).resolve().parent.parent


def run_main(*args, home, timeout=120):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY",
                                                             "SDL_VIDEODRIVER", "SDL_AUDIODRIVER")}
    env["FIEF_HOME"] = str(home)
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=timeout)


def test_smoke_run_reaches_the_board_headless(tmp_path):
    result = run_main("--smoke", "60", home=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    line = next(l for l in result.stdout.splitlines() if l.startswith("smoke: 60 frames"))
    assert line.split("screens: ")[1].startswith("TitleScene > SetupScene > ")
    assert "board from frame None" not in line
    assert "Traceback" not in result.stderr
    assert not list((tmp_path / "data" / "saves").glob("autosave*"))  # smoke writes nothing


def test_smoke_run_fails_loudly_on_a_broken_map(tmp_path):
    broken = tmp_path / "broken.tmx"
    broken.write_text("<map>", encoding="utf-8")
    result = run_main("--smoke", "20", "--map", str(broken), home=tmp_path)
    assert result.returncode != 0
    assert "board map did not load" in result.stderr


class Exploding(Scene):
    def update(self, dt):
        raise RuntimeError("kaboom")


def test_an_unexpected_error_is_logged_and_the_player_sees_a_message(tmp_path, monkeypatch,
                                                                      root_logging):
    monkeypatch.setenv("FIEF_HOME", str(tmp_path))
    from game.shell.app import setup_logging

    setup_logging()
    app = make_app()
    app.stack.push(Exploding(app))
    assert app.run(frames=2) == 0
    assert [type(s) for s in app.stack] == [TitleScene, MessageScene]
    log = paths.log_path().read_text(encoding="utf-8")
    assert "kaboom" in log and "Traceback" in log
    post_key(pygame.K_RETURN)
    pump(app)
    assert isinstance(app.stack.top, TitleScene)


def test_errors_that_keep_coming_close_the_game(tmp_path, monkeypatch):
    monkeypatch.setenv("FIEF_HOME", str(tmp_path))
    monkeypatch.setattr("game.shell.app.show_fatal", lambda screen: None)
    app = make_app()
    monkeypatch.setattr(TitleScene, "draw", Exploding.update)
    assert app.run(frames=10) == 1 and not app.running


def test_strict_runs_raise_instead(tmp_path, monkeypatch):
    monkeypatch.setenv("FIEF_HOME", str(tmp_path))
    app = make_app()
    app.strict = True
    app.stack.push(Exploding(app))
    with pytest.raises(RuntimeError):
        app.run(frames=2)


def test_assets_resolve_from_source_and_from_pyinstaller_builds(monkeypatch, tmp_path):
    assert assets.resource_root() == ROOT
    assert assets.font_path("EBGaramond12-Regular.otf").is_file()
    assert (assets.locale_dir() / "fr" / "LC_MESSAGES" / "fief.mo").is_file()
    assert assets.map_path("fief.tmx") == ROOT / "maps" / "fief.tmx"
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)  # one-file, one-folder
    assert assets.map_path("fief.tmx") == tmp_path / "maps" / "fief.tmx"
    monkeypatch.delattr(sys, "_MEIPASS")  # an old one-folder build: beside the executable
    monkeypatch.setattr(sys, "executable", str(tmp_path / "dist" / "fief"))
    assert assets.resource_path("assets", "x") == tmp_path / "dist" / "assets" / "x"


def test_user_folders_fall_back_when_they_cannot_be_made(monkeypatch, tmp_path, test_tempdir):
    """A home that cannot be made: the game writes in the temporary directory's fief1429
    folder instead (here the test's own, not the machine's)."""
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("FIEF_HOME", str(blocker))
    folder = paths.data_dir()
    assert folder.is_dir() and blocker not in folder.parents
    assert folder == test_tempdir / "fief1429" / "data"


def test_without_a_display_the_game_says_so_instead_of_running_unseen(tmp_path, monkeypatch,
                                                                     capsys):
    """./play.sh over ssh or on a server: one line saying why and how to check the game, no
    window running where nobody sees it (it ran on silently before)."""
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "SDL_AUDIODRIVER"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("FIEF_HOME", str(tmp_path))
    ran = run_main_py(monkeypatch, capsys)
    assert ran.code == 2
    assert "no display" in ran.err and "--smoke" in ran.err
    assert "Traceback" not in ran.err
    assert not (tmp_path / "data").exists()            # nothing started, nothing written

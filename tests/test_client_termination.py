"""SIGTERM ends the client as closing its window does (game/shell/termination.py, App.close):
the loop ends after its frame, every scene is shut down as on the way back to the title, the
game in progress saved, no traceback; and a test process keeps dying on SIGTERM after a test
opened a window (conftest.py). Every wait is on the program itself (its first frame, its end),
bounded only to fail a hung run."""
import json
import os
import signal
import subprocess
import sys
from pathlib import Path

from movement_saves import anns_group, movement_save

from engine.record import parse_save
from game.fief.local_table import read_game
from game.fief.scenes.open_game import open_game
from game.shell import paths
from game.shell.termination import Termination
from game.testing import pump

ROOT = Path(__file__).resolve().parent.parent
LIMIT = 60          # seconds: a hung program, not a slow one

# The program as main.py runs it, the title's Continue taken as a player would take it.
CONTINUED = """
import sys
from pathlib import Path
import game.shell.app as shell
from game.clients import main

title = shell.build_stack

def continued(app, scene):
    title(app, scene)
    app.open_save(Path(sys.argv[1]))

shell.build_stack = continued
sys.exit(main(["--report-first-frame"]))
"""


def environment(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", FIEF_HOME=str(home))
    return env


def test_a_sigterm_ends_a_game_of_computers_cleanly_its_autosave_whole(tmp_path):
    """A game the computers play on their own (an autosave written at every step) is told to
    stop at its first frame: exit status 0, no traceback, and the autosave it leaves is
    a whole save of the same game, at least as far on as the one it was opened from."""
    path, _village = movement_save(tmp_path, anns_group, ("computer",) * 3)
    moves = len(json.loads(path.read_text(encoding="utf-8"))["actions"])
    home = tmp_path / "home"
    client = subprocess.Popen([sys.executable, "-c", CONTINUED, str(path)], cwd=ROOT,
                              env=environment(home), stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True)
    try:
        line = client.stdout.readline()
        assert line.startswith("first-frame"), client.stderr.read()
        client.send_signal(signal.SIGTERM)
        out, err = client.communicate(timeout=LIMIT)
    finally:
        if client.poll() is None:
            client.kill()
            client.communicate()
    assert client.returncode == 0 and "Traceback" not in err, err
    saved = home / "data" / "saves" / "autosave.fief.json"
    data = parse_save(saved.read_text(encoding="utf-8"))
    assert data["options"]["seed"] == 4 and len(data["actions"]) >= moves
    setup, record, _events = read_game(saved)
    assert setup.seats == ("computer",) * 3 and len(record.actions) == len(data["actions"])


def test_the_close_writes_the_autosave_of_the_game_on_the_table(title_app, tmp_path):
    """The program's end (App.close) shuts the table down as leaving it for the title does:
    its autosave written once more, whatever happened to the last one (here: removed), and
    its game closed. Every seat is a person's: nothing moves meanwhile."""
    path, _village = movement_save(tmp_path, anns_group, ("human",) * 3)
    scene = open_game(title_app, path)
    title_app.stack.push(scene)
    pump(title_app, 3)
    scene.controller.finish_saving()
    autosave = paths.autosave_path("fief")
    played = len(read_game(path)[1].actions)
    assert len(read_game(autosave)[1].actions) == played
    autosave.unlink()
    title_app.close()
    assert len(read_game(autosave)[1].actions) == played
    assert title_app.stack.top is None and scene.controller.table.closed


def test_sigterm_asks_the_application_to_quit_and_its_handler_is_given_back(title_app):
    termination = Termination()
    given = signal.getsignal(signal.SIGTERM)
    with termination.installed():
        termination.serve(title_app)
        signal.raise_signal(signal.SIGTERM)      # handled here, in the main thread, at once
        assert not title_app.running
    assert signal.getsignal(signal.SIGTERM) == given
    early = Termination()                        # a SIGTERM before the window opened
    early(signal.SIGTERM, None)
    title_app.running = True
    early.serve(title_app)
    assert not title_app.running


SDL_AFTER_CONFTEST = """
import os, signal, sys
sys.path.insert(0, "tests")
import conftest
import pygame
pygame.display.init()
os.kill(os.getpid(), signal.SIGTERM)
print("outlived SIGTERM", [pygame.event.event_name(e.type) for e in pygame.event.get()])
"""


def test_a_test_process_that_opened_a_window_still_dies_on_sigterm():
    """Without conftest's handler, SDL would turn the signal into a Quit event and the process
    would go on (and print)."""
    done = subprocess.run([sys.executable, "-c", SDL_AFTER_CONFTEST], cwd=ROOT,
                          env=environment(ROOT / "no-home"), capture_output=True, text=True,
                          timeout=LIMIT)
    assert done.returncode == -signal.SIGTERM and "outlived" not in done.stdout, done

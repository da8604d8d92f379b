"""Fixtures shared by the client tests."""
import gc
import logging
import os
import signal
import threading
from pathlib import Path

import own_temp
import pytest
from first_run import modules_rewritten, paths_given, share_constants, share_first_run

# Headless for every test, set once here: pytest imports this file before any test module, so
# pygame (imported by them) and every program a test starts find these (no preamble per file).
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def end_on_sigterm(signum, _frame):
    """SIGTERM ends a test process as it would without pygame. SDL, once a test opens a window,
    takes over SIGTERM's default action and turns the signal into a Quit event: the process
    (a pytest-xdist worker) then outlived its SIGTERM, and the Quit waited in the queue for
    the next test's window. SDL leaves a signal alone whose handler is not the default, so this
    one, set before any window, keeps the default's effect. A handler set from Python is not
    kept across exec: the programs the tests start answer SIGTERM as their own code says."""
    signal.signal(signum, signal.SIG_DFL)
    os.kill(os.getpid(), signum)


if threading.current_thread() is threading.main_thread() \
        and signal.getsignal(signal.SIGTERM) == signal.SIG_DFL:
    signal.signal(signal.SIGTERM, end_on_sigterm)


@pytest.hookimpl(trylast=True)
def pytest_configure(config):
    """The run's temporary directory of its own, and each worker's (tests/own_temp.py), once
    pytest's tmp_path factory is made (its base stays in the machine's)."""
    own_temp.take(config)


def pytest_unconfigure(config):
    own_temp.release(config)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_teardown(item):
    """After the test's fixtures are undone, fail it if it left the game's folder in the
    temporary directory (tests/own_temp.py): a test writes under its own folders only."""
    try:
        return (yield)
    finally:
        own_temp.check(item.nodeid, own_temp.own(item.config))


@pytest.hookimpl(tryfirst=True)
def pytest_collection(session):
    """On a fresh clone, each pytest-xdist worker writes pytest's rewritten bytecode for its
    share of the test modules, and has Hypothesis read its share of the project's modules,
    before collecting them all, instead of every worker doing all of it (tests/first_run.py).
    One process (``-n 0``) collects as pytest does."""
    worker = getattr(session.config, "workerinput", None)
    if worker is not None:
        tests, given = Path(__file__).parent, paths_given(session.config)
        index, count = int(worker["workerid"][2:]), int(worker["workercount"])
        share_first_run(session.config, tests, given, index, count)
        share_constants(tests.parent, modules_rewritten(session.config, tests, given),
                        index, count)


@pytest.hookimpl(trylast=True)
def pytest_sessionfinish(session):
    """The full collection every process makes at its end (pytest's unraisable-exception
    check) made here, before a worker tells pytest-xdist it has finished, and what survives
    frozen out of the next one: execnet sends a worker still at work 5 s after that word a
    SIGINT, which on a loaded machine once landed in a weakref callback of that collection
    (a PytestUnraisableExceptionWarning about a KeyboardInterrupt, after the last test).
    Anything unraisable that this collection finds is still reported."""
    gc.collect()
    gc.freeze()


@pytest.fixture(scope="session")
def maps():
    """The boards read and drawn once for the whole session (game/fief/render/map_library.py):
    each app of a test starts as the program does, but does not read the same .tmx again."""
    from game.fief.render.map_library import MapLibrary

    return MapLibrary()


@pytest.fixture
def title_app(tmp_path, monkeypatch, maps):
    """The whole program at its title screen, headless, with a home folder of its own."""
    from game.shell import i18n
    from game.testing import make_app, pump

    monkeypatch.setenv("FIEF_HOME", str(tmp_path / "home"))
    app = make_app((1280, 720), "title", maps=maps)
    pump(app)
    yield app
    app.stack.reset()
    i18n.set_language("en")
    pygame_events_drained()


def pygame_events_drained():
    """No event a test posted and left unread (a click, a Quit) reaches the next test's window."""
    import pygame

    pygame.event.clear()


@pytest.fixture
def app(tmp_path, monkeypatch, maps):
    """The program with no map file (the test board) and a home folder of its own, one frame
    drawn: a scene under test is pushed on it."""
    from game.testing import make_app, pump

    monkeypatch.setenv("FIEF_HOME", str(tmp_path / "home"))
    app = make_app((1280, 720), map_file=tmp_path / "no-map.tmx", maps=maps)
    pump(app)
    yield app
    pygame_events_drained()


@pytest.fixture
def test_tempdir(tmp_path, monkeypatch):
    """The temporary directory is one of the test's own folders: where the game falls back
    to when its data folder cannot be written (game.shell.paths), which must not be the
    machine's, shared by every run (tests/own_temp.py fails a test that writes there)."""
    import tempfile

    folder = tmp_path / "tmp"
    folder.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(folder))
    return folder


@pytest.fixture
def french():
    """The player's language is French for the test, English again after it."""
    from game.shell import i18n

    i18n.set_language("fr")
    yield
    i18n.set_language("en")


@pytest.fixture(autouse=True)
def told_events_conform(monkeypatch):
    """Every event any test makes the referee tell has its declared form (test_event_kinds):
    a rulebook example that reaches an event random games never do is checked too."""
    from conforms import problems

    from engine.fief.event_kinds.catalog import KINDS
    from engine.fief.match import Match

    tell = Match.tell

    def checked(self, event):
        form = KINDS.get(event.kind)
        assert form is not None, f"{event.kind}: no declared kind (engine/fief/event_kinds)"
        assert problems(event.to_dict(), form, event.kind) == []
        return tell(self, event)

    monkeypatch.setattr(Match, "tell", checked)


@pytest.fixture(autouse=True)
def english_again():
    """Every test starts in English: the player's language is the process's (game.shell.i18n,
    as gettext is), so a test that switches to French, or opens an app whose settings say
    French, or fails before switching back, would otherwise change the text of every later
    test on its worker, which passes or fails by the order the workers take tests in."""
    yield
    from game.shell import i18n

    if i18n.language() != "en":
        i18n.set_language("en")


@pytest.fixture
def root_logging():
    """The root logger given back as the test found it: ``setup_logging`` (the program's start)
    adds a console handler on the stderr of the moment (pytest's capture, closed after the
    test) and a file handler in the test's home, and lowers the level to INFO; left so, every
    later test on the worker would log through them."""
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    yield root
    for handler in root.handlers[:]:
        if handler not in handlers:
            root.removeHandler(handler)
            handler.close()
    root.setLevel(level)

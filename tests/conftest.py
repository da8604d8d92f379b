"""Fixtures shared by the client tests."""
import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.fixture
def title_app(tmp_path, monkeypatch):
    """The whole program at its title screen, headless, with a home folder of its own."""
    from game import i18n
    from game.testing import make_app, pump

    monkeypatch.setenv("FIEF_HOME", str(tmp_path / "home"))
    app = make_app((1280, 720), "title")
    pump(app)
    yield app
    app.stack.reset()
    i18n.set_language("en")

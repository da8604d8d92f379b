"""Middle-Ages' replay at 150 % (tools/scale_sweep.py, ma-replay): opened from the Load screen
and stepped through by keys and clicks as a player does, at 1280x720 in French and 1920x1080 in
English, every label of the table whole in its tile, card or board, its letters clear of every
other label's, and the replay's buttons and chronicle clear of the table and inside the
window. The replay lays its table out as the play scene does (layout.UNITS): before, it kept
the whole 150 % in a window too small for it, and the names of the boards' columns ran over
each other."""
from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.middle_ages import hints
from game.middle_ages.replay import MAReplayScene
from game.shell import paths
from game.shell.settings import Settings
from game.shell.smoke import post_click, post_key
from game.testing import make_app, pump
from test_client_ma_replay import write_ma_game
from test_client_ma_table import record_labels

LORDS = (("Aliénor d'Aquitaine", "blue"), ("Baudouin de Guînes", "red"),
         ("Constance d'Arles", "green"))


@pytest.fixture(params=[((1280, 720), "fr"), ((1920, 1080), "en")], ids=["720-fr", "1080-en"])
def replay(request, tmp_path, monkeypatch, maps):
    """The replay of a saved game of three lords, opened by clicks from the title at 150 %."""
    size, language = request.param
    monkeypatch.setenv("FIEF_HOME", str(tmp_path / "home"))
    app = make_app(size, "title", settings=Settings(language=language, ui_scale=1.5), maps=maps)
    write_ma_game(paths.saves_dir() / "middle-ages game.json", seed=5, lords=LORDS)
    pump(app)
    post_click(app.stack.top.load_button.rect.center)
    pump(app)
    post_click(app.stack.top.replay_button.rect.center)
    pump(app)
    assert isinstance(app.stack.top, MAReplayScene)
    yield app, app.stack.top
    app.stack.reset()


def chronicle(scene: MAReplayScene, app: Any, monkeypatch) -> list[pygame.Rect]:
    """Where the replay writes what the move caused (hints.chronicle writes in its area only),
    on a frame drawn now."""
    found: list[pygame.Rect] = []
    original = hints.chronicle

    def spy(surface, log, area, px):
        found.append(area.copy())
        return original(surface, log, area, px)

    with monkeypatch.context() as patch:
        patch.setattr(hints, "chronicle", spy)
        scene.draw(app.screen)
    return found


def check(app: Any, scene: MAReplayScene, written: list, monkeypatch) -> None:
    """The frame just drawn: labels in their places and apart, buttons and chronicle clear."""
    written.clear()
    lines = chronicle(scene, app, monkeypatch)
    window = app.screen.get_rect()
    buttons = [b.rect for b in scene.buttons]
    assert len(written) > 60 and all(window.contains(b) for b in buttons)
    for i, label in enumerate(written):
        assert (label.place or window).contains(label.rect), (scene.move, label.text)
        assert label.rect.collidelist(buttons) < 0, (scene.move, label.text)
        touching = [o.text for o in written[i + 1:] if label.touches(o)]
        assert not touching, (scene.move, label.text, touching)
    table = [label.place or label.rect for label in written]
    assert len(lines) == 1
    for rect in lines:
        assert window.contains(rect) and rect.collidelist(buttons + table) < 0, scene.move


def test_the_replay_at_150_percent_keeps_every_label_whole_and_apart(replay, monkeypatch):
    app, scene = replay
    written = record_labels(monkeypatch)
    check(app, scene, written, monkeypatch)                                 # the rows laid out
    for _ in range(12):                                        # the Lords placed, a turn played
        post_key(pygame.K_PAGEDOWN)
    pump(app)
    assert scene.move == 12 and scene.lines
    check(app, scene, written, monkeypatch)
    post_click(scene.buttons[3].rect.center)                   # To the end
    pump(app)
    assert scene.move == len(scene.actions) and scene.view["phase"] == "over"
    check(app, scene, written, monkeypatch)

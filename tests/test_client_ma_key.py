"""The key to Middle-Ages' table (legend.py) at every decision with 2 to 5 lords, at 1280x720,
1600x900 and 1920x1080, in English and French (issue 37): with two or four lords the chronicle
had no board slot of its own and filled the side panel, and the key had no room there. Now
with two lords the chronicle fills the empty room under the Event cards, and with four the key
stands over the chronicle; the key whole, under the answers (which close up to leave it room)
and above the away button, covering no choice."""
from __future__ import annotations

import pygame
import pytest

from game.middle_ages import legend
from game.middle_ages import table as seating
from game.middle_ages.scene import MAPlayScene
from game.middle_ages.table import MASetup, MATable
from game.shell import i18n
from game.shell.smoke import post_key
from game.testing import pump

NAMES = (("Ann", "blue"), ("Bob", "red"), ("Cid", "green"), ("Dora", "yellow"),
         ("Ermengarde", "pink"))
DECISIONS = 8           # the first decisions of the game: placements, moves, a Scout's tiles


@pytest.fixture(autouse=True)
def no_bot_delay(monkeypatch):
    monkeypatch.setattr(seating, "BOT_DELAY", 0.0)


def key_is_whole_and_clear(scene: MAPlayScene) -> None:
    key, side = scene.key, scene.regions.side
    assert key is not None, (scene.asked or {}).get("kind")
    width, height = legend.size(scene.px)
    assert key.width >= width and side.contains(key)
    assert key.height in (height, legend.size(scene.px, compact=True)[1])
    assert not any(key.colliderect(button.rect) for button, _a in scene.answers)
    assert not any(key.colliderect(rect) for rect in scene.choice_rects())
    assert key.bottom <= scene.away.button.rect.y


@pytest.mark.parametrize("players, size, language", [
    (2, (1280, 720), "en"), (2, (1920, 1080), "fr"), (4, (1280, 720), "fr"),
    (4, (1600, 900), "en"), (4, (1920, 1080), "fr"),
    (5, (1920, 1080), "fr")])             # a Scout's many tiles: the key's lines close up
def test_the_key_is_whole_at_every_decision(title_app, players, size, language):
    app = title_app
    i18n.set_language(language)
    app.on_resize(size)
    scene = MAPlayScene(app, MATable(MASetup(NAMES[:players], ("human",) * players, 7,
                                             "random")))
    app.stack.push(scene)
    pump(app)
    kinds = set()
    for _ in range(DECISIONS):
        asked = scene.asked
        assert asked is not None
        kinds.add(asked["kind"])
        scene.motion.skip()
        pump(app)
        key_is_whole_and_clear(scene)
        post_key(pygame.K_1 + min(len(scene.answers), 9) - 1)      # the last listed answer
        pump(app)
    assert {"place_lord", "move_lord"} <= kinds
    assert players == 2 or "rampart" in kinds          # a Scout's tiles: the most answers

"""Issue 19: defects of a first game shown by posted input (clicks, pointer moves) through the
whole program's scene stack, checking what the screen shows afterwards."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from engine.fief.api import COLOURS, GameOptions, PlayerSpec  # noqa: E402
from game.autoplay import Driver  # noqa: E402
from game.scenes.play import PlayScene  # noqa: E402
from game.smoke import post_click  # noqa: E402
from game.table import TableSetup  # noqa: E402
from game.testing import pump  # noqa: E402
from game.ui.click_guard import SPAN  # noqa: E402
from game.ui.decisions.cards import CardsMode  # noqa: E402

NAMES = ("Ann", "Bob", "Cid", "Dan")


@pytest.fixture
def app(title_app):
    return title_app


def start(app, kinds, seed=3):
    players = tuple(PlayerSpec(NAMES[i], COLOURS[i]) for i in range(len(kinds)))
    setup = TableSetup(GameOptions(players=players, seed=seed), tuple(kinds))
    scene = PlayScene(app, setup, bot_delay=0.0, autosave=False, ceremonies=False)
    app.stack.push(scene)
    pump(app, 2)
    return scene


def draw_button(scene):
    """The decision's button that draws from a deck, when the draw of 2.1 is asked."""
    if not isinstance(scene.mode, CardsMode):
        return None
    return next((b for b in scene.mode.list.buttons
                 if (b.action or {}).get("kind") == "draw" and b.visible), None)


def draws(scene):
    return sum(1 for e in scene.controller.log if e.event.get("kind") == "card_drawn")


def buttons(scene):
    return {str(b.action): tuple(b.rect) for b in scene.mode.list.buttons if b.visible}


def test_defect10_the_draw_buttons_keep_their_place_when_a_card_is_drawn(app):
    scene = start(app, ("human", "computer", "computer"))
    Driver(app).play(scene, timeout=60, stop=lambda s: draw_button(s) is not None)
    before, hand = buttons(scene), len(scene.mode.cards)
    post_click(draw_button(scene).rect.center)
    pump(app)
    assert len(scene.mode.cards) == hand + 1                 # the hand's row has a new card
    after = buttons(scene)
    assert after and all(after[action] == before[action] for action in after if action in before)


def test_defect10_a_quick_second_click_on_a_rebuilt_decision_is_ignored(app):
    scene = start(app, ("human", "computer", "computer"))
    Driver(app).play(scene, timeout=60, stop=lambda s: draw_button(s) is not None)
    spot, before = draw_button(scene).rect.center, draws(scene)
    post_click(spot)                       # draws a card: the decision is laid out again
    pump(app)
    assert draws(scene) == before + 1
    shown = scene.mode
    post_click(spot)                       # at once, on the same spot: a double click
    pump(app)
    assert draws(scene) == before + 1 and scene.mode is shown and shown.card is None
    pump(app, round(SPAN * 60) + 1)        # a moment later the same spot is a deliberate click
    if draw_button(scene) is not None and draw_button(scene).rect.collidepoint(spot):
        post_click(spot)
        pump(app)
        assert draws(scene) == before + 2

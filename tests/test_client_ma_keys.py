"""Every answer of Middle-Ages' table reachable by the keyboard (issue 37), by real key events:
keys 1-9, then 0, then letters, each shown on its button; a Palace's Parcel token (some fifty
answers) chosen in two steps, its type then its domain, by keys or by a lit column; and the
answers always within the side panel at 1280x720."""
from __future__ import annotations

import pygame
import pytest

from game.middle_ages import answers
from game.middle_ages.scene import MAPlayScene
from game.middle_ages.table import MASetup, MATable
from game.shell import i18n
from game.shell.smoke import post_click, post_key
from game.shell.widgets import label_text
from game.testing import pump
from game.fief.ui.label_fit import clipped
from tests.test_client_ma_table import NAMES, no_bot_delay  # noqa: F401 (an autouse fixture)

FRAMES = 3000          # a bound on a failing test, never reached by a passing one


def play_to(app, players: int, seed: int, done) -> MAPlayScene:
    """A hot-seat table played by each decision's last listed answer until ``done(asked)``."""
    scene = MAPlayScene(app, MATable(MASetup(NAMES[:players], ("human",) * players, seed,
                                             "random")))
    app.stack.push(scene)
    for _ in range(FRAMES):
        pump(app)
        asked = scene.asked
        if asked is not None and done(asked):
            scene.motion.skip()
            pump(app)
            return scene
        if asked is not None:
            scene.motion.skip()
            scene.choose(asked["choices"][-1])
    raise AssertionError("never reached")


def labels(scene: MAPlayScene) -> list[str]:
    return [label_text(button.label) for button, _a in scene.answers]


def test_keys_past_the_ninth_answer_0_then_letters_shown_on_the_buttons(title_app):
    app = title_app
    scene = play_to(app, 5, 3, lambda a: a["kind"] == "rampart" and len(a["choices"]) >= 11)
    asked = scene.asked
    shown = labels(scene)
    assert [label.split("  ")[0] for label in shown] == list("1234567890ab")[:len(shown)]
    seat, last = int(asked["player"]), asked["choices"][-1]
    post_key(pygame.K_s, pygame.KMOD_CTRL)              # Ctrl+S saves: it picks no answer
    pump(app)
    assert scene.asked == asked
    post_key(ord(answers.key_label(len(shown) - 1)))    # the letter of the last answer
    pump(app)
    assert scene.view["players"][seat]["scout"] == [last["row"], last["col"]]


def test_a_palace_token_is_chosen_by_type_then_domain_by_keys_and_by_a_lit_column(title_app):
    app = title_app
    scene = play_to(app, 3, 7, lambda a: a["kind"] == "palace" and len(a["choices"]) > 20)
    asked = scene.asked
    seat = int(asked["player"])
    types = answers.token_types(asked)
    assert len(scene.answers) == len(types) and all(a is None for _b, a in scene.answers)
    post_key(pygame.K_2)                                 # the second type...
    pump(app)
    second = [c for c in asked["choices"] if c["type"] == types[1]]
    assert [a for _b, a in scene.answers[:-1]] == second
    assert labels(scene)[-1].endswith("Another type of token")
    post_key(ord(answers.key_label(len(scene.answers) - 1)))    # ...back to the types
    pump(app)
    assert len(scene.answers) == len(types) and scene.asked == asked     # nothing posted
    post_key(pygame.K_1)
    pump(app)
    first = [c for c in asked["choices"] if c["type"] == types[0]][-1]
    column = scene.spots.columns[(seat, first["domain"])]
    post_click(column.center)                            # the lit column of the domain
    pump(app)
    assert scene.view["players"][seat]["parcel_tokens"] == {first["domain"]: types[0]}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_answer_button_is_whole_and_inside_the_panel_at_1280x720(title_app, language):
    app = title_app
    i18n.set_language(language)
    app.on_resize((1280, 720))
    scene = play_to(app, 5, 3, lambda a: a["kind"] == "rampart" and len(a["choices"]) >= 11)
    screen = app.screen.get_rect()
    for button, _a in scene.answers:
        assert scene.regions.side.contains(button.rect), label_text(button.label)
        assert clipped(button, screen) is None, label_text(button.label)

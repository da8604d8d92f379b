"""Learning Middle-Ages on screen (issue 37): the rules reference is complete (every section
M1-M8 and every Event card), in English and French, each page whole at 1280x720, its pages
turned by keys; a refused answer is shown with the rule and the reason."""
from __future__ import annotations

import pygame
import pytest

from game.middle_ages import table as seating
from game.middle_ages import texts
from game.middle_ages.coach import LESSONS
from game.middle_ages.help import PAGES, MAHelpScene, page_text
from game.middle_ages.scene import MAPlayScene
from game.middle_ages.table import MASetup, MATable
from game.shell import i18n
from game.middle_ages.setup import MASetupScene
from game.shell.smoke import post_click, post_key
from game.testing import pump


FRAMES = 6000          # a bound on a failing test, never reached by a passing one


@pytest.fixture(autouse=True)
def no_bot_delay(monkeypatch):
    monkeypatch.setattr(seating, "BOT_DELAY", 0.0)


def test_the_rules_reference_cites_every_section_and_lists_every_event_card():
    text = " ".join(" ".join(page_text(i)) for i in range(len(PAGES)))
    for section in ("M1", "M2", "M3", "M4.1", "M4.2", "M4.3", "M4.4", "M5.0", "M5.1", "M5.2",
                    "M5.3", "M5.4", "M5.5", "M5.6", "M5.7", "M5.8", "M5.9", "M6", "M7", "M8"):
        assert f"({section}" in text or f"{section})" in text or f"{section}," in text, section
    for card in texts.CARDS:
        assert f"{texts.card_name(card)}: {texts.card_text(card)}" in text


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_page_of_the_rules_is_whole_at_1280x720_and_turned_by_keys(title_app, language):
    app = title_app
    i18n.set_language(language)
    helper = MAHelpScene(app)
    app.stack.push(helper)
    pump(app)
    seen = []
    for _ in PAGES:
        seen.append(helper.page)
        assert helper.text_bottom <= helper.previous_button.rect.y, (language, helper.page)
        english = PAGES[helper.page][1][0] if PAGES[helper.page][1] else ""
        if language == "fr" and english:      # translated, not the English words
            assert page_text(helper.page)[0] != english
        post_key(pygame.K_RIGHT)
        pump(app)
    assert seen == list(range(len(PAGES))) and helper.page == 0
    post_key(pygame.K_LEFT)
    pump(app)
    assert helper.page == len(PAGES) - 1
    post_key(pygame.K_ESCAPE)
    pump(app)
    assert app.stack.top is not helper


@pytest.mark.parametrize("language,words", [
    ("en", "Refused (M3.6): Ann's Lord already stands there: one Lord per tile"),
    ("fr", "Refusé (M3.6) : le Seigneur de Ann s'y trouve déjà : un seul Seigneur par tuile")])
def test_a_refused_answer_is_shown_with_its_rule_and_reason_in_the_players_language(
        title_app, language, words):
    app = title_app
    i18n.set_language(language)
    names = (("Ann", "blue"), ("Bob", "red"), ("Cid", "green"))
    scene = MAPlayScene(app, MATable(MASetup(names, ("human",) * 3, 7, "random")))
    app.stack.push(scene)
    pump(app)
    first = scene.asked["choices"][0]
    post_key(pygame.K_1)
    pump(app)
    move = scene.view["move"]
    scene.choose(first)                      # Bob on Ann's tile: refused by the referee
    pump(app)
    assert scene.view["move"] == move
    assert scene.error == words                                       # one Lord per tile


def test_the_tutorial_from_the_title_explains_each_thing_the_first_time_it_happens(title_app):
    """Title, New game of Middle-Ages, Tutorial: the player against two computers, a lesson
    for the goal, a move, every domain's effect, a Scout's reservation, an attack, an Event
    card and the end, each dismissed with its button; the game is played by number keys. On
    the revised tile table (M2.2) every lesson of the coach is shown, each once."""
    app = title_app
    post_click(app.stack.top.button("New game", "middle-ages").rect.center)
    pump(app)
    setup = app.stack.top
    assert isinstance(setup, MASetupScene)
    post_click(setup.tutorial_button.rect.center)
    pump(app)
    scene = app.stack.top
    assert isinstance(scene, MAPlayScene) and scene.coach is not None
    for _ in range(FRAMES):                               # the computers may place first
        if scene.asked is not None:
            break
        scene.table.session.wait(5.0)
        pump(app)
    assert scene.coach.lesson == "start" and scene.tip_button in scene.form.widgets
    read: list[str] = []
    for _ in range(FRAMES):
        if scene.view["phase"] == "over" and scene.coach.lesson is None:
            break
        if scene.coach.lesson is not None:
            read.append(scene.coach.lesson)
            pump(app)
            assert scene.tip_button.rect.collidepoint(scene.tip_button.rect.center)
            post_click(scene.tip_button.rect.center)
        elif scene.asked is not None:
            scene.motion.skip()
            post_key(pygame.K_1)
        else:
            scene.table.session.wait(5.0)
        pump(app)
    wanted = set(LESSONS)       # every domain's effect, a reservation, an attack, an Event...
    assert len(read) == len(set(read)), "each lesson is shown once"
    assert wanted - set(read) == set(), "not shown in the tutorial's game: pick another " \
        "coach.TUTORIAL_SEED in which these happen"
    assert len(read) == len(set(read))                    # each told once


def test_the_tutorial_is_a_button_of_the_title_screens_card(title_app):
    """Issue 37, Build 3: the tutorial opens from the title screen, as Fief's does (and from
    the new-game form): the player, "You", against two computers, the coach's first lesson
    waiting."""
    app = title_app
    post_click(app.stack.top.button("Tutorial", "middle-ages").rect.center)
    pump(app)
    scene = app.stack.top
    assert isinstance(scene, MAPlayScene) and scene.coach is not None
    assert scene.names[0] == "You" and len(scene.names) == 3
    for _ in range(FRAMES):                               # the computers may place first
        if scene.asked is not None:
            break
        scene.table.session.wait(5.0)
        pump(app)
    assert scene.coach.lesson == "start"

"""The tutorial (issue 20): from the title, a prepared round against three computer families
in which a marriage, an election, cards, income, purchases, movement, a battle and a siege all
happen, with a prompt at each pointing at the screen; played by clicks to its end, or left at
any moment to go on as a normal game; in both languages."""
import json

import pytest

from game.shell import i18n
from game.fief import table as seating
from game.fief.autoplay import Driver, baron_chooser
from game.fief.scenes.play import PlayScene
from game.shell.smoke import post_click
from game.testing import pump
from game.fief.ui.tutorial import END, LESSONS


@pytest.fixture
def quick_computers(monkeypatch):
    monkeypatch.setattr(seating, "BOT_DELAY", 0.0)


def start_tutorial(app):
    post_click(app.stack.top.button("Tutorial").rect.center)
    pump(app, 2)
    scene = app.stack.top
    assert isinstance(scene, PlayScene) and scene.guides.coach is not None
    assert [p.name for p in scene.setup.options.players] == ["Armagnac", "Anjou", "Foix", "Berry"]
    assert scene.setup.seats == ("human", "computer", "computer", "computer")
    return scene


def pupil():
    """A newcomer doing what the prompts say (and what the computer would do otherwise)."""
    baron = baron_chooser()
    wanted = (("propose_marriage", "QUENTIN"), ("declare_candidate", "ARTHUR"), ("vote", '"for": "ARTHUR"'),
              ("declare_battle", "ST MÉDARD"), ("declare_siege", "CHAROLLES"))

    def choose(view, decision):
        for kind, word in wanted:
            for action in decision.get("choices") or []:
                if action.get("kind") == kind and word in json.dumps(action, ensure_ascii=False):
                    return action
        return baron(view, decision)
    return choose


def test_the_tutorial_is_played_through_its_round_to_its_end(title_app, quick_computers):
    scene = start_tutorial(title_app)
    coach = scene.guides.coach
    driver = Driver(title_app, choose=pupil())
    shown = []
    for _ in range(40):
        driver.play(scene, timeout=120, stop=lambda s: s.guides.coach.current is not None or s.guides.coach.finished)
        if coach.finished:
            break
        pump(title_app)
        shown.append(coach.current.key)
        post_click(coach.ok_rect.center)                    # Got it
        pump(title_app)
    assert coach.finished and shown[-1] == END.key, shown
    assert shown[0] == "welcome" and set(shown) == {lesson.key for lesson in LESSONS} | {END.key}, shown
    happened = {entry.event["kind"] for entry in scene.controller.log}
    assert {"married", "election_result", "card_drawn", "income", "recruited", "moved",
            "battle_declared", "siege_declared", "round_ended"} <= happened, happened
    assert scene.controller.public["round"] == 2


def test_the_tutorial_can_be_left_and_the_game_goes_on(title_app, quick_computers):
    scene = start_tutorial(title_app)
    pump(title_app)
    assert scene.guides.coach.current is not None and scene.guides.coach.current.key == "welcome"
    post_click(scene.guides.coach.leave_rect.center)
    pump(title_app)
    assert scene.guides.coach.finished and scene.guides.coach.current is None
    driver = Driver(title_app)
    driver.play(scene, timeout=60, stop=lambda s: s.controller.public.get("phase", 0) >= 2)
    assert scene.guides.coach.current is None                     # no prompt any more


def test_the_tutorial_speaks_french(title_app, quick_computers):
    i18n.set_language("fr")
    try:
        scene = start_tutorial_fr(title_app)
        pump(title_app)
        assert scene.guides.coach.current is not None
        assert i18n._(scene.guides.coach.current.text).startswith("Bienvenue dans Fief")
        assert [p.name for p in scene.setup.options.players] == ["Armagnac", "Anjou", "Foix", "Berry"]
    finally:
        i18n.set_language("en")


def start_tutorial_fr(app):
    post_click(app.stack.top.button("Tutorial").rect.center)
    pump(app, 2)
    scene = app.stack.top
    return scene

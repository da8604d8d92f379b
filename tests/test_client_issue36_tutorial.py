"""Issue 36, defect 4: the tutorial's pointer line ends on the button its prompt names (at
1280x720 and 1920x1080), and an election's candidate is not called its Bishop before the vote."""
import json

import pytest
from test_client_learn_tutorial import pupil, start_tutorial

from game.fief import table as seating
from game.fief.anim.cast import Cast, see_name
from game.fief.anim.election import ElectionScript
from game.fief.autoplay import Driver
from game.fief.scenes.election_stage import candidate_titles
from game.fief.scenes.play_guides import shown_buttons
from game.shell import i18n
from game.shell.smoke import post_click
from game.testing import make_app, pump


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_defect4_the_tutorials_pointer_ends_on_the_button_it_names(tmp_path, monkeypatch, maps, size):
    monkeypatch.setenv("FIEF_HOME", str(tmp_path / "home"))
    monkeypatch.setattr(seating, "BOT_DELAY", 0.0)
    app = make_app(size, "title", maps=maps)
    pump(app)
    scene = start_tutorial(app)
    coach, driver, on_button = scene.guides.coach, Driver(app, choose=pupil()), set()
    try:
        for _ in range(12):
            driver.play(scene, timeout=120, stop=lambda s: s.guides.coach.current is not None
                        or s.guides.coach.finished or s.controller.public.get("phase", 0) >= 4)
            if coach.current is None:
                break
            pump(app)
            lesson = coach.current
            named = [rect for rect, action in shown_buttons(scene.mode) for kind, word in lesson.buttons
                     if action.get("kind") == kind and word in json.dumps(action, ensure_ascii=False)]
            if named:
                assert named[0].collidepoint(coach.end), (lesson.key, named[0], coach.end)
                on_button.add(lesson.key)
            elif lesson.target != "map":
                assert scene.right_rect.collidepoint(coach.end) if lesson.target == "decision" else True
            post_click(coach.ok_rect.center)                    # Got it
            pump(app)
        # The elections' prompt comes with the pupil's candidate (ARTHUR's button), whatever
        # the computers' thread does (tutorial.ALIASES).
        assert {"marriage", "elections"} <= on_button, on_button
    finally:
        scene.controller.table.close()
        app.stack.reset()


def test_defect4_a_candidate_is_a_candidate_until_the_verdict():
    """The ceremony is drawn with the view after the vote: the candidate showed the office at
    stake ("Bishop of BLAYE") while the markers were still being laid."""
    script = ElectionScript([], Cast((), (), {}, {}), item="bishop:1")
    lord = {"titles": ["bishop:1", "fief:County of BLAYE"]}
    before = candidate_titles(script, lord, crowned=False)
    assert before[0] == f"candidate for the bishopric of {see_name('1')}"
    assert not any(words.startswith("Bishop of") for words in before)
    assert candidate_titles(script, lord, crowned=True)[0] == f"Bishop of {see_name('1')}"
    i18n.set_language("fr")
    try:
        assert candidate_titles(script, lord, crowned=False)[0].startswith("candidat à l'évêché")
    finally:
        i18n.set_language("en")

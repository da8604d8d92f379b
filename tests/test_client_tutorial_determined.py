"""Issue 36: the tutorial is the same game every time, whatever the pace of the pupil and of the
computers' thread. Its round asks one family at a time (no decision is put to the pupil and a
computer at once), so the thread cannot reorder the answers, and each computer's seed (the move
it answers at) is the same in every run. The vote for GAUVAIN the election's prompt met came
from the tests' pupil, who proposed ARTHUR (the first choice naming MIREILLE) to MIREILLE,
which left him no candidate for Bishop, and who then laid the decoy: it now does what the
prompts say (QUENTIN, then FOR ARTHUR). And the election's prompt waited for an event of the
election (the view's step is then "election", not the round's "elections"), so it came after
the candidate or with the vote as the thread went: it now comes as the pupil is asked to
present one."""
from test_client_learn_tutorial import pupil, start_tutorial

from game.fief import table as seating
from game.fief.autoplay import Driver
from game.fief.ui.tutorial import WELCOME, Coach
from game.shell.smoke import post_click
from game.testing import make_app, pump
from tests.net_waits import settled


def watched(choose, table, slow, alone):
    """The pupil, noting whether it was asked alone each time; ``slow``: it thinks before each
    answer until the computers have nothing left to do."""
    def thinking(view, decision):
        auth = table.authority
        if slow:
            settled(auth, lambda: auth.find_bot_job() is None)
        with auth.lock:
            alone.append({d.player for d in auth.record.game.pending()} == {0})
        return choose(view, decision)
    return thinking


def played(tmp_path, monkeypatch, maps, run, alone):
    """The tutorial's moves as far as its purchases, the prompts acknowledged as they come;
    the second run's pupil slow."""
    monkeypatch.setenv("FIEF_HOME", str(tmp_path / f"home{run}"))
    app = make_app((1280, 720), "title", maps=maps)
    pump(app)
    scene = start_tutorial(app)
    table = scene.controller.table
    choose = watched(pupil(), table, run == 2, alone)
    coach, driver = scene.guides.coach, Driver(app, choose=choose)
    try:
        for _ in range(20):
            driver.play(scene, timeout=120, stop=lambda s: s.guides.coach.current is not None
                        or s.controller.public.get("phase", 0) >= 4)
            if coach.current is None:
                break
            pump(app)
            post_click(coach.ok_rect.center)                    # Got it
            pump(app)
        with table.authority.lock:
            return [(seat, action.to_dict()) for seat, action in table.authority.record.actions]
    finally:
        table.close()
        app.stack.reset()


def test_two_runs_of_the_tutorial_are_the_same_game(tmp_path, monkeypatch, maps):
    monkeypatch.setattr(seating, "BOT_DELAY", 0.0)
    alone: list[bool] = []
    first, second = (played(tmp_path, monkeypatch, maps, run, alone) for run in (1, 2))
    assert len(first) > 20 and alone and all(alone)        # nobody asked beside the pupil
    assert first == second
    assert (0, {"kind": "declare_candidate", "lord": "ARTHUR"}) in first    # as its prompt says
    assert (0, {"kind": "vote", "for": "ARTHUR", "decoy": None}) in first



def test_the_elections_prompt_comes_as_the_pupil_is_asked_for_a_candidate():
    coach = Coach()
    coach.note(1, "marriage", "marriage")
    assert coach.current.key == WELCOME
    coach.dismiss()
    coach.note(1, "marriage", "marriage")
    coach.dismiss()
    coach.note(1, "election", "candidate")            # nothing heard of the election yet
    assert coach.current is not None and coach.current.key == "elections"
    coach.note(1, "election", "vote")                 # it stays through the vote
    assert coach.current.key == "elections"

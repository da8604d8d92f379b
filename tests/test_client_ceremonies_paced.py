"""At a table of this screen the computers wait for its ceremonies (net/pace.py): a battle is
shown over the board of its own round, no election or summary is overtaken.

Before, the computers played on in their thread while a ceremony covered the table; what they
did was read only once it was on top again, so a battle of round 2 opened over round 3's board
and the elections queued behind it were looked for among a later round's events and skipped."""
import pygame

from engine.events import Event
from game.fief.scenes.battle import BattleScene
from game.fief.scenes.election import ElectionScene
from game.fief.scenes.round_summary import RoundSummaryScene
from game.shell.smoke import post_key
from game.testing import pump
from fief_tables import Gate, first_ceremony, gated_computers
from net.pace import ScreenPace


def test_the_computers_wait_while_a_ceremony_is_up_and_each_plays_in_its_round(title_app,
                                                                               monkeypatch):
    """Seed 6, three computers: round 1's summary is up and the computers are let play to
    round 3, yet they wait (before: they played round 2 under it). Closed by keys one after
    the other, round 2's battle opens over round 2's board, its summary over the round-3
    table, then round 3's two elections, a Bishop's and the King's, each in round 3."""
    app = title_app
    gate = Gate(1)
    scene = gated_computers(app, monkeypatch, gate, seed=6)
    session, authority = scene.controller.session, scene.controller.table.authority
    try:
        cover = first_ceremony(app, scene)
        assert isinstance(cover, RoundSummaryScene) and cover.round == 1
        gate.let(3)
        with authority.changed:                      # held, or round 2 played under the cover
            authority.changed.wait_for(lambda: authority.find_bot_job() is None
                                       or authority.record.game.state.round >= 3, 120)
            assert authority.record.game.state.round == 2
        opened: list[tuple[str, object, int]] = []
        for _ in range(6000):                        # each ceremony closed by keys, in turn
            top = app.stack.top
            if top is not scene and (not opened or opened[-1][1] is not top):
                opened.append((type(top).__name__, top, scene.controller.public["round"]))
            if isinstance(top, ElectionScene) and top.item == "king":
                break
            if top is scene:
                session.wait(0.05)                   # the computers' next move
                pump(app, 1)
                continue
            post_key(pygame.K_SPACE)                 # to what is known, then closed
            post_key(pygame.K_RETURN)
            pump(app, 1, dt=0.5)
        shown = [(name, getattr(s, "round", None) or getattr(s, "item", None), now)
                 for name, s, now in opened]
        assert shown == [("RoundSummaryScene", 1, 2), ("BattleScene", None, 2),
                         ("RoundSummaryScene", 2, 3), ("ElectionScene", "bishop:5", 3),
                         ("ElectionScene", "king", 3)]
        assert all(s.held_in is None for _n, s, _r in opened if isinstance(s, ElectionScene))
        assert isinstance(opened[1][1], BattleScene)
    finally:
        gate.let(99)
        scene.controller.table.close()


def test_a_pace_holds_from_the_event_that_completes_a_ceremony_until_it_was_shown():
    """The computers wait from the event completing a ceremony (a battle's end, not its
    declaration: its decisions are played), until the screen has shown it, not before."""
    pace = ScreenPace(lambda e: e.kind == "battle_ended", seen=10)
    assert not pace.holds()
    pace.note(11, [Event.make("battle_declared"), Event.make("troops_lost")])
    assert not pace.holds()                          # the battle is fought
    pace.note(13, [Event.make("battle_ended"), Event.make("moved")])
    assert pace.holds() and pace.owed == 13
    assert not pace.show(12) and pace.holds()        # shown up to before its end: still owed
    assert pace.show(14) and not pace.holds()

"""Issue 36, Undo: every answer the referee marks revocable is taken back, one click at a time,
until the seat's turn ends; a grey Undo says why (its tooltip), in the table's words; over the
LAN, the seat's own move is taken back by the host (net/undo.py)."""

import pytest

from engine.fief.api import COLOURS, GameOptions, PlayerSpec
from game.fief.autoplay import Driver
from game.fief.remote import RemoteTable, remote_setup
from game.fief.scenes.play import PlayScene
from game.fief.table import TableSetup
from game.fief.ui.decisions.movement import MovementMode
from net.host import HostConfig
from net.lobby import Settings
from net.session import RemoteSession
from net.table import HostedTable, TableConfig
from net.undo import CONFIRMED, NOTHING
from tests.net_waits import until
from game.shell.smoke import post_click, post_motion
from game.testing import pump


@pytest.fixture
def movement(title_app):
    app = title_app
    players = tuple(PlayerSpec(n, COLOURS[i]) for i, n in enumerate(("Ann", "Bob", "Cid")))
    setup = TableSetup(GameOptions(players=players, seed=2), ("human", "computer", "computer"))
    scene = PlayScene(app, setup, bot_delay=0.0, autosave=False, ceremonies=False)
    app.stack.push(scene)
    pump(app, 2)
    Driver(app).play(scene, timeout=120, stop=lambda s: isinstance(s.mode, MovementMode)
                     and s.mode.lords_at)
    assert isinstance(scene.mode, MovementMode)
    return app, scene


def move_once(app, scene):
    """Click a lord's village, then the first place it may go to."""
    mode = scene.mode
    origin = mode.origin or sorted(mode.lords_at)[0]
    if mode.origin != origin:
        post_click(scene.village_point(origin))
        pump(app)
    target = sorted(v for v in mode.destinations() if scene.village_point(v) is not None)[0]
    move = scene.controller.public["move"]
    post_click(scene.village_point(target))
    pump(app, 3)
    assert scene.controller.public["move"] > move, scene.toast
    return target


def hover_tooltip(app, scene):
    post_motion(scene.undo_button.rect.center)
    pump(app)
    return scene.tooltip_lines()


def test_undo_takes_back_each_move_of_the_turn_one_click_at_a_time(movement):
    app, scene = movement
    c = scene.controller
    seat = scene.asked.seat
    lords = lambda: sorted((l["name"], l.get("village")) for l in c.public["lords"]  # noqa: E731
                           if l.get("owner") == seat)
    before = lords()
    assert not scene.undo_button.enabled
    assert hover_tooltip(app, scene) == [NOTHING]                 # grey, and says why
    move_once(app, scene)
    after_one = lords()
    if not isinstance(scene.mode, MovementMode) or not scene.mode.lords_at:
        pytest.fail("the seat keeps the word after a move (5.0)")
    move_once(app, scene)
    assert lords() != after_one
    for expected in (after_one, before):                        # back, move by move
        assert scene.can_undo and scene.undo_button.enabled, scene.undo_reason()
        post_click(scene.undo_button.rect.center)
        pump(app, 3)
        assert lords() == expected
    assert not scene.can_undo and hover_tooltip(app, scene) == [NOTHING]


def test_a_confirmed_step_cannot_be_taken_back_and_the_button_says_so(movement):
    app, scene = movement
    move_once(app, scene)
    pump(app, 30)                  # past the guard against a second click on a rebuilt panel
    c = scene.controller
    actions = c.table.authority.record.actions
    post_click(scene.mode.done.rect.center)                     # Done moving: the step ends
    pump(app, 3)
    assert [a.kind for s, a in actions if s == 0][-2:] == ["move", "end_movement"]
    message, _values = c.table.undo_refusal(0)
    assert message in (CONFIRMED, NOTHING)      # Done ended the turn: nothing to take back


@pytest.fixture
def lan_movement(title_app):
    """This screen plays seat 0 of a game hosted on loopback (two computers beside it), up to
    its movement (5.0)."""
    table = HostedTable.create([("Ann", COLOURS[0]), ("Bob", COLOURS[1]), ("Cid", COLOURS[2])],
                               ["remote", "computer", "computer"], Settings(seed=2),
                               TableConfig(announce=False, autostart=True,
                                           lan=HostConfig(bind="127.0.0.1"))).open()
    session = RemoteSession.join("127.0.0.1", table.host.port, seat=0)
    try:
        session.set_ready()
        until(session, lambda: session.latest is not None and session.lobby())
        setup = remote_setup(session)
        scene = PlayScene(title_app, setup, table=RemoteTable(session, setup), autosave=False,
                          ceremonies=False)
        title_app.stack.push(scene)
        pump(title_app, 2)
        Driver(title_app).play(scene, timeout=120, stop=lambda s: isinstance(s.mode, MovementMode)
                               and s.mode.lords_at)
        assert isinstance(scene.mode, MovementMode)
        yield title_app, scene, table
    finally:
        title_app.stack.reset()
        session.close()
        table.close()


def test_over_the_lan_undo_takes_back_the_seats_own_move_and_says_why_when_grey(lan_movement):
    app, scene, table = lan_movement
    c = scene.controller
    lords = lambda: sorted((l["name"], l.get("village")) for l in c.public["lords"]  # noqa: E731
                           if l.get("owner") == 0)
    before, move, logged = lords(), c.public["move"], len(c.log)
    assert scene.undo_button.visible and not scene.undo_button.enabled
    assert hover_tooltip(app, scene) == [NOTHING]                 # the host's words
    move_once(app, scene)
    assert lords() != before and len(c.log) > logged
    assert scene.can_undo and scene.undo_button.enabled, scene.undo_reason()
    post_click(scene.undo_button.rect.center)
    pump(app, 3)
    assert lords() == before and c.public["move"] == move         # the host's earlier state
    assert len(c.log) == logged                                   # its chronicle cut back
    with table.authority.lock:
        assert table.authority.record.game.move == move
    assert not scene.can_undo and hover_tooltip(app, scene) == [NOTHING]

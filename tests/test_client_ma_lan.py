"""A game of Middle-Ages hosted on the LAN from this screen (issue 23), in process over
loopback: a player joins through net's RemoteSession and plays their seat, the lord at the
screen plays by clicks, a computer plays the third seat, to the end of the game. Every wait is
on what the code signals (the sessions' inboxes), never on the clock."""
from __future__ import annotations

import pytest

from game.middle_ages import table as seating
from game.middle_ages.scene import MAPlayScene
from game.middle_ages.table import MASetup, MATable
from game.smoke import post_click
from game.testing import make_app, pump
from net.bots import RandomBot, decision_in
from net.host import HostConfig
from net.session import RemoteSession
from tests.net_waits import until

FRAMES = 6000          # a bound on a failing test, never reached by a passing one


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("FIEF_HOME", str(tmp_path / "home"))
    monkeypatch.setattr(seating, "BOT_DELAY", 0.0)
    application = make_app((1280, 720), "title")
    pump(application)
    yield application
    application.stack.reset()


def test_M1_a_lan_game_hosted_here_is_played_by_clicks_and_by_a_joined_player_to_its_end(app):
    setup = MASetup((("Ann", "blue"), ("Bob", "red"), ("Cid", "pink")),
                    ("human", "lan", "computer"), seed=9, level="random")
    table = MATable(setup, lan=HostConfig(bind="127.0.0.1"))
    bob = RemoteSession.join("127.0.0.1", table.hosted.host.port, name="Bob")  # type: ignore[union-attr]
    try:
        assert bob.seat == 1
        bob.set_ready()
        until(bob, lambda: bob.latest)                         # the game has started
        scene = MAPlayScene(app, table)
        app.stack.push(scene)
        pump(app)
        bot = RandomBot(1)
        for _ in range(FRAMES):
            if scene.view.get("phase") == "over":
                break
            view = bob.latest
            decision = decision_in(view) if view else None
            if decision is not None and view["move"] == table.hosted.authority.move():
                assert bob.submit(1, bot(view, decision), view["move"])
            elif scene.asked is not None:
                targets = scene.answers_by_tile()
                rect = (scene.tiles[min(targets)] if targets
                        else scene.answers[0][0].rect)
                post_click(rect.center)
            elif (scene.view.get("asked") or {}).get("player") == 1:   # Bob's view catches up
                move = table.hosted.authority.move()
                until(bob, lambda move=move: bob.latest and bob.latest["move"] == move)
            else:                                                   # the computer's move
                table.session.wait(2.0)
            pump(app)
        assert scene.view["phase"] == "over" and scene.view["winners"]
        final = until(bob, lambda: bob.latest if bob.latest["move"] == scene.view["move"]
                      else None)
        assert final["winners"] == scene.view["winners"]       # the joined player sees the end
        assert scene.error == ""
    finally:
        bob.close()
        app.stack.reset()
        table.close()

"""A game of Middle-Ages hosted on the LAN from this screen (issue 23), in process over
loopback: a player joins through net's RemoteSession and plays their seat, the lord at the
screen plays by clicks, a computer plays the third seat, for five turns; and the whole
client way: the table hosted from the new-game form through the host's lobby, joined from the
join screen by a second client (its own scene stack), played by clicks on both screens, its
link dropped and restored, and watched by a spectator. Every wait is on what the code signals
(the sessions' inboxes, the scenes' state), bounded but never timed."""
from __future__ import annotations

import json
import socket

import pytest

from game.shell import lan
from game.clients import COLLECTION
from game.middle_ages import table as seating
from game.middle_ages.lobby import MAHostLobbyScene
from game.middle_ages.remote import MARemoteTable, remote_setup
from game.middle_ages.opening import open_ma_game
from game.middle_ages.scene import MAPlayScene
from game.middle_ages.setup import MASetupScene
from game.middle_ages.table import MASetup, MATable
from game.shell.lobby import RemoteLobbyScene, options_text
from game.shell.smoke import post_click
from game.testing import make_app, pump
from net.bots import RandomBot
from net.host import HostConfig
from net.lobby import Settings
from net.session import RemoteSession
from net.table import HostedTable
from tests.net_waits import until
from tests.test_client_lan import Client, network  # noqa: F401  (network: a fixture)
from tests.test_client_lan import until as wait_until

FRAMES = 6000          # a bound on a failing test, never reached by a passing one


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("FIEF_HOME", str(tmp_path / "home"))
    monkeypatch.setattr(seating, "BOT_DELAY", 0.0)
    application = make_app((1280, 720), "title")
    pump(application)
    yield application
    application.stack.reset()


def test_M1_a_lan_game_hosted_here_is_played_by_clicks_and_by_a_joined_player(app):
    """Five turns (the whole game over the LAN is tests/test_net_ma_lan.py's)."""
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
            if scene.view["turn"] > 5:
                break
            view, seen = bob.latest, bob.latest_standing
            decision = seen["asked"][0] if seen and seen["asked"] else None
            if decision is not None and seen["move"] == table.hosted.authority.move():
                assert bob.submit(1, bot(view, decision), seen["move"])
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
        assert scene.view["turn"] > 5
        seen = until(bob, lambda: bob.latest if bob.latest["move"] == scene.view["move"]
                     else None)
        assert seen["players"] == scene.view["players"]        # the joined player sees the same
        assert seen["rows"] == scene.view["rows"]
        assert scene.error == ""
    finally:
        bob.close()
        app.stack.reset()
        table.close()


def host_from_the_form(app) -> MAHostLobbyScene:
    """Title, Middle-Ages' New game: Ann here, a LAN seat, a computer; Host on the LAN."""
    post_click(app.stack.top.button("New game", "middle-ages").rect.center)
    pump(app)
    setup = app.stack.top
    assert isinstance(setup, MASetupScene)
    while setup.rows[1].seat.value != "lan":
        post_click(setup.rows[1].seat.arrow_rects()[1].center)
        pump(app)
    while setup.level.value != "random":
        post_click(setup.level.arrow_rects()[1].center)
        pump(app)
    assert setup.start_label() == "Host on the LAN"
    post_click(setup.start_button.rect.center)
    pump(app)
    lobby = app.stack.top
    assert isinstance(lobby, MAHostLobbyScene) and lobby.error == ""
    return lobby


def test_M1_a_table_hosted_from_the_form_is_joined_from_the_join_screen_and_played_there(
        title_app, network):
    app = title_app
    host = host_from_the_form(app)
    assert host.port > 0 and not host.start_button.enabled      # the LAN seat is still open
    assert options_text(COLLECTION, host.lobby["settings"]) == "Middle-Ages"
    assert host.lobby["name"] == "Aliénor's table of Middle-Ages"   # as the join screen lists it
    client = Client(app)
    watcher = None
    try:
        join = client.join_table(host.port, name="Zoé")
        remote = client.stack.top
        assert isinstance(remote, RemoteLobbyScene), join.message
        client.click(remote.ready_button.rect.center)
        assert wait_until(lambda: host.start_button.enabled, lambda: pump(app))
        post_click(host.start_button.rect.center)
        pump(app)
        here = app.stack.top
        assert isinstance(here, MAPlayScene) and here.names[1] == "Zoé"
        assert wait_until(lambda: isinstance(client.stack.top, MAPlayScene), client.frame)
        there = client.stack.top
        assert isinstance(there.table, MARemoteTable) and there.table.humans == [1]

        # Each screen answers its own seat by clicks until Zoé has taken two tiles.
        def tiles_of(view, seat):
            player = view["players"][seat]
            return sum(len(c) for c in player["columns"].values()) + len(player["graveyard"])

        def step():
            pump(app)
            client.frame()
            for scene, frame in ((here, None), (there, client)):
                targets = scene.answers_by_tile()
                if scene.asked is None:
                    continue
                spot = scene.tiles[min(targets)].center if targets else \
                    scene.answers[0][0].rect.center
                if frame is None:
                    post_click(spot)
                else:
                    frame.click(spot)

        assert wait_until(lambda: tiles_of(there.view, 1) >= 2, step, timeout=30)
        assert there.error == "" and here.error == ""
        assert any(line.startswith("Zoé takes a") for line in there.log)
        assert there.motion.timeline.beats_of("slide")          # the joined screen animates too

        # The link drops: the session comes back by itself and the screen says so meanwhile.
        session = there.table.session
        lost = session.client
        lost.sock.shutdown(socket.SHUT_RDWR)
        assert wait_until(lambda: session.client is not lost and session.connected.is_set(),
                          client.frame)
        client.frame()
        assert there.message == ""                              # told lost, then restored

        # A spectator sees the same table, asked nothing.
        watcher = RemoteSession.watch("127.0.0.1", host.port)
        authority = here.table.hosted.authority
        assert wait_until(lambda: watcher.latest is not None
                          and watcher.latest["move"] == authority.move(), lambda: None)
        spectator = MAPlayScene(app, MARemoteTable(watcher, remote_setup(watcher.lobby(), None)))
        assert spectator.table.humans == [] and spectator.asked is None
        assert spectator.view["seat"] is None
        assert spectator.view["rows"] == authority.view(None)["rows"]
    finally:
        if watcher is not None:
            watcher.close()
        client.close()


def test_MA_11_a_lan_game_saved_here_is_hosted_again_by_continue_and_its_seat_taken_back(
        title_app, network, tmp_path):
    app = title_app
    setup = MASetup((("Ann", "blue"), ("Zoé", "red")), ("human", "lan"), seed=4, level="random")
    hosted = HostedTable.create(list(setup.players), ["human", "remote"],
                                Settings(seed=4, game="middle-ages"),
                                lan.table_config("Ann", seating.computers("random"), 0.0)).open()
    hosted.authority.hand_to_computer(1, True)
    hosted.start_game(force=True)
    table = MATable(setup, hosted=hosted)
    token = hosted.authority.seats[1].token
    save = table.save(tmp_path / "lan-game.json")
    move = hosted.authority.move()
    table.close()
    scene = open_ma_game(app, save)
    zoe = None
    try:
        assert isinstance(scene.table, MATable) and scene.table.hosted.host is not None
        assert scene.view["move"] == move
        port = scene.table.hosted.host.port
        zoe = RemoteSession.rejoin("127.0.0.1", port, token)
        assert zoe.seat == 1                               # the same seat, by its token
    finally:
        if zoe is not None:
            zoe.close()
        scene.table.close()
    lost = tmp_path / "unhosted.json"                      # the seats file gone: no host again
    data = json.loads(save.read_text(encoding="utf-8"))
    data["lan_save"] = str(tmp_path / "nowhere.json")
    lost.write_text(json.dumps(data), encoding="utf-8")
    again = open_ma_game(app, lost)
    try:
        assert again.table.setup.seats == ("human", "computer")    # the computer plays Zoé
    finally:
        again.table.close()


def test_the_host_lets_the_computer_play_for_a_player_who_left_and_gives_the_seat_back(
        title_app, network):
    app = title_app
    setup = MASetup((("Ann", "blue"), ("Zoé", "red")), ("human", "lan"), seed=6, level="random")
    hosted = HostedTable.create(list(setup.players), ["human", "remote"],
                                Settings(seed=6, game="middle-ages"),
                                lan.table_config("Ann", seating.computers("random"), 0.0)).open()
    zoe = RemoteSession.join("127.0.0.1", hosted.host.port, name="Zoé")  # type: ignore[union-attr]
    again = None
    try:
        zoe.set_ready()
        hosted.start_game(force=True)
        scene = MAPlayScene(app, MATable(setup, hosted=hosted))
        app.stack.push(scene)
        pump(app)
        assert not scene.away.button.visible                  # everybody is there
        token = zoe.token
        zoe.close()                                            # Zoé's program is gone
        assert wait_until(lambda: scene.away.button.visible, lambda: pump(app, dt=0.5))
        assert scene.away.button.label() == "Zoé is away: let the computer play"
        post_click(scene.away.button.rect.center)
        pump(app)
        assert hosted.authority.lobby()["seats"][1]["stand_in"]
        assert scene.message == "The computer plays for Zoé."
        again = RemoteSession.rejoin("127.0.0.1", hosted.host.port, token)  # type: ignore[union-attr]
        assert again.seat == 1
        assert wait_until(lambda: scene.away.button.visible
                          and scene.away.button.label() == "Zoé is back: give the seat back",
                          lambda: pump(app, dt=0.5))
        post_click(scene.away.button.rect.center)
        pump(app)
        assert not hosted.authority.lobby()["seats"][1]["stand_in"]
        assert scene.message == "Zoé plays again."
    finally:
        if again is not None:
            again.close()
        app.stack.reset()

"""LAN play in the pygame client, on loopback only: hosting from the setup scene, joining from
the join scene (a second client in the same process, with its own scene stack), the lobby's
ready toggle and chat, the start, and a move of the remote player applied by the host; the
join screen's list of announced games; a failed join said in words.

The host's scenes are driven by posted events through the app; the joining client's scenes
live on a second ``SceneStack`` driven by the same kind of events handed to it directly.
"""
import socket
import time

import pygame
import pytest

from game.shell import lan
from game.clients import COLLECTION
from game.fief.autoplay import baron_chooser
from game.shell.join import JoinScene, game_label
from game.shell.lobby import HostLobbyScene, RemoteLobbyScene, seat_state
from game.fief.scenes.play import PlayScene
from game.fief.scenes.setup import SetupScene
from game.shell.stack import SceneStack
from game.shell.smoke import post_click, post_key
from game.testing import pump
from net import protocol
from net.discovery import Announcement
from tests.net_waits import LIMIT

LOOPBACK_BROADCAST = "127.255.255.255"


def free_udp_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture
def network(monkeypatch):
    """Loopback only: the host listens on 127.0.0.1 and announces to the loopback broadcast
    address on a port of its own, where the join screen listens."""
    net = lan.Network(bind="127.0.0.1", broadcast=LOOPBACK_BROADCAST,
                      discovery_port=free_udp_port(), browse_bind=LOOPBACK_BROADCAST,
                      announce_every=0.05, timeout=LIMIT)
    monkeypatch.setattr(lan, "NETWORK", net)
    monkeypatch.setattr("game.fief.table.BOT_DELAY", 0.0)
    return net


@pytest.fixture
def app(title_app, network):
    return title_app


class Client:
    """A second player's screens in this process: a scene stack fed events by hand."""

    def __init__(self, app):
        self.app = app
        self.stack = SceneStack()
        self.stack.size = app.size
        self.surface = pygame.Surface(app.size)

    def frame(self, events=()):
        for event in events:
            self.stack.handle_event(event)
        self.stack.update(1 / 60)
        self.stack.draw(self.surface)

    def click(self, pos):
        self.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                    pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])

    def type(self, widget, text):
        self.click(widget.rect.center)
        self.frame([pygame.event.Event(pygame.TEXTINPUT, text=text)])

    def join(self, scene, button):
        """Click Join (or Take my seat back) and wait for the host's answer."""
        self.click(button.rect.center)
        assert until(lambda: not scene.connecting, self.frame)

    def join_table(self, port, name="Zoé"):
        """The join screen: a name, the host's loopback address and port, Join."""
        join = JoinScene(self.app)
        self.stack.push(join)
        self.type(join.name_input, name)
        self.type(join.address_input, "127.0.0.1")
        self.type(join.port_input, str(port))
        self.join(join, join.join_button)
        return join

    def key(self, key):
        self.frame([pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)])

    def close(self):
        self.stack.reset()


def until(predicate, step, timeout=LIMIT):
    """Step (a frame, a turn of the host) until ``predicate()``; the bound only ends a failed
    run (issue 40: nothing here waits for a time to pass)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if predicate():
            return True
        step()
        time.sleep(0.005)
    return predicate()


def post_typing(widget, text):
    post_click(widget.rect.center)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))


def post_enter():
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r",
                                         scancode=0))


def host_from_setup(app):
    """Title, New game, three families: this screen, a LAN seat, a computer; Host on the LAN."""
    post_click(app.stack.top.new_button.rect.center)
    pump(app)
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    post_click(setup.rows[3].remove.rect.center)
    pump(app)
    post_click(setup.rows[1].seat.arrow_rects()[1].center)      # computer -> network (LAN)
    pump(app)
    assert [row.seat.value for row in setup.rows] == ["human", "lan", "computer"]
    assert setup.start_label() == "Host on the LAN"
    post_click(setup.start_button.rect.center)
    pump(app)
    lobby = app.stack.top
    assert isinstance(lobby, HostLobbyScene) and lobby.error == ""
    return lobby



def hosted_with_the_lan_seat_handed_to_the_computer(app) -> PlayScene:
    """``host_from_setup``, then the open LAN seat handed to a computer and the game started:
    the LAN game's play scene, at the host."""
    host = host_from_setup(app)
    post_click(host.hand_boxes[1].rect.center)
    pump(app, 2)
    post_click(host.start_button.rect.center)
    pump(app)
    play = app.stack.top
    assert isinstance(play, PlayScene) and play.controller.lan
    return play

def test_a_lan_game_hosted_from_setup_joined_chatted_started_and_played_by_the_remote_seat(app):
    host = host_from_setup(app)
    assert host.port > 0 and not host.start_button.enabled     # the LAN seat is still open
    client = Client(app)
    try:
        join = client.join_table(host.port)
        remote = client.stack.top
        assert isinstance(remote, RemoteLobbyScene), join.message
        assert remote.session.seat == 1
        assert until(lambda: len(remote.seats()) == 3, client.frame)
        assert remote.seats()[1]["name"] == "Zoé"
        assert seat_state(remote.seats()[1], True) == "You, over the LAN · not ready"
        assert lan.recall().token == remote.session.token            # kept to come back later

        # Ready, and a chat line each way, seen on both screens.
        client.click(remote.ready_button.rect.center)
        client.type(remote.chat.input, "Bonjour, je suis prête")
        client.key(pygame.K_RETURN)
        assert until(lambda: host.start_button.enabled and any(
            line["text"] == "Bonjour, je suis prête" for line in host.chat.lines), lambda: pump(app))
        assert host.seats()[1]["name"] == "Zoé" and host.seats()[1]["ready"]
        post_typing(host.chat.input, "Welcome, Zoé")
        post_enter()
        pump(app)
        assert until(lambda: any(line["text"] == "Welcome, Zoé" for line in remote.chat.lines),
                     client.frame)

        # The host starts; both screens play the same game.
        post_click(host.start_button.rect.center)
        pump(app)
        host_play = app.stack.top
        assert isinstance(host_play, PlayScene) and host_play.controller.lan
        assert host_play.controller.names[1] == "Zoé"
        assert until(lambda: isinstance(client.stack.top, PlayScene), client.frame)
        play = client.stack.top
        c = play.controller
        assert c.humans == [1] and c.revealed == 1 and play.undo_button.visible
        assert c.views[1]["seat"] == 1 and c.public["round"] == c.views[1]["round"]

        # The chat carries on in the game, and a private line reaches only its seat.
        play.chat.to.value = 0
        client.type(play.chat.input, "Une alliance ?")
        client.key(pygame.K_RETURN)
        assert until(lambda: any(line["text"] == "Une alliance ?" and line["private"]
                                 for line in host_play.controller.chat_lines()),
                     lambda: pump(app))
        assert any(line["text"] == "Welcome, Zoé" for line in c.chat_lines())

        # Play until the remote seat is asked something; its choice is applied by the host.
        choose = baron_chooser()
        authority = host_play.controller.table.authority

        def remote_asked():
            client.frame()
            return c.current() is not None

        def host_step():
            pump(app)
            for asked in host_play.controller.asked():
                host_play.submit(asked.seat, choose(asked.view, asked.decision))

        assert until(remote_asked, host_step)
        asked = c.current()
        action = choose(asked.view, asked.decision)
        before = len(authority.record.actions)
        assert play.submit(1, action), c.error
        with authority.lock:
            assert authority.record.actions[before] == (1, type(authority.record.actions[0][1]).from_dict(action))
        assert c.views[1]["move"] > asked.view["move"]

        # The link drops: the session comes back by itself with the seat's token.
        lost = c.session.client
        lost.sock.shutdown(socket.SHUT_RDWR)
        assert until(lambda: c.session.client is not lost and c.session.connected.is_set()
                     and c.connection is None, client.frame)
        assert c.session.seat == 1

        # The host leaves: the remote screen says so in a banner and carries on drawing.
        app.back_to_title()
        assert until(lambda: c.connection == "closed", client.frame)
        assert "closed" in c.connection_reason
        client.frame()
    finally:
        client.close()


def test_the_join_scene_lists_a_game_announced_on_loopback(app, network):
    from net.host import HostConfig
    from net.table import HostedTable, TableConfig

    join = JoinScene(app)
    app.stack.push(join)
    pump(app)
    if join.browser is None:
        pytest.skip(f"cannot listen on the loopback broadcast address: {join.message}")
    config = TableConfig(name="Chez Ann", lan=HostConfig(bind="127.0.0.1"),
                         broadcast=network.broadcast, discovery_port=network.discovery_port,
                         announce_every=0.05)
    table = HostedTable.create([("Ann", "blue"), ("Bob", "red"), ("Cid", "green")],
                               ["human", "remote", "computer"], config=config).open()
    try:
        assert until(lambda: any(g.port == table.host.port for g in join.games),
                     lambda: pump(app))
        index = next(i for i, g in enumerate(join.games) if g.port == table.host.port)
        button = join.game_buttons[index]
        assert button.visible and button.enabled
        assert "Chez Ann" in join.game_text(index) and "1 open seat" in join.game_text(index)
        post_click(button.rect.center)
        pump(app)
        assert join.address_input.text == "127.0.0.1"
        assert join.port_input.text == str(table.host.port)
    finally:
        table.close()


def join_at_this_screen(app, port):
    """The join screen on the app's own stack, filled in for Bob at loopback ``port``."""
    join = JoinScene(app)
    app.stack.push(join)
    pump(app)
    post_typing(join.name_input, "Bob")
    post_typing(join.address_input, "127.0.0.1")
    post_typing(join.port_input, str(port))
    pump(app)
    return join


def test_a_join_on_a_closed_port_says_so_and_the_join_scene_stays(app):
    with socket.socket() as sock:            # a port nobody listens on
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    join = join_at_this_screen(app, port)
    post_click(join.join_button.rect.center)
    pump(app, 1)
    assert until(lambda: not join.connecting, lambda: pump(app))
    assert app.stack.top is join
    assert join.message.startswith(f"No game answers at 127.0.0.1, port {port}")
    assert lan.recall() is None


def test_a_host_that_never_answers_does_not_freeze_the_join_scene(app):
    """The handshake waits in the background: frames go on, and going back abandons it."""
    with socket.socket() as silent:          # accepts connections, never says a word
        silent.bind(("127.0.0.1", 0))
        silent.listen()
        port = silent.getsockname()[1]
        join = join_at_this_screen(app, port)
        post_click(join.join_button.rect.center)
        pump(app, 3)          # frames go on while the handshake waits (no clock: issue 40)
        assert join.connecting and not join.attempt.done.is_set()
        assert not join.join_button.enabled
        attempt = join.attempt
        post_key(pygame.K_ESCAPE)
        pump(app)
        assert app.stack.top is not join and attempt.abandoned
    # The silent host goes away (its waiting connection is reset), so the abandoned handshake
    # ends now rather than at the client's timeout: it leaves no session behind.
    assert attempt.done.wait(LIMIT) and attempt.session is None


def test_rejoin_with_a_kept_token_takes_the_same_seat_back(app):
    host = host_from_setup(app)
    client = Client(app)
    try:
        client.join_table(host.port)
        first = client.stack.top
        token = first.session.token
        first.session.close()                  # the client's program stops (a crash)
        client.stack.reset()
        again = JoinScene(app)                 # the next run of the program
        client.stack.push(again)
        assert again.rejoin_button.visible and again.joined.token == token
        client.join(again, again.rejoin_button)
        back = client.stack.top
        assert isinstance(back, RemoteLobbyScene) and back.session.seat == 1
        assert back.session.token == token
    finally:
        client.close()


def test_the_host_hands_an_open_lan_seat_to_the_computer_and_starts_without_waiting(app):
    host = host_from_setup(app)
    post_click(host.start_button.rect.center)          # disabled: nobody has the LAN seat
    pump(app)
    assert app.stack.top is host
    box = host.hand_boxes[1]
    post_click(box.rect.center)
    pump(app, 2)
    assert host.seats()[1]["stand_in"] and host.start_button.enabled
    post_click(host.start_button.rect.center)
    pump(app)
    play = app.stack.top
    assert isinstance(play, PlayScene) and play.controller.lan and play.chat is not None
    authority = play.controller.table.authority
    choose = baron_chooser()

    def seat_played():
        pump(app)
        for asked in play.controller.asked():
            play.submit(asked.seat, choose(asked.view, asked.decision))
        with authority.lock:
            return any(seat == 1 for seat, _action in authority.record.actions)

    assert until(seat_played, lambda: None)     # the computer answered for seat 1


def test_a_lan_game_hosted_here_resumes_on_the_network_and_its_players_take_their_seats_back(app):
    """The host's program stops mid-game; Continue opens the table on the network again (on
    a new port) with the same seats and tokens, and the joined player's "Take my seat back"
    finds it by its game id among the games announced."""
    from game.shell import paths
    from game.fief.scenes.play import PlayScene as Play

    host = host_from_setup(app)
    client = Client(app)
    try:
        client.join_table(host.port)
        remote = client.stack.top
        token = remote.session.token
        client.click(remote.ready_button.rect.center)
        assert until(lambda: host.start_button.enabled, lambda: pump(app))
        post_click(host.start_button.rect.center)
        pump(app)
        played = app.stack.top
        game_id = played.controller.table.authority.game_id
        played.controller.autosave(wait=True)
        # The joined seat keeps the game's id once its lobby has said it.
        assert until(lambda: lan.recall().game == game_id, client.frame)
        remote.session.close()                           # both programs stop
        client.stack.reset()
        played.controller.table.close()
        app.stack.reset()

        app.open_save(paths.autosave_path("fief"))             # Continue on the host's title screen
        pump(app)
        resumed = app.stack.top
        assert isinstance(resumed, Play) and resumed.controller.lan
        authority = resumed.controller.table.authority
        assert authority.game_id == game_id and authority.seats[1].token == token

        again = JoinScene(app)
        client.stack.push(again)
        assert until(lambda: any(g.game_id == game_id for g in again.games), client.frame)
        client.join(again, again.rejoin_button)
        assert until(lambda: isinstance(client.stack.top, Play), client.frame), again.message
        assert client.stack.top.controller.humans == [1]
        assert lan.recall().port == resumed.controller.table.hosted.host.port
    finally:
        client.close()


def test_the_host_lets_the_computer_play_for_a_player_who_left_and_gives_the_seat_back(app):
    host = host_from_setup(app)
    client = Client(app)
    try:
        client.join_table(host.port)
        remote = client.stack.top
        client.click(remote.ready_button.rect.center)
        assert until(lambda: host.start_button.enabled, lambda: pump(app))
        post_click(host.start_button.rect.center)
        pump(app)
        play = app.stack.top
        assert not play.stand_in_button.visible
        remote.session.close()                       # Zoé's program is gone
        assert until(lambda: play.stand_in_button.visible, lambda: pump(app))
        assert play.lan_side.stand_in_label() == "Zoé is away: let the computer play"
        post_click(play.stand_in_button.rect.center)
        pump(app)
        assert play.controller.table.authority.seats[1].stand_in
        assert not play.stand_in_button.visible
        again = JoinScene(app)                       # Zoé starts her program again
        client.stack.reset()
        client.stack.push(again)
        client.join(again, again.rejoin_button)
        assert until(lambda: isinstance(client.stack.top, PlayScene), client.frame)
        assert until(lambda: play.stand_in_button.visible, lambda: pump(app))
        assert play.lan_side.stand_in_label() == "Zoé is back: give the seat back"
        post_click(play.stand_in_button.rect.center)
        pump(app)
        assert not play.controller.table.authority.seats[1].stand_in
    finally:
        client.close()


def test_hot_seat_games_have_no_chat_panel_and_keep_undo(app):
    from game.fief.scenes.setup import default_table

    play = PlayScene(app, default_table(3), bot_delay=0.0, autosave=False, ceremonies=False)
    app.stack.push(play)
    pump(app)
    assert play.chat is None and not play.controller.lan and play.undo_button.visible


def test_a_hosts_refusal_is_said_in_the_players_language():
    """A refusal is worded by its code; net's fixed words come from the catalogue (gettext);
    words with values in them come with their template, translated then filled in."""
    from game.shell import i18n
    from game.shell.i18n import say
    from game.shell.join import refusal_text
    from net.client import Refused
    from net.protocol import Words, wording

    try:
        i18n.set_language("fr")
        assert refusal_text(Refused("token", "this seat token is not known at this table")) == \
            "cette table ne connaît plus cette place"
        assert refusal_text(Refused("seat", "no open seat")) == "aucune place libre"
        taken = Words("{name} is already seated at this table", name="Zoé")
        assert refusal_text(Refused("seat", taken, **wording(taken))) == \
            "Zoé est déjà assis à cette table"
        assert say(Words("waiting for {names}", names="Ann, Bob")) == "on attend : Ann, Bob"
        # What the network brings may be unusable: the host's own words are shown then.
        assert refusal_text(Refused("seat", "Zoé is here", "{who} is here", {"name": "Zoé"})) == \
            "Zoé is here"
        assert say("no open seat", "{name}", ["not", "a", "mapping"]) == "aucune place libre"
    finally:
        i18n.set_language("en")


def test_the_join_list_names_the_game_each_table_plays() -> None:
    """Issue 39: the announcement carries the game and its edition, and the list says them
    (the edition only for a game that has several)."""
    heard = Announcement("10.0.0.2", 40123, "Chez Ann", "lan-x", 1, 2, False, protocol.PROTOCOL,
                         protocol.VERSION, 0.0, game="middle-ages", edition="standard")
    assert game_label(COLLECTION, heard) == "Middle-Ages — Chez Ann at 10.0.0.2: 1 open seat"
    fief = Announcement("10.0.0.3", 40124, "Fief", "lan-y", 0, 3, True, protocol.PROTOCOL,
                        protocol.VERSION, 0.0, game="fief", edition="2011")
    assert game_label(COLLECTION, fief) == "Fief, Fief (2011 rules) — Fief at 10.0.0.3 (started)"

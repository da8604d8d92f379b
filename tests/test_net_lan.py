"""LAN play on loopback, host and clients in this process: handshake, seats and tokens,
spectators, chat, reconnection, absent players, the headless host command."""
from __future__ import annotations

import os
import socket
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from engine.events import Event
from net import protocol as p
from net.bots import RandomBot
from net.client import Refused
from net.host import HostConfig
from net.lobby import Settings
from net.session import RemoteSession
from net.table import HostedTable, TableConfig
from tests.net_waits import settled, stopped, until

ROOT = Path(__file__).resolve().parent.parent
PLAYERS = [("Ann", "blue"), ("Bob", "red"), ("Cid", "green")]


@pytest.fixture
def make_table() -> Iterator[Callable[..., HostedTable]]:
    tables: list[HostedTable] = []
    sessions: list[RemoteSession] = []

    def build(kinds: list[str], seed: int = 3, **config: Any) -> HostedTable:
        lan = HostConfig(bind="127.0.0.1", **config.pop("lan", {}))
        table = HostedTable.create(PLAYERS, kinds, Settings(seed=seed),
                                   TableConfig(lan=lan, announce=False, autostart=True, **config))
        tables.append(table.open())
        table.sessions = sessions  # type: ignore[attr-defined]
        return table

    yield build
    for session in sessions:
        session.close()
    for table in tables:
        table.close()


def join(table: HostedTable, **kw: Any) -> RemoteSession:
    session = RemoteSession.join("127.0.0.1", table.host.port, **kw)  # type: ignore[union-attr]
    table.sessions.append(session)  # type: ignore[attr-defined]
    return session


def raw_hello(port: int, **fields: Any) -> dict[str, Any]:
    with socket.create_connection(("127.0.0.1", port), timeout=5) as sock:
        p.send_message(sock, fields)
        return p.recv_message(sock)


def pending_seat(table: HostedTable) -> int:
    return table.authority.record.game.pending()[0].player


# --- handshake and seats ------------------------------------------------------------------
def test_a_different_protocol_version_is_refused_with_a_reason(make_table) -> None:
    table = make_table(["remote"] * 3)
    reply = raw_hello(table.host.port, **{**p.hello(), "version": p.VERSION + 1})
    assert reply["type"] == "refused" and reply["code"] == "version"
    assert f"version {p.VERSION}" in reply["reason"]
    reply = raw_hello(table.host.port, type="act")
    assert reply["type"] == "refused" and "first message must be hello" in reply["reason"]


def test_seats_are_claimed_once_and_strangers_are_kept_out(make_table) -> None:
    table = make_table(["human", "remote", "remote"])
    bob = join(table, seat=1, name="Bea")
    assert bob.seat == 1 and bob.token
    with pytest.raises(Refused) as info:
        join(table, seat=1)
    assert info.value.code == "seat"
    with pytest.raises(Refused):
        join(table, seat=0)                                 # the host's own seat
    with pytest.raises(Refused) as info:
        RemoteSession.rejoin("127.0.0.1", table.host.port, "forged-token")
    assert info.value.code == "token"
    lobby = until(bob, lambda: bob.lobby() if (bob.lobby() or {}).get("open") == 1 else None)
    assert lobby["seats"][1]["name"] == "Bea"


def test_a_refusal_with_a_name_in_it_carries_its_template_and_values(make_table) -> None:
    """A client says "Ann is already seated" in its own language: the refusal brings the
    English template and the name beside the English text (net.protocol.Words)."""
    table = make_table(["human", "remote", "remote"])
    with pytest.raises(Refused) as info:
        join(table, seat=1, name="Ann")
    refusal = info.value
    assert (refusal.code, refusal.reason) == ("seat", "Ann is already seated at this table")
    assert refusal.template == "{name} is already seated at this table"
    assert refusal.values == {"name": "Ann"}
    assert table.authority.seats.open_count() == 2                   # nothing was taken


def test_the_game_starts_when_every_remote_player_is_ready(make_table) -> None:
    table = make_table(["remote", "remote", "computer"])
    ann, bob = join(table), join(table)
    assert (ann.seat, bob.seat) == (0, 1)
    assert ann.set_ready()                  # answered once the host has looked at starting
    assert not table.authority.started
    assert bob.set_profile(colour="white")
    assert not bob.set_profile(colour="blue")               # Ann's colour
    assert bob.set_ready()
    view = until(bob, lambda: bob.latest)
    assert view["players"][1]["colour"] == "white"


def play_until(session: RemoteSession, done: Callable[[Any], bool], others: list[RemoteSession],
               table: HostedTable) -> None:
    """Play random legal moves for every given session until ``done(view of session)``: the
    seat the host waits for plays once its own view has caught up with the host."""
    players = {s.seat: s for s in [session, *others]}
    bots = {seat: RandomBot(seat, legal=s.legal) for seat, s in players.items()}
    for s in players.values():
        until(s, lambda: s.latest)                   # the game has started for everyone
    while not done(session.view()):
        seat = pending_seat(table)
        actor = players[seat]
        move = table.authority.move()
        view = until(actor, lambda: actor.latest if actor.latest["move"] == move else None)
        actor.submit(seat, bots[seat](view, view["pending"][0]), view["move"])
    until(session, lambda: session.latest["move"] == table.authority.move())


def test_updates_arrive_before_the_result(make_table) -> None:
    table = make_table(["remote"] * 3)
    sessions = [join(table) for _ in range(3)]
    for s in sessions:
        s.set_ready()
    for s in sessions:
        until(s, lambda: s.latest)
    seat = pending_seat(table)
    actor = sessions[seat]
    view = actor.view()
    assert actor.submit(seat, view["pending"][0]["choices"][0], view["move"])
    assert actor.view()["move"] == view["move"] + 1           # already current on return


def test_errors_go_to_the_sender_only(make_table) -> None:
    table = make_table(["remote"] * 3)
    sessions = [join(table) for _ in range(3)]
    for s in sessions:
        s.set_ready()
    for s in sessions:
        until(s, lambda: s.latest)
    seat = pending_seat(table)
    other = sessions[(seat + 1) % 3]
    for s in sessions:
        s.poll()
    result = other.submit(other.seat, {"kind": "start_village", "village": "BLAYE"})
    assert result.code == p.NOT_YOUR_DECISION and "nothing to decide" in result.message
    result = sessions[seat].submit(seat, {"kind": "start_village", "village": "ATLANTIS"})
    assert result.code == p.ILLEGAL and result.rule
    for s in sessions:
        s.legal()                       # a reply comes after anything sent to it before
    assert not [m for s in sessions for m in s.poll() if m["type"] == "error"]
    assert other.legal() == [] and sessions[seat].legal()


def test_spectators_see_public_information_only(make_table) -> None:
    table = make_table(["remote"] * 3)
    sessions = [join(table) for _ in range(3)]
    for s in sessions:
        s.set_ready()
    watcher = RemoteSession.watch("127.0.0.1", table.host.port)
    table.sessions.append(watcher)
    play_until(sessions[0], lambda v: v["round"] >= 1 and v["step"] not in ("start_village",),
               sessions[1:], table)
    view = until(watcher, lambda: watcher.latest)
    assert view["seat"] is None and view["pending"] == []
    assert all("hand" not in player for player in view["players"])
    assert all("audience" not in e for e in watcher.events())
    assert watcher.submit(None, {"kind": "end_purchase"}).code == p.FORBIDDEN
    assert watcher.chat(None, "nice move")
    assert not watcher.chat(None, "psst", to=1)


def test_private_chat_reaches_only_its_two_seats(make_table) -> None:
    table = make_table(["remote"] * 3)
    ann, bob, cid = (join(table) for _ in range(3))
    assert ann.chat(0, "my Diplomacy offer: 3 deniers", to=2)
    assert ann.chat(0, "hello all")
    until(cid, lambda: len(cid.chat_lines) == 2)
    until(bob, lambda: len(bob.chat_lines) == 1)
    assert [line["text"] for line in bob.chat_lines] == ["hello all"]
    assert cid.chat_lines[0]["private"] and cid.chat_lines[0]["from"] == 0
    again = RemoteSession.rejoin("127.0.0.1", table.host.port, bob.token)
    table.sessions.append(again)
    until(again, lambda: again.chat_lines)
    assert [line["text"] for line in again.chat_lines] == ["hello all"]


# --- faults -------------------------------------------------------------------------------
def drop(session: RemoteSession) -> None:
    """Cut the connection the hard way, as a network fault would."""
    session.client.sock.shutdown(socket.SHUT_RDWR)  # type: ignore[union-attr]


def test_a_dropped_client_reconnects_and_the_game_waits_for_it(make_table) -> None:
    table = make_table(["remote"] * 3)
    sessions = [join(table) for _ in range(3)]
    for s in sessions:
        s.set_ready()
    for s in sessions:
        until(s, lambda: s.latest)
    seat = pending_seat(table)
    victim = sessions[seat]
    victim.reconnect_enabled = False
    drop(victim)
    settled(table.authority, lambda: table.authority.seats[seat].away_since is not None)
    assert table.authority.next_bot_job(timeout=0) is None                # nobody plays for it
    assert pending_seat(table) == seat and table.authority.move() == 0
    back = RemoteSession.rejoin("127.0.0.1", table.host.port, victim.token)
    table.sessions.append(back)
    view = until(back, lambda: back.latest)
    assert view == table.authority.view(seat)                            # the full current view
    assert [e["seq"] for e in back.events()] == list(range(1, len(back.events()) + 1))
    assert back.submit(seat, view["pending"][0]["choices"][0])


def test_the_session_reconnects_by_itself(make_table) -> None:
    table = make_table(["remote"] * 3)
    sessions = [join(table) for _ in range(3)]
    for s in sessions:
        s.set_ready()
    for s in sessions:
        until(s, lambda: s.latest)
    ann = sessions[0]
    drop(ann)
    heard: list[dict] = []
    until(ann, lambda: heard.extend(ann.poll()) or any(m.get("state") == "restored" for m in heard))
    play_until(ann, lambda v: v["move"] >= 5, sessions[1:], table)
    assert ann.latest == table.authority.view(0)


def test_a_second_connection_with_the_token_replaces_the_first(make_table) -> None:
    table = make_table(["remote"] * 3)
    ann = join(table)
    twin = RemoteSession.rejoin("127.0.0.1", table.host.port, ann.token)
    table.sessions.append(twin)
    until(ann, lambda: not ann.connected.is_set())          # told "bye", and it went
    assert table.host.wait_until(lambda: table.authority.seats[0].connected)
    assert twin.connected.is_set() and not ann.connected.is_set()  # it did not fight back
    assert twin.set_ready()


def test_an_absent_player_is_replaced_by_a_computer_when_the_host_allows(make_table) -> None:
    table = make_table(["remote"] * 3, away_bot_after=0.2)
    sessions = [join(table) for _ in range(3)]
    for s in sessions:
        s.set_ready()
    for s in sessions:
        until(s, lambda: s.latest)
    seat = pending_seat(table)
    sessions[seat].reconnect_enabled = False
    drop(sessions[seat])
    settled(table.authority, lambda: table.authority.move() >= 1)   # a stand-in chose its village
    assert table.authority.seats[seat].stand_in is False      # automatic, not a host decision


def test_the_host_can_hand_a_seat_to_a_computer(make_table) -> None:
    table = make_table(["remote"] * 3)
    sessions = [join(table) for _ in range(3)]
    for s in sessions:
        s.set_ready()
    for s in sessions:
        until(s, lambda: s.latest)
    seat = pending_seat(table)
    table.authority.hand_to_computer(seat)
    settled(table.authority, lambda: table.authority.move() >= 1)
    assert until(sessions[0], lambda: sessions[0].lobby()["seats"][seat]["stand_in"])


def test_save_on_request(make_table, tmp_path: Path) -> None:
    table = make_table(["remote"] * 3, save_dir=str(tmp_path))
    sessions = [join(table) for _ in range(3)]
    for s in sessions:
        s.set_ready()
    for s in sessions:
        until(s, lambda: s.latest)
    path = sessions[1].save()
    assert Path(path).exists() and Path(path).parent == tmp_path
    seats_file = Path(path).with_name(Path(path).name.replace(".fief.json", ".seats.json"))
    assert sessions[1].token in seats_file.read_text() and sessions[1].token not in Path(path).read_text()


# --- the headless host --------------------------------------------------------------------
def test_headless_host_prints_port_and_local_tokens(tmp_path: Path) -> None:
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]),
               PYTHONFAULTHANDLER="1")
    host = subprocess.Popen(
        [sys.executable, "-m", "net", "host", "--players", "Ann:blue,Bob:red,Cid:green",
         "--seats", "human,remote,computer", "--port", "0", "--bind", "127.0.0.1",
         "--save-dir", str(tmp_path), "--no-announce", "--seed", "5"],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        lines = []
        while not lines or lines[-1] != "ready":
            line = host.stdout.readline()
            assert line, host.stderr.read()
            lines.append(line.strip())
        port = int(lines[0].split()[1])
        tokens = [line.split() for line in lines if line.startswith("token")]
        assert [(t[1], t[2]) for t in tokens] == [("0", "Ann")]
        ann = RemoteSession.rejoin("127.0.0.1", port, tokens[0][3])
        bob = RemoteSession.join("127.0.0.1", port)
        assert (ann.seat, bob.seat) == (0, 1)
        bob.set_ready()
        until(ann, lambda: ann.latest)
        until(bob, lambda: bob.latest)
        ann.close()
        bob.close()
    finally:
        out, err = stopped(host)
    assert host.returncode == 0, err
    assert "saved" in out


def test_a_long_history_reaches_a_fresh_client_in_slices(make_table) -> None:
    table = make_table(["remote"] * 3)
    ann = join(table)
    for s in (ann, join(table), join(table)):
        s.set_ready()
    until(ann, lambda: ann.latest)
    table.authority.log_events([Event.make("round_started", round=n) for n in range(1000)])
    table.authority.notify("game")
    again = RemoteSession.rejoin("127.0.0.1", table.host.port, ann.token)
    table.sessions.append(again)
    until(again, lambda: again.latest and len(again.event_log) == table.authority.seq_count(0))
    assert [e["seq"] for e in again.events()] == list(range(1, len(again.event_log) + 1))
    assert any(m["type"] == "events" for m in again.poll())


def test_the_host_machine_plays_beside_remote_and_computer_seats(make_table) -> None:
    table = make_table(["human", "remote", "computer"])
    local = table.session()
    bob = join(table)
    bob.set_ready()
    until(bob, lambda: bob.latest)
    bots = {0: RandomBot(0, legal=local.legal), 1: RandomBot(1, legal=bob.legal)}
    auth = table.authority
    while auth.move() < 40:
        seat = auth.record.game.pending()[0].player     # the computer plays seat 2 itself
        move = auth.move()
        if seat == 0:
            view = local.view(0)
            local.submit(0, bots[0](view, view["pending"][0]))
        elif seat == 1:
            view = until(bob, lambda: bob.latest if bob.latest["move"] == move else None)
            bob.submit(1, bots[1](view, view["pending"][0]), view["move"])
        else:
            settled(auth, lambda: auth.move() != move)
        local.poll()
    until(bob, lambda: bob.latest["move"] == auth.move())
    assert bob.latest == auth.view(1)
    local.close()


def test_a_computer_player_joins_from_the_command_line(make_table) -> None:
    table = make_table(["remote", "remote", "remote"])
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    bots = [subprocess.Popen([sys.executable, "-m", "net", "join", "127.0.0.1", str(table.host.port),
                              "--name", name], cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)
            for name in ("Xan", "Yul")]
    try:
        ann = join(table)
        ann.set_ready()
        until(ann, lambda: ann.latest)
        names = [s.name for s in table.authority.seats.seats]
        assert {"Xan", "Yul"} <= set(names) and names[ann.seat] not in ("Xan", "Yul")
        bot = RandomBot(0, legal=ann.legal)
        auth = table.authority
        while auth.move() < 30:                             # the two command-line players play
            move = auth.move()
            if auth.record.game.pending()[0].player == ann.seat:
                view = until(ann, lambda: ann.latest if ann.latest["move"] == move else None)
                ann.submit(ann.seat, bot(view, view["pending"][0]), view["move"])
            else:
                settled(auth, lambda: auth.move() != move)
    finally:
        for proc in bots:
            stopped(proc)

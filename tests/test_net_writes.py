"""The host's writes to a player's socket (issue 38): each write wakes the client, and on a
busy machine the client woken took the host's CPU before its next write. The actor's update
and the result of its action go out together, in one write, the update first."""
from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest

from engine.fief.game import Game
from net import protocol as p
from net.session import RemoteSession
from net.table import HostedTable
from net.wire import Connection
from tests.lan_tables import open_table
from tests.net_waits import LIMIT, until

@pytest.fixture
def table() -> Iterator[HostedTable]:
    table = open_table()
    yield table
    table.close()


def messages_in(data: bytes) -> list[dict]:
    """The messages of a run of whole frames."""
    reader = p.FrameReader()
    return [p.decode_body(body) for body in reader.feed(data)]


def test_the_actor_gets_its_update_and_the_result_in_one_write(table: HostedTable) -> None:
    writes: list[tuple[int | None, bytes]] = []       # what each flush had to write, by seat
    lock = threading.Lock()
    flush = table.host.flush

    def spy(conn: Connection) -> None:               # read in the test's thread, not the loop's
        with lock:
            writes.append((conn.seat, bytes(conn.out)))
        flush(conn)

    table.host.flush = spy                                  # type: ignore[method-assign]
    seats = [RemoteSession.join("127.0.0.1", table.host.port, timeout=LIMIT) for _ in range(3)]
    try:
        for s in seats:
            s.set_ready()
        auth = table.authority
        for _ in range(6):
            seat = auth.record.game.pending()[0].player
            actor = seats[seat]
            until(actor, lambda: actor.latest and actor.latest["move"] == auth.move())
            with lock:
                writes.clear()
            result = actor.submit(seat, actor.legal()[0], auth.move())
            assert result
            with lock:
                actor_writes = [messages_in(data) for who, data in writes if who == seat]
            mine = [w for w in actor_writes if any(m["type"] == "result" for m in w)]
            before = actor_writes[:actor_writes.index(mine[0])] if mine else actor_writes
            alone = [w for w in before if [m["type"] for m in w] == ["update"]]
            assert len(mine) == 1 and not alone
            assert [m["type"] for m in mine[0]] == ["update", "result"]
            assert mine[0][0]["view"]["move"] == mine[0][1]["move"] == result.move
    finally:
        for s in seats:
            s.close()


def test_the_actor_gets_the_quick_view_then_the_whole_one(table: HostedTable,
                                                           monkeypatch) -> None:
    """Issue 38: the update answering a move holds the referee's quick view (Fief's without
    the move foresight, up to 4 ms of the host's CPU); when the actor is asked to decide
    again, its whole view follows, with no event twice. Here the whole view is marked."""
    real = Game.view_for

    def marked(self: Game, seat: int | None, quick: bool = False) -> dict:
        return {**real(self, seat, quick), **({} if quick else {"whole": True})}

    monkeypatch.setattr(Game, "view_for", marked)
    seats = [RemoteSession.join("127.0.0.1", table.host.port, timeout=LIMIT) for _ in range(3)]
    updates: list[list[dict]] = [[], [], []]
    for seat, session in enumerate(seats):
        session.subscribe(lambda m, seat=seat: updates[seat].append(m) if m["type"] == "update"
                          else None)
        session.set_ready()
    auth, again = table.authority, 0
    for _ in range(30):
        seat = auth.record.game.pending()[0].player
        actor = seats[seat]
        until(actor, lambda: actor.latest and actor.latest["move"] == auth.move()
              and actor.latest.get("whole"))
        updates[seat].clear()
        held = len(actor.event_log)
        assert actor.submit(seat, actor.legal()[0], auth.move())
        if auth.standing(seat)["asked"]:
            again += 1
            until(actor, lambda: len(updates[seat]) == 2)
            quick, whole = updates[seat]
            assert "whole" not in quick["view"] and whole["view"] == auth.view(seat)
            assert not whole["events"] and len(actor.event_log) == held + len(quick["events"])
        else:
            assert "whole" not in updates[seat][0]["view"]
    assert again >= 3
    for s in seats:
        s.close()

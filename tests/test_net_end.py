"""The host's end (issue 38): when the table closes, every connected seat and spectator is
sent the last move's update and then a ``bye`` saying why (``finished``, ``stopped``), before
the sockets close; the terminal client says why the table closed. Loopback only; every wait is
on what the code signals (tests/net_waits.py)."""
from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from net import protocol as p
from net.__main__ import play
from net.bots import RandomBot
from net.host import HostConfig
from net.lobby import Settings
from net.session import RemoteSession
from net.table import HostedTable, TableConfig
from tests.net_waits import settled, until

PLAYERS = [("Ann", "blue"), ("Bob", "red"), ("Cid", "pink")]
SPECTATORS = 6


@pytest.fixture
def table() -> Iterator[HostedTable]:
    config = TableConfig(lan=HostConfig(bind="127.0.0.1"), announce=False, autostart=True)
    hosted = HostedTable.create(PLAYERS, ["remote", "computer", "computer"],
                                Settings(seed=5, game="middle-ages"), config).open()
    yield hosted
    hosted.close()


def bye_of(session: RemoteSession) -> dict[str, Any] | None:
    return next((m for m in list(session.inbox.queue) if m["type"] == "bye"), None)


def connect(table: HostedTable) -> list[RemoteSession]:
    """Ann's seat (played by the computer) and the spectators, the game started."""
    port = table.host.port  # type: ignore[union-attr]
    ann = RemoteSession.join("127.0.0.1", port, name="Ann")
    table.authority.hand_to_computer(0)
    watchers = [RemoteSession.watch("127.0.0.1", port) for _ in range(SPECTATORS)]
    ann.set_ready()
    return [ann, *watchers]


def test_every_seat_and_spectator_sees_the_last_move_then_a_bye_saying_the_game_is_over(
        table: HostedTable) -> None:
    sessions = connect(table)
    try:
        settled(table.authority, table.authority.finished)
        last = table.authority.move()
        table.close("the game is over: the host has closed the table", p.FINISHED)
        for session in sessions:
            bye = until(session, lambda s=session: bye_of(s))
            assert bye["code"] == p.FINISHED and "the game is over" in bye["reason"]
            assert session.latest is not None and session.latest["move"] == last
    finally:
        for session in sessions:
            session.close()


def test_a_table_stopped_mid_game_says_so_and_its_sessions_do_not_reconnect(
        table: HostedTable) -> None:
    port = table.host.port  # type: ignore[union-attr]
    ann = RemoteSession.join("127.0.0.1", port, name="Ann")
    watcher = RemoteSession.watch("127.0.0.1", port)
    try:
        table.close()
        for session in (ann, watcher):
            bye = until(session, lambda s=session: bye_of(s))
            assert bye["code"] == p.STOPPED and bye["reason"] == "the host has closed the game"
            assert not session.reconnect_enabled
    finally:
        ann.close()
        watcher.close()


class Closing:
    """A session whose host says goodbye at once (what ``play`` reads of it)."""

    def wait(self, timeout: float) -> bool:
        return True

    def poll(self) -> list[dict[str, Any]]:
        return [{"type": "bye", "code": p.FINISHED,
                 "reason": "the game is over: the host has closed the table"}]


def test_the_terminal_client_says_why_the_table_closed(capsys: pytest.CaptureFixture[str]) -> None:
    play(Closing(), RandomBot())  # type: ignore[arg-type]
    assert capsys.readouterr().out == \
        "the table closed: the game is over: the host has closed the table\n"


class BusyHost:
    """A seat asked a decision with no closed list, whose host's ``legal`` answer does not come
    the first time (a request past the client's limit answers nothing), then comes; once the
    seat has answered, the host says goodbye."""

    seat = 0

    def __init__(self) -> None:
        self.lists = [[], [{"kind": "end_purchase"}]]
        self.submitted: list[dict[str, Any]] = []

    def wait(self, timeout: float) -> bool:
        return True

    def poll(self) -> list[dict[str, Any]]:
        return [{"type": "bye", "code": p.FINISHED, "reason": "over"}] if self.submitted else []

    def view(self) -> dict[str, Any]:
        return {}

    def standing(self) -> dict[str, Any]:
        return {"finished": False, "move": 4,
                "asked": [{"player": 0, "kind": "purchase", "choices": None}]}

    def legal(self, seat: int | None = None) -> list[dict[str, Any]]:
        return self.lists.pop(0)

    def submit(self, seat: int, action: dict[str, Any], version: int) -> bool:
        self.submitted.append(action)
        return True


def test_the_terminal_client_asks_again_when_the_hosts_list_does_not_come() -> None:
    """A ``legal`` request that timed out gave the bot nothing to choose from, and the
    terminal client stopped with a traceback while its seat held up the table."""
    host = BusyHost()
    play(host, RandomBot(legal=host.legal))  # type: ignore[arg-type]
    assert host.submitted == [{"kind": "end_purchase"}]

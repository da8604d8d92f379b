"""Discovery on loopback: a host's UDP announcements reach a join screen's browser.

Only loopback addresses are used: the browser listens on the loopback broadcast address
``127.255.255.255`` and the announcer broadcasts there. If this sandbox does not deliver
loopback broadcast at all, the broadcast tests are skipped with that reason.
"""
from __future__ import annotations

import socket
import time
from collections.abc import Callable

import pytest

from net import protocol as p
from net.discovery import Announcement, Announcer, Browser, announcement, parse
from net.host import HostConfig
from net.lobby import Settings
from net.session import RemoteSession
from net.table import HostedTable, TableConfig
from tests.net_waits import LIMIT

LOOPBACK_BROADCAST = "127.255.255.255"


def loopback_broadcast_problem() -> str | None:
    """None when a datagram sent to the loopback broadcast address arrives, else why not."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as receiver, \
            socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sender:
        try:
            receiver.bind((LOOPBACK_BROADCAST, 0))
            receiver.settimeout(1)
            sender.setsockopt(socket.SOL_SOCKET, socket.SO_BROADCAST, 1)
            sender.sendto(b"probe", (LOOPBACK_BROADCAST, receiver.getsockname()[1]))
            receiver.recvfrom(16)
        except OSError as exc:
            return f"this sandbox does not deliver loopback broadcast ({exc})"
    return None


BROADCAST_PROBLEM = loopback_broadcast_problem()
needs_broadcast = pytest.mark.skipif(BROADCAST_PROBLEM is not None, reason=str(BROADCAST_PROBLEM))


def wait_for(browser: Browser, port: int, wanted: Callable[[Announcement], bool] = bool,
             timeout: float = LIMIT) -> Announcement:
    """The announcement of the game on ``port`` once it is as wanted, waiting on the browser's
    notice of each datagram heard."""
    def heard() -> list[Announcement]:
        return [g for g in browser.found.values() if g.port == port and wanted(g)]

    assert browser.wait_for(heard, timeout), "no announcement heard"
    return heard()[0]


@needs_broadcast
def test_a_hosted_table_is_found_and_joined() -> None:
    browser = Browser(bind=LOOPBACK_BROADCAST, port=0)
    browser.start()
    config = TableConfig(name="Chez Ann", lan=HostConfig(bind="127.0.0.1"), announce=True,
                         broadcast=LOOPBACK_BROADCAST, discovery_port=browser.port,
                         announce_every=0.05)
    table = HostedTable.create([("Ann", "blue"), ("Bob", "red"), ("Cid", "green")],
                               ["human", "remote", "remote"], Settings(seed=1), config).open()
    try:
        game = wait_for(browser, table.host.port)
        assert (game.name, game.open, game.seats, game.started) == ("Chez Ann", 2, 3, False)
        assert game.address == "127.0.0.1" and game.compatible
        bob = RemoteSession.join(game.address, game.port)
        assert bob.seat == 1
        assert wait_for(browser, table.host.port, lambda g: g.open == 1).seats == 3
        bob.close()
    finally:
        table.close()
        browser.stop()


@needs_broadcast
def test_other_versions_are_listed_as_incompatible_and_stale_games_vanish() -> None:
    browser = Browser(bind=LOOPBACK_BROADCAST, port=0, ttl=0.3)
    browser.start()
    info = {"name": "Old", "port": 4000, "open": 1, "seats": 3, "started": False, "game_id": "g"}
    announcer = Announcer(lambda: info, LOOPBACK_BROADCAST, browser.port, interval=0.05)
    announcer.start()
    try:
        heard = wait_for(browser, 4000)
        assert heard.compatible and browser.games(now=heard.seen) == [heard]
        announcer.stop()
        announcer.join(20)
        assert browser.games(now=time.monotonic() + 1.0) == []     # past its ttl: gone
    finally:
        announcer.stop()
        browser.stop()


def test_announcements_are_parsed_defensively() -> None:
    good = announcement({"name": "T", "port": 5000, "open": 2, "seats": 4, "started": True,
                         "game_id": "x"})
    heard = parse(good, ("127.0.0.1", 9999), 1.0)
    assert heard is not None and (heard.port, heard.address, heard.open) == (5000, "127.0.0.1", 2)
    assert heard.protocol == p.PROTOCOL and heard.version == p.VERSION
    for junk in (b"", b"\xff", b"[]", b'{"type": "announce"}', b'{"type": "announce", "port": 0}',
                 b'{"type": "other", "port": 5}', b'{"type": "announce", "port": "x"}'):
        assert parse(junk, ("127.0.0.1", 1), 0.0) is None

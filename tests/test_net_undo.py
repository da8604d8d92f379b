"""Issue 36, item 2: Undo over the LAN, for one's own seat (net/undo.py). A seat asks the host
to take back its own last decision the referee marked revocable (a purchase, 4.0); every seat
and spectator gets the earlier state as an ordinary update, the journal and save hold the game
as it now stands (a resumed game equals its replay); another seat's decision, or one after
which the turn passed, is refused with the referee's reason."""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from net import protocol as p
from net.authority import Authority
from net.bots import RandomBot
from net.host import HostConfig
from net.lobby import Settings
from net.resume import load_game
from net.session import RemoteSession
from net.table import HostedTable, TableConfig
from net.undo import ACTED_SINCE, CONFIRMED, NOTHING
from tests.net_waits import settled, until

PLAYERS = [("Ann", "blue"), ("Bob", "red"), ("Cid", "green")]


@pytest.fixture
def lan(tmp_path: Path) -> Iterator[tuple[HostedTable, list[RemoteSession], RemoteSession]]:
    """Three seats over the LAN and a spectator, the game saved in ``tmp_path``."""
    table = HostedTable.create(PLAYERS, ["remote"] * 3, Settings(seed=6),
                               TableConfig(save_dir=str(tmp_path), announce=False, autostart=True,
                                           lan=HostConfig(bind="127.0.0.1"))).open()
    assert table.host is not None
    seats = [RemoteSession.join("127.0.0.1", table.host.port, seat=i) for i in range(3)]
    watcher = RemoteSession.watch("127.0.0.1", table.host.port)
    try:
        for s in seats:
            s.set_ready()
        settled(table.authority, lambda: table.authority.started)
        yield table, seats, watcher
    finally:
        for s in [*seats, watcher]:
            s.close()
        table.close()


def to_purchase(auth: Authority) -> int:
    """Play (a random computer for every seat) until a seat may recruit (4.0); that seat."""
    bot = RandomBot(4, legal=auth.legal_for)
    for _ in range(200):
        decision = auth.record.game.pending()[0]
        seat = decision.player
        if decision.kind == "purchase" and any(a["kind"] == "recruit"
                                               for a in auth.legal_for(seat)):
            return seat
        view = auth.view(seat)
        assert auth.submit(seat, auth.seats[seat].token, bot(view, view["pending"][0]),
                           view["move"])["ok"]
    raise AssertionError("no purchase with a recruit in 200 answers")


def current(session: RemoteSession, move: int) -> dict[str, Any]:
    """The session's view once the host's update of ``move`` has come."""
    return dict(until(session, lambda: session.latest_standing is not None
                      and session.latest_standing["move"] == move and session.latest))


def recruit(auth: Authority, seat: int) -> dict[str, Any]:
    return next(a for a in auth.legal_for(seat) if a["kind"] == "recruit")


def test_a_seat_takes_back_its_purchase_and_every_reader_gets_the_earlier_state(lan) -> None:
    table, seats, watcher = lan
    auth = table.authority
    seat = to_purchase(auth)
    move = auth.move()
    before = [current(s, move) for s in (*seats, watcher)]
    logs = [len(s.event_log) for s in (*seats, watcher)]
    assert seats[seat].submit(seat, recruit(auth, seat), auth.move()).ok
    after = [current(s, move + 1) for s in (*seats, watcher)]
    assert after[seat]["players"] != before[seat]["players"]        # paid for the recruits
    assert seats[seat].undo(check=True)["ok"]
    reply = seats[seat].undo()
    assert reply["ok"], reply
    assert auth.move() == move
    for session, view, count in zip((*seats, watcher), before, logs):
        assert current(session, move) == view                    # an ordinary update, earlier
        assert len(session.event_log) == count                   # the move's events forgotten


def test_after_undo_the_save_and_journal_resume_to_the_game_as_it_stands(lan,
                                                                          tmp_path: Path) -> None:
    table, seats, _watcher = lan
    auth = table.authority
    seat = to_purchase(auth)
    assert seats[seat].submit(seat, recruit(auth, seat), auth.move()).ok
    current(seats[seat], auth.move())
    assert seats[seat].undo()["ok"]
    other = next(a for a in auth.legal_for(seat) if a["kind"] != "recruit")
    assert seats[seat].submit(seat, other, auth.move()).ok      # something else, journalled
    expected = [(s, a.to_dict()) for s, a in auth.record.actions]
    record, _events, _seats, _id, _name = load_game(auth.guard.save_path or "")
    assert [(s, a.to_dict()) for s, a in record.actions] == expected
    assert record.game.view_for(None) == auth.view(None)      # resumed equals the replay
    replayed, _ = record.replay()
    assert replayed.game.view_for(None) == auth.view(None)


def test_another_seats_decision_is_never_taken_back(lan) -> None:
    table, seats, _watcher = lan
    auth = table.authority
    seat = to_purchase(auth)
    other = (seat + 1) % 3
    assert seats[seat].submit(seat, recruit(auth, seat), auth.move()).ok
    move = auth.move()
    for session in (seats[other], seats[(seat + 2) % 3]):
        reply = session.undo()
        assert not reply.get("ok") and reply["code"] == p.ILLEGAL
        assert reply["template"] in (NOTHING, ACTED_SINCE), reply
    assert auth.move() == move                                  # nothing changed
    forged = seats[other].client.request({"type": "undo", "token": seats[seat].token})
    assert forged["code"] == p.FORBIDDEN and auth.move() == move


def test_once_the_turn_has_passed_the_refusal_gives_the_referees_reason(lan) -> None:
    table, seats, _watcher = lan
    auth = table.authority
    seat = to_purchase(auth)
    end = next(a for a in auth.legal_for(seat) if a["kind"] == "end_purchase")
    assert seats[seat].submit(seat, end, auth.move()).ok        # its purchases end (4.0)
    move = auth.move()
    for ask in (True, False):
        reply = seats[seat].undo(check=ask)
        assert reply["code"] == p.ILLEGAL and reply["template"] == CONFIRMED
        assert reply["message"] == CONFIRMED                # the English, for logs
    assert auth.move() == move
    assert seats[seat].undo()["template"] == CONFIRMED     # still: nothing was taken back

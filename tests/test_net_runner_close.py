"""Closing a table stops its computer players' thread and waits for it (issue 36, N-1): a
move in flight is let finish and kept, a thread never outlives its table unless its computer
does not answer within ``STOP_WAIT`` (then a log line says so), and a table closed from that
thread itself does not deadlock. Every wait is on an event the test controls; the timeouts only
bound a failure."""
from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from net import runner as runner_module
from net.bots import Bot, Legal, RandomBot
from net.lobby import Settings
from net.resume import load_game
from net.table import HostedTable, TableConfig

PLAYERS = [("Ann", "blue"), ("Bob", "red"), ("Cid", "green")]
LIMIT = 60.0                   # a hung test, not a slow one


class Deciding:
    """Bots that, from their first decision on, say so and then wait for the test's word."""

    def __init__(self, then: Callable[[], None] = lambda: None) -> None:
        self.deciding = threading.Event()
        self.release = threading.Event()
        self.then = then                     # what the bot does once released (close its table)
        self.moves_asked: list[int] = []

    def factory(self, legal: Legal, seat: int) -> Bot:
        pick = RandomBot(seat, legal)

        def bot(view: Mapping[str, Any], decision: Mapping[str, Any],
                move: int = 0) -> Mapping[str, Any]:
            self.moves_asked.append(move)
            self.deciding.set()
            assert self.release.wait(LIMIT), "the test never released the bot"
            self.then()
            return pick(view, decision, move)
        return bot


def computers(deciding: Deciding, save_dir: Path | None = None) -> HostedTable:
    config = TableConfig(lan=None, bots=deciding.factory,
                         save_dir=str(save_dir) if save_dir is not None else None)
    table = HostedTable.create(PLAYERS, ["computer"] * 3, Settings(seed=5), config).open()
    table.start_game(force=True)
    assert deciding.deciding.wait(LIMIT), "no computer was asked to decide"
    return table


def test_closing_a_table_waits_for_the_computer_deciding_and_keeps_its_move(monkeypatch,
                                                                          tmp_path) -> None:
    monkeypatch.setattr(runner_module, "STOP_WAIT", LIMIT)   # no load makes close give up
    deciding = Deciding()
    table = computers(deciding, tmp_path)
    auth, runner = table.authority, table.runner
    before = auth.move()
    assert before is not None and auth.saver is not None
    closer = threading.Thread(target=table.close, name="test-closer")
    closer.start()
    try:
        assert runner.stopping.wait(LIMIT)          # close has asked the thread to stop
        assert closer.is_alive()                     # ... and waits for the move in flight
    finally:
        deciding.release.set()
        closer.join(LIMIT)
    assert not closer.is_alive() and not runner.is_alive()
    assert runner not in threading.enumerate()
    assert deciding.moves_asked == [before]                  # no decision after the stop
    assert auth.move() == before + 1                         # the move in flight was kept
    record, *_ = load_game(auth.saver.save_path)             # ... and saved with the table
    assert record.game.move == before + 1


def test_a_computer_that_does_not_answer_is_left_behind_with_a_log_line(monkeypatch,
                                                                         caplog) -> None:
    monkeypatch.setattr(runner_module, "STOP_WAIT", 0.01)
    deciding = Deciding()
    table = computers(deciding)
    auth, runner = table.authority, table.runner
    before = auth.move()
    try:
        with caplog.at_level(logging.WARNING, logger="net.runner"):
            table.close()                            # the bot still waits: close goes on
        assert runner.is_alive() and runner.abandoned.is_set()
        assert "did not stop within 0.01 s" in caplog.text
    finally:
        deciding.release.set()
        runner.join(LIMIT)
    assert not runner.is_alive()
    assert auth.move() == before                     # decided after its table closed: dropped


def test_a_table_closed_from_its_computer_players_thread_does_not_deadlock() -> None:
    closed = threading.Event()
    holder: list[HostedTable] = []

    def close_own_table() -> None:
        holder[0].close()                            # from the runner's own thread
        closed.set()

    deciding = Deciding(then=close_own_table)
    config = TableConfig(lan=None, bots=deciding.factory)
    table = HostedTable.create(PLAYERS, ["computer"] * 3, Settings(seed=5), config)
    holder.append(table)
    table.open()
    table.start_game(force=True)
    assert deciding.deciding.wait(LIMIT)
    deciding.release.set()
    assert closed.wait(LIMIT), "close from the runner's thread never returned"
    table.runner.join(LIMIT)
    assert not table.runner.is_alive()
    assert len(deciding.moves_asked) == 1


def test_stopping_a_runner_that_never_started_returns_at_once() -> None:
    table = HostedTable.create(PLAYERS, ["computer"] * 3, Settings(seed=5), TableConfig(lan=None))
    assert table.runner.stop() is True
    table.close()

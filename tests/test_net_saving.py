"""Issue 18, faults 2 and 7: a disk that fails during play never half-applies a move, the
players are told and the game waits for them; files are written whole, the seats file is
private, and a failed save is never counted as done.

The disk is a file wrapper that fails with ENOSPC once a budget of bytes is spent (a full
disk, or a removed USB stick), put in the journal's place."""
from __future__ import annotations

import errno
import json
import os
import stat
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from engine.actions import act
from net import protocol as p
from net.authority import Authority
from net.autosave import Autosaver
from net.bots import RandomBot
from net.lobby import Settings
from net.resume import journal_tail, load_game
from net.seats import SeatTable
from net.local_session import LocalSession
from net.session import RemoteSession
from net.table import HostedTable, TableConfig
from tests.lan_tables import PLAYERS, open_table
from tests.net_waits import LIMIT

FULL = "No space left on device"


class FullDisk:
    """A file that takes ``budget`` more bytes, then fails as a full disk does (having
    written part of what it was given)."""

    def __init__(self, real: Any, budget: int) -> None:
        self.real, self.budget = real, budget

    def write(self, data: Any) -> int:
        if len(data) > self.budget:
            self.real.write(data[:self.budget])
            self.budget = 0
            raise OSError(errno.ENOSPC, FULL)
        self.budget -= len(data)
        return int(self.real.write(data))

    def __getattr__(self, name: str) -> Any:
        return getattr(self.real, name)


def fill_disk(auth: Authority, budget: int = 0) -> None:
    saver = auth.saver
    assert saver is not None and saver.journal is not None
    saver.journal = FullDisk(saver.journal, budget)  # type: ignore[assignment]


def started(tmp_path: Path, kinds: list[str] | None = None) -> Authority:
    auth = Authority(SeatTable.build(PLAYERS, kinds or ["human"] * 3), Settings(seed=6),
                     save_dir=str(tmp_path))
    auth.start(force=True)
    return auth


def play(auth: Authority, count: int) -> None:
    bot = RandomBot(4, legal=auth.legal_for)
    for _ in range(count):
        seat = auth.record.game.pending()[0].player
        view = auth.view(seat)
        assert auth.submit(seat, auth.seats[seat].token, bot(view, view["pending"][0]),
                           view["move"])["ok"]


def next_answer(auth: Authority) -> tuple[int, dict[str, Any], int]:
    seat = auth.record.game.pending()[0].player
    view = auth.view(seat)
    return seat, RandomBot(5, legal=auth.legal_for)(view, view["pending"][0]), view["move"]


def wait_for(auth: Authority, condition: Callable[[], bool], timeout: float = LIMIT) -> bool:
    """Wait on the authority's own notice of change, not on the clock."""
    with auth.changed:
        return auth.changed.wait_for(condition, timeout)


def lobby_saying(session: LocalSession, wanted: Callable[[dict[str, Any]], bool]) -> dict:
    """The first lobby message whose ``saving`` is as wanted (waiting on the session)."""
    while True:
        assert session.wait(LIMIT), "no message came"
        for message in session.poll():
            if message["type"] == "lobby" and wanted(message["saving"]):
                return message


# --- fault 2: atomic apply and journal ------------------------------------------------------
@pytest.mark.parametrize("budget", [0, 7])          # nothing written, or half a line
def test_a_full_disk_refuses_the_action_and_applies_nothing(tmp_path: Path, budget: int) -> None:
    auth = started(tmp_path)
    play(auth, 4)
    before, events = auth.record.game.snapshot(), len(auth.log)
    fill_disk(auth, budget)
    seat, action, move = next_answer(auth)
    reply = auth.submit(seat, auth.seats[seat].token, action, move)
    assert reply["code"] == p.UNSAVED
    assert reply["message"].startswith(f"the game cannot be saved: {FULL}")
    assert auth.record.game.snapshot() == before and len(auth.record.actions) == 4
    assert len(auth.log) == events                              # nobody was told of a move
    saving = auth.lobby()["saving"]
    assert saving["paused"] and FULL in saving["problem"] and saving["folder"] == str(tmp_path)
    assert len(journal_tail(auth.saver.journal_path, 0)) == 4   # no half line left behind


def test_the_game_goes_on_once_saving_works_again(tmp_path: Path) -> None:
    auth = started(tmp_path)
    play(auth, 3)
    fill_disk(auth)
    seat, action, move = next_answer(auth)
    assert auth.submit(seat, auth.seats[seat].token, action, move)["code"] == p.UNSAVED
    assert auth.saving(seat, "forged", "retry")["code"] == p.FORBIDDEN
    assert auth.saving(seat, auth.seats[seat].token, "retry")["ok"]     # a new journal
    assert not auth.lobby()["saving"]["paused"]
    assert auth.submit(seat, auth.seats[seat].token, action, move)["ok"]
    play(auth, 3)
    state = auth.record.game.snapshot()
    auth.close()
    record, *_ = load_game(auth.saver.save_path)
    assert record.game.snapshot() == state                      # nothing lost


def test_the_players_may_choose_to_play_on_without_saving(tmp_path: Path) -> None:
    auth = started(tmp_path)
    play(auth, 2)
    fill_disk(auth)
    seat, action, move = next_answer(auth)
    assert auth.submit(seat, auth.seats[seat].token, action, move)["code"] == p.UNSAVED
    heard: list[dict[str, Any]] = []
    auth.subscribe(lambda kind, data: heard.append(auth.lobby()) if kind == "lobby" else None)
    assert auth.saving(seat, auth.seats[seat].token, "go_on")["ok"]
    assert heard and heard[-1]["saving"]["unsaved"] and not heard[-1]["saving"]["paused"]
    assert auth.submit(seat, auth.seats[seat].token, action, move)["ok"]
    play(auth, 3)


def test_computer_players_wait_while_the_game_cannot_be_saved(tmp_path: Path) -> None:
    """Before: the bots' fallback raised "no legal action" and their thread died silently."""
    config = TableConfig(save_dir=str(tmp_path))
    table = HostedTable.create(PLAYERS, ["computer"] * 3, Settings(seed=2), config)
    auth = table.authority
    auth.start(force=True)
    session = LocalSession(auth, {0: auth.seats[0].token})
    fill_disk(auth)
    table.open()
    try:
        lobby = lobby_saying(session, lambda saving: saving["paused"])   # the screen can say it
        assert FULL in lobby["saving"]["problem"]
        moves = auth.move()
        assert table.runner.is_alive() and table.runner.failures == 0
        assert moves == 0                                       # paused: nobody moved
        assert session.saving("retry")
        assert wait_for(auth, lambda: (auth.move() or 0) > moves + 3)   # the computers play on
        assert table.runner.is_alive() and table.runner.failures == 0
    finally:
        table.close()


def test_a_lan_player_is_told_why_its_action_was_refused(tmp_path: Path) -> None:
    table = open_table(save_dir=str(tmp_path))
    sessions = [RemoteSession.join("127.0.0.1", table.host.port) for _ in range(3)]
    try:
        for s in sessions:
            s.set_ready()
        assert wait_for(table.authority, lambda: table.authority.started)
        fill_disk(table.authority)
        seat = table.authority.record.game.pending()[0].player
        view = table.authority.view(seat)
        result = sessions[seat].submit(seat, view["pending"][0]["choices"][0], view["move"])
        assert result.code == p.UNSAVED and FULL in result.message
        assert sessions[seat].saving("go_on")
        result = sessions[seat].submit(seat, view["pending"][0]["choices"][0], view["move"])
        assert result.ok
    finally:
        for s in sessions:
            s.close()
        table.close()


def test_a_save_folder_that_cannot_be_created_pauses_the_game(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    auth = Authority(SeatTable.build(PLAYERS, ["human"] * 3), Settings(seed=6),
                     save_dir=str(blocked / "saves"))
    auth.start(force=True)
    saving = auth.lobby()["saving"]
    assert saving["paused"] and str(blocked) in saving["problem"]
    seat, action, move = next_answer(auth)
    assert auth.submit(seat, auth.seats[seat].token, action, move)["code"] == p.UNSAVED
    assert auth.saving(seat, auth.seats[seat].token, "go_on")["ok"]
    assert auth.submit(seat, auth.seats[seat].token, action, move)["ok"]


# --- fault 7: durability --------------------------------------------------------------------
def test_the_seats_file_is_readable_by_its_owner_only(tmp_path: Path) -> None:
    auth = started(tmp_path)
    mode = stat.S_IMODE(os.stat(auth.saver.seats_path).st_mode)
    assert mode == 0o600, oct(mode)
    auth.set_profile(0, auth.seats[0].token)               # rewritten (os.replace) on changes
    auth.save_seats()
    assert stat.S_IMODE(os.stat(auth.saver.seats_path).st_mode) == 0o600


def test_every_action_reaches_the_disk_before_it_is_applied(tmp_path: Path,
                                                           monkeypatch) -> None:
    synced: list[int] = []
    real = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: (synced.append(fd), real(fd))[1])
    auth = started(tmp_path)
    synced.clear()
    play(auth, 3)
    assert len(journal_tail(auth.saver.journal_path, 0)) == 3
    assert synced.count(auth.saver.journal.fileno()) == 3       # one fsync per move


def test_a_failed_save_keeps_the_game_marked_unsaved(tmp_path: Path, monkeypatch) -> None:
    """Autosaver.flush cleared its dirty mark before writing: a failed write was never
    tried again."""
    auth = started(tmp_path)
    play(auth, 2)
    saver = auth.saver
    saver.stopping = True                   # the background thread stays out of the way
    saver.wake.set()
    saver.thread.join(5)
    saver.dirty_since = saver.dirty_since or 1.0

    def full(path: Path, text: str, mode: int = 0o644) -> None:
        raise OSError(errno.ENOSPC, FULL, str(path))

    monkeypatch.setattr("net.autosave.write_atomic", full)
    with pytest.raises(OSError):
        saver.flush()
    assert saver.dirty_since is not None                         # still to be written
    monkeypatch.undo()
    saver.flush()
    assert saver.dirty_since is None
    assert len(json.loads(saver.save_path.read_text("utf-8"))["actions"]) == 2


def test_an_interrupted_write_leaves_the_previous_save_whole(tmp_path: Path,
                                                              monkeypatch) -> None:
    auth = started(tmp_path)
    play(auth, 2)
    auth.saver.flush()
    before = auth.saver.save_path.read_bytes()
    play(auth, 2)
    real_write = os.write
    monkeypatch.setattr(os, "write", lambda fd, data: (_ for _ in ()).throw(
        OSError(errno.ENOSPC, FULL)) if len(data) > 1000 else real_write(fd, data))
    with pytest.raises(OSError):
        auth.saver.flush()
    monkeypatch.undo()
    assert auth.saver.save_path.read_bytes() == before
    assert not list(tmp_path.glob("*.tmp"))


# --- the autosave thread keeps out of the players' way (issue 18, the crowd run) -----------
class CountedWake(threading.Event):
    """The autosaver's wake, counting the times it is set."""

    def __init__(self) -> None:
        super().__init__()
        self.sets = 0

    def set(self) -> None:
        self.sets += 1
        super().set()


def saver_in(tmp_path: Path, snapshot: Callable[[], str] = lambda: "{}\n",
             idle: float = 60.0) -> Autosaver:
    saver = Autosaver(tmp_path, "g", "fief", snapshot, idle=idle)
    saver.wake = CountedWake()
    saver.begin("{}\n", "{}\n", fresh=True)
    return saver


def test_the_autosave_thread_is_woken_by_the_first_action_after_a_save_only(
        tmp_path: Path) -> None:
    """Before: every action woke it, and at every move it took the interpreter from the
    network thread (the crowd run's round trips waited for it)."""
    saver = saver_in(tmp_path)
    for index in range(5):
        saver.record_action(index, 0, act("pass"))
    assert saver.wake.sets == 1                          # type: ignore[attr-defined]
    saver.flush()
    saver.record_action(5, 0, act("pass"))
    assert saver.wake.sets == 2                          # type: ignore[attr-defined]
    saver.failed = True                                  # its last save failed: try again
    saver.record_action(6, 0, act("pass"))
    assert saver.wake.sets == 3                          # type: ignore[attr-defined]
    saver.close(save=False)


def test_an_action_during_a_background_save_is_saved_by_the_next_one(tmp_path: Path) -> None:
    """Not woken again by that action, the thread still writes it: it sleeps only once the
    file on disk holds every action."""
    arrived: list[int] = []
    saved = threading.Event()

    def snapshot() -> str:
        if not arrived:                                  # an action comes during the save
            arrived.append(1)
            saver.record_action(1, 0, act("pass"))
        if saver.saved_upto == 1:
            saved.set()
        return "{}\n"

    saver = saver_in(tmp_path, snapshot, idle=0.0)
    saver.record_action(0, 0, act("pass"))
    assert saved.wait(LIMIT), "the second save never came"
    assert saver.wake.sets == 1                          # type: ignore[attr-defined]
    saver.close()
    assert saver.saved_upto == saver.actions_seen == 2

"""The authority (no sockets): the check order, per-seat events, lobby, local sessions, bots,
autosave and resume."""
from __future__ import annotations

import json
import shutil
import threading
from pathlib import Path
from typing import Any

import pytest

from engine.actions import act
from engine.fief.api import FIEF
from engine.events import Event
from engine.record import Record
from net import protocol as p
from net import runner as runner_module
from net.authority import Authority
from net.bots import RandomBot, engine_bots
from net.lobby import LobbyError, Settings
from net.resume import load_game
from net.seats import SeatTable
from net.local_session import LocalSession
from net.table import HostedTable, TableConfig, hot_seat
from tests.net_waits import settled

PLAYERS = [("Ann", "blue"), ("Bob", "red"), ("Cid", "green")]


def started(kinds: list[str] | None = None, seed: int = 3, **kw: Any) -> Authority:
    auth = Authority(SeatTable.build(PLAYERS, kinds or ["human"] * 3), Settings(seed=seed), **kw)
    auth.start(force=True)
    return auth


def asked(auth: Authority) -> tuple[int, dict[str, Any]]:
    """The first pending decision (seat, decision dict) as the seat's view shows it."""
    seat = auth.record.game.pending()[0].player
    return seat, auth.view(seat)["pending"][0]


def play_random(auth: Authority, count: int, seed: int = 0) -> None:
    bot = RandomBot(seed, legal=auth.legal_for)
    for _ in range(count):
        seat, decision = asked(auth)
        view = auth.view(seat)
        assert auth.submit(seat, auth.seats[seat].token, bot(view, decision), view["move"])["ok"]


# --- the check order ----------------------------------------------------------------------
def test_token_is_checked_first() -> None:
    auth = started()
    seat, _ = asked(auth)
    other = (seat + 1) % 3
    reply = auth.submit(other, "forged", {"kind": "nonsense"}, 999)
    assert reply["code"] == p.FORBIDDEN
    reply = auth.submit(seat, auth.seats[other].token, {"kind": "nonsense"}, 999)
    assert reply["code"] == p.FORBIDDEN                    # another seat's token


def test_then_whether_the_seat_is_asked() -> None:
    auth = started()
    seat, _ = asked(auth)
    other = (seat + 1) % 3
    reply = auth.submit(other, auth.seats[other].token, {"kind": "start_village", "village": "X"}, 999)
    assert reply["code"] == p.NOT_YOUR_DECISION
    assert "has nothing to decide now" in reply["message"]


def test_then_whether_the_action_is_legal() -> None:
    auth = started()
    seat, _ = asked(auth)
    reply = auth.submit(seat, auth.seats[seat].token, {"kind": "start_village", "village": "X"}, 999)
    rule = auth.record.game.step(auth.record.game.state.top().kind).rule
    assert reply["code"] == p.ILLEGAL
    assert reply["rule"] == rule and reply["message"].startswith(f"{rule}: ")


def test_then_whether_it_is_based_on_the_current_state() -> None:
    auth = started()
    seat, decision = asked(auth)
    move = auth.move()
    reply = auth.submit(seat, auth.seats[seat].token, decision["choices"][0], move - 1)
    assert reply["code"] == p.STALE
    reply = auth.submit(seat, auth.seats[seat].token, decision["choices"][0], None)
    assert reply["code"] == p.MALFORMED                    # the move number is required
    reply = auth.submit(seat, auth.seats[seat].token, decision["choices"][0], move, request=9)
    assert reply == {"type": "result", "ok": True, "move": move + 1, "id": 9}


def test_refusals_leave_the_state_untouched() -> None:
    auth = started()
    before = auth.record.game.state.to_dict()
    seat, _ = asked(auth)
    for action in ({"kind": "start_village", "village": "X"}, "junk", {"kind": 5}, None):
        assert auth.submit(seat, auth.seats[seat].token, action, auth.move())["type"] == "error"
    assert auth.record.game.state.to_dict() == before


def test_open_decisions_are_checked_by_the_engine() -> None:
    auth = started()
    while any(d.choices is not None for d in auth.record.game.pending()):
        play_random(auth, 1)
    seat, decision = asked(auth)
    assert decision.get("choices") is None
    reply = auth.submit(seat, auth.seats[seat].token,
                        {"kind": "recruit", "village": "NOWHERE", "knights": 1, "men": 0}, auth.move())
    assert reply["code"] in (p.ILLEGAL, p.MALFORMED) and reply["message"]


def test_free_actions_are_allowed_to_a_seat_not_asked() -> None:
    auth = started()
    seat, _ = asked(auth)
    other = (seat + 1) % 3
    money = auth.view(other)["players"][other]["money"]
    reply = auth.submit(other, auth.seats[other].token,
                        act("give_money", to=seat, amount=1).to_dict(), auth.move())
    assert reply["ok"], reply
    assert auth.view(other)["players"][other]["money"] == money - 1


def test_an_engine_failure_is_answered_and_the_state_rebuilt(monkeypatch: pytest.MonkeyPatch) -> None:
    auth = started()
    play_random(auth, 3)
    before = auth.record.game.state.to_dict()
    seat, decision = asked(auth)
    handler = auth.record.game.step(auth.record.game.state.top().kind)

    def broken(g, frame, player, action):  # type: ignore[no-untyped-def]
        g.state.players[player].money += 100               # a half-applied change ...
        raise RuntimeError("boom")                          # ... then a bug

    monkeypatch.setattr(handler, "apply", broken)
    choice = decision.get("choices") or auth.legal_for(seat)
    reply = auth.submit(seat, auth.seats[seat].token, choice[0], auth.move())
    assert reply["code"] == p.INTERNAL
    assert auth.record.game.state.to_dict() == before
    monkeypatch.undo()
    play_random(auth, 2)


# --- what each seat receives --------------------------------------------------------------
def test_events_are_numbered_per_seat_and_redacted() -> None:
    auth = started()
    counts = {s: len(auth.events_for(s)) for s in (None, 0, 1, 2)}
    auth.log_events([Event.make("card_drawn", (1,), card="tax"), Event.make("round_started", round=9)])
    for seat in (None, 0, 2):
        new = auth.events_for(seat, counts[seat])
        assert [e["kind"] for e in new] == ["round_started"]
        assert new[0]["seq"] == counts[seat] + 1               # no gap betrays the secret
    new = auth.events_for(1, counts[1])
    assert [e["kind"] for e in new] == ["card_drawn", "round_started"]
    assert new[0]["card"] == "tax"


def test_a_slice_of_history_sent_as_texts_is_the_slice_of_dicts() -> None:
    """The catch-up's frames are made from each event's text made once (issue 18, the crowd
    run): the same events, numbers and secrets as the dictionaries, non-ASCII kept."""
    auth = started()
    play_random(auth, 6)
    auth.log_events([Event.make("card_drawn", (1,), card="tax"),
                     Event.make("round_started", round=9, note="Zoé à ST MÉDARD")])
    for seat in (None, 0, 1, 2):
        for since, limit in ((0, None), (2, 3), (auth.seq_count(seat) - 1, 200)):
            texts = auth.event_texts(seat, since, limit)
            frame = p.events_frame(seat, texts)
            message = p.decode_body(frame[4:])
            assert message == {"type": "events", "seat": seat,
                               "events": auth.events_for(seat, since, limit)}
    assert "tax" not in "".join(auth.event_texts(0)) and "tax" in "".join(auth.event_texts(1))


def test_update_is_the_seat_view_and_its_events() -> None:
    auth = started()
    play_random(auth, 4)
    for seat in (None, 0, 1, 2):
        update = auth.update_for(seat, 0)
        assert update["view"] == auth.record.game.view_for(seat)
        assert update["seq"] == len(update["events"])
        assert all(e.get("audience") is None or seat in e["audience"] for e in update["events"])


# --- lobby --------------------------------------------------------------------------------
def test_game_starts_when_remote_seats_are_claimed_and_ready() -> None:
    auth = Authority(SeatTable.build(PLAYERS, ["human", "remote", "computer"]), Settings(seed=1))
    with pytest.raises(LobbyError, match="waiting for Bob"):
        auth.start()
    seat = auth.claim(None, "Bea")
    assert (seat.index, seat.name) == (1, "Bea")
    with pytest.raises(LobbyError, match="no open seat"):
        auth.claim(None)
    assert auth.set_ready(1, "forged", True)["code"] == p.FORBIDDEN
    assert auth.set_profile(1, seat.token, colour="blue")["code"] == p.ILLEGAL
    assert auth.set_profile(1, seat.token, colour="white")["ok"]
    assert auth.set_ready(1, seat.token, True)["ok"]
    auth.start()
    assert [pl["name"] for pl in auth.view(None)["players"]] == ["Ann", "Bea", "Cid"]
    assert auth.set_profile(1, seat.token, name="Zed")["code"] == p.ILLEGAL
    lobby = json.dumps(auth.lobby())
    assert all(s.token not in lobby for s in auth.seats.seats)


def test_chat_checks_its_sender() -> None:
    auth = started()
    heard: list[dict] = []
    auth.subscribe(lambda kind, data: heard.append(data) if kind == "chat" else None)
    assert auth.say(0, "forged", "hi")["code"] == p.FORBIDDEN
    assert auth.say(None, None, "hi", to=1)["code"] == p.ILLEGAL     # spectators speak publicly
    assert auth.say(0, auth.seats[0].token, "deal?", to=0)["code"] == p.ILLEGAL
    assert auth.say(0, auth.seats[0].token, "deal?", to=2)["ok"]
    assert [(line["from"], line["to"], line["text"]) for line in heard] == [(0, 2, "deal?")]


# --- local sessions and computer seats ----------------------------------------------------
def test_hot_seat_plays_computers_in_the_background_without_blocking_the_screen() -> None:
    """A computer thinking (held here until the test lets it go) never keeps the screen
    from its view, nor the authority's lock."""
    thinking, go_on = threading.Event(), threading.Event()

    def slow_bot(view: dict, decision: dict, move: int = 0) -> dict:
        thinking.set()
        assert go_on.wait(20)
        return decision["choices"][0] if decision.get("choices") else slow_bot.fallback(view, decision)

    config = TableConfig(bots=lambda auth, seat: slow_bot)
    session = hot_seat(PLAYERS, ["computer", "computer", "computer"], Settings(seed=2), config)
    slow_bot.fallback = RandomBot(legal=session.authority.legal_for)  # type: ignore[attr-defined]
    try:
        assert thinking.wait(20)
        view = session.view(None) if not session.seats() else session.view(session.seats()[0])
        assert view["move"] == 0                    # served while the computer still thinks
        go_on.set()
        settled(session.authority, lambda: session.authority.move() >= 2)
    finally:
        go_on.set()
        session.close()


class CountedCondition(threading.Condition):
    def __init__(self, lock: Any) -> None:
        super().__init__(lock)
        self.notices = 0

    def notify_all(self) -> None:
        self.notices += 1
        super().notify_all()


def test_the_computer_players_thread_is_woken_only_while_a_computer_may_play() -> None:
    """Issue 18, the crowd run: at a table of people, the computer players' thread woken at
    every move took the interpreter from the network thread at every move. It is woken when
    a seat is handed to a computer, a player with a stand-in after a while goes away, or a
    seat is a computer's."""
    auth = started(["human"] * 3)
    auth.bot_work = CountedCondition(auth.lock)
    play_random(auth, 3)
    assert auth.bot_work.notices == 0
    auth.hand_to_computer(1)
    play_random(auth, 2)
    assert auth.bot_work.notices == 3
    auth.hand_to_computer(1, False)
    auth.away_bot_after = 30.0
    auth.set_connected(2, True)
    play_random(auth, 1)
    before = auth.bot_work.notices
    auth.set_connected(2, False)                     # away: a computer plays it in 30 s
    assert auth.bot_work.notices == before + 1
    with_computers = started(["human", "computer", "human"])
    with_computers.bot_work = CountedCondition(with_computers.lock)
    with_computers.notify("game")
    assert with_computers.bot_work.notices == 1


def test_the_computer_players_thread_survives_an_error_and_says_so(monkeypatch) -> None:
    """Issue 18, fault 2: a worker thread that fails is never lost silently; it reports the
    error on every screen (``lobby.problems``) and the computers play on."""
    monkeypatch.setattr(runner_module, "PAUSE_AFTER_FAILURE", 0.0)
    table = HostedTable.create(PLAYERS, ["computer"] * 3, Settings(seed=4), TableConfig(lan=None))
    auth = table.authority
    real, failed = auth.next_bot_job, []

    def next_bot_job(timeout: float) -> Any:
        if not failed:
            failed.append(True)
            raise RuntimeError("boom")
        return real(timeout)

    monkeypatch.setattr(auth, "next_bot_job", next_bot_job)
    table.open()
    try:
        table.start_game(force=True)
        settled(auth, lambda: bool(auth.lobby()["problems"]) and auth.move() >= 3)
        assert auth.lobby()["problems"] == ["the computer players met an error (boom); "
                                            "they go on"]
        assert table.runner.is_alive() and table.runner.failures == 1
    finally:
        table.close()


def test_local_session_submits_against_the_view_it_showed() -> None:
    session = hot_seat(PLAYERS, ["human"] * 3, Settings(seed=5))
    try:
        updates = [m for m in session.poll() if m["type"] == "update"]
        assert sorted(u["seat"] for u in updates) == [0, 1, 2]
        seat = session.authority.record.game.pending()[0].player
        view = session.view(seat)
        other = (seat + 1) % 3
        assert session.submit(other, act("give_money", to=seat, amount=1))   # the game moves on
        result = session.submit(seat, view["pending"][0]["choices"][0])
        assert not result and result.code == p.STALE                 # chosen on the older view
        result = session.submit(seat, session.view(seat)["pending"][0]["choices"][0])
        assert result and result.move == view["move"] + 2
        assert session.events(seat, 0)
        assert "hand" not in session.view(None)["players"][seat]   # public view between hand-offs
    finally:
        session.close()


def test_a_local_session_sees_only_its_own_seats() -> None:
    table = HostedTable.create(PLAYERS, ["human", "remote", "computer"], Settings(seed=5))
    table.start_game(force=True)
    session = table.session()
    assert session.seats() == (0,)
    with pytest.raises(PermissionError):
        session.view(1)
    assert session.events(2) == [] and session.legal(1) == []
    assert session.submit(1, {"kind": "end_purchase"}).code == p.FORBIDDEN
    table.close()


# --- autosave and resume ------------------------------------------------------------------
def test_autosave_and_resume_with_the_same_seats(tmp_path: Path) -> None:
    config = TableConfig(save_dir=str(tmp_path))
    table = HostedTable.create(PLAYERS, ["human", "remote", "computer"], Settings(seed=4), config)
    table.authority.claim(1)
    table.start_game(force=True)
    auth = table.authority
    play_random_humans(auth, 12)
    tokens = [s.token for s in auth.seats.seats]
    state = auth.record.game.state.to_dict()
    events = {s: auth.events_for(s) for s in (None, 0, 1, 2)}
    table.close()

    again = HostedTable.resume(str(auth.saver.save_path), TableConfig(save_dir=str(tmp_path)))
    assert again.authority.record.game.state.to_dict() == state
    assert [s.token for s in again.authority.seats.seats] == tokens
    assert [s.kind for s in again.authority.seats.seats] == ["human", "remote", "computer"]
    assert {s: again.authority.events_for(s) for s in (None, 0, 1, 2)} == events
    assert again.authority.game_id == auth.game_id
    again.close()


def play_random_humans(auth: Authority, count: int) -> None:
    """Random moves for every seat (computer seats included: no bot thread runs here)."""
    play_random(auth, count, seed=8)


def test_the_journal_holds_actions_the_last_full_save_missed(tmp_path: Path) -> None:
    auth = started(save_dir=str(tmp_path), seed=6)
    play_random(auth, 5)
    auth.saver.flush()
    older = auth.saver.save_path.read_text("utf-8")
    play_random(auth, 7)
    state = auth.record.game.state.to_dict()
    auth.close()
    auth.saver.save_path.write_text(older, "utf-8")       # as if the host died before saving
    record, events, seats, game_id, _ = load_game(auth.saver.save_path)
    assert record.game.state.to_dict() == state
    assert game_id == auth.game_id and seats is not None
    assert Record.from_json(older).game.state.version < record.game.state.version


def test_a_torn_last_journal_line_is_ignored(tmp_path: Path) -> None:
    auth = started(save_dir=str(tmp_path), seed=6)
    play_random(auth, 3)
    auth.close()
    expected = auth.record.game.state.to_dict()
    with open(auth.saver.journal_path, "a", encoding="utf-8") as journal:
        journal.write('{"n": 3, "player": 0, "act')
    shutil.copy(auth.saver.save_path, tmp_path / "copy.fief.json")
    record, *_ = load_game(auth.saver.save_path)
    assert record.game.state.to_dict() == expected


def wait_for_moves(session: LocalSession, count: int) -> None:
    settled(session.authority, lambda: session.authority.move() >= count)


def test_a_bot_that_answers_wrongly_is_told_and_then_replaced_by_a_random_move() -> None:
    asked: list[dict] = []

    def stubborn(view: dict, decision: dict, move: int = 0) -> dict:
        asked.append(decision)
        return {"kind": "start_village", "village": "ATLANTIS"}

    session = hot_seat(PLAYERS, ["computer"] * 3, Settings(seed=2),
                       TableConfig(bots=lambda auth, seat: stubborn))
    try:
        wait_for_moves(session, 3)
        assert asked[0].get("refused") is None
        assert asked[1]["refused"] == ["start_village village=ATLANTIS"]
    finally:
        session.close()


def test_computer_seats_can_be_played_by_engine_bot_levels() -> None:
    session = hot_seat(PLAYERS, ["computer"] * 3, Settings(seed=2),
                       TableConfig(bots=engine_bots("squire", 0.2, FIEF)))
    try:
        wait_for_moves(session, 15)
    finally:
        session.close()

"""The authority of a table: the one place where actions are checked and applied.

It owns the game's Record, the seats and their tokens, the event log and the chat. The LAN
host, the hot-seat session and the computer players all go through it (DESIGN principle 5), so
there is a single check order for everybody, the one of boardgame.io's master:

1. the seat token (``hmac.compare_digest``), 2. the referee's own ``check`` (is this seat asked
   now, is the action well formed and one of its choices or allowed by the rules; free actions
   are always allowed), 3. is it based on the current state (the move number of the view it
   was chosen from), 4. the seat's stored bytes (``SeatBytes``): these four in ``net.checks``;
   5. is the game being saved (the action is journalled first: when the journal cannot be
   written the action is refused and nothing is applied), 6. apply it.

Refusals are returned as ``error`` messages for the sender only, with the rule's words. Every
seat then pulls its own view and its events (``update_for``): nothing here builds a message
from the full state. Listeners (the network host, local sessions) are told *that* something
changed and fetch what their seat may see. The authority talks to the game only through the
referee contract (``engine.contract``) and ``engine.record``.
"""
from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Mapping
from typing import Any

from engine.contract import Standing, standing
from engine.errors import OptionsError
from engine.events import Event
from engine.record import Record

from . import protocol as p
from .autosave import Autosaver, SaveText
from .bots import random_bots
from .checks import BAD_TOKEN, SeatBytes, checked
from .eventlog import EventLog, EventTexts
from .guard import SaveGuard
from .lobby import ChatLog, LobbyError, Settings, clean_text, new_game_id
from .computer_seats import ComputerSeats, StandIn
from .seats import Seat, SeatTable
from .taking_back import TakingBack
from .undo import UndoPoints, snapshot

log = logging.getLogger(__name__)
Listener = Callable[[str, dict[str, Any] | None], None]

class Authority(ComputerSeats, TakingBack):
    """A table before and during its game. Thread-safe: every public method takes the lock."""

    def __init__(self, seats: SeatTable, settings: Settings | None = None, *, name: str = "",
                 game_id: str | None = None, save_dir: str | None = None,
                 record: Record | None = None, events: list[Event] | None = None,
                 away_bot_after: float | None = None, stand_in: StandIn | None = None) -> None:
        self.seats = seats
        self.settings = settings or (Settings.of(record.kind, record.game.options) if record
                                     else Settings())    # a game carried on says its own
        seats.colours = self.settings.kind.colours
        self.name = name or self.settings.kind.title     # the table's, or its game's title
        self.game_id = game_id or new_game_id()
        self.away_bot_after = away_bot_after
        self.make_stand_in = stand_in or random_bots
        self.lock = threading.RLock()
        self.changed = threading.Condition(self.lock)
        self.bot_work = threading.Condition(self.lock)   # the computer players' thread waits
        self.listeners: list[Listener] = []
        self.chat = ChatLog()
        self.record: Record | None = None
        self.stored = SeatBytes()
        self.history = EventLog()
        self.pace = None                  # set by a hot-seat screen (net/pace.py)
        self.undo_points = UndoPoints()     # where the game stood before each action
        self.problems: dict[str, str] = {}      # worker -> what went wrong (shown on screens)
        self.save_text = SaveText()
        self.guard = SaveGuard(save_dir, self.game_id, self.settings.game, self.record_json,
                               self.notify, self.lock)
        if record is not None:
            self.begin(record, events or [], fresh=False)

    @property
    def log(self) -> list[Event]:
        """Every event of the game so far, in order (the readers' shares: ``history``)."""
        return self.history.events

    @property
    def save_dir(self) -> str | None:           # None: the table does not save
        return self.guard.directory

    @property
    def saver(self) -> Autosaver | None:        # None without a save folder, or before the start
        return self.guard.saver

    # --- listeners ------------------------------------------------------------------------
    def subscribe(self, listener: Listener) -> Callable[[], None]:
        with self.lock:
            self.listeners.append(listener)
        return lambda: self.listeners.remove(listener) if listener in self.listeners else None

    def notify(self, kind: str, data: dict[str, Any] | None = None) -> None:
        """Tell listeners what kind of thing changed ("game", "lobby", "chat"); called after the
        lock is released so that a listener may call back in without blocking anybody."""
        with self.changed:
            self.changed.notify_all()
            if any(seat.may_be_played_by_bot(self.away_bot_after) for seat in self.seats.seats):
                self.bot_work.notify_all()
        for listener in list(self.listeners):
            try:
                listener(kind, data)
            except Exception:  # noqa: BLE001 - one broken listener must not silence the others
                log.exception("listener failed on %s", kind)

    # --- lobby ----------------------------------------------------------------------------
    @property
    def started(self) -> bool:
        return self.record is not None

    def lobby(self) -> dict[str, Any]:
        with self.lock:
            finished = self.record is not None and self.record.game.finished
            return {"type": "lobby", "name": self.name, "game_id": self.game_id,
                    "started": self.started, "finished": finished,
                    "settings": self.settings.public(), "open": self.seats.open_count(),
                    "seats": [s.public() for s in self.seats.seats],
                    "saving": self.guard.public(), "problems": sorted(self.problems.values())}

    def report(self, worker: str, problem: str | None) -> None:
        """A worker thread's trouble (or None once it is over), shown on every screen."""
        with self.lock:
            if problem is None:
                self.problems.pop(worker, None)
            else:
                self.problems[worker] = problem
        self.notify("lobby")

    def claim(self, wanted: Any, name: Any = None) -> Seat:
        """Give an open remote seat to a newcomer; its token is revealed to them only."""
        with self.lock:
            seat = self.seats.open_seat(wanted)
            if seat is None:
                raise LobbyError("no open seat" if wanted is None
                                 else p.Words("seat {seat} is not open", seat=repr(str(wanted)[:12])))
            if name is not None and not self.started:
                reason = self.seats.rename(seat, name=name)
                if reason:
                    raise LobbyError(reason)
            seat.claimed = True
            self.save_seats()
        self.notify("lobby")
        return seat

    def set_ready(self, seat: int, token: Any, ready: bool) -> dict[str, Any]:
        with self.lock:
            found = self.seats.check(seat, token)
            if found is None:
                return p.error(p.FORBIDDEN, BAD_TOKEN)
            found.ready = bool(ready)
        self.notify("lobby")
        return {"type": "result", "ok": True}

    def set_profile(self, seat: int, token: Any, name: Any = None,
                    colour: Any = None) -> dict[str, Any]:
        with self.lock:
            found = self.seats.check(seat, token)
            if found is None:
                return p.error(p.FORBIDDEN, BAD_TOKEN)
            if self.started:
                return p.error(p.ILLEGAL, "names and colours are fixed once the game has started")
            reason = self.seats.rename(found, name, colour)
            if reason:
                return p.error(p.ILLEGAL, reason)
        self.notify("lobby")
        return {"type": "result", "ok": True}

    def start(self, force: bool = False) -> None:
        """Start the game once every seat is taken and every remote player is ready."""
        with self.lock:
            if self.started:
                raise LobbyError("the game has already started")
            if not force and not self.seats.all_ready():
                waiting = [s.name for s in self.seats.seats
                           if not s.claimed or (s.kind == "remote" and not s.ready)]
                raise LobbyError(p.Words("waiting for {names}", names=", ".join(waiting)))
            try:
                record = Record.new(self.settings.kind, self.settings.options(self.seats))
            except OptionsError as exc:
                raise LobbyError(str(exc)) from exc
            self.begin(record, list(record.game.events), fresh=True)
        self.notify("lobby")
        self.notify("game")

    def begin(self, record: Record, events: list[Event], fresh: bool) -> None:
        self.record = record
        self.stored = SeatBytes(record.actions)
        self.history = EventLog([None, *range(len(self.seats))])
        self.undo_points.clear()
        self.log_events(events)
        self.guard.begin(record, self.save_text.of(record), self.seats_json(), fresh)

    # --- the game -------------------------------------------------------------------------
    def submit(self, seat: Any, token: Any, action: Any, move: Any,
               request: Any = None) -> dict[str, Any]:
        """Check (in the order of the module docstring) and apply one action; listeners hear
        of a move, or of a game paused because it cannot be saved, once the lock is free."""
        with self.lock:
            reply, notice = self.decide(seat, token, action, move)
        if request is not None:
            reply["id"] = request
        if notice is not None:
            self.notify(notice, {"seat": seat} if notice == "game" else None)
        return reply

    def decide(self, seat: Any, token: Any, action: Any,
               move: Any) -> tuple[dict[str, Any], str | None]:
        """``submit`` under the lock: the reply, and what changed ("game", "lobby" or None)."""
        record = self.record
        parsed = checked(self.seats, record, seat, token, action, move)
        if isinstance(parsed, dict):
            return parsed, None
        assert record is not None
        too_much = self.stored.refusal(seat, parsed)      # the seat's bytes, bounded
        if too_much is not None:
            return too_much, None
        unsaved = self.guard.journal(len(record.actions), seat, parsed)
        if unsaved is not None:                   # nothing applied; every screen says why
            return p.error(p.UNSAVED, unsaved), "lobby"
        before = snapshot(seat, len(record.actions), len(self.log), record.game.pending())
        try:
            events = record.apply(seat, parsed, move)
        except Exception:  # noqa: BLE001 - an engine bug must not take the host down
            log.exception("engine failed on %r from seat %s; rebuilding", action, seat)
            self.guard.unjournal()
            self.rebuild()
            return p.error(p.INTERNAL, "the host could not apply this action"), None
        self.stored.add(seat, parsed)
        self.undo_points.keep(before)
        self.log_events(events)
        if record.game.finished:
            self.guard.game_over()
        return {"type": "result", "ok": True, "move": record.game.move}, "game"

    def submit_internal(self, seat: int, action: Any, move: Any) -> dict[str, Any]:
        """Submit for a seat played on this machine (bots); the same checks apply."""
        with self.lock:
            token = self.seats[seat].token
        return self.submit(seat, token, action, move)

    def rebuild(self) -> None:
        """Replay the record from its start: the state is whole again after an engine failure."""
        assert self.record is not None
        self.record, _ = self.record.replay()
        self.undo_points.clear()

    def log_events(self, events: list[Event]) -> None:
        with self.lock:
            seen = self.history.count(None)
            self.history.add(events)
            if self.pace is not None:            # a ceremony completed: the computers wait
                self.pace.note(seen + 1, (e for e in events if e.visible_to(None)))

    # --- what a seat may see --------------------------------------------------------------
    def view(self, seat: int | None, quick: bool = False) -> Mapping[str, Any]:
        """The seat's view (``quick``: ``Referee.view_for``'s, without what is costly)."""
        with self.lock:
            if self.record is None:
                raise LobbyError("the game has not started yet")
            return self.record.game.view_for(seat, quick)

    def standing(self, seat: int | None) -> Standing:
        """Where the game stands for the seat: what a host or a bot reads, whatever the game."""
        with self.lock:
            if self.record is None:
                raise LobbyError("the game has not started yet")
            return standing(self.record.game, seat)

    def events_for(self, seat: int | None, since: int = 0,
                   limit: int | None = None) -> list[dict[str, Any]]:
        """The seat's events after its own count ``since``, ``limit`` at most (each seat
        numbers only the events it may see: gaps never reveal a secret)."""
        with self.lock:
            return self.history.dicts(seat, since, limit)

    def event_texts(self, seat: int | None, since: int = 0,
                    limit: int | None = None) -> list[str]:
        """The same events as ``events_for``, as JSON texts made once (``EventLog``)."""
        with self.lock:
            return self.history.texts_for(seat, since, limit)

    def update_for(self, seat: int | None, since: int = 0, texts: bool = False,
                   quick: bool = False) -> dict[str, Any]:
        """The seat's whole view (``quick``: without what is costly, ``view``), its standing
        and the events it has not had yet, in one message; with ``texts``, the events are
        their JSON texts (``EventTexts``), for the LAN host's ``UpdateText``."""
        with self.lock:
            events = EventTexts(self.history.texts_for(seat, since)) if texts \
                else self.events_for(seat, since)
            return {"type": "update", "seat": seat, "view": self.view(seat, quick),
                    "standing": self.standing(seat), "events": events,
                    "seq": self.seq_count(seat)}

    def seq_count(self, seat: int | None) -> int:
        """How many events this seat has received in all (its latest ``seq``)."""
        with self.lock:
            return self.history.count(seat)

    def move(self) -> int | None:                # None before the start
        with self.lock:
            return self.record.game.move if self.record else None

    def finished(self) -> bool:
        with self.lock:
            return self.record is not None and self.record.game.finished

    def legal_for(self, seat: int) -> list[dict[str, Any]]:
        """Legal actions of a seat now (its own information only; helps bots and the UI)."""
        with self.lock:
            if self.record is None:
                return []
            return [dict(a.to_dict()) for a in self.record.game.legal(seat)]

    # --- seats that come and go -----------------------------------------------------------
    def set_connected(self, seat: int, connected: bool) -> None:
        with self.lock:
            self.seats.mark_connected(self.seats[seat], connected)
        self.notify("lobby")

    # --- chat -----------------------------------------------------------------------------
    def say(self, seat: int | None, token: Any, text: Any, to: Any = None) -> dict[str, Any]:
        """A chat line from a seat (token checked) or a spectator (seat None, public only)."""
        with self.lock:
            if seat is not None and self.seats.check(seat, token) is None:
                return p.error(p.FORBIDDEN, BAD_TOKEN)
            if to is not None and (seat is None or self.seats.get(to) is None or to == seat):
                return p.error(p.ILLEGAL, "private chat goes from one seat to another seat")
            try:
                text = clean_text(text)
            except LobbyError as exc:
                return p.error(p.MALFORMED, exc.words)
            name = self.seats[seat].name if seat is not None else "spectator"
            line = self.chat.add(seat, name, text, to)
        self.notify("chat", line)
        return {"type": "result", "ok": True}

    def chat_history(self, seat: int | None) -> list[dict[str, Any]]:
        with self.lock:
            return self.chat.history(seat)

    # --- saving ---------------------------------------------------------------------------
    def record_json(self) -> str:
        """The save text: the record is copied under the lock (a clone, 1-3 ms for six
        players late in a game) and serialised outside it (``SaveText``: about 10 ms for
        1,000 moves), so players' actions are not held up."""
        with self.lock:
            record = self.record
            assert record is not None
            copy = Record(record.kind, record.game.clone(), record.start, list(record.actions))
        return self.save_text.of(copy)

    def seats_json(self) -> str:
        return self.seats.to_json(self.game_id, self.name)

    def save_seats(self) -> None:
        self.guard.save_seats(self.seats_json())

    def save(self) -> str:
        """Write the full save now; returns where it is (on the host machine)."""
        return self.guard.save_now()

    def saving(self, seat: int, token: Any, choice: Any) -> dict[str, Any]:
        """A seated player's answer while the game cannot be saved: ``retry`` or
        ``go_on`` (play on without saving)."""
        with self.lock:
            if self.seats.check(seat, token) is None:
                return p.error(p.FORBIDDEN, BAD_TOKEN)
        return self.guard.answer(choice)

    def close(self) -> None:
        self.guard.close()

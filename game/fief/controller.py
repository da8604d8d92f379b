"""Between the in-game scene and the session: who must decide what, privacy, log, saves, undo.

``Controller`` turns what the session says into what the screen needs: the views, the log of
events (public ones for everybody, private ones tagged with their seat), the decision the screen
works on now, whether a hand-off must come first, and the submission of the chosen action. It
never decides a rule: the choices come from the decisions and ``legal()``, every action is
checked by the authority, and the referee says what is private or may be taken back.

It works with either kind of table: ``game.fief.local_table.LocalTable`` (hot-seat, or a LAN game
hosted here) or ``game.fief.remote.RemoteTable`` (one seat of a game hosted elsewhere). Both give it
the same few things: ``session``, ``kinds``, ``humans``, ``lan``, ``public_reader``, ``snapshot``/
``undo_refusal``/``undo``, ``save``, ``chat_history``, ``seats_info`` and ``close``.

Hot-seat privacy: ``revealed`` is the seat whose private information may be on screen (its hand,
its secret votes, its private events, its troops under Fog of War). It changes only through a
hand-off the seat's player confirmed. Public information (the spectator's view) is always shown.
"""
from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.actions import Action
from engine.fief.api import FiefDecision, View
from game.shell.autosaver import Autosaver
from game.fief.remote import RemoteTable
from game.fief.local_table import LocalTable
from game.fief.reactions import Reactions, playable_cards
from game.fief.table import TableSetup
from game.fief.taking_back import rewind, take_back
from game.fief.ui.round_figures import event_rounds
from net.undo import NOTHING, Refusal

log = logging.getLogger(__name__)


def decision_key(seat: int, decision: FiefDecision) -> str:
    return f"{seat}:" + json.dumps(decision, sort_keys=True, ensure_ascii=False)


def is_private(decision: Mapping[str, Any]) -> bool:
    """Whether answering this decision shows the seat's private information (A42, 11.2): the
    referee says so in the decision itself (``private``); the client keeps no list of its own."""
    return bool(decision.get("private"))


# ----- what the screen works with --------------------------------------------------------------
@dataclass
class LogEntry:
    """An event as the log keeps it: who may read it, its round, its drawn line."""

    event: dict[str, Any]
    private_to: int | None = None     # the seat this private event was addressed to
    round: int = 0                    # the round it happened in (not the round it was read in)
    line: Any = None                  # the screen's rendering of it, kept by the log panel


@dataclass
class Asked:
    """The decision the screen works on: a seat, the decision and the seat's view."""

    seat: int
    decision: FiefDecision
    view: View
    key: str = ""
    private: bool = False

    @property
    def kind(self) -> str:
        return str(self.decision.get("kind"))


@dataclass
class Outcome:
    """What became of an action sent to the referee: done, or refused with its rule."""

    ok: bool
    message: str = ""
    rule: str | None = None
    template: Any = None        # a worded refusal's template and values (Result, unchecked)
    values: Any = None


class Controller:
    """The play scene's access to the game: views, log, decisions, submissions, saves."""

    def __init__(self, setup: TableSetup, table: LocalTable | RemoteTable, *,
                 autosave: Path | None = None) -> None:
        self.setup = setup
        self.table = table
        self.names = [p.name for p in setup.options.players]
        self.colours = [p.colour for p in setup.options.players]
        self.optional = frozenset(setup.options.optional)
        self.kinds = list(table.kinds)
        self.humans = list(table.humans)
        self.views: dict[int | None, View] = {}
        self.log: list[LogEntry] = []          # the public events, in order
        self.seat_logs: dict[int, list[LogEntry]] = {s: [] for s in self.humans}  # all a seat saw
        self.log_version = 0
        self.view_version = 0
        self.revealed: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.reactions: dict[int, Reactions] = {s: Reactions() for s in self.humans}
        self.error: Outcome | None = None
        self.last_step: tuple[Any, ...] | None = None
        self.saver = Autosaver(autosave, table.save, lambda: self.last_step)
        self.legal_cache: dict[str, list[dict[str, Any]]] = {}
        self.events_seen = 0                      # public events read so far (for ceremonies)
        self.new_events: list[dict[str, Any]] = []
        self.lan = bool(getattr(table, "lan", False))
        self.chat: dict[int, dict[str, Any]] = {}  # chat lines by number (history and new)
        self.chat_version = 0
        self.connection: str | None = None          # "lost", "refused", "closed": a banner
        self.connection_reason = ""                 # the host's words when it said goodbye
        self.lobby: dict[str, Any] | None = table.session.lobby()   # saving, workers' problems
        for line in table.chat_history():
            self.add_chat(line)
        self.poll(initial=True)

    # --- reading --------------------------------------------------------------------------
    @property
    def session(self) -> Any:
        return self.table.session

    def poll(self, initial: bool = False) -> bool:
        """Read what the session has; True when the views or the log changed."""
        messages = self.session.poll()
        changed = False
        public: list[dict[str, Any]] = []
        seen: list[tuple[int, dict[str, Any]]] = []
        mirror = not getattr(self.table, "public_reader", True)
        for message in messages:
            kind = message.get("type")
            if kind != "update":
                self.on_message(message)
                continue
            seat = message.get("seat")
            rewind(self, seat, message.get("seq"), mirror)
            self.views[seat] = message["view"]
            if mirror:                 # one seat over the LAN: its view holds the public one
                self.views[None] = message["view"]
            changed = True
            for event in message.get("events", []):
                if seat is None or (mirror and "audience" not in event):
                    public.append(event)
                if seat is not None:
                    seen.append((seat, event))
        for seat in [None, *self.humans]:         # every view the screen reads, from the start
            if seat not in self.views:
                self.views[seat] = self.session.view(seat)
                changed = True
        round_now = int(self.public.get("round", 0) or 0)   # a batch may span several rounds
        for event, round_ in zip(public, event_rounds(public, round_now)):
            self.log.append(LogEntry(event, None, round_))
            self.events_seen = max(self.events_seen, int(event.get("seq", 0)))
        for seat in dict.fromkeys(s for s, _e in seen):   # a seat's own stream: its private
            mine = [e for s, e in seen if s == seat]     # events in their place
            self.seat_logs.setdefault(seat, []).extend(
                LogEntry(e, seat if "audience" in e else None, r)
                for e, r in zip(mine, event_rounds(mine, round_now)))
        if public or seen:
            self.log_version += 1
            self.new_events.extend(public)
        if changed:
            self.view_version += 1
            self.legal_cache.clear()
            self.after_change(initial)
        return changed

    def on_message(self, message: dict[str, Any]) -> None:
        """Chat lines, and the state of the link to a LAN host (``RemoteSession`` reconnects
        by itself with its token; the screen only says so)."""
        kind = message.get("type")
        if kind == "chat":
            self.add_chat(message)
        elif kind == "connection":
            state = message.get("state")
            if state == "restored":
                self.connection = None
            elif self.connection != "closed":      # after the host's goodbye, it stays said
                self.connection = str(state)
            self.view_version += 1
        elif kind == "lobby":
            self.lobby = message
        elif kind == "bye":
            self.connection = "closed"
            self.connection_reason = str(message.get("reason") or "")
            self.view_version += 1

    def add_chat(self, line: dict[str, Any]) -> None:
        number = line.get("n")
        if isinstance(number, int) and number not in self.chat:
            self.chat[number] = line
            self.chat_version += 1

    def chat_lines(self) -> list[dict[str, Any]]:
        """The chat as the screen may show it now: public lines, and the revealed seat's
        private ones (in hot-seat, another player's private talk stays hidden)."""
        shown = self.revealed
        return [line for _n, line in sorted(self.chat.items())
                if line.get("to") is None or (shown is not None and shown in (line.get("from"),
                                                                              line.get("to")))]

    def speaker(self) -> int | None:
        """Who speaks in the chat from this screen: the revealed seat (None: a spectator)."""
        return self.revealed

    def say(self, text: str, to: int | None = None) -> Outcome:
        """Send a chat line (private to seat ``to`` when given); chat never changes the game."""
        result = self.session.chat(self.speaker(), text, to)
        if not result:
            return Outcome(False, result.message, result.rule, result.template, result.values)
        return Outcome(True)

    def seats_info(self) -> list[dict[str, Any]]:
        try:
            return self.table.seats_info()
        except Exception:
            log.exception("cannot read the seats")
            return []

    def after_change(self, initial: bool) -> None:
        view = self.public
        step = (view.get("round"), view.get("phase"), view.get("step"), view.get("finished"))
        if step != self.last_step:
            previous, self.last_step = self.last_step, step
            if previous is not None and not initial:
                self.autosave()
        if self.revealed is not None and len(self.humans) > 1:
            asked = self.current()
            if asked is not None and asked.seat != self.revealed:
                self.revealed = None

    @property
    def public(self) -> View:
        """The spectator's view: what every player may see (read since the first poll)."""
        return self.views[None]

    def shown_view(self) -> View:
        """What the screen draws: the revealed seat's view, else the public one."""
        if self.revealed is not None and self.revealed in self.views:
            return self.views[self.revealed]
        return self.public

    def private_log(self) -> list[LogEntry]:
        """The log as the screen may show it now: public events, and the revealed seat's."""
        if self.revealed is not None and self.revealed in self.seat_logs:
            return self.seat_logs[self.revealed]
        return self.log

    @property
    def finished(self) -> bool:
        return bool(self.public.get("finished"))

    def ceremonies_shown(self) -> None:
        """Every ceremony of the events read so far was shown: the computers waiting for this
        screen play on (net/pace.py)."""
        self.table.ceremonies_shown(self.events_seen)

    # --- decisions ------------------------------------------------------------------------
    def asked(self) -> list[Asked]:
        """Every decision a seat at this screen must take now, in seat order."""
        out = []
        for seat in self.humans:
            view = self.views.get(seat)
            if not view:
                continue
            for decision in view.get("pending", []):
                out.append(Asked(seat, decision, view, decision_key(seat, decision),
                                 is_private(decision)))
        return out

    def current(self) -> Asked | None:
        """The decision the screen works on: the revealed seat's first, else the first asked."""
        asked = self.asked()
        if not asked:
            return None
        for a in asked:
            if a.seat == self.revealed:
                return a
        return asked[0]

    def needs_handoff(self, asked: Asked | None = None) -> bool:
        asked = asked or self.current()
        if asked is None or len(self.humans) < 2:
            return False
        return asked.private and self.revealed != asked.seat

    def reveal(self, seat: int | None) -> None:
        self.revealed = seat
        self.view_version += 1
        self.log_version += 1

    def waiting_for(self) -> list[int]:
        return list(self.public.get("waiting_for", []))

    def legal(self, seat: int) -> list[dict[str, Any]]:
        view = self.views.get(seat)
        key = f"{seat}:{view['move'] if view else None}"
        if key not in self.legal_cache:
            try:
                self.legal_cache[key] = list(self.session.legal(seat))
            except Exception:
                log.exception("legal() failed for seat %s", seat)
                self.legal_cache[key] = []
        return self.legal_cache[key]

    def submit(self, seat: int, action: dict[str, Any] | Action) -> Outcome:
        """Submit for a seat at this screen; on success the views are read again at once."""
        data = action.to_dict() if isinstance(action, Action) else dict(action)
        view = self.views.get(seat)
        snapshot = None
        try:
            snapshot = self.table.snapshot(seat)
        except Exception:
            log.exception("cannot take an undo snapshot")
        result = self.session.submit(seat, data, view["move"] if view else None)
        if not result and getattr(result, "code", None) == "stale":
            self.poll()
            fresh = self.views.get(seat)
            pending = fresh["pending"] if fresh else []
            if fresh and any(d.get("choices") is None or data in d.get("choices", [])
                             for d in pending):
                if snapshot is not None:
                    snapshot = self.table.snapshot(seat)
                result = self.session.submit(seat, data, fresh["move"])
        if not result:
            self.error = Outcome(False, result.message, result.rule, result.template,
                                 result.values)
            return self.error
        self.error = None
        if snapshot is not None and isinstance(self.table, LocalTable):
            self.table.keep(snapshot)
        self.poll()
        return Outcome(True)

    def auto_answer(self) -> bool:
        """Answer ``pass`` to the windows a player's reaction settings cover (game/fief/reactions.py);
        True when one was passed."""
        for a in self.asked():
            if a.kind != "window" or a.seat not in self.reactions:
                continue
            moment = str(a.decision.get("info", {}).get("moment", ""))
            playable = playable_cards(self.legal(a.seat))
            if self.reactions[a.seat].passes(moment, a.view.get("round"), playable):
                return bool(self.submit(a.seat, {"kind": "pass"}).ok)
        return False

    # --- undo and saves -------------------------------------------------------------------
    def undo_refusal(self) -> Refusal | None:
        """Why the current seat's last move cannot be taken back (the table says), or None."""
        asked = self.current()
        return (NOTHING, {}) if asked is None else self.table.undo_refusal(asked.seat)

    def undo(self) -> bool:
        """Take back the current seat's last move (game/fief/taking_back.py)."""
        asked = self.current()
        return asked is not None and take_back(self, asked.seat)

    def autosave(self, wait: bool = False) -> None:
        """Write the autosave in the background writer (game/shell/autosaver.py)."""
        self.saver.ask(wait)

    @property
    def autosave_path(self) -> Path | None:
        return self.saver.path

    @autosave_path.setter
    def autosave_path(self, path: Path | None) -> None:
        self.saver.path = path

    @property
    def autosave_problem(self) -> str | None:
        """Why the last autosave failed (fault 7), or None."""
        return self.saver.problem

    def finish_saving(self) -> None:
        self.saver.finish()

    def save_as(self, path: Path) -> Path | str:
        return self.table.save(path)

    def close(self) -> None:
        self.finish_saving()
        self.table.close()

    # --- names ----------------------------------------------------------------------------
    def name(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(self.names):
            return "-"
        return self.names[seat]

    def colour(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(self.colours):
            return "grey"
        return self.colours[seat]

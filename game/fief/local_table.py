"""The table in this process: ``LocalTable``, and the saved games it is rebuilt from.

``LocalTable`` is the hot-seat host: a ``net.table.HostedTable`` without sockets (the authority,
and computer seats played by the engine's bots in its worker thread) and one ``LocalSession``
for every seat played at this screen, plus a spectator reader for the public view. It writes
saves (the engine's ``Record`` JSON plus the table's seat kinds) and rebuilds itself for an
undo. A LAN host's table is the same with the network switched on (``LocalTable.hosting``): there
undo goes through the authority (``Authority.undo``), which every other screen hears of.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from engine.events import Event
from engine.fief.api import FIEF, FREE_ACTIONS, GameOptions
from engine.record import LoadError, Record, parse_save
from game.fief.remote import setup_from_lobby
from game.shell.saves import read_bytes, write_atomic
from game.fief.table import TableSetup
from net.authority import Authority
from net.autosave import paths_for
from net.bots import seat_bots
from net.lobby import ChatLog, Settings
from net.pace import Ends
from net.seats import SeatTable
from net.table import HostedTable, TableConfig
from net.undo import KEPT, Refusal, Snapshot, refusal, snapshot


class LocalTable:
    """The hosted table for hot-seat play: authority, bots thread, one session for this screen."""

    lan = False              # True once hosting: seats are played over the network too
    ceremony_ends: Ends | None = None      # what the computers wait for (pace_ceremonies)
    public_reader = True     # the session reads the public view beside the seats' own

    def __init__(self, setup: TableSetup, *, record: Record | None = None,
                 events: list[Event] | None = None, bot_level: str | None = None,
                 bot_delay: float = 0.0, bot_budget: float = 1.0, hosted: Any = None,
                 ceremony_ends: Ends | None = None) -> None:
        """``ceremony_ends``: the events that complete a ceremony the screen shows; the
        computers wait for it from the game's first move (``pace_ceremonies``)."""

        self.setup = setup
        # each computer seat at its chosen level (a test or the tutorial may set one for all)
        self.levels = (bot_level,) * len(setup.seats) if bot_level else setup.levels
        self.bot_delay = bot_delay
        self.bot_budget = bot_budget
        self.kinds = ["computer" if k in ("computer", "lan") else "human" for k in setup.seats]
        if hosted is not None:
            self.kinds = ["remote" if k == "lan" else k for k in setup.seats]
        self.humans = [i for i, k in enumerate(self.kinds) if k == "human"]
        players = [(p.name, p.colour) for p in setup.options.players]
        config = TableConfig(lan=None, bot_delay=bot_delay,
                             bots=seat_bots(self.levels, FIEF, bot_budget))
        if hosted is not None:
            self.hosted = hosted
            self.lan = hosted.host is not None
        elif record is None:
            options = setup.options
            settings = Settings(edition=options.edition, optional=frozenset(options.optional),
                                seed=options.seed)
            self.hosted = HostedTable.create(players, self.kinds, settings, config)
            self.pace_ceremonies(ceremony_ends)          # before the computers start
            self.hosted.open()
            self.hosted.start_game(force=True)
        else:
            seats = SeatTable.build(players, self.kinds)
            for seat in seats.seats:
                seat.ready = True
            authority = Authority(seats, record=record, events=list(events or []))
            self.hosted = HostedTable(authority, config)
            self.pace_ceremonies(ceremony_ends)
            self.hosted.open()
        self.session = self.hosted.session(seats=self.humans, spectator=True)
        self.closed = False
        self.snapshots: list[Snapshot] = []

    @classmethod
    def hosting(cls, hosted: Any, levels: tuple[str, ...] = ()) -> LocalTable:
        """The table of a started LAN game hosted here (``net.table.HostedTable``): its
        seats as they were settled in the lobby, names chosen by the players included, and
        the computer levels chosen in the form (``levels``, Barons when not given)."""

        lobby = hosted.authority.lobby()
        here = {s["seat"] for s in lobby["seats"] if s["kind"] == "human"}
        setup = setup_from_lobby(lobby, here)
        options = GameOptions(players=setup.options.players, edition=setup.options.edition,
                              optional=setup.options.optional,
                              seed=hosted.authority.settings.seed)
        return cls(TableSetup(options, setup.seats, levels), hosted=hosted)

    @property
    def authority(self) -> Any:
        return self.hosted.authority

    def pace_ceremonies(self, ends: Ends | None) -> None:
        """The computers wait for the ceremonies of this screen (``ends``: the events that
        complete one; None: they no longer wait): a battle is shown over the board as it
        was, no summary or election overtaken (net/pace.py). Not over the LAN: the host
        cannot wait for the screens of its remote players."""
        self.ceremony_ends = None if self.lan else ends
        self.authority.pace_for_screen(self.ceremony_ends)

    def ceremonies_shown(self, seq: int) -> None:
        """This screen has shown every ceremony of the public events up to ``seq``."""
        self.authority.shown_on_screen(seq)

    def chat_history(self) -> list[dict[str, Any]]:
        """The chat lines the seats of this screen (or a spectator) may read."""

        auth = self.authority
        with auth.lock:
            return [line for line in auth.chat.lines
                    if any(ChatLog.visible(line, r) for r in [None, *self.humans])]

    def seats_info(self) -> list[dict[str, Any]]:
        """The lobby's seats (connected, away, handed to a computer), for the host's screen."""
        return list(self.authority.lobby()["seats"])

    # --- saves ----------------------------------------------------------------------------
    def save_text(self) -> str:
        """The engine's save (options, start, actions, state) with the seat kinds beside it."""
        data = json.loads(self.authority.record_json())
        data["table"] = self.setup.to_dict()
        if self.lan and self.authority.save_dir is not None:   # where net keeps seats and tokens

            data["lan_save"] = str(paths_for(Path(self.authority.save_dir),
                                             self.authority.game_id, FIEF.name)[0])
        return json.dumps(data, ensure_ascii=False, sort_keys=True, indent=1) + "\n"

    def save(self, path: Path) -> Path:
        write_atomic(path, self.save_text())
        return path

    # --- undo -----------------------------------------------------------------------------
    def snapshot(self, seat: int) -> Snapshot | None:
        """Where the table stands, before ``seat`` submits an action (the state itself is
        rebuilt by replaying the record only if the action is taken back); None when the
        table does not keep it (a LAN game: the authority does, a finished game)."""
        auth = self.authority
        with auth.lock:
            if self.lan or auth.record.game.finished:
                return None
            return snapshot(seat, len(auth.record.actions), len(auth.log),
                            auth.record.game.pending())

    def keep(self, snap: Snapshot) -> None:
        """Keep a snapshot once its action was accepted (the latest ``KEPT`` only)."""
        self.snapshots.append(snap)
        del self.snapshots[:-KEPT]

    def undo_refusal(self, seat: int) -> Refusal | None:
        """Why ``seat``'s last action cannot be taken back, None when it can (net/undo.py: the
        referee's ``revocable`` answers and ``chance`` or secret events decide). At this
        screen, any action allowed at any time is taken back too (``FREE_ACTIONS``)."""
        auth = self.authority
        if self.lan:
            return auth.undo_refusal(seat)
        names = [p.name for p in self.setup.options.players]
        snap = self.snapshots[-1] if self.snapshots and self.snapshots[-1].seat == seat else None
        with auth.lock:
            record = auth.record
            return refusal(record.actions, auth.log, record.game.pending(), record.game.finished,
                           snap, seat, names, FREE_ACTIONS)

    def undoable(self, seat: int) -> bool:
        return self.undo_refusal(seat) is None

    def undo(self, seat: int) -> bool:
        """Take back ``seat``'s last action. Returns False (and changes nothing) when it
        cannot be undone. Over the LAN the authority rolls the game back and every screen
        hears of it as of any move; at a hot-seat table the table is rebuilt from the
        snapshot taken before it."""
        if self.lan:
            return bool(self.authority.undo(seat, self.authority.seats[seat].token).get("ok"))
        if not self.undoable(seat):
            return False

        snap = self.snapshots.pop()
        old = self.authority
        with old.lock:
            record = old.record
            start, actions = record.start, list(record.actions[:snap.actions])
            events = list(old.log[:snap.log])
            kind = record.kind
        rebuilt, _ = Record.replaying(kind, start, actions)   # exact: chance is in the state
        self.hosted.close("undo")
        players = [(p.name, p.colour) for p in self.setup.options.players]
        seats = SeatTable.build(players, self.kinds)
        for s in seats.seats:
            s.ready = True
        authority = Authority(seats, record=rebuilt, events=events, name=old.name,
                              game_id=old.game_id)
        self.hosted = HostedTable(authority, self.hosted.config)
        self.pace_ceremonies(self.ceremony_ends)    # the past replayed is owed nothing
        self.hosted.open()
        self.session = self.hosted.session(seats=self.humans, spectator=True)
        return True

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            self.hosted.close("the game was closed")


def is_game_save(path: Path) -> bool:
    """True for a save holding a game (the engine's record), not only a table setup."""
    try:
        data = json.loads(read_bytes(path))
    except (LoadError, ValueError, RecursionError):   # read_game says what is wrong
        return False
    return isinstance(data, dict) and "start" in data and "actions" in data


def read_game(path: Path) -> tuple[TableSetup, Record, list[Event]]:
    """A saved game: its table, its record replayed, and every event of the replay.

    The checks are those of ``Record.from_json`` (format, version, replay reaching the saved
    state); a ``LoadError`` says what is wrong in words a player understands."""
    data = parse_save(read_bytes(path))
    try:
        options = GameOptions.from_dict(data["options"])
        record, events = Record.from_data(data)
    except LoadError:
        raise
    except Exception as exc:
        raise LoadError(f"the saved moves do not replay ({exc})") from exc
    table = data.get("table")
    if isinstance(table, dict):
        try:
            setup = TableSetup.from_dict(table)
        except (KeyError, TypeError, ValueError):
            setup = TableSetup(options, ("human",) * len(options.players))
    else:
        setup = TableSetup(options, ("human",) * len(options.players))
    return setup, record, events

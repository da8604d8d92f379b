"""A Middle-Ages table in this process: who sits where, the hosted game (net's authority and
its computer players, without sockets, or with them for a LAN host), one session for the seats
at this screen, and its saves.

Saves are the engine's ``Record`` JSON (docs/save-format.md, generic over the games of the
collection) with the table's seat kinds beside it under ``"table"``; Continue opens the
autosave whatever game it holds."""
from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.events import Event
from engine.middle_ages.api import MIDDLE_AGES
from engine.record import LoadError, Record, parse_save
from game.shell.saves import write_atomic
from net.authority import Authority
from net.autosave import paths_for
from net.bots import BotFactory, engine_bots
from net.lobby import Settings
from net.seats import SeatTable
from net.local_session import LocalSession
from net.session import Result, Session
from net.table import HostedTable, TableConfig

GAME = MIDDLE_AGES.name
SEAT_KINDS: tuple[str, ...] = ("human", "computer", "lan")
FORM_SEATS: tuple[str, ...] = ("human", "computer", "lan")
DEFAULT_LEVEL = "reeve"
BOT_DELAY = 0.25         # seconds before a computer's move, so that people can follow it


def computers(level: str, budget: float = 0.5) -> BotFactory:
    """Middle-Ages' computer players at ``level``, for a table hosted here (any kind)."""
    return engine_bots(level, budget, MIDDLE_AGES)


@dataclass(frozen=True)
class MASetup:
    """The players (name, colour), the kind of each seat, the seed and the computers' level."""

    players: tuple[tuple[str, str], ...]
    seats: tuple[str, ...]
    seed: int = 0
    level: str = DEFAULT_LEVEL

    def __post_init__(self) -> None:
        if len(self.seats) != len(self.players):
            raise ValueError("one seat kind per player")
        if any(seat not in SEAT_KINDS for seat in self.seats):
            raise ValueError(f"seat kinds are {', '.join(SEAT_KINDS)}")
        if self.level not in MIDDLE_AGES.bot_levels:
            raise ValueError(f"unknown computer level {self.level!r}")

    def options(self) -> dict[str, Any]:
        """The game's options in their JSON form (``MIDDLE_AGES.new`` checks them)."""
        return {"players": [{"name": n, "colour": c} for n, c in self.players], "seed": self.seed}

    def to_dict(self) -> dict[str, Any]:
        return {"game": GAME, "seats": list(self.seats), "level": self.level}

    @classmethod
    def of(cls, options: Mapping[str, Any], table: Any) -> MASetup:
        """The setup of a saved game: its options, and the seats saved beside them when they
        can be read (everybody at this screen otherwise)."""
        players = tuple((str(p["name"]), str(p["colour"])) for p in options["players"])
        seats: tuple[str, ...] = ("human",) * len(players)
        level = DEFAULT_LEVEL
        if isinstance(table, dict):
            saved = table.get("seats")
            if isinstance(saved, list) and len(saved) == len(players) \
                    and all(s in SEAT_KINDS for s in saved):
                seats = tuple(str(s) for s in saved)
            if table.get("level") in MIDDLE_AGES.bot_levels:
                level = str(table["level"])
        return cls(players, seats, int(options.get("seed", 0)), level)


class SeatsHere:
    """What a table does the same whether it is hosted here (``MATable``) or joined over the
    LAN (``remote.MARemoteTable``): find the decision asked of a seat at this screen, and send
    a seat's answer through the session."""

    humans: list[int]
    session: Session

    def asked_here(self, view: Mapping[str, Any]) -> Mapping[str, Any] | None:
        """The decision asked of a seat at this screen, if any."""
        asked = view.get("asked")
        if isinstance(asked, Mapping) and asked.get("player") in self.humans:
            return asked
        return None

    def submit(self, seat: int, action: Mapping[str, Any], move: int) -> Result:
        return self.session.submit(seat, dict(action), move)


class MATable(SeatsHere):
    """The hosted game and the session of the seats at this screen (plus the public view).
    With ``lan`` (a ``net.host.HostConfig``) the table is also hosted on the network and its
    "lan" seats are claimed by players who join; it starts once they are all ready. With
    ``hosted`` it is a table already open (the host's lobby opened it and started it)."""

    reader: int | None = None  # the seat whose updates the scene reads: the public view here

    def __init__(self, setup: MASetup, *, record: Record | None = None,
                 events: list[Event] | None = None, bot_delay: float = 0.0,
                 bot_budget: float = 0.5, lan: Any = None,
                 hosted: HostedTable | None = None) -> None:
        self.setup = setup
        self.humans = [i for i, kind in enumerate(setup.seats) if kind == "human"]
        config = TableConfig(name="Middle-Ages", bot_delay=bot_delay, lan=lan,
                             bots=computers(setup.level, bot_budget))
        kinds = ["remote" if kind == "lan" else kind for kind in setup.seats]
        if hosted is not None:
            self.hosted = hosted
        elif record is None:
            settings = Settings(seed=setup.seed, game=GAME)
            config.autostart = "remote" in kinds      # once every LAN player is ready
            config.announce = False
            self.hosted = HostedTable.create(list(setup.players), kinds, settings, config)
            self.hosted.open()
            if "remote" not in kinds:
                self.hosted.start_game(force=True)
        else:
            seats = SeatTable.build(list(setup.players), kinds)
            for seat in seats.seats:
                seat.ready = True
            authority = Authority(seats, Settings(seed=setup.seed, game=GAME), record=record,
                                  events=list(events or []), name="Middle-Ages")
            self.hosted = HostedTable(authority, config).open()
        self.session: LocalSession = self.hosted.session(seats=self.humans, spectator=True)
        self.closed = False

    def view(self) -> Mapping[str, Any]:
        """The public view (everything of Middle-Ages is public but the piles' order, M6)."""
        return self.session.view(None)

    def save(self, path: Path) -> Path:
        """Write the game (the engine's record plus the seat kinds) to ``path``."""
        authority = self.hosted.authority
        data = json.loads(authority.record_json())
        data["table"] = self.setup.to_dict()
        if self.hosted.host is not None and authority.save_dir is not None:
            # where net keeps the seats and their tokens: Continue hosts the game again
            data["lan_save"] = str(paths_for(Path(authority.save_dir), authority.game_id, GAME)[0])
        write_atomic(path, json.dumps(data, ensure_ascii=False))
        return path

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            self.hosted.close("the game was closed")


def is_ma_save(path: Path) -> bool:
    """True for a save holding a game of Middle-Ages."""
    try:
        data = parse_save(Path(path).read_bytes())    # whatever the bytes: a LoadError
    except (OSError, LoadError):
        return False
    return data.get("game") == GAME


def read_ma_game(path: Path) -> tuple[MASetup, Record, list[Event]]:
    """A saved game of Middle-Ages: its table, its record replayed and the replay's events;
    ``LoadError`` says in words what is wrong."""
    try:
        raw = Path(path).read_bytes()
    except OSError as exc:
        raise LoadError(f"the file cannot be read ({exc.strerror or exc})") from exc
    data = parse_save(raw)
    record, events = Record.from_data(data)
    try:
        setup = MASetup.of(data["options"], data.get("table"))
    except (KeyError, TypeError, ValueError) as exc:
        raise LoadError(f"the save file is damaged ({exc})") from exc
    return setup, record, events

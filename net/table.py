"""A whole hosted table: authority, computer players, autosave, and optionally the LAN host and
its announcements. The headless host (``python -m net host``), the pygame host screen and
hot-seat play all build their table here, so they differ only in which parts are switched on.

    table = HostedTable.create([("Ann", "blue"), ("Bob", "red"), ("Cid", "green")],
                               ["human", "remote", "computer"], config=TableConfig(lan=HostConfig()))
    table.open()                     # bots, network, announcements
    session = table.session()        # the host machine's own seats (a LocalSession)
    ...
    table.close()

    session = hot_seat([...], ["human", "human", "computer"])   # no sockets at all
"""
from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any

from . import protocol as p
from .authority import Authority
from .bots import BotFactory, random_bots
from .discovery import BROADCAST, DISCOVERY_PORT, Announcer
from .host import Host, HostConfig
from .lobby import LobbyError, Settings
from .resume import load_game
from .runner import BotRunner
from .seats import SeatTable
from .local_session import LocalSession

log = logging.getLogger(__name__)


@dataclass
class TableConfig:
    name: str = ""                          # "": the saved table's name, or the game's title
    save_dir: str | None = None
    away_bot_after: float | None = None     # seconds before a computer plays for an absent human
    bot_delay: float = 0.0                  # pause before a computer move, so humans can follow
    lan: HostConfig | None = None           # None: no network at all (hot-seat)
    announce: bool = True
    broadcast: str = BROADCAST
    discovery_port: int = DISCOVERY_PORT
    announce_every: float = 1.0
    autostart: bool = False                 # start as soon as every seat is ready
    bots: BotFactory = field(default=random_bots)


class HostedTable:
    def __init__(self, authority: Authority, config: TableConfig) -> None:
        self.authority = authority
        self.config = config
        self.runner = BotRunner(authority, config.bot_delay)
        self.host: Host | None = None
        self.announcer: Announcer | None = None
        for seat in authority.seats.seats:
            if seat.kind == "computer" and seat.bot is None:
                seat.bot = config.bots(authority.legal_for, seat.index)

    @classmethod
    def create(cls, players: list[tuple[str, str]], kinds: list[str],
               settings: Settings | None = None, config: TableConfig | None = None) -> HostedTable:
        config = config or TableConfig()
        seats = SeatTable.build(players, kinds)
        authority = Authority(seats, settings, name=config.name, save_dir=config.save_dir,
                              away_bot_after=config.away_bot_after,
                              stand_in=config.bots)
        return cls(authority, config)

    @classmethod
    def resume(cls, save_path: str, config: TableConfig | None = None,
               kinds: list[str] | None = None) -> HostedTable:
        """A saved game with the seats and tokens it had (or new seats of ``kinds`` when the
        save has no seats file, e.g. a hot-seat save continued over the LAN)."""
        config = config or TableConfig()
        record, events, seats, game_id, name = load_game(save_path)
        options = record.game.options
        if seats is None or kinds is not None:
            players = [(p["name"], p["colour"]) for p in options["players"]]
            seats = SeatTable.build(players, kinds or ["human"] * len(players))
        if len(seats) != len(record.game.seat_names):
            raise LobbyError("the seats file does not match the saved game")
        for seat in seats.seats:
            seat.ready = True
        authority = Authority(seats, Settings.of(record.kind, options), name=config.name or name,
                              game_id=game_id, save_dir=config.save_dir, record=record,
                              events=events, away_bot_after=config.away_bot_after,
                              stand_in=config.bots)
        return cls(authority, config)

    def open(self) -> HostedTable:
        """Start the computer players, and the LAN host and announcer when configured."""
        self.runner.start()
        if self.config.autostart:
            self.authority.subscribe(self.maybe_start)
        if self.config.lan is not None:
            self.host = Host(self.authority, self.config.lan).start()
            if self.config.announce:
                self.announcer = Announcer(self.info, self.config.broadcast,
                                           self.config.discovery_port, self.config.announce_every)
                self.announcer.start()
        if self.config.autostart:
            self.maybe_start("lobby", None)
        return self

    def maybe_start(self, kind: str, data: Any) -> None:
        if kind == "lobby" and not self.authority.started and self.authority.seats.all_ready():
            try:
                self.authority.start()
            except LobbyError as exc:
                log.info("not starting yet: %s", exc)

    def info(self) -> dict[str, Any]:
        """What the announcements say about this table."""
        auth = self.authority
        return {"name": auth.name, "game_id": auth.game_id, "port": self.host.port if self.host else 0,
                "open": auth.seats.open_count(), "seats": len(auth.seats), "started": auth.started,
                "game": auth.settings.game, "edition": auth.settings.edition}

    def start_game(self, force: bool = False) -> None:
        self.authority.start(force)

    def tokens(self, kinds: tuple[str, ...] = ("human",)) -> dict[int, str]:
        """Tokens of the seats played at this machine (printed by the headless host)."""
        return {s.index: s.token for s in self.authority.seats.seats if s.kind in kinds}

    def session(self, seats: list[int] | None = None, spectator: bool = False,
                owns_table: bool = False) -> LocalSession:
        """A LocalSession for the given seats (default: the human seats of this machine);
        with ``owns_table`` closing the session closes the whole table."""
        tokens = self.tokens()
        if seats is not None:
            tokens = {s: self.authority.seats[s].token for s in seats}
        return LocalSession(self.authority, tokens, spectator,
                            on_close=self.close if owns_table else None)

    def close(self, reason: str = "the host has closed the game", code: str = p.STOPPED) -> None:
        """Stop the table; every connection is sent the last move's update and a ``bye``
        saying why (``code``: finished, stopped) before the host's sockets close. The
        computer players' thread is stopped and waited for first (``BotRunner.stop``), so a
        move in flight is kept and no thread outlives the table."""
        self.runner.stop()
        if self.announcer is not None:
            self.announcer.stop()
        if self.host is not None:
            self.host.stop(reason, code)
        self.authority.close()


def hot_seat(players: list[tuple[str, str]], kinds: list[str], settings: Settings | None = None,
             config: TableConfig | None = None) -> LocalSession:
    """A started hot-seat game with no sockets; computer seats play in a background thread.
    Closing the session closes the table (bots, autosave)."""
    config = config or TableConfig()
    config.lan = None
    table = HostedTable.create(players, kinds, settings, config).open()
    table.start_game(force=True)
    return table.session(owns_table=True)

"""Seats at a hosted table: who plays each family, and the secret token that proves it.

A seat is one of three kinds: ``human`` (a player at the host machine; in headless mode the host
prints its token so a client on that machine can connect with it), ``remote`` (open to claim over
the LAN; the token is given once, at the claim) or ``computer`` (a bot callable on the host).
Every seat has a token, even computer seats, so that every action goes through the same check.
Tokens are compared with ``hmac.compare_digest`` so timing reveals nothing about them, and they
are saved beside the game (never inside the engine's Record) to resume a LAN game with the same
seats.
"""
from __future__ import annotations

import hmac
import json
import secrets
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .bots import Bot
from .protocol import Words

KINDS = ("human", "remote", "computer")
SEATS_FORMAT, SEATS_VERSION = "lan-seats", 1
# The name the seats files had while the collection held one game: they still load.
FORMERLY = frozenset({"fief-lan-seats"})
MAX_NAME = 24


def new_token() -> str:
    """A seat's secret (32 URL-safe characters), never beginning with "-": the host prints it
    for ``python -m net join ... --token TOKEN``, whose parser took one in 64 tokens for an
    option ("--token: expected one argument"; test_conformance failed so)."""
    while True:
        token = secrets.token_urlsafe(24)
        if not token.startswith("-"):
            return token


@dataclass
class Seat:
    index: int
    name: str
    colour: str
    kind: str = "human"
    token: str = field(default_factory=new_token)
    claimed: bool = False            # a remote seat someone has taken (others are born claimed)
    ready: bool = False
    connected: bool = False          # a client holds this seat's connection right now
    away_since: float | None = None  # when a claimed remote seat lost its connection
    stand_in: bool = False           # the host handed this seat to a computer player for now
    bot: Bot | None = None           # plays computer seats and stand-ins

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"a seat is one of {', '.join(KINDS)}, not {self.kind!r}")
        if self.kind != "remote":
            self.claimed = True
        if self.kind == "computer":
            self.ready = True

    def public(self) -> dict[str, Any]:
        """What the lobby shows everyone about this seat: never the token."""
        return {"seat": self.index, "name": self.name, "colour": self.colour, "kind": self.kind,
                "claimed": self.claimed, "ready": self.ready, "connected": self.connected,
                "away": self.away_since is not None, "stand_in": self.stand_in}

    def may_be_played_by_bot(self, away_bot_after: float | None) -> bool:
        """Played by a computer now, or once its player has been away long enough."""
        return self.kind == "computer" or self.stand_in or (
            away_bot_after is not None and self.away_since is not None)

    def played_by_bot(self, now: float, away_bot_after: float | None) -> bool:
        """Computer seats always; a human seat when handed over, or away for too long."""
        if self.kind == "computer" or self.stand_in:
            return True
        return (away_bot_after is not None and self.away_since is not None
                and now - self.away_since >= away_bot_after)


class SeatTable:
    """The seats of one table, in engine seat order."""

    def __init__(self, seats: list[Seat], colours: Sequence[str] = ()) -> None:
        self.seats = seats
        self.colours = tuple(colours)     # the authority gives its game's colours

    @classmethod
    def build(cls, players: list[tuple[str, str]], kinds: list[str],
              colours: Sequence[str] = ()) -> SeatTable:
        """Seats in engine order; ``colours`` are the ones a player may choose in the lobby
        (the game's, ``GameKind.colours``)."""
        if len(players) != len(kinds):
            raise ValueError(f"{len(players)} players but {len(kinds)} seat kinds")
        return cls([Seat(i, name, colour, kind) for i, ((name, colour), kind)
                    in enumerate(zip(players, kinds))], colours)

    def __len__(self) -> int:
        return len(self.seats)

    def __getitem__(self, index: int) -> Seat:
        return self.seats[index]

    def get(self, index: Any) -> Seat | None:
        if isinstance(index, int) and not isinstance(index, bool) and 0 <= index < len(self.seats):
            return self.seats[index]
        return None

    def check(self, index: Any, token: Any) -> Seat | None:
        """The seat if ``token`` is its token; constant-time on the token's content."""
        seat = self.get(index)
        if seat is None or not isinstance(token, str):
            return None
        return seat if hmac.compare_digest(token.encode(), seat.token.encode()) else None

    def find(self, token: Any) -> Seat | None:
        """The seat holding ``token`` (every seat is compared, so timing reveals no index)."""
        if not isinstance(token, str):
            return None
        found = None
        for seat in self.seats:
            if hmac.compare_digest(token.encode(), seat.token.encode()):
                found = seat
        return found

    def open_seat(self, wanted: Any) -> Seat | None:
        """A remote seat nobody has claimed: the one asked for, or the first one."""
        candidates = [s for s in self.seats if s.kind == "remote" and not s.claimed]
        if wanted is None:
            return candidates[0] if candidates else None
        return next((s for s in candidates if s.index == wanted), None)

    def open_count(self) -> int:
        return sum(1 for s in self.seats if s.kind == "remote" and not s.claimed)

    def all_ready(self) -> bool:
        return all(s.ready for s in self.seats if s.kind == "remote") and \
            all(s.claimed for s in self.seats)

    def rename(self, seat: Seat, name: Any = None, colour: Any = None) -> str | None:
        """Change a seat's name or colour in the lobby; the reason when it is refused."""
        if name is not None:
            if not isinstance(name, str) or not name.strip() or len(name.strip()) > MAX_NAME:
                return Words.counted("a name is 1 to {count} character",
                                     "a name is 1 to {count} characters", MAX_NAME)
            name = name.strip()
            if any(s.name == name for s in self.seats if s is not seat):
                return Words("{name} is already seated at this table", name=name)
        if colour is not None:
            if colour not in self.colours:
                return Words("the colours are {colours}", colours=", ".join(self.colours))
            if any(s.colour == colour for s in self.seats if s is not seat):
                return Words("{colour} is already taken", colour=colour)
        if name is not None:
            seat.name = name
        if colour is not None:
            seat.colour = colour
        return None

    def mark_connected(self, seat: Seat, connected: bool) -> None:
        seat.connected = connected
        seat.away_since = None if connected or seat.kind == "computer" else time.monotonic()

    # --- persistence beside a save (never inside the Record) ----------------------------
    def to_json(self, game_id: str, name: str) -> str:
        data = {"format": SEATS_FORMAT, "version": SEATS_VERSION, "game_id": game_id,
                "name": name,
                "seats": [{"name": s.name, "colour": s.colour, "kind": s.kind, "token": s.token,
                           "claimed": s.claimed} for s in self.seats]}
        return json.dumps(data, ensure_ascii=False, indent=1) + "\n"

    @classmethod
    def from_json(cls, text: str) -> tuple[SeatTable, str, str]:
        """(seats, game_id, name); ValueError with a reason a player understands for a bad
        file (never Python's own words)."""
        try:
            data = json.loads(text)
        except (ValueError, RecursionError):        # not JSON, numbers too long, too deep
            raise ValueError("the seats file is damaged (it is not the seats of a LAN "
                             "table)") from None
        if not isinstance(data, dict) or data.get("format") not in (SEATS_FORMAT, *FORMERLY):
            raise ValueError("not the seats file of a LAN table")
        if data.get("version") != SEATS_VERSION:
            raise ValueError(f"seats file version {data.get('version')!r} is not supported")
        try:
            seats = [Seat(i, str(s["name"]), str(s["colour"]), str(s["kind"]), str(s["token"]),
                          bool(s["claimed"])) for i, s in enumerate(data["seats"])]
            return cls(seats), str(data["game_id"]), str(data["name"])
        except (KeyError, TypeError, AttributeError, ValueError):
            raise ValueError("the seats file is damaged (a seat is missing a name, colour, "
                             "kind or token)") from None

"""On the host of a LAN game of Middle-Ages, the seat whose player is away (or came back): as
in Fief (game/fief/scenes/play_lan.py), a computer plays it only when the host says so, and gives it
back when the host says so; ``net`` never decides it by itself."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.shell.i18n import _
from game.middle_ages.remote import MARemoteTable
from game.middle_ages.table import MATable
from game.shell.lan import absent_seat
from game.shell.widgets import Button

AWAY_CHECK = 0.5        # seconds between two readings of the LAN seats on the host


class AwaySeat:
    """The host's button for an absent LAN player (hidden at a table with no LAN seat)."""

    def __init__(self, table: MATable | MARemoteTable, tell: Callable[[str], None]) -> None:
        self.table = table if isinstance(table, MATable) and table.hosted.host is not None \
            else None
        self.tell = tell
        self.absent: dict[str, Any] | None = None
        self.clock = AWAY_CHECK
        self.button = Button(self.label, self.hand)
        self.button.visible = False

    def refresh(self, dt: float, over: bool) -> None:
        """Read the seats again every ``AWAY_CHECK`` seconds."""
        if self.table is None:
            return
        self.clock += dt
        if self.clock >= AWAY_CHECK:
            self.clock = 0.0
            self.absent = absent_seat(list(self.table.hosted.authority.lobby()["seats"]))
            self.button.visible = self.absent is not None and not over

    def label(self) -> str:
        seat = self.absent or {}
        name = seat.get("name", "?")
        if seat.get("stand_in"):
            return _("{name} is back: give the seat back").format(name=name)
        return _("{name} is away: let the computer play").format(name=name)

    def hand(self) -> None:
        """The host's choice, carried out and told."""
        if self.absent is None or self.table is None:
            return
        seat, handing = int(self.absent["seat"]), not self.absent.get("stand_in")
        name = str(self.absent.get("name", "?"))
        self.table.hosted.authority.hand_to_computer(seat, handing)
        self.absent = None
        self.button.visible = False
        self.tell(_("The computer plays for {name}.").format(name=name) if handing else
                  _("{name} plays again.").format(name=name))

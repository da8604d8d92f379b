"""A game of Middle-Ages hosted elsewhere, seen from this screen: one seat claimed over the LAN
(``RemoteSession.join`` or ``rejoin``), or a spectator (``RemoteSession.watch``).

It offers the table scene what ``MATable`` offers (the view, the decision asked here,
submitting an answer, saving, closing), so ``MAPlayScene`` plays a joined seat as it plays
hot-seat. The host keeps the game and its saves: Save asks the host to write it. The session
reconnects by itself after a lost connection and says so in its inbox (``"connection"``
messages), which the scene shows."""
from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from game.middle_ages.table import MASetup, SeatsHere
from net.session import RemoteSession

LAN = "lan"


def remote_setup(lobby: Mapping[str, Any], seat: int | None) -> MASetup:
    """The table the host's lobby describes, seen from ``seat``: it is played here, every other
    seat elsewhere (the host's own players too) or by the host's computers. The seed is never
    sent to a client (it tells the piles' order, M6): a remote table's setup carries 0."""
    seats = list(lobby.get("seats") or [])
    players = tuple((str(s["name"]), str(s["colour"])) for s in seats)
    kinds = tuple("human" if s.get("seat") == seat else "computer" if s.get("kind") == "computer"
                  else LAN for s in seats)
    return MASetup(players, kinds, 0)


class MARemoteTable(SeatsHere):
    """One seat (or none: a spectator) of a game of Middle-Ages hosted on the LAN."""

    closed = False

    def __init__(self, session: RemoteSession, setup: MASetup) -> None:
        self.session = session
        self.setup = setup
        self.reader: int | None = session.seat
        self.humans = [session.seat] if session.seat is not None else []

    def view(self) -> Mapping[str, Any]:
        """The latest view the host sent this seat (the same as every seat's, M6)."""
        return self.session.view(self.reader)

    def save(self, path: Path | None = None) -> str:
        """Ask the host to save the game now; the path on the host's machine."""
        return self.session.save()

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            self.session.close()

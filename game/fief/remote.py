"""One seat of a Fief game hosted elsewhere: the table the lobby describes, and a
``RemoteSession`` dressed as the table ``game.fief.controller.Controller`` reads, so that the
in-game scene plays one seat over the LAN exactly as it plays hot-seat."""
from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from engine.fief.api import GameOptions, OptionsError, PlayerSpec
from game.fief.table import TableSetup
from net.undo import Refusal

log = logging.getLogger(__name__)


def setup_from_lobby(lobby: dict[str, Any], here: set[int]) -> TableSetup:
    """The table a lobby message describes; ``here`` are the seats played at this screen,
    every other player's seat is a network one (the host's own players too, seen from a client).

    The seed is never sent to clients (it tells the decks): a remote table's options carry 0."""
    seats = lobby.get("seats") or []
    settings = lobby.get("settings") or {}
    players = tuple(PlayerSpec(str(s["name"]), str(s["colour"])) for s in seats)
    options = GameOptions(players=players, edition=str(settings.get("edition", "1429")),
                          optional=frozenset(settings.get("optional") or ()), seed=0)
    kinds = tuple("human" if s["seat"] in here else "computer" if s["kind"] == "computer" else "lan"
                  for s in seats)
    return TableSetup(options, kinds)


class RemoteTable:
    """One seat of a game hosted elsewhere, read through a ``RemoteSession``.

    The host keeps the game, its autosave and what may be taken back: ``undo`` asks it to
    take back this seat's last decision, ``undo_refusal`` why it would not (asked once per
    state of the game, like the legal actions); ``save`` asks the host to write the game now
    and says where."""

    lan = True
    public_reader = False    # the session sends this seat's view only: it stands for the public one

    def __init__(self, session: Any, setup: TableSetup) -> None:
        self.session = session
        self.setup = setup
        self.kinds = list(setup.seats)
        self.humans = [session.seat]
        self.refused: tuple[Any, Refusal | None] | None = None   # (state asked at, answer)

    def snapshot(self, seat: int) -> None:
        return None

    def pace_ceremonies(self, ends: Any) -> None:
        """Nothing: the host cannot wait for this screen's ceremonies (net/pace.py); a
        ceremony of an earlier round is shown as of its own round."""

    def ceremonies_shown(self, seq: int) -> None:
        """Nothing: the host's computers do not wait for this screen."""

    def undoable(self, seat: int) -> bool:
        return self.undo_refusal(seat) is None

    def undo_refusal(self, seat: int) -> Refusal | None:
        """The host's answer to "could this seat take its last decision back now?", asked
        again only once the game has moved (its move and this seat's count of events)."""
        state = (self.session.latest_standing or {}).get("move"), len(self.session.event_log)
        if self.refused is None or self.refused[0] != state:
            self.refused = state, refusal_of(self.session.undo(check=True))
        return self.refused[1]

    def undo(self, seat: int) -> bool:
        """Ask the host to take back this seat's last decision; the earlier state comes as
        an ordinary update, before the answer."""
        self.refused = None
        return refusal_of(self.session.undo()) is None

    def save(self, path: Path | None = None) -> str:
        """Ask the host to save; returns the path on the host's machine."""
        return self.session.save()

    def chat_history(self) -> list[dict[str, Any]]:
        return list(self.session.chat_lines)

    def seats_info(self) -> list[dict[str, Any]]:
        return list((self.session.lobby() or {}).get("seats") or [])

    def close(self) -> None:
        self.session.close()


def refusal_of(reply: dict[str, Any]) -> Refusal | None:
    """None for the host's yes, else its refusal as a template and values to translate."""
    if reply.get("ok"):
        return None
    template = reply.get("template")
    values = reply.get("values")
    if isinstance(template, str) and isinstance(values, dict):
        return template, {str(k): str(v) for k, v in values.items()}
    return "{reason}", {"reason": str(reply.get("message", ""))}


def remote_setup(session: Any) -> TableSetup | None:
    """The table of a joined game once the lobby says who sits where, else None."""
    lobby = session.lobby()
    if not lobby or session.seat is None:
        return None
    try:
        return setup_from_lobby(lobby, {session.seat})
    except (OptionsError, KeyError, TypeError, ValueError) as exc:
        log.warning("unreadable lobby from the host: %s", exc)
        return None

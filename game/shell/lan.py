"""The client's side of LAN play: network settings, the joined game's token, the remote table.

``net/`` does the networking; this module holds what the pygame scenes add to it:

- ``NETWORK``: where the host listens and announces and where the join screen listens. Players
  keep the defaults (any interface, UDP broadcast on 14290); tests point both at loopback.
- the token of the game this player joined, kept in the per-user data folder
  (``lan/joined.json``), so that after a crash the join screen offers to take the seat back
  (``RemoteSession.rejoin``) instead of claiming a new one.
- ``RemoteTable``: a ``RemoteSession`` dressed as the table ``game.fief.controller.Controller``
  reads, so that the in-game scene plays one seat over the LAN exactly as it plays hot-seat.
"""
from __future__ import annotations

import json
import logging
import socket
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from engine.fief.api import GameOptions, OptionsError, PlayerSpec
from game.shell import paths
from game.fief import table as seating
from game.shell.i18n import _
from game.shell.saves import write_atomic
from game.fief.table import TableSetup
from game.fief.undo import OVER_LAN, Refusal
from net.bots import seat_bots
from net.discovery import BROADCAST, DISCOVERY_PORT
from net.host import HostConfig
from net.table import HostedTable, TableConfig

log = logging.getLogger(__name__)

# The client's seat kinds (game.fief.table) and the lobby's (net.seats) for the same seat.
HOST_KIND = {"human": "human", "lan": "remote", "computer": "computer"}


@dataclass
class Network:
    """Addresses and ports of LAN play (tests use loopback ones)."""

    bind: str = "0.0.0.0"               # where a hosted table accepts connections
    port: int = 0                       # 0: any free port, shown in the host's lobby
    broadcast: str = BROADCAST          # where announcements go
    discovery_port: int = DISCOVERY_PORT
    browse_bind: str = ""               # where the join screen listens for announcements
    announce_every: float = 1.0
    timeout: float = 4.0                # seconds to wait for a host's answer when joining


NETWORK = Network()


def local_address() -> str:
    """This machine's address on the LAN as other players would type it (no packet is sent:
    connecting a UDP socket only picks the interface); loopback when there is no network."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        try:
            sock.connect(("10.255.255.255", 1))
            return str(sock.getsockname()[0])
        except OSError:
            return "127.0.0.1"


def table_config(first: str, bots: Any = None) -> Any:
    """How this machine hosts a table: on ``NETWORK``, announced, saved after every action in
    the per-user ``lan`` folder (net.autosave), computer players at each seat's level
    (``bots``, a ``net.bots.BotFactory``; Barons when not given)."""

    net = NETWORK
    return TableConfig(
        name=_("{name}'s table").format(name=first)[:60],
        save_dir=str(paths.data_dir() / "lan"), lan=HostConfig(bind=net.bind, port=net.port),
        broadcast=net.broadcast, discovery_port=net.discovery_port,
        announce_every=net.announce_every, bot_delay=seating.BOT_DELAY,
        bots=bots or seat_bots((seating.BOT_LEVEL,)))


def resume_hosted(save: Path, first: str, bots: Any = None) -> Any | None:
    """The LAN table this machine hosted, reopened from the save ``net`` kept of it beside this
    screen's own save (``lan_save``), seats and tokens included, so that each player takes his
    seat back with the token he has; None when there is no such save."""

    try:
        data = json.loads(save.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    lan_save = data.get("lan_save") if isinstance(data, dict) else None
    if not isinstance(lan_save, str) or not Path(lan_save).is_file():
        return None
    return HostedTable.resume(lan_save, table_config(first, bots)).open()


# ----- the joined game's token -------------------------------------------------------------------
def joined_path() -> Path:
    return paths.data_dir() / "lan" / "joined.json"


@dataclass(frozen=True)
class Joined:
    """Enough to take a seat back after a crash: where the host is and the seat's token."""

    address: str
    port: int
    token: str
    name: str = ""
    table: str = ""
    game: str = ""          # the game's id: a host that reopened it announces it on a new port

    def to_dict(self) -> dict[str, Any]:
        return {"address": self.address, "port": self.port, "token": self.token,
                "name": self.name, "table": self.table, "game": self.game}


def remember(joined: Joined) -> None:
    """Keep the token (atomically: a crash while writing must not lose the previous one)."""

    try:
        write_atomic(joined_path(), json.dumps(joined.to_dict(), ensure_ascii=False) + "\n")
    except OSError as exc:
        log.warning("cannot keep the LAN token: %s", exc)


def learn_game(token: str, table: str, game: str) -> None:
    """The table's name and game id, once the host's lobby has said them, beside the token
    kept at joining (the lobby may arrive after the join's answer): a seat taken back after
    the host reopened the game on another port is found by this id."""
    joined = recall()
    if joined is not None and joined.token == token and game \
            and (joined.game, joined.table) != (game, table):
        remember(replace(joined, table=table or joined.table, game=game))


def recall() -> Joined | None:
    """The game joined last, or None (no file, or a file this version cannot read)."""
    try:
        data = json.loads(joined_path().read_text(encoding="utf-8"))
        return Joined(str(data["address"]), int(data["port"]), str(data["token"]),
                      str(data.get("name", "")), str(data.get("table", "")),
                      str(data.get("game", "")))
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None


def forget() -> None:
    try:
        joined_path().unlink()
    except OSError:
        pass


# ----- a table played over the LAN ---------------------------------------------------------------
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

    No undo (other players may have seen the move) and no saves here: the host keeps the game
    and its autosave; ``save`` asks the host to write it now and says where."""

    lan = True
    public_reader = False    # the session sends this seat's view only: it stands for the public one

    def __init__(self, session: Any, setup: TableSetup) -> None:
        self.session = session
        self.setup = setup
        self.kinds = list(setup.seats)
        self.humans = [session.seat]

    def snapshot(self, seat: int) -> None:
        return None

    def undoable(self, seat: int) -> bool:
        return False

    def undo_refusal(self, seat: int) -> Refusal:
        return OVER_LAN, {}

    def undo(self, seat: int) -> bool:
        return False

    def save(self, path: Path | None = None) -> str:
        """Ask the host to save; returns the path on the host's machine."""
        return self.session.save()

    def chat_history(self) -> list[dict[str, Any]]:
        return list(self.session.chat_lines)

    def seats_info(self) -> list[dict[str, Any]]:
        return list((self.session.lobby() or {}).get("seats") or [])

    def close(self) -> None:
        self.session.close()


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

"""The client's side of LAN play, for every game: network settings, the joined game's token.

``net/`` does the networking; this module holds what the pygame scenes add to it:

- ``NETWORK``: where the host listens and announces and where the join screen listens. Players
  keep the defaults (any interface, UDP broadcast on 14290); tests point both at loopback.
- the token of the game this player joined, kept in the per-user data folder
  (``lan/joined.json``), so that after a crash the join screen offers to take the seat back
  (``RemoteSession.rejoin``) instead of claiming a new one.
- ``absent_seat``: a LAN seat whose player is away, read from any game's lobby.

Each game dresses a ``RemoteSession`` as its own table (game/fief/remote.py,
game/middle_ages/remote.py).
"""
from __future__ import annotations

import json
import logging
import socket
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from game.shell import paths
from game.shell.i18n import _
from game.shell.saves import write_atomic
from net.discovery import BROADCAST, DISCOVERY_PORT
from net.host import HostConfig
from net.table import HostedTable, TableConfig

log = logging.getLogger(__name__)

# The client's seat kinds (the new-game forms') and the lobby's (net.seats) for the same seat.
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


def table_config(first: str, bots: Any, bot_delay: float) -> Any:
    """How this machine hosts a table: on ``NETWORK``, announced, saved after every action in
    the per-user ``lan`` folder (net.autosave), its computer players made by ``bots`` (the
    game's ``net.bots.BotFactory``) and waiting ``bot_delay`` seconds before a move."""

    net = NETWORK
    return TableConfig(
        name=_("{name}'s table").format(name=first)[:60],
        save_dir=str(paths.data_dir() / "lan"), lan=HostConfig(bind=net.bind, port=net.port),
        broadcast=net.broadcast, discovery_port=net.discovery_port,
        announce_every=net.announce_every, bot_delay=bot_delay, bots=bots)


def resume_hosted(save: Path, first: str, bots: Any, bot_delay: float) -> Any | None:
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
    return HostedTable.resume(lan_save, table_config(first, bots, bot_delay)).open()


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


# ----- the seats of a table ---------------------------------------------------------------------
def absent_seat(seats: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The first LAN seat whose player is away (or never came) and that nobody plays, or whose
    player came back while a computer plays it; None when every seat is as it should be."""
    for seat in seats:
        if seat.get("kind") != "remote":
            continue
        gone = bool(seat.get("away") or not seat.get("claimed"))
        if gone != bool(seat.get("stand_in")):
            return seat
    return None

"""Opening a saved game (or the autosave) at this screen: a LAN game saved here is hosted on
the network again so its players take their seats back; any other is replayed and checked
(``read_game``) into a hot-seat table. And starting the game of a table just set up."""
from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from engine.fief.api import FIEF
from game.shell import lan
from game.fief import table as seating
from game.fief.local_table import LocalTable, read_game
from game.fief.scenes.play import PlayScene
from game.fief.setup_save import write_save
from game.fief.table import TableSetup
from game.shell.stack import Scene, Shell
from game.shell.unfinished import keep_before_new_game
from net.bots import seat_bots
from net.lobby import LobbyError

log = logging.getLogger(__name__)


def open_game(app: Shell, path: Path) -> PlayScene:
    """A saved game (or the autosave) as a play scene, ready to push; raises LoadError."""

    setup, record, events = read_game(path)
    if "lan" in setup.seats:         # a LAN game hosted here: its players take their seats back
        hosted = resume_lan(path, setup)
        if hosted is not None:
            table = LocalTable.hosting(hosted, setup.levels)
            return PlayScene(app, table.setup, table=table)
    table = LocalTable(setup, record=record, events=events, bot_delay=seating.BOT_DELAY)
    return PlayScene(app, setup, table=table)


def resume_lan(path: Path, setup: Any) -> Any | None:
    """The hosted table of a LAN game saved here, open on the network again; None (the game
    goes on at this screen, the computer playing the LAN seats) when it cannot be."""

    first = next((p.name for p, k in zip(setup.options.players, setup.seats) if k == "human"),
                 setup.options.players[0].name)
    try:
        return lan.resume_hosted(path, first, seat_bots(setup.levels, FIEF), seating.BOT_DELAY)
    except (OSError, LobbyError, ValueError) as exc:
        log.warning("cannot host the saved LAN game again: %s", exc)
        return None


def start_game(app: Shell, table: TableSetup, replace: Scene | None = None) -> None:
    """Start a game for a new table (from the setup form, over it when it is the top scene);
    the table set up is the autosave until the game writes its own."""

    kept = keep_before_new_game(app, FIEF.name)
    if app.persist:
        try:
            write_save(table)
        except OSError as exc:
            log.warning("cannot write the autosave: %s", exc)
    board = PlayScene(app, table)
    board.tell_kept(kept)
    if replace is not None and app.stack.top is replace:
        app.stack.replace(board)
    else:
        app.stack.push(board)


__all__ = ["open_game", "resume_lan", "start_game"]

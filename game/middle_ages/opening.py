"""Opening a saved game of Middle-Ages at this screen (Continue, Load): a LAN game hosted here
is hosted on the network again, so that its players take their seats back with their tokens;
any other is replayed and checked (``read_ma_game``) into a table at this screen."""
from __future__ import annotations

import logging
from dataclasses import replace
from pathlib import Path

from engine.middle_ages.api import MIDDLE_AGES
from game.shell import lan, paths
from game.middle_ages import table as seating
from game.middle_ages.scene import MAPlayScene
from game.middle_ages.table import MASetup, MATable, read_ma_game
from game.shell.stack import Shell
from net.lobby import LobbyError
from net.table import HostedTable

log = logging.getLogger(__name__)


def open_ma_game(app: Shell, path: Path) -> MAPlayScene:
    """A saved game of Middle-Ages, played on from where it stands (``LoadError`` if it cannot
    be read); it keeps the autosave when the application saves at all. A LAN game hosted here
    is hosted again, so that its players take their seats back with their tokens; when it
    cannot be, the computer plays the LAN seats."""
    setup, record, events = read_ma_game(path)
    autosave = paths.autosave_path(MIDDLE_AGES.name) if app.persist else None
    if "lan" in setup.seats:
        hosted = resume_lan(path, setup)
        if hosted is not None:
            return MAPlayScene(app, MATable(setup, hosted=hosted), autosave)
        setup = replace(setup, seats=tuple("computer" if s == "lan" else s for s in setup.seats))
    table = MATable(setup, record=record, events=events, bot_delay=seating.BOT_DELAY)
    return MAPlayScene(app, table, autosave)


def resume_lan(path: Path, setup: MASetup) -> HostedTable | None:
    """The LAN table of a game hosted here, open on the network again, or None."""
    first = next((name for (name, _c), kind in zip(setup.players, setup.seats) if kind == "human"),
                 setup.players[0][0])
    try:
        hosted: HostedTable | None = lan.resume_hosted(
            path, first, seating.computers(setup.level), seating.BOT_DELAY)
        return hosted
    except (OSError, LobbyError, ValueError) as exc:
        log.warning("cannot host the saved LAN game again: %s", exc)
        return None

"""The host's lobby for a game of Middle-Ages with seats for players on the LAN: the shared lobby
(game/shell/lobby.py: where to join, the seats and their state, the chat, Start) with the
table opened for this game (its settings, its computer players) and started into its own
table scene. A player who joins sees the shared ``RemoteLobbyScene``, which opens this game's
scene when the host starts."""
from __future__ import annotations

from pathlib import Path

from engine.middle_ages.api import MIDDLE_AGES
from game.shell import lan, paths
from game.shell.i18n import _
from game.middle_ages.scene import MAPlayScene
from game.middle_ages import table as seating
from game.middle_ages.table import MASetup, MATable
from game.shell.lobby import HostLobbyScene
from game.shell.stack import Scene, Shell
from game.shell.unfinished import kept_words
from net.lobby import Settings


class MAHostLobbyScene(HostLobbyScene):
    """A table of Middle-Ages hosted at this machine, waiting for its LAN players."""

    def __init__(self, app: Shell, setup: MASetup) -> None:
        self.ma_setup = setup
        super().__init__(app, setup)

    def first_name(self) -> str:
        setup = self.ma_setup
        return next((name for (name, _c), kind in zip(setup.players, setup.seats)
                     if kind == "human"), setup.players[0][0])

    def open_table(self) -> None:
        """Open the table on the network, announced, its computers at the chosen level."""
        setup = self.ma_setup
        kinds = [lan.HOST_KIND[k] for k in setup.seats]
        config = lan.table_config(self.first_name(), seating.computers(setup.level),
                                  seating.BOT_DELAY)
        # the join screen lists tables by name: this one says its game
        config.name = _("{name}'s table of Middle-Ages").format(name=self.first_name())[:60]
        self.host(list(setup.players), kinds, Settings(seed=setup.seed, game=MIDDLE_AGES.name),
                  config)

    def table_scene(self, kept: Path | None) -> Scene:
        """Middle-Ages' table scene for the game just started."""
        table = MATable(self.ma_setup, hosted=self.hosted)
        autosave = paths.autosave_path(MIDDLE_AGES.name) if self.app.persist else None
        scene = MAPlayScene(self.app, table, autosave)
        scene.tell(kept_words(kept))          # where an unfinished game was kept, if one was
        return scene

"""The host's lobby for a game of Fief with seats for players on the LAN: the shared lobby
(game/shell/lobby.py: where to join, the seats and their state, the chat, Start) with the table
opened for Fief (its edition and optional rules, its computer players) and started into
Fief's table scene."""
from __future__ import annotations

from pathlib import Path

from engine.fief.api import FIEF
from game.fief import table as seating
from game.fief.local_table import LocalTable
from game.fief.scenes.play import PlayScene
from game.shell import lan
from game.shell.lobby import HostLobbyScene
from game.shell.stack import Scene
from net.bots import seat_bots
from net.lobby import Settings


class FiefHostLobbyScene(HostLobbyScene):
    """A table of Fief hosted at this machine, waiting for its LAN players."""

    def open_table(self) -> None:
        """Open the table: seats, computer players, the TCP host and its announcements."""

        options = self.setup.options
        players = [(p.name, p.colour) for p in options.players]
        kinds = [lan.HOST_KIND[k] for k in self.setup.seats]
        first = next((p.name for p, k in zip(options.players, self.setup.seats) if k == "human"),
                     options.players[0].name)
        settings = Settings(edition=options.edition, optional=frozenset(options.optional),
                            seed=options.seed)
        config = lan.table_config(first, seat_bots(self.setup.levels, FIEF), seating.BOT_DELAY)
        self.host(players, kinds, settings, config)

    def table_scene(self, kept: Path | None) -> Scene:
        """Fief's table scene for the game just started."""
        table = LocalTable.hosting(self.hosted, self.setup.levels)
        scene = PlayScene(self.app, table.setup, table=table)
        scene.tell_kept(kept)
        return scene

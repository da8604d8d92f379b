"""The games of the collection on screen: one client per referee of engine/collection.py, in
the title screen's order. The top of the client, above the shell (game/shell/) and the games'
clients (game/fief/, game/middle_ages/), as engine/collection.py sits above the games' referees:
nothing below imports it. A third game adds its client here (docs/client.md)."""
from __future__ import annotations

from collections.abc import Sequence

from game.fief.client import CLIENT as FIEF
from game.middle_ages.client import CLIENT as MIDDLE_AGES
from game.shell import app
from game.shell.contract import Collection

COLLECTION = Collection((FIEF, MIDDLE_AGES))


def main(argv: Sequence[str] | None = None) -> int:
    """The program: the shell's main loop over the collection's games."""
    return app.main(argv, COLLECTION)

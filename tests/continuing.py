"""A game of an edition opened again by the title's Continue: shared by the 2011 and the
variant's client tests (each checks what its edition restores)."""
from __future__ import annotations

import json
from pathlib import Path

from engine.fief.api import FIEF
from engine.record import Record
from game.shell import paths
from game.fief.scenes.play import PlayScene
from game.shell.smoke import post_click
from game.testing import pump

PLAYERS = [{"name": "Ann", "colour": "blue"}, {"name": "Bob", "colour": "red"},
           {"name": "Cid", "colour": "green"}]


def write_game(path: Path, edition: str = "1429") -> None:
    """A three-family hot-seat game of ``edition``, a few of its first legal actions in,
    written to ``path``."""
    record = Record.new(FIEF, {"players": PLAYERS, "seed": 3, "edition": edition})
    game = record.game
    for _ in range(12):
        seat = game.pending()[0].player
        record.apply(seat, game.legal(seat)[0])
    data = json.loads(record.to_json())
    data["table"] = {"options": data["options"], "seats": ["human", "human", "human"]}
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")


def continued(title_app, edition: str) -> PlayScene:
    """Autosave a three-family game of ``edition`` a few of its first legal actions in, then
    press Continue on the title: the play scene it opens."""
    write_game(paths.autosave_path("fief"), edition)
    title = title_app.stack.top
    title.continues["fief"].enabled = True
    post_click(title.continues["fief"].rect.center)
    pump(title_app, 3)
    return title_app.stack.find(PlayScene)

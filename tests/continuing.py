"""A game of an edition opened again by the title's Continue: shared by the 2011 and the
variant's client tests (each checks what its edition restores)."""
from __future__ import annotations

import json

from engine.fief.api import FIEF
from engine.record import Record
from game.shell import paths
from game.fief.scenes.play import PlayScene
from game.shell.smoke import post_click
from game.testing import pump

PLAYERS = [{"name": "Ann", "colour": "blue"}, {"name": "Bob", "colour": "red"},
           {"name": "Cid", "colour": "green"}]


def continued(title_app, edition: str) -> PlayScene:
    """Autosave a three-family game of ``edition`` a few of its first legal actions in, then
    press Continue on the title: the play scene it opens."""
    record = Record.new(FIEF, {"players": PLAYERS, "seed": 3, "edition": edition})
    game = record.game
    for _ in range(12):
        seat = game.pending()[0].player
        record.apply(seat, game.legal(seat)[0])
    data = json.loads(record.to_json())
    data["table"] = {"options": data["options"], "seats": ["human", "human", "human"]}
    paths.autosave_path().parent.mkdir(parents=True, exist_ok=True)
    paths.autosave_path().write_text(json.dumps(data), encoding="utf-8")
    title = title_app.stack.top
    title.continue_button.enabled = True
    post_click(title.continue_button.rect.center)
    pump(title_app, 3)
    return title_app.stack.find(PlayScene)

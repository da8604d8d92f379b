"""Helpers of the Fief client's tests: a hot-seat table of people, open on the app."""
from __future__ import annotations

from engine.fief.api import COLOURS, GameOptions, PlayerSpec
from game.fief.scenes.play import PlayScene
from game.fief.table import TableSetup
from game.testing import pump


def hot_seat(app, names: tuple[str, ...] = ("Ann", "Bob", "Cid"), seed: int = 3,
             ceremonies: bool = False) -> PlayScene:
    """A new game of ``names`` all played by people at this screen, pushed on the app and
    drawn twice; no computer's delay, no autosave (the test owns the files)."""
    players = tuple(PlayerSpec(n, COLOURS[i]) for i, n in enumerate(names))
    setup = TableSetup(GameOptions(players=players, seed=seed), ("human",) * len(names))
    scene = PlayScene(app, setup, bot_delay=0.0, autosave=False, ceremonies=ceremonies)
    app.stack.push(scene)
    pump(app, 2)
    return scene

"""Helpers of the Fief client's tests: a hot-seat table of people, or of computers held by
the test's ``Gate``, open on the app."""
from __future__ import annotations

import threading

from engine.fief.api import COLOURS, GameOptions, PlayerSpec
from game.fief import local_table
from game.fief.scenes.play import PlayScene
from game.fief.table import TableSetup
from game.testing import pump
from net.bots import seat_bots

COMPUTERS = ("Armagnac", "Bourgogne", "Anjou")


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


class Gate:
    """The computers' pace held by the test, not by the clock: a computer asked to decide in a
    round past ``open_to`` waits until the test opens it further (their moves are the same,
    only later: the game stays the seed's)."""

    def __init__(self, open_to: int) -> None:
        self.open_to = open_to
        self.moved = threading.Condition()

    def let(self, open_to: int) -> None:
        with self.moved:
            self.open_to = open_to
            self.moved.notify_all()

    def wrap(self, factory):
        def gated(legal, seat):
            bot = factory(legal, seat)

            def play(view, decision, move=0):
                with self.moved:
                    assert self.moved.wait_for(
                        lambda: int(view.get("round", 0) or 0) <= self.open_to, 120)
                return bot(view, decision, move)
            return play
        return gated


def gated_computers(app, monkeypatch, gate: Gate, seed: int) -> PlayScene:
    """A new game of three computers held by ``gate``, its ceremonies shown, pushed on the
    app (not drawn yet); the test closes its table."""
    monkeypatch.setattr(local_table, "seat_bots", lambda *a, **k: gate.wrap(seat_bots(*a, **k)))
    players = tuple(PlayerSpec(COMPUTERS[i], COLOURS[i]) for i in range(3))
    setup = TableSetup(GameOptions(players=players, seed=seed), ("computer",) * 3)
    scene = PlayScene(app, setup, bot_delay=0.0, autosave=False, ceremonies=True)
    app.stack.push(scene)
    return scene


def first_ceremony(app, scene: PlayScene):
    """The first screen over the table (a ceremony), the frames run on the computers' moves."""
    for _ in range(3000):
        if app.stack.top is not scene:
            break
        scene.controller.session.wait(0.05)
        pump(app, 1)
    return app.stack.top

"""The replay of a saved game of Middle-Ages (issue 23), as Fief's: from the Load screen, step
through the record by clicks and keys, the table shown as it stood, what each move caused in
words; going back and to the end give the same positions as going forward."""
from __future__ import annotations

import json

import pygame

from engine.middle_ages.api import MIDDLE_AGES
from engine.record import Record
from game.shell import paths
from game.middle_ages.replay import MAReplayScene
from game.shell.load import LoadScene
from game.shell.smoke import post_click, post_key
from game.testing import pump
from net.bots import RandomBot


def write_ma_game(path, seed=2, lords=(("Ann", "blue"), ("Bob", "red"))) -> Record:
    """A whole game of random lords (two by default), saved as the client saves it (with its
    table)."""
    record = Record.new(MIDDLE_AGES, {"players": [{"name": n, "colour": c} for n, c in lords],
                                      "seed": seed})
    bot = RandomBot(seed)
    game = record.game
    while not game.finished:
        decision = game.pending()[0]
        seat = decision.player
        record.apply(seat, bot(dict(game.view_for(seat)), dict(decision.to_dict())))
    data = json.loads(record.to_json())
    data["table"] = {"game": "middle-ages", "seats": ["human"] * len(lords), "level": "random"}
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    return record


def test_M4_a_replay_of_middle_ages_steps_forward_and_back_by_clicks(title_app):
    app = title_app
    record = write_ma_game(paths.saves_dir() / "middle-ages game.json")
    post_click(app.stack.top.load_button.rect.center)
    pump(app)
    load = app.stack.top
    assert isinstance(load, LoadScene) and load.replay_button.enabled
    post_click(load.replay_button.rect.center)
    pump(app)
    replay = app.stack.top
    assert isinstance(replay, MAReplayScene)
    total = len(replay.actions)
    assert total == len(record.actions) and replay.move == 0
    assert replay.view["phase"] == "placement"
    for _ in range(3):
        post_click(replay.buttons[2].rect.center)
    pump(app)
    assert replay.move == 3 and replay.lines
    third = replay.view
    post_click(replay.buttons[1].rect.center)                 # back: replayed from the start
    post_key(pygame.K_PAGEDOWN)                                # and forward again
    pump(app)
    assert replay.move == 3 and replay.view == third
    post_click(replay.buttons[3].rect.center)                 # to the end
    pump(app)
    assert replay.move == total and not replay.buttons[2].enabled
    assert replay.view["phase"] == "over"
    assert replay.view["winners"] == list(record.game.winners)
    assert "The game is over" in replay.lines
    post_key(pygame.K_ESCAPE)
    pump(app)
    assert app.stack.top is load

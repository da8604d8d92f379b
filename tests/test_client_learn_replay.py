"""The replay of a save (issue 20): from the Load screen, step through the record move by
move by clicks, the board shown as it was, the move and what it caused in words; going back
and to the end give the same positions as going forward."""
import pygame

from game.shell import i18n, paths
from game.shell.load import LoadScene
from game.fief.scenes.replay import ReplayScene
from game.shell.smoke import post_click, post_key
from game.testing import pump
from test_client_learn_saves import write_game


def open_replay(app):
    post_click(app.stack.top.load_button.rect.center)
    pump(app)
    load = app.stack.top
    assert isinstance(load, LoadScene)
    post_click(load.replay_button.rect.center)
    pump(app)
    replay = app.stack.top
    assert isinstance(replay, ReplayScene)
    return load, replay


def test_a_replay_steps_forward_and_back_by_clicks(title_app):
    write_game(paths.saves_dir() / "to replay.json", phase_at_least=2)
    load, replay = open_replay(title_app)
    total = len(replay.actions)
    assert total > 5 and replay.move == 0 and replay.what() == "The game as it began."
    assert not replay.buttons[1].enabled                       # nothing to go back to
    first_view = replay.game.view_for(None)
    next_button = replay.buttons[2]
    for _ in range(3):
        post_click(next_button.rect.center)
    pump(title_app)
    assert replay.move == 3 and replay.where().startswith("Move 3 of")
    assert replay.what().startswith(replay.names[replay.actions[2][0]] + ": ")
    third_view = replay.game.view_for(None)
    post_click(replay.buttons[1].rect.center)                 # back: from the kept copy
    post_key(pygame.K_PAGEDOWN)                                # and forward again
    pump(title_app)
    assert replay.move == 3 and replay.game.view_for(None) == third_view
    post_click(replay.buttons[3].rect.center)                 # to the end
    pump(title_app)
    assert replay.move == total and not next_button.enabled
    assert replay.game.view_for(None)["round"] >= 1
    post_click(replay.buttons[0].rect.center)                 # to the start
    pump(title_app)
    assert replay.move == 0 and replay.game.view_for(None) == first_view
    i18n.set_language("fr")
    try:
        assert replay.where().startswith("Coup 0 sur")
    finally:
        i18n.set_language("en")
    post_key(pygame.K_ESCAPE)
    pump(title_app)
    assert title_app.stack.top is load


def test_the_board_shows_the_position_of_the_move(title_app):
    write_game(paths.saves_dir() / "to replay.json", phase_at_least=1)
    _load, replay = open_replay(title_app)
    replay.go(len(replay.actions))
    pump(title_app)
    held = {name for name, v in replay.game.view_for(None)["villages"].items() if v.get("controller") is not None}
    assert len(held) == 3                                       # each family's starting village
    assert replay.pieces is not None and replay.pieces.view["villages"] == replay.game.view_for(None)["villages"]

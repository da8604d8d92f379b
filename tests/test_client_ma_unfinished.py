"""Issue 36 (defect 5) for Middle-Ages and the LAN host, through the shell
(game/shell/unfinished.py): a new game of Middle-Ages, or a game hosted on the LAN, takes its
autosave only after an unfinished game there is kept as "Unfinished <date>", and the new table
says so; a finished game is not kept."""
from __future__ import annotations

import pygame
import pytest

from continuing import write_game
from game.clients import COLLECTION
from game.middle_ages import table as seating
from game.middle_ages.client import summary
from game.shell import paths
from game.shell.save_slots import list_slots
from game.shell.smoke import post_key
from game.shell.title import TitleScene
from game.testing import pump
from tests.test_client_lan import hosted_with_the_lan_seat_handed_to_the_computer, network  # noqa: F401 (a fixture)
from tests.test_client_ma_play import open_setup, play_one, set_seat, start


@pytest.fixture(autouse=True)
def no_bot_delay(monkeypatch):
    monkeypatch.setattr(seating, "BOT_DELAY", 0.0)


def test_a_new_middle_ages_game_keeps_the_unfinished_one_and_says_so(title_app):
    app = title_app
    setup = open_setup(app)
    set_seat(app, setup, 1, "human")
    scene = start(app, setup)
    for _ in range(3):
        play_one(app, scene)
    assert scene.message == ""                         # nothing was there to keep
    played = scene.view["move"]
    post_key(pygame.K_ESCAPE)                          # back to the title: the game is saved
    pump(app)
    assert isinstance(app.stack.top, TitleScene)
    unfinished = paths.autosave_path("middle-ages").read_bytes()
    again = start(app, open_setup(app))                # a new game takes the autosave
    kept = [s for s in list_slots(COLLECTION.readers) if s.name.startswith("Unfinished")]
    assert len(kept) == 1 and kept[0].game == "middle-ages" and not kept[0].finished
    assert kept[0].path.read_bytes() == unfinished and played > 0
    assert kept[0].path.stem in again.message and "Load" in again.message


def test_a_finished_middle_ages_save_reads_as_finished_so_it_is_not_kept():
    options = {"players": [{"name": "Ann", "colour": "blue"}, {"name": "Bob", "colour": "red"}]}
    assert summary({"options": options, "state": {"phase": "over"}}).finished
    assert not summary({"options": options, "state": {"phase": "play"}}).finished


def test_a_game_hosted_on_the_lan_keeps_the_unfinished_one_and_says_so(title_app, network):
    """The shell's host lobby (game/shell/lobby.py) keeps the autosave of the game it starts,
    for every game: here Fief's, hosted with its LAN seat handed to the computer."""
    write_game(paths.autosave_path("fief"))
    unfinished = paths.autosave_path("fief").read_bytes()
    play = hosted_with_the_lan_seat_handed_to_the_computer(title_app)
    kept = [s for s in list_slots(COLLECTION.readers) if s.name.startswith("Unfinished")]
    assert len(kept) == 1 and kept[0].game == "fief" and kept[0].path.read_bytes() == unfinished
    assert kept[0].path.stem in play.toast
    play.controller.table.close()

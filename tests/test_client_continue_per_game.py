"""One Continue per game of the collection (issue 36, item 7), by real clicks on the title:
each game has its own autosave (``autosave.<game>.json``), so a new game of Middle-Ages leaves
an unfinished game of Fief to its card's Continue; a game's Continue is greyed when that game
has none; the one ``autosave.json`` of earlier versions opens on the card of its game."""
from __future__ import annotations

import pygame
import pytest

from continuing import write_game
from game.clients import COLLECTION
from game.fief.scenes.play import PlayScene
from game.middle_ages import table as seating
from game.middle_ages.scene import MAPlayScene
from game.shell import paths
from game.shell.save_slots import KEEP_PHASES, keep_previous_phase, read_slot
from game.shell.smoke import post_click, post_key
from game.shell.title import TitleScene
from game.testing import pump
from tests.test_client_ma_play import open_setup, play_one, set_seat, start


@pytest.fixture(autouse=True)
def no_bot_delay(monkeypatch):
    monkeypatch.setattr(seating, "BOT_DELAY", 0.0)


def title_of(app) -> TitleScene:
    app.back_to_title()
    pump(app)
    title = app.stack.top
    assert isinstance(title, TitleScene)
    title.resume()                                    # the title looks at the saves again
    return title


def test_a_new_middle_ages_game_leaves_fiefs_unfinished_game_to_its_own_continue(title_app):
    app = title_app
    fief_save = paths.autosave_path("fief")
    write_game(fief_save)
    kept = fief_save.read_bytes()
    title = title_of(app)
    assert title.continues["fief"].enabled and not title.continues["middle-ages"].enabled
    setup = open_setup(app)                           # a new game of the other game
    set_seat(app, setup, 1, "human")
    scene = start(app, setup)
    for _ in range(3):
        play_one(app, scene)
    move = scene.view["move"]
    post_key(pygame.K_ESCAPE)
    pump(app)
    title = app.stack.top
    assert isinstance(title, TitleScene)
    assert fief_save.read_bytes() == kept             # Fief's game is untouched
    assert paths.autosave_path("middle-ages").is_file()
    assert title.continues["fief"].enabled and title.continues["middle-ages"].enabled
    post_click(title.continues["fief"].rect.center)
    pump(app, 3)
    assert app.stack.find(PlayScene) is not None      # Fief's card opens Fief's game
    title = title_of(app)
    post_click(title.continues["middle-ages"].rect.center)
    pump(app)
    again = app.stack.top
    assert isinstance(again, MAPlayScene) and again.view["move"] == move


def test_a_greyed_continue_does_nothing_and_the_old_autosave_opens_as_its_games(title_app):
    app = title_app
    title = title_of(app)
    for button in title.continues.values():
        assert not button.enabled
        post_click(button.rect.center)
        pump(app)
        assert app.stack.top is title
    write_game(paths.saves_dir() / paths.OLD_AUTOSAVE)    # a Fief game, saved before issue 36
    title = title_of(app)
    assert title.continues["fief"].enabled and not title.continues["middle-ages"].enabled
    post_click(title.continues["fief"].rect.center)
    pump(app, 3)
    assert app.stack.find(PlayScene) is not None


def test_each_games_phase_autosaves_rotate_apart(tmp_path):
    """The kept phases of one game's autosave never prune the other game's."""
    for game in ("fief", "middle-ages"):
        autosave = tmp_path / f"autosave.{game}.json"
        for phase in range(1, KEEP_PHASES + 3):
            keep_previous_phase(autosave, 1, phase)
            write_game(autosave)
    for game in ("fief", "middle-ages"):
        kept = sorted(p.name for p in tmp_path.glob(f"autosave.{game}-r*.json"))
        assert len(kept) == KEEP_PHASES and kept[-1] == f"autosave.{game}-r01p{KEEP_PHASES + 1}.json"
        slot = read_slot(tmp_path / kept[0], COLLECTION.readers)
        assert slot is not None and slot.autosave and not slot.latest
    latest = read_slot(tmp_path / "autosave.middle-ages.json", COLLECTION.readers)
    assert latest is not None and latest.latest

"""Saves written before the client became a collection still open (issue 34): the files of
tests/data/saves-dc7fb79 were written by the client of commit dc7fb79 (a Fief game 30 moves
in, a Fief table set up and not yet played, a Middle-Ages game 20 moves in); each is claimed by
its game and listed by the Load screen in its game's words. The Fief files open and replay; the
Middle-Ages game was played on the first version of its tile table, which the revised rules
replaced (M2.2, issue 37), so it is refused in one sentence that says so, and left as it was."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from engine.record import LoadError
from game.clients import COLLECTION
from game.fief import table as seating
from game.fief.scenes.board import BoardScene
from game.fief.scenes.play import PlayScene
from game.fief.scenes.replay import ReplayScene
from game.fief.scenes.setup import default_table
from game.middle_ages.scene import MAPlayScene
from game.shell import paths
from game.shell.load import LoadScene
from game.shell.overlays import MessageScene
from game.testing import pump

BEFORE = Path(__file__).parent / "data" / "saves-dc7fb79"


@pytest.fixture
def saved(app) -> Path:
    """The saves of commit dc7fb79 in the app's saves folder."""
    folder = paths.saves_dir()
    for source in BEFORE.glob("*.json"):
        shutil.copyfile(source, folder / source.name)
    return folder


def test_each_save_is_claimed_by_its_game(saved):
    assert COLLECTION.for_save(saved / "base-fief-game.json").game == "fief"
    assert COLLECTION.for_save(saved / "base-ma-game.json").game == "middle-ages"
    assert COLLECTION.for_save(saved / "base-fief-setup.json") is None   # the first game reads it


def test_a_fief_game_saved_before_plays_on_where_it_stood(app, saved, monkeypatch):
    """The file's 30 actions and nothing else. Its computers (seats 1-3) hold their move: they
    would play 0.25 s after the table opens (BOT_DELAY), which a loaded machine let pass
    before the count (31 == 30 once, in a shuffled run on three workers)."""
    monkeypatch.setattr(seating, "BOT_DELAY", 3600.0)
    path = saved / "base-fief-game.json"
    written = [(a["player"], a["action"]) for a in json.loads(path.read_text())["actions"]]
    app.open_save(path)
    scene = app.stack.top
    assert isinstance(scene, PlayScene)
    try:
        record = scene.controller.table.authority.record
        assert len(written) == 30
        assert [(seat, action.to_dict()) for seat, action in record.actions] == written
    finally:
        scene.controller.close()


def test_a_fief_table_set_up_before_opens_on_its_board(app, saved):
    app.open_save(saved / "base-fief-setup.json")
    assert isinstance(app.stack.top, BoardScene) and app.stack.top.table == default_table()


def test_a_middle_ages_game_saved_before_the_revised_tile_table_is_refused_in_words(app, saved):
    """M2.2: the tiles of the first version had other numbers and symbols; the game cannot go on
    under the revised rules, and the player is told so, the file untouched."""
    path = saved / "base-ma-game.json"
    before = path.read_bytes()
    app.open_save(path)
    scene = app.stack.top
    assert isinstance(scene, MessageScene) and not isinstance(scene, MAPlayScene)
    body = scene.body() if callable(scene.body) else scene.body
    assert "revised rules (M2.2)" in body
    with pytest.raises(LoadError, match="M2.2"):
        COLLECTION.get("middle-ages").replay(app, path)
    assert path.read_bytes() == before


def test_the_fief_game_saved_before_replays(app, saved):
    fief = COLLECTION.get("fief").replay(app, saved / "base-fief-game.json")
    assert isinstance(fief, ReplayScene)


def test_the_load_screen_lists_them_in_their_games_words(app, saved):
    app.stack.push(LoadScene(app))
    pump(app)
    load = app.stack.top
    details = {slot.path.name: load.slot_details(slot) for slot in load.slots}
    assert details["base-fief-game.json"].endswith(" · Round 1 · Phase 4: Purchases")
    assert details["base-ma-game.json"].endswith(" · Setting up")   # as at dc7fb79: no round read
    pictures = {slot.path.name: load.picture(slot, (120, 80)) for slot in load.slots}
    assert pictures["base-fief-game.json"] is not None and pictures["base-ma-game.json"] is None

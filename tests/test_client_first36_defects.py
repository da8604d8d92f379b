"""Issue 36's defects, each on the state that caused it: a loaded game replays no banner of
its past (defect 1)."""
import json
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402

from engine.fief.api import COLOURS, FIEF, GameOptions, PlayerSpec, make_bot  # noqa: E402
from engine.fief.bots.runner import play_game  # noqa: E402
from engine.record import Record  # noqa: E402
from game.fief.scenes.open_game import open_game  # noqa: E402
from game.fief.table import TableSetup  # noqa: E402
from game.fief.ui.announcements import HEADINGS  # noqa: E402
from game.shell.testing import pump  # noqa: E402


@pytest.fixture
def round3_save(tmp_path):
    """A game the computers played through rounds 1 and 2, saved as the client saves."""
    players = tuple(PlayerSpec(n, COLOURS[i]) for i, n in enumerate(("Ann", "Bob", "Cid")))
    setup = TableSetup(GameOptions(players=players, seed=4), ("human", "computer", "computer"))
    record = Record.new(FIEF, setup.options.to_dict())
    play_game(record.game, [make_bot("squire")] * 3, seed=4, max_rounds=2, apply=record.apply)
    data = record.to_dict()
    data["table"] = setup.to_dict()
    path = tmp_path / "round3.fief.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_defect1_a_loaded_game_plays_no_banner_of_its_past(title_app, round3_save):
    app = title_app
    scene = open_game(app, round3_save)
    app.stack.push(scene)
    pump(app, 3)
    past = [entry.event.get("kind") for entry in scene.controller.log]
    assert scene.controller.public["round"] == 3
    assert sum(kind in HEADINGS for kind in past) >= 3, "the past holds announced events"
    announcer = scene.guides.announcer
    assert announcer.current is None and not announcer.queue
    assert len(scene.log_panel.lines) > 20          # the chronicle still tells the past
    scene.controller.table.close()

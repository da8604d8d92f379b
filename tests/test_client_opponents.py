"""Issue 36, Opponents: each computer seat's level is chosen in the new-game form (Novice,
Standard, Strong: the Squire, the Baron and the Duke of docs/bots.md), shown on the family
board, kept by saves (a save from before the choice plays Barons, as it did), and given per
seat to the headless host (``--bot squire,baron,duke``)."""
import json

import pytest

import net.bots
from engine.fief.api import COLOURS, GameOptions, PlayerSpec
from game.fief.local_table import LocalTable, read_game
from game.fief.scenes.play import PlayScene
from game.fief.scenes.setup import SetupScene
from game.fief.table import TableSetup
from game.fief.ui.family_board import seat_words
from game.shell import i18n
from game.shell.smoke import post_click
from game.testing import pump
from net.__main__ import main, make_table
from net.__main__ import build_parser


def three(seats=("human", "computer", "computer"), levels=()):
    players = tuple(PlayerSpec(n, COLOURS[i]) for i, n in enumerate(("Ann", "Bob", "Cid")))
    return TableSetup(GameOptions(players=players, seed=5), seats, levels)


def levels_played(monkeypatch):
    """Which level each seat's computer is made at (net.bots.engine_bots, by seat)."""
    made: dict[int, str] = {}
    real = net.bots.engine_bots

    def spy(level, budget_s=1.0, kind=None):
        factory = real(level, budget_s, kind)

        def seat_factory(legal, seat):
            made[seat] = level
            return factory(legal, seat)
        return seat_factory
    monkeypatch.setattr(net.bots, "engine_bots", spy)
    return made


def test_each_computer_seat_gets_the_level_clicked_in_the_form(title_app, monkeypatch):
    app = title_app
    made = levels_played(monkeypatch)
    post_click(app.stack.top.new_button.rect.center)
    pump(app)
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    post_click(setup.rows[3].remove.rect.center)                  # three families
    pump(app)
    assert not setup.rows[0].level.visible                        # at this screen: no level
    assert [r.level.value for r in setup.rows[1:]] == ["baron", "baron"]   # Standard at first
    post_click(setup.rows[1].level.arrow_rects()[1].center)       # Standard -> Strong
    post_click(setup.rows[2].level.arrow_rects()[0].center)       # Standard -> Novice
    pump(app)
    assert [setup.rows[1].level.show(r.level.value) for r in setup.rows[1:]] == ["Strong", "Novice"]
    post_click(setup.start_button.rect.center)
    pump(app, 2)
    scene = app.stack.top
    assert isinstance(scene, PlayScene)
    assert scene.controller.setup.levels[1:] == ("duke", "squire")
    assert made == {1: "duke", 2: "squire"}
    scene.controller.table.close()


def test_the_family_board_names_a_computers_level():
    assert seat_words("computer", "duke") == "computer · Strong"
    assert seat_words("human", "duke") == "at this screen"
    i18n.set_language("fr")
    try:
        assert seat_words("computer", "squire") == "ordinateur · Débutant"
    finally:
        i18n.set_language("en")


def test_a_save_keeps_each_computers_level_and_an_older_save_plays_barons(tmp_path, monkeypatch):
    table = LocalTable(three(levels=("baron", "duke", "squire")))
    path = table.save(tmp_path / "levels.fief.json")
    table.close()
    made = levels_played(monkeypatch)
    setup, record, events = read_game(path)
    assert setup.levels == ("baron", "duke", "squire")
    LocalTable(setup, record=record, events=events).close()
    assert made == {1: "duke", 2: "squire"}
    data = json.loads(path.read_text(encoding="utf-8"))
    del data["table"]["levels"]                   # as written before the levels were chosen
    path.write_text(json.dumps(data), encoding="utf-8")
    made.clear()
    setup, record, events = read_game(path)
    assert setup.levels == ("baron",) * 3
    LocalTable(setup, record=record, events=events).close()
    assert made == {1: "baron", 2: "baron"}


def test_a_table_refuses_a_level_nobody_can_play():
    with pytest.raises(ValueError, match="level"):
        three(levels=("baron", "genius", "duke"))


def test_the_headless_host_seats_one_level_per_seat(tmp_path, monkeypatch):
    made = levels_played(monkeypatch)
    args = build_parser().parse_args(
        ["host", "--players", "Ann:blue,Bob:red,Cid:green", "--seats", "remote,computer,computer",
         "--bot", "squire,baron,duke", "--bind", "127.0.0.1", "--no-announce",
         "--save-dir", str(tmp_path)])
    table = make_table(args)
    factory = table.config.bots
    for seat in range(3):
        factory(lambda s: [], seat)
    assert made == {0: "squire", 1: "baron", 2: "duke"}


def test_the_headless_host_names_a_bad_level_in_a_list(capsys, tmp_path):
    code = main(["host", "--players", "Ann:blue,Bob:red,Cid:green", "--bot", "squire,genius",
                 "--save-dir", str(tmp_path), "--no-announce"])
    err = capsys.readouterr().err
    assert code == 2 and "--bot: unknown computer level 'genius'" in err and "Traceback" not in err


def test_a_save_with_a_level_this_version_does_not_know_plays_a_baron_there():
    data = three(levels=("baron", "duke", "squire")).to_dict()
    data["levels"] = ["baron", "emperor", "squire"]
    assert TableSetup.from_dict(data).levels == ("baron", "baron", "squire")
    data["levels"] = ["duke"]                              # not one per seat
    assert TableSetup.from_dict(data).levels == ("baron",) * 3

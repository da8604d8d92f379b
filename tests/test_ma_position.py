"""Middle-Ages positions written by hand (engine/middle_ages/position.py) and their command
line: a dumped game reloads exactly, a rule case is written in a few lines, mistakes are named."""
from __future__ import annotations

import io
import json
import random

import pytest

from engine.collection import game_kind
from engine.middle_ages.position import PositionError, dump_position, load_position
from engine.middle_ages.position_cli import main, run
from engine.middle_ages.tiles import TILES

KIND = game_kind("middle-ages")

# M5's example: two Ramparts on Ann's board, a Village under her Lord; she moves first.
CASE = {
    "game": "middle-ages", "turn": 2,
    "players": [
        {"name": "Ann", "colour": "blue", "board": ["rampart-10", "rampart-16"],
         "lord": [1, 0]},
        {"name": "Bob", "colour": "red", "money": 1, "lord": [1, 2]}],
    "rows": [["fields-11", "mill-16", "market-11"], ["village-9", None, "market-15"],
             ["palace-9", "palace-12", "palace-18"], ["fields-13", "fields-16", "fields-17"]],
}


def test_a_dumped_game_reloads_exactly_at_any_point():
    for n in (2, 5):
        game = KIND.new({"players": [{"name": f"P{i}", "colour": KIND.colours[i]}
                                     for i in range(n)], "seed": n})
        chooser = random.Random(n)
        while not game.finished:
            again = load_position(json.dumps(dump_position(game)))
            assert again.snapshot() == game.snapshot()
            decision = game.pending()[0]
            game.apply(decision.player, chooser.choice(decision.choices))
        assert load_position(dump_position(game)).winners == game.winners


def test_a_rule_case_in_a_few_lines_M5_income_example():
    game = load_position(CASE)
    assert game.pending()[0].player == 0 and game.pending()[0].kind == "move_lord"
    out = io.StringIO()
    run(json.dumps(CASE), ["Ann: move col=1"], out)
    text = out.getvalue()
    assert "> Ann: move col=1" in text and "Ann receives 6 from their Village" in text
    assert json.loads(text[text.index("{"):])["players"][0]["money"] == 6


@pytest.mark.parametrize("change,message", [
    (lambda c: c["rows"][0].__setitem__(0, "fields 30"), "no tile"),
    (lambda c: c["rows"][0].__setitem__(0, "rampart-10"), "twice"),
    (lambda c: c.__setitem__("game", "fief"), "middle-ages"),
    (lambda c: c["players"][1].__setitem__("lord", [1, 0]), "MA-3"),
    (lambda c: c["players"][1].__setitem__("colour", "blue"), "colour"),
])
def test_mistakes_in_a_position_are_named(change, message):
    case = json.loads(json.dumps(CASE))
    change(case)
    with pytest.raises(PositionError, match=message):
        load_position(case)


def test_the_command_line_applies_actions_and_names_refusals(tmp_path, capsys):
    path = tmp_path / "case.json"
    path.write_text(json.dumps(CASE), encoding="utf-8")
    assert main([str(path), "-a", "move col=1"]) == 0
    assert "receives 6" in capsys.readouterr().out
    assert main([str(path), "-a", "Bob: move col=1"]) == 1
    assert "has nothing to decide" in capsys.readouterr().err
    assert main([str(path), "-a", "move col=2"]) == 0
    assert main([str(tmp_path / "none.json")]) == 2


def test_tiles_are_named_as_M2_2_writes_them_and_draws_go_on_top_of_the_pile():
    case = json.loads(json.dumps(CASE))
    case["rows"][3] = ["Fields-13", "fields-16 (P)", "fields 17"]
    case["draws"] = ["mill-14", "market-22"]
    game = load_position(case)
    state = game.state
    assert [TILES[t].name for t in state.rows[3]] == ["fields-13", "fields-16", "fields-17"]
    assert [TILES[t].name for t in reversed(state.pile[-2:])] == ["mill-14", "market-22"]
    assert len(state.pile) == 52 - 13, "every blue tile written nowhere, the draws on top"
    case["rows"][3][2] = "fields-17 (P)"
    with pytest.raises(PositionError, match="Chest"):
        load_position(case)
    case["rows"][3][2] = "fields-17"
    case["pile"] = ["mill-1"]
    with pytest.raises(PositionError, match="draws"):
        load_position(case)

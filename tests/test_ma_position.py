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


# --- a position is played up to its first decision, as play reaching it would ----------------

def names(tiles):
    return [TILES[t].name if t is not None else None for t in tiles]


def test_M4_1_a_turn_written_with_its_free_tile_discards_it_on_loading_MA4_its_scout_home():
    case = json.loads(json.dumps(CASE))
    case["rows"][1][1] = "mill-3"                       # step 1 not played yet
    case["players"][1]["scout"] = [1, 1]
    game = load_position(case)
    assert names(game.state.rows[1]) == ["village-9", None, "market-15"]
    assert names(game.state.discard) == ["mill-3"] and game.state.players[1].scout is None
    assert [e.kind for e in game.events] == ["tile_discarded"]
    game.apply(0, game.pending()[0].choices[0])
    game.apply(1, game.pending()[0].choices[0])
    assert game.state.turn == 3 and "mill-3" in names(game.state.discard), \
        "the refill of row 2 does not lose it"


def test_MA1_a_position_of_turn_16_plays_itself_to_the_end_M8():
    game = load_position({
        "game": "middle-ages", "turn": 16,
        "players": [{"name": "Ann", "colour": "blue", "lord": [3, 0], "money": 90},
                    {"name": "Bob", "colour": "red", "lord": [3, 2], "money": 90}],
        "rows": [[None] * 3, [None] * 3, [None] * 3, ["fields-13", "mill-5", "fields-16"]],
        "cards": ["alliance", "alliance", "alliance", "good_harvest"]})
    assert game.finished and game.pending() == []
    assert names(game.state.discard) == ["mill-5"]
    assert game.state.events_done == 4, "cards_done defaults to the 3 struck before turn 16"
    assert [p.money for p in game.state.players] == [90 + 0 + 2 + 2, 90 + 1 + 2 + 2], \
        "fields-13 has a Chest, fields-16 a Peasant; income 2; Good Harvests 2"
    assert game.state.scores == [24, 25] and game.winners == [1], "7 empty domains each"


def test_M4_4_cards_done_defaults_to_the_events_struck_before_the_turn():
    for turn, done in ((1, 0), (4, 0), (5, 1), (8, 1), (9, 2), (13, 3)):
        case = json.loads(json.dumps(CASE))
        row = (turn - 1) % 4                             # the Lords' row (M4)
        case["rows"] = [CASE["rows"][(r - row + 1) % 4] for r in range(4)]
        case["turn"] = turn
        case["players"][0]["lord"], case["players"][1]["lord"] = [row, 0], [row, 2]
        game = load_position(case)
        assert game.state.events_done == done and game.pending()[0].kind == "move_lord", turn
    written = dict(CASE, cards_done=0)
    assert load_position(written).state.events_done == 0


def test_MA17_an_effect_awaited_without_a_legal_choice_is_skipped_on_loading_income_paid():
    case = json.loads(json.dumps(CASE))
    case.update(current=1, asked="church", coin_supply=0, order=["Ann", "Bob"])
    case["rows"][1][0] = None
    case["players"][0]["lord"] = [2, 0]
    case["players"][1]["board"] = ["church-5"]
    game = load_position(case)
    assert [e.kind for e in game.events][:2] == ["effect_void", "income"]
    assert game.state.players[1].money == 1 + 3, "no Extra-coin token: 3 x 1 Church"
    assert game.state.turn == 3, "Bob played last: the turn went on to its end"


def test_M4_2_a_position_written_mid_turn_implies_who_has_played_and_who_plays_next():
    case = {"game": "middle-ages", "turn": 2,
            "players": [{"name": "Ann", "colour": "blue", "lord": [2, 1]},
                        {"name": "Bob", "colour": "red", "lord": [1, 2]},
                        {"name": "Cid", "colour": "green", "lord": [1, 0]}],
            "rows": [["fields-11", "mill-16", "market-11", "mill-10"],
                     ["village-9", None, "market-15", None],
                     ["palace-9", "palace-12", "palace-18", "fields-3"],
                     ["fields-13", "fields-16", "fields-17", "fields-1"]]}
    game = load_position(case)
    assert game.state.order == [0, 2, 1] and game.state.current == 1, "Ann is on row 3"
    decision = game.pending()[0]
    assert decision.player == 2 and [a.get("col") for a in decision.choices] == [0, 2, 3]


def test_M7_event_cards_are_read_by_key_english_or_french_name():
    case = dict(CASE, cards=["lavish_ceremonies", "Costly Ceremonies", "Good Harvests",
                             "Tremblement de terre"])
    assert load_position(case).state.events == [
        "lavish_ceremonies", "lavish_ceremonies", "good_harvest", "earthquake"]
    with pytest.raises(PositionError, match="cards: four Event cards"):
        load_position(dict(CASE, cards=["plague", "alliance", "alliance", "alliance"]))


def test_MA10_a_restoration_written_without_its_list_asks_each_lord_with_a_graveyard():
    case = json.loads(json.dumps(CASE))
    case.update(turn=4, phase="restoration", order=["Bob", "Ann"],
                cards=["restoration", "alliance", "alliance", "alliance"])
    case["players"][0]["graveyard"] = ["mill-3"]
    case["players"][1]["graveyard"] = ["mill-5", "church-2"]
    game = load_position(case)
    assert game.state.restoring == [1, 0] and game.state.events_done == 0
    decision = game.pending()[0]
    assert (decision.player, decision.kind, len(decision.choices)) == (1, "restoration", 2)


def test_MA1_on_turn_16_a_lord_whose_tile_is_taken_has_played():
    game = load_position({
        "game": "middle-ages", "turn": 16, "cards": ["alliance"] * 4,
        "players": [{"name": "Ann", "colour": "blue", "lord": [3, 0], "board": ["fields-13"]},
                    {"name": "Bob", "colour": "red", "lord": [3, 2]}],
        "rows": [[None] * 3, [None] * 3, [None] * 3, [None, None, "fields-16"]]})
    assert game.finished
    assert [len(p.columns["fields"]) for p in game.state.players] == [1, 1], "Ann played"
    assert [e.get("player") for e in game.events if e.kind == "tile_taken"] == [1]
    with pytest.raises(PositionError, match="cards_done"):
        load_position(dict(CASE, cards_done=1))          # turn 2: no card has struck yet


def test_M3_6_a_placement_written_with_lords_placed_asks_the_next_in_the_order():
    case = json.loads(json.dumps(CASE))
    case.update(turn=0, order=["Bob", "Ann"])
    case["rows"][0] = ["fields-11", "mill-16", "market-11"]
    case["players"][0]["lord"], case["players"][1]["lord"] = None, [0, 1]
    game = load_position(case)
    decision = game.pending()[0]
    assert (decision.player, decision.kind) == (0, "place_lord")
    assert [a.get("col") for a in decision.choices] == [0, 2]

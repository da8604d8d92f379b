"""The hand-written position format and its command line (engine/fief/position.py,
docs/position-format.md)."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

from engine.actions import act
from engine.errors import MalformedAction
from engine.fief.position import (PositionError, canonical, dump_position, load_position, main,
                             position_text)

ROOT = Path(__file__).resolve().parent.parent
POSITIONS = Path(__file__).parent / "positions"


def same_game(one, two) -> bool:
    return canonical(one.state.to_dict()) == canonical(two.state.to_dict())


def test_omitted_parts_take_their_defaults():
    game = load_position({"players": ["blue", "red", "green"]})
    state = game.state
    assert [p.name for p in state.players] == ["Blue", "Red", "Green"]
    assert [p.money for p in state.players] == [0, 0, 0]
    assert (state.round, state.first) == (1, 0)
    assert state.stack[0].kind == "income" or state.round == 1
    assert all(len(state.stock(p, "knight")) == 8 for p in range(3))
    assert len(state.lords_deck) == 22 and len(state.fortune_deck) == 35


def test_names_are_read_without_case_or_accents():
    game = load_position({"players": [{"name": "DAVID", "colour": "blue"}, "red", "green"],
                          "step": "movement", "turn": "david",
                          "villages": {"st medard": {"units": {"Blue": {"men": 2, "lords": ["francois"]}}},
                                       "L'EPERVIER": {"fort": "stronghold"}}})
    state = game.state
    assert state.lords["FRANÇOIS"].village == "ST MÉDARD" and state.lords["FRANÇOIS"].owner == 0
    assert state.villages["L'ÉPERVIER"].fort == "stronghold"
    assert [d.player for d in game.pending()] == [0]


def test_stacks_on_roads_captives_and_control():
    game = load_position({"players": ["blue", "red", "green"], "step": "movement", "turn": "red",
                          "lords": {"THIERRY": "blue"},
                          "villages": {"CHAROLLES": {"units": {
                              "red": {"knights": 1, "lords": ["JEANNE"], "captives": ["THIERRY"]},
                              "green": {"men": 2, "lords": ["RAOUL"], "road": "BLAYE", "steps": 1}}}}})
    state = game.state
    assert state.villages["CHAROLLES"].controller == 1
    assert state.villages["CHAROLLES"].arrivals == [1, 2]
    assert state.lords["THIERRY"].captor == 1 and state.lords["THIERRY"].village == "CHAROLLES"
    assert {(t.road, t.steps) for t in state.troops_in("CHAROLLES", 2)} == {("BLAYE", 1)}
    assert state.lords["RAOUL"].road == "BLAYE"


def test_titles_per_lord_and_taxes_with_inferred_roles():
    game = load_position({
        "players": ["blue", "red", "green"], "step": "purchase",
        "lords": {"CHARLES": {"owner": "blue", "village": "SIGY",
                              "titles": ["County of SIGY", "bishop of SIGY", "cardinal", "king"]},
                  "JEANNE": {"owner": "red", "spouse": "CHARLES", "titles": ["queen"]}},
        "taxes": [{"player": "blue", "target": "County of SIGY"}, {"player": "blue", "target": 2}]})
    t = game.state.titles
    assert t.fiefs["County of SIGY"] == "CHARLES" and t.bishops["5"] == "CHARLES"
    assert t.cardinals[:3].count("CHARLES") == 1 and t.king == "CHARLES" and t.queen == "JEANNE"
    assert game.state.lords["CHARLES"].spouse == "JEANNE"
    assert [(x.kind, x.role, x.lord) for x in game.state.taxes] == \
        [("tallage", "fief", "CHARLES"), ("tithe", "cardinal", "CHARLES")]
    assert game.state.players[0].tax_markers == 1
    assert game.state.fortune_discard.count("tax") == 2


def test_deck_tops_in_order_the_rest_shuffled_from_the_seed():
    data = {"players": [{"colour": "blue", "hand": ["tax"]}, "red", "green"], "seed": 4}
    data["decks"] = {"fortune": ["plague", "Bountiful Harvest"], "lords": ["d'ARC", "Jeanne"]}
    one, two = load_position(data), load_position(data)
    deck = one.state.fortune_deck
    assert deck[-2:] == ["harvest", "plague"]                     # the top is drawn first
    assert len(deck) == 34 and deck.count("tax") == 4
    assert one.state.lords_deck[-2:] == ["JEANNE", "darc"]
    assert one.state.fortune_deck == two.state.fortune_deck
    other = load_position({**data, "seed": 5})
    assert other.state.fortune_deck[-2:] == deck[-2:] and other.state.fortune_deck != deck


def test_forced_dice_are_used_first():
    game = load_position({"players": ["blue", "red", "green"], "forced_d6": [6, 1],
                          "forced_battle": [3]})
    assert [game.rng.d6(), game.rng.d6(), game.rng.battle_die((1, 2))] == [6, 1, 3]


@pytest.mark.parametrize("change, words", [
    ({"colour_of_money": 1}, "unknown part"),
    ({"villages": {"PARIS": {}}}, "no village 'PARIS'"),
    ({"villages": {"BLAYE": {"units": {"purple": {"men": 1}}}}}, "neither a colour nor a player"),
    ({"villages": {"BLAYE": {"units": {"blue": {"knights": 9}}}}}, "no more knights"),
    ({"villages": {"BLAYE": {"units": {"blue": {"lords": ["THIERRY"]}}},
                   "SIGY": {"units": {"blue": {"lords": ["THIERRY"]}}}}}, "already placed"),
    ({"villages": {"BLAYE": {"controller": "red", "units": {"blue": {"men": 1}}}}}, "controller"),
    ({"villages": {"BLAYE": {"units": {"blue": {"men": 1, "road": "SIGY"}}}}}, "no road joins"),
    ({"villages": {"BLAYE": {"mills": 3}}}, "at most 2 mills"),
    ({"step": "dancing"}, "step: one of"),
    ({"step": "income", "turn": "red"}, "not played in turns"),
    ({"lords": {"THIERRY": {"owner": "blue", "titles": ["County of SIGY", "Duchy of BOURG",
                                                        "County of BLAYE"]}}}, "at most 2 fief titles"),
    ({"lords": {"THIERRY": {"owner": "blue", "titles": ["king"]},
                "CHARLES": {"owner": "red", "titles": ["king"]}}}, "already holds king"),
    ({"lords": {"THIERRY": {"owner": "blue", "sex": "F"}}}, "is a man"),
    ({"lords": {"THIERRY": {"owner": "blue", "spouse": "CHARLES"}}}, "a Lord and a Lady"),
    ({"players": [{"colour": "blue", "hand": ["tax", "tax", "tax", "tax"]}, "red", "green"]},
     "at most 3 cards"),
    ({"decks": {"fortune": ["plague", "plague", "plague"]}}, "only 2 'plague'"),
    ({"decks": {"fortune": ["joker"]}}, "no card 'joker'"),
    ({"taxes": [{"player": "blue", "target": "County of SIGY"}]}, "no lord of this family"),
    ({"villages": {"BLAYE": {"units": {"blue": {"men": 1, "struck": "maybe"}}}}},
     "struck: yes or no (true/false, 1/0), not 'maybe'"),
])
def test_a_wrong_position_is_refused_with_a_message_naming_the_part(change, words):
    data = {"players": ["blue", "red", "green"]}
    data.update(change)
    with pytest.raises(PositionError) as info:
        load_position(data)
    assert words in str(info.value)


def test_not_json_is_refused():
    with pytest.raises(PositionError, match="not a JSON position"):
        load_position("{players: blue")


@pytest.mark.parametrize("path", sorted(POSITIONS.glob("*.json")), ids=lambda p: p.stem)
def test_every_position_file_round_trips_through_the_format(path):
    game = load_position(path.read_text(encoding="utf-8"))
    dumped = dump_position(game)
    # Only the progress of a step past its beginning (a battle's stage...) needs raw frames.
    assert set(dumped.get("raw", {})) <= {"stack"}, dumped["raw"]
    again = load_position(position_text(dumped))
    assert same_game(game, again)
    assert dump_position(again) == dumped


def test_an_interruption_in_progress_is_kept_under_raw():
    game = load_position({"players": ["blue", "red", "green"], "step": "movement", "turn": "blue",
                          "villages": {"BLAYE": {"units": {"blue": {"lords": ["THIERRY"]}}},
                                       "CHAROLLES": {"units": {"red": {"lords": ["JEANNE"]}}}}})
    game.apply(0, act("move", lords=["THIERRY"], to="CHAROLLES"))
    game.apply(0, act("move", lords=["THIERRY"], to="L'ÉPERVIER"))
    assert game.pending()[0].kind == "consent"
    dumped = dump_position(game)
    assert set(dumped["raw"]) == {"stack"}
    again = load_position(dumped)
    assert same_game(game, again) and again.pending() == game.pending()
    again.apply(1, act("consent", allow=True))
    assert again.state.lords["THIERRY"].village == "L'ÉPERVIER"


def write(tmp_path, data) -> str:
    path = tmp_path / "position.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


MOVE_POSITION = {"players": [{"name": "GRADY", "colour": "white"}, "blue", "red"],
                 "step": "movement", "turn": "white",
                 "villages": {"BLAYE": {"units": {"white": {"men": 3, "lords": ["BEAUDOIN"]}}}}}


def test_cli_applies_actions_prints_the_log_and_the_resulting_position(tmp_path, capsys):
    code = main([write(tmp_path, MOVE_POSITION), "-a", "move lords=BEAUDOIN to=CHAROLLES men=3",
                 "-a", "white: move lords=BEAUDOIN to=\"L'ÉPERVIER\" men=2"])
    out = capsys.readouterr().out
    assert code == 0
    assert "GRADY moves BEAUDOIN from BLAYE to CHAROLLES" in out
    position = json.loads(out[out.index("{"):])
    assert position["villages"]["CHAROLLES"]["units"]["white"] == {"men": 1, "steps": 1}
    assert position["villages"]["L'ÉPERVIER"]["units"]["white"]["lords"] == ["BEAUDOIN"]


def test_cli_reads_actions_from_a_file_and_names_families_by_colour(tmp_path, capsys):
    actions = tmp_path / "actions.txt"
    actions.write_text("# GRADY's turn\nmove lords=BEAUDOIN to=CHAROLLES men=1\nend_movement\n"
                       "blue: give_money to=white amount=0\n", encoding="utf-8")
    code = main([write(tmp_path, MOVE_POSITION), "--actions", str(actions)])
    captured = capsys.readouterr()
    assert code == 1 and "error: 8.0: you can give only deniers you have" in captured.err
    assert "Traceback" not in captured.err


def test_cli_refused_action_exits_non_zero_with_the_rule_and_no_traceback(tmp_path):
    result = subprocess.run([sys.executable, "-m", "engine.position", write(tmp_path, MOVE_POSITION),
                             "-a", "move lords=BEAUDOIN to=SIGY"],
                            cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 1
    assert result.stderr.startswith("error: 5.0: no road joins BLAYE and SIGY")
    assert "Traceback" not in result.stderr


def test_cli_a_broken_position_file_is_an_error_not_a_traceback(tmp_path, capsys):
    path = tmp_path / "broken.json"
    path.write_text('{"players": ["blue", "red"]}', encoding="utf-8")
    assert main([str(path)]) == 1
    assert "3 to 6 players" in capsys.readouterr().err
    assert main([str(tmp_path / "missing.json")]) == 2


def test_cli_as_a_family_acts_for_it_and_sees_only_its_events(tmp_path, capsys):
    data = dict(MOVE_POSITION, players=[{"name": "GRADY", "colour": "white", "money": 3}, "blue", "red"])
    code = main([write(tmp_path, data), "--as", "white", "-a", "give_money to=blue amount=2"])
    out = capsys.readouterr().out
    assert code == 0 and "GRADY gives 2 deniers to Blue" in out
    code = main([write(tmp_path, data), "--as", "0", "-a", "give_money to=2 amount=1"])
    assert code == 0 and "GRADY gives 1 deniers to Red" in capsys.readouterr().out


BATTLE_POSITION = POSITIONS / "battle_6_2_1_grady_attacks_david_stronghold.json"


@pytest.mark.parametrize("target", ["DAVID", "david", "blue", "1"])
def test_cli_a_family_is_named_by_name_colour_or_seat_in_declare_battle(tmp_path, capsys, target):
    """6.0: declare_battle's target is a seat; its player's name or colour names it too."""
    code = main([str(BATTLE_POSITION), "-a",
                 f"declare_battle village=\"L'ÉPERVIER\" target={target}"])
    out = capsys.readouterr().out
    assert code == 0
    assert "GRADY attacks DAVID in L'ÉPERVIER" in out


def test_cli_a_name_that_is_no_family_is_refused_with_the_families(tmp_path, capsys):
    code = main([str(BATTLE_POSITION), "-a", "declare_battle village=\"L'ÉPERVIER\" target=ZOE"])
    err = capsys.readouterr().err
    assert code == 1 and "'ZOE' is neither a colour nor a player" in err
    assert "blue (DAVID)" in err and "Traceback" not in err


def test_every_seat_parameter_accepts_a_family_name():
    """Every parameter SEAT_PARAMS declares reads a name, a colour, or a list of them."""
    from engine.actions import Action
    from engine.fief.action_params import SEAT_PARAMS
    from engine.fief.position.cli import seats_in_params
    from engine.fief.position.names import Names
    game = load_position(BATTLE_POSITION.read_text(encoding="utf-8"))
    names = Names(game.board, game.state.players)
    for kind, params in SEAT_PARAMS.items():
        for key in params:
            parsed = seats_in_params(Action.parse(f"{kind} {key}=DAVID"), names)
            assert parsed.get(key) == 1, (kind, key)
            listed = seats_in_params(Action.parse(f"{kind} {key}=DAVID,red"), names)
            assert listed.get(key) == (1, 2), (kind, key)
    move = seats_in_params(Action.parse("move lords=BEAUDOIN to=CHAROLLES"), names)
    assert move.get("to") == "CHAROLLES"                  # a village stays a village


TITLE_POSITION = POSITIONS / "purchase_4_3_tournus_title.json"


@pytest.mark.parametrize("word, free", [("yes", True), ("true", True), ("1", True), ("TRUE", True),
                                        ("no", False), ("false", False), ("0", False)])
def test_booleans_are_read_alike_everywhere(word, free):
    from engine.actions import Action
    from engine.fief.action_params import boolean_params
    action = boolean_params(Action.parse(f"buy_title fief='County of TOURNUS' lord=GEOFFROY "
                                         f"free={word}"))
    assert action.get("free") is free


def test_buy_title_free_false_is_a_paid_purchase_not_a_request():
    """free=false used to reach buy_title as the string 'false', which counted as yes; the
    JSON form now takes a boolean only (issue 38), the command line reads the words."""
    game = load_position(TITLE_POSITION.read_text(encoding="utf-8"))
    title = {"kind": "buy_title", "fief": "County of TOURNUS", "lord": "GEOFFROY"}
    with pytest.raises(MalformedAction, match="buy_title: free is yes or no"):
        game.apply(0, {**title, "free": "false"})
    game.apply(0, {**title, "free": False})
    assert game.state.titles.fiefs["County of TOURNUS"] == "GEOFFROY"
    assert game.state.players[0].money == 0


@pytest.mark.parametrize("word", ["maybe", "2", "oui"])
def test_a_boolean_that_is_neither_yes_nor_no_is_refused_with_a_clear_message(tmp_path, capsys,
                                                                            word):
    code = main([str(TITLE_POSITION), "-a",
                 f"buy_title fief='County of TOURNUS' lord=GEOFFROY free={word}"])
    err = capsys.readouterr().err
    assert code == 1
    assert "buy_title: free is yes or no (true/false, 1/0)" in err and "Traceback" not in err


def test_loading_a_step_opens_its_window_as_play_reaching_it_would():
    """A1: a window opens at the start of every step; a position at a step's beginning opens
    it too, for the family that can play there (an Assassination held by red)."""
    data = {"players": ["blue", {"colour": "red", "hand": ["assassination"]}, "green"],
            "step": "purchase", "turn": "blue",
            "villages": {"BLAYE": {"units": {"blue": {"men": 1, "lords": ["THIERRY"]}}},
                         "SIGY": {"units": {"red": {"men": 1, "lords": ["RAOUL"]}}}}}
    game = load_position(data)
    assert [(d.player, d.kind) for d in game.pending()] == [(1, "window")]
    assert game.state.top().data["ctx"] == {"moment": "step_start", "step": "purchase"}
    game.apply(1, act("pass"))
    assert [(d.player, d.kind) for d in game.pending()] == [(0, "purchase")]
    begun = load_position({**data, "begun": True})           # past the step's start
    assert [(d.player, d.kind) for d in begun.pending()] == [(0, "purchase")]
    assert dump_position(begun)["begun"] is True and same_game(begun, game)


def test_a_relic_already_claimed_is_written_and_read():
    """A54: once taken, any lord may pick up a loose relic; a position says which were taken."""
    data = {"players": ["blue", "red", "green"], "optional": ["holy_relics"],
            "step": "movement", "turn": "blue", "begun": True,
            "villages": {"BLAYE": {"relic": "grail",
                                   "units": {"blue": {"men": 1, "lords": ["THIERRY"]}}},
                         "SIGY": {"relic": "spear"}, "CLUNY": {"relic": "roseline"}}}
    game = load_position(data)
    assert game.state.relics_claimed == ["roseline"]          # CLUNY is no principal village
    game = load_position({**data, "relics_claimed": ["grail", "roseline"]})
    assert game.state.relics_claimed == ["grail", "roseline"]
    assert dump_position(game)["relics_claimed"] == ["grail", "roseline"]
    game.apply(0, act("take_relic", lord="THIERRY"))         # no ecclesiastic needed now
    assert game.state.lords["THIERRY"].relics == ["grail"]
    with pytest.raises(PositionError, match="roseline has been taken"):
        load_position({**data, "relics_claimed": []})


def test_a_mark_that_outlived_its_lord_is_kept():
    """A lord out of play keeps the marks the round gave him (Plague rolled): written with
    owner null, read back the same."""
    game = load_position({"players": ["blue", "red", "green"],
                          "lords": {"ARTHUR": {"owner": None, "plague_rolled": True}}})
    assert game.state.lords["ARTHUR"].owner is None and game.state.lords["ARTHUR"].plague_rolled
    assert dump_position(game)["lords"]["ARTHUR"] == {"owner": None, "plague_rolled": True}


@pytest.mark.parametrize("units, controller", [
    ({"red": {"men": 1, "road": "PAUILLAC"}, "blue": {"men": 1}}, 0),     # the first inside
    ({"red": {"men": 1, "road": "PAUILLAC"}, "blue": {"men": 1, "road": "CHAROLLES"}}, 1),
    ({"green": {"men": 1}, "blue": {"men": 1}}, 2),
])
def test_the_default_controller_is_the_one_docs_position_format_gives(units, controller):
    """docs/position-format.md: the first family listed whose stack stands inside the
    village; when every stack waits on a road, the first family listed."""
    game = load_position({"players": ["blue", "red", "green"],
                          "villages": {"BLAYE": {"units": units}}})
    assert game.state.villages["BLAYE"].controller == controller


def test_an_open_window_is_written_and_read_as_a_position():
    """A1: the window after blue's purchase turn, red (holding an Assassination) to answer."""
    data = {"players": ["blue", {"colour": "red", "hand": ["assassination"]}, "green"],
            "step": "purchase", "turn": "red",
            "villages": {"BLAYE": {"units": {"blue": {"men": 1, "lords": ["THIERRY"]}}},
                         "SIGY": {"units": {"red": {"men": 1, "lords": ["RAOUL"]}}}},
            "window": {"moment": "after_turn", "step": "purchase", "player": "blue",
                       "active": "blue"}}
    game = load_position(data)
    assert [(d.player, d.kind) for d in game.pending()] == [(1, "window")]
    assert game.state.top().data["ctx"] == {"moment": "after_turn", "step": "purchase",
                                            "player": 0}
    written = dump_position(game)
    assert "raw" not in written and written["window"] == data["window"]
    game.apply(1, act("pass"))
    assert [(d.player, d.kind) for d in game.pending()] == [(1, "purchase")]

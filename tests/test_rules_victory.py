"""Phase 7, End of round and victory (7.0-7.3, RULINGS 7, 45, A52).

Each position stands at the beginning of the End of round step: loading it checks victory."""
import json
from pathlib import Path

from engine.fief.position import load_position

POSITIONS = Path(__file__).parent / "positions"


def position(name: str):
    return load_position((POSITIONS / f"{name}.json").read_text(encoding="utf-8"))


def end_of_round(players: int, lords: dict, **extra):
    colours = ["blue", "red", "green", "yellow", "white", "magenta"][:players]
    data = {"players": [{"name": c.upper(), "colour": c} for c in colours],
            "step": "end_round", "begun": True, "lords": lords}   # past its opening window
    data.update(extra)
    return load_position(data)


def winners(game):
    return game.state.winners


def test_7_3_kirsten_wins_the_tie_with_the_king():
    """7.3 example: GRADY 3 fiefs, DAVID 1, GUNTER 1, KIRSTEN 2 fiefs and the King: both GRADY
    and KIRSTEN have 3 VP, KIRSTEN wins because she has the King."""
    game = position("victory_7_3_kirsten_king_breaks_the_tie")
    assert winners(game) == [3] and game.state.finished


def test_fr_7_3_sabine_with_the_king_beats_franck_with_four_fiefs():
    """FR 7.3 example / RULINGS 45: FRANCK's fourth VP does not count; SABINE has the King."""
    game = position("victory_fr_7_3_sabine_king_breaks_the_tie")
    assert winners(game) == [3]


def test_7_3_gunter_solo_victory_beats_the_alliance():
    """7.3 example: GRADY (3 fiefs) is married to DAVID (1 fief and the King): he cannot win
    alone; their alliance has 5 VP; GUNTER has 3 VP alone and wins, a solo victory beating an
    alliance."""
    game = position("victory_7_3_gunter_solo_beats_alliance")
    assert winners(game) == [2]


def test_7_2_the_alliance_wins_when_no_solo_victory():
    data = json.loads((POSITIONS / "victory_7_3_gunter_solo_beats_alliance.json").read_text(encoding="utf-8"))
    data["lords"]["HUGUES"]["titles"] = []
    game = load_position(data)
    assert winners(game) == [0, 1]
    won = next(e for e in game.events if e.kind == "game_won")
    side = {"players": [0, 1], "alliance": True, "vp": 5, "needed": 4, "rule": "7.2"}
    assert won.to_dict()["sides"] == [side]                  # the referee says why
    assert game.view_for(None)["victory"] == [side]          # and the final view too


def test_7_1_three_fief_titles_win():
    game = end_of_round(3, {"THIERRY": {"owner": "blue", "titles": ["County of SIGY", "Barony of LA RÉOLE"]},
                            "CHARLES": {"owner": "blue", "titles": ["Duchy of BOURG"]}})
    assert winners(game) == [0]


def test_7_1_two_fiefs_and_the_king_or_the_pope_win():
    game = end_of_round(3, {"THIERRY": {"owner": "blue", "titles": ["County of SIGY", "king"]},
                            "CHARLES": {"owner": "blue", "titles": ["Duchy of BOURG"]}})
    assert winners(game) == [0]
    game = end_of_round(3, {"THIERRY": {"owner": "red", "titles": ["County of SIGY", "Duchy of BOURG"]},
                            "ARTHUR": {"owner": "red", "titles": ["bishop 1", "cardinal", "pope"]}})
    assert winners(game) == [1]


def test_7_1_one_fief_with_king_and_pope_wins():
    game = end_of_round(3, {"THIERRY": {"owner": "green", "titles": ["County of SIGY", "king"]},
                            "ARTHUR": {"owner": "green", "titles": ["bishop 1", "pope"]}})
    assert winners(game) == [2]


def test_7_0_the_queen_is_worth_no_victory_point():
    game = end_of_round(3, {"THIERRY": {"owner": "blue", "titles": ["County of SIGY", "Duchy of BOURG"]},
                            "JEANNE": {"owner": "blue", "titles": ["queen regent"]}})
    assert winners(game) is None and not game.state.finished


def test_7_0_titles_of_captive_lords_still_count():
    game = end_of_round(3, {"THIERRY": {"owner": "blue", "titles": ["County of SIGY", "Duchy of BOURG"]},
                            "CHARLES": {"owner": "blue", "titles": ["Barony of LA RÉOLE"]}},
                        villages={"CLUNY": {"units": {"red": {"men": 1, "lords": ["JEANNE"],
                                                              "captives": ["THIERRY"]}}}})
    assert winners(game) == [0]


def test_7_2_a_married_player_cannot_win_alone_with_four_or_more_players():
    game = end_of_round(4, {"THIERRY": {"owner": "blue", "spouse": "JEANNE",
                                        "titles": ["County of SIGY", "Duchy of BOURG"]},
                            "CHARLES": {"owner": "blue", "titles": ["Barony of LA RÉOLE"]},
                            "JEANNE": {"owner": "red", "spouse": "THIERRY"}})
    assert winners(game) is None


def test_7_2_an_alliance_needs_four_victory_points():
    lords = {"THIERRY": {"owner": "blue", "spouse": "JEANNE", "titles": ["County of SIGY", "Duchy of BOURG"]},
             "JEANNE": {"owner": "red", "spouse": "THIERRY", "titles": ["Barony of LA RÉOLE"]}}
    assert winners(end_of_round(4, lords)) is None
    lords["JEANNE"]["titles"].append("Barony of ST GÉRÔME")
    assert winners(end_of_round(4, lords)) == [0, 1]


def test_rulings_7_in_a_three_player_game_marriage_makes_no_alliance():
    lords = {"THIERRY": {"owner": "blue", "spouse": "JEANNE", "titles": ["County of SIGY", "Duchy of BOURG"]},
             "JEANNE": {"owner": "red", "spouse": "THIERRY", "titles": ["Barony of LA RÉOLE", "Barony of ST GÉRÔME"]}}
    assert winners(end_of_round(3, lords)) is None                 # 4 VP together: no alliance
    lords["CHARLES"] = {"owner": "blue", "titles": ["County of BLAYE"]}
    assert winners(end_of_round(3, lords)) == [0]                   # married, still wins alone


def test_rulings_45_tie_broken_by_the_pope_then_the_queen_regent():
    lords = {"THIERRY": {"owner": "blue", "titles": ["County of SIGY", "Duchy of BOURG", "pope"]},
             "CHARLES": {"owner": "red", "titles": ["County of BLAYE", "Duchy of AUTUN"]},
             "QUENTIN": {"owner": "red", "titles": ["County of TOURNUS"]}}
    assert winners(end_of_round(3, lords)) == [0]
    lords = {"THIERRY": {"owner": "blue", "titles": ["County of SIGY", "Duchy of BOURG"]},
             "ARTHUR": {"owner": "blue", "titles": ["County of CHAROLLES"]},
             "CHARLES": {"owner": "red", "titles": ["County of BLAYE", "Duchy of AUTUN"]},
             "QUENTIN": {"owner": "red", "titles": ["County of TOURNUS"]},
             "JEANNE": {"owner": "red", "titles": ["queen regent"]}}
    assert winners(end_of_round(3, lords)) == [1]


def test_rulings_45_then_most_fief_titles_then_bishops_then_villages():
    lords = {"THIERRY": {"owner": "blue", "titles": ["County of SIGY", "Duchy of BOURG"]},
             "ARTHUR": {"owner": "blue", "titles": ["County of CHAROLLES", "County of TOURNUS"]},
             "CHARLES": {"owner": "red", "titles": ["County of BLAYE", "Duchy of AUTUN"]},
             "QUENTIN": {"owner": "red", "titles": ["Barony of LA RÉOLE"]}}
    assert winners(end_of_round(3, lords)) == [0]                   # 4 fiefs against 3
    lords = {"THIERRY": {"owner": "blue", "titles": ["County of SIGY", "Duchy of BOURG"]},
             "ARTHUR": {"owner": "blue", "titles": ["County of CHAROLLES", "bishop 2"]},
             "CHARLES": {"owner": "red", "titles": ["County of BLAYE", "Duchy of AUTUN"]},
             "QUENTIN": {"owner": "red", "titles": ["Barony of LA RÉOLE"]}}
    assert winners(end_of_round(3, lords)) == [0]                   # a Bishop
    lords.pop("ARTHUR")
    lords["OTHON"] = {"owner": "blue", "titles": ["County of CHAROLLES"]}
    villages = {"SIGY": {"units": {"red": {"lords": ["CHARLES"]}}}}      # 10 villages to 9
    assert winners(end_of_round(3, lords, villages=villages)) == [1]   # more villages


def test_a52_players_still_tied_share_the_victory():
    lords = {"THIERRY": {"owner": "blue", "titles": ["County of SIGY", "Duchy of BOURG"]},
             "ARTHUR": {"owner": "blue", "titles": ["County of CHAROLLES"]},
             "CHARLES": {"owner": "red", "titles": ["County of BLAYE", "Duchy of AUTUN"]},
             "QUENTIN": {"owner": "red", "titles": ["County of TOURNUS"]}}
    game = end_of_round(3, lords)
    assert winners(game) == [0, 1]
    assert [(s["players"], s["rule"], s["vp"]) for s in game.view_for(0)["victory"]] == \
        [([0], "7.1", 3), ([1], "7.1", 3)]                   # two sides share it (A52)


def test_7_0_without_winner_the_first_player_card_passes_left_and_a_new_round_begins():
    game = end_of_round(3, {}, first="red", round=4,
                        disasters={"1": ["plague"]}, villages={
                            "CHAROLLES": {"units": {"blue": {"men": 1, "lords": ["THIERRY"]},
                                                    "red": {"men": 1, "lords": ["JEANNE"], "road": "BLAYE"}}}})
    state = game.state
    assert state.round == 5 and state.first == 2
    assert state.disasters["1"] == [] and "plague" in state.fortune_discard      # 7.0
    assert state.lords["JEANNE"].road is None                                    # RULINGS 55
    assert state.villages["CHAROLLES"].controller == 0
    kinds = [e.kind for e in game.events]
    assert kinds.index("round_ended") < kinds.index("round_started")

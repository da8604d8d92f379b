"""Phase 5, Movement (5.0, 2.3.1, 2.3.3, 9.1, RULINGS 22, 27, 28, 29, 43, 55, A21, A31, A36)."""
import json
from pathlib import Path

import pytest

from engine.actions import act
from engine.errors import IllegalAction
from engine.fief.position import load_position
from engine.fief.counters import KNIGHT, MAN

POSITIONS = Path(__file__).parent / "positions"
BLUE, RED, GREEN = 0, 1, 2


def moving(villages: dict, turn: str = "blue", **extra):
    data = {"players": [{"name": "ANN", "colour": "blue"}, {"name": "BOB", "colour": "red"},
                        {"name": "CID", "colour": "green"}],
            "step": "movement", "turn": turn, "begun": True, "villages": villages}
    data.update(extra)
    return load_position(data)


def move(lords, to, **troops):
    return act("move", lords=list(lords) if not isinstance(lords, str) else [lords], to=to, **troops)


def count(game, village: str, seat: int, kind: str | None = None) -> int:
    return sum(1 for t in game.state.troops_in(village, seat) if kind is None or t.kind == kind)


def refused(game, seat: int, action, rule: str) -> str:
    before = json.dumps(game.state.to_dict(), sort_keys=True)
    with pytest.raises(IllegalAction) as info:
        game.apply(seat, action)
    assert info.value.rule == rule, info.value
    assert json.dumps(game.state.to_dict(), sort_keys=True) == before
    return info.value.message


def asked(game) -> list[tuple[int, str]]:
    return [(d.player, d.kind) for d in game.pending()]


def test_5_0_grady_moves_from_blaye_through_charolles_to_l_epervier():
    """5.0 example: BEAUDOIN and three Men at Arms go from BLAYE to CHAROLLES, leave one Man at
    Arms there and go on to L'ÉPERVIER. 5.1: GRADY then controls CHAROLLES and L'ÉPERVIER but
    no longer BLAYE, which he left empty."""
    game = load_position((POSITIONS / "movement_5_0_grady_blaye_charolles_epervier.json")
                         .read_text(encoding="utf-8"))
    game.apply(0, move("BEAUDOIN", "CHAROLLES", men=3))
    game.apply(0, move("BEAUDOIN", "L'ÉPERVIER", men=2))
    state = game.state
    assert count(game, "CHAROLLES", 0, MAN) == 1 and count(game, "L'ÉPERVIER", 0, MAN) == 2
    assert state.lords["BEAUDOIN"].village == "L'ÉPERVIER"
    assert state.villages["CHAROLLES"].controller == 0
    assert state.villages["L'ÉPERVIER"].controller == 0
    assert state.villages["BLAYE"].controller is None
    refused(game, 0, move("BEAUDOIN", "CHAROLLES"), "5.0")          # no third step


def test_5_0_a_lord_may_go_and_come_back():
    game = moving({"BLAYE": {"units": {"blue": {"men": 1, "lords": ["THIERRY"]}}}})
    game.apply(BLUE, move("THIERRY", "CHAROLLES", men=1))
    game.apply(BLUE, move("THIERRY", "BLAYE", men=1))
    assert count(game, "BLAYE", BLUE) == 1 and game.state.lords["THIERRY"].steps == 2


def test_5_0_troops_move_only_with_a_lord():
    game = moving({"BLAYE": {"units": {"blue": {"men": 2, "lords": ["THIERRY"]}}}})
    refused(game, BLUE, act("move", lords=[], to="CHAROLLES", men=1), "5.0")
    refused(game, BLUE, move("THIERRY", "CLUNY"), "5.0")                  # no road
    refused(game, BLUE, move("THIERRY", "CHAROLLES", men=3), "5.0")       # not that many


def test_rulings_27_troops_are_not_relayed_between_lords():
    game = moving({"BLAYE": {"units": {"blue": {"men": 2, "lords": ["THIERRY"]}}},
                   "ST MÉDARD": {"units": {"blue": {"lords": ["CHARLES"]}}}})
    game.apply(BLUE, move("THIERRY", "CHAROLLES", men=2))
    game.apply(BLUE, move("THIERRY", "L'ÉPERVIER", men=2))
    game.apply(BLUE, move("CHARLES", "L'ÉPERVIER"))
    message = refused(game, BLUE, move("CHARLES", "VÉZELAY", men=1), "5.0")
    assert "at most 2 steps" in message
    game.apply(BLUE, move("CHARLES", "VÉZELAY"))


def test_9_1_darc_and_those_travelling_with_her_take_a_third_step():
    game = moving({"BLAYE": {"units": {"blue": {"men": 2, "lords": ["JEANNE", "THIERRY"]}}}},
                  lords={"JEANNE": {"owner": "blue", "titles": ["d'ARC"]}})
    game.apply(BLUE, move(["JEANNE", "THIERRY"], "CHAROLLES", men=2))
    game.apply(BLUE, move(["JEANNE", "THIERRY"], "L'ÉPERVIER", men=2))
    game.apply(BLUE, move(["JEANNE", "THIERRY"], "VÉZELAY", men=1))
    assert count(game, "VÉZELAY", BLUE) == 1
    refused(game, BLUE, move("JEANNE", "MAZILLES"), "5.0")


def test_a31_without_her_a_unit_makes_only_two_steps():
    game = moving({"BLAYE": {"units": {"blue": {"men": 2, "lords": ["JEANNE", "THIERRY"]}}}},
                  lords={"JEANNE": {"owner": "blue", "titles": ["d'ARC"]}})
    game.apply(BLUE, move(["JEANNE", "THIERRY"], "CHAROLLES", men=2))
    game.apply(BLUE, move(["JEANNE", "THIERRY"], "L'ÉPERVIER", men=2))
    refused(game, BLUE, move("THIERRY", "VÉZELAY", men=1), "5.0")
    game.apply(BLUE, move("JEANNE", "VÉZELAY", men=2))


def test_5_0_permission_to_pass_through_anothers_village():
    game = moving({"BLAYE": {"units": {"blue": {"men": 2, "lords": ["THIERRY"]}}},
                   "CHAROLLES": {"units": {"red": {"men": 1, "lords": ["JEANNE"]}}}})
    game.apply(BLUE, move("THIERRY", "CHAROLLES", men=2))
    assert game.state.lords["THIERRY"].road == "BLAYE"                   # waits at the entry
    assert game.state.villages["CHAROLLES"].controller == RED
    game.apply(BLUE, move("THIERRY", "L'ÉPERVIER", men=2))
    assert asked(game) == [(RED, "consent")]
    game.apply(RED, act("consent", allow=True))
    assert game.state.lords["THIERRY"].village == "L'ÉPERVIER"
    assert game.state.villages["L'ÉPERVIER"].controller == BLUE


def test_rulings_28_refused_passage_go_back_or_stay_and_never_abandon_the_troops():
    game = moving({"BLAYE": {"units": {"blue": {"men": 2, "lords": ["THIERRY"]}}},
                   "CHAROLLES": {"units": {"red": {"men": 1, "lords": ["JEANNE"]}}}})
    game.apply(BLUE, move("THIERRY", "CHAROLLES", men=2))
    game.apply(BLUE, move("THIERRY", "L'ÉPERVIER", men=2))
    game.apply(RED, act("consent", allow=False))
    assert game.state.lords["THIERRY"].village == "CHAROLLES"
    assert "go back" in refused(game, BLUE, move("THIERRY", "COUTRAS", men=2), "5.0")
    assert "abandoning" in refused(game, BLUE, move("THIERRY", "BLAYE", men=1), "5.0")
    game.apply(BLUE, move("THIERRY", "BLAYE", men=2))                  # going back, a 2nd step
    assert count(game, "BLAYE", BLUE) == 2 and game.state.lords["THIERRY"].steps == 2


def test_12_0_leaving_troops_behind_is_allowed_when_passage_is_granted():
    game = moving({"BLAYE": {"units": {"blue": {"men": 2, "lords": ["THIERRY"]}}},
                   "CHAROLLES": {"units": {"red": {"men": 1, "lords": ["JEANNE"]}}}})
    game.apply(BLUE, move("THIERRY", "CHAROLLES", men=2))
    game.apply(BLUE, move("THIERRY", "L'ÉPERVIER", men=1))
    game.apply(RED, act("consent", allow=True))
    assert count(game, "CHAROLLES", BLUE) == 1 and game.state.villages["CHAROLLES"].controller == RED


def test_5_0_going_back_the_way_one_came_needs_no_permission():
    game = moving({"BLAYE": {"units": {"blue": {"men": 1, "lords": ["THIERRY"]}}},
                   "CHAROLLES": {"units": {"red": {"men": 1, "lords": ["JEANNE"]}}}})
    game.apply(BLUE, move("THIERRY", "CHAROLLES", men=1))
    game.apply(BLUE, move("THIERRY", "BLAYE", men=1))
    assert game.state.lords["THIERRY"].village == "BLAYE" and asked(game) == [(BLUE, "movement")]


def test_rulings_55_units_there_before_movement_leave_by_any_road_without_asking():
    game = moving({"CHAROLLES": {"units": {"red": {"men": 1, "lords": ["JEANNE"]},
                                           "blue": {"men": 1, "lords": ["THIERRY"]}}}})
    game.apply(BLUE, move("THIERRY", "L'ÉPERVIER", men=1))
    assert game.state.lords["THIERRY"].village == "L'ÉPERVIER"


def test_5_0_leaving_by_the_road_an_enemy_just_came_in_by_needs_his_leave():
    game = moving({"CHAROLLES": {"units": {"blue": {"men": 1, "lords": ["THIERRY"]}}},
                   "BLAYE": {"units": {"red": {"men": 1, "lords": ["JEANNE"]}}}},
                  first="red", turn="red")
    game.apply(RED, move("JEANNE", "CHAROLLES", men=1))
    game.apply(RED, act("end_movement"))
    assert asked(game) == [(BLUE, "movement")]
    game.apply(BLUE, move("THIERRY", "BLAYE", men=1))
    assert asked(game) == [(RED, "consent")]
    game.apply(RED, act("consent", allow=False))
    assert game.state.lords["THIERRY"].village == "CHAROLLES"
    game.apply(BLUE, move("THIERRY", "COUTRAS", men=1))                  # any other road
    assert game.state.lords["THIERRY"].village == "COUTRAS"


def test_a36_the_controller_and_those_on_the_road_are_all_asked_one_refusal_blocks():
    game = moving({"BLAYE": {"units": {"blue": {"men": 1, "lords": ["THIERRY"]}}},
                   "CHAROLLES": {"units": {"red": {"men": 1, "lords": ["JEANNE"]},
                                           "green": {"men": 1, "lords": ["RAOUL"],
                                                     "road": "L'ÉPERVIER"}}}})
    game.apply(BLUE, move("THIERRY", "CHAROLLES", men=1))
    game.apply(BLUE, move("THIERRY", "L'ÉPERVIER", men=1))
    assert asked(game) == [(RED, "consent")]
    game.apply(RED, act("consent", allow=True))
    assert asked(game) == [(GREEN, "consent")]
    game.apply(GREEN, act("consent", allow=False))
    assert game.state.lords["THIERRY"].village == "CHAROLLES"


def test_5_0_leaving_a_besieged_stronghold_needs_the_besiegers_leave():
    game = moving({"BLAYE": {"fort": "stronghold", "besiegers": ["red"],
                             "units": {"blue": {"men": 2, "lords": ["THIERRY"]},
                                       "red": {"men": 3, "lords": ["JEANNE"], "road": "PAUILLAC"}}}})
    game.apply(BLUE, move("THIERRY", "ST MÉDARD", men=2))
    assert asked(game) == [(RED, "consent")]
    game.apply(RED, act("consent", allow=False))
    assert game.state.lords["THIERRY"].village == "BLAYE"


def test_2_3_1_heavy_rain_stops_movement_into_out_of_and_inside_its_bishopric():
    game = moving({"BLAYE": {"units": {"blue": {"lords": ["THIERRY"]}}},
                   "MAZILLES": {"units": {"blue": {"lords": ["CHARLES"]}}}},
                  disasters={"3": ["heavy_rain"], "2": ["heavy_rain"]})
    game.apply(BLUE, move("THIERRY", "CHAROLLES"))                       # 1 to 1: dry
    refused(game, BLUE, move("THIERRY", "L'ÉPERVIER"), "2.3.1")          # into 3
    refused(game, BLUE, move("CHARLES", "MÂCON"), "2.3.1")               # inside 2
    refused(game, BLUE, move("CHARLES", "ST PAUL"), "2.3.1")             # out of 2


def test_2_3_3_a_lord_entering_a_plagued_bishopric_rolls_and_troops_are_halved():
    game = moving({"BLAYE": {"units": {"blue": {"men": 5, "lords": ["THIERRY"]}}}},
                  disasters={"3": ["plague"]}, forced_d6=[4])
    game.apply(BLUE, move("THIERRY", "CHAROLLES", men=5))                # bishopric 1: no roll
    assert count(game, "CHAROLLES", BLUE) == 5
    game.apply(BLUE, move("THIERRY", "L'ÉPERVIER", men=5))
    events = [e for e in game.events if e.kind == "plague_roll"]
    assert [(e.get("lord"), e.get("die"), e.get("died")) for e in events] == [("THIERRY", 4, False)]
    assert count(game, "L'ÉPERVIER", BLUE) == 3                          # 5 // 2 = 2 lost


def test_2_3_3_entering_troops_of_both_kinds_the_owner_chooses_the_losses():
    game = moving({"CHAROLLES": {"units": {"blue": {"knights": 2, "men": 3, "lords": ["THIERRY"]}}}},
                  disasters={"3": ["plague"]}, forced_d6=[6])
    game.apply(BLUE, move("THIERRY", "L'ÉPERVIER", knights=2, men=3))
    assert asked(game) == [(BLUE, "losses")]
    game.apply(BLUE, act("losses", knights=0, men=2))
    assert (count(game, "L'ÉPERVIER", BLUE, KNIGHT), count(game, "L'ÉPERVIER", BLUE, MAN)) == (2, 1)


def test_2_3_3_a_lord_dies_on_one_to_three():
    game = moving({"CHAROLLES": {"units": {"blue": {"men": 1, "lords": ["THIERRY"]}}}},
                  disasters={"3": ["plague"]}, forced_d6=[3])
    game.apply(BLUE, move("THIERRY", "L'ÉPERVIER", men=1))
    assert game.state.lords["THIERRY"].owner is None
    assert "THIERRY" in game.state.lords_discard


def test_rulings_22_one_plague_roll_per_lord_and_one_halving_per_counter_each_round():
    game = moving({"CHAROLLES": {"units": {"blue": {"men": 4, "lords": ["THIERRY"]}}}},
                  disasters={"3": ["plague"]}, forced_d6=[5])
    game.apply(BLUE, move("THIERRY", "L'ÉPERVIER", men=4))
    assert count(game, "L'ÉPERVIER", BLUE) == 2
    game.apply(BLUE, act("end_movement"))
    # Later this round (a third step with d'ARC, a Secret Passage) re-entering costs nothing more:
    game = moving({"CHAROLLES": {"units": {"blue": {"men": 2, "struck": True, "lords": ["THIERRY"]}}}},
                  lords={"THIERRY": {"owner": "blue", "plague_rolled": True}},
                  disasters={"3": ["plague"]})
    game.apply(BLUE, move("THIERRY", "L'ÉPERVIER", men=2))
    assert count(game, "L'ÉPERVIER", BLUE) == 2
    assert not any(e.kind == "plague_roll" for e in game.events)


def test_2_3_3_moving_inside_a_plagued_bishopric_is_no_entry():
    game = moving({"L'ÉPERVIER": {"units": {"blue": {"men": 4, "lords": ["THIERRY"]}}}},
                  disasters={"3": ["plague"]})
    game.apply(BLUE, move("THIERRY", "VÉZELAY", men=4))
    assert count(game, "VÉZELAY", BLUE) == 4
    assert not any(e.kind == "plague_roll" for e in game.events)


def test_6_2_3_captives_move_only_with_their_captors():
    game = moving({"BLAYE": {"units": {"blue": {"men": 1, "lords": ["THIERRY"], "captives": ["JEANNE"]}}},
                   "SIGY": {"units": {"red": {"lords": ["RAOUL"]}}}},
                  lords={"JEANNE": "red"})
    game.apply(BLUE, act("move", lords=["THIERRY"], to="CHAROLLES", men=1, captives=["JEANNE"]))
    assert game.state.lords["JEANNE"].village == "CHAROLLES"
    assert game.state.lords["JEANNE"].captor == BLUE


def test_a37_a_captive_left_without_his_captors_units_is_freed():
    game = moving({"BLAYE": {"units": {"blue": {"men": 1, "lords": ["THIERRY"], "captives": ["JEANNE"]}}},
                   "SIGY": {"fort": "stronghold", "units": {"red": {"lords": ["RAOUL"]}}}},
                  lords={"JEANNE": "red"})
    game.apply(BLUE, move("THIERRY", "CHAROLLES", men=1))
    assert game.state.lords["JEANNE"].captor is None
    assert game.state.lords["JEANNE"].village == "SIGY"                # her family's Stronghold


def test_5_1_later_arrivals_wait_on_the_road_and_do_not_control():
    game = moving({"BLAYE": {"units": {"blue": {"men": 1, "lords": ["THIERRY"]}}},
                   "L'ÉPERVIER": {"units": {"red": {"men": 1, "lords": ["JEANNE"]}}}})
    game.apply(BLUE, move("THIERRY", "CHAROLLES", men=1))
    game.apply(BLUE, act("end_movement"))
    game.apply(RED, move("JEANNE", "CHAROLLES", men=1))
    assert game.state.villages["CHAROLLES"].controller == BLUE
    assert game.state.lords["JEANNE"].road == "L'ÉPERVIER"


def test_rulings_29_a_leaving_controller_names_who_takes_control():
    game = moving({"CHAROLLES": {"units": {"blue": {"men": 1, "lords": ["THIERRY"]},
                                           "red": {"men": 1, "lords": ["JEANNE"]},
                                           "green": {"men": 1, "lords": ["RAOUL"]}}}})
    refused(game, BLUE, move("THIERRY", "BLAYE", men=1, cede=BLUE), "5.1")
    game.apply(BLUE, act("end_movement"))
    refused(game, RED, move("JEANNE", "BLAYE", men=1, cede=GREEN), "5.1")        # not hers
    game = moving({"CHAROLLES": {"units": {"blue": {"men": 1, "lords": ["THIERRY"]},
                                           "red": {"men": 1, "lords": ["JEANNE"]},
                                           "green": {"men": 1, "lords": ["RAOUL"]}}}})
    game.apply(BLUE, move("THIERRY", "BLAYE", men=1, cede=GREEN))
    assert game.state.villages["CHAROLLES"].controller == GREEN


def test_5_1_without_a_choice_the_earliest_arrival_takes_control():
    game = moving({"CHAROLLES": {"units": {"blue": {"men": 1, "lords": ["THIERRY"]},
                                           "red": {"men": 1, "lords": ["JEANNE"]},
                                           "green": {"men": 1, "lords": ["RAOUL"]}}}})
    game.apply(BLUE, move("THIERRY", "BLAYE", men=1))
    assert game.state.villages["CHAROLLES"].controller == RED


def test_5_0_families_move_in_turn_order_and_only_their_own_units():
    game = moving({"BLAYE": {"units": {"blue": {"lords": ["THIERRY"]}}},
                   "SIGY": {"units": {"red": {"lords": ["JEANNE"]}}},
                   "CLUNY": {"units": {"green": {"lords": ["RAOUL"]}}}}, first="green", turn="green")
    assert asked(game) == [(GREEN, "movement")]
    refused(game, GREEN, move("THIERRY", "CHAROLLES"), "5.0")
    game.apply(GREEN, act("end_movement"))
    assert asked(game) == [(BLUE, "movement")]


# --- reaction windows before and after each step of a moving group (A1, A31) ----------------

def moving_with(villages: dict, hands: dict[str, list[str]], **extra):
    """A movement position, blue to move, with cards in hand by colour."""
    players = [{"name": name, "colour": colour, "hand": hands.get(colour, [])}
               for name, colour in (("ANN", "blue"), ("BOB", "red"), ("CID", "green"))]
    return moving(villages, players=players, **extra)


def window_moment(game):
    frame = game.state.top()
    return frame.data["ctx"]["moment"] if frame.kind == "window" else None


def test_a1_nobody_is_asked_around_a_step_when_nobody_holds_a_playable_card():
    game = moving({"BLAYE": {"units": {"blue": {"men": 2, "lords": ["THIERRY"]}}},
                   "CLUNY": {"units": {"red": {"men": 1, "lords": ["RAOUL"]}}}})
    depth = len(game.state.stack)
    game.apply(BLUE, move("THIERRY", "CHAROLLES", men=2))
    assert asked(game) == [(BLUE, "movement")] and len(game.state.stack) == depth
    game.apply(BLUE, move("THIERRY", "L'ÉPERVIER", men=2))
    assert asked(game) == [(BLUE, "movement")] and len(game.state.stack) == depth
    assert game.state.lords["THIERRY"].village == "L'ÉPERVIER"


def test_a31_darc_played_in_the_window_after_a_first_step_gives_her_group_a_third_step():
    """9.1 / A31: played mid-movement on a lady of the moving group, d'ARC lets the group take a
    third step this round (the window after a step, A1, is where it can be played)."""
    game = moving_with({"BLAYE": {"units": {"blue": {"men": 2, "lords": ["JEANNE", "THIERRY"]}}},
                        "CLUNY": {"units": {"red": {"men": 1, "lords": ["RAOUL"]}}}},
                       hands={"red": ["darc"]})
    game.apply(BLUE, move(["JEANNE", "THIERRY"], "CHAROLLES", men=2))
    assert game.state.lords["JEANNE"].village == "CHAROLLES"     # no window before: d'ARC
    assert asked(game) == [(RED, "window")]                      # changes nothing there
    assert game.state.top().data["ctx"] == {"moment": "after_step", "player": BLUE,
                                            "lords": ["JEANNE", "THIERRY"], "frm": "BLAYE",
                                            "to": "CHAROLLES"}
    game.apply(RED, act("play_card", card="darc", lady="JEANNE"))
    assert game.state.titles.darc == "JEANNE"
    assert asked(game) == [(BLUE, "movement")]                   # nobody has anything left
    game.apply(BLUE, move(["JEANNE", "THIERRY"], "L'ÉPERVIER", men=2))
    game.apply(BLUE, move(["JEANNE", "THIERRY"], "VÉZELAY", men=2))
    assert game.state.lords["THIERRY"].village == "VÉZELAY" and count(game, "VÉZELAY", BLUE) == 2
    refused(game, BLUE, move("JEANNE", "MAZILLES"), "5.0")        # three steps, not four


def test_a1_an_assassination_before_a_second_step_kills_the_lord_and_the_step_lapses():
    """A1: a window opens before each step of a moving group when a card could change it; an
    Assassination there kills the lord before he goes on, and his troops stay."""
    game = moving_with({"BLAYE": {"units": {"blue": {"men": 2, "lords": ["THIERRY"]}}},
                        "CLUNY": {"units": {"red": {"men": 1, "lords": ["RAOUL"]}}}},
                       hands={"red": ["assassination"]})
    game.apply(BLUE, move("THIERRY", "CHAROLLES", men=2))
    assert window_moment(game) == "before_step" and asked(game) == [(RED, "window")]
    assert game.state.lords["THIERRY"].village == "BLAYE"        # not yet gone
    game.apply(RED, act("pass"))
    assert game.state.lords["THIERRY"].village == "CHAROLLES"
    assert window_moment(game) == "after_step"
    game.apply(RED, act("pass"))
    game.apply(BLUE, move("THIERRY", "L'ÉPERVIER", men=2))
    assert window_moment(game) == "before_step"
    assert game.state.top().data["ctx"]["to"] == "L'ÉPERVIER"
    events = game.apply(RED, act("play_card", card="assassination", sponsor="RAOUL",
                                 target="THIERRY"))
    assert game.state.lords["THIERRY"].owner is None             # dead before his second step
    lapsed = [e for e in events if e.kind == "step_lapsed"]
    assert lapsed and lapsed[0].get("lords") == ("THIERRY",)
    assert count(game, "CHAROLLES", BLUE) == 2 and count(game, "L'ÉPERVIER", BLUE) == 0
    assert asked(game) == [(RED, "movement")]                    # blue has no lord left to move


def test_a1_no_window_before_a_step_that_no_card_held_could_change():
    """Before a step the window opens only for a card that could change it: a Justice with no
    Assassin marker in the group, a Secret Passage with no captive carried, an Uprising with
    nothing taxed or starving are not reasons to stop the group."""
    game = moving_with({"BLAYE": {"units": {"blue": {"men": 2, "lords": ["THIERRY"]}}}},
                       hands={"red": ["justice", "secret_passage", "uprising"]})
    game.apply(BLUE, move("THIERRY", "CHAROLLES", men=2))
    assert game.state.lords["THIERRY"].village == "CHAROLLES"
    assert asked(game) == [(BLUE, "movement")]


# --- RULINGS 43: reinforcing a besieged place ------------------------------------------------

def besieged_blaye(turn: str = "blue"):
    """ANN (blue) holds the Stronghold of BLAYE, besieged by BOB (red); CID (green) and ANN
    each have a lord with men at arms next door in ST MÉDARD and PAUILLAC."""
    data = json.loads((POSITIONS / "movement_rulings43_reinforce_besieged_blaye.json")
                      .read_text(encoding="utf-8"))
    data["turn"] = turn
    return load_position(data)


def test_rulings43_another_player_reinforces_a_besieged_place_with_the_besieged_consent():
    game = besieged_blaye(turn="green")
    game.apply(GREEN, move("RAOUL", "BLAYE", men=2, reinforce=True))
    assert asked(game) == [(BLUE, "consent")]                 # the besieged player only
    events = game.apply(BLUE, act("consent", allow=True))
    assert [e.kind for e in events if e.kind == "place_reinforced"] == ["place_reinforced"]
    raoul = game.state.lords["RAOUL"]
    assert (raoul.village, raoul.road) == ("BLAYE", None)     # inside, not kept on the road
    assert all(t.road is None for t in game.state.troops_in("BLAYE", GREEN))
    assert count(game, "BLAYE", GREEN) == 2
    assert game.state.villages["BLAYE"].controller == BLUE     # no battle, control unchanged
    assert game.state.villages["BLAYE"].besiegers == [RED]


def test_rulings43_refused_the_reinforcement_stays_where_it_was():
    game = besieged_blaye(turn="green")
    game.apply(GREEN, move("RAOUL", "BLAYE", men=2, reinforce=True))
    events = game.apply(BLUE, act("consent", allow=False))
    refusal = next(e for e in events if e.kind == "reinforcement_refused")
    assert (refusal.get("host"), refusal.get("village")) == (BLUE, "BLAYE")
    assert game.state.lords["RAOUL"].village == "ST MÉDARD" and count(game, "ST MÉDARD", GREEN) == 2
    assert "passage_refused" not in [e.kind for e in events]     # not a refused passage (28)
    game.apply(GREEN, move("RAOUL", "BLAYE", men=2))           # he may still come to the walls
    assert game.state.lords["RAOUL"].road == "ST MÉDARD"


def test_rulings43_without_consent_a_newcomer_waits_outside_on_the_road():
    game = besieged_blaye(turn="green")
    game.apply(GREEN, move("RAOUL", "BLAYE", men=2))
    assert asked(game) == [(GREEN, "movement")]
    assert game.state.lords["RAOUL"].road == "ST MÉDARD"


def test_rulings43_the_besieged_player_brings_his_own_troops_in_without_asking():
    game = besieged_blaye()
    game.apply(BLUE, move("OTHON", "BLAYE", men=2))
    assert asked(game) == [(BLUE, "movement")]
    assert game.state.lords["OTHON"].road is None and count(game, "BLAYE", BLUE) == 3


def test_rulings43_who_may_ask_to_reinforce():
    game = besieged_blaye()
    assert "own units" in refused(game, BLUE, move("OTHON", "BLAYE", men=2, reinforce=True),
                                  "6.4.1")
    game = besieged_blaye(turn="green")
    assert "besieged" in refused(game, GREEN, move("RAOUL", "L'ÉPERVIER", reinforce=True), "6.4.1")
    assert move("RAOUL", "BLAYE", knights=0, men=2, reinforce=True) in game.legal(GREEN)


def test_A1_a_window_after_each_players_movement_turn_however_it_ends():
    players = [{"name": "ANN", "colour": "blue"}, {"name": "BOB", "colour": "red"},
               {"name": "CID", "colour": "green", "hand": ["assassination"]}]
    game = moving({"BLAYE": {"units": {"blue": {"men": 1, "lords": ["THIERRY"]}}},
                   "BOURG": {"units": {"green": {"men": 1, "lords": ["OTHON"]}}}},
                  players=players, lords={"RAOUL": {"owner": "red", "village": None}})
    game.apply(BLUE, act("end_movement"))
    assert asked(game) == [(GREEN, "window")]
    assert game.state.top().data["ctx"]["player"] == BLUE
    game.apply(GREEN, act("pass"))          # BOB has no lord on the map: his turn ends at once
    assert asked(game) == [(GREEN, "window")]
    ctx = game.state.top().data["ctx"]
    assert (ctx["moment"], ctx["step"], ctx["player"]) == ("after_turn", "movement", RED)
    game.apply(GREEN, act("pass"))
    assert asked(game) == [(GREEN, "movement")]

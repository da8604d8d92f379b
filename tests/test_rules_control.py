"""Control of villages (5.1, RULINGS 29, A33-A35, A39) and titled lords' deaths (4.3.1,
RULINGS 26, A39): who controls what, and where a fief title goes."""
import json

import pytest

from engine.actions import act
from engine.fief.control import controller
from engine.fief.deaths import kill_lord
from engine.errors import IllegalAction
from engine.fief.match import advance
from engine.fief.position import load_position
from engine.fief.state import CITY
from engine.fief.counters import KNIGHT, MAN

BLUE, RED, GREEN, YELLOW = 0, 1, 2, 3


def game_at(step: str = "movement", turn: str = "blue", players: int = 3, **extra):
    colours = ["blue", "red", "green", "yellow"][:players]
    data = {"players": [{"name": c.upper(), "colour": c} for c in colours], "step": step,
            "turn": turn}
    data.update(extra)
    return load_position(data)


def title_of(game, fief: str) -> str | None:
    return game.state.titles.fiefs[fief]


# --- 5.1 ---------------------------------------------------------------------------------------

def test_5_1_a_village_is_controlled_by_the_first_family_to_occupy_it():
    game = game_at(villages={"BLAYE": {"units": {"blue": {"lords": ["THIERRY"]}}}})
    game.apply(BLUE, act("move", lords=["THIERRY"], to="CHAROLLES"))
    assert controller(game, "CHAROLLES") == BLUE and controller(game, "BLAYE") is None


def test_5_1_empty_villages_of_a_governed_fief_belong_to_the_title_holder_until_someone_enters():
    game = game_at(villages={"BLAYE": {"fort": "city", "units": {"blue": {"men": 2, "lords": ["THIERRY"]}}},
                             "LIBOURNE": {"units": {"red": {"lords": ["JEANNE"]}}}},
                   lords={"THIERRY": {"owner": "blue", "titles": ["County of BLAYE"]}},
                   first="red", turn="red")
    assert controller(game, "LORMONT") == BLUE and controller(game, "PAUILLAC") == BLUE
    game.apply(RED, act("move", lords=["JEANNE"], to="LORMONT"))
    assert controller(game, "LORMONT") == RED                              # A33
    assert game.state.lords["JEANNE"].road is None                          # she is inside
    game.apply(RED, act("move", lords=["JEANNE"], to="PAUILLAC"))
    assert controller(game, "LORMONT") == BLUE                               # empty again


def test_5_1_a_lord_alone_takes_control_and_captives_count_for_nothing():
    game = game_at(villages={"CLUNY": {"units": {"red": {"men": 1, "lords": ["JEANNE"],
                                                         "captives": ["THIERRY"]}}}},
                   lords={"THIERRY": "blue"})
    assert controller(game, "CLUNY") == RED                                  # A35


def test_rulings_29_control_may_be_ceded_at_any_time_to_a_family_present():
    game = game_at(villages={"CHAROLLES": {"units": {"blue": {"men": 1, "lords": ["THIERRY"]},
                                                     "red": {"men": 1, "lords": ["JEANNE"]}}},
                             "SIGY": {"units": {"green": {"lords": ["RAOUL"]}}}})
    with pytest.raises(IllegalAction):
        game.apply(BLUE, act("cede_village", village="CHAROLLES", to=GREEN))
    with pytest.raises(IllegalAction):
        game.apply(RED, act("cede_village", village="CHAROLLES", to=BLUE))
    game.apply(BLUE, act("cede_village", village="CHAROLLES", to=RED))      # not his decision
    assert controller(game, "CHAROLLES") == RED
    game.apply(RED, act("cede_village", village="CHAROLLES", to=BLUE))      # and back, no limit
    assert controller(game, "CHAROLLES") == BLUE


def test_a39_taking_the_fortified_city_takes_the_fief_title():
    game = game_at(villages={
        "BLAYE": {"fort": "city", "units": {"blue": {"lords": ["CHARLES"]}}},
        "ST MÉDARD": {"units": {"red": {"men": 2, "lords": ["JEANNE"]}}}},
        lords={"THIERRY": {"owner": "blue", "village": "SIGY", "titles": ["County of BLAYE"]}})
    game.apply(BLUE, act("move", lords=["CHARLES"], to="CHAROLLES"))          # the City empties
    assert controller(game, "BLAYE") == BLUE                                 # still governed
    game.apply(BLUE, act("end_movement"))
    game.apply(RED, act("move", lords=["JEANNE"], to="BLAYE", men=2))
    assert controller(game, "BLAYE") == RED
    assert title_of(game, "County of BLAYE") == "JEANNE"
    assert controller(game, "LORMONT") == RED                                # the whole fief


def test_a39_the_new_holder_chooses_which_lord_takes_the_title():
    game = game_at(villages={
        "BLAYE": {"fort": "city"},
        "ST MÉDARD": {"units": {"red": {"men": 2, "lords": ["JEANNE"]}}},
        "SIGY": {"units": {"red": {"lords": ["RAOUL"]}}}},
        lords={"THIERRY": {"owner": "blue", "village": "CLUNY", "titles": ["County of BLAYE"]}},
        first="red", turn="red")
    game.apply(RED, act("move", lords=["JEANNE"], to="BLAYE", men=2))
    decision = game.pending()[0]
    assert (decision.player, decision.kind) == (RED, "assign_fief")
    game.apply(RED, act("assign_fief", fief="County of BLAYE", lord="RAOUL"))
    assert title_of(game, "County of BLAYE") == "RAOUL"


def test_a39_a_city_taker_without_a_lord_able_to_hold_it_recovers_the_title_later():
    game = game_at(villages={
        "BLAYE": {"fort": "city"},
        "ST MÉDARD": {"units": {"red": {"men": 2, "lords": ["JEANNE"]}}}},
        lords={"THIERRY": {"owner": "blue", "village": "CLUNY", "titles": ["County of BLAYE"]},
               "JEANNE": {"owner": "red", "titles": ["County of SIGY", "Barony of LA RÉOLE"]}},
        first="red", turn="red")
    game.apply(RED, act("move", lords=["JEANNE"], to="BLAYE", men=2))
    assert title_of(game, "County of BLAYE") is None
    assert game.state.titles.vacant_fiefs_reserved == {"County of BLAYE": RED}


# --- 4.3.1 a titled lord dies ------------------------------------------------------------------

def test_4_3_1_the_title_passes_to_the_only_other_lord_of_the_family():
    game = game_at(villages={"SIGY": {"fort": "city", "units": {"blue": {"men": 1, "lords": ["THIERRY"]}}},
                             "BLAYE": {"units": {"blue": {"lords": ["JEANNE"]}}}},
                   lords={"THIERRY": {"owner": "blue", "titles": ["County of SIGY"]}})
    kill_lord(game, "THIERRY", "test")
    assert title_of(game, "County of SIGY") == "JEANNE"


def test_4_3_1_the_family_chooses_the_heir_among_its_lords():
    game = game_at(villages={"SIGY": {"fort": "city", "units": {"blue": {"men": 1, "lords": ["THIERRY"]}}},
                             "BLAYE": {"units": {"blue": {"lords": ["JEANNE", "CHARLES"]}}}},
                   lords={"THIERRY": {"owner": "blue", "titles": ["County of SIGY"]}})
    kill_lord(game, "THIERRY", "test")
    advance(game)
    decision = game.pending()[0]
    assert decision.kind == "assign_fief" and {c.get("lord") for c in decision.choices} == \
        {"JEANNE", "CHARLES"}
    game.apply(BLUE, act("assign_fief", fief="County of SIGY", lord="CHARLES"))
    assert title_of(game, "County of SIGY") == "CHARLES"


def test_4_3_1_two_titles_never_make_an_heir_hold_more_than_two():
    game = game_at(villages={"SIGY": {"fort": "city", "units": {"blue": {"men": 1, "lords": ["THIERRY"]}}},
                             "BLAYE": {"units": {"blue": {"lords": ["JEANNE", "CHARLES"]}}}},
                   lords={"THIERRY": {"owner": "blue", "titles": ["County of SIGY", "Barony of LA RÉOLE"]},
                          "CHARLES": {"owner": "blue", "titles": ["Barony of ST GÉRÔME"]}})
    kill_lord(game, "THIERRY", "test")
    advance(game)
    fief = game.pending()[0].get("fief")
    game.apply(BLUE, act("assign_fief", fief=fief, lord="CHARLES"))         # now at two
    assert sorted(f for f, h in game.state.titles.fiefs.items() if h == "CHARLES") == \
        sorted([fief, "Barony of ST GÉRÔME"])
    other = ({"County of SIGY", "Barony of LA RÉOLE"} - {fief}).pop()
    assert title_of(game, other) == "JEANNE"                               # the only one left


def test_4_3_1_last_unmarried_lord_the_title_returns_to_the_board():
    game = game_at(villages={"SIGY": {"fort": "city", "units": {"blue": {"men": 2, "lords": ["THIERRY"]}}}},
                   lords={"THIERRY": {"owner": "blue", "titles": ["County of SIGY"]}})
    kill_lord(game, "THIERRY", "test")
    assert title_of(game, "County of SIGY") is None
    assert game.state.titles.vacant_fiefs_reserved == {"County of SIGY": BLUE}
    assert controller(game, "SIGY") == BLUE                                 # his troops remain


def test_4_3_1_the_family_recovers_it_free_with_a_new_lord_while_holding_the_city():
    game = game_at(villages={"SIGY": {"fort": "city", "units": {"blue": {"men": 2}}}},
                   titles={"reserved": {"County of SIGY": "blue"}})
    from engine.fief.placement import place_or_ask

    game.state.lords["OTHON"].owner = BLUE
    place_or_ask(game, "OTHON", "new")
    assert game.state.lords["OTHON"].village == "SIGY"                      # his family's City
    assert title_of(game, "County of SIGY") == "OTHON"


def test_4_3_1_note_another_family_gains_the_vacant_title_by_taking_the_city():
    game = game_at(villages={"SIGY": {"fort": "city"},
                             "ST PAUL": {"units": {"red": {"men": 1, "lords": ["JEANNE"]}}}},
                   titles={"reserved": {"County of SIGY": "blue"}}, turn="red")
    game.apply(RED, act("move", lords=["JEANNE"], to="SIGY", men=1))
    assert title_of(game, "County of SIGY") == "JEANNE"


def test_4_3_1_the_spouse_of_a_last_lord_inherits_and_the_city_troops_change_colour():
    game = game_at(players=4, villages={
        "SIGY": {"fort": "city", "units": {"blue": {"knights": 1, "men": 3, "lords": ["THIERRY"]}}},
        "BLAYE": {"units": {"red": {"men": 1, "lords": ["JEANNE"]}}}},
        lords={"THIERRY": {"owner": "blue", "spouse": "JEANNE", "titles": ["County of SIGY"]},
               "JEANNE": {"owner": "red", "spouse": "THIERRY"}})
    kill_lord(game, "THIERRY", "test")
    assert title_of(game, "County of SIGY") == "JEANNE"
    troops = game.state.troops_in("SIGY")
    assert sorted((t.owner, t.kind) for t in troops) == [(RED, KNIGHT), (RED, MAN), (RED, MAN), (RED, MAN)]
    assert controller(game, "SIGY") == RED
    assert game.state.lords["JEANNE"].spouse is None                         # 1.1.1


def test_a39_missing_counters_of_the_spouse_family_are_simply_removed():
    game = game_at(players=4, villages={
        "SIGY": {"fort": "city", "units": {"blue": {"knights": 2, "lords": ["THIERRY"]}}},
        "BLAYE": {"units": {"red": {"knights": 7, "lords": ["JEANNE"]}}}},
        lords={"THIERRY": {"owner": "blue", "spouse": "JEANNE", "titles": ["County of SIGY"]},
               "JEANNE": {"owner": "red", "spouse": "THIERRY"}})
    kill_lord(game, "THIERRY", "test")
    assert [(t.owner, t.kind) for t in game.state.troops_in("SIGY")] == [(RED, KNIGHT)]


def test_rulings_26_a_spouse_with_two_titles_cannot_inherit_the_title_stays_with_the_family():
    game = game_at(players=4, villages={
        "SIGY": {"fort": "city", "units": {"blue": {"men": 2, "lords": ["THIERRY"]}}},
        "BLAYE": {"units": {"red": {"men": 1, "lords": ["JEANNE"]}}}},
        lords={"THIERRY": {"owner": "blue", "spouse": "JEANNE", "titles": ["County of SIGY"]},
               "JEANNE": {"owner": "red", "spouse": "THIERRY",
                          "titles": ["Barony of LA RÉOLE", "Barony of ST GÉRÔME"]}})
    kill_lord(game, "THIERRY", "test")
    advance(game)                                   # no other lord in his family: no choice
    assert title_of(game, "County of SIGY") is None
    assert game.state.titles.vacant_fiefs_reserved == {"County of SIGY": BLUE}
    assert all(t.owner == BLUE for t in game.state.troops_in("SIGY"))


def test_rulings_26_the_spouse_may_first_hand_one_of_his_titles_to_his_family():
    game = game_at(players=4, villages={
        "SIGY": {"fort": "city", "units": {"blue": {"men": 2, "lords": ["THIERRY"]}}},
        "BLAYE": {"units": {"red": {"men": 1, "lords": ["JEANNE", "RAOUL"]}}}},
        lords={"THIERRY": {"owner": "blue", "spouse": "JEANNE", "titles": ["County of SIGY"]},
               "JEANNE": {"owner": "red", "spouse": "THIERRY",
                          "titles": ["Duchy of BOURG", "Barony of ST GÉRÔME"]}})
    kill_lord(game, "THIERRY", "test")
    advance(game)
    decision = game.pending()[0]
    assert (decision.player, decision.kind) == (RED, "spouse_inherit")
    assert act("spouse_inherit", give="Duchy of BOURG", to="RAOUL") not in decision.choices  # 4.3
    game.apply(RED, act("spouse_inherit", give="Barony of ST GÉRÔME", to="RAOUL"))
    assert title_of(game, "Barony of ST GÉRÔME") == "RAOUL"
    assert title_of(game, "County of SIGY") == "JEANNE"
    assert all(t.owner == RED for t in game.state.troops_in("SIGY"))


def test_rulings_26_the_spouse_may_decline_and_the_title_stays_with_the_dead_lords_family():
    game = game_at(players=4, villages={
        "SIGY": {"fort": "city", "units": {"blue": {"men": 2, "lords": ["THIERRY"]}}},
        "BLAYE": {"units": {"red": {"men": 1, "lords": ["JEANNE", "RAOUL"]}}}},
        lords={"THIERRY": {"owner": "blue", "spouse": "JEANNE", "titles": ["County of SIGY"]},
               "JEANNE": {"owner": "red", "spouse": "THIERRY",
                          "titles": ["Duchy of BOURG", "Barony of ST GÉRÔME"]}})
    kill_lord(game, "THIERRY", "test")
    advance(game)
    game.apply(RED, act("spouse_inherit", decline=True))
    assert title_of(game, "County of SIGY") is None
    assert game.state.titles.vacant_fiefs_reserved == {"County of SIGY": BLUE}


def test_4_3_1_a_spouse_inherits_only_from_the_last_lord_of_a_family():
    game = game_at(players=4, villages={
        "SIGY": {"fort": "city", "units": {"blue": {"men": 2, "lords": ["THIERRY"]}}},
        "CLUNY": {"units": {"blue": {"lords": ["CHARLES"]}}},
        "BLAYE": {"units": {"red": {"men": 1, "lords": ["JEANNE"]}}}},
        lords={"THIERRY": {"owner": "blue", "spouse": "JEANNE", "titles": ["County of SIGY"]},
               "JEANNE": {"owner": "red", "spouse": "THIERRY"}})
    kill_lord(game, "THIERRY", "test")
    assert title_of(game, "County of SIGY") == "CHARLES"


def test_4_3_1_a_captive_lord_of_the_family_is_still_an_heir():
    game = game_at(villages={
        "SIGY": {"fort": "city", "units": {"blue": {"men": 2, "lords": ["THIERRY"]}}},
        "CLUNY": {"units": {"red": {"men": 2, "lords": ["JEANNE"], "captives": ["CHARLES"]}}}},
        lords={"THIERRY": {"owner": "blue", "titles": ["County of SIGY"]}, "CHARLES": "blue"})
    kill_lord(game, "THIERRY", "test")
    assert title_of(game, "County of SIGY") == "CHARLES"


def test_state_unchanged_when_a_cession_is_refused():
    game = game_at(villages={"CHAROLLES": {"units": {"blue": {"men": 1, "lords": ["THIERRY"]}}}})
    before = json.dumps(game.state.to_dict(), sort_keys=True)
    with pytest.raises(IllegalAction):
        game.apply(BLUE, act("cede_village", village="CHAROLLES", to=RED))
    assert json.dumps(game.state.to_dict(), sort_keys=True) == before
    assert game.state.villages["CHAROLLES"].fort != CITY

"""Referee cases written from the 1429 rulebook alone (RULINGS.md and the French 2015 text):
the crown when several lords die in one roll, and other cases no test named yet."""
from __future__ import annotations

import politics
import pytest
import war
from politics import DAVID, do, first
from test_rules_opportunity import mazilles


# --- 1.8.2, A16: the King and the Crown Prince dying in the same roll ------------------------

@pytest.mark.parametrize("king", ["ARTHUR", "THIERRY"])
def test_1_8_2_a_crown_prince_dying_in_the_kings_uprising_never_reigns_the_queen_is_regent(king):
    """An Uprising on a village with no troops kills every Lord there at once, without a roll
    (A24): the King and the Crown Prince die together. 1.8.2 makes King "the Crown Prince"
    when the King dies, and A16 the Queen Regent "otherwise"; a prince who dies in the same
    roll is no Crown Prince left to crown (docs/rules.md, "Deaths in one roll"), whatever the
    order in which the referee writes the deaths (ARTHUR before HUGUES, THIERRY after)."""
    g = mazilles(hands={DAVID: ["uprising"]}, villages={
        "AUTUN": {"units": {"blue": {"lords": [king]}, "green": {"lords": ["HUGUES"]}}},
        "BOURG": {"units": {"green": {"men": 1, "lords": ["OTHON", "ISABEAU"]}}}},
        lords={king: {"owner": "blue", "titles": ["King"], "spouse": "ISABEAU"},
               "ISABEAU": {"owner": "green", "titles": ["Queen"], "spouse": king},
               "HUGUES": {"owner": "green", "titles": ["Crown Prince"]}})
    events = do(g, DAVID, "play_card card=uprising village=AUTUN")
    assert {e.get("lord") for e in events if e.kind == "lord_died"} == {king, "HUGUES"}
    t = g.state.titles
    assert (t.king, t.crown_prince, t.queen, t.regent) == (None, None, "ISABEAU", True)
    assert first(events, "crown_passed").get("lord") == "ISABEAU"


@pytest.mark.parametrize("husband,brother", [("ARTHUR", "THIERRY"), ("THIERRY", "ARTHUR")])
def test_4_3_1_two_lords_of_a_family_dying_in_one_uprising_the_married_ones_title_to_his_wife(
        husband, brother):
    """4.3.1: a title goes to another Lord of the family, else to the spouse of the family's
    last Lord. Blue's last two Lords die in one Uprising (A24): neither outlives the other, so
    the Count, married, leaves his County to his wife (docs/rules.md, "Deaths in one roll"),
    whichever of the two the referee writes first."""
    g = mazilles(hands={DAVID: ["uprising"]}, villages={
        "AUTUN": {"units": {"blue": {"lords": [husband, brother]}}},
        "BLAYE": {"units": {"blue": {"men": 1}}},
        "BOURG": {"units": {"green": {"men": 1, "lords": ["OTHON", "ISABEAU"]}}}},
        lords={husband: {"owner": "blue", "titles": ["County of SIGY"], "spouse": "ISABEAU"},
               "ISABEAU": {"owner": "green", "spouse": husband}})
    do(g, DAVID, "play_card card=uprising village=AUTUN")
    assert not g.state.family(0)
    assert g.state.titles.fiefs["County of SIGY"] == "ISABEAU"


@pytest.mark.parametrize("king", ["ARTHUR", "THIERRY"])
def test_6_2_2_A16_the_king_and_the_crown_prince_killed_in_one_round_leave_the_queen_regent(king):
    """A47: once a side has no troops, each further hit kills one of its Lords. The King's
    and the Crown Prince's families (allied by the royal marriage) defend BLAYE with a Man at
    Arms each; RAOUL's 2 dice show 3 and 3: 6 hits kill both men and both Lords in one roll
    (docs/rules.md, "Deaths in one roll"): the Queen is Regent."""
    g = war.game({"BLAYE": {"units": {
        "red": {"men": 1, "lords": [king]},
        "green": {"men": 1, "lords": ["HUGUES"], "road": "PAUILLAC"},
        "blue": {"knights": 3, "lords": ["RAOUL"], "road": "CHAROLLES"}}},
        "BOURG": {"units": {"green": {"men": 1, "lords": ["ISABEAU"]}}}},
        lords={king: {"owner": "red", "titles": ["King"], "spouse": "ISABEAU"},
               "ISABEAU": {"owner": "green", "titles": ["Queen"], "spouse": king},
               "HUGUES": {"owner": "green", "titles": ["Crown Prince"]}},
        forced_battle=[3, 3, 1])
    do(g, war.GRADY, "declare_battle village=BLAYE target=1")
    events = do(g, war.KIRSTEN, "join_battle side=defence")
    assert first(events, "battle_roll").get("attack_hits") == 6
    assert {e.get("lord") for e in events if e.kind == "lord_died"} == {king, "HUGUES"}
    t = g.state.titles
    assert (t.king, t.crown_prince, t.queen, t.regent) == (None, None, "ISABEAU", True)


@pytest.mark.parametrize("king", ["ARTHUR", "THIERRY"])
def test_E10_a_last_lords_title_dying_with_a_king_who_leaves_no_crown_is_kept_for_his_family(king):
    """2011 (E-10): an unmarried last Lord's title goes to the King or the Queen Regent; with
    neither, it is kept for the family as in 1429 (4.3.1). RAOUL, red's last Lord, dies in the
    Uprising that kills the unmarried King: no crown outlives the roll, so the Barony is kept
    for red, whichever death the referee writes first."""
    g = mazilles(hands={DAVID: ["uprising"]}, edition="2011", villages={
        "AUTUN": {"units": {"blue": {"lords": [king]}, "red": {"lords": ["RAOUL"]}}},
        "TOURNUS": {"units": {"red": {"men": 1}}}},
        lords={king: {"owner": "blue", "titles": ["King"]},
               "RAOUL": {"owner": "red", "titles": ["Barony of ST GÉRÔME"]}})
    do(g, DAVID, "play_card card=uprising village=AUTUN")
    t = g.state.titles
    assert (t.king, t.regent, t.crown_fiefs) == (None, False, [])
    assert t.vacant_fiefs_reserved == {"Barony of ST GÉRÔME": 1}


@pytest.mark.parametrize("king", ["ARTHUR", "THIERRY"])
def test_A16_a_queen_dying_in_the_kings_uprising_is_no_regent_the_crown_is_vacant(king):
    g = mazilles(hands={DAVID: ["uprising"]}, villages={
        "AUTUN": {"units": {"blue": {"lords": [king]}, "green": {"lords": ["ISABEAU"]}}},
        "BOURG": {"units": {"green": {"men": 1, "lords": ["OTHON"]}}}},
        lords={king: {"owner": "blue", "titles": ["King"], "spouse": "ISABEAU"},
               "ISABEAU": {"owner": "green", "titles": ["Queen"], "spouse": king}})
    events = do(g, DAVID, "play_card card=uprising village=AUTUN")
    t = g.state.titles
    assert (t.king, t.queen, t.regent) == (None, None, False)
    assert not [e for e in events if e.kind == "crown_passed"]


@pytest.mark.parametrize("husband", ["ARTHUR", "THIERRY"])
def test_4_3_1_a_last_lord_and_his_wife_dying_in_one_uprising_leave_his_title_to_his_family(
        husband):
    """4.3.1: the spouse of a family's last Lord inherits; a wife who dies in the same roll
    inherits nothing (docs/rules.md, "Deaths in one roll"): the County is kept for blue."""
    g = mazilles(hands={DAVID: ["uprising"]}, villages={
        "AUTUN": {"units": {"blue": {"lords": [husband]}, "green": {"lords": ["JEANNE"]}}},
        "BLAYE": {"units": {"blue": {"men": 1}}}},
        lords={husband: {"owner": "blue", "titles": ["County of SIGY"], "spouse": "JEANNE"},
               "JEANNE": {"owner": "green", "spouse": husband}})
    do(g, DAVID, "play_card card=uprising village=AUTUN")
    t = g.state.titles
    assert t.fiefs["County of SIGY"] is None
    assert t.vacant_fiefs_reserved == {"County of SIGY": 0}


def test_E10_A39_a_city_taken_from_the_crowns_fief_takes_its_title_from_the_crown():
    """E-10: the crown holds the County of BLAYE until the King gives it; "a family taking the
    fief's City takes the title as in 1429" (A39). Blue cedes BLAYE's City to red, whose only
    Lord RAOUL holds two titles: the title is kept for red (A39), no more the crown's to give."""
    g = politics.game("movement", edition="2011", turn="GRADY", villages={
        "BLAYE": {"fort": "city", "units": {"blue": {"men": 1, "lords": ["THIERRY"]},
                                           "red": {"men": 1, "lords": ["RAOUL"],
                                                   "road": "PAUILLAC"}}},
        "SIGY": {"fort": "city", "units": {"red": {"men": 1}}},
        "BAZAS": {"fort": "city", "units": {"red": {"men": 1}}},
        "BOURG": {"units": {"green": {"men": 1, "lords": ["GAUVAIN"]}}}},
        lords={"RAOUL": {"owner": "red", "titles": ["County of SIGY", "Barony of LA RÉOLE"]},
               "GAUVAIN": {"owner": "green", "titles": ["King"]}},
        titles={"crown": ["County of BLAYE"]})
    do(g, politics.GRADY, "cede_village village=BLAYE to=1")
    t = g.state.titles
    assert t.crown_fiefs == [] and t.fiefs["County of BLAYE"] is None
    assert t.vacant_fiefs_reserved == {"County of BLAYE": 1}

"""Referee cases written from the 1429 rulebook alone (issue: cases the engine is judged by):
combinations and edge values of victory, income, purchases, deaths and elections."""
from engine.fief.control import controller
from engine.fief.deaths import kill_lord
from engine.fief.electorate import weight
from engine.fief.position import load_position
from politics import (DAVID, GRADY, KIRSTEN, asked, choices, do, first, game, pass_windows, units,
                      village)
from test_rules_elections import example_game
from test_rules_income import income_of, three
from test_rules_opportunity import court
from test_rules_victory import end_of_round
import war


# --- 7.x victory ---------------------------------------------------------------------------

def test_7_3_two_alliances_tied_the_one_with_the_pope_wins():
    g = end_of_round(6, {
        "THIERRY": {"owner": "blue", "titles": ["County of SIGY", "Duchy of BOURG"], "spouse": "JEANNE"},
        "JEANNE": {"owner": "red", "titles": ["County of BLAYE", "Barony of LA RÉOLE"], "spouse": "THIERRY"},
        "CHARLES": {"owner": "green", "titles": ["Duchy of AUTUN"], "spouse": "BLANCHE"},
        "BLANCHE": {"owner": "yellow", "titles": ["County of TOURNUS"], "spouse": "CHARLES"},
        "ARTHUR": {"owner": "green", "titles": ["bishop 1", "cardinal", "pope"]},
        "RAOUL": {"owner": "yellow", "titles": ["County of CHAROLLES"]}})
    assert g.state.winners == [2, 3]


def test_7_3_two_alliances_with_four_fiefs_each_the_one_with_a_bishop_wins():
    g = end_of_round(6, {
        "THIERRY": {"owner": "blue", "titles": ["County of SIGY", "Duchy of BOURG"], "spouse": "JEANNE"},
        "JEANNE": {"owner": "red", "titles": ["County of BLAYE", "Barony of LA RÉOLE"], "spouse": "THIERRY"},
        "CHARLES": {"owner": "green", "titles": ["Duchy of AUTUN", "Barony of ST GÉRÔME"], "spouse": "BLANCHE"},
        "BLANCHE": {"owner": "yellow", "titles": ["County of TOURNUS"], "spouse": "CHARLES"},
        "RAOUL": {"owner": "yellow", "titles": ["County of CHAROLLES", "bishop 3"]}})
    assert g.state.winners == [2, 3]


def test_7_2_two_and_two_make_an_alliance_victory():
    g = end_of_round(4, {
        "THIERRY": {"owner": "blue", "titles": ["County of SIGY", "king"], "spouse": "JEANNE"},
        "JEANNE": {"owner": "red", "titles": ["County of BLAYE", "Barony of LA RÉOLE"], "spouse": "THIERRY"}})
    assert g.state.winners == [0, 1]


def test_7_2_an_alliance_with_three_vp_does_not_win():
    g = end_of_round(4, {
        "THIERRY": {"owner": "blue", "titles": ["County of SIGY", "king"], "spouse": "JEANNE"},
        "JEANNE": {"owner": "red", "titles": ["County of BLAYE"], "spouse": "THIERRY"}})
    assert not g.state.winners and not g.state.finished


def test_7_1_a_solo_winner_in_a_three_player_game_even_married():
    g = end_of_round(3, {
        "THIERRY": {"owner": "blue", "titles": ["County of SIGY", "king", "Duchy of BOURG"],
                    "spouse": "JEANNE"},
        "JEANNE": {"owner": "red", "spouse": "THIERRY"}})
    assert g.state.winners == [0]


def test_7_0_the_pope_is_worth_one_vp_even_excommunication_aside_and_captive():
    g = end_of_round(3, {
        "ARTHUR": {"owner": "blue", "titles": ["bishop 1", "pope", "County of SIGY", "Duchy of BOURG"],
                   "village": "CLUNY", "captor": "red"}},
        villages={"CLUNY": {"units": {"red": {"men": 1, "lords": ["JEANNE"], "captives": ["ARTHUR"]}}}})
    assert g.state.winners == [0]


# --- 3.0 income ------------------------------------------------------------------------------

def at_income(villages: dict, **extra):
    return load_position(three(villages, **extra))


def test_2_4_5_a_tallage_pays_two_for_every_village_of_the_fief_empty_or_not():
    g = at_income({"SIGY": {"fort": "city", "units": {"blue": {"men": 1, "lords": ["THIERRY"]}}},
                   "ST PAUL": {"units": {"red": {"men": 1, "lords": ["JEANNE"]}}}},
                  lords={"THIERRY": {"owner": "blue", "titles": ["County of SIGY"]}},
                  taxes=[{"player": "blue", "target": "County of SIGY"}])
    # SIGY and the empty ST CIERS D'ABZAC are the Count's (5.1): 2 villages + tallage 3 x 2.
    assert income_of(g, 0)["total"] == 8
    assert income_of(g, 1)["total"] == 1


def test_2_4_4_a_captive_bishop_tithes_his_bishopric():
    g = at_income({"BLAYE": {"mills": 2, "units": {"red": {"men": 1, "lords": ["JEANNE"],
                                                          "captives": ["THIERRY"]}}},
                   "PAUILLAC": {"units": {"red": {"men": 1}}},
                   "LORMONT": {"units": {"red": {"men": 1}}},
                   "ST MÉDARD": {"units": {"red": {"men": 1}}},
                   "CHAROLLES": {"mills": 1, "units": {"green": {"men": 1, "lords": ["CHARLES"]}}}},
                  lords={"THIERRY": {"owner": "blue", "titles": ["bishop 1"]}},
                  taxes=[{"player": "blue", "target": 1}])
    assert income_of(g, 0)["total"] == 6
    assert income_of(g, 1)["total"] == 4 and income_of(g, 2)["total"] == 1


def test_3_0_zero_income_leaves_the_treasury_as_it_was():
    g = at_income({}, players=[{"name": "ANN", "colour": "blue", "money": 0},
                               {"name": "BOB", "colour": "red", "money": 3}, "green"])
    assert [p.money for p in g.state.players] == [0, 3, 0]


# --- 1.8 royal titles ---------------------------------------------------------------------------

def royal_court(**lords):
    court = {"ARTHUR": {"owner": "blue", "village": "BLAYE", "titles": ["king"], "spouse": "ISABEAU"},
             "ISABEAU": {"owner": "red", "village": "TOURNUS", "titles": ["queen"], "spouse": "ARTHUR"},
             "RAOUL": {"owner": "red", "village": "TOURNUS", "titles": ["crown prince"]}}
    court.update(lords)
    return game("play_cards", turn="GRADY", lords=court, villages={
        "BLAYE": village("blue", men=1), "TOURNUS": village("red", men=1),
        "BOURG": village("green", men=1)})


def test_1_8_1_a_married_crown_prince_made_king_makes_his_wife_queen():
    """1.8.2: the Crown Prince becomes King and his mother loses her Queen title; 1.8.1: a
    married King's wife immediately becomes the Queen."""
    g = royal_court(RAOUL={"owner": "red", "village": "TOURNUS", "titles": ["crown prince"],
                           "spouse": "BLANCHE"},
                    BLANCHE={"owner": "green", "village": "BOURG", "spouse": "RAOUL"})
    kill_lord(g, "ARTHUR", "assassination")
    t = g.state.titles
    assert (t.king, t.queen, t.regent, t.crown_prince) == ("RAOUL", "BLANCHE", False, None)
    assert not t.crown_prince_born                  # RULINGS 14: a new royal couple


def test_1_8_2_an_unmarried_crown_prince_made_king_leaves_no_queen():
    g = royal_court()
    kill_lord(g, "ARTHUR", "assassination")
    t = g.state.titles
    assert (t.king, t.queen, t.regent, t.crown_prince) == ("RAOUL", None, False, None)


def test_1_8_1_a_queen_regents_husband_elected_king_makes_her_queen_again():
    """RULINGS 15 ends the Regent's titles when a King is elected, but 1.8.1 crowns the new
    King's wife: a Regent who married the elected King is his Queen."""
    lords = {
        "ARTHUR": {"owner": "blue", "village": "BLAYE", "titles": ["Barony of LA RÉOLE"],
                   "spouse": "ISABEAU"},
        "HUGUES": {"owner": "blue", "village": "BLAYE", "titles": ["Bishop of 1", "Cardinal"]},
        "RAOUL": {"owner": "red", "village": "TOURNUS", "titles": ["Bishop of 2"]},
        "ISABEAU": {"owner": "green", "village": "BOURG", "titles": ["queen regent"],
                    "spouse": "ARTHUR"}}
    g = game("elections", lords=lords, villages={
        "BLAYE": village("blue", men=1), "TOURNUS": village("red", men=1),
        "BOURG": village("green", men=1)})
    do(g, GRADY, "declare_candidate lord=ARTHUR")
    for seat in (GRADY, DAVID, KIRSTEN):
        do(g, seat, "vote for=ARTHUR decoy=-")
    t = g.state.titles
    assert (t.king, t.queen, t.regent) == ("ARTHUR", "ISABEAU", False)


# --- 1.7 the Pope's power between candidacies and the vote -----------------------------------

def test_1_7_rulings8_the_pope_excommunicates_a_declared_candidate_who_drops_out():
    """1.7: the Pope excommunicates "at any time" and an excommunicated Lord cannot be a
    candidate; RULINGS 8 opens a window between the candidacies and the vote, and the Pope is
    asked there even when nobody holds a card."""
    g = example_game(lords={"QUENTIN": {"owner": "green", "village": "BOURG",
                                        "titles": ["bishop 1", "pope"]}})
    do(g, GRADY, "declare_candidate lord=FRANÇOIS")
    do(g, DAVID, "declare_candidate lord=THIERRY")
    assert asked(g) == [(KIRSTEN, "window")]
    assert g.pending()[0].get("moment") == "after_candidacies"
    assert "excommunicate lord=FRANÇOIS" in choices(g, KIRSTEN)
    do(g, KIRSTEN, "excommunicate lord=FRANÇOIS")
    pass_windows(g)
    assert asked(g) == [(GRADY, "vote")]
    assert g.state.top().data["candidates"] == [[DAVID, "THIERRY"]]


def test_rulings8_without_a_pope_or_a_card_no_window_after_the_candidacies():
    g = example_game()
    do(g, GRADY, "declare_candidate lord=FRANÇOIS")
    do(g, DAVID, "declare_candidate lord=THIERRY")
    assert asked(g) == [(GRADY, "vote")]


# --- more royal and title cases ---------------------------------------------------------------

def test_1_8_1_the_queen_regent_tallages_an_ungoverned_fief_the_queen_does_not():
    """1.8.1: the Queen Regent gains the King's privileges, Royal Tallage among them (2.4.5);
    a Queen beside a living King has none of them."""
    regent = game("play_cards", hands={GRADY: ["tax"]}, turn="GRADY",
                  villages={"BLAYE": village("blue", men=1, lords=["ISABEAU"])},
                  lords={"ISABEAU": {"owner": "blue", "titles": ["queen regent"]}})
    assert "play_card card=tax lord=ISABEAU target='Duchy of BOURG' tax=tallage" in choices(
        regent, GRADY)
    queen = game("play_cards", hands={DAVID: ["tax"]}, turn="DAVID",
                 villages={"BLAYE": village("blue", men=1, lords=["ARTHUR"]),
                           "TOURNUS": village("red", men=1, lords=["ISABEAU"])},
                 lords={"ARTHUR": {"owner": "blue", "titles": ["king"], "spouse": "ISABEAU"},
                        "ISABEAU": {"owner": "red", "titles": ["queen"], "spouse": "ARTHUR"}})
    assert not [c for c in choices(queen, DAVID) if "card=tax" in c]


def test_1_8_a_tie_between_two_candidates_elects_no_king():
    lords = {
        "ARTHUR": {"owner": "blue", "village": "BLAYE", "titles": ["Barony of LA RÉOLE"]},
        "HUGUES": {"owner": "blue", "village": "BLAYE", "titles": ["Bishop of 1", "Cardinal"]},
        "QUENTIN": {"owner": "blue", "village": "BLAYE", "titles": ["County of CHAROLLES"]},
        "GAUVAIN": {"owner": "red", "village": "TOURNUS", "titles": ["Duchy of AUTUN"]},
        "RAOUL": {"owner": "red", "village": "TOURNUS", "titles": ["Bishop of 2", "cardinal biretta"]},
        "OTHON": {"owner": "red", "village": "TOURNUS", "titles": ["Barony of ST GÉRÔME"]}}
    g = game("elections", lords=lords, villages={
        "BLAYE": village("blue", men=1), "TOURNUS": village("red", men=1),
        "BOURG": village("green", men=1)})
    assert g.state.top().data["item"] == "pope"
    do(g, GRADY, "no_candidate")
    do(g, DAVID, "no_candidate")
    do(g, GRADY, "declare_candidate lord=ARTHUR")
    do(g, DAVID, "declare_candidate lord=GAUVAIN")
    do(g, GRADY, "vote for=ARTHUR decoy=-")                 # KIRSTEN has no titled lord
    r = first(do(g, DAVID, "vote for=GAUVAIN decoy=-"), "election_result")
    assert (r.get("tally"), r.get("winner"), r.get("reason")) == (
        (("ARTHUR", 3), ("GAUVAIN", 3)), None, "tie")
    assert g.state.titles.king is None


def test_1_4_bishop_votes_pope_3_cardinal_3_bishop_2_a_captive_bishop_none_plus_villages():
    lords = {"QUENTIN": {"owner": "blue", "village": "BLAYE", "titles": ["bishop 1", "pope"]},
             "HUGUES": {"owner": "blue", "village": "BLAYE", "titles": ["bishop 2", "cardinal"]},
             "RAOUL": {"owner": "blue", "village": "BLAYE", "titles": ["bishop 3"]},
             "OTHON": {"owner": "blue", "titles": ["bishop 4"]}}
    tournus = village("red", men=1, lords=["ARTHUR"])
    tournus["units"]["red"]["captives"] = ["OTHON"]
    g = game("elections", lords=lords, villages={
        "ST PAUL": village("red", men=1), "SIGY": village("red", men=1),
        "ST CIERS D'ABZAC": village("blue", men=1),
        "BEAUJEU": village("green", men=1, lords=["GAUVAIN"]),
        "BLAYE": village("blue", men=1), "TOURNUS": tournus})
    item = g.state.top().data["item"]
    assert item == "bishop:5"
    assert [weight(g, item, seat) for seat in (GRADY, DAVID, KIRSTEN)] == [3 + 3 + 2 + 1, 3, 1]


def test_4_3_1_the_last_lord_of_a_family_married_to_the_queen_leaves_her_his_fief():
    """The King is his family's last Lord: his death makes his Queen the Regent (1.8.1) and,
    as his spouse, the holder of his fief, the City's troops taking her colours (4.3.1)."""
    g = game("play_cards", turn="GRADY", lords={
        "ARTHUR": {"owner": "blue", "village": "SIGY", "titles": ["king", "County of SIGY"],
                   "spouse": "ISABEAU"},
        "ISABEAU": {"owner": "red", "village": "TOURNUS", "titles": ["queen"],
                    "spouse": "ARTHUR"}},
        villages={"SIGY": {"fort": "city", "units": {"blue": {"men": 2}}},
                  "TOURNUS": village("red", men=1), "BOURG": village("green", men=1)})
    kill_lord(g, "ARTHUR", "assassination")
    t = g.state.titles
    assert (t.king, t.queen, t.regent) == (None, "ISABEAU", True)
    assert t.fiefs["County of SIGY"] == "ISABEAU"
    assert units(g, DAVID, "SIGY") == (0, 2) and controller(g, "SIGY") == DAVID


def test_4_3_a_fortified_city_taken_in_battle_brings_its_title_kept_for_another_family():
    """4.3: whoever takes control of a Fief's Fortified City takes its Title, even one kept on
    the board for the family that lost its last Lord (4.3.1)."""
    g = war.game({"BLAYE": {"fort": "city", "controller": "red", "besiegers": ["blue"],
                            "engines": {"blue": 2},
                            "units": {"red": {"men": 1},
                                      "blue": {"knights": 2, "lords": ["HUGUES"],
                                               "road": "PAUILLAC"}}},
                  "CLUNY": {"units": {"red": {"men": 1, "lords": ["JEANNE"]}}}},
                 titles={"reserved": {"County of BLAYE": "red"}}, forced_battle=[3, 3, 1])
    events = do(g, GRADY, "declare_battle village=BLAYE target=1")
    assert first(events, "fief_title_granted").get("lord") == "HUGUES"
    assert g.state.titles.fiefs["County of BLAYE"] == "HUGUES"
    assert controller(g, "PAUILLAC") == GRADY                  # the Fief is his now (5.1)


def test_2_3_3_plague_halves_a_familys_troops_in_a_village_counting_all_its_roads():
    g = game("disasters", disaster_track=["plague"], forced_d6=[1, 6],
             villages={"BLAYE": {"controller": "red", "units": {
                 "red": {"men": 1, "lords": ["RAOUL"]},
                 "blue": [{"men": 1, "road": "PAUILLAC"}, {"men": 1, "road": "CHAROLLES"}]}}})
    assert units(g, GRADY, "BLAYE") == (0, 1)                 # 2 men, half of them lost
    assert units(g, DAVID, "BLAYE") == (0, 1)                 # 1 man: none lost


def test_6_4_1_a_new_lord_joins_his_familys_besieged_stronghold():
    """2.4.1: a new Lord goes to a Stronghold his family controls; 6.4.1: a besieged Village is
    still its Lord's, and the besieged may add new Lords."""
    g = game("play_cards", hands={GRADY: ["ARTHUR"]}, turn="GRADY", villages={
        "BLAYE": {"fort": "stronghold", "controller": "blue", "besiegers": ["red"],
                  "engines": {"red": 1}, "units": {"blue": {"men": 2}, "red": {
                      "men": 2, "lords": ["RAOUL"], "road": "PAUILLAC"}}},
        "CLUNY": village("blue", men=1, lords=["HUGUES"])})
    events = do(g, GRADY, "play_card card=ARTHUR")
    assert first(events, "lord_placed").get("village") == "BLAYE"


def test_4_3_a_city_taken_while_the_dead_lords_family_chooses_his_heir_keeps_its_title():
    """4.3.1: a titled Lord's death hands his title to another Lord of his family (it chooses
    which); 4.3: whoever takes control of the Fief's Fortified City takes the title. Baroness
    ISABEAU dies alone in her City, so DAVID's family chooses between two heirs while the City
    passes to GRADY, whose troops wait there: the City's new holder keeps the title."""
    g = court(hands={GRADY: ["assassination"]}, villages={
        "BAZAS": {"fort": "city", "controller": "red", "units": {
            "red": {"lords": ["ISABEAU"]},
            "blue": {"men": 2, "lords": ["GAUVAIN"], "road": "CADILLAC"}}},
        "TOURNUS": village("red", men=1, lords=["ARTHUR", "RAOUL"])},
        lords={"ISABEAU": {"owner": "red", "titles": ["Barony of LA RÉOLE"]}})
    do(g, GRADY, "play_card card=assassination sponsor=QUENTIN target=ISABEAU")
    assert controller(g, "BAZAS") == GRADY
    assert asked(g) == [(GRADY, "assign_fief")]
    do(g, GRADY, "assign_fief fief='Barony of LA RÉOLE' lord=GAUVAIN")
    assert not [d for d in g.pending() if d.kind == "assign_fief"]      # DAVID's choice lapsed
    assert g.state.titles.fiefs["Barony of LA RÉOLE"] == "GAUVAIN"


def test_rulings26_a_spouse_making_room_for_a_title_its_city_took_elsewhere_inherits_nothing():
    """RULINGS 26 lets the spouse of a family's last Lord hand on one of his two titles to
    inherit; but ISABEAU died alone in her City and KIRSTEN's troops there took it with its
    title (4.3), so ARTHUR is not asked and the title stays with the City's holder."""
    g = game("play_cards", hands={KIRSTEN: ["assassination"]}, turn="KIRSTEN", villages={
        "BAZAS": {"fort": "city", "controller": "red", "units": {
            "red": {"lords": ["ISABEAU"]},
            "green": {"men": 2, "lords": ["GAUVAIN"], "road": "CADILLAC"}}},
        "TOURNUS": village("blue", men=1, lords=["ARTHUR", "THIERRY"])},
        lords={"ISABEAU": {"owner": "red", "titles": ["Barony of LA RÉOLE"], "spouse": "ARTHUR"},
               "ARTHUR": {"owner": "blue", "titles": ["Duchy of BOURG", "County of SIGY"],
                          "spouse": "ISABEAU"}})
    do(g, KIRSTEN, "play_card card=assassination sponsor=GAUVAIN target=ISABEAU")
    assert not [d for d in g.pending() if d.kind == "spouse_inherit"]
    assert g.state.titles.fiefs["Barony of LA RÉOLE"] == "GAUVAIN"
    assert controller(g, "BAZAS") == KIRSTEN


def test_a39_a_lord_who_loses_a_title_with_its_city_claims_one_kept_for_his_family():
    """A39: a title whose City a family took while its Lords all held two titles goes back on
    the board, and the family "claims it free once he has one while still holding the City":
    THIERRY, losing LA RÉOLE with BAZAS, has room again and takes the County of BLAYE."""
    g = game("movement", turn="GRADY", villages={
        "BAZAS": {"fort": "city", "units": {"blue": {"men": 1, "lords": ["THIERRY"]},
                                            "red": {"men": 1, "lords": ["RAOUL"],
                                                    "road": "CADILLAC"}}},
        "SIGY": {"fort": "city", "units": {"blue": {"men": 1}}},
        "BLAYE": {"fort": "city", "units": {"blue": {"men": 1}}}},
        lords={"THIERRY": {"owner": "blue", "titles": ["County of SIGY", "Barony of LA RÉOLE"]}},
        titles={"reserved": {"County of BLAYE": "blue"}})
    do(g, GRADY, "cede_village village=BAZAS to=1")
    fiefs = g.state.titles.fiefs
    assert (fiefs["Barony of LA RÉOLE"], fiefs["County of BLAYE"]) == ("RAOUL", "THIERRY")
    assert not g.state.titles.vacant_fiefs_reserved

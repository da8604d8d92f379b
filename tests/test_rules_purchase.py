"""Phase 4, Purchase (4.0-4.4) with the ransoms paid first (6.2.4, RULINGS 18, 39, A38-A41)."""
import json
from pathlib import Path

import pytest

from engine.actions import act
from engine.errors import IllegalAction, NotYourDecision
from engine.fief.position import load_position
from engine.fief.state import CITY, STRONGHOLD
from engine.fief.counters import KNIGHT, MAN

POSITIONS = Path(__file__).parent / "positions"
BLUE, RED, GREEN = 0, 1, 2


def position(name: str, **changes):
    """A rulebook example, inside its step: past the window that opens at its start (A1)."""
    data = json.loads((POSITIONS / f"{name}.json").read_text(encoding="utf-8"))
    data.update({"begun": True, **changes})
    return load_position(data)


def buying(villages: dict, money: int = 20, **extra):
    """Blue's purchase turn in a three-family game."""
    data = {"players": [{"name": "ANN", "colour": "blue", "money": money},
                        {"name": "BOB", "colour": "red", "money": 20},
                        {"name": "CID", "colour": "green", "money": 20}],
            "step": "purchase", "turn": "blue", "begun": True, "villages": villages}
    data.update(extra)
    return load_position(data)


def count(game, village: str, seat: int, kind: str) -> int:
    return sum(1 for t in game.state.troops_in(village, seat) if t.kind == kind)


def refused(game, seat: int, action, rule: str) -> str:
    before = json.dumps(game.state.to_dict(), sort_keys=True)
    with pytest.raises(IllegalAction) as info:
        game.apply(seat, action)
    assert info.value.rule == rule
    assert json.dumps(game.state.to_dict(), sort_keys=True) == before
    return info.value.message


# --- 4.1 troops ------------------------------------------------------------------------------

def test_4_1_david_reinforces_st_medard():
    """4.1 example: 3 Men at Arms and 2 Knights for 9 deniers; only 4 new counters may go to
    ST MÉDARD, the last Man at Arms goes to another village."""
    game = position("purchase_4_1_david_st_medard")
    game.apply(BLUE, act("recruit", village="ST MÉDARD", knights=2, men=2))
    message = refused(game, BLUE, act("recruit", village="ST MÉDARD", men=1), "4.1")
    assert "at most 4 new troops per village" in message
    game.apply(BLUE, act("recruit", village="CHAROLLES", men=1))
    assert (count(game, "ST MÉDARD", BLUE, MAN), count(game, "ST MÉDARD", BLUE, KNIGHT)) == (6, 5)
    assert count(game, "CHAROLLES", BLUE, MAN) == 1
    assert game.state.players[BLUE].money == 0


def test_4_1_at_most_four_new_troops_per_village_counted_over_several_purchases():
    game = buying({"BLAYE": {"units": {"blue": {"lords": ["THIERRY"]}}}})
    for _ in range(4):
        game.apply(BLUE, act("recruit", village="BLAYE", men=1))
    refused(game, BLUE, act("recruit", village="BLAYE", men=1), "4.1")
    assert count(game, "BLAYE", BLUE, MAN) == 4


def test_4_1_a_new_purchase_phase_allows_four_more():
    game = buying({"BLAYE": {"units": {"blue": {"men": 4, "new": True, "lords": ["THIERRY"]}}}})
    refused(game, BLUE, act("recruit", village="BLAYE", men=1), "4.1")
    game2 = buying({"BLAYE": {"units": {"blue": {"men": 4, "lords": ["THIERRY"]}}}})
    game2.apply(BLUE, act("recruit", village="BLAYE", knights=1, men=3))
    assert count(game2, "BLAYE", BLUE, MAN) == 7


def test_4_1_costs_one_per_man_at_arms_and_three_per_knight():
    game = buying({"BLAYE": {"units": {"blue": {"lords": ["THIERRY"]}}}}, money=7)
    game.apply(BLUE, act("recruit", village="BLAYE", knights=2, men=1))
    assert game.state.players[BLUE].money == 0
    game = buying({"BLAYE": {"units": {"blue": {"lords": ["THIERRY"]}}}}, money=5)
    assert "costs 6" in refused(game, BLUE, act("recruit", village="BLAYE", knights=2), "4.1")


def test_4_1_troops_go_only_where_a_free_lord_or_an_own_fortification_is():
    game = buying({"BLAYE": {"units": {"blue": {"lords": ["THIERRY"]}}},
                   "LORMONT": {"fort": "stronghold", "units": {"blue": {"men": 1}}},
                   "PAUILLAC": {"units": {"blue": {"men": 1}}}})
    game.apply(BLUE, act("recruit", village="LORMONT", men=1))        # own Stronghold
    refused(game, BLUE, act("recruit", village="PAUILLAC", men=1), "4.1")
    refused(game, BLUE, act("recruit", village="CLUNY", men=1), "4.1")


def test_4_1_a_captive_lord_does_not_receive_troops():
    game = buying({"BLAYE": {"units": {"blue": {"lords": ["THIERRY"]}}},
                   "CLUNY": {"units": {"red": {"men": 2, "lords": ["JEANNE"], "captives": ["CHARLES"]}}}},
                  lords={"CHARLES": "blue"})
    refused(game, BLUE, act("recruit", village="CLUNY", men=1), "4.1")


def test_a38_troops_join_a_lord_waiting_on_the_road_of_another_familys_village():
    game = buying({"CLUNY": {"units": {"red": {"men": 2, "lords": ["JEANNE"]},
                                       "blue": {"lords": ["THIERRY"], "road": "AUTUN"}}}})
    game.apply(BLUE, act("recruit", village="CLUNY", knights=1))
    assert count(game, "CLUNY", BLUE, KNIGHT) == 1
    assert game.state.villages["CLUNY"].controller == RED                 # control unchanged


def test_6_4_1_besieging_lord_receives_new_troops_but_the_besieged_does_not():
    villages = {"BLAYE": {"fort": "stronghold", "besiegers": ["blue"],
                          "units": {"red": {"men": 2, "lords": ["JEANNE"]},
                                    "blue": {"men": 2, "lords": ["THIERRY"], "road": "CHAROLLES"}}}}
    game = buying(villages)
    game.apply(BLUE, act("recruit", village="BLAYE", men=2))
    assert count(game, "BLAYE", BLUE, MAN) == 4
    game = buying(villages, turn="red")
    message = refused(game, RED, act("recruit", village="BLAYE", men=1), "4.1")
    assert "besieged" in message


def test_a38_placement_is_not_movement_heavy_rain_and_plague_do_not_touch_new_troops():
    game = buying({"BLAYE": {"units": {"blue": {"lords": ["THIERRY"]}}}},
                  disasters={"1": ["heavy_rain", "plague"]})
    game.apply(BLUE, act("recruit", village="BLAYE", knights=1, men=3))
    assert count(game, "BLAYE", BLUE, MAN) == 3 and count(game, "BLAYE", BLUE, KNIGHT) == 1
    assert not any(e.kind == "plague_roll" for e in game.events)


def test_a53_a_family_without_lords_buys_troops_only_for_its_strongholds():
    game = buying({"BLAYE": {"fort": "stronghold", "units": {"blue": {"men": 1}}},
                   "PAUILLAC": {"units": {"blue": {"men": 1}}}})
    game.apply(BLUE, act("recruit", village="BLAYE", men=2))
    refused(game, BLUE, act("recruit", village="PAUILLAC", men=1), "4.1")


def test_a41_no_purchase_once_the_stock_is_empty():
    game = buying({"BLAYE": {"units": {"blue": {"knights": 8, "lords": ["THIERRY"]}}}})
    assert "no Knights left" in refused(game, BLUE, act("recruit", village="BLAYE", knights=1), "4.1")
    game.apply(BLUE, act("recruit", village="BLAYE", men=1))


# --- 4.2 buildings ---------------------------------------------------------------------------

def test_4_2_mill_costs_three_at_most_two_per_village():
    game = buying({"BLAYE": {"mills": 1, "units": {"blue": {"lords": ["THIERRY"]}}}}, money=6)
    game.apply(BLUE, act("build", village="BLAYE", building="mill"))
    assert game.state.villages["BLAYE"].mills == 2 and game.state.players[BLUE].money == 3
    assert "at most 2 mills" in refused(game, BLUE, act("build", village="BLAYE", building="mill"), "4.2")
    assert game.state.mills_stock == 13


def test_4_2_buildings_only_in_a_village_the_family_controls():
    game = buying({"BLAYE": {"units": {"red": {"lords": ["JEANNE"]},
                                       "blue": {"lords": ["THIERRY"], "road": "PAUILLAC"}}}})
    refused(game, BLUE, act("build", village="BLAYE", building="mill"), "4.2")
    refused(game, BLUE, act("build", village="SIGY", building="stronghold"), "4.2")


def test_4_2_mill_in_an_empty_village_of_the_familys_governed_fief():
    game = buying({"BLAYE": {"fort": "city", "units": {"blue": {"lords": ["THIERRY"]}}}},
                  lords={"THIERRY": {"owner": "blue", "titles": ["County of BLAYE"]}})
    game.apply(BLUE, act("build", village="LORMONT", building="mill"))
    assert game.state.villages["LORMONT"].mills == 1


def test_4_2_stronghold_costs_ten_one_per_village():
    game = buying({"BLAYE": {"units": {"blue": {"lords": ["THIERRY"]}}}}, money=20)
    game.apply(BLUE, act("build", village="BLAYE", building="stronghold"))
    assert game.state.villages["BLAYE"].fort == STRONGHOLD and game.state.players[BLUE].money == 10
    assert game.state.forts_stock == 11
    refused(game, BLUE, act("build", village="BLAYE", building="stronghold"), "4.2")


def test_a41_strongholds_and_mills_run_out_for_everyone():
    forts = {v: {"fort": "stronghold"} for v in
             ["PAUILLAC", "LORMONT", "CLUNY", "AUTUN", "TOURNUS", "MÂCON", "VÉZELAY", "MAZILLES",
              "COUTRAS", "CADILLAC", "BAZAS", "SIGY"]}
    game = buying({**forts, "BLAYE": {"mills": 2, "units": {"blue": {"lords": ["THIERRY"]}}}})
    assert "no Strongholds left" in refused(
        game, BLUE, act("build", village="BLAYE", building="stronghold"), "4.2")
    mills = {v: {"mills": 2} for v in ["PAUILLAC", "LORMONT", "CLUNY", "AUTUN", "TOURNUS",
                                       "MÂCON", "VÉZELAY"]}
    mills["MAZILLES"] = {"mills": 1}
    game = buying({**mills, "CHAROLLES": {"units": {"blue": {"lords": ["THIERRY"]}}}})
    assert game.state.mills_stock == 0
    assert "no mills left" in refused(game, BLUE, act("build", village="CHAROLLES", building="mill"), "4.2")


def test_6_4_1_nothing_is_built_in_a_besieged_village():
    game = buying({"BLAYE": {"fort": "stronghold", "besiegers": ["red"],
                             "units": {"blue": {"men": 2, "lords": ["THIERRY"]},
                                       "red": {"men": 2, "lords": ["JEANNE"], "road": "CHAROLLES"}}}})
    refused(game, BLUE, act("build", village="BLAYE", building="mill"), "4.2")


# --- 4.3 fief titles -------------------------------------------------------------------------

def test_4_3_tournus_county_title_costs_six():
    """4.3 example: the green County of TOURNUS has 3 villages, its title costs 3 x 2 = 6."""
    game = position("purchase_4_3_tournus_title")
    game.apply(GREEN := 0, act("buy_title", fief="County of TOURNUS", lord="GEOFFROY"))
    state = game.state
    assert state.titles.fiefs["County of TOURNUS"] == "GEOFFROY" and state.players[GREEN].money == 0
    assert state.villages["TOURNUS"].fort == CITY             # the Stronghold flips (4.3)


def test_4_3_title_cost_is_two_per_village():
    game = position("purchase_4_3_tournus_title", players=[
        {"name": "GREEN", "colour": "green", "money": 5}, "blue", "red"])
    assert "costs 6" in refused(game, 0, act("buy_title", fief="County of TOURNUS", lord="GEOFFROY"), "4.3")


def test_4_3_title_needs_every_village_and_a_stronghold():
    game = buying({"BLAYE": {"units": {"blue": {"men": 1, "lords": ["THIERRY"]}}},
                   "PAUILLAC": {"units": {"blue": {"men": 1}}}})
    assert "every village" in refused(game, BLUE, act("buy_title", fief="County of BLAYE", lord="THIERRY"), "4.3")
    game = buying({"BLAYE": {"units": {"blue": {"men": 1, "lords": ["THIERRY"]}}},
                   "PAUILLAC": {"units": {"blue": {"men": 1}}}, "LORMONT": {"units": {"blue": {"men": 1}}}})
    assert "Stronghold" in refused(game, BLUE, act("buy_title", fief="County of BLAYE", lord="THIERRY"), "4.3")


def test_4_3_buyer_chooses_which_stronghold_becomes_the_city():
    game = buying({"BLAYE": {"fort": "stronghold", "units": {"blue": {"men": 1, "lords": ["THIERRY"]}}},
                   "PAUILLAC": {"fort": "stronghold", "units": {"blue": {"men": 1}}},
                   "LORMONT": {"units": {"blue": {"men": 1}}}})
    game.apply(BLUE, act("buy_title", fief="County of BLAYE", lord="THIERRY", city="PAUILLAC"))
    assert game.state.villages["PAUILLAC"].fort == CITY
    assert game.state.villages["BLAYE"].fort == STRONGHOLD
    assert game.state.forts_stock == 10


def test_4_3_a_fief_never_has_two_fortified_cities():
    game = buying({"BLAYE": {"fort": "city", "units": {"blue": {"men": 1, "lords": ["THIERRY"]}}},
                   "PAUILLAC": {"fort": "stronghold", "units": {"blue": {"men": 1}}},
                   "LORMONT": {"units": {"blue": {"men": 1}}}})
    refused(game, BLUE, act("buy_title", fief="County of BLAYE", lord="THIERRY", city="PAUILLAC"), "4.3")
    game.apply(BLUE, act("buy_title", fief="County of BLAYE", lord="THIERRY"))
    assert [game.state.villages[v].fort for v in ("BLAYE", "PAUILLAC")] == [CITY, STRONGHOLD]


def test_4_3_a_lord_holds_at_most_two_fief_titles():
    game = buying({"ST GÉRÔME": {"fort": "stronghold", "units": {"blue": {"men": 1, "lords": ["THIERRY"]}}},
                   "CADILLAC": {"units": {"blue": {"men": 1}}}},
                  lords={"THIERRY": {"owner": "blue", "titles": ["County of SIGY", "Barony of LA RÉOLE"]}})
    assert "at most two" in refused(game, BLUE, act("buy_title", fief="Barony of ST GÉRÔME", lord="THIERRY"), "4.3")


def test_4_3_charles_may_pass_on_his_barony_but_keeps_his_county():
    """4.3 example: CHARLES holds a County and a Barony; he may transfer the Barony only."""
    game = position("purchase_4_3_charles_two_titles")
    refused(game, BLUE, act("transfer_title", fief="County of SIGY", lord="JEANNE"), "4.3")
    game.apply(BLUE, act("transfer_title", fief="Barony of LA RÉOLE", lord="JEANNE"))
    assert game.state.titles.fiefs["Barony of LA RÉOLE"] == "JEANNE"
    assert "keeps it" in refused(game, BLUE, act("transfer_title", fief="County of SIGY", lord="JEANNE"), "4.3")


def test_rulings_18_the_king_may_grant_a_title_for_nothing():
    villages = {"ST GÉRÔME": {"fort": "stronghold", "units": {"blue": {"men": 1, "lords": ["THIERRY"]}}},
                "CADILLAC": {"units": {"blue": {"men": 1}}}}
    king = {"CHARLES": {"owner": "red", "village": "SIGY", "titles": ["king"]}}
    game = buying(villages, money=0, lords=king)
    game.apply(BLUE, act("buy_title", fief="Barony of ST GÉRÔME", lord="THIERRY", free=True))
    assert [d.player for d in game.pending()] == [RED]                     # the King is asked
    game.apply(RED, act("consent", allow=True))
    assert game.state.titles.fiefs["Barony of ST GÉRÔME"] == "THIERRY"
    assert game.state.players[BLUE].money == 0


def test_rulings_18_refused_by_the_king_the_buyer_may_still_pay():
    villages = {"ST GÉRÔME": {"fort": "stronghold", "units": {"blue": {"men": 1, "lords": ["THIERRY"]}}},
                "CADILLAC": {"units": {"blue": {"men": 1}}}}
    game = buying(villages, money=4, lords={"CHARLES": {"owner": "red", "village": "SIGY", "titles": ["king"]}})
    game.apply(BLUE, act("buy_title", fief="Barony of ST GÉRÔME", lord="THIERRY", free=True))
    game.apply(RED, act("consent", allow=False))
    assert game.state.titles.fiefs["Barony of ST GÉRÔME"] is None
    game.apply(BLUE, act("buy_title", fief="Barony of ST GÉRÔME", lord="THIERRY"))
    assert game.state.titles.fiefs["Barony of ST GÉRÔME"] == "THIERRY" and game.state.players[BLUE].money == 0


def test_rulings_18_the_crown_answers_once_per_title_each_turn():
    villages = {"ST GÉRÔME": {"fort": "stronghold", "units": {"blue": {"men": 1, "lords": ["THIERRY"]}}},
                "CADILLAC": {"units": {"blue": {"men": 1}}}}
    game = buying(villages, money=0, lords={"CHARLES": {"owner": "red", "village": "SIGY", "titles": ["king"]}})
    game.apply(BLUE, act("buy_title", fief="Barony of ST GÉRÔME", lord="THIERRY", free=True))
    game.apply(RED, act("consent", allow=False))
    refused(game, BLUE, act("buy_title", fief="Barony of ST GÉRÔME", lord="THIERRY", free=True), "4.3")


def test_rulings_18_no_free_title_without_a_king_or_regent():
    game = buying({"ST GÉRÔME": {"fort": "stronghold", "units": {"blue": {"men": 1, "lords": ["THIERRY"]}}},
                   "CADILLAC": {"units": {"blue": {"men": 1}}}}, money=0)
    refused(game, BLUE, act("buy_title", fief="Barony of ST GÉRÔME", lord="THIERRY", free=True), "4.3")


def test_rulings_18_the_king_grants_his_own_family_without_asking():
    game = buying({"ST GÉRÔME": {"fort": "stronghold", "units": {"blue": {"men": 1, "lords": ["THIERRY"]}}},
                   "CADILLAC": {"units": {"blue": {"men": 1}}}}, money=0,
                  lords={"THIERRY": {"owner": "blue", "titles": ["king"]}})
    game.apply(BLUE, act("buy_title", fief="Barony of ST GÉRÔME", lord="THIERRY", free=True))
    assert game.state.titles.fiefs["Barony of ST GÉRÔME"] == "THIERRY"


# --- 4.4 the purchasable Cardinal ------------------------------------------------------------

def test_4_4_cardinal_biretta_costs_five_and_goes_to_a_bishop():
    game = buying({"BLAYE": {"units": {"blue": {"lords": ["THIERRY", "ARTHUR"]}}}}, money=5,
                  lords={"ARTHUR": {"owner": "blue", "titles": ["bishop 1"]}})
    refused(game, BLUE, act("buy_cardinal", lord="THIERRY"), "4.4")
    game.apply(BLUE, act("buy_cardinal", lord="ARTHUR"))
    assert game.state.titles.cardinals[3] == "ARTHUR" and game.state.players[BLUE].money == 0
    refused(game, BLUE, act("buy_cardinal", lord="ARTHUR"), "4.4")


def test_4_4_cardinal_biretta_needs_the_popes_consent():
    game = buying({"BLAYE": {"units": {"blue": {"lords": ["ARTHUR"]}}}}, money=5,
                  lords={"ARTHUR": {"owner": "blue", "titles": ["bishop 1"]},
                         "HUGUES": {"owner": "red", "village": "SIGY",
                                    "titles": ["bishop 5", "cardinal", "pope"]}})
    game.apply(BLUE, act("buy_cardinal", lord="ARTHUR"))
    game.apply(RED, act("consent", allow=False))
    assert game.state.titles.cardinals[3] is None and game.state.players[BLUE].money == 5


# --- 4.0 order and ransoms (6.2.4) --------------------------------------------------------------

def test_4_0_families_buy_in_turn_order_from_the_first_player():
    game = buying({"BLAYE": {"units": {"blue": {"lords": ["THIERRY"]}}}}, first="red", turn="red")
    assert [d.player for d in game.pending()] == [RED]
    game.apply(RED, act("end_purchase"))
    assert [d.player for d in game.pending()] == [GREEN]
    with pytest.raises(NotYourDecision):
        game.apply(BLUE, act("end_purchase"))
    game.apply(GREEN, act("end_purchase"))
    game.apply(BLUE, act("end_purchase"))
    assert game.state.top().kind == "movement"


def test_4_0_ransoms_are_settled_before_any_purchase():
    game = position("ransom_6_2_4_gunter_beaudoin")
    refused(game, 0, act("recruit", village="LA RÉOLE", men=1), "6.2.4")


def test_6_2_4_gunter_must_pay_the_full_ransom_when_the_offer_is_refused():
    """6.2.4 example: BEAUDOIN (Bishop and Baron, ransom 6) is GRADY's captive; GUNTER has 10,
    may offer less, and must pay 6 when GRADY refuses; GRADY must accept the full ransom."""
    game = position("ransom_6_2_4_gunter_beaudoin")
    game.apply(0, act("offer_ransom", lords=["BEAUDOIN"], amount=3))
    game.apply(1, act("answer_ransom", accept=False))
    refused(game, 0, act("offer_ransom", lords=["BEAUDOIN"], amount=4), "6.2.4")
    game.apply(0, act("pay_ransoms"))
    state = game.state
    assert (state.players[0].money, state.players[1].money) == (4, 6)
    assert state.lords["BEAUDOIN"].captor is None
    assert state.lords["BEAUDOIN"].village == "LA RÉOLE"        # his family's City (6.2.4)
    assert state.top().kind == "purchase"


def test_6_2_4_an_accepted_lower_ransom_frees_the_captive():
    game = position("ransom_6_2_4_gunter_beaudoin")
    game.apply(0, act("offer_ransom", lords=["BEAUDOIN"], amount=3))
    game.apply(1, act("answer_ransom", accept=True))
    assert game.state.players[0].money == 7 and game.state.lords["BEAUDOIN"].captor is None


def test_fr_6_2_5_franck_frees_two_captives_with_one_package():
    """FR 6.2.5 example: ARTHUR (Cardinal and Bishop, 6) and Queen ALIÉNOR (4) are OLIVIER's
    captives; FRANCK has only 8 and offers 8 for both; OLIVIER accepts."""
    game = position("ransom_fr_6_2_5_franck_package")
    game.apply(0, act("offer_ransom", lords=["ARTHUR", "ALIÉNOR"], amount=8))
    game.apply(1, act("answer_ransom", accept=True))
    state = game.state
    assert state.lords["ARTHUR"].captor is None and state.lords["ALIÉNOR"].captor is None
    assert (state.players[0].money, state.players[1].money) == (0, 8)
    assert state.lords["ARTHUR"].village == "TOURNUS" == state.lords["ALIÉNOR"].village


def test_rulings_39_short_of_money_the_most_valuable_captive_is_freed_first():
    """FR 6.2.5: with 8 deniers FRANCK could only free ARTHUR (6) when he must pay in full."""
    game = position("ransom_fr_6_2_5_franck_package")
    game.apply(0, act("pay_ransoms"))
    state = game.state
    assert state.lords["ARTHUR"].captor is None and state.lords["ALIÉNOR"].captor == 1
    assert state.players[0].money == 2


def test_a40_every_affordable_ransom_is_paid_even_a_smaller_one():
    game = position("ransom_fr_6_2_5_franck_package",
                    players=[{"name": "FRANCK", "colour": "red", "money": 5}, "blue", "white"])
    game.apply(0, act("pay_ransoms"))
    assert game.state.lords["ALIÉNOR"].captor is None and game.state.lords["ARTHUR"].captor == 1
    assert game.state.players[0].money == 1


def test_a40_the_owner_orders_captives_of_equal_ransom():
    data = {"players": [{"name": "ANN", "colour": "blue", "money": 2}, "red", "green"],
            "step": "ransoms",
            "lords": {"THIERRY": "blue", "CHARLES": "blue"},
            "villages": {"BLAYE": {"fort": "stronghold", "units": {"blue": {"men": 1, "lords": ["HUGUES"]}}},
                         "CLUNY": {"units": {"red": {"men": 2, "lords": ["JEANNE"],
                                                     "captives": ["THIERRY", "CHARLES"]}}}}}
    game = load_position(data)
    game.apply(BLUE, act("pay_ransoms", lords=["THIERRY"]))
    assert game.state.lords["THIERRY"].captor is None and game.state.lords["CHARLES"].captor == RED


def test_6_2_4_ransom_is_two_plus_two_per_title():
    from engine.fief.titles import ransom

    game = position("ransom_fr_6_2_5_franck_package")
    assert ransom(game, game.state.lords["ARTHUR"]) == 6        # Cardinal-Bishop
    assert ransom(game, game.state.lords["ALIÉNOR"]) == 4       # Queen
    game = position("ransom_6_2_4_gunter_beaudoin")
    assert ransom(game, game.state.lords["BEAUDOIN"]) == 6      # Bishop-Baron


def test_4_3_charles_duke_of_bourg_count_and_bishop_of_sigy():
    """4.3 example: a lord may hold two fief titles and a Bishop's: CHARLES, Duke of BOURG,
    Count and Bishop of SIGY (2 VP; ransom 2 + 3 x 2 = 8); a third fief title is refused."""
    from engine.fief.titles import ransom, victory_points

    game = position("titles_4_3_charles_duke_count_bishop")
    assert victory_points(game.state, BLUE) == 2
    assert ransom(game, game.state.lords["CHARLES"]) == 8
    assert "at most two" in refused(
        game, BLUE, act("buy_title", fief="Barony of ST GÉRÔME", lord="CHARLES"), "4.3")
    game.apply(BLUE, act("buy_title", fief="Barony of ST GÉRÔME", lord="JEANNE"))
    assert victory_points(game.state, BLUE) == 3


def test_A1_a_window_after_each_players_purchase_turn():
    game = load_position({"players": [{"name": "ANN", "colour": "blue"},
                                      {"name": "BOB", "colour": "red"},
                                      {"name": "CID", "colour": "green",
                                       "hand": ["assassination"]}],
                          "step": "purchase", "turn": "ANN", "begun": True, "villages": {
                              "BLAYE": {"units": {"blue": {"men": 1, "lords": ["THIERRY"]}}},
                              "SIGY": {"units": {"red": {"men": 1, "lords": ["RAOUL"]}}},
                              "BOURG": {"units": {"green": {"men": 1, "lords": ["OTHON"]}}}}})
    game.apply(0, act("end_purchase"))
    assert [(d.player, d.kind) for d in game.pending()] == [(2, "window")]
    ctx = game.state.top().data["ctx"]
    assert (ctx["moment"], ctx["step"], ctx["player"]) == ("after_turn", "purchase", 0)
    game.apply(2, act("pass"))
    assert [(d.player, d.kind) for d in game.pending()] == [(1, "purchase")]

"""Phase 3, Income (3.0, 2.4.2-2.4.7, 6.4.1, RULINGS 19, 24, 25, A27, A44).

Each test loads a position at the beginning of the Income step; loading runs the step (nobody
decides anything in it), so the families' money and the ``income`` events show the result.
"""
import json
from pathlib import Path

from engine.actions import act
from engine.fief.position import load_position

POSITIONS = Path(__file__).parent / "positions"


def position(name: str, **changes):
    """A rulebook example, inside its step: past the window that opens at its start (A1)."""
    data = json.loads((POSITIONS / f"{name}.json").read_text(encoding="utf-8"))
    data.update({"begun": True, **changes})
    return load_position(data)


def income_of(game, seat: int) -> dict:
    """The breakdown of one family's income from the events of the Income step."""
    for event in game.events:
        if event.kind == "income" and event.get("player") == seat:
            return {k: v for k, v in event.params if k != "player"}
    return {"total": 0}


def three(villages: dict, **extra) -> dict:
    """A three-family position at Income with these villages."""
    return {"players": [{"name": "ANN", "colour": "blue"}, {"name": "BOB", "colour": "red"},
                        {"name": "CID", "colour": "green"}],
            "step": "income", "villages": villages, **extra}


def test_3_0_one_denier_per_village_and_two_per_mill():
    game = load_position(three({
        "BLAYE": {"mills": 2, "units": {"blue": {"men": 1, "lords": ["THIERRY"]}}},
        "PAUILLAC": {"units": {"blue": {"men": 1}}},
        "LORMONT": {"mills": 1, "units": {"red": {"lords": ["JEANNE"]}}},
    }))
    assert income_of(game, 0) == {"total": 6, "villages": 2, "mills": 4}
    assert income_of(game, 1) == {"total": 3, "villages": 1, "mills": 2}
    assert [p.money for p in game.state.players] == [6, 3, 0]


def test_3_0_empty_villages_of_a_governed_fief_pay_their_title_holder():
    game = load_position(three({
        "BLAYE": {"fort": "city", "mills": 1, "units": {"blue": {"men": 1, "lords": ["THIERRY"]}}},
        "PAUILLAC": {"mills": 2},
    }, lords={"THIERRY": {"owner": "blue", "titles": ["County of BLAYE"]}}))
    # BLAYE, PAUILLAC and LORMONT are all controlled by the Count (5.1, 13.0 "Controlled").
    assert income_of(game, 0) == {"total": 9, "villages": 3, "mills": 6}


def test_3_0_mills_of_an_uncontrolled_village_pay_nobody():
    game = load_position(three({"BLAYE": {"mills": 2},
                                "CLUNY": {"units": {"blue": {"lords": ["THIERRY"]}}}}))
    assert income_of(game, 0) == {"total": 1, "villages": 1}


def test_3_0_queen_collects_two_deniers_and_the_king_nothing():
    game = load_position(three({}, lords={
        "CHARLES": {"owner": "blue", "spouse": "JEANNE", "titles": ["king"]},
        "JEANNE": {"owner": "red", "spouse": "CHARLES", "titles": ["queen"]}}))
    assert income_of(game, 1) == {"total": 2, "titles": 2}
    assert income_of(game, 0) == {"total": 0}


def test_3_0_queen_regent_collects_two_deniers_even_captive():
    game = load_position(three({
        "CLUNY": {"units": {"green": {"men": 1, "lords": ["RAOUL"], "captives": ["JEANNE"]}}},
    }, lords={"JEANNE": {"owner": "red", "titles": ["queen regent"]}}))
    assert income_of(game, 1) == {"total": 2, "titles": 2}


def test_2_4_7_harvest_and_good_weather_each_add_one_per_mill():
    """2.4.7 example: Harvest and Good Weather on one bishopric, 4 deniers per mill."""
    game = position("income_2_4_7_harvest_and_good_weather")
    assert income_of(game, 0) == {"total": 9, "villages": 1, "mills": 8}   # 2 mills x 4
    assert income_of(game, 1) == {"total": 5, "villages": 1, "mills": 4}   # 1 mill x 4
    assert income_of(game, 2) == {"total": 3, "villages": 1, "mills": 2}   # other bishopric


def test_2_4_7_same_bonus_counts_once_per_bishopric():
    game = load_position(three({"TOURNUS": {"mills": 1, "units": {"blue": {"lords": ["THIERRY"]}}}},
                               fortunes={"2": ["harvest", "harvest"]}))
    assert income_of(game, 0)["mills"] == 3


def test_2_4_7_david_cancels_famine_then_harvest_gives_the_bonus():
    """2.4.7 example: DAVID's first Harvest cancelled the Famine of bishopric 1 (both cards in the
    discard), the second lies on the bishopric: each of his mills there yields 3."""
    game = position("income_2_4_7_david_famine_cancelled")
    assert income_of(game, 0) == {"total": 11, "villages": 2, "mills": 9}


def test_2_3_2_famine_mills_yield_nothing():
    game = load_position(three({"BLAYE": {"mills": 2, "units": {"blue": {"lords": ["THIERRY"]}}}},
                               disasters={"1": ["famine"]}))
    assert income_of(game, 0) == {"total": 1, "villages": 1}


def test_income_removes_fortune_cards_and_tax_markers_but_disasters_stay():
    game = load_position(three(
        {"BLAYE": {"units": {"blue": {"lords": ["THIERRY"]}}}},
        lords={"THIERRY": {"owner": "blue", "titles": ["County of BLAYE"]}},
        fortunes={"1": ["harvest"]}, disasters={"1": ["famine"], "2": ["plague"]},
        taxes=[{"player": "blue", "target": "County of BLAYE"}]))
    state = game.state
    assert state.fortunes["1"] == [] and "harvest" in state.fortune_discard
    assert state.taxes == [] and state.players[0].tax_markers == 3
    assert state.disasters["1"] == ["famine"] and state.disasters["2"] == ["plague"]


def test_2_4_5_kirsten_royal_tallage_on_bourg():
    """2.4.5 example: the King's Tallage on the Duchy of BOURG pays 8 to KIRSTEN; GRADY (3 villages)
    and DAVID (1 village) keep their normal village income."""
    game = position("income_2_4_5_kirsten_royal_tallage")
    assert income_of(game, 0)["tallage"] == 8
    assert income_of(game, 0)["total"] == 9            # and her King's own village, SIGY
    assert income_of(game, 1) == {"total": 3, "villages": 3}
    assert income_of(game, 2) == {"total": 1, "villages": 1}


def test_2_4_5_fief_tallage_counts_villages_of_others_and_besieged_ones():
    """RULINGS 24: a besieged village still yields +2 to a Tallage (FR 2.4.5)."""
    game = load_position(three({
        "ST PAUL": {"units": {"blue": {"men": 1, "lords": ["THIERRY"]}}},
        "SIGY": {"fort": "city", "besiegers": ["green"],
                 "units": {"blue": {"men": 2, "lords": ["CHARLES"]},
                           "green": {"men": 3, "lords": ["RAOUL"], "road": "BAZAS"}}},
        "ST CIERS D'ABZAC": {"units": {"red": {"men": 1, "lords": ["JEANNE"]}}},
    }, lords={"CHARLES": {"owner": "blue", "titles": ["County of SIGY"]}},
        taxes=[{"player": "blue", "target": "County of SIGY"}]))
    # Three villages of the County: +6; the besieged SIGY gives no village denier (6.4.1).
    assert income_of(game, 0) == {"total": 7, "villages": 1, "tallage": 6}


def test_6_4_1_besieged_village_gives_neither_village_nor_mill_income():
    game = load_position(three({
        "BLAYE": {"fort": "stronghold", "mills": 2, "besiegers": ["red"],
                  "units": {"blue": {"men": 2, "lords": ["THIERRY"]},
                            "red": {"men": 2, "lords": ["JEANNE"], "road": "CHAROLLES"}}},
    }))
    assert income_of(game, 0) == {"total": 0}
    assert income_of(game, 1) == {"total": 0}


def test_a44_tithe_of_a_besieged_village_mills_yields_nothing():
    game = load_position(three({
        "BLAYE": {"fort": "stronghold", "mills": 2, "besiegers": ["red"],
                  "units": {"blue": {"men": 2, "lords": ["THIERRY"]},
                            "red": {"men": 2, "lords": ["JEANNE"], "road": "CHAROLLES"}}},
        "PAUILLAC": {"mills": 1, "units": {"blue": {"men": 1}}},
    }, lords={"RAOUL": {"owner": "green", "village": "LORMONT", "titles": ["bishop 1"]}},
        taxes=[{"player": "green", "target": 1}]))
    assert income_of(game, 2) == {"total": 3, "villages": 1, "tithe": 2}


def test_a44_a_tithe_under_famine_takes_nothing():
    game = load_position(three({"BLAYE": {"mills": 2, "units": {"blue": {"lords": ["THIERRY"]}}}},
                               lords={"RAOUL": {"owner": "green", "village": "LORMONT",
                                                "titles": ["bishop 1"]}},
                               disasters={"1": ["famine"]}, taxes=[{"player": "green", "target": 1}]))
    assert income_of(game, 2) == {"total": 1, "villages": 1}
    assert income_of(game, 0) == {"total": 1, "villages": 1}


def test_2_4_6_tithe_takes_every_mill_income_of_the_bishopric_with_bonuses():
    game = load_position(three({
        "BLAYE": {"mills": 2, "units": {"blue": {"lords": ["THIERRY"]}}},
        "CHAROLLES": {"mills": 1, "units": {"red": {"lords": ["JEANNE"]}}},
    }, lords={"RAOUL": {"owner": "green", "village": "LORMONT", "titles": ["bishop 1"]}},
        fortunes={"1": ["good_weather"]}, taxes=[{"player": "green", "target": "BLAYE"}]))
    assert income_of(game, 2) == {"total": 10, "villages": 1, "tithe": 9}
    assert income_of(game, 0) == {"total": 1, "villages": 1}
    assert income_of(game, 1) == {"total": 1, "villages": 1}


def test_2_4_6_pope_tithes_all_governed_bishoprics_but_the_bishop_has_priority():
    """1.7 example: the Pope tithes all governed bishoprics; the Bishop of bishopric 3 tithes his
    own with priority; an ungoverned bishopric pays its mills to their owners."""
    game = position("income_2_4_6_pope_tithe_and_bishop_priority")
    assert income_of(game, 0) == {"total": 5, "villages": 1, "tithe": 4}   # Pope: 1 and 5
    assert income_of(game, 1) == {"total": 7, "villages": 1, "tithe": 6}   # Bishop of 3
    assert income_of(game, 2) == {"total": 1, "villages": 1}
    assert income_of(game, 3) == {"total": 6, "villages": 2, "mills": 4}   # bishopric 4


def test_2_4_6_first_cardinal_has_priority_over_later_cardinals_and_the_pope():
    lords = {"ARTHUR": {"owner": "blue", "village": "CLUNY", "titles": ["bishop 2", "cardinal"]},
             "HUGUES": {"owner": "red", "village": "SIGY", "titles": ["bishop 5", "cardinal"]},
             "RAOUL": {"owner": "green", "village": "BAZAS", "titles": ["bishop 4", "cardinal", "pope"]},
             "OTHON": {"owner": "green", "village": "BOURG", "titles": ["bishop 1"]}}
    taxes = [{"player": "green", "target": "all"},
             {"player": "red", "target": 1, "lord": "HUGUES"},
             {"player": "blue", "target": 1, "lord": "ARTHUR"}]
    game = load_position(three({"BLAYE": {"mills": 2}, "PAUILLAC": {"units": {"blue": {"men": 1}}},
                                "LORMONT": {"mills": 1, "units": {"blue": {"men": 1}}}},
                               lords=lords, taxes=taxes))
    window = game.pending()[0]                     # the Pope's powers, before Income (A1)
    assert window.kind == "window" and dict(window.get("context"))["step"] == "income"
    game.apply(window.player, act("pass"))
    # BLAYE's mills belong to nobody; LORMONT's mill (2) goes to the first Cardinal, red.
    assert income_of(game, 1)["tithe"] == 2
    assert "tithe" not in income_of(game, 0) and income_of(game, 2).get("tithe", 0) == 0


def test_a27_cardinal_tithe_needs_a_governed_bishopric():
    game = load_position(three(
        {"BLAYE": {"mills": 2, "units": {"blue": {"lords": ["THIERRY"]}}}},
        lords={"ARTHUR": {"owner": "red", "village": "SIGY", "titles": ["bishop 5", "cardinal"]}},
        taxes=[{"player": "red", "target": 1}]))
    assert income_of(game, 0)["mills"] == 4 and "tithe" not in income_of(game, 1)


def test_rulings_25_tallage_follows_the_title_within_the_family():
    """The taxing Count died and his title passed to another lord of his family: paid."""
    game = load_position(three({"ST GÉRÔME": {"units": {"blue": {"lords": ["THIERRY"]}}}},
                               lords={"THIERRY": {"owner": "blue", "titles": ["Barony of ST GÉRÔME"]}},
                               taxes=[{"player": "blue", "target": "Barony of ST GÉRÔME",
                                       "lord": "CHARLES", "role": "fief"}]))
    assert income_of(game, 0)["tallage"] == 4


def test_rulings_25_tallage_cancelled_when_the_title_left_the_family():
    game = load_position(three({"ST GÉRÔME": {"units": {"red": {"lords": ["JEANNE"]}}}},
                               lords={"JEANNE": {"owner": "red", "titles": ["Barony of ST GÉRÔME"]}},
                               taxes=[{"player": "blue", "target": "Barony of ST GÉRÔME",
                                       "lord": "THIERRY", "role": "fief"}]))
    assert "tallage" not in income_of(game, 0) and "tallage" not in income_of(game, 1)


def test_rulings_25_tithe_cancelled_when_the_bishop_died():
    game = load_position(three({"BLAYE": {"mills": 2, "units": {"blue": {"lords": ["THIERRY"]}}}},
                               taxes=[{"player": "red", "target": 1, "lord": "HUGUES",
                                       "role": "bishop"}]))
    assert income_of(game, 0)["mills"] == 4 and income_of(game, 1) == {"total": 0}


def test_rulings_19_royal_tallage_by_the_queen_regent():
    game = load_position(three({}, lords={"JEANNE": {"owner": "red", "titles": ["queen regent"]}},
                               taxes=[{"player": "red", "target": "Barony of LA RÉOLE"}]))
    assert income_of(game, 1) == {"total": 6, "tallage": 4, "titles": 2}

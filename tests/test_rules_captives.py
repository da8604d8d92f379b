"""Captives (6.2.3, 6.2.4, RULINGS 38, A35, A37, A40): moving, holding, handing over, freeing,
the victors' claim on the captives of a beaten army, and the ransom example."""
import json
from pathlib import Path

import pytest

from engine.fief import combat
from engine.errors import IllegalAction
from engine.fief.position import load_position
from tests.war import DAVID, GRADY, KIRSTEN, decision, do, first, game, kinds, units

POSITIONS = Path(__file__).parent / "positions"


def holding(**kw):
    """GRADY's HUGUES holds DAVID's OTHON captive in BLAYE."""
    villages = {"BLAYE": {"units": {"blue": {"men": 1, "lords": ["HUGUES"], "captives": ["OTHON"]}}},
                "SIGY": {"fort": "stronghold", "units": {"red": {"men": 1}}},
                "BAZAS": {"units": {"green": {"men": 1, "lords": ["ARTHUR"]}}}}
    villages.update(kw.pop("villages", {}))
    lords = {"OTHON": "red", **kw.pop("lords", {})}
    return game(villages, step="movement", lords=lords, **kw)


def test_6_2_3_a_captive_moves_with_a_lord_of_his_captor():
    g = holding()
    do(g, GRADY, "move lords=HUGUES to=PAUILLAC men=1 captives=OTHON")
    assert g.state.lords["OTHON"].village == "PAUILLAC" and g.state.lords["OTHON"].captor == GRADY
    assert g.state.lords["OTHON"].steps == 1


def test_A37_a_captive_moves_under_the_same_step_limit():
    g = holding(lords={"OTHON": {"owner": "red", "steps": 2}})
    with pytest.raises(IllegalAction, match="OTHON has no step left"):
        do(g, GRADY, "move lords=HUGUES to=PAUILLAC men=1 captives=OTHON")


def test_A37_a_captive_left_without_his_captors_units_is_freed_and_placed():
    g = holding()
    events = do(g, GRADY, "move lords=HUGUES to=PAUILLAC men=1")
    assert first(events, "lord_freed").get("lord") == "OTHON"
    assert g.state.lords["OTHON"].captor is None
    assert g.state.lords["OTHON"].village == "SIGY"          # his family's Stronghold (2.4.1)


def test_rulings38_a_captive_is_handed_to_a_player_with_troops_there():
    g = holding(villages={"BLAYE": {"units": {
        "blue": {"men": 1, "lords": ["HUGUES"], "captives": ["OTHON"]},
        "green": {"men": 1, "road": "PAUILLAC"}}}})
    events = do(g, GRADY, "hand_captive lord=OTHON to=2")
    assert g.state.lords["OTHON"].captor == KIRSTEN
    assert first(events, "captive_handed").get("previous") == GRADY


def test_rulings38_no_hand_over_to_a_player_without_troops_there():
    g = holding()
    with pytest.raises(IllegalAction, match="^6.2.3: a captive is handed only"):
        do(g, GRADY, "hand_captive lord=OTHON to=2")
    with pytest.raises(IllegalAction, match="^6.2.3: you hold no such captive"):
        do(g, KIRSTEN, "hand_captive lord=OTHON to=0")


def test_6_2_3_a_captor_may_set_his_captive_free():
    g = holding()
    events = do(g, GRADY, "release_captive lord=OTHON")
    assert first(events, "lord_freed").get("reason") == "released"
    assert g.state.lords["OTHON"].captor is None


def beaten_jailer(forced):
    """DAVID holds KIRSTEN's ARTHUR in BLAYE; GRADY attacks DAVID."""
    return game({"BLAYE": {"units": {
        "red": {"men": 1, "lords": ["OTHON"], "captives": ["ARTHUR"]},
        "blue": {"knights": 1, "lords": ["HUGUES"], "road": "PAUILLAC"}}},
        "SIGY": {"units": {"green": {"men": 1}}}},
        lords={"ARTHUR": "green"}, forced_battle=forced)


def test_rulings38_the_victors_may_take_the_captives_of_the_beaten_army():
    g = beaten_jailer([1, 1])
    do(g, GRADY, "declare_battle village=BLAYE target=1")
    assert decision(g, "capture").get("lord") == "OTHON"
    do(g, GRADY, "capture lord=OTHON to=0")
    assert decision(g, "capture").get("lord") == "ARTHUR"
    do(g, GRADY, "capture lord=ARTHUR to=0")
    assert g.state.lords["ARTHUR"].captor == GRADY and g.state.lords["OTHON"].captor == GRADY


def test_rulings38_a_captive_not_taken_by_the_victors_is_freed():
    g = beaten_jailer([3, 1])
    events = do(g, GRADY, "declare_battle village=BLAYE target=1")
    assert first(events, "lord_died").get("lord") == "OTHON"
    assert g.state.lords["ARTHUR"].captor == DAVID       # until the victors decide
    events = do(g, GRADY, "release lord=ARTHUR")
    assert first(events, "lord_freed").get("lord") == "ARTHUR"
    assert g.state.lords["ARTHUR"].village == "SIGY"


def test_A35_captives_take_no_hits_and_add_no_strength():
    g = beaten_jailer([3, 1])
    events = do(g, GRADY, "declare_battle village=BLAYE target=1")
    dead = [e.get("lord") for e in events if e.kind == "lord_died"]
    assert dead == ["OTHON"]                     # 3 hits: the man, OTHON; ARTHUR untouched
    assert combat.lord_sp(g, g.state.lords["ARTHUR"]) == 0
    assert first(events, "battle_roll").get("defence_dice") == 1


def test_6_2_4_gunter_must_pay_the_full_ransom_of_beaudoin():
    data = json.loads((POSITIONS / "ransom_6_2_4_gunter_beaudoin.json").read_text("utf-8"))
    g = load_position(data)
    events = do(g, 0, "pay_ransoms")
    paid = first(events, "ransom_paid")
    assert paid.get("amount") == 6 and g.state.players[0].money == 4
    assert g.state.lords["BEAUDOIN"].captor is None and "lord_freed" in kinds(events)
    assert units(g, 1, "CHAROLLES") == (1, 2)


def test_A1_a_window_after_each_players_ransom_turn():
    data = json.loads((POSITIONS / "ransom_6_2_4_gunter_beaudoin.json").read_text("utf-8"))
    g = load_position(data)
    g.state.players[1].hand = ["assassination"]
    do(g, 0, "pay_ransoms")
    assert [(d.player, d.kind) for d in g.pending()] == [(1, "window")]
    ctx = g.state.top().data["ctx"]
    assert (ctx["moment"], ctx["step"], ctx["player"]) == ("after_turn", "ransoms", 0)


def test_rulings37_a_lone_lord_is_not_captured_when_a_knight_is_placed_beside_him():
    g = game({"BLAYE": {"fort": "stronghold", "units": {
        "green": {"men": 1, "lords": ["ARTHUR"]},
        "red": {"lords": ["OTHON"], "road": "PAUILLAC"}}}},
        step="purchase", turn="KIRSTEN")
    g.state.players[KIRSTEN].money = 3
    do(g, KIRSTEN, "recruit village=BLAYE knights=1")
    assert g.state.lords["OTHON"].captor is None          # the EN FAQ example does not apply

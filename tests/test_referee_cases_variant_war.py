"""Referee cases of the variant's war written from its text (rules/004): who marks, pillages,
besieges, rides and defends (004 §4.6-§4.8, §6, §8). The other sections' cases are in
test_referee_cases_variant.py."""
from __future__ import annotations

import pytest
from politics import asked, do, first
from test_referee_cases_variant import ANN, BOB, variant
from test_simplified_battles import battles_position, told

from engine.actions import act
from engine.errors import IllegalAction
from engine.fief.control import controller
from engine.fief.position import load_position


# --- 004 §4.8 Pillage: "Les seigneurs présents sur un village même s'il ne le contrôle pas" ------

def pillage(lords: dict, units: dict):
    return load_position(variant("pillage", lords={"ARTHUR": "blue", **lords},
                                 villages={"BLAYE": {"mills": 1, "units": units}}))


@pytest.mark.parametrize("who,titles", [("HUGUES", ["Bishop of 1"]), ("JEANNE", [])])
def test_004_s4_8_a_cleric_or_an_untitled_lady_present_destroys_the_mills(who, titles):
    """Any lord present, a cleric (who never attacks, §2.2) or an untitled lady (who has no
    strength) as well: "Les seigneurs présents ... peuvent détruire les moulins"."""
    g = pillage({who: {"owner": "red", "titles": titles}},
                {"blue": {"men": 1}, "red": {"lords": [who]}})
    g.state.lords["ARTHUR"].village = "SIGY"
    assert asked(g) == [(BOB, "pillage")]
    do(g, BOB, "pillage village=BLAYE mills=1")
    assert g.state.villages["BLAYE"].mills == 0


def test_004_s4_8_a_captive_is_no_lord_present_to_pillage():
    """A captive held in the village decides nothing there (S-16: a free lord)."""
    g = pillage({"HUGUES": {"owner": "red"}, "RAOUL": {"owner": "red", "village": "TOURNUS"}},
                {"blue": {"men": 1, "lords": ["ARTHUR"], "captives": ["HUGUES"]}})
    assert asked(g) == [(ANN, "pillage")]                 # blue's ARTHUR is there, free
    do(g, ANN, "end_pillage")
    assert g.state.stack[0].kind != "pillage" and g.state.villages["BLAYE"].mills == 1


# --- 004 §8: a siege may be decided by clerics too ---------------------------------------------

def test_004_s8_a_bishop_alone_besieges_a_castle():
    """004 §8 "le siège qui peut être décidé à tout moment par les seigneurs religieux ou
    non": blue's Bishop, who may not attack (§2.2), besieges red's castle."""
    g = load_position(battles_position(
        villages={"CHAROLLES": {"controller": "red", "fort": "stronghold", "units": {
            "red": {"men": 1, "lords": ["THIERRY"]}, "blue": {"lords": ["HUGUES"]}}}},
        lords={"HUGUES": {"owner": "blue", "titles": ["Bishop of 1"]}, "THIERRY": "red"},
        forced=[]))
    assert not any(a.kind == "declare_battle" for a in g.legal(0))
    with pytest.raises(IllegalAction, match="004 §7.1"):
        g.apply(0, act("declare_battle", village="CHAROLLES", target=1))
    if act("end_battles") in g.legal(0):
        g.apply(0, act("end_battles"))
    g.apply(0, act("declare_siege", village="CHAROLLES"))
    assert g.state.villages["CHAROLLES"].besiegers == [0]


def test_004_s7_the_holder_of_a_castle_does_not_besiege_it():
    """004 §7 "Un joueur qui ne controle pas un chateau ou une cité ... peut décider
    d'assièger": red, holding CHAROLLES, has no siege to lay there."""
    g = load_position(battles_position(
        villages={"CHAROLLES": {"controller": "red", "fort": "stronghold", "units": {
            "red": {"men": 1, "lords": ["THIERRY"]}, "blue": {"lords": ["HUGUES"]}}}},
        lords={"HUGUES": {"owner": "blue", "titles": ["Bishop of 1"]}, "THIERRY": "red"},
        forced=[], first="red", turn="red"))
    seen = []
    while g.state.stack[0].kind == "battles":
        decision = g.pending()[0]
        seen.append((decision.player, decision.kind))
        if decision.player == BOB:
            assert not any(a.kind == "declare_siege" for a in g.legal(BOB))
            with pytest.raises(IllegalAction):
                g.apply(BOB, act("declare_siege", village="CHAROLLES"))
        g.apply(decision.player, g.legal(decision.player)[-1])
    assert seen == [(BOB, "declare_battle"), (ANN, "sieges")]


# --- 004 §8: a battle in a village neither side holds ------------------------------------------

def test_004_s8_a_village_held_by_a_family_out_of_the_battle_neither_defends_nor_changes_hands():
    """004 §8: only "Si le joueur défendant contrôle la ville" is its control at stake and
    its strength his. Red's duke attacks green's count in CLUNY, which blue holds by a marker
    and does not defend: green rolls 3 dice (no place), and blue keeps CLUNY when green loses."""
    g = load_position(battles_position(
        villages={"CLUNY": {"controller": "blue", "units": {
            "blue": {"men": 1}, "red": {"lords": ["FRANÇOIS"]}, "green": {"lords": ["THIERRY"]}}}},
        lords={"FRANÇOIS": {"owner": "red", "titles": ["Duchy of BOURG"]},
               "THIERRY": {"owner": "green", "titles": ["County of SIGY"]},
               "ARTHUR": {"owner": "blue", "village": "SIGY"}},
        forced=[6, 6, 6, 6, 1, 1, 1], first="red", turn="red"))
    while g.pending()[0].player != 1 or g.pending()[0].kind != "declare_battle":
        seat = g.pending()[0].player
        g.apply(seat, g.legal(seat)[-1])
    events = told(g, 1, act("declare_battle", village="CLUNY", target=2))
    while g.pending() and g.pending()[0].kind == "join_battle":
        seat = g.pending()[0].player
        events += told(g, seat, act("join_battle", side="out"))
    started = next(e for e in events if e["kind"] == "paired_battle_started")
    assert started["defence"]["place"] == 0 and started["defence_total"] == 3
    assert controller(g, "CLUNY") == 0


# --- 004 §4.6: any lord marks the villages he reaches ------------------------------------------

@pytest.mark.parametrize("who,titles", [("HUGUES", ["Bishop of 1"]), ("JEANNE", [])])
def test_004_s4_6_a_cleric_or_a_lady_marks_every_uncontrolled_village_reached(who, titles):
    """004 §4.6 "Chaque village non-controlé traversé par un seigneur, homme ou femme, est
    conquis": a Bishop or an untitled lady going BLAYE - CHAROLLES - COUTRAS marks both."""
    g = load_position(variant("movement", begun=True, turn="ANN",
                              lords={who: {"owner": "blue", "titles": titles},
                                     "RAOUL": {"owner": "red", "village": "SIGY"},
                                     "OTHON": {"owner": "green", "village": "BOURG"}},
                              villages={"BLAYE": {"units": {"blue": {"men": 1,
                                                                     "lords": [who]}}}}))
    g.apply(ANN, act("move", lords=who, to="CHAROLLES"))
    g.apply(ANN, act("move", lords=who, to="COUTRAS"))
    assert [controller(g, v) for v in ("BLAYE", "CHAROLLES", "COUTRAS")] == [ANN, ANN, ANN]
    assert [t.owner for t in g.state.troops_in("CHAROLLES")] == [ANN]


# --- 004 §6: the ride, read with 2011 (S-21) ---------------------------------------------------

def ride_into(fort: str | None):
    charolles: dict = {"controller": "red", "units": {
        "red": {"men": 1, "lords": ["ARTHUR"]}, "blue": {"lords": ["BEAUDOIN"], "road": "BLAYE"}}}
    if fort:
        charolles["fort"] = fort
    return load_position(variant("movement", begun=True, turn="ANN", forced_d6=[6, 6, 1, 1],
                                 lords={"BEAUDOIN": {"owner": "blue", "steps": 1,
                                                     "titles": ["Barony of LA RÉOLE"]},
                                        "ARTHUR": "red"},
                                 villages={"CHAROLLES": charolles}))


@pytest.mark.parametrize("fort", ["stronghold", "city"])
def test_004_s6_s21_no_ride_through_a_castle_or_a_city(fort):
    """004 §6 offers the ride at "un village déjà controlé" and is silent on castles; 003
    Chevauchée: "Il est interdit de faire une chevauchée vers un village où se trouve un
    château ou une cité" stands (S-21). Without the castle the ride is declared."""
    g = ride_into(fort)
    with pytest.raises(IllegalAction) as refused:
        g.apply(ANN, act("move", lords="BEAUDOIN", to="COUTRAS", cavalcade=True))
    assert str(refused.value) == ("004 §6: a ride may not go into a village with a castle or a "
                                  "city (as 2011's ride: 003 Chevauchée)")
    g = ride_into(None)
    events = g.apply(ANN, act("move", lords="BEAUDOIN", to="COUTRAS", cavalcade=True))
    assert first(events, "cavalcade_declared") and asked(g) == [(BOB, "let_pass")]

"""Referee cases of the 2011 edition written from its text (rules/003, cited "003 <heading>")
before reading the referee: rules 003 states that no 2011 test pinned yet (the ones shared
with 1429 are replayed in test_2011_shared.py)."""
from __future__ import annotations

import politics
import pytest
from politics import DAVID, GRADY, KIRSTEN, asked, choices, do, pass_windows
from test_rules_victory import end_of_round

from engine.actions import act
from engine.errors import IllegalAction
from engine.fief.electorate import eligible, weight
from engine.fief.position import load_position

ANN, BOB, CID = 0, 1, 2
PLAYERS = [{"name": "ANN", "colour": "blue"}, {"name": "BOB", "colour": "red"},
           {"name": "CID", "colour": "green"}]


def position(step: str, **extra) -> dict:
    return {"players": PLAYERS, "edition": "2011", "round": 2, "first": "ANN", "step": step,
            **extra}


# --- 003 Contracter un mariage ---------------------------------------------------------------

def test_003_mariage_a_queen_regents_husband_does_not_become_king():
    """003 Contracter un mariage: "Si la mariée est reine régente, son mari ne devient pas
    roi"."""
    g = politics.game("marriage", edition="2011", villages={
        "BLAYE": politics.village("blue", men=1, lords=["QUENTIN"]),
        "TOURNUS": politics.village("red", men=1, lords=["JEANNE"]),
        "BOURG": politics.village("green", men=1, lords=["OTHON"])},
        lords={"JEANNE": {"owner": "red", "titles": ["Queen Regent"]}})
    do(g, GRADY, "propose_marriage lord=QUENTIN lady=JEANNE")
    do(g, DAVID, "answer_marriage accept=yes")
    t = g.state.titles
    assert (t.king, t.queen, t.regent) == (None, "JEANNE", True)


def test_003_mariage_a_player_has_one_marriage_and_one_alliance():
    """003 Mariage et alliance: "Un joueur n'a le droit qu'à 1 seul mariage et à 1 seule
    alliance": GRADY, married to KIRSTEN, is not asked, and DAVID's JEANNE may wed GUNTER's
    OTHON, not GRADY's ARTHUR."""
    g = politics.game("marriage", edition="2011", players=4, villages={
        "BLAYE": politics.village("blue", men=1, lords=["QUENTIN", "ARTHUR"]),
        "TOURNUS": politics.village("red", men=1, lords=["JEANNE"]),
        "BOURG": politics.village("green", men=1, lords=["MATHILDE"]),
        "SIGY": politics.village("yellow", men=1, lords=["OTHON"])},
        lords={"QUENTIN": {"owner": "blue", "spouse": "MATHILDE"},
               "MATHILDE": {"owner": "green"}})
    assert asked(g) == [(DAVID, "marriage")]
    assert choices(g, DAVID) == ["pass_marriage", "propose_marriage lady=JEANNE lord=OTHON"]
    with pytest.raises(IllegalAction):
        do(g, DAVID, "propose_marriage lord=ARTHUR lady=JEANNE")


# --- 003 Élection du Roi and Prisonnier: a captive neither stands nor votes ---------------------

def king_electors():
    """ARTHUR (blue, Baron) is green's captive; blue's Count HUGUES is free."""
    return load_position(position(
        "elections",
        lords={"ARTHUR": {"owner": "blue", "titles": ["Barony of LA RÉOLE"]},
               "HUGUES": {"owner": "blue", "village": "BLAYE", "titles": ["County of SIGY"]},
               "RAOUL": {"owner": "red", "village": "TOURNUS", "titles": ["Bishop of 2"]},
               "OTHON": {"owner": "green"}},
        villages={"BOURG": {"units": {"green": {"men": 1, "lords": ["OTHON"],
                                                "captives": ["ARTHUR"]}}}}))


def test_003_roi_a_captive_titled_man_neither_stands_nor_votes():
    """003 Élection du Roi: "Tout homme titré et qui n'est pas prisonnier peut se présenter";
    "Un seigneur titré non-prisonnier donne 1 voix" (003 Prisonnier: "ne peut ni voter ni être
    candidat")."""
    g = king_electors()
    lords = g.state.lords
    assert [eligible(g, "king", lords[n]) for n in ("ARTHUR", "HUGUES")] == [False, True]
    assert [weight(g, "king", p) for p in (ANN, BOB, CID)] == [1, 1, 0]


# --- 003 Avantages de la reine, Phase 7: the Queen brings 3 ecus and no point -----------------

@pytest.mark.parametrize("crown,won", [("Queen", None), ("King", [0])])
def test_003_reine_the_queen_brings_no_victory_point(crown, won):
    """003 Avantages de la reine: "Elle rapporte 3 écus, mais aucun PV"; Phase 7: "1 PV pour
    chaque titre Roi et Pape". Blue's two fiefs and a Queen are 2 points; with the King 3."""
    lords = {"THIERRY": {"owner": "blue", "titles": ["County of SIGY", "Duchy of BOURG"]}}
    if crown == "Queen":
        lords["ISABEAU"] = {"owner": "blue", "titles": ["Queen"], "spouse": "RAOUL"}
        lords["RAOUL"] = {"owner": "blue", "titles": ["King"], "spouse": "ISABEAU"}
        lords["THIERRY"]["titles"] = ["County of SIGY"]
    else:
        lords["RAOUL"] = {"owner": "blue", "titles": ["King"]}
    assert end_of_round(3, lords, edition="2011").state.winners == won


# --- 003 Le siège: no income from a besieged village ------------------------------------------

def test_003_siege_the_besieged_keep_the_village_but_not_its_income():
    """003 Le siège: "Lors d'un siège, vous gardez le contrôle du village, mais vous ne
    percevrez plus les revenus qu'il rapporte": red's castle of CHAROLLES with its two mills,
    besieged by blue, brings red nothing; red's TOURNUS brings 1."""
    g = load_position(position(
        "income",
        lords={"THIERRY": "red", "ARTHUR": "blue", "OTHON": {"owner": "green",
                                                              "village": "BOURG"}},
        villages={"CHAROLLES": {"fort": "stronghold", "mills": 2, "controller": "red",
                                "besiegers": ["blue"], "units": {
                                    "red": {"men": 2, "lords": ["THIERRY"]},
                                    "blue": {"men": 2, "lords": ["ARTHUR"], "road": "BLAYE"}}},
                  "TOURNUS": {"units": {"red": {"men": 1}}}}))
    events = list(g.events) + pass_windows(g)
    told = {e.get("player"): e.get("total") for e in events if e.kind == "income"}
    assert told.get(BOB) == 1
    assert g.state.villages["CHAROLLES"].controller == BOB


# --- 003 Carte Justice: any lord may be the assassin's target of Justice -----------------------

def test_003_justice_beheads_the_assassin_at_once():
    """003 Carte Justice: "Elle est utilisée sur le personnage qui porte le jeton Assassin.
    Ce dernier sera immédiatement décapité"."""
    g = politics.game("play_cards", turn="KIRSTEN", edition="2011",
                      hands={KIRSTEN: ["justice"]},
                      villages={"BLAYE": politics.village("blue", men=1, lords=["QUENTIN"]),
                                "TOURNUS": politics.village("red", men=1, lords=["RAOUL"]),
                                "BOURG": politics.village("green", men=1, lords=["OTHON"])},
                      lords={"QUENTIN": {"owner": "blue", "assassin": True}})
    events = g.apply(KIRSTEN, act("play_card", card="justice", lord="QUENTIN"))
    assert any(e.kind == "lord_died" and e.get("lord") == "QUENTIN" for e in events)
    assert g.state.lords["QUENTIN"].owner is None

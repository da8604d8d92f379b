"""Referee cases written from the 2011 rules (rules/003) and the introductory variant
(rules/004) alone, where they differ from 1429 (docs/editions.md): a position, an action, the
outcome or the refusal the text gives."""
from __future__ import annotations

import politics
import pytest

from engine.errors import IllegalAction
from engine.fief.electorate import eligible
from engine.fief.position import load_position
from politics import GRADY, do, pass_windows

ANN, BOB, CID = 0, 1, 2                 # blue, red, green in the positions written here
PLAYERS = [{"name": "ANN", "colour": "blue"}, {"name": "BOB", "colour": "red"},
           {"name": "CID", "colour": "green"}]


def position(edition: str, step: str, **extra) -> dict:
    return {"players": PLAYERS, "edition": edition, "step": step, **extra}


# --- 004 §5 Roi 3 (S-17) with A39: a King who gives away a title has room again -------------

def test_S17_A39_a_king_giving_away_his_second_title_claims_the_one_kept_for_his_family():
    """S-17: the variant's King gives a fief title he holds to any lord; A39: a title kept for
    a family that holds its City is claimed "once he has one" with room for it. FRANÇOIS,
    King, Count of BLAYE and Baron of LA RÉOLE, gives LA RÉOLE to ARTHUR: he holds one title
    now, and red holds SIGY's City, whose title was kept for red."""
    g = load_position(position(
        "simplified", "purchase", turn="red", begun=True,
        villages={"BLAYE": {"fort": "city", "units": {"red": {"lords": ["FRANÇOIS"]}}},
                  "BAZAS": {"fort": "city", "units": {"red": {"men": 1}}},
                  "SIGY": {"fort": "city", "units": {"red": {"men": 1}}},
                  "TOURNUS": {"units": {"blue": {"men": 1, "lords": ["ARTHUR"]}}},
                  "BOURG": {"units": {"green": {"men": 1, "lords": ["BLANCHE"]}}}},
        lords={"FRANÇOIS": {"owner": "red",
                            "titles": ["King", "County of BLAYE", "Barony of LA RÉOLE"]},
               "ARTHUR": {"owner": "blue"}, "BLANCHE": {"owner": "green"}},
        titles={"reserved": {"County of SIGY": "red"}}))
    do(g, BOB, "grant_title fief=\"Barony of LA RÉOLE\" lord=ARTHUR")
    fiefs = g.state.titles.fiefs
    assert (fiefs["Barony of LA RÉOLE"], fiefs["County of SIGY"]) == ("ARTHUR", "FRANÇOIS")
    assert not g.state.titles.vacant_fiefs_reserved


# --- 003 Phase 3 and Prisonnier: the crown's and the Pope's incomes ------------------------

def crown_income(edition: str, lords: dict, villages: dict):
    g = load_position(position(edition, "income", villages=villages, lords=lords))
    pass_windows(g)
    return [p.money for p in g.state.players]


def test_2011_a_captive_king_keeps_his_income_of_5():
    """003 Prisonnier: "Le seigneur prisonnier conserve ses titres et ses revenus"; 003
    Phase 3: the King's title brings 5 ecus. ARTHUR is red's captive."""
    money = crown_income("2011", {"ARTHUR": {"owner": "blue", "titles": ["King"], "captor": "red"},
                                  "HUGUES": {"owner": "red"}, "BLANCHE": {"owner": "green"}},
                         {"TOURNUS": {"units": {"red": {"men": 1, "lords": ["HUGUES"],
                                                        "captives": ["ARTHUR"]}}},
                          "BLAYE": {"units": {"blue": {"men": 1}}},
                          "BOURG": {"units": {"green": {"men": 1, "lords": ["BLANCHE"]}}}})
    assert money == [1 + 5, 1, 1]


def test_2011_a_queen_regent_brings_the_queens_3_not_the_kings_5():
    """003: the Regent "récupère les pouvoirs du roi" (his powers), while the King's 5 ecus
    come with the King's title, which nobody holds: she brings the Queen's 3 (E-25)."""
    money = crown_income("2011", {"BLANCHE": {"owner": "green", "titles": ["Queen Regent"]},
                                  "ARTHUR": {"owner": "blue"}, "HUGUES": {"owner": "red"}},
                         {"BLAYE": {"units": {"blue": {"men": 1, "lords": ["ARTHUR"]}}},
                          "TOURNUS": {"units": {"red": {"men": 1, "lords": ["HUGUES"]}}},
                          "BOURG": {"units": {"green": {"men": 1, "lords": ["BLANCHE"]}}}})
    assert money == [1, 1, 1 + 3]


# --- 003 Élection du Roi / du Pape: who stands ---------------------------------------------

def ballot_2011(item_lords: dict):
    return politics.game("elections", edition="2011", lords=item_lords, villages={
        "BLAYE": politics.village("blue", men=1), "TOURNUS": politics.village("red", men=1),
        "BOURG": politics.village("green", men=1)})


def test_2011_a_titled_bishop_or_cardinal_never_stands_for_king_a_titled_layman_does():
    """003 Élection du Roi: "Tout homme titré et qui n'est pas prisonnier ... Il ne doit pas
    avoir un titre religieux"."""
    g = ballot_2011({
        "ARTHUR": {"owner": "blue", "village": "BLAYE", "titles": ["Barony of LA RÉOLE"]},
        "HUGUES": {"owner": "blue", "village": "BLAYE",
                   "titles": ["Bishop of 1", "Cardinal", "County of SIGY"]},
        "RAOUL": {"owner": "red", "village": "TOURNUS", "titles": ["Bishop of 2", "Duchy of AUTUN"]},
        "OTHON": {"owner": "red", "village": "TOURNUS", "titles": ["Bishop of 3"]},
        "GAUVAIN": {"owner": "green", "village": "BOURG"}})
    assert g.state.top().data["item"] == "king"
    assert [n for n in ("ARTHUR", "HUGUES", "RAOUL", "OTHON", "GAUVAIN")
            if eligible(g, "king", g.state.lords[n])] == ["ARTHUR"]
    with pytest.raises(IllegalAction, match="^003 Élections: HUGUES is a churchman"):
        do(g, GRADY, "declare_candidate lord=HUGUES")


def test_2011_only_bishops_and_cardinals_stand_for_pope():
    """003 Élection du Pape: "Seuls les évêques et les cardinaux peuvent se présenter"."""
    g = ballot_2011({
        "HUGUES": {"owner": "blue", "village": "BLAYE", "titles": ["Bishop of 1", "Cardinal"]},
        "ARTHUR": {"owner": "blue", "village": "BLAYE", "titles": ["Duchy of BOURG"]},
        "RAOUL": {"owner": "red", "village": "TOURNUS", "titles": ["Bishop of 2", "Cardinal"]},
        "OTHON": {"owner": "green", "village": "BOURG", "titles": ["Bishop of 3"]}})
    assert g.state.top().data["item"] == "pope"
    assert [n for n in ("HUGUES", "ARTHUR", "RAOUL", "OTHON")
            if eligible(g, "pope", g.state.lords[n])] == ["HUGUES", "RAOUL", "OTHON"]


# --- 003 Carte Seigneur, Phase 4, Le siège, Le pillage ----------------------------------------

def test_2011_a_family_of_four_lords_plays_no_fifth():
    """003 Carte Seigneur: "Un joueur est limité à 4 seigneurs" (captives included, 2.4.1)."""
    g = politics.game("play_cards", edition="2011", hands={GRADY: ["ARTHUR", "harvest"]},
                      turn="GRADY", villages={"BLAYE": politics.village("blue", men=1,
                                                          lords=["HUGUES", "RAOUL", "OTHON"]),
                                "TOURNUS": {"units": {"red": {"men": 1, "lords": ["CHARLES"],
                                                              "captives": ["THIERRY"]}}}},
                      lords={"THIERRY": {"owner": "blue", "captor": "red"}})
    assert politics.asked(g) == [(GRADY, "play_cards")]
    assert not [c for c in politics.choices(g, GRADY) if "card=ARTHUR" in c]
    with pytest.raises(IllegalAction, match="^2.4.1: "):
        do(g, GRADY, "play_card card=ARTHUR")

"""The 2011 edition (rules/003) and the introductory variant (rules/004) section by section,
against the referee (issue 35 item 2, second sweep; docs/editions.md, rulings E-16 onwards).
Each test is a referee case: a position written from a line of the text, an action, the outcome
or the refusal with the rule that gives it."""
from __future__ import annotations

import politics
import pytest
from politics import DAVID, village

from engine.errors import IllegalAction
from engine.fief.position import load_position
from tests.war import GRADY, asked, do, first, position

# --- 003 Prisonnier: "Si le roi est prisonnier, la reine ne peut pas faire un héritier" (E-16)


def queen_plays_a_lord(edition: str):
    """DAVID (red) holds the Queen ISABEAU and the captive King QUENTIN (blue's), and plays
    ARTHUR's card."""
    bourg = village("green", men=1, lords=["OTHON"])
    bourg["units"]["red"] = {"men": 1, "captives": ["QUENTIN"]}
    return politics.game(
        "play_cards", turn="DAVID", edition=edition, hands={DAVID: ["ARTHUR"]},
        villages={"TOURNUS": village("red", men=1, lords=["RAOUL", "ISABEAU"]), "BOURG": bourg,
                  "BLAYE": village("blue", men=1, lords=["HUGUES"], fort="stronghold")},
        lords={"QUENTIN": {"owner": "blue", "titles": ["King"], "spouse": "ISABEAU"},
               "ISABEAU": {"owner": "red", "titles": ["Queen"]}})


@pytest.mark.parametrize("edition", ["2011", "simplified"])
def test_E16_2011_no_crown_prince_while_the_king_is_captive(edition):
    g = queen_plays_a_lord(edition)
    do(g, DAVID, "play_card card=ARTHUR")
    assert (DAVID, "crown_prince") not in asked(g)
    assert g.state.titles.crown_prince is None


def test_1_8_2_in_1429_a_captive_king_does_not_bar_the_crown_prince():
    g = queen_plays_a_lord("1429")
    do(g, DAVID, "play_card card=ARTHUR")                 # only a captive Queen bars him (A15)
    assert asked(g) == [(DAVID, "crown_prince")]


# --- 003 Carte Seigneur: a new lord "Dans une cité ou un château que vous contrôlez. Dans un
# village où se trouve un de vos seigneurs. Dans un village que vous contrôlez." (E-17)

def new_lord(edition: str):
    """GRADY (blue) holds a castle at BLAYE, his lord OTHON stands in TOURNUS, which blue
    controls, and COUTRAS holds a man of his; he plays ARTHUR's card."""
    return politics.game(
        "play_cards", turn="GRADY", edition=edition, hands={GRADY: ["ARTHUR"]},
        villages={"BLAYE": village("blue", men=1, fort="stronghold"),
                  "TOURNUS": village("blue", men=1, lords=["OTHON"]),
                  "COUTRAS": village("blue", men=1),
                  "SIGY": village("red", men=1, lords=["RAOUL"])})


def test_E17_2011_a_new_lord_goes_to_any_of_the_three_places_the_text_lists():
    g = new_lord("2011")
    do(g, GRADY, "play_card card=ARTHUR")
    placing = [d for d in g.pending() if d.kind == "place_lord"][0]
    assert sorted(a.get("village") for a in placing.choices) == ["BLAYE", "COUTRAS", "TOURNUS"]
    with pytest.raises(IllegalAction, match="^003 Carte Seigneur"):
        do(g, GRADY, "place_lord lord=ARTHUR village=SIGY")
    events = do(g, GRADY, "place_lord lord=ARTHUR village=COUTRAS")
    assert first(events, "lord_placed").get("village") == "COUTRAS"


def test_2_4_1_in_1429_a_new_lord_goes_to_the_castle_first():
    g = new_lord("1429")
    events = do(g, GRADY, "play_card card=ARTHUR")
    assert first(events, "lord_placed").get("village") == "BLAYE"


# --- 003 Carte Souterrain, "Pendant un déplacement : Vous pouvez vous évader de prison vers un
# lieu à une étape de là." (E-18)

def prison(edition: str, step: str = "movement"):
    """HUGUES (blue) is held by red at BLAYE; blue has a castle at TOURNUS and a Secret
    Passage."""
    data = position({
        "BLAYE": {"units": {"blue": {"men": 1, "lords": ["OTHON"]},
                            "red": {"men": 1, "captives": ["HUGUES"]}}},
        "TOURNUS": {"fort": "stronghold", "units": {"blue": {"men": 1, "lords": ["ARTHUR"]}}},
        "SIGY": {"units": {"red": {"men": 1, "lords": ["RAOUL"]}}}},
        step=step, edition=edition, lords={"HUGUES": {"owner": "blue"}})
    data["players"][0]["hand"] = ["secret_passage"]
    data["round"] = 2
    return load_position(data)


ESCAPE = "play_card card=secret_passage use=escape lord=HUGUES"


def test_E18_2011_an_escaped_lord_goes_one_step_from_his_prison():
    g = prison("2011")
    do(g, GRADY, ESCAPE)
    placing = [d for d in g.pending() if d.kind == "place_lord"][0]
    assert sorted(a.get("village") for a in placing.choices) == ["CHAROLLES", "PAUILLAC",
                                                                 "ST MÉDARD"]
    with pytest.raises(IllegalAction, match="^003 Souterrain"):
        do(g, GRADY, "place_lord lord=HUGUES village=TOURNUS")
    do(g, GRADY, "place_lord lord=HUGUES village=PAUILLAC")
    lord = g.state.lords["HUGUES"]
    assert (lord.village, lord.captor) == ("PAUILLAC", None)


def test_E18_2011_the_escape_is_a_use_of_the_movement_phase():
    g = prison("2011", step="battles")
    assert not [c for c in politics.choices(g, GRADY) if "escape" in c]
    with pytest.raises(IllegalAction):
        do(g, GRADY, ESCAPE)
    g = prison("1429", step="battles")                    # 10.2.3: "during any phase"
    assert "play_card card=secret_passage lord=HUGUES use=escape" in politics.choices(g, GRADY)


def test_10_2_3_in_1429_an_escaped_lord_goes_to_his_castle():
    g = prison("1429")
    events = do(g, GRADY, ESCAPE)
    assert first(events, "lord_placed").get("village") == "TOURNUS"

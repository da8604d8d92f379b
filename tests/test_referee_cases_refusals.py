"""Referee cases written from the rulebooks alone (issue: cases the engine is judged by, a third
round): refusals that must cite the edition's own rule, and the order of a Battle turn."""
import pytest

from engine.errors import IllegalAction
import politics
from politics import GRADY, KIRSTEN, asked, do
import war


def full_family(edition: str):
    """GRADY (blue) has 4 lords, one of them red's captive, and a Lord card in hand."""
    return politics.game("play_cards", edition=edition, hands={GRADY: ["ARTHUR", "harvest"]},
                         turn="GRADY",
                         villages={"BLAYE": politics.village("blue", men=1,
                                                             lords=["HUGUES", "RAOUL", "OTHON"]),
                                   "TOURNUS": {"units": {"red": {"men": 1, "lords": ["CHARLES"],
                                                                 "captives": ["THIERRY"]}}}},
                         lords={"THIERRY": {"owner": "blue", "captor": "red"}})


@pytest.mark.parametrize("edition, rule", [("1429", "2.4.1"), ("2011", "003 Carte Seigneur"),
                                           ("simplified", "003 Carte Seigneur")])
def test_2_4_1_a_fifth_lord_is_refused_by_the_editions_own_family_limit(edition, rule):
    """2.4.1 "A Player is limited to 4 Lords in his Family"; 003 Carte Seigneur "Un joueur est
    limité à 4 seigneurs" (the variant, silent, keeps 2011's rule). The refusal says the limit,
    not merely that the card has no use now."""
    g = full_family(edition)
    assert asked(g) == [(GRADY, "play_cards")]
    with pytest.raises(IllegalAction) as refused:
        do(g, GRADY, "play_card card=ARTHUR")
    assert refused.value.rule == rule
    assert "4 lords" in str(refused.value)


def battle_turn(besieged: bool = True):
    """KIRSTEN (green) may attack GRADY's men in ST MÉDARD, and stands before DAVID's
    Stronghold of L'ÉPERVIER, besieging it since last round: her Battle turn begins."""
    siege = {"besiegers": ["green"], "engines": {"green": 1}} if besieged else {}
    return war.game({
        "ST MÉDARD": {"units": {"blue": {"men": 2}, "green": {"knights": 2, "lords": ["ISABEAU"]}}},
        "L'ÉPERVIER": {"fort": "stronghold", **siege,
                       "units": {"red": {"men": 3, "lords": ["BEAUDOIN"]},
                                 "green": {"knights": 1, "lords": ["GAUVAIN"]}}}},
        turn="KIRSTEN", begun=True)


@pytest.mark.parametrize("answer", ["end_sieges", "continue_siege village=\"L'ÉPERVIER\"",
                                    "lift_siege village=\"L'ÉPERVIER\""])
def test_6_4_a_siege_answer_waits_until_the_player_ends_his_battles(answer):
    """6.4: "After resolving his battles, a Player ... may initiate a Siege", and continues one
    "after he has resolved his battles" (A8, A9). While KIRSTEN may still declare the battle
    of ST MÉDARD, a siege answer or the end of her sieges is refused by 6.4 and changes
    nothing; once she ends her battles, the same answer is taken."""
    g = battle_turn()
    assert asked(g) == [(KIRSTEN, "declare_battle")]
    with pytest.raises(IllegalAction) as refused:
        do(g, KIRSTEN, answer)
    assert refused.value.rule == "6.4" and "after your battles" in str(refused.value)
    assert asked(g) == [(KIRSTEN, "declare_battle")]
    assert g.state.villages["L'ÉPERVIER"].besiegers == [KIRSTEN]
    do(g, KIRSTEN, "end_battles")
    assert asked(g) == [(KIRSTEN, "sieges")]
    if answer == "end_sieges":                       # A9: continue or lift it first
        with pytest.raises(IllegalAction, match="^6.4: "):
            do(g, KIRSTEN, answer)
    else:
        do(g, KIRSTEN, answer)
        assert KIRSTEN not in [p for p, kind in asked(g) if kind == "declare_battle"]


def test_6_4_a_siege_declared_before_the_battles_are_over_is_refused():
    """6.4 again, for a new siege: KIRSTEN's lord GAUVAIN stands with a knight before DAVID's
    Stronghold of L'ÉPERVIER (no siege yet) while her battle at ST MÉDARD is still open."""
    g = battle_turn(besieged=False)
    assert asked(g) == [(KIRSTEN, "declare_battle")]
    with pytest.raises(IllegalAction, match="^6.4: your sieges come after your battles"):
        do(g, KIRSTEN, "declare_siege village=\"L'ÉPERVIER\"")
    assert g.state.villages["L'ÉPERVIER"].besiegers == []


# --- 1.7 the Pope's excommunication ------------------------------------------------------------

def papacy(turn: str = "GRADY", hands: dict | None = None, edition: str = "1429", **lords):
    """GRADY's QUENTIN is Pope (and Bishop of 1); DAVID's RAOUL Cardinal, KIRSTEN's OTHON
    Cardinal by the Biretta; a family's turn of Play Cards."""
    cast = {"QUENTIN": {"owner": "blue", "titles": ["Bishop of 1", "Pope"]},
            "RAOUL": {"owner": "red", "titles": ["Bishop of 2", "Cardinal"]},
            "OTHON": {"owner": "green", "titles": ["Bishop of 3", "Cardinal biretta"]}}
    cast.update(lords)
    villages = {"BLAYE": politics.village("blue", men=1, lords=["QUENTIN", "HUGUES"]),
                "TOURNUS": politics.village("red", men=1, lords=["RAOUL", "ISABEAU"]),
                "BOURG": politics.village("green", men=1, lords=["OTHON"])}
    return politics.game("play_cards", turn=turn, villages=villages, lords=cast, hands=hands,
                         edition=edition)


def test_1_7_only_one_excommunicated_lord_at_a_time_even_from_an_earlier_round():
    """1.7: "there can ONLY be one excommunicated Lord at a time": ISABEAU, excommunicated in
    an earlier round, keeps the Pope from excommunicating RAOUL until he lifts hers."""
    g = papacy(ISABEAU={"owner": "red", "titles": ["excommunicated"]})
    with pytest.raises(IllegalAction) as refused:
        do(g, GRADY, "excommunicate lord=RAOUL")
    assert (refused.value.rule, refused.value.message) == (
        "1.7", "there can be only one excommunicated lord at a time")
    assert g.state.titles.excommunicated == "ISABEAU" and g.state.titles.bishops["2"] == "RAOUL"


@pytest.mark.parametrize("edition, rule", [("1429", "1.7"), ("2011", "1.7"),
                                           ("simplified", "004 §5")])
def test_1_7_once_per_round_even_after_lifting_it(edition, rule):
    """1.7: the Pope "can excommunicate a Lord once per round" (2011 falls back to it; 004 §5
    Pape: "Il ne peut y avoir qu'un seul seigneur excommunié par tour"): lifting RAOUL's at
    once does not give him a second one this round."""
    g = papacy(edition=edition)
    do(g, GRADY, "excommunicate lord=RAOUL")
    do(g, GRADY, "lift_excommunication lord=RAOUL")
    with pytest.raises(IllegalAction) as refused:
        do(g, GRADY, "excommunicate lord=OTHON")
    assert (refused.value.rule, refused.value.message) == (
        rule, "the Pope excommunicates once per round")
    assert g.state.titles.excommunicated is None and g.state.titles.bishops["3"] == "OTHON"


def test_1_7_another_family_than_the_popes_never_excommunicates():
    g = papacy(turn="DAVID", hands={politics.DAVID: ["harvest"]})
    assert asked(g) == [(politics.DAVID, "play_cards")]
    with pytest.raises(IllegalAction) as refused:
        do(g, politics.DAVID, "excommunicate lord=OTHON")
    assert (refused.value.rule, refused.value.message) == (
        "1.7", "only the Pope's family excommunicates")


# --- 1.4, 1.7, 1.8: who stands, refused by the section that names the candidates -----------

def cardinals(edition: str = "1429", **extra):
    """Three Cardinals in play, free (a Pope's election, 1.7); GRADY's FRANÇOIS, Bishop of 5,
    is KIRSTEN's captive at BOURG."""
    bourg = politics.village("green", men=1)
    bourg["units"]["green"]["captives"] = ["FRANÇOIS"]
    lords = {"HUGUES": {"owner": "blue", "village": "BLAYE", "titles": ["Bishop of 1", "Cardinal"]},
             "RAOUL": {"owner": "red", "village": "TOURNUS", "titles": ["Bishop of 2", "Cardinal"]},
             "OTHON": {"owner": "green", "village": "BOURG", "titles": ["Bishop of 3", "Cardinal"]},
             "FRANÇOIS": {"owner": "blue", "titles": ["Bishop of 5"]}}
    lords.update(extra)
    villages = {"BLAYE": politics.village("blue", men=1), "TOURNUS": politics.village("red", men=1),
                "BOURG": bourg}
    return politics.game("elections", edition=edition, villages=villages, lords=lords)


@pytest.mark.parametrize("edition, rule", [("1429", "1.7"), ("2011", "003 Prisonnier")])
def test_1_7_a_captive_bishop_does_not_stand_for_pope(edition, rule):
    """1.7: "Only uncaptured Bishops and Cardinals can be elected Pope" (003 Prisonnier: "ne
    peut ... être candidat aux élections"). FRANÇOIS is a Bishop, but a captive."""
    g = cardinals(edition)
    assert g.state.top().data["item"] == "pope" and asked(g) == [(GRADY, "candidate")]
    with pytest.raises(IllegalAction) as refused:
        do(g, GRADY, "declare_candidate lord=FRANÇOIS")
    assert refused.value.rule == rule and "FRANÇOIS is a captive" in refused.value.message
    do(g, GRADY, "declare_candidate lord=HUGUES")            # his free Cardinal may


def test_1_7_an_excommunicated_cardinal_is_refused_by_1_7():
    """1.7: "Excommunicated Lords cannot vote or be a candidate for elections"; ARTHUR, a
    layman, is refused for Pope by 1.7 as well (only Bishops and Cardinals)."""
    g = cardinals(ARTHUR={"owner": "blue", "village": "BLAYE", "titles": ["excommunicated"]})
    with pytest.raises(IllegalAction) as refused:
        do(g, GRADY, "declare_candidate lord=ARTHUR")
    assert refused.value.rule == "1.7" and "excommunicated" in refused.value.message


def kingdom(**extra):
    """The crown is vacant; GRADY's Baron ARTHUR, DAVID's Bishops and KIRSTEN's Count vote."""
    lords = {"ARTHUR": {"owner": "blue", "village": "BLAYE", "titles": ["Barony of LA RÉOLE"]},
             "HUGUES": {"owner": "blue", "village": "BLAYE", "titles": ["Bishop of 1"]},
             "RAOUL": {"owner": "red", "village": "TOURNUS", "titles": ["Bishop of 2"]},
             "GAUVAIN": {"owner": "green", "village": "BOURG", "titles": ["County of SIGY"]}}
    lords.update(extra)
    villages = {"BLAYE": politics.village("blue", men=1), "TOURNUS": politics.village("red", men=1),
                "BOURG": politics.village("green", men=1)}
    return politics.game("elections", villages=villages, lords=lords)


@pytest.mark.parametrize("lord, words", [("HUGUES", "churchman"), ("THIERRY", "holds no title"),
                                         ("BLANCHE", "only a man")])
def test_1_8_a_king_candidate_refused_by_1_8(lord, words):
    """1.8 "Candidates: Any male Titled Lord without an Ecclesiastical title": a Bishop, an
    untitled man and a titled lady are each refused by 1.8."""
    g = kingdom(THIERRY={"owner": "blue", "village": "BLAYE"},
                BLANCHE={"owner": "blue", "village": "BLAYE", "titles": ["County of BLAYE"]})
    assert g.state.top().data["item"] == "king" and asked(g) == [(GRADY, "candidate")]
    with pytest.raises(IllegalAction) as refused:
        do(g, GRADY, f"declare_candidate lord={lord}")
    assert refused.value.rule == "1.8" and words in refused.value.message

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

"""Referee cases written from the rulebooks alone (issue: cases the engine is judged by, a third
round): refusals that must cite the edition's own rule, and the order of a Battle turn."""
import pytest

from engine.errors import IllegalAction
import politics
from politics import GRADY, KIRSTEN, asked, do


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

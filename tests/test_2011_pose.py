"""E-28 (003 Pose de cartes, Phase 2): in 2011 only the Surprise cards (Revolt, Assassination,
Justice, Secret Passage) are played at any time; the d'Arc and Cardinal cards of the Character
deck only in one's own turn of the Pose, like a Lord's card. 1429 plays them in any window
(9.1, 9.2)."""
from __future__ import annotations

import pytest
from politics import DAVID, GRADY, asked, choices, do, game, pass_windows, village

from engine.errors import IllegalAction

HOME = {"BLAYE": village("blue", men=1, lords=["QUENTIN"]),
        "TOURNUS": village("red", men=1, lords=["RAOUL", "BLANCHE"]),
        "BOURG": village("green", men=1, lords=["OTHON"])}
BISHOP = {"QUENTIN": {"owner": "blue", "titles": ["Bishop of 1"]}}


def offered(g, seat: int) -> set[str]:
    return {c.split()[1] for c in choices(g, seat) if c.startswith("play_card")}


@pytest.mark.parametrize("edition,darc", [("1429", True), ("2011", False)])
def test_E28_003_phase_2_no_darc_nor_cardinal_card_while_drawing(edition, darc):
    """003 Phase 2: "Seules les cartes Surprise peuvent être jouées pendant cette phase": in
    2011 GRADY, about to draw, plays neither d'Arc nor his Cardinal card; in 1429 he may."""
    g = game("cards_draw", edition=edition, turn="GRADY", villages=HOME, lords=BISHOP,
             hands={GRADY: ["darc", "cardinal"]})
    assert offered(g, GRADY) == ({"card=darc", "card=cardinal"} if darc else set())
    if not darc:
        with pytest.raises(IllegalAction, match="E-28"):
            do(g, GRADY, "play_card card=darc lady=BLANCHE")


def test_E28_003_pose_darc_and_the_cardinal_card_in_ones_own_turn_of_the_pose():
    """003 Pose de cartes: a card without the Surprise symbol "ne peut être jouée que pendant la
    sous-phase Pose": in his turn GRADY makes BLANCHE d'Arc; DAVID, in the window after it, may
    not play his Cardinal card, which waits for his own turn."""
    g = game("play_cards", edition="2011", turn="GRADY", villages=HOME, lords=BISHOP,
             hands={GRADY: ["darc"], DAVID: ["cardinal"]})
    assert "card=darc" in offered(g, GRADY)
    do(g, GRADY, "play_card card=darc lady=BLANCHE")
    assert g.state.titles.darc == "BLANCHE"
    assert all(not c.startswith("play_card card=cardinal") for c in choices(g, DAVID))
    do(g, GRADY, "end_play")
    pass_windows(g)
    assert asked(g) == [(DAVID, "play_cards")]
    do(g, DAVID, "play_card card=cardinal lord=QUENTIN")
    assert "QUENTIN" in g.state.titles.cardinals


def test_E28_in_1429_darc_is_still_played_in_a_window_of_the_movement():
    """9.1 / A31: 1429's d'Arc is an Opportunity card, played in any window; 2011's is not."""
    for edition, allowed in (("1429", True), ("2011", False)):
        g = game("movement", edition=edition, turn="GRADY", villages=HOME,
                 hands={DAVID: ["darc"]})
        do(g, GRADY, "end_movement")
        windows = [(seat, kind) for seat, kind in asked(g) if kind == "window"]
        can = bool(windows) and "card=darc" in offered(g, DAVID)
        assert can == allowed, edition

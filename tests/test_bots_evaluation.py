"""The Duke's evaluation of a position (engine/fief/bots/evaluation.py) for a family other than
the first seat: a fief title one village short is within reach of that family's own army.
Issue B: a mutant that read the first seat's strength (GRADY's, seat 0) for every family
survived, since the evaluation's tests all weighed seat 0."""
from __future__ import annotations

from engine.fief.bots.evaluation import standing, titles_in_reach
from engine.fief.bots.heuristics import fief_plans
from engine.fief.game import Game
from engine.fief.position import load_position

PLAYERS = [{"name": "ANN", "colour": "blue"}, {"name": "BOB", "colour": "red"},
           {"name": "CID", "colour": "green"}]
RED = 1


def lormont(men: int) -> Game:
    """Red holds BLAYE and PAUILLAC, where OTHON stands with ``men`` Men at Arms; green's
    RAOUL and 3 Men at Arms hold LORMONT (4 strength points), the County of BLAYE's last
    village; blue stands far away at TOURNUS."""
    return load_position({
        "players": PLAYERS, "step": "purchase", "turn": "blue", "first": "ANN", "round": 2,
        "begun": True,
        "villages": {"BLAYE": {"units": {"red": {"men": 1}}},
                     "PAUILLAC": {"units": {"red": {"men": men, "lords": ["OTHON"]}}},
                     "LORMONT": {"units": {"green": {"men": 3, "lords": ["RAOUL"]}}},
                     "TOURNUS": {"units": {"blue": {"men": 1, "lords": ["HUGUES"]}}}}})


def test_4_3_a_title_one_village_short_is_in_reach_of_the_familys_army_at_1_3_times():
    """OTHON's army beside LORMONT is 6 strength points, 1.3 times green's 4 is 5.2: the
    County of BLAYE counts as within reach for red (0.35 of a title), and red stands better
    than with 3 Men at Arms (4 points, short of 5.2: no title in reach)."""
    strong, weak = lormont(5), lormont(3)
    assert fief_plans(strong, RED)[0].missing == ("LORMONT",)
    assert titles_in_reach(strong, RED) == 0.35
    assert titles_in_reach(weak, RED) == 0.0
    assert standing(strong, RED) > standing(weak, RED)

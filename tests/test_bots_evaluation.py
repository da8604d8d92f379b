"""The Duke's evaluation of a position (engine/fief/bots/evaluation.py, heuristics.py) for a
family other than the first seat: a fief title one village short is within reach of that
family's own army, from exactly 1.3 times the defence; a family's prospects count its own
army, and an ally's points in full once the pair holds two. Issue B: mutants that read the
first seat's strength (GRADY's, seat 0) for every family, or every other family's army, or
that moved the pair's threshold, survived: the evaluation's tests all weighed seat 0."""
from __future__ import annotations

from engine.fief.bots.evaluation import standing, titles_in_reach
from engine.fief.bots.heuristics import fief_plans, prospects, score, strength_map
from engine.fief.game import Game
from engine.fief.position import load_position

PLAYERS = [{"name": "ANN", "colour": "blue"}, {"name": "BOB", "colour": "red"},
           {"name": "CID", "colour": "green"}]
BLUE, RED, GREEN = 0, 1, 2


def lormont(men: int, knights: int = 0, green: dict[str, int] | None = None) -> Game:
    """Red holds BLAYE and PAUILLAC, where OTHON stands with ``men`` Men at Arms (and
    ``knights``); green's RAOUL and 3 Men at Arms (or ``green``'s troops) hold LORMONT, the
    County of BLAYE's last village; blue stands far away at TOURNUS."""
    return load_position({
        "players": PLAYERS, "step": "purchase", "turn": "blue", "first": "ANN", "round": 2,
        "begun": True,
        "villages": {"BLAYE": {"units": {"red": {"men": 1}}},
                     "PAUILLAC": {"units": {"red": {"men": men, "knights": knights,
                                                    "lords": ["OTHON"]}}},
                     "LORMONT": {"units": {"green": {**(green or {"men": 3}),
                                                     "lords": ["RAOUL"]}}},
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


def test_4_3_an_army_of_exactly_1_3_times_the_defence_has_the_title_in_reach():
    """Green's RAOUL and 3 Knights hold LORMONT (10 strength points); OTHON and 4 Knights
    beside it are 13, exactly 1.3 times: the County of BLAYE is within reach for red."""
    g = lormont(0, knights=4, green={"knights": 3})
    assert (strength_map(g)["PAUILLAC"][RED], strength_map(g)["LORMONT"][GREEN]) == (13, 10)
    assert titles_in_reach(g, RED) == 0.35


def test_a_familys_prospects_count_its_own_army_not_the_others():
    """Two more Men at Arms of red's add 0.35 each to red's prospects (the armies it has on
    the map), and nothing to blue's or green's."""
    strong, weak = lormont(5), lormont(3)
    assert abs(prospects(strong, RED) - prospects(weak, RED) - 0.7) < 1e-9
    assert [prospects(strong, p) for p in (BLUE, GREEN)] == \
        [prospects(weak, p) for p in (BLUE, GREEN)]


def married_pair(othon_titled: bool) -> Game:
    """Four families: blue's QUENTIN, Count of BLAYE (1 VP), married to green's MATHILDE (7.2:
    blue and green are allied); green's OTHON Count of SIGY too if ``othon_titled``."""
    lords: dict = {"QUENTIN": {"owner": "blue", "titles": ["County of BLAYE"],
                               "spouse": "MATHILDE"}, "MATHILDE": {"owner": "green"}}
    if othon_titled:
        lords["OTHON"] = {"owner": "green", "titles": ["County of SIGY"]}
    return load_position({
        "players": ["blue", "red", "green", "yellow"], "step": "purchase", "turn": "blue",
        "round": 2, "begun": True, "lords": lords,
        "villages": {"BLAYE": {"units": {"blue": {"men": 1, "lords": ["QUENTIN"]}}},
                     "BOURG": {"units": {"green": {"men": 1, "lords": ["MATHILDE", "OTHON"]}}},
                     "TOURNUS": {"units": {"red": {"men": 1, "lords": ["RAOUL"]}}},
                     "SIGY": {"units": {"yellow": {"men": 1, "lords": ["BLANCHE"]}}}}})


def test_7_2_an_allys_points_count_in_full_once_the_pair_holds_two():
    """The bots' score of a family: 40 a victory point of its own, 12 a point of its ally's,
    halved while the pair holds fewer than 2 together (halfway to the 4 a pair needs). Green,
    no point of its own, counts blue's one at 6; once OTHON's title gives green a point, each
    counts the other's in full: 40 + 12."""
    def points(g: Game) -> list[float]:
        return [round(score(g, p) - prospects(g, p), 6) for p in range(4)]

    assert points(married_pair(False)) == [40.0, 0.0, 6.0, 0.0]
    assert points(married_pair(True)) == [52.0, 0.0, 52.0, 0.0]

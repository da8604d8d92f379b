"""What the bots buy in the simplified variant (engine/fief/bots/variant.py, 004 §5, S-3): a
castle only for a fief held whole, a gem saved while the closest title lacks one village.
Issue B: a mutant that let a fief still missing a village call for its castle (and for a gem
sold to pay it) survived the bots' tests."""
from __future__ import annotations

import random
from typing import Any

from engine.actions import act
from engine.fief.bots.baron import Baron
from engine.fief.bots.base import Ctx
from engine.fief.bots.variant import goals
from engine.fief.game import Game
from engine.fief.position import load_position
from strict_bots import answer

PLAYERS = [{"name": "ANN", "colour": "blue"}, {"name": "BOB", "colour": "red", "gems": 1},
           {"name": "CID", "colour": "green", "gems": 1}]
BLUE = 0


def blaye(resources: int, gems: int, lormont: bool) -> Game:
    """Blue's purchase turn: ARTHUR at BLAYE, blue marking BLAYE and PAUILLAC, and LORMONT
    too if ``lormont`` (the County of BLAYE whole); no castle anywhere."""
    villages: dict[str, Any] = {"BLAYE": {"units": {"blue": {"men": 1, "lords": ["ARTHUR"]}}},
                                "PAUILLAC": {"units": {"blue": {"men": 1}}},
                                "CLUNY": {"units": {"green": {"men": 1, "lords": ["OTHON"]}}},
                                "SIGY": {"units": {"red": {"men": 1, "lords": ["HUGUES"]}}}}
    if lormont:
        villages["LORMONT"] = {"units": {"blue": {"men": 1}}}
    return load_position({
        "players": [{**PLAYERS[0], "money": resources, "gems": gems}, *PLAYERS[1:]],
        "edition": "simplified", "step": "purchase", "turn": "blue", "first": "ANN",
        "round": 2, "begun": True, "villages": villages})


def goals_of(g: Game) -> list[str]:
    ctx = Ctx(g, BLUE, g.pending()[0].to_dict(), random.Random(0), Baron.style, True)
    return [a.text() for a in goals(ctx)]


def test_s_3_a_castle_is_the_goal_only_of_a_fief_held_whole():
    """4.3: a title needs every village and a castle. The County of BLAYE held whole, its
    castle is the goal, in any of its villages (the world then allows it only where ARTHUR
    stands, 004 §2.2); while LORMONT is missing, the County asks for no castle yet."""
    castles = [act("build", village=v, building="stronghold").text()
               for v in ("BLAYE", "LORMONT", "PAUILLAC")]
    assert goals_of(blaye(12, 0, lormont=True)) == castles
    assert goals_of(blaye(12, 0, lormont=False)) == []


def test_s_3_with_one_village_missing_the_baron_saves_a_gem_rather_than_build_the_castle():
    """12 resources, perishable (S-3): the County whole, the Baron builds its castle at BLAYE;
    one village short, it turns 10 into a gem for the title to come (the castle could be
    built, but the fief is not the family's yet)."""
    assert answer("baron", blaye(12, 0, lormont=True)).text() == \
        "build building=stronghold village=BLAYE"
    assert answer("baron", blaye(12, 0, lormont=False)).text() == "buy_gem"


def test_s_3_a_gem_is_sold_for_the_castle_of_a_whole_fief_only():
    """5 resources and a gem: for the whole County's castle the bot sells the gem (with the
    resources it pays now); one village short, it keeps the gem and builds a mill where
    ARTHUR stands."""
    assert answer("baron", blaye(5, 1, lormont=True)).text() == "sell_gem"
    assert answer("baron", blaye(5, 1, lormont=False)).text() == "build building=mill village=BLAYE"
    assert answer("squire", blaye(5, 1, lormont=False)).text() == \
        "build building=mill village=BLAYE"

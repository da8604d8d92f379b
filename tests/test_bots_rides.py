"""The simplified variant's rides (S-10, engine/fief/bots/rides.py) decided by a strict bot on
a small position: a lord waiting at a village he can take stays to take it rather than ride on
to no better place. Issue B: mutants of the ride's scoring (the road gained counted from
another village than the one the lord stands at) and of its first checks survived the tests,
which asked a bot that falls back to a quiet answer when its code fails."""
from __future__ import annotations

import random
from typing import Any

from engine.actions import Action
from engine.fief.bots import make
from engine.fief.bots.baron import Baron
from engine.fief.bots.base import Ctx
from engine.fief.bots.heuristics import fief_plans
from engine.fief.bots.military import goals
from engine.fief.bots.rides import ride_steps, stuck_at
from engine.fief.game import Game
from engine.fief.position import load_position
from engine.fief.views import view_for

PLAYERS = [{"name": "ANN", "colour": "blue"}, {"name": "BOB", "colour": "red"},
           {"name": "CID", "colour": "green"}]
BLUE = 0


def answer(level: str, g: Game) -> Action:
    decision = g.pending()[0]
    asked: Any = decision.to_dict()
    return Action.from_dict(make(level, strict=True).choose(view_for(g, decision.player), asked,
                                                            rng_seed=5, budget_s=0.02))


def la_reole() -> Game:
    """The variant, blue's movement: HUGUES, Count of SIGY (3), waits at the entry of red's LA
    RÉOLE (1 in defence), come from BAZAS. Blue marks BAZAS and GUÎTRES, LA RÉOLE's two
    neighbours, and holds the Barony of ST GÉRÔME and the County of BLAYE whole with a castle
    each: its two closest titles miss nothing, so LA RÉOLE is only a village to take (2), and
    every other village to take lies two roads away."""
    blue = {"units": {"blue": {"men": 1}}}
    castle = {"fort": "stronghold", **blue}
    return load_position({
        "players": PLAYERS, "edition": "simplified", "step": "movement", "turn": "blue",
        "first": "ANN", "round": 2, "begun": True,
        "villages": {"ST GÉRÔME": castle, "CADILLAC": blue, "BLAYE": castle, "PAUILLAC": blue,
                     "LORMONT": blue, "BAZAS": blue, "GUÎTRES": blue,
                     "LA RÉOLE": {"units": {"red": {"men": 1}, "blue": {
                         "lords": ["HUGUES"], "road": "BAZAS", "steps": 1}}},
                     "TOURNUS": {"units": {"red": {"men": 1, "lords": ["RAOUL"]}}},
                     "BOURG": {"units": {"green": {"men": 1, "lords": ["BLANCHE"]}}}},
        "lords": {"HUGUES": {"owner": "blue", "titles": ["County of SIGY"]}}})


def test_s_10_a_lord_able_to_take_the_village_he_waits_at_stays_rather_than_ride_on():
    """HUGUES could ride on to GUÎTRES (the referee allows it and he would win the ride), but
    GUÎTRES is already blue's: riding there brings him one road nearer the next village to
    take and gives up LA RÉOLE, which he takes in the battles (3 against 1). The ride scores
    below nothing, and the Baron and the Squire end the movement."""
    g = la_reole()
    assert [p.missing for p in fief_plans(g, BLUE)[:2]] == [(), ()]
    ctx = Ctx(g, BLUE, g.pending()[0].to_dict(), random.Random(0), Baron.style, True)
    wanted = goals(ctx)
    assert wanted["LA RÉOLE"] == 2.0 and not stuck_at(ctx, "LA RÉOLE")
    rides = ride_steps(ctx, g.state.lords["HUGUES"], wanted)
    assert [action.get("to") for _, action in rides] == ["GUÎTRES"]
    assert all(score < 0 for score, _ in rides)
    assert answer("baron", g).text() == "end_movement"
    assert answer("squire", g).text() == "end_movement"

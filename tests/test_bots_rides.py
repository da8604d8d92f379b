"""The simplified variant's rides (S-10, engine/fief/bots/rides.py) decided by a strict bot on
a small position: a lord waiting at a village he can take stays to take it rather than ride on
to no better place. Issue B: mutants of the ride's scoring (the road gained counted from
another village than the one the lord stands at) and of its first checks survived the tests,
which asked a bot that falls back to a quiet answer when its code fails."""
from __future__ import annotations

import random

from engine.actions import act
from engine.fief.bots.baron import Baron
from engine.fief.bots.base import Ctx
from engine.fief.bots.heuristics import fief_plans
from engine.fief.bots.military import goals
from engine.fief.bots.rides import coalition_accord, ride_steps, stuck_at
from engine.fief.game import Game
from engine.fief.position import load_position
from strict_bots import BLUE, PLAYERS, answer


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


def cluny_taken() -> Game:
    """The variant's battles: blue's duke FRANÇOIS (4) attacks red's CLUNY, held by red's
    marker alone (no lord of red's there); green's count THIERRY (3) joins the defence: 4 dice
    against 4 (the count 3, the village 1). Four sixes against four fours give the defence 4
    prisoner points and leave it no die: the proposal of red (the principal) takes the count (3)
    and the village (1), and green is asked (S-15)."""
    g = load_position({
        "players": ["blue", "red", "green"], "edition": "simplified", "round": 2,
        "first": "blue", "step": "battles", "forced_d6": [6, 6, 6, 6, 4, 4, 4, 4],
        "lords": {"FRANÇOIS": {"owner": "blue", "titles": ["Duchy of BOURG"]},
                  "THIERRY": {"owner": "green", "titles": ["County of SIGY"]}},
        "villages": {"CLUNY": {"controller": "red", "units": {
            "red": {"men": 1}, "blue": {"lords": ["FRANÇOIS"]},
            "green": {"lords": ["THIERRY"]}}}}})
    g.apply(0, act("declare_battle", village="CLUNY", target=1))
    g.apply(2, act("join_battle", side="defence"))
    return g


def test_s_15_a_coalition_accepts_losing_its_lord_when_the_principals_place_falls_too():
    """S-15: green refuses a proposal that costs its lord while a piece of the principal's
    could fall instead (a draw by die would spread the losses). Here red's place is already
    taken by the proposal and red has no lord in CLUNY: nothing of the principal's is spared,
    a draw could only take the same count and village (4 points: 3 and 1), so green accepts.
    (Counting the village already taken as one that could fall instead refuses.)"""
    g = cluny_taken()
    decision = g.pending()[0]
    assert (decision.player, decision.kind) == (2, "coalition_accord")
    assert decision.get("captured") == ("THIERRY",) and decision.get("taken") == ("CLUNY",)
    ctx = Ctx(g, 2, decision.to_dict(), random.Random(0), Baron.style, True)
    assert coalition_accord(ctx) == act("coalition_accord", answer="accept")
    assert answer("baron", g).get("answer") == "accept"
    assert answer("squire", g).get("answer") == "accept"

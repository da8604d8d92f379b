"""What the bots decide in war (engine/fief/bots/military.py), pinned on small positions: which
lords march and with what, which battles they declare, when they fight on (the variant's
paired dice too), the truces they accept and the sieges they keep. Issue B: single-line
mutants planted in these rules survived every test that only checked that bots play legal
moves; each test here names the decision and the reason for it. The bots are strict (a bug
in a handler raises instead of falling back to a quiet answer)."""
from __future__ import annotations

import random
from typing import Any

from engine.actions import act
from engine.decisions import Decision
from engine.fief.bots.baron import Baron
from engine.fief.bots.base import Ctx
from engine.fief.bots.heuristics import fief_plans
from engine.fief.bots.military import castle_sites
from engine.fief.game import Game
from engine.fief.position import load_position
from war import DAVID, GRADY, asked, do, game
from strict_bots import BLUE, PLAYERS, answer

# Red and green stand far from the County of BLAYE, where blue's plans lie.
ELSEWHERE = {"TOURNUS": {"units": {"red": {"men": 1, "lords": ["RAOUL"]}}},
             "BOURG": {"units": {"green": {"men": 1, "lords": ["BLANCHE"]}}}}


def movement(villages: dict[str, Any], **extra: Any) -> Game:
    """1429, round 2, blue's movement turn, already under way."""
    return load_position({"players": PLAYERS, "step": "movement", "turn": "blue",
                          "first": "ANN", "round": 2, "begun": True,
                          "villages": {**villages, **ELSEWHERE}, **extra})


# --- movement (5.0) ----------------------------------------------------------------------------

def test_5_0_a_lord_marches_on_the_last_village_of_the_closest_fief_leaving_a_garrison():
    """Blue holds PAUILLAC and BLAYE; LORMONT, empty, is all the County of BLAYE lacks.
    THIERRY marches there. The Baron leaves one Man at Arms to keep PAUILLAC (a village of
    the fief it aims at, its garrison of 1); the Squire, which plans no fief, takes both."""
    g = movement({"PAUILLAC": {"units": {"blue": {"men": 2, "lords": ["THIERRY"]}}},
                  "BLAYE": {"units": {"blue": {"men": 1}}}})
    assert fief_plans(g, BLUE)[0].fief == "County of BLAYE"
    assert fief_plans(g, BLUE)[0].missing == ("LORMONT",)
    assert answer("baron", g).text() == "move knights=0 lords=THIERRY men=1 to=LORMONT"
    assert answer("squire", g).text() == "move knights=0 lords=THIERRY men=2 to=LORMONT"


def test_5_0_two_lords_too_weak_alone_march_together_on_a_defended_village():
    """Red's Man at Arms holds LORMONT (1 strength point). ARTHUR or HUGUES alone (1) is short
    of the Baron's 1.3 times the defence; the two of them beside each other (2) are not, so
    they march together. The Squire attacks at even strength: ARTHUR alone is enough."""
    g = movement({"PAUILLAC": {"units": {"blue": {"lords": ["ARTHUR", "HUGUES"]}}},
                  "BLAYE": {"units": {"blue": {"men": 1}}},
                  "LORMONT": {"units": {"red": {"men": 1}}}})
    assert answer("baron", g).text() == "move knights=0 lords=ARTHUR,HUGUES men=0 to=LORMONT"
    assert answer("squire", g).text() == "move knights=0 lords=ARTHUR men=0 to=LORMONT"


def test_004_2_2_a_lord_too_weak_alone_joins_the_lord_of_his_family_already_there():
    """The variant: LORMONT, red's marked village (1 in defence), is the County of BLAYE's last
    village for blue. ARTHUR (untitled, 1) alone is short of the Baron's 1.3 times the
    defence and goes elsewhere; with HUGUES (1) already at LORMONT's entry, the two are
    strong enough, and ARTHUR joins him (our lords there count, 004 §2.2)."""
    def lormont(hugues: bool) -> Game:
        units: dict[str, Any] = {"red": {"men": 1}}
        if hugues:
            units["blue"] = {"lords": ["HUGUES"], "road": "PAUILLAC", "steps": 1}
        return load_position({
            "players": PLAYERS, "edition": "simplified", "step": "movement", "turn": "blue",
            "first": "ANN", "round": 2, "begun": True,
            "villages": {"PAUILLAC": {"units": {"blue": {"men": 1, "lords": ["ARTHUR"]}}},
                         "BLAYE": {"units": {"blue": {"men": 1}}},
                         "LORMONT": {"units": units}, **ELSEWHERE},
            "lords": {"ARTHUR": "blue", "RAOUL": "red", "BLANCHE": "green",
                      **({"HUGUES": "blue"} if hugues else {})}})

    assert answer("baron", lormont(hugues=True)).text() == \
        "move knights=0 lords=ARTHUR men=0 to=LORMONT"
    assert answer("baron", lormont(hugues=False)).get("to") != "LORMONT"


def test_004_2_2_a_whole_fief_without_a_castle_calls_a_lord_only_once_it_is_whole():
    """The variant builds a castle only where a lord stands: a fief of its closest plans that
    the family holds whole, with no castle and no lord in it, calls a lord (8 to each of its
    villages). One still missing a village calls nobody there for a castle: its missing
    village is the goal (the Baron's plans), not a castle in the villages already held."""
    def variant(villages: dict[str, Any]) -> Ctx:
        g = load_position({"players": PLAYERS, "edition": "simplified", "step": "movement",
                           "turn": "blue", "first": "ANN", "round": 2, "begun": True,
                           "villages": {**villages, **ELSEWHERE}})
        decision = next(d for d in g.pending() if d.player == BLUE)
        return Ctx(g, BLUE, decision.to_dict(), random.Random(0), Baron.style, True)

    lord = {"CLUNY": {"units": {"blue": {"men": 1, "lords": ["ARTHUR"]}}}}
    marked = {"units": {"blue": {"men": 1}}}
    whole = variant({**lord, "PAUILLAC": marked, "BLAYE": marked, "LORMONT": marked})
    assert castle_sites(whole) == {"PAUILLAC": 8.0, "BLAYE": 8.0, "LORMONT": 8.0}
    partial = variant({**lord, "PAUILLAC": marked, "BLAYE": marked})
    plans = fief_plans(partial.world, BLUE)[:2]
    assert ("County of BLAYE", ("LORMONT",), False) in [(p.fief, p.missing, p.fort)
                                                        for p in plans]
    assert castle_sites(partial) == {}


# --- battles (6.0-6.3) -----------------------------------------------------------------------

def armies(red: dict[str, int], blue: dict[str, int], **extra: Any) -> Game:
    """Battles step: red's OTHON holds BLAYE, blue's HUGUES has entered it from PAUILLAC."""
    return game({"BLAYE": {"units": {"red": {**red, "lords": ["OTHON"]},
                                     "blue": {**blue, "lords": ["HUGUES"], "road": "PAUILLAC"}}}},
                **extra)


def test_6_0_the_baron_declares_a_battle_only_at_1_3_times_the_defence():
    """5 strength points (4 Men at Arms and HUGUES) against as many: the Baron waits (it
    attacks at 1.3 times the defender's strength), the Squire attacks (at even strength);
    with 7 against 5 both declare it."""
    even = armies({"men": 4}, {"men": 4})
    assert asked(even) == [(GRADY, "declare_battle")]
    assert answer("baron", even).text() == "end_battles"
    assert answer("squire", even).text() == "declare_battle target=1 village=BLAYE"
    stronger = armies({"men": 4}, {"men": 6})
    assert answer("baron", stronger).text() == "declare_battle target=1 village=BLAYE"


def test_6_3_a_bot_fights_on_at_even_strength_and_asks_a_truce_when_weaker():
    """After the first round (forced dice), blue's side and red's are 3 against 3: the attacker
    fights on (6.3: at least as strong). With other dice blue is left with 3 against 5 and
    offers a truce rather than fight on or surrender."""
    even = armies({"men": 6}, {"men": 6}, forced_battle=[2, 2])
    do(even, GRADY, "declare_battle village=BLAYE target=1")
    assert asked(even) == [(GRADY, "battle_choice")]
    assert answer("baron", even).text() == "battle_choice choice=continue"
    weaker = armies({"men": 6}, {"men": 6}, forced_battle=[1, 1])
    do(weaker, GRADY, "declare_battle village=BLAYE target=1")
    assert answer("baron", weaker).text() == "battle_choice choice=truce"


def test_6_3_a_truce_is_refused_at_1_5_times_the_other_sides_strength():
    """The first round leaves blue 3 against red's 2 (forced dice); red asks a truce. Blue, at
    1.5 times red's strength, refuses it and fights on; left 3 against 3, it accepts."""
    def truce_asked(dice: list[int]) -> Game:
        g = armies({"men": 6}, {"men": 6}, forced_battle=dice)
        do(g, GRADY, "declare_battle village=BLAYE target=1")
        do(g, GRADY, "battle_choice choice=continue")
        do(g, DAVID, "battle_choice choice=truce")
        assert asked(g) == [(GRADY, "answer_truce")]
        return g

    assert answer("baron", truce_asked([1, 4])).text() == "answer_truce accept=no"
    assert answer("baron", truce_asked([2, 2])).text() == "answer_truce accept=yes"


def test_s_11_the_attack_fights_on_with_as_many_dice_and_the_defence_counters_with_more():
    """The variant's paired dice (004 §9, S-11): each die left is strength still engaged. The
    attack goes on while it has at least as many dice left as the defence (2 against 2), and
    stops with fewer; the defence counter-attacks only with more (3 against 2), not with as
    many. The decision's own numbers are all the bot reads (as the referee asks it)."""
    def no_world() -> Game:
        raise AssertionError("the decision alone is read")

    def choice(side: str, attack: int, defence: int) -> str:
        options = ("continue", "stop") if side == "attack" else ("counter", "stop")
        decision = Decision.make(BLUE, "paired_battle_choice",
                                 [act("paired_battle_choice", choice=o) for o in options],
                                 village="LORMONT", side=side, round=1,
                                 dice_left={"attack": attack, "defence": defence})
        ctx = Ctx(no_world, BLUE, decision.to_dict(), random.Random(0), Baron.style, True)
        return Baron(strict=True).act(ctx).text()

    assert choice("attack", 2, 2) == "paired_battle_choice choice=continue"
    assert choice("attack", 1, 2) == "paired_battle_choice choice=stop"
    assert choice("defence", 2, 3) == "paired_battle_choice choice=counter"
    assert choice("defence", 2, 2) == "paired_battle_choice choice=stop"


def test_6_4_a_siege_is_kept_at_even_strength_and_lifted_when_weaker():
    """Blue besieges red's Stronghold at BLAYE (OTHON and 3 Men at Arms inside). With HUGUES
    and 3 Men at Arms outside, as strong as the besieged, the siege goes on; with 2, weaker,
    it is lifted."""
    def besieged(blue_men: int) -> Game:
        return game({"BLAYE": {"controller": "red", "fort": "stronghold", "besiegers": ["blue"],
                               "units": {"red": {"men": 3, "lords": ["OTHON"]},
                                         "blue": {"men": blue_men, "lords": ["HUGUES"],
                                                  "road": "PAUILLAC"}}}})

    even, weaker = besieged(3), besieged(2)
    assert asked(even) == [(GRADY, "sieges")]
    assert answer("baron", even).text() == "continue_siege village=BLAYE"
    assert answer("squire", even).text() == "continue_siege village=BLAYE"
    assert answer("baron", weaker).text() == "lift_siege village=BLAYE"

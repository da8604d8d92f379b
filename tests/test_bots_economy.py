"""What the bots buy (engine/fief/bots/economy.py), pinned on small positions and asked of strict
bots (a bug in a handler raises instead of falling back to ending the purchase). Issue B:
mutants of the Cardinal's purchase and of the crown's grants survived the bots' tests."""
from __future__ import annotations

import random
from typing import Any

from engine.fief.bots import make
from engine.fief.bots.baron import Baron
from engine.fief.bots.base import Ctx
from engine.fief.bots.economy import reserve, siege_target
from engine.fief.bots.heuristics import fief_plans
from engine.fief.game import Game
from engine.fief.position import load_position
from test_bots_editions import engine_position
from strict_bots import BLUE, PLAYERS, answer


def bishop(money: int, bazas: bool = False) -> Game:
    """2011, blue's purchase turn: THIERRY, Bishop of SIGY's bishopric, alone at SIGY; blue
    also holds BAZAS (one village short of the Barony of LA RÉOLE) if ``bazas``."""
    villages: dict[str, Any] = {
        "SIGY": {"units": {"blue": {"lords": ["THIERRY"]}}},
        "TOURNUS": {"units": {"red": {"men": 1, "lords": ["RAOUL"]}}},
        "BOURG": {"units": {"green": {"men": 1, "lords": ["BLANCHE"]}}}}
    if bazas:
        villages["BAZAS"] = {"units": {"blue": {"men": 1}}}
    return load_position({
        "players": [{**PLAYERS[0], "money": money}, *PLAYERS[1:]], "edition": "2011",
        "step": "purchase", "turn": "blue", "first": "ANN", "round": 2, "begun": True,
        "villages": villages, "lords": {"THIERRY": {"owner": "blue", "titles": ["bishop 5"]}}})


def test_2011_the_baron_buys_the_cardinals_card_for_its_bishop_with_money_to_spare():
    """003 "Le cardinal": 5 ecus make THIERRY a Cardinal at once (a voter and a candidate for
    the Pope). With 5 ecus and no title close enough to save for, the Baron buys it; the
    Squire, which plays no elections, recruits instead."""
    g = bishop(5)
    assert reserve(Ctx(g, BLUE, g.pending()[0].to_dict(), random.Random(0), Baron.style,
                       True)) == 0
    assert answer("baron", g).text() == "buy_cardinal lord=THIERRY"
    assert answer("squire", g).kind == "recruit"


def test_2011_the_cardinals_card_waits_while_the_money_is_kept_for_the_closest_title():
    """With BAZAS held, the Barony of LA RÉOLE lacks one village: the Baron keeps back its
    price and its Stronghold (14 ecus). With 9 it buys nothing; with 20, 6 are spare and the
    Cardinal's card (5) is bought."""
    g = bishop(9, bazas=True)
    assert reserve(Ctx(g, BLUE, g.pending()[0].to_dict(), random.Random(0), Baron.style,
                       True)) == 14
    assert answer("baron", g).text() == "end_purchase"
    assert answer("baron", bishop(20, bazas=True)).text() == "buy_cardinal lord=THIERRY"


def test_E10_a_king_without_a_free_lord_gives_the_crowns_title_to_his_allys_lord():
    """2011 (E-10), four families: red's King ARTHUR is married to green's BLANCHE (7.2: red
    and green are allied). The crown's heirless County of SIGY goes free to ARTHUR; once he is
    a captive (no free lord of red's left), to a lord of green's, never to blue's or
    yellow's, whom the referee would let him name as well."""
    g = load_position({
        "players": [*PLAYERS, {"name": "DAN", "colour": "yellow"}], "edition": "2011",
        "step": "purchase", "turn": "red", "first": "ANN", "round": 2, "begun": True,
        "titles": {"crown": ["County of SIGY"]},
        "lords": {"ARTHUR": {"owner": "red", "titles": ["King"], "spouse": "BLANCHE"}},
        "villages": {"BLAYE": {"units": {"red": {"men": 1, "lords": ["ARTHUR"]}}},
                     "CLUNY": {"units": {"green": {"men": 1, "lords": ["OTHON", "BLANCHE"]}}},
                     "TOURNUS": {"units": {"blue": {"men": 1, "lords": ["HUGUES"]}}},
                     "BOURG": {"units": {"yellow": {"men": 1, "lords": ["RAOUL"]}}}}})
    assert answer("baron", g).text() == "grant_title fief='County of SIGY' lord=ARTHUR"
    g.state.lords["ARTHUR"].captor = BLUE
    granted = {a.get("lord") for a in g.legal(1) if a.kind == "grant_title"}
    assert {"HUGUES", "RAOUL", "OTHON", "BLANCHE"} <= granted
    given = answer("baron", g)
    assert given.kind == "grant_title" and given.get("lord") in ("OTHON", "BLANCHE")


def test_4_3_the_kings_family_takes_its_fief_title_free_and_keeps_its_money():
    """Blue's ARTHUR is King and blue holds the County of BLAYE whole with a Stronghold: the
    referee lets the King's family take the title free (RULINGS 18) or pay for it. With 20
    ecus, enough to pay, the bot takes it free."""
    g = load_position({
        "players": [{**PLAYERS[0], "money": 20}, *PLAYERS[1:]], "step": "purchase",
        "turn": "blue", "first": "ANN", "round": 2, "begun": True,
        "lords": {"ARTHUR": {"owner": "blue", "titles": ["King"]}},
        "villages": {"BLAYE": {"fort": "stronghold",
                               "units": {"blue": {"men": 1, "lords": ["ARTHUR"]}}},
                     "PAUILLAC": {"units": {"blue": {"men": 1}}},
                     "LORMONT": {"units": {"blue": {"men": 1}}},
                     "TOURNUS": {"units": {"red": {"men": 2, "lords": ["RAOUL"]}}},
                     "BOURG": {"units": {"green": {"men": 1, "lords": ["BLANCHE"]}}}}})
    paid = "buy_title fief='County of BLAYE' lord=ARTHUR"
    free = "buy_title fief='County of BLAYE' free=yes lord=ARTHUR"
    assert {paid, free} <= {a.text() for a in g.legal(BLUE)}
    assert answer("baron", g).text() == free
    assert answer("squire", g).text() == free


def test_E9_with_a_siege_engine_in_stock_the_baron_buys_no_second_one():
    """2011 (E-3, E-9): the Siege Engine in stock goes with blue's next siege (red's castle at
    BLAYE, which blue means to take): the referee would sell a second, the Baron buys none and
    keeps its 8 ecus (without one in stock it buys it: test_bots_editions.py)."""
    g = engine_position("purchase", engines={"blue": 1})
    assert "buy_engine" in [a.text() for a in g.legal(BLUE)]
    assert answer("baron", g).kind != "buy_engine"


def st_gerome(money: int) -> Game:
    """2011, blue's purchase turn: the engine position of test_bots_editions.py (ARTHUR's 6
    strength points at PAUILLAC beside red's castle at BLAYE, 4 points) where blue also holds
    ST GÉRÔME with a Stronghold: the Barony of ST GÉRÔME, short of CADILLAC only, is now the
    closest title, and the County of BLAYE (short of BLAYE) the second."""
    arthur = {"knights": 1, "men": 2, "lords": ["ARTHUR"]}
    return load_position({
        "players": [{**PLAYERS[0], "money": money}, {**PLAYERS[1], "money": 20},
                    {**PLAYERS[2], "money": 20}],
        "edition": "2011", "step": "purchase", "turn": "blue", "first": "ANN", "round": 2,
        "begun": True,
        "villages": {"PAUILLAC": {"units": {"blue": arthur}},
                     "LORMONT": {"units": {"blue": {"men": 1}}},
                     "ST GÉRÔME": {"fort": "stronghold", "units": {"blue": {"men": 1}}},
                     "CLUNY": {"units": {"green": {"men": 1, "lords": ["OTHON"]}}},
                     "BLAYE": {"fort": "stronghold",
                               "units": {"red": {"men": 3, "lords": ["HUGUES"]}}}}})


def test_E9_a_siege_engine_for_a_siege_that_opens_no_closest_title_waits_for_spare_money():
    """2011 (E-3, E-9): the siege of BLAYE is still meant (it opens the County of BLAYE, the
    second closest title), but the closest, the Barony of ST GÉRÔME, needs its price (4 ecus,
    its Stronghold stands) kept back. With 8 ecus only 4 are spare, less than the engine (5):
    the Baron buys none (the money kept for the closest title is spent only on the siege
    that opens it). With 9, 5 are spare and it buys the engine."""
    g = st_gerome(8)
    ctx = Ctx(g, BLUE, g.pending()[0].to_dict(), random.Random(0), Baron.style, True)
    plans = fief_plans(g, BLUE)[:2]
    assert [(p.fief, p.missing) for p in plans] == [
        ("Barony of ST GÉRÔME", ("CADILLAC",)), ("County of BLAYE", ("BLAYE",))]
    assert siege_target(ctx) == "BLAYE" and reserve(ctx) == 4
    assert "buy_engine" in [a.text() for a in g.legal(BLUE)]
    assert answer("baron", g).kind != "buy_engine"
    assert answer("baron", st_gerome(9)).text() == "buy_engine"

"""The Duke's search keeps the best move (engine/fief/bots/search.py), pinned without playing a
game: the playouts are replaced by fixed standings per candidate and world, so what is tested
is the bookkeeping of the gains (common worlds, a world that refuses a candidate) and the
choice made from them; and the candidates it weighs (engine/fief/bots/duke.py). Issue B: a mutant that recorded no gain at all (the Duke always kept
the Baron's choice) survived every earlier test."""
from __future__ import annotations

import random
from typing import Any

from engine.actions import act
from engine.fief.bots import make
from engine.fief.bots import search as search_module
from engine.fief.bots.baron import Baron
from engine.fief.bots.base import Ctx
from engine.fief.bots.duke import MAX_CANDIDATES, Duke
from engine.fief.bots.evaluation import standing
from engine.fief.bots.search import (
    MARGIN,
    Budget,
    close_windows,
    playout,
    reached,
    search,
    simulate,
)
from engine.fief.game import Game
from engine.fief.position import load_position

BARON, STEADY, LUCKY, REFUSED = (act("end_purchase"), act("recruit", men=2),
                                 act("build", building="mill"), act("recruit", men=3))
# The seat's standing (0-100) in each world after each candidate, world by world.
STANDINGS = {BARON.text(): [40.0, 30.0, 50.0], STEADY.text(): [48.0, 37.0, 59.0],
             LUCKY.text(): [90.0, 5.0, 55.0], REFUSED.text(): [None, 99.0, None]}


def searched(monkeypatch, worlds: int) -> tuple:
    """``search`` over the four candidates, the Baron's choice first, with the standings
    above in place of playouts."""
    def simulate(bot, ctx, make_world, action, until, seed, walled=None):
        return STANDINGS[action.text()][seed - first_seed]

    def no_world() -> Game:
        raise AssertionError("the playouts are replaced: no world is made")

    asked: Any = {"player": 0, "kind": "purchase", "info": {}}
    ctx = Ctx(no_world, 0, asked, random.Random(7), Baron.style, True)
    first_seed = random.Random(7).getrandbits(32)
    monkeypatch.setattr(search_module, "simulate", simulate)
    return search(make("duke"), ctx, lambda seed: None, [BARON, STEADY, LUCKY, REFUSED],
                  (3, "income"), Budget(0.0, worlds=worlds))


def test_the_search_takes_the_candidate_that_gains_in_every_world(monkeypatch):
    """Over three common worlds the recruit of two Men at Arms gains 8, 7 and 9 standing points
    on the Baron's choice: its cautious gain (mean less one standard error, about 7.4) is far
    above MARGIN, so the Duke takes it. The mill's swings (+50, -25, +5) are the dice, not the
    choice; the third candidate, refused by two worlds of three, has one gain only."""
    best, gain, samples = searched(monkeypatch, 3)
    assert samples == 3
    assert best == STEADY
    assert MARGIN < gain < 8.0 and round(gain, 2) == 7.42


def test_with_one_world_the_search_keeps_the_barons_choice(monkeypatch):
    """One world is no evidence (MIN_WORLDS 2): the Baron's choice stands, unsearched."""
    assert searched(monkeypatch, 1) == (BARON, 0.0, 0)


def test_the_dukes_candidates_always_include_the_quiet_end_of_the_turn():
    """Blue, 40 ecus, three lords in three of its five villages: 23 purchases are legal. The
    Duke weighs the Baron's choice first, then a spread of the others (one per kind and
    place) up to MAX_CANDIDATES in all, and the end of the purchase besides, always: waiting
    is a choice the search must be able to prefer."""
    def blue(*lords: str) -> dict:
        return {"units": {"blue": {"men": 1, "lords": list(lords)}}}

    g = load_position({
        "players": [{"name": "ANN", "colour": "blue", "money": 40}, "red", "green"],
        "step": "purchase", "turn": "blue", "round": 2, "begun": True,
        "villages": {"BLAYE": blue("ARTHUR"), "PAUILLAC": blue("HUGUES"),
                     "LORMONT": blue("THIERRY"), "CHAROLLES": blue(), "ST MÉDARD": blue(),
                     "TOURNUS": {"units": {"red": {"men": 2, "lords": ["RAOUL"]}}},
                     "BOURG": {"units": {"green": {"men": 1, "lords": ["BLANCHE"]}}}}})
    assert len(g.legal(0)) == 23
    duke = Duke(strict=True, worlds=2)
    ctx = Ctx(g, 0, g.pending()[0].to_dict(), random.Random(5), duke.style, True)
    baron = duke.act(ctx)
    candidates = [a.text() for a in duke.candidates(ctx, baron)]
    assert candidates[0] == baron.text()
    assert len(candidates) == MAX_CANDIDATES + 1 == len(set(candidates))
    assert "end_purchase" in candidates


def purchase_turn(seed: int) -> Game:
    """Blue's purchase turn in round 2, 20 ecus, one lord: every ``seed`` draws the same world
    (nothing hidden to draw), as ``simulate``'s world maker."""
    return load_position({
        "players": [{"name": "ANN", "colour": "blue", "money": 20}, "red", "green"],
        "step": "purchase", "turn": "blue", "round": 2, "begun": True,
        "villages": {"BLAYE": {"units": {"blue": {"men": 1, "lords": ["ARTHUR"]}}},
                     "TOURNUS": {"units": {"red": {"men": 2, "lords": ["RAOUL"]}}},
                     "BOURG": {"units": {"green": {"men": 1, "lords": ["BLANCHE"]}}}}})


def test_a_playout_cut_by_its_decision_cap_is_scored_where_it_stopped(monkeypatch):
    """PLAYOUT_DECISIONS is a safety cap (a round whose decisions loop must not hang the
    Duke): a playout that reaches it is scored where it stands, like one that reaches its
    horizon; only one abandoned at the wall-clock cap (``walled``) gives no standing. Here the
    cap is one decision a round and the horizon two rounds on: the playout stops after 3
    decisions (red's and green's purchases, blue's first move), still in round 2, and that
    world's standing is the candidate's value (a mutant counting it abandoned gave None)."""
    monkeypatch.setattr(search_module, "PLAYOUT_DECISIONS", 1)
    duke, until = make("duke", strict=True), (4, "income")
    world = purchase_turn(0)
    close_windows(world, until)
    world.apply(0, act("end_purchase"))
    assert playout(world, duke, 0, until, random.Random(9)) is True
    assert (world.state.round, world.pending()[0].kind) == (2, "movement")
    assert not world.state.finished and not reached(world, until)
    ctx = Ctx(purchase_turn(0), 0, {"player": 0, "kind": "purchase", "info": {}},
              random.Random(7), Baron.style, True)
    value = simulate(duke, ctx, purchase_turn, act("end_purchase"), until, 9)
    assert value is not None and value == standing(world, 0)

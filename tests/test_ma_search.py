"""Middle-Ages: the searching level ``chancellor`` (search.py, policy.py) and the worlds it
samples (world.py): the piles dealt from the unseen set as the view allows (M6, MA-27, M10),
legal and repeatable answers given a number of worlds, a budget counted on its own clock."""
from __future__ import annotations

import itertools
import random

import pytest

from engine.collection import game_kind
from engine.middle_ages.asks import asked, candidates
from engine.middle_ages.policy import GREEDY, pick, ranked
from engine.middle_ages.position import load_position
from engine.middle_ages.search import Chancellor
from engine.middle_ages.tiles import BLUE, TILES
from engine.middle_ages.world import rebuild

KIND = game_kind("middle-ages")


def game_at(n, seed, moves):
    game = KIND.new({"players": [{"name": f"P{i}", "colour": KIND.colours[i]}
                                 for i in range(n)], "seed": seed})
    chooser = random.Random(seed)
    for _ in range(moves):
        decision = game.pending()[0]
        game.apply(decision.player, chooser.choice(decision.choices))
    return game


@pytest.mark.parametrize("n,moves", [(4, 30), (5, 60), (3, 50), (2, 10)])
def test_M10_a_world_deals_the_unseen_tiles_as_the_view_shows_the_piles(n, moves):
    game = game_at(n, n + moves, moves)
    state = game.state
    view = game.view_for(0)
    for seed in range(5):
        world = rebuild(view, seed)
        assert sorted(world.pile + world.orange) == sorted(state.pile + state.orange), \
            "the same set: only the order is unknown"
        assert (len(world.pile), len(world.orange)) == (len(state.pile), len(state.orange))
        assert all(TILES[t].orange for t in world.orange), "M3.1: the reserve is orange"
        if state.pile:
            assert TILES[world.pile[-1]].number == TILES[state.pile[-1]].number, "MA-27"
        if n < 4:
            assert set(world.pile) <= set(BLUE)


def test_the_chancellor_answers_legally_and_alike_from_the_same_seed_given_its_worlds():
    bot = Chancellor(worlds=2)
    for n, seed, moves in ((2, 5, 24), (4, 6, 50)):
        game = game_at(n, seed, moves)
        chooser = random.Random(seed)
        for move in range(2 * n + 2):
            decision = game.pending()[0]
            view, asked_now = game.view_for(decision.player), decision.to_dict()
            if decision.player == 0:
                answer = bot.choose(view, asked_now, rng_seed=move)
                assert game.check(0, answer) is None
                assert bot.choose(view, asked_now, rng_seed=move) == answer
            else:
                answer = chooser.choice(decision.choices)
            game.apply(decision.player, answer)


def test_the_chancellor_stops_when_its_own_clock_has_spent_the_budget():
    ticks = itertools.count(0.0, 0.4)
    reads = []

    def clock():
        reads.append(1)
        return next(ticks)
    game = game_at(3, 9, 3)
    decision = game.pending()[0]
    answer = Chancellor(clock=clock).choose(game.view_for(decision.player), decision.to_dict(),
                                            rng_seed=1, budget_s=1.0)
    assert game.check(decision.player, answer) is None
    assert len(reads) <= 5, "one world took 0.4 s of its clock: a second would pass 0.9 s"


def test_M8_the_chancellor_takes_the_tile_that_spares_it_an_empty_domain_in_turn_15():
    """Turn 15, two players: Ann lacks only a Palace; the row below offers one. Taking any
    other tile leaves her 10 coins short at the end."""
    case = {
        "game": "middle-ages", "turn": 15,
        "players": [
            {"name": "Ann", "colour": "blue", "money": 40, "lord": [2, 0],
             "board": ["fields-1", "mill-1", "village-3", "rampart-1", "market-4",
                       "barracks-4", "church-5"]},
            {"name": "Bob", "colour": "red", "money": 40, "lord": [2, 2],
             "board": ["fields-3", "mill-3", "village-5", "rampart-4", "market-6",
                       "barracks-7", "church-10", "palace-9"]}],
        "rows": [[None] * 3, [None] * 3, ["fields-6", None, "mill-5"],
                 ["mill-7", "palace-2", "fields-8"]]}
    game = load_position(case)
    decision = game.pending()[0]
    assert decision.player == 0
    answer = Chancellor(worlds=4).choose(game.view_for(0), decision.to_dict(), rng_seed=3)
    assert answer == {"kind": "move", "col": 1}


class Drawn(random.Random):
    """A generator whose first draw is fixed: below ``GREEDY`` (the policy's best answer) or
    not (any answer, by ``randrange``)."""

    def __init__(self, first: float, seed: int) -> None:
        super().__init__(seed)
        self.first = first

    def random(self) -> float:
        return self.first


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_a_playouts_pick_is_the_best_ranked_listed_answer_or_any_listed_one(n):
    """policy.pick judges the rules' own lists without making every answer an Action: it must
    answer as ranked() over asks.candidates() does, and only with a listed answer."""
    game = KIND.new({"players": [{"name": f"P{i}", "colour": KIND.colours[i]}
                                 for i in range(n)], "seed": n})
    chooser = random.Random(n)
    seen = set()
    while not game.finished:
        state = game.state
        seat, kind = asked(state)
        listed = candidates(state, seat, kind)
        assert pick(state, seat, kind, Drawn(0.0, 1)) == ranked(state, seat, kind, listed)[0]
        assert pick(state, seat, kind, Drawn(GREEDY, 1)) in listed
        seen.add(kind)
        decision = game.pending()[0]
        game.apply(decision.player, chooser.choice(decision.choices))
    assert {"place_lord", "move_lord"} <= seen

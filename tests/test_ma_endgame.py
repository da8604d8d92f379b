"""Middle-Ages: the chancellor's exact look at the last turns of a two-player game
(endgame.py): from turn 13 on nothing is drawn (M4.3) nor hidden (M6), so alpha-beta over the
lords' answers must find the answer a full minimax finds, give up past its positions' cap or
when its caller's time is out, and be asked only where it applies."""
from __future__ import annotations

import math

import pytest

from engine.actions import Action
from engine.middle_ages import endgame, search
from engine.middle_ages.asks import answer, asked, candidates
from engine.middle_ages.match import Match
from engine.middle_ages.policy import ranked
from engine.middle_ages.position import load_position
from engine.middle_ages.search import Chancellor, shortlisted
from engine.middle_ages.turn import proceed
from engine.middle_ages.world import rebuild

TURN_14 = {
    "game": "middle-ages", "turn": 14,
    "players": [
        {"name": "Ann", "colour": "blue", "money": 30, "lord": [1, 0],
         "board": ["fields-1", "mill-1", "village-3", "rampart-1", "market-4",
                   "barracks-4", "church-5"]},
        {"name": "Bob", "colour": "red", "money": 31, "lord": [1, 2],
         "board": ["fields-3", "mill-5", "village-5", "rampart-4", "market-6",
                   "barracks-7", "church-10", "palace-9"]}],
    "rows": [[None] * 3, ["fields-6", None, "mill-7"],
             ["palace-2", "barracks-12", "fields-8"],
             ["village-9", "market-11", "church-13"]]}


def minimax(state, me):
    """Every answer tried (effects cut as endgame.py cuts them), no pruning."""
    m = Match(state, telling=False)
    proceed(m)
    found = asked(m.state)
    if found is None:
        return endgame.outcome(m.state, me)
    seat, kind = found
    options = ranked(m.state, seat, kind, candidates(m.state, seat, kind))
    if kind not in endgame.MOVES:
        options = options[:endgame.EFFECT_WIDTH]
    values = [minimax(after(m.state, seat, kind, o), me) for o in options]
    return max(values) if seat == me else min(values)


def after(state, seat, kind, option):
    m = Match(state.clone(), telling=False)
    answer(m, seat, kind, option)
    return m.state


def root(money=30):
    """TURN_14 with Ann's money: 30 loses against a perfect Bob, 60 wins whatever he does."""
    case = dict(TURN_14, players=[dict(TURN_14["players"][0], money=money),
                                  TURN_14["players"][1]])
    game = load_position(case)
    decision = game.pending()[0]
    world = rebuild(game.view_for(decision.player), 1)
    choices = [Action.from_dict(c) for c in decision.to_dict()["choices"]]
    return game, decision, world, choices


def test_M4_3_the_endgame_search_finds_the_full_minimax_answer_from_turn_14():
    _, decision, world, choices = root()
    seat, kind = decision.player, decision.to_dict()["kind"]
    assert kind == "move_lord" and len(choices) == 3
    values = [minimax(after(world, seat, kind, c), seat) for c in choices]
    found = endgame.best_answer(world, seat, kind, choices)
    assert found is not None
    assert values[choices.index(found[0])] == max(values) == found[1]
    assert len(set(values)) > 1, "a position where the answer matters"


def test_M4_3_the_endgame_search_gives_up_past_its_cap_or_when_time_is_out(monkeypatch):
    _, decision, world, choices = root()
    seat, kind = decision.player, decision.to_dict()["kind"]
    assert endgame.best_answer(world, seat, kind, choices, lambda: True) is None
    monkeypatch.setattr(endgame, "MAX_NODES", 5)
    assert endgame.best_answer(world, seat, kind, choices) is None


@pytest.mark.parametrize("money,won", [(60, True), (30, False)])
def test_the_chancellor_plays_a_win_the_endgame_guarantees_else_samples_worlds(
        monkeypatch, money, won):
    game, decision, world, choices = root(money)
    view, asked_now = game.view_for(decision.player), decision.to_dict()
    chosen = Chancellor(worlds=2).choose(view, asked_now, rng_seed=4)
    assert game.check(decision.player, chosen) is None
    shortlist = shortlisted(world, decision.player, asked_now["kind"], choices)
    exact = endgame.best_answer(world, decision.player, asked_now["kind"], shortlist)
    assert exact is not None and (exact[1] > 0) is won
    monkeypatch.setattr(search, "ENDGAME", False)
    sampled = Chancellor(worlds=2).choose(view, asked_now, rng_seed=4)
    assert chosen == (exact[0].to_dict() if won else sampled)
    monkeypatch.setattr(search, "ENDGAME", True)
    monkeypatch.setattr(endgame, "MAX_NODES", 5)
    assert Chancellor(worlds=2).choose(view, asked_now, rng_seed=4) == sampled, \
        "a tree too large: the worlds sampled as without the endgame"


@pytest.mark.parametrize("n,turn,expected", [(2, 13, True), (2, 16, True), (2, 12, False),
                                             (3, 14, False), (4, 15, False)])
def test_M4_3_the_endgame_search_applies_with_two_players_after_the_last_refill(
        n, turn, expected):
    game = load_position(TURN_14)
    world = game.state.clone()
    world.turn = turn
    world.players = (world.players * 3)[:n]
    assert endgame.applies(world) is expected


def test_MA_26_a_leaf_counts_the_tie_break_as_half_a_coin():
    game = load_position(TURN_14)
    state = game.state.clone()
    state.scores, state.winners = [50, 50], [1]
    assert endgame.outcome(state, 0) == -0.5 and endgame.outcome(state, 1) == 0.5
    state.scores, state.winners = [52, 50], [0]
    assert endgame.outcome(state, 0) == 2.5 and not math.isinf(endgame.outcome(state, 1))

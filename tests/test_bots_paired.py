"""The computer players in the simplified variant's battles (004 §6, §9, S-9, S-10): the odds of
paired dice worked out per pair of strengths in the bot's own table, every level riding through
when the ride is won often enough, and no battle declared that likely costs a lord. Whole
tournaments are bench/tournament.py's (--edition simplified), not tests."""
from __future__ import annotations

from typing import Any

import pytest

from engine.actions import Action
from engine.fief.bots import make
from engine.fief.bots.paired import PairedOdds
from engine.fief.game import Game
from engine.fief.position import load_position
from engine.fief.views import view_for


def answer(level: str, game: Game, bot: Any = None) -> Action:
    decision = game.pending()[0]
    asked: Any = decision.to_dict()
    bot = bot or make(level)
    chosen = bot.choose(view_for(game, decision.player), asked, rng_seed=5, budget_s=0.05)
    return Action.from_dict(chosen)


def waiting(title: str, red_lord: dict | str) -> Game:
    """Blue's lord waits on the road into red's village CHAROLLES (held by red's marker and
    red's lord), with a step left to COUTRAS."""
    return load_position({
        "players": ["blue", "red", "green"], "edition": "simplified", "round": 2,
        "first": "blue", "step": "movement", "begun": True, "turn": "blue",
        "lords": {"FRANÇOIS": {"owner": "blue", "titles": [title], "steps": 1},
                  "ARTHUR": red_lord},
        "villages": {"CHAROLLES": {"controller": "red", "units": {
            "red": {"men": 1, "lords": ["ARTHUR"]},
            "blue": {"lords": ["FRANÇOIS"], "road": "BLAYE"}}}}})


def test_paired_odds_are_seeded_by_the_strengths_and_kept_in_the_bots_own_table():
    first, second = PairedOdds(), PairedOdds()
    assert first.of(4, 2, ride=True) == second.of(4, 2, ride=True)      # no shared state
    assert first.of(3, 1).broken > 0.9 > 0.3 > first.of(2, 3).broken
    assert first.of(2, 3).attack_loses(2) > 0.5 and first.of(3, 1).attack_loses(0) == 0.0
    assert set(first.table) == {(4, 2, True), (3, 1, False), (2, 3, False)}
    bot = make("baron")
    answer("baron", waiting("Duchy of BOURG", "red"), bot)
    assert (4, 2, True) in bot.odds.table                 # the duke (4) v man and village


@pytest.mark.parametrize("level", ["squire", "baron"])
def test_s10_every_level_rides_through_when_it_can_win(level):
    """A duke (4) against an untitled lord (1) and his village (1): won in two rounds most of
    the time, at little risk to the duke."""
    action = answer(level, waiting("Duchy of BOURG", "red"))
    assert action.kind == "move" and action.get("cavalcade")


def test_s10_no_ride_that_likely_fails_or_costs_the_rider():
    """A baron (2) against a duke (4) and his village (1): no ride."""
    action = answer("baron", waiting("Barony of LA RÉOLE",
                                     {"owner": "red", "titles": ["Duchy of AUTUN"]}))
    assert not action.get("cavalcade")


def battle_at(blue_titles: dict[str, list[str]], red_titles: list[str]) -> Game:
    """Blue's lords in red's castle CHAROLLES, held by red's lord ARTHUR."""
    return load_position({
        "players": ["blue", "red", "green"], "edition": "simplified", "round": 2,
        "first": "blue", "step": "battles",
        "lords": {**{name: {"owner": "blue", "titles": titles}
                     for name, titles in blue_titles.items()},
                  "ARTHUR": {"owner": "red", "titles": red_titles}},
        "villages": {"CHAROLLES": {"controller": "red", "fort": "stronghold", "units": {
            "red": {"men": 1, "lords": ["ARTHUR"]},
            "blue": {"lords": list(blue_titles)}}}}})


def test_004_9_a_battle_that_likely_costs_a_lord_is_not_declared():
    """A duke (4) and a count (3) against a castle (2) holding an untitled man (1): 7 against
    3, and the count falls (3 points) about one time in 25: declared. A duke and an untitled
    lord (1) against the same: 5 against 3 passes the strengths' ratio too, but the attack
    takes the one point that removes the untitled lord about 4 times in 10: not declared."""
    strong = battle_at({"FRANÇOIS": ["Duchy of BOURG"], "BEAUDOIN": ["County of SIGY"]}, [])
    assert answer("baron", strong).kind == "declare_battle"
    weak = battle_at({"FRANÇOIS": ["Duchy of BOURG"], "BEAUDOIN": []}, [])
    assert answer("baron", weak).kind == "end_battles"


def test_s15_a_bot_refuses_a_proposal_that_costs_its_lord_when_the_principals_could_fall():
    """Green's count is to be taken while red's village (the principal's place) is spared:
    green refuses (a draw by die might take the village instead); once the count is red's,
    nothing of green's falls and it accepts."""
    from test_simplified_accord import defence_coalition
    game, _ = defence_coalition([])
    assert game.pending()[0].kind == "coalition_accord"
    assert answer("baron", game).get("answer") == "refuse"
    assert answer("squire", game).get("answer") == "refuse"
    game.state.lords["THIERRY"].owner = 1          # the count is red's now: nothing of green's
    assert answer("baron", game).get("answer") == "accept"

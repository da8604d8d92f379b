"""Random players that only pick legal actions play whole games without an error (30-round cap).

Four games here, one at each table size, keep the suite fast (0.27 s of CPU a game; the pinned
traces of test_engine_perf_regression play five more to the cap); ``bench/soak_random.py``
plays the same games from seed 0 on and asserts the same ends: ``--games 12`` is the sweep the
suite played until it had to run in under a minute (``--games 40`` before that), and the
default plays 200."""
import pytest

from random_play import random_game

GAMES = 4


@pytest.mark.parametrize("seed", range(GAMES))
def test_a_random_game_plays_to_the_end_or_the_round_cap(seed):
    players = 3 + seed % 4
    game, actions = random_game(seed, players)
    state = game.state
    assert actions > 0
    assert state.finished or state.round == 31
    if state.finished:
        assert state.winners and all(0 <= w < players for w in state.winners)

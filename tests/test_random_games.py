"""Random players that only pick legal actions play whole games without an error (30-round cap).

40 games here keep the suite fast; ``bench/soak_random.py`` plays 200 and more."""
import pytest

from random_play import random_game

GAMES = 40


@pytest.mark.parametrize("seed", range(GAMES))
def test_a_random_game_plays_to_the_end_or_the_round_cap(seed):
    players = 3 + seed % 4
    game, actions = random_game(seed, players)
    state = game.state
    assert actions > 0
    assert state.finished or state.round == 31
    if state.finished:
        assert state.winners and all(0 <= w < players for w in state.winners)

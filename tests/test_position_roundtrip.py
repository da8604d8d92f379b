"""Issue 17, section 3: the position format expresses every situation random play reaches.

2,000 positions sampled from random games (3 to 6 families, with and without the optional
rules; the first actions of each game, setup included, then one every few actions) are written, read back and written again: the two writings are identical, the games
are the same state (interchangeable counters aside), the same decisions are pending and every
seat has the same legal actions. Legal actions are compared as sets: their order follows the
order in which the board's index filed the counters over the game, which a position (like a
save replayed from another history) does not keep.
"""
import random

import pytest

from engine.fief.game import Game
from engine.fief.options import GameOptions
from engine.fief.position import dump_position, load_position, position_text
from engine.fief.position.write import differing_fields, friendly_position, read_back, with_raw
from tests.random_play import choose, options

POSITIONS = 2000
CHUNKS = 8                    # spread over the test workers
EVERY = 13                    # one position every so many actions
MAX_ROUNDS = 14
OPTIONAL = (frozenset(), frozenset({"holy_relics"}), frozenset({"holy_relics", "fog_of_war"}),
            frozenset({"open_diplomacy", "assassination_roll"}))


def sampled_games(chunk: int):
    """Random games, each position every ``EVERY`` actions, until the chunk has its share."""
    seed = chunk * 1000
    while True:
        seed += 1
        base = options(seed, 3 + seed % 4)
        game = Game.new(GameOptions(players=base.players, seed=seed,
                                    optional=OPTIONAL[seed % len(OPTIONAL)]), remember=True)
        chooser = random.Random(seed)
        applied = 0
        while not game.state.finished and game.state.round <= MAX_ROUNDS:
            seat, action = choose(game, chooser)
            game.apply(seat, action)
            applied += 1
            if applied % EVERY == 0 or applied <= 4:    # setup's draws and choices too
                yield game


def same_answers(one: Game, two: Game) -> bool:
    return one.pending() == two.pending() and all(
        sorted(a.text() for a in one.legal(seat)) == sorted(a.text() for a in two.legal(seat))
        for seat in range(one.state.n))


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_positions_of_random_games_round_trip(chunk):
    checked = 0
    for game in sampled_games(chunk):
        friendly = friendly_position(game)          # dump_position's steps, the reading kept
        read = read_back(friendly, game.board)
        written = with_raw(friendly, game.state, read)
        if checked % 25 == 0:                           # the steps are dump_position
            assert dump_position(game) == written, (chunk, checked)
        again = load_position(position_text(written))
        # Written again: the same friendly parts (so the same reading back, shared) and the
        # same raw part against it, that is dump_position(again) == written.
        assert with_raw(friendly_position(again), again.state, read) == written, (chunk, checked)
        assert differing_fields(game.state, again.state) == []
        assert same_answers(game, again), (chunk, checked, written.get("step"))
        checked += 1
        if checked == POSITIONS // CHUNKS:
            break
    assert checked == POSITIONS // CHUNKS

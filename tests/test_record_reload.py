"""A game saved mid-way and loaded again goes on exactly like the original (DESIGN principle 1).

The saved file stores mappings in sorted order; both the live game and the loaded one start
from that canonical order, so loops over lords and villages decide the same things.
"""
import random

import pytest

from engine.fief.api import FIEF
from engine.record import Record
from tests.random_play import choose, options


@pytest.mark.parametrize("seed,players", [(3, 3), (11, 4), (29, 5), (41, 6)])
def test_reloaded_game_continues_with_identical_events(seed, players):
    live = Record.new(FIEF, options(seed, players).to_dict())
    chooser = random.Random(seed)
    for _ in range(400):
        if live.game.state.finished:
            break
        live.apply(*choose(live.game, chooser))
    loaded = Record.from_json(live.to_json())
    assert loaded.to_json() == live.to_json()
    chooser_live, chooser_loaded = random.Random(seed + 1), random.Random(seed + 1)
    for _ in range(400):
        if live.game.state.finished:
            break
        seat, action = choose(live.game, chooser_live)
        assert choose(loaded.game, chooser_loaded) == (seat, action)
        assert [e.to_dict() for e in live.apply(seat, action)] == \
               [e.to_dict() for e in loaded.apply(seat, action)]
    assert loaded.game.state.to_dict() == live.game.state.to_dict()

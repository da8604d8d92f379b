"""A game that remembers (as the LAN host's) builds the parts of its views that every seat sees
alike once a position (``Game.shared_view``, issue 38): each seat and the spectators still get
exactly the view built anew for them, the moving seat its own move foresight, and under the Fog
of War (11.2) each seat its own villages."""
from __future__ import annotations

import random
from dataclasses import replace

import pytest

from engine.fief.game import Game
from engine.fief.views import view_for
from tests.random_play import choose, options


@pytest.mark.parametrize("optional", [frozenset(), frozenset({"fog_of_war", "hidden_money"})],
                         ids=["public", "fog-of-war"])
def test_each_seat_sees_what_a_view_built_anew_shows(optional: frozenset[str]) -> None:
    game = Game.new(replace(options(4, 4), optional=optional), remember=True)
    chooser = random.Random(4)
    foresight = 0
    for _ in range(120):
        if game.state.finished:
            break
        kept = {seat: game.view_for(seat) for seat in [None, 0, 1, 2, 3]}
        for seat, view in kept.items():
            assert view == view_for(game, seat), (seat, game.move)     # built anew, unshared
            assert game.view_for(seat) == view
        foresight += sum("leaving" in d["info"] for v in kept.values() for d in v["pending"]
                         if d["kind"] == "movement")
        assert kept[0]["lords"] is kept[None]["lords"]                 # one position, one copy
        assert kept[0]["players"][1] is kept[2]["players"][1] is kept[None]["players"][1]
        assert kept[1]["players"][1] is not kept[None]["players"][1]    # its own: its hand
        assert "hand" in kept[1]["players"][1] and "hand" not in kept[0]["players"][1]
        if "fog_of_war" in optional:
            assert kept[0]["villages"] is not kept[1]["villages"]
        else:
            assert kept[0]["villages"] is kept[None]["villages"]
        game.apply(*choose(game, chooser))
        assert game.view_for(None)["lords"] is not kept[None]["lords"]  # a new position
    assert foresight > 0                               # movement positions were met


def test_a_game_that_does_not_remember_builds_each_view_anew() -> None:
    game = Game.new(options(2, 3))
    assert game.view_for(0)["lords"] is not game.view_for(1)["lords"]

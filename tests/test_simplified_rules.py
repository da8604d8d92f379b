"""Rules of the variant outside its battles and economy: the seating by starting fiefs (S-2),
what the view gives the screens (S-3, S-5, S-6, 004 §6), and its offer to the tables."""
from __future__ import annotations

import math

import pytest

from engine.fief.api import EDITIONS, FIEF
from engine.fief.game import Game
from engine.fief.options import GameOptions, PlayerSpec
from engine.fief.simplified.setup import bearing
from engine.fief.views import view_for

COLOURS = ("blue", "red", "green", "yellow", "magenta", "white")


def new_game(players: int, seed: int) -> Game:
    specs = tuple(PlayerSpec(f"P{i}", COLOURS[i]) for i in range(players))
    return Game.new(GameOptions(players=specs, edition="simplified", seed=seed))


@pytest.mark.parametrize("players,seed", [(3, 1), (4, 2), (5, 3), (6, 4)])
def test_s2_turn_order_follows_the_starting_fiefs_clockwise_from_the_first_player(players, seed):
    game = new_game(players, seed)
    state, board = game.state, game.board
    start = {lord.owner: lord.village for lord in state.lords.values() if lord.owner is not None}
    angles = [bearing(board, board.villages[start[p]].fief) for p in state.order()]
    turned = [(a - angles[0]) % (2 * math.pi) for a in angles]
    assert turned == sorted(turned), "004 DEBUT / S-2: clockwise from the first player"


@pytest.mark.parametrize("players,alone,pair", [(3, 4, 6), (4, 3, 5), (6, 3, 4)])
def test_s6_the_view_gives_the_victory_points_needed_at_this_table(players, alone, pair):
    view = view_for(new_game(players, 1), None)
    assert view["victory_needed"] == {"alone": alone, "pair": pair}


def test_s3_s5_the_view_gives_gems_resources_damages_and_markers_to_every_seat():
    game = new_game(3, 2)
    game.state.players[1].damages, game.state.players[1].money = 4, 7
    view = view_for(game, 0)
    assert view["players"][1]["gems"] == 1 and view["players"][1]["damages"] == 4
    assert view["players"][1]["resources"] == 7
    home = next(l.village for l in game.state.lords.values() if l.owner == 2)
    assert view["villages"][home]["marker"] == 2                       # 004 DEBUT, §6
    assert "victory_needed" not in view_for(FIEF.new({"players": [
        {"name": "A", "colour": "blue"}, {"name": "B", "colour": "red"},
        {"name": "C", "colour": "green"}]}), 0)


def test_the_variant_is_offered_as_the_introductory_game():
    assert "simplified" in EDITIONS and "introductory" in EDITIONS["simplified"]
    game = FIEF.new({"players": [{"name": "A", "colour": "blue"}, {"name": "B", "colour": "red"},
                                 {"name": "C", "colour": "green"}], "edition": "simplified"})
    assert game.options["edition"] == "simplified"

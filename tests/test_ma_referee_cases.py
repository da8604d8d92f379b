"""Middle-Ages: outcome cases of the rulings no test named yet (MA-12, MA-13, MA-19, MA-21),
written from MIDDLE-AGES' text and played against the referee."""
from __future__ import annotations

import pytest

from ma_positions import give, named, new_game, plain, tile, told
from test_ma_domains import take, taking

from engine.actions import act
from engine.middle_ages.tiles import Domain

D = Domain


@pytest.mark.parametrize("n", [2, 5])
def test_MA12_two_to_five_players_each_with_a_row_of_players_plus_one(n):
    game = new_game(n)
    assert len(game.state.players) == n
    assert all(len(row) == n + 1 for row in game.state.rows)


def test_MA13_a_barracks_takes_the_top_tile_of_the_leftmost_column_fields_before_mill():
    """MA-13: the columns are, left to right, Fields, Mill, Village, Rampart, Market, Barracks,
    Church, Palace; MA-7: an attacked player loses the top tile of the leftmost non-empty one."""
    fields_low, fields_top = tile(D.FIELDS), tile(D.FIELDS, skip=1)

    def before(g):
        give(g, 1, tile(D.PALACE), tile(D.MILL), fields_low, fields_top)
        g.state.players[1].money = 4
    game = taking(plain(D.BARRACKS, 0), before=before)
    events = take(game)
    assert [(e.get("player"), e.get("tile")) for e in told(events, "attacked")] == [
        (1, fields_top)]
    assert game.state.players[1].graveyard == [fields_top]
    assert list(D) == [D.FIELDS, D.MILL, D.VILLAGE, D.RAMPART, D.MARKET, D.BARRACKS,
                       D.CHURCH, D.PALACE]


def test_MA19_counts_after_the_new_tile_fewer_is_strict_and_only_opponents_pay():
    """MA-19: the Mill just placed counts (2 Mills); an opponent with 1 Mill pays 2, one with
    2 Mills (as many) pays nothing; the player himself is never affected."""
    def before(g):
        give(g, 0, tile(D.MILL, skip=1))
        give(g, 1, tile(D.MILL, skip=2))
        give(g, 2, tile(D.MILL, skip=3), tile(D.MILL, skip=4))
        for seat in (0, 1, 2):
            g.state.players[seat].money = 5
    game = taking(tile(D.MILL), n=3, before=before)
    events = take(game)
    assert {e.get("player"): e.get("amount") for e in told(events, "mill_paid")} == {1: 2}
    assert [p.money for p in game.state.players] == [5 + 2 + 2 * 2, 3, 5]


def test_MA19_a_barracks_spares_an_opponent_with_as_many_ramparts_as_its_barracks():
    def before(g):
        give(g, 0, plain(D.BARRACKS, 1))                 # 2 Barracks with the new one
        give(g, 1, tile(D.RAMPART), tile(D.RAMPART, skip=1))
        give(g, 2, tile(D.RAMPART, skip=2))
        g.state.players[2].money = 3
    game = taking(plain(D.BARRACKS, 0), n=3, before=before)
    events = take(game)
    assert [e.get("player") for e in told(events, "attacked")] == [2]


def test_MA21_an_extra_coin_put_under_the_church_pays_in_this_very_play():
    game = taking(named("church-5"))
    take(game)
    events = game.apply(0, act("coin", domain="church"))
    assert told(events, "income")[0].get("amount") == (3 + 1) * 1
    assert game.state.players[0].money == 4

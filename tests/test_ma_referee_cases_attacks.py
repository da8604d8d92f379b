"""Middle-Ages: attacks and payments (M5.2 Mill, M5.6 Barracks, MA-7, MA-8, MA-19) at a table
of five, and what tokens do not change (M5.8: a Parcel token adds to an income only), written
from MIDDLE-AGES.md's text and played against the referee."""
from __future__ import annotations

from ma_positions import give, named, new_game, plain, play_turn, told

from engine.actions import act
from engine.middle_ages.tiles import Domain

D = Domain


def five_at_turn_one(tile: int):
    """Turn 1 of five: Ann (column 0) stands on ``tile``; the others on columns 2-5."""
    game = new_game(5)
    lords = [tile, None] + [plain(D.MARKET, k) for k in range(4)]
    play_turn(game, 1, lords, [plain(D.MILL, k) for k in range(4)] + [named("mill-10"),
                                                                       named("mill-14")],
              [0, 2, 3, 4, 5])
    return game


def test_M5_6_at_five_each_opponent_attacked_or_spared_by_its_own_ramparts():
    """M5.6, MA-19: Ann's 2nd Barracks attacks those with fewer than 2 Ramparts: Bob (0, no
    tile, 5 coins) pays 2 and loses nothing; Cid (1 Rampart, 1 coin) loses his leftmost top
    tile and pays 1 (MA-8); Dan (2 Ramparts) and Eve (3) are spared. Ann: + 3 paid, then
    2 x (0 Villages + 2 Barracks)."""
    game = five_at_turn_one(plain(D.BARRACKS))
    give(game, 0, plain(D.BARRACKS, 1))
    give(game, 2, plain(D.RAMPART), named("mill-5"))
    give(game, 3, plain(D.RAMPART, 1), plain(D.RAMPART, 2))
    give(game, 4, named("rampart-10"), named("rampart-12"), named("rampart-14"))
    players = game.state.players
    players[1].money, players[2].money, players[3].money, players[4].money = 5, 1, 7, 7
    events = game.apply(0, act("move", col=0))
    attacks = [(e.get("player"), e.get("tile"), e.get("amount")) for e in told(events,
                                                                              "attacked")]
    assert attacks == [(1, None, 2), (2, named("mill-5"), 1)], "MA-7: Mill left of Rampart"
    assert [p.money for p in players] == [3 + 4, 3, 0, 7, 7]
    assert players[2].graveyard == [named("mill-5")] and players[2].count(D.RAMPART) == 1


def test_M5_8_a_rampart_parcel_token_raises_an_income_but_defends_nobody():
    """M5.8: a Parcel token adds a type to a domain's income only: Bob's Rampart token under
    his Village does not count as a Rampart against Ann's first Barracks (M5.6 counts
    Rampart tiles); Ann's own Rampart token under Barracks adds her 2 Ramparts to her income:
    2 x (1 Barracks + 2 Ramparts)."""
    game = five_at_turn_one(plain(D.BARRACKS))
    players = game.state.players
    players[0].parcel_tokens = {"barracks": "rampart"}
    give(game, 0, plain(D.RAMPART), plain(D.RAMPART, 1))
    players[1].parcel_tokens = {"village": "fields"}
    players[2].parcel_tokens = {"village": "rampart"}
    for seat in range(1, 5):
        players[seat].money = 4
    give(game, 3, plain(D.RAMPART, 2))
    give(game, 4, plain(D.RAMPART, 3))
    events = game.apply(0, act("move", col=0))
    assert [e.get("player") for e in told(events, "attacked")] == [1, 2]
    assert told(events, "income")[0].get("amount") == 2 * 3
    assert [p.money for p in players] == [4 + 6, 2, 2, 4, 4]


def test_M5_2_a_mill_parcel_token_is_no_mill_for_the_comparison():
    """M5.2 counts Mill tiles: Bob's Mill Parcel token under Market does not spare him; Cid's
    Mill tile does (1 is not fewer than Ann's 1). Ann: + 2 x 3 payers, then 2 x 1 Mill."""
    game = five_at_turn_one(plain(D.MILL))
    players = game.state.players
    players[1].parcel_tokens = {"market": "mill"}
    give(game, 2, named("mill-16"))
    for seat in range(1, 5):
        players[seat].money = 3
    events = game.apply(0, act("move", col=0))
    assert sorted(e.get("player") for e in told(events, "mill_paid")) == [1, 3, 4]
    assert [p.money for p in players] == [6 + 2, 1, 3, 1, 1]


def test_M5_6_two_barracks_in_a_turn_each_takes_the_top_of_the_leftmost_column_again():
    """MA-7 twice: Bob is attacked by Ann, then by Cid in the same turn: his Fields column
    loses its top tile, then the next one; he pays what he has each time (MA-8). Cid's
    Barracks also attacks Ann (no Rampart), whose only tile, her Barracks, goes."""
    game = new_game(3)
    barracks = plain(D.BARRACKS)
    play_turn(game, 1, [barracks, None, named("market-4"), plain(D.BARRACKS, 1)],
              [plain(D.MILL, k) for k in range(4)], [0, 2, 3])
    low, top = named("fields-1"), named("fields-3")
    give(game, 1, low, top)
    game.state.players[1].money = 1
    first = game.apply(0, act("move", col=0))
    assert [(e.get("player"), e.get("tile"), e.get("amount"))
            for e in told(first, "attacked")] == [(1, top, 1), (2, None, 0)]
    game.apply(1, act("move", col=1))                 # market-4: 0 Chests, income 2
    second = game.apply(2, act("move", col=2))
    assert [(e.get("player"), e.get("tile"), e.get("amount"))
            for e in told(second, "attacked")] == [(0, barracks, 2), (1, low, 2)]
    ann, bob, cid = game.state.players
    assert bob.graveyard == [top, low] and bob.count(D.FIELDS) == 0
    assert ann.graveyard == [barracks] and ann.count(D.BARRACKS) == 0
    assert [ann.money, bob.money, cid.money] == [1 + 2 - 2, 2 - 2, 4 + 2]

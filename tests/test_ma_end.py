"""Middle-Ages: the end of the game (M8): -10 per empty domain, the richest wins, ties broken
by Palace, Church, then each domain further left; a tie that remains is a shared victory."""
from __future__ import annotations

from ma_positions import give, new_game, plain, tile, told

from engine.middle_ages.tiles import DOMAINS, Domain
from engine.middle_ages.turn import final_scoring

D = Domain


def ended(setups, n=3):
    game = new_game(n)
    for seat, (money, tiles) in enumerate(setups):
        game.state.players[seat].money = money
        give(game, seat, *tiles)
    final_scoring(game)
    return game


def test_M8_minus_10_per_domain_without_a_tile_the_richest_wins():
    game = ended([(50, [tile(D.FIELDS)]), (40, [tile(d) for d in DOMAINS]), (0, [])])
    assert game.state.scores == [50 - 70, 40, -80], "MA-8: a score may be negative"
    assert game.winners == [1] and game.finished
    event = told(game.events, "game_over")[0]
    assert event.get("penalties") == (70, 0, 80) and event.get("winners") == (1,)


def test_M8_a_tie_goes_to_most_palaces_then_churches():
    game = ended([(20, [plain(D.PALACE)]), (30, [tile(D.CHURCH)]), (20, [tile(D.MILL)])])
    assert game.state.scores == [-50, -40, -50] and game.winners == [1]
    game = ended([(30, [plain(D.PALACE), tile(D.MILL)]), (30, [plain(D.PALACE, 1),
                                                                tile(D.CHURCH)]), (0, [])])
    assert game.state.scores == [-30, -30, -80] and game.winners == [1], "Churches"


def test_M8_then_each_domain_further_left_barracks_before_fields():
    game = ended([(30, [plain(D.BARRACKS), plain(D.FIELDS, 1)]),
                  (30, [plain(D.MARKET), plain(D.FIELDS, 2)]), (0, [])])
    assert game.winners == [0]
    game = ended([(30, [tile(D.MILL), tile(D.FIELDS)]),
                  (40, [tile(D.FIELDS, skip=1), tile(D.FIELDS, skip=2)]), (0, [])])
    assert game.state.scores[:2] == [-30, -30] and game.winners == [0], "a Mill beats Fields"


def test_M8_still_tied_the_victory_is_shared():
    game = ended([(30, [tile(D.MILL)]), (30, [tile(D.MILL, skip=1)]), (10, [tile(D.MILL, 2)])])
    assert game.winners == [0, 1]

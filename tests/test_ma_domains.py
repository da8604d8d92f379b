"""Middle-Ages: each domain's effect and income (M4.2.3, M5.1-M5.8) and the rulings they need
(MA-3, MA-4, MA-5, MA-7, MA-8)."""
from __future__ import annotations

from ma_positions import give, named, new_game, plain, play_turn, tile, told

from engine.actions import act
from engine.middle_ages import board
from engine.middle_ages.tiles import Domain

D = Domain
ROW2 = [plain(D.MARKET, 0), plain(D.MARKET, 1), plain(D.MARKET, 2), plain(D.MARKET, 3)]


def taking(t, n=2, before=None, other=None):
    """Seat 0 (leftmost) about to take tile ``t`` on turn 1; ``before(game)`` sets boards."""
    game = new_game(n)
    lords = [t, None] + [named(name) for name in ("fields-6", "fields-8", "mill-1")[:n - 1]]
    play_turn(game, 1, lords, ROW2[:n + 1], [0] + [2 + i for i in range(n - 1)])
    if before is not None:
        before(game)
    return game


def take(game, col=0):
    return game.apply(0, act("move", col=col))


def test_M5_income_example_two_ramparts_and_a_first_village_give_6():
    game = taking(plain(D.VILLAGE), before=lambda g: give(g, 0, tile(D.RAMPART), tile(D.RAMPART,
                                                                                       skip=1)))
    events = take(game)
    assert told(events, "effect_void")[0].get("domain") == "village", "M4.2.3: empty Graveyard"
    assert told(events, "income")[0].get("amount") == 6


def test_M5_1_fields_gain_one_per_peasant_on_the_whole_board_then_income():
    fields = named("fields-11")                                  # a Peasant (M2.2)
    game = taking(fields, before=lambda g: give(g, 0, named("church-10"), named("mill-1"),
                                                 named("mill-14")))
    events = take(game)
    assert told(events, "symbols_counted")[0].get("amount") == 2, "church-10 and fields-11"
    assert game.state.players[0].money == 2 + 2


def test_M5_5_market_gains_one_per_chest_then_counts_mills_and_markets():
    market = named("market-15")                                  # a Chest (M2.2)
    game = taking(market, before=lambda g: give(g, 0, named("mill-14"), named("rampart-16")))
    events = take(game)
    assert told(events, "symbols_counted")[0].get("amount") == 2, "market-15 and mill-14"
    assert told(events, "income")[0].get("amount") == 2 * 2


def test_M5_2_mill_each_opponent_with_fewer_mills_pays_2_MA8_what_they_have():
    def before(g):
        give(g, 0, tile(D.MILL, skip=1))                          # 2 Mills with the new one
        give(g, 1, tile(D.MILL, skip=2))
        give(g, 3, tile(D.MILL, skip=3), tile(D.MILL, skip=4))
        players = g.state.players
        players[1].money, players[2].money, players[3].money = 5, 1, 9
    game = taking(tile(D.MILL), n=4, before=before)
    events = take(game)
    paid = {e.get("player"): e.get("amount") for e in told(events, "mill_paid")}
    assert paid == {1: 2, 2: 1}, "as many Mills: nothing; fewer: 2, or what they have"
    assert game.state.players[0].money == 3 + 2 * 2


def test_M5_2_only_fewer_mills_pay():
    def before(g):
        g.state.players[1].money = 5
        g.state.players[2].money = 5
        give(g, 2, tile(D.MILL, skip=2))
    game = taking(tile(D.MILL), n=3, before=before)
    events = take(game)
    assert {e.get("player"): e.get("amount") for e in told(events, "mill_paid")} == {1: 2}
    assert game.state.players[0].money == 2 + 2 and game.state.players[1].money == 3


def test_M5_6_barracks_attack_those_with_fewer_ramparts_MA7_top_of_leftmost_column():
    mill_low, mill_top = tile(D.MILL, skip=1), tile(D.MILL, skip=2)

    def before(g):
        give(g, 0, plain(D.BARRACKS, 0))                          # 2 Barracks with the new one
        give(g, 1, mill_low, mill_top, tile(D.RAMPART), named("palace-9"))
        give(g, 2, tile(D.RAMPART), tile(D.RAMPART, skip=1))
        g.state.players[1].money = 1
    game = taking(named("barracks-20"), n=4, before=before)
    events = take(game)
    attacked = {e.get("player"): (e.get("tile"), e.get("domain"), e.get("amount"))
                for e in told(events, "attacked")}
    assert attacked == {1: (mill_top, "mill", 1), 3: (None, None, 0)}, \
        "MA-7: an attacked player with no tile still pays (what they have, MA-8)"
    players = game.state.players
    assert players[1].graveyard == [mill_top] and players[1].tiles_of(D.MILL) == [mill_low]
    assert players[0].money == 1 + 2 * 2


def test_M5_6_an_attacked_player_with_no_tile_still_pays_2():
    def before(g):
        give(g, 0, plain(D.BARRACKS, 0))                          # 2 Barracks, no Rampart
        g.state.players[1].money = 5
    events = take(taking(named("barracks-20"), before=before))
    assert [(e.get("player"), e.get("tile"), e.get("amount")) for e in told(events, "attacked")] \
        == [(1, None, 2)]


def test_M5_3_village_returns_a_graveyard_tile_without_its_effect_before_the_income():
    rampart, barracks = tile(D.RAMPART), tile(D.BARRACKS)

    def before(g):
        g.state.players[0].graveyard = [rampart, barracks]
    game = taking(plain(D.VILLAGE), before=before)
    take(game)
    decision = game.pending()[0]
    assert decision.kind == "village" and {a.get("tile") for a in decision.choices} == {
        rampart, barracks}
    assert game.check(0, act("restore", tile=5)).rule == "M5.3"
    events = game.apply(0, act("restore", tile=rampart))
    assert not told(events, "scout_placed"), "without its effect"
    assert told(events, "income")[0].get("amount") == 2 * 2, "the Rampart returned counts"
    assert game.state.players[0].graveyard == [barracks]


def test_M10_a_single_graveyard_tile_is_still_asked_MA17_compulsory():
    def before(g):
        g.state.players[0].graveyard = [tile(D.MILL)]
    game = taking(plain(D.VILLAGE), before=before)
    events = take(game)
    assert not told(events, "tile_restored") and not told(events, "income")
    decision = game.pending()[0]
    assert (decision.player, decision.kind) == (0, "village")
    assert decision.choices == (act("restore", tile=tile(D.MILL)),), "one option, still asked"
    events = game.apply(0, decision.choices[0])
    assert told(events, "tile_restored") and told(events, "income")[0].get("amount") == 2
    assert game.pending()[0].player == 1


def test_M5_4_rampart_scout_on_a_row_other_than_the_lords_MA28_not_on_a_lord():
    game = taking(named("rampart-16"), n=3)
    take(game)
    decision = game.pending()[0]
    rows = {a.get("row") for a in decision.choices}
    assert decision.kind == "rampart" and rows == {2, 3}
    assert game.check(0, act("scout", row=1, col=1)).rule == "M5.4", "the Lord's row"
    assert game.check(0, act("scout", row=0, col=2)).rule == "MA-28", "a Lord stands there"
    assert game.check(0, act("scout", row=2, col=9)).rule == "M5.4"
    game.apply(0, act("scout", row=2, col=3))
    assert game.state.players[0].scout == [2, 3]


def test_M5_4_a_reserved_tile_is_refused_to_others_and_freed_when_its_owner_arrives():
    game = taking(plain(D.FIELDS), n=3)
    game.state.players[2].scout = [1, 1]
    assert game.check(0, act("move", col=1)).rule == "M5.4"
    take(game, col=0)
    assert game.check(1, act("move", col=1)).rule == "M5.4"
    game.apply(1, act("move", col=2))
    events = game.apply(2, act("move", col=3))
    assert told(events, "scout_returned") and game.state.players[2].scout is None
    discarded = told(events, "tile_discarded")
    assert [(e.get("row"), e.get("col")) for e in discarded] == [(1, 1)], \
        "MA-4: left empty, it is the tile discarded at the start of the next turn"


def test_M5_4_once_its_owner_is_on_the_row_the_tile_is_free_for_those_who_follow():
    game = taking(plain(D.FIELDS), n=3)
    game.state.players[0].scout = [1, 1]
    assert game.check(0, act("move", col=1)) is None, "reserved for its owner"
    take(game, col=0)
    assert game.state.players[0].scout is None
    assert game.check(1, act("move", col=1)) is None


def test_MA4_placing_a_scout_already_on_the_table_moves_it_MA28_one_scout_per_tile():
    game = taking(named("rampart-16"), n=3)
    game.state.players[0].scout = [3, 0]
    game.state.players[1].scout = [3, 1]
    take(game)
    assert game.check(0, act("scout", row=3, col=1)).rule == "MA-28"
    assert game.check(0, act("scout", row=3, col=0)) is None, "it may stay where it is"
    game.apply(0, act("scout", row=2, col=0))
    assert game.state.players[0].scout == [2, 0]
    assert game.state.scout_at(3, 0) is None


def test_M5_7_church_puts_an_extra_coin_under_a_domain_worth_1_more_per_counted_tile():
    game = taking(tile(D.CHURCH), before=lambda g: give(g, 0, tile(D.CHURCH, skip=1)))
    take(game)
    decision = game.pending()[0]
    assert decision.kind == "church" and len(decision.choices) == 8
    events = game.apply(0, act("coin", domain="church"))
    assert told(events, "income")[0].get("amount") == (3 + 1) * 2, "effect before income"
    assert game.state.coin_supply == 7
    player = game.state.players[0]
    give(game, 0, tile(D.RAMPART), tile(D.FIELDS))
    player.coin_tokens.append("rampart")
    assert board.income(player, D.RAMPART) == 3 * 2


def test_M5_7_one_coin_per_domain_MA5_M4_2_3_an_empty_supply_gives_only_the_income():
    game = taking(tile(D.CHURCH))
    game.state.players[0].coin_tokens = ["fields"]
    take(game)
    assert game.check(0, act("coin", domain="fields")).rule == "M5.7"
    game2 = taking(tile(D.CHURCH))
    game2.state.coin_supply = 0
    events = take(game2)
    assert told(events, "effect_void") and told(events, "income")[0].get("amount") == 3


def test_M5_8_palace_token_adds_its_type_to_a_domain_not_counting_it_already():
    game = taking(named("palace-12"), before=lambda g: give(g, 0, tile(D.FIELDS)))
    take(game)
    decision = game.pending()[0]
    pairs = {(a.get("type"), a.get("domain")) for a in decision.choices}
    assert ("fields", "fields") not in pairs and ("fields", "rampart") not in pairs
    assert ("fields", "palace") in pairs and len(pairs) == 64 - 8 - 4
    assert game.check(0, act("token", type="fields", domain="rampart")).rule == "M5.8"
    events = game.apply(0, act("token", type="fields", domain="palace"))
    assert told(events, "income")[0].get("amount") == 3 * 2, "the Fields tile now counts"
    assert "fields" not in game.state.parcel_supply


def test_M5_8_one_parcel_token_per_domain_MA5_one_token_of_each_type():
    game = taking(named("palace-12"))
    game.state.players[0].parcel_tokens = {"mill": "church"}
    game.state.parcel_supply.remove("church")
    take(game)
    assert game.check(0, act("token", type="fields", domain="mill")).rule == "M5.8"
    assert game.check(0, act("token", type="church", domain="fields")).rule == "MA-5"
    assert game.check(0, act("token", type="moat", domain="fields")).__class__.__name__ == \
        "MalformedAction"


def test_MA8_money_never_below_zero_nor_the_final_fortune():
    game = new_game(2)
    player = game.state.players[0]
    player.money = 3
    assert board.change(player, -5) == -3 and player.money == 0
    player.money = 41
    assert board.score(player) == 0 and board.penalty(player) == 41, "not -39"
    player.money = 81
    assert board.score(player) == 1 and board.penalty(player) == 80


def test_M5_7_example_an_extra_coin_under_the_village_adds_1_per_village_and_rampart():
    """The rules' example: the token under the Village domain; its income then gives one more
    per Village and per Rampart tile."""
    game = taking(tile(D.CHURCH), before=lambda g: give(g, 0, plain(D.VILLAGE),
                                                         named("rampart-16")))
    take(game)
    game.apply(0, act("coin", domain="village"))
    player = game.state.players[0]
    assert board.income(player, D.VILLAGE) == (2 + 1) * 2
    game.state.phase, game.state.current = "play", 0
    game.state.order = [0, 1]
    game.state.players[0].lord = [1, 0]
    game.state.rows[1][0] = plain(D.VILLAGE, 1)
    game.state.rows[2] = [named("palace-2"), named("palace-5"), named("palace-9")]
    game.state.turn = 2
    events = game.apply(0, act("move", col=0))
    assert told(events, "income")[0].get("amount") == (2 + 1) * 3


def test_MA9_coins_are_unlimited_an_income_is_paid_whatever_the_table_holds():
    """The box's coins are worth 1,390 in all; an income is paid in full beyond them."""
    game = taking(plain(D.VILLAGE), before=lambda g: give(g, 0, tile(D.RAMPART)))
    game.state.players[0].money = 1390
    game.state.players[1].money = 1390
    take(game)
    assert game.state.players[0].money == 1390 + 2 * 2

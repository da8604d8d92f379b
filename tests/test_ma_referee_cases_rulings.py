"""Middle-Ages: outcome cases of the rulings no test had named (MA-18, MA-27, MA-29, MA-30) and
of corners of the others (MA-3, MA-5, MA-20, MA-21), written from MIDDLE-AGES.md's text and
played against the referee: a position, an action, the outcome or the refusal's rule."""
from __future__ import annotations

import random
from pathlib import Path

import pytest

from ma_positions import give, named, new_game, plain, play_turn, told
from test_ma_domains import take, taking

from engine.actions import act
from engine.middle_ages.position import load_position
from engine.middle_ages import board
from engine.middle_ages.tiles import TILES, Domain

D = Domain
POSITIONS = Path(__file__).resolve().parent / "positions" / "middle-ages"
# M10: the only decisions of the game; everything else is automatic (M4.5, MA-30).
M10_DECISIONS = {"place_lord", "move_lord", "village", "rampart", "church", "palace",
                 "restoration"}


def test_MA18_a_mill_brought_back_by_a_village_makes_nobody_pay_and_pays_no_mill_income():
    """MA-18: the returned tile "triggers neither its effect nor its income": Bob (no Mill)
    pays nothing for Ann's returned Mill; Ann's income is the Village's, 2 x (1 Village + 0
    Ramparts), the Mill back on top of its column."""
    mill = named("mill-10")

    def before(g):
        g.state.players[0].graveyard = [mill]
        g.state.players[1].money = 5
    game = taking(plain(D.VILLAGE), before=before)
    take(game)
    events = game.apply(0, act("restore", tile=mill))
    ann, bob = game.state.players
    assert ann.columns["mill"] == [mill] and ann.graveyard == []
    assert told(events, "mill_paid") == [] and bob.money == 5
    assert [(e.get("domain"), e.get("amount")) for e in told(events, "income")] == [
        ("village", 2)]
    assert ann.money == 2


def test_MA18_restoration_brings_back_a_barracks_without_an_attack_or_an_income():
    """MA-18, M7 Restoration: "with no effect and no income": Ann's Barracks comes back and Bob
    (no Rampart, 5 coins) is not attacked; nobody's money changes."""
    game = new_game(2)
    barracks = named("barracks-12")
    play_turn(game, 4, [named("market-4"), None, named("market-6")],
              [named(f"market-{k}") for k in (2, 8, 11)], [0, 2])
    game.state.events = ["restoration", "alliance", "alliance", "alliance"]
    game.state.players[0].graveyard = [barracks]
    game.state.players[1].money = 5
    game.apply(0, act("move", col=0))
    game.apply(1, act("move", col=1))
    money = [p.money for p in game.state.players]
    assert game.pending()[0].kind == "restoration" and game.legal(0) == [
        act("restore", tile=barracks)]
    events = game.apply(0, act("restore", tile=barracks))
    assert game.state.players[0].columns["barracks"] == [barracks]
    assert told(events, "attacked") == [] and told(events, "income") == []
    assert [p.money for p in game.state.players] == money
    assert game.state.turn == 5 and game.pending()[0].kind == "move_lord"


def test_MA27_every_seat_sees_the_same_table_and_of_each_pile_its_size_and_top_number():
    """MA-27, M6: no seat sees anything another does not; of the draw pile and the reserve
    (4 players: orange, number side up) only the size and the top tile's number show."""
    game = new_game(4)
    views = [game.view_for(seat) for seat in (None, 0, 1, 2, 3)]
    for view in views:
        assert {k: v for k, v in view.items() if k != "seat"} == {
            k: v for k, v in views[0].items() if k != "seat"}
    state = game.state
    for key, pile in (("pile", state.pile), ("orange", state.orange)):
        assert views[1][key] == {"size": len(pile), "top_number": TILES[pile[-1]].number}
    assert (len(state.pile), len(state.orange)) == (52 - 4 * 5, 32), "M3"


def test_MA29_the_first_turn_blue_takes_fields_3_from_the_second_place_effect_0_income_2():
    """MA-29: M9.1's lost icons restored: Blue's tile is a Fields without a Peasant (effect 0,
    income 2 for one tile), Blue moves to the second tile of row 2; Green's is a Rampart."""
    game = load_position((POSITIONS / "ma_9_1_first_turn.json").read_text(encoding="utf-8"))
    for seat, col in ((0, 3), (1, 0), (2, 1)):
        game.apply(seat, act("place", col=col))
    events = game.apply(1, act("move", col=1))
    assert told(events, "symbols_counted")[0].get("amount") == 0
    assert told(events, "income")[0].get("amount") == 2
    assert game.pending()[0].player == 2
    game.apply(2, act("move", col=2))
    assert game.pending()[0].kind == "rampart", "Green's tile is a Rampart"


def test_MA30_the_engine_refills_and_asks_only_the_decisions_of_M10():
    """MA-30: refilling is table practice, the engine's; M4.5, M10: a whole game asks only
    the decisions M10 lists, and every refill of turns 1-12 is told without one."""
    game = new_game(3, seed=5)
    chooser = random.Random(5)
    asked, refills = set(), []
    while not game.finished:
        decision = game.pending()[0]
        asked.add(decision.kind)
        events = game.apply(decision.player, chooser.choice(decision.choices))
        refills += [e.get("row") for e in told(events, "row_refilled")]
    assert asked <= M10_DECISIONS and {"place_lord", "move_lord"} <= asked
    assert len(refills) == 12 and refills == [t % 4 for t in range(12)], "rows 1,2,3,4,1,..."


def test_MA3_a_tile_reserved_by_your_own_scout_is_yours_to_take_refused_to_the_others():
    """MA-3: a tile reserved by your own Scout is a legal destination; M5.4: the others are
    refused it."""
    game = new_game(3)
    play_turn(game, 1, [plain(D.MARKET), None, plain(D.MARKET, 1), plain(D.MARKET, 2)],
              [plain(D.MILL), plain(D.MILL, 1), plain(D.MILL, 2), plain(D.MILL, 3)], [0, 2, 3])
    game.state.players[2].scout = [1, 1]                    # Cid reserves r2p2
    game.apply(0, act("move", col=0))
    refused = game.check(1, act("move", col=1))
    assert refused is not None and refused.rule == "M5.4" and "Cid" in str(refused)
    game.apply(1, act("move", col=2))
    assert act("move", col=1) in game.legal(2)
    game.apply(2, act("move", col=1))
    assert game.state.players[2].lord == [1, 1] and game.state.players[2].scout is None


def test_MA5_a_domain_may_hold_an_extra_coin_and_a_parcel_token_both_count():
    """MA-5: one Extra-coin place and one Parcel place under each domain: a Church puts the
    Extra-coin under a Mill that holds a Fields Parcel token; the next Mill pays (2 + 1) x
    (Mills + Fields)."""
    def before(g):
        g.state.players[0].parcel_tokens = {"mill": "fields"}
        g.state.parcel_supply.remove("fields")
        give(g, 0, plain(D.MILL), plain(D.FIELDS))
    game = taking(plain(D.CHURCH), before=before)
    take(game)
    assert act("coin", domain="mill") in game.legal(0)
    game.apply(0, act("coin", domain="mill"))
    assert board.income(game.state.players[0], D.MILL) == 3 * 2


def test_MA20_a_parcel_token_may_go_under_a_domain_without_a_tile():
    """MA-20: "A domain where the player has no tile is allowed": Ann, with her first Palace
    only, may put the Fields token under Market (no Market tile); Market's income then counts
    Mills, Markets and Fields."""
    game = taking(plain(D.PALACE), before=lambda g: give(g, 0, plain(D.FIELDS)))
    take(game)
    assert act("token", type="fields", domain="market") in game.legal(0)
    game.apply(0, act("token", type="fields", domain="market"))
    assert board.income(game.state.players[0], D.MARKET) == 2 * 1
    assert game.state.players[0].money == 3, "M5.8: 3 x 1 Palace"


def test_MA21_a_church_parcel_token_put_under_palace_counts_in_this_very_palace_income():
    """MA-21: "a Parcel token put under Palace counts in this play's Palace income": 1 Palace
    and 2 Churches; the Church token under Palace: 3 x (1 + 2) = 9."""
    game = taking(plain(D.PALACE), before=lambda g: give(g, 0, plain(D.CHURCH),
                                                          plain(D.CHURCH, 1)))
    take(game)
    events = game.apply(0, act("token", type="church", domain="palace"))
    assert told(events, "income")[0].get("amount") == 9 and game.state.players[0].money == 9


# M2.3 as the specification writes it: rate and the domains each income counts.
SPEC_INCOMES = {"fields": (2, ["fields"]), "mill": (2, ["mill"]),
                "village": (2, ["village", "rampart"]), "rampart": (2, ["fields", "rampart"]),
                "market": (2, ["mill", "market"]), "barracks": (2, ["village", "barracks"]),
                "church": (3, ["church"]), "palace": (3, ["palace"])}
# One tile of each domain, two of Palace's neighbour Church, three Fields: distinct counts.
BOARD = ["fields-1", "fields-3", "fields-6", "mill-1", "village-3", "rampart-1", "rampart-4",
         "market-4", "barracks-4", "church-5", "church-2", "palace-2"]


@pytest.mark.parametrize("domain", list(SPEC_INCOMES))
def test_M5_0_income_is_rate_plus_extra_coin_times_the_types_counted_and_the_token_type(
        domain):
    """M5.0: income(d) = (rate(d) + e) x sum of count(X) over types(d) and the Parcel token's
    type: with an Extra-coin token and a Parcel token of a type d does not count (MA-20), the
    view's promise for d is that number, and taking a tile of d pays it (the new tile
    counted, MA-16)."""
    rate, types = SPEC_INCOMES[domain]
    token = next(t for t in ("church", "palace", "fields") if t not in types)
    game = taking(plain(D(domain), 1), before=lambda g: give(g, 0, *map(named, BOARD)))
    ann = game.state.players[0]
    ann.coin_tokens, ann.parcel_tokens = [domain], {domain: token}
    game.state.coin_supply -= 1
    game.state.parcel_supply.remove(token)
    board_counts = {d: sum(1 for t in BOARD if t.startswith(d + "-")) for d in SPEC_INCOMES}
    board_counts[domain] += 1                          # the tile about to be taken
    expected = (rate + 1) * sum(board_counts[t] for t in types + [token])
    assert game.view_for(0)["players"][0]["income"][domain] == expected - (rate + 1) * (
        1 if domain in types else 0)
    events = take(game)
    while game.pending() and game.pending()[0].player == 0:
        game.apply(0, game.legal(0)[0])                # Village, Rampart, Church, Palace
        events += game.events
    assert [e.get("amount") for e in told(events, "income")] == [expected]

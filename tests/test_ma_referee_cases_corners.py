"""Middle-Ages: corners of the specification the other referee cases left open, each written
from MIDDLE-AGES.md's text and played against the referee: the order of a Restoration's
prompts (MA-10), what an Event never counts (MA-23, M5.9), the Graveyard in the Mill and
Barracks comparisons (M5.2, M5.6, M5.9), what an attack leaves alone (M5.9), the common token
supply (MA-5), a compulsory Village before Reconstruction Aid (MA-17), decisions of a single
answer (M10) and what set-up leaves on the table (M3, MA-25)."""
from __future__ import annotations

import json
import random

import pytest

from ma_positions import give, named, new_game, play_turn, told

from engine.actions import act
from engine.middle_ages.event_cards import apply_event
from engine.middle_ages.tiles import DOMAINS, Domain, EventCard

D = Domain
# The destination row of a turn 1 of three: four Markets without symbol (M2.2: 1-8).
MARKETS = tuple(named(f"market-{k}") for k in (2, 4, 6, 8))


def turn_one(first: str, n: int = 3):
    """Turn 1: Ann (column 0) stands on ``first``; Bob and Cid on plain Fields to her right."""
    game = new_game(n)
    others = [named("fields-6"), named("fields-8")][:n - 1]
    play_turn(game, 1, [named(first), None] + others, MARKETS[:n + 1], [0] + list(range(2, n + 1)))
    return game


def test_MA10_restoration_asks_in_the_order_of_the_turn_just_played_not_of_the_next():
    """MA-10: "in the play order of the turn just played": turn 4 is played Bob, Cid, Ann
    (their columns 0, 1, 3); they land so that turn 5 would be played Cid, Ann, Bob; the
    Restoration of turn 4 still asks Bob, then Cid, then Ann."""
    game = new_game(3)
    play_turn(game, 4, [named("fields-6"), named("fields-8"), None, named("fields-1")],
              MARKETS, [3, 0, 1])
    state = game.state
    state.events = ["restoration", "alliance", "alliance", "alliance"]
    lost = {0: "mill-1", 1: "mill-5", 2: "mill-7"}
    for seat, name in lost.items():
        state.players[seat].graveyard = [named(name)]
    for seat, col in ((1, 3), (2, 0), (0, 1)):
        game.apply(seat, act("move", col=col))
    asked = []
    while state.phase == "restoration":
        decision = game.pending()[0]
        asked.append(decision.player)
        game.apply(decision.player, act("restore", tile=named(lost[decision.player])))
    assert asked == [1, 2, 0]
    assert state.turn == 5 and state.order == [2, 0, 1], "turn 5 by the new places (M4.2)"


# MA-23: Ann's board: fields-11 (a Peasant), rampart-14, market-15 and palace-12 (Chests),
# barracks-4, church-5; mill-1 in her Graveyard; an Extra-coin token under five domains and
# Parcel tokens that would raise the incomes of the counted domains. Each card's amount
# counts tiles and symbols alone.
TOKEN_CARDS = (
    ("skilled_trades", 1), ("precious_goods", 3), ("new_defences", 3 * 1),
    ("triumphant_return", 2 * (1 + 1)), ("reconstruction_aid", 3 * 1),
    ("alliance", 3 * (1 + 1)), ("lavish_ceremonies", -2 * (1 + 1)))


@pytest.mark.parametrize("card,change", TOKEN_CARDS)
def test_MA23_no_token_changes_an_event_amount_M5_9_graveyard_tiles_count_only_for_aid(
        card, change):
    game = new_game(2)
    ann = game.state.players[0]
    give(game, 0, *(named(t) for t in ("fields-11", "rampart-14", "market-15", "barracks-4",
                                      "church-5", "palace-12")))
    ann.graveyard = [named("mill-1")]
    ann.money = 10
    ann.coin_tokens = ["rampart", "market", "barracks", "church", "palace"]
    ann.parcel_tokens = {"market": "rampart", "barracks": "market", "fields": "barracks",
                         "palace": "church", "church": "palace"}
    game.state.events = [card] * 4
    apply_event(game)
    assert told(game.events, "event_applied")[0].get("money") == (change, 0)
    assert ann.money == 10 + change


def test_M5_2_M5_9_mills_in_a_graveyard_count_for_nobody_in_the_comparison():
    """M5.2 counts Mill tiles on the board (M5.0: Graveyard excluded): Ann places her first
    Mill (2 more in her Graveyard): Bob, 2 Mills in his Graveyard and none on his board,
    pays 2; Cid, 1 Mill on his board, as many as Ann, pays nothing."""
    game = turn_one("mill-5")
    ann, bob, cid = game.state.players
    ann.graveyard = [named("mill-1"), named("mill-7")]
    bob.graveyard = [named("mill-10"), named("mill-14")]
    give(game, 2, named("mill-16"))
    bob.money = cid.money = 5
    events = game.apply(0, act("move", col=0))
    assert [(e.get("player"), e.get("amount")) for e in told(events, "mill_paid")] == [(1, 2)]
    assert (ann.money, bob.money, cid.money) == (2 + 2 * 1, 3, 5)


def test_M5_6_M5_9_ramparts_in_a_graveyard_defend_nobody_barracks_there_attack_nobody():
    """M5.6: Ann's first Barracks (another in her Graveyard: still 1) attacks Bob, whose two
    Ramparts lie in his Graveyard (none on his board): he loses his leftmost top tile and pays
    2; Cid's one Rampart on his board is not fewer than 1: spared."""
    game = turn_one("barracks-7")
    ann, bob, cid = game.state.players
    ann.graveyard = [named("barracks-4")]
    bob.graveyard = [named("rampart-1"), named("rampart-4")]
    give(game, 1, named("village-3"))
    give(game, 2, named("rampart-8"))
    bob.money = cid.money = 5
    events = game.apply(0, act("move", col=0))
    assert [(e.get("player"), e.get("tile"), e.get("amount"))
            for e in told(events, "attacked")] == [(1, named("village-3"), 2)]
    assert bob.graveyard[-1] == named("village-3") and cid.graveyard == []
    assert (ann.money, bob.money, cid.money) == (2 + 2 * 1, 3, 5)


def test_M5_9_an_attack_leaves_the_victims_tokens_scout_rows_and_the_order_of_play():
    """M5.9: "Tokens under a domain stay when its tiles are lost"; "Effects and incomes never
    change turn order, rows or other players' tokens": Bob loses his only tile, his Church,
    to Ann's Barracks; his Extra-coin and Parcel tokens under Church, his Scout on row 3, the
    rows and the order of play (Bob next) are as before."""
    game = turn_one("barracks-7")
    state = game.state
    bob = state.players[1]
    give(game, 1, named("church-5"))
    bob.coin_tokens, bob.parcel_tokens, bob.scout = ["church"], {"church": "palace"}, [2, 1]
    rows = [list(row) for row in state.rows[1:]]
    game.apply(0, act("move", col=0))
    assert bob.graveyard == [named("church-5")] and bob.count(D.CHURCH) == 0
    assert (bob.coin_tokens, bob.parcel_tokens, bob.scout) == (["church"], {"church": "palace"},
                                                                [2, 1])
    assert [list(row) for row in state.rows[1:]] == rows
    assert game.pending()[0].player == 1 and state.order == [0, 1, 2]


def test_MA5_a_token_one_lord_takes_is_gone_for_the_others():
    """MA-5: both supplies are common: Ann's Palace takes the Fields Parcel token; Bob's
    Palace, right after, is offered no Fields token and is refused one (MA-5). Ann's Church
    then Bob's each take an Extra-coin token: 8, 7, 6 left."""
    game = new_game(2)
    play_turn(game, 1, [named("palace-2"), None, named("palace-9")], MARKETS[:3], [0, 2])
    game.apply(0, act("move", col=0))
    game.apply(0, act("token", type="fields", domain="palace"))
    game.apply(1, act("move", col=1))
    decision = game.pending()[0]
    assert (decision.player, decision.kind) == (1, "palace")
    assert {a.get("type") for a in decision.choices} == {d.value for d in DOMAINS} - {"fields"}
    refused = game.check(1, act("token", type="fields", domain="mill"))
    assert refused is not None and refused.rule == "MA-5"
    game = new_game(2)
    play_turn(game, 1, [named("church-5"), None, named("church-10")], MARKETS[:3], [0, 2])
    supply = [game.state.coin_supply]
    game.apply(0, act("move", col=0))
    game.apply(0, act("coin", domain="mill"))
    supply.append(game.state.coin_supply)
    game.apply(1, act("move", col=1))
    game.apply(1, act("coin", domain="mill"))
    supply.append(game.state.coin_supply)
    assert supply == [8, 7, 6], "the same domain for each: one place per lord's domain"


def test_MA17_a_village_before_reconstruction_aid_must_still_return_a_tile():
    """MA-17: "a Village must return a tile if the Graveyard has one, even before
    Reconstruction Aid": on turn 4 Ann's Village is asked only which of her 2 Graveyard
    tiles comes back (no other answer); the card then pays her 3 for the one left."""
    game = new_game(2)
    play_turn(game, 4, [named("village-3"), None, named("fields-6")], MARKETS[:3], [0, 2])
    game.state.events = ["reconstruction_aid", "alliance", "alliance", "alliance"]
    ann = game.state.players[0]
    ann.graveyard = [named("mill-1"), named("fields-1")]
    game.apply(0, act("move", col=0))
    decision = game.pending()[0]
    assert decision.kind == "village" and set(decision.choices) == {
        act("restore", tile=named("mill-1")), act("restore", tile=named("fields-1"))}
    assert game.check(0, act("move", col=1)).rule == "M5.3", "no move instead"
    game.apply(0, act("restore", tile=named("mill-1")))
    events = game.apply(1, act("move", col=1))
    assert told(events, "event_applied")[0].get("money") == (3, 0)
    assert ann.money == 2 * 1 + 3, "Village income 2 x 1, then the card"


def test_M10_a_church_with_one_free_place_and_a_palace_with_one_placement_are_still_asked():
    """M10: "A decision with a single legal option is still asked": Ann's Church when 7 of
    her domains hold an Extra-coin token, her Palace when one Parcel token and one domain
    remain possible; each is answered by her, and pays after the answer."""
    game = turn_one("church-5")
    game.state.players[0].coin_tokens = [d.value for d in DOMAINS if d is not D.PALACE]
    events = game.apply(0, act("move", col=0))
    assert told(events, "income") == []
    assert game.pending()[0].choices == (act("coin", domain="palace"),)
    events = game.apply(0, act("coin", domain="palace"))
    assert told(events, "income")[0].get("amount") == (3 + 1) * 1, "its own token: 4"
    game = turn_one("palace-9")
    ann = game.state.players[0]
    game.state.parcel_supply = ["fields"]
    ann.parcel_tokens = {d.value: "church" for d in DOMAINS if d not in (D.MILL, D.FIELDS)}
    ann.parcel_tokens["fields"] = "church"
    game.apply(0, act("move", col=0))
    assert game.pending()[0].choices == (act("token", type="fields", domain="mill"),)
    events = game.apply(0, act("token", type="fields", domain="mill"))
    assert told(events, "income")[0].get("amount") == 3 * 1


@pytest.mark.parametrize("n", [2, 5])
def test_M3_after_set_up_row_1_has_n_lords_and_a_free_tile_no_scout_MA25_four_cards_shown(n):
    """M3.6: after the placement row 1 holds N Lords and one free tile (the one step 1 of
    turn 1 discards), the Scouts stay off the table, every lord has 0 coins; M3.4, MA-25:
    the four cards dealt are public and in order, and nothing anyone is shown names one of
    the 11 others."""
    game = new_game(n, seed=30 + n)
    told_ = list(game.events)
    while game.state.phase == "placement":
        decision = game.pending()[0]
        told_ += game.apply(decision.player, decision.choices[-1])
    state = game.state
    lords = sorted(p.lord[1] for p in state.players)
    assert len(set(lords)) == n and all(p.lord[0] == 0 for p in state.players)
    assert [e.get("row") for e in told(told_, "tile_discarded")] == [0]
    assert all(p.scout is None and p.money == 0 for p in state.players)
    view = game.view_for(0)
    assert [e["card"] for e in view["events"]] == state.events and not any(
        e["done"] for e in view["events"])
    shown = json.dumps(view) + json.dumps([e.to_dict() for e in told_])
    assert not [c.value for c in EventCard if c.value not in state.events and c.value in shown]


@pytest.mark.parametrize("n", [3, 4])
def test_M10_every_turn_each_lord_takes_exactly_one_tile_in_the_order_of_play(n):
    """M10's invariant "each player places exactly one tile per turn, 16 in all", M4.2: in
    the order the turn started with (restored tiles are not taken: MA-18)."""
    game = new_game(n, seed=50 + n)
    chooser = random.Random(n)
    turn, order, taken = 0, [], {}
    while not game.finished:
        decision = game.pending()[0]
        for event in game.apply(decision.player, chooser.choice(decision.choices)):
            if event.kind == "turn_started":
                turn, order = event.get("turn"), list(event.get("order"))
                taken[turn] = []
            elif event.kind == "tile_taken":
                taken[turn].append(event.get("player"))
        if turn in taken:
            assert taken[turn] == order[:len(taken[turn])]
    assert sorted(taken) == list(range(1, 17))
    assert all(sorted(seats) == list(range(n)) for seats in taken.values())


def test_MA17_MA20_a_palace_whose_tokens_fit_no_free_place_is_skipped_income_paid():
    """MA-17, MA-20: the supply still holds the Fields token, but Ann's only domains without
    a Parcel token are Fields and Rampart, whose incomes count Fields: no legal placement, so
    the effect is skipped (not asked with no answer) and the Palace income paid, 3 x 1."""
    game = turn_one("palace-9")
    ann = game.state.players[0]
    game.state.parcel_supply = ["fields"]
    ann.parcel_tokens = {"mill": "village", "village": "mill", "market": "church",
                         "barracks": "palace", "church": "barracks", "palace": "market"}
    events = game.apply(0, act("move", col=0))
    assert told(events, "effect_void")[0].get("domain") == "palace"
    assert told(events, "income")[0].get("amount") == 3 * 1 and ann.money == 3
    assert game.pending()[0].player == 1 and game.pending()[0].kind == "move_lord"

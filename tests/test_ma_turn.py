"""Middle-Ages: a turn (M4, MA-1, MA-3, MA-4); the worked examples (M9) are in
test_ma_examples.py."""
from __future__ import annotations

import random

import pytest
from ma_positions import named, new_game, plain, play_turn, tile, told

from engine.actions import act
from engine.errors import IllegalAction, MalformedAction, NotYourDecision
from engine.middle_ages.tiles import TILES, Domain
from engine.middle_ages.turn import destination_row, lords_row

D = Domain


def play_randomly_to(game, turn, seed=0):
    chooser = random.Random(seed)
    while not game.finished and game.state.turn < turn:
        decision = game.pending()[0]
        game.apply(decision.player, chooser.choice(decision.choices))


def test_M4_2_1_rows_go_down_and_wrap_to_the_top_on_turns_4_8_12():
    assert [lords_row(t) for t in range(1, 17)] == [0, 1, 2, 3] * 4
    assert [destination_row(t) for t in (1, 2, 3, 4, 8, 12, 13)] == [1, 2, 3, 0, 0, 0, 1]


def test_M4_1_the_tile_without_a_lord_is_discarded_and_M4_2_order_is_left_to_right():
    game = new_game(3, seed=2)
    order = game.state.order
    for seat, col in zip(order, (3, 1, 2)):
        game.apply(seat, act("place", col=col))
    state = game.state
    assert state.rows[0][0] is None and len(state.discard) == 1
    assert state.order == [order[1], order[2], order[0]]
    assert game.pending()[0].player == order[1]


def test_M4_2_1_a_lord_moves_to_a_free_tile_of_the_row_below_MA3_one_lord_per_tile():
    game = new_game(3)
    row1 = [plain(D.FIELDS), plain(D.MILL), plain(D.VILLAGE), None]
    row2 = [plain(D.MARKET), plain(D.PALACE), plain(D.PALACE, 1), plain(D.CHURCH)]
    play_turn(game, 1, row1, row2, [0, 1, 2])
    game.apply(0, act("move", col=1))
    assert game.state.players[0].lord == [1, 1]
    assert game.check(1, act("move", col=1)).rule == "MA-3"
    assert act("move", col=1) not in game.legal(1)
    assert game.check(1, act("move", col=7)).rule == "M4.2.1"
    assert isinstance(game.check(1, act("move", col="left")), MalformedAction)
    assert isinstance(game.check(0, act("move", col=2)), NotYourDecision)
    assert game.check(1, act("coin", domain="mill")).rule == "M4.2.1"
    before = game.snapshot()
    with pytest.raises(IllegalAction):
        game.apply(1, act("move", col=1))
    assert game.snapshot() == before, "a refusal changes nothing"


def test_M4_2_2_M4_2_3_the_tile_left_goes_on_its_column_then_effect_then_income():
    game = new_game(2)
    mill = plain(D.MILL)
    play_turn(game, 1, [mill, None, plain(D.FIELDS)], [plain(D.MARKET), tile(D.CHURCH),
                                                        plain(D.PALACE)], [0, 2])
    events = game.apply(0, act("move", col=0))
    assert game.state.players[0].tiles_of(D.MILL) == [mill] and game.state.rows[0][0] is None
    assert [e.kind for e in events] == ["lord_moved", "tile_taken", "mill_paid", "income"]
    assert told(events, "income")[0].get("amount") == 2


def test_M4_3_the_empty_row_is_refilled_with_players_plus_one_sorted_tiles():
    game = new_game(4, seed=8)
    play_randomly_to(game, 2)
    row = game.state.rows[0]
    assert len(row) == 5 and None not in row
    assert [TILES[t].number for t in row] == sorted(TILES[t].number for t in row)


@pytest.mark.parametrize("n,pile,orange,discard", [(2, 4, 0, 16), (3, 0, 0, 4), (4, 4, 0, 16),
                                                   (5, 0, 0, 4)])
def test_M4_3_piles_run_out_orange_then_discard_exactly_as_the_tile_counts_allow(
        n, pile, orange, discard):
    game = new_game(n, seed=n)
    play_randomly_to(game, 17, seed=n)
    state = game.state
    assert state.finished
    assert (len(state.pile), len(state.orange), len(state.discard)) == (pile, orange, discard)
    assert all(len(row) == n + 1 for row in state.rows), "every refill was complete"


def test_M4_3_no_refill_from_turn_13_on():
    game = new_game(3, seed=4)
    play_randomly_to(game, 16)
    assert game.state.turn == 16
    assert all(t is None for t in game.state.rows[0]), "row 1, emptied on turn 13, stays empty"


def test_MA1_turn_16_the_lord_stays_and_takes_the_tile_under_it():
    game = new_game(2)
    fields, mill = plain(D.FIELDS), plain(D.MILL)
    play_turn(game, 16, [None, fields, mill], [], [1, 2])
    game.state.events_done = 3
    game.advance()
    state = game.state
    assert state.finished, "turn 16 plays itself: no choice to make"
    assert state.players[0].tiles_of(D.FIELDS) == [fields]
    assert state.players[1].tiles_of(D.MILL) == [mill]
    assert state.players[0].lord == [3, 1]


def test_MA1_every_player_places_sixteen_tiles():
    game = new_game(5, seed=9)
    play_randomly_to(game, 17, seed=9)
    for player in game.state.players:
        assert sum(len(c) for c in player.columns.values()) + len(player.graveyard) == 16


def test_M4_4_an_event_at_the_end_of_turns_4_8_12_16_only():
    game = new_game(3, seed=6)
    applied = []
    chooser = random.Random(6)
    turn = 1
    while not game.finished:
        decision = game.pending()[0]
        for event in game.apply(decision.player, chooser.choice(decision.choices)):
            if event.kind == "turn_started":
                turn = event.get("turn")
            if event.kind == "event_applied":
                applied.append((turn, event.get("card")))
    assert [t for t, _ in applied] == [4, 8, 12, 16]
    assert [card for _, card in applied] == game.state.events, "leftmost first"


def test_MA15_a_move_may_name_its_row_the_row_below_or_the_top_after_turn_4_any_other_refused():
    game = new_game(2)
    play_turn(game, 4, [named("fields-6"), None, named("fields-8")],
              [named(f"market-{k}") for k in (2, 4, 6)], [0, 2])
    refused = game.check(0, act("move", row=3, col=0))
    assert refused is not None and refused.rule == "MA-15" and "row 1, not of row 4" in str(refused)
    assert game.check(0, act("move", row=0, col=0)) is None, "turn 4: the top row"
    game.apply(0, act("move", row=0, col=0))
    assert game.state.players[0].lord == [0, 0]
    fresh = new_game(2)
    assert fresh.check(fresh.pending()[0].player, act("place", row=1, col=0)).rule == "M3.6"

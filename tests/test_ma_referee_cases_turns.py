"""Middle-Ages: the order of a turn (M4.1-M4.4), the end of the game and its ties (M8, MA-8,
MA-26), and the refusals of answers out of turn, after the end or stale (M4.2, M10), written
from MIDDLE-AGES.md's text and played against the referee."""
from __future__ import annotations

import random

import pytest
from ma_positions import give, named, new_game, plain, play_turn, told

from engine.actions import act
from engine.errors import NotYourDecision, StaleState
from engine.middle_ages.tiles import Domain
from engine.middle_ages.turn import final_scoring, lords_row

D = Domain
MARKETS = [plain(D.MARKET, k) for k in range(4)]
MILLS = [plain(D.MILL, k) for k in range(4)]


def turn_one(n: int = 3):
    """Turn 1 of three: Ann on column 0, Bob on 2, Cid on 3 of row 1 (column 1 discarded)."""
    game = new_game(n)
    play_turn(game, 1, [MARKETS[0], None, MARKETS[1], MARKETS[2]], list(MILLS), [0, 2, 3])
    return game


def test_M4_2_the_order_is_fixed_at_the_start_of_step_2_the_next_turns_by_the_new_places():
    """M4.2: the play order is the Lords' positions "fixed at the start of step 2": Ann, who
    moves to the rightmost tile of row 2, does not change who plays after her; turn 2 is then
    played in the order of row 2, left to right."""
    game = turn_one()
    game.apply(0, act("move", col=3))
    assert game.pending()[0].player == 1
    game.apply(1, act("move", col=1))
    assert game.pending()[0].player == 2
    events = game.apply(2, act("move", col=0))
    started = told(events, "turn_started")[0]
    assert started.get("turn") == 2 and started.get("order") == (2, 1, 0)
    discarded = told(events, "tile_discarded")[0]
    assert (discarded.get("row"), discarded.get("col"), discarded.get("tile")) == (
        1, 2, MILLS[2]), "M4.1: the one tile of row 2 without a Lord"


def test_M4_turn_steps_in_order_discard_plays_refill_then_the_event_of_turn_4():
    """M4.1-M4.4: at the end of turn 4, the refill of row 4 comes before the event (MA-25);
    then turn 5 begins, and its step 1 discards row 1's free tile (told after the turn's
    start, so that a log puts the discard in the turn it belongs to)."""
    game = new_game(2)
    play_turn(game, 4, [MARKETS[0], None, MARKETS[1]], [MILLS[0], MILLS[1], MILLS[2]], [0, 2])
    game.state.events = ["good_harvest", "alliance", "alliance", "alliance"]
    game.apply(0, act("move", col=0))
    events = game.apply(1, act("move", col=2))
    kinds = [e.kind for e in events]
    assert kinds.index("income") < kinds.index("row_refilled") < kinds.index(
        "event_applied") < kinds.index("turn_started") < kinds.index("tile_discarded")
    assert told(events, "row_refilled")[0].get("row") == 3
    assert told(events, "tile_discarded")[0].get("tile") == MILLS[1]


def test_M4_2_out_of_turn_an_answer_is_refused_naming_whose_play_it_is_and_the_rule():
    """M4.2: plays go left to right; Bob answering during Ann's play is refused (not his
    decision), and the refusal names Ann and the decision's rule; nothing changes."""
    game = turn_one()
    before = game.snapshot()
    refused = game.check(1, act("move", col=1))
    assert isinstance(refused, NotYourDecision)
    assert "Ann" in str(refused) and "M4.2.1" in str(refused)
    assert game.snapshot() == before


def test_M5_4_during_a_rampart_choice_another_seat_and_another_answer_are_refused():
    """M5.4, M10: while Ann places her Scout, Bob may not move (not his decision) and Ann may
    not answer with a move (the decision asks a Scout, M5.4)."""
    game = new_game(3)
    play_turn(game, 1, [plain(D.RAMPART), None, MARKETS[1], MARKETS[2]], list(MILLS), [0, 2, 3])
    game.apply(0, act("move", col=0))
    assert game.pending()[0].kind == "rampart"
    bob = game.check(1, act("move", col=1))
    assert isinstance(bob, NotYourDecision) and "M5.4" in str(bob)
    other = game.check(0, act("move", col=1))
    assert other is not None and other.rule == "M5.4" and "scout" in str(other)


def test_M10_a_stale_answer_and_an_unknown_seat_are_refused_and_change_nothing():
    game = turn_one()
    before = game.snapshot()
    with pytest.raises(StaleState, match=f"the game is at {game.move}"):
        game.apply(0, act("move", col=0), version=game.move + 1)
    for seat in (-1, 3, True, "0"):
        assert isinstance(game.check(seat, act("move", col=0)), NotYourDecision)
    assert game.snapshot() == before


def test_M8_after_the_end_every_answer_is_refused_the_game_is_over():
    game = new_game(2)
    final_scoring(game)
    refused = game.check(0, act("move", col=0))
    assert refused is not None and refused.rule == "M8"
    assert game.pending() == [] and game.legal(0) == []


def ended(setups, graveyards=None):
    game = new_game(len(setups))
    for seat, (money, tiles) in enumerate(setups):
        game.state.players[seat].money = money
        give(game, seat, *(named(t) for t in tiles))
    for seat, tiles in (graveyards or {}).items():
        game.state.players[seat].graveyard = [named(t) for t in tiles]
    final_scoring(game)
    return game


def test_MA26_MA8_fortunes_capped_at_0_tie_and_the_tie_goes_to_palaces():
    """MA-8: "a final fortune is never negative": Ann (5 coins, 7 empty domains) and Bob
    (60 coins, 6 empty) both end at 0; MA-26: the tie goes to the most Palaces: Bob's 1."""
    game = ended([(5, ["mill-1"]), (60, ["mill-5", "palace-2"])])
    assert game.state.scores == [0, 0] and game.winners == [1]


def test_MA26_graveyard_palaces_do_not_break_a_tie():
    """MA-26: tie-breaks count tiles on the Fief board: Bob's two Palaces in his Graveyard do
    not beat Ann's one on her board."""
    game = ended([(100, ["palace-2"]), (100, ["church-5"])],
                 graveyards={1: ["palace-5", "palace-9"]})
    assert game.state.scores == [30, 30] and game.winners == [0]


def test_MA1_M7_a_restoration_at_the_end_of_turn_16_fills_a_domain_before_the_penalty():
    """M4.4: the fourth card strikes after turn 16's plays; M7 Restoration brings back Ann's
    only Palace; M8 then counts her Palace domain as held: 7 x 10 for her, not 8 x 10."""
    game = new_game(2)
    play_turn(game, 16, [named("mill-1"), None, named("mill-3")], [], [0, 2])
    game.state.events = ["alliance", "alliance", "alliance", "restoration"]
    game.state.events_done = 3
    game.state.players[0].graveyard = [named("palace-2")]
    game.state.players[0].money = 100
    game.state.players[1].money = 100
    game.advance()
    assert game.pending()[0].kind == "restoration" and game.pending()[0].player == 0
    events = game.apply(0, act("restore", tile=named("palace-2")))
    over = told(events, "game_over")[0]
    assert game.finished and over.get("owed") == (60, 70)
    # turn 16 (MA-1): Ann's mill-1 makes Bob (no Mill yet) pay 2, income 2; Bob's mill-3
    # finds Ann with as many Mills, income 2
    assert game.state.scores == [100 + 2 + 2 - 60, 100 - 2 + 2 - 70] and game.winners == [0]


def test_M4_5_who_decides_what_as_the_table_says():
    """M4.5: the placement in the random order; a move and an effect's choice by the seat
    whose play it is, in the order of the Lords on the row; Restoration by each lord with a
    Graveyard tile, one after the other in that order (MA-10)."""
    game = new_game(4, seed=8)
    state = game.state
    state.events = ["black_death", "restoration", "barbarian_invasion", "restoration"]
    chooser = random.Random(8)
    placement = list(state.order)
    restorers: list[int] = []
    restored = 0
    while not game.finished:
        decision = game.pending()[0]
        if decision.kind == "place_lord":
            assert decision.player == placement[state.current]
        elif decision.kind == "restoration":
            if not restorers:
                restorers = [s for s in state.order if state.players[s].graveyard]
            assert decision.player == restorers.pop(0)
            restored += 1
        else:
            assert decision.player == state.order[state.current]
            if decision.kind == "move_lord":
                assert state.players[decision.player].lord[0] == lords_row(state.turn)
        game.apply(decision.player, chooser.choice(decision.choices))
    assert restored >= 2, "the case needs Restorations with Graveyards to choose from"

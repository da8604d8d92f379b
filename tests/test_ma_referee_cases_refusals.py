"""Middle-Ages: refusals at the edges of the table, written from MIDDLE-AGES.md's text and
played against the referee: a place just past a row (M3.6, M4.2.1, M5.4), a row just past
the table, and a move naming a row other than the destination on a turn that does not wrap
(MA-15); each refused with its rule and changing nothing."""
from __future__ import annotations

import pytest

from ma_positions import named, new_game, play_turn

from engine.actions import act
from engine.errors import IllegalAction
from engine.middle_ages.position import PositionError, dump_position, load_position

# Turn 1 of three (M4): Ann on column 0 of row 1 stands on a Rampart, Bob and Cid further
# right; row 2, the destination, four plain Markets.
ROW1 = ["rampart-4", None, "fields-6", "fields-8"]
ROW2 = ["market-2", "market-4", "market-6", "market-8"]


def turn_one():
    game = new_game(3)
    play_turn(game, 1, [named(t) if t else None for t in ROW1], [named(t) for t in ROW2],
              [0, 2, 3])
    return game


def refused(game, seat, action):
    """The refusal of ``action``; the game unchanged by it."""
    before = game.snapshot()
    found = game.check(seat, action)
    assert isinstance(found, IllegalAction), action
    with pytest.raises(IllegalAction):
        game.apply(seat, action)
    assert game.snapshot() == before
    return found


def test_MA15_on_turn_1_the_move_goes_to_row_2_naming_row_1_or_3_is_refused():
    """MA-15: "The destination row is the row below, row 1 at turns 4, 8 and 12; any other
    row is refused": on turn 1 row 2 is accepted, the Lords' own row 1 and row 3 refused."""
    game = turn_one()
    for row in (0, 2, 3):
        refusal = refused(game, 0, act("move", row=row, col=0))
        assert refusal.rule == "MA-15" and f"row 2, not of row {row + 1}" in str(refusal)
    game.apply(0, act("move", row=1, col=0))
    assert game.state.players[0].lord == [1, 0]


@pytest.mark.parametrize("col", [4, -1])
def test_M4_2_1_M3_6_a_place_just_past_the_row_has_no_tile(col):
    """M3: a row holds N+1 tiles (columns 0 to N): column N+1 and column -1 are no tile, for
    a move (M4.2.1) as for the first placement (M3.6)."""
    game = turn_one()
    refusal = refused(game, 0, act("move", col=col))
    assert refusal.rule == "M4.2.1" and "no tile" in str(refusal) and "row 2" in str(refusal)
    fresh = new_game(3)
    refusal = refused(fresh, fresh.pending()[0].player, act("place", col=col))
    assert refusal.rule == "M3.6" and "row 1" in str(refusal)


@pytest.mark.parametrize("row,col", [(4, 0), (-1, 0), (2, 4), (2, -1)])
def test_M5_4_a_scout_sent_past_the_table_is_refused_no_tile(row, col):
    """M5.4: the Scout goes on a tile; four rows (0-3) of N+1 places (0-N): a row or a column
    just outside is refused as no tile, and Ann is still asked where her Scout goes."""
    game = turn_one()
    game.apply(0, act("move", col=0))
    assert game.pending()[0].kind == "rampart"
    refusal = refused(game, 0, act("scout", row=row, col=col))
    assert refusal.rule == "M5.4" and "no tile" in str(refusal)
    assert f"of row {row + 1}" in str(refusal), "rows are named 1 to 4, top first"
    assert game.pending()[0].kind == "rampart" and game.pending()[0].player == 0


def test_MA28_the_targets_are_every_free_tile_of_the_other_rows_but_the_others_scouts():
    """MA-28: "a tile present in a row other than your Lord's, with no Lord and no other
    player's Scout on it": Ann (Lord now on row 2) may send her Scout to any tile of rows 3
    and 4 but Bob's (row 4, third tile) and Cid's (row 3, first); theirs are refused."""
    game = turn_one()
    state = game.state
    state.players[1].scout, state.players[2].scout = [3, 2], [2, 0]
    game.apply(0, act("move", col=0))
    decision = game.pending()[0]
    assert {(a.get("row"), a.get("col")) for a in decision.choices} == {
        (r, c) for r in (2, 3) for c in range(4)} - {(3, 2), (2, 0)}
    for row, col in ((3, 2), (2, 0)):
        assert refused(game, 0, act("scout", row=row, col=col)).rule == "MA-28"


@pytest.mark.parametrize("written,fault", [(0, None), (83, None), (84, "is no tile"),
                                           (True, "is no tile"), (-1, "is no tile")])
def test_M2_2_a_position_names_a_tile_by_its_place_0_to_83_or_refuses_it(written, fault):
    """M2.2's 84 tiles, by their place in the table (0 is fields-1, 83 palace-21) as well as
    by name; any other number is refused with a sentence, never a traceback."""
    data = dump_position(new_game(4))
    for pile in ("pile", "orange"):
        data[pile] = [t for t in data[pile] if t not in ("fields-1", "palace-21")]
    data["discard"] = [written]
    if fault is None:
        assert load_position(data).state.discard == [written]
    else:
        with pytest.raises(PositionError, match=fault):
            load_position(data)


def test_MA8_a_position_with_negative_money_is_refused_citing_MA8():
    data = dump_position(new_game(2))
    data["players"][1]["money"] = -5
    with pytest.raises(PositionError, match=r"players\[1\]: money is never negative \(MA-8\)"):
        load_position(data)


def turn_one_written(**changes):
    """Turn 1 of three written by hand, before its plays; ``changes`` replace its fields."""
    data = {"game": "middle-ages", "turn": 1, "phase": "play",
            "players": [{"name": n, "colour": c, "lord": [0, col]}
                        for n, c, col in (("Ann", "blue", 0), ("Bob", "red", 2),
                                          ("Cid", "green", 3))],
            "rows": [["fields-1", "fields-3", "fields-6", "fields-8"],
                     ["market-4", "market-6", "market-11", "market-15"],
                     ["mill-1", "mill-5", "mill-7", "mill-10"],
                     ["village-3", "village-5", "village-9", "village-13"]]}
    data.update(changes)
    return data


@pytest.mark.parametrize("change,fault", [
    ({"rows": turn_one_written()["rows"][:1] + [["market-4", "market-6", "market-11", None]]
      + turn_one_written()["rows"][2:]}, r"rows\[1\]: too few tiles without a Lord .*MA-3"),
    ({"order": [0, 1, 2], "players": [{"name": "Ann", "colour": "blue", "lord": [2, 0]},
                                      {"name": "Bob", "colour": "red", "lord": [0, 2]},
                                      {"name": "Cid", "colour": "green", "lord": [0, 3]}]},
     r"players\[0\].lord: a Lord still to play stands on the tile it will take, on row 0"),
    ({"players": [{"name": "Ann", "colour": "blue", "lord": [0, 0]},
                  {"name": "Bob", "colour": "red", "lord": [0, 2]},
                  {"name": "Cid", "colour": "green", "lord": [0, 3], "scout": [3, 4]}]},
     r"players\[2\].scout: column 0 to 3"),
    ({"turn": 7, "phase": "restoration", "cards": ["alliance", "restoration", "baby_boom",
                                                   "earthquake"], "cards_done": 1},
     "a Restoration is chosen at the end of turn 4k"),
    ({"turn": 8, "phase": "restoration", "cards": ["restoration", "alliance", "baby_boom",
                                                   "earthquake"], "cards_done": 0},
     "a Restoration is chosen at the end of turn 4k"),
])
def test_M4_MA3_M4_4_a_position_play_could_not_reach_is_refused_naming_the_fault(change, fault):
    """A position is refused, with its field and rule, when no play could leave it: fewer
    free tiles than Lords still to move (MA-3), a Lord still to play off its row (M4.2), a
    pawn past the row's N+1 places (M3), a Restoration awaited at a turn that is not 4k or
    before the cards struck earlier (M4.4, MA-10)."""
    with pytest.raises(PositionError, match=fault):
        load_position(turn_one_written(**change))
    assert load_position(turn_one_written()).pending()[0].player == 0, "the case itself loads"


def test_M4_1_a_position_after_the_plays_began_with_a_free_tile_on_the_lords_row_is_refused():
    """M4.1: step 1 discards the Lords' row's free tile before anyone plays, so a position
    written after Ann's play with that tile still on the row is one no play could reach (the
    referee then lost the tile at the refill, 51 of 52 left): it is refused, naming the tile;
    written in the discard pile, the same position loads and every tile stays in the game."""
    players = [{"name": "Ann", "colour": "blue", "lord": [1, 0], "board": ["fields-1"]},
               {"name": "Bob", "colour": "red", "lord": [0, 2]},
               {"name": "Cid", "colour": "green", "lord": [0, 3]}]
    rows = turn_one_written()["rows"]
    rows = [[None] + rows[0][1:]] + rows[1:]
    with pytest.raises(PositionError, match=r"rows\[0\]\[1\]: fields-3 .*\(M4.1\)"):
        load_position(turn_one_written(current=1, order=[0, 1, 2], players=players, rows=rows))
    rows[0][1] = None
    game = load_position(turn_one_written(current=1, order=[0, 1, 2], players=players,
                                          rows=rows, discard=["fields-3"]))
    for seat in (1, 2):
        game.apply(seat, game.pending()[0].choices[0])
    state = game.state
    places = [t for row in state.rows for t in row if t is not None] + state.pile + state.discard
    for player in state.players:
        places += [t for column in player.columns.values() for t in column] + player.graveyard
    assert sorted(places) == sorted(set(places)) and len(places) == 52

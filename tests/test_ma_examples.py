"""Middle-Ages: the worked examples of the rules, M9.1 (the text's first turn, its lost tiles
restored by MA-29) and M9.2 (turn 8: the wrap to the top row, a Mill, a Palace, a Village and
an Event), each played from its position (tests/positions/middle-ages/) through the referee."""
from __future__ import annotations

from pathlib import Path

from ma_positions import named, told

from engine.actions import act
from engine.middle_ages.position import load_position
from engine.middle_ages.tiles import TILES

POSITIONS = Path(__file__).resolve().parent / "positions" / "middle-ages"
PINK, BLUE, GREEN = 0, 1, 2                   # the seats of M9.1's file


def names(tiles):
    return [TILES[t].name if t is not None else None for t in tiles]


def position(name):
    return load_position((POSITIONS / name).read_text(encoding="utf-8"))


def test_M9_1_setup_placement_MA14_random_order_places_position_order_plays():
    game = position("ma_9_1_first_turn.json")
    state = game.state
    assert len(state.pile) == 36 and names(state.pile[-4:]) == [
        "fields-6", "mill-14", "village-13", "market-18"], "market-18 drawn first"
    for seat, col in ((PINK, 3), (BLUE, 0), (GREEN, 1)):
        assert game.pending()[0].player == seat and game.pending()[0].kind == "place_lord"
        game.apply(seat, act("place", col=col))
    assert names(state.discard) == ["village-9"], "M4.1: the tile with no Lord"
    assert state.turn == 1 and state.order == [BLUE, GREEN, PINK], "MA-14: by position"


def test_M9_1_the_first_turn_blue_fields_green_rampart_pink_barracks_attacks_blue():
    game = position("ma_9_1_first_turn.json")
    state = game.state
    for seat, col in ((PINK, 3), (BLUE, 0), (GREEN, 1)):
        game.apply(seat, act("place", col=col))
    events = game.apply(BLUE, act("move", col=1))                      # church-5
    assert names(state.players[BLUE].tiles_of("fields")) == ["fields-3"]
    assert told(events, "symbols_counted")[0].get("amount") == 0, "fields-3 has no Peasant"
    assert state.players[BLUE].money == 2
    game.apply(GREEN, act("move", col=2))                              # rampart-10
    decision = game.pending()[0]
    assert (decision.player, decision.kind) == (GREEN, "rampart")
    assert {(a.get("row"), a.get("col")) for a in decision.choices} == {
        (r, c) for r in (2, 3) for c in range(4)}, "MA-28: rows 3 and 4; row 1 has no free tile"
    game.apply(GREEN, act("scout", row=2, col=2))                      # barracks-14
    assert state.players[GREEN].money == 2 and state.players[GREEN].scout == [2, 2]
    events = game.apply(PINK, act("move", col=0))                      # mill-1
    attacked = [(e.get("player"), e.get("tile"), e.get("amount")) for e in told(events, "attacked")]
    assert attacked == [(BLUE, named("fields-3"), 2)], "Green's Rampart is not fewer than 1"
    assert names(state.players[BLUE].graveyard) == ["fields-3"]
    assert [p.money for p in state.players] == [4, 0, 2], "Pink 2 + 2, Blue 0, Green 2"
    assert names(state.rows[0]) == ["fields-6", "village-13", "mill-14", "market-18"]
    assert len(state.pile) == 32
    assert state.turn == 2 and names(state.discard) == ["village-9", "palace-12"]
    assert state.order == [PINK, BLUE, GREEN]
    assert game.check(PINK, act("move", col=2)).rule == "M5.4", "Green's Scout reserves r3p3"
    game.apply(PINK, act("move", col=0))
    assert game.check(BLUE, act("move", col=2)).rule == "M5.4"
    game.apply(BLUE, act("move", col=1))                               # takes church-5
    game.apply(BLUE, act("coin", domain="church"))
    events = game.apply(GREEN, act("move", col=3))
    assert told(events, "scout_returned") and state.players[GREEN].scout is None


BLUE2, GREEN2, PINK2 = 0, 1, 2                # the seats of M9.2's file


def test_M9_2_turn_8_wrap_mill_palace_village_and_baby_boom():
    game = position("ma_9_2_turn_8.json")
    state = game.state
    # written at the end of turn 7 (current 3): loading refills row 3 and starts turn 8
    assert state.turn == 8 and names(state.rows[2]) == [
        "market-6", "village-13", "fields-16", "church-22"]
    assert names(state.discard[-1:]) == ["fields-13"] and len(state.pile) == 8
    assert state.order == [BLUE2, GREEN2, PINK2]
    decision = game.pending()[0]
    assert {a.get("col") for a in decision.choices} == {0, 2, 3}, "church-10 is Green's"
    events = game.apply(BLUE2, act("move", col=0))                     # barracks-4, row 1
    assert state.players[BLUE2].lord == [0, 0], "M4.2.1: turn 8 goes to the top row"
    assert {e.get("player"): e.get("amount") for e in told(events, "mill_paid")} == {GREEN2: 2}
    assert told(events, "income")[0].get("amount") == 9, "(2 + 1 Extra-coin) x 3 Mills"
    assert [p.money for p in state.players] == [35, 25, 22]
    events = game.apply(GREEN2, act("move", col=1))
    assert told(events, "scout_returned") and state.players[GREEN2].scout is None
    assert game.pending()[0].kind == "palace"
    assert game.check(GREEN2, act("token", type="fields", domain="palace")).rule == "MA-5"
    events = game.apply(GREEN2, act("token", type="church", domain="palace"))
    assert told(events, "income")[0].get("amount") == 12, "(3 + 1) x (2 Palaces + 1 Church)"
    assert state.players[GREEN2].money == 37
    assert {a.get("col") for a in game.pending()[0].choices} == {2, 3}
    game.apply(PINK2, act("move", col=3))                              # mill-19
    decision = game.pending()[0]
    assert decision.kind == "village" and decision.choices == (
        act("restore", tile=named("rampart-10")),), "M10: one option, still asked"
    events = game.apply(PINK2, decision.choices[0])
    assert not told(events, "scout_placed"), "MA-18: no effect"
    assert told(events, "income")[0].get("amount") == 6, "2 x (2 Villages + 1 Rampart)"
    assert names(state.rows[3]) == ["barracks-14", "market-18", "rampart-20", "fields-21"]
    assert len(state.pile) == 4
    baby_boom = told(events, "event_applied")[0]
    assert baby_boom.get("card") == "baby_boom" and baby_boom.get("money") == (6, 4, 10)
    assert [p.money for p in state.players] == [41, 41, 38]
    assert state.events_done == 2 and state.turn == 9
    assert names(state.discard[-1:]) == ["market-15"]
    assert state.order == [BLUE2, GREEN2, PINK2]

"""Middle-Ages: where the tiles of a refill come from when the draw pile runs out (M3's table,
M4.3, MA-24), written from MIDDLE-AGES.md's text and played against the referee: positions
that fix the piles outright (MA-11: a rule case needs no seed), then whole seeded games whose
every switch the text's own counts predict."""
from __future__ import annotations

from typing import Any

import pytest

from ma_positions import NAMES, named, played, told

from engine.middle_ages.options import COLOURS
from engine.middle_ages.position import load_position
from engine.middle_ages.tiles import TILES

# Four rows of blue tiles (M2.2, no star) for a table of up to five, each ordered by number.
ROWS = (("fields-1", "fields-3", "fields-6", "fields-8", "fields-11", "fields-13"),
        ("market-4", "market-6", "market-11", "market-15", "market-18", "market-22"),
        ("mill-1", "mill-5", "mill-7", "mill-10", "mill-14", "mill-16"),
        ("village-3", "village-5", "village-9", "village-13", "village-17", "village-19"))


def names(tiles):
    return [TILES[t].name for t in tiles]


def numbers(tiles):
    return [TILES[t].number for t in tiles]


def at_turn_start(n: int, turn: int, pile: list[str], discard: list[str],
                  orange: list[str] | None = None, graveyards: dict[int, list[str]] | None = None):
    """A table of ``n`` at the start of ``turn``: the Lords on every tile of their row but
    the second (which step 1 discards, M4.1), the piles as given (the top tile last)."""
    lords_row = (turn - 1) % 4
    players: list[dict[str, Any]] = [
        {"name": NAMES[s], "colour": COLOURS[s], "lord": [lords_row, s if s == 0 else s + 1],
         "graveyard": (graveyards or {}).get(s, [])} for s in range(n)]
    data = {"game": "middle-ages", "turn": turn, "phase": "play", "players": players,
            "rows": [list(row[:n + 1]) for row in ROWS], "pile": pile, "discard": discard,
            "orange": orange or []}
    return load_position(data)


def play_the_turn(game) -> list:
    """Each Lord, in the order of play, to the leftmost tile it may take; the events told."""
    events: list = []
    turn = game.state.turn
    while game.state.turn == turn and not game.finished:
        decision = game.pending()[0]
        events += game.apply(decision.player, decision.choices[0])
    return events


def test_MA24_M4_3_three_players_the_whole_discard_pile_is_shuffled_in_mid_refill():
    """MA-24, 3 players: the pile holds 2 tiles when 4 must be drawn: both are drawn, then
    the whole discard pile (3 tiles, and the tile step 1 of this very turn discarded) is
    shuffled into a new pile and the refill goes on; the 4 tiles are ordered together (M4.3);
    the 2 left stay in the new pile and the discard pile starts empty again. Graveyard tiles
    never return to a pile."""
    discard = ["church-5", "rampart-1", "mill-21"]
    game = at_turn_start(3, 9, pile=["rampart-4", "palace-9"], discard=discard,
                         graveyards={0: ["barracks-4"], 1: ["palace-12"]})
    state = game.state
    assert names(state.discard) == discard + ["fields-3"], "M4.1: step 1's tile"
    events = play_the_turn(game)
    replaced = told(events, "pile_replaced")
    assert [(e.get("source"), e.get("size")) for e in replaced] == [("discard", 4)]
    refill = told(events, "row_refilled")[0].get("tiles")
    shuffled = {named(t) for t in discard + ["fields-3"]}
    assert {named("palace-9"), named("rampart-4")} <= set(refill), "the old pile first"
    assert len(set(refill) & shuffled) == 2 and numbers(refill) == sorted(numbers(refill))
    assert set(state.pile) == shuffled - set(refill), "the other two wait in the new pile"
    assert names(state.discard) == ["market-15"], "emptied, then turn 10's step 1"
    assert names(state.players[0].graveyard) == ["barracks-4"]
    assert names(state.players[1].graveyard) == ["palace-12"]


def test_MA24_MA2_five_players_the_reserve_then_the_discards_in_one_refill():
    """MA-24, 5 players: 1 blue tile left, a reserve of 3: the refill of 6 draws the blue
    tile, then the reserve (now the draw pile), then, the reserve used, the whole discard pile
    shuffled; M4.3: the six ordered together, equal numbers in draw order (MA-2: palace-2,
    drawn from the old pile, left of market-2, drawn from the reserve)."""
    game = at_turn_start(5, 5, pile=["palace-2"], orange=["mill-3", "fields-4", "market-2"],
                         discard=["church-5", "rampart-1", "mill-19"])
    state = game.state
    events = play_the_turn(game)
    assert [(e.get("source"), e.get("size")) for e in told(events, "pile_replaced")] == [
        ("orange", 3), ("discard", 4)]
    refill = names(told(events, "row_refilled")[0].get("tiles"))
    assert {"palace-2", "mill-3", "fields-4", "market-2"} <= set(refill) and len(refill) == 6
    assert [int(t.rsplit("-")[1]) for t in refill] == sorted(int(t.rsplit("-")[1])
                                                             for t in refill)
    assert refill.index("palace-2") + 1 == refill.index("market-2"), "MA-2: draw order"
    assert state.orange == [] and len(state.pile) == 2
    view = game.view_for(0)
    assert view["orange"] == {"size": 0, "top_number": None}, "M6: the reserve is used up"
    assert view["pile"] == {"size": 2, "top_number": TILES[state.pile[-1]].number}


def test_MA24_four_players_the_reserve_becomes_the_pile_the_discards_are_never_shuffled():
    """MA-24, 4 players: "with 4 the reserve pile always suffices": the pile's last 2 tiles
    (church-5 on top), then 3 of the reserve (market-2 on top), ordered together; the reserve's
    other 2 are the new pile; the discard pile is left as it is and grows by each step 1."""
    reserve = ["mill-3", "fields-4", "village-1", "rampart-6", "market-2"]
    game = at_turn_start(4, 7, pile=["palace-2", "church-5"], orange=reserve,
                         discard=["church-13", "rampart-8"])
    state = game.state
    events = play_the_turn(game)
    assert [(e.get("source"), e.get("size")) for e in told(events, "pile_replaced")] == [
        ("orange", 5)]
    refill = told(events, "row_refilled")[0].get("tiles")
    assert names(refill) == ["village-1", "palace-2", "market-2", "church-5", "rampart-6"]
    assert names(state.pile) == ["mill-3", "fields-4"] and state.orange == []
    assert names(state.discard) == ["church-13", "rampart-8", "mill-5", "village-17"], \
        "turn 7's and turn 8's step 1"


# M3's table and MA-24's counts: each pile switch of a whole game, (turn, source, tiles in the
# new pile). 3 players: the 36 left after set-up last 9 refills; turn 10 shuffles the discards
# of turns 1-10, turn 12 those of turns 11 and 12. 4: the reserve comes out at turn 7. 5: the
# 28 left last 4 refills and 4 tiles of turn 5's; the reserve's 32 then last to turn 10; turn 11
# shuffles the discards of turns 1-11 (11, 6 drawn), turn 12 the one of turn 12.
SWITCHES = {2: [], 3: [(10, "discard", 10), (12, "discard", 2)], 4: [(7, "orange", 32)],
            5: [(5, "orange", 32), (11, "discard", 11), (12, "discard", 1)]}


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_MA24_M3_each_switch_at_its_turn_a_reshuffle_takes_every_discard_so_far(n):
    """M3's table, MA-24: when each pile runs out and how many tiles the new pile holds; a
    reshuffle takes the whole discard pile, which then starts empty again (so the second one
    holds only the discards made since the first); every refill has its N+1 tiles."""
    turn, switches, refills = 0, [], []
    for event in played(n, seed=40 + n)[1]:
        if event.kind == "turn_started":
            turn = event.get("turn")
        elif event.kind == "pile_replaced":
            switches.append((turn, event.get("source"), event.get("size")))
        elif event.kind == "row_refilled":
            refills.append(len(event.get("tiles")))
    assert switches == SWITCHES[n]
    assert refills == [n + 1] * 12, "M4.3: turns 1-12 only, each refill whole"


@pytest.mark.parametrize("n", [3, 5])
def test_M4_3_MA24_a_tile_once_in_a_graveyard_never_comes_back_through_a_pile(n):
    """M4.3, M5.9: "Tiles in Graveyards never return to a pile": in games whose discard pile
    is reshuffled, no tile destroyed (by a Barracks or an Event) is ever drawn afterwards."""
    drawn_after: list[int] = []
    for seed in range(3):
        buried: set[int] = set()
        for event in played(n, seed=seed)[1]:
            if event.kind == "attacked" and event.get("tile") is not None:
                buried.add(event.get("tile"))
            elif event.kind == "event_applied":
                buried.update(t for lost in event.get("destroyed") for t in lost)
            elif event.kind == "row_refilled":
                drawn_after += [t for t in event.get("tiles") if t in buried]
        assert buried, "the case needs tiles destroyed"
    assert drawn_after == []


@pytest.mark.parametrize("n", [3, 5])
def test_M4_5_MA11_chance_speaks_only_at_set_up_in_the_refills_and_the_discard_reshuffles(n):
    """M4.5: "Chance enters only through the shuffles of setup, ..., the random placement
    order, and the reshuffles of the discard pile": the events marked as chance (no undo goes
    back past one) are the set-up, every refill (tiles drawn from the shuffled pile) and each
    discard reshuffle; the reserve taking over, shuffled at set-up, is no new chance."""
    marked = {(e.kind, e.get("source")) for e in played(n, seed=60 + n)[1] if e.chance}
    unmarked = {(e.kind, e.get("source")) for e in played(n, seed=60 + n)[1] if not e.chance}
    assert marked == {("game_set_up", None), ("row_refilled", None),
                      ("pile_replaced", "discard")}
    assert not {kind for kind, _ in unmarked} & {"game_set_up", "row_refilled"}
    assert (("pile_replaced", "orange") in unmarked) == (n == 5)


@pytest.mark.parametrize("n", [3, 4, 5])
def test_M3_1_a_position_sets_the_unwritten_orange_tiles_aside_with_4_or_5_only(n):
    """M3.1: with 4 or 5 players the orange tiles are the reserve pile; with 2 or 3 they stay
    in the box. A position that writes no piles gets the unwritten blue tiles as its draw
    pile and, with 4 or 5, the unwritten orange ones as its reserve."""
    data = {"game": "middle-ages", "turn": 2, "phase": "play",
            "players": [{"name": NAMES[s], "colour": COLOURS[s], "lord": [1, s]}
                        for s in range(n)],
            "rows": [list(row[:n + 1]) for row in ROWS], "draws": ["church-5"]}
    game = load_position(data)
    state = game.state
    assert [TILES[t].orange for t in state.orange] == [True] * (32 if n >= 4 else 0)
    assert names(state.pile[-1:]) == ["church-5"] and not any(
        TILES[t].orange for t in state.pile), "M3.2: the draw pile is blue"
    assert len(state.pile) == 52 - 4 * (n + 1), "the four rows' blue tiles are out"

"""Middle-Ages: the rulings of the revised specification that the other rule tests did not pin
(issue 37, the audit of M1-M10 and MA-1 ... MA-30): each a position, an action and the outcome
or the refusal the ruling gives, the ruling in the test's name."""
from __future__ import annotations

import random

import pytest
from ma_positions import give, named, new_game, play_turn, played, told

from engine.actions import act
from engine.middle_ages.event_cards import apply_event
from engine.middle_ages.setup import draw_row
from engine.middle_ages.tiles import DOMAINS, TILES, Domain
from engine.middle_ages.turn import final_scoring

D = Domain


def names(tiles):
    return [TILES[t].name if t is not None else None for t in tiles]


def about_to_take(tile_name, turn=1, n=2):
    """Seat 0, leftmost, about to take ``tile_name`` on ``turn``; the row below holds plain
    Markets (the other seats stand to the right, on plain Fields)."""
    game = new_game(n)
    others = [named(f"fields-{k}") for k in (6, 8, 1, 3)][:n - 1]
    below = [named(f"market-{k}") for k in (2, 4, 6, 8, 11, 13)][:n + 1]
    play_turn(game, turn, [named(tile_name), None] + others, below,
              [0] + [2 + i for i in range(n - 1)])
    return game


def test_MA2_equal_numbers_in_a_row_keep_their_draw_order():
    for drawn in (["rampart-1", "fields-1", "mill-1"], ["mill-1", "rampart-1", "fields-1"]):
        game = new_game(2)
        game.state.pile += [named(name) for name in reversed(drawn)]    # the last drawn first
        assert names(draw_row(game)) == drawn, "three 1s: the first drawn to the left"
    game = new_game(2)
    game.state.pile += [named(name) for name in ("fields-1", "mill-3", "market-2")]
    assert names(draw_row(game)) == ["fields-1", "market-2", "mill-3"], "else by number"


def test_MA6_MA16_graveyard_tiles_carry_no_symbol_and_count_in_no_income():
    game = about_to_take("market-4")
    player = game.state.players[0]
    player.graveyard = [named("mill-14"), named("market-15")]           # two Chests
    events = game.apply(0, act("move", col=0))
    assert told(events, "symbols_counted")[0].get("amount") == 0, "MA-6: on the board only"
    assert told(events, "income")[0].get("amount") == 2 * 1, "MA-16: the new Market alone"
    game = about_to_take("fields-16")                                   # a Peasant
    game.state.players[0].graveyard = [named("fields-11"), named("village-9")]
    events = game.apply(0, act("move", col=0))
    assert told(events, "symbols_counted")[0].get("amount") == 1, "the tile just placed"
    assert told(events, "income")[0].get("amount") == 2


# MA-20: the domains under which each Parcel token may not go (the income counts its type).
FORBIDDEN = {"fields": {"fields", "rampart"}, "mill": {"mill", "market"},
             "village": {"village", "barracks"}, "rampart": {"village", "rampart"},
             "market": {"market"}, "barracks": {"barracks"}, "church": {"church"},
             "palace": {"palace"}}


def test_MA20_each_parcel_token_is_refused_exactly_under_the_domains_counting_its_type():
    game = about_to_take("palace-12")
    game.state.players[0].coin_tokens = ["mill"]
    game.apply(0, act("move", col=0))
    decision = game.pending()[0]
    assert decision.kind == "palace"
    offered: dict[str, set[str]] = {}
    for choice in decision.choices:
        offered.setdefault(choice.get("type"), set()).add(choice.get("domain"))
    every = {d.value for d in DOMAINS}
    assert offered == {kind: every - banned for kind, banned in FORBIDDEN.items()}, \
        "MA-20; a domain without a tile is allowed; MA-5: one with an Extra-coin token too"
    for kind, banned in FORBIDDEN.items():
        for domain in banned:
            assert game.check(0, act("token", type=kind, domain=domain)).rule == "M5.8"


def test_MA22_a_lost_rampart_does_not_recall_its_scout_M5_9_tokens_stay_with_lost_tiles():
    game = new_game(2)
    player = game.state.players[0]
    give(game, 0, named("rampart-4"), named("village-3"), named("barracks-4"))
    player.scout = [3, 1]
    player.coin_tokens = ["village"]
    player.parcel_tokens = {"barracks": "church"}
    game.state.events = ["earthquake", "black_death", "alliance", "alliance"]
    apply_event(game)
    assert player.graveyard == [named("rampart-4")] and player.scout == [3, 1]
    game.state.events_done = 1
    apply_event(game)
    assert names(player.graveyard) == ["rampart-4", "village-3", "barracks-4"], "card's order"
    assert player.coin_tokens == ["village"] and player.parcel_tokens == {"barracks": "church"}


@pytest.mark.parametrize("card,gain", [("good_harvest", 2 * 2), ("alliance", 3 * 1),
                                       ("extended_lordship", 2 * 2), ("baby_boom", 0)])
def test_MA23_tokens_never_change_an_event_amount(card, gain):
    """Seat 0: two Fields and a Church; an Extra-coin token under Fields and Church, a Mill
    Parcel token under Fields, a Village one under Mill (no tile there)."""
    game = new_game(2)
    player = game.state.players[0]
    give(game, 0, named("fields-1"), named("fields-3"), named("church-5"))
    player.coin_tokens = ["fields", "church"]
    player.parcel_tokens = {"fields": "mill", "mill": "village"}
    game.state.events = [card] * 4
    apply_event(game)
    assert told(game.events, "event_applied")[0].get("money")[0] == gain
    assert player.money == gain


def turns_of(events, kinds):
    """(turn, event) for the events of ``kinds`` in a game's events."""
    turn, found = 0, []
    for event in events:
        if event.kind == "turn_started":
            turn = event.get("turn")
        elif event.kind in kinds:
            found.append((turn, event))
    return found


@pytest.mark.parametrize("n,switches", [
    (2, []), (3, [(10, "discard"), (12, "discard")]), (4, [(7, "orange")]),
    (5, [(5, "orange"), (11, "discard"), (12, "discard")])])
def test_MA24_a_pile_is_replaced_when_a_tile_must_be_drawn_at_the_refills_M3_lists(n, switches):
    _, events = played(n, seed=20 + n)
    replaced = turns_of(events, {"pile_replaced"})
    assert [(turn, e.get("source")) for turn, e in replaced] == switches
    refills = {turn: e.get("tiles") for turn, e in turns_of(events, {"row_refilled"})}
    if n == 4:
        backs = [TILES[t].orange for t in refills[7]]
        assert backs.count(False) == 2 and backs.count(True) == 3, "2 blue left, 3 orange"
    if n == 5:
        assert [TILES[t].orange for t in refills[5]].count(False) == 4, "4 blue, 2 orange"
    assert all(len(tiles) == n + 1 for tiles in refills.values()), "the refill goes on"


def test_MA25_each_event_strikes_after_its_turns_refill():
    _, events = played(3, seed=7)
    steps = [(turn, e.kind) for turn, e in turns_of(events, {"row_refilled", "event_applied"})]
    for turn in (4, 8, 12):
        assert steps.index((turn, "row_refilled")) + 1 == steps.index((turn, "event_applied"))
    assert (16, "event_applied") in steps and (16, "row_refilled") not in steps, "M4.3"


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_MA3_the_last_to_move_has_exactly_two_tiles_MA4_no_scout_is_ever_discarded(n):
    for seed in range(3):
        game = new_game(n, seed=seed)
        chooser = random.Random(seed)
        while not game.finished:
            decision = game.pending()[0]
            state = game.state
            if decision.kind == "move_lord" and state.current == n - 1:
                assert len(decision.choices) == 2, "MA-3: the last player has exactly two"
            events = game.apply(decision.player, chooser.choice(decision.choices))
            assert all(e.get("scout") is None for e in told(events, "tile_discarded"))


def test_MA26_a_domain_whose_tiles_are_all_in_the_graveyard_is_empty_at_the_end():
    game = new_game(2)
    one_of_each = ["fields-1", "mill-1", "village-3", "rampart-1", "market-4", "barracks-4",
                   "church-5"]
    for seat in (0, 1):
        give(game, seat, *(named(t) for t in one_of_each))
        game.state.players[seat].money = 50
    give(game, 0, named("palace-2"))
    game.state.players[1].graveyard = [named("palace-5")]
    final_scoring(game)
    assert game.state.scores == [50, 40], "Graveyard tiles do not help (MA-26)"
    assert game.winners == [0]


def test_MA28_rows_above_included_a_scout_on_turn_2_goes_on_rows_4_and_1():
    game = new_game(2)
    state = game.state
    play_turn(game, 2, [named("rampart-4"), None, named("fields-6")],
              [named(f"market-{k}") for k in (2, 4, 6)], [0, 2])
    state.rows[3] = [named(f"mill-{k}") for k in (1, 5, 7)]
    state.rows[0] = [named(f"palace-{k}") for k in (2, 9, 12)]
    game.apply(0, act("move", col=1))
    decision = game.pending()[0]
    assert decision.kind == "rampart"
    assert {(a.get("row"), a.get("col")) for a in decision.choices} == {
        (r, c) for r in (3, 0) for c in range(3)}, "rows 4 and 1 (0-based 3 and 0)"
    assert game.check(0, act("scout", row=1, col=2)).rule == "MA-28", "the current row: a Lord"


def test_MA28_on_turn_14_only_row_4_MA17_on_turns_15_and_16_none_the_income_still_paid():
    game = about_to_take("rampart-4", turn=14)
    game.state.rows[0] = [None, None, None]                    # emptied on turn 13 (M4.3)
    game.state.rows[3] = [named(f"mill-{k}") for k in (1, 5, 7)]
    game.apply(0, act("move", col=0))
    assert {a.get("row") for a in game.pending()[0].choices} == {3}
    game = about_to_take("rampart-4", turn=15)
    game.state.rows[0] = [None, None, None]
    game.state.rows[1] = [None, None, None]
    give(game, 0, named("fields-3"))
    events = game.apply(0, act("move", col=0))
    assert told(events, "effect_void")[0].get("domain") == "rampart"
    assert told(events, "income")[0].get("amount") == 2 * 2, "Fields + Rampart"
    assert game.pending()[0].player == 1
    game = new_game(2)
    play_turn(game, 16, [named("rampart-4"), None, named("fields-6")], [], [0, 2])
    for row in range(3):
        game.state.rows[row] = [None, None, None]
    game.state.events, game.state.events_done = ["alliance"] * 4, 3
    game.advance()
    assert told(game.events, "effect_void")[0].get("player") == 0 and game.finished


def test_MA10_a_restoration_nobody_can_answer_asks_nobody():
    game = new_game(2)
    play_turn(game, 4, [named("fields-6"), None, named("fields-8")],
              [named(f"market-{k}") for k in (2, 4, 6)], [0, 2])
    game.state.events = ["restoration", "alliance", "alliance", "alliance"]
    game.apply(0, act("move", col=0))
    events = game.apply(1, act("move", col=1))
    assert told(events, "event_applied")[0].get("card") == "restoration"
    state = game.state
    assert state.phase == "play" and state.turn == 5 and state.events_done == 1
    assert game.pending()[0].kind == "move_lord"

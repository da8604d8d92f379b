"""The variant played through the referee contract: its start (004 "DEBUT"), perishable income
and damages carried to the next turn (S-3, S-5), its purchases (S-3, 004 §2.2), and random
games to their end."""
from __future__ import annotations

import json
import random

import pytest

from conforms import problems

from engine.actions import act
from engine.errors import IllegalAction
from engine.fief.api import FIEF
from engine.fief.bots.registry import LEVELS, make
from engine.fief.control import controller
from engine.fief.bots.runner import Stats, play_game
from engine.fief.game import Game
from engine.fief.options import GameOptions, PlayerSpec
from engine.fief.position import dump_position, load_position, position_text
from engine.fief.position.write import differing_fields
from engine.fief.simplified.markers import lift_markers
from engine.fief.state import STRONGHOLD
from engine.fief.views import View, view_for
from engine.record import Record

COLOURS = ("blue", "red", "green", "yellow", "magenta", "white")


def new_game(players: int = 3, seed: int = 1) -> Game:
    specs = tuple(PlayerSpec(f"P{i}", COLOURS[i]) for i in range(players))
    return Game.new(GameOptions(players=specs, edition="simplified", seed=seed))


def play_until(game: Game, kind: str, chooser: random.Random) -> list:
    """Random legal actions until the step of the round ``kind`` asks somebody; the events."""
    told = []
    while not (game.state.stack and game.state.stack[0].kind == kind and game.pending()):
        assert not game.finished
        seat = chooser.choice(sorted({d.player for d in game.pending()}))
        told += game.apply(seat, chooser.choice(game.legal(seat)))
    return told


@pytest.mark.parametrize("players", [3, 4, 6])
def test_004_debut_random_villages_in_distinct_fiefs_with_a_castle_and_a_gem(players):
    game = new_game(players, seed=players)
    state = game.state
    starts = {lord.owner: lord.village for lord in state.lords.values() if lord.owner is not None}
    assert len(starts) == players
    fiefs = [game.board.villages[v].fief for v in starts.values()]
    assert len(set(fiefs)) == players, "004 DEBUT: a fief started by another is drawn again"
    for seat, village in starts.items():
        assert state.villages[village].fort == STRONGHOLD
        assert [t.owner for t in state.troops_in(village)] == [seat]   # the control marker
        assert state.players[seat].gems == 1 and state.players[seat].money == 0
    assert state.gem_pool == 8 - players
    assert not any(d.kind == "start_village" for d in game.pending()), "nobody chooses"


def test_s5_war_damages_carried_to_the_next_turn_paid_out_of_income_then_gems():
    game = new_game(3, seed=5)
    play_until(game, "play_cards", random.Random(5))
    family = game.state.players[0]
    family.damages, family.gems = 14, 1
    told = play_until(game, "purchase", random.Random(6))
    income = sum(e.get("total") for e in told if e.kind == "income" and e.get("player") == 0)
    settled = [e.to_dict() for e in told if e.kind == "damages_settled"]
    assert len(settled) == 1 and settled[0]["player"] == 0 and settled[0]["owed"] == 14
    paid_by_income = min(income, 14)
    gems_sold = 1 if paid_by_income < 14 else 0
    assert settled[0]["gems_sold"] == gems_sold
    assert settled[0]["paid"] == min(14, income + 10 * gems_sold)
    assert family.damages == 0 and family.gems == 1 - gems_sold
    assert family.money == settled[0]["resources"]


def at_purchase(seed: int = 7) -> tuple[Game, int]:
    """A game at a family's Purchase turn, that family given 13 resources."""
    game = new_game(3, seed=seed)
    chooser = random.Random(seed)
    while True:
        play_until(game, "purchase", chooser)
        decision = game.pending()[0]
        if decision.kind == "purchase":
            game.state.players[decision.player].money = 13
            return game, decision.player


def test_s3_no_troops_engines_nor_cardinal_for_sale():
    game, seat = at_purchase()
    kinds = {a.kind for a in game.legal(seat)}
    assert not kinds & {"recruit", "buy_engine", "buy_cardinal"}
    lord = next(l for l in game.state.lords.values() if l.owner == seat)
    with pytest.raises(IllegalAction, match="S-3"):
        game.apply(seat, act("recruit", village=lord.village, knights=0, men=1))


def test_004_s2_building_only_where_a_lord_of_the_family_stands():
    game, seat = at_purchase()
    state = game.state
    lord = next(l for l in state.lords.values() if l.owner == seat)
    builds = {a.get("village") for a in game.legal(seat) if a.kind == "build"}
    lords_at = {l.village for l in state.lords.values() if l.owner == seat and l.captor is None}
    assert builds and builds <= lords_at
    elsewhere = next(v for v in sorted(state.villages) if v not in lords_at)
    with pytest.raises(IllegalAction, match="004 §2.2"):
        game.apply(seat, act("build", village=elsewhere, building="mill"))
    game.apply(seat, act("build", village=lord.village, building="mill"))
    assert state.villages[lord.village].mills == 1 and state.players[seat].money == 10


def test_004_3_nothing_is_built_in_a_storm_good_weather_lifts_it():
    game, seat = at_purchase()
    state = game.state
    lord = next(l for l in state.lords.values() if l.owner == seat and l.captor is None)
    bishopric = str(game.board.villages[lord.village].bishopric)
    state.disasters[bishopric] = ["heavy_rain"]
    assert not any(a.kind == "build" and a.get("village") == lord.village
                   for a in game.legal(seat)), "no build offered where the storm is"
    with pytest.raises(IllegalAction, match="^004 §3: nothing is built in a storm"):
        game.apply(seat, act("build", village=lord.village, building="mill"))
    state.disasters[bishopric] = []
    game.apply(seat, act("build", village=lord.village, building="mill"))
    assert state.villages[lord.village].mills == 1


def test_s3_a_gem_bought_for_ten_and_resources_left_are_lost():
    game, seat = at_purchase()
    family = game.state.players[seat]
    pool = game.state.gem_pool
    game.apply(seat, act("buy_gem"))
    assert (family.gems, family.money, game.state.gem_pool) == (2, 3, pool - 1)
    with pytest.raises(IllegalAction, match="S-3"):
        game.apply(seat, act("buy_gem"))
    told = game.apply(seat, act("end_purchase"))
    assert family.money == 0
    assert [e.get("amount") for e in told if e.kind == "resources_lost"] == [3]


def test_s3_a_gem_sold_for_ten_resources_of_this_phase():
    game, seat = at_purchase()
    family = game.state.players[seat]
    game.apply(seat, act("sell_gem"))
    assert (family.gems, family.money) == (0, 23)
    with pytest.raises(IllegalAction, match="S-3"):
        game.apply(seat, act("sell_gem"))


def test_004_s4_a_family_with_nothing_to_buy_is_not_asked():
    """Round 1: one village of income each (less than a mill) and no gem: the purchase phase
    asks nobody, and the resources are lost all the same."""
    game = new_game(3, seed=11)
    chooser = random.Random(11)
    play_until(game, "play_cards", chooser)
    for family in game.state.players:
        family.gems = 0
    asked, told = set(), []
    while game.state.stack[0].kind != "movement":
        pending = game.pending()
        asked.update(d.kind for d in pending)
        seat = chooser.choice(sorted({d.player for d in pending}))
        told += game.apply(seat, chooser.choice(game.legal(seat)))
    incomes = [e.get("total") for e in told if e.kind == "income"]
    assert incomes and max(incomes) < game.rules.cost_mill
    assert "purchase" not in asked
    assert len([e for e in told if e.kind == "purchase_ended"]) == 3
    assert all(family.money == 0 for family in game.state.players)


@pytest.mark.parametrize("seed,players", [(8, 5)])     # a short game; the soak plays 200
def test_simplified_random_game_played_to_its_end_through_the_contract(seed, players):
    game = FIEF.new({"players": [{"name": f"P{i}", "colour": COLOURS[i]}
                                 for i in range(players)], "edition": "simplified",
                     "seed": seed})
    twin = game.clone()
    chooser = random.Random(seed)
    told = []
    while not game.finished:
        pending = game.pending()
        assert pending
        seat = chooser.choice(sorted({d.player for d in pending}))
        action = chooser.choice(game.legal(seat))
        if game.move % 25 == 0:                     # a check copies the game: now and then
            assert game.check(seat, action) is None, action.text()
        events = game.apply(seat, action, game.move)
        told += events
        assert twin.apply(seat, action) == events
        assert game.move < 20_000
    assert game.winners
    won = next(e for e in told if e.kind == "game_won").to_dict()
    alone, pair = {4: (3, 5), 5: (3, 4)}[players]          # S-6
    assert all(side["needed"] == (pair if side["alliance"] else alone) for side in won["sides"])
    restored = FIEF.restore(game.snapshot())
    assert restored.finished and restored.winners == game.winners
    json.dumps(game.view_for(0))


def table(players: int, seed: int) -> dict:
    return {"players": [{"name": f"P{i}", "colour": COLOURS[i]} for i in range(players)],
            "edition": "simplified", "seed": seed}


def test_simplified_a_save_records_and_restores_the_variant():
    record = Record.new(FIEF, table(4, 5))
    chooser = random.Random(5)
    for _ in range(300):
        seat = chooser.choice(sorted({d.player for d in record.game.pending()}))
        record.apply(seat, chooser.choice(record.game.legal(seat)))
    again = Record.from_json(record.to_json())
    assert again.game.options["edition"] == "simplified"
    assert again.game.snapshot() == record.game.snapshot()


@pytest.mark.parametrize("level", LEVELS)
def test_simplified_every_bot_level_plays_the_variant_without_a_refusal(level):
    game = FIEF.new(table(4, 11))
    stats = Stats()
    # The Duke searches one world per decision, not 0.02 s of the clock: its answers would
    # otherwise depend on how many worlds the machine's speed allowed (test_2011_games).
    bots = [make(level, worlds=1) if level == "duke" else make(level) for _ in range(4)]
    play_game(game, bots, 11, 1, 0.02, stats)   # bench: whole games
    assert game.finished or game.state.round > 1
    assert (stats.refusals, stats.fallbacks) == (0, 0)


def test_simplified_views_show_gems_and_damages_to_every_seat():
    game = new_game(4, seed=3)
    game.state.players[2].damages = 5
    for seat in (None, 0, 1):
        view = view_for(game, seat)
        assert problems(view, View, f"view of {seat}") == []
        assert [p["gems"] for p in view["players"]] == [1, 1, 1, 1]
        assert view["players"][2]["damages"] == 5


def at_movement(seed: int = 4) -> tuple[Game, int]:
    """A game at a family's Movement turn."""
    game = new_game(3, seed=seed)
    chooser = random.Random(seed)
    play_until(game, "movement", chooser)
    while game.pending()[0].kind != "movement":
        seat = game.pending()[0].player
        game.apply(seat, chooser.choice(game.legal(seat)))
    return game, game.pending()[0].player


def free_neighbour(game: Game, village: str) -> str:
    """A neighbouring village nobody controls, outside any held fief."""
    return next(v for v in game.board.neighbours(village)
                if controller(game, v) is None and not game.state.troops_in(v)
                and not game.state.lords_in(v))


def test_004_s6_an_uncontrolled_village_reached_is_marked_and_stays_marked():
    game, seat = at_movement()
    state = game.state
    lord = next(l for l in state.lords.values() if l.owner == seat and l.village)
    start = lord.village
    first = free_neighbour(game, start)
    told = game.apply(seat, act("move", lords=[lord.name], to=first, knights=0, men=0))
    assert [e.get("village") for e in told if e.kind == "village_marked"] == [first]
    assert [t.owner for t in state.troops_in(first)] == [seat]
    assert [t.owner for t in state.troops_in(start)] == [seat], "the start's marker stays"
    while game.pending() and game.pending()[0].kind != "movement":
        game.apply(game.pending()[0].player, game.legal(game.pending()[0].player)[0])
    second = free_neighbour(game, first)
    game.apply(seat, act("move", lords=[lord.name], to=second, knights=0, men=0))
    assert controller(game, first) == seat and controller(game, second) == seat


def test_004_s6_lords_move_alone_the_markers_stay():
    game, seat = at_movement()
    lord = next(l for l in game.state.lords.values() if l.owner == seat and l.village)
    moves = [a for a in game.legal(seat) if a.kind == "move"]
    assert moves and all(a.get("men", 0) == 0 and a.get("knights", 0) == 0 for a in moves)
    with pytest.raises(IllegalAction, match="004 §6"):
        game.apply(seat, act("move", lords=[lord.name], to=free_neighbour(game, lord.village),
                             knights=0, men=1))


def test_s4_a_fief_held_needs_no_markers():
    game, seat = at_movement()
    state = game.state
    lord = next(l for l in state.lords.values() if l.owner == seat and l.village)
    fief = game.board.villages[lord.village].fief
    state.titles.fiefs[fief] = lord.name
    lift_markers(game, seat, fief)
    assert not any(state.troops_in(v, seat) for v in game.board.fiefs[fief].villages)
    empty = [v for v in game.board.fiefs[fief].villages
             if not state.troops_in(v) and not state.lords_in(v)]
    assert empty and all(controller(game, v) == seat for v in empty)


def test_s4_markers_lifted_go_to_the_stock_without_their_marks_and_read_back_equal():
    """A counter back in the stock keeps no road, steps, stroke or purchase mark: the position
    format writes none for the stock, so a position written then read is the same state."""
    game, seat = at_movement()
    state = game.state
    lord = next(l for l in state.lords.values() if l.owner == seat and l.village)
    fief = game.board.villages[lord.village].fief
    markers = [t for v in game.board.fiefs[fief].villages for t in state.troops_in(v, seat)]
    assert markers
    for troop in markers:
        troop.mark(steps=1, struck=True, new=True)
    state.titles.fiefs[fief] = lord.name
    lift_markers(game, seat, fief)
    assert all((t.village, t.road, t.steps, t.struck, t.new) == (None, None, 0, False, False)
               for t in markers)
    again = load_position(position_text(dump_position(game)))
    assert differing_fields(state, again.state) == []

"""Game setup (Setup 1-11, RULINGS 1, 2) and the shape of a round (round overview, 7.0)."""
import json
from pathlib import Path

import pytest

from engine.actions import act
from engine.errors import IllegalAction, NotYourDecision
from engine.fief.editions.fief1429 import RULESET_1429
from engine.fief.game import Game
from engine.fief.options import GameOptions, PlayerSpec
from engine.fief.phases.setup import draw_starting_lords
from engine.fief.position import load_position
from engine.rng import Rng
from engine.fief.state import CARDINAL_CARD, DARC_CARD, LORD_NAMES, STRONGHOLD
from engine.fief.counters import KNIGHT, MAN

POSITIONS = Path(__file__).parent / "positions"
COLOURS = ("blue", "red", "green", "yellow", "magenta", "white")


def new_game(players: int = 4, seed: int = 1) -> Game:
    return Game.new(GameOptions(players=tuple(PlayerSpec(c.upper(), c) for c in COLOURS[:players]),
                                seed=seed))


def settle_everyone(game: Game) -> list[int]:
    """Each family takes the first unoccupied village offered; returns the seats in order."""
    seats = []
    while game.pending() and game.pending()[0].kind == "start_village":
        decision = game.pending()[0]
        seats.append(decision.player)
        game.apply(decision.player, decision.choices[0])
    return seats


def test_setup_8_each_family_has_its_stock_and_five_deniers():
    game = new_game(5)
    state = game.state
    for seat in range(5):
        assert len(state.stock(seat, KNIGHT)) == 8 and len(state.stock(seat, MAN)) == 13
        assert sum(1 for e in state.engines if e.owner == seat and e.village is None) == 2
        player = state.players[seat]
        assert (player.money, player.diplomacy, player.tax_markers, player.hand) == (5, 3, 3, [])
    assert (state.mills_stock, state.forts_stock) == (15, 12)
    assert len(state.fortune_deck) == 35


def test_setup_9_every_family_draws_one_lord_and_no_cardinal_or_darc():
    for seed in range(30):
        state = new_game(6, seed).state
        owned = [lord for lord in state.lords.values() if lord.owner is not None]
        assert sorted(lord.owner for lord in owned) == list(range(6))
        deck = state.lords_deck
        assert len(deck) == 22 - 6 and deck.count(CARDINAL_CARD) == 3 and deck.count(DARC_CARD) == 1
        assert state.set_aside == []


def test_rulings_1_a_cardinal_or_darc_drawn_is_set_aside_until_everyone_has_a_lord():
    state = new_game(3).state
    for lord in state.lords.values():
        lord.owner = None
    # The top of the deck is the end of the list.
    state.lords_deck = ["CHARLES", "QUENTIN", CARDINAL_CARD, DARC_CARD, "JEANNE", CARDINAL_CARD,
                        "THIERRY"]
    draw_starting_lords(state, Rng(state))
    assert [state.lords[n].owner for n in ("THIERRY", "JEANNE", "QUENTIN")] == [0, 1, 2]
    assert state.lords["CHARLES"].owner is None
    assert sorted(state.lords_deck) == sorted(["CHARLES", CARDINAL_CARD, CARDINAL_CARD, DARC_CARD])


def test_rulings_2_the_first_player_is_drawn_at_random_from_the_seed():
    firsts = {new_game(4, seed).state.first for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    assert new_game(4, 11).state.first == new_game(4, 11).state.first


def test_setup_10_families_choose_their_villages_clockwise_from_the_first_player():
    game = new_game(4, seed=3)
    first = game.state.first
    assert settle_everyone(game) == [(first + i) % 4 for i in range(4)]


def test_setup_10_a_starting_village_must_be_unoccupied():
    game = new_game(3, seed=5)
    decision = game.pending()[0]
    game.apply(decision.player, act("start_village", village="BLAYE"))
    second = game.pending()[0]
    assert act("start_village", village="BLAYE") not in second.choices
    with pytest.raises(IllegalAction):
        game.apply(second.player, act("start_village", village="BLAYE"))
    with pytest.raises(NotYourDecision):
        game.apply(decision.player, act("start_village", village="SIGY"))


def test_setup_11_green_settles_in_st_medard():
    """Setup 11 example: GREEN is first player and starts in ST MÉDARD with 1 Knight, 3 Men at
    Arms, 1 Stronghold and Lord FRANÇOIS."""
    game = load_position((POSITIONS / "setup_11_green_first_player.json").read_text(encoding="utf-8"))
    assert [d.player for d in game.pending()] == [0]
    game.apply(0, act("start_village", village="ST MÉDARD"))
    state = game.state
    assert sorted(t.kind for t in state.troops_in("ST MÉDARD")) == [KNIGHT, MAN, MAN, MAN]
    assert state.villages["ST MÉDARD"].fort == STRONGHOLD
    assert state.lords["FRANÇOIS"].village == "ST MÉDARD"
    assert state.villages["ST MÉDARD"].controller == 0
    assert state.forts_stock == 11
    assert [d.player for d in game.pending()] == [1]          # then clockwise


def test_setup_10_then_the_first_round_begins_with_the_first_player():
    game = new_game(3, seed=2)
    settle_everyone(game)
    state = game.state
    assert state.round == 1
    started = [e for e in game.events if e.kind == "round_started"]
    assert [(e.get("round"), e.get("first")) for e in started] == [(1, state.first)]


def test_round_overview_phases_come_in_their_order():
    kinds = RULESET_1429.round
    phases = [RULESET_1429.steps[k].phase for k in kinds]
    assert phases == sorted(phases)
    mine = ["income", "ransoms", "purchase", "movement", "end_round"]
    assert [k for k in kinds if k in mine] == mine
    assert [RULESET_1429.steps[k].phase for k in mine] == [3, 4, 4, 5, 7]


def test_round_overview_every_family_acts_clockwise_from_the_first_player():
    data = {"players": ["blue", "red", "green", "yellow"], "step": "purchase", "first": "green",
            "turn": "green",
            "villages": {v: {"units": {c: {"lords": [lord]}}} for v, c, lord in
                         (("BLAYE", "blue", "THIERRY"), ("SIGY", "red", "JEANNE"),
                          ("CLUNY", "green", "RAOUL"), ("BOURG", "yellow", "OTHON"))}}
    game = load_position(data)
    seen = []
    while game.state.top().kind == "purchase":
        seat = game.pending()[0].player
        seen.append(seat)
        game.apply(seat, act("end_purchase"))
    assert seen == [2, 3, 0, 1]
    movers = []
    while game.state.top().kind == "movement":
        seat = game.pending()[0].player
        movers.append(seat)
        game.apply(seat, act("end_movement"))
    assert movers == [2, 3, 0, 1]


def test_7_0_the_first_player_card_passes_to_the_left_each_round():
    game = load_position({"players": ["blue", "red", "green"], "step": "end_round", "first": "green",
                          "round": 2})
    assert (game.state.round, game.state.first) == (3, 0)


def test_setup_the_same_seed_and_actions_give_the_same_game():
    one, two = new_game(4, seed=9), new_game(4, seed=9)
    settle_everyone(one), settle_everyone(two)
    assert json.dumps(one.state.to_dict(), sort_keys=True) == json.dumps(two.state.to_dict(), sort_keys=True)
    assert set(LORD_NAMES) >= {l.name for l in one.state.lords.values() if l.owner is not None}

"""Middle-Ages: the Event cards (M4.4, M7, MA-8, MA-10)."""
from __future__ import annotations

import pytest
from ma_positions import give, named, new_game, play_turn, tile, told

from engine.actions import act
from engine.middle_ages.event_cards import apply_event
from engine.middle_ages.tiles import TILES, Domain, EventCard

D = Domain
E = EventCard


def boards(game):
    """Seat 0: 2 Fields with Peasants, a Mill with a Chest, a Village, 2 Ramparts, a Church,
    a Palace, a Barracks, a Market; 1 tile in the Graveyard. Seat 1: nothing, 3 coins."""
    give(game, 0, *(named(t) for t in (
        "fields-11", "fields-14", "mill-14", "village-3", "rampart-14", "rampart-18",
        "church-10", "palace-2", "barracks-4", "market-4")))
    game.state.players[0].graveyard = [named("market-6")]
    game.state.players[1].money = 3


def applied(card):
    game = new_game(2)
    boards(game)
    game.state.events = [card.value, "alliance", "alliance", "alliance"]
    game.state.events_done = 0
    apply_event(game)
    return game, told(game.events, "event_applied")[0]


# card, what seat 0 gains (M2.2 Peasants: fields-11, fields-14, church-10 -> 3; Chests:
# mill-14, rampart-14, rampart-18 -> 3), what seat 1 (3 coins, no tile) gains
GAINS = [(E.SKILLED_TRADES, 3, 0), (E.PRECIOUS_GOODS, 3, 0), (E.ALLIANCE, 6, 0),
         (E.NEW_DEFENCES, 6, 0), (E.TRIUMPHANT_RETURN, 4, 0), (E.BABY_BOOM, 4, 0),
         (E.GOOD_HARVEST, 4, 0), (E.RECONSTRUCTION_AID, 3, 0), (E.EXTENDED_LORDSHIP, 16, 0),
         (E.LAVISH_CEREMONIES, 0, 0)]


@pytest.mark.parametrize("card,gain,other", GAINS)
def test_M7_cards_that_pay_every_player(card, gain, other):
    game, event = applied(card)
    assert event.get("money") == (gain, other)
    assert game.state.players[0].money == gain and game.state.players[1].money == 3 + other


def test_M7_lavish_ceremonies_cost_2_per_church_and_palace_MA8_not_below_zero():
    game = new_game(2)
    boards(game)
    give(game, 1, tile(D.CHURCH))
    game.state.players[0].money = 10
    game.state.events = ["lavish_ceremonies"] * 4
    apply_event(game)
    assert told(game.events, "event_applied")[0].get("money") == (-4, -2)
    assert [p.money for p in game.state.players] == [6, 1]


@pytest.mark.parametrize("card,lost", [
    (E.BARBARIAN_INVASION, {"mill", "fields"}), (E.BLACK_DEATH, {"village", "barracks"}),
    (E.PEASANT_REVOLT, {"palace"}), (E.EARTHQUAKE, {"rampart"})])
def test_M7_cards_that_destroy_the_top_tile_of_columns_if_they_have_them(card, lost):
    game, event = applied(card)
    player = game.state.players[0]
    gone = player.graveyard[1:]
    assert {TILES[t].domain.value for t in gone} == lost
    if card is E.BARBARIAN_INVASION:
        assert gone == [named("mill-14"), named("fields-14")], "MA-22: Mill, then Fields"
        assert player.tiles_of(D.FIELDS) == [named("fields-11")], "the top tile is lost"
    assert event.get("destroyed")[1] == (), "nothing to lose: nothing happens"


def test_M7_restoration_MA10_each_chooses_in_the_order_of_the_turn_just_played():
    game = new_game(3)
    state = game.state
    row = [named("fields-6"), named("fields-8"), None, named("fields-1")]
    play_turn(game, 4, row, [named(f"market-{n}") for n in (2, 4, 6, 8)], [3, 0, 1])
    state.events = ["restoration", "alliance", "alliance", "alliance"]
    state.players[0].graveyard = [tile(D.MILL), tile(D.CHURCH)]
    state.players[1].graveyard = [tile(D.PALACE), tile(D.BARRACKS)]
    state.players[2].graveyard = [named("barracks-7")]
    for seat, col in ((1, 0), (2, 1), (0, 2)):
        events = game.apply(seat, act("move", col=col))
    assert told(events, "event_applied")[0].get("card") == "restoration"
    assert state.phase == "restoration"
    first = game.pending()[0]
    assert (first.player, first.kind) == (1, "restoration"), "order of turn 4: 1, 2, 0"
    assert game.check(0, act("restore", tile=tile(D.MILL))).__class__.__name__ == \
        "NotYourDecision"
    assert game.check(1, act("restore", tile=tile(D.MILL))).rule == "M7"
    game.apply(1, act("restore", tile=tile(D.PALACE)))
    only = game.pending()[0]
    assert (only.player, only.kind) == (2, "restoration"), "M10: one option is still asked"
    assert only.choices == (act("restore", tile=named("barracks-7")),)
    game.apply(2, only.choices[0])
    assert state.players[2].graveyard == []
    events = game.apply(0, act("restore", tile=tile(D.CHURCH)))
    assert not told(events, "coin_token_placed"), "without its effect"
    assert state.players[0].tiles_of(D.CHURCH)[-1] == tile(D.CHURCH)
    assert state.phase == "play" and state.turn == 5 and state.events_done == 1

"""Middle-Ages: the end of the game (M8): -10 per empty domain, capped at what the player has
(MA-8), the richest wins, ties broken by Palace, Church, then each domain further left; a tie
that remains is a shared victory (MA-26)."""
from __future__ import annotations

from ma_positions import give, named, new_game, told

from engine.middle_ages.tiles import DOMAINS, Domain
from engine.middle_ages.turn import final_scoring

D = Domain


def ended(setups, n=3):
    game = new_game(n)
    for seat, (money, tiles) in enumerate(setups):
        game.state.players[seat].money = money
        give(game, seat, *(named(t) for t in tiles))
    final_scoring(game)
    return game


ONE_OF_EACH = ["fields-1", "mill-1", "village-3", "rampart-1", "market-4", "barracks-4",
               "church-5", "palace-2"]


def test_M8_minus_10_per_domain_without_a_tile_the_richest_wins():
    game = ended([(90, ["fields-1"]), (40, ONE_OF_EACH), (85, [])])
    assert game.state.scores == [90 - 70, 40, 85 - 80]
    assert game.winners == [1] and game.finished
    event = told(game.events, "game_over")[0]
    assert event.get("penalties") == (70, 0, 80) and event.get("winners") == (1,)
    assert event.get("owed") == (70, 0, 80)


def test_MA8_a_final_fortune_is_never_negative_the_penalty_takes_only_what_is_held():
    game = ended([(29, ["fields-1"]), (0, []), (5, ONE_OF_EACH[:3])])
    assert game.state.scores == [0, 0, 0], "the page gives 0 where money - penalty < 0"
    assert game.winners == [2], "all at 0: the tie goes down M8's list (here Villages)"


def test_MA8_the_game_over_event_carries_what_the_penalty_takes_and_what_was_owed():
    game = ended([(29, ["fields-1"]), (0, []), (5, ONE_OF_EACH[:3]), (95, ONE_OF_EACH)], n=4)
    event = told(game.events, "game_over")[0]
    assert event.get("owed") == (70, 80, 50, 0), "10 per empty domain (M8)"
    assert event.get("penalties") == (29, 0, 5, 0), "capped at the money held (MA-8)"
    money = [p.money for p in game.state.players]
    assert [m - t for m, t in zip(money, event.get("penalties"))] == list(event.get("scores"))


def test_M8_a_tie_goes_to_most_palaces_then_churches():
    game = ended([(90, ["palace-2"]), (100, ["church-5"]), (90, ["mill-1"])])
    assert game.state.scores == [20, 30, 20] and game.winners == [1]
    game = ended([(100, ["palace-2", "mill-1"]), (100, ["palace-5", "church-5"]), (0, [])])
    assert game.state.scores == [40, 40, 0] and game.winners == [1], "Churches"


def test_M8_then_each_domain_further_left_barracks_before_fields():
    game = ended([(100, ["barracks-4", "fields-3"]), (100, ["market-4", "fields-4"]),
                  (0, [])])
    assert game.winners == [0]
    game = ended([(100, ["mill-1", "fields-1"]), (110, ["fields-3", "fields-4"]), (0, [])])
    assert game.state.scores[:2] == [40, 40] and game.winners == [0], "a Mill beats Fields"


def test_M8_still_tied_the_victory_is_shared_MA26():
    game = ended([(100, ["mill-1"]), (100, ["mill-3"]), (80, ["mill-5"])])
    assert game.winners == [0, 1]


def tie_break_told(game):
    return told(game.events, "game_over")[0].get("tie_break")


def test_M8_M10_the_game_over_event_names_the_domains_compared_to_break_a_tie():
    assert tie_break_told(ended([(90, ["palace-2"]), (100, ["church-5"]), (90, [])])) == ()
    game = ended([(100, ["palace-2", "mill-1"]), (100, ["palace-5", "church-5"]), (0, [])])
    assert tie_break_told(game) == ("palace", "church") and game.winners == [1]
    game = ended([(100, ["mill-1", "fields-1"]), (110, ["fields-3", "fields-4"]), (0, [])])
    assert tie_break_told(game) == ("palace", "church", "barracks", "market", "rampart",
                                    "village", "mill")
    game = ended([(100, ["mill-1"]), (100, ["mill-3"]), (80, ["mill-5"])])
    assert tie_break_told(game) == tuple(d.value for d in reversed(DOMAINS)), "MA-26: all eight"


def test_M8_MA26_three_tied_the_palaces_leave_two_and_the_churches_decide():
    """Three tied at 40: the player with no Palace drops out of the tie, the two with one each
    are still tied (the most, not the fewest, stay), and the Churches decide. With two tied,
    keeping the fewest instead of the most ends the comparison at the same domain, so only a
    three-way tie tells the event's list apart (a `min` for the `max` passed every other case)."""
    game = ended([(100, ["palace-2", "church-5"]), (110, ["palace-5"]),
                  (100, ["mill-1", "fields-1"])])
    assert game.state.scores == [40, 40, 40] and game.winners == [0]
    assert tie_break_told(game) == ("palace", "church")

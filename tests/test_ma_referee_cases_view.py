"""Middle-Ages: what every seat's view must carry for the table screen (M10: "the current and
destination rows, the turn counter 1-16 and the play order", the decision asked), written
from MIDDLE-AGES.md's text and read from the referee's view through a game."""
from __future__ import annotations

from ma_positions import named, new_game, play_turn

from engine.actions import act


def rows_shown(game):
    view = game.view_for(None)
    return view["turn"], view["lords_row"], view["destination_row"]


def test_M10_M4_the_view_names_the_current_and_destination_rows_MA1_none_on_turn_16():
    """M4: turn t is played on row c(t) = ((t - 1) mod 4) + 1 towards d(t) = (t mod 4) + 1;
    before turn 1 (the placement) no turn is played; turn 16 has no destination (MA-1); once
    the game is over, neither (rows counted from 0 in the view: row 1 is 0)."""
    game = new_game(2)
    assert rows_shown(game) == (0, None, None), "M3.6: the placement"
    while game.state.phase == "placement":
        game.apply(game.pending()[0].player, game.pending()[0].choices[0])
    assert rows_shown(game) == (1, 0, 1)
    for turn, current, destination in ((4, 3, 0), (8, 3, 0), (13, 0, 1), (15, 2, 3)):
        play_turn(game, turn, [named("fields-6"), None, named("fields-8")],
                  [named(f"market-{k}") for k in (2, 4, 6)], [0, 2])
        assert rows_shown(game) == (turn, current, destination)
    game = new_game(2)
    play_turn(game, 16, [named("village-3"), None, named("fields-6")], [], [0, 2])
    game.state.players[0].graveyard = [named("mill-1")]
    game.advance()
    assert game.pending()[0].kind == "village", "turn 16's Village still asks"
    assert rows_shown(game) == (16, 3, None)
    game.apply(0, act("restore", tile=named("mill-1")))
    assert game.finished and rows_shown(game) == (16, None, None)


def test_M10_the_view_carries_the_decision_asked_and_the_order_of_play_none_at_the_end():
    """M10: the screen shows the play order and, for the player on move, the decision and its
    legal answers: the view's ``asked`` is the pending decision itself (who, what, the answers
    the referee accepts); at the end nothing is asked."""
    game = new_game(3)
    play_turn(game, 1, [named("rampart-4"), None, named("fields-6"), named("fields-8")],
              [named(f"market-{k}") for k in (2, 4, 6, 8)], [0, 2, 3])
    view = game.view_for(1)
    pending = game.pending()[0]
    assert view["order"] == [0, 1, 2] and view["playing"] == 0
    assert view["asked"] == pending.to_dict()
    assert view["asked"]["player"] == 0 and view["asked"]["kind"] == "move_lord"
    assert view["asked"]["info"] == {"row": 1, "rule": "M4.2.1", "turn": 1}, "to row 2"
    game.apply(0, act("move", col=0))
    assert game.view_for(2)["asked"]["kind"] == "rampart"
    game.state.phase = "over"
    assert game.view_for(0)["asked"] is None

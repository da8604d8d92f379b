"""Three fields of a Fief position that the round trips cannot miss any more: a window's
``passes`` (A1), ``excommunicated_round`` (1.7) and a village's ``arrivals`` (5.1, A33).

A position whose reader takes one of them as its default still writes, reads and writes again
the same (what the friendly parts lose, ``raw`` keeps), so tests/test_position_roundtrip.py
and the position files let such a reader through (docs/engine.md, "Tests that catch"). Here
each is read from a hand-written position, shown in the view where the view has it, written
back without ``raw``, and decides what the game does next."""
from engine.actions import act
from engine.fief.position import dump_position, load_position
from engine.fief.views import view_for


def window_position(passes: int, **more) -> dict:
    """Blue's Pope may excommunicate at any moment and red holds an Assassination; priority
    in the window after blue's purchase turn has come round to red (``pos`` 1), blue having
    passed when ``passes`` is 1 (A1). Green can play nothing: it is skipped."""
    return {"players": ["blue", {"colour": "red", "hand": ["assassination"]}, "green"],
            "step": "purchase", "turn": "red",
            "lords": {"THIERRY": {"owner": "blue", "village": "BLAYE", "titles": ["pope"]}},
            "villages": {"BLAYE": {"units": {"blue": {"men": 1, "lords": ["THIERRY"]}}},
                         "SIGY": {"units": {"red": {"men": 1, "lords": ["RAOUL"]}}},
                         "CLUNY": {"units": {"green": {"men": 1, "lords": ["JEANNE"]}}}},
            "window": {"moment": "after_turn", "step": "purchase", "player": "blue",
                       "active": "blue", "pos": 1, "passes": passes}, **more}


def asked(game) -> list[tuple[int, str]]:
    return [(d.player, d.kind) for d in game.pending()]


def test_a1_a_windows_passes_are_read_written_and_close_it():
    data = window_position(passes=1)
    game = load_position(data)
    assert game.state.top().data["passes"] == 1
    assert asked(game) == [(1, "window")]
    assert view_for(game, None)["frames"][-1]["priority"] == 1
    written = dump_position(game)
    assert "raw" not in written and written["window"] == data["window"]
    game.apply(1, act("pass"))              # blue passed already: every family has passed
    assert asked(game) == [(1, "purchase")]


def test_a1_a_window_nobody_passed_in_goes_round_to_blue_again():
    """The control for the test above: with no pass yet, red's pass hands priority on."""
    game = load_position(window_position(passes=0))
    game.apply(1, act("pass"))
    assert asked(game) == [(0, "window")]
    assert any(a.kind == "excommunicate" for a in game.legal(0))


def test_1_7_the_round_the_pope_excommunicated_is_read_written_and_bars_another():
    data = window_position(passes=0, excommunicated_round=1)
    game = load_position(data)
    assert game.state.excommunicated_round == game.state.round == 1
    written = dump_position(game)
    assert "raw" not in written and written["excommunicated_round"] == 1
    game.apply(1, act("pass"))              # blue's Pope cannot excommunicate twice a round
    assert asked(game) == [(1, "purchase")]


ARRIVALS = {"players": ["blue", "red", "green"], "step": "movement", "turn": "blue",
            "begun": True,
            "villages": {"BLAYE": {"units": {"blue": {"lords": ["THIERRY"]},
                                             "red": {"men": 1, "lords": ["RAOUL"]},
                                             "green": {"men": 1, "lords": ["JEANNE"]}},
                                   "arrivals": ["blue", "green", "red"]}}}


def test_5_1_arrivals_are_read_shown_written_and_name_the_next_controller():
    """A33: when the controller leaves, the family that arrived first after it takes control:
    green here, where the order of ``units`` alone (the default) would say red."""
    game = load_position(ARRIVALS)
    blaye = game.state.villages["BLAYE"]
    assert (blaye.controller, blaye.arrivals) == (0, [0, 2, 1])
    assert view_for(game, None)["villages"]["BLAYE"]["arrivals"] == [0, 2, 1]
    written = dump_position(game)          # the families listed in their order of arrival
    assert "raw" not in written and list(written["villages"]["BLAYE"]["units"]) == \
        ["blue", "green", "red"]
    assert load_position(written).state.villages["BLAYE"].arrivals == [0, 2, 1]
    game.apply(0, act("move", lords=["THIERRY"], to="CHAROLLES"))
    assert game.state.villages["BLAYE"].controller == 2

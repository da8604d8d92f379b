"""Issue 38 (and issue 37's last bullet): every action is checked against what its kind takes
before anything is stored, in both games, by the one check of ``engine.params``: an unknown
kind, a surplus parameter, a value of the wrong type or out of its range is refused as
``MalformedAction`` and changes nothing; every action the referees list fits its kind's
declaration."""
from __future__ import annotations

import random
import re
from typing import Any

import pytest

from engine.actions import Action
from engine.collection import game_kind
from engine.contract import Referee
from engine.errors import MalformedAction
from engine.fief.action_params import ACTION_PARAMS as FIEF_PARAMS
from engine.fief.options import COLOURS
from engine.middle_ages.action_params import ACTION_PARAMS as MA_PARAMS
from engine.params import MAX_ITEMS, MAX_TEXT, Schema, check_params
from engine.record import Record

MA_COLOURS = game_kind("middle-ages").colours


def fief(edition: str = "1429", seed: int = 4, players: int = 3) -> Referee:
    return game_kind("fief").new({"players": [{"name": c.upper(), "colour": c}
                                              for c in COLOURS[:players]],
                                  "seed": seed, "edition": edition})


def middle_ages(seed: int = 4, players: int = 3) -> Referee:
    return game_kind("middle-ages").new({"players": [{"name": f"P{i}", "colour": MA_COLOURS[i]}
                                                     for i in range(players)], "seed": seed})


def asked(game: Referee) -> tuple[int, Action]:
    seat = game.pending()[0].player
    return seat, game.legal(seat)[0]


@pytest.mark.parametrize("make, schema, moves", [
    (lambda: fief("1429", 2, 4), FIEF_PARAMS, 700),
    (lambda: fief("2011", 3, 5), FIEF_PARAMS, 700),
    (lambda: fief("simplified", 1, 3), FIEF_PARAMS, 700),
    (lambda: middle_ages(2, 4), MA_PARAMS, 200)])
def test_every_listed_action_fits_its_kinds_declaration(make, schema: Schema, moves: int) -> None:
    game, chooser = make(), random.Random(9)
    for _ in range(moves):
        if game.finished:
            break
        seats = sorted({d.player for d in game.pending()})
        for seat in seats:
            for action in game.legal(seat):
                check_params(schema, action, len(game.seat_names))
        seat = chooser.choice(seats)
        game.apply(seat, chooser.choice(game.legal(seat)))


def refused(game: Referee, seat: int, data: dict[str, Any], words: str) -> None:
    """Refused as malformed by ``check`` and ``apply``, and nothing changed."""
    before = game.snapshot()
    problem = game.check(seat, data)
    assert isinstance(problem, MalformedAction) and words in str(problem), problem
    with pytest.raises(MalformedAction, match=re.escape(words)):
        game.apply(seat, data)
    assert game.snapshot() == before


def test_a_middle_ages_move_with_a_parameter_it_does_not_take_is_malformed_issue_37() -> None:
    game = middle_ages()
    seat, action = asked(game)                       # place col=N (M3.5)
    refused(game, seat, {**action.to_dict(), "tile": 2}, "place takes no parameter 'tile'")
    refused(game, seat, {**action.to_dict(), "bonus": "x" * 500_000},
            "place takes no parameter 'bonus' (it takes col, row)")
    wrong_row = game.check(seat, {**action.to_dict(), "row": 2})
    assert wrong_row is not None and wrong_row.rule == "M3.6", "a row it may name, the top one"


def test_a_fief_action_padded_with_an_unknown_field_is_malformed() -> None:
    game = fief()
    seat, action = asked(game)
    refused(game, seat, {**action.to_dict(), "bonus": "x" * 500_000}, "takes no parameter 'bonus'")


@pytest.mark.parametrize("data, words", [
    ({"kind": "give_money", "to": "1", "amount": 1}, "give_money: to is a seat"),
    ({"kind": "give_money", "to": 7, "amount": 1}, "to is a seat (a number from 0), not 7"),
    ({"kind": "give_money", "to": True, "amount": 1}, "to is a seat"),
    ({"kind": "give_money", "to": 1, "amount": -3}, "amount is a number from 0, not -3"),
    ({"kind": "give_money", "to": 1, "amount": 10 ** 7}, "amount is a number from 0"),
    ({"kind": "start_village", "village": "X" * (MAX_TEXT + 1)}, "village is a name"),
    ({"kind": "start_village", "village": ""}, "village is a name"),
    ({"kind": "move", "lords": ["ARTHUR"] * (MAX_ITEMS + 1), "to": "BLAYE"}, "lords is a name"),
    ({"kind": "buy_title", "fief": "County of TOURNUS", "lord": "X", "free": "yes"},
     "free is yes or no"),
    ({"kind": "no_such_action"}, "there is no action 'no_such_action' in this game"),
])
def test_fief_refuses_a_wrong_type_or_a_value_out_of_range_as_malformed(data, words) -> None:
    game = fief()
    refused(game, game.pending()[0].player, data, words)


@pytest.mark.parametrize("data, words", [
    ({"kind": "place", "col": "0"}, "place: col is a column of a row (a whole number), not '0'"),
    ({"kind": "place", "col": False}, "col is a column"),
    ({"kind": "place", "col": 10 ** 9}, "col is a column"),
    ({"kind": "place", "col": 0.5}, "place: 0.5 is not a parameter's value"),
    ({"kind": "token", "type": ["mill"], "domain": "mill"}, "type is a domain"),
    ({"kind": "shout"}, "there is no action 'shout' in this game"),
])
def test_middle_ages_refuses_a_wrong_type_or_a_value_out_of_range_as_malformed(data,
                                                                             words) -> None:
    game = middle_ages()
    refused(game, game.pending()[0].player, data, words)


@pytest.mark.parametrize("make, name", [(fief, "fief"), (middle_ages, "middle-ages")])
def test_a_record_stores_nothing_it_refused(make, name: str) -> None:
    record = Record.new(game_kind(name), make().options)
    seat, action = asked(record.game)
    with pytest.raises(MalformedAction):
        record.apply(seat, {**action.to_dict(), "bonus": 1})
    assert record.actions == []
    record.apply(seat, action)
    assert record.actions == [(seat, action)]

"""Issue 38: a save file's every field is checked for its type and range, and each refusal is
one sentence naming the field and what it should hold, never Python's words
(docs/save-format.md, "What loading checks")."""
from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from engine.collection import game_kind
from engine.fief.options import COLOURS
from engine.record import LoadError, Record

Edit = Callable[[dict[str, Any]], None]


def save(name: str = "fief", moves: int = 4, **options: Any) -> dict[str, Any]:
    kind = game_kind(name)
    colours = COLOURS if name == "fief" else kind.colours
    record = Record.new(kind, {"players": [{"name": f"P{i}", "colour": colours[i]}
                                           for i in range(3)], "seed": 5, **options})
    for _ in range(moves):
        seat = record.game.pending()[0].player
        record.apply(seat, record.game.legal(seat)[0])
    return dict(json.loads(record.to_json()))


def refusal(data: dict[str, Any]) -> str:
    with pytest.raises(LoadError) as caught:
        Record.from_json(json.dumps(data))
    message = str(caught.value)
    assert "\n" not in message and "Error" not in message, message
    return message


def edit(path: str, value: Any) -> Edit:
    def change(data: dict[str, Any]) -> None:
        *parents, last = path.split("/")
        for part in parents:
            data = data[int(part)] if isinstance(data, list) else data[part]
        data[int(last) if isinstance(data, list) else last] = value   # type: ignore[index]
    return change


@pytest.mark.parametrize("name", ["fief", "middle-ages"])
@pytest.mark.parametrize("change, words", [
    (edit("actions", [5]), "actions[0] should hold a move: an object of a \"player\""),
    (edit("actions/1/player", "0"), "actions[1].player should hold a seat, a whole number from "
                                    "0 to 2, not a text ('0')"),
    (edit("actions/1/player", 3), "actions[1].player should hold a seat"),
    (edit("actions/1/player", True), "actions[1].player should hold a seat"),
    (edit("actions/0/extra", 1), "actions[0] should hold a move"),
    (edit("actions/0/action", [1]), "actions[0].action should hold an action: an action is an "
                                    "object with a string 'kind'"),
    (edit("actions/0/action/bonus", "x" * 1000), "actions[0] ("),
    (edit("start", []), "'start' should hold the position the game started from (an object), "
                        "not a list"),
    (edit("state", 7), "'state' should hold the position after the last move (an object), not "
                       "a number (7)"),
    (edit("options", "x"), "'options' should hold the game's options (an object), not a text"),
    (edit("game", 5), "'game' should hold the name of a game (such as \"fief\"), not a number"),
    (edit("start/bonus", 1), "the save file is damaged: start holds a field 'bonus' it does "
                             "not have"),
])
def test_a_damaged_field_is_named_with_what_it_should_hold(name: str, change: Edit,
                                                           words: str) -> None:
    data = save(name)
    change(data)
    assert words in refusal(data)


def test_a_mistyped_field_deep_in_the_start_position_is_named() -> None:
    data = save()
    data["start"]["players"][1]["money"] = "x"
    assert refusal(data) == ("the save file is damaged: start.players.1.money should hold a "
                             "whole number, not a text ('x')")


def test_a_refused_saved_move_names_its_place_and_the_rule() -> None:
    data = save("middle-ages")
    data["actions"][0]["action"]["col"] = "0"
    assert refusal(data).startswith("the saved moves do not replay: actions[0] (place col=0) is "
                                    "refused: place: col is a column of a row")

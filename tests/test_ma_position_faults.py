"""Middle-Ages positions written wrong: every fault is named (``PositionError``, the field and
the rule), never a traceback, and a position that loads can be played on. Each case below
raised a TypeError, ValueError, AttributeError, IndexError or AssertionError before."""
from __future__ import annotations

import copy
import json
import random
from pathlib import Path

import pytest

from engine.errors import EngineError
from engine.middle_ages.position import PositionError, load_position

POSITIONS = Path(__file__).resolve().parent / "positions" / "middle-ages"
TURN_8 = json.loads((POSITIONS / "ma_9_2_turn_8.json").read_text(encoding="utf-8"))
FIRST = json.loads((POSITIONS / "ma_9_1_first_turn.json").read_text(encoding="utf-8"))


def changed(base, path, value):
    case = copy.deepcopy(base)
    where = case
    for key in path[:-1]:
        where = where[key]
    where[path[-1]] = value
    return case


@pytest.mark.parametrize("base,path,value,message", [
    (TURN_8, ("players", 0, "money"), {}, r"players\[0\].money: a whole number"),
    (TURN_8, ("players", 0, "money"), "x", r"players\[0\].money: a whole number"),
    (TURN_8, ("players", 0, "coins"), None, r"players\[0\].coins: a list"),
    (TURN_8, ("players", 1, "tokens"), ["village"], r"players\[1\].tokens: an object"),
    (TURN_8, ("players", 0, "lord", 0), "over", r"players\[0\].lord row: a whole number"),
    (TURN_8, ("players", 0, "lord", 0), 9, r"lord row: a whole number, 0 to 3"),
    (TURN_8, ("players", 0, "lord"), [3, 7], r"players\[0\].lord: column 0 to 3"),
    (TURN_8, ("players", 2, "lord"), [0, 3], r"players\[2\].lord: a Lord that has played"),
    (TURN_8, ("rows", 3, 3), None, r"players\[2\].lord: a Lord that has played"),
    (TURN_8, ("rows", 0), 3, r"rows\[0\]: a list of 4 places"),
    (TURN_8, ("rows", 1), [None], r"rows\[1\]: a list of 4 places"),
    (TURN_8, ("turn",), "fields-3", "turn: a whole number, 0 to 16"),
    (TURN_8, ("turn",), 17, "turn: a whole number, 0 to 16"),
    (TURN_8, ("phase",), "placement", "the placement at turn 0 only"),
    (TURN_8, ("current",), "restoration", "current: a whole number"),
    (TURN_8, ("current",), 9, "current: a whole number, 0 to 3"),
    (TURN_8, ("cards_done",), 7, "cards_done: a whole number, 0 to 4"),
    (TURN_8, ("order",), "Blue", "order: a list"),
    (FIRST, ("rows", 0, 2), None, r"rows\[0\]: at the placement .* \(M3.3\)"),
    (FIRST, ("seed",), 1.5, "seed: a whole number"),
    (TURN_8, ("phase",), "restoration", r"a Restoration is chosen at the end of turn 4k"),
    (TURN_8, ("phase",), "over", r"the game is over after turn 16 \(M8\)"),
])
def test_a_fault_in_a_position_is_named_with_its_field(base, path, value, message):
    with pytest.raises(PositionError, match=message):
        load_position(changed(base, path, value))


def test_a_lord_still_to_play_stands_on_the_tile_it_will_take_M4_2():
    case = json.loads((POSITIONS / "ma_9_2_turn_8.json").read_text(encoding="utf-8"))
    case = changed(case, ("turn",), 8)
    case.pop("current")
    case.pop("order")
    case["rows"][3][0] = None                       # Blue's tile gone from under his Lord
    with pytest.raises(PositionError, match=r"players\[0\].lord: a Lord still to play"):
        load_position(case)


def test_any_position_mutated_at_random_is_loaded_and_played_or_named():
    """A bounded, seeded sweep: one to three fields of a worked example replaced by a value
    of another kind; each position either loads (and a few decisions are then played) or is
    refused by ``PositionError``; no other exception."""
    values = [None, 0, -1, 3, 99, True, 1.5, "x", "fields-3", "mill", [], {}, [0, 0], [9, 9],
              "restoration", "over", 17]
    chooser = random.Random(35)

    def paths(value, prefix=()):
        yield prefix
        items = value.items() if isinstance(value, dict) else (
            enumerate(value) if isinstance(value, list) else ())
        for key, inner in items:
            yield from paths(inner, prefix + (key,))
    for _ in range(300):
        case = copy.deepcopy(chooser.choice([TURN_8, FIRST]))
        for _ in range(chooser.randint(1, 3)):
            path = chooser.choice([p for p in paths(case) if p])
            case = changed(case, path, chooser.choice(values))
        try:
            game = load_position(case)
        except PositionError:
            continue
        for _ in range(4):
            if game.finished:
                break
            decision = game.pending()[0]
            assert decision.choices, f"{decision.kind}: a decision with no answer"
            try:
                game.apply(decision.player, decision.choices[0])
            except EngineError as refused:
                raise AssertionError(f"a listed answer refused: {refused}") from refused

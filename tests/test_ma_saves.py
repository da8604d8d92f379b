"""Middle-Ages saves through the generic record (engine/record.py): a save names its game,
reloads to the same position, replays the same events, and a damaged one is refused."""
from __future__ import annotations

import json
import random

import pytest

from engine.collection import game_kind
from engine.record import LoadError, Record

KIND = game_kind("middle-ages")
OPTIONS = {"players": [{"name": n, "colour": c} for n, c in
                       (("Ann", "blue"), ("Bob", "red"), ("Cid", "pink"), ("Dan", "yellow"))],
           "seed": 31}


def played(moves):
    record = Record.new(KIND, OPTIONS)
    assert record.game.events[0].kind == "game_set_up"
    chooser = random.Random(5)
    for _ in range(moves):
        decision = record.game.pending()[0]
        record.apply(decision.player, chooser.choice(decision.choices))
    return record


def test_a_save_names_middle_ages_and_reloads_to_the_same_position():
    record = played(70)
    text = record.to_json()
    assert json.loads(text)["game"] == "middle-ages"
    again = Record.from_json(text)
    assert again.game.snapshot() == record.game.snapshot()
    assert again.to_json() == text, "saving twice gives the same bytes"
    decision = record.game.pending()[0]
    assert again.game.pending() == [decision]
    action = decision.choices[0]
    assert again.apply(decision.player, action) == record.apply(decision.player, action)


def test_a_record_of_a_position_and_a_replay_reach_the_same_game():
    record = played(40)
    of = Record.of(KIND, record.game)
    assert of.game.snapshot() == json.loads(json.dumps(record.game.snapshot(), sort_keys=True))
    replayed, events = record.replay()
    assert replayed.game.snapshot() == record.game.snapshot() and events


def test_a_damaged_save_is_refused():
    data = json.loads(played(20).to_json())
    data["state"]["players"][0]["money"] += 5
    with pytest.raises(LoadError, match="damaged"):
        Record.from_json(json.dumps(data))


def test_M2_2_a_save_of_the_first_tile_table_is_refused_with_a_clear_sentence():
    """Before the revised table (M2.2) tiles had other numbers and symbols: such a save's
    moves would replay as another game, so it is refused as made by an earlier version (its
    positions carry no ``table``), never replayed wrongly nor with a traceback."""
    data = json.loads(played(10).to_json())
    for part in ("start", "state"):
        del data[part]["table"]
    with pytest.raises(LoadError, match="earlier version") as refused:
        Record.from_json(json.dumps(data))
    assert "damaged" not in str(refused.value)
    with pytest.raises(ValueError, match="M2.2"):
        KIND.restore(data["start"])

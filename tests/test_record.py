"""Save files (engine/record.py, docs/save-format.md): versioned, replayed on load, refused with
a message a player understands when damaged, truncated, foreign or newer."""
import json
import random

import pytest

from engine.actions import act
from engine.fief.options import GameOptions, PlayerSpec
from engine.fief.position import load_position
from engine.fief.api import FIEF
from engine.record import SAVE_VERSION, LoadError, Record


def played(seed: int = 3, actions: int = 120) -> Record:
    record = Record.new(FIEF, GameOptions(players=(PlayerSpec("ANN", "blue"), PlayerSpec("BOB", "red"),
                                                   PlayerSpec("CID", "green")), seed=seed).to_dict())
    chooser = random.Random(seed)
    for _ in range(actions):
        pending = record.game.pending()
        if not pending:
            break
        seat = pending[0].player
        record.apply(seat, chooser.choice(record.game.legal(seat)))
    return record


def test_save_load_save_gives_the_same_bytes():
    record = played()
    text = record.to_json()
    again = Record.from_json(text)
    assert again.to_json() == text
    assert again.game.state.to_dict() == record.game.state.to_dict()


def test_a_save_is_readable_versioned_json():
    data = json.loads(played(actions=10).to_json())
    assert data["format"] == "collection-save" and data["version"] == SAVE_VERSION
    assert {"game", "options", "start", "actions", "state"} <= set(data)
    assert data["game"] == "fief"
    assert all({"player", "action"} <= set(entry) for entry in data["actions"])


def test_replaying_a_save_gives_the_same_events():
    record = played(seed=8, actions=60)
    original = Record.new(FIEF, record.game.options)
    first = []
    for seat, action in record.actions:
        first += original.apply(seat, action)
    _, second = record.replay()
    assert [e.to_dict() for e in first] == [e.to_dict() for e in second]


def test_the_game_goes_on_after_loading():
    record = Record.from_json(played(actions=40).to_json())
    seat = record.game.pending()[0].player
    record.apply(seat, record.game.legal(seat)[0])
    assert len(record.actions) == 41


def test_a_position_can_be_saved_and_loaded():
    game = load_position({"players": [{"colour": "blue", "money": 4}, "red", "green"],
                          "step": "purchase",
                          "villages": {"BLAYE": {"units": {"blue": {"lords": ["THIERRY"]}}}}})
    record = Record.of(FIEF, game)
    record.apply(0, act("recruit", village="BLAYE", men=4))
    again = Record.from_json(record.to_json())
    assert len(again.game.state.troops_in("BLAYE", 0)) == 4


@pytest.mark.parametrize("damage, words", [
    (lambda t: t[: len(t) // 2], "truncated"),
    (lambda t: "hello", "not a save file of this game"),
    (lambda t: json.dumps({"format": "chess"}), "not a save file of this game"),
    (lambda t: t.replace(f'"version": {SAVE_VERSION}', '"version": 99'), "newer version"),
    (lambda t: t.replace(f'"version": {SAVE_VERSION}', '"version": "one"'), "valid version"),
    (lambda t: json.dumps({k: v for k, v in json.loads(t).items() if k != "actions"}),
     "'actions' is missing"),
    (lambda t: t.replace('"money": ', '"money": 1', 1), "damaged"),
])
def test_a_damaged_save_is_refused_with_a_clear_message(damage, words):
    text = played(actions=30).to_json()
    with pytest.raises(LoadError) as info:
        Record.from_json(damage(text))
    assert words in str(info.value)


def test_a_save_whose_moves_do_not_replay_is_refused():
    data = json.loads(played(actions=30).to_json())
    data["actions"][3]["player"] = (data["actions"][3]["player"] + 1) % 3
    with pytest.raises(LoadError, match="do not replay|do not lead|damaged"):
        Record.from_json(json.dumps(data))


def test_a_version_1_save_is_a_game_of_fief():
    """Saves of version 1 held only Fief and did not name their game: they load as Fief."""
    data = json.loads(played(actions=20).to_json())
    del data["game"]
    data["version"] = 1
    record = Record.from_json(json.dumps(data))
    assert record.kind is FIEF and len(record.actions) == 20


def test_a_save_of_a_game_the_collection_does_not_hold_is_refused():
    data = json.loads(played(actions=5).to_json())
    data["game"] = "chess"
    with pytest.raises(LoadError, match="does not hold"):
        Record.from_json(json.dumps(data))


def test_replay_upto_takes_back_the_last_actions():
    record = played(actions=30)
    earlier, _ = record.replay(25)
    assert len(earlier.actions) == 25 and earlier.game.move < record.game.move

"""Issue 34: the Load screen's rows without the shell knowing a game. The shell reads of a save
what every save of the collection has (parse_save's envelope and its game's name); the client of
that game reads the rest (``GameClient.summary``), and a save its client cannot read is listed
as damaged, as before the move (tests/data/saves-dc7fb79 are saves of that time)."""
import json
import shutil
from pathlib import Path

import pytest

from game.clients import COLLECTION
from game.fief.client import Position
from game.shell.save_slots import Family, SlotSummary, keep_unfinished, read_slot

SAVES = Path(__file__).resolve().parent / "data" / "saves-dc7fb79"


def copied(tmp_path, name, change=None):
    """A save of tests/data copied into tmp_path, with ``change`` made to its JSON."""
    data = json.loads((SAVES / name).read_text(encoding="utf-8"))
    if change is not None:
        change(data)
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_each_game_reads_its_own_row():
    fief = read_slot(SAVES / "base-fief-game.json", COLLECTION.readers)
    ages = read_slot(SAVES / "base-ma-game.json", COLLECTION.readers)
    assert fief is not None and fief.game == "fief" and not fief.error
    assert isinstance(fief.summary.detail, Position)
    assert (fief.summary.detail.round, fief.summary.detail.phase) == (1, 4)
    assert fief.families and all(isinstance(f, Family) for f in fief.families)
    assert ages is not None and ages.game == "middle-ages" and not ages.error
    assert ages.families and ages.summary.detail is None and not ages.finished


@pytest.mark.parametrize("name,change", [
    ("base-fief-game.json", lambda d: d["state"].update(villages=["ALBI"])),
    ("base-fief-game.json", lambda d: d["state"].update(round="third")),
    ("base-fief-game.json", lambda d: d["options"].update(players=[{"name": "Ann"}])),
    ("base-ma-game.json", lambda d: d["options"].update(players=[7])),
], ids=["fief-villages", "fief-round", "fief-players", "ma-players"])
def test_a_save_its_game_cannot_read_is_listed_as_damaged(tmp_path, name, change):
    slot = read_slot(copied(tmp_path, name, change), COLLECTION.readers)
    assert slot is not None and slot.error == "this save is damaged"
    assert slot.summary == SlotSummary()


def test_the_shell_hands_the_save_to_the_reader_its_game_names(tmp_path):
    """A third game's reader is called with the parsed save; a game no client reads is
    listed by its name, not refused, and its row shows nothing more."""
    path = copied(tmp_path, "base-fief-game.json", lambda d: d.update(game="chess"))
    seen = []

    def chess(data):
        seen.append(data["game"])
        return SlotSummary(settings={"clock": "5+0"}, finished=True)

    slot = read_slot(path, {**COLLECTION.readers, "chess": chess})
    assert seen == ["chess"] and slot is not None and slot.finished
    assert slot.summary.settings == {"clock": "5+0"}
    unread = read_slot(path, COLLECTION.readers)
    assert unread is not None and unread.game == "chess" and not unread.error
    assert unread.summary == SlotSummary()


def test_an_unfinished_game_is_kept_by_what_its_game_reads(tmp_path):
    """keep_unfinished asks the game's reader whether the autosave's game is over."""
    autosave = tmp_path / "autosave.json"
    shutil.copy(SAVES / "base-fief-game.json", autosave)
    over = {"fief": lambda data: SlotSummary(families=(Family("Ann", "blue"),), finished=True)}
    assert keep_unfinished(autosave, over) is None
    kept = keep_unfinished(autosave, COLLECTION.readers)
    assert kept is not None and kept.read_bytes() == autosave.read_bytes()

"""Issue 18, fault 6: whatever a hosted game's files hold, resuming it gives one sentence a
player understands (which file, what is wrong), never a traceback, and never changes them."""
from __future__ import annotations

from pathlib import Path

import pytest

from engine.record import LoadError, parse_save
from net.authority import Authority
from net.bots import RandomBot
from net.lobby import Settings
from net.resume import load_game
from net.seats import SeatTable

PLAYERS = [("Ann", "blue"), ("Bob", "red"), ("Cid", "green")]


def hosted_game(folder: Path) -> Path:
    auth = Authority(SeatTable.build(PLAYERS, ["human"] * 3), Settings(seed=2),
                     save_dir=str(folder))
    auth.start(force=True)
    bot = RandomBot(1, legal=auth.legal_for)
    for _ in range(4):
        seat = auth.record.game.pending()[0].player
        view = auth.view(seat)
        assert auth.submit(seat, auth.seats[seat].token, bot(view, view["pending"][0]),
                           view["move"])["ok"]
    auth.close()
    assert auth.saver is not None
    return auth.saver.save_path


BAD_CONTENTS = {
    "deep nesting": b"[" * 200_000,
    "binary": bytes(range(256)) * 4,
    "UTF-16": '{"format": "fief-save"}'.encode("utf-16"),
    "a huge integer": b'{"format": "fief-save", "version": ' + b"9" * 5000 + b"}",
    "an empty file": b"",
    "truncated": b'{"format": "fief-save", "version": 2, "game": "fi',
    "NaN": b'{"format": "fief-save", "version": NaN}',
}


def one_sentence(exc: LoadError, path: Path) -> str:
    text = str(exc)
    assert str(path) in text and "\n" not in text and "Traceback" not in text, text
    for python_words in ("codec can't decode", "Exceeds the limit", "maximum recursion",
                         "RecursionError", "UnicodeDecodeError"):
        assert python_words not in text, text
    return text


@pytest.mark.parametrize("what", sorted(BAD_CONTENTS))
def test_a_bad_save_file_is_one_sentence_and_left_alone(tmp_path: Path, what: str) -> None:
    save = hosted_game(tmp_path)
    save.write_bytes(BAD_CONTENTS[what])
    with pytest.raises(LoadError) as info:
        load_game(save)
    one_sentence(info.value, save)
    assert save.read_bytes() == BAD_CONTENTS[what]


@pytest.mark.parametrize("what", ["deep nesting", "binary", "UTF-16", "a huge integer"])
def test_a_bad_seats_file_is_one_sentence(tmp_path: Path, what: str) -> None:
    save = hosted_game(tmp_path)
    seats = save.with_name(save.name.replace(".fief.json", ".seats.json"))
    seats.write_bytes(BAD_CONTENTS[what])
    with pytest.raises(LoadError) as info:
        load_game(save)
    one_sentence(info.value, seats)
    assert seats.read_bytes() == BAD_CONTENTS[what]


def test_a_binary_journal_is_one_sentence(tmp_path: Path) -> None:
    save = hosted_game(tmp_path)
    journal = save.with_name(save.name.replace(".fief.json", ".journal.jsonl"))
    journal.write_bytes(b"\x80\x81\x82")
    with pytest.raises(LoadError) as info:
        load_game(save)
    one_sentence(info.value, journal)


def test_a_missing_save_is_one_sentence(tmp_path: Path) -> None:
    with pytest.raises(LoadError) as info:
        load_game(tmp_path / "gone.fief.json")
    assert "cannot be read" in one_sentence(info.value, tmp_path / "gone.fief.json")


# --- the record's own loader (engine/record.py), which the Load screen uses too -------------
@pytest.mark.parametrize("what", sorted(BAD_CONTENTS))
def test_parse_save_refuses_every_bad_file_in_words(what: str) -> None:
    """Before: RecursionError for deep nesting and ValueError "Exceeds the limit (4300
    digits)" for a huge integer escaped parse_save; bytes could not be given at all."""
    for given in (BAD_CONTENTS[what], BAD_CONTENTS[what].decode("latin-1")):
        with pytest.raises(LoadError) as info:
            parse_save(given)
        text = str(info.value)
        assert "\n" not in text and "codec" not in text and "4300" not in text, text


def test_parse_save_reads_a_good_file_from_its_bytes(tmp_path: Path) -> None:
    save = hosted_game(tmp_path)
    assert parse_save(save.read_bytes())["game"] == "fief"

"""Issue 38 at the table: an action padded with fields its kind does not take is refused
before anything is journalled or stored, whatever game; a seat's stored bytes are bounded; a
resumed game's save file is never rewritten by loading it, only by a new move."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from engine.actions import Action
from engine.collection import game_kind
from engine.record import Record
from net import checks
from net import protocol as p
from net.authority import Authority
from net.lobby import Settings
from net.resume import load_game
from net.seats import SeatTable
from net.table import HostedTable, TableConfig

PLAYERS = [("Ann", "blue"), ("Bob", "red"), ("Cid", "green")]


def started(tmp_path: Path, game: str = "fief") -> Authority:
    auth = Authority(SeatTable.build(PLAYERS, ["human"] * 3), Settings(seed=6, game=game),
                     save_dir=str(tmp_path))
    auth.start(force=True)
    return auth


def asked(auth: Authority) -> tuple[int, str, dict[str, Any], int]:
    assert auth.record is not None
    seat = auth.record.game.pending()[0].player
    action = auth.record.game.legal(seat)[0].to_dict()
    return seat, auth.seats[seat].token, action, auth.record.game.move


@pytest.mark.parametrize("game", ["fief", "middle-ages"])
def test_a_padded_action_is_refused_and_nothing_is_journalled(tmp_path: Path, game: str) -> None:
    auth = started(tmp_path, game)
    assert auth.saver is not None
    journal = auth.saver.journal_path
    seat, token, action, move = asked(auth)
    reply = auth.submit(seat, token, {**action, "bonus": "x" * 500_000}, move)
    assert reply["type"] == "error" and reply["code"] == p.MALFORMED
    assert "takes no parameter 'bonus'" in reply["message"]
    assert journal.read_bytes() == b"" and auth.record is not None and auth.record.actions == []
    assert auth.submit(seat, token, action, move)["ok"]
    auth.close()


def test_a_seat_past_its_stored_bytes_is_refused_and_nothing_applied(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    auth = started(tmp_path)
    seat, token, action, move = asked(auth)
    monkeypatch.setattr(checks, "MAX_STORED", checks.stored_size(Action.from_dict(action)) - 1)
    reply = auth.submit(seat, token, action, move)
    assert reply["code"] == p.ILLEGAL and "the most a game keeps for one seat" in reply["message"]
    assert auth.record is not None and auth.record.game.move == move
    auth.close()


def test_resuming_never_rewrites_the_save_it_loads_only_a_new_move_does(tmp_path: Path) -> None:
    """A hot-seat save (indented JSON) continued as a hosted game in its own folder: the
    table starts and nothing is written over it; the first move's save replaces it whole."""
    record = Record.new(game_kind("fief"), {"players": [{"name": n, "colour": c}
                                                        for n, c in PLAYERS], "seed": 3})
    for _ in range(3):
        seat = record.game.pending()[0].player
        record.apply(seat, record.game.legal(seat)[0])
    path = tmp_path / "g.fief.json"
    path.write_text(record.to_json(), encoding="utf-8")
    original = path.read_bytes()
    table = HostedTable.resume(str(path), TableConfig(save_dir=str(tmp_path), lan=None,
                                                      announce=False), ["human"] * 3).open()
    auth = table.authority
    assert path.read_bytes() == original
    seat, token, action, move = asked(auth)
    assert auth.submit(seat, token, action, move)["ok"]
    table.close()
    assert path.read_bytes() != original
    loaded, _, _, _, _ = load_game(path)
    assert len(loaded.actions) == 4 and loaded.actions[:3] == record.actions

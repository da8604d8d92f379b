"""Issue 18, fault 8: every option of ``python -m net host`` is checked before anything
starts; a bad one stops the command with one line that names the option and the accepted
values (before, an unknown colour printed ``ready`` and the host waited forever)."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from net import seats
from net.__main__ import build_parser, main

ROOT = Path(__file__).resolve().parent.parent
GOOD = ["host", "--players", "Ann:blue,Bob:red,Cid:green", "--seats", "human,remote,computer",
        "--bind", "127.0.0.1", "--no-announce"]


def refused(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    """The one line a bad command line prints (its exit status checked)."""
    with pytest.raises(SystemExit) as info:
        code = main(list(argv))
        raise SystemExit(code)
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and err.count("\n") == 1, err
    return err


@pytest.mark.parametrize("argv, option, accepted", [
    (["--players", "Eve:purple,Bob:red,Cid:green"], "--players", "colours: blue, red, green"),
    (["--players", "Ann:blue,Bob:blue,Cid:green"], "--players", "different colour"),
    (["--players", "Ann:blue,Ann:red,Cid:green"], "--players", "different name"),
    (["--players", "Ann:blue,Bob:red"], "--players", "3 to 6 players"),
    (["--players", "Ann"], "--players", "Name:colour"),
    (["--seats", "human,robot,remote"], "--seats", "seats: human, remote, computer"),
    (["--seats", "human,remote"], "--seats", "one seat per player"),
    (["--edition", "2077"], "--edition", "editions: 1429"),
    (["--optional", "dragons"], "--optional", "optional rules: holy_relics"),
    (["--bot", "genius"], "--bot", "levels: random, squire"),
    (["--port", "70000"], "--port", "0 to 65535"),
    (["--port", "many"], "--port", "invalid int value"),
    (["--bot-delay", "-1"], "--bot-delay", "0 or more"),
    (["--idle-timeout", "nan"], "--idle-timeout", "0 or more"),
    (["--max-spectators", "-2"], "--max-spectators", "0 or more"),
    (["--seed", "-5"], "--seed", "whole number"),
    (["--game", "chess"], "--game", "games: fief"),
])
def test_a_bad_option_is_named_with_the_accepted_values(capsys, tmp_path, argv, option,
                                                        accepted) -> None:
    err = refused(capsys, *GOOD, "--save-dir", str(tmp_path), *argv)
    assert option in err and accepted in err, err


def test_a_new_game_needs_its_players(capsys, tmp_path) -> None:
    err = refused(capsys, "host", "--save-dir", str(tmp_path))
    assert "--players" in err and "Ann:blue" in err


def test_a_save_folder_that_cannot_be_written_is_refused(capsys, tmp_path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    err = refused(capsys, *GOOD, "--save-dir", str(blocked / "saves"))
    assert "--save-dir" in err and str(blocked) in err and "another folder" in err


def test_the_default_save_folder_is_checked_too(capsys, tmp_path, monkeypatch) -> None:
    """Issue 18, fault 3 for the headless host: a data folder that cannot be written is said
    with its path before anything starts, and another folder is asked for."""
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    monkeypatch.setenv("FIEF_HOME", str(blocked))
    err = refused(capsys, *GOOD)
    assert "--save-dir" in err and str(blocked / "data" / "lan") in err and "another folder" in err


def test_a_bad_resume_file_is_one_sentence(capsys, tmp_path) -> None:
    save = tmp_path / "x.fief.json"
    save.write_bytes(b"\x80\x81 binary")
    err = refused(capsys, "host", "--resume", str(save), "--save-dir", str(tmp_path))
    assert "--resume" in err and str(save) in err and "UTF-8" in err
    assert save.read_bytes() == b"\x80\x81 binary"            # never changed


def test_the_headless_host_exits_at_once_on_an_unknown_colour(tmp_path) -> None:
    """The command of the issue: it used to print ``ready`` and wait forever."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run(
        [sys.executable, "-m", "net", "host", "--players", "Eve:purple,Bob:red,Cid:green",
         "--port", "0", "--bind", "127.0.0.1", "--no-announce", "--save-dir", str(tmp_path)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "ready" not in done.stdout
    assert done.stderr.strip().splitlines() == [
        "python -m net: --players: unknown colour 'purple' (colours: blue, red, green, yellow, "
        "magenta, white)"]



def test_a_seat_token_is_never_taken_for_an_option(monkeypatch: pytest.MonkeyPatch) -> None:
    """``python -m net join ... --token TOKEN`` with the token the host printed: one token in
    64 began with "-", which argparse took for an option (test_conformance once failed on
    "--token: expected one argument"); such a draw is drawn again."""
    draws = iter(["-dash-first", "plain-Token_1"])
    monkeypatch.setattr(seats.secrets, "token_urlsafe", lambda n: next(draws))
    token = seats.new_token()
    assert token == "plain-Token_1"
    assert build_parser().parse_args(["join", "127.0.0.1", "1429", "--token", token]).token == token

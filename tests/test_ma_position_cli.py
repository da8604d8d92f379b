"""``python -m engine.position`` reads the game a file names (issue 23): a Middle-Ages position
goes to Middle-Ages' command line, a Fief position still to Fief's.

The M5 example runs the real command in a process of its own; the others call the same
``main`` in this process (a second interpreter would only import the engine again)."""
import json
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from engine.position.__main__ import main

ROOT = Path(__file__).resolve().parent.parent

POSITION = {"game": "middle-ages", "turn": 2,
            "players": [{"name": "Ann", "colour": "blue", "board": ["rampart-10", "rampart-16"],
                         "lord": [1, 0]},
                        {"name": "Bob", "colour": "red", "money": 1, "lord": [1, 2]}],
            "rows": [["fields-11", "mill-16", "market-11"], ["village-9", None, "market-15"],
                     ["palace-9", "palace-12", "palace-18"],
                     ["fields-13", "fields-16", "fields-17"]]}


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "engine.position", *args], cwd=ROOT,
                          capture_output=True, text=True, check=False)


@dataclass(frozen=True)
class Done:
    returncode: int
    stdout: str
    stderr: str


def run_here(capsys, *args: str) -> Done:
    """The command line's ``main`` called in this process: its exit code and output."""
    capsys.readouterr()
    code = main(list(args))
    said = capsys.readouterr()
    return Done(code, said.out, said.err)


def test_M5_example_a_middle_ages_position_is_played_by_its_own_command_line(tmp_path):
    path = tmp_path / "ma.json"
    path.write_text(json.dumps(POSITION), encoding="utf-8")
    done = run(str(path), "-a", "move col=1")
    assert done.returncode == 0, done.stderr
    # M5 example: with two Ramparts, a first Village gives 2 x 3 = 6.
    assert "Ann receives 6 from their Village" in done.stdout
    assert '"game": "middle-ages"' in done.stdout


def test_the_action_may_come_before_the_file(tmp_path, capsys):
    path = tmp_path / "ma.json"
    path.write_text(json.dumps(POSITION), encoding="utf-8")
    done = run_here(capsys, "-a", "move col=1", str(path))
    assert done.returncode == 0, done.stderr
    assert "Ann receives 6 from their Village" in done.stdout


def test_M4_2_1_a_refused_middle_ages_action_names_its_rule(tmp_path, capsys):
    path = tmp_path / "ma.json"
    path.write_text(json.dumps(POSITION), encoding="utf-8")
    done = run_here(capsys, str(path), "-a", "move col=7")
    assert done.returncode == 1
    assert "M4.2.1: there is no tile at column 8 of row 3" in done.stderr, "counted from 1"


def test_a_fief_position_still_goes_to_fiefs_command_line(capsys):
    done = run_here(capsys, str(ROOT / "tests/positions/cavalcade_5_2_defender_bonus.json"))
    assert done.returncode == 0, done.stderr
    assert '"format": "fief-position"' in done.stdout

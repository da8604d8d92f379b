"""``python main.py --host`` starts the headless LAN host (issue 9) without a display."""
import os
import subprocess
import sys
from pathlib import Path

from program import run_main_py
from tests.net_waits import stopped

ROOT = Path(__file__).resolve().parent.parent


def test_main_host_prints_its_port_and_seat_tokens(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "DISPLAY"}
    proc = subprocess.Popen(
        [sys.executable, "main.py", "--host", "--players", "Ann:blue,Bob:red,Cid:green",
         "--seats", "human,remote,computer", "--port", "0", "--save-dir", str(tmp_path)],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        lines = []
        for line in proc.stdout:
            lines.append(line.strip())
            if line.strip() == "ready":
                break
        assert any(l.startswith("port ") and int(l.split()[1]) > 0 for l in lines), lines
        assert lines[-1] == "ready"
    finally:
        stopped(proc)


def test_main_host_refuses_bad_options_with_a_message(monkeypatch, capsys):
    ran = run_main_py(monkeypatch, capsys, "--host", "--port", "not-a-number")
    assert ran.code not in (0, None)
    assert "Traceback" not in ran.err
    assert "--port" in ran.err


def test_main_host_names_a_bad_colour_and_the_accepted_ones(tmp_path, monkeypatch, capsys):
    """Issue 18, fault 8: main.py --host checks its options as ``python -m net host`` does."""
    ran = run_main_py(monkeypatch, capsys, "--host", "--players", "Eve:purple,Bob:red,Cid:green",
                      "--save-dir", str(tmp_path))
    assert ran.code == 2 and "ready" not in ran.out
    assert "--players: unknown colour 'purple' (colours: blue, red" in ran.err
    assert len(ran.err.strip().splitlines()) == 1

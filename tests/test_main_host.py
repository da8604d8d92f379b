"""``python main.py --host`` starts the headless LAN host (issue 9) without a display."""
import os
import subprocess
import sys
from pathlib import Path

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
        proc.terminate()
        proc.wait(timeout=10)


def test_main_host_refuses_bad_options_with_a_message():
    result = subprocess.run([sys.executable, "main.py", "--host", "--port", "not-a-number"],
                            cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert result.returncode != 0
    assert "Traceback" not in result.stderr
    assert "--port" in result.stderr


def test_main_host_names_a_bad_colour_and_the_accepted_ones(tmp_path):
    """Issue 18, fault 8: main.py --host checks its options as ``python -m net host`` does."""
    result = subprocess.run([sys.executable, "main.py", "--host", "--players",
                             "Eve:purple,Bob:red,Cid:green", "--save-dir", str(tmp_path)],
                            cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert result.returncode == 2 and "ready" not in result.stdout
    assert "--players: unknown colour 'purple' (colours: blue, red" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1

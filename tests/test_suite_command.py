"""``./test.sh`` always ends with pytest's summary line, even given a ``-q`` that pyproject's
addopts (``-q``) would otherwise make ``-qq``, which hides it."""
import os
import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_test_sh_given_q_still_ends_with_the_summary_line():
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_")}
    ran = subprocess.run(["./test.sh", "-q", "-n", "0", "-p", "no:cacheprovider",
                          "tests/test_malformed_words.py", "-k", "unusable_words"],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=110)
    assert ran.returncode == 0, ran.stdout + ran.stderr
    last = ran.stdout.strip().splitlines()[-1]
    assert re.fullmatch(r"\d+ passed, \d+ deselected in [0-9.]+s( \(\S+\))?", last), ran.stdout

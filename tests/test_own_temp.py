"""The guard of tests/own_temp.py (issue B2): a test that leaves the game's fallback folder in
the temporary directory is failed, named, and the folder removed; the run's temporary
directory is its own."""
import os
import tempfile
from pathlib import Path

import own_temp
import pytest


def test_a_fief1429_folder_left_in_the_temporary_directory_fails_the_test_named(tmp_path):
    own_temp.check("tests/x.py::clean", tmp_path)        # nothing left: nothing said
    (tmp_path / "fief1429" / "data").mkdir(parents=True)
    with pytest.raises(AssertionError, match=r"tests/x\.py::leaky wrote .*fief1429"):
        own_temp.check("tests/x.py::leaky", tmp_path)
    assert not (tmp_path / "fief1429").exists()          # the next test is not blamed
    own_temp.check("tests/x.py::before_take", None)      # no folder of its own: nothing looked at


def test_the_runs_temporary_directory_is_its_own_not_the_machines(tmp_path, request):
    """TMPDIR (inherited by the workers and the programs the tests start) is a folder of this
    run's, and pytest's tmp_path is not inside it (it outlives the run, as pytest keeps it)."""
    own = tempfile.gettempdir()
    assert os.environ["TMPDIR"] == own and "fief-tests-" in own
    assert own_temp.own(request.config) == Path(own)
    assert own not in str(tmp_path)

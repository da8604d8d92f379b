"""The guard of tests/own_temp.py (issue B2): a test that leaves the game's fallback folder in
the temporary directory is failed, named, and the folder removed; the run's temporary
directory is its own."""
import os
import tempfile

import own_temp
import pytest


def test_a_fief1429_folder_left_in_the_temporary_directory_fails_the_test_named(test_tempdir):
    own_temp.check("tests/x.py::clean")                 # nothing left: nothing said
    (test_tempdir / "fief1429" / "data").mkdir(parents=True)
    with pytest.raises(AssertionError, match=r"tests/x\.py::leaky wrote .*fief1429"):
        own_temp.check("tests/x.py::leaky")
    assert not (test_tempdir / "fief1429").exists()     # the next test is not blamed


def test_the_runs_temporary_directory_is_its_own_not_the_machines(tmp_path):
    """TMPDIR (inherited by the workers and the programs the tests start) is a folder of this
    run's, and pytest's tmp_path is not inside it (it outlives the run, as pytest keeps it)."""
    own = tempfile.gettempdir()
    assert os.environ["TMPDIR"] == own and "fief-tests-" in own
    assert own not in str(tmp_path)

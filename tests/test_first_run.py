"""A fresh clone's first run shares pytest's rewriting of the test modules out between the
pytest-xdist workers (tests/first_run.py): each module is rewritten by exactly one worker, what
is written is what pytest's own import reads back and runs with its assertion messages, and a
later run writes nothing; so is Hypothesis' reading of the project's modules for their
literals. The functions it borrows are pytest's and Hypothesis' internals, so an upgrade that
moves them fails here rather than quietly making every first run slower."""
import sys
from types import ModuleType

import pytest
from _pytest.assertion.rewrite import _read_pyc
from first_run import cached_pyc, kept_constants, paths_given, share_constants, share_first_run
from hypothesis import configuration
from hypothesis.internal.constants_ast import constants_from_module

SOURCE = "def test_sum():\n    total = 1 + 1\n    assert total == 3\n"


@pytest.fixture
def folder(tmp_path, monkeypatch):
    """Three test modules and a helper, with no bytecode yet; writing allowed, as test.sh does
    (this machine's shell may say PYTHONDONTWRITEBYTECODE)."""
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    for name in ("test_a.py", "test_b.py", "test_c.py", "helper.py"):
        (tmp_path / name).write_text(SOURCE)
    return tmp_path


def test_each_module_is_rewritten_by_one_worker_and_a_later_run_writes_nothing(folder,
                                                                               pytestconfig):
    def shares():
        return [share_first_run(pytestconfig, folder, [folder], worker, 2) for worker in (0, 1)]

    assert shares() == [2, 1]
    assert shares() == [0, 0]
    assert not cached_pyc(folder / "helper.py").exists(), "pytest does not rewrite helpers"


def test_only_the_modules_the_run_was_given_are_rewritten(folder, pytestconfig):
    """``./test.sh tests/test_b.py`` on a fresh clone rewrites that module, not a share of all."""
    given = [folder / "test_b.py"]
    assert [share_first_run(pytestconfig, folder, given, worker, 2)
            for worker in (0, 1)] == [1, 0]
    assert [cached_pyc(folder / name).exists() for name in ("test_a.py", "test_b.py")] == \
        [False, True]
    assert paths_given(pytestconfig), "the run's own paths, or testpaths"


def test_pytest_reads_back_the_rewritten_bytecode_with_its_assertion_messages(folder,
                                                                            pytestconfig):
    share_first_run(pytestconfig, folder, [folder], 0, 1)
    for name in ("test_a.py", "test_b.py", "test_c.py"):
        code = _read_pyc(folder / name, cached_pyc(folder / name))
        assert code is not None, f"{name}: pytest's import would rewrite it again"
        space: dict = {}
        exec(code, space)
        with pytest.raises(AssertionError, match=r"assert 2 == 3"):
            space["test_sum"]()


def test_nothing_is_written_where_pytest_would_write_nothing(folder, pytestconfig, monkeypatch):
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    assert share_first_run(pytestconfig, folder, [folder], 0, 1) == 0
    assert not (folder / "__pycache__").exists()


@pytest.fixture
def project(tmp_path, monkeypatch):
    """A project of two modules in engine/ and a test module that uses Hypothesis, with
    Hypothesis' storage of its own (nothing kept yet)."""
    monkeypatch.setattr(configuration, "__hypothesis_home_directory", tmp_path / ".hypothesis")
    (tmp_path / "engine").mkdir()
    for name, literal in (("a.py", 98765), ("b.py", 43210)):
        (tmp_path / "engine" / name).write_text(f"LIMIT = {literal}\n")
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_p.py").write_text("from hypothesis import given\n")
    return tmp_path


def test_each_module_is_read_for_hypothesis_by_one_worker_and_a_later_run_reads_none(project):
    given = [project / "tests" / "test_p.py"]

    def shares():
        return [share_constants(project, given, worker, 2) for worker in (0, 1)]

    assert shares() == [1, 1]
    assert shares() == [0, 0]
    assert "98765" in kept_constants(project / "engine" / "a.py").read_text()


def test_the_constants_kept_are_where_hypothesis_looks_for_them(project):
    """The cache's key, reproduced here to look before reading, is Hypothesis' own."""
    source = project / "engine" / "b.py"
    module = ModuleType("b")
    module.__file__ = str(source)
    assert not kept_constants(source).exists()
    constants_from_module(module)
    assert kept_constants(source).exists()


def test_a_run_with_no_property_test_has_hypothesis_read_nothing(project):
    (project / "tests" / "test_q.py").write_text("def test_q():\n    pass\n")
    assert share_constants(project, [project / "tests" / "test_q.py"], 0, 1) == 0

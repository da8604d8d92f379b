"""A fresh clone's first run, shared out: each pytest-xdist worker writes pytest's rewritten
bytecode for its own share of the test modules before collecting.

pytest rewrites the asserts of every test module it imports and keeps the result in
``__pycache__`` (a ``*-pytest-*.pyc`` beside Python's own). Every worker collects the whole
suite, so on a clone without that cache each worker rewrote all the modules, the same ones at
the same moment: about 7.5 s of CPU per worker (most of it in pytest's ``visit_Assert``),
paid by every worker. With the modules shared out (every n-th to the n-th worker), each
rewrites its share, then collects, reading the others' bytecode: the work is done once,
split between the workers. A later run finds every file present and writes nothing (0.03 s
to look); a module edited since is rewritten by pytest's import as before (only a missing
file is written here). Nothing is hidden: the bytecode is the one pytest's import would
write, made by pytest's own functions, and read back by it the same way. (Python's own
bytecode of engine/, net/ and game/, which each worker also compiles on a first run, is
about 1 s of CPU: shared out the same way, it saved nothing measurable, so it is left.)

The functions used for the rewriting are pytest's internals (``_pytest.assertion.rewrite``):
tests/test_first_run.py checks that the bytecode written here is the one pytest reads, so
that a pytest upgrade that moves them fails a test instead of making the first run slower.

Hypothesis' plugin, once a run collects a property test, reads every module of engine/, net/
and game/ for its literals (the "local constants" it mixes into what it draws), keeping each
module's in ``.hypothesis/constants`` by the hash of its source. On a fresh clone that cache is
empty and each worker parsed all of them, the same ones at the same moment (0.6 s of CPU with
the cache, 3.6 s without, on the loaded machine). ``share_constants`` gives each worker its
share to read first, with Hypothesis' own function, as above.
"""
from __future__ import annotations

import hashlib
import sys
from fnmatch import fnmatch
from pathlib import Path
from types import ModuleType

from _pytest.assertion.rewrite import (PYC_TAIL, _rewrite_test, _write_pyc, assertstate_key,
                                       get_cache_dir, try_makedirs)
from _pytest.config import Config


def share_first_run(config: Config, tests: Path, given: list[Path], worker: int,
                    workers: int) -> int:
    """Writes the rewritten bytecode of every ``workers``-th test module from ``worker`` on,
    of those the run collects (``given``: its paths) that have none yet, as pytest's import
    would; returns how many were written. Nothing when pytest would write none
    (``--assert=plain``, or Python told not to write bytecode)."""
    if sys.dont_write_bytecode or assertstate_key not in config.stash:
        return 0
    written = 0
    for module in modules_rewritten(config, tests, given)[worker::workers]:
        pyc = cached_pyc(module)
        if not pyc.exists() and try_makedirs(pyc.parent):
            source_hash, code = _rewrite_test(module, config)
            written += _write_pyc(config.stash[assertstate_key], code, source_hash, pyc)
    return written


def modules_rewritten(config: Config, folder: Path, given: list[Path]) -> list[Path]:
    """The test modules pytest collects in the folder (the ``python_files`` patterns) that
    are, or are inside, a path the run was given (``./test.sh tests/test_board.py`` rewrites
    that module alone), in an order every worker agrees on."""
    patterns = config.getini("python_files")
    places = {place.resolve() for place in given}
    return sorted(path for path in folder.glob("*.py")
                  if any(fnmatch(path.name, pattern) for pattern in patterns)
                  and not places.isdisjoint({path.resolve(), *path.resolve().parents}))


def paths_given(config: Config) -> list[Path]:
    """The paths the run collects (its arguments, else pyproject's ``testpaths``), resolved."""
    return [(config.invocation_params.dir / arg.split("::")[0]).resolve() for arg in config.args]


def cached_pyc(module: Path) -> Path:
    """Where pytest's import keeps the module's rewritten bytecode."""
    return get_cache_dir(module) / (module.name[:-3] + PYC_TAIL)


PACKAGES = ("engine", "net", "game")     # what Hypothesis reads its local constants from


def share_constants(root: Path, modules: list[Path], worker: int, workers: int) -> int:
    """Has Hypothesis read the literals of every ``workers``-th module of the project's
    packages from ``worker`` on that it has not kept yet, when the run collects a module that
    uses it (``modules``); returns how many it read."""
    if not any("hypothesis" in module.read_text(encoding="utf-8") for module in modules):
        return 0
    # Imported here: a run without property tests (the controller too) never loads Hypothesis.
    from hypothesis.internal.constants_ast import constants_from_module, is_local_module_file
    sources = sorted(path for package in PACKAGES for path in (root / package).rglob("*.py"))
    read = 0
    for source in sources[worker::workers]:
        if is_local_module_file(str(source)) and not kept_constants(source).exists():
            module = ModuleType(source.stem)
            module.__file__ = str(source)
            constants_from_module(module)
            read += 1
    return read


def kept_constants(source: Path) -> Path:
    """Where Hypothesis keeps the literals read from a module (by its source's hash)."""
    from hypothesis.configuration import storage_directory   # as in share_constants
    digest = hashlib.sha1(source.read_bytes()).hexdigest()[:16]
    return storage_directory("constants", intent_to_write=False).path / digest

#!/usr/bin/env bash
# Sets up the environment if needed, then runs the whole test suite. Extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")"
FIEF_EXTRAS=dev          # the test tools beside what playing needs (tools/venv.sh)
source tools/venv.sh
# Python keeps the compiled modules in __pycache__ (ignored by git), even where the shell says
# PYTHONDONTWRITEBYTECODE: both workers and every program a test starts would otherwise compile
# the engine, the client and pytest's rewritten test modules again on every run (190 s of CPU
# for the whole suite without the cache, 161 s with it; a fresh clone's second run has it).
# A fresh clone's first run writes that cache: pytest's rewriting of the test modules' asserts
# is shared out between the workers (tests/first_run.py), each rewriting every n-th module
# before collecting, where each worker rewrote them all (about 7.5 s of CPU per worker).
unset PYTHONDONTWRITEBYTECODE
# The tests' temporary folders (pytest's tmp_path, and those of the programs they start) in
# memory where the machine has it, unless the caller chose a TMPDIR: the saves' journal is
# fsynced at every action (net/autosave.py), some 2,000 fsyncs in a run, 3 ms each on this
# machine's disk when idle and 15-50 ms when it is busy (a worker waited 52 s for them in one
# run), and nothing on a disk for a test to tell apart from memory. The writing and its fsync
# are the same calls; only where the bytes go differs.
if [[ -z "${TMPDIR:-}" && -d /dev/shm && -w /dev/shm ]]; then
    export TMPDIR=/dev/shm
fi
# One worker per core (pytest-xdist), an idle one taking tests from a busy one (worksteal:
# the long tests do not end the run on one worker); `./test.sh -n 0` runs in one process.
# pyproject.toml's addopts already say -q; a -q more (-qq) would hide pytest's summary line
# ("N passed in T s"), which a run must always end with: an extra -q/--quiet is dropped.
args=()
for arg in "$@"; do
    case "$arg" in
        -q|-qq|-qqq|--quiet) ;;
        *) args+=("$arg") ;;
    esac
done
exec .venv/bin/python -m pytest -n auto --dist worksteal ${args[@]+"${args[@]}"}

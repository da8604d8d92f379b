"""The headless host's threads leave SIGTERM and SIGINT to its main thread (net/__main__.py,
``open_for_the_main_thread``): the kernel may hand a process's signal to any thread that does
not block it, and the main thread, asleep in ``stop.wait()``, then never ran the handler (a
host told to stop hung: test_net_lan's headless test met it with a computer seat thinking)."""
from __future__ import annotations

import signal
import threading
from pathlib import Path

import pytest

from net.__main__ import build_parser, open_for_the_main_thread

pytestmark = pytest.mark.skipif(not Path("/proc/self/task").is_dir()
                                or not hasattr(signal, "pthread_sigmask"),
                                reason="reads each thread's signal mask from Linux's /proc")


def blocked(native_id: int) -> set[int]:
    """The signals a thread of this process blocks (its SigBlk line in /proc)."""
    status = Path(f"/proc/self/task/{native_id}/status").read_text()
    mask = int(next(line.split()[1] for line in status.splitlines()
                    if line.startswith("SigBlk:")), 16)
    return {number for number in range(1, 65) if mask >> (number - 1) & 1}


def test_the_hosts_threads_leave_sigterm_and_sigint_to_the_main_thread(tmp_path: Path) -> None:
    before = {t.native_id for t in threading.enumerate()}
    args = build_parser().parse_args(
        ["host", "--players", "Ann:blue,Bob:red,Cid:green", "--seats", "human,remote,computer",
         "--port", "0", "--bind", "127.0.0.1", "--save-dir", str(tmp_path), "--no-announce",
         "--seed", "5"])
    table = open_for_the_main_thread(args)
    try:
        started = [t for t in threading.enumerate() if t.native_id not in before]
        assert started, "the table started no thread"
        for thread in started:
            assert thread.native_id is not None
            assert {signal.SIGTERM, signal.SIGINT} <= blocked(thread.native_id), thread.name
        main = threading.main_thread().native_id
        assert main is not None
        assert signal.SIGTERM not in blocked(main)
        assert signal.SIGINT not in blocked(main)
    finally:
        table.close()

"""Waiting in the network tests on what the code under test signals, never on the clock: a
session's inbox (every message it receives), the authority's ``changed`` condition (every
notice: a move, the lobby, chat) or a turn of the host's loop. The timeouts only bound a
failure; a passing test never waits for one."""
from __future__ import annotations

import signal
import subprocess
from collections.abc import Callable
from typing import Any

from net.authority import Authority
from net.local_session import LocalSession
from net.session import RemoteSession

LIMIT = 60.0          # seconds before a wait counts as a failure (a hung test, not a slow one:
                      # a machine loaded several times over, issue 40)


def until(session: RemoteSession | LocalSession, condition: Callable[[], Any],
          timeout: float = LIMIT) -> Any:
    """Wait until ``condition()`` is true, checked each time the session receives a message;
    returns its value."""
    found: list[Any] = []

    def check() -> bool:
        value = condition()
        if value:
            found.append(value)
        return bool(value)

    with session.inbox.arrived:
        assert session.inbox.arrived.wait_for(check, timeout), "condition not met"
    return found[-1]


def settled(authority: Authority, condition: Callable[[], Any], timeout: float = LIMIT) -> None:
    """Wait until ``condition()`` is true, checked at each notice of the authority."""
    with authority.changed:
        assert authority.changed.wait_for(condition, timeout), "condition not met"


def stopped(process: subprocess.Popen, timeout: float = LIMIT) -> tuple[str, str]:
    """Ask a started program to stop (SIGTERM: a host saves first) and wait for its end; what
    it printed is returned. One that does not stop within ``timeout`` is killed before the test
    fails, so that no host is left running behind a failed test (one was, 8 minutes, on a
    machine under a load of 8)."""
    process.terminate()
    try:
        out, err = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        process.send_signal(signal.SIGABRT)  # with PYTHONFAULTHANDLER: every thread's stack
        try:
            out, err = process.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            process.kill()
            out, err = process.communicate()
        raise AssertionError(f"{process.args[:4]} did not stop within {timeout} s of SIGTERM; "
                             f"it said: {err[-6000:] if err else ''}") from None
    return out or "", err or ""

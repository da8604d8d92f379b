"""The three-seat LAN table the network tests open: every seat remote, seed 3, bound to the
loopback, not announced, started as soon as the seats are taken."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from net.host import HostConfig
from net.lobby import Settings
from net.table import HostedTable, TableConfig

PLAYERS = [("Ann", "blue"), ("Bob", "red"), ("Cid", "green")]


def open_table(lan: Mapping[str, Any] | None = None, **config: Any) -> HostedTable:
    """That table, opened; ``lan`` adds to its HostConfig (e.g. ``max_connections``),
    ``config`` to its TableConfig (e.g. ``save_dir``)."""
    return HostedTable.create(PLAYERS, ["remote"] * 3, Settings(seed=3),
                              TableConfig(lan=HostConfig(bind="127.0.0.1", **(lan or {})),
                                          announce=False, autostart=True, **config)).open()

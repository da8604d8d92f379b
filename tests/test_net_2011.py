"""The 2011 edition through net/ (issue 21): the headless host takes ``--edition 2011``, the LAN
lobby shows it to those who join, their views play it, and a hosted game saved is resumed in
it by ``--resume``. Loopback only; every wait is on what the code signals (tests/net_waits.py)."""
from __future__ import annotations

import argparse

from engine.fief.api import FIEF
from net.__main__ import build_parser, make_table
from net.bots import engine_bots
from net.host import HostConfig
from net.lobby import Settings
from net.session import RemoteSession
from net.table import HostedTable, TableConfig
from tests.net_waits import settled, until

PLAYERS = [("Ann", "blue"), ("Bob", "red"), ("Cid", "green")]


def host_args(*argv: str) -> argparse.Namespace:
    return build_parser().parse_args(["host", *argv])


def test_the_headless_host_plays_the_2011_edition(tmp_path) -> None:
    args = host_args("--players", "Ann:blue,Bob:red,Cid:green", "--seats",
                     "computer,computer,computer", "--edition", "2011", "--save-dir",
                     str(tmp_path), "--no-announce", "--bind", "127.0.0.1")
    table = make_table(args).open()
    try:
        assert table.authority.settings.edition == "2011"
        settled(table.authority, lambda: table.authority.record is not None)
        view = table.authority.record.game.view_for(None)  # type: ignore[union-attr]
        assert view["options"]["edition"] == "2011" and view["stock"]["engines"] == 12   # E-3
    finally:
        table.close()


def test_a_lan_table_shows_2011_in_its_lobby_and_a_save_resumes_it(tmp_path) -> None:
    config = TableConfig(lan=HostConfig(bind="127.0.0.1"), announce=False, autostart=True,
                         save_dir=str(tmp_path), bots=engine_bots("squire", 0.0, FIEF))
    table = HostedTable.create(PLAYERS, ["remote", "computer", "computer"],
                               Settings("2011", seed=5), config).open()
    session = RemoteSession.join("127.0.0.1", table.host.port, name="Ann")  # type: ignore[union-attr]
    try:
        lobby = until(session, session.lobby)
        assert lobby["settings"] == {"game": "fief", "edition": "2011", "optional": []}
        session.set_ready()
        view = until(session, lambda: session.latest)
        assert view["options"]["edition"] == "2011" and view["stock"]["engines"] == 12
        settled(table.authority, lambda: table.authority.guard.save_path is not None
                and table.authority.guard.save_path.exists())
        save = table.authority.guard.save_path
    finally:
        session.close()
        table.close()
    again = make_table(host_args("--resume", str(save), "--save-dir", str(tmp_path),
                                 "--no-announce", "--bind", "127.0.0.1"))    # python -m net host --resume
    try:
        assert again.authority.settings.edition == "2011"
        assert again.authority.record.game.view_for(None)["options"]["edition"] == "2011"
    finally:
        again.close()

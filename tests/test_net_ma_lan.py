"""Middle-Ages through net/ (issue 23): the authority, its computer players, the lobby, seats,
the LAN host and resumption serve it through its GameKind alone. Loopback only; every wait is
on what the code signals (tests/net_waits.py)."""
from __future__ import annotations

import argparse
from collections.abc import Callable, Iterator

import pytest

from engine.middle_ages.api import MIDDLE_AGES
from net.__main__ import build_parser, make_table
from engine.contract import standing
from net.bots import RandomBot, engine_bots
from net.host import HostConfig
from net.lobby import Settings
from net.options import OptionError
from net.session import RemoteSession
from net.table import HostedTable, TableConfig
from tests.net_waits import settled, until

PLAYERS = [("Ann", "blue"), ("Bob", "red"), ("Cid", "pink")]


@pytest.fixture
def make_table_ma(tmp_path) -> Iterator[Callable[..., HostedTable]]:
    tables: list[HostedTable] = []

    def build(kinds: list[str], lan: bool = True, save: bool = False) -> HostedTable:
        config = TableConfig(lan=HostConfig(bind="127.0.0.1") if lan else None, announce=False,
                             autostart=True, save_dir=str(tmp_path) if save else None,
                             bots=engine_bots("reeve", 0.2, MIDDLE_AGES))
        table = HostedTable.create(PLAYERS, kinds, Settings(seed=11, game="middle-ages"), config)
        tables.append(table.open())
        return table

    yield build
    for table in tables:
        table.close()


def play_remote(sessions: dict[int, RemoteSession], table: HostedTable,
                stop: Callable[[], bool]) -> None:
    """Random answers for the remote seats, each from its own view caught up with the host."""
    bots = {seat: RandomBot(seat) for seat in sessions}
    while not stop():
        with table.authority.changed:  # the move and who is asked, read together: the host's
            move = table.authority.move()           # computer seat moves under the same lock
            pending = table.authority.record.game.pending()
        if not pending:
            settled(table.authority, lambda: stop() or bool(table.authority.record.game.pending()))
            continue
        seat = pending[0].player
        if seat not in sessions:       # a computer seat: wait for its move
            settled(table.authority, lambda move=move: table.authority.move() != move)
            continue
        actor = sessions[seat]
        seen = until(actor, lambda actor=actor, move=move:
                     actor.latest_standing if actor.latest_standing["move"] >= move else None)
        if seen["move"] != table.authority.move() or not seen["asked"]:
            continue                   # the game moved on meanwhile: look again
        actor.submit(seat, bots[seat](actor.view(), seen["asked"][0]), seen["move"])


def test_M1_a_lan_game_with_a_computer_lord_is_played_to_its_end(make_table_ma) -> None:
    table = make_table_ma(["remote", "remote", "computer"])
    port = table.host.port  # type: ignore[union-attr]
    sessions = [RemoteSession.join("127.0.0.1", port, name=name) for name in ("Ann", "Bob")]
    watcher = None
    try:
        for session in sessions:
            session.set_ready()
        for session in sessions:
            until(session, lambda s=session: s.latest)
        watcher = RemoteSession.watch("127.0.0.1", port)
        assert sessions[0].lobby()["settings"] == {"game": "middle-ages", "edition": "standard",
                                                   "optional": []}
        game = table.authority.record.game
        play_remote({s.seat: s for s in sessions}, table, lambda: game.finished)
        final = until(sessions[0], lambda: sessions[0].latest if sessions[0].latest["move"]
                      == table.authority.move() else None)
        assert final["phase"] == "over" or game.finished
        assert game.winners and set(game.winners) <= {0, 1, 2}
        seen = until(watcher, lambda: watcher.latest if watcher.latest
                     and watcher.latest["move"] == table.authority.move() else None)
        assert seen["seat"] is None                         # a spectator: the public view
        assert "pile" in seen and "order" not in seen["pile"]   # M6: the piles' order is hidden
    finally:
        for session in sessions:
            session.close()
        if watcher is not None:
            watcher.close()


def test_MA_11_a_hosted_game_saved_is_resumed_as_it_stood(make_table_ma, tmp_path) -> None:
    table = make_table_ma(["computer"] * 3, lan=False, save=True)
    settled(table.authority, lambda: table.authority.record.game.finished)
    record = table.authority.record
    save = table.authority.guard.save_path
    table.close()
    assert save is not None and save.exists()
    again = HostedTable.resume(str(save), TableConfig(announce=False,
                                                      bots=engine_bots("reeve", 0.2, MIDDLE_AGES)))
    try:
        game = again.authority.record.game
        assert game.finished and game.winners == record.game.winners
        assert again.authority.settings.game == "middle-ages"
        assert again.authority.settings.edition == "standard"
    finally:
        again.close()


def host_args(*argv: str) -> argparse.Namespace:
    return build_parser().parse_args(["host", *argv])


def test_the_headless_host_takes_middle_ages_with_its_only_edition(tmp_path) -> None:
    args = host_args("--game", "middle-ages", "--players", "Ann:blue,Bob:pink",
                     "--seats", "computer,computer", "--bot", "steward", "--save-dir", str(tmp_path),
                     "--no-announce", "--bind", "127.0.0.1")
    table = make_table(args)
    try:
        assert table.authority.settings.game == "middle-ages"
        assert table.authority.settings.edition == "standard"
    finally:
        table.close()


def test_M2_the_headless_host_refuses_a_colour_middle_ages_lacks(tmp_path) -> None:
    args = host_args("--game", "middle-ages", "--players", "Ann:blue,Bob:magenta",
                     "--save-dir", str(tmp_path))
    with pytest.raises(OptionError, match="colours: blue, red, green, yellow, pink"):
        make_table(args)


def test_a_client_finds_its_decision_in_the_standing_not_in_the_games_view() -> None:
    """Issue 39, item 3: what a seat is asked comes in one shape for every game."""
    game = MIDDLE_AGES.new({"players": [{"name": n, "colour": c} for n, c in PLAYERS],
                            "seed": 4})
    asked = game.pending()[0].player
    mine = standing(game, asked)
    assert [d["kind"] for d in mine["asked"]] == ["place_lord"]
    assert mine["asked"][0]["player"] == asked and mine["waiting_for"] == [asked]
    assert (mine["move"], mine["finished"], mine["winners"]) == (game.move, False, None)
    assert standing(game, (asked + 1) % 3)["asked"] == []
    assert standing(game, None)["asked"] == []          # a spectator is asked nothing

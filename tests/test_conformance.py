"""The conformance kit (issue 39): the same tests for every game of ``engine.collection`` and for
a toy game written against the contract alone (tests/toy_game.py, Nim), which net/ has never
heard of. Each game is started from the options schema, played at random through the
contract, and then hosted by the real headless host (``python -m net host``), played by a
seat over the network, stopped, resumed from its save (the game and its computer levels taken
from the save) and joined again by the terminal client (``python -m net join``) with the
seat's token, to its end when it is short. A Fief-ism in net/ makes the toy fail here.
Waits are on what the programs print and on what a spectator's session receives."""
from __future__ import annotations

import json
import random
import subprocess
import sys
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest

from engine.collection import GAMES
from engine.contract import GameKind, default_edition, standing, table_options
from engine.errors import StaleState
from engine.record import SAVE_FORMAT, Record, dump_save, parse_save
from net.__main__ import main
from net.bots import NoAnswer, RandomBot
from net.discovery import announcement, parse
from net.lobby import Settings
from net.seats import SeatTable
from net.session import RemoteSession
from net.table import HostedTable, TableConfig
from tests.net_waits import LIMIT, stopped, until
from tests.toy_game import NIM, registered

ROOT = Path(__file__).resolve().parent.parent
KIT_HOST = ROOT / "tests" / "kit_host.py"
KINDS = [*GAMES.values(), NIM]
NAMES = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay")
PLAYED = 120          # moves of a random game checked through the contract, at most
ON_THE_LAN = 80       # moves played over the LAN after resuming, at most (short games end)
SHORT = {"nim", "middle-ages"}      # games a random seat and the weakest level end within it


@pytest.fixture(autouse=True)
def with_the_toy() -> Iterator[None]:
    with registered():
        yield


def players(kind: GameKind) -> list[tuple[str, str]]:
    return list(zip(NAMES, kind.colours))[:kind.min_players]


@pytest.mark.parametrize("kind", KINDS, ids=lambda k: k.name)
def test_the_options_schema_starts_every_game(kind: GameKind) -> None:
    """Item 5: editions and optional rules are sent only to a game that has them."""
    options = table_options(kind, players(kind), 7)
    assert ("edition" in options) == bool(kind.editions)
    assert ("optional" in options) == bool(kind.optional_rules)
    game = kind.new(options)
    assert list(game.seat_names) == [name for name, _ in players(kind)]
    settings = Settings(seed=7, game=kind.name)
    assert settings.edition == default_edition(kind)
    assert settings.public() == {"game": kind.name, "edition": default_edition(kind),
                                 "optional": []}


@pytest.mark.parametrize("kind", KINDS, ids=lambda k: k.name)
def test_random_play_through_the_contract_keeps_every_seats_standing(kind: GameKind) -> None:
    """What a host reads (``standing``) agrees with the referee at every move; a stale action
    is refused and changes nothing; a snapshot restores the same game; the save replays."""
    options = table_options(kind, players(kind), 3)
    record, rng = Record.new(kind, options), random.Random(3)
    game = record.game
    while not game.finished and game.move < PLAYED:
        pending = game.pending()
        for seat in (None, *range(len(game.seat_names))):
            mine = standing(game, seat)
            assert mine["asked"] == [d.to_dict() for d in pending if d.player == seat]
            assert (mine["move"], mine["finished"]) == (game.move, False)
            json.dumps(game.view_for(seat))                 # a view is JSON
        decision = pending[0]
        action = rng.choice(list(decision.choices or game.legal(decision.player)))
        if game.move:
            with pytest.raises(StaleState):
                game.apply(decision.player, action, game.move - 1)
        record.apply(decision.player, action, game.move)
        if game.move % 10 == 0 or game.finished:
            assert kind.restore(game.snapshot()).snapshot() == game.snapshot()
    again = Record.from_json(record.to_json())
    assert again.game.snapshot() == game.snapshot() and again.kind is kind
    assert standing(game, 0)["winners"] == (list(game.winners) if game.finished else None)


@pytest.mark.parametrize("kind", KINDS, ids=lambda k: k.name)
def test_every_table_announces_its_game_and_edition(kind: GameKind) -> None:
    """Item 6: the join list tells the game, and a table is named after it by default."""
    table = HostedTable.create(players(kind), ["remote"] * kind.min_players,
                               Settings(seed=1, game=kind.name), TableConfig(lan=None))
    try:
        heard = parse(announcement({**table.info(), "port": 14291}), ("10.0.0.2", 5), 0.0)
        assert heard is not None
        assert (heard.game, heard.edition) == (kind.name, default_edition(kind))
        assert heard.name == kind.title
    finally:
        table.close()


@pytest.fixture
def programs() -> Iterator[list[subprocess.Popen[str]]]:
    """The programs a test starts; any still running when it ends (a failed test) is killed."""
    started: list[subprocess.Popen[str]] = []
    yield started
    for process in started:
        if process.poll() is None:
            process.kill()
            process.communicate()


def host(programs: list[subprocess.Popen[str]],
         *argv: str) -> tuple[subprocess.Popen[str], dict[str, str]]:
    """The real headless host, with the toy game in the collection; what it printed up to
    ``ready``."""
    process = subprocess.Popen([sys.executable, str(KIT_HOST), "host", "--bind", "127.0.0.1",
                                "--port", "0", "--no-announce", "--exit-when-finished", *argv],
                               cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    programs.append(process)
    printed: dict[str, str] = {}
    while "ready" not in printed:
        line = process.stdout.readline()            # type: ignore[union-attr]
        if not line:
            raise AssertionError(f"the host stopped: {stopped(process)[1][-3000:]}")
        key, _, value = line.strip().partition(" ")
        printed[key] = value
    return process, printed


def saved(out: str) -> Path:
    """The save a stopped host names last ("saved PATH")."""
    lines = [line for line in out.splitlines() if line.startswith("saved ")]
    assert lines, out
    return Path(lines[-1].removeprefix("saved "))


def play_first_moves(port: int, moves: int) -> tuple[RemoteSession, str]:
    """Seat 0 over the network makes ``moves`` moves and is asked again: the game then waits
    for it, so the host is stopped at a known position. Its session and token."""
    session = RemoteSession.join("127.0.0.1", port, name=NAMES[0])
    session.set_ready()
    bot = RandomBot(5, legal=session.legal)
    for made in range(moves + 1):
        seen = until(session, lambda: session.latest_standing
                     if session.latest_standing and session.latest_standing["asked"] else None)
        if made == moves:
            break
        action = answer(bot, session.view(), seen["asked"][0])
        assert session.submit(0, action, seen["move"]), seen
    assert session.token is not None
    return session, session.token


def answer(bot: RandomBot, view: Mapping[str, Any],
           decision: Mapping[str, Any]) -> dict[str, Any]:
    """The bot's answer; a decision without listed choices asks the host for the legal actions,
    and a host that has not answered within the client's 5 s (a loaded machine, a fresh
    clone's first run compiling everything) gets "disconnected", an empty list and NoAnswer: it
    is asked again, as the terminal client does (net/__main__.py's ``play``), up to LIMIT."""
    for _ in range(int(LIMIT // 5)):
        try:
            return bot(view, decision)
        except NoAnswer:
            continue
    return bot(view, decision)


@pytest.mark.parametrize("kind", KINDS, ids=lambda k: k.name)
def test_every_game_is_hosted_stopped_resumed_and_joined_again(kind: GameKind, tmp_path: Path,
                                                              programs) -> None:
    saves = tmp_path / "saves"
    spec = ",".join(f"{name}:{colour}" for name, colour in players(kind))
    seats = ",".join(["remote"] + ["computer"] * (kind.min_players - 1))
    level = kind.bot_levels[0]
    first, printed = host(programs, "--game", kind.name, "--players", spec, "--seats", seats,
                          "--bot", level, "--seed", "1", "--save-dir", str(saves))
    session, token = play_first_moves(int(printed["port"]), 2)
    lobby = session.lobby()
    assert lobby is not None and lobby["name"] == kind.title            # the default name
    assert lobby["settings"]["game"] == kind.name
    at_stop = session.latest_standing
    session.close()
    path = saved(stopped(first)[0])
    assert path.name == f"{printed['game']}.{kind.name}.json"
    data = parse_save(path.read_bytes())
    assert (data["format"], data["game"]) == (SAVE_FORMAT, kind.name)
    assert at_stop is not None and len(data["actions"]) == at_stop["move"]

    # The game and the level come from the save: no --game, and the level is the game's own.
    again, printed = host(programs, "--resume", str(path), "--bot", level, "--save-dir", str(saves))
    watcher = RemoteSession.watch("127.0.0.1", int(printed["port"]))
    join = subprocess.Popen([sys.executable, "-m", "net", "join", "127.0.0.1", printed["port"],
                             "--token", token], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    programs.append(join)
    try:
        end = until(watcher, lambda: watcher.latest_standing if watcher.latest_standing and (
            watcher.latest_standing["finished"]
            or watcher.latest_standing["move"] >= at_stop["move"] + ON_THE_LAN) else None)
    except AssertionError as exc:            # say where the game stood and what both printed
        raise AssertionError(f"{exc}: the watcher's last standing {watcher.latest_standing}; "
                             f"host: {stopped(again)[1][-2000:]!r}; "
                             f"join: {stopped(join)[1][-2000:]!r}") from exc
    finally:
        watcher.close()
    assert end["finished"] or kind.name not in SHORT      # these are played to their end
    if end["finished"]:                          # a short game: both programs end by themselves
        assert end["winners"]
        assert join.wait(LIMIT) == 0 and again.wait(LIMIT) == 0
        out = again.communicate()[0]
        join.communicate()
    else:
        stopped(join)
        out = stopped(again)[0]
    final = parse_save(saved(out).read_bytes())
    assert final["actions"][:len(data["actions"])] == data["actions"]
    assert len(final["actions"]) >= end["move"]
    assert final["game"] == kind.name


def refused(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    with pytest.raises(SystemExit) as info:
        raise SystemExit(main(list(argv)))
    assert info.value.code == 2
    return capsys.readouterr().err


def test_a_resumed_game_is_played_by_its_own_levels(capsys, tmp_path) -> None:
    """Item 1 of the issue: ``--bot`` is checked against the saved game's levels, and
    ``--game`` must agree with the save."""
    record = Record.new(NIM, table_options(NIM, players(NIM), 2))
    save = tmp_path / "lan-kit.nim.json"
    save.write_text(record.to_json(), encoding="utf-8")
    err = refused(capsys, "host", "--resume", str(save), "--bot", "baron",
                  "--save-dir", str(tmp_path))
    assert "--bot" in err and "levels: random, perfect" in err, err
    err = refused(capsys, "host", "--resume", str(save), "--game", "fief",
                  "--save-dir", str(tmp_path))
    assert "--game" in err and "nim" in err, err
    err = refused(capsys, "host", "--game", "nim", "--players", "Ann:blue,Bob:red",
                  "--edition", "1429", "--save-dir", str(tmp_path))
    assert "--edition" in err and "1429" in err, err


def test_saves_and_seats_files_of_before_still_load() -> None:
    """Item 6: the save format is the collection's now; the names written before load."""
    record = Record.new(NIM, table_options(NIM, players(NIM), 4))
    record.apply(0, record.game.legal(0)[0])
    old = {**record.to_dict(), "format": "fief-save"}
    again, _ = Record.from_data(parse_save(dump_save(old)))
    assert again.game.snapshot() == record.game.snapshot()
    seats = SeatTable.build(players(NIM), ["remote", "computer"])
    text = seats.to_json("lan-old", "Chez Ann").replace('"lan-seats"', '"fief-lan-seats"')
    loaded, game_id, name = SeatTable.from_json(text)
    assert (len(loaded), game_id, name) == (2, "lan-old", "Chez Ann")

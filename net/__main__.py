"""Command line of the LAN layer; needs no display.

    python -m net host --players "Ann:blue,Bob:red,Cid:green" --seats human,remote,computer --port 0
    python -m net host --game middle-ages --players "Ann:blue,Bob:red" --port 0
    python -m net host --resume saves/lan-....<game>.json        (same game, seats and tokens)
    python -m net join 192.168.1.20 14291 --name Bob             (a computer player joins a LAN game)
    python -m net browse                                          (games announced on the LAN)

``host`` prints ``port N``, the game id and one ``token`` line per human seat of this machine,
then serves until interrupted (or, with ``--exit-when-finished``, until the game is over).
``main(argv)`` is what ``main.py --host`` calls.
"""
from __future__ import annotations

import argparse
import gc
import logging
import signal
import sys
import threading
import time
from collections.abc import Callable, Sequence
from types import FrameType
from typing import NoReturn

from engine.collection import default_game, game_kind
from engine.contract import GameKind, default_edition

from . import protocol as p
from .authority import Authority
from .bots import NoAnswer, RandomBot, seat_bots
from .discovery import BROADCAST, DISCOVERY_PORT, discover
from .folders import lan_save_dir
from .host import HostConfig
from .lobby import LobbyError, Settings
from .options import (
    RANDOM,
    OptionError,
    bot_levels,
    check_host,
    check_resume,
    optional_rules,
    parse_players,
)
from .session import RemoteSession
from .table import HostedTable, TableConfig

BYE_WAIT = 2.0      # seconds a finished game's client waits for the host to say goodbye


class Parser(argparse.ArgumentParser):
    """argparse that reports a bad option in one line (no usage block): the option and why."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message.removeprefix('argument ')}\n")


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(prog="python -m net", description="LAN play of the collection's games")
    parser.add_argument("--log-level", default="WARNING",
                        choices=("DEBUG", "INFO", "WARNING", "ERROR"), type=str.upper)
    sub = parser.add_subparsers(dest="command", required=True, parser_class=Parser)

    host = sub.add_parser("host", help="host a LAN game without a display")
    host.add_argument("--game", default=None,
                      help="the game of the collection (default: the save's on --resume, "
                           "else the collection's first)")
    host.add_argument("--players", type=parse_players, help='"Ann:blue,Bob:red,Cid:green"')
    host.add_argument("--seats", help="human,remote,computer per player (default: all remote)")
    host.add_argument("--resume", metavar="SAVE", help="continue a saved game (<id>.<game>.json)")
    host.add_argument("--name", default="",
                      help="table name shown on join screens (default: the game's title)")
    host.add_argument("--bind", default="0.0.0.0", help="address to listen on")
    host.add_argument("--port", type=int, default=0, help="TCP port (0: any free port)")
    host.add_argument("--save-dir", default=None,
                      help="autosave directory (default: lan/ in the per-user data folder)")
    host.add_argument("--edition", default="", help="rule edition (default: the game's first)")
    host.add_argument("--optional", default="", help="optional rules, comma separated")
    host.add_argument("--seed", type=int, default=None, help="fixed seed (default: random)")
    host.add_argument("--away-bot-after", type=float, default=None, metavar="SECONDS",
                      help="a computer plays for a player away this long (default: wait)")
    host.add_argument("--bot", default=RANDOM, metavar="LEVEL",
                      help="computer level (random, or one of the game's levels), or one per "
                           "seat in seat order: squire,baron,duke")
    host.add_argument("--bot-delay", type=float, default=0.0, metavar="SECONDS")
    host.add_argument("--broadcast", default=BROADCAST, help="announcement address")
    host.add_argument("--discovery-port", type=int, default=DISCOVERY_PORT)
    host.add_argument("--no-announce", action="store_true")
    host.add_argument("--idle-timeout", type=float, default=60.0)
    host.add_argument("--max-spectators", type=int, default=HostConfig.max_spectators,
                      help="spectators watching at once (default: %(default)s)")
    host.add_argument("--exit-when-finished", action="store_true",
                      help="stop once the game is over and saved")
    host.add_argument("--max-rounds", type=int, default=None, metavar="N",
                      help="a table of computers only: the game ends at round N with the "
                           "standings")

    join = sub.add_parser("join", help="join a LAN game as a computer player")
    join.add_argument("address")
    join.add_argument("port", type=int)
    join.add_argument("--seat", type=int, default=None)
    join.add_argument("--name", default=None)
    join.add_argument("--token", default=None, help="come back to a seat already claimed")

    browse = sub.add_parser("browse", help="list the games announced on the LAN")
    browse.add_argument("--seconds", type=float, default=2.0)
    browse.add_argument("--bind", default="")
    browse.add_argument("--discovery-port", type=int, default=DISCOVERY_PORT)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    logging.basicConfig(level=args.log_level, format="%(asctime)s %(name)s %(message)s")
    try:
        if args.command == "host":
            return run_host(args)
        return run_join(args) if args.command == "join" else run_browse(args)
    except OptionError as exc:
        print(f"python -m net: {exc}", file=sys.stderr)
        return 2
    except (LobbyError, ValueError, OSError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2


def chosen_game(args: argparse.Namespace) -> GameKind:
    """The game the options name: a save's own on ``--resume`` (``--game``, if given, must
    agree), else ``--game``, else the collection's first game."""
    try:
        kind = game_kind(args.game) if args.game else None
    except KeyError as exc:
        raise OptionError("--game", str(exc.args[0])) from None
    if args.resume:
        saved = check_resume(args)
        if kind is not None and kind.name != saved.name:
            raise OptionError("--game", f"the save holds a game of {saved.name}, not of "
                                        f"{kind.name}")
        return saved
    return kind or default_game()


def make_table(args: argparse.Namespace) -> HostedTable:
    """The table the options describe, once ``check_host`` has accepted them."""
    kind = chosen_game(args)
    args.game = kind.name
    args.edition = args.edition or default_edition(kind)
    args.save_dir = args.save_dir or str(lan_save_dir())     # checked like a chosen one
    check_host(args, kind)
    config = TableConfig(name=args.name, save_dir=args.save_dir,
                         away_bot_after=args.away_bot_after, bot_delay=args.bot_delay,
                         lan=HostConfig(bind=args.bind, port=args.port,
                                        idle_timeout=args.idle_timeout,
                                        max_spectators=args.max_spectators),
                         announce=not args.no_announce, broadcast=args.broadcast,
                         discovery_port=args.discovery_port, autostart=True)
    # seeded by the move: a resumed game plays on alike; one level per seat, or one for all
    config.bots = seat_bots(bot_levels(args), kind)
    kinds = args.seats.split(",") if args.seats else None
    if args.resume:
        return HostedTable.resume(args.resume, config, kinds)
    optional = frozenset(optional_rules(args))
    settings = Settings(args.edition, optional, game=args.game) if args.seed is None \
        else Settings(args.edition, optional, args.seed, args.game)
    settings.max_rounds = args.max_rounds
    return HostedTable.create(args.players, kinds or ["remote"] * len(args.players), settings,
                              config)


def run_host(args: argparse.Namespace) -> int:
    table = open_for_the_main_thread(args)
    auth = table.authority
    assert table.host is not None
    print(f"port {table.host.port}")
    print(f"game {auth.game_id}")
    for index, token in table.tokens().items():
        print(f"token {index} {auth.seats[index].name} {token}")
    stop = threading.Event()
    if args.exit_when_finished:
        auth.subscribe(lambda kind, data: stop.set() if auth.finished() else None)
        if auth.finished():                   # a finished game resumed: nothing to wait for
            stop.set()
    gc.collect()                              # see settle(): before anybody may connect
    gc.freeze()
    before = signal.signal(signal.SIGTERM, terminated)
    try:
        print("ready", flush=True)
        settle(auth, stop)
        stop.wait()
    except (KeyboardInterrupt, Terminated):
        pass
    signal.signal(signal.SIGTERM, signal.SIG_IGN)     # stopping already: the save is written
    try:
        if auth.finished():                   # every screen is sent the end, then told why
            table.close("the game is over: the host has closed the table", p.FINISHED)
        else:
            table.close()
        if auth.saver is not None:
            print(f"saved {auth.saver.save_path}", flush=True)
    finally:
        restore(before)
    return 0


def restore(sigterm: Callable[[int, FrameType | None], object] | int | None) -> None:
    """The process as the host found it, for a caller that goes on (a test running the host
    in its own process): SIGTERM's handler again, since an ignored signal stays ignored in
    every program the caller starts later (a test's terminal client then outlived its
    SIGTERM and failed the conformance kit, depending on which test ran first on the
    worker), and the objects frozen out of the collector's sight given back to it."""
    if sigterm is not None:
        signal.signal(signal.SIGTERM, sigterm)
    gc.unfreeze()


def open_for_the_main_thread(args: argparse.Namespace) -> HostedTable:
    """The table opened with SIGTERM and SIGINT blocked while its threads start, so that
    they and every thread they start (which inherit the mask) leave those signals to the
    main thread. The kernel may hand a process's signal to any thread that does not block
    it; Python then only marks it, and the main thread, asleep in ``stop.wait()``, never
    woke to run the handler: a host told to stop hung for good (a test met it, a computer
    seat thinking when SIGTERM came)."""
    if not hasattr(signal, "pthread_sigmask"):           # Windows: no POSIX signal masks
        return make_table(args).open()
    mask = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGTERM, signal.SIGINT})
    try:
        return make_table(args).open()
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, mask)


class Terminated(Exception):
    """SIGTERM reached the headless host: it saves and stops, as after Ctrl-C."""


def terminated(signum: int, frame: object) -> NoReturn:
    """SIGTERM's handler raises in the main thread rather than setting ``stop``: a handler runs
    between two steps of whatever the main thread is doing, and ``stop.set()`` takes the lock
    that ``stop.wait()`` holds while it starts waiting, so a SIGTERM that came just as the main
    thread began to wait left the host hung for good (a test met it: the game had just
    started, the host was told to stop a few milliseconds later)."""
    raise Terminated


def settle(auth: Authority, stop: threading.Event) -> None:
    """Keep the garbage collector out of the network loop's way (``gc.freeze``): what lives
    as long as the host (modules, then the board, the rules and the game's start) is moved
    out of its sight, so that a full collection looks only at what the game made since
    instead of walking everything while every player waits (six players after 1,000 moves:
    68 -> 0.5 ms; the crowd run met a 134 ms pause). ``run_host`` freezes the modules after
    a collection, before anybody may connect; this freezes the game once it has started,
    without a collection (no pause at all: the lobby's few cycles, if any, stay). Waits in
    the main thread, which has nothing else to do."""
    while not (auth.started or stop.is_set()):
        with auth.changed:
            auth.changed.wait(0.5)
    gc.freeze()


def run_join(args: argparse.Namespace) -> int:
    if args.token:
        session = RemoteSession.rejoin(args.address, args.port, args.token)
    else:
        session = RemoteSession.join(args.address, args.port, args.seat, args.name)
    print(f"seat {session.seat} token {session.token}", flush=True)
    session.set_ready()
    bot = RandomBot(legal=session.legal)
    try:
        play(session, bot)
    except KeyboardInterrupt:
        pass
    session.close()
    return 0


def play(session: RemoteSession, bot: RandomBot) -> None:
    """Answer every decision of the session's seat until the table closes or the game is
    over, and say which (the host's ``bye`` gives its reason); the game's standing
    (``engine.contract.Standing``) says when and what, whatever the game."""
    ending: float | None = None
    while True:
        session.wait(1.0)
        for message in session.poll():
            if message["type"] == "bye":
                print(f"the table closed: {message.get('reason') or 'the host ended the game'}",
                      flush=True)
                return
        try:
            view, standing = session.view(), session.standing()
        except LookupError:
            continue
        if standing["finished"]:              # a host that stays open says nothing more
            ending = ending or time.monotonic()
            if time.monotonic() - ending > BYE_WAIT:
                print("the game is over", flush=True)
                return
            continue
        for decision in standing["asked"][:1]:
            try:
                action = bot(view, decision, standing["move"])
            except NoAnswer:                  # the host's list did not come in time (a busy
                continue                      # host): the decision is asked again next turn
            session.submit(session.seat, action, standing["move"])


def run_browse(args: argparse.Namespace) -> int:
    for game in discover(args.seconds, args.bind, args.discovery_port):
        mark = "" if game.compatible else f"  (protocol {game.version}: incompatible)"
        state = "playing" if game.started else f"{game.open} open seat(s)"
        print(f"{game.name}  {game.game} {game.edition}  {game.address}:{game.port}  "
              f"{state}{mark}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

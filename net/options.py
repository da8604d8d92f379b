"""The options of ``python -m net host`` (and so of ``python main.py --host``), checked before
anything starts: a bad one stops the command with one line that names the option and the
accepted values, instead of a host that prints ``ready`` and then waits for a game that can
never start (issue 18, fault 8).

What the game itself decides (colours, editions, optional rules, computer levels, player
counts) is read from its ``GameKind``; the last word is the game's own: the options are
tried on ``GameKind.new``, whose refusal names the rule.
"""
from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from engine.contract import GameKind, TableOptions, table_options
from engine.errors import OptionsError
from engine.record import LoadError

from .bots import RANDOM_LEVEL
from .folders import folder_problem
from .resume import load_game
from .seats import KINDS, MAX_NAME

RANDOM = RANDOM_LEVEL                # the host's own random player, beside the game's levels


class OptionError(ValueError):
    """A bad option: ``str()`` is the one line shown, starting with the option's name."""

    def __init__(self, option: str, reason: str) -> None:
        super().__init__(f"{option}: {reason}")
        self.option = option


def parse_players(text: str) -> list[tuple[str, str]]:
    """``"Ann:blue,Bob:red"`` as (name, colour) pairs (argparse's type for ``--players``)."""
    players = []
    for item in text.split(","):
        name, sep, colour = item.partition(":")
        if not sep or not name.strip() or not colour.strip():
            raise argparse.ArgumentTypeError(f"a player is Name:colour, not {item!r}")
        players.append((name.strip(), colour.strip()))
    return players


def bot_levels(args: argparse.Namespace) -> list[str]:
    """``--bot``'s levels: one for every seat, or one per seat in seat order."""
    return [level.strip() for level in str(args.bot).split(",")]


def check_host(args: argparse.Namespace, kind: GameKind) -> None:
    """Every option of ``host``; raises ``OptionError`` for the first bad one."""
    check_numbers(args)
    for level in bot_levels(args):        # one level, or one per seat: "squire,baron,duke"
        if level != RANDOM and level not in kind.bot_levels:
            raise OptionError("--bot", f"unknown computer level {level!r} (levels: "
                                       f"{', '.join(dict.fromkeys((RANDOM, *kind.bot_levels)))})")
    if args.save_dir is not None:
        problem = folder_problem(Path(args.save_dir))
        if problem:
            raise OptionError("--save-dir", f"{problem}; choose another folder")
    if args.resume:
        if args.max_rounds is not None:
            raise OptionError("--max-rounds", "a saved game keeps the round limit it began with")
        return                  # the save was checked when its game was read (check_resume)
    if not args.players:
        raise OptionError("--players", 'a new game needs its players, e.g. '
                                       '"Ann:blue,Bob:red,Cid:green"')
    check_players(args.players, kind)
    check_seats(args.seats, len(args.players))
    check_max_rounds(args)
    if args.edition and not kind.editions:
        raise OptionError("--edition", f"{kind.title} has no rule editions, not {args.edition!r}")
    if args.edition not in kind.editions and kind.editions:
        raise OptionError("--edition", f"unknown rule edition {args.edition!r} "
                                       f"(editions: {', '.join(kind.editions)})")
    unknown = [o for o in optional_rules(args) if o not in kind.optional_rules]
    if unknown:
        raise OptionError("--optional", f"unknown optional rule {unknown[0]!r} "
                                        f"(optional rules: {', '.join(kind.optional_rules)})")
    try:
        kind.new(new_options(args, kind))
    except OptionsError as exc:
        raise OptionError("--players", str(exc)) from None


def check_numbers(args: argparse.Namespace) -> None:
    for option, value in (("--port", args.port), ("--discovery-port", args.discovery_port)):
        if not 0 <= value <= 65535:
            raise OptionError(option, f"a port is 0 to 65535, not {value}")
    for option, number in (("--away-bot-after", args.away_bot_after),
                           ("--bot-delay", args.bot_delay),
                           ("--idle-timeout", args.idle_timeout),
                           ("--max-spectators", args.max_spectators)):
        if number is not None and not number >= 0:       # also refuses nan
            raise OptionError(option, f"a number of 0 or more, not {number}")
    if args.seed is not None and not 0 <= args.seed < 2 ** 63:
        raise OptionError("--seed", f"a whole number from 0 to 2**63-1, not {args.seed}")


def check_players(players: list[tuple[str, str]], kind: GameKind) -> None:
    if not kind.min_players <= len(players) <= kind.max_players:
        raise OptionError("--players", f"{kind.title} is played by {kind.min_players} to "
                                       f"{kind.max_players} players, not {len(players)}")
    names = [name for name, _ in players]
    for name, colour in players:
        if colour not in kind.colours:
            raise OptionError("--players", f"unknown colour {colour!r} "
                                           f"(colours: {', '.join(kind.colours)})")
        if len(name) > MAX_NAME:
            raise OptionError("--players", f"a name is 1 to {MAX_NAME} characters: {name!r}")
    if len(set(names)) != len(names):
        raise OptionError("--players", "every player needs a different name")
    colours = [colour for _, colour in players]
    if len(set(colours)) != len(colours):
        raise OptionError("--players", "every player needs a different colour")


def check_max_rounds(args: argparse.Namespace) -> None:
    """A round limit cuts short only a table of computers: a person's game is never ended
    before its end (tournaments, demonstrations and exhibitions are computers only)."""
    if args.max_rounds is None:
        return
    if args.max_rounds < 1:
        raise OptionError("--max-rounds", f"a number of rounds of 1 or more, not {args.max_rounds}")
    if args.seats is None or any(seat != "computer" for seat in args.seats.split(",")):
        raise OptionError("--max-rounds", "only a table where every seat is a computer is cut "
                                          "short; a game with a person plays to its end")


def check_seats(seats: str | None, count: int) -> None:
    if seats is None:
        return
    kinds = seats.split(",")
    for seat in kinds:
        if seat not in KINDS:
            raise OptionError("--seats", f"unknown seat {seat!r} (seats: {', '.join(KINDS)})")
    if len(kinds) != count:
        raise OptionError("--seats", f"one seat per player: {count} players, "
                                     f"{len(kinds)} seats")


def check_resume(args: argparse.Namespace) -> GameKind:
    """The saved game's kind, once the save, its journal and its seats have loaded."""
    try:
        record, _, seats, _, _ = load_game(args.resume)
    except LoadError as exc:
        raise OptionError("--resume", str(exc)) from None
    if args.seats is not None:
        check_seats(args.seats, len(record.game.seat_names))
    elif seats is not None and len(seats) != len(record.game.seat_names):
        raise OptionError("--resume", "the seats file does not match the saved game")
    return record.kind


def optional_rules(args: argparse.Namespace) -> list[str]:
    return [o.strip() for o in args.optional.split(",") if o.strip()]


def new_options(args: argparse.Namespace, kind: GameKind) -> TableOptions:
    """The JSON options of the new game the command line describes (seed 0 when random:
    the check does not need the real one)."""
    return table_options(kind, args.players, args.seed if args.seed is not None else 0,
                         args.edition, optional_rules(args), args.max_rounds)

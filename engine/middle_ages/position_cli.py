"""The position command line for Middle-Ages: load a hand-written position (position.py),
apply actions written as text (``move col=2``, ``Ann: scout row=2 col=1``), print the log and
the position reached. ``python -m engine.position`` hands a file whose ``"game"`` is
``"middle-ages"`` to ``main``."""
from __future__ import annotations

import argparse
import json
import sys
from typing import Any, TextIO

from ..actions import Action
from ..errors import EngineError
from .game import MiddleAges
from .messages import event_text
from .position import PositionError, dump_position, load_position, seat_of


def actor(game: MiddleAges, line: str) -> tuple[int, str]:
    """``"Ann: move col=2"`` names the seat; without it, the seat asked acts."""
    head, sep, rest = line.partition(":")
    if sep and "=" not in head:
        return seat_of(head.strip(), game.state.players, "action"), rest.strip()
    waiting = [d.player for d in game.pending()]
    if not waiting:
        raise PositionError("nobody has a decision to make")
    return waiting[0], line.strip()


def run(position: str, lines: list[str], out: TextIO) -> int:
    game = load_position(position)
    names = game.seat_names
    for line in lines:
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        seat, text = actor(game, line)
        action = Action.parse(text)
        print(f"> {names[seat]}: {action.text()}", file=out)
        for event in game.apply(seat, action):
            print(event_text(event, names), file=out)
    print(json.dumps(dump_position(game), ensure_ascii=False, indent=1), file=out)
    return 0


def main(argv: list[str] | None = None, out: Any = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m engine.position",
        description="Load a Middle-Ages position, apply actions written as text, print the log "
                    "and the resulting position (docs/middle-ages.md, 'Positions').")
    parser.add_argument("position", help="position file (JSON)")
    parser.add_argument("--actions", help="file with one action per line ('name: action')")
    parser.add_argument("-a", "--action", action="append", default=[],
                        help="an action, e.g. \"move col=2\"")
    args = parser.parse_args(argv)
    try:
        with open(args.position, encoding="utf-8") as f:
            position = f.read()
        lines = list(args.action)
        if args.actions:
            with open(args.actions, encoding="utf-8") as f:
                lines = f.read().splitlines() + lines
        return run(position, lines, out or sys.stdout)
    except (EngineError, PositionError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    except OSError as exc:
        print(f"error: {exc.filename}: {exc.strerror}", file=sys.stderr)
        return 2

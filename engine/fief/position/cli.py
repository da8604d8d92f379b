"""The command line of positions: load one, apply actions written as text, print the log and
the resulting position (``python -m engine.position --help``)."""
from __future__ import annotations

import argparse
import sys
from typing import Any

from ...actions import Action
from ...errors import EngineError
from ...events import Event
from ..action_params import SEAT_PARAMS, boolean_params
from ..game import Game
from ..messages import event_text
from ..views import redact
from .names import Names, PositionError
from .read import load_position
from .write import dump_position, position_text


def split_actor(line: str, names: Names) -> tuple[int | None, str]:
    """'blue: move ...' names the acting family; without a prefix the caller decides."""
    head, sep, rest = line.partition(":")
    if sep and head.strip() and "=" not in head:
        try:
            return names.seat(head.strip(), "action"), rest.strip()
        except PositionError:
            pass
    return None, line.strip()


def seats_in_params(action: Action, names: Names) -> Action:
    """Let a person write colours or names wherever an action expects a seat or a list of
    seats (``declare_battle target=DAVID``, ``open_talk with=red,DAVID``): the parameters
    ``SEAT_PARAMS`` declares. A name that is no family of this game is refused here, with the
    families that are."""
    seats = SEAT_PARAMS.get(action.kind, frozenset())
    params = {}
    for key, value in action.params:
        if key in seats:
            where = f"{action.kind} {key}"
            if isinstance(value, tuple):
                value = tuple(names.seat(v, where) for v in value)
            elif value is not None:
                value = names.seat(value, where)
        params[key] = value
    return Action.make(action.kind, **params)


def acting_player(game: Game, default: int | None) -> int:
    if default is not None:
        return default
    waiting = sorted({d.player for d in game.pending()})
    if len(waiting) == 1:
        return waiting[0]
    if not waiting:
        raise PositionError("nobody has a decision to make; write 'colour: action'")
    colours = ", ".join(game.state.players[p].colour for p in waiting)
    raise PositionError(f"several families must decide ({colours}); write 'colour: action'")


def run(position: str, lines: list[str], viewer: str | None, out: Any = None) -> int:
    """Load, apply each action line and print the log and the resulting position."""
    out = out or sys.stdout

    game = load_position(position)
    names = Names(game.board, game.state.players)
    seat = names.seat(viewer, "--as") if viewer is not None else None
    player_names = [p.name for p in game.state.players]

    def log(events: list[Event]) -> None:
        for event in events:
            if seat is None or redact(event, seat) is not None:
                print(event_text(event, player_names), file=out)

    log(game.events)
    for line in lines:
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        actor, text = split_actor(line, names)
        action = boolean_params(seats_in_params(Action.parse(text), names))
        player = actor if actor is not None else acting_player(game, seat)
        print(f"> {game.state.players[player].name}: {action.text()}", file=out)
        log(game.apply(player, action))
    print(position_text(dump_position(game)), file=out)
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m engine.position",
        description="Load a Fief position, apply actions written as text, print the log and "
                    "the resulting position (docs/position-format.md).")
    parser.add_argument("position", help="position file (JSON)")
    parser.add_argument("--actions", help="file with one action per line ('colour: action' "
                                          "to name the acting family)")
    parser.add_argument("-a", "--action", action="append", default=[],
                        help="an action, e.g. \"move lords=FRANÇOIS to=CHAROLLES men=2\"")
    parser.add_argument("--as", dest="viewer", help="seat, colour or name: acts when an action "
                        "names nobody, and the log shows only what this family may see")
    args = parser.parse_args(argv)
    try:
        with open(args.position, encoding="utf-8") as f:
            position = f.read()
        lines = list(args.action)
        if args.actions:
            with open(args.actions, encoding="utf-8") as f:
                lines = f.read().splitlines() + lines
        return run(position, lines, args.viewer)
    except (EngineError, PositionError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    except OSError as exc:
        print(f"error: {exc.filename}: {exc.strerror}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())

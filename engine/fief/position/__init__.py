"""Hand-written positions: any situation of a game as pleasant JSON, and its command line.

A position names things as the rulebook does (villages, lords, colours, fief titles, cards),
never by internal ids, and every part may be left out to take its default, so a rulebook example
is a few lines. ``load_position`` builds a ``Game`` at the beginning of the named step (then runs
the automatic work up to the first decision); ``dump_position`` writes any game back in the same
format. The format is documented in docs/position-format.md.

    python -m engine.position POSITION.json -a "move lords=FRANÇOIS to=CHAROLLES men=2"

loads a position, applies actions written as text, prints each action's events as log lines and
prints the resulting position; a refused action prints the rule and exits non-zero.
"""
from __future__ import annotations

from .cli import main
from .names import PositionError
from .read import POSITION_FORMAT, POSITION_VERSION, build_game, load_position, parse
from .write import canonical, dump_position, position_text

__all__ = ["POSITION_FORMAT", "POSITION_VERSION", "PositionError", "build_game", "canonical",
           "dump_position", "load_position", "main", "parse", "position_text"]

"""Tables worked out once per board for the rules' hot loops: a board never changes, and the
rules ask the same questions of it thousands of times a round (which bishopric a village lies
in, the villages in name order)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .board import Board


@dataclass(frozen=True)
class Tables:
    board: "Board"
    villages: tuple[str, ...]        # every village, in name order
    see: dict[str, str]              # village -> its bishopric as the state's keys spell it
    # Values the rules derive from the board alone, filled as they are asked for (the moves
    # out of a village, phases/movement.py): keyed by plain values, never by the state.
    derived: dict[Any, Any] = field(default_factory=dict, compare=False, repr=False)


_TABLES: dict[int, Tables] = {}


def tables(board: "Board") -> Tables:
    """The tables of a board (kept for the few boards a process loads)."""
    found = _TABLES.get(id(board))
    if found is None or found.board is not board:
        if len(_TABLES) > 16:
            _TABLES.clear()
        found = Tables(board, tuple(sorted(board.villages)),
                       {name: str(v.bishopric) for name, v in board.villages.items()})
        _TABLES[id(board)] = found
    return found

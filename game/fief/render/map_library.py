"""The board maps a program has read, each with its static map drawn at a few zoom steps.

Reading the real board's .tmx costs about 45 ms of CPU and drawing one zoom step of it about
20 ms on a small machine; every board scene (a new game, Continue, a save opened, the tutorial,
the board preview) used to pay both again for the same file. The library is owned by whoever
runs the scenes (``Shell.shared``: the application, for the life of the program; the test session shares one
between its apps) and hands out the same ``BoardMap`` and the same drawn levels while the file
is unchanged (its path, size and modification time). Whoever gets them only reads them: a
renderer blits its levels, never draws on them.
"""
from __future__ import annotations

from collections import OrderedDict
from pathlib import Path

from game.fief.render.board_renderer import Levels
from game.fief.render.tiledmap import BoardMap, load_board_map
from game.shell.stack import Shell

BOARDS = 2        # the real board and one other (a map being edited, a test map)

FileKey = tuple[str, int, int]


class MapLibrary:
    """Boards read and their drawn levels, the least recently used board forgotten first."""

    def __init__(self, boards: int = BOARDS) -> None:
        self.limit = boards
        self._boards: OrderedDict[FileKey, tuple[BoardMap, Levels]] = OrderedDict()

    def board(self, path: Path) -> tuple[BoardMap, Levels]:
        """The board read from ``path`` and its drawn levels; read now if the file is new or
        changed. Raises what ``load_board_map`` raises (FileNotFoundError for a missing map),
        and remembers nothing then."""
        key = file_key(path)
        known = self._boards.get(key)
        if known is not None:
            self._boards.move_to_end(key)
            return known
        board = load_board_map(path)
        known = self._boards[key] = (board, Levels())
        while len(self._boards) > self.limit:
            self._boards.popitem(last=False)
        return known


def file_key(path: Path) -> FileKey:
    """What tells one map file from another, or from itself edited since it was read."""
    stat = Path(path).stat()
    return (str(Path(path).resolve()), stat.st_mtime_ns, stat.st_size)


SHARED = "fief.maps"     # the application's key for Fief's library (``Shell.shared``)


def library(app: Shell) -> MapLibrary:
    """The boards of this program, read and drawn once, shared by every board scene."""
    maps = app.shared(SHARED, MapLibrary)
    assert isinstance(maps, MapLibrary)
    return maps

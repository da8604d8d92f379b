"""Where the game's read-only files are, from source and from a PyInstaller build.

Every map, font and catalogue is found through :func:`resource_path`, so the same code runs from
a git checkout, from a one-folder build (files beside the executable, in ``_internal``) and from
a one-file build (files unpacked into a temporary ``sys._MEIPASS`` folder at start).
"""
from __future__ import annotations

import sys
from pathlib import Path

# The program's name: its command (pyproject.toml's [project.scripts]), its log and its
# catalogues' domain (assets/locale/*/LC_MESSAGES/fief.po); not the name of one of its games.
PROGRAM = "fief"


def resource_root() -> Path:
    """The folder that holds ``maps/`` and ``assets/``.

    PyInstaller (one-file and, since 6.0, one-folder) sets ``sys._MEIPASS`` to the folder it put
    the data files in; an older one-folder build only sets ``sys.frozen`` and keeps them beside
    the executable. From source it is the repository, two folders above this module (game/shell/).
    """
    if getattr(sys, "frozen", False):
        bundle = getattr(sys, "_MEIPASS", None)
        if bundle:
            return Path(bundle)
        return Path(sys.executable).resolve().parent
    return Path(__file__).resolve().parents[2]


def resource_path(*parts: str) -> Path:
    """The path of a bundled file, e.g. ``resource_path("maps", "board.tmx")``."""
    return resource_root().joinpath(*parts)


def map_path(name: str) -> Path:
    return resource_path("maps", name)


def font_path(name: str) -> Path:
    return resource_path("assets", "fonts", name)


def locale_dir() -> Path:
    return resource_path("assets", "locale")

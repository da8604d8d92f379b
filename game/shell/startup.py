"""What the client settles before it opens a window: its version, the command line, whether
the machine has a display, and where the log goes (a file in the user data folder)."""
from __future__ import annotations

import argparse
import logging
import logging.handlers
import os
import sys
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import NoReturn

from game.shell import i18n, paths
from game.shell.assets import PROGRAM, resource_path

log = logging.getLogger(PROGRAM)
FALLBACK_VERSION = "0.1.0"
# The collection's name (window, --help, --version, title screen); its games are game/clients.py's.
NAME = "Fief & Middle-Ages"
DESCRIPTION = ("Fief & Middle-Ages, the collection: two board games of the Middle Ages, "
               "Fief: France 1429 (and its 2011 and introductory editions) and Middle-Ages")
# --scene: the shell's screens, around the games' (``Served.scenes``).
FIRST_SCENES, LAST_SCENES = ("title",), ("settings", "load")


@dataclass(frozen=True)
class Served:
    """What the collection's games add to the command line (``Collection.served``): the
    ``--scene`` screens they serve, and what ``--hover`` and ``--map`` do in them."""

    scenes: tuple[str, ...] = ()
    options_help: Mapping[str, str] = field(default_factory=dict)


def version() -> str:
    """pyproject.toml's version: the file beside the code in a checkout, or the copy that
    packaging/fief.spec puts in a frozen build.

    The game runs only where its maps and assets are, and pyproject.toml is always beside them
    (a wheel would carry neither), so there is no installed metadata to fall back on: reading it
    cost ``importlib.metadata`` and its imports (zipfile, csv, email...) at every start."""
    try:
        with open(resource_path("pyproject.toml"), "rb") as f:
            project = tomllib.load(f).get("project", {})
        if project.get("name") == "fief1429" and project.get("version"):
            return str(project["version"])
    except (OSError, ValueError):
        pass
    return FALLBACK_VERSION


class Parser(argparse.ArgumentParser):
    """argparse that reports a bad option in one line, as ``python -m net`` does (issue 18,
    fault 8): the option, what was given and the accepted values; no usage block."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message.removeprefix('argument ')}\n")


def count(text: str) -> int:
    """A number of frames: a whole number, at least 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{value} frames: at least 1")
    return value


def window_size(text: str) -> str:
    """``WxH`` in pixels, at least 320x240 (the window is made no smaller than the game's
    minimum anyway); kept as text for ``parse_size``."""
    w, sep, h = text.lower().partition("x")
    if not (sep and w.isdigit() and h.isdigit()):
        raise argparse.ArgumentTypeError(f"{text!r}: expected WIDTHxHEIGHT, e.g. 1600x900")
    if int(w) < 320 or int(h) < 240 or int(w) > 16384 or int(h) > 16384:
        raise argparse.ArgumentTypeError(f"{text!r}: from 320x240 to 16384x16384")
    return text


def map_file(text: str) -> Path:
    """A board map that exists (a missing one would open the board on an error)."""
    path = Path(text)
    if not path.is_file():
        raise argparse.ArgumentTypeError(f"no such file: {text}")
    return path


def parse_args(argv: Sequence[str] | None, served: Served | None = None) -> argparse.Namespace:
    """The command line. Without ``served`` (main.py's check before the games are loaded,
    game/clients.py) ``--scene`` is not checked yet and ``--help`` is left to the second
    reading, which lists the games' screens."""
    parser = Parser(prog=PROGRAM, description=DESCRIPTION, add_help=served is not None)
    if served is None:
        parser.add_argument("-h", "--help", action="store_true")
    notes = served.options_help if served is not None else {}
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    parser.add_argument("--smoke", type=count, metavar="N",
                        help="drive N frames headless through the first game's first screens, "
                             "then exit")
    parser.add_argument("--frames", type=count, metavar="N", help="quit after N frames")
    parser.add_argument("--scene", default="title", help="screen to open at start",
                        choices=FIRST_SCENES + served.scenes + LAST_SCENES if served else None)
    parser.add_argument("--screenshot", type=Path, metavar="PNG",
                        help="save the window to PNG after --frames frames (default 8) and exit")
    parser.add_argument("--hover", metavar="PLACE", help=notes.get("--hover"))
    parser.add_argument("--size", type=window_size, metavar="WxH", help="window size, e.g. 1600x900")
    parser.add_argument("--lang", choices=tuple(i18n.LANGUAGES), help="language for this run")
    parser.add_argument("--map", type=map_file, help=notes.get("--map"))
    parser.add_argument("--report-first-frame", action="store_true", help=argparse.SUPPRESS)
    return parser.parse_args(argv)


def parse_size(text: str | None) -> tuple[int, int] | None:
    if not text:
        return None
    w, _sep, h = text.lower().partition("x")
    return (int(w), int(h))


def without_window(args: argparse.Namespace) -> int | None:
    """The exit status of a run that ends before any window (``--version``, or no display to
    open one on), or None. main.py asks it before pygame and the scenes are loaded, so
    these answers come at once (0.1 s of CPU instead of 0.45 s)."""
    if getattr(args, "help", False):
        return None                 # answered once the games are loaded (their screens)
    if args.version:
        print(f"{NAME} {version()}")
        return 0
    strict = args.smoke is not None or args.screenshot is not None
    if needs_headless() and not os.environ.get("SDL_VIDEODRIVER") and not strict \
            and args.frames is None and not args.report_first_frame:
        # A window nobody can see would run on silently: say why and how to check the game.
        print(f"{PROGRAM}: no display (neither DISPLAY nor WAYLAND_DISPLAY is set): start the "
              "game on a desktop, or check it headless with --smoke 120", file=sys.stderr)
        return 2
    return None


def needs_headless() -> bool:
    """True on a Linux machine with no display server (CI, a terminal over ssh)."""
    if not sys.platform.startswith("linux"):
        return False
    return not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def setup_logging(verbose: bool = False) -> Path | None:
    root = logging.getLogger()
    root.setLevel(logging.INFO)
    console = logging.StreamHandler(sys.stderr)
    console.setLevel(logging.INFO if verbose else logging.WARNING)
    console.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
    root.addHandler(console)
    try:
        path = paths.log_path()
        handler = logging.handlers.RotatingFileHandler(path, maxBytes=1_000_000, backupCount=3,
                                                       encoding="utf-8")
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
        root.addHandler(handler)
        return path
    except OSError as exc:
        log.warning("no log file (%s)", exc)
        return None

"""python -m engine.position POSITION.json [-a ACTION]... [--actions FILE] [--as FAMILY]

The file names its game (``"game"``): a Middle-Ages position goes to Middle-Ages' command line,
anything else to Fief's. A file that cannot be read as JSON is left to Fief's command line, which
says what is wrong with it."""
import argparse
import json
import sys

from engine.fief.position.cli import main as fief_main
from engine.middle_ages.position_cli import main as middle_ages_main


def game_of(argv: list[str]) -> str:
    """The game a position file names ("fief" when it names none or cannot be read)."""
    peek = argparse.ArgumentParser(add_help=False)
    peek.add_argument("position", nargs="?")
    for option in ("-a", "--actions", "--as"):
        peek.add_argument(option, action="append")
    known, _rest = peek.parse_known_args(argv)
    if known.position is None:
        return "fief"
    try:
        with open(known.position, encoding="utf-8") as f:
            data = json.load(f)
    except (OSError, ValueError):
        return "fief"
    return "middle-ages" if isinstance(data, dict) and data.get("game") == "middle-ages" else "fief"


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if game_of(args) == "middle-ages":
        return middle_ages_main(args)
    return fief_main(args)


if __name__ == "__main__":
    sys.exit(main())

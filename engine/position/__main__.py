"""python -m engine.position POSITION.json [-a ACTION]... [--actions FILE] [--as FAMILY]"""
import sys

from engine.fief.position.cli import main

if __name__ == "__main__":
    sys.exit(main())

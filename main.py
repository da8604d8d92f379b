"""Start Fief: France 1429 (``python main.py --help`` lists the options)."""
import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from game.app import main  # noqa: E402  (the variable above must be set before pygame loads)

if __name__ == "__main__":
    sys.exit(main())

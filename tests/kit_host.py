"""``python tests/kit_host.py ARGS``: ``python -m net ARGS`` with the conformance kit's toy game
(tests/toy_game.py) added to the collection, so that the real headless host serves a game it
has never heard of (issue 39)."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from net.__main__ import main  # noqa: E402
from tests.toy_game import registered  # noqa: E402

if __name__ == "__main__":
    with registered():
        code = main(sys.argv[1:])
    sys.exit(code)

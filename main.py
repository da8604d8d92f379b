"""Start Fief: France 1429 (``python main.py --help`` lists the options).

``python main.py --host ...`` runs a headless LAN host instead of the window: it needs no
display and takes the options of ``python -m net host`` (see docs/lan.md).
"""
import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def host(argv: list[str]) -> int:
    from net.__main__ import main as net_main

    return net_main(["host", *argv])


if __name__ == "__main__":
    if sys.argv[1:2] == ["--host"]:
        sys.exit(host(sys.argv[2:]))
    # A bad option, --version or no display is answered before pygame and the scenes load.
    from game.shell.startup import parse_args, without_window

    status = without_window(parse_args(sys.argv[1:]))
    if status is not None:
        sys.exit(status)
    from game.clients import main  # the variable above must be set before pygame loads

    sys.exit(main())

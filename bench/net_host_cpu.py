"""The LAN host's CPU per action in the crowd run's game, in one process: a figure a loaded
machine does not blur as it blurs the round trips.

Plays the game ``bench_net.py`` plays (six seats, random legal players, seed 1), and after
each action does what the host does for it: the referee's checks and the apply
(``Authority.submit``, no journal), then an update for the actor, for each of the five other
seats and for the spectators (``Authority.update_for`` with the events' texts, framed by
``UpdateText`` as ``Host.fan_out`` frames it). Prints the CPU time (``time.process_time``) per action of each
part: the moves, the views less the move foresight, the foresight, the encoding, and the
rest of an update (standing, events). The real host sends fewer updates to the other seats
when moves follow each other faster than it can send them, and also spends on the network and
the journal's fsync: this is its work per action, not its wall time. To compare two commits,
run the script of each from its own tree (``git archive COMMIT | tar -x -C DIR``), alternately.

    .venv/bin/python bench/net_host_cpu.py [--actions 1000] [--seed 1]
"""
from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.fief import views  # noqa: E402
from net.authority import Authority  # noqa: E402
from net.bots import RandomBot  # noqa: E402
from net.lobby import Settings  # noqa: E402
from net.seats import SeatTable  # noqa: E402
from net.viewtext import UpdateText  # noqa: E402

PLAYERS = [("Ann", "blue"), ("Bob", "red"), ("Cid", "green"), ("Dan", "yellow"),
           ("Eve", "magenta"), ("Fay", "white")]


class Clock:
    """CPU time summed per part, only while ``on`` (the players' own choices are not timed)."""

    def __init__(self) -> None:
        self.spent: dict[str, float] = {"moves": 0.0, "views": 0.0, "foresight": 0.0,
                                        "encoding": 0.0, "rest of an update": 0.0}
        self.on = False

    def timed(self, part: str, real: Callable[..., Any]) -> Callable[..., Any]:
        def timing(*args: Any) -> Any:
            start = time.process_time()
            try:
                return real(*args)
            finally:
                if self.on:
                    self.spent[part] += time.process_time() - start
        return timing


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    clock = Clock()
    views.leaving_costs = clock.timed("foresight", views.leaving_costs)   # this process only
    auth = Authority(SeatTable.build(PLAYERS, ["remote"] * 6), Settings(seed=args.seed))
    auth.start(force=True)
    view_of = clock.timed("views", auth.view)
    auth.view = view_of                                                  # type: ignore[method-assign]
    texts, bots = UpdateText(), dict[int, RandomBot]()
    since: dict[int | None, int] = {reader: 0 for reader in [*range(6), None]}
    done = 0
    for _ in range(args.actions):
        game = auth.record.game                                          # type: ignore[union-attr]
        if game.finished:
            break
        seat = game.pending()[0].player
        view = auth.view(seat)
        action = bots.setdefault(seat, RandomBot(args.seed + seat, legal=auth.legal_for))(
            view, view["pending"][0])
        clock.on = True
        start = time.process_time()
        assert auth.submit(seat, auth.seats[seat].token, action, view["move"])["ok"]
        clock.spent["moves"] += time.process_time() - start
        for reader in [seat, *[other for other in range(6) if other != seat], None]:
            start = time.process_time()
            update = auth.update_for(reader, since[reader], texts=True)     # as Host frames it
            built = time.process_time()
            texts.frame(update)
            clock.spent["encoding"] += time.process_time() - built
            clock.spent["rest of an update"] += built - start
            since[reader] = update["seq"]
        clock.on = False
        done += 1
    spent = clock.spent
    spent["rest of an update"] -= spent["views"]          # the views hold the foresight
    spent["views"] -= spent["foresight"]
    total = sum(spent.values())
    print(f"{done} actions, 7 updates each: CPU per action {total / done * 1000:.3f} ms")
    for part, seconds in spent.items():
        print(f"  {part:18} {seconds / done * 1000:.3f} ms")


if __name__ == "__main__":
    main()

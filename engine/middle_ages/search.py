"""The searching computer player of Middle-Ages, ``chancellor``: Monte Carlo over the public
state, every answer judged by whole games played on in sampled worlds.

Everything in Middle-Ages is public but the order of the piles (M6); their contents, as a set,
follow from the table (M2.2), so a world is the view with the unseen tiles dealt into the piles
in a random order (``world.rebuild``, M10). Each world is played once per candidate answer with
the same seed (common random numbers), to its end, every lord answering as ``policy.pick``
judges (mostly the best-looking answer); a candidate scores its lord's final fortune less the
best opponent's (M8). Candidates are the greedy level's ``WIDTH`` best answers (bots.ranked,
the policy's best kept among them); after ``CULL_AFTER`` worlds, each round drops those whose
mean is more than ``CULL_SE`` standard errors below the leader's, so the time goes to the close
calls. (Keeping the policy's own choice unless beaten by a standard error was tried: 30 of 50
against the steward with two players at 0.1 s, against 33 of 50 without; docs/middle-ages.md.)

The budget is counted on the bot's own thread (``time.thread_time``): a machine loaded by other
work slows the answer but does not thin the search. Given ``worlds``, it samples exactly that
many worlds whatever the clock says, and is then a pure function of its inputs."""
from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from ..actions import Action, ActionDict
from .bots import Asked
from .bots import ranked as greedy_ranked
from .planner import margin
from .policy import pick, ranked
from .state import State
from .views import View
from .world import rebuild

WIDTH = 5                   # candidates searched at most (a Palace may list fifty answers)
CULL_AFTER = 6              # worlds before a candidate may be dropped
CULL_SE = 2.5               # ... when its mean is this many standard errors below the best
SPEND = 0.9                 # share of the budget the search spends (the rest: setting up)
MAX_WORLDS = 4000           # a cap whatever the budget


@dataclass
class Chancellor:
    """The searching level (see the module's docstring)."""

    worlds: int | None = None
    clock: Callable[[], float] = time.thread_time
    name: str = "chancellor"

    def choose(self, view: View, decision: Asked, *, rng_seed: int,
               budget_s: float = 1.0) -> ActionDict:
        started = self.clock()
        choices = [Action.from_dict(c) for c in decision["choices"]]
        if len(choices) == 1:
            return choices[0].to_dict()
        seat, kind = decision["player"], decision["kind"]
        world = rebuild(view, rng_seed)
        shortlist = shortlisted(world, seat, kind, choices)
        rng = random.Random(rng_seed)
        scores: list[list[float]] = [[] for _ in shortlist]
        alive = list(range(len(shortlist)))
        samples = 0
        lap = 0.0                          # the time the last world took: the next one's
        while len(alive) > 1 and not self.spent(samples, self.clock() - started + lap,
                                                 budget_s):
            began = self.clock()
            sample = rebuild(view, rng.getrandbits(32))
            seed = rng.getrandbits(32)
            for i in alive:
                scores[i].append(margin(sample, seat, kind, shortlist[i], seed, pick))
            samples += 1
            lap = self.clock() - began
            if samples >= CULL_AFTER:
                alive = cull(alive, scores)
        best = max(alive, key=lambda i: (mean(scores[i]), -i))
        return shortlist[best].to_dict()

    def spent(self, samples: int, until_next: float, budget_s: float) -> bool:
        """Enough worlds: ``worlds`` when given, else when one more world (``until_next``:
        the time spent, and the last world's again) would pass the budget's share."""
        if self.worlds is not None:
            return samples >= self.worlds
        return samples >= MAX_WORLDS or until_next >= SPEND * budget_s


def shortlisted(world: State, seat: int, kind: str, choices: list[Action]) -> list[Action]:
    """The candidates, best first: the greedy level's ranking (bots.ranked, which plays each
    answer on a copy), cut to ``WIDTH``; the policy's best is kept among them."""
    order = greedy_ranked(world, seat, kind, choices)[:WIDTH]
    best = ranked(world, seat, kind, choices)[0]
    return order if best in order else order[:-1] + [best]


def mean(values: list[float]) -> float:
    return sum(values) / len(values) if values else -math.inf


def cull(alive: list[int], scores: list[list[float]]) -> list[int]:
    """The candidates still worth sampling: those within ``CULL_SE`` standard errors of the
    leader (each compared on the worlds both were played in, the same for all)."""
    best = max(alive, key=lambda i: mean(scores[i]))
    kept = []
    for i in alive:
        diffs = [a - b for a, b in zip(scores[best], scores[i])]
        if i == best or mean(diffs) <= CULL_SE * stderr(diffs):
            kept.append(i)
    return kept


def stderr(values: list[float]) -> float:
    n = len(values)
    if n < 2:
        return math.inf
    mu = sum(values) / n
    return math.sqrt(sum((v - mu) ** 2 for v in values) / (n - 1) / n)

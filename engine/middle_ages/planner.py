"""The planning computer player of Middle-Ages, ``steward``: flat Monte Carlo over the greedy
one's best answers. The four answers the greedy player (bots.Reeve) ranks first are each played
on a world rebuilt from the view, and the game played on to its end at random, the same random
games for every answer (common random numbers); the answer with the best mean margin over the
best opponent's final score (M8) is chosen. The number of playouts shrinks with the work a
playout costs (players times turns left), so a decision stays well under half a second; it
depends on nothing but the view, the decision and the seed."""
from __future__ import annotations

import random
from collections.abc import Callable

from ..actions import Action, ActionDict
from .asks import answer, asked, candidates
from .bots import Asked, ranked
from .match import Match
from .state import State
from .tiles import TURNS
from .turn import proceed
from .views import View
from .world import rebuild

# A playout's answer for a seat and decision kind, from its random numbers.
Chooser = Callable[[State, int, str, random.Random], Action]
SHORTLIST = 4               # answers the greedy ranking lets through
PLAYOUT_WORK = 2000         # playouts x players x turns left, per decision
PLAYOUTS = (4, 12)          # at least, at most, per answer


class Steward:
    name = "steward"

    def choose(self, view: View, decision: Asked, *, rng_seed: int,
               budget_s: float = 1.0) -> ActionDict:
        world = rebuild(view, rng_seed)
        seat, kind = decision["player"], decision["kind"]
        choices = [Action.from_dict(c) for c in decision["choices"]]
        shortlist = ranked(world, seat, kind, choices)[:SHORTLIST]
        if len(shortlist) == 1:
            return shortlist[0].to_dict()
        work = world.n * (TURNS - world.turn + 1) * len(shortlist)
        playouts = max(PLAYOUTS[0], min(PLAYOUTS[1], PLAYOUT_WORK // work))
        margins = [sum(margin(world, seat, kind, choice, rng_seed * 7919 + p)
                       for p in range(playouts)) for choice in shortlist]
        return shortlist[margins.index(max(margins))].to_dict()


def at_random(state: State, seat: int, kind: str, rng: random.Random) -> Action:
    """A playout's answer at random among the legal ones (the steward's playouts)."""
    return rng.choice(candidates(state, seat, kind))


def margin(world: State, seat: int, kind: str, choice: Action, seed: int,
           choose: Chooser = at_random) -> int:
    """The seat's final score less the best opponent's (M8), after ``choice`` and a game played
    on with every lord answering as ``choose`` says (at random for the steward, by
    ``policy.pick`` for the chancellor)."""
    m = Match(world.clone(), telling=False)
    answer(m, seat, kind, choice)
    playout(m, random.Random(seed), choose)
    scores = m.state.scores or [0] * world.n
    return scores[seat] - max(s for other, s in enumerate(scores) if other != seat)


def playout(m: Match, rng: random.Random, choose: Chooser = at_random) -> None:
    """Every seat answers as ``choose`` says until the game ends."""
    state = m.state
    while True:
        proceed(m)
        found = asked(state)
        if found is None:
            return
        seat, kind = found
        answer(m, seat, kind, choose(state, seat, kind, rng))

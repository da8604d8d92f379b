"""The planning computer player of Middle-Ages, ``steward``: flat Monte Carlo over the greedy
one's best answers. The four answers the greedy player (bots.Reeve) ranks first are each played
on a world rebuilt from the view, and the game played on to its end at random, the same random
games for every answer (common random numbers); the answer with the best mean margin over the
best opponent's final score (M8) is chosen. The number of playouts shrinks with the work a
playout costs (players times turns left), so a decision stays well under half a second; it
depends on nothing but the view, the decision and the seed."""
from __future__ import annotations

import random

from ..actions import Action, ActionDict
from .asks import answer, asked, candidates
from .bots import Asked, ranked
from .match import Match
from .state import State
from .tiles import TURNS
from .turn import proceed
from .views import View
from .world import rebuild

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


def margin(world: State, seat: int, kind: str, choice: Action, seed: int) -> int:
    """The seat's final score less the best opponent's, after ``choice`` and a random game."""
    m = Match(world.clone(), telling=False)
    answer(m, seat, kind, choice)
    playout(m, random.Random(seed))
    scores = m.state.scores or [0] * world.n
    return scores[seat] - max(s for other, s in enumerate(scores) if other != seat)


def playout(m: Match, rng: random.Random) -> None:
    """Every seat answers at random until the game ends."""
    state = m.state
    while True:
        proceed(m)
        found = asked(state)
        if found is None:
            return
        seat, kind = found
        answer(m, seat, kind, rng.choice(candidates(state, seat, kind)))

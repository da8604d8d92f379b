"""The chancellor's look at the last turns of a two-player game: from turn 13 on nothing is
hidden nor drawn (M4.3: no refill after turn 12; M6: only the piles' order was unseen), so the
rest of the game is a tree of both lords' answers, searched whole by alpha-beta. Its answer
is played when it guarantees a win (search.py); a game lost against a perfect opponent is left
to the sampled worlds, whose imagined opponent errs as a real one may.

A leaf is scored as the Monte Carlo playouts are, the seat's final fortune less the
opponent's (M8, never negative: MA-8), plus half a coin either way for the tie-break's winner
(M8, MA-26), so a tie won on Palace tiles beats one lost on them. Every move is searched; an
effect's choice (a Scout, a Graveyard tile, a token) only among the ``EFFECT_WIDTH`` the policy
judges best (a Palace may list fifty), which keeps a tree of three turns to a few thousand
positions. The search gives up past ``MAX_NODES`` positions (the caller then samples worlds as
before): a count, not a clock, so the answer depends on nothing but the position."""
from __future__ import annotations

import math
from collections.abc import Callable

from ..actions import Action
from .asks import answer, asked, candidates
from .match import Match
from .policy import ranked
from .state import State
from .tiles import LAST_REFILL_TURN
from .turn import proceed

EFFECT_WIDTH = 3            # an effect's answers searched (the policy's best first)
MAX_NODES = 20000           # positions visited at most, else no answer
CHECK_EVERY = 64            # positions between two looks at the caller's clock
MOVES = ("move_lord", "place_lord")


class TooDeep(Exception):
    """The tree has more positions than ``MAX_NODES``, or the caller's time ran out."""


class Budget:
    """The positions the search may still visit, and the caller's word on its time."""

    def __init__(self, out_of_time: Callable[[], bool]) -> None:
        self.left = MAX_NODES
        self.out_of_time = out_of_time

    def spend(self) -> None:
        self.left -= 1
        if self.left < 0 or (self.left % CHECK_EVERY == 0 and self.out_of_time()):
            raise TooDeep


def applies(world: State) -> bool:
    """Whether the rest of the game is known but for the lords' answers: two players, the
    last refill done (M4.3)."""
    return world.n == 2 and world.turn > LAST_REFILL_TURN


def best_answer(world: State, seat: int, kind: str, choices: list[Action],
                out_of_time: Callable[[], bool] = lambda: False) -> tuple[Action, float] | None:
    """The answer with the best guaranteed outcome for ``seat`` (``choices`` in the order
    given, the first kept among equals) and that outcome, or None when the tree is too large
    or ``out_of_time`` says so."""
    budget = Budget(out_of_time)
    best: Action | None = None
    alpha = -math.inf
    try:
        for choice in choices:
            value = after(world, seat, kind, choice, seat, alpha, math.inf, budget)
            if value > alpha:
                alpha, best = value, choice
    except TooDeep:
        return None
    return (best, alpha) if best is not None else None


def after(state: State, seat: int, kind: str, choice: Action, me: int,
          alpha: float, beta: float, budget: Budget) -> float:
    """The value for ``me`` of ``choice`` answered by ``seat`` in ``state`` (left untouched)."""
    budget.spend()
    m = Match(state.clone(), telling=False)
    answer(m, seat, kind, choice)
    return value(m, me, alpha, beta, budget)


def value(m: Match, me: int, alpha: float, beta: float, budget: Budget) -> float:
    """Alpha-beta over the lords' answers from ``m``'s position on, for ``me``."""
    proceed(m)
    state = m.state
    found = asked(state)
    if found is None:
        return outcome(state, me)
    seat, kind = found
    options = ranked(state, seat, kind, candidates(state, seat, kind))   # good cuts first
    if kind not in MOVES:
        options = options[:EFFECT_WIDTH]
    if seat == me:
        best = -math.inf
        for option in options:
            best = max(best, after(state, seat, kind, option, me, alpha, beta, budget))
            alpha = max(alpha, best)
            if alpha >= beta:
                break
        return best
    worst = math.inf
    for option in options:
        worst = min(worst, after(state, seat, kind, option, me, alpha, beta, budget))
        beta = min(beta, worst)
        if alpha >= beta:
            break
    return worst


def outcome(state: State, me: int) -> float:
    """The final margin (M8) and half a coin for the tie-break (MA-26)."""
    scores = state.scores or [0] * state.n
    margin = scores[me] - max(s for other, s in enumerate(scores) if other != me)
    winners = state.winners or []
    return margin + (0.5 if winners == [me] else -0.5 if me not in winners else 0.0)

"""The Duke's search: candidates judged by playouts in sampled worlds, against the Baron's choice.

A world is drawn from the view (``determinize.rebuild``, or ``worlds.world_at`` for the
decisions asked inside a step's turn: a marriage proposal's answer, an election), the candidate
is played in it, then every family plays as the Baron up to a horizon, and the world is scored
with ``evaluation.standing``. Each world is played once per candidate with the same seed
(common random numbers), so a candidate is judged by its gains over the Baron's choice world by
world: the dice of one playout weigh more than most choices, and a candidate that merely drew
lucky dice must not be taken. After ``MIN_WORLDS`` worlds a candidate whose mean gain plus one
standard error is not positive is dropped; the Baron's choice is left only for a candidate
whose mean gain less one standard error exceeds ``MARGIN``.

The budget is counted on the bot's own thread (``time.thread_time``), so a machine loaded by
other work slows the Duke's answers but does not thin its search; a wall-clock cap keeps the
slowest answer under twice the budget all the same. Given ``worlds``, the search samples that
many worlds whatever the clocks say: the Duke is then a pure function of its inputs.
"""
from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from ...actions import Action, act
from ...errors import EngineError
from ..game import Game
from .baron import Baron
from .base import Bot, Ctx
from .evaluation import standing

PLAYOUT_DECISIONS = 400           # safety cap of one simulated round
MAX_WORLDS = 64
MIN_WORLDS = 2                    # worlds before a candidate may replace the Baron's choice
MARGIN = 0.5                      # score points a candidate's cautious gain must exceed
SPEND = 0.85                      # share of the budget the search may spend on its own thread
WALL_CAP = 1.8                    # the wall-clock limit, in budgets (slowest answer < 2 budgets)
WALL_CHECK = 16                   # a playout asks whether the wall-clock cap is reached this often
PASS = act("pass")

Horizon = tuple[int, str]         # (round, round step): the playout stops when it is reached
WorldMaker = Callable[[int], "Game | None"]


@dataclass
class Budget:
    """When to stop sampling: ``seconds`` of the thread's own time (``clock``), capped by wall
    time (``wall``) counted from ``asked_at`` when given (the moment the decision was asked:
    the world rebuilt and the Baron's choice made before the search count against the cap
    too, or a loaded machine would push the answer past 2 budgets); or exactly ``worlds``
    worlds when given (deterministic)."""

    seconds: float
    clock: Callable[[], float] = time.thread_time
    wall: Callable[[], float] = time.perf_counter
    worlds: int | None = None
    asked_at: float | None = None
    started: tuple[float, float] = field(default=(0.0, 0.0))

    def start(self) -> None:
        self.started = (self.clock(), self.wall() if self.asked_at is None else self.asked_at)

    @property
    def counted(self) -> int | None:
        """The worlds a counted budget samples (``worlds``, at most MAX_WORLDS); None under a
        clock."""
        return None if self.worlds is None else min(self.worlds, MAX_WORLDS)

    def spent(self, samples: int) -> bool:
        if self.counted is not None:
            return samples >= self.counted
        if samples >= MAX_WORLDS:
            return True
        return self.clock() - self.started[0] >= SPEND * self.seconds or self.walled()

    def last(self, samples: int) -> bool:
        """The next world is the last one of a counted budget (``worlds``)."""
        return self.counted is not None and samples + 1 >= self.counted

    def walled(self) -> bool:
        """The wall-clock cap is reached: a playout under way is abandoned (a machine so loaded
        that one playout outlasts the slack would otherwise push the answer past 2 budgets)."""
        return self.worlds is None and self.wall() - self.started[1] >= WALL_CAP * self.seconds


def search(bot: Bot, ctx: Ctx, make_world: WorldMaker, candidates: list[Action],
           until: Horizon, budget: Budget, least: int = MIN_WORLDS) -> tuple[Action, float, int]:
    """(action, its cautious gain over the Baron's choice ``candidates[0]``, worlds sampled);
    a candidate may replace the Baron's choice after ``least`` worlds."""
    baseline = candidates[0]
    gains: dict[str, list[float]] = {a.text(): [] for a in candidates[1:]}
    alive = list(candidates)
    samples = 0
    seed = ctx.rng.getrandbits(32)
    budget.start()
    if budget.counted is not None and budget.counted < max(2, least):
        return baseline, 0.0, 0          # too few worlds for any candidate to be taken
    while not budget.spent(samples) and len(alive) > 1:
        values = {}
        for action in alive:
            if budget.worlds is None and budget.spent(samples):
                break                    # a world cut short still informs (its gains so far)
            values[action.text()] = simulate(bot, ctx, make_world, action, until,
                                             seed + samples, budget.walled)
        base = values.get(baseline.text())
        samples += 1
        if base is None:
            continue                     # the world refuses the Baron's choice: no evidence
        for key, value in values.items():
            if key in gains and value is not None:
                gains[key].append(value - base)
        last = budget.last(samples)
        alive = [a for a in alive if a is baseline or hopeful(gains[a.text()], least, last)]
    best, gain = pick(alive, baseline, gains, least)
    return best, gain, samples


def simulate(bot: Bot, ctx: Ctx, make_world: WorldMaker, action: Action, until: Horizon,
             seed: int, walled: Callable[[], bool] = lambda: False) -> float | None:
    """Play ``action`` in a fresh world drawn with ``seed``, then the Baron everywhere to the
    horizon; the seat's standing there (None if the world cannot be made or refuses it, or
    the playout was abandoned at the wall-clock cap)."""
    world = make_world(seed)
    if world is None:
        return None
    close_windows(world, until)
    world.telling = False                # nobody reads a playout's events
    try:
        world.apply(ctx.seat, action)
    except EngineError:
        return None
    if not playout(world, bot, ctx.seat, until, random.Random(seed), walled):
        return None
    return standing(world, ctx.seat)


def gain_range(gains: list[float], least: int = MIN_WORLDS) -> tuple[float, float]:
    """A candidate's gain over the Baron's choice: its mean less and plus one standard error
    (unbounded before ``least`` worlds)."""
    n = len(gains)
    if n < max(2, least):
        return float("-inf"), float("inf")
    mean = sum(gains) / n
    error = (sum((g - mean) ** 2 for g in gains) / (n - 1) / n) ** 0.5
    return mean - error, mean + error


def hopeful(gains: list[float], least: int = MIN_WORLDS, last: bool = False) -> bool:
    """Still worth sampling: too few worlds to judge, or not yet clearly worse; and before
    the ``last`` world of a counted budget, still able to be taken after it (``best_low``):
    at 2 worlds a candidate is taken only if both its gains exceed MARGIN, so one that did
    not gain MARGIN in the first world is not played in the second, nor is the Baron's
    choice when no candidate is left: the same answer for a fraction of the playouts."""
    if gain_range(gains, least)[1] <= 0.0:
        return False
    return not last or (len(gains) + 1 >= max(2, least) and best_low(gains) > MARGIN)


def best_low(gains: list[float]) -> float:
    """The largest cautious gain (mean less one standard error) a candidate can have after
    one more world, whatever its gain there. A gain is a difference of two standings (0 to
    100), so the next one lies in [-100, 100]; the cautious gain is concave in it (a mean less
    a norm), so a ternary search finds its top. Rounded up by 1e-9, never below the truth."""
    if len(gains) == 1:
        return gains[0] + 1e-9           # two worlds: the cautious gain is the smaller gain

    def low(x: float) -> float:
        return gain_range(gains + [x], len(gains) + 1)[0]

    lo, hi = -100.0, 100.0
    for _ in range(100):
        a, b = lo + (hi - lo) / 3, hi - (hi - lo) / 3
        if low(a) < low(b):
            lo = a
        else:
            hi = b
    return max(low(lo), low(hi)) + 1e-9


def pick(candidates: list[Action], baseline: Action, gains: dict[str, list[float]],
         least: int = MIN_WORLDS) -> tuple[Action, float]:
    """The candidate whose cautious gain (mean less one standard error) over the Baron's
    choice is largest and above MARGIN, with that gain; else the Baron's choice and 0.
    ``candidates`` are those still alive, the Baron's choice first: one dropped before the
    last world cannot be taken (``hopeful``), whatever its gains so far say."""
    best, bound = baseline, MARGIN
    for action in candidates[1:]:
        low = gain_range(gains[action.text()], least)[0]
        if low > bound:
            best, bound = action, low
    return best, (bound if best is not baseline else 0.0)


def reached(world: Game, until: Horizon) -> bool:
    """The playout stands at or past the horizon: a later round, or the horizon's round step
    (or a later one) at the bottom of the stack."""
    state = world.state
    round_number, stop = until
    if state.round != round_number:
        return state.round > round_number
    order = world.ruleset.round
    bottom = state.stack[0].kind if state.stack else None
    if bottom not in order or stop not in order:
        return False
    return order.index(bottom) >= order.index(stop)


def close_windows(world: Game, until: Horizon) -> None:
    """No window opens in ``world`` before the horizon (``Match.windows_passed``): a playout
    would pass it, and the playout stops at the horizon's first decision, a window's or not."""
    world.windows_passed = lambda: not reached(world, until)


def playout(world: Game, bot: Bot, seat: int, until: Horizon, rng: random.Random,
            walled: Callable[[], bool] = lambda: False) -> bool:
    """Every family plays as the Baron until the horizon (or the game ends), the seat with its
    own style (the Duke's marriages), except in the reaction windows, where everybody passes:
    they are half the decisions of a playout and rarely change it, so skipping them buys more
    worlds within the budget. A world of ``simulate`` does not even open them before the
    horizon (``Match.windows_passed``): the same moves, a third fewer decisions, and the
    playout stops where it did, at the first decision at the horizon, a window's or not.
    False when abandoned because ``walled`` said the time is up (asked every ``WALL_CHECK``
    decisions)."""
    state = world.state
    rounds = max(1, until[0] - state.round + 1)
    for count in range(PLAYOUT_DECISIONS * rounds):
        if state.finished or reached(world, until):
            return True
        if count % WALL_CHECK == WALL_CHECK - 1 and walled():
            return False
        pending = world.pending()
        if not pending:
            return True
        decision = pending[0]
        player = decision.player
        action = PASS if decision.kind == "window" else bot.act(Ctx(
            world, player, decision.to_dict(choices=False), rng,
            bot.style if player == seat else Baron.style, True, odds=bot.odds,
            actions=decision.choices))
        try:
            world.apply(decision.player, action)
        except EngineError:
            legal = world.legal(decision.player)
            if not legal:
                return True
            world.apply(decision.player, legal[0])
    return True

"""The Duke: searches. At the decisions that shape a round (its purchases, its movement steps,
its battle declarations) it samples worlds consistent with its view (determinize.rebuild with
different seeds: other hands, deck order, dice), and for each candidate action plays the game on
in every sampled world with the Baron as the policy of every family, to a horizon (the end of
the current phase step, then through the battles that follow a movement), and scores the result
with ``heuristics.relative_score``. Each world is played once per candidate (common random
numbers) and a candidate is judged by its gains over the Baron's choice world by world; it
replaces the Baron's choice only when its mean gain less one standard error is clearly positive,
so the luck of a playout's dice does not move the Duke.
Elsewhere the Duke answers as the Baron, except at marriages: it plays to win alone (a win
shared with an ally counts half), so it marries only to race two other families already allied
(politics.marries_now). It stops sampling when its time budget is spent.
"""
from __future__ import annotations

import random
import time
from dataclasses import replace
from typing import Callable

from ...actions import Action, act
from ...errors import EngineError
from ..game import Game
from ..views import View
from .baron import Baron
from .base import Ctx, world_ctx
from .determinize import rebuild
from .heuristics import relative_score

SEARCHED = ("purchase", "movement", "declare_battle")
MAX_CANDIDATES = 4
PLAYOUT_DECISIONS = 400           # safety cap of one simulation
MAX_WORLDS = 64
MIN_WORLDS = 2                    # worlds before a candidate may replace the Baron's choice
MARGIN = 0.5                      # score points a candidate's cautious gain must exceed
PASS = act("pass")


class Duke(Baron):
    name = "duke"
    style = replace(Baron.style, marriages="solo")

    def __init__(self, strict: bool = False, clock: Callable[[], float] = time.perf_counter,
                 ) -> None:
        super().__init__(strict)
        self.clock = clock               # the only impure input: when to stop sampling

    def answer(self, ctx: Ctx, view: View, budget_s: float) -> tuple[Action, str]:
        baseline = self.act(ctx)
        if not ctx.faithful or ctx.kind not in SEARCHED or budget_s <= 0:
            return baseline, "baron"
        candidates = self.candidates(ctx, baseline)
        if len(candidates) < 2:
            return baseline, "only move"
        best, gain, samples = self.search(ctx, view, candidates, baseline, budget_s)
        reason = f"search: {samples} worlds, {best.text()} (cautious gain {gain:+.1f})"
        return best, reason

    # --- candidates -----------------------------------------------------------------------
    def candidates(self, ctx: Ctx, baseline: Action) -> list[Action]:
        """The Baron's choice, the quiet end of the turn, and a spread of the legal actions
        (one per kind and place, the Baron's kind first)."""
        out = [baseline]
        seen = {baseline.text()}
        legal = ctx.choices()
        legal.sort(key=lambda a: (a.kind != baseline.kind, ctx.rng.random()))
        places: set[tuple] = set()
        for action in legal:
            key = (action.kind, action.get("village"), action.get("to"), action.get("lords"),
                   action.get("building"))
            if action.text() in seen or key in places:
                continue
            if action.kind.startswith("end_") or len(out) < MAX_CANDIDATES:
                out.append(action)
                seen.add(action.text())
                places.add(key)
        return out[:MAX_CANDIDATES + 1]

    # --- search ---------------------------------------------------------------------------
    def search(self, ctx: Ctx, view: View, candidates: list[Action],
               baseline: Action, budget_s: float) -> tuple[Action, float, int]:
        """(action, its cautious gain over the Baron's choice, worlds sampled). Every world is
        played once per candidate (common random numbers), so each candidate is judged by its
        differences with the Baron's choice world by world: the dice of one playout weigh more
        than most choices, and a candidate that merely drew lucky dice must not be taken."""
        deadline = self.clock() + 0.85 * budget_s
        gains: dict[str, list[float]] = {a.text(): [] for a in candidates[1:]}
        alive = list(candidates)
        samples = 0
        seed = ctx.rng.getrandbits(32)
        while self.clock() < deadline and samples < MAX_WORLDS and len(alive) > 1:
            values = {}
            for action in alive:
                if self.clock() >= deadline and samples:
                    break
                values[action.text()] = self.simulate(view, ctx, action, seed + samples)
            base = values.get(baseline.text())
            samples += 1
            if base is None:
                continue                 # the world refuses the Baron's choice: no evidence
            for key, value in values.items():
                if key in gains and value is not None:
                    gains[key].append(value - base)
            alive = [a for a in alive if a is baseline or hopeful(gains[a.text()])]
        best, gain = pick(candidates, baseline, gains)
        return best, gain, samples

    def simulate(self, view: View, ctx: Ctx, action: Action,
                 seed: int) -> float | None:
        """Play ``action`` in a fresh world drawn with ``seed``, then the Baron everywhere to the
        horizon; the family's relative score there (None if the world refuses the action)."""
        world = rebuild(view, ctx.decision, seed)
        try:
            world.apply(ctx.seat, action)
        except EngineError:
            return None
        playout(world, self, horizon(ctx), random.Random(seed))
        return relative_score(world, ctx.seat)


def gain_range(gains: list[float]) -> tuple[float, float]:
    """A candidate's gain over the Baron's choice: its mean less and plus one standard error
    (unbounded before MIN_WORLDS worlds)."""
    n = len(gains)
    if n < MIN_WORLDS:
        return float("-inf"), float("inf")
    mean = sum(gains) / n
    error = (sum((g - mean) ** 2 for g in gains) / (n - 1) / n) ** 0.5
    return mean - error, mean + error


def hopeful(gains: list[float]) -> bool:
    """Still worth sampling: too few worlds to judge, or not yet clearly worse."""
    return gain_range(gains)[1] > 0.0


def pick(candidates: list[Action], baseline: Action,
         gains: dict[str, list[float]]) -> tuple[Action, float]:
    """The candidate whose cautious gain (mean less one standard error) over the Baron's
    choice is largest and above MARGIN, with that gain; else the Baron's choice and 0."""
    best, bound = baseline, MARGIN
    for action in candidates[1:]:
        low = gain_range(gains[action.text()])[0]
        if low > bound:
            best, bound = action, low
    return best, (bound if best is not baseline else 0.0)


def horizon(ctx: Ctx) -> tuple[int, str]:
    """Where a simulation stops: (round, step kind reached). A purchase looks through the
    movement; a movement step and a battle through the battles and the pillage."""
    state = ctx.world.state
    after = {"purchase": "battles", "movement": "pillage", "declare_battle": "pillage"}
    return state.round, after.get(ctx.kind, "end_round")


def playout(world: Game, bot: Baron, until: tuple[int, str], rng: random.Random) -> None:
    """Every family plays as the Baron until the horizon step (or the game ends), except in
    the reaction windows, where everybody passes: they are half the decisions of a playout
    and rarely change it, so skipping them buys more worlds within the budget."""
    state = world.state
    round_number, stop = until
    for _ in range(PLAYOUT_DECISIONS):
        if state.finished or state.round > round_number:
            return
        bottom = state.stack[0].kind if state.stack else None
        if bottom == stop or bottom == "end_round":
            return
        pending = world.pending()
        if not pending:
            return
        decision = pending[0]
        action = PASS if decision.kind == "window" else Baron.act(
            bot, world_ctx(bot, world, decision.player, decision.to_dict(), rng))
        try:
            world.apply(decision.player, action)
        except EngineError:
            legal = world.legal(decision.player)
            if not legal:
                return
            world.apply(decision.player, legal[0])

"""The Duke: searches. At the decisions that shape a round (its purchases, its movement steps,
its battle declarations) it samples worlds consistent with its view (determinize.rebuild with
different seeds: other hands, deck order, dice), and for each candidate action plays the game on
in every sampled world with the Baron as the policy of every family, to a horizon (the end of
the current phase step, then through the battles that follow a movement), and scores the result
with ``heuristics.relative_score``. The candidate with the best mean wins; the Baron's own choice
is always a candidate and wins ties, so the search can only move away from it on evidence.
Elsewhere the Duke answers as the Baron. It stops sampling when its time budget is spent.
"""
from __future__ import annotations

import random
import time
from typing import Any, Callable

from ..actions import Action
from ..errors import EngineError
from ..game import Game
from .base import Ctx, world_ctx
from .baron import Baron
from .determinize import rebuild
from .heuristics import relative_score

SEARCHED = ("purchase", "movement", "declare_battle")
MAX_CANDIDATES = 4
PLAYOUT_DECISIONS = 400           # safety cap of one simulation
BASELINE_BONUS = 0.5              # the Baron's choice wins near-ties


class Duke(Baron):
    name = "duke"

    def __init__(self, strict: bool = False, clock: Callable[[], float] = time.perf_counter,
                 ) -> None:
        super().__init__(strict)
        self.clock = clock               # the only impure input: when to stop sampling

    def answer(self, ctx: Ctx, view: dict[str, Any], budget_s: float) -> tuple[Action, str]:
        baseline = self.act(ctx)
        if not ctx.faithful or ctx.kind not in SEARCHED or budget_s <= 0:
            return baseline, "baron"
        candidates = self.candidates(ctx, baseline)
        if len(candidates) < 2:
            return baseline, "only move"
        best, means, samples = self.search(ctx, view, candidates, baseline, budget_s)
        reason = f"search: {samples} worlds, {best.text()} {means.get(best.text(), 0.0):+.1f}"
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
    def search(self, ctx: Ctx, view: dict[str, Any], candidates: list[Action],
               baseline: Action, budget_s: float) -> tuple[Action, dict[str, float], int]:
        deadline = self.clock() + 0.85 * budget_s
        totals = {a.text(): 0.0 for a in candidates}
        counts = {a.text(): 0 for a in candidates}
        samples = 0
        seed = ctx.rng.getrandbits(32)
        while self.clock() < deadline and samples < 64:
            for action in candidates:
                if self.clock() >= deadline and samples:
                    break
                value = self.simulate(view, ctx, action, seed + samples)
                if value is None:
                    continue
                totals[action.text()] += value
                counts[action.text()] += 1
            samples += 1
        means = {k: totals[k] / counts[k] for k in totals if counts[k]}
        if baseline.text() in means:
            means[baseline.text()] += BASELINE_BONUS
        full = [a for a in candidates if counts[a.text()] == max(counts.values())]
        best = max(full, key=lambda a: (means.get(a.text(), -1e9), a is baseline))
        return best, means, samples

    def simulate(self, view: dict[str, Any], ctx: Ctx, action: Action,
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


def horizon(ctx: Ctx) -> tuple[int, str]:
    """Where a simulation stops: (round, step kind reached). A purchase looks through the
    movement; a movement step and a battle through the battles and the pillage."""
    state = ctx.world.state
    after = {"purchase": "battles", "movement": "pillage", "declare_battle": "pillage"}
    return state.round, after.get(ctx.kind, "end_round")


def playout(world: Game, bot: Baron, until: tuple[int, str], rng: random.Random) -> None:
    """Every family plays as the Baron until the horizon step (or the game ends)."""
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
        sub = world_ctx(bot, world, decision.player, decision.to_dict(), rng)
        action = Baron.act(bot, sub)
        try:
            world.apply(decision.player, action)
        except EngineError:
            legal = world.legal(decision.player)
            if not legal:
                return
            world.apply(decision.player, legal[0])

"""The Duke: searches the decisions that decide Fief games, and answers the rest as the Baron.

Searched (search.py): its purchases (which fief title or Cardinal's biretta to buy, troops,
buildings), its movement steps and battle declarations (declare now, or wait), its candidacies
and votes in the elections (1.3-1.8, 2011's ballots, E-4). For each, a few candidates drawn
from the legal choices, the Baron's choice always first, are played in the same sampled worlds
(worlds.py) to a horizon long enough to see their consequence: a purchase, a movement step or
a battle through the rest of the round and the next round's elections, disasters and cards (to
its Income step: the titles bought and the armies that stood are then weighed with the
crowns they win and the plague and revolts that follow), a candidacy or a vote to the end of
the elections. Each world is scored by ``evaluation.standing``: the Duke's expected share of
the victory, its side against the others in the race to the victory points.

Its marriages are not searched: it never marries, since a victory shared with an ally is
half a victory and a married family can no longer win alone (7.1). Marrying the family left
once two others were allied won it a mixed alliance's half far more often than a victory of its
own (docs/bots.md); a search of proposals and answers, tried before, accepted Barons' proposals
that its evaluation found about even, and two Dukes against two Barons won less.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from ...actions import Action
from ..views import View
from .baron import Baron
from .base import Ctx
from .search import MIN_WORLDS, Budget, Horizon, search
from .worlds import world_at

MAX_CANDIDATES = 7                # besides the Baron's choice (4 won less: docs/bots.md)
# Where the playouts of each searched decision stop: (rounds ahead, the round step reached).
# A purchase or a move seen only to the end of its own round (the battles, the pillage) won
# 49.2% of 120 games among three Barons; seen to the next round's Income, 68.3%; purchases seen
# two rounds ahead, 55.8% (half the worlds in the budget; docs/bots.md).
AFTER = {"purchase": (1, "income"), "movement": (1, "income"), "declare_battle": (1, "income"),
         "candidate": (0, "cards_draw"), "vote": (0, "cards_draw"), "ballot": (0, "cards_draw")}
# Decisions that bind a family for the rest of the game (a title for life) leave the Baron's
# choice only on the evidence of more worlds.
LEAST_WORLDS = {"candidate": 3, "vote": 3, "ballot": 3}
# What makes two candidates different enough to try both (one of each, in a spread).
SPREAD = ("village", "to", "lords", "building", "fief", "lord", "for", "against")


class Duke(Baron):
    name = "duke"
    style = replace(Baron.style, marriages="solo")

    def __init__(self, strict: bool = False, clock: Callable[[], float] | None = None,
                 wall: Callable[[], float] | None = None, worlds: int | None = None) -> None:
        """``clock`` counts the budget (the thread's own time by default), ``wall`` caps it
        (wall time by default, or ``clock`` when only that is given: a test's fake clock);
        ``worlds``, when given, is the number of worlds searched whatever the clocks say."""
        super().__init__(strict)
        self.budget = Budget(0.0, worlds=worlds)
        if clock is not None:
            self.budget.clock = self.budget.wall = clock
        if wall is not None:
            self.budget.wall = wall

    def answer(self, ctx: Ctx, view: View, budget_s: float) -> tuple[Action, str]:
        asked_at = self.budget.wall()
        baseline = self.act(ctx)
        if ctx.kind not in AFTER or (budget_s <= 0 and self.budget.worlds is None):
            return baseline, "baron"
        try:
            return self.searched(ctx, view, baseline, replace(self.budget, seconds=budget_s,
                                                               asked_at=asked_at))
        except Exception:
            if self.strict:
                raise
            return baseline, "baron (no world for a search)"     # as Bot.act: never a crash

    def searched(self, ctx: Ctx, view: View, baseline: Action,
                 budget: Budget) -> tuple[Action, str]:
        """The search of a decision a world can be made for (worlds.world_at); the Baron's
        choice when there is none, or nothing else to try."""
        if world_at(view, ctx.decision, 0) is None:
            return baseline, "baron"
        candidates = self.candidates(ctx, baseline)
        if len(candidates) < 2:
            return baseline, "only move"
        best, gain, samples = search(self, ctx, lambda seed: world_at(view, ctx.decision, seed),
                                     candidates, horizon(ctx), budget,
                                     LEAST_WORLDS.get(ctx.kind, MIN_WORLDS))
        reason = f"search: {samples} worlds, {best.text()} (cautious gain {gain:+.1f})"
        return best, reason

    # --- candidates -----------------------------------------------------------------------
    def candidates(self, ctx: Ctx, baseline: Action) -> list[Action]:
        """The Baron's choice, then the decisive choices of the decision (every fief title
        and biretta for sale, standing or not, a vote for each candidate), the quiet end of a
        turn, and a spread of the other legal actions (one per kind and place, the Baron's
        kind first)."""
        legal = ctx.choices()
        legal.sort(key=lambda a: (a.kind != baseline.kind, ctx.rng.random()))
        out = [baseline]
        seen = {baseline.text()}
        spread: set[tuple] = set()
        for action in decisive(ctx, legal) + legal:
            key = (action.kind, *(str(action.get(p)) for p in SPREAD))
            if action.text() in seen or key in spread:
                continue
            if action.kind.startswith("end_") or len(out) < MAX_CANDIDATES:
                out.append(action)
                seen.add(action.text())
                spread.add(key)
        return out[:MAX_CANDIDATES + 1]


def decisive(ctx: Ctx, legal: list[Action]) -> list[Action]:
    """The choices tried before the spread: fief titles and birettas to buy (4.3), standing
    in an election or not, a FOR marker on each candidate (the other marker kept)."""
    wanted = ("buy_title", "buy_cardinal", "no_candidate", "declare_candidate")
    out = [a for a in legal if a.kind in wanted]
    out += [a for a in legal if a.kind in ("vote", "ballot") and a.get("for") is not None
            and a.get("decoy") is None and a.get("against") is None]
    return out


def horizon(ctx: Ctx) -> Horizon:
    """Where a simulation stops: (round, round step reached)."""
    ahead, step = AFTER[ctx.kind]
    return ctx.world.state.round + ahead, step

"""What every computer player shares: the ``choose`` contract, the world it reasons in, the
dispatch from a decision kind to the code that answers it, and a sensible answer to anything.

``choose(view, decision, rng_seed=..., budget_s=...)`` is a pure function of its arguments: the
bot rebuilds a world from the view (``determinize.rebuild``), answers from it and returns an
action dict. No global state, no clock in the answer itself (only the Duke's search looks at
the clock, to stop in time), so a client can call it from a worker thread and a test can repeat
it. A decision may carry ``refused``: actions of this decision the referee already refused
(views do not show every public detail, e.g. troops placed this phase), not to be tried again.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable, NotRequired

from ...actions import Action, ActionDict, act
from ...decisions import DecisionDict
from ..game import Game
from ..views import View
from .determinize import faithful, rebuild
from .paired import PairedOdds

# The quiet answer to a decision without listed choices, when nothing better is found.
DEFAULT_END = {"purchase": "end_purchase", "movement": "end_movement",
               "declare_battle": "end_battles", "ransom": "pay_ransoms",
               "sieges": "end_sieges", "pillage": "end_pillage", "marriage": "pass_marriage"}
# Among listed choices, the ones that commit to nothing (used when no rule of the level applies).
QUIET_KINDS = ("pass", "end_play", "end_cards_turn", "end_purchase", "end_movement",
               "end_battles", "end_sieges", "end_pillage", "pass_marriage", "no_candidate",
               "decline_stop", "decline", "refuse", "release")


class Asked(DecisionDict[str, dict[str, Any]]):
    """A decision as a bot is asked it: its JSON form (engine/fief/decision_kinds.py), and
    the answers the referee already refused."""

    refused: NotRequired[list[str]]  # the text forms of the answers refused


@dataclass
class Style:
    """The dials that make the levels differ (see squire.py, baron.py)."""

    plan_fiefs: bool = True          # aim at the closest fief titles (else: any near village)
    attack_ratio: float = 1.3        # attack when our strength is this many times theirs
    garrison: int = 1                # counters left to hold an important village
    army_target: int = 7             # strength a lord's stack is topped up to
    mills: bool = True               # build mills with spare money
    save_for_titles: bool = True     # keep money for the Stronghold/title of the closest fief
    elections: bool = True           # stand only where the votes can win
    marriages: str = "ally"          # "ally": seek alliances; "accept": accept helpful ones;
                                     # "solo": ally only against an alliance of two others
    cards: bool = True               # play Opportunity cards for value
    consent: str = "guard"           # "guard": refuse passage toward own land; "open"


@dataclass
class Ctx:
    """One decision to answer: the world it is answered in and what was asked."""

    # The world, or what makes it when first looked at: rebuilding one from the view is most
    # of the cost of an answer, and an answer taken from the listed choices alone needs none.
    made: Game | Callable[[], Game]
    seat: int
    decision: DecisionDict[str, dict[str, Any]]
    rng: random.Random
    style: Style
    faithful: bool
    refused: set[str] = field(default_factory=set)
    odds: PairedOdds = field(default_factory=PairedOdds)   # the bot's own table (paired.py)
    # The decision's listed choices as actions, when the asker holds them so (a playout's
    # Decision): read instead of the JSON form's, which then need not carry them; parsing
    # them back was a twentieth of the Duke's search.
    actions: tuple[Action, ...] | None = None

    @property
    def world(self) -> Game:
        made = self.made
        if not isinstance(made, Game):
            made = self.made = made()
        return made

    @property
    def kind(self) -> str:
        return self.decision["kind"]

    @property
    def info(self) -> dict[str, Any]:
        return self.decision["info"]

    def choices(self) -> list[Action]:
        """Listed choices, else the world's legal actions when the world is faithful."""
        listed = self.decision.get("choices")
        if self.actions is not None:
            found = list(self.actions)
        elif listed is not None:
            found = [Action.from_dict(c) for c in listed]
        elif self.faithful:
            found = self.world.legal(self.seat)
        else:
            found = []
        if not self.refused:
            return found
        return [a for a in found if a.text() not in self.refused]

    def lists(self, action: Action) -> bool:
        """Whether ``action`` is one of the listed choices (True when none are listed)."""
        if self.actions is not None:
            return action in self.actions
        listed = self.decision.get("choices")
        return listed is None or action.to_dict() in listed


Handler = Callable[[Ctx], "Action | None"]


def quiet(ctx: Ctx) -> Action:
    """An answer that commits to nothing: a pass/end choice, else the first choice."""
    choices = ctx.choices()
    for kind in QUIET_KINDS:
        for c in choices:
            if c.kind == kind:
                return c
    if ctx.kind in DEFAULT_END:
        return act(DEFAULT_END[ctx.kind])
    if choices:
        return choices[0]
    return act("pass")


class Bot:
    """A computer player. Subclasses fill ``handlers`` (decision kind -> answer) and ``style``."""

    name = "bot"
    style = Style()

    def __init__(self, strict: bool = False) -> None:
        self.strict = strict             # tests: let a bug in a handler raise
        self.odds = PairedOdds()         # the variant's battle odds, worked out as asked

    # --- the contract -------------------------------------------------------------------
    def choose(self, view: View, decision: Asked, *, rng_seed: int,
               budget_s: float = 1.0) -> ActionDict:
        return self.choose_with_reason(view, decision, rng_seed=rng_seed, budget_s=budget_s)[0]

    def choose_with_reason(self, view: View, decision: Asked, *,
                           rng_seed: int, budget_s: float = 1.0) -> tuple[ActionDict, str]:
        """The action and a short reason for the log."""
        seat = view["seat"]
        if seat is None:
            seat = decision["player"]
        ctx = Ctx(lambda: rebuild(view, decision, rng_seed), seat, decision,
                  random.Random(rng_seed), self.style,
                  faithful(view, decision), set(decision.get("refused") or ()), self.odds)
        action, reason = self.answer(ctx, view, budget_s)
        return action.to_dict(), reason

    def answer(self, ctx: Ctx, view: View, budget_s: float) -> tuple[Action, str]:
        return self.act(ctx), self.name

    # --- answering in a world (also what the Duke's simulations call) ----------------------
    def act(self, ctx: Ctx) -> Action:
        if len(ctx.refused) >= 2:
            return quiet(ctx)            # the world misleads us here: end the turn instead
        handler = self.handler(ctx.kind)
        action = None
        if handler is not None:
            try:
                action = handler(ctx)
            except Exception:
                if self.strict:
                    raise
                action = None
        if action is not None and not ctx.lists(action):
            if self.strict:
                raise AssertionError(f"{self.name} chose {action.text()}, not a choice of "
                                     f"{ctx.kind}")
            action = None
        if action is not None and ctx.refused and action.text() in ctx.refused:
            action = None
        return action if action is not None else quiet(ctx)

    def handler(self, kind: str) -> Handler | None:
        return None


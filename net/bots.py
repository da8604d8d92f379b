"""Computer seats on the host: any ``choose(view, decision) -> action dict`` callable.

The real bots come from ``engine/fief/bots/``; this module only holds what the host needs to run one
without stalling anybody: a random legal player (tests, stand-ins for absent humans, and the
fallback when a bot fails) and the thread that asks bots for their moves, so a slow bot never
blocks the network loop or the hot-seat screen.
"""
from __future__ import annotations

import logging
import random
import threading
from typing import TYPE_CHECKING, Any, Callable

from engine.actions import Action
from engine.errors import EngineError
from engine.fief.phases.free import FREE_ACTIONS

from .protocol import NOT_YOUR_DECISION, STALE

if TYPE_CHECKING:
    from .authority import Authority

log = logging.getLogger(__name__)
Legal = Callable[[], list[dict[str, Any]]]


class RandomBot:
    """Picks uniformly among the decision's choices, or among the legal actions the host lists
    when the decision has no closed list (purchases, moves). Never gives money away: free
    actions are not a decision's answer."""

    def __init__(self, seed: int | None = None, legal: Callable[[int], list[dict[str, Any]]] | None = None):
        self.rng = random.Random(seed)
        self.legal = legal

    def __call__(self, view: dict[str, Any], decision: dict[str, Any]) -> dict[str, Any]:
        return self.rng.choice(options_for(decision, view, self.legal))


def options_for(decision: dict[str, Any], view: dict[str, Any],
                legal: Callable[[int], list[dict[str, Any]]] | None) -> list[dict[str, Any]]:
    """The actions a bot may pick from for this decision (never empty)."""
    choices = decision.get("choices")
    if choices:
        return list(choices)
    if legal is None:
        raise ValueError(f"decision {decision.get('kind')!r} lists no choices and no legal() helper was given")
    found = [a for a in legal(view["seat"]) if a.get("kind") not in FREE_ACTIONS]
    if not found:
        raise ValueError(f"no legal action for decision {decision.get('kind')!r}")
    return found


class BotRunner(threading.Thread):
    """Plays every seat that a bot controls now, outside the authority's lock.

    The bot sees the seat's view and one pending decision, exactly what a human client sees;
    its answer is submitted with the view's move number, so a decision that changed meanwhile is
    refused as stale and simply asked again. A bot that raises or answers illegally is replaced
    by a random legal move for that decision, so a broken bot never stalls the table.
    """

    def __init__(self, authority: "Authority", delay: float = 0.0) -> None:
        super().__init__(name="fief-bots", daemon=True)
        self.authority = authority
        self.delay = delay
        self.stopping = threading.Event()
        self.fallback = RandomBot(legal=authority.legal_for)

    def stop(self) -> None:
        self.stopping.set()
        with self.authority.changed:
            self.authority.changed.notify_all()

    def run(self) -> None:
        while not self.stopping.is_set():
            job = self.authority.next_bot_job(timeout=0.25)
            if job is None:
                continue
            if self.delay and self.stopping.wait(self.delay):
                return
            self.play(*job)

    def play(self, seat: int, bot: Callable[..., dict[str, Any]], view: dict[str, Any],
            decision: dict[str, Any]) -> None:
        """Ask the bot; a refused answer is listed in the decision's ``refused`` (the
        engine/fief/bots contract) and the bot asked again, twice at most, then a random move."""
        refused: list[str] = []
        for _ in range(3):
            asked = {**decision, "refused": list(refused)} if refused else decision
            try:
                action = bot(view, asked)
            except Exception:  # noqa: BLE001 - any bot failure must not stop the table
                log.exception("bot for seat %s failed", seat)
                break
            result = self.authority.submit_internal(seat, action, view["move"])
            if result.get("ok") or result.get("code") in (STALE, NOT_YOUR_DECISION):
                return
            log.warning("bot for seat %s: %s", seat, result.get("message"))
            refused.append(action_text(action))
        self.authority.submit_internal(seat, self.fallback(view, decision), view["move"])


def action_text(action: Any) -> str:
    try:
        return Action.from_dict(action).text()
    except EngineError:
        return repr(action)


def engine_bots(level: str, budget_s: float = 1.0) -> Callable[["Authority", int], Callable[..., dict[str, Any]]]:
    """A bot factory for computer seats played by an ``engine/fief/bots`` level; the seed is the
    seat and move, so a replayed game gets the same answers."""
    from engine.fief.bots import LEVELS, make

    if level not in LEVELS:
        raise ValueError(f"unknown computer level {level!r} (levels: {', '.join(LEVELS)})")

    def factory(authority: "Authority", seat: int) -> Callable[..., dict[str, Any]]:
        bot = make(level)
        return lambda view, decision: bot.choose(view, decision, budget_s=budget_s,
                                                 rng_seed=view["move"] * 8 + seat)
    return factory

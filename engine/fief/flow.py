"""The flow of a game: a stack of frames driven until someone must decide.

The bottom frame is the current step of the round (a phase or part of one); interruptions such
as reaction windows, permission requests, battles and elections are pushed on top and popped
when resolved, after which the frame below is resumed. Each frame kind has a ``Step`` handler,
registered by the phase modules. This is the boardgame.io idea of phases with onBegin/endIf/next
and stages, written as a pushdown automaton so that any interruption can nest in any phase.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ..actions import Action
from ..decisions import Decision
from ..errors import IllegalAction
from .state import Frame

if TYPE_CHECKING:
    from .game import Game


class Step:
    """Behaviour of one frame kind. Subclasses override what they need."""

    kind: str = ""
    phase: int = 0
    rule: str = ""          # the rule section this step implements, named in refusals

    def start(self, g: "Game", frame: Frame) -> None:
        """Called once when the frame is pushed."""

    def decisions(self, g: "Game", frame: Frame) -> list[Decision]:
        """Who must decide what now; empty means the frame can proceed on its own."""
        return []

    def asks(self, g: "Game", frame: Frame) -> bool:
        """Whether someone must decide now: ``bool(decisions)``, which ``advance`` asks after
        every action. A step whose decisions are costly to build (every choice listed)
        overrides it with the test alone; it must always agree with ``bool(decisions(...))``
        (tests/test_engine_perf_regression.py)."""
        return bool(self.decisions(g, frame))

    def proceed(self, g: "Game", frame: Frame) -> bool:
        """Automatic work when nobody is asked; True when the frame is finished."""
        return True

    def apply(self, g: "Game", frame: Frame, player: int, action: Action) -> None:
        raise IllegalAction("flow", f"{action.kind} is not possible now")

    def legal(self, g: "Game", frame: Frame, player: int) -> list[Action]:
        """Representative legal actions (all of them when the decision lists its choices)."""
        decisions = g.decided() if frame is g.state.top() else self.decisions(g, frame)
        return [c for d in decisions if d.player == player for c in (d.choices or ())]

    def resume(self, g: "Game", frame: Frame, child: Frame) -> None:
        """Called when a frame pushed above this one has finished."""


HANDLERS: dict[str, Step] = {}

# The steps of a round in order, with their phase number; phase modules append themselves
# through ``round_step`` so that a step exists in the sequence only once its rules are written.
ROUND: list[tuple[int, str]] = []

# Called with (game, step kind) each time a round step starts; windows.py opens the window of
# the start of every step there (RULINGS A1).
STEP_HOOKS: list[Callable[["Game", str], None]] = []


def register(step_cls: type[Step]) -> type[Step]:
    HANDLERS[step_cls.kind] = step_cls()
    return step_cls


def round_step(phase: int, order: float) -> Callable[[type[Step]], type[Step]]:
    """Register a Step as part of every round, sorted by (phase, order)."""

    def deco(step_cls: type[Step]) -> type[Step]:
        register(step_cls)
        step_cls.phase = phase
        ROUND.append((phase, order, step_cls.kind))  # type: ignore[arg-type]
        ROUND.sort()
        return step_cls

    return deco


def round_kinds() -> list[str]:
    return [entry[-1] for entry in ROUND]  # type: ignore[index]


def push(g: "Game", kind: str, **data) -> Frame:
    frame = Frame(kind, data)                 # ``**data`` is already a dict of its own
    g.state.stack.append(frame)
    HANDLERS[kind].start(g, frame)
    return frame


def next_round_step(g: "Game", after: str | None) -> None:
    """Push the step that follows ``after`` (or start a new round after the last one). The
    step is looked for in ``ROUND`` itself: ``round_kinds`` would build a list at every step."""
    index = 0
    if after is not None:
        for place, entry in enumerate(ROUND):
            if entry[-1] == after:
                index = place + 1
                break
    if index >= len(ROUND):
        g.new_round()
        index = 0
    kind = ROUND[index][-1]
    g.state.phase = HANDLERS[kind].phase
    push(g, kind)
    for hook in STEP_HOOKS:
        hook(g, kind)


def advance(g: "Game") -> None:
    """Run automatic work until a decision is pending or the game is over. Runs after every
    action, a few turns each time, so the top of the stack is read in place (``state.top``)."""
    state = g.state
    guard = 0
    while not state.finished:
        guard += 1
        if guard > 100_000:
            raise RuntimeError("flow made no progress")  # a bug, never a player's fault
        stack = state.stack
        if not stack:
            next_round_step(g, state.last_step)
            continue
        frame = stack[-1]
        handler = HANDLERS[frame.kind]
        if handler.asks(g, frame):
            return
        stack = state.stack
        if not stack or stack[-1] is not frame:
            continue
        if handler.proceed(g, frame):
            finish(g, frame)


def finish(g: "Game", frame: Frame) -> None:
    """Pop ``frame`` (which must be on top) and resume the one below."""
    state = g.state
    stack = state.stack
    if not stack or stack[-1] is not frame:
        return
    stack.pop()
    below = stack[-1] if stack else None
    if below is None:
        state.last_step = frame.kind
    else:
        HANDLERS[below.kind].resume(g, below, frame)

"""The core of Fief's referee: a match in progress, the steps and plays an edition is made of,
and the flow that drives a stack of frames until someone must decide.

Every rule module works on a ``Match``: its state, the board, the edition's numbers (``rules``)
and procedures (``ruleset``), the seeded generator and the events told by the current action.
``engine.fief.game.Game`` is a Match with the public contract (pending, legal, check, apply,
clone): rule modules import this module, never the Game, so imports go one way (engine.md).

The flow is a pushdown automaton (boardgame.io's phases and stages, made nestable): the bottom
frame is the current step of the round; interruptions (reaction windows, permission requests,
battles, elections) are pushed on top and popped when finished, and the frame below resumes.
Each frame kind has a ``Step``; an edition's ``Ruleset`` says which steps exist, the round's
order, the cards and powers that can be played (``Play``) and the free actions. Nothing is
registered at import time: two editions, or two games, never share anything that changes.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypedDict, overload

from ..actions import Action
from ..decisions import Decision
from ..errors import IllegalAction
from ..events import Event
from ..rng import Rng
from ..values import frozen_params
from .board import Board
from .editions.rules import Rules
from .event_kinds.chance import CHANCE
from .fog import fogged
from .moments import ASSASSINATION, TURN, UPRISING, WindowContext
from .privacy import EVERYTHING_PRIVATE, marked
from .state import D, Frame, GameState


class NoData(TypedDict):
    """The data of a frame that keeps none (a step done in one go: Income, End of round)."""


class FrameView(TypedDict):
    """What every seat sees of a frame (``Step.view``): its kind, and whatever public fields
    its step adds (each step's view is a TypedDict with ``kind`` its literal name)."""

    kind: str


class Step(Generic[D]):
    """Behaviour of one frame kind, whose data is ``D`` (a TypedDict declared beside the step).
    Subclasses override what they need."""

    kind: str = ""
    phase: int = 0          # the phase of the round a round step belongs to (0: none)
    rule: str = ""          # the rule section this step implements, named in refusals

    def initial(self, g: Match) -> D:
        """The data a frame of this kind begins with when pushed without any: a step of the
        round (``next_round_step``). An interruption is pushed with the data its pusher
        builds."""
        raise TypeError(f"a {self.kind} frame is pushed with its data")

    def resumed(self, g: Match, decision: Mapping[str, Any] | None,
                shown: Mapping[str, Any]) -> D:
        """The data of this round step for a position rebuilt from a seat's view at the
        decision it is asked (a computer player's world): the step's start already done, the
        turn that of the seat asked. ``shown`` is the step's own view (``view``): steps whose
        data records more of the turn take it back from there."""
        data = self.initial(g)
        player = decision.get("player") if decision else None
        if "turn" in data and isinstance(player, int):
            cast_data: dict[str, Any] = data  # type: ignore[assignment]
            cast_data["turn"] = g.state.order().index(player)
        return data

    def start(self, g: Match, frame: Frame[D]) -> None:
        """Called once when the frame is pushed."""

    def decisions(self, g: Match, frame: Frame[D]) -> list[Decision]:
        """Who must decide what now; empty means the frame can proceed on its own."""
        return []

    def asks(self, g: Match, frame: Frame[D]) -> bool:
        """Whether someone must decide now: ``bool(decisions)``, which ``advance`` asks after
        every action. A step whose decisions are costly to build (every choice listed)
        overrides it with the test alone; it must always agree with ``bool(decisions(...))``
        (tests/test_engine_perf_regression.py)."""
        return bool(self.decisions(g, frame))

    def proceed(self, g: Match, frame: Frame[D]) -> bool:
        """Automatic work when nobody is asked; True when the frame is finished."""
        return True

    def apply(self, g: Match, frame: Frame[D], player: int, action: Action) -> None:
        raise IllegalAction(self.rule or "A1", "{kind} is not possible now", kind=action.kind)

    def legal(self, g: Match, frame: Frame[D], player: int) -> list[Action]:
        """Representative legal actions (all of them when the decision lists its choices)."""
        decisions = g.decided() if frame is g.state.top() else self.decisions(g, frame)
        return [c for d in decisions if d.player == player for c in (d.choices or ())]

    def check(self, g: Match, frame: Frame[D], player: int, action: Action) -> None:
        """Raise the refusal ``apply`` would give an answer that the decision does not list
        (``Game.check``), changing nothing. By default the answer is applied to a copy of
        the game; a step whose answers are not listed (purchases, moves, ransoms) checks
        them itself, as its ``apply`` does first."""
        twin = g.copy()
        twin_frame = twin.state.stack[len(g.state.stack) - 1]
        self.apply(twin, twin_frame, player, action)

    def resume(self, g: Match, frame: Frame[D], child: Frame[Any]) -> None:
        """Called when a frame pushed above this one has finished."""

    def view(self, g: Match, frame: Frame[D], seat: int | None) -> Mapping[str, object]:
        """What a seat may see of this frame (views.py): its kind alone unless a step says
        more, returning its own TypedDict (``BattleView``)."""
        view: FrameView = {"kind": self.kind}
        return view


class Play:
    """Something a player may do in a reaction window: play a card (``card``) or use a power.
    Each card module defines its plays; an edition lists them (``Ruleset.plays``)."""

    card: str | None = None      # the card spent from the hand; None for a power
    use: str | None = None       # which effect of a card with several (Secret Passage)
    power: str = ""              # the action kind of a power (``excommunicate``)
    rule: str = ""
    turn_only: bool = False      # white-symbol cards and Lords: only in one's 2.4 turn (A6)
    needs_pope: bool = False     # a power of the Pope's (1.7): nothing to offer without one
    standing: bool = False       # usable at any time, its effect the same whenever it is used
                                 # (the Pope's powers): opens a window only at a step's start

    @property
    def key(self) -> tuple[str, str | None]:
        if self.card is None:
            return (self.power, None)
        return ("play_card", self.card if self.use is None else f"{self.card}:{self.use}")

    def allowed_at(self, moment: str) -> bool:
        """Opportunity cards and powers: any window and any turn, but not the restricted
        sub-windows (A2: an Opportunity card never interrupts another, FAQ Phase 2)."""
        if self.turn_only:
            return moment == TURN
        return moment not in (UPRISING, ASSASSINATION)

    def options(self, g: Match, player: int, ctx: WindowContext) -> list[Action]:
        """Every legal action of this play for the player now (small spaces only)."""
        return []

    def possible(self, g: Match) -> bool:
        """Whether anybody at all could make this play now (a power needs a Pope, a Cardinal
        card a Bishop, an Escape a captive): a quick rejection before asking each player at
        every window. Must be True whenever ``can_play`` is, for some player at some moment."""
        return True

    def can_play(self, g: Match, player: int, ctx: WindowContext) -> bool:
        """Whether ``options`` is not empty. Asked for every player at every window, so a play
        whose options are many or costly overrides it with a check that stops early; it must
        always agree with ``bool(options(...))`` (tests/test_engine_perf_regression.py)."""
        return bool(self.options(g, player, ctx))

    def refusal(self, g: Match, player: int) -> tuple[str, str] | None:
        """The precise rule that forbids this play now, when it is not the play's own."""
        return None

    def play(self, g: Match, player: int, action: Action, ctx: WindowContext) -> None:
        raise NotImplementedError


# What may be played at a moment: the plays allowed there of each card, the powers anybody has,
# the Pope's (nothing to look at while there is no Pope), and all of these in the edition's order.
Playable = tuple[dict[str, tuple[Play, ...]], tuple[Play, ...], tuple[Play, ...],
                 tuple[Play, ...]]

@dataclass(frozen=True)
class FreeAction:
    """An action allowed at any time, outside the decision asked (``Ruleset.free``): ``check``
    raises the refusal ``act`` would give, changing nothing; ``act`` checks it, then acts."""

    check: Callable[["Match", int, Action], None]
    act: Callable[["Match", int, Action], None]


StepHook = Callable[["Match", str], None]
TitleHook = StepHook        # called with a fief whenever a lord is given its title (S-4)


@dataclass(frozen=True, eq=False)
class Ruleset:
    """One rule edition's procedures: its steps (every frame kind), the round's steps in order,
    what happens at the start of a round and of each round step, its cards and powers, and the
    actions allowed at any time. The numbers are in ``rules``. An edition that differs from
    another in a procedure lists a replacement step under the same kind (DESIGN, "A
    collection"); nothing asks which edition is played.

    ``playable`` sorts the plays allowed at a moment; each game keeps what it worked out
    (``Match.playable``), so nothing shared between games changes during play."""

    rules: Rules
    steps: Mapping[str, Step[Any]]
    round: tuple[str, ...]
    round_start: Callable[[Match], None]
    step_hooks: tuple[StepHook, ...]
    plays: Mapping[tuple[str, str | None], Play]
    free: Mapping[str, FreeAction]
    title_hooks: tuple[TitleHook, ...] = ()

    @property
    def edition(self) -> str:
        return self.rules.edition

    def playable(self, moment: str) -> Playable:
        """The plays allowed at ``moment``: by card, the powers without/with the Pope, all."""
        allowed = tuple(p for p in self.plays.values() if p.allowed_at(moment))
        by_card: dict[str, tuple[Play, ...]] = {}
        for play in allowed:
            if play.card is not None:
                by_card[play.card] = by_card.get(play.card, ()) + (play,)
        powers = [p for p in allowed if p.card is None]
        return (by_card, tuple(p for p in powers if not p.needs_pope),
                tuple(p for p in powers if p.needs_pope), allowed)


class Match:
    """A game in progress as the rules see it: the state (everything saved), the board and the
    edition it is played with, and the events the current action has caused."""

    def __init__(self, state: GameState, board: Board, ruleset: Ruleset,
                 remember: bool = False) -> None:
        self.state = state
        self.board = board
        self.ruleset = ruleset
        self.rules: Rules = ruleset.rules
        self.rng = Rng(state)
        self.events: list[Event] = []
        self.remember = remember        # see ``decided``
        self._decided: tuple[Any, ...] | None = None   # (state, frame, position key, decisions)
        # Memos of the rules, for this game only: a hand's plays at a moment (windows.plays_for)
        # and a battle's sides while no counter moves (battle.side_units).
        self.plays_memo: dict[tuple[Any, ...], tuple[Play, ...]] = {}
        self.moments_memo: dict[str, Playable] = {}
        self.sides_memo: tuple[GameState, int, dict[Any, Any]] | None = None
        # The bots' measures: of a move, of a position, of the titles (bots/heuristics.py).
        self.bot_memo: tuple[tuple[int, ...], dict[tuple[Any, ...], Any]] | None = None
        self.bot_position_memo: tuple[GameState, int, Any, dict[Any, Any]] | None = None
        self.bot_powers: dict[str, int] | None = None
        # A bot's look-ahead where every player passes every window (bots/search.py): while
        # this says so, none opens (windows.open_window); and no event is made (``telling``).
        self.windows_passed: Callable[[], bool] | None = None
        self.telling = True

    def copy(self) -> Match:
        """An independent copy, sharing only what never changes (the board and the edition)."""
        return Match(self.state.clone(), self.board, self.ruleset, self.remember)

    def option(self, name: str) -> bool:
        return name in self.state.options.get("optional", ())

    def name(self, player: int | None) -> str:
        return "-" if player is None else self.state.players[player].name

    def step(self, kind: str) -> Step[Any]:
        return self.ruleset.steps[kind]

    def playable(self, moment: str) -> Playable:
        """The edition's plays allowed at ``moment`` (Ruleset.playable), once a moment a game."""
        found = self.moments_memo.get(moment)
        if found is None:
            found = self.moments_memo[moment] = self.ruleset.playable(moment)
        return found

    # --- decisions -----------------------------------------------------------------------
    def decided(self) -> tuple[Decision, ...]:
        """The pending decisions. A player lists his choices (``pending``, ``legal``), then
        plays one (``apply`` checks it against them): building them anew each time is a sixth
        of the cost of an action. A game made with ``remember`` keeps them for as long as the
        position stays the same: same state object, version (every action bumps it), count of
        counter moves and frame on top. Only a game played through ``apply`` alone may
        remember (bots, clients, the LAN host): a state edited by hand (as tests do) would be
        judged by the decisions of before the edit."""
        state = self.state
        frame = state.top()
        if not self.remember:
            return self.decisions_of(frame)
        key = (state.version, state.ledger.moves, len(state.stack), state.finished)
        memo = self._decided
        if memo is not None and memo[0] is state and memo[1] is frame and memo[2] == key:
            return memo[3]
        found = self.decisions_of(frame)
        self._decided = (state, frame, key, found)
        return found

    def decisions_of(self, frame: Frame[Any] | None) -> tuple[Decision, ...]:
        if frame is None or self.state.finished:
            return ()
        everything = not EVERYTHING_PRIVATE.isdisjoint(self.state.options.get("optional", ()))
        asked = self.ruleset.steps[frame.kind].decisions(self, frame)
        return tuple(marked(decision, everything) for decision in asked)

    def forget_decisions(self) -> None:
        """What follows changes the position: the decisions kept are no longer valid."""
        self._decided = None

    # --- events --------------------------------------------------------------------------
    def emit(self, kind: str, audience: tuple[int, ...] | None = None, **params: Any) -> None:
        """Tell an event made from named values, unless nobody reads this game's (``telling``:
        a bot's look-ahead, where making them was a twentieth of the cost)."""
        if self.telling:
            self.tell(Event(kind, frozen_params(params), audience,   # Event.make, inlined
                            kind in CHANCE))

    def tell(self, event: Event) -> Event:
        """Add an event made by the caller, its parameters frozen (``emit`` makes them from
        named values; a step makes its ``moved`` event itself, a sixth of its cost)."""
        if "fog_of_war" in self.state.options.get("optional", ()):     # self.option, inlined
            split = fogged(self.state, event)       # 11.2: troop types only to their owner
            if split is not None:
                self.events.extend(split)
                return event
        self.events.append(event)
        return event


# --- the flow --------------------------------------------------------------------------------

@overload
def push(g: Match, kind: str) -> Frame[Any]: ...
@overload
def push(g: Match, kind: str, data: D) -> Frame[D]: ...
def push(g: Match, kind: str, data: Any = None) -> Frame[Any]:
    """Push a frame of ``kind`` and start it: an interruption with the data its pusher built
    (its step's TypedDict), a step of the round with its step's ``initial`` data."""
    step = g.ruleset.steps[kind]
    frame = Frame(kind, step.initial(g) if data is None else data)
    g.state.stack.append(frame)
    step.start(g, frame)
    return frame


def new_round(g: Match) -> None:
    """Start a round: per-round marks reset (the edition says which), then it is announced."""
    g.state.round += 1
    g.state.round_moves = 0
    g.ruleset.round_start(g)
    g.emit("round_started", round=g.state.round, first=g.state.first)


def next_round_step(g: Match, after: str | None) -> None:
    """Push the step that follows ``after`` (or start a new round after the last one), then
    run the edition's hooks of the start of a step (a window, lords waiting to be placed)."""
    steps = g.ruleset.round
    index = steps.index(after) + 1 if after in steps else 0
    if index >= len(steps):
        new_round(g)
        index = 0
    kind = steps[index]
    g.state.phase = g.ruleset.steps[kind].phase
    push(g, kind)
    for hook in g.ruleset.step_hooks:
        hook(g, kind)


def advance(g: Match) -> None:
    """Run automatic work until a decision is pending or the game is over. Runs after every
    action, a few turns each time, so the top of the stack is read in place (``state.top``)."""
    state = g.state
    steps = g.ruleset.steps
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
        handler = steps[frame.kind]
        if handler.asks(g, frame):
            return
        stack = state.stack
        if not stack or stack[-1] is not frame:
            continue
        if handler.proceed(g, frame):
            finish(g, frame)


def finish(g: Match, frame: Frame[Any]) -> None:
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
        g.ruleset.steps[below.kind].resume(g, below, frame)

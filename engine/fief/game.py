"""The referee of a game of Fief: a ``Match`` with the public contract (``engine.contract``).

``pending()`` says who must decide what, ``legal(player)`` lists actions, ``check(player,
action)`` says whether an action would be refused and why, ``apply(player, action)`` checks and
applies one and returns the events it caused, ``clone()`` gives an independent copy to look
ahead with. Randomness comes only from the state's generator, so the options (with their
seed) and the list of applied actions reproduce a game exactly.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..actions import Action
from ..decisions import Decision
from ..errors import EngineError, IllegalAction, NotYourDecision, StaleState, reason
from ..events import Event
from ..params import check_params
from .action_params import ACTION_PARAMS
from .board import Board, load_board
from .editions.catalog import ruleset_for
from .match import Match, advance, push
from .options import GameOptions
from .phases.end_round import end_if_stalled
from .phases.setup import initial_state
from .state import Frame, GameState
from .view_parts import SharedView
from .views import View, shared_view, view_for


# (state, frame on top, position key, the parts of its views alike): see Game.shared_view
ViewMemo = tuple[GameState, "Frame[Any] | None", tuple[Any, ...], SharedView]


class Game(Match):
    """A game of Fief in any of its editions (the state's options name it)."""

    def __init__(self, state: GameState, board: Board | None = None,
                 remember: bool = False) -> None:
        super().__init__(state, board or load_board(), ruleset_for(state.options["edition"]),
                         remember)
        self.view_memo: ViewMemo | None = None          # see shared_view

    # --- creation ------------------------------------------------------------------------
    @classmethod
    def new(cls, options: GameOptions, board: Board | None = None,
            remember: bool = False) -> "Game":
        board = board or load_board()
        game = cls(initial_state(options, board).canonical(), board, remember)
        push(game, "setup_villages")
        advance(game)
        return game

    def clone(self) -> "Game":
        """An independent copy of this game (a bot's look-ahead): the same position, sharing
        only what never changes (the board and the edition)."""
        return Game(self.state.clone(), self.board, self.remember)

    # --- what every host reads (engine.contract.Referee) -----------------------------------
    @property
    def move(self) -> int:
        return self.state.version

    @property
    def finished(self) -> bool:
        return self.state.finished

    @property
    def winners(self) -> list[int] | None:
        return self.state.winners

    @property
    def seat_names(self) -> list[str]:
        return [player.name for player in self.state.players]

    @property
    def options(self) -> dict[str, Any]:
        return self.state.options

    def view_for(self, seat: int | None, quick: bool = False) -> View:
        return view_for(self, seat, self.shared_view(), quick)

    def shared_view(self) -> SharedView:
        """The parts of every seat's view alike (``views.shared_view``), built once a position
        by a game that remembers (the position's key is ``decided``'s): a LAN host builds the
        view of every seat and of the spectators after each move (issue 38). The views of one
        position share these parts: a view is a value to read (``Referee.view_for`` gives a
        Mapping), never to change."""
        if not self.remember:
            return shared_view(self)
        state = self.state
        key = (state.version, state.ledger.moves, len(state.stack), state.finished)
        memo = self.view_memo
        if memo is None or memo[0] is not state or memo[1] is not state.top() or memo[2] != key:
            memo = self.view_memo = (state, state.top(), key, shared_view(self))
        return memo[3]

    def snapshot(self) -> dict[str, Any]:
        return self.state.to_dict()

    def resume_at(self, kind: str, decision: Mapping[str, Any] | None,
                  shown: Mapping[str, Any]) -> None:
        """Stand at the round step ``kind`` with its start-of-step work done, at the decision
        a seat is asked: how a computer player's world, rebuilt from the seat's view
        (bots/determinize.py), continues. The step itself makes its frame's data, from the
        decision and from its own view (``shown``)."""
        kinds = self.ruleset.round
        place = kinds.index(kind)
        self.state.last_step = kinds[place - 1] if place else None
        self.state.stack.append(Frame(kind, self.step(kind).resumed(self, decision, shown)))
        self.events = []

    # --- the contract --------------------------------------------------------------------
    def pending(self) -> list[Decision]:
        return list(self.decided())

    def legal(self, player: int) -> list[Action]:
        frame = self.state.top()
        if frame is None or self.state.finished:
            return []
        return self.ruleset.steps[frame.kind].legal(self, frame, player)

    def check(self, player: int, action: Action | dict[str, Any]) -> EngineError | None:
        """The refusal ``apply`` would give this action now, or None when it would be
        accepted. Nothing changes: a listed choice is looked up, an answer the decision does
        not list is checked by its step (``Step.check``), a free action by its own check."""
        try:
            action = self.admissible(player, action)
            free = self.ruleset.free.get(action.kind)
            if free is not None:
                free.check(self, player, action)
            else:
                frame, listed = self.answering(player, action)
                if not listed:
                    self.ruleset.steps[frame.kind].check(self, frame, player, action)
        except IllegalAction as refusal:
            return self.rules.cite(refusal)
        except EngineError as refusal:
            return refusal
        return None

    def apply(self, player: int, action: Action | dict[str, Any],
              version: int | None = None) -> list[Event]:
        """Check and apply one action; the state is unchanged when an error is raised, a
        refusal citing the edition's own text where it states the rule (``Rules.cite``)."""
        try:
            return self.applied(player, action, version)
        except IllegalAction as refusal:
            edition = self.rules.cite(refusal)
            if edition is refusal:
                raise
            raise edition from refusal

    def applied(self, player: int, action: Action | dict[str, Any],
                version: int | None) -> list[Event]:
        """``apply``'s work, its refusals citing 1429's sections (the engine's own)."""
        action = self.admissible(player, action, version)
        self.events = []
        free = self.ruleset.free.get(action.kind)
        if free is not None:
            free.act(self, player, action)
        else:
            frame, _ = self.answering(player, action)
            self.forget_decisions()                  # what follows changes the position
            self.ruleset.steps[frame.kind].apply(self, frame, player, action)
        self.state.version += 1
        guarded = "round_decisions" in self.state.options    # a table of computers
        if guarded:
            self.state.round_moves += 1
        advance(self)
        if guarded:
            end_if_stalled(self)
        return self.events

    def admissible(self, player: int, action: Action | dict[str, Any],
                   version: int | None = None) -> Action:
        """The action as a value, from a seat of this game, chosen at its current move, in a
        game not over: what every action must be before the rules are asked."""
        if not isinstance(action, Action):
            action = Action.from_dict(action)
        state = self.state
        check_params(ACTION_PARAMS, action, state.n)     # issue 38: nothing stored unasked
        if not isinstance(player, int) or not 0 <= player < state.n:
            raise NotYourDecision(reason("there is no seat {seat}", seat=repr(player)))
        if version is not None and version != state.version:
            raise StaleState(reason("the action was chosen at move {version}, the game is at {move}",
                                    version=version, move=state.version))
        if state.finished:
            raise IllegalAction("7.0", "the game is over")
        return action

    def answering(self, player: int, action: Action) -> tuple[Frame[Any], bool]:
        """The frame an answer goes to, and whether it is one of the choices its decision lists
        (False when the decision lists none: the step checks it). Refused when the player is
        asked nothing, or when the action is not among the choices listed."""
        state = self.state
        frame = state.top()
        asked = [d for d in self.decided() if d.player == player]
        if frame is None or not asked:
            raise NotYourDecision(self.not_asked(player))
        if len(asked) == 1:                          # the usual case, without copying
            listed_choices = asked[0].choices
            listed = listed_choices is not None
            refused = listed_choices is not None and action not in listed_choices
        else:
            choices = [c for d in asked if d.choices is not None for c in d.choices]
            listed = all(d.choices is not None for d in asked)
            refused = listed and action not in choices
        if refused:
            raise self.refusal(frame, player, action, asked)
        return frame, listed

    def refusal(self, frame: Frame[Any], player: int, action: Action,
                asked: list[Decision]) -> EngineError:
        """Why an action the decision does not list is refused: the rule its step's own
        check breaks (a card's or a title's condition, 1.5, 9.2, 10.1...), asked on a copy;
        the step's rule (A1, 2.4...) only when its check finds nothing more precise, saying
        then what the player is asked and which kinds of answer it takes."""
        step = self.ruleset.steps[frame.kind]
        kinds = sorted({c.kind for d in asked for c in d.choices or ()})
        wanted = ", ".join(d.kind for d in asked)
        generic = IllegalAction(step.rule or "A1",
                                "{action} is not one of the choices now ({wanted}: {kinds})",
                                action=action.text(), wanted=wanted, kinds=", ".join(kinds))
        try:
            step.check(self, frame, player, action)
        except EngineError as precise:      # a rule broken, or the action malformed
            return precise
        except Exception:        # noqa: BLE001 - a check meeting an answer it never lists (a
            return generic       # mistyped one, say) has nothing more precise to say
        return generic

    def not_asked(self, player: int) -> str:
        """"P has nothing to decide now", with who is awaited, for what, under which rule."""
        state = self.state
        name = state.players[player].name
        if state.finished:
            return reason("{name} has nothing to decide now: the game is over (7.0)", name=name)
        frame = state.top()
        awaited = self.decided()
        if frame is None or not awaited:
            return reason("{name} has nothing to decide now", name=name)
        rule = self.ruleset.steps[frame.kind].rule
        waiting = ", ".join(f"{state.players[d.player].name} ({d.kind})" for d in awaited)
        return reason("{name} has nothing to decide now: waiting for {waiting} under {rule}" if rule
                      else "{name} has nothing to decide now: waiting for {waiting}",
                      name=name, waiting=waiting, rule=rule)

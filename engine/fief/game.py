"""The referee: a game's state plus the board and rules it is played with.

``Game`` is the engine's contract (DESIGN "The engine's contract"): ``pending()`` says who must
decide what, ``legal(player)`` lists actions, ``apply(player, action)`` checks and applies one and
returns the events it caused. Randomness comes only from the state's generator, so the options
(with their seed) and the list of applied actions reproduce a game exactly.
"""
from __future__ import annotations

from typing import Any

from . import phases  # noqa: F401  (registers every Step)
from ..actions import Action
from .board import Board, load_board
from ..decisions import Decision
from .editions.rules import Rules, rules_for
from ..errors import IllegalAction, NotYourDecision, StaleState
from ..events import Event
from .flow import HANDLERS, advance, push
from .options import GameOptions
from ..rng import Rng
from .state import MOVES, Frame, GameState
from ..values import frozen_params
from .phases.free import FREE_ACTIONS, apply_free


class Game:
    def __init__(self, state: GameState, board: Board | None = None,
                 remember: bool = False) -> None:
        self.state = state
        self.board = board or load_board()
        self.rules: Rules = rules_for(state.options["edition"])
        self.rng = Rng(state)
        self.events: list[Event] = []
        self.remember = remember        # see ``decided``
        self._decided: tuple[Any, ...] | None = None   # (state, frame, position key, decisions)

    # --- creation ------------------------------------------------------------------------
    @classmethod
    def new(cls, options: GameOptions, board: Board | None = None,
            remember: bool = False) -> "Game":
        from .phases.setup import initial_state

        board = board or load_board()
        game = cls(initial_state(options, board).canonical(), board, remember)
        push(game, "setup_villages")
        advance(game)
        return game

    @property
    def options(self) -> GameOptions:
        return GameOptions.from_dict(self.state.options)

    def option(self, name: str) -> bool:
        return name in self.state.options.get("optional", ())

    # --- the contract --------------------------------------------------------------------
    def pending(self) -> list[Decision]:
        return list(self.decided())

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
        key = (state.version, MOVES[0], len(state.stack), state.finished)
        memo = self._decided
        if memo is not None and memo[0] is state and memo[1] is frame and memo[2] == key:
            return memo[3]
        found = self.decisions_of(frame)
        self._decided = (state, frame, key, found)
        return found

    def decisions_of(self, frame: Frame | None) -> tuple[Decision, ...]:
        if frame is None or self.state.finished:
            return ()
        return tuple(HANDLERS[frame.kind].decisions(self, frame))

    def legal(self, player: int) -> list[Action]:
        frame = self.state.top()
        if frame is None or self.state.finished:
            return []
        return HANDLERS[frame.kind].legal(self, frame, player)

    def apply(self, player: int, action: Action | dict[str, Any],
              version: int | None = None) -> list[Event]:
        """Check and apply one action; the state is unchanged when an error is raised."""
        if not isinstance(action, Action):
            action = Action.from_dict(action)
        state = self.state
        if not isinstance(player, int) or not 0 <= player < state.n:
            raise NotYourDecision(f"there is no seat {player!r}")
        if version is not None and version != state.version:
            raise StaleState(f"the action was chosen at move {version}, the game is at {state.version}")
        if state.finished:
            raise IllegalAction("7.0", "the game is over")
        self.events = []
        if action.kind in FREE_ACTIONS:
            apply_free(self, player, action)
        else:
            frame = state.top()
            assert frame is not None
            handler = HANDLERS[frame.kind]
            asked = [d for d in self.decided() if d.player == player]
            if not asked:
                raise NotYourDecision(f"{state.players[player].name} has nothing to decide now")
            if len(asked) == 1:                          # the usual case, without copying
                refused = asked[0].choices is not None and action not in asked[0].choices
            else:
                choices = [c for d in asked if d.choices is not None for c in d.choices]
                refused = all(d.choices is not None for d in asked) and action not in choices
            if refused:
                raise IllegalAction(handler.rule, f"{action.text()} is not one of the choices now")
            self._decided = None                 # what follows changes the position
            handler.apply(self, frame, player, action)
        state.version += 1
        advance(self)
        return self.events

    # --- services for the phases ---------------------------------------------------------
    def emit(self, kind: str, audience: tuple[int, ...] | None = None, **params: Any) -> Event:
        return self.tell(Event(kind, frozen_params(params), audience))  # Event.make, inlined

    def tell(self, event: Event) -> Event:
        """Add an event made by the caller, its parameters frozen (``emit`` makes them from
        named values; a step makes its ``moved`` event itself, a sixth of its cost)."""
        if "fog_of_war" in self.state.options.get("optional", ()):     # self.option, inlined
            from .fog import fogged          # 11.2: troop types only to their owner

            split = fogged(self, event)
            if split is not None:
                self.events.extend(split)
                return event
        self.events.append(event)
        return event

    def name(self, player: int | None) -> str:
        return "-" if player is None else self.state.players[player].name

    def new_round(self) -> None:
        """Start a round: per-round counters reset (steps, plague rolls, new troops)."""
        from .phases.end_round import reset_for_round

        self.state.round += 1
        reset_for_round(self)
        self.emit("round_started", round=self.state.round, first=self.state.first)

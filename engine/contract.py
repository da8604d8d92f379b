"""The contract between a game's referee and everything that hosts it: the LAN host and its
authority, the hot-seat table, the bot runner, saves and the lobby work through these two
types alone, whatever the game of the collection (docs/engine.md, "The contract").

- A ``GameKind`` describes a game: its name, how many may play, the colours, rule editions and
  optional rules a table may choose, its computer levels, and how to start or restore a game.
- A ``Referee`` is one game in progress: who must decide what (``pending``), what a seat may do
  (``legal``), whether an action would be refused and why (``check``), applying one
  (``apply``, which returns the events it caused), what a seat may see (``view_for``), an
  independent copy to look ahead with (``clone``) and the plain data that restores it
  (``snapshot``, ``GameKind.restore``).

Values crossing the contract are the shared ones: ``Action``, ``Decision``, ``Event`` and the
``EngineError`` refusals; options, views and snapshots are JSON-ready mappings whose fields
each game documents. Chance comes only from a generator inside the game's state, so the
options (with their seed) and the actions applied reproduce a game exactly.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol, TypeVar

from .actions import Action
from .decisions import Decision
from .errors import EngineError
from .events import Event

# A game's view of a seat and its decisions' JSON form, as each game types them (a TypedDict
# of its own); the contract only carries them.
ViewT = TypeVar("ViewT", contravariant=True)
AskedT = TypeVar("AskedT", contravariant=True)


class ComputerPlayer(Protocol[ViewT, AskedT]):
    """A computer player: given a seat's view and one decision of that seat (their JSON forms),
    an action's JSON form; ``rng_seed`` makes it repeatable, ``budget_s`` bounds its thinking."""

    def choose(self, view: ViewT, decision: AskedT, *, rng_seed: int,
               budget_s: float = 1.0) -> Mapping[str, Any]: ...


class Referee(Protocol):
    """One game in progress, as every host sees it (the host knows its ``GameKind``: it made
    the game through it)."""

    @property
    def move(self) -> int:
        """How many actions were applied: an action chosen at another move is stale."""

    @property
    def finished(self) -> bool: ...

    @property
    def winners(self) -> Sequence[int] | None:
        """The winning seats once the game is over."""

    @property
    def seat_names(self) -> Sequence[str]: ...

    @property
    def options(self) -> Mapping[str, Any]:
        """The options it was started with (their JSON form, seed included)."""

    @property
    def events(self) -> Sequence[Event]:
        """The events the last change caused: the last ``apply``, or the set-up of a new
        game."""

    def pending(self) -> list[Decision]:
        """Every decision awaited now; several seats may be asked at once."""

    def legal(self, seat: int) -> list[Action]:
        """The seat's legal actions (all of them where its decision lists its choices)."""

    def check(self, seat: int, action: Action | dict[str, Any]) -> EngineError | None:
        """The refusal ``apply`` would give, or None; changes nothing."""

    def apply(self, seat: int, action: Action | dict[str, Any],
              version: int | None = None) -> list[Event]:
        """Apply one action and return the events it caused; raises an ``EngineError``
        (naming the rule) and changes nothing when the action is refused. An action that is
        not one of the game's declared kinds with their parameters (``engine.params``) is
        refused as ``MalformedAction`` before the rules are asked: nothing else is stored."""

    def view_for(self, seat: int | None) -> Mapping[str, Any]:
        """What the seat may see (None: a spectator), built by allow-list."""

    def clone(self) -> Referee:
        """An independent copy of the game in its current position."""

    def snapshot(self) -> dict[str, Any]:
        """The whole position as plain data (``GameKind.restore`` makes the game again)."""


class GameKind(Protocol):
    """A game of the collection, as the title screen, the lobby and saves know it."""

    @property
    def name(self) -> str:
        """The game's name in saves and on the network (``"middle-ages"``)."""

    @property
    def title(self) -> str:
        """The game's name as players read it (an English gettext message id)."""

    @property
    def min_players(self) -> int: ...

    @property
    def max_players(self) -> int: ...

    @property
    def colours(self) -> tuple[str, ...]: ...

    @property
    def editions(self) -> Mapping[str, str]:
        """The rule editions by name, each with a one-line description; the first is the
        default."""

    @property
    def optional_rules(self) -> Mapping[str, str]:
        """The optional rules by name, each with the rule section it comes from."""

    @property
    def bot_levels(self) -> tuple[str, ...]:
        """The computer levels, weakest first."""

    def new(self, options: Mapping[str, Any]) -> Referee:
        """A new game; raises ``OptionsError`` (saying which option and why) when the options
        cannot start one."""

    def restore(self, snapshot: Mapping[str, Any]) -> Referee:
        """The game a ``Referee.snapshot`` was taken of; raises ``ValueError`` when the data
        is not a position of this game."""

    def bot(self, level: str) -> ComputerPlayer[Any, Any]:
        """A computer player of one of ``bot_levels``."""

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
``EngineError`` refusals. A game's options are a ``TableOptions`` (players and seed for every
game, an edition and optional rules for a game that offers them: ``table_options`` builds them
for a kind); a host reads where a game stands for one seat as a ``Standing`` (``standing``),
the same shape for every game, never the game's view, whose fields each game documents, as it
does its snapshots. Chance comes only from a generator inside the game's state, so the
options (with their seed) and the actions applied reproduce a game exactly.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, NotRequired, Protocol, TypedDict, TypeVar

from .actions import Action
from .decisions import Decision, DecisionDict
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
        """The options it was started with (their ``TableOptions`` JSON form, seed
        included)."""

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

    def view_for(self, seat: int | None, quick: bool = False) -> Mapping[str, Any]:
        """What the seat may see (None: a spectator), built by allow-list. ``quick``: without
        what only helps a decision and costs time to work out (Fief's move foresight, about
        1 ms): the LAN host answers a move with it, then sends the whole view (issue 38);
        a game with nothing of the kind gives the whole view."""

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
        default. Empty for a game of one set of rules: its options then name no edition."""

    @property
    def optional_rules(self) -> Mapping[str, str]:
        """The optional rules by name, each with the rule section it comes from (empty: the
        game's options name none)."""

    @property
    def bot_levels(self) -> tuple[str, ...]:
        """The computer levels, weakest first."""

    @property
    def stall_guard(self) -> bool:
        """Whether a round of the game can go on for ever (a computer undoing its own move),
        so that a table of computers takes the option ``round_decisions``; a game bound to
        end after a fixed number of decisions refuses that option, and the host gives none."""

    def new(self, options: Mapping[str, Any]) -> Referee:
        """A new game from its ``TableOptions`` (their JSON form); raises ``OptionsError``
        (saying which option and why) when the options cannot start one."""

    def restore(self, snapshot: Mapping[str, Any]) -> Referee:
        """The game a ``Referee.snapshot`` was taken of; raises ``ValueError`` when the data
        is not a position of this game."""

    def bot(self, level: str) -> ComputerPlayer[Any, Any]:
        """A computer player of one of ``bot_levels``."""


class PlayerOption(TypedDict):
    """One player of a new game: the name shown and one of the kind's ``colours``."""

    name: str
    colour: str


class TableOptions(TypedDict):
    """The options every game of the collection takes (``GameKind.new``), the schema the lobby
    and ``python -m net host`` fill in from the kind: its players (``min_players`` to
    ``max_players``, each a colour of ``colours``) and the seed of its chance; ``edition`` (one
    of ``editions``) only for a game that has editions, ``optional`` (names of
    ``optional_rules``) only for a game that has optional rules."""

    players: list[PlayerOption]
    seed: int
    edition: NotRequired[str]
    optional: NotRequired[list[str]]
    max_rounds: NotRequired[int]          # a table of computers ended at this round (a game
                                          # that can run long takes it; others refuse it)
    round_decisions: NotRequired[int]     # a table of computers: a round not over after this
                                          # many decisions ends the game (ROUND_DECISIONS)


# A round of six families takes a few hundred decisions (the longest seen: under 1,000). A
# round of computers past this many is stalled (a computer undoing its own purchase for ever,
# issue 35): the bot runner stops it, and the host gives a table of computers this limit as
# its option ``round_decisions``, kept in its save so that a replay ends where the game did.
ROUND_DECISIONS = 5_000


def default_edition(kind: GameKind) -> str:
    """The kind's default edition, the first it lists; "" for a game without editions."""
    return next(iter(kind.editions), "")


def table_options(kind: GameKind, players: Iterable[tuple[str, str]], seed: int,
                  edition: str = "", optional: Iterable[str] = (),
                  max_rounds: int | None = None,
                  round_decisions: int | None = None) -> TableOptions:
    """The options of a new game of ``kind``: the edition (its default when "") only if the
    kind has editions, the optional rules only if it has some, the limits of a table of
    computers only when given (``GameKind.new`` still judges the values and names a bad
    one)."""
    options: TableOptions = {"players": [{"name": n, "colour": c} for n, c in players],
                             "seed": seed}
    if kind.editions:
        options["edition"] = edition or default_edition(kind)
    if kind.optional_rules:
        options["optional"] = sorted(optional)
    if max_rounds is not None:
        options["max_rounds"] = max_rounds
    if round_decisions is not None:
        options["round_decisions"] = round_decisions
    return options


class Standing(TypedDict):
    """Where a game stands for one seat, in the same shape for every game: all a host, the
    bot runner or a terminal client reads of a game besides handing its view to a screen."""

    seat: int | None                      # whose standing; None for a spectator
    move: int                             # ``Referee.move``: an action chosen now names it
    finished: bool
    winners: list[int] | None
    asked: list[DecisionDict[str, dict[str, Any]]]  # this seat's decisions awaited now
    waiting_for: list[int]                # every seat asked something now


def standing(game: Referee, seat: int | None) -> Standing:
    """The seat's standing in ``game``. It tells a seat only its own decisions, which its
    view already shows it; a spectator is asked nothing."""
    pending = game.pending()
    winners = game.winners
    return {"seat": seat, "move": game.move, "finished": game.finished,
            "winners": list(winners) if winners is not None else None,
            "asked": [d.to_dict() for d in pending if seat is not None and d.player == seat],
            "waiting_for": sorted({d.player for d in pending})}

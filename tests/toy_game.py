"""A toy game for the conformance kit (issue 39): Nim, written against ``engine.contract`` alone,
as docs/engine.md "Adding a game" tells a newcomer. It is not part of the collection; the kit
adds it to ``engine.collection.GAMES`` for one test (``registered``) or one program
(tests/kit_host.py) and plays it through the real LAN host, its saves, the bot runner and the
terminal client, none of which may know it.

Its view deliberately shares no key with the views of Fief or Middle-Ages (no ``move``,
``finished``, ``pending``, ``asked`` or ``seat``): whatever a host needs it must read from the
contract (``Referee``, ``engine.contract.standing``), never from a game's view.

The rules (NIM-1 to NIM-4, the kit's own):
NIM-1  The seed deals three heaps of 1 to 5 sticks (chance: one event says so).
NIM-2  Players take turns in seat order, seat 0 first.
NIM-3  A turn takes 1 to 3 sticks from one heap that has them.
NIM-4  Whoever takes the last stick wins; the game is then over.
"""
from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any

import engine.collection
from engine.actions import Action, act
from engine.decisions import Decision
from engine.errors import (
    EngineError,
    IllegalAction,
    MalformedAction,
    NotYourDecision,
    OptionsError,
    StaleState,
)
from engine.events import Event

COLOURS = ("blue", "red", "green", "yellow")
MOST = 3                           # NIM-3: sticks taken in one turn


@dataclass(frozen=True)
class Position:
    """Everything a game of Nim holds (its snapshot's fields)."""

    names: tuple[str, ...]
    colours: tuple[str, ...]
    seed: int
    heaps: tuple[int, ...]
    turn: int = 0                  # the seat to play (NIM-2)
    moves: int = 0                 # actions applied
    winner: int | None = None


def parse_options(options: Mapping[str, Any]) -> Position:
    """A new position from the ``TableOptions``: players and seed only (Nim has no editions
    and no optional rules, so its options name none)."""
    if not isinstance(options, Mapping):
        raise OptionsError("the options of a game of Nim are an object")
    players, seed = options.get("players"), options.get("seed", 0)
    if "edition" in options or "optional" in options:
        raise OptionsError("Nim has no rule editions and no optional rules")
    if not isinstance(players, list) or not 2 <= len(players) <= len(COLOURS):
        raise OptionsError(f"Nim is played by 2 to {len(COLOURS)} players")
    if not all(isinstance(p, Mapping) and p.get("colour") in COLOURS for p in players):
        raise OptionsError(f"each player of Nim has a name and a colour of {', '.join(COLOURS)}")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise OptionsError("the seed of a game of Nim is an integer")
    dealt = random.Random(seed)
    return Position(tuple(str(p.get("name", "")) for p in players),
                    tuple(str(p["colour"]) for p in players), seed,
                    tuple(dealt.randint(1, 5) for _ in range(3)))


@dataclass
class Nim:
    """One game of Nim: the contract's ``Referee``."""

    position: Position
    events: list[Event] = field(default_factory=list)

    @property
    def move(self) -> int:
        return self.position.moves

    @property
    def finished(self) -> bool:
        return self.position.winner is not None

    @property
    def winners(self) -> list[int] | None:
        return None if self.position.winner is None else [self.position.winner]

    @property
    def seat_names(self) -> Sequence[str]:
        return self.position.names

    @property
    def options(self) -> Mapping[str, Any]:
        return {"players": [{"name": n, "colour": c}
                            for n, c in zip(self.position.names, self.position.colours)],
                "seed": self.position.seed}

    def answers(self) -> tuple[Action, ...]:
        return tuple(act("take", heap=h, count=n) for h, size in enumerate(self.position.heaps)
                     for n in range(1, min(MOST, size) + 1))

    def pending(self) -> list[Decision]:
        if self.finished:
            return []
        return [Decision(self.position.turn, "take", (("heaps", self.position.heaps),),
                         self.answers())]

    def legal(self, seat: int) -> list[Action]:
        return list(self.answers()) if seat == self.position.turn and not self.finished else []

    def check(self, seat: int, action: Action | dict[str, Any]) -> EngineError | None:
        try:
            self.refusal(seat, action)
        except EngineError as exc:
            return exc
        return None

    def refusal(self, seat: int, action: Action | dict[str, Any]) -> Action:
        """The action as an ``Action``, or the refusal naming the rule."""
        if not isinstance(action, Action):
            action = Action.from_dict(action)
        if self.finished or seat != self.position.turn:
            raise NotYourDecision(f"NIM-2: it is not seat {seat}'s turn")
        heap, count = action.get("heap"), action.get("count")
        if action.kind != "take" or not isinstance(heap, int) or not isinstance(count, int):
            raise MalformedAction("NIM-3: an action of Nim is take heap=N count=N")
        if not 0 <= heap < len(self.position.heaps) or not 1 <= count <= MOST:
            raise IllegalAction("NIM-3", f"NIM-3: take 1 to {MOST} sticks from heap 0 to 2")
        if count > self.position.heaps[heap]:
            raise IllegalAction("NIM-3", f"NIM-3: heap {heap} has only "
                                         f"{self.position.heaps[heap]} sticks")
        return action

    def apply(self, seat: int, action: Action | dict[str, Any],
              version: int | None = None) -> list[Event]:
        if version is not None and version != self.move:
            raise StaleState(f"the action was chosen at move {version}, the game is at "
                             f"{self.move}")
        taken = self.refusal(seat, action)
        heaps = list(self.position.heaps)
        heaps[taken["heap"]] -= taken["count"]
        over = not any(heaps)                                   # NIM-4
        self.position = replace(self.position, heaps=tuple(heaps), moves=self.move + 1,
                                turn=(seat + 1) % len(self.position.names),
                                winner=seat if over else None)
        self.events = [Event.make("took", player=seat, heap=taken["heap"], count=taken["count"])]
        if over:
            self.events.append(Event.make("won", player=seat))
        return self.events

    def view_for(self, seat: int | None, quick: bool = False) -> Mapping[str, Any]:
        """Everything is public in Nim; the keys are its own (see the module's docstring).
        Nothing is costly to work out (``quick`` changes nothing)."""
        return {"sticks": list(self.position.heaps), "to_play": self.position.turn,
                "names": list(self.position.names), "victor": self.position.winner,
                "reader": seat}

    def clone(self) -> Nim:
        return Nim(self.position, list(self.events))

    def snapshot(self) -> dict[str, Any]:
        p = self.position
        return {"names": list(p.names), "colours": list(p.colours), "seed": p.seed,
                "heaps": list(p.heaps), "turn": p.turn, "moves": p.moves, "winner": p.winner}


class Perfect:
    """The perfect player: leaves a heap total whose xor is 0 when it can (Bouton), else takes
    one stick. It reads the view and the decision only, in their JSON forms."""

    def choose(self, view: Mapping[str, Any], decision: Mapping[str, Any], *, rng_seed: int,
               budget_s: float = 1.0) -> Mapping[str, Any]:
        heaps = list(view["sticks"])
        for choice in decision["choices"]:
            after = list(heaps)
            after[choice["heap"]] -= choice["count"]
            total = 0
            for size in after:
                total ^= size
            if total == 0:
                return dict(choice)
        return dict(random.Random(rng_seed).choice(decision["choices"]))


class NimKind:
    """Nim as a game kind: no editions, no optional rules, one computer level."""

    name = "nim"
    title = "Nim"
    min_players = 2
    max_players = len(COLOURS)
    colours = COLOURS
    editions: Mapping[str, str] = MappingProxyType({})
    optional_rules: Mapping[str, str] = MappingProxyType({})
    bot_levels = ("perfect",)
    stall_guard = False         # every move takes a counter off: a game of Nim always ends

    def new(self, options: Mapping[str, Any]) -> Nim:
        game = Nim(parse_options(options))
        game.events = [Event.make("dealt", chance=True, heaps=list(game.position.heaps))]
        return game

    def restore(self, snapshot: Mapping[str, Any]) -> Nim:
        try:
            return Nim(Position(tuple(snapshot["names"]), tuple(snapshot["colours"]),
                                int(snapshot["seed"]), tuple(snapshot["heaps"]),
                                int(snapshot["turn"]), int(snapshot["moves"]),
                                snapshot["winner"]))
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"not a position of Nim ({type(exc).__name__}: {exc})") from exc

    def bot(self, level: str) -> Perfect:
        if level not in self.bot_levels:
            raise ValueError(f"unknown computer level {level!r} (levels: perfect)")
        return Perfect()


NIM = NimKind()


@contextmanager
def registered() -> Iterator[None]:
    """The collection with Nim added after its own games, for the time of a ``with``."""
    games = engine.collection.GAMES
    engine.collection.GAMES = MappingProxyType({**games, NIM.name: NIM})
    try:
        yield
    finally:
        engine.collection.GAMES = games

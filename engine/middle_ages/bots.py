"""Computer players of Middle-Ages, over a seat's view and the decision asked (the contract's
``ComputerPlayer``); pure functions of their arguments (the seed makes them repeatable).

- ``random``: any listed answer, uniformly.
- ``reeve``: greedy. Each answer is played on a world rebuilt from the view (world.py) with
  the rules' own functions and scored by what the position is worth to the seat: money, less
  the 10 of each empty domain (M8), plus the incomes its domains promise for the turns left
  (each domain as often as its tiles come out) and the coins the Events to come promise, less
  a share of what the attacks it is open to may cost. A move is scored by the tile it stands
  the Lord on, which is the tile taken next turn (M4.2.2)."""
from __future__ import annotations

import random
from typing import Any, Protocol

from ..actions import Action, ActionDict
from ..decisions import DecisionDict
from . import board
from .asks import answer, candidates
from .effects import take_tile
from .event_cards import amount_for
from .match import Match
from .state import State
from .tiles import DOMAINS, EVENT_RULES, IN_BOX, TILES, TURNS, Domain, EventCard
from .turn import destination_row
from .views import View
from .world import rebuild

Asked = DecisionDict[str, dict[str, Any]]
# Weights of the position's worth, tuned against random players (3 players, 40-60 games each:
# an opponents' share and more weight on exposure did no better).
INCOME_SHARE = 1.0           # the incomes promised for the turns left
EVENTS_SHARE = 1.0           # the coins the Events to come promise
EXPOSURE_SHARE = 0.3         # what the attacks the seat is open to may cost


class ComputerPlayer(Protocol):
    name: str

    def choose(self, view: View, decision: Asked, *, rng_seed: int,
               budget_s: float = 1.0) -> ActionDict: ...


class RandomPlayer:
    """Any listed answer, uniformly: the yardstick."""

    name = "random"

    def choose(self, view: View, decision: Asked, *, rng_seed: int,
               budget_s: float = 1.0) -> ActionDict:
        return dict(random.Random(rng_seed).choice(decision["choices"]))


class Reeve:
    """The greedy player (see the module's docstring)."""

    name = "reeve"

    def choose(self, view: View, decision: Asked, *, rng_seed: int,
               budget_s: float = 1.0) -> ActionDict:
        world = rebuild(view, rng_seed)
        choices = [Action.from_dict(c) for c in decision["choices"]]
        return ranked(world, decision["player"], decision["kind"], choices)[0].to_dict()


def ranked(world: State, seat: int, kind: str, choices: list[Action]) -> list[Action]:
    """The choices, best first by ``value_of`` (the first listed first among equals)."""
    values = [value_of(world, seat, kind, choice) for choice in choices]
    return [choices[i] for i in sorted(range(len(choices)), key=lambda i: (-values[i], i))]


def worth(state: State, seat: int) -> float:
    """What a position is worth to a seat."""
    player = state.players[seat]
    left = TURNS - state.turn + 1
    promised = sum(board.income(player, d) * IN_BOX[d] for d in DOMAINS) / len(TILES)
    coming = sum(amount_for(EVENT_RULES[EventCard(card)], player)
                 for card in state.events[state.events_done:])
    return (board.score(player) + INCOME_SHARE * promised * left + EVENTS_SHARE * coming
            - EXPOSURE_SHARE * exposure(state, seat) * left)


def exposure(state: State, seat: int) -> float:
    """What the attacks the seat is open to may cost it per turn (M5.6): each opponent whose
    next Barracks would outnumber its Ramparts takes one now and then (a Barracks tile in
    every ``len(TILES) / tiles`` drawn), and an attack costs 2 coins and a tile, a whole
    domain (10, M8) when that column holds one tile."""
    player = state.players[seat]
    column = board.leftmost(player)
    loss = 2 + (10 if column is not None and player.count(column) == 1 else 4)
    odds = IN_BOX[Domain.BARRACKS] / len(TILES)
    open_to = sum(1 for s, other in enumerate(state.players)
                  if s != seat and player.count(Domain.RAMPART) <= other.count(Domain.BARRACKS))
    return open_to * odds * loss


def value_of(world: State, seat: int, kind: str, choice: Action) -> float:
    """How good an answer is: a move by the tile it reaches, another answer by the position
    it leaves."""
    if kind == "move_lord":
        return tile_gain(world, seat, destination_row(world.turn), choice["col"]) \
            - 0.01 * choice["col"]
    if kind == "rampart":
        return tile_gain(world, seat, choice["row"], choice["col"])
    if kind == "place_lord":
        return tile_gain(world, seat, 0, choice["col"]) - 0.01 * choice["col"]
    return worth_after(world, seat, kind, choice)


def tile_gain(world: State, seat: int, row: int, col: int) -> float:
    """What taking a tile would be worth to the seat now, its effect's choice made greedily."""
    copy = Match(world.clone(), telling=False)
    state = copy.state
    state.asked = None
    before = worth(state, seat)
    take_tile(copy, seat, row, col)
    if state.asked is not None:
        kind = state.asked
        options = candidates(state, seat, kind)
        if options:
            best = max(options, key=lambda a: worth_after(state, seat, kind, a))
            answer(copy, seat, kind, best)
    return worth(state, seat) - before


def worth_after(state: State, seat: int, kind: str, choice: Action) -> float:
    """The seat's worth once an answer is applied (with the income that follows it)."""
    copy = Match(state.clone(), telling=False)
    answer(copy, seat, kind, choice)
    return worth(copy.state, seat)



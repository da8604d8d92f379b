"""The variant's start (004 "DEBUT", S-2): no family chooses; village cards are drawn at
random, a card being drawn again while its village lies in a fief already started, and each
family settles on one with its lord, a castle and its control marker, and receives one gem.

004 seats the players around the table by their starting fiefs, clockwise from the first
player. Digitally the seats are fixed, so the referee does it the other way round (S-2): the
first player settles on the first village drawn, and the others, in turn order, on the other
villages drawn taken clockwise around the map from his; the turn order thus follows the
starting fiefs clockwise, as the text wants."""
from __future__ import annotations

import math

from ...decisions import Decision
from ..board import Board
from ..match import Match, new_round
from ..phases.setup import SetupData, SetupVillages, settle
from ..state import Frame


def open_villages(g: Match, started: set[str]) -> list[str]:
    """004 "DEBUT": the villages that may be drawn: none in a fief already started."""
    return sorted(v for v, village in g.board.villages.items() if village.fief not in started)


def bearing(board: Board, fief: str) -> float:
    """The angle of a fief's centre around the map's centre, growing clockwise on the map
    (whose y axis points down)."""
    xs = [v.x for v in board.villages.values()]
    ys = [v.y for v in board.villages.values()]
    own = [board.villages[name] for name in board.fiefs[fief].villages]
    x = sum(v.x for v in own) / len(own) - sum(xs) / len(xs)
    y = sum(v.y for v in own) / len(own) - sum(ys) / len(ys)
    return math.atan2(y, x)


def clockwise_from(board: Board, first: str, others: list[str]) -> list[str]:
    """S-2: the villages in the clockwise order of their fiefs, starting after ``first``'s."""
    start = bearing(board, board.villages[first].fief)
    return sorted(others, key=lambda v: (bearing(board, board.villages[v].fief) - start)
                  % (2 * math.pi))


class RandomStart(SetupVillages):
    """004 "DEBUT" and S-2: the starting villages drawn at random, each in a fief not yet
    started (the referee draws among the villages allowed, which gives each the same chance),
    then given clockwise from the first player's."""

    rule = "004 DEBUT"

    def decisions(self, g: Match, frame: Frame[SetupData]) -> list[Decision]:
        return []

    def proceed(self, g: Match, frame: Frame[SetupData]) -> bool:
        state, rules = g.state, g.rules
        drawn: list[str] = []
        for _ in state.order():
            village = g.rng.choice(open_villages(g, {g.board.villages[v].fief for v in drawn}))
            drawn.append(village)
        seated = [drawn[0], *clockwise_from(g.board, drawn[0], drawn[1:])]
        for player, village in zip(state.order(), seated):
            settle(g, player, village)
            state.players[player].gems = rules.start_gems
            g.emit("gems_dealt", player=player, gems=rules.start_gems)
        state.gem_pool = rules.gems_in_game - rules.start_gems * state.n
        new_round(g)
        return True

"""2011 Siege Engines (003 Phase 4 "Engin de siège", E-3): no family starts with one; 12 lie in
a common supply (``GameState.engine_pool``) and are bought for 5 ecus in the Purchase phase.

An engine bought goes to the buyer's stock of engines; when the family lays a siege (003 Phase
6 "Le siège", which in this edition needs no engine) one of its engines goes with the
besiegers and cancels one malus of each assault (one-sided: never turned, E-3); it is destroyed
when the assault it supports is beaten or its siege is left without lord or troops, and
returns to the common supply (control.destroy_engines). Where 003 places an engine on the
board with the troops and moves it one step a round, this referee keeps it in the stock until
a siege: E-9 in docs/editions.md.
"""
from __future__ import annotations

from ...actions import act
from ...errors import reason
from ..match import Match
from ..state import Engine

BUY_ENGINE = act("buy_engine")
RULE = "003 Phase 4 / E-3"


def engine_refusal(g: Match, player: int) -> str | None:
    """Why the family cannot buy a Siege Engine now, or None."""
    if g.state.engine_pool <= 0:
        return "no Siege Engine is left in the common supply"
    if g.state.players[player].money < g.rules.cost_engine:
        return reason("a Siege Engine costs {cost} {money}", cost=g.rules.cost_engine,
                      money=g.rules.money)
    return None


def buy_engine(g: Match, player: int) -> None:
    """An engine of the supply goes to the family's stock (checked by ``engine_refusal``)."""
    state = g.state
    state.players[player].money -= g.rules.cost_engine
    state.engine_pool -= 1
    state.engines.append(Engine(player))
    g.emit("engine_bought", player=player, cost=g.rules.cost_engine, supply=state.engine_pool)

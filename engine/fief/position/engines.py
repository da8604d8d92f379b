"""Siege Engines of an edition that sells them from a common supply (2011, E-3) in the position
format: an engine written in a village (``"engines": {"red": 1}``) is taken from the supply
when the family has none in stock, and the families' engines bought but not yet on the map are
the top-level ``"engines_in_stock": {"red": 1}``. The supply left is what the box holds less
the engines in play (``GameState.engine_pool``); 1429's engines are the families' own."""
from __future__ import annotations

from typing import Any

from ..editions.rules import Rules
from ..state import Engine, GameState
from .names import Names, PositionError


def engine_from_supply(state: GameState, seat: int) -> Engine | None:
    """An engine of the common supply handed to the family, or None when there is none (1429,
    or all 12 are in play)."""
    if state.engine_pool <= 0:
        return None
    state.engine_pool -= 1
    engine = Engine(seat)
    state.engines.append(engine)
    return engine


def read_engine_stock(data: dict[str, Any], state: GameState, names: Names) -> None:
    """``engines_in_stock``: engines a family bought and keeps off the map (2011)."""
    stock = data.get("engines_in_stock", {})
    if not isinstance(stock, dict):
        raise PositionError("engines_in_stock: a count per family, e.g. {\"red\": 1}")
    for who, count in stock.items():
        seat = names.seat(who, "engines_in_stock")
        for _ in range(int(count)):
            if engine_from_supply(state, seat) is None:
                raise PositionError("engines_in_stock: no Siege Engine left in the common supply"
                                    " (E-3; the 1429 families keep their own)")


def engine_stock_entry(state: GameState, rules: Rules) -> dict[int, int]:
    """The engines each family keeps off the map, by seat, in an edition that sells them (in
    1429 they are the families' own two, not written)."""
    if rules.engine_pool == 0:
        return {}
    found: dict[int, int] = {}
    for engine in state.engines:
        if engine.village is None:
            found[engine.owner] = found.get(engine.owner, 0) + 1
    return found

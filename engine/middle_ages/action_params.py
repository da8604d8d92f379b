"""The parameters of Middle-Ages' actions, as data for the shared check (``engine.params``):
``place col=N`` (M3.5), ``move col=N`` (M4.2.1), ``restore tile=ID`` (M5.3, M7), ``scout
row=R col=N`` (M5.4), ``coin domain=D`` (M5.7), ``token type=T domain=D`` (M5.8). A column
counts from 0 in a row of players + 1 tiles (M3.3), a row from 0 of the four (M2), a tile is
one of the 84 of the box (M2.2). Which column or tile is allowed now is the rules' word."""
from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from ..params import Param, number, text
from .options import MAX_PLAYERS
from .tiles import ROWS, TILES

COLUMN = number("a column of a row (a number from 0)", 0, MAX_PLAYERS)
DOMAIN = text("a domain (fields, mill, village, rampart, market, barracks, church, palace)")

ACTION_PARAMS: Mapping[str, Mapping[str, Param]] = MappingProxyType({
    "place": {"col": COLUMN},
    "move": {"col": COLUMN},
    "restore": {"tile": number("a tile of the box (a number from 0)", 0, len(TILES) - 1)},
    "scout": {"row": number("a row (a number from 0 to 3)", 0, ROWS - 1), "col": COLUMN},
    "coin": {"domain": DOMAIN},
    "token": {"type": DOMAIN, "domain": DOMAIN},
})

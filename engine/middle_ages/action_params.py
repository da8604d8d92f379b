"""The parameters of Middle-Ages' actions, as data for the shared check (``engine.params``):
``place col=N`` (M3.5), ``move col=N`` (M4.2.1; both may name the ``row`` too, MA-15), ``restore tile=ID`` (M5.3, M7), ``scout
row=R col=N`` (M5.4), ``coin domain=D`` (M5.7), ``token type=T domain=D`` (M5.8). Columns,
rows and tiles are whole numbers (within a million either way: what a save may store); which
of them exists and may be chosen now is the rules' word, refused with the section (M3.5,
M5.4...)."""
from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from ..params import MAX_NUMBER, Param, number, text

COLUMN = number("a column of a row (a whole number)", -MAX_NUMBER, MAX_NUMBER)
ROW = number("a row (a whole number)", -MAX_NUMBER, MAX_NUMBER)
DOMAIN = text("a domain (fields, mill, village, rampart, market, barracks, church, palace)")

ACTION_PARAMS: Mapping[str, Mapping[str, Param]] = MappingProxyType({
    "place": {"col": COLUMN, "row": ROW},         # the row may be named (MA-15); never another
    "move": {"col": COLUMN, "row": ROW},
    "restore": {"tile": number("a tile of the box (a whole number)", -MAX_NUMBER, MAX_NUMBER)},
    "scout": {"row": ROW, "col": COLUMN},
    "coin": {"domain": DOMAIN},
    "token": {"type": DOMAIN, "domain": DOMAIN},
})

"""Every card of the game, one module per card or card family (2.4, 9.0, 10.0).

Importing the package registers each card's ``Play`` with the reaction windows
(``engine.fief.windows.PLAYS``), so a card is playable wherever its module says and nowhere else.
"""
from . import (ambush, assassination, cardinal, darc, disasters, justice, lords,  # noqa: F401
               secret_passage, tax, uprising, weather)
from .. import pope  # noqa: F401  (the Pope's powers are plays too)

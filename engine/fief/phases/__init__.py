"""One module per phase; importing this package registers every Step with the flow."""
from . import common, setup, income, purchase, movement, end_round, free  # noqa: F401
from . import marriage, elections, cards  # noqa: F401  (phases 1 and 2, every card)
from . import battles, pillage  # noqa: F401  (phase 6)
from .. import battle, cavalcade, passage, relics  # noqa: F401  (their frames and card plays)

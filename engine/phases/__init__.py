"""One module per phase; importing this package registers every Step with the flow."""
from . import common, setup, income, purchase, movement, end_round, free  # noqa: F401

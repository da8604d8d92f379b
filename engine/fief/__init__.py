"""Fief: the referee of the board game (every rule edition), beside the shared contract."""

"""1429's rule cases replayed as games of another edition (test_2011_shared.py,
test_referee_cases_variant_shared.py): every position a test loads is read as that edition's."""
from __future__ import annotations

from engine.fief.options import GameOptions
from engine.fief.position import read


def positions_as(monkeypatch, edition: str) -> None:
    """Every position loaded from now on in the test is a game of ``edition``."""
    original = read.read_options

    def as_edition(data):
        options = original(data)
        return GameOptions(players=options.players, edition=edition,
                           optional=options.optional, seed=options.seed)

    monkeypatch.setattr(read, "read_options", as_edition)

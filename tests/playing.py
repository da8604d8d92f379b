"""Short ways to play and read a test game, shared by the politics and war helpers: an action
written in its text form, and the events and decisions it leaves."""
from __future__ import annotations

from engine.actions import Action
from engine.fief.game import Game

NAMES = ("GRADY", "DAVID", "KIRSTEN", "GUNTER")
COLOURS = ("blue", "red", "green", "yellow")
GRADY, DAVID, KIRSTEN, GUNTER = range(4)


def do(g: Game, seat: int, text: str) -> list:
    """Apply one action written in its text form; returns its events."""
    return g.apply(seat, Action.parse(text))


def kinds(events: list) -> list[str]:
    return [e.kind for e in events]


def first(events: list, kind: str):
    return next(e for e in events if e.kind == kind)


def all_of(events: list, kind: str) -> list:
    return [e for e in events if e.kind == kind]


def asked(g: Game) -> list[tuple[int, str]]:
    return [(d.player, d.kind) for d in g.pending()]


def decision(g: Game, kind: str):
    return next(d for d in g.pending() if d.kind == kind)

"""Helpers of the war tests (battles, sieges, Cavalcades, captives, relics, fog): positions
written as the rulebook tells its examples, and short ways to play their decisions."""
from __future__ import annotations

from typing import Any

from engine.fief.game import Game
from engine.fief.position import load_position
from playing import (COLOURS, DAVID, GRADY, GUNTER, KIRSTEN, NAMES, all_of, asked,  # noqa: F401
                     decision, do, first, kinds)


def position(villages: dict[str, Any], players: int = 3, step: str = "battles",
             turn: str | int = "GRADY", **extra: Any) -> dict[str, Any]:
    """A position of the named step with the families GRADY (blue), DAVID (red), KIRSTEN
    (green) and, for four players, GUNTER (yellow); GRADY is first player."""
    data = {"players": [{"name": NAMES[i], "colour": COLOURS[i]} for i in range(players)],
            "step": step, "villages": villages, "first": "GRADY"}
    if turn is not None:
        data["turn"] = turn
    data.update(extra)
    return data


def game(villages: dict[str, Any], **kw: Any) -> Game:
    return load_position(position(villages, **kw))


def units(g: Game, seat: int, village: str) -> tuple[int, int]:
    """(knights, men at arms) of a family in a village."""
    troops = [t for t in g.state.troops if t.owner == seat and t.village == village]
    return (sum(1 for t in troops if t.kind == "knight"), sum(1 for t in troops if t.kind == "man"))


def keep_fighting(g: Game) -> list:
    """Both principals choose to fight one more round; returns that round's events."""
    events = []
    for _ in range(2):
        d = decision(g, "battle_choice")
        events += do(g, d.player, "battle_choice choice=continue")
    return events

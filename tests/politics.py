"""Helpers of the politics and cards tests (phases 1 and 2, Opportunity cards, diplomacy):
positions with the rulebook's families, and short ways to play their decisions."""
from __future__ import annotations

from typing import Any

from engine.actions import Action
from engine.fief.game import Game
from engine.fief.position import load_position
from playing import (COLOURS, DAVID, GRADY, GUNTER, KIRSTEN, NAMES, all_of, asked,  # noqa: F401
                     decision, do, first, kinds)


def position(step: str, players: int = 3, hands: dict[int, list[str]] | None = None,
             money: dict[int, int] | None = None, **extra: Any) -> dict[str, Any]:
    """A position at the start of ``step`` of round 2, GRADY (blue) first, then DAVID (red),
    KIRSTEN (green) and, with four players, GUNTER (yellow); ``hands`` and ``money`` by seat.
    The step is ``begun``: the window of its start (A1) is behind it, unless ``begun=False``."""
    seats = []
    for i in range(players):
        seat: dict[str, Any] = {"name": NAMES[i], "colour": COLOURS[i]}
        seat["hand"] = list((hands or {}).get(i, []))
        seat["money"] = (money or {}).get(i, 0)
        seats.append(seat)
    data: dict[str, Any] = {"players": seats, "step": step, "first": "GRADY", "round": 2,
                            "begun": True}
    data.update(extra)
    return data


def game(step: str, **kw: Any) -> Game:
    return load_position(position(step, **kw))


def choices(g: Game, seat: int) -> list[str]:
    return [a.text() for a in g.legal(seat)]


def pass_windows(g: Game) -> list:
    """Everybody asked in the windows on top passes; returns the events."""
    events = []
    while g.pending() and g.pending()[0].kind == "window":
        events += g.apply(g.pending()[0].player, Action.make("pass"))
    return events


def hand(g: Game, seat: int) -> list[str]:
    return list(g.state.players[seat].hand)


def units(g: Game, seat: int, village: str) -> tuple[int, int]:
    """(knights, men at arms) of a family in a village."""
    troops = [t for t in g.state.troops if t.owner == seat and t.village == village]
    return (sum(1 for t in troops if t.kind == "knight"), sum(1 for t in troops if t.kind == "man"))


def village(owner: str, knights: int = 0, men: int = 0, lords: tuple[str, ...] = (),
            **extra: Any) -> dict[str, Any]:
    """One village entry with one family's units."""
    group: dict[str, Any] = {"knights": knights, "men": men, "lords": list(lords)}
    return {"units": {owner: group}, **extra}


def income_position(edition: str, money: dict[int, int] | None = None) -> dict[str, Any]:
    """The start of the income (round 2, not begun) the 2011 and variant income cases share:
    GRADY's Count QUENTIN holds PAUILLAC (2 mills) and BLAYE of his County, DAVID holds LORMONT,
    the County's third village, KIRSTEN BOURG; Fine Weather lies on bishopric 1 and GRADY's
    tallage on the County of BLAYE."""
    return position("income", edition=edition, begun=False, money=money,
                    villages={"PAUILLAC": village("blue", men=1, mills=2),
                              "BLAYE": village("blue", men=1, lords=["QUENTIN"]),
                              "LORMONT": village("red", men=1, lords=["RAOUL"]),
                              "BOURG": village("green", men=1, lords=["OTHON"])},
                    lords={"QUENTIN": {"owner": "blue", "titles": ["County of BLAYE"]}},
                    fortunes={"1": ["good_weather"]},
                    taxes=[{"player": "blue", "target": "County of BLAYE", "lord": "QUENTIN",
                            "role": "fief"}])


def buying_2011(money: int = 20, **extra: Any) -> Game:
    """A 2011 game at ANN's (blue) purchase turn: ARTHUR in BLAYE (a Stronghold), ANN with
    ``money`` ecus, the others 20; ``extra`` overrides the position's entries."""
    data: dict[str, Any] = {
        "players": [{"name": "ANN", "colour": "blue", "money": money},
                    {"name": "BOB", "colour": "red", "money": 20},
                    {"name": "CID", "colour": "green", "money": 20}],
        "edition": "2011", "step": "purchase", "turn": "blue", "begun": True,
        "villages": {"BLAYE": {"fort": "stronghold",
                               "units": {"blue": {"men": 1, "lords": ["ARTHUR"]}}}}}
    data.update(extra)
    return load_position(data)

"""The Teeth of St Géronce (11.1.1, RULINGS 53, A3, A56): whoever controls them may revive a
lord who is about to die, once. ``relics.offer_geronce`` asks him first thing in
``deaths.kill_lord``; his answer is this step, and a lord not revived dies after all. Its
data is declared where it is pushed, ``relics.GeronceData``.
"""
from __future__ import annotations

from typing import Literal, TypedDict

from ..actions import Action, act
from ..decisions import Decision
from ..errors import require
from .deaths import kill_lord
from .match import Match, Step, finish
from .relics import GERONCE, GeronceData, carried_by, holder
from .state import Frame


class GeronceView(TypedDict):
    kind: Literal["geronce"]
    lord: str                    # the lord about to die
    cause: str                   # of what


class Geronce(Step[GeronceData]):
    kind = "geronce"
    rule = "11.1.1"

    def decisions(self, g: Match, frame: Frame[GeronceData]) -> list[Decision]:
        seat = holder(g, GERONCE)
        if seat is None or g.state.lords[frame.data["lord"]].owner is None:
            return []
        return [Decision.make(seat, "geronce",
                              [act("geronce", revive=True), act("geronce", revive=False)],
                              lord=frame.data["lord"], cause=frame.data["cause"])]

    def apply(self, g: Match, frame: Frame[GeronceData], player: int, action: Action) -> None:
        require(action.kind == "geronce", self.rule, "revive the lord or let him die")
        name = frame.data["lord"]
        finish(g, frame)
        if action.get("revive"):
            carrier = carried_by(g, GERONCE)
            assert carrier is not None
            carrier.relics.remove(GERONCE)
            del g.state.relics[GERONCE]                   # used once, then out of the game
            g.emit("lord_revived", lord=name, player=g.state.lords[name].owner, by=player)
        else:
            die_now(g, name, frame.data["cause"])

    def proceed(self, g: Match, frame: Frame[GeronceData]) -> bool:
        """Nobody can answer any more (the relic or the lord is gone): the death goes on."""
        die_now(g, frame.data["lord"], frame.data["cause"])
        return True

    def view(self, g: Match, frame: Frame[GeronceData], seat: int | None) -> GeronceView:
        return {"kind": "geronce", "lord": frame.data["lord"], "cause": frame.data["cause"]}


def die_now(g: Match, name: str, cause: str) -> None:
    kill_lord(g, name, cause, revivable=False)

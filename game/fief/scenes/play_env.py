"""What a decision mode may use of the play scene (``game.fief.ui.decisions.base.Env``): the seat's
decision and view, its memo, submitting, the legal actions, its reaction settings and the
board's roads; the scene lends itself through the small ``EnvHost`` protocol."""
from __future__ import annotations

from typing import Any, Protocol

from game.fief.controller import Asked, Controller
from game.fief.reactions import Reactions
from game.fief.render.tiledmap import BoardMap
from game.shell.stack import Shell


class EnvHost(Protocol):
    """What of the play scene a mode's environment reads."""

    controller: Controller
    board: BoardMap | None

    @property
    def app(self) -> Shell: ...

    @property
    def scale(self) -> float: ...

    def px(self, value: float) -> int: ...
    def memo_for(self, asked: Asked) -> dict[str, Any]: ...
    def submit(self, seat: int, action: dict[str, Any]) -> bool: ...


class SceneEnv:
    """What a decision mode may use (``game.fief.ui.decisions.base.Env``)."""

    def __init__(self, scene: "EnvHost", asked: Asked) -> None:
        self.scene = scene
        self.seat = asked.seat
        self.decision = asked.decision
        self.view = asked.view
        self.names = scene.controller.names
        self.memo = scene.memo_for(asked)

    @property
    def scale(self) -> float:
        return self.scene.scale

    @property
    def colourblind(self) -> bool:
        return self.scene.app.settings.colourblind

    @property
    def revealed(self) -> bool:
        return self.scene.controller.revealed == self.seat

    def px(self, value: float) -> int:
        return self.scene.px(value)

    def submit(self, action: dict[str, Any]) -> bool:
        return self.scene.submit(self.seat, action)

    def legal(self) -> list[dict[str, Any]]:
        return self.scene.controller.legal(self.seat)

    @property
    def reactions(self) -> Reactions:
        return self.scene.controller.reactions.setdefault(self.seat, Reactions())

    def neighbours(self, village: str) -> list[str]:
        board = self.scene.board
        if board is None:
            return []
        out = [r.end for r in board.roads if r.start == village]
        out += [r.start for r in board.roads if r.end == village]
        return sorted(set(out))


__all__ = ["EnvHost", "SceneEnv"]

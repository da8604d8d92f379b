"""What a decision mode may use of the play scene (``game.fief.ui.decisions.base.Env``): the seat's
decision and view, its memo, submitting, the legal actions, its reaction settings and the
board's roads; the scene lends itself through the small ``EnvHost`` protocol."""
from __future__ import annotations

import logging
from typing import Any, Protocol

from game.fief.controller import Asked, Controller
from game.fief.ui.decisions import Mode, mode_for
from game.fief.ui.decisions.generic import GenericMode
from game.fief.reactions import Reactions
from game.fief.render.tiledmap import BoardMap
from game.shell.stack import Shell


log = logging.getLogger(__name__)


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


def control_for(host: EnvHost, asked: Asked, old: Mode | None) -> Mode:
    """The control of ``asked``, keeping what the player chose on ``old`` (the control it
    replaces; None after the player's own action, whose selection went into it) when both
    are of one decision: the same seat, kind, round and step, whose memo they share. Over
    the LAN the host answers a move with a quick view and the whole one follows a few
    milliseconds later; another seat's move brings a newer view too: a selection made
    meanwhile survives, as far as the new view still allows it (``Mode.keep``). A control
    that cannot be built is logged and replaced by the plain list of choices; a selection
    that cannot be taken back is logged and dropped, the control as built."""
    try:
        mode = mode_for(SceneEnv(host, asked))
    except Exception:  # noqa: BLE001 - a broken control must not stop the game
        log.exception("cannot build the control of %s", asked.kind)
        return GenericMode(SceneEnv(host, asked))
    if old is not None and old.env.memo is mode.env.memo:
        try:
            mode.keep(old.selection())
        except Exception:  # noqa: BLE001 - nor a selection it cannot take back
            log.exception("cannot keep the selection on the control of %s", asked.kind)
            return control_for(host, asked, None)
    return mode


def continues(old: Mode | None, new: Mode) -> bool:
    """Whether ``new`` only goes on with ``old``: one decision at the same move, a fuller view
    of it (the whole view after the LAN host's quick one), its buttons where they stood, so a
    second click on one of them is the player's own and the click guard lets it through."""
    return old is not None and old.env.memo is new.env.memo \
        and old.env.view.get("move") == new.env.view.get("move")


__all__ = ["EnvHost", "SceneEnv", "continues", "control_for"]

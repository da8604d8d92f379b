"""Save files: a readable, versioned JSON record of a game (DESIGN "record.py").

A save holds the options, the state the game started from, every action applied since, and the
current state as a check. Loading replays the actions from the start state and refuses the file
if the replay does not reach the saved state, so a hand-edited or corrupted file is caught
instead of producing a game that silently differs. Saving twice gives identical bytes.
"""
from __future__ import annotations

import json
from typing import Any, Callable

from ..actions import Action
from ..errors import EngineError
from ..events import Event
from .board import Board
from .game import Game
from .options import GameOptions, OptionsError
from .state import GameState

SAVE_FORMAT = "fief-save"
SAVE_VERSION = 1

# Upgrades from version N to N+1, applied in turn to older saves (Tuxemon's save_upgrader).
UPGRADES: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


class LoadError(ValueError):
    """A save file that cannot be used; the message says why in words a player understands."""


class Record:
    """A game together with the history needed to save, replay and undo it."""

    def __init__(self, game: Game, start: dict[str, Any],
                 actions: list[tuple[int, Action]] | None = None) -> None:
        self.game = game
        game.remember = True             # changed only through ``apply`` (Game.decided)
        self.start = start
        self.actions: list[tuple[int, Action]] = actions or []

    @classmethod
    def new(cls, options: GameOptions, board: Board | None = None) -> "Record":
        game = Game.new(options, board)
        return cls(game, game.state.to_dict())

    @classmethod
    def from_state(cls, state: GameState, board: Board | None = None) -> "Record":
        state = state.canonical()
        return cls(Game(state, board), state.to_dict())

    def apply(self, player: int, action: Action | dict[str, Any],
              version: int | None = None) -> list[Event]:
        if not isinstance(action, Action):
            action = Action.from_dict(action)
        events = self.game.apply(player, action, version)
        self.actions.append((player, action))
        return events

    # --- files --------------------------------------------------------------------------
    def to_json(self) -> str:
        data = {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "options": self.game.state.options,
            "start": self.start,
            "actions": [{"player": p, "action": a.to_dict()} for p, a in self.actions],
            "state": self.game.state.to_dict(),
        }
        return json.dumps(data, ensure_ascii=False, sort_keys=True, indent=1) + "\n"

    @classmethod
    def from_json(cls, text: str, board: Board | None = None) -> "Record":
        data = parse_save(text)
        try:
            GameOptions.from_dict(data["options"])
            start = GameState.from_dict(data["start"])
            record = cls.from_state(start, board)
            for entry in data["actions"]:
                record.apply(int(entry["player"]), Action.from_dict(entry["action"]))
        except (EngineError, OptionsError) as exc:
            raise LoadError(f"the saved moves do not replay: {exc}") from exc
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise LoadError(f"the save file is damaged ({type(exc).__name__}: {exc})") from exc
        if record.game.state.to_dict() != data["state"]:
            raise LoadError("the save file is damaged: its moves do not lead to its saved position")
        return record


def parse_save(text: str) -> dict[str, Any]:
    """Read and check the envelope of a save; upgrade older versions."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise LoadError(f"this is not a Fief save file, or it is truncated ({exc.msg} at "
                        f"line {exc.lineno})") from exc
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise LoadError("this file is not a Fief save file")
    version = data.get("version")
    if not isinstance(version, int) or version < 1:
        raise LoadError("this save file has no valid version number")
    if version > SAVE_VERSION:
        raise LoadError(f"this save was made by a newer version of the game (save format "
                        f"{version}, this game reads up to {SAVE_VERSION}); please update")
    while version < SAVE_VERSION:
        data = UPGRADES[version](data)
        version += 1
        data["version"] = version
    for key in ("options", "start", "actions", "state"):
        if key not in data:
            raise LoadError(f"the save file is damaged: '{key}' is missing")
    if not isinstance(data["actions"], list):
        raise LoadError("the save file is damaged: 'actions' is not a list")
    return data

"""Save files of every game of the collection: a readable, versioned JSON record (DESIGN
"record.py").

A save names its game, and holds its options, the position the game started from, every
action applied since, and the current position as a check. Loading replays the actions from
the start through the game's own referee (``engine.contract``) and refuses the file if the
replay does not reach the saved position, so a hand-edited or corrupted file is caught instead
of producing a game that silently differs. Saving twice gives identical bytes.
"""
from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any

from .actions import Action
from .collection import game_kind
from .contract import GameKind, Referee
from .errors import EngineError, OptionsError
from .events import Event

SAVE_FORMAT = "collection-save"      # the same for every game: the save names its game
# The name saves had before the collection held several games: they still load.
FORMER_FORMATS = frozenset({"fief-save"})
SAVE_VERSION = 2

Save = dict[str, Any]


def _name_the_game(data: Save) -> Save:
    """Version 1 held only games of Fief and did not name the game."""
    return {**data, "game": "fief"}


# Upgrades from version N to N+1, applied in turn to older saves (Tuxemon's save_upgrader).
UPGRADES: Mapping[int, Callable[[Save], Save]] = {1: _name_the_game}


class LoadError(ValueError):
    """A save file that cannot be used; the message says why in words a player understands."""


def canonical(snapshot: Mapping[str, Any]) -> dict[str, Any]:
    """A position with every mapping in sorted key order, as a save file stores it: loops
    follow dict order, so a game and its reloaded copy must start from the same order for a
    replay to take the same decisions."""
    return dict(json.loads(json.dumps(snapshot, sort_keys=True)))


class Record:
    """A game together with the history needed to save, replay and undo it."""

    def __init__(self, kind: GameKind, game: Referee, start: dict[str, Any],
                 actions: list[tuple[int, Action]] | None = None) -> None:
        self.kind = kind
        self.game = game
        self.start = start
        self.actions: list[tuple[int, Action]] = actions or []

    @classmethod
    def new(cls, kind: GameKind, options: Mapping[str, Any]) -> Record:
        """A new game of ``kind`` (its set-up's events in ``record.game.events``); raises
        ``OptionsError`` when the options cannot start one."""
        game = kind.new(options)
        return cls(kind, game, canonical(game.snapshot()))

    @classmethod
    def of(cls, kind: GameKind, game: Referee) -> Record:
        """A record starting at ``game``'s current position (the game itself is rebuilt from
        that position in canonical order, so that a reload replays it exactly)."""
        start = canonical(game.snapshot())
        return cls(kind, kind.restore(start), start)

    @classmethod
    def replaying(cls, kind: GameKind, start: Mapping[str, Any],
                  actions: list[tuple[int, Action]]) -> tuple[Record, list[Event]]:
        """The game that ``actions`` make of ``start``, with every event they caused; a
        position or an action that does not replay raises ``LoadError``."""
        try:
            start = canonical(start)
            record = cls(kind, kind.restore(start), start)
        except ValueError as exc:
            raise LoadError(f"the saved start position is damaged ({exc})") from exc
        events: list[Event] = []
        try:
            for seat, action in actions:
                events.extend(record.apply(seat, action))
        except EngineError as exc:
            raise LoadError(f"the saved moves do not replay: {exc}") from exc
        return record, events

    def replay(self, upto: int | None = None) -> tuple[Record, list[Event]]:
        """A fresh copy replayed from the start through the first ``upto`` actions (all of
        them by default): the game whole again after a failure, or before an action taken
        back. The replay is exact, since chance lives in the position."""
        return Record.replaying(self.kind, self.start, self.actions[:upto])

    def apply(self, seat: int, action: Action | dict[str, Any],
              version: int | None = None) -> list[Event]:
        """Apply one action to the game and remember it (nothing is remembered when the game
        refuses it)."""
        if not isinstance(action, Action):
            action = Action.from_dict(action)
        events = self.game.apply(seat, action, version)
        self.actions.append((seat, action))
        return events

    # --- files --------------------------------------------------------------------------
    def to_dict(self) -> Save:
        """The save as plain data (a host may add fields of its own beside these)."""
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.kind.name,
            "options": dict(self.game.options),
            "start": self.start,
            "actions": [{"player": p, "action": a.to_dict()} for p, a in self.actions],
            "state": self.game.snapshot(),
        }

    def to_json(self) -> str:
        return dump_save(self.to_dict())

    @classmethod
    def from_json(cls, text: str) -> Record:
        return cls.from_data(parse_save(text))[0]

    @classmethod
    def from_data(cls, data: Save) -> tuple[Record, list[Event]]:
        """The game a parsed save (``parse_save``) records, with every event of its replay;
        refused with a ``LoadError`` unless the replay reaches the saved position."""
        try:
            kind = game_kind(data["game"])
        except KeyError as exc:
            raise LoadError(f"this save is of a game this collection does not hold "
                            f"({data['game']!r})") from exc
        try:
            kind.new(data["options"])           # the options must still start a game
            actions = [(int(entry["player"]), Action.from_dict(entry["action"]))
                       for entry in data["actions"]]
        except OptionsError as exc:
            raise LoadError(f"the saved options are not valid: {exc}") from exc
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise LoadError(f"the save file is damaged ({type(exc).__name__}: {exc})") from exc
        try:
            record, events = cls.replaying(kind, data["start"], actions)
        except (KeyError, TypeError, AttributeError) as exc:
            raise LoadError(f"the save file is damaged ({type(exc).__name__}: {exc})") from exc
        if record.game.snapshot() != data["state"]:
            raise LoadError("the save file is damaged: its moves do not lead to its saved position")
        return record, events


def dump_save(data: Save) -> str:
    """A save's text: sorted keys and one field per line, so that saving twice gives
    identical bytes and a diff of two saves is readable."""
    return json.dumps(data, ensure_ascii=False, sort_keys=True, indent=1) + "\n"


def _no_constant(name: str) -> Any:
    raise LoadError(f"the save file is damaged: {name} is not a number a save holds")


def parse_save(text: str | bytes) -> Save:
    """Read and check the envelope of a save (its text, or the file's bytes); upgrade older
    versions. Whatever the file holds (binary or UTF-16 bytes, nesting too deep for the
    parser, numbers too long to convert, NaN), the refusal is a ``LoadError`` in words a
    player understands, never Python's own."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise LoadError("this file is not a save file of this game: it is not UTF-8 "
                            "text") from None
    try:
        data = json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        raise LoadError(f"this is not a save file of this game, or it is truncated ({exc.msg} "
                        f"at line {exc.lineno})") from exc
    except RecursionError:
        raise LoadError("this is not a save file of this game: it is nested too deeply to "
                        "read") from None
    except LoadError:
        raise
    except ValueError:                 # Python's limit on the digits of an integer
        raise LoadError("the save file is damaged: it holds a number too long to "
                        "read") from None
    if not isinstance(data, dict) or data.get("format") not in (SAVE_FORMAT, *FORMER_FORMATS):
        raise LoadError("this file is not a save file of this game")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise LoadError("this save file has no valid version number")
    if version > SAVE_VERSION:
        raise LoadError(f"this save was made by a newer version of the game (save format "
                        f"{version}, this game reads up to {SAVE_VERSION}); please update")
    while version < SAVE_VERSION:
        data = UPGRADES[version](data)
        version += 1
        data["version"] = version
    for key in ("game", "options", "start", "actions", "state"):
        if key not in data:
            raise LoadError(f"the save file is damaged: '{key}' is missing")
    if not isinstance(data["actions"], list):
        raise LoadError("the save file is damaged: 'actions' is not a list")
    return data

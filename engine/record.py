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
from .errors import EngineError, OptionsError, OutdatedSave
from .events import Event
from .serial import PlainError, described

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
        position or an action that does not replay raises ``LoadError``, in words."""
        start = canonical(start)
        record = cls(kind, restored(kind, start), start)
        events: list[Event] = []
        for index, (seat, action) in enumerate(actions):
            try:
                events.extend(record.apply(seat, action))
            except EngineError as exc:
                raise LoadError(f"the saved moves do not replay: actions[{index}] "
                                f"({clip(action.text())}) is refused: {exc}") from exc
            except Exception as exc:  # noqa: BLE001 - whatever a damaged start makes the
                raise LoadError(          # referee trip over is a damaged save, in words
                    f"the save file is damaged: the moves from actions[{index}] on cannot be "
                    f"played from 'start', which should hold the position the game started "
                    f"from, as the game saved it") from exc
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
        refused with a ``LoadError`` naming the field unless every field holds what it should
        and the replay reaches the saved position (docs/save-format.md, "What loading
        checks")."""
        kind, seats = checked_game(data)
        actions = checked_actions(data["actions"], seats)
        for key in ("start", "state"):
            if not isinstance(data[key], dict):
                raise LoadError(f"the save file is damaged: '{key}' should hold {POSITIONS[key]} "
                                f"(an object), not {described(data[key])}")
        record, events = cls.replaying(kind, data["start"], actions)
        if dict(record.game.options) != data["options"]:
            raise LoadError("the save file is damaged: 'options' should hold the options its "
                            "start position was played with")
        if record.game.snapshot() != data["state"]:
            raise LoadError("the save file is damaged: its moves do not lead to its saved "
                            "position")
        return record, events


POSITIONS = {"start": "the position the game started from",
             "state": "the position after the last move"}


def restored(kind: GameKind, start: dict[str, Any]) -> Referee:
    """The game at a saved start position, or a ``LoadError`` naming the field that is not
    what it should be."""
    try:
        return kind.restore(start)
    except OutdatedSave as exc:
        raise LoadError(str(exc)) from exc
    except Exception as exc:  # noqa: BLE001 - a damaged position is the player's file: words
        cause = exc.__cause__ if isinstance(exc.__cause__, PlainError) else exc
        if isinstance(cause, PlainError):
            field = ".".join(("start", *cause.path))
            raise LoadError(f"the save file is damaged: {field} {cause.reason}") from exc
        raise LoadError(f"the save file is damaged: 'start' should hold {POSITIONS['start']}, "
                        f"as the game saved it") from exc


def checked_game(data: Save) -> tuple[GameKind, int]:
    """The game a save names, and its number of seats, from options that start a game."""
    name = data["game"]
    if not isinstance(name, str):
        raise LoadError(f"the save file is damaged: 'game' should hold the name of a game "
                        f"(such as \"fief\"), not {described(name)}")
    try:
        kind = game_kind(name)
    except KeyError as exc:
        raise LoadError(f"this save is of a game this collection does not hold "
                        f"({clip(repr(name))})") from exc
    options = data["options"]
    if not isinstance(options, dict):
        raise LoadError(f"the save file is damaged: 'options' should hold the game's options "
                        f"(an object), not {described(options)}")
    try:
        game = kind.new(options)               # the options must still start a game
    except OptionsError as exc:
        raise LoadError(f"the saved options are not valid: {exc}") from exc
    except Exception as exc:  # noqa: BLE001 - the game's words, never Python's
        raise LoadError("the save file is damaged: 'options' should hold the game's options: "
                        "players, edition, optional rules, seed") from exc
    return kind, len(game.seat_names)


def checked_actions(entries: list[Any], seats: int) -> list[tuple[int, Action]]:
    """The saved moves: each an object of exactly a seat (``player``) and an action."""
    actions: list[tuple[int, Action]] = []
    for index, entry in enumerate(entries):
        where = f"the save file is damaged: actions[{index}]"
        if not isinstance(entry, dict) or set(entry) != {"player", "action"}:
            raise LoadError(f"{where} should hold a move: an object of a \"player\" (a seat) "
                            f"and an \"action\", and nothing else")
        player = entry["player"]
        if player.__class__ is not int or not 0 <= player < seats:
            raise LoadError(f"{where}.player should hold a seat, a whole number from 0 to "
                            f"{seats - 1}, not {described(player)}")
        try:
            actions.append((player, Action.from_dict(entry["action"])))
        except EngineError as exc:
            raise LoadError(f"{where}.action should hold an action: {exc}") from exc
    return actions


def clip(text: str) -> str:
    """A value as a refusal quotes it: never more than a line, whatever the file holds."""
    return text if len(text) <= 60 else text[:57] + "..."


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

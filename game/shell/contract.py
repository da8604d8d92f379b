"""What a game's client gives the shell, as ``engine/contract.py`` says what a game's referee
gives the host.

The shell (title, settings, Load and replay, LAN lobby and join, the main loop) names no game:
it reaches each game of the collection through one ``GameClient``, found in the ``Collection``
by the referee's game name (``engine.collection``: "fief", "middle-ages"). The list itself is
``game/clients.py``, above the shell and the games, handed to the ``App`` when it starts
(docs/client.md says how a third game is added).

Every field is a plain value or a function of the application (``Shell``), so a game's
client is a module-level constant with no state: what a game keeps while the program runs
(Fief's drawn boards) lives in the application (``Shell.shared``).
"""
from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Protocol

import pygame

from game.shell.save_slots import Reader, SlotSummary
from game.shell.stack import Scene, Shell
from game.shell.startup import Served

# A scene opened from the title screen, the Load screen or the command line.
Opener = Callable[[Shell], Scene]


class Driver(Protocol):
    """A scripted player for ``--smoke`` and ``--screenshot`` runs (game.shell.smoke)."""

    def before_frame(self, app: Shell) -> None: ...

    def finish(self, app: Shell) -> None: ...


@dataclass(frozen=True)
class TitleCard:
    """A game as the title screen presents it: its name and one line (message ids, translated
    when drawn), how many play and how long a game lasts, and its picture."""

    name: str                                   # N_("Fief: France 1429")
    line: str                                   # N_("Noble families, marriages, ...")
    players: tuple[int, int]                    # fewest and most players
    minutes: tuple[int, int]                    # a game's usual length
    art: Callable[[pygame.Surface, pygame.Rect, bool], None]   # surface, rect, colour-blind


@dataclass(frozen=True)
class MenuEntry:
    """A button of the game's card on the title screen (New game, Tutorial, Rules)."""

    label: str                                  # a message id
    open: Opener


@dataclass(frozen=True)
class GameClient:
    """One game's client, as the shell uses it.

    ``entries[0]`` is the game's New game (its new-game form, which hosts a LAN table too);
    ``open_save`` and ``replay`` raise ``engine.record.LoadError`` (a ``ValueError``) for a
    file that cannot be read; ``joined`` is the table scene of a seat taken over the LAN,
    once the host started (None while the lobby does not say enough); ``summary`` reads a
    parsed save of the game for its Load row, which ``progress`` words and ``thumbnail``
    draws; ``scenes`` are the ``--scene`` screens the game serves; ``smoke`` drives
    ``--smoke`` through the game's first screens and ``point_at`` is ``--hover``, and
    ``options_help`` says what the shell's ``--hover`` and ``--map`` do in the game."""

    game: str                                               # engine.collection's name
    card: TitleCard
    entries: tuple[MenuEntry, ...]
    rules_help: Opener                                      # the game's rules
    owns_save: Callable[[Path], bool]
    open_save: Callable[[Shell, Path], Scene]
    replay: Callable[[Shell, Path], Scene]
    joined: Callable[[Shell, Any, Mapping[str, Any]], Scene | None]
    table_words: Callable[[Mapping[str, Any]], str]         # a LAN table's settings, in words
    summary: Reader                                         # a save's Load row, read
    progress: Callable[[SlotSummary], str]                  # a save's round and phase, in words
    thumbnail: Callable[[Shell, SlotSummary, tuple[int, int], bool], pygame.Surface | None]
    scenes: Mapping[str, Callable[[Shell], list[Scene]]] = field(default_factory=dict)
    smoke: Callable[[int], Driver] | None = None
    point_at: Callable[[Shell, str], None] | None = None
    options_help: Mapping[str, str] = field(default_factory=dict)   # "--hover": "..."


class Collection:
    """The clients of the collection, in the title screen's order, found by game name."""

    def __init__(self, clients: Sequence[GameClient]) -> None:
        self.clients = tuple(clients)
        self.by_game = {client.game: client for client in self.clients}
        if len(self.by_game) != len(self.clients):
            raise ValueError("two clients for one game")

    def __iter__(self) -> Iterator[GameClient]:
        return iter(self.clients)

    def __len__(self) -> int:
        return len(self.clients)

    def get(self, game: str) -> GameClient | None:
        return self.by_game.get(game)

    @property
    def first(self) -> GameClient:
        """The collection's first game: the title's first button and ``--smoke``'s drive."""
        return self.clients[0]

    def for_save(self, path: Path) -> GameClient | None:
        """The client whose game wrote the file, or None (not a save of any of them)."""
        return next((c for c in self.clients if c.owns_save(path)), None)

    @property
    def readers(self) -> dict[str, Reader]:
        """Each game's reading of its saves, by game name (game.shell.save_slots)."""
        return {client.game: client.summary for client in self.clients}

    def served(self) -> Served:
        """What the games add to the command line: their screens, and what ``--hover`` and
        ``--map`` do in them (game.shell.startup)."""
        return Served(scenes=tuple(name for client in self.clients for name in client.scenes),
                      options_help={option: "; ".join(client.options_help[option]
                                                      for client in self.clients
                                                      if option in client.options_help)
                                    for option in ("--hover", "--map")})

    def scene(self, name: str) -> Callable[[Shell], list[Scene]] | None:
        """The game's screens named ``name`` for ``--scene``, or None."""
        return next((c.scenes[name] for c in self.clients if name in c.scenes), None)


def collection_of(app: Shell) -> Collection:
    """The games of the application running a scene (``App.clients``): the ``Shell`` protocol
    cannot name ``Collection`` without an import circle, so the shell's screens ask here."""
    clients = getattr(app, "clients", None)
    if not isinstance(clients, Collection):
        raise RuntimeError("this application has no collection of games")
    return clients

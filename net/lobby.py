"""The lobby side of a hosted table: game settings chosen before the start, and chat.

Chat is free talk, in the lobby and during the game: public (everyone, spectators included) or
private between two seats, which is how negotiations happen over the LAN. Chat never changes the
game; a trade agreed in chat is carried out by the engine's own actions, which enforce the rules
(a Diplomacy marker when the game uses them). Each seat only ever receives the chat lines it
may read, the same allow-list idea as views.
"""
from __future__ import annotations

import secrets
import time
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.collection import default_game, game_kind
from engine.contract import (
    ROUND_DECISIONS,
    GameKind,
    TableOptions,
    default_edition,
    table_options,
)

from .protocol import Words
from .seats import SeatTable

MAX_CHAT = 500          # characters of one chat line
CHAT_HISTORY = 500      # lines kept for players who (re)connect


class LobbyError(ValueError):
    """A lobby request that cannot be granted; the message is shown to the player."""

    @property
    def words(self) -> str:
        """The message as raised, ``Words`` kept (``str(exc)`` makes a plain copy)."""
        return self.args[0] if self.args and isinstance(self.args[0], str) else str(self)


@dataclass
class Settings:
    """What the host chooses for the game besides the seats (the seed is never shown): the
    game of the collection, its rule edition and optional rules, as its ``GameKind`` lists
    them (a game without editions has the edition "")."""

    edition: str = ""           # "": the game's default edition, the first it lists
    optional: frozenset[str] = frozenset()
    seed: int = field(default_factory=lambda: secrets.randbits(32))
    game: str = ""              # "": the collection's default game
    max_rounds: int | None = None   # a table of computers cut short at this round (the game's
                                    # option of that name: its referee ends the game there)

    def __post_init__(self) -> None:
        self.game = self.game or default_game().name
        try:
            kind = game_kind(self.game)
        except KeyError as exc:
            raise LobbyError(str(exc.args[0])) from None
        self.edition = self.edition or default_edition(kind)
        if self.edition and not kind.editions:
            raise LobbyError(f"{kind.title} has no rule editions, not {self.edition!r}")
        if self.edition not in kind.editions and kind.editions:
            raise LobbyError(f"unknown rule edition {self.edition!r} "
                             f"(editions: {', '.join(kind.editions)})")
        unknown = set(self.optional) - set(kind.optional_rules)
        if unknown:
            raise LobbyError(f"unknown optional rules: {', '.join(sorted(unknown))} "
                             f"(optional rules: {', '.join(kind.optional_rules)})")

    @classmethod
    def of(cls, kind: GameKind, options: Mapping[str, Any]) -> Settings:
        """The settings a game was started with, from its options (``TableOptions``)."""
        seed = options.get("seed", 0)
        rounds = options.get("max_rounds")
        return cls(str(options.get("edition", "")), frozenset(options.get("optional", ())),
                   seed if isinstance(seed, int) else 0, kind.name,
                   rounds if isinstance(rounds, int) else None)

    @property
    def kind(self) -> GameKind:
        return game_kind(self.game)

    def public(self) -> dict[str, Any]:
        return {"game": self.game, "edition": self.edition, "optional": sorted(self.optional)}

    def options(self, seats: SeatTable) -> TableOptions:
        """The game's options in their JSON form (``GameKind.new`` checks them). A table
        where every seat is a computer gets the stall guard ``round_decisions``: nobody would
        be there to stop a round that never ends (a person's game is never cut short); only
        a game whose rounds can stall takes it (``GameKind.stall_guard``)."""
        computers = self.kind.stall_guard and all(seat.kind == "computer"
                                                  for seat in seats.seats)
        return table_options(self.kind, [(s.name, s.colour) for s in seats.seats], self.seed,
                             self.edition, self.optional, self.max_rounds,
                             ROUND_DECISIONS if computers else None)


def new_game_id() -> str:
    return time.strftime("lan-%Y%m%d-%H%M%S-") + secrets.token_hex(3)


def clean_text(text: Any) -> str:
    """Chat text without control characters (no terminal tricks, no fake log lines)."""
    if not isinstance(text, str):
        raise LobbyError("a chat line is text")
    text = "".join(ch for ch in text if unicodedata.category(ch)[0] != "C").strip()
    if not text:
        raise LobbyError("an empty chat line")
    if len(text) > MAX_CHAT:
        raise LobbyError(Words.counted("a chat line is at most {count} character",
                                       "a chat line is at most {count} characters", MAX_CHAT))
    return text


class ChatLog:
    """Chat lines with their audience; each reader gets only the lines meant for them."""

    def __init__(self) -> None:
        self.lines: list[dict[str, Any]] = []
        self.count = 0

    def add(self, sender: int | None, name: str, text: str, to: int | None) -> dict[str, Any]:
        self.count += 1
        line = {"type": "chat", "n": self.count, "from": sender, "name": name, "to": to,
                "private": to is not None, "text": text, "time": time.time()}
        self.lines.append(line)
        del self.lines[:-CHAT_HISTORY]
        return line

    @staticmethod
    def visible(line: dict[str, Any], reader: int | None) -> bool:
        return line["to"] is None or (reader is not None and reader in (line["from"], line["to"]))

    def history(self, reader: int | None) -> list[dict[str, Any]]:
        return [line for line in self.lines if self.visible(line, reader)]

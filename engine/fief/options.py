"""Options of a new game: who plays, which rule edition, which optional rules, the seed.

Options are chosen once in the setup screen (or a LAN lobby) and never change during a game,
so they are a frozen value with a JSON form that save files and network messages carry.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from ..errors import OptionsError

# The six family colours of the box (Setup 8).
COLOURS: tuple[str, ...] = ("blue", "red", "green", "yellow", "magenta", "white")

# Optional rules (section 11 and RULINGS options), by key.
OPTIONAL_RULES: dict[str, str] = {
    "holy_relics": "11.1",
    "fog_of_war": "11.2",
    "open_diplomacy": "11.3",
    "assassination_roll": "10.3",  # RULINGS 47: the English die roll instead of automatic success
    "hidden_money": "A42",
}

# Rule editions implemented (docs/editions.md).
EDITIONS: tuple[str, ...] = ("1429", "2011", "simplified")

# The optional rules each edition offers: 1429's section 11 and variants are its own; the 2011
# edition has none of them, only the table's choice to hide money (A42).
EDITION_OPTIONS: Mapping[str, frozenset[str]] = MappingProxyType({
    "1429": frozenset(OPTIONAL_RULES),
    "2011": frozenset({"hidden_money"}),
    "simplified": frozenset(),               # 004 has none; its resources live one phase
})

MIN_PLAYERS, MAX_PLAYERS = 3, 6


@dataclass(frozen=True)
class PlayerSpec:
    """One family at the table: the name shown and its colour."""

    name: str
    colour: str

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "colour": self.colour}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "PlayerSpec":
        return cls(name=str(data["name"]), colour=str(data["colour"]))


@dataclass(frozen=True)
class GameOptions:
    """Everything needed, with the seed, to start the same game again."""

    players: tuple[PlayerSpec, ...]
    edition: str = "1429"
    optional: frozenset[str] = field(default_factory=frozenset)
    seed: int = 0
    # A table of computers only (tournaments, demonstrations): the referee ends the game at
    # the end of this round with the standings when nobody has won (docs/bots.md). None: never.
    max_rounds: int | None = None
    # A table of computers only: a round not over after this many decisions ends the game
    # with the standings (engine.contract.ROUND_DECISIONS, a computer caught in a loop). None:
    # never (a person's game is never cut short).
    round_decisions: int | None = None

    def __post_init__(self) -> None:
        self.validate()

    def validate(self) -> None:
        if not MIN_PLAYERS <= len(self.players) <= MAX_PLAYERS:
            raise OptionsError(f"Setup: Fief is played by {MIN_PLAYERS} to {MAX_PLAYERS} players")
        colours = [p.colour for p in self.players]
        if len(set(colours)) != len(colours):
            raise OptionsError("Setup 8: each player takes a different colour")
        for colour in colours:
            if colour not in COLOURS:
                raise OptionsError(f"Setup 8: unknown colour {colour!r}")
        names = [p.name.strip() for p in self.players]
        if any(not n for n in names) or len(set(names)) != len(names):
            raise OptionsError("Setup: every player needs a distinct, non-empty name")
        if self.edition not in EDITIONS:
            raise OptionsError(f"unknown rule edition {self.edition!r}")
        unknown = set(self.optional) - set(OPTIONAL_RULES)
        if unknown:
            raise OptionsError(f"unknown optional rules: {', '.join(sorted(unknown))}")
        for name, what in (("max_rounds", "rounds"), ("round_decisions", "decisions")):
            limit = getattr(self, name)
            if limit is not None and (isinstance(limit, bool) or not isinstance(limit, int)
                                      or limit < 1):
                raise OptionsError(f"{name}: a number of {what} of 1 or more, not {limit!r}")
        foreign = set(self.optional) - EDITION_OPTIONS[self.edition]
        if foreign:
            raise OptionsError(f"the {self.edition} edition has no optional rule "
                               f"{', '.join(sorted(foreign))}")

    def has(self, rule: str) -> bool:
        return rule in self.optional

    def to_dict(self) -> dict[str, Any]:
        """The JSON form; the limits of a table of computers only when set, so older saves
        keep their bytes."""
        data: dict[str, Any] = {
            "players": [p.to_dict() for p in self.players],
            "edition": self.edition,
            "optional": sorted(self.optional),
            "seed": self.seed,
        }
        if self.max_rounds is not None:
            data["max_rounds"] = self.max_rounds
        if self.round_decisions is not None:
            data["round_decisions"] = self.round_decisions
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "GameOptions":
        """The options from their JSON form, each of the right type or refused by name
        (issue 38: a seed "5" was read as 5, a name 7 as "7")."""
        players, edition = data.get("players"), data.get("edition", "1429")
        optional, seed = data.get("optional", []), data.get("seed", 0)
        if not isinstance(players, list) or not all(
                isinstance(p, dict) and isinstance(p.get("name"), str)
                and isinstance(p.get("colour"), str) for p in players):
            raise OptionsError("the players of a game of Fief are a list, each with a name and "
                               "a colour")
        if not isinstance(edition, str):
            raise OptionsError(f"the edition of a game of Fief is one of {', '.join(EDITIONS)}")
        if not isinstance(optional, list) or not all(isinstance(o, str) for o in optional):
            raise OptionsError("the optional rules of a game of Fief are a list of names")
        if seed.__class__ is not int:
            raise OptionsError("the seed of a game of Fief is a whole number")
        return cls(players=tuple(PlayerSpec.from_dict(p) for p in players), edition=edition,
                   optional=frozenset(optional), seed=seed, max_rounds=data.get("max_rounds"),
                   round_decisions=data.get("round_decisions"))

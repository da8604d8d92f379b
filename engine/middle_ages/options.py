"""Options of a new game of Middle-Ages: who plays (2 to 5 lords, M1, each a colour of the
box, M2) and the seed every shuffle and the first placement order come from (MA-11)."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, TypedDict

from ..errors import OptionsError

COLOURS: tuple[str, ...] = ("blue", "red", "green", "yellow", "pink")   # M2: five colours
MIN_PLAYERS, MAX_PLAYERS = 2, 5                                            # M1
# The rule editions, each with a line for the chooser: one rule set, and no optional rules.
EDITIONS: Mapping[str, str] = MappingProxyType({
    "standard": "Middle-Ages (Marc André): 16 turns of tile drafting.",
})


class PlayerDict(TypedDict):
    name: str
    colour: str


class OptionsDict(TypedDict):
    """The options' JSON form, as saves and the network carry it."""

    players: list[PlayerDict]
    edition: str
    seed: int


@dataclass(frozen=True)
class Options:
    """Everything needed, with the seed, to start the same game again."""

    players: tuple[tuple[str, str], ...]      # (name, colour) per seat
    seed: int = 0
    edition: str = "standard"

    def __post_init__(self) -> None:
        if not MIN_PLAYERS <= len(self.players) <= MAX_PLAYERS:
            raise OptionsError(f"M1: Middle-Ages is played by {MIN_PLAYERS} to {MAX_PLAYERS} "
                               "players")
        colours = [colour for _, colour in self.players]
        if len(set(colours)) != len(colours):
            raise OptionsError("M3.5: each player takes a different colour")
        for colour in colours:
            if colour not in COLOURS:
                raise OptionsError(f"M2: unknown colour {colour!r} "
                                   f"(colours: {', '.join(COLOURS)})")
        names = [name.strip() for name, _ in self.players]
        if any(not name for name in names) or len(set(names)) != len(names):
            raise OptionsError("M3.5: every player needs a distinct, non-empty name")
        if self.edition not in EDITIONS:
            raise OptionsError(f"unknown rule edition {self.edition!r} of Middle-Ages "
                               f"(editions: {', '.join(EDITIONS)})")

    def to_dict(self) -> OptionsDict:
        return {"players": [{"name": name, "colour": colour} for name, colour in self.players],
                "edition": self.edition, "seed": self.seed}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Options:
        """The options from their JSON form; anything malformed is refused by name."""
        if not isinstance(data, Mapping):
            raise OptionsError("the options of a game of Middle-Ages are an object")
        players = data.get("players")
        if not isinstance(players, list):
            raise OptionsError("the options of a game of Middle-Ages need a list of players")
        seats: list[tuple[str, str]] = []
        for player in players:
            if not isinstance(player, Mapping) or not isinstance(player.get("name"), str) \
                    or not isinstance(player.get("colour"), str):
                raise OptionsError("each player of a game of Middle-Ages has a name and a colour")
            seats.append((player["name"], player["colour"]))
        seed = data.get("seed", 0)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise OptionsError("the seed of a game of Middle-Ages is an integer")
        if data.get("optional"):
            raise OptionsError("Middle-Ages has no optional rules")
        if "max_rounds" in data:
            raise OptionsError("M1: a game of Middle-Ages always ends after its 16 turns; it "
                               "takes no round limit")
        if "round_decisions" in data:
            # The stall guard of a table of computers (engine.contract.ROUND_DECISIONS): a
            # game of Middle-Ages cannot stall, each decision moving it on to the end of its
            # 16 turns (M1), so the host gives it none (MiddleAgesKind.stall_guard).
            raise OptionsError("M1: a game of Middle-Ages always ends after its 16 turns, "
                               "every decision moving it on; it takes no stall guard "
                               "(round_decisions)")
        unknown = sorted(set(data) - {"players", "seed", "edition", "optional"})
        if unknown:
            raise OptionsError(f"a game of Middle-Ages takes no option {unknown[0]!r}")
        return cls(tuple(seats), seed, str(data.get("edition", "standard")))

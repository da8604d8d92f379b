"""Names as a person writes them in a position: colours or players, villages, fiefs,
bishoprics, lords and cards, read without regard to case, accents or typographic apostrophes."""
from __future__ import annotations

import unicodedata
from typing import Any

from ..board import Board
from ..state import (
    CARDINAL_CARD,
    DARC_CARD,
    DISASTER_KINDS,
    FORTUNE_KINDS,
    LORD_NAMES,
    RELICS,
    Player,
)

CARD_ALIASES = {"bountiful_harvest": "harvest", "d'arc": DARC_CARD, "taxes": "tax",
                "tallage": "tax", "tithe": "tax",
                # the names of the 2011 edition and the variant (003, 004), English and French
                "good_harvest": "harvest", "bonne_recolte": "harvest",
                "fine_weather": "good_weather", "beau_temps": "good_weather",
                "revolt": "uprising", "revolte": "uprising", "impot": "tax",
                "souterrain": "secret_passage", "assassinat": "assassination",
                "bad_weather": "heavy_rain", "mauvais_temps": "heavy_rain",
                "storm": "heavy_rain", "tempete": "heavy_rain", "peste": "plague"}


class PositionError(ValueError):
    """A position that cannot be built; the message names the part that is wrong."""


def fold(text: str) -> str:
    """Compare names without case, accents or typographic apostrophes: 'st medard' = 'ST MÉDARD'."""
    decomposed = unicodedata.normalize("NFD", str(text).replace("’", "'"))
    bare = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join(bare.upper().split())


def folded_names(board: Board) -> tuple[dict[str, str], dict[str, str], dict[str, str]]:
    """The board's villages, its fiefs and the lords by their folded names: the same for
    every position read on this board, so kept with the board's derived tables."""
    found = board.derived.get("folded names")
    if found is None:
        found = board.derived["folded names"] = ({fold(v): v for v in board.villages},
                                                 {fold(f): f for f in board.fiefs},
                                                 {fold(n): n for n in LORD_NAMES})
    return found


class Names:
    """Resolves the names a person writes (colours, players, villages, lords, fiefs, cards)."""

    def __init__(self, board: Board, players: list[Player]) -> None:
        self.board = board
        self.players = players
        self.villages, self.fiefs, self.lords = folded_names(board)
        folded = {text: fold(text) for player in players for text in (player.name, player.colour)}
        self.families: dict[str, int] = {}
        for seat, player in reversed(list(enumerate(players))):   # the first seat wins a tie
            self.families[folded[player.name]] = seat
            self.families[folded[player.colour]] = seat
        self.written = {text: self.families[key]       # as written: read without folding
                        for text, key in folded.items()}

    def seat(self, value: Any, where: str) -> int:
        """A family: its seat number, its colour or its player's name."""
        if isinstance(value, str) and value.strip().isdigit():
            value = int(value)
        if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < len(self.players):
            return value
        if isinstance(value, str) and value in self.written:
            return self.written[value]
        if isinstance(value, str) and fold(value) in self.families:
            return self.families[fold(value)]
        families = ", ".join(f"{p.colour} ({p.name})" if fold(p.name) != fold(p.colour)
                             else p.colour for p in self.players)
        raise PositionError(f"{where}: {value!r} is neither a colour nor a player of this game "
                            f"(its families: {families})")

    def village(self, value: Any, where: str) -> str:
        if isinstance(value, str) and value in self.board.villages:    # as written: a name read back needs no folding
            return str(value)
        found = self.villages.get(fold(value)) if isinstance(value, str) else None
        if found is None:
            raise PositionError(f"{where}: there is no village {value!r} on the board")
        return found

    def fief(self, value: Any, where: str) -> str:
        if isinstance(value, str) and value in self.board.fiefs:
            return str(value)
        found = self.fiefs.get(fold(value)) if isinstance(value, str) else None
        if found is None:
            raise PositionError(f"{where}: there is no fief {value!r} (write e.g. 'County of BLAYE')")
        return found

    def lord(self, value: Any, where: str) -> str:
        if value in LORD_NAMES:
            return str(value)
        found = self.lords.get(fold(value)) if isinstance(value, str) else None
        if found is None:
            raise PositionError(f"{where}: there is no lord {value!r} in the box")
        return found

    def bishopric(self, value: Any, where: str) -> str:
        text = str(value).strip()
        if text.isdigit() and int(text) in self.board.bishoprics:
            return str(int(text))
        for number, bishopric in self.board.bishoprics.items():
            if fold(text) == fold(bishopric.principal):
                return str(number)
        raise PositionError(f"{where}: there is no bishopric {value!r} (1-5 or its principal village)")

    def card(self, value: Any, where: str) -> str:
        if value in FORTUNE_KINDS or value in DISASTER_KINDS or value in (CARDINAL_CARD, DARC_CARD) \
                or value in LORD_NAMES:                      # as written: no folding
            return str(value)
        if isinstance(value, str) and fold(value) in self.lords:
            return self.lords[fold(value)]
        key = "_".join(fold(str(value)).strip().lower().replace("-", " ").split())
        key = CARD_ALIASES.get(key, key)
        if key in FORTUNE_KINDS or key in DISASTER_KINDS or key in (CARDINAL_CARD, DARC_CARD):
            return key
        raise PositionError(f"{where}: there is no card {value!r}")


def read_relic(value: Any, where: str) -> str:
    """A relic by any of its names: 'grail', 'Holy Grail', 'St Géronce'..."""
    key = fold(value).lower().replace("holy ", "").replace("saint ", "").replace("st ", "")
    for relic in RELICS:
        if relic in key:
            return relic
    raise PositionError(f"{where}: relics are {', '.join(RELICS)}")

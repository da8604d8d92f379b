"""Who is who in a ceremony or a battle: the names, colours, lords and places the scene needs
to draw, copied once from a view when the scene opens.

A script is a pure function of (events, cast): the cast is plain data, so a replay of the same
events with the same cast draws exactly the same frames.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from engine.fief.api import View, load_board
from game.shell.i18n import _


@dataclass(frozen=True)
class Cast:
    """The families' names and colours, their lords and the places a scene draws, copied from a
    view when it opens."""

    names: tuple[str, ...] = ()
    colours: tuple[str, ...] = ()
    lords: dict[str, dict[str, Any]] = field(default_factory=dict)
    villages: dict[str, dict[str, Any]] = field(default_factory=dict)
    edition: str = "1429"

    @classmethod
    def from_view(cls, view: View) -> "Cast":
        players = view.get("players", [])
        lords = {l["name"]: {"sex": l.get("sex", "M"), "titles": list(l.get("titles", [])),
                             "darc": bool(l.get("darc")), "relic": l.get("relic"),
                             "owner": l.get("owner"), "village": l.get("village"),
                             "captor": l.get("captor"), "spouse": l.get("spouse")}
                 for l in view.get("lords", [])}
        villages = {name: {"fort": v.get("fort"), "engines": list(v.get("engines", [])),
                           "stacks": list(v.get("stacks", [])), "controller": v.get("controller"),
                           "besiegers": list(v.get("besiegers", [])), "mills": v.get("mills", 0)}
                    for name, v in view.get("villages", {}).items()}
        edition = (view.get("options") or {}).get("edition", "1429")
        return cls(tuple(p.get("name", "?") for p in players),
                   tuple(p.get("colour", "white") for p in players), lords, villages, edition)

    def name(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(self.names):
            return "-"
        return self.names[seat]

    def colour(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(self.colours):
            return "white"
        return self.colours[seat]

    def lord(self, name: str) -> dict[str, Any]:
        return self.lords.get(name, {"sex": "M", "titles": [], "darc": False, "relic": None,
                                     "owner": None})

@lru_cache(maxsize=1)
def _bishoprics() -> dict[str, str]:
    """Bishopric number -> its principal village, read from the board map (for titles)."""
    try:
        board = load_board()
        return {str(n): b.principal for n, b in board.bishoprics.items()}
    except Exception:   # a missing map only loses the village name in a title
        return {}


def see_name(see: Any) -> str:
    return _bishoprics().get(str(see), str(see))


def title_text(title: str) -> str:
    """A title of ``titles_of`` in words: ``fief:County of BLAYE``, ``bishop:5``, ``king``..."""
    kind, _sep, arg = title.partition(":")
    if kind == "fief":
        return arg
    if kind == "bishop":
        return _("Bishop of {see}").format(see=see_name(arg))
    return {"cardinal": _("Cardinal"), "pope": _("Pope"), "king": _("King"), "queen": _("Queen"),
            "crown_prince": _("Crown Prince")}.get(kind, title)

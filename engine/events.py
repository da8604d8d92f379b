"""Events: what the referee tells the table after each action.

An event is a kind, parameters and an audience: ``None`` means every player sees it, a tuple of
seats means only those players do (a drawn card, a secret vote). Views redact events by that
audience (allow-list), so a secret never reaches a seat it was not addressed to. The log line is
an English template keyed by kind; the client translates the template through gettext.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .values import frozen_params, thaw


@dataclass(frozen=True, slots=True)
class Event:
    kind: str
    params: tuple[tuple[str, Any], ...] = ()
    audience: tuple[int, ...] | None = None
    chance: bool = False         # a die, a draw, a secret revealed: no undo goes back past it

    @classmethod
    def make(cls, kind: str, audience: tuple[int, ...] | None = None, chance: bool = False,
             **params: Any) -> "Event":
        return cls(kind, frozen_params(params), audience, chance)

    def get(self, name: str, default: Any = None) -> Any:
        for key, value in self.params:
            if key == name:
                return value
        return default

    def visible_to(self, player: int | None) -> bool:
        return self.audience is None or (player is not None and player in self.audience)

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind}
        data.update((k, thaw(v)) for k, v in self.params)
        if self.audience is not None:
            data["audience"] = list(self.audience)
        if self.chance:
            data["chance"] = True
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Event":
        params = {k: v for k, v in data.items() if k not in ("kind", "audience", "chance")}
        audience = data.get("audience")
        return cls.make(data["kind"], tuple(audience) if audience is not None else None,
                        bool(data.get("chance")), **params)

"""Phase 6: declaring battles and sieges, and the answers asked during a battle (6.0-6.4).

Declarations list the legal attacks (the engine's ``legal()``), their villages lit on the map;
a player holding a Secret Passage may tick it to attack from the tunnels (10.2.2). Casualties
offer the engine's suggested allocation first, in one click (A4: chosen in secret, so a
hand-off comes first in hot-seat). The other answers of a battle are plain lists of choices.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pygame

from game.shell.i18n import N_, _
from game.fief.ui.decisions.base import Step, same_action
from game.fief.ui.decisions.controls import Toggle
from game.fief.ui.decisions.generic import GenericMode


class DeclareMode(GenericMode):
    kind = "declare_battle"

    def build(self) -> None:
        super().build()
        hand = None
        if self.env.revealed:
            players = self.env.view.get("players", [])
            hand = players[self.env.seat].get("hand") if self.env.seat < len(players) else None
        self.tunnel: Toggle | None = None
        if hand and "secret_passage" in hand and any(a.get("kind") == "declare_battle" for a in self.options):
            self.tunnel = Toggle(N_("Attack from the tunnels (Secret Passage, 10.2.2)"))
            self.form.add(self.tunnel)

    def selection(self) -> dict[str, Any]:
        tunnel = self.tunnel is not None and self.tunnel.checked
        return {**super().selection(), "tunnel": True} if tunnel else super().selection()

    def keep(self, chosen: Mapping[str, Any]) -> None:
        """The tunnels ticked, while the Secret Passage is still in the hand (10.2.2)."""
        super().keep(chosen)
        if self.tunnel is not None:
            self.tunnel.checked = bool(chosen.get("tunnel"))

    def choose(self, action: dict[str, Any]) -> None:
        if self.tunnel is not None and self.tunnel.checked and action.get("kind") == "declare_battle":
            action = {**action, "secret_passage": True}
        self.submit(action)

    def layout(self, rect: pygame.Rect) -> None:
        if self.tunnel is not None:
            self.tunnel.rect = pygame.Rect(rect.x, rect.y, rect.width, self.px(28))
            self.tunnel.scale = self.env.scale
            rect = pygame.Rect(rect.x, rect.y + self.px(34), rect.width, rect.height - self.px(34))
        super().layout(rect)

    def plan(self, action: dict[str, Any]) -> Step | None:
        wants = bool(action.get("secret_passage"))
        if self.tunnel is not None and self.tunnel.checked != wants:
            return Step(self.tunnel, pos=(self.tunnel.rect.x + 8, self.tunnel.rect.centery))
        plain = {k: v for k, v in action.items() if k != "secret_passage"}
        for b in self.buttons:
            if b.action is not None and same_action(b.action, plain):
                return self.list.plan(b) if b in self.list.buttons else Step(self.show_all)
        return None


def casualty_note(info: dict[str, Any]) -> str:
    if info.get("suggested"):
        return _("The suggested choice is shown first.")
    return ""

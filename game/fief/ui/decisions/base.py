"""What every decision control shares: the mode contract (the panel's widgets are in controls.py).

A *mode* is the control of one decision the engine asks of a seat. It lays its widgets out in
the decision panel, may highlight villages and lords on the map and take clicks on them, and
submits one action through the environment the play scene gives it. It never decides a rule:
what it offers comes from the decision's ``choices`` or from ``legal()``, and the authority
checks whatever is submitted (a refusal is shown with the rule's words).

``plan(action)`` is the hook of the UI tests: the next input (a widget to click, a village to
click on the map) that brings the mode closer to submitting ``action``; the tests post real
mouse events at the place it names, so every submission goes through the widgets.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Protocol

import pygame

from engine.fief.api import FiefDecision, LordView, View
from game.shell.i18n import N_
from game.fief.reactions import Reactions
from game.fief.ui.action_texts import action_text, decision_prompt
from game.fief.ui.card_texts import edition_of
from game.shell.form import Form
from game.shell.widgets import Label, Widget


class Env(Protocol):
    """What the play scene lends a mode."""

    seat: int
    decision: FiefDecision
    view: View
    names: list[str]
    memo: dict[str, Any]          # kept while the same seat stays in the same step

    @property
    def scale(self) -> float:
        """The UI scale the mode lays its widgets out at."""

    @property
    def colourblind(self) -> bool:
        """The colour-blind setting."""

    @property
    def revealed(self) -> bool:
        """Whether the seat's own view (its hand) is on screen."""

    def neighbours(self, village: str) -> list[str]: ...

    def submit(self, action: dict[str, Any]) -> bool: ...
    def legal(self) -> list[dict[str, Any]]: ...
    def px(self, value: float) -> int: ...

    @property
    def reactions(self) -> Reactions:
        """The seat's reaction settings (which card windows the screen passes for it)."""


@dataclass(frozen=True)
class Step:
    """One input of a plan: click ``widget`` (at ``pos`` inside it if given), or a village."""

    widget: Widget | None = None
    village: str | None = None
    pos: tuple[int, int] | None = None

    def point(self) -> tuple[int, int] | None:
        if self.pos is not None:
            return self.pos
        if self.widget is not None:
            return self.widget.rect.center
        return None


def same_action(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Actions compare as values; a list of one and the single value are the same."""
    def norm(d: dict[str, Any]) -> dict[str, Any]:
        out = {}
        for k, v in d.items():
            if isinstance(v, list) and len(v) == 1:
                v = v[0]
            if v in (None, False, 0, [], "") and k != "kind":
                continue
            out[k] = v
        return out
    return norm(a) == norm(b)


class Mode:
    """A decision's control. Subclasses fill ``build`` and may override the map hooks."""

    kind = ""
    title: Label = N_("Your decision")

    def __init__(self, env: Env) -> None:
        self.env = env
        self.form = Form()
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.error = ""
        self.note = ""
        self.build()

    # --- contract -------------------------------------------------------------------------
    @property
    def decision(self) -> FiefDecision:
        return self.env.decision

    @property
    def info(self) -> Mapping[str, Any]:
        """What the seat is told with the decision (engine/fief/decision_kinds.py)."""
        return self.env.decision["info"]

    def choices(self) -> list[dict[str, Any]]:
        """The decision's listed choices, or the legal actions when it lists none."""
        listed = self.env.decision.get("choices")
        if listed is not None and listed:
            return list(listed)
        return [a for a in self.env.legal() if a.get("kind") not in FREE_KINDS]

    def build(self) -> None:
        """Create the widgets."""

    def prompt(self) -> str:
        return decision_prompt(self.kind or self.decision.get("kind", ""), self.info, self.env.names,
                               self.edition)

    def layout(self, rect: pygame.Rect) -> None:
        """Place the widgets inside ``rect`` (the panel below the prompt)."""
        self.rect = rect

    def draw(self, surface: pygame.Surface) -> None:
        """Text and pictures of the mode; the widgets are drawn by the form."""
        self.form.draw(surface)

    def highlights(self) -> dict[str, str]:
        """Villages to mark on the map: name -> "target", "selected" or "reach"."""
        return {}

    def lord_highlights(self) -> set[str]:
        return set()

    def click_village(self, name: str) -> bool:
        return False

    def click_lord(self, name: str) -> bool:
        return False

    def hover_text(self, village: str) -> str:
        """What a click on this village would do (shown in the tooltip)."""
        return ""

    def hover_warnings(self, village: str) -> list[str]:
        """What a click on this village would cost, as the referee foresaw it (tooltip)."""
        return []

    def plan(self, action: dict[str, Any]) -> Step | None:
        return None

    def selection(self) -> dict[str, Any]:
        """What the player has chosen on this control and not yet submitted, as plain values.
        A newer view of the same decision (over the LAN, the whole view that follows the
        host's quick answer to a move; another seat's move) builds the control again, and
        the scene hands this to the new control's ``keep``."""
        return {}

    def keep(self, chosen: Mapping[str, Any]) -> None:
        """Take back a ``selection`` of the control this one replaces, as far as the new view
        still offers it (checked against its legal actions and choices); what it no longer
        offers is dropped, and the control stays as ``build`` made it for that part."""

    def update(self, dt: float) -> None:
        self.form.update(dt)

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.form.handle_event(event)

    # --- helpers --------------------------------------------------------------------------
    def submit(self, action: dict[str, Any]) -> bool:
        ok = self.env.submit(action)
        return ok

    def px(self, value: float) -> int:
        return self.env.px(value)

    def text(self, action: dict[str, Any]) -> str:
        return action_text(action, self.env.names, self.edition)

    @property
    def edition(self) -> str:
        """The game's edition, whose words (its money) the panel speaks."""
        return edition_of(self.env.view)

    def own_lords(self) -> list[LordView]:
        return [l for l in self.env.view["lords"] if l["owner"] == self.env.seat]

    def lord(self, name: str) -> LordView | None:
        return next((l for l in self.env.view.get("lords", []) if l["name"] == name), None)


FREE_KINDS = ("give_money", "cede_village", "hand_captive", "release_captive", "take_relic",
              "give_relic", "offer_cards", "open_talk")

"""Marriages, elections, leave to pass, heirs (1.1-1.8, 4.3.1, 5.0).

The secret vote has its own control: where each of the voter's two face-down markers goes,
then one button to lay them. 1429 lays a FOR marker and a DECOY (1.4, A11, decision ``vote``);
2011 a FOR token and an AGAINST token (E-4, decision ``ballot``). Every way to lay them is one
of the decision's listed choices: a row's button that would make a combination the referee does
not list (a 2011 voter's two tokens on one candidate) takes the other marker back instead, so
the control offers only what the referee accepts. Everything else of this family lists its
choices (``GenericMode``), with the request being answered spelled out.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from typing import Any

import pygame

from game.shell.i18n import N_, _
from game.shell import palette as pal
from game.fief.ui.decisions.base import Mode, Step
from game.fief.ui.decisions.controls import ChoiceButton, write, write_wrapped
from game.fief.ui.decisions.generic import GenericMode
from game.fief.ui.texts import item_name

# Per vote decision: its two markers (the action's parameter, the row's label), and what the
# button that lays them says.
MARKER_ROWS: dict[str, tuple[tuple[str, str], ...]] = {
    "vote": (("for", N_("Vote marker on:")), ("decoy", N_("Decoy marker on:"))),
    "ballot": (("for", N_("FOR token on:")), ("against", N_("AGAINST token on:"))),
}
LAY_LABELS = {"vote": N_("Lay the markers face down"), "ballot": N_("Lay the tokens face down")}


def laid(choices: Sequence[Mapping[str, Any]], kind: str, chosen: Mapping[str, str | None]
         ) -> dict[str, Any] | None:
    """The listed choice that lays the markers as ``chosen`` says (row -> candidate or None),
    or None when the referee lists no such way."""
    for action in choices:
        if action.get("kind") == kind and all(action.get(row) == chosen.get(row)
                                              for row, _label in MARKER_ROWS[kind]):
            return dict(action)
    return None


def place_marker(choices: Sequence[Mapping[str, Any]], kind: str, chosen: dict[str, str | None],
                 row: str, spot: str | None) -> None:
    """Put ``row``'s marker on ``spot``; when the referee lists no such way of laying both,
    the other marker is taken back (kept in front of the voter) instead."""
    chosen[row] = spot
    if laid(choices, kind, chosen) is None:
        for other, _label in MARKER_ROWS[kind]:
            if other != row:
                chosen[other] = None


class VoteMode(Mode):
    """A secret vote (``vote``, 1429) or ballot (``ballot``, 2011): two rows of buttons, one per
    marker, each on a candidate or "nobody" (kept)."""

    def build(self) -> None:
        self.kind = str(self.decision.get("kind", "vote"))
        self.rows = MARKER_ROWS.get(self.kind, MARKER_ROWS["vote"])
        self.candidates = list(self.info.get("candidates", []))
        self.spots: list[str | None] = [None, *self.candidates]
        self.chosen: dict[str, str | None] = {row: None for row, _label in self.rows}
        if len(self.candidates) == 1:
            place_marker(self.choices(), self.kind, self.chosen, self.rows[0][0], self.candidates[0])
        # Each marker's button says what it lays (the tutorial's pointer finds "vote for ARTHUR").
        self.buttons = {row: [ChoiceButton(partial(lord_or_nobody, s), partial(self.set, row, s),
                                           action={"kind": self.kind, row: s} if s else None)
                              for s in self.spots] for row, _label in self.rows}
        self.cast = ChoiceButton(LAY_LABELS.get(self.kind, LAY_LABELS["vote"]), self.cast_vote,
                                 primary=True)
        for w in [b for row in self.buttons.values() for b in row] + [self.cast]:
            self.form.add(w)
        self.mark()

    def set(self, row: str, spot: str | None) -> None:
        place_marker(self.choices(), self.kind, self.chosen, row, spot)
        self.mark()

    def mark(self) -> None:
        for row, buttons in self.buttons.items():
            for spot, button in zip(self.spots, buttons):
                button.primary = spot == self.chosen[row]

    def selection(self) -> dict[str, Any]:
        return {"markers": dict(self.chosen)}

    def keep(self, chosen: Mapping[str, Any]) -> None:
        """The markers laid, on candidates still standing (``place_marker`` checks the rest)."""
        for row, spot in dict(chosen.get("markers", {})).items():
            if row in self.chosen and spot in self.spots:
                place_marker(self.choices(), self.kind, self.chosen, row, spot)
        self.mark()

    def action(self) -> dict[str, Any]:
        return laid(self.choices(), self.kind, self.chosen) or {"kind": self.kind, **self.chosen}

    def cast_vote(self) -> None:
        self.submit(self.action())

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect
        px = self.px
        row, gap = px(36), px(6)
        cols = max(1, len(self.spots))
        width = (rect.width - (cols - 1) * gap) // cols if cols <= 3 else (rect.width - gap) // 2
        per_row = cols if cols <= 3 else 2

        def place(buttons: list[ChoiceButton], top: int) -> int:
            for i, b in enumerate(buttons):
                r, c = divmod(i, per_row)
                b.rect = pygame.Rect(rect.x + c * (width + gap), top + r * (row + gap), width, row)
            rows = -(-len(buttons) // per_row)
            return top + rows * (row + gap)

        self.tops: list[int] = []
        top = rect.y + px(56)
        for key, _label in self.rows:
            self.tops.append(top)
            top = place(self.buttons[key], top + px(26)) + px(8)
        self.cast.rect = pygame.Rect(rect.x, rect.bottom - px(46), rect.width, px(46))
        for w in self.form.widgets:
            w.scale = self.env.scale

    def draw(self, surface: pygame.Surface) -> None:
        px = self.px
        rect = self.rect
        # The prompt above says the votes; the candidates and the tokens laid may need 2 lines.
        write_wrapped(surface, _("Candidates for {item}: {names}").format(
            item=item_name(self.info.get("item")), names=", ".join(self.candidates) or "-"),
            pygame.Rect(rect.x, rect.y, rect.width, px(48)), px(18), role="italic",
            colour=pal.INK_SOFT, lines=2)
        for (_key, label), top in zip(self.rows, self.tops):
            write(surface, _(label), (rect.x, top), px(19), role="bold")
        write_wrapped(surface, self.text(self.action()),
                      pygame.Rect(rect.x, self.cast.rect.y - px(48), rect.width, px(46)), px(17),
                      role="italic", colour=pal.BURGUNDY, lines=2)
        self.form.draw(surface)

    def plan(self, action: dict[str, Any]) -> Step | None:
        if action.get("kind") != self.kind:
            return None
        for row, _label in self.rows:
            if action.get(row) != self.chosen[row] and action.get(row) in self.spots:
                return Step(self.buttons[row][self.spots.index(action.get(row))])
        return Step(self.cast)


class RequestMode(GenericMode):
    """An answer to somebody's request (leave to pass, a ransom, a marriage, a truce...): the
    request is written out above the two buttons."""

    def layout(self, rect: pygame.Rect) -> None:
        shift = self.px(30) if self.info.get("request") else 0
        super().layout(pygame.Rect(rect.x, rect.y + shift, rect.width, rect.height - shift))
        self.top = rect.y

    def draw(self, surface: pygame.Surface) -> None:
        request = self.info.get("request")
        if request:
            try:
                data = dict(request) if isinstance(request, list) else dict(request)
                text = self.text(data)
            except (TypeError, ValueError):
                text = ""
            if text:
                write(surface, _("They ask: {request}").format(request=text),
                      (self.rect.x, self.top), self.px(17), role="italic", colour=pal.INK_SOFT)
        super().draw(surface)


def lord_or_nobody(lord: str | None) -> str:
    return lord or _("nobody")

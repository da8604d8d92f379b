"""The secret vote inside the election ceremony: the voter's two face-down markers.

1429 lays a FOR marker and a DECOY (1.3, A11, decision ``vote``); 2011 a FOR token and an
AGAINST token (E-4, decision ``ballot``). One row of buttons per marker puts it on a candidate
or keeps it ("nowhere"); the rows, and what a combination the referee does not list does, are
the decision panel's (``game.fief.ui.decisions.politics``), so both places offer the same choices.
The scene shows the panel once the voter took the seat, and submits the action it lays.
"""
from __future__ import annotations

from functools import partial
from typing import Any, Callable

import pygame

from game.shell.i18n import N_, _
from game.shell import decor, fonts
from game.shell import palette as pal
from game.fief.ui.counts import count
from game.fief.ui.decisions.politics import MARKER_ROWS, laid, place_marker
from game.shell.widgets import Button

ROW_LABELS = {"for": N_("FOR:"), "decoy": N_("Decoy:"), "against": N_("AGAINST:")}
LAY = {"vote": N_("Lay my markers face down"), "ballot": N_("Lay my tokens face down")}
HEADS = {"vote": N_("{name}, lay your markers ({votes})"), "ballot": N_("{name}, lay your tokens ({votes})")}


def is_vote(decision: dict[str, Any] | None) -> bool:
    return decision is not None and decision.get("kind") in MARKER_ROWS


class VotePanel:
    """The buttons of one voter's markers; ``on_lay`` receives the listed action they make."""

    def __init__(self, decision: dict[str, Any], on_lay: Callable[[dict[str, Any]], None]) -> None:
        self.kind = str(decision.get("kind"))
        self.choices = list(decision.get("choices") or [])
        self.votes = decision.get("info", {}).get("votes", 0)
        self.keys = [row for row, _label in MARKER_ROWS[self.kind]]
        self.chosen: dict[str, str | None] = {row: None for row in self.keys}
        names = list(decision.get("info", {}).get("candidates") or [])
        self.rows: dict[str, list[tuple[Button, str | None]]] = {}
        for row in self.keys:
            self.rows[row] = []
            for name in names + [None]:
                label = (lambda n=name: n) if name else (lambda: _("nowhere"))
                self.rows[row].append((Button(label, partial(self.toggle, row, name)), name))
        self.confirm = Button(LAY[self.kind], self.lay, primary=True)
        self.on_lay = on_lay
        self.mark()

    @property
    def buttons(self) -> list[Button]:
        return [b for row in self.keys for b, _n in self.rows[row]] + [self.confirm]

    def button(self, row: str, name: str | None) -> Button:
        return next(b for b, n in self.rows[row] if n == name)

    def toggle(self, row: str, name: str | None) -> None:
        place_marker(self.choices, self.kind, self.chosen, row, name)
        self.mark()

    def mark(self) -> None:
        for row in self.keys:
            for button, name in self.rows[row]:
                button.primary = name == self.chosen[row]

    def action(self) -> dict[str, Any] | None:
        return laid(self.choices, self.kind, self.chosen)

    def lay(self) -> None:
        action = self.action()
        if action is not None:
            self.on_lay(action)

    def layout(self, panel: pygame.Rect, px: Callable[[float], int]) -> None:
        """Each row's buttons side by side after its label, the lay button under them."""
        bh, gap = px(40), px(8)
        inner = panel.inflate(-px(40), 0)
        label_w = px(150)
        cols = max(1, len(self.rows[self.keys[0]]))
        bw = max(px(60), (inner.width - label_w - (cols - 1) * gap) // cols)
        for r, row in enumerate(self.keys):
            for i, (button, _n) in enumerate(self.rows[row]):
                button.rect = pygame.Rect(inner.x + label_w + i * (bw + gap),
                                          panel.y + px(54) + r * (bh + gap), bw, bh)
        self.confirm.rect = pygame.Rect(0, 0, px(360), bh + px(4))
        self.confirm.rect.midtop = (panel.centerx, panel.y + px(60) + len(self.keys) * (bh + gap))

    def draw(self, surface: pygame.Surface, panel: pygame.Rect, name: str, scale: float,
             px: Callable[[float], int]) -> None:
        """The panel, its heading (the voter and his votes) and the rows' labels."""
        decor.panel(surface, panel, scale * 0.8, fill=pal.PARCHMENT_LIGHT)
        head = _(HEADS[self.kind]).format(name=name, votes=count("votes", self.votes))
        surface.blit(fonts.text(head, "bold", px(22), pal.INK), (panel.x + px(22), panel.y + px(16)))
        for r, row in enumerate(self.keys):
            image = fonts.text(_(ROW_LABELS[row]), "bold", px(20), pal.BURGUNDY)
            surface.blit(image, (panel.x + px(22), panel.y + px(62) + r * px(48)))

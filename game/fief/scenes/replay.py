"""The replay of a saved game: step through its record move by move, the board shown as it
was, with the move and what it caused in words.

Moving through the record is game/shell/record_steps.py's (shared with Middle-Ages' replay): one
game kept, the next action applied to go forward, going back from the nearest kept copy. Only
what every seat may see is shown:
the spectator's view and the public events. Opened from the Load screen. Charts opens the game
in charts (scenes/charts.py): every round the record ended, from its public events.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from game.shell.i18n import N_, _
from game.fief.local_table import read_game
from game.shell.record_steps import RecordSteps
from game.shell import decor
from game.shell import palette as pal
from game.fief.render.pieces import PieceLayer
from game.fief.scenes.board import BoardScene
from game.fief.scenes.charts import ChartsScene
from game.shell.stack import Shell
from game.fief.ui.action_texts import action_text
from game.fief.ui.event_lines import event_text
from game.fief.ui.texts import PHASE_NAMES
from game.shell.widgets import Button

SHOWN_EVENTS = 3


class ReplayScene(RecordSteps, BoardScene):
    def __init__(self, app: Shell, path: Path) -> None:
        setup, record, events = read_game(path)       # raises LoadError, read by the caller
        self.open_record(record)
        self.names = [p.name for p in setup.options.players]
        self.families = [(p.name, p.colour) for p in setup.options.players]
        self.public = [e.to_dict() for e in events if e.audience is None]   # for the charts
        self.edition = setup.options.edition             # its money's words
        self.last_events: list[dict[str, Any]] = []
        self.buttons = [Button(N_("To the start"), lambda: self.go(0)), Button(N_("Back"), lambda: self.go(self.move - 1)),
                        Button(N_("Next"), self.forward, primary=True),
                        Button(N_("To the end"), lambda: self.go(len(self.actions))),
                        Button(N_("Charts"), self.open_charts), Button(N_("Close"), self.close)]
        self.panel = pygame.Rect(0, 0, 0, 0)
        super().__init__(app, setup)
        for button in self.buttons:
            self.form.add(button)
        self.form.set_focus(self.buttons[2])
        self.pieces = PieceLayer(self.board, self.renderer, app.settings.colourblind, self.scale) \
            if self.board is not None else None
        self.show()

    # ----- moving through the record -------------------------------------------------------
    def forward(self) -> None:
        events = self.step()
        if events is None:
            return
        self.last_events = [e.to_dict() for e in events if e.audience is None]
        self.show()

    def forget(self) -> None:
        self.last_events = []

    def show(self) -> None:
        if self.pieces is not None:
            self.pieces.set_view(self.game.view_for(None))
        self.buttons[0].enabled = self.buttons[1].enabled = self.move > 0
        self.buttons[2].enabled = self.buttons[3].enabled = self.move < len(self.actions)

    def close(self) -> None:
        self.stack.pop()

    def open_charts(self) -> None:
        self.stack.push(ChartsScene(self.app, self.public, self.families, self.edition))

    # ----- input ---------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """The buttons first, then Page Down / Page Up (next, back) and Esc (close); the map
        keeps its pan and zoom."""
        if self.form.handle_event(event) or self.replay_key(event):
            return None
        return super().handle_event(event)

    # ----- words ---------------------------------------------------------------------------
    def where(self) -> str:
        view = self.game.view_for(None)
        phase = _(PHASE_NAMES.get(view.get("phase", 0), PHASE_NAMES[0]))
        head = _("Move {n} of {total}").format(n=self.move, total=len(self.actions))
        if view.get("round"):
            return " · ".join((head, _("Round {n}").format(n=view["round"]), phase))
        return " · ".join((head, phase))

    def what(self) -> str:
        """The move just made: who did what."""
        if self.move == 0:
            return _("The game as it began.")
        seat, action = self.actions[self.move - 1]
        name = self.names[seat] if 0 <= seat < len(self.names) else "?"
        return _("{name}: {action}").format(name=name, action=action_text(action.to_dict(), self.names, self.edition))

    def said(self) -> list[str]:
        return [event_text(e, self.names, self.edition)
                for e in self.last_events[:SHOWN_EVENTS]]

    # ----- layout and drawing --------------------------------------------------------------
    def layout(self) -> None:
        super().layout()
        view = self.view
        px = self.px
        self.panel = pygame.Rect(0, 0, min(view.width - px(40), px(1000)), px(190))
        self.panel.midbottom = (view.centerx, view.bottom - px(12))
        n = len(self.buttons)
        gap = px(10)
        bw = min(px(130), (self.panel.width - px(40) - (n - 1) * gap) // n)
        x = self.panel.right - px(20) - n * bw - (n - 1) * gap
        for button in self.buttons:
            button.rect = pygame.Rect(x, self.panel.bottom - px(58), bw, px(44))
            button.scale = self.scale * 0.9
            x += bw + gap
        pieces = getattr(self, "pieces", None)       # none yet while BoardScene lays out
        if pieces is not None:
            pieces.scale = self.scale

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.pieces is not None and self.camera is not None:
            clip = surface.get_clip()
            surface.set_clip(self.view)
            self.pieces.draw(surface, self.camera)
            surface.set_clip(clip)
        decor.panel(surface, self.panel, self.scale * 0.8)
        px = self.px
        x, y = self.panel.x + px(20), self.panel.y + px(12)
        self.write(surface, _("Replay"), (x, y), size=22, role="bold", colour=pal.BURGUNDY)
        self.write(surface, self.where(), (x + px(110), y + px(3)), size=19, role="italic", colour=pal.INK_SOFT)
        self.write(surface, self.what(), (x, y + px(32)), size=20, role="bold")
        for i, line in enumerate(self.said()):
            self.write(surface, line, (x, y + px(58) + i * px(22)), size=17, colour=pal.INK)
        self.form.draw(surface)

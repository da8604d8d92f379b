"""The replay of a saved game of Middle-Ages, as Fief's (game/fief/scenes/replay.py): step through
its record move by move, the table shown as it stood, with what the move caused in words.

The referee replays the saved actions exactly (the shuffles live in the position, MA-11):
moving through the record is game/shell/record_steps.py's, as for Fief. Only the public view is shown (everything but the piles' order, M6). Opened from
the Load screen (Replay)."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from game.shell.i18n import N_, _
from game.middle_ages import boards, drawing, layout, texts
from game.middle_ages.table import read_ma_game
from game.shell.record_steps import RecordSteps
from game.shell import decor
from game.shell.base import UIScene
from game.shell.stack import Shell
from game.shell.widgets import Button

SHOWN_EVENTS = 12


class MAReplayScene(RecordSteps, UIScene):
    def __init__(self, app: Shell, path: Path) -> None:
        super().__init__(app)
        _setup, record, _events = read_ma_game(path)    # raises LoadError, read by the caller
        self.open_record(record)
        self.names = list(self.game.seat_names)
        self.lines: list[str] = []
        self.buttons = [Button(N_("To the start"), lambda: self.go(0)),
                        Button(N_("Back"), lambda: self.go(self.move - 1)),
                        Button(N_("Next"), self.forward, primary=True),
                        Button(N_("To the end"), lambda: self.go(len(self.actions))),
                        Button(N_("Close"), self.close)]
        for button in self.buttons:
            self.form.add(button)
        self.form.set_focus(self.buttons[2])
        self.show()

    @property
    def view(self) -> Any:
        return self.game.view_for(None)

    def forward(self) -> None:
        events = self.step()
        if events is None:
            return
        self.lines = [line for line in (texts.event_line(e.to_dict(), self.names)
                                        for e in events) if line]
        self.show()

    def forget(self) -> None:
        self.lines = []

    def show(self) -> None:
        self.buttons[0].enabled = self.buttons[1].enabled = self.move > 0
        self.buttons[2].enabled = self.buttons[3].enabled = self.move < len(self.actions)

    def close(self) -> None:
        self.stack.pop()

    def on_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        return None if self.replay_key(event) else event

    # ----- layout and drawing --------------------------------------------------------------
    def layout(self) -> None:
        w, _h = self.size
        gap = self.px(10)
        for i, button in enumerate(self.buttons):
            button.rect = pygame.Rect(w - self.px(380), self.px(80) + i * (self.px(48) + gap),
                                      self.px(360), self.px(48))
            button.scale = self.scale

    def draw(self, surface: pygame.Surface) -> None:
        self.background(surface)
        w, _h = self.size
        view = self.view
        title = _("Replay: move {move} of {total}").format(move=self.move, total=len(self.actions))
        self.write(surface, f"{title}   {texts.turn_line(view)}", (self.px(20), self.px(20)),
                   size=26, role="bold")
        decor.rule(surface, (w // 2, self.px(66)), w - self.px(40), self.scale)
        columns = max((len(r) for r in view["rows"]), default=3)
        regions = layout.regions(self.size, self.px, len(self.names), columns)
        colourblind = self.app.settings.colourblind
        drawing.rows(surface, view, regions.rows, self.px, set(), colourblind)
        drawing.piles(surface, view, regions.piles, self.px)
        drawing.cards(surface, view, regions.cards, self.px)
        for rect, player in zip(regions.boards, view["players"]):
            boards.board(surface, player, rect, self.px, player["seat"] == view.get("playing"),
                         set(), colourblind=colourblind)
        side = self.buttons[-1].rect
        y = side.bottom + self.px(20)
        for line in self.lines[-SHOWN_EVENTS:]:
            y += self.write_wrapped(surface, line, pygame.Rect(side.x, y, side.width, self.px(60)),
                                    size=17)
        self.form.draw(surface)

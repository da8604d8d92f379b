"""The replay of a saved game of Middle-Ages, as Fief's (game/fief/scenes/replay.py): step through
its record move by move, the table shown as it stood, with what the move caused in words.

The referee replays the saved actions exactly (the shuffles live in the position, MA-11):
moving through the record is game/shell/record_steps.py's, as for Fief. Only the public view
is shown (everything but the piles' order, M6). The table is laid out as the play scene lays
it out (layout.py, closed up to ``layout.UNITS`` at a large interface scale). Opened from the
Load screen (Replay)."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from game.shell.i18n import N_, _
from game.middle_ages import boards, drawing, hints, layout, texts
from game.middle_ages.table import read_ma_game
from game.shell.record_steps import RecordSteps
from game.shell import decor
from game.shell import palette as pal
from game.shell.base import UIScene
from game.shell.stack import Shell
from game.shell.widgets import Button


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
        """The play scene's regions (layout.py), the buttons at the top of its side panel. At
        an interface scale too large for the window (150 % at 1280x720 or 1920x1080) the
        replay closes up to the units the table needs (``layout.UNITS``), as the play scene
        does: it kept the whole scale, and the boards' column names ran over each other."""
        self.shrink_to(layout.UNITS, margin=0)
        columns = max((len(r) for r in self.view["rows"]), default=3)
        self.regions = layout.regions(self.size, self.px, len(self.names), columns)
        side, gap = self.regions.side, self.px(10)
        for i, button in enumerate(self.buttons):
            button.rect = pygame.Rect(side.x, side.y + self.px(6) + i * (self.px(48) + gap),
                                      side.width, self.px(48))
            button.scale = self.scale

    def draw(self, surface: pygame.Surface) -> None:
        self.background(surface)
        w, _h = self.size
        view, regions = self.view, self.regions
        title = _("Replay: move {move} of {total}").format(move=self.move, total=len(self.actions))
        line = f"{title}   {texts.turn_line(view)}"
        drawing.write(surface, line, (self.px(20), self.px(20)),
                      drawing.fit(line, "bold", self.px(26), w - self.px(40)), pal.INK, "bold")
        decor.rule(surface, (w // 2, self.px(66)), w - self.px(40), self.scale)
        colourblind = self.app.settings.colourblind
        drawing.rows(surface, view, regions.rows, self.px, set(), colourblind)
        drawing.piles(surface, view, regions.piles, self.px)
        drawing.cards(surface, view, regions.cards, self.px)
        for rect, player in zip(regions.boards, view["players"]):
            boards.board(surface, player, rect, self.px, player["seat"] == view.get("playing"),
                         set(), colourblind=colourblind)
        self.draw_chronicle(surface)
        self.form.draw(surface)

    def draw_chronicle(self, surface: pygame.Surface) -> None:
        """What the move caused, as the play scene writes its chronicle: in a spare board
        slot, or under the buttons; its latest lines that fit, never past the window."""
        spare, side = self.regions.log, self.regions.side
        if spare is not None:
            hints.chronicle_panel(surface, self.lines, spare, self.px)
            return
        top = self.buttons[-1].rect.bottom + self.px(20)
        hints.chronicle(surface, self.lines, pygame.Rect(side.x, top, side.width,
                                                         side.bottom - top), self.px)

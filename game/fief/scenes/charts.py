"""The game in charts (issue 36, item 6): victory points, money, villages and troops of every
family round by round, one measure at a time under four tabs, from the victory screen and from
the replay.

The figures are the referee's, read from the events that end the rounds (ui/round_figures.py);
the scene draws them and decides nothing. What a game cannot show (troops in the introductory
game, money hidden by A42) is said on its tab instead of drawn as zeros. A still page: it is
drawn on input only, its chart kept until the tab, the size, the language or the colours change.
Left/Right or 1-4 choose a tab; Escape or Close return.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from functools import partial
from typing import Any

import pygame

from game.shell import i18n
from game.shell import palette as pal
from game.shell.base import MenuScene
from game.shell.i18n import N_, _
from game.shell.stack import Shell
from game.shell.widgets import Button
from game.fief.render.line_chart import Line, draw_chart
from game.fief.ui.round_figures import (CAPTIONS, MEASURES, Series, amount, figures_by_round,
                                        series, tab_label)

NUMBER_KEYS = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_4: 3}


class ChartsScene(MenuScene):
    """Four tabs over one chart; ``families`` are (name, colour key) by seat."""

    def __init__(self, app: Shell, events: Iterable[Mapping[str, Any]],
                 families: Sequence[tuple[str, str]], edition: Any) -> None:
        super().__init__(app)
        rounds = figures_by_round(events)
        self.families = list(families)
        self.edition = edition
        self.series: dict[str, Series] = {m: series(rounds, m, len(self.families)) for m in MEASURES}
        self.measure = "vp"
        self.tabs = {m: Button(tab_label(m, s.key, edition), partial(self.choose, m))
                     for m, s in self.series.items()}
        self.close_button = Button(N_("Close"), self.back)
        for button in (*self.tabs.values(), self.close_button):
            self.form.add(button)
        self.panel = self.chart_rect = pygame.Rect(0, 0, 0, 0)
        self.drawn: tuple[Any, pygame.Surface] | None = None
        self.choose("vp")

    def choose(self, measure: str) -> None:
        """Show ``measure``'s chart; its tab stands out."""
        self.measure = measure
        for key, tab in self.tabs.items():
            tab.primary = key == measure
        self.form.set_focus(self.tabs[measure])

    def frame_key(self) -> Any:
        return (super().frame_key(), self.measure)

    def on_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN:
            place = MEASURES.index(self.measure)
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.choose(MEASURES[(place + (1 if event.key == pygame.K_RIGHT else -1)) % len(MEASURES)])
                return None
            if event.key in NUMBER_KEYS:
                self.choose(MEASURES[NUMBER_KEYS[event.key]])
                return None
        return super().on_event(event)

    def settings_changed(self) -> None:
        self.drawn = None
        super().settings_changed()

    # ----- layout and drawing --------------------------------------------------------------
    def layout(self) -> None:
        px = self.px
        self.centre_panel(1240, 820)
        inner = self.inner()
        gap, th = px(12), px(46)
        tw = min(px(250), (inner.width - 3 * gap) // 4)
        x = inner.centerx - (4 * tw + 3 * gap) // 2
        for tab in self.tabs.values():
            tab.rect = pygame.Rect(x, inner.y + px(62), tw, th)
            x += tw + gap
        self.close_button.rect = pygame.Rect(0, 0, px(200), px(48))
        self.close_button.rect.bottomright = inner.bottomright
        top = inner.y + px(62) + th + px(64)            # the tabs, then two lines of caption
        self.chart_rect = pygame.Rect(inner.x, top, inner.width,
                                      self.close_button.rect.y - px(10) - top)
        for button in (*self.tabs.values(), self.close_button):
            button.scale = self.scale

    def draw(self, surface: pygame.Surface) -> None:
        inner = self.draw_page(surface, _("The game in charts"), 44)
        px = self.px
        shown = self.series[self.measure]
        caption = pygame.Rect(inner.x, inner.y + px(62) + px(46) + px(10), inner.width, px(50))
        self.write_wrapped(surface, _(CAPTIONS[shown.key]), caption, size=19, role="italic",
                           colour=pal.INK_SOFT, centred=True)
        if shown.values:
            surface.blit(self.chart(shown), self.chart_rect)
        else:
            note = self.chart_rect.inflate(-px(160), 0)
            note.y = self.chart_rect.centery - px(30)
            self.write_wrapped(surface, _(shown.note), note, size=24, role="italic",
                               colour=pal.INK, centred=True)
        self.form.draw(surface)

    def chart(self, shown: Series) -> pygame.Surface:
        """The measure's chart, drawn again only when what it shows changed."""
        colourblind = self.colourblind_palette()
        key = (shown.measure, self.chart_rect.size, self.scale, colourblind, i18n.language())
        if self.drawn is None or self.drawn[0] != key:
            lines = [Line(name, colour, pal.family(colour, colourblind), values,
                          amount(shown.key, values[-1], self.edition))
                     for (name, colour), values in zip(self.families, shown.values)]
            self.drawn = key, draw_chart(self.chart_rect.size, shown.rounds, lines, self.px,
                                         _("Round"))
        return self.drawn[1]

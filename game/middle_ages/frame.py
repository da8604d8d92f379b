"""How Middle-Ages' table looks: where its parts lie at the window's size (layout.py's
regions: the rows, the piles, the Event cards, the fief boards, the side panel with the
answers), how each frame is drawn from the view, with the tooltip of what is under the
pointer, and what the decision asked lights: the tiles and board columns a click answers.

``MATableFrame`` is the play scene's base (game/middle_ages/scene.py keeps the game: the
updates, the animations' feed, the answers posted, the saves and the keys); it reads the parts
the scene made, declared below, and decides nothing."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pygame

from game.shell.i18n import _
from game.middle_ages import answers, boards, drawing, hints, layout, legend, texts
from game.middle_ages.away import AwaySeat
from game.middle_ages.coach import Coach
from game.middle_ages.layout import Spots
from game.middle_ages.motion import Motion





from game.middle_ages.remote import MARemoteTable
from game.middle_ages.table import MATable
from game.shell import decor
from game.shell import palette as pal
from game.shell.base import UIScene
from game.shell.widgets import Button


class MATableFrame(UIScene):
    """The table's layout and drawing, and what the decision lights (its parts are made by
    ``MAPlayScene``)."""

    table: MATable | MARemoteTable
    view: Mapping[str, Any]
    names: list[str]
    log: list[str]
    error: str
    message: str
    answers: list[tuple[Button, dict[str, Any] | None]]
    token: tuple[int, str] | None
    spots: Spots
    pile_spots: list[tuple[pygame.Rect, str]]
    regions: layout.Regions
    tooltip_rect: pygame.Rect | None
    key: pygame.Rect | None
    labels: list[pygame.Rect]
    pointer: tuple[int, int] | None
    motion: Motion
    away: AwaySeat
    coach: Coach | None
    tip_button: Button
    rules_button: Button
    save_button: Button
    menu_button: Button

    @property
    def asked(self) -> Mapping[str, Any] | None:
        return self.table.asked_here(self.view)

    def answers_by_tile(self) -> dict[tuple[int, int], dict[str, Any]]:
        """The listed answers that name a tile of the rows: a Lord's place or a Scout's."""
        return hints.answers_by_tile(self.view, self.asked)

    def answers_by_domain(self) -> dict[tuple[int, str], dict[str, Any]]:
        """The answers a lit column of the board posts (Church; Palace, its type chosen)."""
        return hints.answers_by_domain(self.asked, self.token_type)

    @property
    def token_type(self) -> str | None:
        """The Parcel token type chosen at this move (answers.py), if any."""
        move = int(self.view.get("move", 0))
        return self.token[1] if self.token is not None and self.token[0] == move else None

    @property
    def tiles(self) -> dict[tuple[int, int], pygame.Rect]:
        return self.spots.tiles

    @property
    def columns(self) -> dict[tuple[int, str], pygame.Rect]:
        return self.spots.columns

    # ----- layout and drawing --------------------------------------------------------------
    def layout(self) -> None:
        """The regions at the window's size; at an interface scale too large for the window
        (125 % and more: the Lords' columns, narrower, ran their names over each other) the
        table closes up to the units its layout needs (``layout.UNITS``, ``shrink_to``)."""
        self.shrink_to(layout.UNITS, margin=0)
        columns = max((len(r) for r in self.view["rows"]), default=3)
        self.regions = layout.regions(self.size, self.px, len(self.names), columns)
        side = self.regions.side
        y = side.y
        step = answers.pitch(side.height, len(self.answers), self.px, legend.size(self.px)[1])
        for button, _action in self.answers:
            button.rect = pygame.Rect(side.x, y, side.width, step - self.px(6))
            y += step
        self.away.button.rect = pygame.Rect(side.x, side.bottom - self.px(44), side.width,
                                            self.px(44))
        x = self.size[0]
        for button, width in ((self.menu_button, 210), (self.save_button, 130),
                              (self.rules_button, 150)):       # wide enough in French too
            x -= self.px(width) + self.px(10)
            button.rect = pygame.Rect(x, self.px(12), self.px(width), self.px(44))

    def draw(self, surface: pygame.Surface) -> None:
        self.background(surface)
        self.draw_banner(surface)
        regions = self.regions
        colourblind = self.app.settings.colourblind
        lit = set(self.answers_by_tile())
        reasons = hints.unlit_reasons(self.view, self.asked, lit)
        walking = set(self.motion.walking())
        tiles = drawing.rows(surface, self.view, regions.rows, self.px, lit, colourblind,
                             reasons, walking)
        self.pile_spots = drawing.piles(surface, self.view, regions.piles, self.px)
        cards = drawing.cards(surface, self.view, regions.cards, self.px, self.motion.turning())
        self.spots = Spots(tiles, {}, {}, {}, {}, cards, regions.rows, {})
        self.draw_boards(surface)
        self.draw_side(surface)
        self.labels = self.motion.draw(surface, self.spots, self.view, self.names, self.px,
                                       colourblind, self.choice_rects())
        self.form.draw(surface)
        self.draw_tooltip(surface)

    def draw_banner(self, surface: pygame.Surface) -> None:
        line = texts.turn_line(self.view)
        order = ", ".join(self.names[s] for s in self.view.get("order") or [])
        if order and self.view.get("phase") != "over":
            line += "   " + _("Order: {names}").format(names=order)
        room = self.rules_button.rect.x - self.px(40)
        size = drawing.fit(line, "bold", self.px(26), room)
        drawing.write(surface, line, (self.px(20), self.px(20)), size, pal.INK, "bold")
        decor.rule(surface, (self.size[0] // 2, self.px(66)), self.size[0] - self.px(40),
                   self.scale)

    def draw_boards(self, surface: pygame.Surface) -> None:
        playing = self.view.get("playing")
        asked = self.asked
        lit = {d for (_s, d) in self.answers_by_domain()}
        for rect, player in zip(self.regions.boards, self.view["players"]):
            mine = asked is not None and asked["player"] == player["seat"]
            seat = int(player["seat"])
            drawn = boards.board(surface, player, rect, self.px, seat == playing,
                                 lit if mine else set(), self.motion.money_shown(seat),
                                 self.app.settings.colourblind)
            self.spots.purses[seat], self.spots.graves[seat] = drawn.purse, drawn.graveyard
            self.spots.names[seat] = drawn.name
            if self.spots.scores is not None:
                self.spots.scores[seat] = drawn.score
            for domain, spot in drawn.columns.items():
                self.spots.columns[(seat, domain)] = spot

    def draw_side(self, surface: pygame.Surface) -> None:
        side = self.regions.side
        y = side.y + len(self.answers) * answers.pitch(side.height, len(self.answers), self.px,
                                                       legend.size(self.px)[1])
        asked = self.asked
        y += self.write_wrapped(surface, self.status(), pygame.Rect(side.x, y, side.width,
                                                                    self.px(200)),
                                size=20, role="bold") + self.px(4)
        notes = [(hints.explain(self.view, asked) if asked is not None else "", pal.INK_SOFT),
                 (self.error, pal.ERROR), (self.message, pal.INK_SOFT)]
        for words, colour in notes:
            if words:
                y += self.write_wrapped(surface, words, pygame.Rect(side.x, y, side.width,
                                                                    self.px(120)),
                                        size=16, colour=colour) + self.px(6)
        free = pygame.Rect(side.x, y, side.width, self.away.button.rect.y - self.px(6) - y)
        spare, lesson = self.regions.log, self.coach is not None and self.coach.lesson is not None
        if lesson:
            self.draw_lesson(surface, spare or free)
        elif spare is not None:
            hints.chronicle_panel(surface, self.log, spare, self.px)
        colourblind = self.app.settings.colourblind      # the key to the pictures, where it fits
        if spare is None and not lesson:
            self.key = legend.beside_chronicle(surface, free, self.log, self.px, colourblind)
        else:
            self.key = None if spare is None else legend.draw(surface, free, self.px, colourblind)

    def draw_lesson(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The tutorial's lesson in ``area``, its "Next tip" button at the bottom right."""
        assert self.coach is not None
        self.coach.draw(surface, area, self.px)
        self.tip_button.rect = pygame.Rect(area.right - self.px(200), area.bottom - self.px(50),
                                           self.px(188), self.px(42))

    def status(self) -> str:
        """The decision asked here, who the table waits for, or the end of the game."""
        return hints.status(self.view, self.names, self.asked)

    def choice_rects(self) -> list[pygame.Rect]:
        """What the player may click to answer: lit tiles and columns, the answers' buttons."""
        found = [self.spots.tiles[s] for s in self.answers_by_tile() if s in self.spots.tiles]
        found += [self.spots.columns[c] for c in self.answers_by_domain()
                  if c in self.spots.columns]
        return found + [button.rect for button, _a in self.answers]

    def tooltip(self, pos: tuple[int, int]) -> str:
        return hints.tooltip_text(self.view, pos, self.spots, self.pile_spots)

    def draw_tooltip(self, surface: pygame.Surface) -> None:
        """The tooltip of the thing under the pointer, put where it covers no choice."""
        pos = self.pointer
        text = self.tooltip(pos) if pos is not None else ""
        self.tooltip_rect = None
        if pos is not None and text:
            avoid = [r for r in self.choice_rects() if not r.collidepoint(pos)]
            self.tooltip_rect = hints.draw_tooltip(surface, text, pos, self.px, avoid)

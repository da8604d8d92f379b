"""The table of Middle-Ages (issue 23): the rows of parcel tiles, the Event cards, each lord's
fief board, the chronicle, and the decision asked, answered by a click on a lit tile or domain
or on one of its listed answers. Everything shown comes from the view and the events; every
answer posted is one the decision lists, and a refusal is shown in the referee's words. The
events are also played as animations (motion.py: tiles sliding, incomes counted out, effects
and Events announced), skipped by a click on the table, Space or Enter; at the end the
fortunes are counted (end.py).

The same scene plays a table at this screen (``MATable``: hot-seat, computers, the host of a
LAN game) and a seat joined over the LAN (``MARemoteTable``). Nothing of Middle-Ages is private
(M6: only the piles' order, which no view holds), so the hot-seat table never hides the screen
between players."""
from __future__ import annotations

import logging
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pygame

from game.shell import paths
from game.shell.audio import audio_for
from game.shell.timeline import speed_name
from game.shell.i18n import N_, _
from game.middle_ages import answers, boards, drawing, hints, layout, legend, texts
from game.middle_ages.away import AwaySeat
from game.middle_ages.coach import Coach
from game.middle_ages.end import MAEndScene
from game.middle_ages.help import MAHelpScene
from game.middle_ages.layout import Spots
from game.middle_ages.motion import Motion
from game.middle_ages.remote import MARemoteTable
from game.middle_ages.table import MATable
from game.shell import decor, fonts
from game.shell import palette as pal
from game.shell.base import UIScene
from game.shell.stack import Shell
from game.shell.widgets import Button
from game.shell.your_turn import YourTurn

log = logging.getLogger(__name__)
CONNECTION = {"lost": N_("The connection to the host was lost; trying again…"),
              "restored": "", "refused": N_("The host no longer knows this seat.")}


class MAPlayScene(UIScene):
    """A game of Middle-Ages at this screen (hot-seat, computers, or the host of a LAN game)."""

    def __init__(self, app: Shell, table: MATable | MARemoteTable,
                 autosave: Path | None = None, coach: Coach | None = None) -> None:
        super().__init__(app)
        self.coach = coach                  # the tutorial's lessons (coach.py), if any
        self.tip_button = Button(N_("Next tip"), self.next_tip, primary=True)
        self.table = table
        self.autosave = autosave
        self.view: Mapping[str, Any] = table.view()
        self.names = [str(p["name"]) for p in self.view["players"]]
        self.log: list[str] = []
        self.error = ""
        self.saved_move: int | None = None
        self.answers: list[tuple[Button, dict[str, Any] | None]] = []   # None: a step
        self.token: tuple[int, str] | None = None   # (move, type): a Parcel token's type chosen
        self.spots = Spots({}, {}, {}, {}, {}, [], pygame.Rect(0, 0, 1, 1))
        self.pile_spots: list[tuple[pygame.Rect, str]] = []
        self.regions = layout.regions((1600, 900), self.px, 2, 3)
        self.tooltip_rect: pygame.Rect | None = None        # where the last tooltip was drawn
        self.key: pygame.Rect | None = None                 # where the key was drawn, if it was
        self.labels: list[pygame.Rect] = []                 # the animations' last labels
        self.rules_button = Button(N_("Rules (F1)"), self.open_help)
        self.save_button = Button(N_("Save"), self.save_named)
        self.menu_button = Button(N_("Leave"), self.leave)
        self.message = ""
        self.your_turn = YourTurn(app)      # a sound, the window's flash (issue 36, item 5)
        self.motion = Motion(speed_name(app.settings.animation_speed))
        self.told = False                   # the first update (a game's past) is not animated
        self.over: Mapping[str, Any] | None = None     # the game_over event, once told
        self.end_shown = False
        self.pointer: tuple[int, int] | None = None
        self.away = AwaySeat(table, self.tell)
        if coach is not None:
            coach.watch([], self.view, self.asked, False)
        self.rebuild()

    # ----- the game ------------------------------------------------------------------------
    @property
    def asked(self) -> Mapping[str, Any] | None:
        return self.table.asked_here(self.view)

    def update(self, dt: float) -> None:
        super().update(dt)
        changed = False
        for message in self.table.session.poll():
            if message.get("type") == "update" and message.get("seat") == self.table.reader:
                self.take(message["view"], message.get("events", []))
                changed = True
            elif message.get("type") == "connection":
                words = CONNECTION.get(str(message.get("state")), "")
                self.message = _(words) if words else ""
        if changed:
            self.log = self.log[-200:]
            self.rebuild()
            self.keep()
        self.your_turn.see(int(asked["player"]) if (asked := self.asked) is not None else None)
        self.sound(self.motion.advance(dt))
        self.away.refresh(dt, self.view.get("phase") == "over")
        if self.over is not None and not self.end_shown and not self.motion.busy and self.is_top:
            self.end_shown = True
            self.stack.push(MAEndScene(self.app, self.view, self.over, self.leave))

    def sound(self, names: list[str]) -> None:
        """The animations' sound cues; sound is a nicety and never fails."""
        try:
            audio = audio_for(self.app)
            for name in dict.fromkeys(names):
                audio.play(name, 0.6)
        except Exception:  # noqa: BLE001 - said in the log only
            log.debug("no sound", exc_info=True)

    def take(self, view: Mapping[str, Any], events: list[dict[str, Any]]) -> None:
        """A new view and the events that led to it: logged, and animated unless they are the
        game's past (the first update of a game opened again)."""
        before, self.view = self.view, view
        for event in events:
            line = texts.event_line(event, self.names)
            if line:
                self.log.append(line)
            if event.get("kind") == "game_over":
                self.over = event
        if self.told:
            self.motion.add(events, before, view)
        self.told = True
        if self.coach is not None:
            asked = self.asked
            unlit = hints.unlit_reasons(view, asked, self.answers_by_tile())
            self.coach.watch(events, view, asked, bool(unlit))

    def keep(self) -> None:
        """The autosave follows every move (a game of Middle-Ages is a few kilobytes)."""
        move = int(self.view.get("move", 0))
        if self.autosave is not None and move != self.saved_move:
            try:
                self.table.save(self.autosave)
                self.saved_move = move
            except OSError as exc:
                self.message = _("The game cannot be saved: {reason}").format(reason=exc.strerror)

    def choose(self, action: Mapping[str, Any]) -> None:
        """Post one of the decision's listed answers for the seat asked."""
        asked = self.asked
        if asked is None:
            return
        result = self.table.submit(int(asked["player"]), action, int(self.view["move"]))
        if result:
            self.error = ""
        else:
            self.error = texts.refusal(result.message, result.rule, result.template,
                                       result.values)
        self.update(0.0)

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

    def pick_token(self, kind: str | None) -> None:
        self.token = (int(self.view.get("move", 0)), kind) if kind else None
        self.rebuild()

    def rebuild(self) -> None:
        """One button per answer (answers.py: keys, a Palace's two steps), and the banner's."""
        made = answers.buttons(self.asked, self.token_type, lambda: self.view, self.choose,
                               self.pick_token)
        self.answers = [(button, answer.action) for button, answer in made]
        over = self.view.get("phase") == "over"
        self.menu_button.label = N_("Back to the title") if over else N_("Leave")
        buttons = [b for b, _a in self.answers] + [self.rules_button, self.save_button,
                                                    self.menu_button, self.away.button]
        if self.coach is not None and self.coach.lesson is not None:
            buttons.append(self.tip_button)
        self.form.widgets = list(buttons)
        for widget in self.form.widgets:
            widget.scale = self.scale
        self.layout()

    @property
    def tiles(self) -> dict[tuple[int, int], pygame.Rect]:
        return self.spots.tiles

    @property
    def columns(self) -> dict[tuple[int, str], pygame.Rect]:
        return self.spots.columns

    # ----- buttons and keys ----------------------------------------------------------------
    def open_help(self) -> None:
        self.stack.push(MAHelpScene(self.app))

    def save_named(self) -> None:
        """Save under the saves folder; a joined seat asks the host, who keeps the game."""
        path = paths.saves_dir() / time.strftime("middle-ages-%Y%m%d-%H%M%S.json")
        try:
            where = self.table.save(path)
            self.message = _("Saved as {name}").format(name=Path(where).name)
        except OSError as exc:
            self.message = _("The game cannot be saved: {reason}").format(reason=exc.strerror)
        except RuntimeError as exc:          # the host could not (or was not there to) save
            self.message = _("The game cannot be saved: {reason}").format(reason=exc)

    def next_tip(self) -> None:
        if self.coach is not None:
            self.coach.dismiss()
        self.rebuild()

    def tell(self, words: str) -> None:
        self.message = words

    def leave(self) -> None:
        self.app.back_to_title()

    def shutdown(self) -> None:
        if self.autosave is not None and not self.table.closed:
            try:
                self.table.save(self.autosave)
            except OSError:
                pass
        self.table.close()

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.MOUSEMOTION:      # the tooltip follows the pointer
            self.pointer = event.pos
        return super().handle_event(event)

    def on_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_F1:
                self.open_help()
                return None
            if event.key == pygame.K_s and event.mod & pygame.KMOD_CTRL:
                self.save_named()
                return None
            if event.key == pygame.K_ESCAPE:
                self.leave()
                return None
            if event.key in (pygame.K_SPACE, pygame.K_RETURN) and self.motion.busy:
                self.motion.skip()
                return None
            number = answers.key_index(event)
            if number is not None and number < len(self.answers):
                self.answers[number][0].activate()
                return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for spot, action in self.answers_by_tile().items():
                if spot in self.tiles and self.tiles[spot].collidepoint(event.pos):
                    self.choose(action)
                    return None
            for column, action in self.answers_by_domain().items():
                if column in self.columns and self.columns[column].collidepoint(event.pos):
                    self.choose(action)
                    return None
            if self.motion.busy:            # a click anywhere else skips the animations
                self.motion.skip()
                return None
        return event

    # ----- layout and drawing --------------------------------------------------------------
    def layout(self) -> None:
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

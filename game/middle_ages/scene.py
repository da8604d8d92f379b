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
from functools import partial
from pathlib import Path
from typing import Any

import pygame

from game.shell import paths
from game.shell.audio import audio_for
from game.shell.timeline import speed_name
from game.shell.i18n import N_, _, say
from game.middle_ages import drawing, texts
from game.middle_ages.away import AwaySeat
from game.middle_ages.end import MAEndScene
from game.middle_ages.help import MAHelpScene
from game.middle_ages.motion import Motion
from game.middle_ages.remote import MARemoteTable
from game.middle_ages.table import MATable
from game.shell import decor
from game.shell import palette as pal
from game.shell.base import UIScene
from game.shell.stack import Shell
from game.shell.widgets import Button

log = logging.getLogger(__name__)
LOG_LINES = 14
CONNECTION = {"lost": N_("The connection to the host was lost; trying again…"),
              "restored": "", "refused": N_("The host no longer knows this seat.")}


class MAPlayScene(UIScene):
    """A game of Middle-Ages at this screen (hot-seat, computers, or the host of a LAN game)."""

    def __init__(self, app: Shell, table: MATable | MARemoteTable,
                 autosave: Path | None = None) -> None:
        super().__init__(app)
        self.table = table
        self.autosave = autosave
        self.view: Mapping[str, Any] = table.view()
        self.names = [str(p["name"]) for p in self.view["players"]]
        self.log: list[str] = []
        self.error = ""
        self.saved_move: int | None = None
        self.answers: list[tuple[Button, dict[str, Any]]] = []
        self.tiles: dict[tuple[int, int], pygame.Rect] = {}
        self.columns: dict[tuple[int, str], pygame.Rect] = {}
        self.card_spots: list[tuple[pygame.Rect, str]] = []
        self.pile_spots: list[tuple[pygame.Rect, str]] = []
        self.rules_button = Button(N_("Rules (F1)"), self.open_help)
        self.save_button = Button(N_("Save"), self.save_named)
        self.menu_button = Button(N_("Leave"), self.leave)
        self.message = ""
        self.motion = Motion(speed_name(app.settings.animation_speed))
        self.told = False                   # the first update (a game's past) is not animated
        self.over: Mapping[str, Any] | None = None     # the game_over event, once told
        self.end_shown = False
        self.purses: dict[int, pygame.Rect] = {}
        self.graves: dict[int, pygame.Rect] = {}
        self.pointer: tuple[int, int] | None = None
        self.away = AwaySeat(table, self.tell)
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
            self.error = say(result.message, result.template, result.values)
        self.update(0.0)

    def answers_by_tile(self) -> dict[tuple[int, int], dict[str, Any]]:
        """The listed answers that name a tile of the rows: a Lord's place or a Scout's."""
        asked = self.asked
        found: dict[tuple[int, int], dict[str, Any]] = {}
        for choice in (asked or {}).get("choices") or []:
            if choice["kind"] == "place":
                found[(0, int(choice["col"]))] = dict(choice)
            elif choice["kind"] == "move" and self.view.get("destination_row") is not None:
                found[(int(self.view["destination_row"]), int(choice["col"]))] = dict(choice)
            elif choice["kind"] == "scout":
                found[(int(choice["row"]), int(choice["col"]))] = dict(choice)
        return found

    def answers_by_domain(self) -> dict[tuple[int, str], dict[str, Any]]:
        """The Church's answers, one per domain of the player asked."""
        asked = self.asked
        found: dict[tuple[int, str], dict[str, Any]] = {}
        for choice in (asked or {}).get("choices") or []:
            if choice["kind"] == "coin":
                found[(int(asked["player"]), str(choice["domain"]))] = dict(choice)  # type: ignore[index]
        return found

    def rebuild(self) -> None:
        """One button per listed answer, and the banner's buttons."""
        tiles = {int(t["id"]): t for p in self.view["players"] for t in p["graveyard"]}
        self.answers = []
        for choice in (self.asked or {}).get("choices") or []:
            button = Button(partial(texts.answer_label, dict(choice), tiles),
                            partial(self.choose, dict(choice)))
            self.answers.append((button, dict(choice)))
        over = self.view.get("phase") == "over"
        self.menu_button.label = N_("Back to the title") if over else N_("Leave")
        buttons = [b for b, _a in self.answers] + [self.rules_button, self.save_button,
                                                    self.menu_button, self.away.button]
        self.form.widgets = list(buttons)
        for widget in self.form.widgets:
            widget.scale = self.scale
        self.layout()

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
        w, h = self.size
        side = pygame.Rect(w - self.px(360), self.px(70), self.px(340), h - self.px(80))
        self.side = side
        y = side.y + self.px(210)
        for button, _action in self.answers:
            button.rect = pygame.Rect(side.x, y, side.width, self.px(40))
            y += self.px(46)
        boards_h = self.px(150) * ((len(self.names) + 1) // 2)
        self.away.button.rect = pygame.Rect(self.px(60), h - boards_h - self.px(64),
                                            self.px(480), self.px(44))
        x = w
        for button, width in ((self.menu_button, 210), (self.save_button, 130),
                              (self.rules_button, 150)):       # wide enough in French too
            x -= self.px(width) + self.px(10)
            button.rect = pygame.Rect(x, self.px(12), self.px(width), self.px(44))

    def draw(self, surface: pygame.Surface) -> None:
        self.background(surface)
        w, h = self.size
        self.draw_banner(surface)
        boards_h = self.px(150) * ((len(self.names) + 1) // 2)
        area = pygame.Rect(self.px(20), self.px(80), w - self.px(420), h - boards_h - self.px(100))
        self.tiles = drawing.rows(surface, self.view, area, self.px, set(self.answers_by_tile()),
                                  self.app.settings.colourblind)
        right = max((r.right for r in self.tiles.values()), default=area.x)
        self.pile_spots = drawing.piles(surface, self.view, (right + self.px(50), area.y + self.px(10)),
                                        self.px)
        self.draw_boards(surface, pygame.Rect(self.px(20), h - boards_h - self.px(10),
                                              w - self.px(420), boards_h))
        self.draw_side(surface)
        self.motion.draw(surface, self.tiles, self.columns, self.purses, area, self.names,
                         self.px)
        self.form.draw(surface)
        self.draw_tooltip(surface)

    def draw_banner(self, surface: pygame.Surface) -> None:
        line = texts.turn_line(self.view)
        pile = self.view["pile"]
        line += "   " + _("Draw pile: {n}").format(n=pile["size"])
        if self.view["orange"]["size"]:
            line += "   " + _("Orange pile: {n}").format(n=self.view["orange"]["size"])
        order = ", ".join(self.names[s] for s in self.view.get("order") or [])
        if order and self.view.get("phase") != "over":
            line += "   " + _("Order: {names}").format(names=order)
        self.write(surface, line, (self.px(20), self.px(20)), size=26, role="bold")
        decor.rule(surface, (self.size[0] // 2, self.px(66)), self.size[0] - self.px(40),
                   self.scale)

    def draw_boards(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        self.columns = {}
        playing = self.view.get("playing")
        asked = self.asked
        lit = {d for (_s, d) in self.answers_by_domain()}
        spots_of = drawing.board_spots(area, len(self.view["players"]), self.px)
        for rect, player in zip(spots_of, self.view["players"]):
            mine = asked is not None and asked["player"] == player["seat"]
            seat = int(player["seat"])
            drawn = drawing.board(surface, player, rect, self.px, seat == playing,
                                  lit if mine else set(), self.motion.money_shown(seat),
                                  self.app.settings.colourblind)
            self.purses[seat], self.graves[seat] = drawn.purse, drawn.graveyard
            for domain, spot in drawn.columns.items():
                self.columns[(int(player["seat"]), domain)] = spot

    def draw_side(self, surface: pygame.Surface) -> None:
        side = self.side
        self.write(surface, _("Event cards"), (side.x, side.y), size=22, role="bold")
        self.card_spots = drawing.cards(surface, self.view, pygame.Rect(
            side.x, side.y + self.px(30), side.width, self.px(170)), self.px)
        y = side.y + self.px(210) + len(self.answers) * self.px(46)
        text = self.status()
        y += self.write_wrapped(surface, text, pygame.Rect(side.x, y, side.width, self.px(200)),
                                size=20, role="bold") + self.px(8)
        for words, colour in ((self.error, pal.ERROR), (self.message, pal.INK_SOFT)):
            if words:
                y += self.write_wrapped(surface, words, pygame.Rect(side.x, y, side.width,
                                                                    self.px(100)),
                                        size=18, colour=colour) + self.px(6)
        for line in self.log[-LOG_LINES:]:
            if y > side.bottom - self.px(22):
                break
            y += self.write_wrapped(surface, line, pygame.Rect(side.x, y, side.width, self.px(60)),
                                    size=16, colour=pal.INK_SOFT)

    def status(self) -> str:
        """The decision asked here, who the table waits for, or the end of the game."""
        if self.view.get("phase") == "over":
            scores = self.view.get("scores") or []
            winners = ", ".join(self.names[s] for s in self.view.get("winners") or [])
            parts = [f"{name}: {score}" for name, score in zip(self.names, scores)]
            return _("Winner: {names}").format(names=winners) + "  ·  " + "  ·  ".join(parts)
        asked = self.view.get("asked")
        if asked is None:
            return ""
        if self.asked is not None:
            return texts.prompt(asked, self.names)
        return _("Waiting for {name}").format(name=self.names[int(asked["player"])])

    def tooltip(self, pos: tuple[int, int]) -> str:
        """What the thing under the pointer is: a tile's domain (effect and income), a lord's
        domain column with what its income pays now (the view's number), an Event card."""
        for (r, c), rect in self.tiles.items():
            info = self.view["rows"][r][c]
            if info is not None and rect.collidepoint(pos):
                domain = str(info["domain"])
                return f"{texts.domain_name(domain)} {info['number']}: {texts.domain_text(domain)}"
        for (seat, domain), rect in self.columns.items():
            if rect.collidepoint(pos):
                income = int(self.view["players"][seat]["income"][domain])
                return (f"{texts.domain_name(domain)}: {texts.domain_text(domain)} "
                        f"{texts.income_now(income)}")
        for rect, card in self.card_spots:
            if rect.collidepoint(pos):
                return f"{texts.card_name(card)}: {texts.card_text(card)}"
        for rect, key in self.pile_spots:
            if rect.collidepoint(pos):
                return texts.pile_tooltip(key, self.view)
        for seat, rect in self.graves.items():
            if rect.collidepoint(pos):
                return texts.graveyard_list(self.view["players"][seat]["graveyard"])
        return ""

    def draw_tooltip(self, surface: pygame.Surface) -> None:
        pos = self.pointer
        if pos is None:
            return
        text = self.tooltip(pos)
        if text:
            box = pygame.Rect(pos[0] + self.px(14), pos[1] + self.px(14), self.px(360), self.px(90))
            box.clamp_ip(surface.get_rect())
            pygame.draw.rect(surface, pal.PARCHMENT_LIGHT, box, border_radius=self.px(4))
            pygame.draw.rect(surface, pal.GOLD_DARK, box, max(1, self.px(1.5)),
                             border_radius=self.px(4))
            self.write_wrapped(surface, text, box.inflate(-self.px(12), -self.px(10)), size=16)

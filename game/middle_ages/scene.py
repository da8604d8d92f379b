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
between players. How the table looks, and what the decision asked lights, is frame.py's
(``MATableFrame``, this scene's base)."""
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
from game.middle_ages import answers, hints, layout, texts
from game.middle_ages.away import AwaySeat
from game.middle_ages.coach import Coach
from game.middle_ages.end import MAEndScene
from game.middle_ages.frame import MATableFrame
from game.middle_ages.help import MAHelpScene
from game.middle_ages.layout import Spots
from game.middle_ages.motion import Motion
from game.middle_ages.remote import MARemoteTable
from game.middle_ages.table import MATable
from game.shell.stack import Shell
from game.shell.widgets import Button
from game.shell.your_turn import YourTurn

log = logging.getLogger(__name__)
CONNECTION = {"lost": N_("The connection to the host was lost; trying again…"),
              "restored": "", "refused": N_("The host no longer knows this seat.")}


class MAPlayScene(MATableFrame):
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


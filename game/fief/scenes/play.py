"""The in-game scene: the board with its pieces, the families, the titles, the chronicle, and the
control of whatever the engine asks of a player at this screen.

It reads everything from the session through ``game.fief.controller.Controller`` (views, events,
decisions) and decides nothing: the decision panel shows the mode ``game.fief.ui.decisions.mode_for``
builds for the current decision, clicks on the map go to that mode, and the action it chooses is
submitted through the session. Computer seats play in the session's worker thread; the scene
only polls, so it stays responsive while they think, and they wait for its ceremonies.

The scene composes panels that each have one job and routes input to them: the left column
(ui/left_column.py), the decision panel (play_panel.py), the chronicle (chronicle.py), what is
drawn over the map (ui/map_overlays.py, ui/map_notes.py), the LAN side (play_lan.py), the
screens it opens over itself (play_screens.py) and the ceremonies it owes (ceremonies.py).

Hot-seat privacy: a decision that shows a player's private information waits behind a hand-off
screen (``HandoffScene``) naming that player; only then is the player's own view shown. Public
information is never hidden. Ceremonies come after the hand-off, in the order of their events.

Keys: the table's shortcuts are play_keys.py's; Esc menu; the board's pan and zoom keys (arrows,
+/-, Home). LAN games add a chat panel beside the chronicle (play_lan.py); there Undo asks the
host to take back the seat's own last decision (net/undo.py). Where the parts lie, how they are
drawn and what lies under a point are ``play_frame.TableFrame``'s.
"""
from __future__ import annotations

import logging
import math
from typing import Any

import pygame

from engine.fief.api import FIEF
from game.shell import paths
from game.fief import table as seating
from game.shell.audio import sound_events
from game.fief.controller import Asked, Controller
from game.shell.i18n import N_, _
from net.undo import NOTHING
from game.fief.local_table import LocalTable
from game.fief.remote import RemoteTable
from game.fief.render.pieces import PieceLayer
from game.fief.scenes.ceremonies import Ceremonies, completes_ceremony
from game.fief.scenes.chronicle import read_chronicle
from game.fief.scenes.handoff import HandoffScene, reason_for
from game.fief.scenes.play_env import continues, control_for
from game.fief.scenes.play_frame import TableFrame
from game.fief.scenes.play_guides import PlayGuides
from game.fief.scenes.play_keys import table_shortcut
from game.fief.scenes.play_lan import AWAY_CHECK, LanSide
from game.fief.scenes.play_panel import DecisionPanel
from game.fief.scenes.play_screens import TableScreens
from game.fief.scenes.saving_paused import paused_dialog
from game.shell.stack import Shell
from game.fief.scenes.victory import VictoryScene
from game.fief.table import TableSetup
from game.fief.ui.action_texts import said_refusal
from game.shell.click_guard import ClickGuard
from game.fief.ui.decisions import Mode
from game.fief.ui.left_column import LeftColumn
from game.fief.ui.log_panel import LogPanel
from game.fief.ui.map_overlays import MapOverlays
from game.shell.widgets import Button
from game.shell.your_turn import YourTurn

log = logging.getLogger(__name__)
CLICK_SLOP = 6          # pixels a press may move and still be a click, not a drag


class PlayScene(TableFrame):
    """A game at this screen, from the first decision to the victory screen."""

    def __init__(self, app: Shell, setup: TableSetup, *, table: LocalTable | RemoteTable | None = None,
                 bot_delay: float | None = None, autosave: bool | None = None,
                 bot_level: str | None = None, ceremonies: bool = True) -> None:
        self.setup = setup
        self.left_w = self.right_w = 0
        self.overlays = MapOverlays()          # journeys, pulses and rings over the map
        super().__init__(app, setup)
        if table is None:
            kwargs: dict[str, Any] = {"bot_delay": seating.BOT_DELAY if bot_delay is None else bot_delay,
                                      "ceremony_ends": completes_ceremony if ceremonies else None}
            if bot_level:
                kwargs["bot_level"] = bot_level
            table = LocalTable(setup, **kwargs)
        elif ceremonies:          # the computers wait for the ceremonies (net/pace.py)
            table.pace_ceremonies(completes_ceremony)
        persist = getattr(app, "persist", True) if autosave is None else autosave
        self.controller = Controller(setup, table, autosave=paths.autosave_path(FIEF.name) if persist else None)
        if persist:
            self.controller.autosave()
        self.ceremonies = ceremonies
        self.ceremony_queue = Ceremonies()       # owed to the table, played in order
        self.pieces = PieceLayer(self.board, self.renderer, app.settings.colourblind, self.scale) \
            if self.board is not None else None
        self.log_panel = LogPanel()
        self.mode: Mode | None = None
        self.mode_key: str | None = None
        self.acted = False             # rebuilding the control after this screen's own action
        self.asked: Asked | None = None
        self.your_turn = YourTurn(app)           # a sound, the window's flash (issue 36, item 5)
        self.memos: dict[tuple[Any, ...], dict[str, Any]] = {}
        self.handoff_key: str | None = None
        self.victory_shown = False
        self.left = LeftColumn()                 # the families' boards or the titles
        self.detail: str | None = None         # village whose detail card is open
        self.press: tuple[int, int] | None = None
        self.toast = ""
        self.toast_time = 0.0
        self.guides = PlayGuides()    # announcements, round summaries, tutorial, refusals (issue 20)
        self.time = 0.0
        self.click_guard = ClickGuard()    # a quick second click on a rebuilt decision (defect 10)
        self._banner: pygame.Surface | None = None
        self._banner_key: Any = None
        self.seen_view = self.seen_log = -1
        self.can_undo = False
        self.undo_refused = None        # why Undo is grey (its tooltip), the table's words
        self.hover_spot = None
        # Buttons of the scene (not of a decision).
        self.undo_button = Button(N_("Undo"), self.undo)
        self.screens = TableScreens(app, self.controller, lambda: self.refresh(force=True),
                                    self.show_toast, lambda: self.guides.refused)
        self.save_button = Button(N_("Save"), self.screens.save)
        self.rules_button = Button(N_("Rules (F1)"), self.screens.rules)
        self.menu_button = Button(N_("Menu"), self.screens.menu)
        self.families_tab = Button(N_("Families"), lambda: self.set_tab("families"))
        self.titles_tab = Button(N_("Titles"), lambda: self.set_tab("titles"))
        self.decision_panel = DecisionPanel(self.show_hand, self.hide_hand, self.screens.diplomacy,
                                            self.screens.reactions, self.screens.refused_rule,
                                            lambda: self.guides.refused)
        self.hand_button, self.hide_button, self.diplomacy_button, self.reactions_button = \
            self.decision_panel.buttons
        self.lan_side = LanSide(self.controller, self.show_toast)   # chat, away seats, the link
        self.chat = self.lan_side.chat
        self.stand_in_button = self.lan_side.stand_in_button
        for b in (self.undo_button, self.save_button, self.rules_button, self.menu_button,
                  self.families_tab, self.titles_tab, self.hand_button, self.hide_button,
                  self.diplomacy_button, self.reactions_button, self.stand_in_button,
                  self.decision_panel.rule_button):
            self.form.add(b)
        self.resize(self.size)
        self.refresh(force=True)
        self.ceremony_queue.clear()          # a loaded game's past is not owed again,
        self.guides.forget_past()            # nor are its banners
        if "lan" in setup.seats and not self.controller.lan:
            self.show_toast(_("Network seats are played by the computer in a game started here; "
                              "host a LAN game to seat players over the network."))

    def settings_changed(self) -> None:
        if self.pieces is not None:
            self.pieces.set_colourblind(self.app.settings.colourblind)
        self.left.forget()
        self._banner = None
        super().settings_changed()
        self.mode_key = None     # the decision and the chronicle in the new language at once,
        self.choose_mode()       # under the menu that changed it too (issue 36, defect 9)
        self.seen_log = self.controller.log_version
        read_chronicle(self.log_panel, self.controller, self.app.settings.colourblind)

    # ----- reading the game ------------------------------------------------------------------
    def memo_for(self, asked: Asked) -> dict[str, Any]:
        view = asked.view
        key = (asked.seat, view.get("round"), view.get("step"), asked.kind)
        if key not in self.memos:
            self.memos = {k: v for k, v in self.memos.items() if k[1] == view.get("round")}
            self.memos[key] = {}
        return self.memos[key]

    def refresh(self, force: bool = False) -> None:
        """Poll the session and bring the screen up to date."""
        c = self.controller
        changed = c.poll()
        if changed or force:
            for _i in range(20):              # each pass may open the next window at once
                if not c.auto_answer():
                    break
                changed = True
        if changed or force or c.view_version != self.seen_view:
            self.seen_view = c.view_version
            view = c.shown_view()
            if self.pieces is not None:
                self.pieces.set_view(view)
            self.left.forget()
            self.undo_refused = c.undo_refusal()
            self.can_undo = self.undo_refused is None
            self.choose_mode()
        if c.log_version != self.seen_log:
            self.seen_log = c.log_version
            read_chronicle(self.log_panel, c, self.app.settings.colourblind)
        if c.new_events:
            events, c.new_events = c.new_events, []
            self.on_events(events)
        if c.finished and not self.victory_shown and self.active and not self.ceremony_queue.queue:
            self.victory_shown = True
            self.stack.push(VictoryScene(self.app, c.public, c.kinds, [e.event for e in c.log]))

    def choose_mode(self) -> None:
        c = self.controller
        self.asked = asked = c.current()
        self.your_turn.see(asked.seat if asked is not None else None)
        self.decision_panel.show_buttons(c, asked, self.px)
        if asked is None:
            self.set_mode(None, None)
            return
        if c.needs_handoff(asked):
            self.set_mode(None, None)
            if self.handoff_key != asked.key and self.active:
                self.handoff_key = asked.key
                self.push_handoff(asked.seat, asked.kind)
            return
        key = f"{asked.key}@{asked.view.get('move')}:{c.revealed}"
        if key != self.mode_key:
            self.mode_key = key
            old = None if self.acted else self.mode
            mode = control_for(self, asked, old)
            self.set_mode(mode, key, guard=not continues(old, mode))

    def set_mode(self, mode: Mode | None, key: str | None, guard: bool = True) -> None:
        self.mode = mode
        if mode is None:
            self.mode_key = None
        else:
            for w in mode.form.widgets:
                w.scale = self.scale
            mode.layout(self.mode_area())
            if guard:                        # its buttons may have changed under the pointer
                self.click_guard.rebuilt()
            self.guides.announcer.catch_up()     # the banner tells what is asked, not older news

    def push_handoff(self, seat: int, kind: str) -> None:
        c = self.controller
        self.stack.push(HandoffScene(self.app, seat, c.name(seat), c.colour(seat),
                                     reason_for(kind, c.name(seat)), self.confirm_handoff))

    def confirm_handoff(self, seat: int) -> None:
        self.controller.reveal(seat)
        self.mode_key = None
        self.refresh(force=True)
        self.next_ceremony()                 # what the table was owed behind the hand-off

    def show_hand(self) -> None:
        if self.asked is not None:
            self.handoff_key = self.asked.key
            self.push_handoff(self.asked.seat, "show")

    def hide_hand(self) -> None:
        self.controller.reveal(None)
        self.handoff_key = None
        self.mode_key = None
        self.refresh(force=True)

    def on_events(self, events: list[dict[str, Any]]) -> None:
        """New public events: a moving group travels along its road, the villages named pulse,
        a few events sound; a ceremony opens if asked to."""
        self.overlays.note(events, self.time)
        sound_events(self.app, events)
        summary = self.guides.on_events(events, self.controller.public)
        if self.ceremonies:                     # nobody at this screen: summaries go on alone
            self.ceremony_queue.note(events, summary, unattended=not self.controller.humans)
            self.next_ceremony()

    def next_ceremony(self) -> None:
        """Open the next queued ceremony when the table is on top (a hand-off comes first);
        with none left, the computers waiting for them play on."""
        if self.active and not self.controller.needs_handoff():
            if not self.ceremony_queue.open_next(self.app, self.controller):
                self.controller.ceremonies_shown()

    # ----- actions ---------------------------------------------------------------------------
    def submit(self, seat: int, action: dict[str, Any]) -> bool:
        outcome = self.controller.submit(seat, action)
        self.guides.refused = None if outcome.ok else outcome   # F1 links to the rule that refused
        if not outcome.ok:
            said = said_refusal(outcome)
            self.show_toast(said)
            if self.mode is not None:
                self.mode.error = said
            return False
        self.toast = ""
        self.refresh_anew()
        return True

    def refresh_anew(self) -> None:
        """``refresh``, the control rebuilt without the selection of the one it replaces: the
        selection went into the action just taken, or was made on the position taken back."""
        self.acted = True
        try:
            self.refresh(force=True)
        finally:
            self.acted = False

    def undo(self) -> None:
        if self.controller.undo():
            self.ceremony_queue.clear()          # what undo replays was shown already
            self.controller.autosave()
            self.mode_key = None
            self.seen_log = -1
            self.refresh_anew()
            self.show_toast(_("Your last move was taken back."))
        else:
            self.show_toast(self.undo_reason() or _(NOTHING))

    def open_menu(self) -> None:
        self.screens.menu()

    def refresh_lan(self, dt: float = AWAY_CHECK) -> None:
        self.lan_side.refresh(self.app.settings.colourblind, dt)

    def set_tab(self, tab: str) -> None:
        self.left.set_tab(tab)

    # ----- input -----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if self.chat is not None and self.chat.handle_event(event):
            return None
        if self.guides.handle(event):
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.read_rule(event.pos):
            return None
        if event.type == pygame.KEYDOWN and table_shortcut(self, event, before_widgets=True):
            return None
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and (
                self.mode_area().collidepoint(event.pos) or self.click_guard.swallowing) \
                and self.click_guard.ignores(event, self.scale):
            return None
        # The scene's own buttons, then the decision's widgets. Keys reach the widgets only to
        # move the focus among the decision's controls and use the focused one; the arrows keep
        # panning the map.
        if event.type != pygame.KEYDOWN and self.form.handle_event(event):
            return None
        if self.mode is not None and (event.type != pygame.KEYDOWN or self.widget_key(event)):
            if self.mode.handle_event(event):
                return None
        if self.log_panel.handle_event(event, self.mouse):
            return None
        if event.type == pygame.MOUSEWHEEL and self.left_rect.collidepoint(self.mouse):
            self.left.scroll_by(-event.y * self.px(40))
            return None
        if event.type == pygame.KEYDOWN and table_shortcut(self, event, before_widgets=False):
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not self.view.collidepoint(event.pos):
                return None
            self.press = event.pos
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.press is not None:
            start, self.press = self.press, None
            if math.dist(start, event.pos) <= CLICK_SLOP * self.scale:
                result = super().handle_event(event)     # ends the drag
                self.click_map(event.pos)
                return result
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and not self.view.collidepoint(
                getattr(event, "pos", (0, 0))) and self.drag_last is None:
            return None
        return super().handle_event(event)

    def widget_key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_TAB or pygame.K_1 <= event.key <= pygame.K_9:
            return True
        focus = self.mode.form.focus if self.mode is not None else None
        return focus is not None and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE,
                                                   pygame.K_LEFT, pygame.K_RIGHT, pygame.K_BACKSPACE)

    # ----- time ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        self.click_guard.tick(dt)
        super().update(dt)
        self.form.update(dt)
        if self.chat is not None:
            self.chat.update(dt)
        if self.mode is not None:
            self.mode.update(dt)
        self.refresh()
        self.guides.update(self, dt, self.controller.public)
        self.refresh_lan(dt)
        self.decision_panel.place_reactions(self.controller, self.px)   # a setting just ticked shows it
        if self.active and (dialog := paused_dialog(self.app, self.controller)) is not None:
            self.stack.push(dialog)     # the game cannot be saved: the players choose (fault 2)

    def resume(self) -> None:
        self.refresh(force=True)
        self.refresh_lan()
        self.next_ceremony()

    def pause(self) -> None:
        super().pause()
        self.click_guard.forget()            # time passes in the screen opened over the table
        self.press = None

    def shutdown(self) -> None:
        try:
            if self.controller.autosave_path is not None:
                self.controller.autosave(wait=True)
        finally:
            self.controller.close()


__all__ = ["PlayScene"]

"""The in-game scene: the board with its pieces, the families, the titles, the chronicle, and the
control of whatever the engine asks of a player at this screen.

It reads everything from the session through ``game.controller.Controller`` (views, events,
decisions) and decides nothing: the decision panel shows the mode ``game.ui.decisions.mode_for``
builds for the current decision, clicks on the map go to that mode, and the action it chooses is
submitted through the session. Computer seats play in the session's worker thread; the scene
only polls, so it stays responsive while they think.

Hot-seat privacy: a decision that shows a player's private information waits behind a hand-off
screen (``HandoffScene``) naming that player; only then is the player's own view shown. Public
information is never hidden.

Keys: F1 rules of the step, Ctrl+Z undo, Ctrl+S save, T families/titles, Esc menu; the board's
pan and zoom keys (arrows, +/-, Home).

LAN games (hosted here, or one seat of a game hosted elsewhere through ``game.lan.RemoteTable``)
add a chat panel beside the chronicle (public lines, or private to one seat), have no undo, and
when the link to the host drops say so in a banner while the session rejoins with its token.
"""
from __future__ import annotations

import logging
import math
from pathlib import Path
from typing import Any

import pygame

from engine.fief.api import View
from game import i18n, lan, paths
from game import table as seating
from game.anim.cast import Cast
from game.anim.feed import StaticFeed
from game.audio import audio_for
from game.controller import Asked, Controller
from game.i18n import N_, _
from game.local_table import LocalTable, read_game
from game.render import decor, fonts
from game.render import palette as pal
from game.render.pieces import PieceLayer
from game.scenes import battle, marriage
from game.scenes.board import BoardScene
from game.scenes.diplomacy import DiplomacyScene
from game.scenes.election import ElectionScene
from game.scenes.handoff import HandoffScene, reason_for
from game.scenes.overlays import PauseScene
from game.scenes.play_panel import banner_image, draw_decision_panel, waiting_text
from game.scenes.rules_help import RulesHelpScene
from game.scenes.save_game import SaveGameScene
from game.scenes.stack import Shell
from game.scenes.victory import VictoryScene
from game.table import TableSetup
from game.ui.action_texts import refusal_text
from game.ui.chat_panel import ChatPanel
from game.ui.decisions import Mode, mode_for
from game.ui.decisions.controls import fit_text
from game.ui.decisions.generic import GenericMode
from game.ui.family_board import FamilyBoards
from game.ui.log_panel import Line, LogPanel
from game.ui.map_cards import absent_seat, spot_lines, text_card, village_lines
from game.ui.map_overlays import MapOverlays
from game.ui.texts import (
    STEP_NAMES,
    banner_texts,
    event_text,
    seats_in,
)
from game.ui.titles_panel import titles_panel
from game.ui.widgets import Button
from net.lobby import LobbyError

log = logging.getLogger(__name__)
CLICK_SLOP = 6          # pixels a press may move and still be a click, not a drag
AWAY_CHECK = 0.5        # seconds between two readings of the LAN seats on the host
EVENT_SOUNDS = {"round_started": "horn", "title_bought": "fanfare", "crown_passed": "fanfare",
                "lord_died": "knell", "lord_captured": "chains", "married": "bells",
                "game_won": "fanfare", "recruited": "steel", "built": "thud"}


class SceneEnv:
    """What a decision mode may use (``game.ui.decisions.base.Env``)."""

    def __init__(self, scene: "PlayScene", asked: Asked) -> None:
        self.scene = scene
        self.seat = asked.seat
        self.decision = asked.decision
        self.view = asked.view
        self.names = scene.controller.names
        self.memo = scene.memo_for(asked)

    @property
    def scale(self) -> float:
        return self.scene.scale

    @property
    def colourblind(self) -> bool:
        return self.scene.app.settings.colourblind

    @property
    def revealed(self) -> bool:
        return self.scene.controller.revealed == self.seat

    def px(self, value: float) -> int:
        return self.scene.px(value)

    def submit(self, action: dict[str, Any]) -> bool:
        return self.scene.submit(self.seat, action)

    def legal(self) -> list[dict[str, Any]]:
        return self.scene.controller.legal(self.seat)

    def skip_window(self, moment: str, on: bool) -> None:
        self.scene.controller.skip_window(self.seat, moment, on)

    def skipped(self, moment: str) -> bool:
        return moment in self.scene.controller.skip_moments.get(self.seat, set())

    def neighbours(self, village: str) -> list[str]:
        board = self.scene.board
        if board is None:
            return []
        out = [r.end for r in board.roads if r.start == village]
        out += [r.start for r in board.roads if r.end == village]
        return sorted(set(out))


class PlayScene(BoardScene):
    """A game at this screen, from the first decision to the victory screen."""

    def __init__(self, app: Shell, setup: TableSetup, *, table: LocalTable | lan.RemoteTable | None = None,
                 bot_delay: float | None = None, autosave: bool | None = None,
                 bot_level: str | None = None, ceremonies: bool = True) -> None:
        self.setup = setup
        self.left_w = self.right_w = 0
        self.overlays = MapOverlays()          # journeys, pulses and rings over the map
        super().__init__(app, setup)
        if table is None:
            kwargs: dict[str, Any] = {"bot_delay": seating.BOT_DELAY if bot_delay is None else bot_delay}
            if bot_level:
                kwargs["bot_level"] = bot_level
            table = LocalTable(setup, **kwargs)
        persist = getattr(app, "persist", True) if autosave is None else autosave
        self.controller = Controller(setup, table, autosave=paths.autosave_path() if persist else None)
        if persist:
            self.controller.autosave()
        self.ceremonies = ceremonies
        self.pieces = PieceLayer(self.board, self.renderer, app.settings.colourblind, self.scale) \
            if self.board is not None else None
        self.log_panel = LogPanel()
        self.mode: Mode | None = None
        self.mode_key: str | None = None
        self.asked: Asked | None = None
        self.memos: dict[tuple[Any, ...], dict[str, Any]] = {}
        self.handoff_key: str | None = None
        self.victory_shown = False
        self.tab = "families"
        self.detail: str | None = None         # village whose detail card is open
        self.press: tuple[int, int] | None = None
        self.toast = ""
        self.toast_time = 0.0
        self.time = 0.0
        self.left_scroll = 0
        self._left: pygame.Surface | None = None
        self._left_key: Any = None
        self.family_boards = FamilyBoards()
        self._banner: pygame.Surface | None = None
        self._banner_key: Any = None
        self.seen_view = -1
        self.seen_log = -1
        self.can_undo = False
        self.hover_spot = None
        # Buttons of the scene (not of a decision).
        self.undo_button = Button(N_("Undo"), self.undo)
        self.save_button = Button(N_("Save"), self.open_save_dialog)
        self.rules_button = Button(N_("Rules (F1)"), self.open_rules)
        self.menu_button = Button(N_("Menu"), self.open_menu)
        self.families_tab = Button(N_("Families"), lambda: self.set_tab("families"))
        self.titles_tab = Button(N_("Titles"), lambda: self.set_tab("titles"))
        self.hand_button = Button(N_("Show my hand"), self.show_hand)
        self.hide_button = Button(N_("Hide my hand"), self.hide_hand)
        self.diplomacy_button = Button(N_("Diplomacy and gifts"), self.open_diplomacy)
        self.stand_in_button = Button(self.stand_in_label, self.hand_away_seat)
        for b in (self.undo_button, self.save_button, self.rules_button, self.menu_button,
                  self.families_tab, self.titles_tab, self.hand_button, self.hide_button,
                  self.diplomacy_button, self.stand_in_button):
            self.form.add(b)
        self.undo_button.visible = not self.controller.lan
        self.stand_in_button.visible = False
        self.absent: dict[str, Any] | None = None   # a LAN seat the host may hand over or back
        self.away_clock = 0.0
        self.chat = ChatPanel(self.send_chat) if self.controller.lan else None
        self.seen_chat = -1
        self.resize(self.size)
        self.refresh(force=True)
        if "lan" in setup.seats and not self.controller.lan:
            self.show_toast(_("Network seats are played by the computer in a game started here; "
                              "host a LAN game to seat players over the network."))

    # ----- layout ----------------------------------------------------------------------------
    @property
    def view(self) -> pygame.Rect:           # the map's area on screen (BoardScene's name)
        w, h = self.size
        return pygame.Rect(self.left_w, self.top_h, max(1, w - self.left_w - self.right_w),
                           max(1, h - self.top_h - self.bottom_h))

    def layout(self) -> None:
        """Families on the left, the decision on the right, the map between them and the
        chronicle under the map (in the height a wide window leaves below a fitted map)."""
        w, h = self.size
        px = self.px
        self.left_w = min(px(320), w // 4)
        self.right_w = min(px(340), w // 4)
        middle = w - self.left_w - self.right_w
        super().layout()                      # BoardScene's bars; ours replace them below
        self.top_h = px(62)
        board_h = middle / 1.5 if self.board is None else middle * self.board.height / self.board.width
        spare = (h - self.top_h) - board_h
        self.bottom_h = int(max(px(170), min(spare, (h - self.top_h) * 0.42)))
        if self.camera is not None:
            self.camera.set_view((self.view.x, self.view.y, self.view.width, self.view.height))
        if not hasattr(self, "hide_button"):
            return                            # called by BoardScene.__init__, before our widgets
        self.left_rect = pygame.Rect(0, self.top_h, self.left_w, h - self.top_h)
        self.right_rect = pygame.Rect(w - self.right_w, self.top_h, self.right_w, h - self.top_h)
        self.panel_rect = pygame.Rect(self.right_rect)
        self.log_rect = pygame.Rect(self.left_w, h - self.bottom_h, middle, self.bottom_h)
        chat = getattr(self, "chat", None)         # absent until __init__ made it
        if chat is not None:
            chat_w = max(px(260), middle * 2 // 5)
            self.log_rect.width -= chat_w
            chat.layout(pygame.Rect(self.log_rect.right, self.log_rect.y, chat_w,
                                         self.log_rect.height), self.scale)
            self.stand_in_button.rect = pygame.Rect(self.left_w + px(12), self.log_rect.y - px(44),
                                                    px(420), px(36))
        # Top bar buttons, right-aligned.
        bw, bh = px(104), px(36)
        x = w - px(12)
        for b in (self.menu_button, self.save_button, self.rules_button, self.undo_button):
            width = bw + (px(24) if b is self.rules_button else 0)
            b.rect = pygame.Rect(x - width, (self.top_h - bh) // 2, width, bh)
            x -= width + px(8)
        self.buttons_left = x
        tw = (self.left_w - px(24)) // 2
        self.families_tab.rect = pygame.Rect(px(8), self.top_h + px(8), tw, px(32))
        self.titles_tab.rect = pygame.Rect(px(16) + tw, self.top_h + px(8), tw, px(32))
        self.left_content = pygame.Rect(px(6), self.families_tab.rect.bottom + px(8), self.left_w - px(12),
                                        h - self.families_tab.rect.bottom - px(14))
        for b in (self.hand_button, self.hide_button):
            b.rect = pygame.Rect(self.panel_rect.x + px(12), self.panel_rect.bottom - px(40),
                                 self.panel_rect.width - px(24), px(34))
        self.diplomacy_button.rect = pygame.Rect(self.panel_rect.x + px(12), self.panel_rect.bottom - px(80),
                                                 self.panel_rect.width - px(24), px(34))
        for each in self.form.widgets:
            each.scale = self.scale
        self.log_panel.layout(self.log_rect, self.scale)
        pieces = getattr(self, "pieces", None)
        if pieces is not None:
            pieces.scale = self.scale
            pieces.sprites.clear()
        self._left = self._banner = None
        mode = getattr(self, "mode", None)
        if mode is not None:
            mode.layout(self.mode_area())

    def mode_area(self) -> pygame.Rect:
        px = self.px
        top = self.panel_rect.y + px(84)
        bottom = self.panel_rect.bottom - px(12)
        if self.hand_button.visible or self.hide_button.visible:
            bottom -= px(44)
        if self.diplomacy_button.visible:
            bottom -= px(40)
        return pygame.Rect(self.panel_rect.x + px(14), top, self.panel_rect.width - px(28), bottom - top)

    def settings_changed(self) -> None:
        if self.pieces is not None:
            self.pieces.set_colourblind(self.app.settings.colourblind)
        self._left = self._banner = None
        self.seen_log = -1
        super().settings_changed()
        self.mode_key = None

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
            self._left = None
            self.can_undo = c.can_undo()
            self.choose_mode()
        if c.log_version != self.seen_log:
            self.seen_log = c.log_version
            language = i18n.language()
            lines = []
            for e in c.private_log():
                if e.line is None or e.line[0] != language:
                    e.line = (language, Line(event_text(e.event, c.names), frozenset(seats_in(e.event)),
                                             e.private_to is not None, e.event.get("kind", "")))
                lines.append(e.line[1])
            self.log_panel.set_lines(lines)
            colourblind = self.app.settings.colourblind
            self.log_panel.set_players([(c.names[i], pal.family(c.colours[i], colourblind), c.colours[i])
                                        for i in range(len(c.names))])
        if c.new_events:
            events, c.new_events = c.new_events, []
            self.on_events(events)
        if c.finished and not self.victory_shown and self.active:
            self.victory_shown = True

            self.stack.push(VictoryScene(self.app, c.public, c.kinds))

    def choose_mode(self) -> None:
        c = self.controller
        asked = c.current()
        self.asked = asked
        reveal_possible = len(c.humans) > 1
        self.hand_button.visible = bool(reveal_possible and asked is not None and c.revealed != asked.seat)
        self.hide_button.visible = bool(reveal_possible and c.revealed is not None)
        if not reveal_possible:
            self.hand_button.visible = self.hide_button.visible = False
        self.diplomacy_button.visible = c.revealed is not None and not c.finished
        if not self.hide_button.visible and not self.hand_button.visible:
            self.diplomacy_button.rect.bottom = self.panel_rect.bottom - self.px(6)
        else:
            self.diplomacy_button.rect.bottom = self.panel_rect.bottom - self.px(46)
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
            try:
                mode = mode_for(SceneEnv(self, asked))
            except Exception:  # noqa: BLE001 - a broken control must not stop the game
                log.exception("cannot build the control of %s", asked.kind)

                mode = GenericMode(SceneEnv(self, asked))
            self.set_mode(mode, key)

    def set_mode(self, mode: Mode | None, key: str | None) -> None:
        self.mode = mode
        if mode is None:
            self.mode_key = None
        else:
            for w in mode.form.widgets:
                w.scale = self.scale
            mode.layout(self.mode_area())

    def push_handoff(self, seat: int, kind: str) -> None:
        c = self.controller
        self.stack.push(HandoffScene(self.app, seat, c.name(seat), c.colour(seat),
                                     reason_for(kind, c.name(seat)), self.confirm_handoff))

    def confirm_handoff(self, seat: int) -> None:
        self.controller.reveal(seat)
        self.mode_key = None
        self.refresh(force=True)

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
        sounds = [EVENT_SOUNDS[e["kind"]] for e in events if e.get("kind") in EVENT_SOUNDS]
        if sounds:
            try:
                audio = audio_for(self.app)
                for name in dict.fromkeys(sounds):
                    audio.play(name, 0.6)
            except Exception:  # noqa: BLE001 - sound is a nicety
                log.debug("no sound", exc_info=True)
        if self.ceremonies and self.active:
            self.maybe_ceremony(events)

    def maybe_ceremony(self, events: list[dict[str, Any]]) -> None:
        """A battle opens the battle scene (which also takes the battle's decisions); a wedding
        and the outcome of an election are replayed as ceremonies that ask nothing."""
        c = self.controller
        for event in events:
            kind = event.get("kind")
            try:
                if kind == "battle_declared":
                    # The event came from the public reader: the feed reads the same numbering.
                    battle.open_scene(self.app, c.session, event, reader=None, seats=c.humans)
                    return
                if kind == "married":
                    marriage.open_scene(self.app, c.session, event, reader=None)
                    return
                if kind in ("election_result", "election_cancelled"):
                    self.replay_election(event.get("item"))
                    return
            except Exception:  # noqa: BLE001 - a ceremony failing must not stop the game
                log.exception("cannot open the ceremony of %s", kind)
                return

    def replay_election(self, item: Any) -> None:
        """The election's public events of this round, shown by the election ceremony."""

        round_now = self.controller.public.get("round")
        events = [e.event for e in self.controller.log if e.private_to is None and e.round == round_now
                  and e.event.get("item") == item]
        if not any(e.get("kind") in ("candidate_declared", "candidates_declared") for e in events):
            return                            # nobody stood: nothing to show
        plain = [{k: v for k, v in e.items() if k != "seq"} for e in events]
        scene = ElectionScene(self.app, StaticFeed(plain), cast=Cast.from_view(self.controller.public),
                              item=item)
        self.stack.push(scene)

    # ----- actions ---------------------------------------------------------------------------
    def submit(self, seat: int, action: dict[str, Any]) -> bool:
        outcome = self.controller.submit(seat, action)
        if not outcome.ok:
            self.show_toast(refusal_text(outcome.message))
            if self.mode is not None:
                self.mode.error = refusal_text(outcome.message)
            return False
        self.toast = ""
        self.refresh(force=True)
        return True

    def show_toast(self, text: str) -> None:
        self.toast = text
        self.toast_time = self.time

    def undo(self) -> None:
        if self.controller.undo():
            self.controller.autosave()
            self.mode_key = None
            self.seen_log = -1
            self.refresh(force=True)
            self.show_toast(_("Your last move was taken back."))
        else:
            self.show_toast(_("Nothing to undo: a die was rolled, a card seen, or the step confirmed."))

    def open_rules(self) -> None:
        step = self.controller.public.get("step")
        if step not in STEP_NAMES:
            step = next((f.get("kind") for f in self.controller.public.get("frames", [])[:1]), step)
        self.stack.push(RulesHelpScene(self.app, step))

    def open_diplomacy(self) -> None:
        seat = self.controller.revealed
        if seat is None or seat not in self.controller.views:
            return

        def submit(seat: int, action: dict[str, Any]) -> Any:
            outcome = self.controller.submit(seat, action)
            if outcome.ok:
                self.refresh(force=True)
            return outcome

        self.stack.push(DiplomacyScene(self.app, seat, self.controller.views[seat],
                                       self.controller.names, submit))

    def open_menu(self) -> None:
        self.stack.push(PauseScene(self.app))

    def open_save_dialog(self) -> None:
        if self.controller.table.public_reader:
            self.stack.push(SaveGameScene(self.app, self.controller))
            return
        table = self.controller.table
        if not isinstance(table, lan.RemoteTable):
            return
        try:                                  # one seat over the LAN: the game is the host's
            where = table.save()
        except (RuntimeError, OSError) as exc:
            self.show_toast(_("The host could not save the game ({error}).").format(error=exc))
            return
        self.show_toast(_("The host saved the game in {path} (on the host's machine).").format(
            path=where))

    # --- LAN: chat, away players, the link to the host ---------------------------------------
    def send_chat(self, text: str, to: int | None) -> str | None:
        outcome = self.controller.say(text, to)
        return None if outcome.ok else _(outcome.message)

    def refresh_lan(self, dt: float = AWAY_CHECK) -> None:
        """The chat lines and, on the host, the LAN seats whose player is away."""
        c = self.controller
        if self.chat is None:
            return
        self.away_clock += dt
        if c.chat_version != self.seen_chat or c.view_version != self.seen_view:
            self.seen_chat = c.chat_version
            colourblind = self.app.settings.colourblind
            self.chat.set_seats(c.names, [pal.family(col, colourblind) for col in c.colours],
                                c.speaker(), private=True)
            self.chat.set_lines(c.chat_lines())
        if c.table.public_reader and self.away_clock >= AWAY_CHECK:
            self.away_clock = 0.0
            self.absent = absent_seat(c.seats_info())
            self.stand_in_button.visible = self.absent is not None and not c.finished

    def stand_in_label(self) -> str:
        seat = self.absent or {}
        name = seat.get("name", "?")
        if seat.get("stand_in"):
            return _("{name} is back: give the seat back").format(name=name)
        return _("{name} is away: let the computer play").format(name=name)

    def hand_away_seat(self) -> None:
        """The host's choice: a computer plays an absent player's seat, or stops when the
        player is back (``net`` never decides this by itself)."""
        if self.absent is None:
            return
        seat, handing = int(self.absent["seat"]), not self.absent.get("stand_in")
        table = self.controller.table
        if isinstance(table, LocalTable):
            table.authority.hand_to_computer(seat, handing)
        self.absent = None
        self.stand_in_button.visible = False
        name = self.controller.name(seat)
        self.show_toast(_("The computer plays for {name}.").format(name=name) if handing else
                        _("{name} plays again.").format(name=name))

    def draw_connection(self, surface: pygame.Surface) -> None:
        state, reason = self.controller.connection, self.controller.connection_reason
        if state is None:
            return
        texts = {"lost": _("The connection to the host was lost; trying again with your seat's "
                           "token…"),
                 "refused": _("The host no longer knows this seat; the game cannot go on here."),
                 "closed": _("The host ended the connection: {reason}").format(
                     reason=_(reason) if reason else "-")}
        text = texts.get(state, texts["lost"])
        px = self.px
        rect = pygame.Rect(0, 0, min(px(820), self.view.width - px(40)), px(50))
        rect.midtop = (self.view.centerx, self.view.y + px(12))
        decor.panel(surface, rect, self.scale * 0.7, fill=pal.PARCHMENT_LIGHT)
        fit_text(surface, text, rect.inflate(-px(24), -px(6)), "bold", px(19), pal.ERROR)

    def set_tab(self, tab: str) -> None:
        self.tab = tab
        self.left_scroll = 0
        self._left = None

    # ----- input -----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if self.chat is not None and self.chat.handle_event(event):
            return None
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_F1:
                self.open_rules()
                return None
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.undo()
                return None
            if event.key == pygame.K_s and event.mod & pygame.KMOD_CTRL:
                self.open_save_dialog()
                return None
            if event.key == pygame.K_ESCAPE and self.detail is not None:
                self.detail = None
                return None
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
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
            self.left_scroll = max(0, self.left_scroll - event.y * self.px(40))
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_t and not event.mod & pygame.KMOD_CTRL:
            self.set_tab("titles" if self.tab == "families" else "families")
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

    def click_map(self, pos: tuple[int, int]) -> None:
        if not self.view.collidepoint(pos):
            return
        spot = self.pieces.hit(pos) if self.pieces is not None else None
        if spot is not None and spot.kind in ("lord", "captive") and self.mode is not None:
            if self.mode.click_lord(spot.key[0]):
                return
        village = self.village_at(pos)
        if village is None and spot is not None and spot.kind in ("stack", "fort", "controller", "mills",
                                                                  "engine", "relic", "lord", "captive"):
            name = spot.key[0] if spot.kind not in ("lord", "captive") else self.lord_village(spot.key[0])
            village = self.board.village(name) if name and self.board is not None else None
        if village is None:
            self.detail = None
            return
        if self.mode is not None and self.mode.click_village(village.name):
            self.detail = None
            return
        self.detail = None if self.detail == village.name else village.name

    def lord_village(self, name: str) -> str | None:
        for lord in self.controller.shown_view().get("lords", []):
            if lord["name"] == name:
                return lord.get("village")
        return None

    # ----- time ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        super().update(dt)
        self.form.update(dt)
        if self.chat is not None:
            self.chat.update(dt)
        if self.mode is not None:
            self.mode.update(dt)
        self.refresh()
        self.refresh_lan(dt)

    def resume(self) -> None:
        self.refresh(force=True)
        self.refresh_lan()

    def pause(self) -> None:
        super().pause()
        self.press = None

    def shutdown(self) -> None:
        try:
            if self.controller.autosave_path is not None:
                self.controller.autosave(wait=True)
        finally:
            self.controller.close()

    # ----- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        view = self.view
        if self.camera is None or self.renderer is None:
            self.background(surface)
            self._draw_map_error(surface)
        else:
            if not self.renderer.covers(self.camera):
                surface.blit(decor.parchment(self.size), view.topleft, view)
            clip = surface.get_clip()
            surface.set_clip(view)
            self.renderer.draw(surface, self.camera)
            marks = self.mode.highlights() if self.mode is not None else {}
            lords = self.mode.lord_highlights() if self.mode is not None else set()
            if self.board is not None:
                self.overlays.draw_highlights(surface, marks, self.board, self.camera,
                                              self.renderer, self.time, self.px)
            if self.pieces is not None:
                self.pieces.draw(surface, self.camera)
                self.overlays.draw_lord_marks(surface, lords, self.pieces, self.time, self.px)
            if self.board is not None:
                self.overlays.draw_pulses(surface, self.board, self.camera, self.time, self.px)
                if self.pieces is not None:
                    self.overlays.draw_travels(surface, self.board, self.pieces, self.camera,
                                               self.time, self.px)
            if self.hovered is not None:
                self._draw_hover(surface, self.hovered)
            surface.set_clip(clip)
        self.draw_left(surface)
        self.draw_right(surface)
        self.draw_banner(surface)
        if self.chat is not None:
            self.chat.draw(surface)
        self.form.draw(surface)
        if self.detail is not None:
            self.draw_detail(surface, self.detail)
        self.draw_tooltip(surface)
        self.draw_toast(surface)
        self.draw_connection(surface)

    # --- the left column: families or titles ------------------------------------------------
    def draw_left(self, surface: pygame.Surface) -> None:
        rect = self.left_rect
        c = self.controller
        key = (self.seen_view, self.tab, rect.size, c.revealed, self.left_scroll, self.scale,
               self.app.settings.colourblind, self.asked.seat if self.asked else None)
        if self._left is None or self._left_key != key:
            self._left_key = key
            self._left = self.render_left(rect.size)
        surface.blit(self._left, rect.topleft)
        self.families_tab.primary = self.tab == "families"
        self.titles_tab.primary = self.tab == "titles"

    def render_left(self, size: tuple[int, int]) -> pygame.Surface:
        px = self.px
        surf = pygame.Surface(size)
        surf.blit(decor.parchment(self.size), (0, 0), pygame.Rect(0, self.top_h, *size))
        pygame.draw.line(surf, pal.GOLD_DARK, (size[0] - 2, 0), (size[0] - 2, size[1]), 2)
        c = self.controller
        view = c.shown_view()
        area = self.left_content.move(0, -self.top_h)
        colourblind = self.app.settings.colourblind
        if self.tab == "titles":
            content = titles_panel(view, area.width, self.scale, colourblind)
            boards = [content]
        else:
            boards = self.family_boards.boards(view, width=area.width, scale=self.scale,
                                               colourblind=colourblind, revealed=c.revealed,
                                               acting=set(c.waiting_for()), kinds=c.setup.seats)
        total = sum(b.get_height() for b in boards) + px(6) * len(boards)
        self.left_scroll = max(0, min(self.left_scroll, max(0, total - area.height)))
        clip = surf.get_clip()
        surf.set_clip(area)
        y = area.y - self.left_scroll
        for board in boards:
            surf.blit(board, (area.x, y))
            y += board.get_height() + px(6)
        surf.set_clip(clip)
        if total > area.height:
            hint = fonts.text(_("wheel: more"), "italic", px(13), pal.INK_SOFT)
            surf.blit(hint, hint.get_rect(bottomright=(area.right, size[1] - px(2))))
        return surf.convert() if pygame.display.get_surface() else surf

    # --- the right column: the decision and the chronicle ----------------------------------
    def draw_right(self, surface: pygame.Surface) -> None:
        rect = self.right_rect
        surface.blit(decor.parchment(self.size), rect.topleft, rect)
        pygame.draw.line(surface, pal.GOLD_DARK, (rect.x + 1, rect.y), (rect.x + 1, rect.bottom), 2)
        self.draw_panel(surface)
        self.log_panel.draw(surface)
        pygame.draw.line(surface, pal.GOLD_DARK, self.log_rect.topleft, self.log_rect.topright, 2)

    def draw_panel(self, surface: pygame.Surface) -> None:
        panel = self.panel_rect.inflate(-self.px(8), -self.px(8))
        lowered = self.hand_button.visible or self.hide_button.visible
        draw_decision_panel(surface, panel, self.controller, self.asked, self.mode, self.px,
                            self.app.settings.colourblind, lowered, self.time)

    def waiting_text(self) -> str:
        return waiting_text(self.controller)

    # --- the banner -------------------------------------------------------------------------
    def banner_texts(self) -> tuple[str, str]:
        return banner_texts(self.controller.public, self.controller.names)

    def draw_banner(self, surface: pygame.Surface) -> None:
        head, sub = self.banner_texts()
        view = self.controller.public
        key = (head, sub, self.size, self.scale, view.get("disaster_track"), self.buttons_left)
        if self._banner is None or self._banner_key != key:
            self._banner_key = key
            self._banner = self.render_banner(head, sub, view)
        surface.blit(self._banner, (0, 0))
        self.undo_button.enabled = self.can_undo

    def render_banner(self, head: str, sub: str, view: View) -> pygame.Surface:
        return banner_image(head, sub, int(view.get("disaster_track") or 0),
                            (self.size[0], self.top_h), self.buttons_left, self.px)

    # --- village detail and tooltips ------------------------------------------------------
    def village_lines(self, name: str) -> list[tuple[str, str]]:
        """What is known of a village: (text, role) lines."""
        village = self.board.village(name) if self.board else None
        return village_lines(name, village, self.controller.shown_view(), self.controller.names)

    def draw_detail(self, surface: pygame.Surface, name: str) -> None:
        village = self.board.village(name) if self.board else None
        if village is None or self.camera is None:
            return
        px = self.px
        lines = self.village_lines(name)
        card = text_card(lines, px, max_width=px(420))
        sx, sy = self.camera.world_to_screen(village.x, village.y)
        rect = card.get_rect(midleft=(sx + px(60), sy))
        if rect.right > self.view.right:
            rect.midright = (sx - px(60), sy)
        rect.clamp_ip(self.view)
        surface.blit(card, rect)

    def draw_tooltip(self, surface: pygame.Surface) -> None:
        if self.press is not None or self.drag_last is not None:
            return
        lines = self.tooltip_lines()
        if not lines:
            return
        card = text_card([(t, "bold" if i == 0 else "body") for i, t in enumerate(lines)], self.px,
                         max_width=self.px(380))
        rect = card.get_rect(topleft=(self.mouse[0] + self.px(18), self.mouse[1] + self.px(18)))
        bounds = surface.get_rect()
        if rect.right > bounds.right:
            rect.right = self.mouse[0] - self.px(10)
        if rect.bottom > bounds.bottom:
            rect.bottom = self.mouse[1] - self.px(10)
        surface.blit(card, rect.clamp(bounds))

    def tooltip_lines(self) -> list[str]:
        """What the pointer is over, in words (empty when over nothing)."""
        if not self.view.collidepoint(self.mouse) or self.board is None:
            return []
        c = self.controller
        view = c.shown_view()
        spot = self.pieces.hit(self.mouse) if self.pieces is not None else None
        if spot is not None:
            return spot_lines(spot, view, c.names)
        v = self.hovered
        if v is None:
            return []
        lines = [t for t, _r in self.village_lines(v.name)[:6]]
        if self.mode is not None:
            hint = self.mode.hover_text(v.name)
            if hint:
                lines.append("→ " + hint)
        return lines

    def draw_toast(self, surface: pygame.Surface) -> None:
        if not self.toast or self.time - self.toast_time > 6:
            return
        px = self.px
        width = min(px(760), self.view.width - px(40))
        lines = fonts.wrap(self.toast, "bold", px(19), width - px(30))[:3]
        rect = pygame.Rect(0, 0, width, px(20) + len(lines) * px(24))
        rect.midbottom = (self.view.centerx, self.view.bottom - px(18))
        decor.panel(surface, rect, self.scale * 0.7, fill=pal.PARCHMENT_LIGHT)
        y = rect.y + px(10)
        for line in lines:
            image = fonts.text(line, "bold", px(19), pal.BURGUNDY)
            surface.blit(image, image.get_rect(midtop=(rect.centerx, y)))
            y += px(24)

    # --- what the tests read ----------------------------------------------------------------
    def village_point(self, name: str) -> tuple[int, int] | None:
        """Where to click to reach a village (its square), or None when it is off the view."""
        village = self.board.village(name) if self.board else None
        if village is None or self.camera is None:
            return None
        x, y = self.camera.world_to_screen(village.x, village.y)
        point = (round(x), round(y))
        return point if self.view.collidepoint(point) else None


def open_game(app: Shell, path: Path) -> "PlayScene":
    """A saved game (or the autosave) as a play scene, ready to push; raises LoadError."""

    setup, record, events = read_game(path)
    if "lan" in setup.seats:         # a LAN game hosted here: its players take their seats back
        hosted = resume_lan(path, setup)
        if hosted is not None:
            table = LocalTable.hosting(hosted)
            return PlayScene(app, table.setup, table=table)
    table = LocalTable(setup, record=record, events=events, bot_delay=seating.BOT_DELAY)
    return PlayScene(app, setup, table=table)


def resume_lan(path: Path, setup: Any) -> Any | None:
    """The hosted table of a LAN game saved here, open on the network again; None (the game
    goes on at this screen, the computer playing the LAN seats) when it cannot be."""

    first = next((p.name for p, k in zip(setup.options.players, setup.seats) if k == "human"),
                 setup.options.players[0].name)
    try:
        return lan.resume_hosted(path, first)
    except (OSError, LobbyError, ValueError) as exc:
        log.warning("cannot host the saved LAN game again: %s", exc)
        return None


__all__ = ["PlayScene", "open_game"]

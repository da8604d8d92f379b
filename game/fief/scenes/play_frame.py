"""How the table looks: where the play scene's parts lie (the families on the left, the
decision on the right, the map between them, the chronicle under it, the banner across the
top), how each frame is drawn from them, with the tooltips, the village's detail card and
the toast over the map, and what lies under a point of the map (a click there goes to the
decision's control, or opens the village's detail card).

``TableFrame`` is the play scene's base (game/fief/scenes/play.py keeps the game's state, its
decisions and the routing of input); it reads the parts the scene made, declared below, and
decides nothing.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from engine.fief.api import View
from game.fief.controller import Asked, Controller
from game.shell import decor
from game.shell import palette as pal
from game.fief.render.pieces import PieceLayer
from game.fief.scenes.board import BoardScene
from game.fief.scenes.play_guides import PlayGuides
from game.fief.scenes.play_lan import LanSide
from game.fief.scenes.play_panel import DecisionPanel, banner_image, waiting_text
from game.fief.scenes.rules_reference import RulesReferenceScene
from game.fief.scenes.saving_paused import draw_saving_notices
from game.fief.ui.card_texts import card_entry, card_lines, describe, edition_of, hovered_card
from game.shell.chat_panel import ChatPanel
from game.fief.ui.decisions import Mode
from game.fief.ui.edition_words import disaster_word
from game.fief.ui.left_column import LeftColumn
from game.fief.ui.log_panel import LogPanel
from game.fief.ui.map_cards import spot_lines, village_lines
from game.fief.ui.map_notes import TOAST_SECONDS, draw_detail, draw_toast, draw_tooltip
from game.fief.ui.map_overlays import MapOverlays
from game.fief.ui.texts import banner_texts
from net.undo import Refusal

LAN_LOG_ROWS = 15      # rows of the chronicle beside a LAN game's chat, where the height allows
from game.shell.i18n import _
from game.shell.unfinished import kept_words
from game.shell.widgets import Button


class TableFrame(BoardScene):
    """The play scene's layout and drawing (its parts are made by ``PlayScene``)."""

    controller: Controller
    ceremonies: bool
    decision_panel: DecisionPanel
    log_panel: LogPanel
    left: LeftColumn
    overlays: MapOverlays
    guides: PlayGuides
    lan_side: LanSide
    chat: ChatPanel | None
    pieces: PieceLayer | None
    mode: Mode | None
    asked: Asked | None
    detail: str | None
    press: tuple[int, int] | None
    toast: str
    toast_time: float
    time: float
    seen_view: int
    seen_log: int
    mode_key: str | None
    can_undo: bool
    undo_refused: Refusal | None
    _banner: pygame.Surface | None
    _banner_key: Any
    undo_button: Button
    save_button: Button
    rules_button: Button
    menu_button: Button
    families_tab: Button
    titles_tab: Button
    stand_in_button: Button

    def animating(self) -> bool:
        """The full frame rate while the map pans, a journey or a pulse runs or a banner is up
        (game/shell/pacing.py); a decision waiting, its rings breathing, is drawn on input and
        a few times a second."""
        return (super().animating() or bool(self.overlays.travels or self.overlays.pulses)
                or self.guides.announcer.current is not None)

    def frame_key(self) -> Any:
        """What the table shows: the board's key, the views and chronicle read, the decision
        and its control, a toast, and while others think the hourglass (a quarter turn a
        quarter second). An idle frame with the same key is not drawn again."""
        c = self.controller
        toast = bool(self.toast) and self.time - self.toast_time <= TOAST_SECONDS
        waiting = not c.finished and bool(c.waiting_for()) and self.mode is None
        return (super().frame_key(), c.view_version, c.log_version, c.chat_version,
                c.connection, self.seen_log, self.mode_key, id(self.mode), self.can_undo,
                self.detail, self.left.tab, toast, int(self.time * 4) if waiting else 0)

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
        chat = getattr(self, "chat", None)         # absent until __init__ made it
        if chat is not None:       # beside the chat, the chronicle keeps a useful height (issue
            self.bottom_h = max(self.bottom_h,      # 36, defect 13: ~5 lines at 1280x720)
                                min(self.log_panel.height_for(LAN_LOG_ROWS, self.scale),
                                    int((h - self.top_h) * 0.42)))
        if self.camera is not None:
            self.camera.set_view((self.view.x, self.view.y, self.view.width, self.view.height))
        if not hasattr(self, "decision_panel"):
            return                            # called by BoardScene.__init__, before our widgets
        self.left_rect = pygame.Rect(0, self.top_h, self.left_w, h - self.top_h)
        self.right_rect = pygame.Rect(w - self.right_w, self.top_h, self.right_w, h - self.top_h)
        self.panel_rect = pygame.Rect(self.right_rect)
        self.log_rect = pygame.Rect(self.left_w, h - self.bottom_h, middle, self.bottom_h)
        if chat is not None:
            chat_w = max(px(240), middle // 3)
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
        self.decision_panel.layout(self.panel_rect, px)
        for each in self.form.widgets:
            each.scale = self.scale
        self.log_panel.layout(self.log_rect, self.scale)
        pieces = getattr(self, "pieces", None)
        if pieces is not None:
            pieces.scale = self.scale
            pieces.sprites.clear()
        self.left.forget()
        self._banner = None
        mode = getattr(self, "mode", None)
        if mode is not None:
            mode.layout(self.mode_area())

    def mode_area(self) -> pygame.Rect:
        return self.decision_panel.mode_area(self.px)


    # ----- drawing ---------------------------------------------------------------------------
    def draw_on_map(self, surface: pygame.Surface) -> None:
        """The decision's rings, the pieces, the lords it names, pulses and journeys."""
        if self.board is None or self.camera is None or self.renderer is None:
            return
        marks = self.mode.highlights() if self.mode is not None else {}
        lords = self.mode.lord_highlights() if self.mode is not None else set()
        self.overlays.draw_highlights(surface, marks, self.board, self.camera, self.renderer,
                                      self.time, self.px)
        if self.pieces is not None:
            self.pieces.draw(surface, self.camera)
            self.overlays.draw_lord_marks(surface, lords, self.pieces, self.time, self.px)
        self.overlays.draw_pulses(surface, self.board, self.camera, self.time, self.px)
        if self.pieces is not None:
            self.overlays.draw_travels(surface, self.board, self.pieces, self.camera, self.time,
                                       self.px)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_map(surface)
        self.draw_left(surface)
        self.draw_right(surface)
        self.draw_banner(surface)
        if self.chat is not None:
            self.chat.draw(surface)
        self.form.draw(surface)
        if self.detail is not None:
            self.draw_detail(surface, self.detail)
        self.draw_tooltip(surface)
        self.guides.draw(self, surface, self.controller.names)
        self.draw_toast(surface)
        self.lan_side.draw_connection(surface, self.view, self.px, self.scale)
        draw_saving_notices(surface, self.view, self.controller, self.scale)

    # --- the left column: families or titles ------------------------------------------------
    def draw_left(self, surface: pygame.Surface) -> None:
        self.left.draw(surface, self.left_rect, self.left_content, self.controller,
                       version=self.seen_view, seat=self.asked.seat if self.asked else None,
                       scale=self.scale, colourblind=self.app.settings.colourblind, px=self.px)
        self.families_tab.primary = self.left.tab == "families"
        self.titles_tab.primary = self.left.tab == "titles"

    # --- the right column: the decision and the chronicle ----------------------------------
    def draw_right(self, surface: pygame.Surface) -> None:
        rect = self.right_rect
        paper = decor.parchment(self.size)
        for strip in self.decision_panel.margin(self.px):   # the panel covers the rest
            surface.blit(paper, strip.topleft, strip)
        pygame.draw.line(surface, pal.GOLD_DARK, (rect.x + 1, rect.y), (rect.x + 1, rect.bottom), 2)
        self.decision_panel.draw(surface, self.controller, self.asked, self.mode, self.px,
                        self.app.settings.colourblind, self.time)
        self.log_panel.draw(surface)
        pygame.draw.line(surface, pal.GOLD_DARK, self.log_rect.topleft, self.log_rect.topright, 2)

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
        """The banner, opaque: nothing is drawn under it (the map and the columns start below
        it), so its night-blue showed only its own colour; copied, not blended, each frame."""
        image = banner_image(head, sub, int(view.get("disaster_track") or 0),
                             (self.size[0], self.top_h), self.buttons_left, self.px,
                             disaster_word("track", edition_of(view)))
        return image.convert() if pygame.display.get_surface() else image

    # --- village detail and tooltips ------------------------------------------------------
    def village_lines(self, name: str) -> list[tuple[str, str]]:
        """What is known of a village: (text, role) lines."""
        village = self.board.village(name) if self.board else None
        return village_lines(name, village, self.controller.shown_view(), self.controller.names)

    def draw_detail(self, surface: pygame.Surface, name: str) -> None:
        village = self.board.village(name) if self.board else None
        if village is not None and self.camera is not None:
            draw_detail(surface, self.village_lines(name),
                        self.camera.world_to_screen(village.x, village.y), self.view, self.px)

    def draw_tooltip(self, surface: pygame.Surface) -> None:
        if self.press is None and self.drag_last is None:
            draw_tooltip(surface, self.tooltip_lines(), self.mouse, self.px, self.right_rect)

    def read_rule(self, pos: tuple[int, int]) -> bool:
        """A right click on a card (the hand's, a window's, the chronicle's) or a title opens
        the rules reference at its section: its whole rule beside its short text."""
        card = hovered_card(self.mode.form.widgets, pos) if self.mode is not None else None
        card = card or self.log_panel.card_at(pos)
        spot = self.left.spot_at(pos)
        edition = edition_of(self.controller.shown_view())
        described = describe(spot, edition) if spot else None
        entry = card_entry(card, edition) if card else (described[1] if described else None)
        if entry is None:
            return False
        self.app.stack.push(RulesReferenceScene(self.app, entry.section))
        return True

    def undo_reason(self) -> str:
        """Why Undo is grey, in the player's language (the table's refusal), or ""."""
        if self.undo_refused is None:
            return ""
        message, values = self.undo_refused
        return _(message).format(**values)

    def tooltip_lines(self) -> list[str]:
        """What the pointer is over, in words (empty when over nothing)."""
        if self.undo_button.visible and self.undo_button.rect.collidepoint(self.mouse):
            reason = self.undo_reason()          # a grey Undo says why (issue 36)
            return [reason] if reason and not self.can_undo else []
        card = hovered_card(self.mode.form.widgets, self.mouse) if self.mode is not None else None
        edition = edition_of(self.controller.shown_view())
        card = card or self.log_panel.card_at(self.mouse)
        if card is not None:                     # a card of the hand or the chronicle: its text
            return card_lines(card, edition)
        left = self.left.spot_at(self.mouse)
        described = describe(left, edition) if left else None
        if described is not None:                # the left column's cards, reserves, titles
            return described[0]
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
            lines += ["! " + w for w in self.mode.hover_warnings(v.name)]
        return lines

    def tell_kept(self, kept: Path | None) -> None:
        """A new game took the autosave of an unfinished one, kept as a named save: say so."""
        if kept is not None:
            self.show_toast(kept_words(kept))

    def show_toast(self, text: str) -> None:
        self.toast = text
        self.toast_time = self.time

    def draw_toast(self, surface: pygame.Surface) -> None:
        if self.toast and self.time - self.toast_time <= TOAST_SECONDS:
            draw_toast(surface, self.toast, self.view, self.px, self.scale)

    # --- what lies under a point -----------------------------------------------------------
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


    def village_point(self, name: str) -> tuple[int, int] | None:
        """Where to click to reach a village (its square), or None when it is off the view."""
        village = self.board.village(name) if self.board else None
        if village is None or self.camera is None:
            return None
        x, y = self.camera.world_to_screen(village.x, village.y)
        point = (round(x), round(y))
        return point if self.view.collidepoint(point) else None


"""What the battle and election scenes share: engine events played on a clock, and the
decisions asked meanwhile.

Both scenes replay a feed of events (``game.fief.anim.feed``) at the chosen speed with its sound
cues, show one decision at a time as buttons once the animation has caught up, hide a private
choice behind a hand-off when several people share the screen (the play scene's rule,
``game.fief.controller.is_private``), and close when there is nothing more to show. Each subclass
draws its own script and builds its own buttons.
"""
from __future__ import annotations

from typing import Any, Sequence

import pygame

from game.fief.anim.cast import Cast
from game.fief.anim.feed import Decisions, EventFeed, StaticFeed
from game.shell.timeline import Playback, speed_name
from game.shell.audio import audio_for
from game.fief.controller import is_private
from game.shell.i18n import N_, _
from game.shell import fonts
from game.shell import palette as pal
from game.shell.base import UIScene
from game.fief.scenes.rule_link import RuleLink
from game.fief.scenes.rules_reference import RulesReferenceScene
from game.shell.stack import Shell
from game.fief.ui.card_texts import action_card, card_entry, card_lines
from game.fief.ui.decisions.controls import fit_text
from game.fief.ui.map_notes import draw_tooltip
from game.shell.widgets import Button


class AutoContinue:
    """A finished ceremony goes on by itself after the ``ceremony_pause`` setting's seconds,
    unless a seat at this screen answered a choice in it (that player reads the outcome and
    clicks Continue): a computer-only table, and a human table's computer turns, never stop on
    a ceremony (issue 19). Time is the frames' ``dt``, never the wall clock."""

    def __init__(self, app: Shell) -> None:
        settings = getattr(app, "settings", None)
        self.pause = float(getattr(settings, "ceremony_pause", 0.0) or 0.0)
        self.asked_here = False
        self.waited = 0.0

    def due(self, dt: float, finished: bool, asking: bool) -> bool:
        """Whether to close now, ``finished`` and ``asking`` as of this frame."""
        self.asked_here = self.asked_here or asking
        if not finished or asking or self.asked_here or self.pause <= 0:
            self.waited = 0.0
            return False
        self.waited += dt
        return self.waited >= self.pause


class FeedScene(UIScene):
    """A scene that plays engine events and answers the decisions they lead to."""

    handoff_label = N_("I am {name}: show my choice")
    help_step = "battles"          # the step whose rules F1 shows
    panel: pygame.Rect             # the subclass's decision panel: a refusal's link goes in it
    cast: Cast
    script: Any                    # the subclass's script: ``end`` and ``timeline`` are read

    def __init__(self, app: Shell, feed: EventFeed | StaticFeed, session: Any,
                 seats: Sequence[int] | None) -> None:
        super().__init__(app)
        self.feed = feed
        self.session = session
        self.decisions = Decisions(session, seats) if session is not None else None
        settings = getattr(app, "settings", None)
        self.colourblind = bool(getattr(settings, "colourblind", False))
        self.clock = Playback(speed_name(getattr(settings, "animation_speed", 1.0)))
        self.audio = audio_for(app)
        self.choice: tuple[int, dict[str, Any]] | None = None    # (seat, decision) on show
        self.choice_key: Any = None
        self.handed_to: int | None = None        # hot-seat: who confirmed taking the seat
        self.error = ""
        self.rule_link = RuleLink(app)           # a refusal's rule, one click or F1 away
        self.form.add(self.rule_link.button)
        self.refresh_in = 0.0
        self.needs_refresh = True
        self.buttons: list[Button] = []
        self.button_actions: list[tuple[Button, dict[str, Any]]] = []   # each button's answer
        self.mouse = (-1, -1)
        self.close_button = Button(N_("Continue"), self.close, primary=True)
        self.handoff_button = Button(lambda: _(self.handoff_label).format(
            name=self.cast.name(self.choice[0] if self.choice else None)), self.confirm_handoff,
            primary=True)
        self.drawn: dict[str, Any] = {}          # what the last frame showed (tests read it)
        self.held_in: int | None = None          # an earlier round's, shown late (LAN): which
        self.auto = AutoContinue(app)
        self._static: pygame.Surface | None = None
        self._static_key: Any = None

    @property
    def t(self) -> float:
        return self.clock.t

    def draw_held_in(self, surface: pygame.Surface) -> None:
        """Which round an earlier round's ceremony was, at the top right: over the LAN the
        host's computers play on while a ceremony covers the table, so one may come late."""
        if self.held_in is not None:
            self.drawn["held_in"] = words = _("In round {n}").format(n=self.held_in)
            note = fonts.text(words, "italic", self.px(22), pal.BURGUNDY)
            surface.blit(note, note.get_rect(topright=(self.size[0] - self.px(24), self.px(18))))

    @property
    def over(self) -> bool:
        return self.feed.finished and self.clock.caught_up(self.script.end)

    def close(self) -> None:
        if self.is_top:
            self.stack.pop()

    # --- decisions -------------------------------------------------------------------------
    def pull(self) -> None:
        """Read the events that came; the subclass rebuilds its script when the feed grew."""

    def refresh_decisions(self) -> None:
        """Read the seats' decisions again and show the one to answer."""

    def set_choice(self, choice: tuple[int, dict[str, Any]] | None, force: bool = False) -> None:
        """Show ``choice`` with its buttons (None: nothing to answer)."""

    def needs_handoff(self) -> bool:
        """Hot-seat: a choice that shows the seat's secrets (its hand in a card window, its
        casualties or its vote before all are in, A4, 1.3) waits behind a hand-off."""
        if self.choice is None or self.decisions is None or not self.decisions.hot_seat:
            return False
        seat, decision = self.choice
        return is_private(decision) and self.handed_to != seat

    def confirm_handoff(self) -> None:
        if self.choice is not None:
            self.handed_to = self.choice[0]
            self.layout()

    def answer(self, seat: int, action: dict[str, Any]) -> None:
        if self.decisions is None:
            return
        result = self.decisions.submit(seat, action)
        if not result:
            self.error = self.rule_link.note(result)
            self.layout()                        # the panel makes room for it
            return
        self.set_choice(None, force=True)
        self.needs_refresh = True
        self.pull()

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.mouse = event.pos
        card = self.hovered_card()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and card is not None:
            self.stack.push(RulesReferenceScene(self.app, card_entry(card).section))
            return None                          # a right click reads the card's whole rule
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.rule_link.open_help(self.help_step)
            return None
        return super().handle_event(event)

    def place_rule_link(self) -> None:
        """The link shows while the refusal it belongs to does, at the panel's bottom right."""
        link = self.rule_link
        link.button.visible = bool(self.error) and link.rule is not None and \
            self.error == link.shown and self.choice is not None
        link.button.scale = self.scale * 0.75
        link.button.rect = pygame.Rect(0, 0, self.px(230), self.px(30))
        panel = getattr(self, "panel", None)
        if panel is not None:
            link.button.rect.bottomright = (panel.right - self.px(10), panel.bottom - self.px(4))

    def hovered_card(self) -> str | None:
        """The card a button under the pointer would play (a card window's choice)."""
        for button, action in self.button_actions:
            if button.visible and button.rect.collidepoint(self.mouse) and action_card(action):
                return action_card(action)
        return None

    def draw_card_tip(self, surface: pygame.Surface) -> None:
        """The text of the card a hovered button plays, by the pointer (card_texts)."""
        card = self.hovered_card()
        if card is not None:
            draw_tooltip(surface, card_lines(card), self.mouse, self.px)

    def draw_error(self, surface: pygame.Surface, x: int) -> None:
        """The refusal (or the scene's own warning) on the panel's last line, from ``x`` to
        its link, smaller or on two lines when it is long."""
        if not self.error:
            return
        link = self.rule_link.button
        right = link.rect.x - self.px(8) if link.visible else self.panel.right - self.px(12)
        area = pygame.Rect(x, self.panel.bottom - self.px(34), right - x, self.px(30))
        fit_text(surface, self.error, area, "body", self.px(17), pal.ERROR, centred=False)

    # --- time ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.place_rule_link()
        self.pull()
        t0, t1 = self.clock.advance(dt, self.script.end)
        if t1 - t0 <= 0.5:                       # a skip plays no sounds
            for sound in self.script.timeline.cues_between(t0, t1):
                self.audio.play(sound)
        self.refresh_in -= dt
        caught = self.clock.caught_up(self.script.end)
        if caught and (self.needs_refresh or self.refresh_in <= 0):
            self.refresh_decisions()
        hand_off = self.needs_handoff()
        for button in self.buttons:
            button.visible = caught and not hand_off
        self.handoff_button.visible = hand_off and caught
        self.close_button.visible = self.over and self.choice is None
        if self.auto.due(dt, self.close_button.visible, self.choice is not None):
            self.close()
            return
        for widget in (self.handoff_button, self.close_button):
            if widget.visible and widget not in self.form.widgets:
                self.form.add(widget)
            elif not widget.visible and widget in self.form.widgets:
                self.form.remove(widget)

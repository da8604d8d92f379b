"""The battle scene: two armies face each other, the dice tumble, hits fly, counters fall.

Also used for a Cavalcade's fight, an Uprising, the Plague's rolls and the introductory game's
battles by paired dice (and its rides). The scene draws
``BattleScript(events, cast)`` at the playback time and nothing else; between rolls it offers the
choices the engine's pending decisions list (continue, surrender, truce, break off, casualties,
captives, stances, reaction cards) and submits the one picked through the session.

Keys: Space skips to the result, R replays from the start, S changes the speed (slow, normal,
fast, instant), M mutes; Enter or Esc leaves once the battle is over.

The board scene opens it from the events it receives::

    from game.fief.scenes import battle
    if battle.starts_with(event):
        battle.open_scene(app, session, event, reader=seat)

The scene is composed of its painters: ``battle_layout`` (where things stand), ``battle_field``
(scenery and armies), ``battle_dice`` (the roll), ``battle_pairs`` (the simplified variant's
paired dice and strength), ``battle_panels`` (the words); the events it
plays are chosen by ``battle_feed``.
"""
from __future__ import annotations

from dataclasses import replace as dc_replace
from functools import partial
from typing import Any, Sequence

import pygame

from game.fief.anim.battle import BattleScript
from game.fief.anim.battle_choices import choice_buttons
from game.fief.anim.cast import Cast
from game.fief.anim.feed import EventFeed, StaticFeed
from game.fief.scenes.battle_dice import DicePainter
from game.fief.scenes.battle_feed import ends_with, starts_with, stops_before
from game.fief.scenes.battle_field import FieldPainter
from game.fief.scenes.battle_pairs import PairPainter
from game.fief.scenes.battle_panels import SPEED_LABELS, PanelPainter
from game.shell.stack import Shell
from game.shell.widgets import Button

CHOICE_KINDS = ("battle_choice", "paired_battle_choice")     # shown first: the battle waits on them

__all__ = ["SPEED_LABELS", "BattleScene", "open_scene", "starts_with"]


def open_scene(app: Shell, session: Any, event: dict[str, Any], reader: int | None = None,
               seats: Sequence[int] | None = None, held_in: int | None = None) -> "BattleScene":
    """Push a battle scene for the ceremony that ``event`` (as received, with its ``seq``)
    opens; the scene reads the following events from ``session`` by itself. ``held_in``: the
    round of a battle shown after the table's round moved on (over the LAN), said at the top."""
    since = int(event.get("seq", 1)) - 1
    first = dict(event)
    feed = EventFeed(session, reader, since,
                     starts=lambda e: e.get("kind") == first.get("kind")
                     and e.get("village") == first.get("village"),
                     ends=ends_with(first), stop_before=stops_before(first))
    scene = BattleScene(app, feed, session=session, seats=seats, reader=reader)
    scene.held_in = held_in
    app.stack.push(scene)
    return scene



class BattleScene(FieldPainter, DicePainter, PairPainter, PanelPainter):
    """One battle, from the declaration to the outcome."""

    def __init__(self, app: Shell, feed: EventFeed | StaticFeed, *, session: Any = None,
                 seats: Sequence[int] | None = None, reader: int | None = None,
                 cast: Cast | None = None) -> None:
        super().__init__(app, feed, session, seats)
        if cast is None and self.decisions is not None:
            try:
                cast = Cast.from_view(session.view(reader if reader is not None
                                                   else (self.decisions.seats or (None,))[0]))
            except Exception:
                cast = None
        self.cast = cast or Cast()
        self.script = BattleScript(self.feed.events, self.cast)
        self.wall = 0.0
        self.quiet = 0.0                 # seconds since the feed last grew
        self.aims: dict[str, pygame.Rect] = {}   # where hits fly to (the principal's army)
        self.layout()

    # --- data ------------------------------------------------------------------------------
    @property
    def over(self) -> bool:
        """Nothing more to show: the battle ended; an Uprising or a Plague has nothing left to
        ask and nothing new came for a moment (their end is no event of its own)."""
        if not self.clock.caught_up(self.script.end):
            return False
        if self.feed.finished:
            return True
        return self.script.mode != "battle" and self.choice is None and self.quiet >= 1.0

    def rebuild(self) -> None:
        self.script = BattleScript(self.feed.events, self.cast)

    # --- input -----------------------------------------------------------------------------
    def on_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_SPACE:
                self.skip()
            elif event.key == pygame.K_r:
                self.replay()
            elif event.key == pygame.K_s:
                self.clock.cycle_speed()
            elif event.key == pygame.K_m:
                self.toggle_mute()
            elif event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
                if self.over and self.choice is None:
                    self.close()
                elif event.key == pygame.K_ESCAPE:
                    self.skip()
        return None          # modal: the board below gets nothing while the battle is fought

    def skip(self) -> None:
        self.clock.skip(self.script.end)

    def replay(self) -> None:
        self.clock.replay()

    def toggle_mute(self) -> None:
        app = self.app
        settings = getattr(app, "settings", None)
        if settings is not None and hasattr(settings, "muted"):
            app.apply_settings(dc_replace(settings, muted=not settings.muted))

    # --- decisions -------------------------------------------------------------------------
    def refresh_decisions(self) -> None:
        self.needs_refresh = False
        self.refresh_in = 0.5
        if self.decisions is None or self.feed.finished:
            self.set_choice(None)
            return
        pending = [(s, d) for s, d in self.decisions.refresh() if self.offered(d)]
        pending.sort(key=lambda sd: (sd[1].get("kind") not in CHOICE_KINDS, sd[0]))
        self.set_choice(pending[0] if pending else None)

    @staticmethod
    def offered(decision: dict[str, Any]) -> bool:
        """Decisions this scene answers: those with listed choices (or a suggestion)."""
        if decision.get("kind") == "window":
            moment = decision.get("info", {}).get("moment", "")
            return str(moment).startswith("battle") or moment == "uprising"
        return decision.get("choices") is not None or "suggested" in decision.get("info", {})

    def set_choice(self, choice: tuple[int, dict[str, Any]] | None, force: bool = False) -> None:
        key = None if choice is None else (choice[0], repr(choice[1]))
        if key == self.choice_key and not force:
            return
        self.choice_key = key
        self.choice = choice
        self.error = ""
        if choice is None or choice[0] != self.handed_to:
            self.handed_to = None
        for button in self.buttons:
            if button in self.form.widgets:
                self.form.remove(button)
        self.buttons = []
        self.button_actions = []
        if choice is not None:
            seat, decision = choice
            for label, action, primary in choice_buttons(decision, self.cast):
                button = Button(partial(str, label), partial(self.answer, seat, action),
                                primary=primary)
                self.buttons.append(button)
                self.button_actions.append((button, action))
                self.form.add(button)
        self.layout()

    # --- time ------------------------------------------------------------------------------
    def pull(self) -> None:
        if self.feed.pull():
            self.rebuild()
            self.needs_refresh = True
            self.quiet = 0.0

    def update(self, dt: float) -> None:
        self.wall += dt                  # real time, for glows while waiting on a choice
        self.quiet += dt
        super().update(dt)

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        t = self.t
        self.drawn = {"t": t}
        surface.blit(self.static_layer(surface.get_size()), (0, 0))
        self.draw_header(surface, t)
        self.draw_armies(surface, t)
        if self.script.paired:
            self.draw_pairs(surface, t)
            self.draw_paired_stats(surface, t)
        else:
            self.draw_dice(surface, t)
            self.draw_stats(surface, t)
        self.draw_log(surface, t)
        self.draw_banner(surface, t)
        if self.clock.caught_up(self.script.end):
            self.draw_choice(surface)
            if self.choice is not None and not self.needs_handoff() \
                    and self.panel.top >= self.log_rect.top - self.px(40):
                self.draw_last_line(surface, t)
        self.form.draw(surface)
        self.draw_hints(surface)
        self.draw_card_tip(surface)

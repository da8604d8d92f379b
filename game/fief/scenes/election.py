"""The election ceremony: a Bishop, the Pope or the King (1.3-1.8).

The see or the throne is presented; candidates step forward with their portraits, colours and
titles; each voter in turn lays face-down markers (in hot-seat, behind a hand-off screen that
names the voter and hides everything until confirmed; the others only see that markers were
laid, and where); the reveal turns the markers over one by one with each voter's weight, the
tally climbs (a 2011 AGAINST token takes its voter's votes away, E-4), the rule of this
election is checked and the winner is mitred, given the tiara or crowned; a tie or a failed
condition is announced.

The scene draws ``ElectionScript(events, cast)`` at the playback time (its stage in
``election_stage``); its only input is the candidacy and vote decisions it submits through the
session (the voter's markers with ``election_vote.VotePanel``). The board opens it when the view
shows an election::

    from game.fief.scenes import election
    item = election.election_in_view(view)
    if item:
        election.open_scene(app, session, since=events_seen, item=item)
"""
from __future__ import annotations

from functools import partial
from typing import Any, Sequence

import pygame

from game.shell import art, art_places
from game.fief.anim.battle_choices import action_label
from game.fief.anim.cast import Cast
from game.fief.anim.election import ElectionScript
from game.fief.anim.feed import EventFeed, StaticFeed
from game.shell.i18n import N_, _
from game.shell import decor, fonts
from game.shell import palette as pal
from game.fief.scenes import election_stage
from game.fief.scenes.battle import SPEED_LABELS
from game.fief.scenes.feed_scene import FeedScene
from game.fief.scenes.election_vote import VotePanel, is_vote
from game.shell.stack import Shell
from game.shell.widgets import Button

ELECTION_KINDS = ("candidate_declared", "candidates_declared", "vote_placed", "election_result",
                  "election_cancelled")


def election_in_view(view: dict[str, Any]) -> str | None:
    """The item of the election under way in a view (``bishop:5``, ``pope``, ``king``)."""
    for frame in reversed(view.get("frames", [])):
        if frame.get("kind") == "election":
            return frame.get("item")
    return None


def starts_with(event: dict[str, Any]) -> bool:
    return event.get("kind") in ELECTION_KINDS


def open_scene(app: Shell, session: Any, since: int, item: str | None = None,
               reader: int | None = None, seats: Sequence[int] | None = None) -> "ElectionScene":
    """Push the ceremony of ``item`` (default: the one in the view), reading the session's
    events after ``since``."""
    scene = ElectionScene.for_session(app, session, since=since, item=item, reader=reader, seats=seats)
    app.stack.push(scene)
    return scene


class ElectionScene(FeedScene):
    help_step = "elections"
    """One election (a Bishop, the Pope or the King), from the candidacies to the verdict."""

    handoff_label = N_("I am {name}: show my vote")

    def __init__(self, app: Shell, feed: EventFeed | StaticFeed, *, session: Any = None,
                 seats: Sequence[int] | None = None, reader: int | None = None,
                 cast: Cast | None = None, item: str | None = None,
                 held_in: int | None = None) -> None:
        """``held_in``: the round of an election replayed after the table's round moved on
        (the LAN host's computers played on), said at the top; None: this round's."""
        super().__init__(app, feed, session, seats)
        self.reader = reader
        self.held_in = held_in
        view = None
        if session is not None:
            try:
                seats = (self.decisions.seats if self.decisions is not None else None) or (None,)
                view = session.view(reader if reader is not None else seats[0])
            except Exception:
                view = None
        self.cast = cast or (Cast.from_view(view) if view else Cast())
        self.item = item or (election_in_view(view) if view else None)
        self.order = turn_order(view) if view else list(range(len(self.cast.names)))
        self.weights: dict[int, int] = {}
        if view:
            self.read_weights(view)
        self.script = ElectionScript(self.feed.events, self.cast, self.item)
        self.vote_panel: VotePanel | None = None      # the voter's markers, while he votes
        self.nobody_stood = False
        self.layout()

    @classmethod
    def for_session(cls, app: Shell, session: Any, since: int, item: str | None = None,
                    reader: int | None = None, seats: Sequence[int] | None = None) -> "ElectionScene":
        if item is None:      # the seat's view, or the public one at a computers' table
            seat = reader if reader is not None else (session.seats() or (None,))[0]
            item = election_in_view(session.view(seat))
        wanted = item

        def starts(e: dict[str, Any]) -> bool:
            return starts_with(e) and (wanted is None or e.get("item") == wanted)

        def ends(e: dict[str, Any]) -> bool:
            return e.get("kind") in ("election_result", "election_cancelled") and \
                (wanted is None or e.get("item") == wanted)

        feed = EventFeed(session, reader, since, starts=starts, ends=ends)
        return cls(app, feed, session=session, seats=seats, reader=reader, item=item)

    # --- data ------------------------------------------------------------------------------
    def read_weights(self, view: dict[str, Any]) -> None:
        for frame in view.get("frames", []):
            if frame.get("kind") == "election" and (self.item is None or frame.get("item") == self.item):
                for player, weight in frame.get("votes", []):
                    self.weights[int(player)] = int(weight)

    def family(self, seat: int | None) -> tuple[int, int, int]:
        return pal.family(self.cast.colour(seat), self.colourblind) if seat is not None else (128, 128, 128)

    def pull(self) -> None:
        if self.feed.pull():
            self.script = ElectionScript(self.feed.events, self.cast, self.item)
            self.item = self.script.item
            self.needs_refresh = True

    # --- input -----------------------------------------------------------------------------
    def on_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_SPACE and not self.needs_handoff():
                self.clock.skip(self.script.end)
            elif event.key == pygame.K_r:
                self.clock.replay()
            elif event.key == pygame.K_s:
                self.clock.cycle_speed()
            elif event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
                if self.over and self.choice is None:
                    self.close()
                elif event.key == pygame.K_ESCAPE:
                    self.clock.skip(self.script.end)
        return None

    # --- decisions -------------------------------------------------------------------------
    def refresh_decisions(self) -> None:
        self.needs_refresh = False
        self.refresh_in = 0.5
        if self.decisions is None or self.feed.finished:
            self.set_choice(None)
            return
        pending = [(s, d) for s, d in self.decisions.refresh() if d.get("choices") is not None]
        running = False
        for view in self.decisions.views.values():
            self.read_weights(view)
            if self.item is None:
                self.item = election_in_view(view)
            running = running or (self.item is not None and election_in_view(view) == self.item)
        if not running and self.decisions.views:
            # 1.3: nobody stood, so the election ended without a result: nothing to wait for.
            self.feed.pull()
            if not self.feed.finished:
                self.feed.finished = True
                self.nobody_stood = not self.script.candidates
            self.set_choice(None)
            return
        self.set_choice(pending[0] if pending else None)

    def set_choice(self, choice: tuple[int, dict[str, Any]] | None, force: bool = False) -> None:
        key = None if choice is None else (choice[0], repr(choice[1]))
        if key == self.choice_key and not force:
            return
        self.choice_key, self.choice, self.error = key, choice, ""
        if choice is None or choice[0] != self.handed_to:
            self.handed_to = None
        self.build_buttons()

    def build_buttons(self) -> None:
        for button in self.buttons:
            if button in self.form.widgets:
                self.form.remove(button)
        self.buttons = []
        self.button_actions = []
        self.vote_panel = None
        if self.choice is None:
            self.layout()
            return
        seat, decision = self.choice
        kind = decision.get("kind")
        if is_vote(decision):
            self.vote_panel = VotePanel(decision, partial(self.answer, seat))
            self.buttons.extend(self.vote_panel.buttons)
        elif kind == "candidate":
            choices = sorted(decision.get("choices") or [], key=lambda a: a.get("kind") != "declare_candidate")
            for action in choices:
                if action.get("kind") == "declare_candidate":
                    words = _("Present {lord}").format(lord=action.get("lord"))
                else:
                    words = _("Present no candidate")
                self.buttons.append(Button(partial(str, words),
                                           partial(self.answer, seat, action),
                                           primary=action.get("kind") == "declare_candidate"))
        else:
            for action in (decision.get("choices") or [])[:8]:    # a card window's among them
                button = Button(partial(str, action_label(action, self.cast)),
                                partial(self.answer, seat, action))
                self.buttons.append(button)
                self.button_actions.append((button, action))         # its card's text on hover
        for button in self.buttons:
            self.form.add(button)
        self.layout()

    # --- layout ----------------------------------------------------------------------------
    def layout(self) -> None:
        """The header, the emblem, the stage of the candidates and the bottom's three panels,
        846 units from top to bottom and 1230 across; at a scale too large for the window
        (from 110 % at 1280x720 the stage ran under the panels) the whole scene closes up
        (``shrink_to``)."""
        self.shrink_to(1230, 846, margin=0)
        w, h = self.size
        px = self.px
        self.header = pygame.Rect(0, 0, w, px(98))
        self.emblem = pygame.Rect(w // 2 - px(98), self.header.bottom + px(2), px(196), px(170))
        self.stage = pygame.Rect(px(40), self.emblem.bottom + px(6), w - px(80), px(362))
        self.bottom = pygame.Rect(0, h - px(208), w, px(208))
        side_w = px(420)
        self.voters_rect = pygame.Rect(px(28), self.bottom.top + px(8), side_w, self.bottom.height - px(40))
        self.rule_rect = pygame.Rect(w - px(28) - side_w, self.bottom.top + px(8), side_w,
                                     self.bottom.height - px(40))
        self.log_rect = pygame.Rect(self.voters_rect.right + px(16), self.bottom.top + px(8),
                                    self.rule_rect.left - self.voters_rect.right - px(32),
                                    self.bottom.height - px(40))
        self.panel = self.log_rect.inflate(px(40), px(8))
        self.panel.height = max(self.panel.height, px(240))
        self.panel.bottom = self.log_rect.bottom + px(4)
        bh, gap = px(40), px(8)
        inner = self.panel.inflate(-px(40), 0)
        if self.vote_panel is not None:
            self.vote_panel.layout(self.panel, px)
        else:
            count = len(self.buttons)
            cols = 2 if count > 3 else 1
            bw = (inner.width - (cols - 1) * gap) // cols
            for i, button in enumerate(self.buttons):
                r, c = divmod(i, cols)
                button.rect = pygame.Rect(inner.x + c * (bw + gap), self.panel.y + px(54) + r * (bh + gap),
                                          bw, bh)
        for button in self.buttons:
            button.scale = self.scale
        self.handoff_button.rect = pygame.Rect(0, 0, px(460), px(58))
        self.handoff_button.rect.center = (w // 2, h // 2 + px(90))
        self.handoff_button.scale = self.scale
        self.close_button.rect = pygame.Rect(0, 0, px(260), px(52))
        self.close_button.rect.midbottom = (w - px(40) - px(130), self.bottom.top - px(10))
        self.close_button.scale = self.scale
        self._static = None

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        t = self.t
        self.drawn = {"t": t}
        surface.blit(self.static_layer(surface.get_size()), (0, 0))
        self.draw_held_in(surface)
        if self.needs_handoff() and self.clock.caught_up(self.script.end):
            self.draw_handoff(surface)
            self.form.draw(surface)
            return
        crowned = self.script.crown_at is not None and t >= self.script.crown_at
        if not crowned:
            election_stage.draw_emblem(self, surface, t)
        election_stage.draw_candidates(self, surface, t)
        if crowned:
            election_stage.draw_emblem(self, surface, t)
        election_stage.draw_voters(self, surface, t)
        self.draw_rule(surface, t)
        if self.choice is not None and self.clock.caught_up(self.script.end):
            self.draw_choice(surface)
        else:
            self.draw_log(surface, t)
        election_stage.draw_verdict(self, surface, t)
        self.form.draw(surface)
        self.draw_card_tip(surface)
        speed = _(SPEED_LABELS[self.clock.speed])
        hint = fonts.text(_("Space: skip to the result · R: replay · S: speed ({speed})").format(speed=speed),
                          "italic", self.px(16), pal.INK_SOFT)
        surface.blit(hint, hint.get_rect(midbottom=(self.size[0] // 2, self.size[1] - self.px(6))))

    def static_layer(self, size: tuple[int, int]) -> pygame.Surface:
        key = (size, self.script.title, self.script.see)
        if self._static is not None and self._static_key == key:
            return self._static
        px = self.px
        layer = decor.parchment(size).copy()
        # A soft light behind the seat and two hanging banners of the office beside it.
        glow = art.glow(px(200), pal.GOLD_LIGHT, 110)
        layer.blit(glow, glow.get_rect(center=self.emblem.center))
        for side in (-1, 1):
            image = art_places.hanging(self.script.title, px(86), px(170))
            layer.blit(image, image.get_rect(midtop=(self.emblem.centerx + side * px(190),
                                                     self.emblem.top + px(6))))
        title = fonts.text(self.script.heading(), "title", px(56), pal.INK)
        layer.blit(title, title.get_rect(midtop=(size[0] // 2, px(6))))
        decor.rule(layer, (size[0] // 2, self.header.bottom - px(6)), size[0] - px(140), self.scale)
        throne = art_places.throne(self.script.title, self.emblem.width, self.emblem.height)
        layer.blit(throne, self.emblem)
        for rect in (self.voters_rect, self.rule_rect, self.log_rect):
            decor.panel(layer, rect, self.scale * 0.8, fill=pal.PARCHMENT_LIGHT)
        self._static = layer.convert() if pygame.display.get_surface() else layer
        self._static_key = key
        return self._static

    def draw_rule(self, surface: pygame.Surface, t: float) -> None:
        px = self.px
        rect = self.rule_rect.inflate(-px(30), -px(22))
        surface.blit(fonts.text(_("To be elected"), "title", px(28), pal.BURGUNDY), (rect.x, rect.y - px(4)))
        y = rect.y + px(40)
        marks = self.script.condition_marks(t)
        self.drawn["conditions"] = list(marks)
        for text, mark in zip(self.script.conditions(), marks):
            box = pygame.Rect(rect.x, y + px(3), px(20), px(20))
            pygame.draw.rect(surface, pal.PARCHMENT, box)
            pygame.draw.rect(surface, pal.INK, box, max(1, px(2)))
            if mark == "met":
                pygame.draw.lines(surface, (40, 110, 50), False, [(box.x + px(4), box.centery),
                                  (box.x + px(9), box.bottom - px(4)), (box.right - px(3), box.y + px(3))], max(2, px(3)))
            elif mark == "failed":
                pygame.draw.line(surface, pal.ERROR, box.topleft, box.bottomright, max(2, px(3)))
                pygame.draw.line(surface, pal.ERROR, box.topright, box.bottomleft, max(2, px(3)))
            used = 0
            for line in fonts.wrap(text, "body", px(19), rect.width - px(32)):
                surface.blit(fonts.text(line, "body", px(19), pal.INK), (box.right + px(10), y + used))
                used += px(22)
            y += max(used, px(26)) + px(6)

    def draw_log(self, surface: pygame.Surface, t: float) -> None:
        px = self.px
        rect = self.log_rect.inflate(-px(30), -px(22))
        lines = self.script.timeline.lines_at(t)
        size = px(18)
        height = fonts.font("body", size).get_linesize()
        room = max(1, rect.height // height)
        shown = lines[-room:]
        y = rect.bottom - len(shown) * height
        for line in shown:
            role = {"italic": "italic", "bold": "bold"}.get(line.style, "body")
            colour = pal.BURGUNDY if role == "bold" else (pal.INK_SOFT if role == "italic" else pal.INK)
            image = fonts.text(fonts.wrap(line.text, role, size, rect.width)[0], role, size, colour)
            surface.blit(image, (rect.x, y))
            y += height
        self.drawn["log"] = [line.text for line in lines]

    def draw_handoff(self, surface: pygame.Surface) -> None:
        """Hot-seat privacy: the next voter takes the seat; nothing else is shown."""
        px = self.px
        seat = self.choice[0] if self.choice else None
        surface.fill(pal.PARCHMENT_DARK)
        panel = pygame.Rect(0, 0, px(760), px(360))
        panel.center = (self.size[0] // 2, self.size[1] // 2)
        decor.panel(surface, panel, self.scale)
        shield = pygame.Rect(0, 0, px(70), px(84))
        shield.midtop = (panel.centerx, panel.y + px(30))
        decor.shield(surface, shield, self.family(seat), width=max(2, px(3)))
        title = fonts.text(_("{name} votes").format(name=self.cast.name(seat)), "title", px(50), pal.INK)
        surface.blit(title, title.get_rect(midtop=(panel.centerx, shield.bottom + px(8))))
        note = fonts.text(_("Pass the seat to {name}. The others look away.").format(name=self.cast.name(seat)),
                          "italic", px(22), pal.INK_SOFT)
        surface.blit(note, note.get_rect(midtop=(panel.centerx, shield.bottom + px(70))))
        self.drawn["handoff"] = seat

    def draw_choice(self, surface: pygame.Surface) -> None:
        px = self.px
        seat, decision = self.choice  # type: ignore[misc]
        if self.vote_panel is not None:
            self.vote_panel.draw(surface, self.panel, self.cast.name(seat), self.scale, px)
        else:
            decor.panel(surface, self.panel, self.scale * 0.8, fill=pal.PARCHMENT_LIGHT)
            head = (_("{name}, present a candidate?") if decision.get("kind") == "candidate"
                    else _("{name} decides")).format(name=self.cast.name(seat))
            surface.blit(fonts.text(head, "bold", px(22), pal.INK), (self.panel.x + px(22), self.panel.y + px(16)))
        self.draw_error(surface, self.panel.x + px(22))
        self.drawn["choice"] = (seat, decision.get("kind"))


def turn_order(view: dict[str, Any]) -> list[int]:
    n = len(view.get("players", []))
    first = view.get("first") or 0
    return [(first + i) % n for i in range(n)] if n else []

"""The election ceremony: a Bishop, the Pope or the King (1.3-1.8).

The see or the throne is presented; candidates step forward with their portraits, colours and
titles; each voter in turn lays face-down markers (in hot-seat, behind a hand-off screen that
names the voter and hides everything until confirmed; the others only see that markers were
laid, and where); the reveal turns the markers over one by one with each voter's weight, the
tally climbs, the rule of this election is checked and the winner is mitred, given the tiara
or crowned; a tie or a failed condition is announced.

The scene draws ``ElectionScript(events, cast)`` at the playback time; its only input is the
candidacy and vote decisions it submits through the session. The board opens it when the view
shows an election::

    from game.scenes import election
    item = election.election_in_view(view)
    if item:
        election.open_scene(app, session, since=events_seen, item=item)
"""
from __future__ import annotations

import math
from functools import partial
from typing import Any, Sequence

import pygame

from game.anim import art, art_places, tween
from game.anim.battle_choices import action_label
from game.anim.cast import Cast, title_text
from game.anim.election import FLIP, ElectionScript
from game.anim.feed import EventFeed, StaticFeed
from game.i18n import N_, _
from game.render import decor, fonts
from game.render import palette as pal
from game.scenes.battle import SPEED_LABELS
from game.scenes.feed_scene import FeedScene
from game.scenes.stack import Shell
from game.ui.decisions.controls import fit_text
from game.ui.widgets import Button

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
                 cast: Cast | None = None, item: str | None = None) -> None:
        super().__init__(app, feed, session, seats)
        self.reader = reader
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
        self.vote_for: str | None = None
        self.vote_decoy: str | None = None
        self.for_buttons: list[tuple[Button, str | None]] = []
        self.decoy_buttons: list[tuple[Button, str | None]] = []
        self.nobody_stood = False
        self.layout()

    @classmethod
    def for_session(cls, app: Shell, session: Any, since: int, item: str | None = None,
                    reader: int | None = None, seats: Sequence[int] | None = None) -> "ElectionScene":
        if item is None:
            try:
                item = election_in_view(session.view(reader if reader is not None else session.seats()[0]))
            except Exception:
                item = None
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
        self.vote_for = self.vote_decoy = None
        self.build_buttons()

    def build_buttons(self) -> None:
        for button in self.buttons:
            if button in self.form.widgets:
                self.form.remove(button)
        self.buttons = []
        self.for_buttons = []
        self.decoy_buttons = []
        if self.choice is None:
            self.layout()
            return
        seat, decision = self.choice
        kind = decision.get("kind")
        if kind == "vote":
            names = list(decision.get("info", {}).get("candidates") or [])
            for target, row in ((self.for_buttons, "for"), (self.decoy_buttons, "decoy")):
                for name in names + [None]:
                    label = (lambda n=name: n) if name else (lambda: _("nowhere"))
                    button = Button(label, partial(self.toggle, row, name))
                    target.append((button, name))
                    self.buttons.append(button)
            self.confirm = Button(N_("Lay my markers face down"), partial(self.cast_vote, seat),
                                  primary=True)
            self.buttons.append(self.confirm)
            self.toggle("for", None)
            self.toggle("decoy", None)
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
            for action in (decision.get("choices") or [])[:8]:
                self.buttons.append(Button(partial(str, action_label(action, self.cast)),
                                           partial(self.answer, seat, action)))
        for button in self.buttons:
            self.form.add(button)
        self.layout()

    def toggle(self, row: str, name: str | None) -> None:
        if row == "for":
            self.vote_for = name
        else:
            self.vote_decoy = name
        for buttons, chosen in ((self.for_buttons, self.vote_for), (self.decoy_buttons, self.vote_decoy)):
            for button, n in buttons:
                button.primary = n == chosen

    def vote_action(self) -> dict[str, Any] | None:
        if self.choice is None:
            return None
        for action in self.choice[1].get("choices") or []:
            if action.get("for") == self.vote_for and action.get("decoy") == self.vote_decoy:
                return action
        return None

    def cast_vote(self, seat: int) -> None:
        action = self.vote_action()
        if action is None:
            self.error = _("These markers cannot be laid so")
            return
        self.answer(seat, action)

    # --- layout ----------------------------------------------------------------------------
    def layout(self) -> None:
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
        kind = self.choice[1].get("kind") if self.choice else None
        if kind == "vote":
            cols = max(1, len(self.for_buttons))
            label_w = px(150)
            bw = max(px(60), (inner.width - label_w - (cols - 1) * gap) // cols)
            for r, buttons in enumerate((self.for_buttons, self.decoy_buttons)):
                for i, (button, _n) in enumerate(buttons):
                    button.rect = pygame.Rect(inner.x + label_w + i * (bw + gap),
                                              self.panel.y + px(54) + r * (bh + gap), bw, bh)
            self.confirm.rect = pygame.Rect(0, 0, px(360), bh + px(4))
            self.confirm.rect.midtop = (self.panel.centerx, self.panel.y + px(60) + 2 * (bh + gap))
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

    def card_rects(self, t: float) -> dict[str, pygame.Rect]:
        """Where each candidate stands: evenly spread on the stage, in order of candidacy."""
        cands = self.script.candidates
        n = max(1, len(cands))
        cw = min(self.px(250), (self.stage.width - self.px(30) * (n - 1)) // n)
        total = n * cw + (n - 1) * self.px(30)
        x0 = self.stage.centerx - total // 2
        return {c.lord: pygame.Rect(x0 + i * (cw + self.px(30)), self.stage.y, cw, self.stage.height)
                for i, c in enumerate(cands)}

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        t = self.t
        self.drawn = {"t": t}
        surface.blit(self.static_layer(surface.get_size()), (0, 0))
        if self.needs_handoff() and self.clock.caught_up(self.script.end):
            self.draw_handoff(surface)
            self.form.draw(surface)
            return
        crowned = self.script.crown_at is not None and t >= self.script.crown_at
        if not crowned:
            self.draw_emblem(surface, t)
        self.draw_candidates(surface, t)
        if crowned:
            self.draw_emblem(surface, t)
        self.draw_voters(surface, t)
        self.draw_rule(surface, t)
        if self.choice is not None and self.clock.caught_up(self.script.end):
            self.draw_choice(surface)
        else:
            self.draw_log(surface, t)
        self.draw_verdict(surface, t)
        self.form.draw(surface)
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

    def regalia_pos(self, t: float, cards: dict[str, pygame.Rect]) -> tuple[float, float, float]:
        """(x, y, scale) of the mitre, tiara or crown: above the seat, then onto the winner."""
        px = self.px
        home = (self.emblem.centerx, self.emblem.top + px(28))
        bob = math.sin(t * 2.0) * px(3)
        crown_at = self.script.crown_at
        winner = self.script.winner()
        if crown_at is None or winner not in cards or t < crown_at:
            return home[0], home[1] + bob, 1.0
        card = cards[winner]
        dest = (card.centerx - px(24), card.y + px(18))
        u = tween.progress(t, crown_at, 1.2)
        x, y = tween.arc(home, dest, tween.ease_in_out(u), px(80))
        return x, y, 1.0 + 0.25 * tween.ease_out(u)

    def draw_emblem(self, surface: pygame.Surface, t: float) -> None:
        px = self.px
        u = tween.progress(t, 0, 1.2)
        cards = self.card_rects(t)
        x, y, k = self.regalia_pos(t, cards)
        if u < 1 or (self.script.crown_at is None or t < self.script.crown_at):
            halo = art.glow(px(70), pal.GOLD_LIGHT, int(120 * tween.pulse(t, 3.0) + 60))
            surface.blit(halo, halo.get_rect(center=(x, y)))
        image = art.regalia(self.script.title, max(8, int(px(62) * k)))
        if u < 1:
            image = image.copy()
            image.set_alpha(int(255 * u))
        surface.blit(image, image.get_rect(center=(x, y)))

    def draw_candidates(self, surface: pygame.Surface, t: float) -> None:
        px = self.px
        cards = self.card_rects(t)
        tally = self.script.tally_at(t)
        self.drawn["tally"] = dict(tally)
        self.drawn["markers"] = []
        winner = self.script.winner()
        crowned = self.script.crown_at is not None and t >= self.script.crown_at + 1.2
        for cand in self.script.candidates_at(t):
            rect = cards[cand.lord]
            u = tween.ease_out_back(tween.progress(t, cand.appear_at, 0.8))
            offset = (1 - u) * px(120)
            colour = self.family(cand.player)
            lord = self.cast.lord(cand.lord)
            n = len(self.script.candidates)
            pw = min(px(150 if n <= 2 else 140 if n == 3 else 128), rect.width - px(80))
            portrait = pygame.Rect(0, 0, pw, int(pw * 1.17))
            portrait.midtop = (rect.centerx - px(24), rect.y + px(4) + offset)
            if winner == cand.lord and crowned:
                rays = art.rays(px(150), 20)
                angle = (t * 12) % 360
                spun = pygame.transform.rotate(rays, angle)
                surface.blit(spun, spun.get_rect(center=portrait.center))
            surface.blit(art.portrait(colour, portrait.width, portrait.height, lord.get("sex", "M")), portrait)
            y = portrait.bottom + px(4)
            name = fonts.text(cand.lord, "bold", px(24), pal.INK)
            surface.blit(name, name.get_rect(midtop=(portrait.centerx, y)))
            y += name.get_height() - px(2)
            fam = fonts.text(self.cast.name(cand.player), "body", px(18), pal.INK_SOFT)
            surface.blit(fam, fam.get_rect(midtop=(portrait.centerx, y)))
            y += fam.get_height() - px(2)
            for title in (lord.get("titles") or [])[:2]:
                text = fonts.text(title_text(title), "italic", px(16), pal.GOLD_DARK)
                surface.blit(text, text.get_rect(midtop=(portrait.centerx, y)))
                y += text.get_height() - px(2)
            # The tally beside the portrait, climbing as the markers are turned over.
            votes = tally.get(cand.lord, 0)
            shown_result = self.script.result_beat is not None and t >= self.script.result_beat.start
            if shown_result:
                big = fonts.text(str(votes), "title", px(64), pal.GOLD_DARK if winner != cand.lord else pal.BURGUNDY)
                surface.blit(big, big.get_rect(midleft=(portrait.right + px(12), portrait.centery - px(6))))
                label = fonts.text(_("votes") if votes != 1 else _("vote"), "italic", px(16), pal.INK_SOFT)
                surface.blit(label, label.get_rect(midtop=(portrait.right + px(12) + big.get_width() // 2,
                                                           portrait.centery + px(26))))
            # Markers laid on this candidate.
            markers = self.script.markers_on(cand.lord, t)
            ms = px(42)
            mx0 = portrait.centerx - (len(markers) * (ms + px(6)) - px(6)) // 2
            my = y + px(8)
            for i, m in enumerate(markers):
                land = tween.progress(t, m.placed_at, 0.6)
                start = self.voter_anchor(m.player)
                dest = (mx0 + i * (ms + px(6)) + ms // 2, my + ms // 2)
                x, y2 = tween.arc(start, dest, tween.ease_out(land), px(140))
                face = m.face_at(t)
                image = art.marker(self.family(m.player), ms, face, m.weight)
                f = m.flip(t)
                if 0 < f < 1:
                    squash = abs(math.cos(f * math.pi))
                    image = pygame.transform.smoothscale(image, (max(1, int(ms * squash)), ms))
                surface.blit(image, image.get_rect(center=(x, y2)))
                if land >= 1:
                    self.drawn["markers"].append((m.player, cand.lord, face))
                    if face != "down" and m.flip_at is not None and t < m.flip_at + FLIP * 1.2:
                        tag = _("+{n}").format(n=m.weight) if face == "for" else _("decoy")
                        image = fonts.text(tag, "bold", px(20), pal.BURGUNDY if face == "for" else pal.INK_FAINT)
                        rise = tween.progress(t, m.flip_at + FLIP * 0.5, 0.6) * px(30)
                        surface.blit(image, image.get_rect(midbottom=(x, y2 - ms // 2 - rise)))
        if not self.script.candidates_at(t):
            note = fonts.text(_("The candidates step forward…"), "italic", px(24), pal.INK_SOFT)
            surface.blit(note, note.get_rect(center=self.stage.center))

    def voter_anchor(self, player: int) -> tuple[float, float]:
        rows = self.voter_rows()
        i = self.order.index(player) if player in self.order else 0
        row = rows[i] if i < len(rows) else self.voters_rect
        return (row.x + self.px(12), row.centery)

    def voter_rows(self) -> list[pygame.Rect]:
        """One row per voter inside the panel: in two columns, closer together, when one
        column cannot hold them all (a 6-family table, issue 19)."""
        px = self.px
        rect = self.voters_rect.inflate(-px(30), -px(22))
        top = rect.y + px(34)
        height = rect.bottom - top
        n = max(1, len(self.order))
        columns = 1 if n * px(26) <= height else 2
        per_column = -(-n // columns)
        pitch = min(px(34), height // per_column)
        width = rect.width // columns
        return [pygame.Rect(rect.x + (i // per_column) * width, top + (i % per_column) * pitch,
                            width - px(6), pitch) for i in range(len(self.order))]

    def draw_voters(self, surface: pygame.Surface, t: float) -> None:
        px = self.px
        rect = self.voters_rect.inflate(-px(30), -px(22))
        surface.blit(fonts.text(_("The voters"), "title", px(28), pal.BURGUNDY), (rect.x, rect.y - px(4)))
        asked = self.choice[0] if self.choice and self.choice[1].get("kind") == "vote" else None
        rows = self.voter_rows()
        self.drawn["voters"] = [tuple(r) for r in rows]
        for player, row in zip(self.order, rows):
            self.draw_voter(surface, t, player, row, player == asked)

    def draw_voter(self, surface: pygame.Surface, t: float, player: int, row: pygame.Rect,
                   asked: bool) -> None:
        """A voter's shield, name, weight once known, and marker laid (or "voting…")."""
        px = self.px
        size = min(px(20), row.height - px(4))
        side = min(px(24), row.height - px(2))
        shield = pygame.Rect(row.x, row.centery - side // 2, side * 5 // 6, side)
        decor.shield(surface, shield, self.family(player), width=max(1, px(2)))
        colour = pal.BURGUNDY if asked else pal.INK
        mark_w = px(28)
        weight = self.weights.get(player, self.revealed_weights(t).get(player))
        weight_w = row.width * 2 // 5 if weight is not None else 0
        name_area = pygame.Rect(shield.right + px(6), row.y, row.right - mark_w - weight_w - shield.right - px(6),
                                row.height)
        fit_text(surface, self.cast.name(player), name_area, "bold", size, colour, centred=False)
        if weight is not None:
            text = _("no vote") if weight == 0 else (_("1 vote") if weight == 1 else
                                                      _("{n} votes").format(n=weight))
            fit_text(surface, text, pygame.Rect(name_area.right, row.y, weight_w, row.height), "body",
                     min(px(18), size), pal.INK_SOFT, centred=False)
        if self.script.has_voted(player, t):
            image = art.marker(self.family(player), min(px(24), row.height))
            surface.blit(image, image.get_rect(midright=(row.right, row.centery)))
        elif asked:
            image = fonts.text(_("voting…"), "italic", min(px(17), size), pal.BURGUNDY)
            surface.blit(image, image.get_rect(midright=(row.right, row.centery)))

    def revealed_weights(self, t: float) -> dict[int, int]:
        """Weights the reveal has shown (a FOR marker carries all of its voter's votes)."""
        return {m.player: m.weight for m in self.script.markers
                if m.face == "for" and m.face_at(t) == "for"}

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

    def draw_verdict(self, surface: pygame.Surface, t: float) -> None:
        px = self.px
        script = self.script
        text = sub = None
        start = None
        if script.cancelled is not None and t >= script.cancelled.start:
            text, sub, start = _("The election is not held"), "", script.cancelled.start
        elif self.nobody_stood:
            text, sub, start = _("The election is not held"), _("Nobody stood as a candidate"), 0.0
        elif script.verdict_at is not None and t >= script.verdict_at:
            start = script.verdict_at
            winner = script.winner()
            if winner:
                text = _("{lord}, {office}!").format(lord=winner, office=script.office())
                final = {name: votes for name, votes in (script.result or {}).get("tally", [])}
                n = final.get(winner, 0)
                sub = _("{n} votes").format(n=n) if n != 1 else _("1 vote")
            else:
                text, sub = _("Nobody is elected"), script.reason_text()
        if text is None or start is None:
            return
        self.drawn["verdict"] = text
        u = tween.ease_out_back(tween.progress(t, start, 0.6))
        if u <= 0.02:
            return
        image = fonts.text(text, "title", px(44), pal.PARCHMENT_LIGHT)
        sub_image = fonts.text(sub, "italic", px(20), pal.GOLD_LIGHT) if sub else None
        width = int((max(image.get_width(), sub_image.get_width() if sub_image else 0) + px(110)) * min(1.0, u))
        height = image.get_height() + (sub_image.get_height() if sub_image else 0) + px(18)
        rect = pygame.Rect(0, 0, width, height)
        rect.midbottom = (self.size[0] // 2, self.bottom.top - px(2))
        tails = [(rect.left - px(36), rect.top + px(10)), (rect.left, rect.top + px(10)),
                 (rect.left, rect.bottom + px(6)), (rect.left - px(36), rect.bottom + px(6)),
                 (rect.left - px(20), rect.centery + px(8))]
        for pts in (tails, [(2 * rect.centerx - x, y) for x, y in tails]):
            pygame.draw.polygon(surface, art.darker(pal.BURGUNDY, 0.3), pts)
        pygame.draw.rect(surface, pal.BURGUNDY, rect)
        pygame.draw.rect(surface, pal.GOLD, rect, max(1, px(3)))
        pygame.draw.rect(surface, pal.GOLD_DARK, rect.inflate(-px(12), -px(12)), max(1, px(1)))
        if u >= 0.6:
            surface.blit(image, image.get_rect(midtop=(rect.centerx, rect.y + px(6))))
            if sub_image:
                surface.blit(sub_image, sub_image.get_rect(midtop=(rect.centerx, rect.y + px(6) + image.get_height())))
        if script.crown_at is not None and t >= script.crown_at:
            self.draw_sparkles(surface, t)

    def draw_sparkles(self, surface: pygame.Surface, t: float) -> None:
        """Gold flakes falling around the winner (fixed paths: a replay shows the same)."""
        cards = self.card_rects(t)
        winner = self.script.winner()
        if winner not in cards or self.script.crown_at is None:
            return
        card = cards[winner]
        px = self.px
        age = t - self.script.crown_at
        for i in range(26):
            life = 2.4
            born = tween.noise("spark", i) * 1.2
            u = (age - born) / life
            if not 0 <= u <= 1:
                continue
            x = card.centerx + (tween.noise("sx", i) - 0.5) * card.width * 1.2 + math.sin(age * 3 + i) * px(8)
            y = card.y - px(20) + u * card.height * 0.8
            r = max(1, int(px(4) * (1 - u) + 1))
            colour = pal.GOLD_LIGHT if i % 3 else (255, 250, 220)
            pygame.draw.circle(surface, colour, (x, y), r)

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
        decor.panel(surface, self.panel, self.scale * 0.8, fill=pal.PARCHMENT_LIGHT)
        kind = decision.get("kind")
        info = decision.get("info", {})
        if kind == "vote":
            n = info.get("votes", 0)
            head = (_("{name}, lay your markers ({n} votes)") if n != 1 else
                    _("{name}, lay your markers (1 vote)")).format(name=self.cast.name(seat), n=n)
        elif kind == "candidate":
            head = _("{name}, present a candidate?").format(name=self.cast.name(seat))
        else:
            head = _("{name} decides").format(name=self.cast.name(seat))
        surface.blit(fonts.text(head, "bold", px(22), pal.INK), (self.panel.x + px(22), self.panel.y + px(16)))
        if kind == "vote":
            for r, label in enumerate((_("FOR:"), _("Decoy:"))):
                image = fonts.text(label, "bold", px(20), pal.BURGUNDY)
                surface.blit(image, (self.panel.x + px(22), self.panel.y + px(62) + r * px(48)))
        self.draw_error(surface, self.panel.x + px(22))
        self.drawn["choice"] = (seat, kind)


def turn_order(view: dict[str, Any]) -> list[int]:
    n = len(view.get("players", []))
    first = view.get("first") or 0
    return [(first + i) % n for i in range(n)] if n else []

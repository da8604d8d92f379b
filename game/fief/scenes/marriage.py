"""A short marriage ceremony (1.1): the two families step in, rings are exchanged, the alliance
is shown between them; a King's bride is crowned Queen (1.8.1).

The scene draws the ``married`` event (and the ``queen_crowned`` that may follow) and asks
nothing. The board opens it from the event::

    from game.fief.scenes import marriage
    if marriage.starts_with(event):
        marriage.open_scene(app, session, event)
"""
from __future__ import annotations

from typing import Any, Sequence

import pygame

from game.shell import art, tween
from game.fief.anim.battle_words import event_text
from game.fief.anim.cast import Cast, title_text
from game.fief.anim.feed import EventFeed, StaticFeed
from game.shell.timeline import Playback, Timeline, speed_name
from game.shell.audio import audio_for
from game.shell.i18n import N_, _
from game.shell import decor, fonts
from game.shell import palette as pal
from game.shell.base import UIScene
from game.fief.scenes.feed_scene import AutoContinue
from game.shell.stack import Shell
from game.shell.widgets import Button

ENTER, APPROACH, RINGS, ALLIANCE, QUEEN = 1.0, 1.2, 1.6, 1.6, 1.8
KINDS = ("married", "queen_crowned")


def starts_with(event: dict[str, Any]) -> bool:
    return event.get("kind") == "married"


def open_scene(app: Shell, session: Any, event: dict[str, Any], reader: int | None = None) -> "MarriageScene":
    scene = MarriageScene.for_session(app, session, since=int(event.get("seq", 1)) - 1, reader=reader)
    app.stack.push(scene)
    return scene


class MarriageScript:
    """The beats of a wedding, from its events (pure: the same events give the same frames)."""

    def __init__(self, events: Sequence[dict[str, Any]], cast: Cast) -> None:
        self.cast = cast
        self.timeline = Timeline()
        self.married: dict[str, Any] | None = None
        self.queen_at: float | None = None
        self.rings_at = self.alliance_at = 0.0
        for event in events:
            kind = event.get("kind")
            if kind == "married" and self.married is None:
                self.married = dict(event)
                enter = self.timeline.add("enter", ENTER, 0)
                self.timeline.add("approach", APPROACH, 0)
                rings = self.timeline.add("rings", RINGS, 0)
                alliance = self.timeline.add("alliance", ALLIANCE, 0)
                self.rings_at, self.alliance_at = rings.start, alliance.start
                self.timeline.say(enter.start, event_text(event, cast))
                self.timeline.cue(enter.start, "bells")
                self.timeline.cue(rings.start + RINGS * 0.7, "chime")
            elif kind == "queen_crowned" and self.married is not None:
                beat = self.timeline.add("queen", QUEEN, 1)
                self.queen_at = beat.start
                self.timeline.say(beat.start, event_text(event, cast), "bold")
                self.timeline.cue(beat.start + 0.4, "fanfare")

    @property
    def end(self) -> float:
        return self.timeline.end


class MarriageScene(UIScene):
    def __init__(self, app: Shell, feed: EventFeed | StaticFeed, *, session: Any = None,
                 reader: int | None = None, cast: Cast | None = None) -> None:
        super().__init__(app)
        self.feed = feed
        if cast is None and session is not None:
            try:
                seat = reader if reader is not None else (session.seats() or (None,))[0]
                cast = Cast.from_view(session.view(seat))    # None: a computers' table, public
            except Exception:
                cast = None
        self.cast = cast or Cast()
        self.colourblind = bool(getattr(getattr(app, "settings", None), "colourblind", False))
        self.clock = Playback(speed_name(getattr(getattr(app, "settings", None), "animation_speed", 1.0)))
        self.audio = audio_for(app)
        self.script = MarriageScript(self.feed.events, self.cast)
        self.close_button = Button(N_("Continue"), self.close, primary=True)
        self.auto = AutoContinue(app)                # it asks nothing: it goes on by itself
        self.form.add(self.close_button)
        self.drawn: dict[str, Any] = {}
        self.layout()

    @classmethod
    def for_session(cls, app: Shell, session: Any, since: int, reader: int | None = None) -> "MarriageScene":
        feed = EventFeed(session, reader, since, starts=starts_with, ends=lambda e: False,
                         stop_before=lambda e: e.get("kind") not in KINDS)
        return cls(app, feed, session=session, reader=reader)

    def close(self) -> None:
        if self.is_top:
            self.stack.pop()

    def on_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_SPACE:
                self.clock.skip(self.script.end)
            elif event.key == pygame.K_r:
                self.clock.replay()
            elif event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
                if self.clock.caught_up(self.script.end):
                    self.close()
                else:
                    self.clock.skip(self.script.end)
        return None

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.feed.pull():
            self.script = MarriageScript(self.feed.events, self.cast)
        t0, t1 = self.clock.advance(dt, self.script.end)
        if t1 - t0 <= 0.5:
            for sound in self.script.timeline.cues_between(t0, t1):
                self.audio.play(sound)
        self.close_button.visible = self.clock.caught_up(self.script.end)
        if self.auto.due(dt, self.close_button.visible, False):
            self.close()

    def layout(self) -> None:
        """Close at the foot; the spouses, the alliance's ribbon and its plate above it need
        780 units of height: at a scale too large for the window (150 % at 1280x720) the
        whole scene closes up (``shrink_to``)."""
        self.shrink_to(1000, 780, margin=0)
        w, h = self.size
        self.close_button.rect = pygame.Rect(0, 0, self.px(260), self.px(52))
        self.close_button.rect.midbottom = (w // 2, h - self.px(36))
        self.close_button.scale = self.scale

    def family(self, seat: int | None) -> tuple[int, int, int]:
        return pal.family(self.cast.colour(seat), self.colourblind) if seat is not None else (128, 128, 128)

    def draw(self, surface: pygame.Surface) -> None:
        """The wedding at the clock's time: the spouses, the rings, the alliance's ribbon, the
        Queen's crown, each beat from its start on the timeline (``drawn`` says which are
        complete, for the tests)."""
        px, t = self.px, self.clock.t
        w, h = self.size
        surface.blit(decor.parchment((w, h)), (0, 0))
        m = self.script.married
        self.drawn = {"t": t}
        if m is None:
            self.form.draw(surface)
            return
        players = list(m.get("players") or [None, None])
        title = fonts.text(_("A Marriage"), "title", px(60), pal.INK)
        surface.blit(title, title.get_rect(midtop=(w // 2, px(18))))
        decor.rule(surface, (w // 2, px(100)), w - px(200), self.scale)
        cy = px(150) + int(px(210) * 1.17) // 2
        glow = art.glow(px(260), pal.GOLD_LIGHT, int(80 + 50 * tween.pulse(t, 2.5)))
        surface.blit(glow, glow.get_rect(center=(w // 2, cy)))
        positions = self.draw_spouses(surface, (m.get("lord", ""), m.get("lady", "")), players, cy)
        self.draw_rings(surface, cy)
        self.draw_alliance(surface, positions, players)
        self.draw_queen(surface, m.get("lady", ""), positions[1])
        for line in self.script.timeline.lines_at(t)[-1:]:
            image = fonts.text(line.text, "italic", px(20), pal.INK_SOFT)
            surface.blit(image, image.get_rect(midbottom=(w // 2, self.close_button.rect.top - px(12))))
        self.form.draw(surface)

    def draw_spouses(self, surface: pygame.Surface, names: tuple[str, str],
                     players: list[int | None], cy: int) -> list[pygame.Rect]:
        """The two families come in from the sides, then step toward each other: each spouse's
        portrait, name, family and first title; the portraits' rectangles."""
        px, t, w = self.px, self.clock.t, self.size[0]
        enter = tween.ease_out(tween.progress(t, 0, 1.0))
        close = tween.ease_in_out(tween.progress(t, 1.0, 1.2))
        pw = px(210)
        ph = int(pw * 1.17)
        positions = []
        for i, (name, seat) in enumerate(zip(names, players)):
            side = -1 if i == 0 else 1
            far = w // 2 + side * (w // 2 + pw)
            near = w // 2 + side * px(300)
            nearer = w // 2 + side * px(230)
            x = tween.lerp(tween.lerp(far, near, enter), nearer, close)
            rect = pygame.Rect(0, 0, pw, ph)
            rect.center = (int(x), cy)
            info = self.cast.lord(name)
            surface.blit(art.portrait(self.family(seat), pw, ph, info.get("sex", "M" if i == 0 else "F")), rect)
            label = fonts.text(name, "bold", px(30), pal.INK)
            surface.blit(label, label.get_rect(midtop=(rect.centerx, rect.bottom + px(8))))
            fam = fonts.text(_("of the family of {player}").format(player=self.cast.name(seat)),
                             "italic", px(20), pal.INK_SOFT)
            surface.blit(fam, fam.get_rect(midtop=(rect.centerx, rect.bottom + px(44))))
            titles = info.get("titles") or []
            if titles:
                tt = fonts.text(title_text(titles[0]), "italic", px(18), pal.GOLD_DARK)
                surface.blit(tt, tt.get_rect(midtop=(rect.centerx, rect.bottom + px(70))))
            positions.append(rect)
        return positions

    def draw_rings(self, surface: pygame.Surface, cy: int) -> None:
        """The rings fly down from above and lock together between the spouses."""
        px, t, w = self.px, self.clock.t, self.size[0]
        u = tween.progress(t, self.script.rings_at, 1.1)
        if u <= 0:
            return
        rs = px(100)
        for side in (-1, 1):
            start = (w // 2 + side * px(120), px(90))
            end = (w // 2 + side * rs * 0.28, cy - px(10))
            x, y = tween.arc(start, end, tween.ease_out(u), px(60))
            image = art.ring(rs)
            angle = (1 - u) * 200 * side
            if angle:
                image = pygame.transform.rotate(image, angle)
            surface.blit(image, image.get_rect(center=(x, y)))
        if u >= 1:
            sparkle = tween.progress(t, self.script.rings_at + 1.1, 0.6)
            if sparkle < 1:
                halo = art.glow(px(90), (255, 245, 200), int(200 * (1 - sparkle)))
                surface.blit(halo, halo.get_rect(center=(w // 2, cy - px(10))))
        self.drawn["rings"] = u >= 1

    def draw_alliance(self, surface: pygame.Surface, positions: list[pygame.Rect],
                      players: list[int | None]) -> None:
        """The alliance: a ribbon in both families' colours unrolls between them, a shield at
        each end, then the words on a plate."""
        px, t, w = self.px, self.clock.t, self.size[0]
        a = tween.ease_out_back(tween.progress(t, self.script.alliance_at, 0.8))
        if a <= 0.02:
            return
        rw = int((positions[1].right - positions[0].left) * min(1.0, a))
        ribbon = pygame.Rect(0, 0, rw, px(74))
        ribbon.midtop = (w // 2, positions[0].bottom + px(110))
        left = ribbon.copy()
        left.width = ribbon.width // 2
        right = ribbon.copy()
        right.left = left.right
        right.width = ribbon.width - left.width
        pygame.draw.rect(surface, self.family(players[0]), left)
        pygame.draw.rect(surface, self.family(players[1]), right)
        for x in range(ribbon.left + px(30), ribbon.right - px(20), px(44)):
            if abs(x - ribbon.centerx) > px(40):
                decor.lozenge(surface, (x, ribbon.centery), px(6), pal.GOLD_LIGHT)
        pygame.draw.rect(surface, pal.GOLD, ribbon, max(2, px(3)))
        pygame.draw.rect(surface, pal.GOLD_DARK, ribbon.inflate(-px(10), -px(10)), max(1, px(1)))
        decor.lozenge(surface, ribbon.center, px(20), pal.GOLD, pal.INK)
        for i, x in enumerate((ribbon.left, ribbon.right)):
            shield = pygame.Rect(0, 0, px(56), px(68))
            shield.center = (x, ribbon.centery)
            decor.shield(surface, shield, self.family(players[i]), pal.GOLD_DARK, max(2, px(3)))
        if a >= 0.7:
            text = _("The families of {a} and {b} are allied").format(
                a=self.cast.name(players[0]), b=self.cast.name(players[1]))
            image = fonts.text(text, "bold", px(30), pal.INK)
            plate = image.get_rect(midtop=(ribbon.centerx, ribbon.bottom + px(14))).inflate(px(30), px(10))
            decor.panel(surface, plate, self.scale * 0.6, fill=pal.PARCHMENT_LIGHT)
            surface.blit(image, image.get_rect(center=(plate.centerx, plate.centery + px(3))))
            self.drawn["alliance"] = (players[0], players[1])

    def draw_queen(self, surface: pygame.Surface, lady: str, lady_rect: pygame.Rect) -> None:
        """A crown flies onto the bride who marries the King (the Queen of France)."""
        px, t, w = self.px, self.clock.t, self.size[0]
        if self.script.queen_at is None or t < self.script.queen_at:
            return
        q = tween.progress(t, self.script.queen_at, 1.0)
        x, y = tween.arc((w // 2, px(60)), (lady_rect.centerx, lady_rect.top + px(10)),
                         tween.ease_in_out(q), px(60))
        image = art.crown(px(80))
        surface.blit(image, image.get_rect(center=(x, y)))
        if q >= 1:
            crowned = fonts.text(_("{lady}, Queen of France").format(lady=lady), "title", px(30),
                                 pal.BURGUNDY)
            surface.blit(crowned, crowned.get_rect(midbottom=(lady_rect.centerx,
                                                              lady_rect.top - px(24))))
            self.drawn["queen"] = lady

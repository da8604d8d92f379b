"""The victory screen (7.0-7.3): who won and why, each family's victory points and titles, the
length of the game; then the game in charts (scenes/charts.py, from the events that ended its
rounds), back to the title or a last look at the board.

The why is the referee's, from the final public view: each winning side (``victory``: alone,
7.1, or allied by marriage, 7.2; several sides share the win, RULINGS 45), its points and what
its condition asks; the families' titles come from the same view.
"""
from __future__ import annotations

import math
import random
from collections.abc import Iterable, Mapping
from typing import Any

import pygame

from engine.fief.api import View
from game.shell import art
from game.shell.i18n import N_, _
from game.shell import decor, fonts
from game.shell import palette as pal
from game.fief.render.icons import draw_mark
from game.fief.scenes.charts import ChartsScene
from game.shell.base import UIScene
from game.fief.scenes.round_summary import joined
from game.shell.stack import Shell
from game.fief.ui.card_texts import edition_of
from game.fief.ui.counts import count
from game.fief.ui.texts import title_name
from game.shell.widgets import Button


class VictoryScene(UIScene):
    def __init__(self, app: Shell, view: View, kinds: list[str] | None = None,
                 events: Iterable[Mapping[str, Any]] = ()) -> None:
        super().__init__(app)
        self.view = view
        self.kinds = kinds or []
        self.events = list(events)            # the public log: the rounds' figures, charted
        self.time = 0.0
        self.board_button = Button(N_("Look at the board"), self.look, primary=False)
        self.charts_button = Button(N_("The game in charts"), self.open_charts, primary=False)
        self.title_button = Button(N_("Back to the title"), self.to_title, primary=True)
        self.form.add(self.board_button)
        self.form.add(self.charts_button)
        self.form.add(self.title_button)
        self.form.set_focus(self.title_button)
        self.panel = pygame.Rect(0, 0, 0, 0)
        rng = random.Random(7)
        self.petals = [(rng.random(), rng.random(), rng.uniform(0.6, 1.4), rng.random() * 6.28)
                       for _ in range(70)]

    @property
    def winners(self) -> list[int]:
        return list(self.view.get("winners") or [])

    def headline(self) -> str:
        names = [self.view["players"][w]["name"] for w in self.winners if w < len(self.view.get("players", []))]
        if not names:
            return _("The game is over")
        if len(names) == 1:
            return _("Victory for {name}!").format(name=names[0])
        return _("Victory for {names}!").format(names=_(" and ").join(names))

    def explanation(self) -> list[str]:
        """Why the winners won, in a few sentences."""
        players = self.view.get("players", [])
        ws = [w for w in self.winners if w < len(players)]
        if not ws:
            return []
        lords = self.view.get("lords", [])
        lines = []
        for seat in ws:
            titles = [title_name(t) for lord in lords if lord.get("owner") == seat for t in lord.get("titles", [])]
            lines.append(_("{name}: {vp} ({titles}).").format(
                name=players[seat]["name"], vp=count("vp", int(players[seat].get("vp", 0) or 0)),
                titles=", ".join(titles) or _("no title")))
        sides = list(self.view.get("victory") or [])
        for side in sides:
            if side["alliance"]:
                lines.append(_("{names} are allied by marriage: together they hold {vp}, and an alliance with {needed} wins for both families (7.2).").format(
                    names=joined([players[s]["name"] for s in side["players"]]),
                    vp=count("vp", side["vp"]), needed=count("vp", side["needed"])))
            else:
                lines.append(_("A family with {vp} wins alone (7.1). Each fief title, the King and the Pope give one victory point.").format(
                    vp=count("vp", side["needed"])))
        if len(sides) > 1:
            lines.append(_("They meet the victory condition together and nothing sets them apart: they share the victory (RULINGS 45)."))
        return lines

    def look(self) -> None:
        self.stack.pop()

    def open_charts(self) -> None:
        families = [(p["name"], p["colour"]) for p in self.view.get("players", [])]
        self.stack.push(ChartsScene(self.app, self.events, families, edition_of(self.view)))

    def to_title(self) -> None:
        self.app.back_to_title()

    def on_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.look()
        return None

    def update(self, dt: float) -> None:
        super().update(dt)
        self.time += dt

    def layout(self) -> None:
        """The panel, 1180 x 800 units or as tall as its words, the buttons at its foot; at
        a scale too large for the window (150 % at 1280x720 put the buttons over the table
        and the explanation under the panel's edge) the screen closes up (``shrink_to``)."""
        w, h = self.size
        self.shrink_to(1180)
        needed = self.shrink_to_fit(self.needed_height)
        self.panel = pygame.Rect(0, 0, min(self.px(1180), w - 40),
                                 min(max(self.px(800), needed), h - 40))
        self.panel.center = (w // 2, h // 2)
        gap = self.px(20)
        bw, bh = min(self.px(300), (self.panel.width - self.px(80) - 2 * gap) // 3), self.px(56)
        x = self.panel.centerx - (3 * bw + 2 * gap) // 2
        for b in (self.board_button, self.charts_button, self.title_button):
            b.rect = pygame.Rect(x, self.panel.bottom - self.px(36) - bh, bw, bh)
            b.scale = self.scale
            x += bw + gap

    def needed_height(self) -> int:
        """The panel's height its content needs at this shrink (as ``draw`` lays it out):
        the crown, the headline and the winners, a row a family, the explanation's lines
        wrapped, and the row of buttons."""
        px = self.px
        width = min(px(1180), self.size[0] - 40) - px(140)
        line = fonts.font("italic", px(19)).get_linesize()
        words = sum(len(fonts.wrap(text, "italic", px(19), width)) * line + px(4)
                    for text in self.explanation())
        rows = len(self.view.get("players", [])) * px(46)
        return px(386) + rows + px(8) + words + px(16) + px(56) + px(36)

    def draw(self, surface: pygame.Surface) -> None:
        self.background(surface)
        px = self.px
        players = self.view.get("players", [])
        ws = [s for s in self.winners if s < len(players)]
        self.draw_petals(surface, ws)
        decor.panel(surface, self.panel, self.scale)
        crown = art.crown(px(96))
        surface.blit(crown, crown.get_rect(midtop=(self.panel.centerx, self.panel.y + px(18))))
        self.heading(surface, self.headline(), (self.panel.centerx, self.panel.y + px(132)), 62)
        self.write(surface, _("at the end of round {n}").format(n=self.view.get("round", "?")),
                   (self.panel.centerx, self.panel.y + px(172)), size=22, role="italic",
                   colour=pal.INK_SOFT, anchor="midtop")
        decor.rule(surface, (self.panel.centerx, self.panel.y + px(214)), px(620), self.scale)
        top = self.panel.y + px(236)
        self.draw_winners(surface, ws, top)
        y = self.draw_standings(surface, ws, top + px(150))
        x0 = self.panel.x + px(70)
        rect = pygame.Rect(x0, y + px(8), self.panel.right - px(70) - x0, px(60))
        for line in self.explanation():
            rect.y += self.write_wrapped(surface, line, rect, size=19, role="italic", colour=pal.INK) + px(4)
        self.form.draw(surface)

    def draw_petals(self, surface: pygame.Surface, ws: list[int]) -> None:
        """Petals falling in the winners' colours (gold when nobody won)."""
        w, h = self.size
        players = self.view.get("players", [])
        colourblind = self.colourblind_palette()
        colours = [pal.family(players[s]["colour"], colourblind) for s in ws] or [pal.GOLD]
        for i, (x, y, speed, phase) in enumerate(self.petals):
            yy = ((y + self.time * 0.06 * speed) % 1.0) * h
            xx = x * w + math.sin(self.time * speed + phase) * self.px(20)
            pygame.draw.ellipse(surface, colours[i % len(colours)], (xx, yy, self.px(10), self.px(6)))

    def draw_winners(self, surface: pygame.Surface, ws: list[int], top: int) -> None:
        """The winners' shields side by side, each with its name."""
        px = self.px
        players = self.view.get("players", [])
        colourblind = self.colourblind_palette()
        for i, seat in enumerate(ws):
            rgb = pal.family(players[seat]["colour"], colourblind)
            shield = pygame.Rect(0, 0, px(78), px(94))
            shield.midtop = (self.panel.centerx + (i - (len(ws) - 1) / 2) * px(220), top)
            glow = art.glow(px(70))
            surface.blit(glow, glow.get_rect(center=shield.center))
            decor.shield(surface, shield, rgb, pal.GOLD, max(2, px(4)))
            draw_mark(surface, players[seat]["colour"], (shield.centerx, shield.y + shield.height * 0.42),
                      px(11), pal.readable_on(rgb))
            self.write(surface, players[seat]["name"], (shield.centerx, shield.bottom + px(6)), size=26,
                       role="bold", anchor="midtop")

    def draw_standings(self, surface: pygame.Surface, ws: list[int], y: int) -> int:
        """Every family from ``y``, winners first then by victory points: shield, name, points,
        villages held, titles; where the table ends."""
        px = self.px
        players = self.view.get("players", [])
        colourblind = self.colourblind_palette()
        order = sorted(range(len(players)), key=lambda s: (s not in ws, -players[s].get("vp", 0), s))
        lords = self.view.get("lords", [])
        villages = self.view.get("villages", {})
        x0 = self.panel.x + px(70)
        for seat in order:
            p = players[seat]
            rgb = pal.family(p["colour"], colourblind)
            small = pygame.Rect(x0, y + px(2), px(24), px(29))
            decor.shield(surface, small, rgb, pal.INK, max(1, px(2)))
            draw_mark(surface, p["colour"], (small.centerx, small.y + small.height * 0.42), px(4),
                      pal.readable_on(rgb))
            self.write(surface, p["name"], (x0 + px(38), y), size=26, role="bold" if seat in ws else "body")
            self.write(surface, _("{vp} VP").format(vp=p.get("vp", 0)), (x0 + px(300), y), size=26,
                       role="bold", colour=pal.BURGUNDY)
            held = sum(1 for v in villages.values() if v.get("controller") == seat)
            self.write(surface, count("villages", held), (x0 + px(390), y + px(4)), size=20,
                       role="italic", colour=pal.INK_SOFT)
            titles = [title_name(t) for l in lords if l.get("owner") == seat for t in l.get("titles", [])]
            text = ", ".join(titles) if titles else _("no title")
            area = pygame.Rect(x0 + px(520), y + px(4), self.panel.right - px(70) - x0 - px(520), px(30))
            image = fonts.text(text, "italic", px(19), pal.INK)
            if image.get_width() > area.width:
                text = fonts.wrap(text, "italic", px(19), area.width - px(20))[0] + " …"
                image = fonts.text(text, "italic", px(19), pal.INK)
            surface.blit(image, area.topleft)
            pygame.draw.line(surface, pal.PARCHMENT_SHADE, (x0, y + px(38)), (self.panel.right - px(70), y + px(38)), 1)
            y += px(46)
        return y

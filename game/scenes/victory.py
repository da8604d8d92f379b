"""The victory screen (7.0-7.3): who won, each family's victory points and titles, the length of
the game; then back to the title or a last look at the board."""
from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import N_, _
from game.render import decor, fonts
from game.render import palette as pal
from game.render.pieces import draw_mark
from game.scenes.base import UIScene
from game.ui.texts import title_name
from game.ui.widgets import Button

if TYPE_CHECKING:  # pragma: no cover
    from game.app import App


class VictoryScene(UIScene):
    def __init__(self, app: "App", view: dict[str, Any], kinds: list[str] | None = None) -> None:
        super().__init__(app)
        self.view = view
        self.kinds = kinds or []
        self.time = 0.0
        self.board_button = Button(N_("Look at the board"), self.look, primary=False)
        self.title_button = Button(N_("Back to the title"), self.to_title, primary=True)
        self.form.add(self.board_button)
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

    def look(self) -> None:
        self.stack.pop()

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
        w, h = self.size
        self.panel = pygame.Rect(0, 0, min(self.px(1180), w - 40), min(self.px(800), h - 40))
        self.panel.center = (w // 2, h // 2)
        bw, bh = self.px(300), self.px(56)
        self.title_button.rect = pygame.Rect(0, 0, bw, bh)
        self.title_button.rect.bottomright = (self.panel.centerx + bw + self.px(10), self.panel.bottom - self.px(36))
        self.board_button.rect = pygame.Rect(0, 0, bw, bh)
        self.board_button.rect.bottomright = (self.panel.centerx - self.px(10), self.panel.bottom - self.px(36))
        for b in (self.title_button, self.board_button):
            b.scale = self.scale

    def draw(self, surface: pygame.Surface) -> None:
        self.background(surface)
        w, h = self.size
        px = self.px
        colourblind = self.app.settings.colourblind if self.app else False
        players = self.view.get("players", [])
        # Falling petals in the winners' colours.
        colours = [pal.family(players[s]["colour"], colourblind) for s in self.winners if s < len(players)] \
            or [pal.GOLD]
        for i, (x, y, speed, phase) in enumerate(self.petals):
            yy = ((y + self.time * 0.06 * speed) % 1.0) * h
            xx = x * w + math.sin(self.time * speed + phase) * px(20)
            pygame.draw.ellipse(surface, colours[i % len(colours)], (xx, yy, px(10), px(6)))
        decor.panel(surface, self.panel, self.scale)
        self.write(surface, _("Round {n}").format(n=self.view.get("round", "?")),
                   (self.panel.centerx, self.panel.y + px(26)), size=24, role="italic",
                   colour=pal.INK_SOFT, anchor="midtop")
        self.heading(surface, self.headline(), (self.panel.centerx, self.panel.y + px(96)), 64)
        decor.rule(surface, (self.panel.centerx, self.panel.y + px(150)), px(600), self.scale)
        # Winners' shields.
        top = self.panel.y + px(176)
        ws = self.winners
        for i, seat in enumerate(ws):
            if seat >= len(players):
                continue
            rgb = pal.family(players[seat]["colour"], colourblind)
            shield = pygame.Rect(0, 0, px(70), px(86))
            shield.midtop = (self.panel.centerx + (i - (len(ws) - 1) / 2) * px(110), top)
            decor.shield(surface, shield, rgb, pal.GOLD, max(2, px(4)))
            draw_mark(surface, players[seat]["colour"], (shield.centerx, shield.y + shield.height * 0.42),
                      px(10), pal.readable_on(rgb))
        # The table: every family by victory points.
        y = top + px(110)
        order = sorted(range(len(players)), key=lambda s: (s not in ws, -players[s].get("vp", 0), s))
        lords = self.view.get("lords", [])
        col_x = self.panel.x + px(60)
        for seat in order:
            p = players[seat]
            rgb = pal.family(p["colour"], colourblind)
            pygame.draw.rect(surface, rgb, (col_x, y + px(4), px(18), px(22)))
            pygame.draw.rect(surface, pal.INK, (col_x, y + px(4), px(18), px(22)), 1)
            role = "bold" if seat in ws else "body"
            self.write(surface, p["name"], (col_x + px(30), y), size=26, role=role)
            self.write(surface, _("{vp} VP").format(vp=p.get("vp", 0)), (col_x + px(290), y), size=26,
                       role="title", colour=pal.BURGUNDY)
            held = [title_name(t) for l in lords if l.get("owner") == seat for t in l.get("titles", [])]
            text = ", ".join(held) if held else _("no title")
            area = pygame.Rect(col_x + px(400), y + px(4), self.panel.right - px(60) - col_x - px(400), px(30))
            image = fonts.text(text, "italic", px(18), pal.INK_SOFT)
            if image.get_width() > area.width:
                text = fonts.wrap(text, "italic", px(18), area.width)[0] + "…"
                image = fonts.text(text, "italic", px(18), pal.INK_SOFT)
            surface.blit(image, area.topleft)
            y += px(40)
        self.form.draw(surface)

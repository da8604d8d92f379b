"""The words around the battle: the header (title, who attacks whom, the round), each side's
strength and the modifiers the referee listed, the log, the banners (a card played, a choice,
the outcome's proclamation), the decision panel or its hand-off veil, and the keys' hint."""
from __future__ import annotations

import pygame

from game.shell import art, tween
from game.fief.anim.battle_choices import decision_prompt
from game.fief.anim.battle_pieces import ATTACK, DEFENCE
from game.shell.i18n import N_, _
from game.shell import decor, fonts
from game.shell import palette as pal
from game.fief.scenes.battle_layout import BattleLayout
from game.fief.ui.mob_words import mob_word

SPEED_LABELS = {"slow": N_("slow"), "normal": N_("normal"), "fast": N_("fast"),
                "instant": N_("instant")}


class PanelPainter(BattleLayout):
    """The scene's words and panels."""

    def draw_header(self, surface: pygame.Surface, t: float) -> None:
        w = self.size[0]
        title = fonts.text(self.script.title(), "title", self.px(58), pal.INK)
        surface.blit(title, title.get_rect(midtop=(w // 2, self.px(6))))
        self.draw_held_in(surface)
        sub = self.script.subtitle(t)
        if sub:
            image = fonts.text(sub, "italic", self.px(24), pal.INK_SOFT)
            surface.blit(image, image.get_rect(midtop=(w // 2, self.px(68))))

    def draw_stats(self, surface: pygame.Surface, t: float) -> None:
        px = self.px
        self.drawn["strength"] = {}
        for side in (ATTACK, DEFENCE):
            rect = self.stats[side].inflate(-px(30), -px(24))
            if self.script.mode == "plague":
                continue
            name = _("Attack") if side == ATTACK else _("Defence")
            if self.script.mode == "uprising":
                name = _(mob_word("side", self.script.cast.edition)) if side == ATTACK \
                    else _("The village")
            title = fonts.text(name, "title", px(30), pal.BURGUNDY)
            surface.blit(title, (rect.x, rect.y - px(2)))
            if self.script.mode == "uprising" and side == ATTACK:
                roll = self.script.roll_at(t)
                dice = roll.attack_dice if roll else None
                line = "" if dice is None else (_("1 die") if dice == 1 else _("{n} dice").format(n=dice))
                sp = None
            else:
                sp, dice = self.script.strength(side, t)
                line = "" if sp is None else _("Strength {sp} · 1 die").format(sp=sp) \
                    if dice == 1 else _("Strength {sp} · {dice} dice").format(sp=sp, dice=dice)
            self.drawn["strength"][side] = (sp, dice)
            modifiers = self.script.modifiers(side, t)[:5]
            self.drawn.setdefault("modifiers", {})[side] = modifiers
            image = fonts.text(line, "bold", px(22), pal.INK)
            surface.blit(image, (rect.x + title.get_width() + px(14), rect.y + px(6)))
            y = rect.y + px(44)
            for reason, effect in modifiers:
                a = fonts.text("• " + reason, "body", px(18), pal.INK_SOFT)
                surface.blit(a, (rect.x, y))
                if effect:
                    b = fonts.text(effect, "bold", px(18), pal.BURGUNDY)
                    surface.blit(b, b.get_rect(topright=(rect.right, y)))
                y += px(24)

    def draw_log(self, surface: pygame.Surface, t: float) -> None:
        px = self.px
        rect = self.log_rect.inflate(-px(30), -px(22))
        lines = self.script.timeline.lines_at(t)
        size = px(17)
        height = fonts.font("body", size).get_linesize()
        room = max(1, rect.height // height)
        wrapped: list[tuple[str, str, float]] = []
        for line in lines[-room:]:
            role = {"italic": "italic", "bold": "bold"}.get(line.style, "body")
            for part in fonts.wrap(line.text, role, size, rect.width):
                wrapped.append((part, role, line.at))
        wrapped = wrapped[-room:]
        y = rect.bottom - len(wrapped) * height
        for text, role, at in wrapped:
            colour = pal.BURGUNDY if role == "bold" else (pal.INK_SOFT if role == "italic" else pal.INK)
            image = fonts.text(text, role, size, colour)
            fade = tween.progress(t, at, 0.3)
            if fade < 1:
                image = image.copy()
                image.set_alpha(int(255 * fade))
            surface.blit(image, (rect.x, y))
            y += height
        self.drawn["log"] = [line.text for line in lines]

    def draw_last_line(self, surface: pygame.Surface, t: float) -> None:
        """While the panel covers the log, the latest line stays readable above it."""
        lines = self.script.timeline.lines_at(t)
        if lines:
            image = fonts.text(lines[-1].text, "italic", self.px(18), pal.INK_SOFT)
            surface.blit(image, image.get_rect(midbottom=(self.panel.centerx, self.panel.top - self.px(6))))

    def draw_banner(self, surface: pygame.Surface, t: float) -> None:
        px = self.px
        ended = self.script.ended
        if ended is not None and t >= ended.start:
            title, sub = self.script.outcome_text()
            u = tween.ease_out_back(tween.progress(t, ended.start, 0.6))
            self.ribbon(surface, title, sub, self.tray.bottom + px(40), u, large=True)
            self.drawn["outcome"] = title
            return
        banner = self.script.banner_at(t)
        if banner is not None:
            beat, title, sub = banner
            u = tween.ease_out_back(tween.progress(t, beat.start, 0.35))
            fade = 1 - tween.progress(t, beat.end - 0.25, 0.25)
            self.ribbon(surface, title, sub, self.field.top + px(14), u * fade)

    def ribbon(self, surface: pygame.Surface, title: str, sub: str, y: int, u: float,
               large: bool = False) -> None:
        if u <= 0.02:
            return
        px = self.px
        w = self.size[0]
        tsize = px(54 if large else 36)
        image = fonts.text(title, "title", tsize, pal.PARCHMENT_LIGHT)
        sub_image = fonts.text(sub, "italic", px(22), pal.GOLD_LIGHT) if sub else None
        width = max(image.get_width(), sub_image.get_width() if sub_image else 0) + px(120)
        height = image.get_height() + (sub_image.get_height() if sub_image else 0) + px(26)
        rect = pygame.Rect(0, 0, int(width * min(1.0, u)), height)
        rect.midtop = (w // 2, y)
        if large:
            halo = art.rays(px(200), 24)
            surface.blit(halo, halo.get_rect(center=rect.center))
        tails = [(rect.left - px(40), rect.top + px(12)), (rect.left, rect.top + px(12)),
                 (rect.left, rect.bottom + px(8)), (rect.left - px(40), rect.bottom + px(8)),
                 (rect.left - px(22), rect.centery + px(10))]
        for pts in (tails, [(2 * rect.centerx - x, y2) for x, y2 in tails]):
            pygame.draw.polygon(surface, art.darker(pal.BURGUNDY, 0.3), pts)
        pygame.draw.rect(surface, pal.BURGUNDY, rect)
        pygame.draw.rect(surface, pal.GOLD, rect, max(1, px(3)))
        inner = rect.inflate(-px(12), -px(12))
        pygame.draw.rect(surface, pal.GOLD_DARK, inner, max(1, px(1)))
        if u >= 0.6:
            surface.blit(image, image.get_rect(midtop=(rect.centerx, rect.top + px(10))))
            if sub_image:
                surface.blit(sub_image, sub_image.get_rect(midtop=(rect.centerx, rect.top + px(12) + image.get_height())))

    def draw_choice(self, surface: pygame.Surface) -> None:
        px = self.px
        if self.choice is None:
            return
        seat, decision = self.choice
        if self.needs_handoff():
            veil = pygame.Rect(0, self.header.bottom, self.size[0], self.size[1] - self.header.bottom)
            surface.fill(pal.PARCHMENT_DARK, veil)
            decor.panel(surface, pygame.Rect(0, 0, px(720), px(300)).move(
                self.size[0] // 2 - px(360), self.field.centery - px(170)), self.scale)
            title = fonts.text(_("Pass the seat to {name}").format(name=self.cast.name(seat)),
                               "title", px(44), pal.INK)
            surface.blit(title, title.get_rect(midtop=(self.size[0] // 2, self.field.centery - px(140))))
            note = fonts.text(_("The others look away: the casualties stay hidden until both are chosen.")
                              if decision.get("kind") == "casualties" else
                              _("The others look away: this choice shows {name}'s cards.").format(
                                  name=self.cast.name(seat)), "italic", px(20), pal.INK_SOFT)
            surface.blit(note, note.get_rect(midtop=(self.size[0] // 2, self.field.centery - px(70))))
            self.drawn["handoff"] = seat
            return
        decor.panel(surface, self.panel, self.scale * 0.8, fill=pal.PARCHMENT_LIGHT)
        prompt = decision_prompt(decision, self.cast)
        head = fonts.text(_("{name} decides").format(name=self.cast.name(seat)), "bold", px(22),
                          self.family(seat) if self.family(seat) != pal.FAMILY["white"] else pal.INK)
        surface.blit(head, (self.panel.x + px(24), self.panel.y + px(14)))
        text = fonts.text(prompt, "italic", px(19), pal.INK_SOFT)
        surface.blit(text, (self.panel.x + px(24), self.panel.y + px(40)))
        self.draw_error(surface, self.panel.x + px(24))
        self.drawn["choice"] = (seat, decision.get("kind"))
        self.drawn["prompt"] = prompt

    def draw_hints(self, surface: pygame.Surface) -> None:
        px = self.px
        speed = _(SPEED_LABELS[self.clock.speed])
        text = _("Space: skip to the result · R: replay · S: speed ({speed}) · M: sound").format(speed=speed)
        image = fonts.text(text, "italic", px(16), pal.INK_SOFT)
        surface.blit(image, image.get_rect(midbottom=(self.size[0] // 2, self.size[1] - px(6))))

"""The dice of the battle scene: each die thrown from its side into the tray and landing on the
face the engine drew, the dice counts above each half, the hits below once landed, and the hits
flying to the other side as sparks."""
from __future__ import annotations

import math

import pygame

from game.shell import art, tween
from game.fief.anim.battle_pieces import ATTACK, DEFENCE, FLY, Roll
from game.shell.i18n import _
from game.shell import fonts
from game.shell import palette as pal
from game.fief.scenes.battle_layout import BattleLayout


class DicePainter(BattleLayout):
    """The roll on the table at ``t``."""

    def dice_geometry(self, roll: Roll, side: str, i: int, n: int) -> tuple[tuple[float, float], tuple[float, float], int]:
        px = self.px
        felt = self.tray.inflate(-px(26), -px(26))
        size = px(66)
        half = felt.width // 2
        x0 = felt.left if side == ATTACK else felt.centerx
        if roll.kind == "d6":
            x0, half = felt.left, felt.width
        cols = 2 if n > 2 else 1
        rows = math.ceil(n / cols)
        cx = x0 + half / 2 + ((i % cols) - (cols - 1) / 2) * (size + px(14))
        cy = felt.top + felt.height * 0.46 + ((i // cols) - (rows - 1) / 2) * (size + px(14))
        jitter_x = (tween.noise(roll.beat.index, side, i, "x") - 0.5) * px(12)
        jitter_y = (tween.noise(roll.beat.index, side, i, "y") - 0.5) * px(10)
        target = (cx + jitter_x, cy + jitter_y)
        if side == ATTACK:
            origin = (self.zones[ATTACK].right - px(80), self.tray.top - px(30) + i * px(26))
        else:
            origin = (self.zones[DEFENCE].left + px(80), self.tray.top - px(30) + i * px(26))
        if roll.kind == "d6":
            origin = (felt.centerx, self.tray.top - px(60))
        return origin, target, size

    def draw_dice(self, surface: pygame.Surface, t: float) -> None:
        px = self.px
        roll = self.script.roll_at(t)
        self.drawn["dice"] = None
        if roll is None:
            return
        felt = self.tray.inflate(-px(26), -px(26))
        shown: dict[str, list[int]] = {ATTACK: [], DEFENCE: []}
        for side, throws in ((ATTACK, roll.attack), (DEFENCE, roll.defence)):
            for throw in throws:
                origin, target, size = self.dice_geometry(roll, side, throw.index, throw.count)
                x, y, angle = throw.pose(t, origin, target, size)
                face = throw.face_at(t)
                image = art.die(face, size, throw.black, glow=throw.landed(t) and t < roll.hits_at)
                if angle:
                    image = pygame.transform.rotate(image, angle)
                surface.blit(image, image.get_rect(center=(x, y)))
                shown[side].append(face)
        self.drawn["dice"] = (tuple(shown[ATTACK]), tuple(shown[DEFENCE]))
        # Dice counts above each half, hits below once landed.
        if roll.kind == "d6":
            label = fonts.text(roll.label, "bold", px(20), pal.PARCHMENT_LIGHT)
            surface.blit(label, label.get_rect(midtop=(felt.centerx, felt.top + px(6))))
            return
        for side, dice, hits in ((ATTACK, roll.attack_dice, roll.attack_hits),
                                 (DEFENCE, roll.defence_dice, roll.defence_hits)):
            if roll.kind == "uprising" and side == DEFENCE:
                continue
            cx = felt.left + felt.width // 4 if side == ATTACK else felt.right - felt.width // 4
            text = roll.label or (_("{n} dice").format(n=dice) if dice != 1 else _("1 die"))
            label = fonts.text(text, "body", px(18), pal.PARCHMENT_LIGHT)
            surface.blit(label, label.get_rect(midtop=(cx, felt.top + px(6))))
            if t >= roll.landed_at:
                u = tween.ease_out_back(tween.progress(t, roll.landed_at, 0.35))
                hit_text = _("{n} hits").format(n=hits) if hits != 1 else _("1 hit")
                image = fonts.text(hit_text, "bold", max(8, int(px(26) * max(0.2, u))), pal.GOLD_LIGHT)
                surface.blit(image, image.get_rect(midbottom=(cx, felt.bottom - px(6))))
        self.drawn["hits"] = (roll.attack_hits, roll.defence_hits)
        self.draw_sparks(surface, roll, t)

    def draw_sparks(self, surface: pygame.Surface, roll: Roll, t: float) -> None:
        """Hits fly from the dice to the other side as gold and red sparks."""
        if not (roll.landed_at <= t <= roll.hits_at + 0.2):
            return
        px = self.px
        felt = self.tray.inflate(-px(26), -px(26))
        for side, hits in ((ATTACK, roll.attack_hits), (DEFENCE, roll.defence_hits)):
            if not hits:
                continue
            start = (felt.left + felt.width * 0.25, felt.centery) if side == ATTACK else \
                (felt.right - felt.width * 0.25, felt.centery)
            target_zone = self.zones[DEFENCE if side == ATTACK else ATTACK]
            aim = self.aims.get(DEFENCE if side == ATTACK else ATTACK) or pygame.Rect(
                target_zone.x, target_zone.y + px(200), target_zone.width, px(120))
            n = min(hits, 12)
            for i in range(n):
                delay = i * 0.035
                u = (t - roll.landed_at - delay) / (FLY * 0.85)
                if not 0 <= u <= 1:
                    continue
                tx = aim.x + aim.width * (0.15 + 0.7 * tween.noise(roll.beat.index, side, i, "tx"))
                ty = aim.y + aim.height * (0.25 + 0.5 * tween.noise(roll.beat.index, side, i, "ty"))
                eased = tween.ease_in_out(u)
                for k, lag in enumerate((0.09, 0.06, 0.03)):
                    if eased - lag > 0:
                        tx2, ty2 = tween.arc(start, (tx, ty), eased - lag, px(120))
                        pygame.draw.circle(surface, (230, 150 + 30 * k, 60), (tx2, ty2), px(2 + k))
                x, y = tween.arc(start, (tx, ty), eased, px(120))
                halo = art.glow(px(22), (255, 170, 60), 200)
                surface.blit(halo, halo.get_rect(center=(x, y)))
                pygame.draw.circle(surface, (255, 240, 190), (x, y), px(6))
                pygame.draw.circle(surface, art.BLOOD, (x, y), px(6), max(1, px(2)))

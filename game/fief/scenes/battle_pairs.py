"""A battle by paired dice drawn (the simplified variant, 004 §9): the attack's row of dice above,
the defence's below, thrown, slid into sorted order, then compared column by column, each pair
marked with what it scored (a death point, a prisoner point, nothing); and each side's panel
explaining its strength from its lords' titles and its place, the points it has taken and the
war damages it owes. Every number is the script's, which has it from the events."""
from __future__ import annotations

import pygame

from game.shell import art, tween
from game.fief.anim.battle_pieces import ATTACK, DEFENCE, PAIR_SORT, PAIR_STEP, DieThrow, PairedRoll
from game.fief.anim.paired_words import DAMAGES, DICE, counted, points_text, strength_lines
from game.shell.i18n import _
from game.shell import fonts
from game.shell import palette as pal
from game.fief.scenes.battle_layout import BattleLayout

RESULT_MARKS = {"death": "†", "prisoner": "∞", "none": "="}


class PairPainter(BattleLayout):
    """The paired dice on the tray and the panels that explain them."""

    def pair_geometry(self, roll: PairedRoll) -> tuple[pygame.Rect, int, list[float], dict[str, float]]:
        """The felt, the dice's size, each column's x and each row's y."""
        px = self.px
        felt = self.tray.inflate(-px(26), -px(26))
        n = max(len(roll.attack), len(roll.defence), 1)
        room = (felt.width - px(20)) / n
        size = int(min(px(56), room - px(8)))
        columns = [felt.left + px(10) + (k + 0.5) * room for k in range(n)]
        rows = {ATTACK: felt.top + felt.height * 0.3, DEFENCE: felt.top + felt.height * 0.72}
        return felt, size, columns, rows

    def die_place(self, roll: PairedRoll, throws: list[DieThrow], i: int, t: float,
                  columns: list[float], y: float, size: int) -> tuple[float, float, float]:
        """(x, y, angle) of a die: thrown to its column as rolled, then slid to its sorted one."""
        throw = throws[i]
        if t < roll.landed_at:
            zone = self.zones[throw.side]
            origin = (zone.right - self.px(60) if throw.side == ATTACK else zone.left + self.px(60),
                      self.tray.top + self.px(20) + i * self.px(14))
            return throw.pose(t, origin, (columns[i], y), size)
        u = tween.ease_in_out(tween.progress(t, roll.landed_at, PAIR_SORT))
        return tween.lerp(columns[i], columns[roll.slot(throws, i)], u), y, 0.0

    def draw_pairs(self, surface: pygame.Surface, t: float) -> None:
        roll = self.script.paired_roll_at(t)
        self.drawn["dice"] = None
        if roll is None:
            return
        px = self.px
        felt, size, columns, rows = self.pair_geometry(roll)
        compared = roll.compared(t)
        if compared < len(roll.pairs) and t >= roll.sorted_at:
            k = compared
            ring = pygame.Rect(0, 0, int(size + px(14)), int(rows[DEFENCE] - rows[ATTACK] + size + px(14)))
            ring.center = (int(columns[k]), int((rows[ATTACK] + rows[DEFENCE]) / 2))
            glow = pal.mix(pal.GOLD, pal.GOLD_LIGHT, tween.progress(t, roll.pair_at(k) - PAIR_STEP, PAIR_STEP))
            pygame.draw.rect(surface, glow, ring, width=max(2, px(3)), border_radius=px(8))
        shown: dict[str, list[int]] = {ATTACK: [], DEFENCE: []}
        for side, throws in ((ATTACK, roll.attack), (DEFENCE, roll.defence)):
            for i, throw in enumerate(throws):
                x, y, angle = self.die_place(roll, throws, i, t, columns, rows[side], size)
                slot = roll.slot(throws, i)
                pair = roll.pairs[slot] if slot < compared else None
                scored = pair is not None and pair.get("against") not in (None, side)
                image = art.die(throw.face_at(t), size, throw.black, glow=scored)
                if angle:
                    image = pygame.transform.rotate(image, angle)
                if pair is not None and pair.get("against") == side:
                    image = image.copy()
                    image.set_alpha(150)
                surface.blit(image, image.get_rect(center=(x, y)))
                shown[side].append(throw.face_at(t))
        self.drawn["dice"] = (tuple(shown[ATTACK]), tuple(shown[DEFENCE]))
        self.draw_pair_marks(surface, roll, t, columns, rows)
        legend = fonts.text(_("† a death point · ∞ a prisoner point · = nothing"), "body", px(16),
                            pal.INK_SOFT)
        surface.blit(legend, legend.get_rect(midtop=(self.tray.centerx, self.tray.bottom + px(8))))
        for side, label_y in ((ATTACK, felt.top + px(2)), (DEFENCE, felt.bottom - px(22))):
            dice = len(roll.attack if side == ATTACK else roll.defence)
            label = fonts.text(counted(DICE, dice), "body", px(16), pal.PARCHMENT_LIGHT)
            surface.blit(label, label.get_rect(midtop=(felt.centerx, label_y)))

    def draw_pair_marks(self, surface: pygame.Surface, roll: PairedRoll, t: float,
                        columns: list[float], rows: dict[str, float]) -> None:
        """Between the two rows, what each pair compared so far scored."""
        px = self.px
        y = (rows[ATTACK] + rows[DEFENCE]) / 2
        marks = []
        for k, pair in enumerate(roll.pairs[:roll.compared(t)]):
            result = str(pair.get("result", "none"))
            u = tween.ease_out_back(tween.progress(t, roll.pair_at(k), 0.3))
            colour = art.BLOOD if result == "death" else pal.GOLD_LIGHT if result == "prisoner" \
                else pal.PARCHMENT_SHADE
            image = fonts.text(RESULT_MARKS.get(result, "="), "bold", max(8, int(px(30) * max(0.2, u))), colour)
            surface.blit(image, image.get_rect(center=(columns[k], y)))
            marks.append((pair.get("attack"), pair.get("defence"), result))
        self.drawn["pairs"] = marks

    def draw_paired_stats(self, surface: pygame.Surface, t: float) -> None:
        """Each side's strength from its titles and place, its points and its damages."""
        px = self.px
        info = self.script.info_at(t)
        self.drawn["strength"], self.drawn["reasons"], self.drawn["points"] = {}, {}, {}
        for side in (ATTACK, DEFENCE):
            rect = self.stats[side].inflate(-px(30), -px(24))
            title = fonts.text(_("Attack") if side == ATTACK else _("Defence"), "title", px(30), pal.BURGUNDY)
            surface.blit(title, (rect.x, rect.y - px(2)))
            strength = info.get(side + "_paired")
            if strength is None:
                continue
            dice = int(info.get(side + "_dice", strength["total"]))
            head = _("Strength {sp} · {dice}").format(sp=strength["total"], dice=counted(DICE, dice))
            surface.blit(fonts.text(head, "bold", px(22), pal.INK),
                         (rect.x + title.get_width() + px(14), rect.y + px(6)))
            points = self.script.paired_points(side, t)
            lines = strength_lines(strength, side == ATTACK)
            lines.append((_("Points taken"), points_text(points)))
            losses = info.get(side + "_losses")
            if losses and losses.get("taken"):
                lines.append((_("Place lost"), ", ".join(losses["taken"])))
            if losses and losses.get("damages"):
                lines.append((_("War damages owed"), counted(DAMAGES, int(losses["damages"]))))
            self.drawn["strength"][side] = (strength["total"], dice)
            self.drawn["reasons"][side] = lines
            self.drawn["points"][side] = points
            self.draw_lines(surface, rect, lines)

    def draw_lines(self, surface: pygame.Surface, rect: pygame.Rect, lines: list[tuple[str, str]]) -> None:
        """Reason on the left, points on the right, as many as the panel holds."""
        px = self.px
        y, step = rect.y + px(42), px(22)
        room = max(1, (rect.bottom - y) // step)
        if len(lines) > room:
            lines = lines[:room - 2] + [(_("…"), "")] + lines[-1:]
        for reason, effect in lines:
            b = fonts.text(effect, "bold", px(17), pal.BURGUNDY) if effect else None
            width = rect.width - (b.get_width() + px(10) if b else 0)
            size = px(17)
            while size > px(11) and fonts.font("body", size).size("• " + reason)[0] > width:
                size -= 1
            surface.blit(fonts.text("• " + reason, "body", size, pal.INK_SOFT), (rect.x, y))
            if b is not None:
                surface.blit(b, b.get_rect(topright=(rect.right, y)))
            y += step

"""The battle field drawn: the scenery behind each side (walls, engines, pavilions, a banner),
the dice tray, the panels' parchment, and the armies, row by row, each counter and lord as the
script shows it at ``t`` (standing, toppling, fallen; free, captive, dead), with the pieces a
hovered casualties choice would remove outlined."""
from __future__ import annotations

from typing import Any

import pygame

from game.shell import art, art_places, tween
from game.fief.anim.battle_pieces import ATTACK, DEFENCE
from game.fief.anim.battle_words import parse_counts
from game.fief.anim.cast import title_text
from game.fief.anim.paired_words import TITLE_NAMES
from game.shell.i18n import _
from game.shell import decor, fonts
from game.shell import palette as pal
from game.fief.scenes.battle_layout import BattleLayout


class FieldPainter(BattleLayout):
    """The field's scenery and armies."""

    def static_layer(self, size: tuple[int, int]) -> pygame.Surface:
        """Background, tray and scenery: drawn once per layout and battle setting."""
        info = self.script.info_at(self.script.end)
        village = self.cast.villages.get(self.script.village or "", {})
        fort = info.get("fort") or village.get("fort")
        engines = tuple((e.get("player"), e.get("level")) for e in village.get("engines", [])
                        if e.get("player") in (info.get("besiegers") or []))
        holder = self.script.fort_holder(self.t)
        key = (size, self.script.mode, self.script.paired, fort, engines, self.script.village, holder,
               self.script.attacker, self.colourblind)
        if self._static is not None and self._static_key == key:
            return self._static
        layer = decor.parchment(size).copy()
        self.draw_ground(layer)
        self.draw_scenery(layer, fort, engines, holder)
        self.draw_tray(layer)
        self._static = layer.convert() if pygame.display.get_surface() else layer
        self._static_key = key
        return self._static

    def draw_ground(self, layer: pygame.Surface) -> None:
        """The ground of the field, a darker band where the armies stand, under the header's
        rule."""
        px, (width, _h) = self.px, layer.get_size()
        ground = pygame.Surface((width, self.field.height), pygame.SRCALPHA)
        for i in range(self.field.height):
            a = int(40 * (i / max(1, self.field.height)) ** 1.5)
            pygame.draw.line(ground, (*pal.PARCHMENT_SHADE, a), (0, i), (width, i))
        layer.blit(ground, (0, self.field.top))
        decor.rule(layer, (width // 2, self.header.bottom - px(8)), width - px(120), self.scale)

    def draw_scenery(self, layer: pygame.Surface, fort: Any, engines: tuple[tuple[Any, Any], ...],
                     holder: int | None) -> None:
        """The walls behind the defence (or its holder's banner in the open), the mob of an
        Uprising, the siege engines and the attacker's pavilions behind the attack."""
        px = self.px
        dz, az = self.zones[DEFENCE], self.zones[ATTACK]
        if fort and self.script.mode in ("battle", "uprising"):
            fw = min(dz.width, px(560))
            image = art_places.fortification(fort, fw, px(176), self.family(holder)
                                             if holder is not None else None)
            layer.blit(image, image.get_rect(midtop=(dz.centerx, dz.top + px(4))))
        if self.script.mode == "uprising":
            image = art_places.mob(px(120))
            layer.blit(image, image.get_rect(midtop=(az.centerx, az.top + px(30))))
        for i, (seat, level) in enumerate(engines):
            image = art_places.trebuchet(px(140), self.family(seat))
            rect = image.get_rect(topleft=(az.left + px(10) + i * px(160), az.top + px(14)))
            layer.blit(image, rect)
            label = fonts.text(_("engine: {n} dice").format(n=level), "italic", px(16), pal.INK_SOFT)
            layer.blit(label, label.get_rect(midtop=(rect.centerx, rect.bottom - px(2))))
        if self.script.mode == "battle" and self.script.attacker is not None:
            colour = self.family(self.script.attacker)
            spots = (0.18, 0.5, 0.8) if not engines else (0.62, 0.88)
            for i, x in enumerate(spots):
                if engines and az.left + az.width * x - px(60) < az.left + px(10) + len(engines) * px(160):
                    continue
                image = art_places.pavilion(px(150 if i == 1 else 118), colour)
                layer.blit(image, image.get_rect(midbottom=(az.left + az.width * x, az.top + px(170))))
        if not fort and self.script.mode == "battle" and holder is not None:
            self.banner_pole(layer, dz, self.family(holder), right=True)

    def draw_tray(self, layer: pygame.Surface) -> None:
        """The dice tray, a wooden frame round red felt (split between the attack's half and
        the defence's, unless the dice are paired), and the sides' and the log's panels."""
        px, tray = self.px, self.tray
        pygame.draw.rect(layer, (0, 0, 0, 60), tray.move(px(5), px(7)), border_radius=px(18))
        pygame.draw.rect(layer, art.WOOD, tray, border_radius=px(18))
        pygame.draw.rect(layer, art.WOOD_DARK, tray, width=px(3), border_radius=px(18))
        felt = tray.inflate(-px(26), -px(26))
        pygame.draw.rect(layer, art.FELT, felt, border_radius=px(10))
        pygame.draw.rect(layer, art.darker(art.FELT, 0.4), felt, width=px(2), border_radius=px(10))
        if not self.script.paired:
            pygame.draw.line(layer, art.darker(art.FELT, 0.3), (felt.centerx, felt.top + px(10)),
                             (felt.centerx, felt.bottom - px(10)), px(2))
        for panel in (self.stats[ATTACK], self.stats[DEFENCE], self.log_rect):
            decor.panel(layer, panel, self.scale * 0.8, fill=pal.PARCHMENT_LIGHT)

    def banner_pole(self, layer: pygame.Surface, zone: pygame.Rect, colour, right: bool = False) -> None:
        px = self.px
        x = zone.right - px(60) if right else zone.left + px(60)
        top, base = zone.top + px(14), zone.top + px(150)
        pygame.draw.line(layer, art.WOOD_DARK, (x, top), (x, base), px(4))
        pygame.draw.circle(layer, pal.GOLD, (x, top), px(6))
        flag = [(x, top + px(8)), (x + px(80), top + px(8)), (x + px(80), top + px(70)),
                (x + px(40), top + px(92)), (x, top + px(70))]
        if right:
            flag = [(2 * x - fx, fy) for fx, fy in flag]
        pygame.draw.polygon(layer, colour, flag)
        pygame.draw.polygon(layer, art.darker(colour, 0.5), flag, px(2))
        cx = (flag[0][0] + flag[1][0]) / 2
        cy = top + px(42)
        ink = pal.GOLD if colour != pal.FAMILY["white"] else pal.BURGUNDY
        pygame.draw.line(layer, ink, (cx, cy - px(22)), (cx, cy + px(22)), px(7))
        pygame.draw.line(layer, ink, (cx - px(22), cy - px(4)), (cx + px(22), cy - px(4)), px(7))

    def row_layout(self, side: str, t: float) -> list[tuple[Any, pygame.Rect, list[tuple[str, Any, pygame.Rect]]]]:
        """Where each row and each piece of a side stands at ``t``: rows stacked under the
        scenery and centred in the space left, pieces shrunk when an army is too large."""
        zone = self.zones[side]
        area = pygame.Rect(zone.left, zone.top + self.px(178), zone.width,
                           zone.height - self.px(186))
        rows = self.script.rows_on(side, t)
        fallback = None
        for k in (1.0, 0.88, 0.76, 0.64, 0.54, 0.46):
            out, wrapped = self._rows_at(rows, side, area, t, k)
            height = (out[-1][1].bottom - area.top) if out else 0
            if height <= area.height:
                if not wrapped:
                    break
                fallback = fallback or out
        else:
            out = fallback or out
        if out:
            shift = max(0, (area.height - (out[-1][1].bottom - area.top)) // 3)
            out = [(row, rect.move(0, shift), [(kind, thing, cell.move(0, shift))
                                               for kind, thing, cell in placed])
                   for row, rect, placed in out]
        return out

    def _rows_at(self, rows, side: str, area: pygame.Rect, t: float, k: float):
        px = self.px
        y = area.top
        out = []
        lord_s, knight_s, man_s, gap = px(76 * k), px(60 * k), px(54 * k), px(7 * k)
        wrapped = False
        for row in rows:
            pieces: list[tuple[str, Any, int]] = []
            for token in row.lords:
                if token.shown(t):
                    name_w = fonts.font("body", px(16)).size(token.name)[0]
                    pieces.append(("lord", token, max(lord_s, name_w + px(6))))
            for counter in row.knights + row.men:
                if counter.shown(t):
                    pieces.append(("counter", counter, knight_s if counter.kind == "knight" else man_s))
            lines: list[list[tuple[str, Any, int]]] = [[]]
            width = 0
            for piece in pieces:
                if lines[-1] and width + piece[2] + gap > area.width:
                    lines.append([])
                    width = 0
                lines[-1].append(piece)
                width += piece[2] + gap
            header_h = px(34)
            has_lord = any(p[0] == "lord" for p in pieces)
            line_h = (lord_s + px(40)) if has_lord else (knight_s + px(12))
            rect = pygame.Rect(area.left, y, area.width, header_h + max(1, len(lines)) * line_h)
            placed = []
            ly = y + header_h
            for line in lines:
                total = sum(p[2] for p in line) + gap * max(0, len(line) - 1)
                x = area.right - total if side == ATTACK else area.left
                for kind, thing, pw in line:
                    size = lord_s if kind == "lord" else (knight_s if thing.kind == "knight" else man_s)
                    cell = pygame.Rect(x, ly + (lord_s - size if has_lord else knight_s - size), pw, size)
                    placed.append((kind, thing, cell))
                    x += pw + gap
                ly += line_h
            out.append((row, rect, placed))
            wrapped = wrapped or len(lines) > 1
            y = rect.bottom + px(6)
        return out, wrapped

    def draw_armies(self, surface: pygame.Surface, t: float) -> None:
        px = self.px
        roll = self.script.roll_at(t)
        drawn_rows = []
        self.aims = {}
        marked = self.preview(t) if self.choice is not None else set()
        self.drawn["preview"] = len(marked)
        for side in (ATTACK, DEFENCE):
            zone = self.zones[side]
            if roll is not None and roll.kind != "d6":
                struck = (roll.attack_hits if side == DEFENCE else roll.defence_hits)
                u = (t - roll.hits_at) / 0.3
                if struck and 0 <= u <= 1:
                    flash = pygame.Surface(zone.size, pygame.SRCALPHA)
                    flash.fill((*art.BLOOD, int(70 * (1 - u))))
                    surface.blit(flash, zone)
            for row, rect, placed in self.row_layout(side, t):
                if side not in self.aims:
                    cells = [cell for _k, _thing, cell in placed]
                    self.aims[side] = cells[0].unionall(cells[1:]) if cells else rect
                colour = self.family(row.seat)
                shield = pygame.Rect(0, 0, px(22), px(26))
                name = self.cast.name(row.seat) if row.seat is not None else _("The people of {village}").format(
                    village=self.script.village or "")
                ally = (self.script.mode == "battle" and row.seat is not None
                        and row.seat not in (self.script.attacker, self.script.defender))
                label = fonts.text(name, "bold", px(21), pal.INK)
                word = _("in coalition") if self.script.paired else _("ally of circumstance")
                tag = fonts.text(word, "italic", px(16), pal.INK_SOFT) if ally else None
                total_w = shield.width + px(8) + label.get_width() + ((tag.get_width() + px(8)) if tag else 0)
                x0 = rect.right - total_w if side == ATTACK else rect.left
                shield.topleft = (x0, rect.top)
                decor.shield(surface, shield, colour, width=max(1, px(2)))
                surface.blit(label, (shield.right + px(8), rect.top))
                if tag:
                    surface.blit(tag, (shield.right + px(16) + label.get_width(), rect.top + px(4)))
                counts = {"knight": 0, "man": 0}
                for kind, thing, cell in placed:
                    if id(thing) in marked:
                        ring = cell.inflate(px(10), px(10))
                        glow = pal.mix(art.BLOOD, pal.GOLD_LIGHT, 0.5 * tween.pulse(self.wall, 1.2))
                        pygame.draw.rect(surface, glow, ring, width=max(2, px(4)), border_radius=px(8))
                    if kind == "lord":
                        self.draw_lord(surface, thing, cell, colour, t)
                    else:
                        self.draw_counter(surface, thing, cell, colour, t)
                        if not thing.fallen(t):
                            counts["knight" if thing.kind == "knight" else "man"] += 1
                drawn_rows.append((row.seat, side, counts["knight"], counts["man"]))
        self.drawn["rows"] = drawn_rows

    def draw_counter(self, surface: pygame.Surface, counter, cell: pygame.Rect, colour, t: float) -> None:
        size = cell.height
        kind = counter.kind if counter.kind in ("knight", "man") else "man"
        f = counter.fall(t)
        appear = tween.progress(t, counter.appear_at, 0.35)
        if appear < 1:
            image = art.counter(kind, colour, size)
            y_off = (1 - tween.ease_out_back(appear)) * self.px(30)
            image = image.copy()
            image.set_alpha(int(255 * appear))
            surface.blit(image, image.get_rect(midbottom=(cell.centerx, cell.bottom - y_off)))
            return
        if f <= 0:
            surface.blit(art.counter(kind, colour, size), cell.topleft)
        elif f < 1:
            image = pygame.transform.rotate(art.counter(kind, colour, size), -85 * tween.ease_in(f))
            surface.blit(image, image.get_rect(center=(cell.centerx, cell.centery + f * size * 0.25)))
        else:
            image = art.counter(kind, colour, size, fallen=True)
            surface.blit(image, cell.topleft)
            inset = size // 4
            pygame.draw.line(surface, art.BLOOD, (cell.x + inset, cell.y + inset),
                             (cell.right - inset, cell.bottom - inset), max(2, size // 12))
            pygame.draw.line(surface, art.BLOOD, (cell.right - inset, cell.y + inset),
                             (cell.x + inset, cell.bottom - inset), max(2, size // 12))

    def draw_lord(self, surface: pygame.Surface, token, cell: pygame.Rect, colour, t: float) -> None:
        px = self.px
        size = cell.height
        lord = self.cast.lord(token.name)
        state = token.state(t)
        image = art.lord(colour, size, lord.get("sex", "M"), state)
        appear = tween.progress(t, token.appear_at, 0.35)
        rect = image.get_rect(midtop=(cell.centerx, cell.top - (1 - appear) * px(20)))
        if token.dead_at is not None and token.dead_at <= t < token.dead_at + 0.8:
            u = (t - token.dead_at) / 0.8
            halo = art.glow(int(size * 0.9), (40, 30, 30), int(160 * (1 - u)))
            surface.blit(halo, halo.get_rect(center=rect.center))
        surface.blit(image, rect)
        if lord.get("relic"):
            icon = art_places.reliquary(px(22))
            surface.blit(icon, icon.get_rect(center=(rect.right - px(4), rect.top + px(6))))
        if lord.get("darc"):
            decor.lozenge(surface, (rect.left + px(6), rect.top + px(8)), px(9), pal.GOLD, pal.INK)
            decor.lozenge(surface, (rect.left + px(6), rect.top + px(8)), px(4), pal.BURGUNDY)
        ink = pal.INK if state == "free" else pal.INK_FAINT
        name = fonts.text(token.name, "body", px(16), ink)
        surface.blit(name, name.get_rect(midtop=(cell.centerx, rect.bottom - px(1))))
        titles = lord.get("titles") or []
        if state == "captive" and token.captor is not None:
            note = fonts.text(_("captive of {player}").format(player=self.cast.name(token.captor)),
                              "italic", px(14), art.BLOOD)
            surface.blit(note, note.get_rect(midtop=(cell.centerx, rect.bottom + px(17))))
        elif token.strength is not None:
            self.draw_strength_badge(surface, token, rect)
        elif titles:
            note = fonts.text(title_text(titles[0]), "italic", px(14), pal.GOLD_DARK)
            surface.blit(note, note.get_rect(midtop=(cell.centerx, rect.bottom + px(17))))

    def draw_strength_badge(self, surface: pygame.Surface, token: Any, rect: pygame.Rect) -> None:
        """A paired battle's lord: the points he brings in a gold seal, and the title that gives
        them under his name (004 §2.2), as the event said."""
        px = self.px
        centre = (rect.right - px(2), rect.bottom - px(10))
        pygame.draw.circle(surface, pal.GOLD, centre, px(13))
        pygame.draw.circle(surface, pal.GOLD_DARK, centre, px(13), max(1, px(2)))
        number = fonts.text(str(token.strength), "bold", px(17), pal.INK)
        surface.blit(number, number.get_rect(center=centre))
        title = _(TITLE_NAMES.get(token.title or "", token.title or ""))
        note = fonts.text(title, "italic", px(14), pal.GOLD_DARK)
        surface.blit(note, note.get_rect(midtop=(rect.centerx, rect.bottom + px(17))))

    def preview(self, t: float) -> set[int]:
        """The pieces a hovered (or focused) casualties choice would remove, to outline them:
        the last standing counters of each owner and kind, as the losses are then shown."""

        action = next((a for b, a in getattr(self, "button_actions", [])
                       if b.visible and (b.hovered or b.focused) and a.get("kind") == "casualties"), None)
        if action is None:
            return set()
        marked: set[int] = set()
        for kind, key in (("knight", "knights"), ("man", "men")):
            for owner, n in parse_counts(action.get(key)).items():
                row = next((r for r in self.script.rows if r.seat == owner and r.left_at is None), None)
                if row is None:
                    continue
                pool = row.knights if kind == "knight" else row.men
                standing = [c for c in pool if c.shown(t) and not c.fallen(t)]
                marked |= {id(c) for c in standing[::-1][:n]}
        dead = action.get("lords") or ()
        dead = (dead,) if isinstance(dead, str) else tuple(dead)
        marked |= {id(token) for row in self.script.rows for token in row.lords if token.name in dead}
        return marked

"""The battle scene: two armies face each other, the dice tumble, hits fly, counters fall.

Also used for a Cavalcade's fight, an Uprising and the Plague's rolls. The scene draws
``BattleScript(events, cast)`` at the playback time and nothing else; between rolls it offers the
choices the engine's pending decisions list (continue, surrender, truce, break off, casualties,
captives, stances, reaction cards) and submits the one picked through the session.

Keys: Space skips to the result, R replays from the start, S changes the speed (slow, normal,
fast, instant), M mutes; Enter or Esc leaves once the battle is over.

The board scene opens it from the events it receives::

    from game.scenes import battle
    if battle.starts_with(event):
        battle.open_scene(app, session, event, reader=seat)
"""
from __future__ import annotations

import math
from dataclasses import replace as dc_replace
from functools import partial
from typing import Any, Sequence

import pygame

from game.anim import art, art_places, tween
from game.anim.battle import BattleScript
from game.anim.battle_choices import choice_buttons, decision_prompt
from game.anim.battle_pieces import ATTACK, DEFENCE, FLY, Roll
from game.anim.battle_words import parse_counts
from game.anim.cast import Cast, title_text
from game.anim.feed import EventFeed, StaticFeed
from game.i18n import N_, _
from game.render import decor, fonts
from game.render import palette as pal
from game.scenes.feed_scene import FeedScene
from game.scenes.stack import Shell
from game.ui.widgets import Button

START_KINDS = ("battle_declared", "uprising_played", "plague_roll")
SPEED_LABELS = {"slow": N_("slow"), "normal": N_("normal"), "fast": N_("fast"),
                "instant": N_("instant")}


def starts_with(event: dict[str, Any]) -> bool:
    """Whether this event opens a battle scene (a battle, a Cavalcade's fight, an Uprising, the
    Plague)."""
    kind = event.get("kind")
    return kind in START_KINDS or (kind == "disaster_struck" and event.get("disaster") == "plague")


# What may follow an Uprising or the Plague's rolls and still belong to it: losses, deaths and
# what a death brings (titles, marriages, crown, relics). Anything else closes the feed.
AFTERMATH = {"troops_lost", "troops_lost_unseen", "lord_died", "lord_revived", "relic_dropped",
             "marriage_ended", "title_lost", "fief_title_lost", "fief_title_vacant",
             "fief_title_granted", "crown_passed", "control_changed", "excommunication_lifted",
             "card_discarded", "lord_placed", "lord_waiting", "siege_lifted", "captive_handed",
             "lord_freed", "queen_crowned"}
UPRISING = {"uprising_played", "uprising_joined", "uprising_stop_attempt", "uprising_failed",
            "uprising_result", "uprising_destroyed", "tunnels_played"}


def stops_before(first: dict[str, Any]) -> Any:
    """For an Uprising or the Plague: the first unrelated event ends the feed (not kept)."""
    kind = first.get("kind")
    if kind == "uprising_played":
        return lambda e: e.get("kind") not in UPRISING | AFTERMATH
    if kind in ("plague_roll", "disaster_struck"):
        return lambda e: e.get("kind") not in {"plague_roll"} | AFTERMATH
    return None


def ends_with(first: dict[str, Any]) -> Any:
    """The predicate that closes the feed opened by ``first``."""
    kind = first.get("kind")
    village = first.get("village")
    if kind == "battle_declared":
        return lambda e: e.get("kind") == "battle_ended" and e.get("village") == village
    if kind == "uprising_played":
        return lambda e: e.get("kind") in ("uprising_destroyed", "uprising_failed") \
            and e.get("village") == village
    return lambda e: False


def open_scene(app: Shell, session: Any, event: dict[str, Any], reader: int | None = None,
               seats: Sequence[int] | None = None) -> "BattleScene":
    """Push a battle scene for the ceremony that ``event`` (as received, with its ``seq``)
    opens; the scene reads the following events from ``session`` by itself."""
    since = int(event.get("seq", 1)) - 1
    first = dict(event)
    feed = EventFeed(session, reader, since,
                     starts=lambda e: e.get("kind") == first.get("kind")
                     and e.get("village") == first.get("village"),
                     ends=ends_with(first), stop_before=stops_before(first))
    scene = BattleScene(app, feed, session=session, seats=seats, reader=reader)
    app.stack.push(scene)
    return scene


class BattleScene(FeedScene):
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

    def family(self, seat: int | None) -> tuple[int, int, int]:
        if seat is None:
            return (120, 96, 70)
        return pal.family(self.cast.colour(seat), self.colourblind)

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
        pending.sort(key=lambda sd: (sd[1].get("kind") != "battle_choice", sd[0]))
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

    # --- layout ----------------------------------------------------------------------------
    def layout(self) -> None:
        w, h = self.size
        px = self.px
        self.header = pygame.Rect(0, 0, w, px(112))
        self.bottom = pygame.Rect(0, h - px(236), w, px(236))
        self.field = pygame.Rect(0, self.header.bottom, w, self.bottom.top - self.header.bottom)
        tw = px(330)
        self.tray = pygame.Rect(w // 2 - tw // 2, self.field.top + px(16), tw, px(268))
        margin = px(28)
        self.zones = {
            ATTACK: pygame.Rect(margin, self.field.top, self.tray.left - margin - px(18), self.field.height),
            DEFENCE: pygame.Rect(self.tray.right + px(18), self.field.top,
                                 w - margin - self.tray.right - px(18), self.field.height),
        }
        side_w = px(400)
        self.stats = {
            ATTACK: pygame.Rect(margin, self.bottom.top + px(8), side_w, self.bottom.height - px(40)),
            DEFENCE: pygame.Rect(w - margin - side_w, self.bottom.top + px(8), side_w,
                                 self.bottom.height - px(40)),
        }
        self.log_rect = pygame.Rect(self.stats[ATTACK].right + px(16), self.bottom.top + px(8),
                                    self.stats[DEFENCE].left - self.stats[ATTACK].right - px(32),
                                    self.bottom.height - px(40))
        # The decision panel covers the log at the bottom, so the armies stay in sight.
        pw = self.log_rect.width + px(20)
        count = len(self.buttons)
        wide = self.choice is not None and self.choice[1].get("kind") == "casualties"
        cols = 2 if count > 3 and not wide else 1
        rows = max(1, math.ceil(count / cols))
        bh, gap = (px(36), px(6)) if wide else (px(42), px(10))
        ph = max(self.log_rect.height + px(8), px(78) + rows * (bh + gap) + (px(38) if self.error else 0))
        self.panel = pygame.Rect(0, 0, pw, ph)
        self.panel.midbottom = (w // 2, self.log_rect.bottom + px(4))
        bw = (pw - px(48) - (cols - 1) * gap) // cols
        for i, button in enumerate(self.buttons):
            r, c = (i // cols, i % cols) if cols == 2 else (i, 0)
            button.rect = pygame.Rect(self.panel.x + px(24) + c * (bw + gap),
                                      self.panel.y + px(66) + r * (bh + gap), bw, bh)
            button.scale = self.scale
        self.handoff_button.rect = pygame.Rect(0, 0, px(460), px(56))
        self.handoff_button.rect.center = (w // 2, self.field.centery + px(60))
        self.handoff_button.scale = self.scale
        self.close_button.rect = pygame.Rect(0, 0, px(260), px(52))
        self.close_button.rect.midbottom = (w // 2, self.bottom.top - px(14))
        self.close_button.scale = self.scale
        self._static = None

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        t = self.t
        self.drawn = {"t": t}
        surface.blit(self.static_layer(surface.get_size()), (0, 0))
        self.draw_header(surface, t)
        self.draw_armies(surface, t)
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

    def static_layer(self, size: tuple[int, int]) -> pygame.Surface:
        """Background, tray and scenery: drawn once per layout and battle setting."""
        info = self.script.info_at(self.script.end)
        village = self.cast.villages.get(self.script.village or "", {})
        fort = info.get("fort") or village.get("fort")
        engines = tuple((e.get("player"), e.get("level")) for e in village.get("engines", [])
                        if e.get("player") in (info.get("besiegers") or []))
        key = (size, self.script.mode, fort, engines, self.script.village, self.script.defender,
               self.script.attacker, self.colourblind)
        if self._static is not None and self._static_key == key:
            return self._static
        px = self.px
        layer = decor.parchment(size).copy()
        # The ground of the field: a darker band where the armies stand.
        ground = pygame.Surface((size[0], self.field.height), pygame.SRCALPHA)
        for i in range(self.field.height):
            a = int(40 * (i / max(1, self.field.height)) ** 1.5)
            pygame.draw.line(ground, (*pal.PARCHMENT_SHADE, a), (0, i), (size[0], i))
        layer.blit(ground, (0, self.field.top))
        decor.rule(layer, (size[0] // 2, self.header.bottom - px(8)), size[0] - px(120), self.scale)
        # Scenery: the walls behind the defence, siege engines behind the attack.
        dz, az = self.zones[DEFENCE], self.zones[ATTACK]
        if fort and self.script.mode in ("battle", "uprising"):
            fw = min(dz.width, px(560))
            image = art_places.fortification(fort, fw, px(176), self.family(self.script.defender)
                                      if self.script.defender is not None else None)
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
        if not fort and self.script.mode == "battle" and self.script.defender is not None:
            self.banner_pole(layer, dz, self.family(self.script.defender), right=True)
        # The dice tray: a wooden frame around red felt.
        tray = self.tray
        pygame.draw.rect(layer, (0, 0, 0, 60), tray.move(px(5), px(7)), border_radius=px(18))
        pygame.draw.rect(layer, art.WOOD, tray, border_radius=px(18))
        pygame.draw.rect(layer, art.WOOD_DARK, tray, width=px(3), border_radius=px(18))
        felt = tray.inflate(-px(26), -px(26))
        pygame.draw.rect(layer, art.FELT, felt, border_radius=px(10))
        pygame.draw.rect(layer, art.darker(art.FELT, 0.4), felt, width=px(2), border_radius=px(10))
        pygame.draw.line(layer, art.darker(art.FELT, 0.3), (felt.centerx, felt.top + px(10)),
                         (felt.centerx, felt.bottom - px(10)), px(2))
        for panel in (self.stats[ATTACK], self.stats[DEFENCE], self.log_rect):
            decor.panel(layer, panel, self.scale * 0.8, fill=pal.PARCHMENT_LIGHT)
        self._static = layer.convert() if pygame.display.get_surface() else layer
        self._static_key = key
        return self._static

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

    def draw_header(self, surface: pygame.Surface, t: float) -> None:
        w = self.size[0]
        title = fonts.text(self.script.title(), "title", self.px(58), pal.INK)
        surface.blit(title, title.get_rect(midtop=(w // 2, self.px(6))))
        sub = self.script.subtitle(t)
        if sub:
            image = fonts.text(sub, "italic", self.px(24), pal.INK_SOFT)
            surface.blit(image, image.get_rect(midtop=(w // 2, self.px(68))))

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
                tag = fonts.text(_("ally of circumstance"), "italic", px(16), pal.INK_SOFT) if ally else None
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
        elif titles:
            note = fonts.text(title_text(titles[0]), "italic", px(14), pal.GOLD_DARK)
            surface.blit(note, note.get_rect(midtop=(cell.centerx, rect.bottom + px(17))))

    # -- dice
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
            text = _("{n} dice").format(n=dice) if dice != 1 else _("1 die")
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

    # -- panels
    def draw_stats(self, surface: pygame.Surface, t: float) -> None:
        px = self.px
        self.drawn["strength"] = {}
        for side in (ATTACK, DEFENCE):
            rect = self.stats[side].inflate(-px(30), -px(24))
            if self.script.mode == "plague":
                continue
            name = _("Attack") if side == ATTACK else _("Defence")
            if self.script.mode == "uprising":
                name = _("The Uprising") if side == ATTACK else _("The village")
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

    def draw_hints(self, surface: pygame.Surface) -> None:
        px = self.px
        speed = _(SPEED_LABELS[self.clock.speed])
        text = _("Space: skip to the result · R: replay · S: speed ({speed}) · M: sound").format(speed=speed)
        image = fonts.text(text, "italic", px(16), pal.INK_SOFT)
        surface.blit(image, image.get_rect(midbottom=(self.size[0] // 2, self.size[1] - px(6))))

"""What moves on Middle-Ages' table, made from the referee's events alone: the tile taken slides
from its row to its domain column, an income is counted out coin by coin into the lord's
money, and each domain effect and Event card is announced in a banner over the rows.

The beats are laid on a ``game.shell.timeline.Timeline`` as the events arrive and a
``Playback`` walks them at the player's animation speed; the view drawn under them is
already the latest, so skipping (a click on the table, Space, Enter) changes nothing but the
clock. Every number shown comes from an event (its ``amount``, ``money``, the Event's change
per seat): nothing here works out a rule. Beats carry sound cues (the project's own sounds:
a card flipped for a tile, a chime for coins, a horn for an Event, steel for an attack, a
fanfare at the end), which ``advance`` hands to the scene as the clock passes them."""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import pygame

from game.shell.timeline import Beat, Playback, Timeline
from game.shell.tween import ease_in_out, lerp_point
from game.shell.i18n import _
from game.middle_ages import drawing, texts
from game.shell import palette as pal

SLIDE = 0.55            # seconds a tile takes from its row to its column (normal speed)
COIN = 0.12             # seconds between two coins of an income
MAX_COINS = 1.6         # an income counted out never takes longer than this
NOTICE = 1.1            # a domain effect's banner
CARD = 2.4              # an Event card's banner
CUE = 0.01              # a sound comes this long after its beat starts (the clock may stand
                        # on the start, and a cue sounds once the clock has passed it)
BACKLOG = 3.0           # seconds of beats behind the game beyond which the clock hurries
ANNOUNCED = frozenset({"symbols_counted", "mill_paid", "attacked", "tile_restored",
                       "scout_placed", "coin_token_placed", "parcel_token_placed",
                       "effect_void", "turn_started"})

Px = Callable[[float], int]


def find_tile(views: Sequence[Mapping[str, Any]], tile: int) -> Mapping[str, Any] | None:
    """A tile's face (domain, number, symbols) as a view shows it, wherever it lies."""
    for view in views:
        for row in view.get("rows") or []:
            for info in row:
                if info is not None and info.get("id") == tile:
                    return info
        for player in view.get("players") or []:
            for pile in [*player["columns"].values(), player["graveyard"]]:
                for info in pile:
                    if info.get("id") == tile:
                        return info
    return None


class Motion:
    """The beats still to be shown and the clock over them."""

    def __init__(self, speed: str = "normal") -> None:
        self.timeline = Timeline()
        self.clock = Playback(speed)
        self.count = 0                      # events laid so far (the beats' ``index``)

    @property
    def busy(self) -> bool:
        return not self.clock.caught_up(self.timeline.end)

    def add(self, events: Sequence[Mapping[str, Any]], before: Mapping[str, Any],
            after: Mapping[str, Any]) -> None:
        """Lay the beats of one update's events; ``before`` and ``after`` are the views either
        side of it (where a tile taken is found to draw its face)."""
        for event in events:
            self.lay(event, before, after)
            self.count += 1

    def lay(self, event: Mapping[str, Any], before: Mapping[str, Any],
            after: Mapping[str, Any]) -> None:
        """One event's beat and its sound, if it has any."""
        kind = str(event.get("kind"))
        timeline = self.timeline
        if kind == "tile_taken":
            face = find_tile((before, after), int(event["tile"])) or {"domain": event["domain"]}
            beat = timeline.add("slide", SLIDE, self.count, face=dict(face),
                                row=int(event["row"]), col=int(event["col"]),
                                seat=int(event["player"]), domain=str(event["domain"]))
            timeline.cue(beat.start + CUE, "flip")
        elif kind == "income" and int(event["amount"]) > 0:
            amount = int(event["amount"])
            beat = timeline.add("coins", min(MAX_COINS, COIN * amount), self.count,
                                seat=int(event["player"]), domain=str(event["domain"]),
                                amount=amount, money=int(event["money"]))
            timeline.cue(beat.start + CUE, "chime")
        elif kind == "event_applied":
            timeline.cue(timeline.add("card", CARD, self.count, event=dict(event)).start + CUE,
                         "horn")
        elif kind in ANNOUNCED:
            beat = timeline.add("notice", NOTICE, self.count, event=dict(event))
            if kind == "attacked":
                timeline.cue(beat.start + CUE, "steel")
        elif kind == "game_over":
            timeline.cue(max(0.0, timeline.end - CUE), "fanfare")

    def advance(self, dt: float) -> list[str]:
        """Move the clock on (it hurries when the game runs far ahead of what is shown); the
        sounds whose moment it passed."""
        behind = self.timeline.end - self.clock.t
        hurry = max(1.0, behind / BACKLOG)
        t0, t1 = self.clock.advance(dt * hurry, self.timeline.end)
        return self.timeline.cues_between(t0, t1)

    def skip(self) -> None:
        self.clock.skip(self.timeline.end)

    def running(self, kind: str) -> list[Beat]:
        t = self.clock.t
        return [b for b in self.timeline.beats_of(kind) if b.start <= t < b.end]

    def money_shown(self, seat: int) -> int | None:
        """The money a board shows while its income is counted out (None: the view's)."""
        t = self.clock.t
        for beat in self.timeline.beats_of("coins"):
            if beat.data["seat"] == seat and t < beat.end:
                counted = int(beat.data["amount"] * beat.u(t))
                return int(beat.data["money"]) - int(beat.data["amount"]) + counted
        return None

    # ----- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, tiles: Mapping[tuple[int, int], pygame.Rect],
             columns: Mapping[tuple[int, str], pygame.Rect],
             money: Mapping[int, pygame.Rect], banner: pygame.Rect, names: Sequence[str],
             px: Px) -> None:
        t = self.clock.t
        for beat in self.running("slide"):
            start = tiles.get((beat.data["row"], beat.data["col"]))
            end = columns.get((beat.data["seat"], beat.data["domain"]))
            if start is None or end is None:
                continue
            u = ease_in_out(beat.u(t))
            rect = start.copy()
            rect.size = (round(start.width + (end.width - start.width) * u),
                         round(start.height + (end.height * 0.6 - start.height) * u))
            rect.center = tuple(round(v) for v in lerp_point(start.center, end.center, u))
            drawing.tile(surface, rect, beat.data["face"], px, lit=True)
        for beat in self.running("coins"):
            self.draw_coins(surface, beat, columns, money, px)
        for beat in self.running("card") + self.running("notice"):
            self.draw_banner(surface, beat, banner, names, px)

    def draw_coins(self, surface: pygame.Surface, beat: Beat,
                   columns: Mapping[tuple[int, str], pygame.Rect],
                   money: Mapping[int, pygame.Rect], px: Px) -> None:
        """The coins counted so far, and the one on its way from the column to the money."""
        start = columns.get((beat.data["seat"], beat.data["domain"]))
        end = money.get(beat.data["seat"])
        if start is None or end is None:
            return
        amount = int(beat.data["amount"])
        done = beat.u(self.clock.t) * amount
        flying = done - int(done)
        centre = lerp_point(start.center, end.midleft, ease_in_out(flying))
        pygame.draw.circle(surface, pal.GOLD_LIGHT, centre, px(10))
        pygame.draw.circle(surface, pal.GOLD_DARK, centre, px(10), max(1, px(2)))
        drawing.write(surface, f"+{int(done)}", (start.centerx, start.y - px(4)), px(22),
                      pal.BURGUNDY, "bold", "midbottom")

    def draw_banner(self, surface: pygame.Surface, beat: Beat, area: pygame.Rect,
                    names: Sequence[str], px: Px) -> None:
        """A domain effect or an Event card, announced across the rows."""
        event = beat.data["event"]
        if beat.kind == "card":
            card = str(event["card"])
            lines = [_("Event: {card}").format(card=texts.card_name(card)), texts.card_text(card),
                     texts.card_changes(event, names)]
        else:
            lines = [texts.event_line(event, names)]
        rect = pygame.Rect(0, 0, area.width, px(44) + px(30) * (len(lines) - 1))
        rect.center = area.center
        fade = min(1.0, 4 * min(beat.u(self.clock.t), 1 - beat.u(self.clock.t)) + 0.25)
        box = pygame.Surface(rect.size, pygame.SRCALPHA)
        box.fill((*pal.PARCHMENT_LIGHT, round(235 * fade)))
        surface.blit(box, rect)
        pygame.draw.rect(surface, pal.GOLD_DARK, rect, max(1, px(2)), border_radius=px(6))
        y = rect.y + px(8)
        for i, line in enumerate(lines):
            if line:
                drawing.write(surface, line, (rect.centerx, y), px(26 if i == 0 else 19),
                              pal.INK, "bold" if i == 0 else "body", "midtop")
            y += px(36 if i == 0 else 28)

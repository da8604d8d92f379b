"""What moves on Middle-Ages' table, made from the referee's events alone: Lords and Scouts
walk (hop) from tile to tile, the tile taken slides from its row to its domain column, an
income is counted out coin by coin into the lord's money, a Mill's payment and a Barracks
attack send coins from purse to purse (and the lost tile to the Graveyard), and each domain
effect and Event card is announced in a banner over the rows while the card turns face down.

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
from game.middle_ages.layout import Spots
from game.shell import fonts
from game.shell import palette as pal

WALK = 0.4             # seconds a pawn takes from one tile to another
PAY = 0.6              # seconds a payment's coin takes from one purse to another
FALL = 0.6             # seconds a tile lost to an attack takes to its Graveyard
SLIDE = 0.55            # seconds a tile takes from its row to its column (normal speed)
COIN = 0.12             # seconds between two coins of an income
MAX_COINS = 1.6         # an income counted out never takes longer than this
NOTICE = 1.1            # a domain effect's banner
CARD = 2.4              # an Event card's banner
CUE = 0.01              # a sound comes this long after its beat starts (the clock may stand
                        # on the start, and a cue sounds once the clock has passed it)
BACKLOG = 3.0           # seconds of beats behind the game beyond which the clock hurries
ANNOUNCED = frozenset({"symbols_counted", "tile_restored",
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
        self.banners: list[pygame.Rect] = []     # where the last frame's banners went

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
        if kind in ("lord_moved", "scout_placed"):
            key = "lord" if kind == "lord_moved" else "scout"
            seat = int(event["player"])
            was = before["players"][seat].get(key) if seat < len(before["players"]) else None
            timeline.add("walk", WALK, self.count, seat=seat, key=key,
                         start=tuple(was) if was is not None else None,
                         end=(int(event["row"]), int(event["col"])))
        elif kind in ("mill_paid", "attacked"):
            self.lay_payment(event, before, after)
        elif kind == "tile_taken":
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
            card = timeline.add("card", CARD, self.count, event=dict(event))
            timeline.cue(card.start + CUE, "horn")
            self.lay_losses(event, before, after, card.start + CARD / 2)
        elif kind in ANNOUNCED:
            beat = timeline.add("notice", NOTICE, self.count, event=dict(event))
            if kind == "attacked":
                timeline.cue(beat.start + CUE, "steel")
        elif kind == "game_over":
            timeline.cue(max(0.0, timeline.end - CUE), "fanfare")

    def lay_payment(self, event: Mapping[str, Any], before: Mapping[str, Any],
                    after: Mapping[str, Any]) -> None:
        """A Mill's payment or a Barracks attack: announced, the coins flying from the payer's
        purse to the receiver's, and for an attack the lost tile falling to the Graveyard."""
        timeline = self.timeline
        attack = event["kind"] == "attacked"
        payer, payee = int(event["player"]), int(event["by" if attack else "to"])
        notice = timeline.add("notice", NOTICE, self.count, event=dict(event))
        timeline.cue(notice.start + CUE, "steel" if attack else "chime")
        if int(event.get("amount") or 0) > 0:
            timeline.add("pay", PAY, self.count, overlap=NOTICE, payer=payer, payee=payee,
                         amount=int(event["amount"]))
        if attack and event.get("tile") is not None:
            face = find_tile((before, after), int(event["tile"])) or {"domain": event["domain"]}
            timeline.add("fall", FALL, self.count, overlap=PAY, seat=payer,
                         domain=str(event["domain"]), face=dict(face))

    def lay_losses(self, event: Mapping[str, Any], before: Mapping[str, Any],
                   after: Mapping[str, Any], at: float) -> None:
        """The tiles an Event card sends to the Graveyards (its ``destroyed``, per seat) fall
        from their columns while the card is shown."""
        for seat, tiles in enumerate(event.get("destroyed") or []):
            for tile in tiles:
                face = find_tile((before, after), int(tile))
                if face is not None:
                    self.timeline.beats.append(Beat("fall", at, FALL, self.count,
                                                    {"seat": seat, "domain": str(face["domain"]),
                                                     "face": dict(face)}))

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

    def walking(self) -> dict[tuple[int, str], tuple[Beat, float]]:
        """The pawns not yet at the place the view shows: (seat, "lord"/"scout") -> the
        first walk still to finish and how far it has gone (0 until it starts)."""
        t = self.clock.t
        found: dict[tuple[int, str], tuple[Beat, float]] = {}
        for beat in self.timeline.beats_of("walk"):
            who = (int(beat.data["seat"]), str(beat.data["key"]))
            if t < beat.end and who not in found:
                found[who] = (beat, beat.u(t))
        return found

    def turning(self) -> dict[str, float]:
        """The Event cards not yet shown face down: card -> how far it has turned (0 to 1)."""
        t = self.clock.t
        return {str(b.data["event"]["card"]): min(1.0, max(0.0, (b.u(t) - 0.15) / 0.4))
                for b in self.timeline.beats_of("card") if t < b.end}

    def money_shown(self, seat: int) -> int | None:
        """The money a board shows while its income is counted out (None: the view's)."""
        t = self.clock.t
        for beat in self.timeline.beats_of("coins"):
            if beat.data["seat"] == seat and t < beat.end:
                counted = int(beat.data["amount"] * beat.u(t))
                return int(beat.data["money"]) - int(beat.data["amount"]) + counted
        return None

    # ----- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, spots: Spots, view: Mapping[str, Any],
             names: Sequence[str], px: Px, colourblind: bool = False,
             avoid: Sequence[pygame.Rect] = ()) -> list[pygame.Rect]:
        """Draw what moves now over the table; returns where its labels went (they must
        cover neither a lord's name nor the choices). A banner goes where it covers none of
        ``avoid`` (the choices of the decision asked: lit tiles and columns, answers)."""
        labels: list[pygame.Rect] = []
        self.banners = []
        self.draw_walks(surface, spots, view, px, colourblind)
        for beat in self.running("slide"):
            self.draw_flight(surface, beat, spots.tiles.get((beat.data["row"], beat.data["col"])),
                             spots.columns.get((beat.data["seat"], beat.data["domain"])), px)
        for beat in self.running("fall"):
            self.draw_flight(surface, beat, spots.columns.get((beat.data["seat"],
                                                               beat.data["domain"])),
                             spots.graves.get(beat.data["seat"]), px)
        for beat in self.running("coins"):
            labels += self.draw_coins(surface, beat, spots, px)
        for beat in self.running("pay"):
            labels += self.draw_payment(surface, beat, spots, px)
        for beat in self.running("card") + self.running("notice"):
            self.banners.append(self.draw_banner(surface, beat, spots.banner, names, px, avoid))
        return labels

    def draw_walks(self, surface: pygame.Surface, spots: Spots, view: Mapping[str, Any],
                   px: Px, colourblind: bool) -> None:
        """The pawns walking from tile to tile (a Scout put on the table comes from its
        lord's board)."""
        for (seat, key), (beat, u) in self.walking().items():
            end = spots.tiles.get(tuple(beat.data["end"]))
            if end is None or seat >= len(view["players"]):
                continue
            scout = key == "scout"
            start_tile = spots.tiles.get(tuple(beat.data["start"])) if beat.data["start"] else None
            if start_tile is None and u <= 0:
                continue                    # a Scout still in its lord's hand
            start = drawing.pawn_spot(start_tile, scout) if start_tile is not None else \
                spots.names.get(seat, end).midright
            hop = -abs(end.height * 0.4 * (1 - (2 * u - 1) ** 2))     # a little jump
            x, y = lerp_point(start, drawing.pawn_spot(end, scout), ease_in_out(u))
            drawing.pawn(surface, (round(x), round(y + hop)), view["players"][seat]["colour"],
                         px, scout, colourblind, max(6, end.height // 6))

    def draw_flight(self, surface: pygame.Surface, beat: Beat, start: pygame.Rect | None,
                    end: pygame.Rect | None, px: Px) -> None:
        """A tile flying from ``start`` to ``end``, taking the size of where it goes."""
        if start is None or end is None:
            return
        u = ease_in_out(beat.u(self.clock.t))
        rect = start.copy()
        target = (min(end.width, start.width), min(end.height * 0.6, start.height))
        rect.size = (round(start.width + (target[0] - start.width) * u),
                     round(start.height + (target[1] - start.height) * u))
        rect.center = tuple(round(v) for v in lerp_point(start.center, end.center, u))
        drawing.tile(surface, rect, beat.data["face"], px, lit=True)

    def draw_coins(self, surface: pygame.Surface, beat: Beat, spots: Spots, px: Px
                   ) -> list[pygame.Rect]:
        """An income: the coin on its way from the column to the money, and the amount
        counted so far written inside the column, clear of the lord's name."""
        start = spots.columns.get((beat.data["seat"], beat.data["domain"]))
        end = spots.purses.get(beat.data["seat"])
        if start is None or end is None:
            return []
        amount = int(beat.data["amount"])
        done = beat.u(self.clock.t) * amount
        coin(surface, lerp_point(start.center, end.midleft, ease_in_out(done - int(done))), px)
        return [label(surface, f"+{int(done)}", start.center, px)]

    def draw_payment(self, surface: pygame.Surface, beat: Beat, spots: Spots, px: Px
                     ) -> list[pygame.Rect]:
        """A payment (Mill, Barracks): a coin from the payer's money to the receiver's."""
        start = spots.purses.get(beat.data["payer"])
        end = spots.purses.get(beat.data["payee"])
        if start is None or end is None:
            return []
        at = lerp_point(start.center, end.center, ease_in_out(beat.u(self.clock.t)))
        coin(surface, at, px)
        return [label(surface, str(beat.data["amount"]), (round(at[0]), round(at[1]) + px(22)),
                      px)]

    def draw_banner(self, surface: pygame.Surface, beat: Beat, area: pygame.Rect,
                    names: Sequence[str], px: Px, avoid: Sequence[pygame.Rect] = ()
                    ) -> pygame.Rect:
        """A domain effect or an Event card, announced across the rows, or as near them as
        it can go without covering a choice (``avoid``); its lines wrapped to its width.
        Returns where it went."""
        event = beat.data["event"]
        if beat.kind == "card":
            card = str(event["card"])
            said = [_("Event: {card}").format(card=texts.card_name(card)), texts.card_text(card),
                    texts.card_changes(event, names)]
        else:
            said = [texts.event_line(event, names)]
        lines = [(part, px(26 if i == 0 else 19), "bold" if i == 0 else "body")
                 for i, line in enumerate(said)
                 for part in fonts.wrap(line, "bold" if i == 0 else "body",
                                        px(26 if i == 0 else 19), area.width - px(20))]
        height = px(16) + sum(fonts.line_step(role, size) for _t, size, role in lines)
        rect = banner_place((area.width, height), area, surface.get_rect(), avoid)
        fade = min(1.0, 4 * min(beat.u(self.clock.t), 1 - beat.u(self.clock.t)) + 0.25)
        box = pygame.Surface(rect.size, pygame.SRCALPHA)
        box.fill((*pal.PARCHMENT_LIGHT, round(235 * fade)))
        surface.blit(box, rect)
        pygame.draw.rect(surface, pal.GOLD_DARK, rect, max(1, px(2)), border_radius=px(6))
        y = rect.y + px(8)
        for line, size, role in lines:
            drawing.write(surface, line, (rect.centerx, y), size, pal.INK, role, "midtop")
            y += fonts.line_step(role, size)
        return rect


def banner_place(size: tuple[int, int], area: pygame.Rect, screen: pygame.Rect,
                 avoid: Sequence[pygame.Rect]) -> pygame.Rect:
    """Where a banner of ``size`` goes: centred on ``area`` (the rows) when that covers none
    of ``avoid``, else the nearest height on the screen that covers none, else the one that
    covers the least (a banner stays up to 2.4 s: it must not hide the tiles to choose)."""
    rect = pygame.Rect(0, 0, *size)
    rect.center = area.center
    best: tuple[int, int, pygame.Rect] | None = None
    for top in sorted(range(screen.y, max(screen.y, screen.bottom - size[1]) + 1, 4),
                      key=lambda y: abs(y - rect.y)):
        box = rect.move(0, top - rect.y).clamp(screen)
        covered = sum(box.clip(r).width * box.clip(r).height for r in avoid)
        if covered == 0:
            return box
        if best is None or covered < best[0]:
            best = (covered, abs(top - rect.y), box)
    return best[2] if best is not None else rect.clamp(screen)


def coin(surface: pygame.Surface, centre: tuple[float, float], px: Px) -> None:
    """A gold coin in flight."""
    at = (round(centre[0]), round(centre[1]))
    pygame.draw.circle(surface, pal.GOLD_LIGHT, at, px(10))
    pygame.draw.circle(surface, pal.GOLD_DARK, at, px(10), max(1, px(2)))


def label(surface: pygame.Surface, text: str, centre: tuple[int, int], px: Px) -> pygame.Rect:
    """An amount on a parchment pill (readable over any column or board)."""
    image = fonts.text(text, "bold", px(20), pal.BURGUNDY)
    rect = image.get_rect(center=centre)
    pygame.draw.rect(surface, pal.PARCHMENT_LIGHT, rect.inflate(px(8), px(2)), border_radius=px(5))
    pygame.draw.rect(surface, pal.GOLD_DARK, rect.inflate(px(8), px(2)), 1, border_radius=px(5))
    surface.blit(image, rect)
    return rect.inflate(px(8), px(2))

"""Drawing Middle-Ages' table from a view: the four rows of parcel tiles with the Lords and
Scouts on them as pawns, the draw piles and the Event cards (the fief boards are boards.py).
Pure drawing: every number comes from the view; every label is fitted to its place."""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import pygame

from game.middle_ages import art, texts
from game.middle_ages.layout import CARD_GAP, CARD_H, TWO_ACROSS
from game.shell import fonts
from game.shell import palette as pal
from game.shell.i18n import _

Px = Callable[[float], int]
# The smallest text of the table, in design pixels (1600x900 at scale 1): a little above what
# Fief's boards write smallest (13), 11 pixels at 1280x720. Every label of the table is at least
# this size and whole (tests/test_client_ma_table.py measures every label written).
SMALL = 14

DOMAIN_COLOURS: dict[str, tuple[int, int, int]] = {
    "fields": (214, 190, 92), "mill": (160, 160, 150), "village": (190, 120, 80),
    "rampart": (130, 110, 90), "market": (220, 150, 60), "barracks": (150, 70, 60),
    "church": (120, 130, 190), "palace": (170, 110, 180)}


def colour_of(name: str, colourblind: bool = False) -> tuple[int, int, int]:
    """A lord's colour (M2's five), as the lobbies and Fief's families draw it (the
    colour-blind-safe set when the player chose it in the settings)."""
    return pal.family(name, colourblind)


def write(surface: pygame.Surface, text: str, pos: tuple[int, int], size: int,
          colour: tuple[int, int, int] = pal.INK, role: str = "body",
          anchor: str = "topleft") -> pygame.Rect:
    image = fonts.text(text, role, size, colour)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


def small(px: Px) -> int:
    """The smallest text size in window pixels (``SMALL``)."""
    return px(SMALL)


def fit(text: str, role: str, size: int, width: int, least: int = 7) -> int:
    """The largest font size up to ``size`` at which ``text`` fits in ``width`` pixels (a
    label is made smaller, never cut), never below ``least``."""
    while size > least and fonts.width(text, role, size) > width:
        size -= 1
    return size


def symbol(surface: pygame.Surface, info: Mapping[str, Any], centre: tuple[int, int],
           r: int) -> None:
    """A tile's symbol: a Peasant (a little figure on a light disc) or a Chest (a small chest
    on a gold disc); nothing for a tile without one."""
    if not (info.get("peasant") or info.get("chest")):
        return
    x, y = centre
    chest = bool(info.get("chest"))
    pygame.draw.circle(surface, pal.GOLD_LIGHT if chest else pal.PARCHMENT_LIGHT, centre, r)
    pygame.draw.circle(surface, pal.INK, centre, r, 1)
    if chest:
        box = pygame.Rect(0, 0, round(r * 1.2), round(r * 0.8))
        box.center = (x, y + r // 8)
        pygame.draw.rect(surface, (120, 72, 36), box)
        pygame.draw.line(surface, pal.INK, (box.x, box.y + box.height // 3),
                         (box.right - 1, box.y + box.height // 3), 1)
        pygame.draw.rect(surface, pal.INK, box, 1)
    else:
        pygame.draw.circle(surface, pal.INK, (x, y - r // 3), max(1, r // 4))
        body = [(x - r // 2, y + r * 2 // 3), (x, y - r // 8), (x + r // 2, y + r * 2 // 3)]
        pygame.draw.polygon(surface, pal.INK, body)


def tile(surface: pygame.Surface, rect: pygame.Rect, info: Mapping[str, Any] | None, px: Px,
         lit: bool = False, reason: str = "") -> None:
    """One parcel tile: its domain's colour, picture and name (fitted, never cut), its number,
    its symbol, and its back's colour as a band along its foot (blue or orange, M2). A tile
    the decision does not offer says why (``reason``) over a veil."""
    if info is None:
        pygame.draw.rect(surface, pal.PARCHMENT_DARK, rect, max(1, px(2)), border_radius=px(6))
        return
    domain = str(info["domain"])
    pygame.draw.rect(surface, DOMAIN_COLOURS.get(domain, pal.PARCHMENT_DARK), rect,
                     border_radius=px(6))
    band = pygame.Rect(rect.x, rect.bottom - max(2, rect.height // 12), rect.width,
                       max(2, rect.height // 12))
    pygame.draw.rect(surface, BACKS["orange" if info.get("orange") else "pile"], band,
                     border_bottom_left_radius=px(6), border_bottom_right_radius=px(6))
    name = texts.domain_name(domain)
    big = max(small(px), min(px(18), rect.height // 4))
    number = str(info["number"])
    number_left = rect.right - px(5) - fonts.width(number, "bold", round(big * 1.3))
    surface.blit(*picture_on(domain, rect, number_left - px(2)))
    write(surface, name, (rect.x + px(5), rect.y + px(3)), fit(name, "bold", big,
                                                                rect.width - px(10), small(px)),
          pal.INK, "bold")
    write(surface, number, (rect.right - px(5), band.y), round(big * 1.3), pal.INK, "bold",
          "bottomright")
    symbol(surface, info, (rect.x + big, band.y - big), max(px(5), big * 2 // 3))
    if reason:
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        veil.fill((40, 30, 20, 110))
        surface.blit(veil, rect)
        size = fit(reason, "bold", big, rect.width - px(10), small(px))
        label = fonts.text(reason, "bold", size, pal.PARCHMENT_LIGHT)
        spot = label.get_rect(midbottom=(rect.centerx, band.y - px(2)))
        pygame.draw.rect(surface, pal.INK, spot.inflate(px(6), px(2)), border_radius=px(3))
        write(surface, reason, spot.topleft, size, pal.PARCHMENT_LIGHT, "bold")
    pygame.draw.rect(surface, pal.GOLD_LIGHT if lit else pal.INK, rect,
                     px(4) if lit else max(1, px(1.5)), border_radius=px(6))


def picture_on(domain: str, rect: pygame.Rect, right: int
               ) -> tuple[pygame.Surface, pygame.Rect]:
    """A tile's picture and its place: centred, or between the tile's left edge and its
    number (``right``), made smaller if need be, where a narrow tile (a board's column at
    1280x720) would set the number on the picture."""
    centre = (rect.centerx, rect.centery + rect.height // 12)
    picture = art.domain_picture(domain, max(8, rect.height // 2))
    spot = picture.get_rect(center=centre)
    if spot.right > right:
        left = rect.x + max(2, rect.width // 12)         # clear of the tile's edge
        if picture.get_width() > right - left:
            picture = art.domain_picture(domain, rect.height // 2 * (right - left)
                                         // picture.get_width())
        spot = picture.get_rect(center=((left + right) // 2, centre[1]))
    return picture, spot


def pawn(surface: pygame.Surface, centre: tuple[int, int], colour: str, px: Px, scout: bool,
         colourblind: bool = False, radius: int = 13) -> None:
    """A Lord (a round pawn with a head) or a Scout (a square pawn) at ``centre``, ``radius``
    pixels across its body."""
    fill = colour_of(colour, colourblind)
    edge = max(1, px(2))
    if scout:
        box = pygame.Rect(0, 0, round(radius * 1.6), round(radius * 1.6))
        box.center = centre
        pygame.draw.rect(surface, fill, box, border_radius=max(1, radius // 4))
        pygame.draw.rect(surface, pal.INK, box, edge, border_radius=max(1, radius // 4))
        return
    x, y = centre
    body, head = (x, y + round(radius * 0.3)), (x, y - round(radius * 0.8))
    for spot, r in ((body, radius), (head, round(radius * 0.55))):
        pygame.draw.circle(surface, fill, spot, r)
        pygame.draw.circle(surface, pal.INK, spot, r, edge)


def pawn_spot(rect: pygame.Rect, scout: bool) -> tuple[int, int]:
    """Where a pawn stands on a tile: the Lord right of the middle, the Scout left of it,
    clear of the name, number and symbol."""
    return (rect.centerx + (-rect.width // 5 if scout else rect.width // 5),
            rect.centery - rect.height // 12)


def rows(surface: pygame.Surface, view: Mapping[str, Any], area: pygame.Rect, px: Px,
         lit: set[tuple[int, int]], colourblind: bool = False,
         reasons: Mapping[tuple[int, int], str] | None = None,
         hidden: set[tuple[int, str]] | None = None) -> dict[tuple[int, int], pygame.Rect]:
    """The four rows with their pawns (``hidden``: the (seat, "lord"/"scout") pawns the
    animations are walking); returns each tile's rectangle by (row, column) for clicks."""
    spots: dict[tuple[int, int], pygame.Rect] = {}
    grid = view["rows"]
    columns = max((len(r) for r in grid), default=1)
    gap = px(8)
    w = min(round((area.height - 3 * gap) / 4 * 1.6),
            (area.width - px(36) - gap * columns) // max(columns, 1))
    h = (area.height - gap * 3) // 4
    for r, row in enumerate(grid):
        y = area.y + r * (h + gap)
        marker = "▶" if r == view.get("lords_row") else ""
        write(surface, f"{r + 1}", (area.x + px(4), y + h // 2), px(22), pal.INK_SOFT, "bold",
              "midleft")
        if marker:
            pygame.draw.polygon(surface, pal.BURGUNDY, [(area.x + px(20), y + h // 2 - px(7)),
                                                        (area.x + px(30), y + h // 2),
                                                        (area.x + px(20), y + h // 2 + px(7))])
        for c, info in enumerate(row):
            rect = pygame.Rect(area.x + px(36) + c * (w + gap), y, w, h)
            spots[(r, c)] = rect
            tile(surface, rect, info, px, (r, c) in lit, (reasons or {}).get((r, c), ""))
    for player in view["players"]:
        for key, scout in (("lord", False), ("scout", True)):
            place = player.get(key)
            if place is None or tuple(place) not in spots:
                continue
            if (int(player["seat"]), key) in (hidden or set()):
                continue
            pawn(surface, pawn_spot(spots[(int(place[0]), int(place[1]))], scout),
                 player["colour"], px, scout, colourblind, max(6, h // 6))
    return spots


def card_face(surface: pygame.Surface, rect: pygame.Rect, turn: int, card: str, px: Px,
              face_up: bool) -> None:
    """An Event card: face up, its turn, name and text fitted; face down once applied. The
    turn goes on a line of its own, or beside the name when the text needs that line."""
    if rect.width <= 2:
        return
    fill = pal.PARCHMENT_LIGHT if face_up else (112, 70, 54)
    pygame.draw.rect(surface, fill, rect, border_radius=px(5))
    pygame.draw.rect(surface, pal.GOLD_DARK, rect, max(1, px(2)), border_radius=px(5))
    if rect.width < px(120):                  # a card edge-on while it turns: no words
        return
    head = _("Turn {n}").format(n=turn)
    size = max(small(px), min(px(15), rect.height // 5))
    colour = pal.INK_SOFT if face_up else pal.PARCHMENT_DARK
    name, text = texts.card_name(card), texts.card_text(card) if face_up else ""
    inner = pygame.Rect(rect.x + px(6), rect.y + px(3), rect.width - px(12),
                        rect.height - px(6))
    head_size = fit(head, "body", size, inner.width, small(px))
    name_size = fit(name, "bold", round(size * 1.25), inner.width, small(px))
    name_top = inner.y + fonts.font("body", head_size).get_linesize()
    name_h = fonts.font("bold", name_size).get_linesize()
    beside = fonts.font("bold", name_size).size(name)[0] + px(8) + \
        fonts.font("body", head_size).size(head)[0] <= inner.width
    if text and beside and not words_fit(text, inner.width, inner.bottom - name_top - name_h,
                                         size, px):
        name_top = inner.y                    # the turn beside the name: a line for the text
    write(surface, head, inner.topright if name_top == inner.y else inner.topleft, head_size,
          colour, "body", "topright" if name_top == inner.y else "topleft")
    named = write(surface, name, (inner.x, name_top), name_size,
                  pal.INK if face_up else pal.PARCHMENT_LIGHT, "bold")
    if text:
        card_words(surface, text, pygame.Rect(inner.x, named.bottom, inner.width,
                                              inner.bottom - named.bottom), size, px)
    else:
        write(surface, _("applied"), (rect.right - px(6), rect.bottom - px(3)), size,
              pal.PARCHMENT_DARK, "body", "bottomright")


def words_fit(text: str, width: int, height: int, size: int, px: Px) -> bool:
    """Whether ``card_words`` can write ``text`` whole in a place of that size."""
    least = small(px)
    return len(fonts.wrap(text, "body", least, width)) * fonts.line_step("body", least) <= height


def card_words(surface: pygame.Surface, text: str, area: pygame.Rect, size: int, px: Px) -> None:
    """A card's text in ``area``, wrapped, at the largest size up to ``size`` at which all of
    it fits, never below ``SMALL``; left out when it cannot be whole (its tooltip and its
    banner say it)."""
    for text_size in range(max(small(px), round(size * 0.85)), small(px) - 1, -1):
        lines = fonts.wrap(text, "body", text_size, area.width)
        step = fonts.line_step("body", text_size)
        if len(lines) * step <= area.height:
            for i, line in enumerate(lines):
                write(surface, line, (area.x, area.y + i * step), text_size, pal.INK_SOFT, "body")
            return


def cards(surface: pygame.Surface, view: Mapping[str, Any], area: pygame.Rect, px: Px,
          turning: Mapping[str, float] | None = None) -> list[tuple[pygame.Rect, str]]:
    """The Event row: four cards, the next to strike first; an applied card lies face down.
    ``turning`` maps a card being turned to how far (0 to 1): it narrows, then shows its back.
    Returns each card's rectangle and key."""
    spots = []
    events = view.get("events", [])
    gap = px(CARD_GAP)
    across = 2 if area.width >= px(TWO_ACROSS) else 1
    down = (len(events) + across - 1) // max(across, 1)
    w = (area.width - gap * (across - 1)) // across
    h = min(px(CARD_H), (area.height - gap * max(down - 1, 0)) // max(down, 1))
    for i, card in enumerate(events):
        rect = pygame.Rect(area.x + (i % across) * (w + gap), area.y + (i // across) * (h + gap),
                           w, h)
        key = str(card["card"])
        done = bool(card.get("done"))
        u = (turning or {}).get(key)
        if u is None:
            card_face(surface, rect, (i + 1) * 4, key, px, not done)
        else:
            width = round(rect.width * abs(1 - 2 * u))
            narrow = pygame.Rect(0, 0, width, rect.height)
            narrow.center = rect.center
            card_face(surface, narrow, (i + 1) * 4, key, px, u < 0.5)
        spots.append((rect, key))
    return spots


BACKS = {"pile": (58, 92, 160), "orange": (214, 120, 40)}     # the two backs of the tiles (M2)


def piles(surface: pygame.Surface, view: Mapping[str, Any], origin: tuple[int, int], px: Px
          ) -> list[tuple[pygame.Rect, str]]:
    """The draw piles face down: each shows the number on the back of its top tile and its
    size, all that is public of them (M6). Returns each pile's rectangle and key."""
    spots = []
    x, y = origin
    for key in ("pile", "orange"):
        pile = view.get(key) or {}
        if not pile.get("size"):
            continue
        rect = pygame.Rect(x, y, px(90), px(90))
        for step in (6, 3, 0):                           # a stack seen slightly from the side
            back = rect.move(px(step), -px(step))
            pygame.draw.rect(surface, BACKS[key], back, border_radius=px(6))
            pygame.draw.rect(surface, pal.INK, back, max(1, px(1.5)), border_radius=px(6))
        write(surface, str(pile.get("top_number") or ""), rect.center, px(34),
              pal.PARCHMENT_LIGHT, "bold", "center")
        write(surface, texts.pile_size(int(pile["size"])), (rect.centerx, rect.bottom + px(4)),
              px(16), pal.INK_SOFT, "body", "midtop")
        spots.append((rect, key))
        y += px(130)
    return spots

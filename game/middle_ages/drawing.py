"""Drawing Middle-Ages' table from a view: the four rows of parcel tiles with the Lords and
Scouts on them, the Event cards, and each lord's fief board (eight domain columns, Graveyard,
tokens, money, income and score). Pure drawing: every number comes from the view."""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, NamedTuple

import pygame

from game.middle_ages import art, texts
from game.shell import fonts
from game.shell import palette as pal

Px = Callable[[float], int]

DOMAIN_COLOURS: dict[str, tuple[int, int, int]] = {
    "fields": (214, 190, 92), "mill": (160, 160, 150), "village": (190, 120, 80),
    "rampart": (130, 110, 90), "market": (220, 150, 60), "barracks": (150, 70, 60),
    "church": (120, 130, 190), "palace": (170, 110, 180)}


class BoardSpots(NamedTuple):
    """Where a board's parts were drawn."""

    columns: dict[str, pygame.Rect]     # each domain's column
    purse: pygame.Rect                  # the money
    graveyard: pygame.Rect              # the Graveyard's line


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


def tile(surface: pygame.Surface, rect: pygame.Rect, info: Mapping[str, Any] | None, px: Px,
         lit: bool = False) -> None:
    """One parcel tile: its domain's colour and name, its number, a Peasant (P) or Chest (C)."""
    if info is None:
        pygame.draw.rect(surface, pal.PARCHMENT_DARK, rect, max(1, px(2)), border_radius=px(6))
        return
    domain = str(info["domain"])
    pygame.draw.rect(surface, DOMAIN_COLOURS.get(domain, pal.PARCHMENT_DARK), rect,
                     border_radius=px(6))
    pygame.draw.rect(surface, pal.GOLD_LIGHT if lit else pal.INK, rect,
                     px(4) if lit else max(1, px(1.5)), border_radius=px(6))
    picture = art.domain_picture(domain, max(8, rect.height // 2))
    surface.blit(picture, picture.get_rect(center=(rect.centerx - rect.width // 8,
                                                   rect.centery + rect.height // 12)))
    write(surface, texts.domain_name(domain), (rect.x + px(6), rect.y + px(4)), px(16), pal.INK,
          "bold")
    write(surface, str(info["number"]), (rect.right - px(6), rect.bottom - px(4)), px(22),
          pal.INK, "bold", "bottomright")
    mark = "P" if info.get("peasant") else "C" if info.get("chest") else ""
    if mark:
        centre = (rect.x + px(16), rect.bottom - px(16))
        pygame.draw.circle(surface, pal.PARCHMENT_LIGHT, centre, px(11))
        write(surface, mark, centre, px(15), pal.INK, "bold", "center")


def pawn(surface: pygame.Surface, rect: pygame.Rect, colour: str, px: Px, scout: bool,
         colourblind: bool = False) -> None:
    """A Lord (a round pawn) or a Scout (a square) in the middle of a tile, clear of its name,
    number and symbol."""
    if scout:
        box = pygame.Rect(0, 0, px(20), px(20))
        box.center = (rect.centerx - px(16), rect.centery)
        pygame.draw.rect(surface, colour_of(colour, colourblind), box)
        pygame.draw.rect(surface, pal.INK, box, max(1, px(2)))
        return
    centre = (rect.centerx + px(14), rect.centery)
    pygame.draw.circle(surface, colour_of(colour, colourblind), centre, px(13))
    pygame.draw.circle(surface, pal.INK, centre, px(13), max(1, px(2)))


def rows(surface: pygame.Surface, view: Mapping[str, Any], area: pygame.Rect, px: Px,
         lit: set[tuple[int, int]], colourblind: bool = False
         ) -> dict[tuple[int, int], pygame.Rect]:
    """The four rows; returns each tile's rectangle by (row, column) for clicks."""
    spots: dict[tuple[int, int], pygame.Rect] = {}
    grid = view["rows"]
    columns = max((len(r) for r in grid), default=1)
    gap = px(10)
    w = min(px(130), (area.width - px(40) - gap * columns) // max(columns, 1))
    h = min(px(90), (area.height - gap * 4) // 4)
    for r, row in enumerate(grid):
        y = area.y + r * (h + gap)
        marker = ">" if r == view.get("lords_row") else ""
        write(surface, f"{marker}{r + 1}", (area.x, y + h // 2), px(20), pal.INK_SOFT, "bold",
              "midleft")
        for c, info in enumerate(row):
            rect = pygame.Rect(area.x + px(40) + c * (w + gap), y, w, h)
            spots[(r, c)] = rect
            tile(surface, rect, info, px, (r, c) in lit)
    for player in view["players"]:
        for key, scout in (("lord", False), ("scout", True)):
            place = player.get(key)
            if place is not None and tuple(place) in spots:
                pawn(surface, spots[(int(place[0]), int(place[1]))], player["colour"], px, scout,
                     colourblind)
    return spots


def cards(surface: pygame.Surface, view: Mapping[str, Any], area: pygame.Rect, px: Px
          ) -> list[tuple[pygame.Rect, str]]:
    """The four Event cards, applied ones greyed; returns each card's rectangle and key."""
    spots = []
    h = px(34)
    for i, card in enumerate(view.get("events", [])):
        rect = pygame.Rect(area.x, area.y + i * (h + px(6)), area.width, h)
        done = bool(card.get("done"))
        pygame.draw.rect(surface, pal.PARCHMENT_SHADE if done else pal.PARCHMENT_LIGHT, rect,
                         border_radius=px(4))
        pygame.draw.rect(surface, pal.GOLD_DARK, rect, max(1, px(1.5)), border_radius=px(4))
        write(surface, f"{(i + 1) * 4}: {texts.card_name(str(card['card']))}",
              (rect.x + px(8), rect.centery), px(17), pal.INK_FAINT if done else pal.INK,
              "body", "midleft")
        spots.append((rect, str(card["card"])))
    return spots


def board(surface: pygame.Surface, player: Mapping[str, Any], rect: pygame.Rect, px: Px,
          playing: bool, lit: set[str], money: int | None = None, colourblind: bool = False
          ) -> BoardSpots:
    """One lord's fief board (``money``: the amount shown while an income is counted out);
    returns where its parts are, for tooltips, clicks and the coins' flight."""
    pygame.draw.rect(surface, pal.PARCHMENT_LIGHT, rect, border_radius=px(6))
    colour = colour_of(player["colour"], colourblind)
    pygame.draw.rect(surface, colour, rect, px(4) if playing else px(2),
                     border_radius=px(6))
    write(surface, str(player["name"]), (rect.x + px(8), rect.y + px(4)), px(19),
          colour, "bold")
    purse = write(surface, texts.money(int(player["money"]) if money is None else money),
                  (rect.right - px(8), rect.y + px(4)), px(17), pal.INK, "bold", "topright")
    top = rect.y + px(30)
    width = (rect.width - px(16)) // len(texts.DOMAINS)
    spots = {}
    for i, domain in enumerate(texts.DOMAINS):
        col = pygame.Rect(rect.x + px(8) + i * width, top, width - px(3), rect.bottom - top - px(30))
        spots[domain] = col
        pile: Sequence[Mapping[str, Any]] = player["columns"][domain]
        pygame.draw.rect(surface, DOMAIN_COLOURS[domain], col, border_radius=px(3))
        if domain in lit:
            pygame.draw.rect(surface, pal.GOLD_LIGHT, col, px(3), border_radius=px(3))
        write(surface, texts.domain_name(domain)[:4], (col.centerx, col.y + px(2)), px(13),
              pal.INK, "bold", "midtop")
        write(surface, f"×{len(pile)}", (col.centerx, col.y + px(18)), px(17), pal.INK, "bold",
              "midtop")
        marks = ("+1" if domain in player.get("coin_tokens", []) else "")
        token = player.get("parcel_tokens", {}).get(domain)
        if token:
            marks += " " + texts.domain_name(str(token))[:2]
        write(surface, marks.strip(), (col.centerx, col.y + px(38)), px(13), pal.BURGUNDY,
              "bold", "midtop")
        write(surface, str(player["income"][domain]), (col.centerx, col.bottom - px(2)), px(14),
              pal.INK_SOFT, "body", "midbottom")
    grave = write(surface, texts.graveyard(len(player["graveyard"])),
                  (rect.x + px(8), rect.bottom - px(4)), px(15), pal.INK_SOFT, "body",
                  "bottomleft")
    write(surface, texts.score(int(player["score"])), (grave.right + px(20), grave.bottom),
          px(15), pal.INK_SOFT, "body", "bottomleft")
    return BoardSpots(spots, purse, grave)


def board_spots(area: pygame.Rect, count: int, px: Px) -> list[pygame.Rect]:
    """Where the lords' boards go in ``area``: two a line, in seat order."""
    half = (area.width - px(10)) // 2
    return [pygame.Rect(area.x + (i % 2) * (half + px(10)), area.y + (i // 2) * px(150), half,
                        px(140)) for i in range(count)]


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

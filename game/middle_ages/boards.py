"""A lord's fief board as a board (issue 37): eight domain columns, left to right as M2 lists
them, each with its tiles stacked (number and symbol on each), the tokens under it and what its
income would pay now, and the Graveyard as a ninth column. Every label is fitted to its place
(never cut), every number comes from the view."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

import pygame

from game.middle_ages import art, texts
from game.middle_ages.drawing import DOMAIN_COLOURS, Px, colour_of, fit, small, symbol, write
from game.shell import fonts
from game.shell import palette as pal

GRAVE = (150, 146, 138)          # the Graveyard column's stone


class BoardSpots(NamedTuple):
    """Where a board's parts were drawn (tooltips, clicks, the coins' flight)."""

    columns: dict[str, pygame.Rect]     # each domain's column
    purse: pygame.Rect                  # the money
    graveyard: pygame.Rect              # the Graveyard's column
    name: pygame.Rect                   # the lord's name
    score: pygame.Rect                  # the score so far


def board(surface: pygame.Surface, player: Mapping[str, Any], rect: pygame.Rect, px: Px,
          playing: bool, lit: set[str], money: int | None = None, colourblind: bool = False
          ) -> BoardSpots:
    """One lord's fief board (``money``: the amount shown while an income is counted out)."""
    pygame.draw.rect(surface, pal.PARCHMENT_LIGHT, rect, border_radius=px(6))
    colour = colour_of(player["colour"], colourblind)
    pygame.draw.rect(surface, colour, rect, px(4) if playing else px(2), border_radius=px(6))
    head = max(px(14), min(px(24), rect.height // 7))
    purse_text = texts.money(int(player["money"]) if money is None else money)
    purse = write(surface, purse_text, (rect.right - px(8), rect.y + px(3)), head, pal.INK,
                  "bold", "topright")
    score = texts.score(int(player["score"]))
    score_rect = write(surface, score, (purse.x - px(14), purse.centery),
                       max(small(px), round(head * 0.8)), pal.INK_SOFT, "body", "midright")
    room = score_rect.x - rect.x - px(16)
    name_size = fit(str(player["name"]), "bold", head, room, small(px))
    name = write(surface, str(player["name"]), (rect.x + px(8), rect.y + px(3)), name_size,
                 colour, "bold")
    body = pygame.Rect(rect.x + px(6), rect.y + head + px(8), rect.width - px(12),
                       rect.bottom - rect.y - head - px(12))
    width = body.width // 9
    spots = {}
    for i, domain in enumerate(texts.DOMAINS):
        col = pygame.Rect(body.x + i * width, body.y, width - px(3), body.height)
        spots[domain] = col
        column(surface, col, player, domain, domain in lit, px)
    grave = pygame.Rect(body.x + 8 * width, body.y, body.right - body.x - 8 * width, body.height)
    graveyard(surface, grave, player["graveyard"], px)
    return BoardSpots(spots, purse, grave, name, score_rect)


def column(surface: pygame.Surface, col: pygame.Rect, player: Mapping[str, Any], domain: str,
           lit: bool, px: Px) -> None:
    """A domain's column: its name, its tiles stacked bottom first, its tokens and income."""
    shade = DOMAIN_COLOURS[domain]
    back = tuple(round(c * 0.35 + 246 * 0.65) for c in shade)
    pygame.draw.rect(surface, back, col, border_radius=px(3))
    pygame.draw.rect(surface, pal.GOLD_LIGHT if lit else shade, col,
                     px(4) if lit else max(1, px(1.5)), border_radius=px(3))
    label_h = header(surface, col, texts.domain_name(domain), px)
    foot = max(small(px), min(px(18), col.height // 8))
    income = int(player["income"][domain])
    write(surface, f"→{income}", (col.centerx, col.bottom - px(1)), foot, pal.INK_SOFT,
          "bold", "midbottom")
    tokens = pygame.Rect(col.x, col.bottom - 2 * foot - px(10), col.width, foot)
    token_marks(surface, tokens, player, domain, px)
    stack = pygame.Rect(col.x + px(3), col.y + label_h, col.width - px(6),
                        tokens.y - col.y - label_h - px(2))
    tiles_stacked(surface, stack, player["columns"][domain], shade, px)


def header(surface: pygame.Surface, col: pygame.Rect, name: str, px: Px) -> int:
    """A column's name fitted to its width, with the domain's picture when there is room;
    returns the height used."""
    size = fit(name, "bold", max(small(px), min(px(15), col.height // 9)), col.width - px(4),
               small(px))
    rect = write(surface, name, (col.centerx, col.y + px(2)), size, pal.INK, "bold", "midtop")
    return rect.bottom - col.y + px(2)


def tiles_stacked(surface: pygame.Surface, area: pygame.Rect, tiles: Sequence[Mapping[str, Any]],
                  shade: tuple[int, int, int], px: Px) -> None:
    """The tiles of a column as slabs, bottom first, each with its number and symbol; the
    slabs thin out when there are many, the top one always whole."""
    if not tiles or area.height <= 0:
        return
    label_h = fonts.font("bold", px(14)).get_linesize() if len(tiles) > 1 else 0
    area = pygame.Rect(area.x, area.y + label_h, area.width, area.height - label_h)
    slab = min(px(24), max(px(4), area.height // len(tiles)))
    top_h = min(max(slab, small(px) + px(3)), area.height)    # the top tile stays readable
    under = min(slab, max(px(3), (area.height - top_h) // max(len(tiles) - 1, 1)))
    y = area.bottom
    for i, info in enumerate(tiles):
        height = top_h if i == len(tiles) - 1 else under
        rect = pygame.Rect(area.x, max(area.y, y - height), area.width, height)
        y = rect.y
        pygame.draw.rect(surface, shade, rect, border_radius=px(2))
        pygame.draw.rect(surface, pal.INK_SOFT, rect, 1, border_radius=px(2))
        if rect.height >= small(px) + px(2):                  # a thin slab has no number
            size = max(small(px), min(rect.height - px(2), px(14)))
            write(surface, str(info["number"]), (rect.right - px(3), rect.centery), size,
                  pal.INK, "bold", "midright")
            symbol(surface, info, (rect.x + px(7), rect.centery),
                   max(px(4), rect.height // 2 - px(1)))
    if len(tiles) > 1:
        write(surface, f"×{len(tiles)}", (area.centerx, y - px(1)), px(14), pal.INK, "bold",
              "midbottom")


def token_marks(surface: pygame.Surface, area: pygame.Rect, player: Mapping[str, Any],
                domain: str, px: Px) -> None:
    """The tokens under a domain: an Extra-coin token (a gold disc, "+1") and a Parcel token
    (the picture of the type it adds)."""
    x = area.centerx
    has_coin = domain in player.get("coin_tokens", [])
    parcel = player.get("parcel_tokens", {}).get(domain)
    r = max(px(5), area.height // 2, fonts.font("bold", small(px)).size("+1")[0] // 2 + px(3))
    if has_coin and parcel:
        x -= r + px(1)
    if has_coin:
        pygame.draw.circle(surface, pal.GOLD_LIGHT, (x, area.centery), r)
        pygame.draw.circle(surface, pal.GOLD_DARK, (x, area.centery), r, 1)
        write(surface, "+1", (x, area.centery), small(px), pal.INK, "bold", "center")
        x += 2 * r + px(2)
    if parcel:
        box = pygame.Rect(0, 0, 2 * r, 2 * r)
        box.center = (x, area.centery)
        pygame.draw.rect(surface, DOMAIN_COLOURS.get(str(parcel), pal.PARCHMENT), box)
        pygame.draw.rect(surface, pal.INK, box, 1)
        picture = art.domain_picture(str(parcel), max(8, 2 * r - px(2)))
        surface.blit(picture, picture.get_rect(center=box.center))


def graveyard(surface: pygame.Surface, area: pygame.Rect, tiles: Sequence[Mapping[str, Any]],
              px: Px) -> None:
    """The Graveyard: its tiles stacked in grey, their numbers readable."""
    pygame.draw.rect(surface, (222, 218, 210), area, border_radius=px(3))
    pygame.draw.rect(surface, GRAVE, area, max(1, px(1.5)), border_radius=px(3))
    label_h = header(surface, area, texts.graveyard_title(), px)
    stack = pygame.Rect(area.x + px(3), area.y + label_h, area.width - px(6),
                        area.height - label_h - px(4))
    tiles_stacked(surface, stack, tiles, GRAVE, px)

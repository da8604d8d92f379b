"""Where the parts of Middle-Ages' table go at a given window size (issue 37): the four rows of
tiles top left with the piles and the Event cards beside them, the fief boards filling the rest
of the left side, and the side panel (answers, prompt, chronicle) on the right. Shared by the
play scene and the replay, so both keep every label whole from 1280x720 to 4K."""
from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

import pygame

Px = Callable[[float], int]
UNITS = 1500            # the table's width in units of the scale its layout needs (1600x900 at
                        # 100 %): at a larger interface scale the play scene and the replay close
                        # up to it (``UIScene.shrink_to``)
SIDE = 360              # the side panel's width (design pixels: 1600x900 at scale 1)
ROWS_SHARE = 0.45       # the share of the height under the banner the rows may take
CARD_H = 110            # an Event card's height, at most (design pixels)
CARD_GAP = 6
TWO_ACROSS = 380        # the width of the Event row from which its cards go two a line
LOG_MIN = 90            # the least height of a chronicle under the Event cards


class Regions(NamedTuple):
    """The table's regions, in window pixels."""

    rows: pygame.Rect               # the four rows of tiles (the row numbers included)
    piles: tuple[int, int]          # the top left corner of the draw piles
    cards: pygame.Rect              # the Event cards
    boards: list[pygame.Rect]       # one per lord, in seat order
    side: pygame.Rect               # answers, prompt and chronicle
    log: pygame.Rect | None         # the chronicle's own place (a spare board slot, or under the
                                    # Event cards with two lords), if any


def tile_size(rows_area: pygame.Rect, columns: int, px: Px) -> tuple[int, int]:
    """A row tile's width and height: as large as the rows' area allows, never more than
    1.6 times as wide as high."""
    gap = px(8)
    h = max(px(30), (rows_area.height - 3 * gap) // 4)
    w = (rows_area.width - px(36) - gap * columns) // max(columns, 1)
    return max(px(40), min(w, round(h * 1.6))), h


def boards_grid(count: int) -> tuple[int, int]:
    """Boards across and down: two a line, three lines at most."""
    across = 1 if count == 1 else 2
    return across, (count + across - 1) // across


def regions(size: tuple[int, int], px: Px, players: int, columns: int) -> Regions:
    """The regions for a window of ``size`` and a game of ``players`` lords whose rows hold
    ``columns`` tiles."""
    w, h = size
    side = pygame.Rect(w - px(SIDE) - px(20), px(74), px(SIDE), h - px(84))
    left = pygame.Rect(px(16), px(74), side.x - px(32), h - px(84))
    top_h = round(left.height * (ROWS_SHARE if players > 2 else 0.5))
    width_left = left.width - px(110) - px(210)          # the piles and the cards beside them
    rows = pygame.Rect(left.x, left.y, width_left, top_h)
    tw, th = tile_size(rows, columns, px)
    rows.width = px(36) + columns * (tw + px(8))
    rows.height = 4 * th + 3 * px(8)
    piles = (rows.right + px(14), rows.y + px(8))
    cards = pygame.Rect(piles[0] + px(110), rows.y, left.right - piles[0] - px(110), rows.height)
    board_area = pygame.Rect(left.x, rows.bottom + px(12), left.width,
                             left.bottom - rows.bottom - px(12))
    across, down = boards_grid(players)
    gap = px(8)
    bw = (board_area.width - gap * (across - 1)) // across
    bh = (board_area.height - gap * (down - 1)) // down
    slots = [pygame.Rect(board_area.x + (i % across) * (bw + gap),
                         board_area.y + (i // across) * (bh + gap), bw, bh)
             for i in range(across * down)]
    log = slots[players] if len(slots) > players else None
    if log is None:
        cards, log = under_cards(cards, 4, px)
    return Regions(rows, piles, cards, slots[:players], side, log)


def under_cards(cards: pygame.Rect, events: int, px: Px
                ) -> tuple[pygame.Rect, pygame.Rect | None]:
    """The Event row cut to its cards' height and the chronicle's place under them, when the
    cards go two a line and leave room (two lords: few tiles a row, a wide Event row, and no
    spare board slot); else the Event row whole and no place."""
    if cards.width < px(TWO_ACROSS):
        return cards, None
    down = (events + 1) // 2
    used = down * px(CARD_H) + (down - 1) * px(CARD_GAP)
    room = cards.height - used - px(12)
    if room < px(LOG_MIN):
        return cards, None
    return (pygame.Rect(cards.x, cards.y, cards.width, used),
            pygame.Rect(cards.x, cards.y + used + px(12), cards.width, room))


class Spots(NamedTuple):
    """Where the last frame drew what the animations start from and go to."""

    tiles: dict[tuple[int, int], pygame.Rect]          # (row, column) -> a row's tile
    columns: dict[tuple[int, str], pygame.Rect]        # (seat, domain) -> a board's column
    purses: dict[int, pygame.Rect]                     # seat -> its money
    graves: dict[int, pygame.Rect]                     # seat -> its Graveyard
    names: dict[int, pygame.Rect]                      # seat -> its lord's name
    cards: list[tuple[pygame.Rect, str]]               # the Event cards and their keys
    banner: pygame.Rect                                # where effects are announced
    scores: dict[int, pygame.Rect] | None = None       # seat -> its score so far

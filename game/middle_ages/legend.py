"""The key to Middle-Ages' table (issue 37): what each little picture means, drawn beside its
words in the side panel's free room (under the prompt, when the chronicle has a place of its
own): the two pawns, the two symbols (M2.2), a tile's back, the Extra-coin and Parcel tokens
(M5.7, M5.8), the income shown under a column and the count of its tiles. Only drawn where it
fits whole; the tooltips say the same of each thing pointed at."""
from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.middle_ages import drawing, hints
from game.middle_ages.drawing import BACKS, DOMAIN_COLOURS, Px, small, symbol, write
from game.shell import fonts
from game.shell import palette as pal
from game.shell.i18n import N_, _

LOG_LINES = 1           # the chronicle's lines the key leaves at least, when both share the side panel

Icon = Callable[[pygame.Surface, pygame.Rect, Px, bool], None]


def _lord(surface: pygame.Surface, box: pygame.Rect, px: Px, colourblind: bool) -> None:
    drawing.pawn(surface, box.center, "blue", px, False, colourblind, box.height // 3)


def _scout(surface: pygame.Surface, box: pygame.Rect, px: Px, colourblind: bool) -> None:
    drawing.pawn(surface, box.center, "blue", px, True, colourblind, box.height // 3)


def _peasant(surface: pygame.Surface, box: pygame.Rect, px: Px, _cb: bool) -> None:
    symbol(surface, {"peasant": True}, box.center, box.height // 2 - px(1))


def _chest(surface: pygame.Surface, box: pygame.Rect, px: Px, _cb: bool) -> None:
    symbol(surface, {"chest": True}, box.center, box.height // 2 - px(1))


def _backs(surface: pygame.Surface, box: pygame.Rect, px: Px, _cb: bool) -> None:
    half = pygame.Rect(box.x, box.y + box.height // 4, box.width // 2 - px(1), box.height // 2)
    for key, rect in (("pile", half), ("orange", half.move(box.width // 2 + px(1), 0))):
        pygame.draw.rect(surface, DOMAIN_COLOURS["fields"], rect)
        band = pygame.Rect(rect.x, rect.bottom - max(2, rect.height // 4), rect.width,
                           max(2, rect.height // 4))
        pygame.draw.rect(surface, BACKS[key], band)
        pygame.draw.rect(surface, pal.INK, rect, 1)


def _coin(surface: pygame.Surface, box: pygame.Rect, px: Px, _cb: bool) -> None:
    r = box.height // 2 - px(1)
    pygame.draw.circle(surface, pal.GOLD_LIGHT, box.center, r)
    pygame.draw.circle(surface, pal.GOLD_DARK, box.center, r, 1)
    write(surface, "+1", box.center, small(px), pal.INK, "bold", "center")


def _words(text: str) -> Icon:
    def icon(surface: pygame.Surface, box: pygame.Rect, px: Px, _cb: bool) -> None:
        write(surface, text, box.center, small(px) + px(2), pal.INK_SOFT, "bold", "center")
    return icon


ITEMS: tuple[tuple[Icon, str], ...] = (
    (_lord, N_("a Lord: it takes the tile it leaves")),
    (_scout, N_("a Scout: its tile is reserved (M5.4)")),
    (_peasant, N_("a Peasant, counted by Fields")),
    (_chest, N_("a Chest, counted by Market")),
    (_backs, N_("a tile's back: blue or orange pile")),
    (_coin, N_("an Extra-coin token: +1 per tile")),
    (_words("→4"), N_("what a column's income pays now")),
    (_words("×3"), N_("the tiles in a column")),
)


def line_height(px: Px, compact: bool = False) -> int:
    """The pitch of the key's lines: 24 design pixels, or the text's own height when the
    room is short (a Scout's twelve answers in French)."""
    words = fonts.font("body", small(px) + px(1)).get_linesize()
    return words if compact else max(words, px(24))


def size(px: Px, compact: bool = False) -> tuple[int, int]:
    """The key's width and height at this scale, in the player's language."""
    height = px(12) + fonts.font("bold", px(18)).get_linesize() + \
        line_height(px, compact) * len(ITEMS)
    widest = max(fonts.width(_(text), "body", small(px) + px(1)) for _i, text in ITEMS)
    return px(60) + widest, height


def draw(surface: pygame.Surface, area: pygame.Rect, px: Px, colourblind: bool = False
         ) -> pygame.Rect | None:
    """The key at the top of ``area``, titled, its lines closer when the room is short;
    nothing when it does not fit whole. Returns its frame."""
    width, height = size(px)
    compact = area.height < height
    if compact:
        height = size(px, True)[1]
    if area.height < height or area.width < width:
        return None
    line = line_height(px, compact)
    icon_w = px(40)
    frame = pygame.Rect(area.x, area.y, area.width, height)
    pygame.draw.rect(surface, pal.PARCHMENT_LIGHT, frame, border_radius=px(6))
    pygame.draw.rect(surface, pal.GOLD_DARK, frame, max(1, px(1.5)), border_radius=px(6))
    head = write(surface, _("Key to the table"), (frame.x + px(10), frame.y + px(4)), px(18),
                 pal.INK, "bold")
    y = head.bottom + px(2)
    for icon, words in ITEMS:
        icon(surface, pygame.Rect(frame.x + px(10), y + px(1), icon_w, line - px(2)), px,
             colourblind)
        write(surface, _(words), (frame.x + px(16) + icon_w, y + line // 2),
              small(px) + px(1), pal.INK, "body", "midleft")
        y += line
    return frame


def beside_chronicle(surface: pygame.Surface, area: pygame.Rect, log: Sequence[str], px: Px,
                     colourblind: bool = False) -> pygame.Rect | None:
    """The key over the chronicle in ``area`` (the side panel's free room, with four lords,
    when the chronicle has no place of its own, layout.py): drawn only when it leaves the
    chronicle its ``LOG_LINES`` latest lines, so neither is ever cut. Returns its frame."""
    gap = px(8)
    height = size(px, True)[1]
    key = None
    if area.height - height - gap >= hints.log_height(LOG_LINES, px):
        key = draw(surface, area, px, colourblind)
    below = area if key is None else pygame.Rect(area.x, key.bottom + gap, area.width,
                                                  area.bottom - key.bottom - gap)
    hints.chronicle(surface, log, below, px)
    return key

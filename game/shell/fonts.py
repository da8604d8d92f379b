"""Bundled fonts by role, and a cache of rendered text.

Text is rendered once per (string, role, size, colour) and reused, which keeps a frame that
draws dozens of labels cheap; the cache is bounded so changing language or scale cannot grow it
without limit.
"""
from __future__ import annotations

import logging
from functools import lru_cache

import pygame

from game.shell.assets import font_path

log = logging.getLogger(__name__)

ROLES: dict[str, str] = {
    "title": "Blankenburg_UNZ1A.ttf",
    "body": "EBGaramond12-Regular.otf",
    "italic": "EBGaramond12-Italic.otf",
    "bold": "JunicodeTwoBeta-Semibold.otf",
}


@lru_cache(maxsize=256)
def font(role: str, size: int) -> pygame.font.Font:
    """The font of ``role`` at ``size`` pixels; pygame's default font if the file is missing."""
    if not pygame.font.get_init():
        pygame.font.init()
    size = max(6, int(size))
    try:
        return pygame.font.Font(str(font_path(ROLES[role])), size)
    except (OSError, KeyError, FileNotFoundError) as exc:
        log.warning("font %s unavailable (%s); using the default font", role, exc)
        return pygame.font.Font(None, size)


@lru_cache(maxsize=4096)
def text(string: str, role: str, size: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """A rendered line of text (antialiased, transparent background). Do not draw on it."""
    return font(role, size).render(string, True, colour)


@lru_cache(maxsize=8192)
def width(string: str, role: str, size: int) -> int:
    """The width of ``string`` in pixels, measured once per (string, role, size): labels fitted
    to their place (Middle-Ages' table, its key) are measured again at every frame, at every
    size tried, which was half of the table's drawing."""
    return font(role, size).size(string)[0]


@lru_cache(maxsize=256)
def line_step(role: str, size: int) -> int:
    """How far apart wrapped lines go: a rendered line's own height. The body face's line
    size is its point size (11 pixels at 11), which sets one line's descenders on the next
    line's letters (Middle-Ages' Event cards, its chronicle); a line's image is taller (14)."""
    face = font(role, size)
    return max(face.get_linesize(), face.size("ÉÀgjpq")[1])



@lru_cache(maxsize=256)
def capitals_middle(role: str, size: int) -> int:
    """How far below the top of a rendered line the middle of its capitals lies (half way
    from their top to the baseline)."""
    face = font(role, size)
    glyph = face.metrics("H")[0]
    height = glyph[3] if glyph else face.get_ascent()
    return face.get_ascent() - height // 2


def centred(image: pygame.Surface, role: str, size: int, rect: pygame.Rect) -> pygame.Rect:
    """Where a line of text of ``role`` goes to sit in the middle of ``rect``: its capitals
    centred (descenders hang below), not its image. Junicode (the bold face) renders an image
    11 pixels taller than its letters at 24 (a line gap below), which set a primary button's
    word 5 to 7 pixels high; the body face's image holds its descenders, which set every word
    2 to 4 pixels high."""
    return image.get_rect(centerx=rect.centerx, top=rect.centery - capitals_middle(role, size))


NAME_ROLES = ("body", "bold", "italic")       # the faces a family's name is written in
MISSING = "\U000F0000"                        # a private-use character no bundled font has


@lru_cache(maxsize=1024)
def can_draw(ch: str) -> bool:
    """Whether every face names are written in has a glyph for ``ch`` (a character it lacks
    is drawn as the font's empty box, which is what pygame gives for ``MISSING``)."""
    if ch.isspace():
        return True
    for role in NAME_ROLES:
        face = font(role, 20)
        box = pygame.image.tobytes(face.render(MISSING, False, (0, 0, 0)), "RGBA")
        if face.metrics(ch) == face.metrics(MISSING) and \
                pygame.image.tobytes(face.render(ch, False, (0, 0, 0)), "RGBA") == box:
            return False
    return True


def wrap(string: str, role: str, size: int, width: int) -> list[str]:
    """Split ``string`` into lines that fit in ``width`` pixels, at spaces (a list of the
    caller's own: some keep and extend it)."""
    return list(_wrapped(string, role, size, width))


@lru_cache(maxsize=4096)
def _wrapped(string: str, role: str, size: int, width: int) -> tuple[str, ...]:
    """``wrap``'s lines, measured once per (string, role, size, width): every frame wraps the
    same prompts, logs and cards again, and measuring each word was a tenth of the client's
    drawing."""
    f = font(role, size)
    lines: list[str] = []
    for paragraph in string.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            candidate = f"{line} {word}".strip()
            if line and f.size(candidate)[0] > width:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
    return tuple(lines)

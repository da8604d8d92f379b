"""The simplified variant's control marker on the map (004 §6): a sergeant of the family left in
a village its lord reached, which marks the village as the family's and never fights or moves.
It is drawn as the family's seal, not as a troop with a count: the variant has no armies."""
from __future__ import annotations

import pygame

from game.shell import art
from game.shell import palette as pal
from game.fief.render.icons import draw_mark

Colour = tuple[int, int, int]


def marker_seal(colour: str, rgb: Colour, height: int) -> pygame.Surface:
    """A round seal in the family's colour with its mark, ``height`` pixels high (the size of a
    troop chip, so that it sits where a stack would)."""
    size = max(10, height)
    seal = pygame.Surface((size + 3, size + 3), pygame.SRCALPHA)
    centre = (size / 2, size / 2)
    r = size / 2 - 1
    pygame.draw.circle(seal, (0, 0, 0, 90), (centre[0] + 2, centre[1] + 3), r)
    pygame.draw.circle(seal, rgb, centre, r)
    pygame.draw.circle(seal, pal.GOLD, centre, r, max(1, size // 9))
    pygame.draw.circle(seal, art.darker(rgb, 0.55), centre, r * 0.72, 1)
    draw_mark(seal, colour, centre, size * 0.2, pal.readable_on(rgb))
    return seal

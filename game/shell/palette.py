"""The colours of the client: parchment, ink and gold, and the six family colours.

The family colours have a second, colour-blind-safe set (after Okabe and Ito) that the settings
switch to; every place that shows a family colour also shows its name or a pattern, so colour is
never the only clue.
"""
from __future__ import annotations

Colour = tuple[int, int, int]

PARCHMENT: Colour = (238, 226, 197)
PARCHMENT_LIGHT: Colour = (246, 238, 216)
PARCHMENT_DARK: Colour = (214, 194, 152)
PARCHMENT_SHADE: Colour = (188, 164, 120)
INK: Colour = (46, 33, 24)
INK_SOFT: Colour = (96, 74, 54)
INK_FAINT: Colour = (150, 128, 100)
GOLD: Colour = (181, 139, 52)
GOLD_LIGHT: Colour = (226, 191, 104)
GOLD_DARK: Colour = (128, 92, 30)
BURGUNDY: Colour = (124, 28, 38)
BURGUNDY_LIGHT: Colour = (160, 52, 58)
ERROR: Colour = (150, 24, 24)
NIGHT: Colour = (28, 22, 18)
ROAD: Colour = (120, 84, 50)
WATER: Colour = (120, 150, 160)

FAMILY: dict[str, Colour] = {
    "blue": (40, 78, 156),
    "red": (172, 36, 36),
    "green": (44, 118, 58),
    "yellow": (222, 182, 38),
    "magenta": (156, 48, 128),
    "white": (242, 238, 228),
    "pink": (214, 110, 160),        # Middle-Ages' fifth colour (its box has no magenta or white)
}

FAMILY_COLOURBLIND: dict[str, Colour] = {
    "blue": (0, 114, 178),
    "red": (213, 94, 0),
    "green": (0, 158, 115),
    "yellow": (240, 228, 66),
    "magenta": (204, 121, 167),
    "white": (248, 248, 248),
    "pink": (204, 121, 167),        # never beside magenta: no game has both
}

# Fief tints when colour-blind-safe colours are on, given out in the map's fief order.
FIEF_COLOURBLIND: tuple[Colour, ...] = (
    (230, 159, 0), (86, 180, 233), (0, 158, 115), (240, 228, 66),
    (0, 114, 178), (213, 94, 0), (204, 121, 167), (150, 150, 150),
)


def family(colour: str, colourblind: bool = False) -> Colour:
    table = FAMILY_COLOURBLIND if colourblind else FAMILY
    return table.get(colour, (128, 128, 128))


def parse_hex(text: str, default: Colour = (150, 150, 150)) -> Colour:
    """``#rrggbb`` or Tiled's ``#aarrggbb`` to an RGB tuple."""
    value = str(text or "").strip().lstrip("#")
    if len(value) == 8:
        value = value[2:]
    if len(value) != 6:
        return default
    try:
        return (int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16))
    except ValueError:
        return default


def mix(a: Colour, b: Colour, t: float) -> Colour:
    """``a`` moved a fraction ``t`` toward ``b``."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def readable_on(background: Colour) -> Colour:
    """Ink or parchment, whichever reads better on ``background``."""
    r, g, b = background
    return INK if (0.299 * r + 0.587 * g + 0.114 * b) > 140 else PARCHMENT_LIGHT

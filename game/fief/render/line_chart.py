"""A small line chart of whole numbers over the rounds, one line per family (the end of a
game's charts, issue 36 item 6).

Readable without telling colours apart: every line is outlined in ink (a white or yellow
family shows on parchment), every point carries the family's pattern mark (icons.draw_mark,
as on its shield), and the legend beside the chart names each family with its mark and its
last value. Points of the same value at a round stand side by side, so none hides another.
The chart is drawn once into a surface; the scene keeps it until something changes.
"""
from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.shell import fonts
from game.shell import palette as pal
from game.fief.render.icons import draw_mark

Px = Callable[[float], int]


@dataclass(frozen=True)
class Line:
    """A family's line: its name, colour key (for its mark), colour and values by round,
    and its last value in words for the legend."""

    name: str
    colour: str
    rgb: pal.Colour
    values: tuple[int, ...]
    last: str


def nice_step(top: int, ticks: int = 5) -> int:
    """A step of 1, 2 or 5 times a power of ten giving about ``ticks`` ticks up to ``top``."""
    raw = max(1.0, top / ticks)
    power = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if factor * power >= raw:
            return int(factor * power)
    return int(10 * power)


def scale_of(lines: Sequence[Line]) -> tuple[int, int, int]:
    """(lowest, highest, step) of the value axis: from 0 (or below, for a negative value) to a
    multiple of the step at or above the highest value."""
    values = [v for line in lines for v in line.values] or [0]
    low = min(0, min(values))
    step = nice_step(max(1, max(values) - low))
    high = max(step, math.ceil(max(values) / step) * step)
    return (low // step) * step, high, step


def draw_chart(size: tuple[int, int], rounds: Sequence[int], lines: Sequence[Line], px: Px,
               round_word: str) -> pygame.Surface:
    """The chart and its legend on a transparent surface of ``size``."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    legend_w = min(px(300), size[0] // 3)
    plot = pygame.Rect(px(56), px(12), size[0] - legend_w - px(80), size[1] - px(70))
    low, high, step = scale_of(lines)
    xs = x_positions(plot, len(rounds), px)

    def y_of(value: float) -> float:
        return plot.bottom - (value - low) / max(1, high - low) * plot.height

    draw_axes(surface, plot, rounds, xs, (low, high, step), y_of, px, round_word)
    r = px(8)
    room = (xs[1] - xs[0]) / max(1, len(lines)) if len(xs) > 1 else 2 * r + 3
    spread = side_by_side(lines, min(2 * r + 3, room))    # a long game: closer
    tracks = [[(x + spread[i][k], y_of(v)) for k, (x, v) in enumerate(zip(xs, line.values))]
              for i, line in enumerate(lines)]
    for line, points in zip(lines, tracks):
        if len(points) > 1:
            pygame.draw.lines(surface, pal.INK, False, points, px(5))
            pygame.draw.lines(surface, line.rgb, False, points, px(3))
    for line, points in zip(lines, tracks):
        for point in points:
            marker(surface, line, point, r)
    draw_legend(surface, pygame.Rect(plot.right + px(24), plot.y, legend_w, plot.height),
                lines, px)
    return surface


def side_by_side(lines: Sequence[Line], gap: float) -> list[list[float]]:
    """How far each line's point is moved sideways at each round: the families with the same
    value there stand side by side, ``gap`` apart, so that no point hides another."""
    shifts = [[0.0] * len(line.values) for line in lines]
    for k in range(max((len(line.values) for line in lines), default=0)):
        by_value: dict[int, list[int]] = {}
        for i, line in enumerate(lines):
            if k < len(line.values):
                by_value.setdefault(line.values[k], []).append(i)
        for same in by_value.values():
            for place, i in enumerate(same):
                shifts[i][k] = (place - (len(same) - 1) / 2) * gap
    return shifts


def x_positions(plot: pygame.Rect, n: int, px: Px) -> list[float]:
    """Where each round stands: spread over the plot, a lone round in its middle."""
    if n <= 1:
        return [plot.centerx] * n
    inset = px(40)                 # room for points set side by side at the first and last
    return [plot.x + inset + i * (plot.width - 2 * inset) / (n - 1) for i in range(n)]


def draw_axes(surface: pygame.Surface, plot: pygame.Rect, rounds: Sequence[int],
              xs: Sequence[float], bounds: tuple[int, int, int],
              y_of: Callable[[float], float], px: Px, round_word: str) -> None:
    """Grid lines and numbers of the value axis, the rounds under the plot, and its word."""
    low, high, step = bounds
    size = px(19)
    for value in range(low, high + 1, step):
        y = round(y_of(value))
        pygame.draw.line(surface, pal.PARCHMENT_SHADE if value else pal.INK_SOFT,
                         (plot.x, y), (plot.right, y), 1)
        image = fonts.text(str(value), "body", size, pal.INK_SOFT)
        surface.blit(image, image.get_rect(midright=(plot.x - px(8), y)))
    pygame.draw.line(surface, pal.INK_SOFT, plot.bottomleft, plot.topleft, 1)
    every = max(1, math.ceil(len(rounds) / 12))        # no crowded numbers in a long game
    for i, (x, n) in enumerate(zip(xs, rounds)):
        if i % every == 0 or i == len(rounds) - 1:
            image = fonts.text(str(n), "body", size, pal.INK_SOFT)
            surface.blit(image, image.get_rect(midtop=(x, plot.bottom + px(6))))
    word = fonts.text(round_word, "italic", size, pal.INK_SOFT)
    surface.blit(word, word.get_rect(midtop=(plot.centerx, plot.bottom + px(32))))


def marker(surface: pygame.Surface, line: Line, centre: tuple[float, float], r: int) -> None:
    """A point: a disc in the family's colour, ringed in ink, with its pattern mark."""
    pygame.draw.circle(surface, pal.INK, centre, r + 1)
    pygame.draw.circle(surface, line.rgb, centre, r)
    draw_mark(surface, line.colour, centre, max(2, round(r * 0.5)), pal.readable_on(line.rgb))


def draw_legend(surface: pygame.Surface, area: pygame.Rect, lines: Sequence[Line], px: Px) -> None:
    """Each family: its mark, its name and its last value, best last value first."""
    order = sorted(lines, key=lambda line: -(line.values[-1] if line.values else 0))
    row = min(px(64), area.height // max(1, len(lines)))
    for i, line in enumerate(order):
        y = area.y + i * row
        marker(surface, line, (area.x + px(10), y + px(12)), px(9))
        width = area.width - px(30)
        name = fonts.text(fit(line.name, "bold", px(19), width), "bold", px(19), pal.INK)
        surface.blit(name, (area.x + px(28), y))
        value = fonts.text(fit(line.last, "italic", px(17), width), "italic", px(17), pal.INK_SOFT)
        surface.blit(value, (area.x + px(28), y + px(24)))


def fit(text: str, role: str, size: int, width: int) -> str:
    """``text`` cut with an ellipsis to fit ``width``."""
    if fonts.font(role, size).size(text)[0] <= width:
        return text
    while text and fonts.font(role, size).size(text + "…")[0] > width:
        text = text[:-1]
    return text + "…"

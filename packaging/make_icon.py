"""Paint the application icon: a gold fleur-de-lis on an azure heater shield.

Everything is drawn here from polygons and Bézier curves (no font, no image from elsewhere), so
the icon is ours and licence-clean like the rest of the code. The picture is painted once at
2048 px and scaled down smoothly, which gives every size clean antialiased edges.

    python packaging/make_icon.py

writes, beside this script:

* ``icon.png``  512x512, for Linux desktop files and the docs;
* ``fief.ico``  16-256 px, the Windows executable's icon (PNG-compressed entries);
* ``fief.icns`` 16-1024 px, the macOS application bundle's icon (PNG entries);

and ``assets/icons/fief-64.png`` for the window's own icon. The output is committed; run the
script again only when the design changes. It needs only pygame (a game dependency).
"""
from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
MASTER = 2048

INK = (40, 28, 18)
GOLD = (222, 176, 58)
GOLD_LIGHT = (246, 214, 120)
GOLD_DARK = (150, 104, 30)
AZURE_TOP = (52, 92, 178)
AZURE_BOTTOM = (22, 44, 110)

Point = tuple[float, float]


def cubic(p0: Point, p1: Point, p2: Point, p3: Point, steps: int = 48) -> list[Point]:
    """Points along a cubic Bézier curve, the first included and the last left out."""
    out = []
    for i in range(steps):
        t = i / steps
        u = 1 - t
        out.append((u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0]
                    + t * t * t * p3[0],
                    u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1]
                    + t * t * t * p3[1]))
    return out


def path(start: Point, *segments: tuple[Point, Point, Point]) -> list[Point]:
    """A chain of cubic segments from ``start``; each segment is (control, control, end)."""
    points: list[Point] = []
    here = start
    for c1, c2, end in segments:
        points += cubic(here, c1, c2, end)
        here = end
    points.append(here)
    return points


def mirror(points: list[Point]) -> list[Point]:
    return [(1 - x, y) for x, y in points]


def shield(inset: float) -> list[Point]:
    """A heater shield in the unit square, shrunk by ``inset`` on every side."""
    right, top = 0.90 - inset, 0.05 + inset  # the left half is the mirror image
    waist = 0.46
    bottom = 0.97 - inset * 1.35
    half = path((0.5, top),
                ((0.62, top), (0.76, top), (right, top)),
                ((right, top + 0.12), (right, waist - 0.12), (right, waist)),
                ((right, 0.70), (0.66, 0.84), (0.5, bottom)))
    return half[:-1] + mirror(half[::-1])[:-1]


def fleur() -> list[list[Point]]:
    """The fleur-de-lis as closed polygons in a unit box (centre line x = 0.5)."""
    # The middle petal: a spearhead narrowing into the band.
    centre_right = path((0.5, 0.0),
                        ((0.53, 0.05), (0.64, 0.16), (0.635, 0.30)),
                        ((0.63, 0.42), (0.55, 0.47), (0.545, 0.58)))
    centre = centre_right + mirror(centre_right[::-1])
    # A side petal: rises from the band, arches outward and curls down to a point.
    side = path((0.565, 0.585),
                ((0.56, 0.38), (0.66, 0.20), (0.80, 0.20)),
                ((0.94, 0.20), (1.01, 0.34), (0.93, 0.49)),
                ((0.915, 0.43), (0.90, 0.35), (0.81, 0.34)),
                ((0.72, 0.335), (0.665, 0.44), (0.685, 0.585)))
    # The band that binds the three petals.
    band = path((0.27, 0.56),
                ((0.45, 0.545), (0.55, 0.545), (0.73, 0.56)),
                ((0.745, 0.58), (0.745, 0.62), (0.73, 0.64)),
                ((0.55, 0.655), (0.45, 0.655), (0.27, 0.64)),
                ((0.255, 0.62), (0.255, 0.58), (0.27, 0.56)))
    # Below the band: a short middle point and two small curling feet.
    foot_centre = path((0.455, 0.64),
                       ((0.47, 0.70), (0.49, 0.75), (0.5, 0.80)),
                       ((0.51, 0.75), (0.53, 0.70), (0.545, 0.64)))
    foot = path((0.56, 0.645),
                ((0.58, 0.73), (0.64, 0.79), (0.72, 0.785)),
                ((0.77, 0.78), (0.79, 0.73), (0.76, 0.70)),
                ((0.745, 0.735), (0.70, 0.745), (0.67, 0.70)),
                ((0.655, 0.68), (0.65, 0.66), (0.65, 0.645)))
    return [centre, side, mirror(side), foot_centre, foot, mirror(foot), band]


def scaled(points: list[Point], box: tuple[float, float, float]) -> list[tuple[float, float]]:
    x0, y0, size = box
    return [(x0 + x * size, y0 + y * size) for x, y in points]


def gradient(size: int, top: tuple[int, int, int], bottom: tuple[int, int, int]) -> pygame.Surface:
    column = pygame.Surface((1, size), pygame.SRCALPHA)
    for y in range(size):
        t = y / (size - 1)
        column.set_at((0, y), [round(a + (b - a) * t) for a, b in zip(top, bottom)] + [255])
    return pygame.transform.scale(column, (size, size))


def masked(fill: pygame.Surface, polygon: list[tuple[float, float]]
           ) -> tuple[pygame.Surface, tuple[int, int]]:
    """``fill`` cut to ``polygon``: the piece of it inside the polygon's box, and where that
    piece goes (outside the box the cut is transparent, which a blit leaves as it was; cutting
    only the box spares masking and copying the whole 2048 px picture for each part)."""
    xs, ys = [x for x, _ in polygon], [y for _, y in polygon]
    left, top = max(0, int(min(xs)) - 2), max(0, int(min(ys)) - 2)
    right = min(fill.get_width(), int(max(xs)) + 3)
    bottom = min(fill.get_height(), int(max(ys)) + 3)
    box = pygame.Rect(left, top, right - left, bottom - top)
    mask = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), [(x - left, y - top) for x, y in polygon])
    out = fill.subsurface(box).copy()
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out, box.topleft


def paint(size: int = MASTER) -> pygame.Surface:
    s = size
    icon = pygame.Surface((s, s), pygame.SRCALPHA)
    unit = (0.0, 0.0, float(s))
    # A soft shadow, the dark rim, the gold border, then the azure field.
    shadow = pygame.Surface((s, s), pygame.SRCALPHA)
    pygame.draw.polygon(shadow, (0, 0, 0, 90), scaled(shield(0.0), (s * 0.012, s * 0.02, s)))
    icon.blit(shadow, (0, 0))
    pygame.draw.polygon(icon, INK, scaled(shield(0.0), unit))
    icon.blit(*masked(gradient(s, GOLD_LIGHT, GOLD_DARK), scaled(shield(0.018), unit)))
    pygame.draw.polygon(icon, INK, scaled(shield(0.052), unit))
    icon.blit(*masked(gradient(s, AZURE_TOP, AZURE_BOTTOM), scaled(shield(0.060), unit)))
    # A faint light on the upper left of the field.
    sheen = pygame.Surface((s, s), pygame.SRCALPHA)
    for i in range(8):
        grow = i * 0.025
        pygame.draw.ellipse(sheen, (255, 255, 255, 5),
                            (s * (0.24 - grow), s * (0.16 - grow), s * (0.28 + 2 * grow),
                             s * (0.30 + 2 * grow)))
    icon.blit(*masked(sheen, scaled(shield(0.060), unit)))
    # The fleur-de-lis, gold with a dark outline.
    box = (s * 0.17, s * 0.15, s * 0.66)
    parts = [scaled(p, box) for p in fleur()]
    outline = max(2, round(s * 0.014))
    gold = gradient(s, GOLD_LIGHT, GOLD)
    for part in parts:  # each part outlined over the ones before: the band last, on top
        pygame.draw.polygon(icon, INK, part)
        pygame.draw.lines(icon, INK, True, part, outline * 2)
        for x, y in part[:: max(1, len(part) // 64)]:
            pygame.draw.circle(icon, INK, (x, y), outline)
        icon.blit(*masked(gold, part))
    return icon


def png_bytes(surface: pygame.Surface) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def resized(master: pygame.Surface, size: int) -> pygame.Surface:
    """Halve step by step (smoothscale is a box filter) to keep small sizes crisp."""
    image = master
    while image.get_width() // 2 >= size:
        image = pygame.transform.smoothscale(image, (image.get_width() // 2,) * 2)
    if image.get_width() != size:
        image = pygame.transform.smoothscale(image, (size, size))
    return image


def ico(images: dict[int, bytes]) -> bytes:
    """A Windows .ico with PNG entries (read by Windows Vista and later)."""
    header = struct.pack("<HHH", 0, 1, len(images))
    entries, blobs = b"", b""
    offset = 6 + 16 * len(images)
    for size, data in sorted(images.items()):
        dim = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08",
              512: b"ic09", 1024: b"ic10"}


def icns(images: dict[int, bytes]) -> bytes:
    """A macOS .icns with PNG entries."""
    body = b"".join(ICNS_TYPES[size] + struct.pack(">I", 8 + len(data)) + data
                    for size, data in sorted(images.items()))
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main(out: Path = HERE, window_icon: Path = ROOT / "assets" / "icons" / "fief-64.png") -> int:
    pygame.display.init()
    master = paint()
    sizes = {n: resized(master, n) for n in (16, 24, 32, 48, 64, 128, 256, 512, 1024)}
    data = {n: png_bytes(image) for n, image in sizes.items()}
    (out / "icon.png").write_bytes(data[512])
    (out / "fief.ico").write_bytes(ico({n: data[n] for n in (16, 24, 32, 48, 64, 128, 256)}))
    (out / "fief.icns").write_bytes(icns({n: data[n] for n in ICNS_TYPES}))
    window_icon.parent.mkdir(parents=True, exist_ok=True)
    window_icon.write_bytes(data[64])
    for name in ("icon.png", "fief.ico", "fief.icns"):
        print(f"wrote {out / name} ({(out / name).stat().st_size} bytes)")
    print(f"wrote {window_icon}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

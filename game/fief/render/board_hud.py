"""The board's bars and tooltips: drawn once into surfaces, blitted each frame."""
from __future__ import annotations

import pygame

from game.shell.i18n import N_, _
from game.shell import decor, fonts
from game.shell import palette as pal
from game.fief.render.tiledmap import BoardMap, Village
from game.fief.table import TableSetup

KIND_NAMES = {"duchy": N_("Duchy"), "county": N_("County"), "barony": N_("Barony")}
SEAT_MARKS = {"human": N_("at this screen"), "computer": N_("computer"), "lan": N_("network")}
VOWELS = set("AEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜaeiouyàâäéèêëîïôöùûü")


def fief_title(board: BoardMap, fief_name: str) -> str:
    """A fief's name in the player's language: "County of BLAYE", "Duché d'AUTUN"."""
    fief = next((f for f in board.fiefs if f.name == fief_name), None)
    if fief is None or fief.kind not in KIND_NAMES:
        return fief_name
    place = fief_name.split(" of ", 1)[1] if " of " in fief_name else fief_name
    kind = _(KIND_NAMES[fief.kind])
    if place[:1] in VOWELS:  # French elides "de" before a vowel: two messages, one per case
        return _("{kind} of {vowel_place}").format(kind=kind, vowel_place=place)
    return _("{kind} of {place}").format(kind=kind, place=place)


def tooltip(board: BoardMap, village: Village, scale: float) -> pygame.Surface:
    """A small framed card: name, fief, bishopric, and whether it is the principal village."""
    def px(v: float) -> int:
        return max(1, round(v * scale))

    lines = [fonts.text(village.name, "bold", px(28), pal.INK),
             fonts.text(fief_title(board, village.fief), "body", px(22), pal.INK),
             fonts.text(_("Bishopric {number}").format(number=village.bishopric), "body", px(22),
                        pal.INK_SOFT)]
    if village.principal:
        lines.append(fonts.text(_("Principal village of the bishopric"), "italic", px(21),
                                pal.BURGUNDY))
    return decor.framed_card(lines, px, pad=px(18), gap=px(10), rule_width=max(1, px(1.5)))


def top_bar(size: tuple[int, int], height: int, table: TableSetup | None, scale: float,
            colourblind: bool) -> pygame.Surface:
    """The dark band across the top: the game's name and the families at the table."""
    def px(v: float) -> int:
        return max(1, round(v * scale))

    bar = pygame.Surface((size[0], height), pygame.SRCALPHA)
    bar.fill((*pal.NIGHT, 238))
    pygame.draw.line(bar, pal.GOLD, (0, height - px(3)), (size[0], height - px(3)), max(1, px(2)))
    title = fonts.text("Fief", "title", px(44), pal.GOLD_LIGHT)
    bar.blit(title, title.get_rect(midleft=(px(20), height // 2)))
    sub = fonts.text("France 1429", "title", px(24), pal.PARCHMENT_DARK)
    bar.blit(sub, sub.get_rect(midleft=(px(30) + title.get_width(), height // 2 + px(4))))
    if table is None:
        return bar
    x = px(60) + title.get_width() + sub.get_width()
    for player, seat in zip(table.options.players, table.seats):
        shield = pygame.Rect(x, height // 2 - px(19), px(30), px(36))
        decor.shield(bar, shield, pal.family(player.colour, colourblind), pal.GOLD, max(1, px(2)))
        name = fonts.text(player.name, "bold", px(22), pal.PARCHMENT_LIGHT)
        mark = fonts.text(_(SEAT_MARKS.get(seat, seat)), "italic", px(16), pal.PARCHMENT_DARK)
        bar.blit(name, (shield.right + px(8), height // 2 - name.get_height() + px(6)))
        bar.blit(mark, (shield.right + px(8), height // 2 + px(2)))
        x = shield.right + px(8) + max(name.get_width(), mark.get_width()) + px(26)
    seed = fonts.text(_("Seed {seed}").format(seed=table.options.seed), "italic", px(18),
                      pal.PARCHMENT_DARK)
    if x + seed.get_width() + px(20) < size[0]:
        bar.blit(seed, seed.get_rect(midright=(size[0] - px(20), height // 2)))
    return bar


def bottom_bar(size: tuple[int, int], height: int, scale: float) -> pygame.Surface:
    bar = pygame.Surface((size[0], height), pygame.SRCALPHA)
    bar.fill((*pal.NIGHT, 225))
    pygame.draw.line(bar, pal.GOLD, (0, 1), (size[0], 1), max(1, round(2 * scale)))
    hint = fonts.text(_("Drag or arrows: move · Wheel or +/−: zoom · Home: whole map · Esc: menu"),
                      "italic", max(10, round(18 * scale)), pal.PARCHMENT_DARK)
    bar.blit(hint, hint.get_rect(midleft=(round(20 * scale), height // 2)))
    return bar

"""A family's board, drawn from a view: shield, name, seat, victory points, treasury, Diplomacy
and Tax markers left, reserves, hand, and every lord with the titles he or she holds. In the
simplified variant the treasury is its gems, the income left to spend this phase and the war
damages owed, the reserve its control markers, and the points read against the number the
table needs (the view's ``goal``).

The hand shows its cards only on the board of the seat whose view it is (the engine's view
holds the hand of that seat only); other hands are card backs. Under hidden money (A42) the
others' treasuries read "?".
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Sequence

import pygame

from game.shell import art_places
from game.shell.i18n import N_, _
from game.shell import decor, fonts
from game.shell import palette as pal
from game.fief.render.icons import badge, draw_mark, glyph, lord_badges, lord_token
from game.fief.render.patterns import draw_pattern
from game.fief.ui.card_texts import card_title, edition_of
from game.fief.ui.counts import count as count_word
from game.fief.ui.counts import money_short
from game.fief.ui.edition_words import embassy_word
from game.fief.ui.texts import level_name, title_name

RESERVE = ("knight", "man", "engine")      # the reserve's kinds, in stat_items' order
SEAT_WORDS = {"human": N_("at this screen"), "computer": N_("computer"), "lan": N_("network")}


def px_of(scale: float):
    return lambda v: max(1, round(v * scale))


def treasury_words(player: Mapping[str, Any], edition: str = "1429"
                   ) -> list[tuple[str, tuple[int, int, int]]]:
    """What a family holds, in words: its money in ``edition``'s ("5 d", "5 ecus"), or in the
    simplified variant its gems, the income left to spend this phase and the war damages it
    owes (004 §2.1, S-3, S-5; the view's numbers); then its Diplomacy and Tax markers."""
    if "gems" in player:
        words = [(count_word("gems", player["gems"]), pal.GOLD_DARK)]
        if player.get("resources"):
            words.append((count_word("to_spend", player["resources"]), pal.GOLD_DARK))
        if player.get("damages"):
            words.append((count_word("damages", player["damages"]), pal.BURGUNDY))
    else:
        words = [(money_short(player.get("money"), edition), pal.GOLD_DARK)]
    return words + [(_(embassy_word("board", edition)).format(n=player.get("diplomacy", 0)),
                     pal.INK_SOFT),
                    (_("Tax {n}").format(n=player.get("tax_markers", 0)), pal.INK_SOFT)]


def vp_text(player: Mapping[str, Any], view: Mapping[str, Any]) -> str:
    """ "2 VP"; in the simplified variant "2/3 VP", against what a family needs alone at this
    table (the view's ``goal``, S-6)."""
    if view.get("options", {}).get("edition") == "simplified":
        return _("{vp}/{needed} VP").format(vp=player.get("vp", 0), needed=view["goal"]["alone"])
    return _("{vp} VP").format(vp=player.get("vp", 0))


def stat_items(player: Mapping[str, Any], width: int, x: int, y: int, pad: int,
               px: Any, edition: str = "1429"
               ) -> tuple[list[tuple[pygame.Surface, tuple[int, int]]], int]:
    """The treasury, Diplomacy and Tax markers left, then the reserve (knights, men at arms,
    siege engines) right-aligned: each image with its place, and the height they take. Nothing
    is dropped: when the words are long (French at 1280x720, the introductory game's gems and
    damages) they flow onto another line, and the reserve with them."""
    words = treasury_words(player, edition)
    images = [fonts.text(t, "bold" if c in (pal.GOLD_DARK, pal.BURGUNDY) else "body", px(16), c)
              for t, c in words]
    stock = player.get("stock", {})
    reserve = []
    kinds: tuple[tuple[str, Any], ...] = tuple(zip(RESERVE, (stock.get("knights", 0), stock.get("men", 0),
                                                           stock.get("engines", 0))))
    if "gems" in player:                  # the simplified variant: sergeants are markers only
        kinds = (("man", stock.get("men", 0)),)
    for kind, count in kinds:
        icon = art_places.trebuchet(px(18), pal.INK_SOFT) if kind == "engine" else glyph(kind, px(17), pal.INK_SOFT)
        reserve.append((icon, fonts.text(str(count), "bold", px(15), pal.INK_SOFT)))
    reserve_w = sum(i.get_width() + px(1) + n.get_width() for i, n in reserve) + px(8) * (len(reserve) - 1)
    out: list[tuple[pygame.Surface, tuple[int, int]]] = []
    sx, line = x, 0
    for image in images:                  # the words flow onto another line when one is full
        if sx > x and sx + image.get_width() > width - pad:
            sx, line = x, line + 1
        out.append((image, (sx, y + line * px(22))))
        sx += image.get_width() + px(12)
    if sx + reserve_w > width - pad:
        line += 1
    ry = y + line * px(22)
    rx = width - pad - reserve_w
    for icon, number in reserve:
        out.append((icon, (rx, ry + px(1))))
        rx += icon.get_width() + px(1)
        out.append((number, (rx, ry)))
        rx += number.get_width() + px(8)
    return out, px(26) + line * px(22)


def family_board(view: Mapping[str, Any], seat: int, width: int, scale: float, *,
                 kind: str = "human", level: str = "", acting: bool = False,
                 colourblind: bool = False, expanded: bool = True, spots: list[tuple[pygame.Rect, str]] | None = None
                 ) -> pygame.Surface:
    """The board of ``seat`` as a surface ``width`` wide (its height follows its content).
    ``spots`` (when given) receives where its cards, reserve and lords' title badges are, and
    what each is ("card:tax", "thing:knight", "title:county"), for their texts on hover."""
    spots = spots if spots is not None else []
    px = px_of(scale)
    players = view.get("players", [])
    player = players[seat] if seat < len(players) else {}
    rgb = pal.family(player.get("colour", ""), colourblind)
    lords = sorted((l for l in view.get("lords", []) if l.get("owner") == seat),
                   key=lambda l: (l.get("village") is None, l["name"]))
    pad = px(10)
    line = px(24)
    # Height: header, stats, hand (when shown), lords (two per row when compact).
    hand = player.get("hand")
    rows = len(lords) if expanded else -(-len(lords) // 2)
    stats, stats_h = stat_items(player, width, pad + px(6), pad + px(38), pad, px,
                                edition_of(view))
    height = pad + px(34) + px(2) + stats_h + (px(56) if hand else 0) + max(1, rows) * line + pad
    surf = pygame.Surface((width, height), pygame.SRCALPHA)
    draw_frame(surf, rgb, player.get("colour", ""), acting, colourblind, px)
    draw_header(surf, player, view, kind, rgb, pad, px, level)
    # Stats: treasury, markers, reserves (on a second line when one cannot hold them all).
    for i, (image, (ix, iy)) in enumerate(stats):
        surf.blit(image, (ix, iy))
        if i >= len(stats) - len(RESERVE) * 2:          # the reserve: icon and count each
            thing = RESERVE[(i - len(stats) + len(RESERVE) * 2) // 2]
            spots.append((image.get_rect(topleft=(ix, iy)), f"thing:{thing}"))
    y = draw_hand(surf, player, edition_of(view), pad + px(38) + stats_h, pad, px, spots)
    draw_lords(surf, lords, view, player, (y, line, pad), expanded, colourblind, px, spots)
    return surf


def draw_frame(surf: pygame.Surface, rgb: tuple[int, int, int], colour: str, acting: bool,
               colourblind: bool, px: Any) -> None:
    """The board's paper (lighter for the family acting), its colour band down the left (with
    the family's pattern for colour-blind players, issue 20) and its edge (gold when acting)."""
    rect = surf.get_rect()
    fill = pal.PARCHMENT_LIGHT if acting else pal.mix(pal.PARCHMENT_LIGHT, pal.PARCHMENT, 0.6)
    pygame.draw.rect(surf, fill, rect, border_radius=px(6))
    band = pygame.Rect(0, 0, px(11) if colourblind else px(7), rect.height)
    pygame.draw.rect(surf, rgb, band, border_top_left_radius=px(6), border_bottom_left_radius=px(6))
    if colourblind:
        draw_pattern(surf, band, colour, (*pal.readable_on(rgb), 200), px(7))
    edge = pal.GOLD if acting else pal.INK_FAINT
    pygame.draw.rect(surf, edge, rect, width=px(3) if acting else 1, border_radius=px(6))


def seat_words(kind: str, level: str = "") -> str:
    """Who plays a family: "at this screen", "network", or "computer · Strong" (its level)."""
    words = _(SEAT_WORDS.get(kind, kind))
    if kind == "computer" and level:
        return _("{seat} · {level}").format(seat=words, level=level_name(level))
    return words


def draw_header(surf: pygame.Surface, player: Mapping[str, Any], view: Mapping[str, Any],
                kind: str, rgb: tuple[int, int, int], pad: int, px: Any, level: str = "") -> None:
    """Shield with the family mark, name, who plays it (a computer's level), victory points."""
    shield = pygame.Rect(pad + px(6), pad, px(26), px(31))
    decor.shield(surf, shield, rgb, pal.INK, max(1, px(2)))
    draw_mark(surf, player.get("colour", ""), (shield.centerx, shield.y + shield.height * 0.42),
              px(5), pal.readable_on(rgb))
    name = fonts.text(player.get("name", "?"), "bold", px(22), pal.INK)
    surf.blit(name, (shield.right + px(8), pad - px(2)))
    mark = fonts.text(seat_words(kind, level), "italic", px(15), pal.INK_SOFT)
    surf.blit(mark, (shield.right + px(8), pad + px(20)))
    vp = fonts.text(vp_text(player, view), "bold", px(22), pal.BURGUNDY)
    surf.blit(vp, vp.get_rect(topright=(surf.get_width() - pad, pad - px(1))))


def draw_hand(surf: pygame.Surface, player: Mapping[str, Any], edition: str, y: int, pad: int,
              px: Any, spots: list[tuple[pygame.Rect, str]]) -> int:
    """The hand: faces for the seat whose view this is (a row under the stats), backs for the
    others (by the victory points); where the lords start below it."""
    hand = player.get("hand")
    x, width = pad + px(6), surf.get_width()
    if hand:
        cw, ch = px(72), px(48)
        for i, card in enumerate(hand):
            card_rect = pygame.Rect(x + i * (cw + px(6)), y + px(2), cw, ch)
            spots.append((card_rect, f"card:{card}"))
            pygame.draw.rect(surf, (236, 224, 196), card_rect, border_radius=px(4))
            pygame.draw.rect(surf, pal.GOLD_DARK, card_rect, width=1, border_radius=px(4))
            words = fonts.wrap(card_title(card, edition), "bold", px(13), cw - px(6))[:2]
            ty = card_rect.centery - len(words) * px(8)
            for w in words:
                image = fonts.text(w, "bold", px(13), pal.INK)
                surf.blit(image, image.get_rect(midtop=(card_rect.centerx, ty)))
                ty += px(16)
        return y + px(56)
    for i in range(player.get("hand_size", 0)):
        back = pygame.Rect(0, 0, px(14), px(20))
        back.topright = (width - pad - px(70) - i * px(10), pad + px(2))
        pygame.draw.rect(surf, (58, 84, 110), back, border_radius=px(2))
        pygame.draw.rect(surf, pal.GOLD_LIGHT, back, width=1, border_radius=px(2))
    return y


def draw_lords(surf: pygame.Surface, lords: list[dict[str, Any]], view: Mapping[str, Any],
               player: Mapping[str, Any], rows: tuple[int, int, int], expanded: bool,
               colourblind: bool, px: Any, spots: list[tuple[pygame.Rect, str]]) -> None:
    """The family's lords: token (with the captor's colour), name, title badges and, when
    expanded, where he or she stands; ``rows`` is (top, row height, padding). Two per row
    when compact."""
    y, line, pad = rows
    players = view.get("players", [])
    family = player.get("colour", "")
    rgb = pal.family(family, colourblind)
    x, width = pad + px(6), surf.get_width()
    col_w = (width - x - pad) if expanded else (width - x - pad) // 2
    for i, lord in enumerate(lords):
        r, c = (i, 0) if expanded else divmod(i, 2)
        lx, ly = x + c * col_w, y + r * line
        captive = lord.get("captor") is not None
        token = lord_token(lord["name"], rgb, family, px(20), captive,
                           pal.family(players[lord["captor"]].get("colour", ""), colourblind)
                           if captive and lord["captor"] < len(players) else None)
        surf.blit(token, (lx, ly + (line - token.get_height()) // 2))
        tx = lx + token.get_width() + px(5)
        image = fonts.text(lord["name"], "bold", px(15), pal.INK)
        surf.blit(image, (tx, ly + px(3)))
        tx += image.get_width() + px(4)
        for title in lord_badges(lord, view.get("titles", {}))[:4]:
            icon = badge(title, px(15))
            surf.blit(icon, (tx, ly + px(4)))
            spots.append((icon.get_rect(topleft=(tx, ly + px(4))), f"title:{title}"))
            tx += icon.get_width() + px(2)
        if expanded:
            image = fonts.text(lord_place(lord, players), "italic", px(14), pal.INK_SOFT)
            if tx + px(6) + image.get_width() <= width - pad:
                surf.blit(image, image.get_rect(topright=(width - pad, ly + px(4))))
    if not lords:
        image = fonts.text(_("No lord on the map"), "italic", px(14), pal.INK_SOFT)
        surf.blit(image, (x, y + px(3)))


def lord_place(lord: Mapping[str, Any], players: Sequence[Mapping[str, Any]]) -> str:
    if lord.get("captor") is not None:
        captor = lord["captor"]
        who = players[captor].get("name", "?") if captor < len(players) else "?"
        return _("captive of {name}").format(name=who)
    if not lord.get("village"):
        return _("off the map")
    if lord.get("road"):
        return _("{village}, at the gate from {road}").format(village=lord["village"], road=lord["road"])
    return str(lord["village"])


def lord_lines(lord: Mapping[str, Any], view: Mapping[str, Any]) -> list[str]:
    """A lord's tooltip: name and family, titles, where, spouse, markers."""
    players = view.get("players", [])
    owner = lord.get("owner")
    family = players[owner].get("name", "?") if owner is not None and owner < len(players) else "?"
    lines = [lord["name"], _("of the family {name}").format(name=family)]
    titles = [title_name(t) for t in lord.get("titles", [])]
    if lord.get("darc"):
        titles.append(_("d'ARC"))
    if titles:
        lines.append(", ".join(titles))
    lines.append(lord_place(lord, players))
    if lord.get("spouse"):
        lines.append(_("married to {spouse}").format(spouse=lord["spouse"]))
    if view.get("titles", {}).get("excommunicated") == lord["name"]:
        lines.append(_("excommunicated"))
    if lord.get("assassin"):
        lines.append(_("bears an Assassin marker"))
    if lord.get("relic"):
        lines.append(_("carries a Holy Relic"))
    return lines


class FamilyBoards:
    """The families' boards of the play scene's left column, each drawn again only when what
    it shows changes (its player, its lords, whether it acts or is expanded, the size)."""

    LIMIT = 64                        # boards kept; beyond it the cache starts again

    def __init__(self) -> None:
        self.cache: dict[tuple[Any, ...], tuple[pygame.Surface, list[tuple[pygame.Rect, str]]]] = {}
        self.spots: list[list[tuple[pygame.Rect, str]]] = []    # each board's, in its image

    def boards(self, view: Mapping[str, Any], *, width: int, scale: float, colourblind: bool,
               revealed: int | None, acting: set[int], kinds: Sequence[str],
               levels: Sequence[str] = ()) -> list[pygame.Surface]:
        """One board per family, seat order; from five families on, only the revealed seat's
        board is expanded."""
        players = view.get("players", [])
        compact = len(players) >= 5
        excommunicated = view.get("titles", {}).get("excommunicated")
        out = []
        self.spots = []
        for seat in range(len(players)):
            expanded = not compact or seat == revealed
            key = (seat, repr(players[seat]), repr(view.get("goal")),
                   repr([l for l in view.get("lords", []) if l.get("owner") == seat]),
                   excommunicated, seat in acting, expanded, width, scale, colourblind,
                   kinds[seat], levels[seat] if seat < len(levels) else "")
            drawn = self.cache.get(key)
            if drawn is None:
                spots: list[tuple[pygame.Rect, str]] = []
                drawn = (family_board(view, seat, width, scale, kind=kinds[seat], level=key[-1],
                                      acting=seat in acting, colourblind=colourblind,
                                      expanded=expanded, spots=spots), spots)
                if len(self.cache) > self.LIMIT:
                    self.cache.clear()
                self.cache[key] = drawn
            out.append(drawn[0])
            self.spots.append(drawn[1])
        return out

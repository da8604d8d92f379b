"""The titles of the realm and the table's common pieces, drawn from a view: the crown, the
Pope, the Cardinals, the Bishops, every fief title (held, reserved, held by the crown in 2011,
or still unclaimed), the Disaster track, the decks and the stock of mills and Strongholds (and
of Siege Engines in an edition that sells them)."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pygame

from game.shell.i18n import _
from game.shell import fonts
from game.shell import palette as pal
from game.fief.render.icons import badge, draw_mark
from game.fief.anim.cast import see_name
from game.fief.ui.texts import fief_name


def panel_rows(view: Mapping[str, Any]) -> list[tuple[str, Any]]:
    """The panel's rows, top first: ("head", words), ("text", words) or ("title", (icon,
    label, holder, seat or None))."""
    titles = view.get("titles", {})
    lords = {l["name"]: l for l in view.get("lords", [])}
    players = view.get("players", [])
    rows: list[tuple[str, Any]] = []

    def holder(name: str | None) -> tuple[str, int | None]:
        if not name:
            return (_("vacant"), None)
        owner = lords.get(name, {}).get("owner")
        return (name, owner)

    rows.append(("head", _("The crown and the Church")))
    regent = titles.get("regent")
    for key, label, icon in (("king", _("King"), "king"), ("queen", _("Queen Regent") if regent else _("Queen"), "queen"),
                             ("crown_prince", _("Crown Prince"), "crown_prince"), ("pope", _("Pope"), "pope")):
        rows.append(("title", (icon, label, *holder(titles.get(key)))))
    cardinals = titles.get("cardinals", [])
    for i, name in enumerate(cardinals):
        rows.append(("title", ("cardinal", _("Cardinal {n}").format(n=i + 1), *holder(name))))
    for see, name in sorted(titles.get("bishops", {}).items()):
        rows.append(("title", ("bishop", _("Bishop of {see}").format(see=see_name(see)), *holder(name))))
    rows.append(("head", _("Fief titles")))
    reserved = titles.get("reserved", {})
    for fief, name in sorted(titles.get("fiefs", {}).items()):
        kind = fief.split(" ", 1)[0].lower()
        if name:
            rows.append(("title", (kind, fief_name(fief), *holder(name))))
        elif fief in titles.get("crown", []):       # 2011: the crown gives it (E-10)
            rows.append(("title", (kind, fief_name(fief), _("held by the crown"), None)))
        elif fief in reserved:
            seat = reserved[fief]
            who = players[seat].get("name", "?") if isinstance(seat, int) and seat < len(players) else "?"
            rows.append(("title", (kind, fief_name(fief), _("reserved for {name}").format(name=who), seat)))
        else:
            rows.append(("title", (kind, fief_name(fief), _("unclaimed"), None)))
    rows.append(("head", _("The table")))
    decks = view.get("decks", {})
    stock = view.get("stock", {})
    rows.append(("text", _("Disasters face down: {n}").format(n=view.get("disaster_track", 0))))
    rows.append(("text", _("Lords deck: {n} (discarded {d})").format(n=decks.get("lords", 0),
                                                                    d=decks.get("lords_discard", 0))))
    rows.append(("text", _("Fortune deck: {n} (discarded {d})").format(n=decks.get("fortune", 0),
                                                                      d=decks.get("fortune_discard", 0))))
    rows.append(("text", _("In stock: {mills} mills, {forts} Strongholds").format(
        mills=stock.get("mills", 0), forts=stock.get("forts", 0))))
    if "engines" in stock:                         # an edition that sells them (2011, E-3)
        rows.append(("text", _("Siege Engines in the common supply: {n}").format(n=stock["engines"])))
    return rows


def titles_panel(view: Mapping[str, Any], width: int, scale: float, colourblind: bool = False,
                 spots: list[tuple[pygame.Rect, str]] | None = None) -> pygame.Surface:
    """The panel's image; ``spots`` (when given) receives each title row's rect in the image
    and what it is ("title:king", "title:county", ...), for the title's text on hover."""
    px = lambda v: max(1, round(v * scale))  # noqa: E731
    players = view.get("players", [])
    line = px(22)
    rows = panel_rows(view)

    height = px(8) + sum(px(34) if kind == "head" else line for kind, _v in rows) + px(8)
    surf = pygame.Surface((width, height), pygame.SRCALPHA)
    y = px(8)
    for kind, value in rows:
        if kind == "head":
            y += px(6)
            image = fonts.text(value, "bold", px(19), pal.BURGUNDY)
            surf.blit(image, (px(4), y))
            pygame.draw.line(surf, pal.GOLD, (px(4), y + image.get_height() + px(1)),
                             (width - px(4), y + image.get_height() + px(1)), 1)
            y += px(28)
            continue
        if kind == "text":
            image = fonts.text(value, "body", px(15), pal.INK_SOFT)
            surf.blit(image, (px(8), y + px(2)))
            y += line
            continue
        icon, label, who, seat = value
        if spots is not None:
            spots.append((pygame.Rect(0, y, width, line), f"title:{icon}"))
        image = badge(icon, px(16))
        surf.blit(image, (px(6), y + px(3)))
        text = fonts.text(label, "body", px(15), pal.INK)
        surf.blit(text, (px(28), y + px(2)))
        colour = pal.INK_SOFT
        if seat is not None and seat < len(players):
            rgb = pal.family(players[seat].get("colour", ""), colourblind)
            dot = (width - px(12), y + line // 2)
            pygame.draw.circle(surf, rgb, dot, px(7))
            pygame.draw.circle(surf, pal.INK, dot, px(7), 1)
            draw_mark(surf, players[seat].get("colour", ""), dot, px(3), pal.readable_on(rgb))
            colour = pal.INK
        name = fonts.text(who, "bold" if seat is not None else "italic", px(15), colour)
        surf.blit(name, name.get_rect(topright=(width - px(24), y + px(2))))
        y += line
    return surf

"""What the play scene shows about the map's pieces: the lines of a piece's tooltip, a troop
stack in words, the framed card they are drawn on, the ring round a village a decision names,
and which LAN seat waits for the host's word. Pure functions of a view and a piece."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

import pygame

from game.shell.i18n import _
from game.shell import decor, fonts
from game.shell import palette as pal
from game.fief.render.tiledmap import Village
from game.fief.ui.card_texts import card_title, edition_of, lord_title_notes, spot_note
from game.fief.ui.family_board import lord_lines
from game.fief.ui.texts import fief_name, value_word


@lru_cache(maxsize=128)
def ring_image(r: int, colour: tuple[int, int, int], width: int) -> pygame.Surface:
    """A highlight ring round a village: a faint wash inside a bright ring."""
    image = pygame.Surface((r * 2 + 8, r * 2 + 8), pygame.SRCALPHA)
    c = r + 4
    pygame.draw.circle(image, (*colour, 40), (c, c), r)
    pygame.draw.circle(image, (*pal.INK, 200), (c, c), r + 1, width + 2)
    pygame.draw.circle(image, (*colour, 255), (c, c), r, width)
    return image


def stack_text(stack: Mapping[str, Any], names: list[str], marker: bool = False) -> str:
    """A family's troops in words; in the simplified variant (``marker``) its control marker."""
    seat = stack.get("player")
    who = names[seat] if isinstance(seat, int) and seat < len(names) else "?"
    if marker:
        return _("{name}: control marker (004 §6)").format(name=who)
    parts = []
    if stack.get("knights"):
        parts.append(_("{n} knights").format(n=stack["knights"]))
    if stack.get("men"):
        parts.append(_("{n} men at arms").format(n=stack["men"]))
    if stack.get("counters"):
        parts.append(_("{n} counters").format(n=stack["counters"]))
    text = f"{who}: {', '.join(parts) or '-'}"
    if stack.get("road"):
        text += " " + _("(at the gate from {road})").format(road=stack["road"])
    return text


def spot_lines(spot: Any, view: Mapping[str, Any], names: list[str]) -> list[str]:
    """A piece's tooltip: what it is and whose, then what it does and its rule (card_texts)."""
    lines = piece_lines(spot, view, names)
    if spot.kind in ("lord", "captive") and spot.key:
        lord: Mapping[str, Any] = next(
            (l for l in view.get("lords", []) if l["name"] == spot.key[0]), {})
        lines += lord_title_notes(lord.get("titles", []), edition_of(view))
    elif lines and spot.kind != "controller":
        village = view.get("villages", {}).get(spot.key[0], {}) if spot.key and spot.kind != "bishopric" else {}
        lines += spot_note(spot.kind, village, tuple(spot.key), edition_of(view))
    return lines


def piece_lines(spot: Any, view: Mapping[str, Any], names: list[str]) -> list[str]:
    kind, key = spot.kind, spot.key

    def name(seat: Any) -> str:
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "-"

    if kind in ("lord", "captive"):
        lord = next((l for l in view.get("lords", []) if l["name"] == key[0]), None)
        return lord_lines(lord, view) if lord else [key[0]]
    village = view.get("villages", {}).get(key[0], {}) if key else {}
    if kind == "stack":
        stack = next((s for s in village.get("stacks", []) if s.get("player") == key[1]
                      and (s.get("road") or None) == key[2]), None)
        return [key[0], stack_text(stack, names, "marker" in village)] if stack else [key[0]]
    if kind == "fort":
        return [value_word("building", village.get("fort")), key[0],
                _("Controlled by {name}").format(name=name(village.get("controller")))]
    if kind == "controller":
        return [_("Banner of {name}").format(name=name(key[1])), _("{name} controls {village}").format(
            name=name(key[1]), village=key[0])]
    if kind == "mills":
        return [_("{n} mills").format(n=village.get("mills", 0)), key[0]]
    if kind == "engine":
        return [_("Siege engine of {name} ({n} dice)").format(name=name(key[1]), n=key[2]), key[0]]
    if kind == "relic":
        return [_("A Holy Relic lies here"), key[0]]
    if kind == "bishopric":
        return [card_title(key[1], edition_of(view)), _("Bishopric {number}").format(number=key[0])]
    if kind == "tax":
        what = value_word("tax", key[0])
        target = fief_name(key[1]) if key[0] == "tallage" else _("Bishopric {number}").format(number=key[1])
        return [_("{tax} of {name}").format(tax=what, name=name(key[2])), target]
    if kind == "fief":
        holder = view.get("titles", {}).get("fiefs", {}).get(key[0])
        lords = {l["name"]: l for l in view.get("lords", [])}
        if holder:
            return [fief_name(key[0]), _("held by {lord} ({family})").format(
                lord=holder, family=name(lords.get(holder, {}).get("owner")))]
        return [fief_name(key[0]), _("The title is unclaimed")]
    return []


def text_card(lines: list[tuple[str, str]], px: Any, max_width: int) -> pygame.Surface:
    """A framed card of text lines (role per line), as the board's tooltips."""
    sizes = {"title": px(26), "bold": px(18), "body": px(18), "italic": px(17)}
    pad = px(14)
    rendered: list[pygame.Surface] = []
    for text, role in lines:
        size = sizes.get(role, px(18))
        for part in fonts.wrap(text, "bold" if role == "title" else role, size, max_width - 2 * pad):
            rendered.append(fonts.text(part, "bold" if role == "title" else role, size,
                                       pal.INK if role != "italic" else pal.INK_SOFT))
    return decor.framed_card(rendered, px, pad, gap=px(6))


def village_lines(name: str, village: Village | None, view: Mapping[str, Any],
                  names: Sequence[str]) -> list[tuple[str, str]]:
    """What a view shows of a village (the board's ``village`` gives its fief and bishopric):
    (text, role) lines for its detail card and tooltip."""

    def name_of(seat: Any) -> str:
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "-"

    data: Mapping[str, Any] = view["villages"].get(name) or {}
    lines: list[tuple[str, str]] = [(name, "title")]
    if village is not None:
        bishopric = _("Bishopric {number}").format(number=village.bishopric)
        lines.append((fief_name(village.fief) + " · " + bishopric, "italic"))
        for kind in view.get("disasters", {}).get(str(village.bishopric), []):
            lines.append((_("{card} strikes this bishopric").format(
                card=card_title(kind, edition_of(view))), "bold"))
        for kind in view.get("fortunes", {}).get(str(village.bishopric), []):
            lines.append((_("{card} blesses this bishopric").format(
                card=card_title(kind, edition_of(view))), "body"))
    controller = data.get("controller")
    lines.append((_("Controlled by {name}").format(name=name_of(controller))
                  if controller is not None else _("Nobody controls it"), "body"))
    if data.get("fort"):
        lines.append((value_word("building", data["fort"]), "bold"))
    if data.get("mills"):
        lines.append((_("{n} mills").format(n=data["mills"]), "body"))
    if data.get("besiegers"):
        besiegers = ", ".join(name_of(s) for s in data["besiegers"])
        lines.append((_("Besieged by {names}").format(names=besiegers), "bold"))
    for engine in data.get("engines", []):
        lines.append((_("Siege engine of {name} ({n} dice)").format(
            name=name_of(engine.get("player")), n=engine.get("level")), "body"))
    for stack in data.get("stacks", []):
        lines.append((stack_text(stack, list(names), "marker" in data), "body"))
    for lord in view.get("lords", []):
        if lord.get("village") == name:
            road = lord.get("road")
            where = _(" at the gate from {road}").format(road=road) if road else ""
            if lord.get("captor") is not None:
                lines.append((_("{lord} ({family}), captive of {captor}").format(
                    lord=lord["name"], family=name_of(lord["owner"]),
                    captor=name_of(lord["captor"])), "italic"))
            else:
                lines.append((f"{lord['name']} ({name_of(lord['owner'])}){where}", "body"))
    if data.get("relics"):
        lines.append((_("A Holy Relic lies here"), "italic"))
    return lines

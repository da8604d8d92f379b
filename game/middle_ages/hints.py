"""What the table says to help the player (issue 37): why a tile of the row to choose from is
not lit (a Lord stands on it, another lord's Scout reserves it, it is the Scout's own row),
what the decision asked means, what the thing under the pointer is, and where a tooltip goes so
that it never covers the choices. Read from the view and the decision's listed answers only:
the referee decided which answers exist; these words only say what the view shows."""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import pygame

from game.middle_ages import texts
from game.middle_ages.layout import Px, Spots
from game.shell import fonts
from game.shell import palette as pal
from game.shell.i18n import N_, _

TILE_KINDS = ("place_lord", "move_lord", "rampart")      # the decisions answered on the rows


def answers_by_tile(view: Mapping[str, Any], asked: Mapping[str, Any] | None
                    ) -> dict[tuple[int, int], dict[str, Any]]:
    """The listed answers that name a tile of the rows: a Lord's place or a Scout's."""
    found: dict[tuple[int, int], dict[str, Any]] = {}
    for choice in (asked or {}).get("choices") or []:
        if choice["kind"] == "place":
            found[(0, int(choice["col"]))] = dict(choice)
        elif choice["kind"] == "move" and view.get("destination_row") is not None:
            found[(int(view["destination_row"]), int(choice["col"]))] = dict(choice)
        elif choice["kind"] == "scout":
            found[(int(choice["row"]), int(choice["col"]))] = dict(choice)
    return found


def answers_by_domain(asked: Mapping[str, Any] | None, token: str | None = None
                      ) -> dict[tuple[int, str], dict[str, Any]]:
    """The answers that name a domain of the player asked: the Church's, and the Palace's
    for the Parcel token type chosen (``token``, answers.py)."""
    found: dict[tuple[int, str], dict[str, Any]] = {}
    for choice in (asked or {}).get("choices") or []:
        if asked is not None and (choice["kind"] == "coin" or (
                choice["kind"] == "token" and token is not None and choice["type"] == token)):
            found[(int(asked["player"]), str(choice["domain"]))] = dict(choice)
    return found


BACK_TO_THE_TOP = N_("{player}, move your Lord back up to a tile of the top row (M4)")


def status(view: Mapping[str, Any], names: Sequence[str],
           asked_here: Mapping[str, Any] | None) -> str:
    """The decision asked here, who the table waits for, or the end of the game."""
    if view.get("phase") == "over":
        scores = view.get("scores") or []
        winners = ", ".join(names[s] for s in view.get("winners") or [])
        parts = [_("{name}: {score}").format(name=name, score=score).replace(" ", "\u00a0")
                 for name, score in zip(names, scores)]  # wrapped between lords, not in one
        return _("Winner: {names}").format(names=winners) + "  ·  " + "  ·  ".join(parts)
    asked = view.get("asked")
    if asked is None:
        return ""
    if asked_here is not None and asked.get("kind") == "move_lord" \
            and view.get("destination_row") == 0:       # turns 4, 8, 12: from the bottom row
        return _(BACK_TO_THE_TOP).format(player=names[int(asked["player"])])      # to the top, M4
    if asked_here is not None:
        return texts.prompt(asked, names)
    return _("Waiting for {name}").format(name=names[int(asked["player"])])


def choice_row(view: Mapping[str, Any], asked: Mapping[str, Any]) -> int | None:
    """The row a Lord's decision chooses from (None: the Scout's, which spans rows)."""
    if asked.get("kind") == "place_lord":
        return 0
    if asked.get("kind") == "move_lord":
        row = view.get("destination_row")
        return int(row) if row is not None else None
    return None


def standing(view: Mapping[str, Any], seat: int) -> dict[tuple[int, int], str]:
    """What stands on each tile as the player ``seat`` sees it: "lord" (anyone's Lord) or
    "scout" (another lord's Scout)."""
    found: dict[tuple[int, int], str] = {}
    for player in view["players"]:
        if player.get("scout") is not None and int(player["seat"]) != seat:
            found[(int(player["scout"][0]), int(player["scout"][1]))] = "scout"
    for player in view["players"]:
        if player.get("lord") is not None:
            found[(int(player["lord"][0]), int(player["lord"][1]))] = "lord"
    return found


def unlit_reasons(view: Mapping[str, Any], asked: Mapping[str, Any] | None,
                  lit: Iterable[tuple[int, int]]) -> dict[tuple[int, int], str]:
    """The tiles the decision could have named but did not, each with a word saying why."""
    if asked is None or asked.get("kind") not in TILE_KINDS:
        return {}
    lit = set(lit)
    seat = int(asked["player"])
    on = standing(view, seat)
    row = choice_row(view, asked)
    own = view["players"][seat].get("lord")
    reasons: dict[tuple[int, int], str] = {}
    for r, tiles in enumerate(view["rows"]):
        if row is not None and r != row:
            continue
        for c, info in enumerate(tiles):
            if info is None or (r, c) in lit:
                continue
            what = on.get((r, c))
            if what == "lord":
                reasons[(r, c)] = _("Occupied")
            elif what == "scout":
                reasons[(r, c)] = _("Reserved")
            elif row is None and own is not None and r == int(own[0]):
                reasons[(r, c)] = _("Your row")
    return reasons


def explain(view: Mapping[str, Any], asked: Mapping[str, Any]) -> str:
    """A sentence under the prompt saying what the decision means and how to answer it."""
    kind = str(asked.get("kind"))
    if kind == "place_lord":
        return _("Click a lit tile of the top row, or press its number. A tile with a Lord on "
                 "it is occupied.")
    if kind == "move_lord":
        line = _("Click a lit tile of row {row}, or press its number. A tile with a Lord is "
                 "occupied; a tile with another lord's Scout is reserved (M5.4).").format(
            row=int(view.get("destination_row") or 0) + 1)
        left = leaving(view, int(asked["player"]))
        if left:
            line += " " + _("You then take the tile your Lord leaves: {tile}.").format(tile=left)
        return line
    if kind == "rampart":
        return _("Your Scout reserves the tile: no other Lord may stand on it until your Lord "
                 "comes to that row (M5.4). Not on your Lord's row, nor on a tile with a Lord.")
    if kind == "church":
        return _("An Extra-coin token raises that domain's rate by 1: each tile its income "
                 "counts pays 1 more (M5.7). Each answer shows what that income pays now.")
    if kind == "palace":
        return _("A Parcel token makes that domain's income count the token's type too "
                 "(M5.8). Choose the token's type, then the domain it goes under (a button or "
                 "a lit column of your board).")
    if kind in ("village", "restoration"):
        return _("The tile goes back on top of its column, without its effect (M5.3).")
    return ""


def leaving(view: Mapping[str, Any], seat: int) -> str:
    """The tile under the player's Lord ("Mill 18"), the one they take when it moves on."""
    lord = view["players"][seat].get("lord")
    if lord is None:
        return ""
    info = view["rows"][int(lord[0])][int(lord[1])]
    if info is None:
        return ""
    return f"{texts.domain_name(str(info['domain']))} {info['number']}"


def place_tooltip(size: tuple[int, int], pointer: tuple[int, int], gap: int,
                  screen: pygame.Rect, avoid: Sequence[pygame.Rect]) -> pygame.Rect:
    """Where a tooltip of ``size`` goes near the pointer: the first of below right, below
    left, above right, above left, then further off, that stays on the screen and covers
    none of ``avoid`` (the choices); failing that, the one covering the least of them."""
    w, h = size
    x, y = pointer
    spots = [(x + gap, y + gap), (x - gap - w, y + gap), (x + gap, y - gap - h),
             (x - gap - w, y - gap - h)]
    for rect in avoid:                       # beside or under a choice near the pointer
        spots += [(rect.x, rect.bottom + gap), (rect.x, rect.y - gap - h),
                  (rect.right + gap, rect.y), (rect.x - gap - w, rect.y)]
    spots += [(screen.x + gap, screen.bottom - gap - h), (screen.right - gap - w, screen.y + gap)]
    best: tuple[int, pygame.Rect] | None = None
    for left, top in spots:
        box = pygame.Rect(left, top, w, h).clamp(screen)
        covered = sum(_overlap(box, rect) for rect in avoid)
        if covered == 0:
            return box
        if best is None or covered < best[0]:
            best = (covered, box)
    assert best is not None
    return best[1]


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    clip = a.clip(b)
    return clip.width * clip.height


def tooltip_text(view: Mapping[str, Any], pos: tuple[int, int], spots: Spots,
                 piles: Sequence[tuple[pygame.Rect, str]]) -> str:
    """What the thing under the pointer is: a tile (domain, effect, income), a lord's domain
    column with what its income pays now (the view's number), an Event card, a pile, a
    Graveyard, a lord's money and score."""
    for (r, c), rect in spots.tiles.items():
        info = view["rows"][r][c]
        if info is not None and rect.collidepoint(pos):
            domain = str(info["domain"])
            return _("{domain} {number} ({marks}): {effect}").format(
                domain=texts.domain_name(domain), number=info["number"],
                marks=texts.tile_marks(info), effect=texts.domain_text(domain))
    for (seat, domain), rect in spots.columns.items():
        if rect.collidepoint(pos):
            player = view["players"][seat]
            words = [_("{domain}: {effect}").format(domain=texts.domain_name(domain),
                                                    effect=texts.domain_text(domain)),
                     *texts.token_words(player, domain),
                     texts.income_now(int(player["income"][domain]))]
            return " ".join(words)
    for rect, card in spots.cards:
        if rect.collidepoint(pos):
            return _("{card}: {effect}").format(card=texts.card_name(card),
                                                effect=texts.card_text(card))
    for rect, key in piles:
        if rect.collidepoint(pos):
            return texts.pile_tooltip(key, view)
    for seat, rect in spots.graves.items():
        if rect.collidepoint(pos):
            return texts.graveyard_list(view["players"][seat]["graveyard"])
    for seat, rect in [*spots.purses.items(), *(spots.scores or {}).items()]:
        if rect.collidepoint(pos):
            return texts.fortune(view["players"][seat])
    return ""


LOG_SIZE = 15           # the chronicle's text size (design pixels)


def log_height(lines: int, px: Px) -> int:
    """The height of ``lines`` lines of the chronicle."""
    return lines * fonts.line_step("body", px(LOG_SIZE))


def chronicle(surface: pygame.Surface, log: Sequence[str], area: pygame.Rect, px: Px) -> None:
    """The chronicle's latest lines that fit in ``area``, oldest first."""
    size = px(LOG_SIZE)
    line_height = fonts.line_step("body", size)
    lines: list[list[str]] = []
    used = 0
    for line in reversed(log[-40:]):
        wrapped = fonts.wrap(line, "body", size, area.width)
        if used + len(wrapped) * line_height > area.height:
            break
        lines.append(wrapped)
        used += len(wrapped) * line_height
    y = area.y
    for wrapped in reversed(lines):
        for part in wrapped:
            surface.blit(fonts.text(part, "body", size, pal.INK_SOFT), (area.x, y))
            y += line_height


def draw_tooltip(surface: pygame.Surface, text: str, pos: tuple[int, int], px: Px,
                 avoid: Sequence[pygame.Rect]) -> pygame.Rect:
    """A tooltip's box near the pointer, covering none of ``avoid``; returns where it went."""
    width = px(360)
    size = px(16)
    lines = fonts.wrap(text, "body", size, width - px(12))
    line_height = fonts.line_step("body", size)
    box = place_tooltip((width, len(lines) * line_height + px(10)), pos, px(14),
                        surface.get_rect(), avoid)
    pygame.draw.rect(surface, pal.PARCHMENT_LIGHT, box, border_radius=px(4))
    pygame.draw.rect(surface, pal.GOLD_DARK, box, max(1, px(1.5)), border_radius=px(4))
    y = box.y + px(5)
    for line in lines:
        surface.blit(fonts.text(line, "body", size, pal.INK), (box.x + px(6), y))
        y += line_height
    return box


def chronicle_panel(surface: pygame.Surface, log: Sequence[str], spare: pygame.Rect,
                    px: Px) -> None:
    """The chronicle in a place of its own (a spare board slot): a framed panel, titled."""
    pygame.draw.rect(surface, pal.PARCHMENT_LIGHT, spare, border_radius=px(6))
    pygame.draw.rect(surface, pal.GOLD_DARK, spare, max(1, px(1.5)), border_radius=px(6))
    title = _("Chronicle")
    image = fonts.text(title, "bold", px(18), pal.INK)
    surface.blit(image, (spare.x + px(10), spare.y + px(4)))
    bottom = spare.y + px(4) + image.get_height()
    chronicle(surface, log, pygame.Rect(spare.x + px(10), bottom + px(2), spare.width - px(20),
                                        spare.bottom - bottom - px(8)), px)

"""What the election ceremony draws of its stage: the seat's regalia, the candidates with the
markers laid on them and their tally, the voters, the verdict (1.3-1.8; 2011's FOR and AGAINST
tokens, E-4).

Functions of the scene (``Host``: what they read of it), each drawing one part at the playback
time ``t`` from the script; every number is the script's, which holds the referee's. Each notes
in ``host.drawn`` what it showed, for the tests.
"""
from __future__ import annotations

import math
from typing import Any, Protocol

import pygame

from game.shell import art, tween
from game.fief.anim.cast import Cast, title_text
from game.fief.anim.election import FLIP, ElectionScript
from game.shell.i18n import _, ngettext
from game.shell import decor, fonts
from game.shell import palette as pal
from game.fief.scenes.election_vote import is_vote
from game.fief.ui.decisions.controls import fit_text


class Host(Protocol):
    """What the stage's drawing reads of the election scene."""

    script: ElectionScript
    cast: Cast
    drawn: dict[str, Any]
    emblem: pygame.Rect
    stage: pygame.Rect
    bottom: pygame.Rect
    voters_rect: pygame.Rect
    order: list[int]
    weights: dict[int, int]
    choice: tuple[int, dict[str, Any]] | None
    nobody_stood: bool
    size: tuple[int, int]

    def px(self, value: float) -> int: ...

    def family(self, seat: int | None) -> tuple[int, int, int]: ...


def card_rects(host: Host, t: float) -> dict[str, pygame.Rect]:
    """Where each candidate stands: evenly spread on the stage, in order of candidacy."""
    cands = host.script.candidates
    n = max(1, len(cands))
    cw = min(host.px(250), (host.stage.width - host.px(30) * (n - 1)) // n)
    total = n * cw + (n - 1) * host.px(30)
    x0 = host.stage.centerx - total // 2
    return {c.lord: pygame.Rect(x0 + i * (cw + host.px(30)), host.stage.y, cw, host.stage.height)
            for i, c in enumerate(cands)}


def regalia_pos(host: Host, t: float, cards: dict[str, pygame.Rect]) -> tuple[float, float, float]:
    """(x, y, scale) of the mitre, tiara or crown: above the seat, then onto the winner."""
    px = host.px
    home = (host.emblem.centerx, host.emblem.top + px(28))
    bob = math.sin(t * 2.0) * px(3)
    crown_at = host.script.crown_at
    winner = host.script.winner()
    if crown_at is None or winner not in cards or t < crown_at:
        return home[0], home[1] + bob, 1.0
    card = cards[winner]
    dest = (card.centerx - px(24), card.y + px(18))
    u = tween.progress(t, crown_at, 1.2)
    x, y = tween.arc(home, dest, tween.ease_in_out(u), px(80))
    return x, y, 1.0 + 0.25 * tween.ease_out(u)


def draw_emblem(host: Host, surface: pygame.Surface, t: float) -> None:
    px = host.px
    u = tween.progress(t, 0, 1.2)
    cards = card_rects(host, t)
    x, y, k = regalia_pos(host, t, cards)
    if u < 1 or (host.script.crown_at is None or t < host.script.crown_at):
        halo = art.glow(px(70), pal.GOLD_LIGHT, int(120 * tween.pulse(t, 3.0) + 60))
        surface.blit(halo, halo.get_rect(center=(x, y)))
    image = art.regalia(host.script.title, max(8, int(px(62) * k)))
    if u < 1:
        image = image.copy()
        image.set_alpha(int(255 * u))
    surface.blit(image, image.get_rect(center=(x, y)))


def draw_candidates(host: Host, surface: pygame.Surface, t: float) -> None:
    px = host.px
    cards = card_rects(host, t)
    tally = host.script.tally_at(t)
    host.drawn["tally"] = dict(tally)
    host.drawn["markers"] = []
    winner = host.script.winner()
    crowned = host.script.crown_at is not None and t >= host.script.crown_at + 1.2
    for cand in host.script.candidates_at(t):
        rect = cards[cand.lord]
        u = tween.ease_out_back(tween.progress(t, cand.appear_at, 0.8))
        offset = (1 - u) * px(120)
        colour = host.family(cand.player)
        lord = host.cast.lord(cand.lord)
        n = len(host.script.candidates)
        pw = min(px(150 if n <= 2 else 140 if n == 3 else 128), rect.width - px(80))
        portrait = pygame.Rect(0, 0, pw, int(pw * 1.17))
        portrait.midtop = (rect.centerx - px(24), rect.y + px(4) + offset)
        if winner == cand.lord and crowned:
            rays = art.rays(px(150), 20)
            angle = (t * 12) % 360
            spun = pygame.transform.rotate(rays, angle)
            surface.blit(spun, spun.get_rect(center=portrait.center))
        surface.blit(art.portrait(colour, portrait.width, portrait.height, lord.get("sex", "M")), portrait)
        y = portrait.bottom + px(4)
        name = fonts.text(cand.lord, "bold", px(24), pal.INK)
        surface.blit(name, name.get_rect(midtop=(portrait.centerx, y)))
        y += name.get_height() - px(2)
        fam = fonts.text(host.cast.name(cand.player), "body", px(18), pal.INK_SOFT)
        surface.blit(fam, fam.get_rect(midtop=(portrait.centerx, y)))
        y += fam.get_height() - px(2)
        for words in candidate_titles(host.script, lord, crowned)[:2]:
            text = fonts.text(words, "italic", px(16), pal.GOLD_DARK)
            surface.blit(text, text.get_rect(midtop=(portrait.centerx, y)))
            y += text.get_height() - px(2)
        draw_tally(host, surface, t, cand.lord, portrait, tally.get(cand.lord, 0))
        draw_markers(host, surface, t, cand.lord, portrait.centerx, y + px(8))
    if not host.script.candidates_at(t):
        note = fonts.text(_("The candidates step forward…"), "italic", px(24), pal.INK_SOFT)
        surface.blit(note, note.get_rect(center=host.stage.center))


def candidate_titles(script: ElectionScript, lord: dict[str, Any], crowned: bool) -> list[str]:
    """A candidate's titles under the portrait: the view the ceremony is drawn with is the one
    after the vote, so the office at stake is left out, and the candidacy said, until the
    verdict (issue 36, defect 4: "Bishop of BLAYE" before the vote)."""
    held = [title_text(t) for t in lord.get("titles") or [] if crowned or t != script.item]
    return held if crowned else [script.candidacy(), *held]


def draw_tally(host: Host, surface: pygame.Surface, t: float, lord: str, portrait: pygame.Rect,
               votes: int) -> None:
    """The tally beside the portrait, climbing (or, under a 2011 AGAINST token, falling) as the
    markers are turned over; under it the fewest votes that elect, when the referee set one."""
    px = host.px
    beat = host.script.result_beat
    if beat is None or t < beat.start:
        return
    winner = host.script.winner()
    big = fonts.text(str(votes), "title", px(64), pal.GOLD_DARK if winner != lord else pal.BURGUNDY)
    x = portrait.right + px(12)
    surface.blit(big, big.get_rect(midleft=(x, portrait.centery - px(6))))
    label = fonts.text(ngettext("vote", "votes", votes), "italic", px(16), pal.INK_SOFT)
    surface.blit(label, label.get_rect(midtop=(x + big.get_width() // 2, portrait.centery + px(26))))
    need = host.script.min_votes
    if need:
        reached = votes >= need
        text = _("{n} needed").format(n=need)
        image = fonts.text(text, "bold" if reached else "italic", px(15),
                           (40, 110, 50) if reached else pal.ERROR)
        surface.blit(image, image.get_rect(midtop=(x + big.get_width() // 2, portrait.centery + px(46))))
        host.drawn.setdefault("needed", {})[lord] = (votes, need)


def marker_tag(face: str, weight: int) -> tuple[str, tuple[int, int, int]]:
    """The words that rise from a marker just turned over: the votes it gives or takes."""
    if face == "for":
        return _("+{n}").format(n=weight), pal.BURGUNDY
    if face == "against":
        return _("−{n}").format(n=-weight), pal.INK
    return _("decoy"), pal.INK_FAINT


def draw_markers(host: Host, surface: pygame.Surface, t: float, lord: str, centre_x: int,
                 top: int) -> None:
    """The markers laid on a candidate: flown in from their voters, face down, then turned."""
    px = host.px
    markers = host.script.markers_on(lord, t)
    ms = px(42)
    mx0 = centre_x - (len(markers) * (ms + px(6)) - px(6)) // 2
    for i, m in enumerate(markers):
        land = tween.progress(t, m.placed_at, 0.6)
        start = voter_anchor(host, m.player)
        dest = (mx0 + i * (ms + px(6)) + ms // 2, top + ms // 2)
        x, y = tween.arc(start, dest, tween.ease_out(land), px(140))
        face = m.face_at(t)
        image = art.marker(host.family(m.player), ms, face, m.weight)
        f = m.flip(t)
        if 0 < f < 1:
            squash = abs(math.cos(f * math.pi))
            image = pygame.transform.smoothscale(image, (max(1, int(ms * squash)), ms))
        surface.blit(image, image.get_rect(center=(x, y)))
        if land < 1:
            continue
        host.drawn["markers"].append((m.player, lord, face))
        if face != "down" and m.flip_at is not None and t < m.flip_at + FLIP * 1.2:
            tag, colour = marker_tag(face, m.weight)
            image = fonts.text(tag, "bold", px(20), colour)
            rise = tween.progress(t, m.flip_at + FLIP * 0.5, 0.6) * px(30)
            surface.blit(image, image.get_rect(midbottom=(x, y - ms // 2 - rise)))


def voter_anchor(host: Host, player: int) -> tuple[float, float]:
    rows = voter_rows(host)
    i = host.order.index(player) if player in host.order else 0
    row = rows[i] if i < len(rows) else host.voters_rect
    return (row.x + host.px(12), row.centery)


def voter_rows(host: Host) -> list[pygame.Rect]:
    """One row per voter inside the panel: in two columns, closer together, when one
    column cannot hold them all (a 6-family table, issue 19)."""
    px = host.px
    rect = host.voters_rect.inflate(-px(30), -px(22))
    top = rect.y + px(34)
    height = rect.bottom - top
    n = max(1, len(host.order))
    columns = 1 if n * px(26) <= height else 2
    per_column = -(-n // columns)
    pitch = min(px(34), height // per_column)
    width = rect.width // columns
    return [pygame.Rect(rect.x + (i // per_column) * width, top + (i % per_column) * pitch,
                        width - px(6), pitch) for i in range(len(host.order))]


def draw_voters(host: Host, surface: pygame.Surface, t: float) -> None:
    px = host.px
    rect = host.voters_rect.inflate(-px(30), -px(22))
    surface.blit(fonts.text(_("The voters"), "title", px(28), pal.BURGUNDY), (rect.x, rect.y - px(4)))
    asked = host.choice[0] if host.choice and is_vote(host.choice[1]) else None
    rows = voter_rows(host)
    host.drawn["voters"] = [tuple(r) for r in rows]
    for player, row in zip(host.order, rows):
        draw_voter(host, surface, t, player, row, player == asked)


def draw_voter(host: Host, surface: pygame.Surface, t: float, player: int, row: pygame.Rect,
               asked: bool) -> None:
    """A voter's shield, name, weight once known, and marker laid (or "voting…")."""
    px = host.px
    size = min(px(20), row.height - px(4))
    side = min(px(24), row.height - px(2))
    shield = pygame.Rect(row.x, row.centery - side // 2, side * 5 // 6, side)
    decor.shield(surface, shield, host.family(player), width=max(1, px(2)))
    colour = pal.BURGUNDY if asked else pal.INK
    mark_w = px(28)
    weight = host.weights.get(player, revealed_weights(host, t).get(player))
    weight_w = row.width * 2 // 5 if weight is not None else 0
    name_area = pygame.Rect(shield.right + px(6), row.y, row.right - mark_w - weight_w - shield.right - px(6),
                            row.height)
    fit_text(surface, host.cast.name(player), name_area, "bold", size, colour, centred=False)
    if weight is not None:
        text = _("no vote") if weight == 0 else ngettext("{n} vote", "{n} votes", weight).format(n=weight)
        fit_text(surface, text, pygame.Rect(name_area.right, row.y, weight_w, row.height), "body",
                 min(px(18), size), pal.INK_SOFT, centred=False)
    if host.script.has_voted(player, t):
        image = art.marker(host.family(player), min(px(24), row.height))
        surface.blit(image, image.get_rect(midright=(row.right, row.centery)))
    elif host.script.laid_none(player, t):
        image = fonts.text(_("no marker"), "italic", min(px(17), size), pal.INK_SOFT)
        surface.blit(image, image.get_rect(midright=(row.right, row.centery)))
    elif asked:
        image = fonts.text(_("voting…"), "italic", min(px(17), size), pal.BURGUNDY)
        surface.blit(image, image.get_rect(midright=(row.right, row.centery)))


def revealed_weights(host: Host, t: float) -> dict[int, int]:
    """Weights the reveal has shown (a FOR marker carries all of its voter's votes, a 2011
    AGAINST token takes as many away)."""
    return {m.player: abs(m.weight) for m in host.script.markers
            if m.face in ("for", "against") and m.face_at(t) == m.face}


def draw_verdict(host: Host, surface: pygame.Surface, t: float) -> None:
    px = host.px
    script = host.script
    text = sub = None
    start = None
    if script.cancelled is not None and t >= script.cancelled.start:
        text, sub, start = _("The election is not held"), "", script.cancelled.start
    elif host.nobody_stood:
        text, sub, start = _("The election is not held"), _("Nobody stood as a candidate"), 0.0
    elif script.verdict_at is not None and t >= script.verdict_at:
        start = script.verdict_at
        winner = script.winner()
        if winner:
            text = _("{lord}, {office}!").format(lord=winner, office=script.office())
            n = script.tally_at(t).get(winner, 0)          # the referee's tally
            sub = ngettext("{n} vote", "{n} votes", n).format(n=n)
        else:
            text, sub = _("Nobody is elected"), script.reason_text()
    if text is None or start is None:
        return
    host.drawn["verdict"] = text
    u = tween.ease_out_back(tween.progress(t, start, 0.6))
    if u <= 0.02:
        return
    image = fonts.text(text, "title", px(44), pal.PARCHMENT_LIGHT)
    sub_image = fonts.text(sub, "italic", px(20), pal.GOLD_LIGHT) if sub else None
    width = int((max(image.get_width(), sub_image.get_width() if sub_image else 0) + px(110)) * min(1.0, u))
    height = image.get_height() + (sub_image.get_height() if sub_image else 0) + px(18)
    rect = pygame.Rect(0, 0, width, height)
    rect.midbottom = (host.size[0] // 2, host.bottom.top - px(2))
    tails = [(rect.left - px(36), rect.top + px(10)), (rect.left, rect.top + px(10)),
             (rect.left, rect.bottom + px(6)), (rect.left - px(36), rect.bottom + px(6)),
             (rect.left - px(20), rect.centery + px(8))]
    for pts in (tails, [(2 * rect.centerx - x, y) for x, y in tails]):
        pygame.draw.polygon(surface, art.darker(pal.BURGUNDY, 0.3), pts)
    pygame.draw.rect(surface, pal.BURGUNDY, rect)
    pygame.draw.rect(surface, pal.GOLD, rect, max(1, px(3)))
    pygame.draw.rect(surface, pal.GOLD_DARK, rect.inflate(-px(12), -px(12)), max(1, px(1)))
    if u >= 0.6:
        surface.blit(image, image.get_rect(midtop=(rect.centerx, rect.y + px(6))))
        if sub_image:
            surface.blit(sub_image, sub_image.get_rect(midtop=(rect.centerx, rect.y + px(6) + image.get_height())))
    if script.crown_at is not None and t >= script.crown_at:
        draw_sparkles(host, surface, t)


def draw_sparkles(host: Host, surface: pygame.Surface, t: float) -> None:
    """Gold flakes falling around the winner (fixed paths: a replay shows the same)."""
    cards = card_rects(host, t)
    winner = host.script.winner()
    if winner not in cards or host.script.crown_at is None:
        return
    card = cards[winner]
    px = host.px
    age = t - host.script.crown_at
    for i in range(26):
        life = 2.4
        born = tween.noise("spark", i) * 1.2
        u = (age - born) / life
        if not 0 <= u <= 1:
            continue
        x = card.centerx + (tween.noise("sx", i) - 0.5) * card.width * 1.2 + math.sin(age * 3 + i) * px(8)
        y = card.y - px(20) + u * card.height * 0.8
        r = max(1, int(px(4) * (1 - u) + 1))
        colour = pal.GOLD_LIGHT if i % 3 else (255, 250, 220)
        pygame.draw.circle(surface, colour, (x, y), r)

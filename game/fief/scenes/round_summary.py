"""The end-of-round summary (issue 20): each family's treasury, victory points, villages,
titles and alliances, what changed since the round began, and how the game is won and who is
closest.

Everything shown is read from two public views, the one at the start of the round and the one
at its end (the referee's numbers: victory points are the view's ``vp``, what winning asks is
the view's ``goal``); the scene compares them and decides nothing. Money hidden by the
optional rule is shown as "?".
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

import pygame

from engine.fief.api import View
from game.shell.i18n import N_, _
from game.shell import decor
from game.shell import palette as pal
from game.shell.base import UIScene
from game.fief.scenes.feed_scene import AutoContinue
from game.shell.stack import Shell
from game.fief.ui.card_texts import edition_of
from game.fief.ui.counts import count, money_word
from game.fief.ui.round_figures import ROUND_ENDS
from game.fief.ui.texts import title_name
from game.shell.widgets import Button


def family_lines(before: Mapping[str, Any] | None, after: Mapping[str, Any],
                 figures: list[Mapping[str, Any]] | None = None,
                 previous: list[Mapping[str, Any]] | None = None) -> list[dict[str, Any]]:
    """One row per family: name, colour, money, vp, villages, titles, allies, and the changes
    since ``before`` (None: nothing to compare, the first round seen). ``figures`` (the event
    that ended the round: vp, villages, money, titles, allies) win over ``after``, which the
    table may have read a few moves into the next round (a title won, a marriage made there);
    ``previous`` (the event that ended the round before) wins over ``before`` likewise."""
    ended = {int(f.get("player", -1)): f for f in figures or []}
    was = {int(f.get("player", -1)): f for f in previous or []}
    players = [{**p, **{k: ended[seat][k] for k in ("vp", "money") if k in ended.get(seat, {})}}
               for seat, p in enumerate(after.get("players", []))]
    rows = []
    for seat, p in enumerate(players):
        told = ended.get(seat, {})
        titles = [str(t) for t in told["titles"]] if "titles" in told else _titles(after, seat)
        allies = [int(a) for a in told["allies"]] if "allies" in told else allies_of(after, seat)
        held = int(told["villages"]) if "villages" in told else _held(after, seat)
        old = was.get(seat) or (before["players"][seat] if before and
                                seat < len(before.get("players", [])) else None)
        old_titles = [str(t) for t in old["titles"]] if old and "titles" in old else \
            _titles(before, seat) if before else titles
        old_held = int(old["villages"]) if old and "villages" in old else \
            _held(before, seat) if before else None
        rows.append({
            "seat": seat, "name": p.get("name", "?"), "colour": p.get("colour", ""),
            "money": p.get("money"), "vp": int(p.get("vp", 0) or 0), "villages": held,
            "titles": titles, "new_titles": [t for t in titles if t not in old_titles],
            "lost_titles": [t for t in old_titles if t not in titles],
            "allies": allies,
            "vp_change": int(p.get("vp", 0) or 0) - int(old.get("vp", 0) or 0) if old else 0,
            "money_change": (p["money"] - old["money"]) if old and isinstance(p.get("money"), int)
            and isinstance(old.get("money"), int) else None,
            "villages_change": held - old_held if old_held is not None else 0,
        })
    return rows


def joined(names: list[str]) -> str:
    """ "Ann, Bob and Cid"."""
    if len(names) < 2:
        return "".join(names)
    return ", ".join(names[:-1]) + _(" and ") + names[-1]


def _titles(view: Mapping[str, Any] | None, seat: int) -> list[str]:
    if not view:
        return []
    return [t for lord in view.get("lords", []) if lord.get("owner") == seat for t in lord.get("titles", [])]


def _held(view: Mapping[str, Any] | None, seat: int) -> int:
    if not view:
        return 0
    return sum(1 for v in view.get("villages", {}).values() if v.get("controller") == seat)


def allies_of(view: Mapping[str, Any], seat: int) -> list[int]:
    """Families married to this one (a lord of one is the spouse of a lord of the other)."""
    lords = {lord.get("name"): lord for lord in view.get("lords", [])}
    allies = []
    for lord in lords.values():
        if lord.get("owner") == seat and lord.get("spouse") in lords:
            other = lords[lord["spouse"]].get("owner")
            if isinstance(other, int) and other != seat and other not in allies:
                allies.append(other)
    return allies


class Summary(NamedTuple):
    """A round's summary as the events gave it: the public view its round began with (None:
    not known), the view once it ended, its number, the figures its ending event carries by
    seat (engine/fief/figures.py: vp, villages, titles, allies, money unless hidden), and those
    of the round before's ending event when it was read (None: compared with ``before``)."""

    before: View | None
    after: View
    round: int
    figures: list[Mapping[str, Any]]
    previous: list[Mapping[str, Any]] | None = None


class RoundWatch:
    """Keeps the public view at the start of each round, to compare at its end."""

    def __init__(self) -> None:
        self.start: View | None = None
        self.ended: dict[int, list[Mapping[str, Any]]] = {}    # figures by round, the last two

    def note(self, events: list[dict[str, Any]], view: View) -> Summary | None:
        """The summary of the last round these events end, or None. Several rounds read at
        once (a table's computers playing on while a ceremony covers the screen) give the last
        one's only, the older ones being overtaken; it is compared with the figures of the
        round before when they were read, never with the view kept, older than that round.
        None when the game ended among them."""
        ends = [e for e in events if e.get("kind") in ROUND_ENDS]
        summary = None
        for end in ends:
            if isinstance(end.get("figures"), list):
                self.ended[int(end.get("round", 0))] = list(end["figures"])
        self.ended = dict(sorted(self.ended.items())[-2:])
        if ends and ends[-1].get("kind") == "round_ended":   # the game's end: the victory says it
            number = int(ends[-1].get("round", 0))
            summary = Summary(self.start if len(ends) == 1 else None, view, number,
                              self.ended.get(number, []), self.ended.get(number - 1))
        if any(e.get("kind") == "round_started" for e in events) or self.start is None:
            self.start = view
        return summary


class RoundSummaryScene(UIScene):
    transparent = True

    def __init__(self, app: Shell, before: View | None, after: View, round_: int,
                 unattended: bool = False, figures: list[Mapping[str, Any]] | None = None,
                 previous: list[Mapping[str, Any]] | None = None) -> None:
        """``unattended``: a computer-only table, where the summary goes on by itself after the
        ceremony pause, as ceremonies do (issue 19); ``figures``: the round's, from its event;
        ``previous``: the round before's, from its event (None: compared with ``before``)."""
        super().__init__(app)
        self.auto = AutoContinue(app) if unattended else None
        self.after = after
        self.round = round_
        self.figures = list(figures or [])
        self.compared = before is not None or previous is not None   # the round's changes known
        self.rows = family_lines(before, after, self.figures, previous)
        self.goal = after["goal"]
        self.money = money_word(edition_of(after))          # the edition's: deniers, ecus...
        self.close_button = Button(N_("Continue"), self.close, primary=True)
        self.form.add(self.close_button)
        self.form.set_focus(self.close_button)
        self.panel = pygame.Rect(0, 0, 0, 0)

    def close(self) -> None:
        self.stack.pop()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.auto is not None and self.auto.due(dt, finished=True, asking=False):
            self.close()

    def on_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
            self.close()
        return None

    def conditions(self) -> str:
        """How the game is won, with this edition's numbers (7.1-7.3)."""
        if self.after.get("options", {}).get("edition") == "simplified":   # its own table (S-6)
            return _("At this table a family wins alone with {alone}, a married pair with {pair} "
                     "between them (S-6).").format(alone=count("vp", self.goal["alone"]),
                                                   pair=count("vp", self.goal["together"]))
        solo = _("A family wins alone with {vp} (7.1).").format(vp=count("vp", self.goal["alone"]))
        together = self.goal["together"]
        if together is None:
            return solo
        return solo + " " + _("Two families allied by marriage win together with {vp} between them (7.2).").format(
            vp=count("vp", together))

    def closest(self) -> str:
        if not self.rows:
            return ""
        best = max(r["vp"] for r in self.rows)
        if best == 0:
            return _("Nobody has a victory point yet.")
        names = [r["name"] for r in self.rows if r["vp"] == best]
        return _("Closest to victory: {names} ({vp}).").format(names=joined(names), vp=count("vp", best))

    def changes(self, row: dict[str, Any]) -> str:
        """What changed this round, in words: "+1 VP, +3 deniers, +1 village, new: County of X"."""
        parts = []
        for key, word in (("vp_change", "vp"), ("money_change", self.money),
                          ("villages_change", "villages")):
            value = row.get(key)
            if isinstance(value, int) and value:
                parts.append(("+" if value > 0 else "−") + count(word, abs(value)))
        if row["new_titles"]:
            parts.append(_("new: {titles}").format(titles=", ".join(title_name(t) for t in row["new_titles"])))
        if row["lost_titles"]:
            parts.append(_("lost: {titles}").format(titles=", ".join(title_name(t) for t in row["lost_titles"])))
        return ", ".join(parts) or _("no change")

    def layout(self) -> None:
        """The panel, 1200 x 780 units; at a scale too large for the window (150 % at
        1280x720 ran a family's French "Ce tour" line onto the panel's edge) the screen
        closes up (``shrink_to``)."""
        self.shrink_to(1200, 780)
        w, h = self.size
        self.panel = pygame.Rect(0, 0, min(self.px(1200), w - 40), min(self.px(780), h - 40))
        self.panel.center = (w // 2, h // 2)
        self.close_button.rect = pygame.Rect(0, 0, self.px(240), self.px(54))
        self.close_button.rect.midbottom = (self.panel.centerx, self.panel.bottom - self.px(28))
        self.close_button.scale = self.scale

    def draw(self, surface: pygame.Surface) -> None:
        decor.dim(surface)
        decor.panel(surface, self.panel, self.scale)
        px = self.px
        self.heading(surface, _("End of round {n}").format(n=self.round),
                     (self.panel.centerx, self.panel.y + px(50)), 46)
        colourblind = bool(getattr(self.app.settings, "colourblind", False))
        names = [r["name"] for r in self.rows]
        x0, y = self.panel.x + px(50), self.panel.y + px(100)
        width = self.panel.width - px(100)
        step = min(px(92), (self.panel.height - px(330)) // max(1, len(self.rows)))
        roomy = step >= px(84)                   # room for the titles' line
        for row in self.rows:
            shield = pygame.Rect(x0, y + px(4), px(26), px(32))
            decor.shield(surface, shield, pal.family(row["colour"], colourblind), pal.INK, max(1, px(2)))
            name = self.write(surface, row["name"], (x0 + px(40), y), size=26, role="bold")
            below = name.bottom               # the name's box, not a guess: it ran 4-6 px lower
            money = row["money"] if isinstance(row["money"], int) else "?"
            facts = " · ".join([count("vp", row["vp"]), count(self.money, money),
                                count("villages", row["villages"])])
            self.write(surface, facts, (x0 + px(260), y + px(4)), size=21, colour=pal.BURGUNDY)
            titles = ", ".join(title_name(t) for t in row["titles"]) or _("no title")
            allies = [names[a] for a in row["allies"] if a < len(names)]
            if allies:
                titles += " · " + _("allied with {names}").format(names=joined(allies))
            if roomy:
                self.write(surface, titles, (x0 + px(40), below), size=18, role="italic",
                           colour=pal.INK_SOFT)
            if self.compared:                    # unknown, not "no change", after rounds read at once
                self.write(surface, _("This round: {changes}").format(changes=self.changes(row)),
                           (x0 + px(40), below + (px(24) if roomy else 0)), size=18, colour=pal.INK)
            y += step
        decor.rule(surface, (self.panel.centerx, y + px(4)), px(600), self.scale)
        rect = pygame.Rect(x0, y + px(18), width, px(60))
        used = self.write_wrapped(surface, self.conditions(), rect, size=20, centred=True)
        self.write_wrapped(surface, self.closest(), rect.move(0, used + px(6)), size=21, role="bold",
                           colour=pal.BURGUNDY, centred=True)
        self.form.draw(surface)

"""The end of a game of Middle-Ages (M8): every lord's fortune counted out on screen, one after
the other: the money at the end of turn 16, the 10 per empty domain taken off, the score, and
the Palace and Church tiles that break ties; then who wins (or shares the victory).

The money and the tiles come from the final view, the penalties, scores and winners from the
referee's ``game_over`` event: nothing is worked out here. The penalty shown is what the referee
took (MA-8 caps it at the money held); when that is less than the 10 per empty domain owed, the
event's ``owed`` is written under it; the domains the referee compared to break a tie (its
``tie_break``) are named under the verdict. The count is skippable (a click, Space or Enter
shows every number at once)."""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import pygame

from game.shell.tween import progress
from game.shell.i18n import N_, _, ngettext
from game.middle_ages import drawing, texts
from game.shell import decor
from game.shell import palette as pal
from game.shell.base import UIScene
from game.shell.stack import Shell
from game.shell.widgets import Button

ROW_TIME = 0.7          # seconds each lord's count takes (normal speed)
COLUMNS = (N_("Money"), N_("Empty domains"), N_("Score"), N_("Palaces"), N_("Churches"))


def fortunes(view: Mapping[str, Any], over: Mapping[str, Any]) -> list[dict[str, Any]]:
    """One line per lord, in seat order, every number from the view or the event."""
    lines = []
    for seat, player in enumerate(view["players"]):
        lines.append({"seat": seat, "name": str(player["name"]), "colour": str(player["colour"]),
                      "money": int(player["money"]), "penalty": int(over["penalties"][seat]),
                      "owed": int(over["owed"][seat]),
                      "score": int(over["scores"][seat]),
                      "palaces": len(player["columns"]["palace"]),
                      "churches": len(player["columns"]["church"]),
                      "winner": seat in over["winners"]})
    return lines


def verdict(lines: Sequence[Mapping[str, Any]]) -> str:
    winners = [str(line["name"]) for line in lines if line["winner"]]
    names = ", ".join(winners)
    return ngettext("{names} wins the game", "{names} share the victory",
                    len(winners)).format(names=names)


def tie_words(domains: Sequence[str]) -> str:
    """M8 as the referee applied it (the event's ``tie_break``): the domains whose tiles were
    compared, in order; nothing when the best score stood alone (M10: "the tie-break counts
    when used")."""
    if not domains:
        return ""
    return _("Tie broken by the most tiles of: {domains}").format(
        domains=", ".join(texts.domain_name(str(d)) for d in domains))


class MAEndScene(UIScene):
    """Over the table at the end of the game; See the table closes it, the other button leaves."""

    transparent = True

    def __init__(self, app: Shell, view: Mapping[str, Any], over: Mapping[str, Any],
                 leave: Callable[[], None]) -> None:
        super().__init__(app)
        self.lines = fortunes(view, over)
        self.tie = tie_words(over["tie_break"])
        self.t = 0.0
        self.speed = max(0.25, float(getattr(app.settings, "animation_speed", 1.0)))
        self.table_button = Button(N_("See the table"), self.close)
        self.leave_button = Button(N_("Back to the title"), leave, primary=True)
        self.form.add(self.table_button)
        self.form.add(self.leave_button)
        self.panel = pygame.Rect(0, 0, 0, 0)

    @property
    def end(self) -> float:
        return ROW_TIME * len(self.lines)

    @property
    def counted(self) -> bool:
        return self.t >= self.end

    def skip(self) -> None:
        self.t = self.end

    def close(self) -> None:
        if self.is_top:
            self.stack.pop()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.t = min(self.end, self.t + dt * self.speed)

    def on_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN):
            self.skip()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.skip()
        return None             # the table below takes no input while the scores are counted

    def shown(self, row: int, value: int) -> int:
        """``value`` as far as row ``row``'s count has gone (counted up from 0)."""
        return round(value * progress(self.t, row * ROW_TIME, ROW_TIME * 0.8))

    def capped(self, row: int) -> bool:
        """Whether row ``row``'s count is done and MA-8 took less than the penalty owed."""
        line = self.lines[row]
        return self.t >= (row + 0.8) * ROW_TIME and line["owed"] > line["penalty"]

    def layout(self) -> None:
        w, h = self.size
        self.panel = pygame.Rect(0, 0, min(self.px(1100), w - self.px(40)),
                                 min(self.px(330) + self.px(56) * len(self.lines), h - self.px(40)))
        self.panel.center = (w // 2, h // 2)
        bw, bh = self.px(240), self.px(52)
        self.leave_button.rect = pygame.Rect(0, 0, bw, bh)
        self.leave_button.rect.bottomright = (self.panel.right - self.px(30),
                                              self.panel.bottom - self.px(24))
        self.table_button.rect = pygame.Rect(0, 0, bw, bh)
        self.table_button.rect.bottomright = (self.leave_button.rect.x - self.px(20),
                                              self.leave_button.rect.bottom)
        for widget in self.form.widgets:
            widget.scale = self.scale

    def draw(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 120))
        surface.blit(shade, (0, 0))
        decor.panel(surface, self.panel, self.scale)
        inner = self.panel.inflate(-self.px(80), -self.px(50))
        self.heading(surface, _("The fortunes are counted"), (inner.centerx, inner.y + self.px(24)),
                     44)
        xs = [inner.x + self.px(300) + i * self.px(130) for i in range(len(COLUMNS))]
        top = inner.y + self.px(80)
        for x, title in zip(xs, COLUMNS):
            self.write(surface, _(title), (x, top), size=19, role="italic", colour=pal.INK_SOFT,
                       anchor="midtop")
        for i, line in enumerate(self.lines):
            y = top + self.px(40) + i * self.px(56)
            if self.t < i * ROW_TIME:
                continue
            colour = drawing.colour_of(str(line["colour"]), self.app.settings.colourblind)
            pygame.draw.circle(surface, colour, (inner.x + self.px(14), y + self.px(16)), self.px(12))
            self.write(surface, str(line["name"]), (inner.x + self.px(36), y), size=26, role="bold",
                       colour=colour)
            taken = self.shown(i, line["penalty"])         # no empty domain: 0, not "−0"
            values = (str(self.shown(i, line["money"])), f"−{taken}" if taken else "0",
                      str(line["score"]) if self.t >= (i + 0.8) * ROW_TIME else "…",
                      str(line["palaces"]), str(line["churches"]))
            for x, value in zip(xs, values):
                self.write(surface, value, (x, y), size=26, role="bold", anchor="midtop")
            if self.capped(i):
                self.write(surface, _("{owed} owed").format(owed=line["owed"]),
                           (xs[1], y + self.px(30)), size=16, role="italic",
                           colour=pal.INK_SOFT, anchor="midtop")
            if line["winner"] and self.t >= (i + 1) * ROW_TIME - 1e-9:
                self.write(surface, _("Winner"), (inner.right, y), size=24, role="bold",
                           colour=pal.GOLD_DARK, anchor="topright")
        if self.counted:
            self.write(surface, verdict(self.lines),
                       (inner.centerx, top + self.px(50) + len(self.lines) * self.px(56)),
                       size=30, role="bold", anchor="midtop")
            if self.tie:
                self.write(surface, self.tie,
                           (inner.centerx, top + self.px(92) + len(self.lines) * self.px(56)),
                           size=20, role="italic", colour=pal.INK_SOFT, anchor="midtop")
        self.form.draw(surface)

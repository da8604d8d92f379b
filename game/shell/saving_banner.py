"""What a player is told about saving and the host's own troubles (issue 18, faults 2, 5, 7).

The host says it all in the lobby message (``saving``: paused or unsaved, the reason and the
folder; ``problems``: a worker thread's trouble); the hot-seat autosave's failure is the
controller's. ``SavingState`` reads them, so the play scene decides nothing: it draws the
notices and, while the game is paused, opens the dialog that asks the players what to do.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.shell.i18n import _
from game.shell import decor, fonts
from game.shell import palette as pal


@dataclass(frozen=True)
class SavingState:
    """Saving as the lobby message and the autosave say it: plain values, no rule."""

    paused: bool = False            # the game waits for the players' answer
    unsaved: bool = False           # the players chose to play on without saving
    reason: str = ""                # the system's words (a full disk, permissions)
    folder: str = ""                # where the game is saved
    problems: tuple[str, ...] = ()  # the host's workers' troubles, in the host's words
    autosave: str | None = None     # why the hot-seat autosave failed, or None

    @classmethod
    def of(cls, lobby: dict[str, Any] | None, autosave: str | None = None) -> SavingState:
        saving = (lobby or {}).get("saving") or {}
        problems = (lobby or {}).get("problems") or []
        return cls(paused=bool(saving.get("paused")), unsaved=bool(saving.get("unsaved")),
                   reason=str(saving.get("reason") or ""), folder=str(saving.get("folder") or ""),
                   problems=tuple(str(p) for p in problems if p), autosave=autosave)

    def cannot_save(self) -> str:
        """The sentence of the paused game's dialog."""
        return _("The game cannot be saved: {reason}").format(reason=self.reason or "-")

    def folder_line(self) -> str:
        return _("Save folder: {folder}").format(folder=self.folder) if self.folder else ""

    def notices(self) -> list[str]:
        """The lasting lines over the map, most serious first."""
        lines: list[str] = []
        if self.unsaved:
            lines.append(_("This game is not being saved: the players chose to play on "
                           "without saving."))
        if self.autosave is not None:
            lines.append(_("The autosave failed: {reason}. The game goes on; save it "
                           "elsewhere with Save.").format(reason=self.autosave))
        lines.extend(_("The host: {problem}").format(problem=_(p)) for p in self.problems)
        return lines


def draw_notices(surface: pygame.Surface, area: pygame.Rect, lines: list[str],
                 scale: float) -> list[pygame.Rect]:
    """The notices in a column at the bottom of ``area`` (the map), each on its panel;
    returns where they were drawn."""
    drawn: list[pygame.Rect] = []
    size = max(10, round(18 * scale))
    pad = max(4, round(10 * scale))
    bottom = area.bottom - pad
    for line in reversed(lines):
        width = min(area.width - 4 * pad, max(round(300 * scale), fonts.text(line, "bold", size,
                                                                          pal.ERROR).get_width()))
        wrapped = fonts.wrap(line, "bold", size, width)
        height = len(wrapped) * fonts.font("bold", size).get_linesize() + 2 * pad
        rect = pygame.Rect(0, 0, width + 2 * pad, height)
        rect.midbottom = (area.centerx, bottom)
        decor.panel(surface, rect, scale * 0.6, fill=pal.PARCHMENT_LIGHT)
        y = rect.y + pad
        for text in wrapped:
            image = fonts.text(text, "bold", size, pal.ERROR)
            surface.blit(image, image.get_rect(midtop=(rect.centerx, y)))
            y += fonts.font("bold", size).get_linesize()
        drawn.append(rect)
        bottom = rect.top - pad
    return drawn

"""Where everything of the battle scene stands: the header, the field with each side's zone and
the dice tray between them, the strength panels and the log at the bottom, the decision panel
over the log, and the hand-off and Continue buttons. The painters (``battle_field``,
``battle_dice``, ``battle_panels``) draw in these rectangles."""
from __future__ import annotations

import math
from typing import Any

import pygame

from game.fief.anim.battle import BattleScript
from game.fief.anim.battle_pieces import ATTACK, DEFENCE
from game.shell import palette as pal
from game.fief.scenes.feed_scene import FeedScene
from game.shell.widgets import Button


class BattleLayout(FeedScene):
    """The battle scene's geometry, and what its painters share."""

    script: BattleScript
    wall: float                                  # real time, for glows while waiting on a choice
    aims: dict[str, pygame.Rect]                 # where hits fly to (the principal's army)
    button_actions: list[tuple[Button, dict[str, Any]]]
    header: pygame.Rect
    bottom: pygame.Rect
    field: pygame.Rect
    tray: pygame.Rect
    zones: dict[str, pygame.Rect]
    stats: dict[str, pygame.Rect]
    log_rect: pygame.Rect
    panel: pygame.Rect

    def family(self, seat: int | None) -> tuple[int, int, int]:
        if seat is None:
            return (120, 96, 70)
        return pal.family(self.cast.colour(seat), self.colourblind)


    def layout(self) -> None:
        """The header, the field (the tray of dice between the armies) and the bottom's three
        panels; at a scale too large for the window (150 % at 1280x720 put the tray under
        the panels) the whole scene closes up (``shrink_to``): the header, the tray and a gap
        over the bottom need 652 units of height, the two panels and the log 1200 of width."""
        self.shrink_to(1200, 652, margin=0)
        w, h = self.size
        px = self.px
        self.header = pygame.Rect(0, 0, w, px(112))
        self.bottom = pygame.Rect(0, h - px(236), w, px(236))
        self.field = pygame.Rect(0, self.header.bottom, w, self.bottom.top - self.header.bottom)
        tw = px(560) if self.script.paired else px(330)     # paired dice lie in two long rows
        self.tray = pygame.Rect(w // 2 - tw // 2, self.field.top + px(16), tw, px(268))
        margin = px(28)
        self.zones = {
            ATTACK: pygame.Rect(margin, self.field.top, self.tray.left - margin - px(18), self.field.height),
            DEFENCE: pygame.Rect(self.tray.right + px(18), self.field.top,
                                 w - margin - self.tray.right - px(18), self.field.height),
        }
        side_w = px(400)
        self.stats = {
            ATTACK: pygame.Rect(margin, self.bottom.top + px(8), side_w, self.bottom.height - px(40)),
            DEFENCE: pygame.Rect(w - margin - side_w, self.bottom.top + px(8), side_w,
                                 self.bottom.height - px(40)),
        }
        self.log_rect = pygame.Rect(self.stats[ATTACK].right + px(16), self.bottom.top + px(8),
                                    self.stats[DEFENCE].left - self.stats[ATTACK].right - px(32),
                                    self.bottom.height - px(40))
        # The decision panel covers the log at the bottom, so the armies stay in sight.
        pw = self.log_rect.width + px(20)
        count = len(self.buttons)
        wide = self.choice is not None and self.choice[1].get("kind") == "casualties"
        cols = 2 if count > 3 and not wide else 1
        rows = max(1, math.ceil(count / cols))
        bh, gap = (px(36), px(6)) if wide else (px(42), px(10))
        ph = max(self.log_rect.height + px(8), px(78) + rows * (bh + gap) + (px(38) if self.error else 0))
        self.panel = pygame.Rect(0, 0, pw, ph)
        self.panel.midbottom = (w // 2, self.log_rect.bottom + px(4))
        bw = (pw - px(48) - (cols - 1) * gap) // cols
        for i, button in enumerate(self.buttons):
            r, c = (i // cols, i % cols) if cols == 2 else (i, 0)
            button.rect = pygame.Rect(self.panel.x + px(24) + c * (bw + gap),
                                      self.panel.y + px(66) + r * (bh + gap), bw, bh)
            button.scale = self.scale
        self.handoff_button.rect = pygame.Rect(0, 0, px(460), px(56))
        self.handoff_button.rect.center = (w // 2, self.field.centery + px(60))
        self.handoff_button.scale = self.scale
        self.close_button.rect = pygame.Rect(0, 0, px(260), px(52))
        self.close_button.rect.midbottom = (w // 2, self.bottom.top - px(14))
        self.close_button.scale = self.scale
        self._static = None

"""What the play scene draws around the map: the decision panel (the decision's control with
whose decision it is and its question, or what the table waits for) and the banner (round,
phase, step, who is to play, the Disaster track). Functions of what they show, so the scene
only says where."""
from __future__ import annotations

from typing import Callable

import pygame

from game.fief.controller import Asked, Controller, Outcome
from game.shell.i18n import N_, _
from game.shell import fonts
from game.shell import palette as pal
from game.fief.ui.decisions import Mode
from game.fief.ui.decisions.controls import ChoiceButton, fit_text
from game.shell.widgets import Button


class DecisionPanel:
    """The right column's decision panel: the decision (or what the table waits for) and the
    buttons at its foot (show or hide a hand in hot-seat, Diplomacy and gifts, Reactions),
    which it shows, places and makes room for (``mode_area``)."""

    def __init__(self, show_hand: Callable[[], None], hide_hand: Callable[[], None],
                 diplomacy: Callable[[], None], reactions: Callable[[], None],
                 read_rule: Callable[[], None] = lambda: None,
                 refused: Callable[[], Outcome | None] = lambda: None) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hand_button = Button(N_("Show my hand"), show_hand)
        self.hide_button = Button(N_("Hide my hand"), hide_hand)
        self.diplomacy_button = Button(N_("Diplomacy and gifts"), diplomacy)
        self.reactions_button = ChoiceButton(N_("Reactions"), reactions)
        # A refusal shown under the decision links to its rule (issue 20), as F1 does.
        self.refused = refused
        self.rule_button = ChoiceButton(self.rule_label, read_rule)
        self.rule_button.visible = False

    def rule_label(self) -> str:
        refused = self.refused()
        return _("Read section {rule}").format(rule=refused.rule if refused else "")

    @property
    def buttons(self) -> tuple[Button, ...]:
        return (self.hand_button, self.hide_button, self.diplomacy_button, self.reactions_button)

    @property
    def lowered(self) -> bool:
        """Whether a hand button takes the panel's foot."""
        return self.hand_button.visible or self.hide_button.visible

    def layout(self, rect: pygame.Rect, px: Callable[[float], int]) -> None:
        self.rect = pygame.Rect(rect)
        for b in (self.hand_button, self.hide_button):
            b.rect = pygame.Rect(rect.x + px(12), rect.bottom - px(40), rect.width - px(24), px(34))
        self.diplomacy_button.rect = pygame.Rect(rect.x + px(12), rect.bottom - px(80),
                                                 rect.width - px(24), px(34))

    def show_buttons(self, c: Controller, asked: Asked | None, px: Callable[[float], int]) -> None:
        """Which buttons the table has now: a hand to show or hide when several players share
        the screen, Diplomacy for the revealed player, Reactions once that player has one."""
        several = len(c.humans) > 1
        self.hand_button.visible = bool(several and asked is not None and c.revealed != asked.seat)
        self.hide_button.visible = bool(several and c.revealed is not None)
        self.diplomacy_button.visible = c.revealed is not None and not c.finished
        self.diplomacy_button.rect.bottom = self.rect.bottom - (px(46) if self.lowered else px(6))
        self.place_reactions(c, px)

    def place_reactions(self, c: Controller, px: Callable[[float], int]) -> None:
        """Beside Diplomacy, once the revealed player has a reaction setting to take back."""
        reactions = c.reactions.get(c.revealed) if c.revealed is not None else None
        self.reactions_button.visible = bool(self.diplomacy_button.visible and reactions
                                             and reactions.any())
        row = self.rect.width - px(24)
        diplomacy = self.diplomacy_button.rect
        diplomacy.width = row * 3 // 5 - px(4) if self.reactions_button.visible else row
        self.reactions_button.rect = pygame.Rect(diplomacy.right + px(8), diplomacy.y,
                                                 row - diplomacy.width - px(8), diplomacy.height)

    def mode_area(self, px: Callable[[float], int]) -> pygame.Rect:
        """Where the decision's control lays its widgets out: under the prompt, above the
        buttons at the foot."""
        top = self.rect.y + px(84)
        bottom = self.rect.bottom - px(12)
        if self.lowered:
            bottom -= px(44)
        if self.diplomacy_button.visible:
            bottom -= px(40)
        return pygame.Rect(self.rect.x + px(14), top, self.rect.width - px(28), bottom - top)

    def margin(self, px: Callable[[float], int]) -> list[pygame.Rect]:
        """The strips of the column that the panel's own paper leaves showing: its margin,
        as wide as the rounded corners reach (``draw`` fills all the rest, opaque), so the
        column's parchment is blitted there alone."""
        r, edge = self.rect, px(4) + px(6) + 1
        return [pygame.Rect(r.x, r.y, r.width, edge),
                pygame.Rect(r.x, r.bottom - edge, r.width, edge),
                pygame.Rect(r.x, r.y + edge, edge, r.height - 2 * edge),
                pygame.Rect(r.right - edge, r.y + edge, edge, r.height - 2 * edge)]

    def draw(self, surface: pygame.Surface, c: Controller, asked: Asked | None, mode: Mode | None,
             px: Callable[[float], int], colourblind: bool, time: float) -> None:
        panel = self.rect.inflate(-px(8), -px(8))
        error = self.place_rule_link(panel, mode, px)
        draw_decision_panel(surface, panel, c, asked, mode, px, colourblind, time, error)

    def place_rule_link(self, panel: pygame.Rect, mode: Mode | None,
                        px: Callable[[float], int]) -> pygame.Rect:
        """Where a refusal is written, on the decision's last line above the buttons at the
        panel's foot, and its link at the line's end while it is shown."""
        bottom = panel.bottom - px(4) - (px(44) if self.lowered else 0)
        if self.diplomacy_button.visible:
            bottom = min(bottom, self.diplomacy_button.rect.top - px(4))
        refused = self.refused()
        link = self.rule_button
        link.visible = bool(mode is not None and mode.error and refused is not None and refused.rule)
        link.scale = px(100) / 100 * 0.8
        link.rect = pygame.Rect(0, 0, px(150), px(26))
        link.rect.bottomright = (panel.right - px(8), bottom)
        right = link.rect.x - px(6) if link.visible else panel.right - px(10)
        return pygame.Rect(panel.x + px(10), bottom - px(26), right - panel.x - px(10), px(26))


def draw_decision_panel(surface: pygame.Surface, panel: pygame.Rect, c: Controller,
                        asked: Asked | None, mode: Mode | None, px: Callable[[float], int],
                        colourblind: bool, time: float, error: pygame.Rect) -> None:
    """The decision on screen, or the words of what the table waits for (with an hourglass
    turning while computers think). ``error``: where a refusal is written."""
    pygame.draw.rect(surface, pal.PARCHMENT_LIGHT, panel, border_radius=px(6))
    if asked is None or mode is None:
        draw_waiting(surface, panel, c, px, time)
        return
    colour = pal.family(c.colour(asked.seat), colourblind)
    pygame.draw.rect(surface, colour, (panel.x, panel.y, panel.width, px(6)),
                     border_top_left_radius=px(6), border_top_right_radius=px(6))
    pygame.draw.rect(surface, pal.GOLD, panel, width=px(2), border_radius=px(6))
    who = fonts.text(_("{name}, your decision").format(name=c.name(asked.seat)), "bold", px(20),
                     pal.BURGUNDY)
    surface.blit(who, (panel.x + px(10), panel.y + px(10)))
    prompt = pygame.Rect(panel.x + px(10), panel.y + px(36), panel.width - px(20), px(44))
    y = prompt.y
    for line in fonts.wrap(mode.prompt(), "body", px(17), prompt.width)[:2]:
        surface.blit(fonts.text(line, "body", px(17), pal.INK), (prompt.x, y))
        y += px(20)
    mode.draw(surface)
    if mode.error:
        fit_text(surface, mode.error, error, "bold", px(15), pal.ERROR, centred=False)


def draw_waiting(surface: pygame.Surface, panel: pygame.Rect, c: Controller,
                 px: Callable[[float], int], time: float) -> None:
    pygame.draw.rect(surface, pal.INK_FAINT, panel, width=1, border_radius=px(6))
    area = pygame.Rect(panel.x + px(14), panel.y + px(16), panel.width - px(28), px(200))
    y = area.y
    for line in fonts.wrap(waiting_text(c), "italic", px(19), area.width):
        surface.blit(fonts.text(line, "italic", px(19), pal.INK_SOFT), (area.x, y))
        y += px(24)
    if not c.finished and c.waiting_for():          # an hourglass turns while others think
        glass = pygame.Surface((px(30), px(44)), pygame.SRCALPHA)
        pygame.draw.polygon(glass, pal.GOLD_DARK, [(0, 0), (px(30), 0), (px(15), px(22))], 2)
        pygame.draw.polygon(glass, pal.GOLD_DARK,
                            [(0, px(44)), (px(30), px(44)), (px(15), px(22))], 2)
        image = pygame.transform.rotate(glass, (time * 90) % 180)
        surface.blit(image, image.get_rect(center=(panel.centerx, y + px(50))))


def waiting_text(c: Controller) -> str:
    """What the table waits for, when nothing is asked at this screen."""
    if c.finished:
        return _("The game is over.")
    asked = c.current()
    if asked is not None and c.needs_handoff(asked):
        return _("Waiting for {name} to take the seat.").format(name=c.name(asked.seat))
    waiting = [s for s in c.waiting_for() if s not in c.humans]
    players = [s for s in waiting if 0 <= s < len(c.kinds) and c.kinds[s] != "computer"]
    if players and c.lan:
        names = ", ".join(c.name(s) for s in players)
        return _("Waiting for {names} (another screen)…").format(names=names)
    if waiting:
        names = ", ".join(c.name(s) for s in waiting)
        return _("{names} (computer) is thinking…").format(names=names)
    return _("Waiting…")


def banner_image(head: str, sub: str, disasters: int, size: tuple[int, int], buttons_left: int,
                 px: Callable[[float], int], track: str = N_("Disasters")) -> pygame.Surface:
    """The banner across the top: the title, ``head`` and ``sub`` (texts.banner_texts), and
    the Disaster track's face-down cards under ``track`` (the msgid of the edition's name of
    them), left of the buttons that start at ``buttons_left``."""
    w, h = size
    bar = pygame.Surface((w, h), pygame.SRCALPHA)
    bar.fill((*pal.NIGHT, 245))
    pygame.draw.line(bar, pal.GOLD, (0, h - px(3)), (w, h - px(3)), max(1, px(2)))
    title = fonts.text("Fief", "title", px(40), pal.GOLD_LIGHT)
    bar.blit(title, title.get_rect(midleft=(px(16), h // 2)))
    x = px(30) + title.get_width()
    bar.blit(fonts.text(head, "bold", px(22), pal.PARCHMENT_LIGHT), (x, px(6)))
    room = buttons_left - x - px(150)
    fit_text(bar, sub, pygame.Rect(x, px(32), max(40, room), px(24)), "italic", px(19),
             pal.GOLD_LIGHT, centred=False)
    tx = buttons_left - px(140)
    bar.blit(fonts.text(_(track), "italic", px(14), pal.PARCHMENT_DARK), (tx, px(6)))
    for i in range(3):
        card = pygame.Rect(tx + i * px(24), px(26), px(18), px(26))
        if i < disasters:
            pygame.draw.rect(bar, (70, 40, 40), card, border_radius=px(2))
            pygame.draw.rect(bar, pal.GOLD, card, 1, border_radius=px(2))
        else:
            pygame.draw.rect(bar, pal.INK_SOFT, card, 1, border_radius=px(2))
    return bar

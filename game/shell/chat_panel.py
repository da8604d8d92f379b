"""The chat box of LAN games: the lines read so far, who to talk to, and a line to type.

Chat is free talk between players (in the lobby and during the game) and never changes the
game: a trade agreed here is carried out by the engine's own actions, which enforce the rules
(with the Diplomacy optional rules, the markers a trade needs). Private lines go to one seat;
the host sends each player only the lines meant for them, so the panel shows what it is given.
It keeps its own form, so that typing in it never reaches the board's keyboard shortcuts.
"""
from __future__ import annotations

from typing import Any, Callable

import pygame

from game.shell.i18n import N_, _
from game.shell import fonts
from game.shell import palette as pal
from game.shell.form import Form
from game.shell.widgets import Button, Chooser, TextInput

MAX_TYPED = 300             # characters of one line (the host accepts up to net.lobby.MAX_CHAT)
Send = Callable[[str, "int | None"], "str | None"]   # (text, to) -> a refusal to show, or None


class ChatPanel:
    """A chat log over a recipient chooser, a text field and a Send button."""

    def __init__(self, send: Send, title: str = N_("Chat")) -> None:
        self.send_line = send
        self.title = title
        self.input = TextInput("", max_length=MAX_TYPED, on_change=lambda _t: self.clear_error())
        self.to = Chooser([None], show=self.recipient_name)
        self.send_button = Button(N_("Send"), self.send)
        self.form = Form([self.to, self.input, self.send_button], wrap=False)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.names: list[str] = []
        self.colours: list[tuple[int, int, int]] = []
        self.lines: list[dict[str, Any]] = []
        self.error = ""
        self.scroll = 0          # lines scrolled back from the newest

    def px(self, value: float) -> int:
        return max(1, round(value * self.scale))

    # --- content --------------------------------------------------------------------------
    def set_seats(self, names: list[str], colours: list[tuple[int, int, int]],
                  speaker: int | None, private: bool) -> None:
        """Who may be talked to: everyone, and each other seat when private chat makes sense
        (a LAN game, a seat speaking: in hot-seat the others would read it on the screen)."""
        self.names, self.colours = list(names), list(colours)
        options: list[int | None] = [None]
        if private and speaker is not None:
            options += [i for i in range(len(names)) if i != speaker]
        if options != self.to.options:
            current = self.to.value
            self.to.options = options
            self.to.index = options.index(current) if current in options else 0
        self.to.visible = len(options) > 1

    def set_lines(self, lines: list[dict[str, Any]]) -> None:
        if len(lines) != len(self.lines):
            self.scroll = 0
        self.lines = list(lines)

    def recipient_name(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(self.names):
            return _("To everyone")
        return _("To {name} only").format(name=self.names[seat])

    def line_text(self, line: dict[str, Any]) -> str:
        name = str(line.get("name") or "?")
        to = line.get("to")
        if isinstance(to, int) and 0 <= to < len(self.names):
            return _("{name} to {other} (private): {text}").format(
                name=name, other=self.names[to], text=line.get("text", ""))
        return _("{name}: {text}").format(name=name, text=line.get("text", ""))

    # --- input ----------------------------------------------------------------------------
    def clear_error(self) -> None:
        self.error = ""

    def send(self) -> None:
        text = self.input.text.strip()
        if not text:
            return
        refusal = self.send_line(text, self.to.value)
        if refusal:
            self.error = refusal
        else:
            self.input.text = ""
            self.error = ""
            self.scroll = 0

    @property
    def typing(self) -> bool:
        return self.form.focus is self.input

    def handle_event(self, event: pygame.event.Event) -> bool:
        """True when the panel used the event: clicks inside it, and every key while the
        text field has the focus (Enter sends, Esc leaves the field)."""
        if event.type == pygame.MOUSEBUTTONDOWN and not self.rect.collidepoint(event.pos):
            self.form.set_focus(None)
            return False
        if event.type == pygame.KEYDOWN:
            if not self.typing:
                return False
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.send()
            elif event.key == pygame.K_ESCAPE:
                self.form.set_focus(None)
            else:
                self.form.handle_event(event)
            return True
        if event.type == pygame.TEXTINPUT:
            return self.typing and self.form.handle_event(event)
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pygame.mouse.get_pos()):
            self.scroll = max(0, min(len(self.lines) - 1, self.scroll + event.y))
            return True
        used = self.form.handle_event(event)     # a press inside is the panel's, not the map's
        return used or (event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos))

    def update(self, dt: float) -> None:
        self.form.update(dt)

    # --- layout and drawing ---------------------------------------------------------------
    def layout(self, rect: pygame.Rect, scale: float) -> None:
        self.rect, self.scale = pygame.Rect(rect), scale
        px = self.px
        row = px(34)
        bottom = self.rect.bottom - px(6)
        send_w = px(90)
        self.send_button.rect = pygame.Rect(self.rect.right - px(6) - send_w, bottom - row, send_w, row)
        self.input.rect = pygame.Rect(self.rect.x + px(6), bottom - row,
                                      self.send_button.rect.x - self.rect.x - px(12), row)
        self.to.rect = pygame.Rect(self.rect.x + px(6), self.input.rect.y - px(4) - row,
                                   self.rect.width - px(12), row)
        for widget in self.form.widgets:
            widget.scale = scale * 0.8

    def log_area(self) -> pygame.Rect:
        top = self.rect.y + self.px(32)
        bottom = (self.to.rect.y if self.to.visible else self.input.rect.y) - self.px(6)
        if self.error:
            bottom -= self.px(22)
        return pygame.Rect(self.rect.x + self.px(8), top, self.rect.width - self.px(16),
                           max(0, bottom - top))

    def draw(self, surface: pygame.Surface) -> None:
        if self.rect.width < 20 or self.rect.height < 20:
            return
        px = self.px
        box = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        box.fill((*pal.PARCHMENT_LIGHT, 235))
        surface.blit(box, self.rect.topleft)
        pygame.draw.rect(surface, pal.INK_SOFT, self.rect, 1)
        surface.blit(fonts.text(_(self.title), "title", px(22), pal.INK),
                     (self.rect.x + px(8), self.rect.y + px(4)))
        self.draw_lines(surface, self.log_area())
        if self.error:
            image = fonts.text(self.error, "bold", px(15), pal.ERROR)
            surface.blit(image, (self.rect.x + px(8), self.log_area().bottom + px(2)))
        self.form.draw(surface)

    def draw_lines(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The newest lines at the bottom, wrapped, each after a chip of the speaker's colour
        (the name is written too: colour is never the only clue); private lines in italics."""
        size = self.px(16)
        height = fonts.font("body", size).get_linesize()
        chip = self.px(10)
        text_x = area.x + chip + self.px(6)
        y = area.bottom
        clip = surface.get_clip()
        surface.set_clip(area)
        for line in reversed(self.lines[:len(self.lines) - self.scroll]):
            role = "italic" if line.get("private") else "body"
            wrapped = fonts.wrap(self.line_text(line), role, size, area.right - text_x)
            y -= height * len(wrapped)
            sender = line.get("from")
            if isinstance(sender, int) and 0 <= sender < len(self.colours):
                square = pygame.Rect(area.x, y + (height - chip) // 2, chip, chip)
                pygame.draw.rect(surface, self.colours[sender], square)
                pygame.draw.rect(surface, pal.INK, square, 1)
            for i, part in enumerate(wrapped):
                surface.blit(fonts.text(part, role, size, pal.INK), (text_x, y + i * height))
            if y < area.y:
                break
        surface.set_clip(clip)

"""The whole rules reference, searchable, over the dimmed game (from F1's step help).

The left column lists the sections (filtered by the words typed in the search line, accents
and case ignored); the right shows the chosen section, scrolled by the wheel, with a link to
every other section its text names. Opened at a rule (a refusal's ``5.0``, a step's section),
it shows that section first. The text is docs/rules.md (game.fief.rules_text), followed by what each card, title, troop,
building and relic does (game.fief.ui.card_texts), translated.
"""
from __future__ import annotations

from functools import partial

import pygame

from game.shell.i18n import N_, _, language
from game.shell import decor, fonts
from game.shell import palette as pal
from game.fief.rules_text import Section, find, read_sections, rules_file, search
from game.shell.base import UIScene
from game.shell.stack import Shell
from game.fief.ui.card_texts import reference
from game.shell.widgets import Button, TextInput

MAX_LINKS = 6


def card_sections(edition: str = "1429") -> list[Section]:
    """The cards, titles, troops, buildings and relics (game.fief.ui.card_texts) as sections, in
    the player's language and as the game's edition gives them, after the rules."""
    return [Section(_(kind), 2, (), tuple(f"{_(e.name)} ({e.section}): {_(e.text)} {_(e.when)}" for e in entries))
            for kind, entries in reference(edition)]


class RulesReferenceScene(UIScene):
    transparent = True

    def __init__(self, app: Shell, rule: str | None = None, edition: str = "1429") -> None:
        super().__init__(app)
        path = rules_file(language())
        self.translated = path.name != "rules.md" or language() == "en"
        try:
            self.sections = read_sections(path.read_text(encoding="utf-8"))
        except OSError:
            self.sections = []
        self.sections += card_sections(edition)
        self.matches = list(range(len(self.sections)))
        self.current = (find(self.sections, rule) if rule else None) or 0
        self.first = 0                      # first title shown in the list
        self.scroll = 0                     # pixels of the text scrolled away
        self.rows: list[tuple[int, pygame.Rect]] = []
        self.search_input = TextInput(max_length=40, on_change=self.on_search)
        self.close_button = Button(N_("Close"), self.close, primary=True)
        self.links: list[Button] = []
        self.form.add(self.search_input)
        self.form.add(self.close_button)
        self.form.set_focus(self.search_input)
        self.panel = self.list_area = self.text_area = pygame.Rect(0, 0, 0, 0)
        self.show(self.current)

    # ----- what is shown -------------------------------------------------------------------
    @property
    def section(self) -> Section | None:
        return self.sections[self.current] if self.sections else None

    def show(self, index: int) -> None:
        self.current, self.scroll = index, 0
        for link in self.links:
            self.form.remove(link)
        self.links = []
        section = self.section
        if section is None:
            return
        for number in section.mentions():
            target = find(self.sections, number)
            if target is not None and target != index and len(self.links) < MAX_LINKS:
                link = Button(partial(str, number), partial(self.show, target))
                self.form.add(link)
                self.links.append(link)
        self.layout()

    def on_search(self, text: str) -> None:
        self.matches = search(self.sections, text)
        self.first = 0
        if self.matches and self.current not in self.matches:
            self.show(self.matches[0])

    def close(self) -> None:
        self.stack.pop()

    # ----- input ---------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for index, rect in self.rows:
                if rect.collidepoint(event.pos):
                    self.show(index)
                    return None
        if event.type == pygame.MOUSEWHEEL:
            if self.list_area.collidepoint(pygame.mouse.get_pos()):
                self.first = max(0, min(self.first - event.y, len(self.matches) - 1))
            else:
                self.scroll = max(0, self.scroll - event.y * self.px(40))
            return None
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and self.form.focus is self.search_input and self.matches:
            self.show(self.matches[0])
            return None
        return super().handle_event(event)

    def on_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_F1):
            self.close()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            step = self.text_area.height * (1 if event.key == pygame.K_PAGEDOWN else -1)
            self.scroll = max(0, self.scroll + step)
        return None

    # ----- layout and drawing --------------------------------------------------------------
    def layout(self) -> None:
        w, h = self.size
        px = self.px
        self.panel = pygame.Rect(0, 0, min(px(1400), w - 40), min(px(860), h - 40))
        self.panel.center = (w // 2, h // 2)
        left = self.panel.x + px(30)
        list_width = min(px(360), self.panel.width // 3)
        self.search_input.rect = pygame.Rect(left, self.panel.y + px(110), list_width, px(40))
        self.list_area = pygame.Rect(left, self.search_input.rect.bottom + px(12), list_width,
                                     self.panel.bottom - px(40) - self.search_input.rect.bottom - px(12))
        x = left + list_width + px(30)
        self.close_button.rect = pygame.Rect(0, 0, px(180), px(46))
        self.close_button.rect.bottomright = (self.panel.right - px(30), self.panel.bottom - px(24))
        link_y = self.close_button.rect.y
        self.text_area = pygame.Rect(x, self.panel.y + px(150), self.panel.right - px(30) - x,
                                     link_y - px(16) - self.panel.y - px(150))
        lx = x + px(110)
        for link in self.links:
            link.rect = pygame.Rect(lx, link_y, px(84), px(46))
            lx += px(92)
        for widget in self.form.widgets:
            widget.scale = self.scale * (0.8 if widget in self.links else 1.0)

    def draw(self, surface: pygame.Surface) -> None:
        decor.dim(surface)
        decor.panel(surface, self.panel, self.scale)
        px = self.px
        self.heading(surface, _("Rules reference"), (self.panel.centerx, self.panel.y + px(46)), 44)
        self.write(surface, _("Search the rules:"), (self.search_input.rect.x, self.search_input.rect.y - px(6)),
                   size=19, role="italic", colour=pal.INK_SOFT, anchor="bottomleft")
        self.draw_list(surface)
        self.draw_text(surface)
        if self.links:
            self.write(surface, _("See also:"), (self.text_area.x, self.close_button.rect.centery), size=19,
                       role="italic", colour=pal.INK_SOFT, anchor="midleft")
        self.form.draw(surface)

    def draw_list(self, surface: pygame.Surface) -> None:
        self.rows = []
        height = self.px(34)
        if not self.matches:
            self.write(surface, _("Nothing found."), self.list_area.topleft, size=20, role="italic",
                       colour=pal.INK_SOFT)
        for i, index in enumerate(self.matches[self.first:]):
            rect = pygame.Rect(self.list_area.x, self.list_area.y + i * height, self.list_area.width, height - 2)
            if rect.bottom > self.list_area.bottom:
                break
            self.rows.append((index, rect))
            section = self.sections[index]
            if index == self.current:
                pygame.draw.rect(surface, pal.GOLD_LIGHT, rect, border_radius=self.px(4))
            indent = self.px(16) if section.level > 2 else 0
            title = section.title or _("Introduction")
            line = fonts.wrap(title, "body", self.px(18), rect.width - indent - self.px(8))[:1]
            self.write(surface, line[0] if line else title, (rect.x + indent + self.px(4), rect.centery),
                       size=18, role="bold" if section.level == 2 else "body", anchor="midleft")

    def draw_text(self, surface: pygame.Surface) -> None:
        section = self.section
        area = self.text_area
        if section is None:
            self.write(surface, _("The rules reference could not be read."), area.topleft, size=22, role="italic")
            return
        self.write(surface, section.title or _("Introduction"), (area.x, area.y - self.px(42)), size=28,
                   role="bold", colour=pal.BURGUNDY)
        clip = surface.get_clip()
        surface.set_clip(area)
        y = area.y - self.scroll
        if not self.translated:
            y += self.write_wrapped(surface, _("This reference is in English; each step's summary (F1) is translated."),
                                    pygame.Rect(area.x, y, area.width, 0), size=18, role="italic",
                                    colour=pal.INK_SOFT) + self.px(10)
        for paragraph in section.paragraphs:
            y += self.write_wrapped(surface, paragraph, pygame.Rect(area.x, y, area.width, 0), size=20) + self.px(10)
        surface.set_clip(clip)
        content = y + self.scroll - area.y          # the section's whole height
        self.scroll = max(0, min(self.scroll, content - area.height))

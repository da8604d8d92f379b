"""Choose a saved game to open, rename or delete.

Every save of the saves folder is listed newest first (game.shell.save_slots): the named saves and
the autosaves (the last one, which Continue opens, and those kept at the end of the last
phases), each with its date, round, phase, families and a small picture of the board. A click
selects a row, a double click (or Enter) opens it, Replay steps through it move by move
(the game's own replay, ``GameClient.replay``); Rename (F2) edits its name in place; Delete
(the Delete key) asks once more before the file goes.
"""
from __future__ import annotations

import pygame

from game.shell import save_slots
from game.shell.contract import Collection, collection_of
from game.shell.i18n import N_, _
from game.shell import decor
from game.shell import palette as pal
from game.shell.save_slots import SlotError, SlotInfo
from game.shell.base import MenuScene
from game.shell.overlays import MessageScene
from game.shell.stack import Shell
from game.shell.widgets import Button, TextInput

DOUBLE_CLICK_FRAMES = 30


class LoadScene(MenuScene):
    def __init__(self, app: Shell) -> None:
        super().__init__(app)
        self.slots: list[SlotInfo] = []
        self.selected = 0
        self.first = 0                         # the first row shown (scrolling)
        self.rows: list[tuple[int, pygame.Rect]] = []
        self.confirm_delete = False
        self.renaming = False
        self.message = ""
        self.last_click: tuple[int, int] = (-1, -DOUBLE_CLICK_FRAMES)   # row, frame
        self.pictures: dict[tuple[str, float, tuple[int, int], bool], pygame.Surface] = {}
        self.open_button = Button(N_("Open"), self.open_selected, primary=True)
        self.rename_button = Button(N_("Rename"), self.start_rename)
        self.delete_button = Button(self.delete_label, self.delete_selected)
        self.replay_button = Button(N_("Replay"), self.replay_selected)
        self.back_button = Button(N_("Back"), self.back)
        self.name_input = TextInput(max_length=save_slots.MAX_NAME)
        self.ok_button = Button(N_("Rename"), self.finish_rename, primary=True)
        self.cancel_button = Button(N_("Cancel"), self.cancel_rename)
        for widget in (self.open_button, self.replay_button, self.rename_button, self.delete_button, self.back_button,
                       self.name_input, self.ok_button, self.cancel_button):
            self.form.add(widget)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.list_area = pygame.Rect(0, 0, 0, 0)
        self.refresh()

    # ----- the list ------------------------------------------------------------------------
    def refresh(self, select: str | None = None) -> None:
        """Read the folder again (after a rename or a delete), keeping a selection."""
        self.slots = save_slots.list_slots(collection_of(self.app).readers)
        names = [s.path.name for s in self.slots]
        if select in names:
            self.selected = names.index(select)
        self.selected = max(0, min(self.selected, len(self.slots) - 1))
        self.confirm_delete = False
        self.show_buttons()

    def show_buttons(self) -> None:
        has = bool(self.slots)
        for button in (self.open_button, self.replay_button, self.rename_button, self.delete_button):
            button.visible = not self.renaming
            button.enabled = has
        self.open_button.enabled = has            # an unreadable file says why when opened
        self.replay_button.enabled = has and not self.slots[self.selected].error \
            and collection_of(self.app).get(self.slots[self.selected].game) is not None
        self.back_button.visible = not self.renaming
        for widget in (self.name_input, self.ok_button, self.cancel_button):
            widget.visible = self.renaming
        self.form.set_focus(self.name_input if self.renaming else
                            self.open_button if self.open_button.enabled else self.back_button)

    @property
    def slot(self) -> SlotInfo | None:
        return self.slots[self.selected] if self.slots else None

    def visible_rows(self) -> int:
        return max(1, self.list_area.height // self.row_height())

    def row_height(self) -> int:
        return self.px(92)

    def select(self, index: int) -> None:
        if not self.slots:
            return
        self.selected = max(0, min(index, len(self.slots) - 1))
        shown = self.visible_rows()
        if self.selected < self.first:
            self.first = self.selected
        elif self.selected >= self.first + shown:
            self.first = self.selected - shown + 1
        self.confirm_delete = False
        self.message = ""
        self.show_buttons()

    # ----- actions -------------------------------------------------------------------------
    def open_selected(self) -> None:
        slot = self.slot
        if slot is None:
            return
        if slot.error:                           # one sentence naming the file (issue 18)
            self.stack.push(MessageScene(self.app, N_("Cannot open this game"),
                                         lambda: _("The save file {name} cannot be read ({error}).").format(
                                             name=slot.path.name, error=slot.reason or _(slot.error))))
            return
        self.app.open_save(slot.path)

    def replay_selected(self) -> None:
        slot = self.slot
        if slot is None or slot.error:
            return
        client = collection_of(self.app).get(slot.game)
        if client is None:
            return
        try:
            self.stack.push(client.replay(self.app, slot.path))
        except ValueError as exc:                # engine.record.LoadError
            problem = str(exc)
            self.stack.push(MessageScene(self.app, N_("Cannot open this game"),
                                         lambda: _("The save file {name} cannot be read ({error}).").format(
                                             name=slot.path.name, error=problem)))

    def delete_label(self) -> str:
        return _("Really delete?") if self.confirm_delete else _("Delete")

    def delete_selected(self) -> None:
        slot = self.slot
        if slot is None:
            return
        if not self.confirm_delete:
            self.confirm_delete = True
            return
        try:
            save_slots.delete(slot)
        except SlotError as exc:
            self.message = _(exc.message).format(name=exc.name)
            return
        self.message = _("“{name}” deleted.").format(name=self.slot_name(slot))
        self.refresh()

    def start_rename(self) -> None:
        slot = self.slot
        if slot is None:
            return
        self.renaming = True
        self.name_input.text = "" if slot.autosave else slot.path.stem
        self.message = ""
        self.show_buttons()

    def finish_rename(self) -> None:
        slot = self.slot
        if slot is None:
            return
        try:
            path = save_slots.rename(slot, self.name_input.text)
        except SlotError as exc:
            self.message = _(exc.message).format(name=exc.name)
            self.form.set_focus(self.name_input)     # type the name again at once
            return
        self.renaming = False
        self.message = ""
        self.refresh(select=path.name)

    def cancel_rename(self) -> None:
        self.renaming = False
        self.message = ""
        self.show_buttons()

    # ----- input ---------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and not self.renaming and self.list_key(event):
            return None
        if event.type == pygame.KEYDOWN and self.renaming and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and self.form.focus is self.name_input:
            self.finish_rename()
            return None
        if event.type == pygame.MOUSEWHEEL and not self.renaming:
            self.first = max(0, min(self.first - event.y, len(self.slots) - self.visible_rows()))
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.renaming:
            for index, rect in self.rows:
                if rect.collidepoint(event.pos):
                    self.click_row(index)
                    return None
        return super().handle_event(event)

    def list_key(self, event: pygame.event.Event) -> bool:
        moves = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -self.visible_rows(),
                 pygame.K_PAGEDOWN: self.visible_rows()}
        if event.key in moves:
            self.select(self.selected + moves[event.key])
        elif event.key == pygame.K_DELETE:
            self.delete_selected()
        elif event.key == pygame.K_F2:
            self.start_rename()
        else:
            return False
        return True

    def click_row(self, index: int) -> None:
        frame = getattr(self.app, "frame_count", 0)
        row, when = self.last_click
        self.last_click = (index, frame)
        if row == index and frame - when <= DOUBLE_CLICK_FRAMES and index == self.selected:
            self.open_selected()
            return
        self.select(index)

    def on_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.renaming:
            self.cancel_rename()
            return None
        return super().on_event(event)

    # ----- layout and drawing --------------------------------------------------------------
    def layout(self) -> None:
        self.centre_panel(1100, 820)
        inner = self.inner()
        bh, gap = self.px(50), self.px(14)
        self.list_area = pygame.Rect(inner.x, inner.y + self.px(70), inner.width,
                                     inner.height - self.px(70) - bh - self.px(54))
        y = inner.bottom - bh
        bw = (inner.width - 4 * gap) // 5
        for i, button in enumerate((self.open_button, self.replay_button, self.rename_button,
                                    self.delete_button, self.back_button)):
            button.rect = pygame.Rect(inner.x + i * (bw + gap), y, bw, bh)
        self.name_input.rect = pygame.Rect(inner.x, y, inner.width - 2 * (bw + gap), bh)
        self.ok_button.rect = pygame.Rect(self.name_input.rect.right + gap, y, bw, bh)
        self.cancel_button.rect = pygame.Rect(self.ok_button.rect.right + gap, y, bw, bh)
        for widget in self.form.widgets:
            widget.scale = self.scale
        self.pictures.clear()
        self.select(self.selected)

    def slot_name(self, slot: SlotInfo) -> str:
        if slot.latest:
            return _("Last autosave (Continue)")
        if slot.autosave:
            return _("Autosave at the end of a phase")
        return slot.name

    def slot_details(self, slot: SlotInfo) -> str:
        when = f"{slot.modified:%Y-%m-%d %H:%M}"
        if not slot.error:               # which game of the collection, which rules (issue 36)
            when += " · " + game_words(collection_of(self.app), slot)
        if slot.error:
            return when + " · " + _(slot.error)
        if slot.finished:
            return when + " · " + _("The game is over")
        client = collection_of(self.app).get(slot.game)
        if client is not None:                  # its round and phase in its own words
            return when + " · " + client.progress(slot.summary)
        return when

    def picture(self, slot: SlotInfo, size: tuple[int, int]) -> pygame.Surface | None:
        """The game's picture of the save (Fief's board), drawn once per size and setting."""
        client = collection_of(self.app).get(slot.game)
        if client is None or slot.error:
            return None
        colourblind = bool(getattr(self.app.settings, "colourblind", False))
        key = (slot.path.name, slot.modified.timestamp(), size, colourblind)
        if key not in self.pictures:
            picture = client.thumbnail(self.app, slot.summary, size, colourblind)
            if picture is None:
                return None
            self.pictures[key] = picture
        return self.pictures[key]

    def draw(self, surface: pygame.Surface) -> None:
        inner = self.draw_page(surface, _("Load a game"), 52)
        if not self.slots:
            self.write(surface, _("No saved games yet."), (self.panel.centerx, self.list_area.y + self.px(20)),
                       size=26, role="italic", colour=pal.INK_SOFT, anchor="midtop")
        self.rows = []
        height = self.row_height()
        for i, slot in enumerate(self.slots[self.first:self.first + self.visible_rows()]):
            index = self.first + i
            rect = pygame.Rect(self.list_area.x, self.list_area.y + i * height, self.list_area.width,
                               height - self.px(6))
            self.rows.append((index, rect))
            self.draw_row(surface, slot, rect, index == self.selected)
        if len(self.slots) > self.visible_rows():
            self.write(surface, _("{first}–{last} of {total}").format(
                first=self.first + 1, last=min(len(self.slots), self.first + self.visible_rows()),
                total=len(self.slots)), (inner.right, self.list_area.y - self.px(8)), size=18,
                role="italic", colour=pal.INK_SOFT, anchor="bottomright")
        if self.renaming:
            self.write(surface, _("New name for “{name}”:").format(name=self.slot_name(self.slots[self.selected])),
                       (inner.x, self.name_input.rect.y - self.px(8)), size=20, role="italic",
                       anchor="bottomleft")
        if self.message:
            y = self.name_input.rect.y - self.px(34 if self.renaming else 8)
            self.write(surface, self.message, (inner.right, y), size=20, role="italic",
                       colour=pal.BURGUNDY, anchor="bottomright")
        self.form.draw(surface)

    def draw_row(self, surface: pygame.Surface, slot: SlotInfo, rect: pygame.Rect, selected: bool) -> None:
        fill = pal.GOLD_LIGHT if selected else pal.PARCHMENT_LIGHT
        pygame.draw.rect(surface, fill, rect, border_radius=self.px(6))
        pygame.draw.rect(surface, pal.GOLD_DARK if selected else pal.INK_FAINT, rect,
                         width=max(1, self.px(2 if selected else 1)), border_radius=self.px(6))
        pad = self.px(8)
        size = (round((rect.height - 2 * pad) * 1.5), rect.height - 2 * pad)
        image = self.picture(slot, size)
        if image is not None:
            surface.blit(image, (rect.x + pad, rect.y + pad))
        x = rect.x + 2 * pad + size[0]
        self.write(surface, self.slot_name(slot), (x, rect.y + pad), size=24, role="bold")
        colour = pal.BURGUNDY if slot.error else pal.INK_SOFT
        self.write(surface, self.slot_details(slot), (x, rect.y + pad + self.px(28)), size=18,
                   role="italic", colour=colour)
        fx, fy = x, rect.y + pad + self.px(52)
        colourblind = bool(getattr(self.app.settings, "colourblind", False))
        for family in slot.families:
            shield = pygame.Rect(fx, fy, self.px(14), self.px(17))
            if fx + self.px(140) > rect.right:
                break
            decor.shield(surface, shield, pal.family(family.colour, colourblind), pal.INK, 1)
            fx = self.write(surface, family.name, (shield.right + self.px(5), fy - self.px(1)),
                            size=17).right + self.px(14)


def game_words(clients: Collection, slot: SlotInfo) -> str:
    """The game and rules a save holds, in its game's words (its ``table_words`` of the
    settings its ``summary`` read); a game no client reads by its name."""
    client = clients.get(slot.game)
    if client is None:
        return slot.game
    return client.table_words(slot.summary.settings)

"""The new-game form of Middle-Ages: 2 to 5 lords (M1), each a name, a colour of the box (M2)
and a seat (at this screen, a computer, or a player on the LAN: then Start becomes Host on
the LAN and opens the host's lobby), the computers' level and the seed. The form only gathers
choices: the game's options are checked by the referee (``MIDDLE_AGES.new``), whose refusal is
shown translated."""
from __future__ import annotations

import random
from dataclasses import dataclass
from functools import partial
from pathlib import Path

import pygame

from engine.errors import OptionsError
from engine.middle_ages.api import COLOURS, LEVEL_NAMES, MAX_PLAYERS, MIDDLE_AGES, MIN_PLAYERS
from game.shell import paths
from game.shell.i18n import N_, _
from game.middle_ages import table as seating
from game.middle_ages.lobby import MAHostLobbyScene
from game.middle_ages.coach import Coach, tutorial_setup
from game.middle_ages.scene import MAPlayScene
from game.middle_ages.table import DEFAULT_LEVEL, FORM_SEATS, MASetup, MATable
from game.shell import palette as pal
from game.shell.base import MenuScene
from game.shell.stack import Shell
from game.shell.unfinished import keep_before_new_game, kept_words
from game.shell.widgets import Button, Chooser, TextInput

DEFAULT_NAMES = ("Aliénor", "Baudouin", "Constance", "Dagobert", "Ermengarde")
COLOUR_NAMES = {"blue": N_("Blue"), "red": N_("Red"), "green": N_("Green"),
                "yellow": N_("Yellow"), "pink": N_("Pink")}
SEAT_NAMES = {"human": N_("At this screen"), "computer": N_("Computer"),
              "lan": N_("Network (LAN)")}
NAME_LENGTH = 16
SEED_LENGTH = 9


@dataclass
class LordRow:
    """The widgets of one lord of Middle-Ages' new-game form."""

    colour: Chooser
    name: TextInput
    seat: Chooser
    remove: Button


class MASetupScene(MenuScene):
    def __init__(self, app: Shell, players: int = 3) -> None:
        super().__init__(app)
        self.rows: list[LordRow] = []
        self.error = ""
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.add_button = Button(N_("Add a lord"), self.add_row)
        levels = list(MIDDLE_AGES.bot_levels)
        self.level = Chooser(levels, levels.index(DEFAULT_LEVEL),
                             show=lambda lv: _(LEVEL_NAMES.get(lv, lv)))
        self.seed = TextInput(str(random.randrange(1, 10 ** SEED_LENGTH)), max_length=SEED_LENGTH,
                              allowed=str.isdigit)
        self.back_button = Button(N_("Back"), self.back)
        self.start_button = Button(self.start_label, self.start, primary=True)
        self.tutorial_button = Button(N_("Tutorial"), self.start_tutorial)
        for _i in range(players):
            self.add_row()

    def add_row(self) -> None:
        if len(self.rows) >= MAX_PLAYERS:
            return
        used = {row.colour.value for row in self.rows}
        colour = next(c for c in COLOURS if c not in used)
        names = {row.name.text for row in self.rows}
        name = next((n for n in DEFAULT_NAMES if n not in names), "")
        seat = "human" if not self.rows else "computer"
        row = LordRow(Chooser(list(COLOURS), COLOURS.index(colour),
                              show=lambda c: _(COLOUR_NAMES.get(c, c))),
                      TextInput(name, max_length=NAME_LENGTH),
                      Chooser(list(FORM_SEATS), FORM_SEATS.index(seat),
                              show=lambda s: _(SEAT_NAMES[s])),
                      Button(lambda: "×", lambda: None))
        row.remove.on_click = partial(self.remove_row, row)
        self.rows.append(row)
        self.rebuild()

    def remove_row(self, row: LordRow) -> None:
        if len(self.rows) > MIN_PLAYERS and row in self.rows:
            self.rows.remove(row)
            self.rebuild()

    def rebuild(self) -> None:
        widgets = []
        for row in self.rows:
            widgets += [row.colour, row.name, row.seat, row.remove]
            row.remove.enabled = len(self.rows) > MIN_PLAYERS
        self.add_button.enabled = len(self.rows) < MAX_PLAYERS
        widgets += [self.add_button, self.level, self.seed, self.tutorial_button,
                    self.back_button, self.start_button]
        self.form.widgets = widgets
        for widget in widgets:
            widget.scale = self.scale
        self.layout()

    def build(self) -> MASetup | None:
        """The table the form describes, or None with ``self.error`` saying why not."""
        if not self.seed.text.isdigit():
            self.error = _("The seed must be a whole number.")
            return None
        setup = MASetup(tuple((row.name.text.strip(), str(row.colour.value)) for row in self.rows),
                        tuple(str(row.seat.value) for row in self.rows), int(self.seed.text),
                        str(self.level.value))
        try:
            MIDDLE_AGES.new(setup.options())
        except OptionsError as exc:
            self.error = _(str(exc))
            return None
        self.error = ""
        return setup

    def start_label(self) -> str:
        hosting = any(row.seat.value == "lan" for row in self.rows)
        return _("Host on the LAN") if hosting else _("Start")

    def start(self) -> None:
        setup = self.build()
        if setup is None:
            return
        if "lan" in setup.seats:        # the lobby opens the table and waits for its players
            self.stack.replace(MAHostLobbyScene(self.app, setup))
            return
        kept = keep_before_new_game(self.app, MIDDLE_AGES.name)   # an unfinished game kept
        autosave: Path | None = paths.autosave_path(MIDDLE_AGES.name) if self.app.persist else None
        table = MATable(setup, bot_delay=seating.BOT_DELAY)
        scene = MAPlayScene(self.app, table, autosave)
        scene.tell(kept_words(kept))          # where an unfinished game was kept, if one was
        self.stack.replace(scene)

    def start_tutorial(self) -> None:
        """The tutorial with the first lord's name (``tutorial``)."""
        name = self.rows[0].name.text.strip() if self.rows else ""
        self.stack.replace(tutorial(self.app, name))

    def layout(self) -> None:
        """The lords' rows, the level and the seed above the row of buttons; a window too
        small for the page at the scale chosen (150 % at 1280x720 put the level and the seed
        under Tutorial and Back) closes it up (``shrink_to``)."""
        self.shrink_to(1300, 760)
        self.centre_panel(1300, 760)
        inner = self.inner()
        rh, gap = self.px(46), self.px(12)
        top = inner.y + self.px(140)         # under the title and the columns' captions
        widths = (self.px(200), self.px(280), self.px(260), rh)
        for i, row in enumerate(self.rows):
            x = inner.x
            for widget, width in zip((row.colour, row.name, row.seat, row.remove), widths):
                widget.rect = pygame.Rect(x, top + i * (rh + gap), width, rh)
                x += width + self.px(14)
        self.add_button.rect = pygame.Rect(inner.x, top + len(self.rows) * (rh + gap) + self.px(6),
                                           self.px(240), rh)
        self.level.rect = pygame.Rect(inner.x, self.add_button.rect.bottom + self.px(70),
                                      self.px(300), rh)
        self.seed.rect = pygame.Rect(self.level.rect.right + self.px(40), self.level.rect.y,
                                     self.px(200), rh)
        bw = self.px(220)
        self.start_button.rect = pygame.Rect(0, 0, bw, self.px(56))
        self.start_button.rect.bottomright = (inner.right, inner.bottom)
        self.back_button.rect = pygame.Rect(0, 0, bw, self.px(56))
        self.back_button.rect.bottomright = (self.start_button.rect.x - self.px(20), inner.bottom)
        self.tutorial_button.rect = pygame.Rect(0, 0, bw, self.px(56))
        self.tutorial_button.rect.bottomright = (self.back_button.rect.x - self.px(20),
                                                 inner.bottom)

    def draw(self, surface: pygame.Surface) -> None:
        inner = self.draw_page(surface, _("A new game of Middle-Ages"), 50)
        self.write(surface, _("Lords (2 to 5)"), (inner.x, inner.y + self.px(60)), size=28,
                   role="bold")
        if self.rows:                   # each column's caption, as Fief's form has them
            first = self.rows[0]
            name_label = _("Name (up to {n} characters)").format(n=NAME_LENGTH)
            for label, widget in ((_("Colour"), first.colour), (name_label, first.name),
                                  (_("Seat"), first.seat)):
                self.write(surface, label, (widget.rect.x, widget.rect.y - self.px(6)), size=19,
                           role="italic", colour=pal.INK_SOFT, anchor="bottomleft")
        self.write(surface, _("Computer level"), (self.level.rect.x, self.level.rect.y - self.px(6)),
                   size=19, role="italic", colour=pal.INK_SOFT, anchor="bottomleft")
        self.write(surface, _("Seed"), (self.seed.rect.x, self.seed.rect.y - self.px(6)), size=19,
                   role="italic", colour=pal.INK_SOFT, anchor="bottomleft")
        self.form.draw(surface)
        if self.error:
            area = pygame.Rect(inner.x, self.start_button.rect.y,
                               self.back_button.rect.x - inner.x - self.px(20), self.px(66))
            self.write_wrapped(surface, self.error, area, size=22, role="bold", colour=pal.ERROR)


def tutorial(app: Shell, name: str = "") -> MAPlayScene:
    """The tutorial (coach.py), from the title screen's card or the form: the player, by the
    name given or "You", against two computers, explained as it goes; not saved for
    Continue, so a game in progress keeps its autosave (issue 37, Build 3)."""
    table = MATable(tutorial_setup(name or _("You")), bot_delay=seating.BOT_DELAY)
    return MAPlayScene(app, table, None, coach=Coach())

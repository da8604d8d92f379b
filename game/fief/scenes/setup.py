"""The new-game form: families at the table, rule edition, optional rules, seed.

A table with a "Network (LAN)" seat is hosted: Start opens the host's lobby
(``game.fief.scenes.host_lobby.FiefHostLobbyScene``), where players on the network claim those seats.

The form only gathers choices; ``engine.fief.options.GameOptions`` decides whether they can start a
game, and its refusal is shown on screen (translated when the catalogue knows the message).
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from functools import partial

import pygame

from engine.fief.api import (
    COLOURS,
    EDITIONS,
    FIEF,
    MAX_PLAYERS,
    MIN_PLAYERS,
    OPTIONAL_RULES,
    GameOptions,
    OptionsError,
    PlayerSpec,
)
from game.shell.i18n import N_, _
from game.shell import fonts
from game.shell import palette as pal
from game.shell.base import MenuScene
from game.fief.scenes.host_lobby import FiefHostLobbyScene
from game.fief.scenes.open_game import start_game
from game.shell.stack import Shell
from game.fief.table import BOT_LEVEL, LEVELS, SEAT_KINDS, TableSetup
from game.fief.ui.texts import EDITION_LINES, EDITION_NAMES, LEVEL_LINES, level_name, rule_label
from game.shell.widgets import Button, Checkbox, Chooser, ColourChooser, TextInput

DEFAULT_NAMES = ("Armagnac", "Bourgogne", "Anjou", "Foix", "Valois", "Montfort")
DEFAULT_PLAYERS = 4
NAME_LENGTH = 16
LEFT_SHARE = 0.66        # the families' share of the page's width, the rules the rest
SEED_LENGTH = 9

COLOUR_NAMES = {
    "blue": N_("Blue"), "red": N_("Red"), "green": N_("Green"),
    "yellow": N_("Yellow"), "magenta": N_("Magenta"), "white": N_("White"),
}
SEAT_NAMES = {"human": N_("At this screen"), "computer": N_("Computer"), "lan": N_("Network (LAN)")}


def colour_name(colour: str) -> str:
    return _(COLOUR_NAMES[colour]) if colour in COLOUR_NAMES else colour


def translate_refusal(message: str) -> str:
    """The engine's refusal in the player's language when the catalogue has it."""
    return _(message)


def default_table(players: int = DEFAULT_PLAYERS, seed: int = 1429) -> TableSetup:
    """The table the form starts with (also used by --scene board and the benchmark)."""
    specs = tuple(PlayerSpec(DEFAULT_NAMES[i], COLOURS[i]) for i in range(players))
    seats = ("human",) + ("computer",) * (players - 1)
    return TableSetup(GameOptions(players=specs, seed=seed), seats)


@dataclass
class SeatRow:
    """The widgets of one seat of the new-game form."""

    colour: ColourChooser
    name: TextInput
    seat: Chooser
    level: Chooser        # the computer's level; offered for a computer seat only
    remove: Button


def name_character(ch: str) -> bool:
    """A character a family's name may hold: printable, and drawn by the bundled fonts."""
    return ch.isprintable() and fonts.can_draw(ch)


class SetupScene(MenuScene):
    def __init__(self, app: Shell, players: int = DEFAULT_PLAYERS) -> None:
        super().__init__(app)
        self.rows: list[SeatRow] = []
        self.error = ""
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.fit = 1.0                # the page closed up to fit a small window (layout)
        self.add_button = Button(N_("Add a family"), self.add_row)
        self.edition = Chooser(list(EDITIONS), 0, show=lambda e: _(EDITION_NAMES.get(e, e)),
                               on_change=self.edition_changed)
        self.rules = {key: Checkbox(partial(rule_label, key)) for key in OPTIONAL_RULES}
        self.seed = TextInput(str(random.randrange(1, 10 ** SEED_LENGTH)), max_length=SEED_LENGTH,
                              allowed=str.isdigit)
        self.reseed_button = Button(N_("New seed"), self.new_seed)
        self.back_button = Button(N_("Back"), self.back)
        self.start_button = Button(self.start_label, self.start, primary=True)
        for _i in range(players):
            self.add_row()
        self._rebuild_form()

    # ----- rows ----------------------------------------------------------------------------
    def add_row(self) -> None:
        if len(self.rows) >= MAX_PLAYERS:
            return
        used_colours = {row.colour.value for row in self.rows}
        used_names = {row.name.text for row in self.rows}
        colour = next(c for c in COLOURS if c not in used_colours)
        name = next((n for n in DEFAULT_NAMES if n not in used_names), "")
        seat = "human" if not self.rows else "computer"
        row = SeatRow(
            ColourChooser(COLOURS, COLOURS.index(colour), show=colour_name,
                          colourblind=lambda: self.app.settings.colourblind,
                          on_change=lambda _v: self.clear_error()),
            TextInput(name, max_length=NAME_LENGTH, allowed=name_character,
                      on_change=lambda _t: self.clear_error(), on_refuse=self.refuse_name),
            Chooser(SEAT_KINDS, SEAT_KINDS.index(seat), show=lambda s: _(SEAT_NAMES[s])),
            Chooser(LEVELS, LEVELS.index(BOT_LEVEL), show=level_name),
            Button(lambda: "×", lambda: None),
        )
        row.remove.on_click = partial(self.remove_row, row)
        row.seat.on_change = partial(self.seat_changed, row)
        self.seat_changed(row, seat)
        self.rows.append(row)
        self._rebuild_form()

    def remove_row(self, row: SeatRow) -> None:
        if len(self.rows) > MIN_PLAYERS and row in self.rows:
            self.rows.remove(row)
            self._rebuild_form()

    def _rebuild_form(self) -> None:
        """Widgets in Tab order: each family's row, then the rules, then the buttons."""
        focus = self.form.focus
        widgets = []
        for row in self.rows:
            widgets += [row.colour, row.name, row.seat, row.level, row.remove]
            row.remove.enabled = len(self.rows) > MIN_PLAYERS
        self.add_button.enabled = len(self.rows) < MAX_PLAYERS
        widgets += [self.add_button, self.edition, *self.rules.values(), self.seed,
                    self.reseed_button, self.back_button, self.start_button]
        self.form.widgets = widgets
        for widget in widgets:
            widget.scale = self.scale
        self.form.set_focus(focus if focus in widgets and focus.enabled else None)
        self.layout()

    # ----- actions -------------------------------------------------------------------------
    def edition_changed(self, edition: str) -> None:
        """Only the optional rules the edition offers can be ticked (the simplified variant has
        none, the 2011 edition hidden money only)."""
        offered = FIEF.edition_options.get(edition, frozenset())
        for key, box in self.rules.items():
            box.enabled = key in offered
            box.checked = box.checked and box.enabled
        self.clear_error()

    def seat_changed(self, row: SeatRow, seat: str) -> None:
        """A level is chosen for a computer seat only (the others show none)."""
        row.level.enabled = row.level.visible = seat == "computer"
        self.clear_error()

    def refuse_name(self, why: str, what: str) -> None:
        """A name keeps only what the fonts can draw, up to its length: say so (issue 19)."""
        if why == "character":
            self.error = _("“{text}” cannot be written in a family's name: the game's fonts "
                           "have no letter for it.").format(text=what)
        else:
            self.error = _("A family's name has at most {n} characters.").format(n=NAME_LENGTH)

    def clear_error(self) -> None:
        self.error = ""

    def new_seed(self) -> None:
        self.seed.text = str(random.randrange(1, 10 ** SEED_LENGTH))

    def build_table(self) -> TableSetup | None:
        """The table the form describes, or None with ``self.error`` saying why not."""
        if not self.seed.text.isdigit():
            self.error = _("The seed must be a whole number.")
            return None
        players = tuple(PlayerSpec(row.name.text.strip(), row.colour.value) for row in self.rows)
        optional = frozenset(key for key, box in self.rules.items() if box.checked)
        try:
            options = GameOptions(players=players, edition=self.edition.value,
                                  optional=optional, seed=int(self.seed.text))
        except OptionsError as exc:
            self.error = translate_refusal(str(exc))
            return None
        self.error = ""
        return TableSetup(options, tuple(row.seat.value for row in self.rows),
                          tuple(row.level.value for row in self.rows))

    def hosting(self) -> bool:
        return any(row.seat.value == "lan" for row in self.rows)

    def start_label(self) -> str:
        return _("Host on the LAN") if self.hosting() else _("Start")

    def start(self) -> None:
        table = self.build_table()
        if table is None:
            return
        if "lan" in table.seats:
            self.stack.replace(FiefHostLobbyScene(self.app, table))
            return
        start_game(self.app, table, replace=self)

    # ----- layout and drawing --------------------------------------------------------------
    def layout(self) -> None:
        self.centre_panel(1420, 800)
        inner = self.inner()
        # A window narrower than the page at this UI scale closes the page up, words and
        # all, so that every chooser keeps its words whole (issue 20).
        self.fit = min(1.0, self.panel.width / self.px(1420), self.panel.height / self.px(800))
        fit = self.fit
        left_w = round(inner.width * LEFT_SHARE)
        rh, gap = round(self.px(46) * fit), round(self.px(12) * fit)
        top = inner.y + round(self.px(120) * fit)
        cw, nw, lw, xw = (round(self.px(w) * fit) for w in (200, 200, 160, 40))
        space = round(self.px(10) * fit)
        sw = left_w - cw - nw - lw - xw - 4 * space
        for i, row in enumerate(self.rows):
            y = top + i * (rh + gap)
            x = inner.x
            for widget, width in ((row.colour, cw), (row.name, nw), (row.seat, sw),
                                  (row.level, lw), (row.remove, xw)):
                widget.rect = pygame.Rect(x, y, width, rh)
                x += width + space
        self.add_button.rect = pygame.Rect(inner.x, top + len(self.rows) * (rh + gap) + round(self.px(6) * fit),
                                           round(self.px(240) * fit), rh)
        rx = inner.x + left_w + round(self.px(50) * fit)
        rw = inner.right - rx
        self.edition.rect = pygame.Rect(rx, inner.y + round(self.px(120) * fit), rw, rh)
        y = self.edition.rect.bottom + round(self.px(94) * fit)
        for box in self.rules.values():
            box.rect = pygame.Rect(rx, y, rw, round(self.px(38) * fit))
            y += round(self.px(42) * fit)
        self.seed.rect = pygame.Rect(rx, y + round(self.px(52) * fit), round(self.px(200) * fit), rh)
        self.reseed_button.rect = pygame.Rect(self.seed.rect.right + round(self.px(14) * fit), self.seed.rect.y,
                                              round(self.px(170) * fit), rh)
        bw = round(self.px(220) * fit)
        self.start_button.rect = pygame.Rect(0, 0, bw, round(self.px(56) * fit))
        self.start_button.rect.bottomright = (inner.right, inner.bottom)
        self.back_button.rect = pygame.Rect(0, 0, bw, round(self.px(56) * fit))
        self.back_button.rect.bottomright = (self.start_button.rect.x - round(self.px(20) * fit), inner.bottom)
        for each in self.form.widgets:
            each.scale = self.scale * fit

    def draw(self, surface: pygame.Surface) -> None:
        inner = self.draw_page(surface, _("A new game"), 56)
        fit = self.fit
        left_w = round(inner.width * LEFT_SHARE)
        self.write(surface, _("Families"), (inner.x, inner.y + round(self.px(60) * fit)), size=30 * fit, role="bold")
        if self.rows:
            hy = self.rows[0].colour.rect.y - round(self.px(6) * fit)
            name_label = _("Name (up to {n} characters)").format(n=NAME_LENGTH)
            for label, widget in ((_("Colour"), self.rows[0].colour), (name_label, self.rows[0].name),
                                  (_("Seat"), self.rows[0].seat),
                                  (_("Computer's level"), self.rows[0].level)):
                self.write(surface, label, (widget.rect.x, hy), size=19 * fit, role="italic",
                           colour=pal.INK_SOFT, anchor="bottomleft")
        self.draw_levels(surface, inner.x, left_w)
        rx = inner.x + left_w + round(self.px(50) * fit)
        pygame.draw.line(surface, pal.GOLD, (rx - round(self.px(25) * fit), inner.y + round(self.px(70) * fit)),
                         (rx - round(self.px(25) * fit), inner.bottom - round(self.px(90) * fit)), max(1, round(self.px(1.5) * fit)))
        self.write(surface, _("Rules"), (rx, inner.y + round(self.px(60) * fit)), size=30 * fit, role="bold")
        line = EDITION_LINES.get(self.edition.value)
        if line:
            area = pygame.Rect(rx, self.edition.rect.bottom + round(self.px(4) * fit), self.edition.rect.width,
                               round(self.px(48) * fit))
            self.write_wrapped(surface, _(line), area, size=18 * fit, role="italic", colour=pal.INK_SOFT)
        self.write(surface, _("Optional rules"), (rx, self.edition.rect.bottom + round(self.px(54) * fit)),
                   size=22 * fit, role="italic", colour=pal.INK_SOFT)
        self.write(surface, _("Seed (the same seed replays the same game)"),
                   (rx, self.seed.rect.y - round(self.px(8) * fit)), size=19 * fit, role="italic",
                   colour=pal.INK_SOFT, anchor="bottomleft")
        self.form.draw(surface)
        if self.error:
            area = pygame.Rect(inner.x, self.start_button.rect.y, self.back_button.rect.x - inner.x
                               - self.px(20), self.start_button.rect.height + self.px(10))
            self.write_wrapped(surface, self.error, area, size=22, role="bold", colour=pal.ERROR)

    def draw_levels(self, surface: pygame.Surface, x: int, width: int) -> None:
        """How each computer level plays, one line each, under the families (issue 36)."""
        fit = self.fit
        y = self.add_button.rect.bottom + round(self.px(14) * fit)
        for level in LEVELS:
            area = pygame.Rect(x, y, width, 0)
            y += self.write_wrapped(surface, _(LEVEL_LINES[level]), area, size=18 * fit,
                                    role="italic", colour=pal.INK_SOFT) + round(self.px(4) * fit)

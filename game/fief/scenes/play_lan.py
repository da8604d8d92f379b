"""The play scene's LAN side: the chat beside the chronicle, on the host the seats whose player
is away (a computer may stand in, by the host's choice only), and the banner that says the link
to the host dropped while the session rejoins with its token."""
from __future__ import annotations

from typing import Any, Callable

import pygame

from game.fief.controller import Controller
from game.shell.i18n import _, say
from game.fief.local_table import LocalTable
from game.shell import decor
from game.shell import palette as pal
from game.shell.chat_panel import ChatPanel
from game.fief.ui.decisions.controls import fit_text
from game.shell.lan import absent_seat
from game.shell.widgets import Button

AWAY_CHECK = 0.5        # seconds between two readings of the LAN seats on the host


class LanSide:
    """What a LAN game adds to the table; a game at one screen has no chat and no away seat."""

    def __init__(self, controller: Controller, toast: Callable[[str], None]) -> None:
        self.controller = controller
        self.toast = toast
        self.chat = ChatPanel(self.send_chat) if controller.lan else None
        self.stand_in_button = Button(self.stand_in_label, self.hand_away_seat)
        self.stand_in_button.visible = False
        self.absent: dict[str, Any] | None = None   # a LAN seat the host may hand over or back
        self.away_clock = 0.0
        self.seen_chat = -1
        self.seen_view = -1

    def send_chat(self, text: str, to: int | None) -> str | None:
        outcome = self.controller.say(text, to)
        return None if outcome.ok else say(outcome.message, outcome.template, outcome.values)

    def refresh(self, colourblind: bool, dt: float = AWAY_CHECK) -> None:
        """The chat lines and, on the host, the LAN seats whose player is away."""
        c = self.controller
        if self.chat is None:
            return
        self.away_clock += dt
        if c.chat_version != self.seen_chat or c.view_version != self.seen_view:
            self.seen_chat, self.seen_view = c.chat_version, c.view_version
            self.chat.set_seats(c.names, [pal.family(col, colourblind) for col in c.colours],
                                c.speaker(), private=True)
            self.chat.set_lines(c.chat_lines())
        if c.table.public_reader and self.away_clock >= AWAY_CHECK:
            self.away_clock = 0.0
            self.absent = absent_seat(c.seats_info())
            self.stand_in_button.visible = self.absent is not None and not c.finished

    def stand_in_label(self) -> str:
        seat = self.absent or {}
        name = seat.get("name", "?")
        if seat.get("stand_in"):
            return _("{name} is back: give the seat back").format(name=name)
        return _("{name} is away: let the computer play").format(name=name)

    def hand_away_seat(self) -> None:
        """The host's choice: a computer plays an absent player's seat, or stops when the
        player is back (``net`` never decides this by itself)."""
        if self.absent is None:
            return
        seat, handing = int(self.absent["seat"]), not self.absent.get("stand_in")
        table = self.controller.table
        if isinstance(table, LocalTable):
            table.authority.hand_to_computer(seat, handing)
        self.absent = None
        self.stand_in_button.visible = False
        name = self.controller.name(seat)
        self.toast(_("The computer plays for {name}.").format(name=name) if handing else
                   _("{name} plays again.").format(name=name))

    def draw_connection(self, surface: pygame.Surface, view: pygame.Rect,
                        px: Callable[[float], int], scale: float) -> None:
        """The banner over the map while the link to the host is down (or gone)."""
        state, reason = self.controller.connection, self.controller.connection_reason
        if state is None:
            return
        texts = {"lost": _("The connection to the host was lost; trying again with your seat's "
                           "token…"),
                 "refused": _("The host no longer knows this seat; the game cannot go on here."),
                 "closed": _("The host ended the connection: {reason}").format(
                     reason=_(reason) if reason else "-")}
        text = texts.get(state, texts["lost"])
        rect = pygame.Rect(0, 0, min(px(820), view.width - px(40)), px(50))
        rect.midtop = (view.centerx, view.y + px(12))
        decor.panel(surface, rect, scale * 0.7, fill=pal.PARCHMENT_LIGHT)
        fit_text(surface, text, rect.inflate(-px(24), -px(6)), "bold", px(19), pal.ERROR)


__all__ = ["AWAY_CHECK", "LanSide"]

"""The LAN lobbies: the host's table waiting for its players, and a joined player's view of it.

``HostLobbyScene`` opens a ``net.table.HostedTable`` with the network on (announced by UDP
broadcast), shows where to join it, each seat and its state, the game's options and a public
chat, and starts the game when every remote seat is claimed and ready (or handed to a computer
player by the host). ``RemoteLobbyScene`` is the same table seen by a player who joined: seats,
a ready toggle and the chat; it turns into the in-game scene as soon as the host starts.

Everything the lobbies decide is decided by ``net``: a refusal (``LobbyError``, a refused
request) is shown as its text, never as a traceback.
"""
from __future__ import annotations

import logging
from pathlib import Path
from typing import Any, Callable

import pygame

from game.shell import decor, fonts, lan
from game.shell import palette as pal
from game.shell.base import MenuScene
from game.shell.chat_panel import ChatPanel
from game.shell.contract import Collection, GameClient, collection_of
from game.shell.i18n import N_, _, say
from game.shell.stack import Scene, Shell
from game.shell.unfinished import keep_before_new_game
from game.shell.widgets import Button, Checkbox, label_text
from net.lobby import LobbyError, Settings
from net.table import HostedTable, TableConfig

log = logging.getLogger(__name__)
REFRESH = 0.2           # seconds between two readings of the lobby


def seat_state(seat: dict[str, Any], here: bool) -> str:
    """A seat's line in a lobby: who plays it and whether they are ready."""
    kind = seat.get("kind")
    if kind == "computer":
        return _("Computer")
    if kind == "human":
        return _("At this screen") if here else _("At the host's screen")
    if here:
        state = _("You, over the LAN")
    elif not seat.get("claimed"):
        state = _("Open to a player on the LAN")
    elif seat.get("away"):
        state = _("Joined over the LAN, away")
    else:
        state = _("Joined over the LAN")
    if seat.get("stand_in"):
        state += " · " + _("the computer plays it")
    if seat.get("claimed"):
        state += " · " + (_("ready") if seat.get("ready") else _("not ready"))
    return state


def table_client(clients: Collection, settings: dict[str, Any]) -> GameClient | None:
    """The client of the game a lobby's settings name (a table that names none is of the
    collection's first game, as ``net.lobby.Settings`` says)."""
    return clients.get(str(settings.get("game") or clients.first.game))


def options_text(clients: Collection, settings: dict[str, Any]) -> str:
    """A table's game and options in words, as its game says them."""
    client = table_client(clients, settings)
    return client.table_words(settings) if client is not None else str(settings.get("game"))


class LobbyScene(MenuScene):
    """What both lobbies draw: a panel with the seats on the left and the chat on the right."""

    still = False       # the network changes it: drawn every frame (game/shell/pacing.py)

    def __init__(self, app: Shell) -> None:
        super().__init__(app)
        self.chat = ChatPanel(self.send_chat)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.seat_rows: list[pygame.Rect] = []
        self.lobby: dict[str, Any] = {}
        self.error = ""
        self.clock = REFRESH

    # to be given by each lobby
    def here(self) -> set[int]:
        return set()

    def send_chat(self, text: str, to: int | None) -> str | None:
        raise NotImplementedError

    def read(self) -> None:
        """Read the lobby and chat again (``self.lobby``, the chat panel)."""

    # --- loop -----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.chat.update(dt)
        self.clock += dt
        if self.clock >= REFRESH:
            self.clock = 0.0
            self.read()

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if self.chat.handle_event(event):
            return None
        return super().handle_event(event)

    def seats(self) -> list[dict[str, Any]]:
        return list(self.lobby.get("seats") or [])

    def show_seats(self) -> None:
        colourblind = self.colourblind_palette()
        seats = self.seats()
        self.chat.set_seats([str(s.get("name")) for s in seats],
                            [pal.family(str(s.get("colour")), colourblind) for s in seats],
                            None, private=False)

    # --- layout and drawing ---------------------------------------------------------------
    def layout(self) -> None:
        self.centre_panel(1420, 800)
        inner = self.inner()
        left_w = round(inner.width * 0.58)
        top = inner.y + self.px(150)
        rh = self.px(52)
        self.seat_rows = [pygame.Rect(inner.x, top + i * (rh + self.px(8)), left_w, rh)
                          for i in range(6)]
        chat = pygame.Rect(inner.x + left_w + self.px(30), inner.y + self.px(70),
                           inner.right - inner.x - left_w - self.px(30),
                           inner.height - self.px(150))
        self.chat.layout(chat, self.scale)
        for widget in self.form.widgets:
            widget.scale = self.scale

    def draw(self, surface: pygame.Surface) -> None:
        inner = self.draw_page(surface, str(self.lobby.get("name") or _("LAN game")), 50)
        self.draw_where(surface, pygame.Rect(inner.x, inner.y + self.px(64), self.seat_rows[0].width,
                                             self.px(70)))
        colourblind = self.colourblind_palette()
        here = self.here()
        for seat, rect in zip(self.seats(), self.seat_rows):
            shield = pygame.Rect(rect.x, rect.y + self.px(6), self.px(32), self.px(40))
            decor.shield(surface, shield, pal.family(str(seat.get("colour")), colourblind),
                         width=max(2, self.px(2)))
            name = self.write(surface, str(seat.get("name")), (shield.right + self.px(12), rect.y),
                              size=24, role="bold")
            self.write(surface, seat_state(seat, seat.get("seat") in here),       # under its box
                       (name.x, name.bottom), size=18, role="italic", colour=pal.INK_SOFT)
        self.chat.draw(surface)
        self.form.draw(surface)
        if self.error:
            area = pygame.Rect(inner.x, inner.bottom - self.px(110), self.seat_rows[0].width,
                               self.px(50))
            self.write_wrapped(surface, self.error, area, size=20, role="bold", colour=pal.ERROR)

    def draw_where(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The line under the title: the options (and, on the host, where to join)."""
        self.write(surface, options_text(collection_of(self.app), self.lobby.get("settings") or {}), rect.topleft,
                   size=20, role="italic", colour=pal.INK_SOFT)


# ----- the host --------------------------------------------------------------------------------
class HostLobbyScene(LobbyScene):
    """A table hosted at this machine, waiting for the players of its LAN seats; each game
    opens its own table and its own table scene (``open_table``, ``table_scene``)."""

    def __init__(self, app: Shell, setup: Any) -> None:
        """``setup``: the game's table as its new-game form made it; the lobby reads its
        ``seats`` (the kind of each: "human", "computer", "lan")."""
        super().__init__(app)
        self.setup = setup
        self.hosted: Any = None
        self.address = lan.local_address()
        self.started = False
        self.start_button = Button(N_("Start the game"), self.start, primary=True)
        self.back_button = Button(N_("Close the table"), self.back)
        self.hand_boxes: dict[int, Checkbox] = {}
        for index, kind in enumerate(setup.seats):
            if kind == "lan":
                self.hand_boxes[index] = Checkbox(N_("The computer plays this seat"),
                                                  on_change=self.hand_changer(index))
        for widget in (*self.hand_boxes.values(), self.back_button, self.start_button):
            self.form.add(widget)
        self.open_table()
        self.read()
        self.layout()

    def open_table(self) -> None:
        """Open the table on the network (``self.hosted``; ``self.error`` says why not): the
        game's own, with its settings and its computer players (through ``host``)."""
        raise NotImplementedError

    def host(self, players: list[tuple[str, str]], kinds: list[str], settings: Settings,
             config: TableConfig) -> None:
        """Open the table a game's ``open_table`` describes, or say why it cannot be."""
        try:
            self.hosted = HostedTable.create(players, kinds, settings, config).open()
        except OSError as exc:
            log.warning("cannot host: %s", exc)
            self.error = _("The table cannot be opened on the network ({error}).").format(
                error=exc.strerror or exc)
            self.hosted = None

    @property
    def port(self) -> int:
        host = self.hosted.host if self.hosted is not None else None
        return host.port if host is not None else 0

    def here(self) -> set[int]:
        return {i for i, k in enumerate(self.setup.seats) if k == "human"}

    def speaker(self) -> int | None:
        """The host's chat lines come from its first seat (a spectator when it has none)."""
        return min(self.here(), default=None)

    def read(self) -> None:
        if self.hosted is None:
            self.start_button.enabled = False
            return
        auth = self.hosted.authority
        self.lobby = auth.lobby()
        for seat in self.seats():
            box = self.hand_boxes.get(seat["seat"])
            if box is not None:
                box.checked = bool(seat.get("stand_in"))
        self.start_button.enabled = self.can_start()
        self.show_seats()
        self.chat.set_lines(auth.chat_history(None))

    def can_start(self) -> bool:
        """Every LAN seat is claimed and its player ready, or handed to the computer."""
        return all(s.get("stand_in") or (s.get("claimed") and s.get("ready"))
                   for s in self.seats() if s.get("kind") == "remote")

    def hand_changer(self, seat: int) -> Callable[[bool], None]:
        def change(on: bool) -> None:
            if self.hosted is not None:
                self.hosted.authority.hand_to_computer(seat, on)
                self.read()
        return change

    def send_chat(self, text: str, to: int | None) -> str | None:
        if self.hosted is None:
            return None
        auth = self.hosted.authority
        seat = self.speaker()
        reply = auth.say(seat, auth.seats[seat].token if seat is not None else None, text, to)
        self.read()
        if reply.get("type") == "result":
            return None
        return say(str(reply.get("message", "")), reply.get("template"), reply.get("values"))

    def start(self) -> None:
        """Start the game and hand the table to the in-game scene."""
        if self.hosted is None:
            return
        try:
            self.hosted.start_game(force=self.can_start())
        except LobbyError as exc:
            self.error = say(exc.words)
            return
        self.started = True
        # the game takes this machine's autosave: an unfinished game there is kept first
        kept = keep_before_new_game(self.app, self.hosted.authority.settings.game)
        self.stack.replace(self.table_scene(kept))

    def table_scene(self, kept: Path | None) -> Scene:
        """The game's table scene for the game just started; it says where ``kept``, the
        unfinished game its autosave held, is listed (unfinished.kept_words)."""
        raise NotImplementedError

    def shutdown(self) -> None:
        if self.hosted is not None and not self.started:
            self.hosted.close(_("the host has closed the table"))

    def layout(self) -> None:
        super().layout()
        if not hasattr(self, "start_button"):
            return
        inner = self.inner()
        bw, bh = self.px(260), self.px(56)
        self.start_button.rect = pygame.Rect(0, 0, bw, bh)
        self.start_button.rect.bottomright = (inner.right, inner.bottom)
        self.back_button.rect = pygame.Rect(0, 0, bw, bh)
        self.back_button.rect.bottomright = (self.start_button.rect.x - self.px(20), inner.bottom)
        for index, box in self.hand_boxes.items():
            box.scale = self.scale * 0.8
            row, width = self.seat_rows[index], hand_box_width(box, self.seat_rows[index].width)
            box.rect = pygame.Rect(row.right - width, row.y + self.px(8), width, self.px(36))

    def draw_where(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        super().draw_where(surface, rect)
        if self.hosted is not None:
            self.write(surface, _("Join at address {address}, port {port}").format(
                address=self.address, port=self.port), (rect.x, rect.y + self.px(30)),
                size=22, role="bold")


def hand_box_width(box: Checkbox, row_width: int) -> int:
    """The width of "The computer plays this seat" at the right of its seat's row: its box and
    its words, no wider (a fixed 300 units ran its empty left part over the seat's state,
    "Open to a LAN player", at 150 % in French), and never over half the row."""
    side, gap = round(26 * box.scale), round(10 * box.scale)
    words = fonts.font("body", box.font_size).size(label_text(box.label))[0]
    return min(side + gap + words + gap, row_width // 2)


# ----- a player who joined ---------------------------------------------------------------------
class RemoteLobbyScene(LobbyScene):
    """A table hosted elsewhere, seen from the seat this player claimed."""

    def __init__(self, app: Shell, session: Any) -> None:
        super().__init__(app)
        self.session = session
        self.playing = False
        self.ready_button = Button(self.ready_label, self.toggle_ready, primary=True)
        self.leave_button = Button(N_("Leave the table"), self.back)
        for widget in (self.leave_button, self.ready_button):
            self.form.add(widget)
        self.read()
        self.layout()

    def here(self) -> set[int]:
        return {self.session.seat} if self.session.seat is not None else set()

    def my_seat(self) -> dict[str, Any]:
        return next((s for s in self.seats() if s.get("seat") == self.session.seat), {})

    def ready_label(self) -> str:
        return _("Not ready after all") if self.my_seat().get("ready") else _("I am ready")

    def toggle_ready(self) -> None:
        result = self.session.set_ready(ready=not self.my_seat().get("ready"))
        self.error = "" if result else say(result.message, result.template, result.values)

    def send_chat(self, text: str, to: int | None) -> str | None:
        result = self.session.chat(None, text, to)
        return None if result else say(result.message, result.template, result.values)

    def read(self) -> None:
        self.lobby = dict(self.session.lobby() or {})
        if self.lobby.get("game_id"):
            lan.learn_game(str(self.session.token), str(self.lobby.get("name") or ""),
                           str(self.lobby["game_id"]))
        self.show_seats()
        self.chat.set_lines([line for line in list(self.session.chat_lines)
                             if line.get("to") is None])
        if not self.session.connected.is_set():
            self.error = _("The connection to the host was lost; trying again…")
        elif self.error == _("The connection to the host was lost; trying again…"):
            self.error = ""
        if self.lobby.get("started") and self.session.latest is not None and self.active:
            self.play()

    def play(self) -> None:
        """The host started: the in-game scene plays this seat (messages not read here wait
        in the session for it, the game's first events among them), the table scene of the
        game the lobby's settings name (``GameClient.joined``)."""

        client = table_client(collection_of(self.app), self.lobby.get("settings") or {})
        scene = client.joined(self.app, self.session, self.lobby) if client else None
        if scene is None:
            return
        self.playing = True
        self.stack.replace(scene)

    def shutdown(self) -> None:
        if not self.playing:
            self.session.close()

    def layout(self) -> None:
        super().layout()
        if not hasattr(self, "ready_button"):
            return
        inner = self.inner()
        bw, bh = self.px(260), self.px(56)
        self.ready_button.rect = pygame.Rect(0, 0, bw, bh)
        self.ready_button.rect.bottomright = (inner.right, inner.bottom)
        self.leave_button.rect = pygame.Rect(0, 0, bw, bh)
        self.leave_button.rect.bottomright = (self.ready_button.rect.x - self.px(20), inner.bottom)

"""Joining a LAN game: the games announced on the network, or an address and port typed in.

The list comes from ``net.discovery.Browser`` (UDP announcements, refreshed as they arrive);
choosing a game fills in its address and port. Joining claims an open seat over TCP
(``RemoteSession.join``); the seat's token is kept in the per-user data folder so that, after a
crash or a lost connection, "Take my seat back" comes back to the same seat
(``RemoteSession.rejoin``). Every failure (nobody listening, a refusal, a full table) is said in
words on the screen.
"""
from __future__ import annotations

import logging
import threading
from dataclasses import replace
from functools import partial
from typing import Any, Callable

import pygame

from engine.collection import GAMES
from game.shell import lan
from game.shell.i18n import N_, _, ngettext, say
from game.shell import palette as pal
from game.shell.base import MenuScene
from game.shell.contract import Collection, collection_of
from game.shell.lobby import RemoteLobbyScene
from game.shell.stack import Shell
from game.shell.widgets import Button, TextInput
from net.client import Refused
from net.discovery import Browser
from net.protocol import ProtocolError
from net.session import RemoteSession

log = logging.getLogger(__name__)
MAX_GAMES = 6
REFRESH = 0.5           # seconds between two readings of the games heard


def port_number(text: str) -> int | None:
    value = int(text) if text.isdigit() else 0
    return value if 0 < value < 65536 else None


def game_played(clients: Collection, game: Any) -> str:
    """The game a table announces, as the list names it: its title, and its rule edition when
    the game has several ("Fief, Fief (2011 rules)", in the words of the game's client); a
    game this program does not hold keeps its name."""
    kind, client = GAMES.get(game.game), clients.get(game.game)
    if kind is None or client is None:
        return str(game.game or "?")
    if len(kind.editions) < 2:
        return _(kind.title)
    return _("{title}, {edition}").format(title=_(kind.title),
                                          edition=client.table_words({"edition": game.edition}))


def game_label(clients: Collection, game: Any) -> str:
    """One line of the list: the game played, then the table and its seats."""
    return _("{game} — {table}").format(game=game_played(clients, game), table=table_label(game))


def table_label(game: Any) -> str:
    if not game.compatible:
        return _("{name} at {address} (another version of the game)").format(
            name=game.name, address=game.address)
    if game.started:
        return _("{name} at {address} (started)").format(name=game.name, address=game.address)
    seats = ngettext("{n} open seat", "{n} open seats", int(game.open)).format(n=game.open)
    return _("{name} at {address}: {seats}").format(name=game.name, address=game.address,
                                                     seats=seats)


# What a host's refusal says, by its code (net.host); other refusals keep the host's words,
# translated when the catalogue knows them (net's fixed messages are kept there).
REFUSALS = {
    "token": N_("this seat is no longer known at that table"),
    "version": N_("the host runs another version of the game"),
    "spectators": N_("the table does not take spectators"),
    "handshake": N_("the host did not understand this program"),
}


def refusal_text(exc: Any) -> str:
    """The host's refusal in the player's language: its own words when they carry values
    (the spectators' limit shares the code of a table without spectators), else by code."""
    template = None if getattr(exc, "template", None) else REFUSALS.get(str(getattr(exc, "code", "")))
    if template:
        return _(template)
    return say(getattr(exc, "reason", exc), getattr(exc, "template", None),
               getattr(exc, "values", None))


class Attempt:
    """A connection tried off the interface thread, so that a host that never answers does not
    freeze the screen; a session that arrives after the player went back is closed."""

    def __init__(self, open_session: Callable[[], Any], address: str, port: int,
                 then: Callable[[Any], None]) -> None:
        self.address, self.port, self.then = address, port, then
        self.session: Any = None
        self.error: BaseException | None = None
        self.abandoned = False
        self.done = threading.Event()
        threading.Thread(target=self.run, args=(open_session,), name="fief-join",
                         daemon=True).start()

    def run(self, open_session: Callable[[], Any]) -> None:
        try:
            self.session = open_session()
        except Exception as exc:  # noqa: BLE001 - said on the screen by JoinScene.settle
            self.error = exc
        finally:
            self.done.set()
            if self.abandoned and self.session is not None:
                self.session.close()


class JoinScene(MenuScene):
    """The games heard on the network, an address to type, and joining one."""

    still = False       # the games heard change it: drawn every frame (game/shell/pacing.py)

    def __init__(self, app: Shell) -> None:
        super().__init__(app)
        joined = lan.recall()
        self.joined = joined
        self.name_input = TextInput(joined.name if joined else "", max_length=24)
        self.address_input = TextInput(joined.address if joined else "", max_length=60,
                                       allowed=lambda ch: ch.isalnum() or ch in ".-:_")
        self.port_input = TextInput(str(joined.port) if joined else "", max_length=5,
                                    allowed=str.isdigit)
        self.game_buttons = [Button(partial(self.game_text, i), partial(self.choose, i))
                             for i in range(MAX_GAMES)]
        self.join_button = Button(N_("Join"), self.join, primary=True)
        self.rejoin_button = Button(N_("Take my seat back"), self.rejoin)
        self.back_button = Button(N_("Back"), self.back)
        for widget in (*self.game_buttons, self.name_input, self.address_input, self.port_input,
                       self.rejoin_button, self.back_button, self.join_button):
            self.form.add(widget)
        self.rejoin_button.visible = joined is not None
        self.games: list[Any] = []
        self.message = ""
        self.clock = REFRESH
        self.attempt: Attempt | None = None
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.browser = self.open_browser()
        self.show_games()

    def open_browser(self) -> Any:
        try:
            browser = Browser(lan.NETWORK.browse_bind, lan.NETWORK.discovery_port)
        except OSError as exc:           # the port is taken, no network: typing still works
            log.warning("cannot listen for announcements: %s", exc)
            self.message = _("Games on the network cannot be listed ({error}); type the host's "
                             "address and port.").format(error=exc.strerror or exc)
            return None
        browser.start()
        return browser

    # ----- the games heard -----------------------------------------------------------------
    def show_games(self) -> None:
        self.games = self.browser.games()[:MAX_GAMES] if self.browser is not None else []
        for i, button in enumerate(self.game_buttons):
            button.visible = i < len(self.games)
            button.enabled = i < len(self.games) and self.games[i].compatible

    def game_text(self, index: int) -> str:
        return game_label(collection_of(self.app), self.games[index]) if index < len(self.games) else ""

    def choose(self, index: int) -> None:
        if index < len(self.games):
            game = self.games[index]
            self.address_input.text = game.address
            self.port_input.text = str(game.port)
            self.form.set_focus(self.name_input if not self.name_input.text else self.join_button)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.attempt is not None and self.attempt.done.is_set():
            self.settle(self.attempt)
        self.clock += dt
        if self.clock >= REFRESH:
            self.clock = 0.0
            self.show_games()

    # ----- joining -------------------------------------------------------------------------
    def join(self) -> None:
        name = self.name_input.text.strip()
        address = self.address_input.text.strip()
        port = port_number(self.port_input.text)
        if not name:
            self.message = _("Type your name first.")
            return
        if not address or port is None:
            self.message = _("Choose a game in the list, or type the host's address and a port "
                             "from 1 to 65535.")
            return
        def joined(session: Any) -> None:
            lobby = session.lobby() or {}
            lan.remember(lan.Joined(address, port, str(session.token), name,
                                    str(lobby.get("name", "")), str(lobby.get("game_id", ""))))
            self.enter(session)

        self.connect(lambda: RemoteSession.join(address, port, name=name,
                                                timeout=lan.NETWORK.timeout),
                     address, port, joined)

    def rejoin(self) -> None:
        joined = self.joined
        if joined is None:
            return
        heard = next((g for g in self.games if joined.game and g.game_id == joined.game), None)
        address, port = (heard.address, heard.port) if heard else (joined.address, joined.port)

        def rejoined(session: Any) -> None:
            lan.remember(replace(joined, address=address, port=port))
            self.enter(session)

        self.connect(lambda: RemoteSession.rejoin(address, port, joined.token,
                                                  timeout=lan.NETWORK.timeout),
                     address, port, rejoined)

    @property
    def connecting(self) -> bool:
        return self.attempt is not None

    def connect(self, open_session: Callable[[], Any], address: str, port: int,
                then: Callable[[Any], None]) -> None:
        """Try ``open_session`` in the background; ``then(session)`` once it answers."""
        if self.attempt is not None:
            return
        self.message = _("Connecting to {address}, port {port}…").format(address=address,
                                                                         port=port)
        self.join_button.enabled = self.rejoin_button.enabled = False
        self.attempt = Attempt(open_session, address, port, then)

    def settle(self, attempt: Attempt) -> None:
        """The attempt answered: go on with its session, or say why there is none."""

        self.attempt = None
        self.join_button.enabled = self.rejoin_button.enabled = True
        exc, address, port = attempt.error, attempt.address, attempt.port
        if exc is None:
            self.message = ""
            attempt.then(attempt.session)
        elif isinstance(exc, Refused):
            if exc.code == "token":
                lan.forget()
                self.joined = None
                self.rejoin_button.visible = False
            self.message = _("The host refused: {reason}").format(reason=refusal_text(exc))
        elif isinstance(exc, (OSError, ProtocolError)):
            log.info("cannot join %s:%s: %s", address, port, exc)
            self.message = _("No game answers at {address}, port {port} ({error}).").format(
                address=address, port=port, error=getattr(exc, "strerror", None) or exc)
        else:
            log.error("joining %s:%s failed", address, port, exc_info=exc)
            self.message = _("No game answers at {address}, port {port} ({error}).").format(
                address=address, port=port, error=exc)

    def enter(self, session: Any) -> None:
        self.message = ""
        self.stack.push(RemoteLobbyScene(self.app, session))

    def shutdown(self) -> None:
        if self.attempt is not None:
            self.attempt.abandoned = True
            if self.attempt.done.is_set() and self.attempt.session is not None:
                self.attempt.session.close()
        if self.browser is not None:
            self.browser.stop()

    # ----- layout and drawing --------------------------------------------------------------
    def layout(self) -> None:
        self.centre_panel(1200, 800)
        inner = self.inner()
        left_w = round(inner.width * 0.58)
        rh, gap = self.px(46), self.px(10)
        for i, button in enumerate(self.game_buttons):
            button.rect = pygame.Rect(inner.x, inner.y + self.px(110) + i * (rh + gap), left_w, rh)
        rx = inner.x + left_w + self.px(40)
        rw = inner.right - rx
        y = inner.y + self.px(140)
        for widget in (self.name_input, self.address_input):
            widget.rect = pygame.Rect(rx, y, rw, rh)
            y += rh + self.px(60)
        self.port_input.rect = pygame.Rect(rx, y, self.px(160), rh)
        bw, bh = self.px(240), self.px(56)
        self.join_button.rect = pygame.Rect(0, 0, bw, bh)
        self.join_button.rect.bottomright = (inner.right, inner.bottom)
        self.back_button.rect = pygame.Rect(0, 0, bw, bh)
        self.back_button.rect.bottomright = (self.join_button.rect.x - self.px(20), inner.bottom)
        self.rejoin_button.rect = pygame.Rect(0, 0, self.px(300), bh)
        self.rejoin_button.rect.bottomleft = (inner.x, inner.bottom)
        for each in self.form.widgets:
            each.scale = self.scale

    def draw(self, surface: pygame.Surface) -> None:
        inner = self.draw_page(surface, _("Join a LAN game"), 52)
        first = self.game_buttons[0].rect
        self.write(surface, _("Games on the network"), (first.x, first.y - self.px(12)), size=26,
                   role="bold", anchor="bottomleft")
        if not self.games:
            self.write(surface, _("Listening for games… (the host's lobby must be open)"),
                       (first.x, first.y + self.px(8)), size=20, role="italic",
                       colour=pal.INK_SOFT)
        for label, widget in ((_("Your name"), self.name_input),
                              (_("Host's address"), self.address_input),
                              (_("Port"), self.port_input)):
            self.write(surface, label, (widget.rect.x, widget.rect.y - self.px(8)), size=20,
                       role="italic", colour=pal.INK_SOFT, anchor="bottomleft")
        self.form.draw(surface)
        if self.rejoin_button.visible and self.joined is not None:
            self.write(surface, _("Last joined: {table} at {address}, port {port}").format(
                table=self.joined.table or "?", address=self.joined.address,
                port=self.joined.port),
                (self.rejoin_button.rect.x, self.rejoin_button.rect.y - self.px(8)), size=18,
                role="italic", colour=pal.INK_SOFT, anchor="bottomleft")
        if self.message:
            area = pygame.Rect(self.port_input.rect.x, self.port_input.rect.bottom + self.px(20),
                               inner.right - self.port_input.rect.x, self.px(120))
            self.write_wrapped(surface, self.message, area, size=20, role="bold",
                               colour=pal.INK_SOFT if self.connecting else pal.ERROR)

"""Your turn (issue 36, item 5): when a decision becomes a player's at this screen (a seat of
the hot-seat table here; over the LAN, this client's seat), a short sound and, when the window
is not focused, the window's attention request (pygame-ce's ``Window.flash``, SDL's
``SDL_FlashWindow``: a blinking task-bar entry until the window is focused, where the system
has one). The setting "Your turn" (on by default) turns both off.

The games' tables call ``YourTurn.see`` with the seat asked at this screen every time they look
at the decision (every frame is fine): only a change of seat (from nobody, a computer or a seat
elsewhere, or from another seat here in hot-seat) tells, so a seat's decisions in a row tell
once, as the turn becomes theirs.
"""
from __future__ import annotations

import logging
import warnings

import pygame

from game.shell.audio import audio_for
from game.shell.stack import Shell

log = logging.getLogger(__name__)

SOUND = "turn"                      # its own sound (tools/make_sounds.py), no cue's


class YourTurn:
    """The notifier of one table scene: ``told`` counts the turns it told (tests read it)."""

    def __init__(self, app: Shell) -> None:
        self.app = app
        self.seat: int | None = None      # the seat asked here when last seen
        self.told = 0

    def see(self, seat: int | None) -> bool:
        """The seat asked at this screen now (None: nobody here). True when it told."""
        if seat is None or seat == self.seat:
            self.seat = seat
            return False
        self.seat = seat
        if not getattr(getattr(self.app, "settings", None), "your_turn", True):
            return False
        self.told += 1
        try:
            audio_for(self.app).play(SOUND, 0.8)
            attention()
        except Exception:  # noqa: BLE001 - a nicety: said in the log only
            log.debug("your turn not told", exc_info=True)
        return True


def attention() -> bool:
    """Ask for the player's attention when the window is not focused; True when asked (False
    where the system cannot: no window, or SDL's "That operation is not supported")."""
    if pygame.key.get_focused():
        return False
    window = display_window()
    if window is None:
        return False
    try:
        window.flash(pygame.FLASH_UNTIL_FOCUSED)
    except pygame.error as exc:
        log.debug("no attention request: %s", exc)
        return False
    return True


def display_window() -> pygame.Window | None:
    """The window of ``pygame.display`` (pygame-ce 2.5 has no other way to reach it than
    ``Window.from_display_module``, whose warning is about drawing through it, not done here)."""
    if not pygame.display.get_init() or pygame.display.get_surface() is None:
        return None
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return pygame.Window.from_display_module()

"""The client's main loop: window, scene stack, global keys, and the guard against crashes.

``main`` parses the command line, sets up logging (a file in the user data folder), loads the
settings and language, opens the window and runs the stack. A player never sees a traceback: an
unexpected error is logged and the game returns to the title with a message; in smoke and
screenshot runs (``strict``) the error ends the run with a non-zero status instead.
"""
from __future__ import annotations

import argparse
import logging
import logging.handlers
import os
import sys
import time
import traceback
import warnings
from dataclasses import replace
from pathlib import Path
from typing import Any, Callable, Sequence

import pygame

from game.shell import i18n, paths
from game.shell import settings as prefs
from game.shell.assets import PROGRAM, resource_path
from game.shell.audio import Audio
from game.shell.pacing import FramePacer
from game.shell.i18n import N_, _
from game.shell import fonts
from game.shell.contract import Collection
from game.shell.load import LoadScene
from game.shell.overlays import MessageScene
from game.shell.settings_menu import SettingsScene
from game.shell.smoke import FirstFrameReporter, ScreenshotDriver
from game.shell.stack import SceneStack
from game.shell.startup import (NAME, needs_headless, parse_args, parse_size, setup_logging,
                                version, without_window)
from game.shell.termination import Termination
from game.shell.title import TitleScene

log = logging.getLogger(PROGRAM)
CRASH_WINDOW, CRASH_LIMIT = 5.0, 3  # this many errors within this many seconds: give up


class App:
    """Owns the window and the scene stack; scenes reach settings and navigation through it,
    and the games of the collection through ``clients`` (game/clients.py gives them)."""

    def __init__(self, settings: prefs.Settings, *, clients: Collection,
                 size: tuple[int, int] | None = None,
                 fullscreen: bool | None = None, strict: bool = False,
                 persist: bool = True, map_file: Path | None = None,
                 run_language: str | None = None, shared: dict[str, Any] | None = None) -> None:
        pygame.display.init()
        pygame.font.init()
        # ``--lang`` is for this run: the language written with the settings stays the
        # player's own until the player changes it on the settings screen.
        self.saved_language = settings.language
        if run_language:
            settings = replace(settings, language=run_language)
            i18n.set_language(run_language)
        self.settings = settings
        self.strict = strict
        self.persist = persist  # write settings and autosaves (off in smoke runs)
        self.map_file = map_file
        self.clients = clients
        self.kept: dict[str, Any] = shared if shared is not None else {}   # see ``shared``
        self.version = version()
        self.stack = SceneStack()
        self.running = True
        self.exit_code = 0
        self.frame_count = 0
        self.pacer = FramePacer()            # the loop draws on input or animation only
        self.scale = 1.0
        self.size = (0, 0)
        self._crashes: list[float] = []
        pygame.display.set_caption(f"{NAME} {self.version}")
        set_window_icon()
        pygame.key.set_repeat(350, 35)
        self.screen = self.set_window(size or settings.resolution,
                                      settings.fullscreen if fullscreen is None else fullscreen)
        self.after_frame: list[Any] = []
        self.audio = Audio(lambda: self.settings)   # the mixer, at the volume of the settings

    # ----- window --------------------------------------------------------------------------
    def set_window(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            desktop = pygame.display.get_desktop_sizes() or [size]
            self.screen = pygame.display.set_mode(desktop[0], pygame.FULLSCREEN)
        else:
            self.screen = pygame.display.set_mode(clamp_size(size), pygame.RESIZABLE)
            self._set_minimum_size()
        self._size_changed()
        return self.screen

    @staticmethod
    def _set_minimum_size() -> None:
        """Ask the window manager not to let the window shrink below the minimum."""
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                pygame.Window.from_display_module().minimum_size = prefs.MIN_SIZE
        except Exception:  # older pygame or no window: resize events are clamped instead
            pass

    def _size_changed(self) -> None:
        self.size = self.screen.get_size()
        w, h = self.size
        self.scale = self.settings.ui_scale * max(0.75, min(w / 1600, h / 900))
        self.stack.resize(self.size)

    def on_resize(self, size: tuple[int, int]) -> None:
        if self.settings.fullscreen:
            return
        wanted = clamp_size(size)
        if self.screen.get_size() != wanted:
            self.screen = pygame.display.set_mode(wanted, pygame.RESIZABLE)
        self._size_changed()

    def toggle_fullscreen(self) -> None:
        self.apply_settings(replace(self.settings, fullscreen=not self.settings.fullscreen))

    # ----- settings and navigation ---------------------------------------------------------
    def apply_settings(self, new: prefs.Settings) -> None:
        """Make new settings take effect now, save them, and tell every scene."""
        old, self.settings = self.settings, new
        if new.language != old.language:
            i18n.set_language(new.language)
            self.saved_language = new.language
        if new.resolution != old.resolution or new.fullscreen != old.fullscreen:
            self.set_window(new.resolution, new.fullscreen)
        elif new.ui_scale != old.ui_scale:
            self._size_changed()
        for scene in self.stack:
            hook = getattr(scene, "settings_changed", None)
            if hook:
                hook()
        if self.persist:
            prefs.save(replace(new, language=self.saved_language))

    def shared(self, key: str, make: Callable[[], Any]) -> Any:
        """What a game keeps for the life of the program (Fief's boards, read once and drawn
        once per zoom), made the first time it is asked; tests share it between apps."""
        if key not in self.kept:
            self.kept[key] = make()
        return self.kept[key]

    def open_save(self, path: Path) -> None:
        """Open a save in the game that wrote it; a file no game claims goes to the first
        game, whose reading says what is wrong with it (one sentence, whatever the file)."""
        client = self.clients.for_save(path) or self.clients.first
        try:
            scene = client.open_save(self, path)
        except ValueError as exc:   # engine.record.LoadError (saves.SaveError too)
            problem = str(exc)
            self.stack.push(MessageScene(
                self, N_("Cannot open this game"),
                lambda: _("The save file {name} cannot be read ({error}).").format(
                    name=path.name, error=problem)))
            return
        self.stack.push(scene)

    def back_to_title(self) -> None:
        while self.stack.top is not None and not isinstance(self.stack.top, TitleScene):
            self.stack.pop()
        if self.stack.top is None:
            self.stack.push(TitleScene(self))

    def quit(self) -> None:
        self.running = False

    def close(self) -> None:
        """The program ends (its window closed, SIGTERM, an error it gave up on): every scene
        is shut down as on the way back to the title, the game in progress saved and a LAN
        table's connection closed; a scene failing to shut down is only logged."""
        self.stack.reset()

    # ----- loop ----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
        elif event.type == pygame.VIDEORESIZE:
            self.on_resize(event.size)
        elif event.type == pygame.KEYDOWN and (
                event.key == pygame.K_F11
                or (event.key == pygame.K_RETURN and event.mod & pygame.KMOD_ALT)):
            self.toggle_fullscreen()
        else:
            self.stack.handle_event(event)

    def frame(self, dt: float) -> None:
        events = self.pacer.take() + pygame.event.get()
        for event in events:
            self.handle(event)
        if not self.running:
            return
        self.stack.update(dt)
        if self.pacer.unchanged(bool(events), self.stack.frame_key()):
            return                       # idle, nothing new to show: the window keeps its frame
        self.stack.draw(self.screen)
        pygame.display.flip()

    def run(self, frames: int | None = None, driver: Any = None) -> int:
        """Run until quit (or for ``frames`` frames); returns the exit status.

        The clock waits after a frame, not before it: the first frame is drawn at once (a
        wait before it, on a clock just made, cost a sixtieth of a second of start-up)."""
        dt = 1 / 60
        self.pacer.restart()
        while self.running:
            if driver is not None:
                driver.before_frame(self)
            try:
                self.frame(dt)
            except Exception as exc:
                if self.strict:
                    raise
                self.recover(exc)
            self.frame_count += 1
            for hook in self.after_frame:
                hook(self)
            if frames is not None and self.frame_count >= frames:
                break
            dt = 1 / 60 if self.strict else self.pacer.pace(self.stack.animating())
        if driver is not None:
            driver.finish(self)
        return self.exit_code

    def recover(self, exc: BaseException) -> None:
        """Log the error and go back to the title with a message, or give up if it repeats."""
        log.error("unexpected error", exc_info=exc)
        now = time.monotonic()
        self._crashes = [t for t in self._crashes if now - t < CRASH_WINDOW] + [now]
        if len(self._crashes) >= CRASH_LIMIT:
            log.critical("errors keep happening; closing the game")
            show_fatal(self.screen)
            self.exit_code = 1
            self.running = False
            return

        self.stack.reset()
        self.stack.push(TitleScene(self))
        self.stack.push(MessageScene(
            self, N_("Something went wrong"),
            lambda: _("The game met an unexpected error and went back to the title screen. "
                      "The details are in {path}.").format(path=paths.log_path())))


def clamp_size(size: Sequence[int]) -> tuple[int, int]:
    return (max(int(size[0]), prefs.MIN_SIZE[0]), max(int(size[1]), prefs.MIN_SIZE[1]))


def set_window_icon() -> None:
    """The shield painted by packaging/make_icon.py (the executables carry it too)."""
    try:
        pygame.display.set_icon(pygame.image.load(str(resource_path("assets", "icons",
                                                                    "fief-64.png"))))
    except (OSError, pygame.error) as exc:
        log.info("no window icon (%s)", exc)


def show_fatal(screen: pygame.Surface | None, seconds: float = 6.0) -> None:
    """Last resort: a plain message on a plain screen, without scenes that may be broken.

    Without a window (the error came before one opened) the system's own message box says it.
    """
    try:
        if screen is None:
            if os.environ.get("SDL_VIDEODRIVER") in ("dummy", "offscreen"):
                return  # headless: nobody to see a box, and it must not wait for a click
            pygame.display.message_box(
                NAME,
                _("{name} stopped on an unexpected error. The details are in {path}.").format(
                    name=NAME, path=paths.log_path()),
                message_type="error")
            return

        screen.fill((30, 24, 20))
        lines = [_("{name} has to close after repeated errors.").format(name=NAME),
                 _("The details are in {path}.").format(path=paths.log_path()),
                 _("Press any key.")]
        y = screen.get_height() // 3
        for line in lines:
            image = fonts.text(line, "body", 28, (238, 226, 197))
            screen.blit(image, image.get_rect(midtop=(screen.get_width() // 2, y)))
            y += 48
        pygame.display.flip()
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            if any(e.type in (pygame.KEYDOWN, pygame.QUIT, pygame.MOUSEBUTTONDOWN)
                   for e in pygame.event.get()):
                break
            time.sleep(0.05)
    except Exception:
        log.exception("cannot show the closing message")


def build_stack(app: App, scene: str) -> None:
    """Open ``scene`` with the scenes a player would have passed through below it."""

    app.stack.push(TitleScene(app))
    if scene == "settings":
        app.stack.push(SettingsScene(app))
    elif scene == "load":
        app.stack.push(LoadScene(app))
    elif scene != "title":
        opener = app.clients.scene(scene)
        if opener is None:
            raise ValueError(f"no game of the collection has a screen called {scene!r}")
        for above in opener(app):
            app.stack.push(above)


def main(argv: Sequence[str] | None, clients: Collection) -> int:
    """The program (game/clients.py's ``main`` gives it the collection's games)."""
    args = parse_args(argv, clients.served())
    status = without_window(args)
    if status is not None:
        return status
    strict = args.smoke is not None or args.screenshot is not None
    if (args.smoke is not None or args.frames is not None) and needs_headless():
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    setup_logging()
    with Termination().installed() as termination:   # SIGTERM: as the window's close
        return run_program(args, clients, termination, strict)


def run_program(args: argparse.Namespace, clients: Collection, termination: Termination,
                strict: bool) -> int:
    """The window and its loop; the scenes closed at the end however it ends (``App.close``)."""
    app: App | None = None
    try:
        settings = prefs.load()
        i18n.set_language(args.lang or settings.language)
        app = App(settings, clients=clients, size=parse_size(args.size),
                  fullscreen=False if strict else None,
                  strict=strict, persist=args.smoke is None, map_file=args.map,
                  run_language=args.lang)
        termination.serve(app)
        return run_app(app, args)
    except Exception as exc:
        log.critical("the game stopped on an unexpected error", exc_info=exc)
        if strict:
            traceback.print_exc()
        else:
            print(f"{NAME} stopped on an unexpected error; details in {paths.log_path()}",
                  file=sys.stderr)
            show_fatal(app.screen if app else None)
        return 1
    finally:
        if app is not None:
            app.close()
        pygame.quit()


def run_app(app: App, args: argparse.Namespace) -> int:
    if args.report_first_frame:
        app.after_frame.append(FirstFrameReporter())
    first = app.clients.first
    if args.smoke is not None and first.smoke is not None:   # through the first game's screens
        build_stack(app, "title")
        return app.run(frames=args.smoke, driver=first.smoke(args.smoke))
    build_stack(app, args.scene)
    if args.screenshot is not None:
        frames = args.frames or 8
        point_at = first.point_at if args.hover and first.point_at else None
        hover = (lambda shown: point_at(shown, args.hover)) if point_at else None
        return app.run(frames=frames, driver=ScreenshotDriver(args.screenshot, frames, hover))
    return app.run(frames=args.frames)

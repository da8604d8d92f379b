"""The scene stack: the screens of the client, one above the other.

Modelled on Tuxemon's state stack. The top scene is the one the player is using; scenes below
it wait, paused. A scene marked ``transparent`` (a pause menu, a dialog) lets the scenes below
show through: drawing starts at the lowest scene that the transparent ones uncover. Input goes
top-down: a scene consumes an event by returning ``None`` from ``handle_event`` and passes it to
the scene below by returning it. Only the top scene is updated, plus any scene below that sets
``update_when_covered`` (for instance to keep an animation or a network poll going).

Every scene gets ``resume`` when it becomes the top and ``pause`` when it stops being the top
(covered by a push, or about to be removed), so the two always come in pairs; ``shutdown``
follows the last ``pause`` when a scene leaves the stack.
"""
from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Callable, Protocol

import pygame

from game.shell.settings import Settings

log = logging.getLogger(__name__)


class Shell(Protocol):
    """What a scene may ask of the application that runs it (``game.shell.app.App``): the window,
    the settings, the stack, what the games keep while the program runs, and the few ways out
    of a screen that lead to scenes it cannot know without an import circle (a saved game, the
    title). Scenes hold a ``Shell``, so that the application sits above every scene and
    imports them, never the reverse; the games of the collection are ``app.clients``
    (game.shell.contract.collection_of)."""

    settings: Settings
    size: tuple[int, int]
    scale: float
    screen: pygame.Surface
    stack: SceneStack
    strict: bool
    persist: bool
    map_file: Path | None        # --map: a board map instead of the game's own
    version: str
    frame_count: int

    def apply_settings(self, new: Settings) -> None:
        """Make new settings take effect, save them and tell every scene."""

    def shared(self, key: str, make: Callable[[], Any]) -> Any:
        """What a game keeps for as long as the program runs (Fief's boards, read and drawn
        once), made by ``make`` the first time ``key`` is asked."""

    def open_save(self, path: Path) -> None:
        """Open a save: a game in progress, or a table set up."""

    def back_to_title(self) -> None:
        """Leave every scene above the title."""

    def quit(self) -> None:
        """End the main loop."""


class Scene:
    """Base of every screen; override what the screen needs."""

    transparent: bool = False  # draw the scene below first (overlays, dialogs)
    update_when_covered: bool = False  # keep updating while another scene is above

    def __init__(self, app: Shell | None = None) -> None:
        self.shell = app                          # None: a scene drawn alone (tests, tools)
        self.on_stack: SceneStack | None = None   # set by the stack while the scene is on it
        self.active = False  # between resume and pause

    @property
    def app(self) -> Shell:
        """The application running this scene; only a scene made without one has none, and
        it must not navigate."""
        if self.shell is None:
            raise RuntimeError(f"{self.name} runs without an application")
        return self.shell

    @property
    def stack(self) -> SceneStack:
        """The stack this scene is on (a scene off the stack cannot push, pop or replace)."""
        if self.on_stack is None:
            raise RuntimeError(f"{self.name} is not on a scene stack")
        return self.on_stack

    @property
    def is_top(self) -> bool:
        """Whether the player is using this scene now."""
        return self.on_stack is not None and self.on_stack.top is self

    def colourblind_palette(self) -> bool:
        """The colour-blind setting (off for a scene drawn without an application)."""
        return self.shell is not None and self.shell.settings.colourblind

    @property
    def name(self) -> str:
        return type(self).__name__

    def resume(self) -> None:
        """The scene became the top one: start taking input."""

    def pause(self) -> None:
        """The scene stops being the top one (covered, or about to leave)."""

    def shutdown(self) -> None:
        """The scene has left the stack; release what it holds."""

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """Return None to consume the event, or the event to pass it to the scene below."""
        return event

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds."""

    def animating(self) -> bool:
        """Whether something on this scene moves by itself, so that the loop draws at the
        full frame rate (game/shell/pacing.py); a still scene is drawn on input and a few
        times a second. Every scene animates unless it says otherwise."""
        return True

    def frame_key(self) -> Any:
        """What this scene's picture shows, as a value: an idle frame whose key equals the
        last drawn one is not drawn again (game/shell/pacing.py). By default it always
        differs, so the scene is drawn at every frame."""
        return object()

    def draw(self, surface: pygame.Surface) -> None:
        """Draw onto ``surface``; must not change the game."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size; lay the screen out again."""


class SceneStack:
    """Push, pop and replace scenes, and dispatch events, updates and drawing."""

    def __init__(self) -> None:
        self._scenes: list[Scene] = []
        self.size: tuple[int, int] | None = None  # given to every scene that enters

    def __len__(self) -> int:
        return len(self._scenes)

    def __iter__(self) -> Iterator[Scene]:
        return iter(list(self._scenes))

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    def find(self, kind: type[Any]) -> Any:
        """The highest scene of this class, or None."""
        for scene in reversed(self._scenes):
            if isinstance(scene, kind):
                return scene
        return None

    def push(self, scene: Scene) -> Scene:
        if self.top is not None:
            self._deactivate(self.top)
        self._enter(scene)
        self._activate(scene)
        return scene

    def pop(self) -> Scene:
        if not self._scenes:
            raise IndexError("pop from an empty scene stack")
        scene = self._scenes[-1]
        self._deactivate(scene)
        self._leave(scene)
        if self.top is not None:
            self._activate(self.top)
        return scene

    def replace(self, scene: Scene) -> Scene | None:
        """Swap the top scene for ``scene``; the scenes below are not disturbed."""
        old = None
        if self._scenes:
            old = self._scenes[-1]
            self._deactivate(old)
            self._leave(old)
        self._enter(scene)
        self._activate(scene)
        return old

    def clear(self) -> None:
        while self._scenes:
            self.pop()

    def reset(self) -> None:
        """Drop every scene after an error; a scene failing to shut down is only logged."""
        scenes, self._scenes = self._scenes, []
        for scene in reversed(scenes):
            scene.active = False
            try:
                scene.shutdown()
            except Exception:
                log.exception("%s failed to shut down", scene.name)
            scene.on_stack = None

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """Offer the event top-down; returns it if no scene consumed it.

        A scene that changes the stack while handling an event ends the dispatch: the scenes
        that were below it belong to a screen the player has left.
        """
        snapshot = list(self._scenes)
        for scene in reversed(snapshot):
            result = scene.handle_event(event)
            if result is None:
                return None
            event = result
            if self._scenes != snapshot:
                return None
        return event

    def update(self, dt: float) -> None:
        snapshot = list(self._scenes)
        for scene in snapshot[:-1]:
            if scene.update_when_covered and scene in self._scenes:
                scene.update(dt)
        if snapshot and snapshot[-1] in self._scenes:
            snapshot[-1].update(dt)

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: the top one and what transparent ones uncover."""
        start = len(self._scenes) - 1
        while start > 0 and self._scenes[start].transparent:
            start -= 1
        return self._scenes[max(start, 0):]

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.visible():
            scene.draw(surface)

    def animating(self) -> bool:
        """Whether any scene on screen moves by itself (the loop's pace)."""
        return any(scene.animating() for scene in self.visible())

    def frame_key(self) -> tuple[Any, ...]:
        """What the screen shows, as a value (the scenes on it and their ``frame_key``)."""
        return tuple((id(scene), scene.frame_key()) for scene in self.visible())

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        for scene in list(self._scenes):
            scene.resize(size)

    def _enter(self, scene: Scene) -> None:
        scene.on_stack = self
        self._scenes.append(scene)
        if self.size is not None:
            scene.resize(self.size)

    def _leave(self, scene: Scene) -> None:
        self._scenes.remove(scene)
        scene.shutdown()
        scene.on_stack = None

    @staticmethod
    def _activate(scene: Scene) -> None:
        if not scene.active:
            scene.active = True
            scene.resume()

    @staticmethod
    def _deactivate(scene: Scene) -> None:
        if scene.active:
            scene.active = False
            scene.pause()

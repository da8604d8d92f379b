"""What the play scene shows to help a table learn and follow the game (issue 20), in one
object so that the scene calls it in a few places: the announcements' banners, the summary
at the end of each round, the tutorial's coach, and the last refusal (which F1 links to its
rule).

The play scene owns the game; this only reads the public events and view it is given.
"""
from __future__ import annotations

from typing import Any, Protocol

import pygame

from engine.fief.api import View
from game.fief.controller import Controller, Outcome
from game.fief.scenes.round_summary import RoundWatch
from game.shell.stack import SceneStack, Shell
from game.fief.ui.announcements import Announcer, named_places
from game.fief.ui.card_texts import edition_of
from game.fief.ui.decisions.controls import ChoiceButton
from game.fief.ui.tutorial import Coach


class Screen(Protocol):
    """What the guides read of the play scene."""
    ceremonies: bool
    controller: Controller
    left_rect: pygame.Rect
    right_rect: pygame.Rect
    log_rect: pygame.Rect
    top_h: int
    size: tuple[int, int]
    mode: Any                                   # the decision panel's mode, or None

    @property
    def app(self) -> Shell: ...

    @property
    def stack(self) -> SceneStack: ...

    @property
    def view(self) -> pygame.Rect: ...

    @property
    def active(self) -> bool: ...

    def px(self, value: float) -> int: ...

    @property
    def board(self) -> Any: ...                 # the map drawn (villages, their places)

    def village_point(self, name: str) -> tuple[int, int] | None: ...


class PlayGuides:
    def __init__(self) -> None:
        self.announcer = Announcer()             # banners of what changes the game
        self.rounds = RoundWatch()               # the view a round began with, for its summary
        self.coach: Coach | None = None          # the tutorial's prompts, when it is one
        self.refused: Outcome | None = None      # the last refusal, until an action is taken

    def on_events(self, events: list[dict[str, Any]], public: View) -> Any:
        """New public events: banners queued, the coach told; returns the round's summary when
        they end a round (the scene queues it among its ceremonies, in the events' order)."""
        self.announcer.note(events, edition_of(public))
        if self.coach is not None:
            self.coach.heard(events)
        return self.rounds.note(events, public)

    def forget_past(self) -> None:
        """A game opened with a past (a save, a LAN game rejoined): its events fill the
        chronicle, but no banner of theirs is owed (issue 36, defect 1: a round-4 save played
        the banners of rounds 1 to 3 over the map)."""
        self.announcer.queue.clear()
        self.announcer.current = None

    def handle(self, event: pygame.event.Event) -> bool:
        return self.announcer.handle(event) or (self.coach is not None and self.coach.handle(event))

    def update(self, screen: Screen, dt: float, public: View) -> None:
        self.announcer.update(dt)
        if self.coach is not None and screen.active:      # not under a ceremony or a summary
            asked = screen.controller.current()
            self.coach.note(int(public.get("round", 0) or 0), public.get("step"),
                            asked.decision.get("kind") if asked is not None else None)

    def draw(self, screen: Screen, surface: pygame.Surface, names: list[str]) -> None:
        self.announcer.draw(surface, screen.view, screen.px, names,
                            named_points(screen, self.announcer.current))
        if self.coach is not None:
            self.coach.draw(surface, {"map": screen.view, "decision": screen.right_rect,
                                      "families": screen.left_rect, "chronicle": screen.log_rect,
                                      "banner": pygame.Rect(0, 0, screen.size[0], screen.top_h)}, screen.px,
                            shown_buttons(screen.mode))


def named_points(screen: Screen, event: dict[str, Any] | None) -> list[tuple[int, int]]:
    """Where the places the banner's event names are on the screen: its villages, every
    village of its bishopric or fief (the event carries them; the map says where they are),
    and where the lords it names stand (the public view: a marriage's banner over BLAYE hid
    QUENTIN there)."""
    board = screen.board
    if event is None or board is None:
        return []
    villages, bishopric, fief = named_places(event)
    villages |= {v.name for v in board.villages
                 if str(v.bishopric) == bishopric or (fief is not None and v.fief == fief)}
    lords = {event.get(key) for key in ("lord", "lady")}          # where they stand (the view)
    villages |= {str(l["village"]) for l in screen.controller.public.get("lords", [])
                 if l.get("name") in lords and l.get("village")}
    return [point for name in sorted(villages) if (point := screen.village_point(name))]


def shown_buttons(mode: Any) -> list[tuple[pygame.Rect, dict[str, Any]]]:
    """The decision panel's buttons on the screen now, with their actions (the tutorial's
    pointer ends on the one its prompt names)."""
    widgets = mode.form.widgets if mode is not None else []
    return [(w.rect, w.action) for w in widgets
            if isinstance(w, ChoiceButton) and w.visible and w.action and w.rect.width > 0]

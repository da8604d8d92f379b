"""Stepping through a saved record move by move, for the replay scenes of every game of the
collection (game/fief/scenes/replay.py for Fief, game/middle_ages/replay.py).

The referee replays the saved actions exactly (chance lives in the position), so one game is
kept and the next action applied to go forward; going back (or far ahead) restarts from the
nearest kept copy, one every ``CHECKPOINT`` moves, through the contract's ``clone``.
"""
from __future__ import annotations

from typing import Any

import pygame

from engine.actions import Action
from engine.events import Event
from engine.record import Record

CHECKPOINT = 25


class RecordSteps:
    """The moving part of a replay scene: ``open_record`` first; the scene says what a move
    caused (``forward``, which calls ``step``), forgets it when the position jumps
    (``forget``), draws the position (``show``) and leaves (``close``); the keys are the same
    in every game's replay (``replay_key``)."""

    actions: list[tuple[int, Action]]
    move: int
    game: Any
    kept: dict[int, Any]

    def open_record(self, record: Record) -> None:
        self.actions = list(record.actions)
        self.move = 0
        self.game = record.kind.restore(record.start)
        self.kept = {0: self.game.clone()}

    def step(self) -> list[Event] | None:
        """Apply the next move and return what it caused (None when there is no next move)."""
        if self.move >= len(self.actions):
            return None
        seat, action = self.actions[self.move]
        events = self.game.apply(seat, action)
        self.move += 1
        if self.move % CHECKPOINT == 0 and self.move not in self.kept:
            self.kept[self.move] = self.game.clone()
        return events

    def go(self, target: int) -> None:
        """Show the position after ``target`` moves (from the nearest kept copy)."""
        target = max(0, min(target, len(self.actions)))
        if target < self.move or target - self.move > CHECKPOINT:
            base = max(k for k in self.kept if k <= target)
            self.game, self.move = self.kept[base].clone(), base
            self.forget()
        while self.move < target:
            self.forward()
        self.show()

    def replay_key(self, event: pygame.event.Event) -> bool:
        """Page Down (the next move), Page Up (one back), Esc (close): True when ``event``
        was one of them, and it was done."""
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_PAGEDOWN:
            self.forward()
        elif event.key == pygame.K_PAGEUP:
            self.go(self.move - 1)
        elif event.key == pygame.K_ESCAPE:
            self.close()
        else:
            return False
        return True

    def forward(self) -> None:
        raise NotImplementedError

    def close(self) -> None:
        raise NotImplementedError

    def forget(self) -> None:
        raise NotImplementedError

    def show(self) -> None:
        raise NotImplementedError

"""The tutorial's coach: short prompts over the tutorial's prepared round (game.fief.tutorial_game),
each pointing at the part of the screen it speaks of: a marriage, an election, cards, income,
purchases, movement, a battle and a siege, and the end of the round.

A prompt appears the first time its step (or the decision asked of you) comes, whoever plays
it, and stays until *Got it*; *Leave the tutorial* drops the coach and the game goes on as a
normal one. When the second round begins the coach says the tutorial is over. The coach only
reads what the play scene shows (the public view's step, the decision asked, the public
events); it decides nothing.
"""
from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.shell.i18n import N_, _
from game.shell import decor, fonts
from game.shell import palette as pal

Point = tuple[int, int]
Buttons = Sequence[tuple[pygame.Rect, dict[str, Any]]]      # a button's rect and its action

@dataclass(frozen=True)
class Lesson:
    """A tutorial prompt and the part of the screen it points at."""

    key: str          # the step (or decision kind) that brings it
    text: str         # msgid
    target: str       # "map", "decision", "families", "banner", "chronicle"
    # The buttons it names, as (action kind, a word of the action): the pointer ends on the
    # first one shown (issue 36, defect 4: it ended in empty space).
    buttons: tuple[tuple[str, str], ...] = ()


WELCOME = "welcome"
LESSONS = (
    Lesson(WELCOME, N_("Welcome to Fief! You play the blue family against three computer families, through one prepared round in which everything happens once. Each prompt points at the part of the screen it speaks of; you may leave the tutorial at any moment and play on."), "banner"),
    Lesson("marriage", N_("Phase 1: marriages. Propose QUENTIN, your Count of BLAYE, to MIREILLE of Anjou: married families are allied, and with four families an alliance wins with 4 victory points between them (1.1, 7.2)."), "decision",
           (("propose_marriage", "QUENTIN"),)),
    Lesson("elections", N_("Elections. Every village of the bishopric of BLAYE is controlled, so its Bishop is elected: present ARTHUR, then lay your FOR marker on him, face down; your villages there are your votes (1.3, 1.4). The crown is vacant too: QUENTIN may stand for King (1.8)."), "decision",
           (("declare_candidate", "ARTHUR"), ("vote", "ARTHUR"), ("vote", '"for"'))),
    Lesson("cards_draw", N_("Phase 2: cards. Draw up to two cards; a Disaster drawn goes face down on the track at the top and strikes later. Rest the pointer on a card to read it, wherever it appears (2.1)."), "decision",
           (("draw", ""),)),
    Lesson("play_cards", N_("Play cards on your turn: a Lord joins your family, Harvest and Good Weather bring deniers, Tax cards levy taxes (2.4)."), "decision",
           (("play_card", ""),)),
    Lesson("income", N_("Phase 3: income comes by itself: 1 denier per village you control, 2 per mill, and what your titles and taxes bring (3.0). Your treasury is on your family board."), "families"),
    Lesson("purchase", N_("Phase 4: buy troops (a knight 3, a man at arms 1) where you have a lord, mills and Strongholds, and fief titles, which give victory points (4.0)."), "decision",
           (("recruit", ""), ("build", ""), ("buy_title", ""))),
    Lesson("movement", N_("Phase 5: movement. Click a village of yours, choose who goes, then click a lit destination; each counter makes at most two steps a round (5.0). ARTHUR and GAUVAIN wait at their gates: they fight in Phase 6."), "map"),
    Lesson("declare_battle", N_("Phase 6: battles. ARTHUR's army waits at the gate of ST MÉDARD, held by two of Foix's men: declare a battle there. Each side rolls dice by its strength, a knight counting 3 and a man at arms 1 (6.0, 6.2)."), "decision",
           (("declare_battle", "ST MÉDARD"),)),
    Lesson("sieges", N_("A siege: GAUVAIN's army stands before Anjou's Stronghold of CHAROLLES. Lay a siege: one of your Siege Engines cancels a die of the walls' penalty, and a besieged village yields its holder no income (6.4)."), "decision",
           (("declare_siege", "CHAROLLES"),)),
    Lesson("end_round", N_("Phase 7: the round ends and victory is checked: 3 victory points win alone (7.0). The chronicle below tells everything that happened."), "chronicle"),
)
# Steps that pass by themselves (nobody here is asked) are known by their events.
HEARD = {"income": "income", "round_ended": "end_round", "candidate_declared": "elections",
         "candidates_declared": "elections", "election_result": "elections",
         "battle_declared": "declare_battle", "siege_declared": "sieges"}
# An election under way is the step "election" of the view, its decisions "candidate" and
# "vote": their lesson is the elections', shown as the pupil is asked to present a candidate,
# not once one was heard of (issue 36: the prompt then came after the candidate, or with the
# vote, or while nobody here was asked, as the computers' thread went).
ALIASES = {"election": "elections", "candidate": "elections", "vote": "elections"}
END = Lesson("round_2", N_("That was a whole round. The tutorial ends here: play on as a normal game, and press F1 whenever you need the rules."), "banner")


class Coach:
    def __init__(self) -> None:
        self.seen: set[str] = set()
        self.waiting: list[str] = []              # lessons of events heard, not yet shown
        self.current: Lesson | None = None
        self.followed: set[str] = set()           # lessons shown for the decision or step asked
        self.finished = False                     # left, or the round is over
        self.card = pygame.Rect(0, 0, 0, 0)
        self.ok_rect = pygame.Rect(0, 0, 0, 0)
        self.leave_rect = pygame.Rect(0, 0, 0, 0)
        self.end: Point = (0, 0)                  # where the pointer line ends, on the screen

    def heard(self, events: list[dict[str, Any]]) -> None:
        """New public events: the lesson of a step that passes by itself waits its turn."""
        for event in events:
            key = HEARD.get(str(event.get("kind")))
            if key is not None and key not in self.seen and key not in self.waiting:
                self.waiting.append(key)

    def note(self, round_: int, step: str | None, asked: str | None = None) -> None:
        """The step on the screen now and the decision asked here: its lesson (or one heard
        before) comes if it has not been seen, after the welcome; the end comes when the
        second round begins."""
        if self.finished:
            return
        asked, step = ALIASES.get(asked or "", asked), ALIASES.get(step or "", step)
        if self.current is not None:
            # A prompt about the decision or step asked goes once it is answered, so that the
            # next one is not a step late (issue 36, defect 4: the marriage's stayed after it).
            if self.current.key not in self.followed or self.current.key in (asked, step):
                return
            self.current = None
        self.waiting = [k for k in self.waiting if k not in self.seen]
        keys = [WELCOME, *self.waiting, asked or "", step or ""]
        lesson = next((l for k in keys for l in LESSONS if l.key == k and l.key not in self.seen), None)
        if lesson is not None and lesson.key in (asked, step) and lesson.key not in self.waiting:
            self.followed.add(lesson.key)
        if lesson is None and round_ >= 2 and END.key not in self.seen:
            lesson = END
        if lesson is not None:
            self.show(lesson)

    def show(self, lesson: Lesson) -> None:
        self.current = lesson
        self.seen.add(lesson.key)

    def dismiss(self) -> None:
        if self.current is END:
            self.finished = True
        self.current = None

    def leave(self) -> None:
        self.current = None
        self.finished = True

    def handle(self, event: pygame.event.Event) -> bool:
        """Its two buttons; True when the event was theirs."""
        if self.current is None or event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        if self.ok_rect.collidepoint(event.pos):
            self.dismiss()
            return True
        if self.leave_rect.collidepoint(event.pos):
            self.leave()
            return True
        return False

    def pointed(self, regions: Mapping[str, pygame.Rect], buttons: Buttons) -> tuple[pygame.Rect, Point]:
        """What the prompt points at and where its line ends: on the button it names when one
        is shown, else on the edge of its region nearest the prompt (the map: its middle)."""
        assert self.current is not None
        found = [rect for kind, word in self.current.buttons for rect, action in buttons
                 if action.get("kind") == kind and word in json.dumps(action, ensure_ascii=False)]
        target = found[0] if found else regions.get(self.current.target, regions["map"])
        if not found and self.current.target == "map":
            return target, (target.centerx, target.centery - target.height // 10)
        inner = target.inflate(-min(8, target.width // 3), -min(8, target.height // 3))
        x, y = self.card.midtop
        return target, (min(max(x, inner.left), inner.right), min(max(y, inner.top), inner.bottom))

    def draw(self, surface: pygame.Surface, regions: Mapping[str, pygame.Rect],
             px: Callable[[float], int], buttons: Buttons = ()) -> None:
        """The prompt beside the map's top, a line to the button or region it speaks of;
        ``buttons`` are the decision panel's shown buttons and their actions."""
        if self.current is None:
            return
        area = regions["map"]
        width = min(px(560), area.width - px(40))
        lines = fonts.wrap(_(self.current.text), "body", px(20), width - px(40))
        self.card = pygame.Rect(0, 0, width, px(40) + len(lines) * px(25) + px(64))
        self.card.midbottom = (area.centerx, area.bottom - px(70))
        target, end = self.pointed(regions, buttons)
        self.end = end
        pygame.draw.line(surface, pal.GOLD, self.card.midtop, end, max(2, px(4)))
        pygame.draw.circle(surface, pal.GOLD, end, px(9))
        pygame.draw.rect(surface, pal.GOLD_LIGHT, target, width=max(2, px(3)), border_radius=px(6))
        decor.panel(surface, self.card, px(100) / 100)
        surface.blit(fonts.text(_("Tutorial"), "bold", px(22), pal.BURGUNDY), (self.card.x + px(20), self.card.y + px(12)))
        y = self.card.y + px(44)
        for line in lines:
            surface.blit(fonts.text(line, "body", px(20), pal.INK), (self.card.x + px(20), y))
            y += px(25)
        self.ok_rect = self._button(surface, _("Got it"), (self.card.right - px(20), self.card.bottom - px(14)), px, True)
        self.leave_rect = self._button(surface, _("Leave the tutorial"),
                                       (self.ok_rect.x - px(12), self.card.bottom - px(14)), px, False)

    @staticmethod
    def _button(surface: pygame.Surface, label: str, bottomright: tuple[int, int],
                px: Callable[[float], int], primary: bool) -> pygame.Rect:
        image = fonts.text(label, "bold", px(18), pal.PARCHMENT_LIGHT if primary else pal.INK)
        rect = image.get_rect().inflate(px(28), px(14))
        rect.bottomright = bottomright
        pygame.draw.rect(surface, pal.BURGUNDY if primary else pal.PARCHMENT_LIGHT, rect, border_radius=px(6))
        pygame.draw.rect(surface, pal.INK_SOFT, rect, width=1, border_radius=px(6))
        surface.blit(image, image.get_rect(center=rect.center))
        return rect

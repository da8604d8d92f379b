"""Control markers (004 §2.1, §6, S-4): every uncontrolled village a lord of the family reaches
becomes the family's, marked with one of its sergeants, which stays when the lord goes on; the
markers never move: each has made every step a round allows (the per-counter step count of
RULINGS 27), set when it is placed and again at the start of every round. A fief whose title a family holds needs none: its empty villages are the
title holder's (S-4), so the family's markers there go back to its stock when it takes the
title."""
from __future__ import annotations

from typing import Any

from ...actions import Action
from ...errors import IllegalAction
from ..control import controller, fief_holder, present, refresh
from ..counters import MAN
from ..editions.citations import CITED_2011, SECTIONS_2011, cited
from ..match import Match
from ..phases.end_round import reset_for_round
from ..moves import MovementData
from ..phases.movement import Movement
from ..state import Frame

RULE = "004 §6"


def place_markers(g: Match, player: int) -> None:
    """Mark each village a free lord of the family stands in that it controls without a
    counter of its own there, outside the fiefs it holds (S-4), while its stock lasts."""
    state = g.state
    for lord in state.family(player):
        village = lord.village
        if village is None or lord.captor is not None or lord.road is not None:
            continue
        if controller(g, village) != player or state.troops_in(village, player):
            continue
        if fief_holder(state, g.board.villages[village].fief) == player:
            continue                                           # S-4: no marker needed
        if not mark(g, player, village):
            return


def mark(g: Match, player: int, village: str) -> bool:
    """Put one of the family's sergeants on the village as its control marker (004 §6); False
    when its stock is empty."""
    stock = g.state.stock(player, MAN)
    if not stock:
        return False
    stock[0].village = village
    stock[0].mark(steps=g.rules.darc_steps)
    g.emit("village_marked", player=player, village=village)
    return True


def show_holder(g: Match, player: int, village: str) -> None:
    """S-4 and 004 §6: an empty village of a fief another family holds is that family's; when a
    lord of another family comes to it, the holder's marker is put back, so that he waits on
    the road he came by as at any village held, and takes it only by leave or by a ride."""
    state = g.state
    if state.villages[village].controller is not None or present(state, village):
        return
    holder = fief_holder(state, g.board.villages[village].fief)
    if holder not in (None, player) and mark(g, holder, village):
        refresh(g, village)


def freeze_markers(g: Match) -> None:
    """The markers on the map have no step to make (004 §6: they never move)."""
    for troop in g.state.troops:
        if troop.village is not None and troop.steps != g.rules.darc_steps:
            troop.mark(steps=g.rules.darc_steps)


def round_start(g: Match) -> None:
    """A round begins as in 2011 (per-round marks reset), the markers kept still."""
    reset_for_round(g)
    freeze_markers(g)


def lift_markers(g: Match, player: int, fief: str) -> None:
    """S-4: the family holds the fief's title; its markers there go back to its stock."""
    state = g.state
    for village in g.board.fiefs[fief].villages:
        markers = state.troops_in(village, player)
        if not markers:
            continue
        for troop in markers:
            troop.to_stock()
        refresh(g, village)
        g.emit("markers_lifted", player=player, village=village, count=len(markers))


class MarkedMovement(Movement):
    """2011's Movement with lords moving alone (the markers stay) and every uncontrolled
    village they reach marked as their family's (004 §6)."""

    def legal(self, g: Match, frame: Frame[MovementData], player: int) -> list[Action]:
        return [a for a in super().legal(g, frame, player)
                if a.kind != "move" or not (a.get("knights", 0) or a.get("men", 0))]

    def apply(self, g: Match, frame: Frame[MovementData], player: int, action: Action) -> None:
        self.alone(action)
        if action.kind == "move" and not action.get("cavalcade"):
            show_holder(g, player, self.checked(g, player, action).to)      # S-4
        try:
            super().apply(g, frame, player, action)
        except IllegalAction as refused:
            raise self.ride(action, refused) from None
        place_markers(g, player)

    def check(self, g: Match, frame: Frame[MovementData], player: int, action: Action) -> None:
        """``apply``'s refusals, without copying the game (``Movement.check``)."""
        self.alone(action)
        try:
            super().check(g, frame, player, action)
        except IllegalAction as refused:
            raise self.ride(action, refused) from None

    @staticmethod
    def alone(action: Action) -> None:
        if action.kind == "move" and (action.get("knights", 0) or action.get("men", 0)):
            raise IllegalAction(RULE, "lords move alone: the control markers stay")

    @staticmethod
    def ride(action: Action, refused: IllegalAction) -> IllegalAction:
        """A ride's refusal under 2011's Cavalcade (1429's 5.2) is said as the variant's (004
        §6, S-21), in 2011's words and with the rule 2011 cites (003 Chevauchée)."""
        if not action.get("cavalcade") or refused.rule != "5.2":
            return refused
        said = cited(refused, CITED_2011, SECTIONS_2011)
        return IllegalAction("004 §6", "{why} (as 2011's ride: {rule})", why=said.message,
                             rule=said.rule)

    def resume(self, g: Match, frame: Frame[MovementData], child: Frame[Any]) -> None:
        super().resume(g, frame, child)
        player = self.current(g, frame)
        if player is not None:
            place_markers(g, player)


def lift_for_holder(g: Match, fief: str) -> None:
    """S-4 (004 §2.1 "Si le fief est controlé on retire les pions SERGENT de chaque village
    du fief"): whenever a family comes to hold a fief's title, bought, given, inherited or won
    with its city, its markers there go back to its stock."""
    holder = fief_holder(g.state, fief)
    if holder is not None:
        lift_markers(g, holder, fief)

"""10.3 Assassination (1 card): any window, kills a Lord of another family (RULINGS 47, A29).

The player names one of his own living Lords (a captive may be named) as the sponsor, who keeps
the Assassin marker until he dies, exposed to Justice (10.4). Success is automatic (FR). With the
``assassination_roll`` option the English rule applies instead: the target's family may first
play a Secret Passage to foil it, else it rolls the d6 and the target dies on 1-3.
"""
from __future__ import annotations

from typing import Literal, TypedDict

from ...actions import Action, act
from ...decisions import Decision
from ...errors import require
from ..deaths import kill_lord
from ..match import Match, Play, Step, push
from ..moments import ASSASSINATION, WindowContext
from ..state import Frame
from ..windows import (
    apply_play,
    card_action,
    context,
    discard_card,
    options_for,
    spend_card,
)

CARD = "assassination"


def sponsors(g: Match, player: int) -> list[str]:
    return sorted(l.name for l in g.state.family(player))


def targets(g: Match, player: int) -> list[str]:
    """A29: any Lord in play of another family, allies included; never one's own."""
    return sorted(l.name for l in g.state.lords.values()
                  if l.owner is not None and l.owner != player)


class Assassination(Play):
    card = CARD
    rule = "10.3"

    def options(self, g: Match, player: int, ctx: WindowContext) -> list[Action]:
        return [card_action(CARD, sponsor=s, target=t)
                for s in sponsors(g, player) for t in targets(g, player)]

    def can_play(self, g: Match, player: int, ctx: WindowContext) -> bool:
        """A sponsor and a target exist (without listing every pair of them)."""
        return bool(g.state.index().families.get(player)) and any(
            l.owner is not None and l.owner != player for l in g.state.lords.values())

    def play(self, g: Match, player: int, action: Action, ctx: WindowContext) -> None:
        state = g.state
        sponsor, target = action["sponsor"], action["target"]
        spend_card(g, player, CARD)
        state.lords[sponsor].assassin = True
        g.emit("assassination_played", player=player, sponsor=sponsor, lord=target,
               owner=state.lords[target].owner)
        if g.option("assassination_roll"):
            push(g, "assassination_roll", AssassinationData(
                player=player, target=target, held_cards=[CARD], asked=False, defended=False))
            return
        discard_card(g, CARD)
        kill_lord(g, target, "assassination")


class AssassinationData(TypedDict):
    """Option ``assassination_roll`` (EN 10.3): the target's family may foil it, then a d6."""

    player: int                  # who played the card
    target: str                  # the lord to kill
    held_cards: list[str]        # the card, discarded once the roll is made
    asked: bool                  # the target's family was asked for its defence
    defended: bool               # it played a Secret Passage: the attempt is foiled


class AssassinationView(TypedDict):
    kind: Literal["assassination_roll"]
    lord: str                    # the target
    player: int                  # who played the card


def defence_context(frame: Frame[AssassinationData], g: Match) -> WindowContext:
    return context(ASSASSINATION, lord=frame.data["target"],
                   defender=g.state.lords[frame.data["target"]].owner)


class AssassinationRoll(Step[AssassinationData]):
    """Option ``assassination_roll`` (EN 10.3): Secret Passage defence, then the d6."""

    kind = "assassination_roll"
    rule = "10.3"

    def decisions(self, g: Match, frame: Frame[AssassinationData]) -> list[Decision]:
        ctx = defence_context(frame, g)
        defender = ctx.get("defender")
        if frame.data["asked"] or defender is None:
            return []
        choices = [act("pass")] + options_for(g, defender, ctx)
        if len(choices) == 1:
            return []
        return [Decision.make(defender, "assassination_defence", choices,
                              lord=frame.data["target"])]

    def apply(self, g: Match, frame: Frame[AssassinationData], player: int,
              action: Action) -> None:
        require(action.kind in ("pass", "play_card"), self.rule,
                "play a Secret Passage to foil the assassination, or pass")
        if action.kind == "play_card":
            apply_play(g, player, action, defence_context(frame, g))
        frame.data["asked"] = True

    def proceed(self, g: Match, frame: Frame[AssassinationData]) -> bool:
        data = frame.data
        if not data["held_cards"]:
            return True                                  # resolved; an heir was being chosen
        data["held_cards"] = []
        discard_card(g, CARD)
        target = g.state.lords[data["target"]]
        if data["defended"] or target.owner is None:
            g.emit("assassination_foiled", lord=data["target"], player=target.owner)
            return True
        die = g.rng.d6()
        died = die <= g.rules.assassination_death_max
        g.emit("assassination_roll", lord=data["target"], die=die, died=died)
        if died:
            kill_lord(g, data["target"], "assassination")
        return True

    def view(self, g: Match, frame: Frame[AssassinationData],
             seat: int | None) -> AssassinationView:
        return {"kind": "assassination_roll", "lord": frame.data["target"],
                "player": frame.data["player"]}


def foil(g: Match) -> None:
    """The Secret Passage defence: marks the assassination being resolved as foiled."""
    frame: Frame[AssassinationData] | None = g.state.top()
    assert frame is not None and frame.kind == "assassination_roll"
    frame.data["defended"] = True


"""2.4.1 Lords (18 cards) and 1.8.2 the Crown Prince.

A Lord card is played only in one's turn of 2.4 (A6), into a family of at most 4 Lords, captives
included. The Lord is placed per 2.4.1 (placement.py), and a title kept for the family by 4.3.1 is
recovered at once if the family still holds the Fortified City (titles.claim_reserved). When the
Queen's family brings in a male Lord while the King lives, the Queen is free and there is no Crown
Prince, it may make him the Crown Prince (A15, RULINGS 17); once placed for a royal couple, their
marriage can never be annulled (RULINGS 14).
"""
from __future__ import annotations

from typing import Literal, TypedDict

from ...actions import Action, act
from ...decisions import Decision
from ...errors import require
from ..match import Match, Play, Step, finish, push
from ..moments import WindowContext
from ..placement import place_or_ask
from ..state import LORD_NAMES, Frame
from ..titles import claim_reserved
from ..windows import card_action, spend_card


class LordCard(Play):
    turn_only = True
    rule = "2.4.1"

    def __init__(self, name: str) -> None:
        self.card = name

    def options(self, g: Match, player: int, ctx: WindowContext) -> list[Action]:
        if family_full(g, player):
            return []
        assert self.card is not None
        return [card_action(self.card)]

    def can_play(self, g: Match, player: int, ctx: WindowContext) -> bool:
        return not family_full(g, player)

    def refusal(self, g: Match, player: int) -> tuple[str, str] | None:
        """A full family is refused by its edition's own words (2.4.1; 2011's 003 Carte
        Seigneur, which the variant keeps)."""
        return g.rules.family_refusal if family_full(g, player) else None

    def play(self, g: Match, player: int, action: Action, ctx: WindowContext) -> None:
        assert self.card is not None
        spend_card(g, player, self.card)
        bring_in(g, player, self.card)


def family_full(g: Match, player: int) -> bool:
    """2.4.1: the family has its 4 lords, captives included (2011 and the variant alike); asked
    at every window, so read from the board's index without a copy."""
    return len(g.state.index().families.get(player, ())) >= g.rules.max_family


# A Lord card of each lord of the box, in the box's order.
LORD_PLAYS: tuple[LordCard, ...] = tuple(LordCard(name) for name in LORD_NAMES)


def bring_in(g: Match, player: int, name: str) -> None:
    """A new member of the family: placed per 2.4.1, heir to a kept title, maybe Crown Prince."""
    lord = g.state.lords[name]
    lord.owner, lord.village, lord.road, lord.captor, lord.spouse = player, None, None, None, None
    lord.steps, lord.assassin, lord.relics = 0, False, []
    g.emit("lord_played", player=player, lord=name)
    if crown_prince_possible(g, name):
        push(g, "crown_prince", CrownPrinceData(player=player, lord=name))
    place_or_ask(g, name, "new")
    claim_reserved(g, player)


def crown_prince_possible(g: Match, name: str) -> bool:
    """A15: a male Lord of the Queen's family, the King alive, the Queen free, no Crown Prince;
    in 2011 the King free too (003 Prisonnier, E-16)."""
    state = g.state
    t = state.titles
    lord = state.lords[name]
    if lord.sex != "M" or t.king is None or t.queen is None or t.regent:
        return False
    if g.rules.crown_prince_needs_free_king and state.lords[t.king].captor is not None:
        return False
    queen = state.lords[t.queen]
    return (t.crown_prince is None and queen.captor is None and queen.owner == lord.owner
            and lord.owner is not None)


class CrownPrinceData(TypedDict):
    player: int                  # the Queen's family, who may make him Crown Prince (A15)
    lord: str                    # the Lord just brought in


class CrownPrinceView(TypedDict):
    kind: Literal["crown_prince"]
    player: int
    lord: str


class CrownPrince(Step[CrownPrinceData]):
    """1.8.2: the optional choice to make the new Lord the Crown Prince."""

    kind = "crown_prince"
    rule = "1.8.2"

    def decisions(self, g: Match, frame: Frame[CrownPrinceData]) -> list[Decision]:
        d = frame.data
        choices = [act("crown_prince", accept=True), act("crown_prince", accept=False)]
        return [Decision.make(d["player"], "crown_prince", choices, lord=d["lord"])]

    def apply(self, g: Match, frame: Frame[CrownPrinceData], player: int,
              action: Action) -> None:
        name = frame.data["lord"]
        if action.get("accept"):
            require(crown_prince_possible(g, name), self.rule,
                    "a Crown Prince needs a living King, a free Queen and no other Crown Prince")
            t = g.state.titles
            t.crown_prince, t.crown_prince_born = name, True
            g.emit("crown_prince_born", lord=name, player=player, queen=t.queen)
        finish(g, frame)

    def view(self, g: Match, frame: Frame[CrownPrinceData],
             seat: int | None) -> CrownPrinceView:
        return {"kind": "crown_prince", "player": frame.data["player"],
                "lord": frame.data["lord"]}

"""2011's embassy tokens (003 "Le jeton Ambassade", docs/editions.md E-8): "Un jeton permet de
discuter pendant 3 minutes avec un allié. Vous ne pouvez pas refuser une discussion. Deux
discussions ne peuvent avoir lieu en même temps."

The token opens 1429's private talk (diplomacy.py), read with the 2011 text: with the family
allied by marriage alone (003 Mariage et alliance, whatever the number of players), never
while another talk goes on at the table, and the invited cannot end it: the talk lasts until
its opener leaves it. The 3 minutes are the opener's, shown by the client and the host; the
referee has no clock and never ends a talk by time.
"""
from __future__ import annotations

from ...errors import IllegalAction, require
from ..match import Match
from ..victory import married_family

EMBASSY = "003 Jeton Ambassade"


def embassy_partner(g: Match, player: int) -> int:
    """The one family this player's token may invite now, his ally by marriage; refused while
    another talk goes on or without an ally (the same refusals as ``check_embassy_talk``, which
    the view's ``talk`` field gives the Diplomacy dialog)."""
    require(not any(frame.kind == "private_talk" for frame in g.state.stack), EMBASSY,
            "two talks cannot take place at the same time")
    ally = married_family(g, player)
    if ally is None:
        raise IllegalAction(EMBASSY, "an embassy token opens a talk with your ally by marriage, "
                            "and you have no ally by marriage")
    return ally


def check_embassy_talk(g: Match, player: int, others: list[int]) -> None:
    """The refusal of a talk the 2011 text forbids, if any, changing nothing."""
    require(others == [embassy_partner(g, player)], EMBASSY,
            "an embassy token opens a talk with your ally by marriage alone")


def embassy_talk_over(members: list[int], left: list[int]) -> bool:
    """Whether a 2011 talk is over: its opener (the first member) has left it."""
    return members[0] in left

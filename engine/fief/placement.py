"""Where a new, freed or escaped lord may be placed (2.4.1, 6.2.4, 10.2.3, RULINGS 23, A53).

The rulebook gives an order of preference; only the first non-empty tier is allowed, and the
owner chooses within it (a ``place_lord`` decision when there is a choice). The 2011 text lists
its three places without an order (003 Carte Seigneur, E-17): any of them. The last tier
(RULINGS 23, FR) is an uncontrolled village or another player's village with that player's
consent; a lord refused everywhere waits off the map and is placed again at the start of the
next round.
"""
from __future__ import annotations

from typing import NotRequired, TypedDict

from .control import controller, note_arrival, refresh
from .match import Match, push
from .titles import claim_reserved


def placement_tiers(g: Match, player: int, lord: str | None = None) -> list[str]:
    """The villages allowed by 2.4.1 for this family right now, best tier only; ``lord`` is the
    lord being placed, who does not count as 'another of his Lords' where he stands."""
    state = g.state
    board = g.board
    own = [v for v in board.villages if controller(g, v) == player]
    forts = [v for v in own if state.villages[v].fort is not None]
    with_lords = sorted({l.village for l in state.family(player)
                         if l.village is not None and l.captor is None and l.name != lord})
    if not g.rules.placement_in_tiers and (own or with_lords):
        return sorted(set(own) | set(with_lords))      # 003 Carte Seigneur, E-17: any of them
    if forts:
        return sorted(forts)
    if with_lords:
        return with_lords
    if own:
        return sorted(own)
    return sorted(board.villages)        # RULINGS 23: uncontrolled, or another's with consent


def placement_rule(g: Match, reason: str) -> tuple[str, str]:
    """The rule a placement refused breaks, and what it says (2.4.1; 2011's E-17, E-18)."""
    if reason == "escape" and g.rules.escape_one_step:
        return ("003 Souterrain", "an escaped lord goes to a village one step from his prison "
                "(E-18)")
    if not g.rules.placement_in_tiers:
        return ("003 Carte Seigneur", "a lord is placed in a village you control or where "
                "another of your lords stands; with neither, in an uncontrolled village or "
                "another player's with his consent (E-17)")
    return ("2.4.1", "a lord is placed first in a Stronghold or City you control, else with "
            "another of your lords, else in a village you control, else in an uncontrolled "
            "village or another player's with his consent")


def last_tier(g: Match, player: int, lord: str | None = None) -> bool:
    """Whether the family is down to the last tier (no fortification, other lord or village of
    its own), the only one where another player's village needs his consent (RULINGS 23)."""
    state = g.state
    if any(controller(g, v) == player for v in g.board.villages):
        return False
    return not any(l.village is not None and l.captor is None and l.name != lord
                   for l in state.family(player))


def consent_needed(g: Match, player: int, village: str) -> int | None:
    """RULINGS 23: the player whose consent a last-tier placement in ``village`` needs, or
    None (an uncontrolled village, or one of the family's own)."""
    holder = controller(g, village)
    return holder if holder not in (None, player) else None


def put_lord(g: Match, name: str, village: str) -> None:
    """Place an uncaptured lord in a village: an arrival at that moment (A33). A family that
    had a fief title put back on the board for it recovers it now if it holds the City (4.3.1)."""

    state = g.state
    lord = state.lords[name]
    player = lord.owner
    assert player is not None
    # Placed, not moved: present before Movement, so it is inside, not on a road (RULINGS 55).
    lord.village, lord.road, lord.captor = village, None, None
    note_arrival(state, player, village)
    refresh(g, village)
    g.emit("lord_placed", lord=name, village=village, player=player)
    claim_reserved(g, player)


class PlaceLordData(TypedDict):
    """A lord whose owner chooses where he appears (the ``place_lord`` step, in
    phases/common.py)."""

    lord: str                    # the lord to place (2.4.1)
    player: int                  # his family, who chooses where
    villages: list[str]          # where he may go: the best tier of 2.4.1, less the refusals
    reason: str                  # why he is placed: "new", "freed", "escape", "waiting"...
    consent: bool                # last tier: another's village needs its holder's consent
    asking: NotRequired[str]     # the village whose holder is being asked (RULINGS 23)
    refused: NotRequired[list[str]]  # the villages whose holders refused him


def place_or_ask(g: Match, name: str, reason: str) -> None:
    """Place a lord where 2.4.1 allows, asking the owner when there is a choice."""
    lord = g.state.lords[name]
    assert lord.owner is not None
    left = lord.village
    lord.village, lord.road = None, None
    if left is not None:
        refresh(g, left)
    if reason == "escape" and g.rules.escape_one_step and left is not None:
        options, consent = sorted(g.board.neighbours(left)), False    # E-18: one step away
    else:
        options, consent = placement_tiers(g, lord.owner, name), last_tier(g, lord.owner, name)
    if len(options) == 1 and not (consent and consent_needed(g, lord.owner, options[0])):
        put_lord(g, name, options[0])
        return
    push(g, "place_lord", PlaceLordData(lord=name, player=lord.owner, villages=options,
                                        reason=reason, consent=consent))


def place_waiting(g: Match, kind: str) -> None:
    """RULINGS 23: at the start of a round, lords refused a place everywhere (waiting off the
    map) are placed again, in turn order, then by name."""
    if kind != g.ruleset.round[0]:       # the round's first step
        return
    state = g.state
    waiting = [(state.order().index(l.owner), name) for name, l in state.lords.items()
               if l.owner is not None and l.village is None and l.captor is None]
    for _, name in sorted(waiting, reverse=True):       # the last pushed is decided first
        place_or_ask(g, name, "waiting")



"""What leaving a village would cost a family, asked before a move (issue 36, build 3: a move
that leaves a village without control, loses income or breaks a fief title says so before the
click).

The referee answers on a copy of the match with its own functions: the family's counters in
the village step out (``GameState.step_units``, 5.0), control is settled again
(``control.refresh``, 5.1: the first family left present takes it, an empty village of a
governed fief goes to the title's holder), and control, the income of the next Phase 3
(``compute_income``, 3.0) and the fief titles held are compared with the position now. The
movement decision carries the answer (``leaving`` in its info) so that the client, which only
knows which counters the player chose, never recomputes a rule.
"""
from __future__ import annotations

from .control import controller, refresh
from .counters import KNIGHT, MAN, Lord, Troop
from .decision_kinds import LeavingCost
from .match import Match
from .moves import step_limit
from .phases.income import compute_income


def leaving_costs(g: Match, player: int) -> dict[str, LeavingCost]:
    """For each village the family controls with a free lord in it, what leaving it empty of
    its counters would cost; villages where nothing would change, or that no move can empty
    (``one_move_empties``), are left out. (About 2 ms a
    village, on a copy: asked only for the seat whose movement decision it is.)"""
    state = g.state
    income = sum(compute_income(g).get(player, {}).values())
    fiefs = held_fiefs(g, player)
    costs: dict[str, LeavingCost] = {}
    for village, here in sorted(state.index().present.items()):
        if player not in here or controller(g, village) != player:
            continue
        lords = [lord for lord in state.lords_in(village) if lord.owner == player and lord.captor is None]
        if not lords:
            continue            # troops leave only with a lord (5.0): no move empties it
        troops = state.troops_in(village, player)
        if not one_move_empties(g, lords, troops):
            continue            # a counter there stays whatever the move (5.0): no warning
        after = without_family(g, player, village)
        cost = LeavingCost(control=controller(after, village),
                           income=income - sum(compute_income(after).get(player, {}).values()),
                           fiefs=sorted(fiefs - held_fiefs(after, player)),
                           lords=sorted(lord.name for lord in lords),
                           knights=sum(1 for t in troops if t.kind == KNIGHT),
                           men=sum(1 for t in troops if t.kind == MAN))
        if cost["control"] != player or cost["income"] > 0 or cost["fiefs"]:
            costs[village] = cost
    return costs


def one_move_empties(g: Match, lords: list[Lord], troops: list[Troop]) -> bool:
    """Whether one move may take every one of the family's counters out of their village:
    the group of all its lords (two steps a round, three with d'ARC: 5.0, 9.1) has a step
    left for each lord and each troop, and no lord's Cavalcade has failed this round (5.2). A
    counter that has made its steps stays, so no move empties the village, and the client
    warns only of a move that takes every counter listed: such a village is not tried (a
    fifth of the copies of the match in the crowd game of issue 38, each 0.7 to 1 ms on the
    moving seat's own round trip)."""
    limit = step_limit(g, lords)
    return (all(lord.steps < limit and not lord.cavalcade_done for lord in lords)
            and all(troop.steps < limit for troop in troops))


def without_family(g: Match, player: int, village: str) -> Match:
    """A copy of the match in which the family's free lords and troops have stepped out of
    ``village`` to a neighbour, and its control has been settled again."""
    after = g.copy()
    state = after.state
    lords = [lord for lord in state.lords_in(village) if lord.owner == player and lord.captor is None]
    troops = state.troops_in(village, player)
    neighbours = after.board.neighbours(village)
    if neighbours and (lords or troops):
        state.step_units(troops, lords, village, neighbours[0], None)
    refresh(after, village)
    return after


def held_fiefs(g: Match, player: int) -> set[str]:
    """The fief titles the family's lords hold."""
    lords = g.state.lords
    return {fief for fief, lord in g.state.titles.fiefs.items()
            if lord is not None and lords[lord].owner == player}

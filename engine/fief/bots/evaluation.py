"""The Duke's evaluation of a world: how close each side stands to winning, measured as a race.

Fief is won by a side, not by a family: a family alone at 3 victory points, a married pair at 4
together (7.0, 7.2; the simplified variant's thresholds by players, S-6). So the world is split
into sides (a family and its spouse's family, when marriage makes an alliance) and each side is
scored by its victory points on the scale of a family alone (a pair's points times 3/4), the
last point before victory weighing more, plus what leads to the next points: the titles within
reach (a fief whose villages are all held, with the money for its price; a fief missing one
village that an army of the family stands next to, strong enough to take it), the crowns
within reach (a Pope's or a King's election the family would win as the votes stand) and the
family's prospects (``heuristics.prospects``: income, armies, lords, money, churchmen).

``standing(g, seat)`` turns the sides' values into chances of winning (the odds of a side are
e to its value over ``TEMPERATURE``: a lead of one victory point makes a side several times
likelier to win than another) and gives the seat's expected share of the victory: its side's
chance, halved while it is married, since a victory shared with an ally is half a victory (the
tournament counts a mixed alliance so, and the Duke plays to win alone). An alliance is then
worth taking only when it makes the race much faster, or stops a rival pair; and a choice is
judged by what it changes in the race, whoever leads it.
"""
from __future__ import annotations

import math

from ..game import Game
from ..queries import (
    ally_of,
    can_hold,
    can_stand,
    church_support,
    victory_points,
    voting_lords,
    weight,
)
from .heuristics import enemy_defence, fief_plans, memo, prospects, strength_map

VP_WEIGHT = 40.0          # one victory point of a family alone
LAST_POINT = 20.0         # added for the point that leaves one short of victory
TITLE_READY = 12.0        # a fief title that can be bought now (about a third of a point)
CROWN_READY = 20.0        # a Pope's or King's election the family would win (half a point)
TEMPERATURE = 20.0        # the lead (in these points) that multiplies a side's odds by e
SHARED = 0.5              # a victory shared with an ally is half a victory


def side_of(g: Game, player: int) -> tuple[int, ...]:
    """The family and its ally, when a marriage makes an alliance (7.2, RULINGS 7)."""
    ally = ally_of(g, player)
    return (player,) if ally is None else tuple(sorted((player, ally)))


def sides(g: Game) -> list[tuple[int, ...]]:
    """Every side of the table, each once."""
    return sorted({side_of(g, p) for p in range(g.state.n)})


def progress(g: Game, side: tuple[int, ...]) -> float:
    """The side's victory points on the scale of a family alone (7.0, S-6)."""
    alone, pair = g.rules.victory_thresholds(g.state.n)
    points = sum(victory_points(g.state, p) for p in side)
    return points * alone / (alone if len(side) == 1 else pair)


def titles_in_reach(g: Game, player: int) -> float:
    """How near the family's two closest fief titles are to being bought, 0 to 2: every
    village held and a Stronghold there (1 with the money for the price, 0.6 without), every
    village held but no Stronghold (0.4), one village missing with an army of the family in it
    or a road away at 1.3 times its defence (0.35)."""
    money = g.state.players[player].money
    sm = strength_map(g)
    total = 0.0
    for plan in fief_plans(g, player)[:2]:
        if not plan.missing:
            price = g.rules.title_cost(len(g.board.fiefs[plan.fief].villages))
            total += (1.0 if money >= price else 0.6) if plan.fort else 0.4
        elif len(plan.missing) == 1:
            target = plan.missing[0]
            near = sum(sm.get(v, {}).get(player, 0)
                       for v in (target, *g.board.neighbours(target)))
            if near and near >= 1.3 * enemy_defence(g, target, player):
                total += 0.35
    return total


def crowns_in_reach(g: Game, player: int) -> float:
    """The vacant crowns, 0 to 2, the family would win at the next elections were every
    family to vote for its own candidate: the Pope with more than half of the free Cardinals'
    votes (1.7, RULINGS 3, 13: at least two of them in play), the King with at least
    ``king_min_votes`` titled lords of its side, more than any other family, a Cardinal or two
    Bishops among them (1.8, A12). A title for life and a victory point each, decided before
    the next Purchase: the evaluation sees them coming (traced games showed a Cardinal of each
    of two families tying the Pope's election round after round, while a second Cardinal for
    one of them was worth only its price to the search)."""
    players = range(g.state.n)
    total = 0.0
    if can_hold(g, "pope") and can_stand(g, "pope", player):
        votes = weights(g, "pope")
        total += float(2 * votes[player] > sum(votes))
    if can_hold(g, "king") and can_stand(g, "king", player):
        side = side_of(g, player)
        kings = weights(g, "king")
        mine = sum(kings[p] for p in side)
        rival = max((kings[p] for p in players if p not in side), default=0)
        lords = [name for p in side for name in voting_lords(g, "king", p)]
        total += float(mine >= g.rules.king_min_votes and mine > rival
                       and church_support(g, lords))
    return total


def weights(g: Game, item: str) -> list[int]:
    """Each family's votes in the election of ``item`` (``weight``: 1.7, 1.8), kept for the
    move: a world's standing asks them of every family for each family scored."""
    return memo(g, ("weights", item), lambda: [weight(g, item, p) for p in range(g.state.n)])


def side_value(g: Game, side: tuple[int, ...]) -> float:
    """Points toward the side's threshold, the last point weighing more, then its best
    family's titles and crowns in reach and prospects (its partner's count half: they help,
    they do not add up)."""
    alone, _ = g.rules.victory_thresholds(g.state.n)
    points = progress(g, side)
    race = VP_WEIGHT * points + LAST_POINT * max(0.0, points - (alone - 2))
    ahead = sorted((TITLE_READY * titles_in_reach(g, p) + CROWN_READY * crowns_in_reach(g, p)
                    + prospects(g, p) for p in side), reverse=True)
    return race + ahead[0] + 0.5 * sum(ahead[1:])


def standing(g: Game, seat: int) -> float:
    """The seat's expected share of the victory, 0 to 100: its side's chance to win, the
    sides' values turned into chances (a lead of ``TEMPERATURE`` multiplies the odds by e),
    halved when the side is a married pair (a shared victory). A finished game is a win
    (100, or 50 shared) or a loss (0)."""
    state = g.state
    mine = side_of(g, seat)
    share = 1.0 if len(mine) == 1 else SHARED
    if state.finished and state.winners is not None:
        if seat in state.winners:
            return 100.0 * (1.0 if len(state.winners) == 1 else SHARED)
        if state.winners:
            return 0.0
    values = {side: side_value(g, side) for side in sides(g)}
    top = max(values.values())
    odds = {side: math.exp((value - top) / TEMPERATURE) for side, value in values.items()}
    return 100.0 * share * odds[mine] / sum(odds.values())

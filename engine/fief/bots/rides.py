"""War in the simplified variant (004 §6, §9, S-9, S-10): when a lord waiting at a village
another family holds rides through, and whether a battle is worth the lords it may cost.

Every level reasons alike, with the odds of paired dice (paired.py):

- a ride is tried when it is won (the defence has no die left within two rounds) at least
  ``RIDE_WIN`` of the time and costs the rider (points reaching his strength, S-9) at most
  ``LORD_RISK`` of the time; it is scored as the step it makes, less the village it leaves
  when our lords there could take it in the battles (a ride won only lets the rider go on);
- a battle is declared only when the attack loses a lord at most ``LORD_RISK`` of the time,
  whatever the strengths compare (a duke lost is a title lost); a battle the strengths alone
  would not call for is declared too when the defence is broken ``SURE_WIN`` of the time;
- a coalition's proposal at the end of a battle (S-15) is accepted unless it costs our family
  a lord while the principal's could fall instead, or gives away a village we need;
- lords gather (``rally_points``): the variant has no troops to buy, so a family outgrows a
  defence only by bringing its lords together; a lord standing at or beside a village its
  closest fief titles need, too weak to take it, calls the family's other lords to him;
- lords march by the roads they can take (``march_table``): a village whose defence the
  family's lords together could not beat is no goal and no way through.
"""
from __future__ import annotations

from ...actions import Action, act
from ..game import Game
from ..queries import controller, heavy_rain
from .base import Ctx
from .heuristics import (
    dist,
    distances,
    enemy_defence,
    fief_plans,
    free_lords,
    friends_of,
    lord_power,
    memo,
    road_steps,
    strength_map,
)

RIDE_WIN = 0.55              # a ride won at least this often
LORD_RISK = 0.35             # a lord lost at most this often
SURE_WIN = 0.8               # a battle that breaks the defence this often is worth it
RALLY_PULL = 2.0             # a step's worth for each road it brings a lord nearer a rally


def weakest_lord(ctx: Ctx, village: str) -> int:
    """The smallest strength among our lords that would attack here (the first the points
    remove, S-9); 0 when none could be lost (S-8)."""
    g = ctx.world
    found = [lord_power(g, l.name) for l in g.state.lords_in(village)
             if l.owner == ctx.seat and l.captor is None]
    return min((s for s in found if s > 0), default=0)


def lord_risk(ctx: Ctx, village: str, ours: int, theirs: int) -> float:
    """The chance a battle here costs us a lord (killed or taken)."""
    return ctx.odds.of(ours, theirs).attack_loses(weakest_lord(ctx, village))


def battle_worth(ctx: Ctx, village: str, ours: int, theirs: int, by_ratio: bool) -> bool:
    """Whether to declare a battle of ``ours`` against ``theirs`` here: the strengths call for
    it (``by_ratio``) or the defence is nearly sure to break, and no lord is likely lost."""
    if ours <= 0 or theirs <= 0:
        return by_ratio
    odds = ctx.odds.of(ours, theirs)
    if not (by_ratio or odds.broken >= SURE_WIN):
        return False
    return lord_risk(ctx, village, ours, theirs) <= LORD_RISK


def ride_steps(ctx: Ctx, lord, wanted: dict[str, float]) -> list[tuple[float, Action]]:
    """S-10: the rides worth trying for a lord waiting at a village another family holds:
    each road out that the referee would let him ride, scored by the step it makes, when it is
    won often enough at a small risk to the rider. Riding on gives up the battle that would
    take the village he waits at: scored as taking it, a count let through rode round a rival's
    villages every round and never took one (three-family tables of 39 rounds, issue 35)."""
    g = ctx.world
    here = lord.village
    if here is None or lord.captor is not None or lord.cavalcade_done or heavy_rain(g, here):
        return []
    strength = lord_power(g, lord.name)
    defence = enemy_defence(g, here, ctx.seat, friends_of(g, ctx.seat))
    if strength <= 0 or defence <= 0:
        return []
    odds = ctx.odds.of(strength, defence, ride=True)
    if odds.broken < RIDE_WIN or odds.attack_loses(strength) > LORD_RISK:
        return []
    taking = here in wanted and not stuck_at(ctx, here)
    near_here = min((dist(g, here, v) for v in wanted if v != here or taking), default=9)
    out = []
    for to in g.board.neighbours(here):
        action = act("move", lords=[lord.name], to=to, cavalcade=True)
        if action.text() in ctx.refused or g.check(ctx.seat, action) is not None:
            continue
        near_to = min((dist(g, to, v) for v in wanted), default=9)
        score = 3.0 * (near_here - near_to) + wanted.get(to, 0.0)
        if taking:
            score -= wanted[here]     # riding on gives up the battle that would take it here
        out.append((odds.broken * score + 0.01 * strength, action))
    return out



def coalition_accord(ctx: Ctx) -> Action | None:
    """S-15: accept the principal's proposal, unless it costs our family a lord while one of
    the principal's pieces (a lord, his place in defence) could fall instead (a draw by die
    would spread the losses), or gives him a village our closest fief title needs (left
    without owner, it may still become ours)."""
    g, info = ctx.world, ctx.info
    village, principal = info.get("village"), info.get("principal")
    if village not in g.state.villages:
        return None
    fallen = [*info.get("killed", ()), *info.get("captured", ())]
    ours = [n for n in fallen if n in g.state.lords and g.state.lords[n].owner == ctx.seat]
    theirs = [l for l in g.state.lords_in(village) if l.owner == principal
              and l.captor is None and l.name not in fallen and lord_power(g, l.name) > 0]
    if info.get("side") == "defence" and controller(g, village) == principal \
            and village not in info.get("taken", ()):
        theirs.append(village)              # his place could be taken instead
    wanted = {v for plan in fief_plans(g, ctx.seat)[:1] for v in plan.missing}
    refuse = bool(ours and theirs) or (info.get("place_to") is not None and village in wanted)
    return act("coalition_accord", answer="refuse" if refuse else "accept")


def strength_here(ctx: Ctx, village: str) -> int:
    """The strength of our free lords standing in a village (a lord joining them adds his)."""
    g = ctx.world
    return sum(lord_power(g, l.name) for l in free_lords(g, ctx.seat) if l.village == village)


def rally_points(ctx: Ctx) -> frozenset[str]:
    """The villages where our lords stand too weak to take a village the two closest fief
    titles need, there or one road away: the family's other lords march to them. In the
    variant strength is the lords' and their titles' only (004 §2.2), so a family whose lords
    each stood alone beside a defence of their own strength (an untitled lord, 1, beside a
    marked village, 1) never took another village, and four-family tables ran to the 40-round
    cap (issue 35, docs/bots.md)."""
    g = ctx.world
    if not g.rules.title_strength:
        return frozenset()
    return memo(g, ("rally", ctx.seat, ctx.style.attack_ratio), lambda: find_rallies(ctx))


def find_rallies(ctx: Ctx) -> frozenset[str]:
    g = ctx.world
    needed = {v for plan in fief_plans(g, ctx.seat)[:2] for v in plan.missing}
    friends = friends_of(g, ctx.seat)
    out = set()
    for here in {l.village for l in free_lords(g, ctx.seat) if l.village is not None}:
        power = strength_here(ctx, here)
        for to in (here, *g.board.neighbours(here)):
            enemy = enemy_defence(g, to, ctx.seat, friends) if to in needed else 0
            if enemy and power < ctx.style.attack_ratio * enemy:
                out.add(here)
    return frozenset(out)


def rally_pull(ctx: Ctx, here: str, to: str) -> float:
    """What a step from ``here`` to ``to`` is worth for bringing a lord nearer the closest
    rally point: any, for a lord standing at none; a stronger one (the weaker party joins the
    stronger), for a lord standing at one."""
    g = ctx.world
    rallies = rally_points(ctx)
    if here in rallies:
        mine = strength_here(ctx, here)
        rallies = frozenset(v for v in rallies if strength_here(ctx, v) > mine)
    if not rallies:
        return 0.0
    return RALLY_PULL * (min(dist(g, here, v) for v in rallies) - min(dist(g, to, v) for v in rallies))


def stuck_at(ctx: Ctx, village: str) -> bool:
    """The variant: our lords stand in another family's village and would not attack it (the
    battle the Battle phase would decline, ``battle_worth``), so staying there takes nothing
    (a count beside a castle of his own strength waited there for 25 rounds while the fief
    title he lacked lay two roads away). Judged by strengths alone, a baroness (2) besieging
    an empty castle (2) looked strong enough, yet never attacked for the risk to her: the
    Squire's four lords stood there from round 10 to the cap (issue 35, variant seed 53)."""
    g = ctx.world
    if not g.rules.title_strength:
        return False
    enemy = enemy_defence(g, village, ctx.seat, friends_of(g, ctx.seat))
    if not enemy:
        return False
    ours = strength_here(ctx, village)
    return not battle_worth(ctx, village, ours, enemy, ours >= ctx.style.attack_ratio * enemy)


class MarchRows(dict[str, dict[str, int]]):
    """Road steps from a village to every village our lords can reach (a row made when first
    asked: the movement asks a few rows a decision, the Duke's playouts at every step),
    entering no village in ``walls``."""

    def __init__(self, g: Game, walls: frozenset[str]) -> None:
        super().__init__()
        self.board, self.walls = g.board, walls

    def __missing__(self, start: str) -> dict[str, int]:
        seen = road_steps(self.board, start, self.walls)
        self[start] = seen
        return seen


def march_table(ctx: Ctx) -> dict[str, dict[str, int]]:
    """The road steps movement measures its goals by: in the variant, around the villages the
    family's free lords all together could not take (their defence over the attack the level
    asks), which are neither goals nor ways through; elsewhere the board's (troops are bought
    and grow). Measured by the plain roads, the Baron's four lords in seed 25 stood for ever
    at BLAYE one road from the Duke's PAUILLAC (6 in defence, more than they could take) and
    two from L'ÉPERVIER, the last village of their closest title (1): no step brought them
    nearer their nearest goal, and the table stood still from round 12 (issue 35)."""
    g = ctx.world
    if not g.rules.title_strength:
        return distances(g.board)
    return memo(g, ("march", ctx.seat, ctx.style.attack_ratio), lambda: MarchRows(g, walls(ctx)))


def walls(ctx: Ctx) -> frozenset[str]:
    """The villages whose defence beats the attack of every free lord of the family at once."""
    g = ctx.world
    friends = (ctx.seat, *friends_of(g, ctx.seat))
    whole = sum(lord_power(g, l.name) for l in free_lords(g, ctx.seat))
    others = {v for v, here in strength_map(g).items() if any(p not in friends for p in here)}
    others.update(v for v in g.board.villages if controller(g, v) not in (None, *friends))
    return frozenset(v for v in others
                     if ctx.style.attack_ratio * enemy_defence(g, v, ctx.seat, friends[1:]) > whole)

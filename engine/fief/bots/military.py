"""War: where to settle, how lords march, which battles and sieges to fight, and the answers
asked during a battle (sides, surrender or truce, casualties, captives).

Movement is chosen one step at a time: every free lord with steps left is scored for each road
(closer to a village the family wants, a fight it can win, a garrison left behind where the
family must keep control), and the best step is taken; when no step helps, the turn ends.
Strength is the edition's: troops and lords (6.2), or in the simplified variant the lords'
titles and the place defended (004 §2.2, fought by paired dice, 004 §9); a fortification asks
for more strength by the malus its Siege Engines leave (6.2.1, 6.4.2; 2011 E-3).
"""
from __future__ import annotations

from itertools import repeat

from ...actions import Action, act
from ...errors import IllegalAction
from ..counters import KNIGHT, Lord
from ..queries import askers, controller, gather, heavy_rain, step_limit
from .base import Ctx
from .rides import battle_worth, march_table, rally_pull, ride_steps, strength_here, stuck_at
from .variant import builds_where_lords_stand
from .heuristics import (
    UNREACHABLE,
    defence_strength,
    dist,
    enemy_defence,
    fief_plans,
    free_lords,
    friends_of,
    lord_power,
    strength_map,
    threat_near,
)

# --- setup ---------------------------------------------------------------------------------

def start_village(ctx: Ctx) -> Action | None:
    """Setup 10: a village of a small fief nobody else settled, with few roads to defend."""
    g = ctx.world
    taken = {g.board.villages[v].fief for v, vs in g.state.villages.items() if vs.arrivals}
    best, best_score = None, None
    for c in ctx.choices():
        village = c.get("village")
        info = g.board.villages.get(village)
        if info is None:
            continue
        size = len(g.board.fiefs[info.fief].villages)
        score = -3.0 * size - (20 if info.fief in taken else 0) + (1 if info.principal else 0)
        if not ctx.style.plan_fiefs:
            score = -(20 if info.fief in taken else 0) + ctx.rng.random() * 4
        if best_score is None or score > best_score:
            best, best_score = c, score
    return best


# --- movement ------------------------------------------------------------------------------

def goals(ctx: Ctx) -> dict[str, float]:
    """Villages worth marching to, with their worth: the missing villages of the closest fief
    titles (Baron), or any village the family does not control yet (Squire)."""
    g = ctx.world
    out: dict[str, float] = {}
    if ctx.style.plan_fiefs:
        for rank, plan in enumerate(fief_plans(g, ctx.seat)[:2]):
            for village in plan.missing:
                out[village] = max(out.get(village, 0.0), 10.0 - 4 * rank)
    for village in g.board.villages:
        if controller(g, village) != ctx.seat:
            out.setdefault(village, 2.0)
    if builds_where_lords_stand(g):
        out.update(castle_sites(ctx))
    return out


def castle_sites(ctx: Ctx) -> dict[str, float]:
    """The variant (004 §2.2): a castle is built only where one of our lords stands, so a
    fief we hold whole but without a castle calls a lord to one of its villages."""
    g = ctx.world
    out: dict[str, float] = {}
    for plan in fief_plans(g, ctx.seat)[:2]:
        villages = g.board.fiefs[plan.fief].villages
        if plan.missing or plan.fort or any(l.village in villages
                                            for l in free_lords(g, ctx.seat)):
            continue
        for village in villages:
            out[village] = 8.0
    return out


def must_hold(ctx: Ctx, village: str) -> bool:
    """Villages whose control the family keeps a garrison in: its fortifications, mills, and
    the villages of fiefs it holds or aims at."""
    g = ctx.world
    vs = g.state.villages[village]
    if controller(g, village) != ctx.seat:
        return False
    if vs.fort or vs.mills:
        return True
    fief = g.board.villages[village].fief
    holder = g.state.titles.fiefs.get(fief)
    if holder is not None and g.state.lords[holder].owner == ctx.seat:
        return False              # an empty village of our own fief stays ours (5.1)
    return ctx.style.plan_fiefs and fief in {p.fief for p in fief_plans(g, ctx.seat)[:2]}


def movement(ctx: Ctx) -> Action:
    """The best-scored step the rules allow (the first of the best when they tie), or the end
    of the turn when it scores nothing. The rules are asked (``step_ok``) of the best steps
    only, best first, until one is allowed: most steps scored are never taken, and asking of
    each was a sixth of a movement decision."""
    g = ctx.world
    sm = strength_map(g)
    wanted = goals(ctx)
    friends = friends_of(g, ctx.seat)
    steps: list[tuple[float, int, Action, Lord, str | None]] = []
    for lord in free_lords(g, ctx.seat):
        for score, action, here in lord_steps(ctx, lord, sm, wanted, friends):
            steps.append((-score, len(steps), action, lord, here))
    for negative, _, action, lord, here in sorted(steps, key=lambda s: s[:2]):
        if here is None or step_ok(ctx, action, lord, here, action["to"]):
            return action if negative < 0 else act("end_movement")
    return act("end_movement")


def lord_steps(ctx: Ctx, lord, sm, wanted: dict[str, float], friends) -> list:
    """(score, step, the village it leaves) of the lord's steps worth taking: the rules are
    asked of a walking step when it is the best left (``movement``); a ride's village is
    None, the rules asked already."""
    g = ctx.world
    here = lord.village
    if lord.road is not None and g.rules.title_strength:
        return [(score, action, None)                # the variant's ride (S-10), rides.py
                for score, action in ride_steps(ctx, lord, wanted)]
    if lord.road is not None or lord.cavalcade_done or heavy_rain(g, here):
        return []                  # waiting on a road: passing on needs leave; stay put
    limit = step_limit(g, [lord])
    if lord.steps >= limit:
        return []
    able = [] if g.rules.title_strength else [      # the variant's markers never move
        t for t in g.state.index().troops_at.get(here, ())     # counted only: any order
        if t.owner == ctx.seat and t.road is None and t.steps < limit]
    others_here = [l for l in free_lords(g, ctx.seat) if l.village == here and l is not lord]
    keep = 0 if others_here or not must_hold(ctx, here) else ctx.style.garrison
    keep = max(keep, 0 if others_here else min(len(able), threat_guard(ctx, sm, here)))
    men = [t for t in able if t.kind != KNIGHT]
    knights = [t for t in able if t.kind == KNIGHT]
    stay_men = min(len(men), keep)
    stay_knights = min(len(knights), keep - stay_men)
    k, m = len(knights) - stay_knights, len(men) - stay_men
    power = 3 * k + m + lord_power(g, lord.name)
    party = companions(ctx, lord, limit)
    party_power = power + sum(lord_power(g, l.name) for l in party)
    taking = here in wanted and controller(g, here) != ctx.seat and not stuck_at(ctx, here)
    table = march_table(ctx)              # dist(g, a, b) by the roads we can take, rides.py
    row = table[here]
    aims = wanted if taking or here not in wanted else [v for v in wanted if v != here]
    near_here = min(map(row.get, aims, repeat(UNREACHABLE)), default=9)
    engines = spare_engine(ctx)           # the same for every road: asked once
    out = []
    for to in g.board.neighbours(here):
        if heavy_rain(g, to):
            continue
        enemy = enemy_defence(g, to, ctx.seat, friends)
        need = ctx.style.attack_ratio * enemy * fort_factor(ctx, to, engines)
        there = strength_here(ctx, to) if g.rules.title_strength else 0   # our lords there
        lords = [lord.name]
        if enemy and power + there < need:
            if not party or party_power + there < need:
                continue           # a hopeless fight
            lords += [l.name for l in party]     # together they are strong enough
        near_to = min(map(table[to].get, wanted, repeat(UNREACHABLE)), default=9)
        worth = wanted.get(to, 0.0)
        score = 3.0 * (near_here - near_to) + worth + rally_pull(ctx, here, to)
        if taking:
            score -= wanted[here]  # we are taking this one: stay
        if score <= 0:
            continue
        action = act("move", lords=lords, to=to, knights=k, men=m)
        if not (ctx.refused and action.text() in ctx.refused):
            out.append((score + 0.01 * power, action, here))
    return out


def companions(ctx: Ctx, lord, limit: int) -> list:
    """The family's other free lords beside ``lord`` who could take the same step with him:
    a lord too weak alone marches with them. Without them, a family whose lords are each
    weaker than the place next door (in the variant an untitled lord, 1, against a marked
    village, 1) never moved again once the map was marked, and the table never ended
    (issue 35)."""
    g = ctx.world
    return [l for l in free_lords(g, ctx.seat)
            if l is not lord and l.village == lord.village and l.road is None
            and not l.cavalcade_done and l.steps == lord.steps and lord.steps < limit]


def threat_guard(ctx: Ctx, sm, village: str) -> int:
    """Counters to leave in a fortified village of ours that an enemy stands next to."""
    g = ctx.world
    if not g.state.villages[village].fort or controller(g, village) != ctx.seat:
        return 0
    return 2 if threat_near(g, sm, village, ctx.seat) > 0 else 0


def fort_factor(ctx: Ctx, village: str, engines: int = 0) -> float:
    """How many times the defenders' strength an attack on this place needs: half as much
    again for each die of malus its fortification gives (6.2.1: a Stronghold 1, a City 2)
    that ``engines`` levels of Siege Engines do not cancel (6.4.2; 2011, E-3)."""
    g = ctx.world
    fort = g.state.villages[village].fort
    if g.rules.place_strength:
        return 1.0                 # the variant counts the place in the defence instead
    penalty = g.rules.stronghold_penalty if fort == "stronghold" else \
        g.rules.city_penalty if fort == "city" else 0
    return 1.0 + 0.5 * max(0, penalty - min(engines, g.rules.engine_cancel_cap))


def engines_at(ctx: Ctx, village: str) -> int:
    """The levels of our Siege Engines besieging this place (they count in its assaults)."""
    g = ctx.world
    if ctx.seat not in g.state.villages[village].besiegers:
        return 0
    return sum(e.level for e in g.state.engines if e.owner == ctx.seat and e.village == village)


def spare_engine(ctx: Ctx) -> int:
    """1 when one of our Siege Engines is in stock: it goes with our next siege (6.4, E-9)."""
    return int(any(e.owner == ctx.seat and e.village is None for e in ctx.world.state.engines))


def step_ok(ctx: Ctx, action: Action, lord, here: str, to: str) -> bool:
    """The world's rule check, and no step that needs another family's leave (A36)."""
    g = ctx.world
    try:
        gather(g, ctx.seat, action)
    except IllegalAction:
        return False
    return not askers(g, ctx.seat, [lord], here, to)


# --- battles and sieges --------------------------------------------------------------------

def sides_at(ctx: Ctx, village: str) -> tuple[int, int]:
    """(our strength with our ally's, the strongest other family's) in a village."""
    g = ctx.world
    sm = strength_map(g).get(village, {})
    friends = friends_of(g, ctx.seat)
    ours = sum(sp for p, sp in sm.items() if p == ctx.seat or p in friends)
    theirs = max((sp for p, sp in sm.items() if p != ctx.seat and p not in friends), default=0)
    return ours, theirs


def declare_battle(ctx: Ctx) -> Action:
    best = None
    for c in ctx.choices():
        if c.kind != "declare_battle" or c.get("secret_passage"):
            continue
        village, target = c.get("village"), c.get("target")
        if target in friends_of(ctx.world, ctx.seat):
            continue
        sm = strength_map(ctx.world).get(village, {})
        ours, theirs = sm.get(ctx.seat, 0), defence_strength(ctx.world, village, target)
        defended = controller(ctx.world, village) == target
        need = ctx.style.attack_ratio * theirs * (
            fort_factor(ctx, village, engines_at(ctx, village)) if defended else 1.0)
        fights = ours >= need
        if ctx.world.rules.title_strength:       # the variant: weigh the lords it may cost
            fights = battle_worth(ctx, village, ours, theirs, fights)
        if fights and (best is None or ours - theirs > best[0]):
            best = (ours - theirs, c)
    return best[1] if best else act("end_battles")


def besieges_a_friend(ctx: Ctx, village: str) -> bool:
    """Whether the family shut in this place is our ally's. 6.4 lets a family besiege its
    ally (FAQ: an ally may be attacked), but such a siege takes nothing: it only keeps the
    ally's lords and troops in (6.4.1) and its income out, and ours beside them. Counted as
    one side (``sides_at``), the ally made every siege look won, so a Baron kept one for
    twelve rounds of a six-family game (issue 35, 1429 mixed seed 0)."""
    return controller(ctx.world, village) in friends_of(ctx.world, ctx.seat)


def sieges(ctx: Ctx) -> Action:
    choices = ctx.choices()
    for c in choices:
        if c.kind in ("continue_siege", "lift_siege"):
            ours, theirs = sides_at(ctx, c.get("village"))
            keep = ours >= theirs and not besieges_a_friend(ctx, c.get("village"))
            want = "continue_siege" if keep else "lift_siege"
            match = [x for x in choices if x.kind == want and x.get("village") == c.get("village")]
            if match:
                return match[0]
    for c in choices:
        if c.kind == "declare_siege" and not besieges_a_friend(ctx, c.get("village")):
            ours, theirs = sides_at(ctx, c.get("village"))
            village = c.get("village")
            factor = fort_factor(ctx, village, spare_engine(ctx))
            if ours >= ctx.style.attack_ratio * max(theirs, 1) * factor:
                return c
    return next((c for c in choices if c.kind == "end_sieges"), choices[0] if choices
                else act("end_sieges"))


def join_battle(ctx: Ctx) -> Action | None:
    """Join the side of our ally, else the side fighting the family in the lead, else stay out."""
    g = ctx.world
    friends = friends_of(g, ctx.seat)
    attacker, defender = ctx.info.get("attacker"), ctx.info.get("defender")
    want = "out"
    if attacker in friends:
        want = "attack"
    elif defender in friends:
        want = "defence"
    return pick(ctx, "side", want)


def battle_choice(ctx: Ctx) -> Action | None:
    ours, theirs = sides_at(ctx, ctx.info["village"])
    if ours >= theirs:
        return pick(ctx, "choice", "continue")
    return pick(ctx, "choice", "truce") or pick(ctx, "choice", "surrender")


def paired_battle_choice(ctx: Ctx) -> Action | None:
    """The variant's paired dice (004 §9): each die left is a strength point still engaged,
    and the longer row has the better pairs; the attack goes on while it has at least as many
    dice as the defence, and the defence counter-attacks only with more."""
    side = ctx.info.get("side")
    dice = ctx.info.get("dice_left") or {}
    ours = dice.get(side, 0)
    theirs = sum(n for s, n in dice.items() if s != side)
    if side == "attack":
        return pick(ctx, "choice", "continue" if ours > 0 and ours >= theirs else "stop")
    return pick(ctx, "choice", "counter" if ours > theirs else "stop")


def coalition_stance(ctx: Ctx) -> Action | None:
    """004 §8: stay in a coalition whose side is at least as strong here, else leave it."""
    ours, theirs = sides_at(ctx, ctx.info["village"])
    return pick(ctx, "stance", "stay" if ours >= theirs else "leave")


def answer_truce(ctx: Ctx) -> Action | None:
    ours, theirs = sides_at(ctx, ctx.info["village"])
    return pick(ctx, "accept", ours < 1.5 * theirs)


def battle_stance(ctx: Ctx) -> Action | None:
    return pick(ctx, "stance", "stay")


def pick(ctx: Ctx, param: str, value) -> Action | None:
    return next((c for c in ctx.choices() if c.get(param) == value), None)


def losses(ctx: Ctx) -> Action | None:
    """Lose the fewest strength points: Men at Arms before Knights."""
    def cost(c: Action) -> tuple:
        return (count(c.get("knights")), -count(c.get("men")), c.text())
    choices = [c for c in ctx.choices() if c.kind in ("losses", "casualties")]
    return min(choices, key=cost) if choices else None


def count(value) -> int:
    """A count, or 'owner:n' parts of a casualties parameter."""
    if value is None:
        return 0
    if isinstance(value, int):
        return value
    total = 0
    for part in str(value).split(","):
        tail = part.split(":")[-1]
        total += int(tail) if tail.isdigit() else 0
    return total


def capture(ctx: Ctx) -> Action | None:
    """A captive is worth a ransom (6.2.3): keep him."""
    return next((c for c in ctx.choices() if c.kind == "capture"), None)


def place_lord(ctx: Ctx) -> Action | None:
    """Where the family is strongest, nearest the fief it aims at."""
    g = ctx.world
    sm = strength_map(g)
    aims = [v for p in fief_plans(g, ctx.seat)[:1] for v in p.missing]
    def worth(c: Action) -> tuple:
        v = c.get("village")
        if v not in g.board.villages:
            return (-99, 0)
        near = min((dist(g, v, a) for a in aims), default=0)
        return (sm.get(v, {}).get(ctx.seat, 0) - 2 * near, -len(v))
    choices = ctx.choices()
    return max(choices, key=worth) if choices else None

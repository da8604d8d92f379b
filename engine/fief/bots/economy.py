"""Money: what to buy in the Purchase phase (4.0-4.4), ransoms (6.2.4) and pillage (6.5).

A purchase turn is a series of single actions, each chosen afresh from the view: first a fief
title that can be bought (or, 2011, given by the crown to our own lord, E-10), then the
Stronghold that opens the closest fief title, a Siege Engine when a siege is meant (2011, E-3)
and the Cardinal's card for our Bishop (2011), then troops where lords need them or a village is
threatened, then mills with what is left. The money the next title needs is kept back
(``save_for_titles``).
"""
from __future__ import annotations

from ...actions import Action, act
from ..counters import KNIGHT, MAN
from ..game import Game
from ..queries import controller, crown_player, fiefs_of, is_ecclesiastic, title_buyable
from ..state import STRONGHOLD
from .base import Ctx
from .heuristics import (
    dist,
    enemy_strength,
    fief_plans,
    free_lords,
    friends_of,
    strength_map,
    threat_near,
)


def legal_purchase(ctx: Ctx, action: Action) -> bool:
    """The world's own check (4.0-4.4), and not an action the referee refused already."""
    if action.text() in ctx.refused:
        return False
    g = ctx.world
    frame = g.state.top()
    if frame is None or frame.kind != "purchase":
        return False
    return g.check(ctx.seat, action) is None


def purchase(ctx: Ctx) -> Action:
    for step in (buy_title, grant_title, buy_fort, buy_engine, buy_cardinal, recruit,
                 build_mill):
        action = step(ctx)
        if action is not None:
            return action
    return act("end_purchase")


def title_lord(ctx: Ctx) -> str | None:
    """Who takes a new fief title: a lay Lord (he may become King, 1.8) with room for it."""
    g = ctx.world
    lords = [l for l in g.state.family(ctx.seat) if len(fiefs_of(g.state, l.name)) < 2]
    lords.sort(key=lambda l: (is_ecclesiastic(g.state, l.name), l.sex != "M",
                              len(fiefs_of(g.state, l.name)), l.name))
    return lords[0].name if lords else None


def buy_title(ctx: Ctx) -> Action | None:
    g = ctx.world
    lord = title_lord(ctx)
    if lord is None:
        return None
    crown = crown_player(g.state)
    for fief in sorted(g.board.fiefs, key=lambda f: -len(g.board.fiefs[f].villages)):
        if not buyable(g, ctx.seat, fief):
            continue
        if crown == ctx.seat:
            action = act("buy_title", fief=fief, lord=lord, free=True)
            if legal_purchase(ctx, action):
                return action
        action = act("buy_title", fief=fief, lord=lord)
        if legal_purchase(ctx, action):
            return action
    return None


def buyable(g: Game, player: int, fief: str) -> bool:
    """The referee's own first test of a fief title's purchase (``title_buyable``, 4.3: not
    held, every village controlled, a Stronghold): a title failing it is refused whatever
    the lord or the price, so its purchases are not each made and checked (eight fiefs, two
    ways under a crown, at every purchase of the Duke's playouts)."""
    return fief not in g.state.titles.fiefs or title_buyable(g, player, fief) is None


def grant_title(ctx: Ctx) -> Action | None:
    """2011 (E-10): the crown gives its heirless titles free to our own lords (a victory point
    each), else to our ally's; never to a rival: the crown keeps them."""
    g = ctx.world
    if crown_player(g.state) != ctx.seat or not g.state.titles.crown_fiefs:
        return None
    friends = friends_of(g, ctx.seat)
    ours = title_lord(ctx)
    for fief in sorted(g.state.titles.crown_fiefs,
                       key=lambda f: (-len(g.board.fiefs[f].villages), f)):
        lords = [ours] if ours is not None else []
        lords += sorted(l.name for p in friends for l in g.state.family(p)
                        if len(fiefs_of(g.state, l.name)) < g.rules.max_fief_titles)
        for lord in lords:
            action = act("grant_title", fief=fief, lord=lord)
            if legal_purchase(ctx, action):
                return action
    return None


def siege_target(ctx: Ctx) -> str | None:
    """A fortified place of another family (not our ally) that we mean to take: in a fief we
    aim at (Baron; any place for a level that does not plan fiefs), with one of our lords at
    most one road away and at least the defenders' strength beside him."""
    g = ctx.world
    sm = strength_map(g)
    friends = friends_of(g, ctx.seat)
    aims = {v for p in fief_plans(g, ctx.seat)[:2] for v in p.missing} \
        if ctx.style.plan_fiefs else set(g.board.villages)
    for village in sorted(aims):
        vs = g.state.villages[village]
        holder = controller(g, village)
        if vs.fort is None or holder is None or holder in (ctx.seat, *friends):
            continue
        defenders = sm.get(village, {}).get(holder, 0)
        near = [l.village for l in free_lords(g, ctx.seat) if dist(g, l.village, village) <= 1]
        if any(sm.get(v, {}).get(ctx.seat, 0) >= defenders for v in near):
            return village
    return None


def buy_engine(ctx: Ctx) -> Action | None:
    """2011 (E-3, E-9): a Siege Engine goes with the family's next siege and cancels one
    malus; buy one when a siege is meant (``siege_target``) and none is in stock."""
    g = ctx.world
    if not g.rules.cost_engine or any(e.owner == ctx.seat for e in g.state.engines):
        return None
    target = siege_target(ctx)
    if target is None:
        return None
    closest = fief_plans(g, ctx.seat)[:1]
    opens_title = bool(closest) and target in closest[0].missing
    money = g.state.players[ctx.seat].money - (0 if opens_title else reserve(ctx))
    if money < g.rules.cost_engine:
        return None                  # (the siege that opens the closest title comes first)
    action = act("buy_engine")
    return action if legal_purchase(ctx, action) else None


def buy_cardinal(ctx: Ctx) -> Action | None:
    """2011 (003 "Le cardinal"): the Cardinal's card for sale makes one of our Bishops a
    Cardinal at once (no Pope to ask): a voter and a candidate for the Pope (a victory point,
    5 ecus a round). Bought with money the closest title does not need, by a level that
    plays elections (a rival Pope would refuse it where his consent is needed, 1.5)."""
    g = ctx.world
    if g.rules.cardinal_needs_pope or not ctx.style.elections:
        return None
    if g.state.players[ctx.seat].money - reserve(ctx) < g.rules.cost_cardinal:
        return None
    mine = sorted(lord for lord in g.state.titles.bishops.values()
                  if lord and g.state.lords[lord].owner == ctx.seat)
    for lord in mine:
        action = act("buy_cardinal", lord=lord)
        if legal_purchase(ctx, action):
            return action
    return None


def reserve(ctx: Ctx) -> int:
    """Money kept for the closest fief title: its Stronghold and its price."""
    if not ctx.style.save_for_titles:
        return 0
    g = ctx.world
    for plan in fief_plans(g, ctx.seat)[:1]:
        if len(plan.missing) <= 1:
            price = g.rules.title_cost(len(g.board.fiefs[plan.fief].villages))
            return price + (0 if plan.fort else g.rules.cost_fort)
    return 0


def buy_fort(ctx: Ctx) -> Action | None:
    """A Stronghold where a whole fief is ours but no fortification stands (4.3 needs one)."""
    g = ctx.world
    plans = fief_plans(g, ctx.seat) if ctx.style.plan_fiefs else fief_plans(g, ctx.seat)[:1]
    for plan in plans:
        if plan.missing or plan.fort:
            continue
        villages = sorted(g.board.fiefs[plan.fief].villages,
                          key=lambda v: (not g.board.villages[v].principal, v))
        for village in villages:
            action = act("build", village=village, building=STRONGHOLD)
            if legal_purchase(ctx, action):
                return action
    return None


def recruit(ctx: Ctx) -> Action | None:
    """Top up the stacks of lords (and threatened strongholds) to the style's strength."""
    g = ctx.world
    state = g.state
    money = state.players[ctx.seat].money - reserve(ctx)
    if money < g.rules.cost_man:
        return None
    sm = strength_map(g)
    places = {l.village for l in free_lords(g, ctx.seat)}
    places |= {v for v, vs in state.villages.items() if vs.fort and controller(g, v) == ctx.seat}
    best: tuple[float, str, int] | None = None
    for village in sorted(places):
        mine = sm.get(village, {}).get(ctx.seat, 0)
        want = max(ctx.style.army_target if any(l.village == village
                                                for l in free_lords(g, ctx.seat)) else 0,
                   int(threat_near(g, sm, village, ctx.seat) * 1.2))
        if want - mine <= 0:
            continue
        gap = want - mine
        if best is None or gap > best[0]:
            best = (gap, village, want - mine)
    if best is None:
        return None
    _, village, gap = best
    knights_left = len(state.stock(ctx.seat, KNIGHT))
    men_left = len(state.stock(ctx.seat, MAN))
    knights = min(knights_left, money // g.rules.cost_knight, max(0, gap // 3), 2)
    men = min(men_left, money - knights * g.rules.cost_knight, 4 - knights,
              max(0, gap - 3 * knights))
    for k, m in ((knights, men), (0, min(men_left, money, 4)), (min(1, knights_left), 0)):
        if k + m <= 0:
            continue
        action = act("recruit", village=village, knights=k, men=m)
        if legal_purchase(ctx, action):
            return action
    return None


def build_mill(ctx: Ctx) -> Action | None:
    """Mills pay 2 a round (3.0): worth it where the village is safely ours."""
    if not ctx.style.mills:
        return None
    g = ctx.world
    if g.state.players[ctx.seat].money - reserve(ctx) < g.rules.cost_mill:
        return None
    sm = strength_map(g)
    spots = [v for v in g.board.villages if controller(g, v) == ctx.seat
             and g.state.villages[v].mills < 2 and threat_near(g, sm, v, ctx.seat) <= 3]
    spots.sort(key=lambda v: (enemy_strength(sm, v, ctx.seat), g.state.villages[v].mills == 0,
                              not g.state.villages[v].fort, v))
    for village in spots:
        action = act("build", village=village, building="mill")
        if legal_purchase(ctx, action):
            return action
    return None


# --- ransoms, pillage ----------------------------------------------------------------------

def ransom(ctx: Ctx) -> Action:
    return act("pay_ransoms")


def answer_ransom(ctx: Ctx) -> Action:
    """Take a lower ransom when it is at least half the full one, or money is short."""
    amount = ctx.info.get("amount", 0)
    return act("answer_ransom", accept=bool(amount >= 2))


def pillage(ctx: Ctx) -> Action:
    """Pillage (6.5) only mills about to be lost: the enemy around is stronger than we are, or
    we besiege the village (the mills feed the besieged otherwise)."""
    g = ctx.world
    sm = strength_map(g)
    best = None
    for c in ctx.choices():
        village = c.get("village")
        if c.kind != "pillage" or village not in g.board.villages:
            continue
        mine = sm.get(village, {}).get(ctx.seat, 0)
        besieging = ctx.seat in g.state.villages[village].besiegers
        if besieging or threat_near(g, sm, village, ctx.seat) > mine + 2:
            if best is None or (c.get("mills") or 0) > (best.get("mills") or 0):
                best = c
    return best or act("end_pillage")

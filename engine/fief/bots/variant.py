"""Purchases in the simplified variant (004 §5, S-3): income is spent in the phase or lost, and
lasting wealth is a gem (10 resources buy one, one sells for 10).

So a family cannot save coins for a title as in 1429 and 2011; it buys what it can now, turns
what it cannot spend into gems, and sells its gems back when they and this phase's resources
together pay for a castle or a fief title. Building is done only where one of its lords stands
(004 §2.2), which the world's own check tells. In turn:

1. a fief title (bought, or free from the King), or one the crown gives (E-10); a second
   title of one of our lords handed to another of ours whom it makes stronger in attack
   (``arm_a_lord``);
2. the castle that opens the closest fief title (a title needs one, 4.3);
3. a gem sold when with this phase's resources it pays for 1 or 2 now;
4. a gem bought with 10 resources while the closest title is near (every village held or one
   missing): saving beats a mill then;
5. mills where one of our lords stands (each pays 2 a round);
6. a gem with what is left, rather than lose it.
"""
from __future__ import annotations

from ...actions import Action, act
from .base import Ctx
from ..game import Game
from ..queries import fiefs_of, part_of, titles_held
from ..state import STRONGHOLD
from .economy import buy_fort, buy_title, grant_title, legal_purchase, title_lord
from .heuristics import fief_plans

BUY_GEM, SELL_GEM = act("buy_gem"), act("sell_gem")


def builds_where_lords_stand(g: Game) -> bool:
    """The variant's purchases (those with gems, S-3) are built only where one of the
    family's lords stands (004 §2.2): its lords must walk to a castle's village."""
    return bool(g.rules.gem_value)


def purchase(ctx: Ctx) -> Action:
    for step in (buy_title, grant_title, arm_a_lord, buy_fort, sell_for_goal, save_for_goal,
                 build_mill, keep_rest):
        action = step(ctx)
        if action is not None:
            return action
    return act("end_purchase")


def goals(ctx: Ctx) -> list[Action]:
    """What the closest fief titles need next: their title when every village is held and a
    castle stands, else a castle in one of their villages."""
    g = ctx.world
    out = []
    lord = title_lord(ctx)
    for plan in fief_plans(g, ctx.seat)[:2]:
        if plan.missing or lord is None:
            continue
        if plan.fort:
            out.append(act("buy_title", fief=plan.fief, lord=lord))
        else:
            out += [act("build", village=v, building=STRONGHOLD)
                    for v in sorted(g.board.fiefs[plan.fief].villages)]
    return out


def affordable_with_gems(ctx: Ctx, action: Action) -> bool:
    """Whether the action would be accepted with every gem sold now (a copy of the world
    with the gems' resources added; the world itself is not touched)."""
    g = ctx.world
    family = g.state.players[ctx.seat]
    if not family.gems:
        return False
    twin = g.clone()
    twin.state.players[ctx.seat].money += family.gems * g.rules.gem_value
    return twin.check(ctx.seat, action) is None


def sell_for_goal(ctx: Ctx) -> Action | None:
    """Sell a gem when this phase's resources and our gems pay for a goal now; a goal paid
    without selling is bought. It was left to buy_title and buy_fort, which the Squire asks of
    its closest title only: with the second title's castle affordable, it bought a gem with
    what was left, sold it for the castle, bought it again, for ever (mixed table, seed 22,
    round 5: a game that never ended, issue 35)."""
    if not ctx.world.rules.gem_value:
        return None
    for goal in goals(ctx):
        if legal_purchase(ctx, goal):
            return goal                  # paid without selling: bought now (below)
        if affordable_with_gems(ctx, goal) and legal_purchase(ctx, SELL_GEM):
            return SELL_GEM
    return None


def save_for_goal(ctx: Ctx) -> Action | None:
    """A gem bought while the closest title is near (a level that saves for its titles)."""
    g = ctx.world
    plans = fief_plans(g, ctx.seat)[:1]
    if not ctx.style.save_for_titles or not plans or len(plans[0].missing) > 1:
        return None
    return BUY_GEM if legal_purchase(ctx, BUY_GEM) else None


def build_mill(ctx: Ctx) -> Action | None:
    """A mill in a village of ours where one of our lords stands (the world checks where)."""
    g = ctx.world
    spots = sorted({l.village for l in g.state.family(ctx.seat)
                    if l.village is not None and l.captor is None and l.road is None})
    spots.sort(key=lambda v: (g.state.villages[v].mills, v))
    for village in spots:
        action = act("build", village=village, building="mill")
        if legal_purchase(ctx, action):
            return action
    return None


def keep_rest(ctx: Ctx) -> Action | None:
    """What would be lost at the end of the turn becomes a gem when it can."""
    return BUY_GEM if legal_purchase(ctx, BUY_GEM) else None


def arm_a_lord(ctx: Ctx) -> Action | None:
    """A second fief title of one of our lords given to another of ours (004 §5, "Seigneur
    possédant plusieurs fiefs", 4.3) when it adds the most to the family's strength in attack:
    the giver keeps his highest title, so his strength stays, and a lay lord gains. In the
    variant only titles give strength (004 §2.2), and a Bishop or Cardinal never attacks: in
    the mixed seed 53 the Baron's two titled lords were made Bishops, one holding two titles,
    and its lay lords (an untitled lord, 1, a lady, 0) could take no marked village (1): three
    points of four from round 8 to the cap (issue 35)."""
    g = ctx.world
    if not g.rules.title_strength:
        return None
    family = [l for l in g.state.family(ctx.seat) if l.captor is None]
    best: tuple[int, Action] | None = None
    for giver in family:
        for fief in fiefs_of(g.state, giver.name):
            for taker in family:
                gain = attack_gain(ctx, giver.name, taker.name, fief)
                action = act("transfer_title", fief=fief, lord=taker.name)
                if gain > 0 and (best is None or gain > best[0]) and legal_purchase(ctx, action):
                    best = (gain, action)
    return best[1] if best else None


def attack_gain(ctx: Ctx, giver: str, taker: str, fief: str) -> int:
    """What moving ``fief`` from ``giver`` to ``taker`` adds to their strength in attack."""
    g = ctx.world
    if giver == taker or len(fiefs_of(g.state, giver)) < 2:
        return 0
    lords = g.state.lords

    def attack(name: str, held: list[str]) -> int:
        return part_of(held, lords[name].sex, g.board, g.rules, True)[0]

    given, taken = titles_held(g.state, giver), titles_held(g.state, taker)
    before = attack(giver, given) + attack(taker, taken)
    return attack(giver, [t for t in given if t != fief]) + attack(taker, [*taken, fief]) - before

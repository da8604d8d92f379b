"""Politics and negotiation: marriages (1.1), elections (1.3-1.8; 2011's FOR and AGAINST
tokens, E-4), leave to pass and the King's grants (A36, RULINGS 18), heirs of titles (4.3.1),
help against an Uprising.

A bot answers another family by its own interest: a marriage is an alliance (7.2: both win at
4 VP together), so it is sought with the strongest partner and refused to a weak one; leave to
pass is refused toward its own villages; a free title or a biretta is granted only to an ally.
A Duke plays to win alone (style ``marriages="solo"``): an alliance's victory is shared, and a
married family can no longer win alone (7.1), so it never marries; its search makes a family
alone strong enough to outrun a married pair (docs/bots.md gives the figures).
"""
from __future__ import annotations

from typing import Any

from ...actions import Action, act
from ..queries import controller, fiefs_of, is_ecclesiastic, victory_points, weight
from .base import Ctx
from .heuristics import dist, fief_plans, friends_of, score


def other_family(ctx: Ctx, c: Action) -> int | None:
    g = ctx.world
    for name in (c.get("lord"), c.get("lady")):
        if name in g.state.lords and g.state.lords[name].owner not in (None, ctx.seat):
            return g.state.lords[name].owner
    return None


def pair_far_behind(ctx: Ctx) -> bool:
    """A married pair needs more than one point above a family alone (the simplified variant,
    S-6: 3 alone, 5 for a pair with 4 players): since a married family no longer wins alone
    (7.1), a marriage only slows it down, even to race two other families already allied."""
    g = ctx.world
    alone, pair = g.rules.victory_thresholds(g.state.n)
    return pair - alone > 1


def solo_minded(ctx: Ctx) -> bool:
    """Whether the family plays to win alone: the Duke's style, or any level at a table where
    a pair is far behind a family alone."""
    return ctx.style.marriages == "solo" or pair_far_behind(ctx)


def marries_now(ctx: Ctx) -> bool:
    """Whether the family's style seeks an alliance: never when it plays to win alone (a
    married family no longer can, 7.1), nor with 3 players (RULINGS 7)."""
    g = ctx.world
    if g.state.n < g.rules.alliance_min_players or solo_minded(ctx):
        return False
    return ctx.style.marriages == "ally"


def marriage(ctx: Ctx) -> Action | None:
    """Propose to the family doing best (the alliance most likely to reach 4 VP), if it is
    doing well enough; a Squire does not seek marriages, nor a Duke."""
    if not marries_now(ctx):
        return act("pass_marriage")
    g = ctx.world
    mine = score(g, ctx.seat)
    best = None
    for c in ctx.choices():
        if c.kind != "propose_marriage":
            continue
        other = other_family(ctx, c)
        if other is None:
            continue
        worth = score(g, other) - 0.001 * len(c.text())
        if worth >= 0.6 * mine and (best is None or worth > best[0]):
            best = (worth, c)
    return best[1] if best else act("pass_marriage")


def answer_marriage(ctx: Ctx) -> Action | None:
    g = ctx.world
    asker = ctx.info.get("asker")
    if asker is None or g.state.n < g.rules.alliance_min_players:
        return pick_bool(ctx, "accept", False)
    theirs, mine = score(g, asker), score(g, ctx.seat)
    if solo_minded(ctx):
        accept = False
    elif ctx.style.marriages == "ally":
        others = sorted((score(g, p) for p in range(g.state.n) if p not in (ctx.seat, asker)),
                        reverse=True)
        accept = theirs >= 0.6 * mine and (not others or theirs >= others[-1])
    else:
        accept = victory_points(g.state, asker) >= victory_points(g.state, ctx.seat) \
            and theirs >= 0.8 * mine
    return pick_bool(ctx, "accept", accept)


def pick_bool(ctx: Ctx, param: str, value: bool) -> Action | None:
    return next((c for c in ctx.choices() if bool(c.get(param)) == value), None)


# --- elections -----------------------------------------------------------------------------

def candidate(ctx: Ctx) -> Action | None:
    """Stand where the family's votes can win (Baron) or always (Squire), with the lord the
    family misses least: no fief title for a Bishop, since Bishops never become King."""
    g = ctx.world
    item = ctx.info.get("item", "")
    stands = [c for c in ctx.choices() if c.kind == "declare_candidate"]
    if not stands:
        return None
    if ctx.style.elections and item.startswith("bishop:"):
        mine = weight(g, item, ctx.seat)
        best_other = max((weight(g, item, p) for p in range(g.state.n) if p != ctx.seat),
                         default=0)
        if mine < best_other:
            return act("no_candidate")
    def cost(c: Action) -> tuple:
        name = c.get("lord")
        titled = len(fiefs_of(g.state, name)) if name in g.state.lords else 0
        if item.startswith("bishop:"):
            return (titled, name)
        return (-titled, name)
    return min(stands, key=cost)


def vote(ctx: Ctx) -> Action | None:
    """FOR our own candidate, else our ally's; never a decoy; otherwise no marker."""
    g = ctx.world
    friends = friends_of(g, ctx.seat)
    ours = [c for c in ctx.choices() if c.get("decoy") is None and c.get("for") is not None
            and g.state.lords[c.get("for")].owner == ctx.seat]
    if not ours:
        ours = [c for c in ctx.choices() if c.get("decoy") is None and c.get("for") is not None
                and g.state.lords[c.get("for")].owner in friends]
    if ours:
        return ours[0]
    return next((c for c in ctx.choices() if c.get("decoy") is None and c.get("for") is None),
                None)


def ballot(ctx: Ctx) -> Action | None:
    """2011 (E-4): the FOR token on our own candidate (else our ally's), the AGAINST token on
    the rival candidate most likely to win (his family's own votes in this election, then how
    well it is doing); a token with no such candidate is kept. Never both on one candidate."""
    g = ctx.world
    item = ctx.info.get("item", "")
    friends = friends_of(g, ctx.seat)
    names = [n for n in ctx.info.get("candidates", []) if n in g.state.lords]

    def family(name: str) -> int | None:
        return g.state.lords[name].owner

    def backing(name: str) -> tuple[int, float]:
        owner = family(name)
        if owner is None:
            return (0, 0.0)
        return (weight(g, item, owner), score(g, owner))

    ours = [n for n in names if family(n) == ctx.seat] or \
        [n for n in names if family(n) in friends]
    rivals = [n for n in names if family(n) not in (ctx.seat, *friends)]
    for_ = max(ours, key=backing) if ours else None
    against = max(rivals, key=backing) if rivals else None
    return next((c for c in ctx.choices() if c.kind == "ballot" and c.get("for") == for_
                 and c.get("against") == against), None)


# --- leave, grants, heirs --------------------------------------------------------------------

def as_request(value: Any) -> dict[str, Any]:
    if isinstance(value, dict):
        return value
    try:
        return {k: v for k, v in value}
    except (TypeError, ValueError):
        return {}


def consent(ctx: Ctx) -> Action | None:
    g = ctx.world
    asker = ctx.info.get("asker")
    request = as_request(ctx.info.get("request"))
    if asker in friends_of(g, ctx.seat):
        return pick_bool(ctx, "allow", True)
    kind = request.get("kind")
    if kind in ("buy_title", "buy_cardinal"):
        return pick_bool(ctx, "allow", False)       # a free title is a VP for a rival
    to = request.get("to")
    allow = True
    if isinstance(to, str) and to in g.board.villages:
        if controller(g, to) == ctx.seat:
            allow = False
        elif ctx.style.consent == "guard":
            ours = {v for p in fief_plans(g, ctx.seat)[:2] for v in g.board.fiefs[p.fief].villages}
            forts = [v for v, vs in g.state.villages.items()
                     if vs.fort and controller(g, v) == ctx.seat]
            allow = to not in ours and all(dist(g, to, f) > 1 for f in forts)
    return pick_bool(ctx, "allow", allow)


def assign_fief(ctx: Ctx) -> Action | None:
    g = ctx.world
    choices = [c for c in ctx.choices() if c.kind == "assign_fief"]
    def cost(c: Action) -> tuple:
        name = c.get("lord")
        return (is_ecclesiastic(g.state, name), g.state.lords[name].sex != "M",
                len(fiefs_of(g.state, name)), name)
    return min(choices, key=cost) if choices else None


def stop_uprising(ctx: Ctx) -> Action | None:
    """Spend a Church power against an Uprising only in our own (or our ally's) village."""
    g = ctx.world
    village = ctx.info.get("village")
    holder = controller(g, village) \
        if isinstance(village, str) and village in g.board.villages else None
    if holder == ctx.seat or holder in friends_of(g, ctx.seat):
        return next((c for c in ctx.choices() if c.kind == "stop_uprising"), None)
    return next((c for c in ctx.choices() if c.kind == "decline_stop"), None)

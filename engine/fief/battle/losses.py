"""Casualties: what each side may lose after a roll, the principals' hidden choices (A4), and
removing the counters chosen (6.2, RULINGS 32-34).
"""
from __future__ import annotations

from ...actions import Action, act
from .. import combat
from ..control import end_broken_sieges
from ..counters import KNIGHT, MAN, Troop
from ..deaths import kill_lord
from ..match import Match
from ..relics import pass_relic_in_battle
from ..state import TroopCounts
from ..titles import is_titled
from .captures import settle_control
from .data import SIDE_NAMES, SIDES, BattleData, Side, other
from .sides import pools, principal, side_units


def loss_inputs(g: Match, data: BattleData,
                side: Side) -> tuple[dict[int, tuple[int, int]], list[str], int]:
    troops, lords = side_units(g, data, side)
    return pools(g, troops), [l.name for l in lords], data["hits"][other(side)]


def loss_choices(g: Match, data: BattleData, side: Side) -> tuple[list[combat.Casualties] | None,
                                                            combat.Casualties]:
    """Every valid allocation for a side (None when too many to list) and a suggested one."""
    side_pools, lords, hits = loss_inputs(g, data, side)
    choices = combat.casualty_choices(g, side_pools, lords, hits)
    keep = keep_order(g, lords)
    if choices is not None:
        return choices, combat.suggest(g, choices, principal(data, side), keep)
    return None, suggested_large(g, data, side, side_pools, lords, hits, keep)


def keep_order(g: Match, lords: list[str]) -> list[str]:
    """Lords worth keeping longest: relic carriers and titled lords (a one-click suggestion)."""

    return [n for n in lords if g.state.lords[n].relics or is_titled(g.state, n)]


def suggested_large(g: Match, data: BattleData, side: Side, side_pools: dict, lords: list[str],
                    hits: int, keep: list[str]) -> combat.Casualties:
    """A valid allocation when the choices are too many to list: men first, allies first."""
    losses = combat.side_losses(g, side_pools, lords, hits)
    k_total, m_total = min(losses.totals)
    me = principal(data, side)
    owners = sorted(side_pools, key=lambda o: (o == me, o))
    knights, men = {}, {}
    for owner in owners:
        k, m = side_pools[owner]
        knights[owner] = min(k, k_total)
        men[owner] = min(m, m_total)
        k_total -= knights[owner]
        m_total -= men[owner]
    dead = sorted(lords, key=lambda n: (n in keep, n))[:losses.lords_killed]
    return combat.check_casualties(g, side_pools, lords, hits, knights, men, dead)


def read_casualties(g: Match, data: BattleData, side: Side, action: Action) -> combat.Casualties:
    side_pools, lords, hits = loss_inputs(g, data, side)
    owners = list(side_pools) or [principal(data, side)]
    knights = combat.parse_counts(action.get("knights"), owners, "6.2.2")
    men = combat.parse_counts(action.get("men"), owners, "6.2.2")
    dead = action.get("lords") or ()
    dead = (dead,) if isinstance(dead, str) else tuple(dead)
    return combat.check_casualties(g, side_pools, lords, hits, knights, men, dead)


def auto_choose(g: Match, data: BattleData) -> None:
    """A principal with a single possible allocation is not asked (6.2.2: 'no choice')."""
    for side in SIDES:
        if data["chosen"].get(side) is not None:
            continue
        choices, _ = loss_choices(g, data, side)
        if choices is not None and len(choices) == 1:
            data["chosen"][side] = choices[0].as_params()


def apply_losses(g: Match, data: BattleData) -> None:
    """A4: both allocations are revealed together, then applied: lords die first (while their
    troops still stand, so that control and captives are settled by the battle, A34), then the
    troops go back to their stock."""

    removed: dict[Side, list[int]] = {}
    dead_lords: dict[Side, list[str]] = {}
    for side in SIDES:
        params = data["chosen"][side]
        c = read_casualties(g, data, side, act("casualties", **params))
        troops, _ = side_units(g, data, side)
        removed[side] = pick_counters(g, troops, c)
        dead_lords[side] = list(c.lords)
        g.emit("casualties", side=SIDE_NAMES[side], player=principal(data, side),
               village=data["village"], round=data["round"], hits=data["hits"][other(side)],
               knights=[f"{o}:{n}" for o, n in c.knights], men=[f"{o}:{n}" for o, n in c.men],
               lords=list(c.lords))
    lost = any(removed[s] or dead_lords[s] for s in SIDES)
    data["null_rounds"] = 0 if lost else data["null_rounds"] + 1
    gone = {n for s in SIDES for n in dead_lords[s]}
    settle_control(g, data, gone_lords=gone, gone_troops={i for s in removed.values() for i in s})
    for side in SIDES:
        for name in dead_lords[side]:
            pass_relic_in_battle(g, name, side_units(g, data, side)[1], gone)
            kill_lord(g, name, "battle", together=gone)
    for side in SIDES:
        disband(g, removed[side], "battle")
    end_broken_sieges(g, data["village"])    # RULINGS 42: at once, the battle going on


def pick_counters(g: Match, troops: list[int], c: combat.Casualties) -> list[int]:
    """The troop counters an allocation removes (any counters of that owner and kind)."""
    chosen = []
    for kind in (KNIGHT, MAN):
        for owner in {g.state.troops[i].owner for i in troops}:
            need = c.count(owner, kind)
            pool = [i for i in troops if g.state.troops[i].owner == owner
                    and g.state.troops[i].kind == kind]
            chosen += pool[:need]
    return chosen


def disband(g: Match, troops: list[int], cause: str) -> None:
    """Counters killed or disbanded go back to their family's stock (6.2.2, 6.3); control and
    captives are settled by the battle afterwards, not counter by counter."""
    village = None
    per: dict[int, TroopCounts] = {}
    for i in troops:
        t: Troop = g.state.troops[i]
        village = t.village
        per.setdefault(t.owner, {KNIGHT: 0, MAN: 0})[t.kind] += 1
        t.to_stock()
    for owner, counts in sorted(per.items()):
        g.emit("troops_lost", player=owner, village=village, cause=cause, **counts)

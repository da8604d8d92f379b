"""What a family may buy, and where (4.1-4.4, RULINGS 18, A38, A39): the villages that may
receive troops, the loads of a purchase, buildings and titles, as the Purchase step lists
them.
"""
from __future__ import annotations

from ...actions import Action, act
from ..control import (
    besieged_here,
    controlled_villages,
    controller,
)
from ..counters import KNIGHT, MAN
from ..decision_kinds import Prices, TitleNeed
from ..index import Index
from ..match import Match

# --- purchases (4.1-4.4) -----------------------------------------------------------------

def prices(g: Match) -> Prices:
    rules = g.rules
    return {"knight": rules.cost_knight, "man": rules.cost_man,
            "new_troops_per_village": rules.max_new_troops_per_village,
            "mill": rules.cost_mill, "stronghold": rules.cost_fort,
            "cardinal": rules.cost_cardinal, "engine": rules.cost_engine,
            "titles": {fief: rules.title_cost(len(f.villages))
                       for fief, f in g.board.fiefs.items()}}


def receives_troops(g: Match, player: int, village: str) -> bool:
    """4.1 / A38: a village with an uncaptured lord of the family (on a road too, besieging
    too), or a Stronghold or City the family controls; never a place where it is besieged."""
    state = g.state
    if besieged_here(g, player, village):
        return False
    if any(lord.owner == player and lord.captor is None for lord in state.lords_in(village)):
        return True
    return state.villages[village].fort is not None and controller(g, village) == player


def troop_places(g: Match, player: int) -> list[str]:
    """Every village ``receives_troops`` accepts, gathered from the family's lords and forts."""
    state = g.state
    places = {lord.village for lord in state.family(player)
              if lord.village is not None and lord.captor is None}
    places.update(v for v in controlled_villages(g, player) if state.villages[v].fort is not None)
    return sorted(v for v in places if not besieged_here(g, player, v))


def counters(g: Match, player: int, village: str) -> tuple[dict[str, int], int]:
    """The family's Knights and Men at Arms in stock, and the troops it placed in this village
    during this Purchase phase (4.1), read from the state's index."""
    index = g.state.index()
    stock = {kind: len(index.stock.get((player, kind), ())) for kind in (KNIGHT, MAN)}
    return stock, placed_here(index, player, village)


def placed_here(index: Index, player: int, village: str) -> int:
    """The troops the family placed in this village during this Purchase phase (4.1)."""
    return sum(1 for t in index.troops_at.get(village, ()) if t.owner == player and t.new)


def title_buyable(g: Match, player: int, fief: str) -> str | None:
    """Why a fief title cannot be bought now (4.3), or None when it can."""
    state = g.state
    villages = g.board.fiefs[fief].villages
    if state.titles.fiefs[fief] is not None:
        return "this fief title is already held"
    if any(controller(g, v) != player for v in villages):
        return "you must control every village of the fief"
    if not any(state.villages[v].fort for v in villages):
        return "one village of the fief must hold your Stronghold"
    return None


def title_needs(g: Match, player: int) -> list[TitleNeed]:
    """What the family lacks for each fief title nobody holds in whose fief it controls a
    village (4.3, defect 11 of issue 36: "No title can be bought now" said nothing of why):
    the fief, the villages still to control, whether a Stronghold is wanted, and the price.
    A client words it; the check stays ``title_buyable``'s."""
    state = g.state
    needs: list[TitleNeed] = []
    for fief, holder in state.titles.fiefs.items():
        villages = g.board.fiefs[fief].villages
        missing = sorted(v for v in villages if controller(g, v) != player)
        if holder is not None or len(missing) == len(villages):
            continue
        needs.append({"fief": fief, "villages": missing,
                      "stronghold": not any(state.villages[v].fort for v in villages),
                      "cost": g.rules.title_cost(len(villages))})
    return sorted(needs, key=lambda n: (len(n["villages"]), n["fief"]))


# The troops offered in each village by the listing, and the buildings.
LOADS = ((0, 1), (1, 0), (1, 3), (0, 4))
BUILDINGS = ("mill", "stronghold")
END_PURCHASE = act("end_purchase")


def recruit_action(g: Match, village: str, knights: int, men: int) -> Action:
    """A ``recruit``, made once and shared as ``movement.move_action`` does: the listing offers
    the same few hundred purchases over and over, and an action is an immutable value."""
    derived = g.board.derived
    key = ("recruit", village, knights, men)
    found = derived.get(key)
    if found is None:
        found = derived[key] = act("recruit", village=village, knights=knights, men=men)
    return found


def build_action(g: Match, village: str, building: str) -> Action:
    """A ``build``, made once and shared (as ``recruit_action``)."""
    derived = g.board.derived
    key = ("build", village, building)
    found = derived.get(key)
    if found is None:
        found = derived[key] = act("build", village=village, building=building)
    return found


def recruits(g: Match, player: int) -> list[Action]:
    """The ``LOADS`` that ``check_recruit`` accepts in each of ``troop_places`` (which holds
    only villages that receive troops and are not besieged), in the candidates' order."""
    state, rules = g.state, g.rules
    money = state.players[player].money
    if money < rules.cost_man:
        return []
    index = state.index()
    knights = len(index.stock.get((player, KNIGHT), ()))
    men = len(index.stock.get((player, MAN), ()))
    found = []
    for village in troop_places(g, player):
        room = rules.max_new_troops_per_village - placed_here(index, player, village)
        found += [recruit_action(g, village, k, m) for k, m in LOADS
                  if k + m <= room and k <= knights and m <= men
                  and k * rules.cost_knight + m * rules.cost_man <= money]
    return found


def buildings(g: Match, player: int) -> list[Action]:
    """The ``BUILDINGS`` that ``check_build`` accepts in each village the player controls."""
    state, rules = g.state, g.rules
    money = state.players[player].money
    if money < min(rules.cost_mill, rules.cost_fort):
        return []
    mill = state.mills_stock > 0 and rules.cost_mill <= money
    fort = state.forts_stock > 0 and rules.cost_fort <= money
    found = []
    for village in controlled_villages(g, player):
        if besieged_here(g, player, village):
            continue
        vs = state.villages[village]
        if mill and vs.mills < rules.max_mills_per_village:
            found.append(build_action(g, village, "mill"))
        if fort and vs.fort is None:
            found.append(build_action(g, village, "stronghold"))
    return found

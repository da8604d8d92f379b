"""What a battle is made of: its sides, its stages, the data of its frame and the view every seat
gets of it (6.0-6.3, RULINGS 31), and the declaration that starts one.
"""
from __future__ import annotations

from typing import Final, Literal, TypedDict

from ..combat import CasualtyParams
from ..control import present
from ..match import Match, push
from ..state import Frame

Side = Literal["att", "def"]
ATT: Final = "att"
DEF: Final = "def"
SIDES: tuple[Side, Side] = (ATT, DEF)
SIDE_NAMES: dict[Side, str] = {ATT: "attack", DEF: "defence"}

# The stages a battle walks through (the diagram above), then "surrender" and "end".
Stage = Literal["join", "open", "roll", "losses", "capture", "after_round", "stance",
                "after_stance", "choice", "surrender", "end"]


class CavalcadeArmy(TypedDict):
    """The army of a Cavalcade forcing its way (5.2): on the attacking side only it fights."""

    lords: list[str]
    troops: list[int]            # places in ``state.troops``
    let_pass: list[int]          # the blockers who let it pass: never asked to join


class BattleData(TypedDict):
    """One battle (6.0-6.3). Sides are lists of seats; the attacker and the defender are their
    principals, who decide casualties, captures, surrender and truce (RULINGS 31)."""

    village: str
    attacker: int                # the principal of each side
    defender: int
    sides: dict[Side, list[int]]  # the seats fighting on each side
    ask: list[int]               # join, stance: the seats still to ask, in turn order (A46)
    left: list[int]              # those who left the battle for good
    cavalcade: CavalcadeArmy | None  # the army of the Cavalcade that fights, if it is one
    tunnel: bool                 # the attack comes from the tunnels (10.2.2): no penalty
    gates_open: bool             # the controller switched sides: no penalty (RULINGS 31)
    stage: Stage                 # where the battle stands
    next: Stage | None           # the stage after the captures being decided
    round: int                   # rounds rolled so far
    null_rounds: int             # rounds in a row without a loss: 3 end it (6.1, A51)
    hits: dict[Side, int]        # the hits each side inflicted in the last roll
    chosen: dict[Side, CasualtyParams]  # this round's casualties, hidden until both are in (A4)
    decided: list[str]           # the lords captured or released in this capture stage
    forced_capture: bool         # after a surrender its lords are taken captive (6.3)
    choice: str | None           # the attacker's choice at the end of a round (6.3)
    truce_offer: Side | None     # the side that offered a truce, until the other answers
    outcome: str | None          # how it ended: "victory", "surrender", "truce", "stalemate"...
    winner: Side | None          # the winning side, if any
    rule: str | None             # the rule by which it ended (e.g. "RULINGS 36": no die left)


class SideUnits(TypedDict):
    """What one seat has in a battle, all revealed (11.2)."""

    knights: int
    men: int
    lords: list[str]


class PenaltyInfo(TypedDict):
    """The attacker penalty and why (6.2.1, 6.4.2, 10.2.2, RULINGS 31)."""

    fort: str | None             # the fortification that counts (A49), if any
    engines: int                 # the levels of the attacking side's Siege Engines
    tunnel: bool                 # cancelled by a Secret Passage
    gates_open: bool             # cancelled by the controller switching sides
    penalty: int                 # the dice the attacking side loses


class BattleView(TypedDict):
    """A battle as every seat sees it: the hidden casualty choices never leave the frame."""

    kind: Literal["battle"]
    village: str
    attacker: int
    defender: int
    attack: list[int]            # the seats on each side
    defence: list[int]
    stage: Stage
    round: int
    null_rounds: int
    hits: dict[Side, int]
    cavalcade: bool
    units: dict[str, dict[str, SideUnits]]  # "attack" and "defence": per seat (as a string)
    penalty: PenaltyInfo
    chosen: list[str]            # the sides whose casualties are chosen ("attack", "defence")
    outcome: str | None


def other(side: Side) -> Side:
    return DEF if side == ATT else ATT


# --- starting a battle ---------------------------------------------------------------------

def turn_order_from(g: Match, seat: int) -> list[int]:
    """Turn order starting with ``seat`` (the active player first, A1)."""
    order = g.state.order()
    i = order.index(seat)
    return order[i:] + order[:i]


def start_battle(g: Match, village: str, attacker: int, defenders: list[int],
                 tunnel: bool = False,
                 cavalcade: CavalcadeArmy | None = None) -> Frame[BattleData]:
    """Push a battle in ``village``: ``defenders[0]`` is the target (principal defender), the
    other defenders are already on his side (Cavalcade blockers). Every other player present is
    asked in turn order to join a side or stay out (A46); for a Cavalcade only the defence may
    gain allies of circumstance (RULINGS 30)."""
    excluded = set(cavalcade["let_pass"]) if cavalcade else set()
    asked = [p for p in turn_order_from(g, attacker)
             if p in present(g.state, village) and p != attacker and p not in defenders
             and p not in excluded]
    data: BattleData = {
        "village": village, "attacker": attacker, "defender": defenders[0],
        "sides": {ATT: [attacker], DEF: list(defenders)}, "ask": asked, "left": [],
        "cavalcade": cavalcade, "tunnel": tunnel, "gates_open": False,
        "stage": "join", "next": None, "round": 0, "null_rounds": 0,
        "hits": {}, "chosen": {}, "decided": [], "forced_capture": False,
        "choice": None, "truce_offer": None, "outcome": None, "winner": None, "rule": None,
    }
    g.emit("battle_declared", player=attacker, target=defenders[0], village=village,
           cavalcade=cavalcade is not None, tunnel=tunnel)
    return push(g, "battle", data)

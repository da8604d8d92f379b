"""The battle frame: one battle from the forming of sides to its outcome (6.0-6.3, 5.2, 10.5,
RULINGS 31-37, 40, 42, A4, A30, A34, A45-A51, A55).

A battle is a frame pushed by the Battle phase (a declaration) or by a Cavalcade. It walks
through stages, each either asking players (``decisions``) or doing automatic work
(``proceed``), so that reaction windows, the Teeth of St Géronce and any other interruption can
be pushed on top of it at the moments the rules allow and the battle simply continues after:
    join -> open -> [window battle_start] -> roll -> losses -> capture -> after_round
         -> [window battle_round_end] -> stance -> capture -> after_stance -> choice -> roll ...

Sides are lists of seats; the attacker and the player he targeted are the principals who decide
casualties, captures, surrender and truce for their side (RULINGS 31). The attacking dice
are rolled first, then the defending dice: forced faces (``state.forced_battle``) are used in
that order. Casualty choices of the two principals are kept hidden until both are in (A4).
"""
from __future__ import annotations

from collections.abc import Set
from typing import Final, Literal, TypedDict, assert_never

from ..actions import Action, act
from ..decisions import Decision
from ..errors import require
from . import combat
from .captives import captor_present, check_captives
from .combat import CasualtyParams
from .control import cede, end_broken_sieges, lift_siege, present, refresh
from .deaths import kill_lord
from .match import Match, Step, push
from .moves import heavy_rain
from .relics import grail_protects, pass_relic_in_battle, relic_to_captor, spear_bonus
from .state import KNIGHT, MAN, Frame, Lord, Troop, TroopCounts
from .strength import (
    Modifier,
    SideStrength,
    fortification_modifiers,
    modifier,
    side_strength,
)
from .titles import is_titled
from .windows import open_window

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


# --- who fights ----------------------------------------------------------------------------

def side_units(g: Match, data: BattleData, side: Side) -> tuple[list[int], list[Lord]]:
    """Troop indices and uncaptured lords fighting on a side: all units in the village of the
    side's players (RULINGS 32), or for an attacking Cavalcade only its moving army (5.2).

    Asked about ten times per action of a battle, so it is worked out once for as long as
    no counter moves (a function of where the counters stand, whose and whose captive they
    are: exactly what the state's ledger counts) and the sides stay the same, in the game's
    ``sides_memo``."""
    state = g.state
    cav = data["cavalcade"]
    army = (tuple(cav["troops"]), tuple(cav["lords"])) if cav is not None and side == ATT else None
    key = (data["village"], tuple(data["sides"][side]), army)
    kept = g.sides_memo
    moves = state.ledger.moves
    if kept is not None and kept[0] is state and kept[1] == moves:
        memo = kept[2]
    else:
        memo = {}
        g.sides_memo = (state, moves, memo)
    found = memo.get(key)
    if found is None:
        found = memo[key] = find_side_units(g, data, side)
    return list(found[0]), list(found[1])


def find_side_units(g: Match, data: BattleData, side: Side) -> tuple[list[int], list[Lord]]:
    state = g.state
    village = data["village"]
    cav = data["cavalcade"]
    if cav is not None and side == ATT:
        troops = [i for i in cav["troops"] if state.troops[i].village == village]
        lords = [state.lords[n] for n in cav["lords"]]
    else:
        seats = data["sides"][side]
        index = state.index()
        troops = [index.rank(t) for t in index.troops_at.get(village, ()) if t.owner in seats]
        lords = [l for l in index.lords_at.get(village, ()) if l.owner in seats]
    lords = [l for l in lords if l.owner is not None and l.village == village and l.captor is None]
    return troops, lords


def pools(g: Match, troops: list[int]) -> dict[int, tuple[int, int]]:
    """Per owner, the (knights, men) among the given troop counters."""
    found: dict[int, list[int]] = {}
    for i in troops:
        t = g.state.troops[i]
        counts = found.setdefault(t.owner, [0, 0])
        counts[0 if t.kind == KNIGHT else 1] += 1
    return {owner: (k, m) for owner, (k, m) in found.items()}


def units_summary(g: Match, data: BattleData, side: Side) -> dict[str, SideUnits]:
    """Public description of a side: per seat its knights, men at arms and lords (a battle
    reveals every unit, even under Fog of War 11.2)."""
    troops, lords = side_units(g, data, side)
    per: dict[str, SideUnits] = {}
    for seat in data["sides"][side]:
        per[str(seat)] = {"knights": 0, "men": 0, "lords": []}
    for i in troops:
        t = g.state.troops[i]
        entry = per.setdefault(str(t.owner), {"knights": 0, "men": 0, "lords": []})
        if t.kind == KNIGHT:
            entry["knights"] += 1
        else:
            entry["men"] += 1
    for lord in lords:
        per.setdefault(str(lord.owner), {"knights": 0, "men": 0, "lords": []})["lords"].append(lord.name)
    return per


def defended_fort(g: Match, data: BattleData) -> str | None:
    """A49: the fortification counts only while the defending side includes the player who
    controls the fortified village (his units are inside); never for a Cavalcade's fight."""
    vs = g.state.villages[data["village"]]
    if vs.fort is None or data["cavalcade"] is not None:
        return None
    return vs.fort if vs.controller in data["sides"][DEF] else None


def engine_levels(g: Match, data: BattleData) -> int:
    """6.4.2 / RULINGS 41: the levels of the Siege Engines of besiegers on the attacking side."""
    vs = g.state.villages[data["village"]]
    seats = data["sides"][ATT]
    return sum(e.level for e in g.state.engines
               if e.village == data["village"] and e.owner in seats and e.owner in vs.besiegers)


def penalty_info(g: Match, data: BattleData) -> PenaltyInfo:
    """The attacker penalty and why (6.2.1, 6.4.2, 10.2.2, RULINGS 31)."""
    fort = defended_fort(g, data)
    levels = engine_levels(g, data)
    cancelled = bool(data["tunnel"] or data["gates_open"])
    return {"fort": fort, "engines": levels, "tunnel": bool(data["tunnel"]),
            "gates_open": bool(data["gates_open"]),
            "penalty": combat.fortification_penalty(g, fort, levels, cancelled)}


def battle_strength(g: Match, data: BattleData, side: Side) -> SideStrength:
    """A48: what a side brings to the next roll: its strength points, d'ARC (9.1), the attacker
    penalty and what cancels it (6.2.1, 6.4.2, 10.2.2), the Grail's protection of the side
    that did not start the battle (11.1.1), the Spear (RULINGS 52) and the Cavalcade's bonus to
    its defenders (5.2): the dice a side rolls and the hits they make come from here alone."""
    troops, lords = side_units(g, data, side)
    rules = g.rules
    mods: list[Modifier] = []
    if any(l.name == g.state.titles.darc for l in lords):
        mods.append(modifier("darc", "9.1", dice=rules.darc_dice))
    if side == ATT:
        info = penalty_info(g, data)
        mods += fortification_modifiers(g, info["fort"], info["engines"], info["tunnel"],
                                        info["gates_open"])
        if grail_protects(g, side_units(g, data, DEF)[1]):
            mods.append(modifier("grail", "11.1.1", hits_per_die=-rules.grail_minus_per_die))
    elif data["cavalcade"] is not None:
        mods.append(modifier("cavalcade", "5.2", hits_per_die=rules.cavalcade_bonus_per_die))
    spear = spear_bonus(g, lords, attacking=side == ATT)
    if spear:
        mods.append(modifier("spear", "RULINGS 52", hits=spear))
    return side_strength(g, [g.state.troops[i] for i in troops], lords, mods)


def principal(data: BattleData, side: Side) -> int:
    return data["attacker"] if side == ATT else data["defender"]


# --- the end conditions (6.1, 6.3, RULINGS 33, A51) ------------------------------------------

def outcome_now(g: Match, data: BattleData,
                count_null: bool = True) -> tuple[str, Side | None, str] | None:
    """(outcome, winning side, the rule that ends it) when the battle is over, else None."""
    att_troops, att_lords = side_units(g, data, ATT)
    def_troops, def_lords = side_units(g, data, DEF)
    if not att_troops and not def_troops:
        return ("only_lords" if att_lords or def_lords else "annihilation", None, "6.3")
    if not def_troops:
        return ("victory", ATT, "6.3")
    if not att_troops:
        return ("victory", DEF, "6.3")
    if not att_lords:
        return ("leaderless", DEF, "RULINGS 33")
    if count_null and data["null_rounds"] >= g.rules.null_rounds_to_end:
        return ("stalemate", None, "A51")
    return None


# --- windows -------------------------------------------------------------------------------

def open_battle_window(g: Match, moment: str, frame: Frame[BattleData]) -> bool:
    """A1 / A30: the reaction window before the first roll and after each round's losses."""

    data = frame.data
    return open_window(g, moment, active=data["attacker"], village=data["village"],
                       attack=list(data["sides"][ATT]), defence=list(data["sides"][DEF]),
                       attacker=data["attacker"], defender=data["defender"],
                       cavalcade=data["cavalcade"] is not None)


# --- the frame -----------------------------------------------------------------------------

class Battle(Step[BattleData]):
    kind = "battle"
    rule = "6.0"

    # -- who is asked what
    def decisions(self, g: Match, frame: Frame[BattleData]) -> list[Decision]:
        match frame.data["stage"]:
            case "join":
                return self.ask_join(g, frame)
            case "losses":
                return self.ask_losses(g, frame)
            case "capture":
                return self.ask_capture(g, frame)
            case "stance":
                return self.ask_stance(g, frame)
            case "choice":
                return self.ask_choice(g, frame)
            case _:
                return []                                # automatic stages ask nobody

    def asks(self, g: Match, frame: Frame[BattleData]) -> bool:
        """Whether the ``ask_`` of the stage would ask anyone, without its choices."""
        data = frame.data
        stage = data["stage"]
        if stage in ("join", "stance"):
            return bool(data["ask"])
        if stage == "losses":
            return any(data["chosen"].get(side) is None for side in SIDES)
        if stage == "capture":
            return next_capturable(g, data) is not None
        return stage == "choice"

    def ask_join(self, g: Match, frame: Frame[BattleData]) -> list[Decision]:
        data = frame.data
        if not data["ask"]:
            return []
        seat = data["ask"][0]
        return [Decision.make(seat, "join_battle", join_choices(g, data, seat),
                              village=data["village"], attacker=data["attacker"],
                              defender=data["defender"])]

    def ask_losses(self, g: Match, frame: Frame[BattleData]) -> list[Decision]:
        data = frame.data
        asked = []
        for side in SIDES:
            if data["chosen"].get(side) is not None:
                continue
            choices, suggested = loss_choices(g, data, side)
            asked.append(Decision.make(
                principal(data, side), "casualties",
                [act("casualties", **c.as_params()) for c in choices] if choices is not None else None,
                side=SIDE_NAMES[side], village=data["village"], hits=data["hits"][other(side)],
                suggested=act("casualties", **suggested.as_params()).text()))
        return asked

    def ask_capture(self, g: Match, frame: Frame[BattleData]) -> list[Decision]:
        data = frame.data
        target = next_capturable(g, data)
        if target is None:
            return []
        side = capturing_side(g, data)
        assert side is not None
        choices = [act("capture", lord=target, to=seat) for seat in captor_seats(g, data, side)]
        if not must_capture(g, data, target):
            choices.append(act("release", lord=target))
        return [Decision.make(principal(data, side), "capture", choices, lord=target,
                              village=data["village"])]

    def ask_stance(self, g: Match, frame: Frame[BattleData]) -> list[Decision]:
        data = frame.data
        if not data["ask"]:
            return []
        seat = data["ask"][0]
        stances = ["stay", "leave"] if data["cavalcade"] else ["stay", "switch", "leave"]
        return [Decision.make(seat, "battle_stance",
                              [act("battle_stance", stance=s) for s in stances],
                              village=data["village"])]

    def ask_choice(self, g: Match, frame: Frame[BattleData]) -> list[Decision]:
        data = frame.data
        if data["truce_offer"] == DEF:
            return [Decision.make(data["attacker"], "answer_truce",
                                  [act("answer_truce", accept=True), act("answer_truce", accept=False)],
                                  village=data["village"])]
        side: Side = ATT if data["choice"] is None else DEF
        options = ["continue", "surrender", "truce"]
        if side == ATT and defended_fort(g, data) is not None:
            options.append("break_off")
        return [Decision.make(principal(data, side), "battle_choice",
                              [act("battle_choice", choice=o) for o in options],
                              village=data["village"], side=SIDE_NAMES[side],
                              attacker_choice=data["choice"])]

    def legal(self, g: Match, frame: Frame[BattleData], player: int) -> list[Action]:
        found: list[Action] = []
        for d in self.decisions(g, frame):
            if d.player != player:
                continue
            if d.choices is not None:
                found.extend(d.choices)
            else:
                found.append(Action.parse(d.get("suggested")))
        return found

    # -- answers
    def apply(self, g: Match, frame: Frame[BattleData], player: int,
              action: Action) -> None:
        match frame.data["stage"]:
            case "join":
                self.answer_join(g, frame, player, action)
            case "losses":
                self.answer_losses(g, frame, player, action)
            case "capture":
                self.answer_capture(g, frame, player, action)
            case "stance":
                self.answer_stance(g, frame, player, action)
            case "choice":
                self.answer_choice(g, frame, player, action)
            case _:
                require(False, self.rule, f"{action.kind} is not possible now")

    def answer_join(self, g: Match, frame: Frame[BattleData], player: int,
              action: Action) -> None:
        data = frame.data
        require(bool(data["ask"]) and data["ask"][0] == player, "6.0",
                "it is not your turn to choose a side")
        require(action in join_choices(g, data, player), "6.0",
                "join the attack (you need an uncaptured lord there), the defence, or stay out")
        data["ask"].pop(0)
        side = action["side"]
        if side in ("attack", "defence"):
            data["sides"][ATT if side == "attack" else DEF].append(player)
        g.emit("battle_joined", player=player, side=side, village=data["village"])

    def answer_losses(self, g: Match, frame: Frame[BattleData], player: int,
              action: Action) -> None:
        data = frame.data
        require(action.kind == "casualties", "6.2.2", "choose your side's casualties")
        sides = [s for s in SIDES if data["chosen"].get(s) is None and principal(data, s) == player]
        require(bool(sides), "6.2.2", "your casualties are already chosen")
        side = sides[0]
        casualties = read_casualties(g, data, side, action)
        data["chosen"][side] = casualties.as_params()
        g.emit("casualties_chosen", player=player, side=SIDE_NAMES[side], village=data["village"])

    def answer_capture(self, g: Match, frame: Frame[BattleData], player: int,
              action: Action) -> None:
        data = frame.data
        target = next_capturable(g, data)
        side = capturing_side(g, data)
        require(target is not None and side is not None and principal(data, side) == player,
                "6.2.3", "you have no captive to decide now")
        require(action.get("lord") == target, "6.2.3", f"decide first about {target}")
        assert target is not None and side is not None
        if action.kind == "capture":
            require(action.get("to") in captor_seats(g, data, side), "6.2.3",
                    "a captive goes to a player of the winning side with a lord in the battle")
            take_captive(g, target, action["to"], data["village"], "battle")
            data["null_rounds"] = 0
        else:
            require(action.kind == "release" and not must_capture(g, data, target),
                    "6.3", "the lords of a surrendering army are taken captive")
            g.emit("capture_declined", lord=target, player=player, village=data["village"])
        data["decided"].append(target)

    def answer_stance(self, g: Match, frame: Frame[BattleData], player: int,
              action: Action) -> None:
        data = frame.data
        require(bool(data["ask"]) and data["ask"][0] == player, "6.0",
                "it is not your turn to choose")
        stance = action.get("stance")
        allowed = ("stay", "leave") if data["cavalcade"] else ("stay", "switch", "leave")
        require(action.kind == "battle_stance" and stance in allowed,
                "5.2" if data["cavalcade"] else "6.0",
                "stay, leave for good" + ("" if data["cavalcade"] else " or switch sides"))
        data["ask"].pop(0)
        if stance == "stay":
            return
        side: Side = ATT if player in data["sides"][ATT] else DEF
        defended = defended_fort(g, data) is not None
        data["sides"][side].remove(player)
        if stance == "leave":
            data["left"].append(player)
        else:
            data["sides"][other(side)].append(player)
            if side == DEF and defended:
                data["gates_open"] = True                  # RULINGS 31: he opens the gates
        g.emit("battle_stance", player=player, stance=stance, village=data["village"],
               gates_open=data["gates_open"])

    def answer_choice(self, g: Match, frame: Frame[BattleData], player: int,
              action: Action) -> None:
        data = frame.data
        if data["truce_offer"] == DEF:
            require(player == data["attacker"] and action.kind == "answer_truce", "6.3",
                    "accept or refuse the truce")
            data["truce_offer"] = None
            finish_choice(g, frame, "truce" if action.get("accept") else "continue", DEF)
            return
        side: Side = ATT if data["choice"] is None else DEF
        require(player == principal(data, side) and action.kind == "battle_choice", "6.3",
                "continue, surrender, offer a truce" + (" or break off" if side == ATT else ""))
        choice = action.get("choice")
        allowed = {"continue", "surrender", "truce"}
        if side == ATT and defended_fort(g, data) is not None:
            allowed.add("break_off")
        require(choice in allowed, "6.3" if choice != "break_off" else "6.1",
                "only the attacker of a Stronghold or City may break off alone")
        g.emit("battle_choice", player=player, choice=choice, village=data["village"])
        if side == ATT:
            if choice in ("surrender", "break_off"):
                finish_choice(g, frame, choice, ATT)
            else:
                data["choice"] = choice
            return
        attacker_choice = data["choice"]
        if choice == "surrender":
            finish_choice(g, frame, "surrender", DEF)
        elif choice == "truce" and attacker_choice == "truce":
            finish_choice(g, frame, "truce", DEF)
        elif choice == "truce":
            data["truce_offer"] = DEF
        else:
            finish_choice(g, frame, "continue", DEF)

    # -- automatic work
    def proceed(self, g: Match, frame: Frame[BattleData]) -> bool:
        stage = frame.data["stage"]
        match stage:
            case "join":
                return self.run_join(g, frame)
            case "open":
                return self.run_open(g, frame)
            case "roll":
                return self.run_roll(g, frame)
            case "losses":
                return self.run_losses(g, frame)
            case "capture":
                return self.run_capture(g, frame)
            case "after_round":
                return self.run_after_round(g, frame)
            case "stance":
                return self.run_stance(g, frame)
            case "after_stance":
                return self.run_after_stance(g, frame)
            case "choice":
                return False                    # never: ``asks`` waits for the principal
            case "surrender":
                return self.run_surrender(g, frame)
            case "end":
                return self.run_end(g, frame)
            case _:
                assert_never(stage)

    def run_join(self, g: Match, frame: Frame[BattleData]) -> bool:
        frame.data["stage"] = "open"
        return False

    def run_open(self, g: Match, frame: Frame[BattleData]) -> bool:
        """Sides are formed: lone lords are captured without dice (RULINGS 37), otherwise the
        battle begins and every unit is revealed (11.2)."""
        data = frame.data
        emit_started(g, data)
        def_troops, def_lords = side_units(g, data, DEF)
        if not def_troops:
            data["stage"], data["next"] = "capture", "end"
            data["outcome"], data["winner"], data["rule"] = "lone_lords", ATT, "RULINGS 37"
            return False
        data["stage"] = "roll"
        open_battle_window(g, "battle_start", frame)
        return False

    def run_roll(self, g: Match, frame: Frame[BattleData]) -> bool:
        data = frame.data
        ended = outcome_now(g, data)
        if ended is not None:
            return conclude(g, frame, *ended)
        att, dfn = battle_strength(g, data, ATT), battle_strength(g, data, DEF)
        if att["dice"] == 0:
            return conclude(g, frame, "break_off", None, "RULINGS 36")   # no die to roll
        data["round"] += 1
        roll_round(g, data, att, dfn)
        data["stage"], data["chosen"] = "losses", {}
        auto_choose(g, data)
        return False

    def run_losses(self, g: Match, frame: Frame[BattleData]) -> bool:
        data = frame.data
        if data["chosen"].get(ATT) is None or data["chosen"].get(DEF) is None:
            auto_choose(g, data)
            return False
        apply_losses(g, data)
        data["stage"], data["next"], data["decided"] = "capture", "after_round", []
        return False

    def run_capture(self, g: Match, frame: Frame[BattleData]) -> bool:
        data = frame.data
        settle_control(g, data)

        check_captives(g, data["village"])
        after = data["next"]
        assert after is not None                     # each capture stage says what follows
        data["stage"], data["decided"] = after, []
        return False

    def run_after_round(self, g: Match, frame: Frame[BattleData]) -> bool:
        data = frame.data
        ended = outcome_now(g, data)
        if ended is not None:
            return conclude(g, frame, *ended)
        data["stage"] = "stance"
        data["ask"] = stance_askers(g, data)
        open_battle_window(g, "battle_round_end", frame)
        return False

    def run_stance(self, g: Match, frame: Frame[BattleData]) -> bool:
        data = frame.data
        data["stage"], data["next"], data["decided"] = "capture", "after_stance", []
        return False

    def run_after_stance(self, g: Match, frame: Frame[BattleData]) -> bool:
        data = frame.data
        ended = outcome_now(g, data, count_null=False)
        if ended is not None:
            return conclude(g, frame, *ended)
        data["stage"], data["choice"], data["truce_offer"] = "choice", None, None
        return False

    def run_surrender(self, g: Match, frame: Frame[BattleData]) -> bool:
        """6.3: the surrendering army's troops are disbanded, its lords taken captive."""
        data = frame.data
        winner = data["winner"]
        assert winner is not None                   # set with the stage (``finish_choice``)
        loser = other(winner)
        troops, _ = side_units(g, data, loser)
        disband(g, troops, "surrender")
        data["stage"], data["next"], data["decided"] = "capture", "end", []
        data["forced_capture"] = True
        return False

    def run_end(self, g: Match, frame: Frame[BattleData]) -> bool:
        finalize(g, frame.data)
        return True

    # -- public view (allow-list): the hidden casualty choices never leave the frame
    def view(self, g: Match, frame: Frame[BattleData], seat: int | None) -> BattleView:
        data = frame.data
        return {"kind": "battle", "village": data["village"], "attacker": data["attacker"],
                "defender": data["defender"], "attack": list(data["sides"][ATT]),
                "defence": list(data["sides"][DEF]), "stage": data["stage"],
                "round": data["round"], "null_rounds": data["null_rounds"],
                "hits": data["hits"].copy(), "cavalcade": data["cavalcade"] is not None,
                "units": {SIDE_NAMES[s]: units_summary(g, data, s) for s in SIDES},
                "penalty": penalty_info(g, data),
                "chosen": sorted(SIDE_NAMES[s] for s, c in data["chosen"].items() if c is not None),
                "outcome": data["outcome"]}


# --- stage helpers -------------------------------------------------------------------------

def join_choices(g: Match, data: BattleData, seat: int) -> list[Action]:
    """A46 / RULINGS 30: the defence or staying out for anyone; the attack only with an
    uncaptured lord there, and never in a Cavalcade."""
    choices = [act("join_battle", side="defence"), act("join_battle", side="out")]
    has_lord = any(l.owner == seat and l.village == data["village"] and l.captor is None
                   for l in g.state.lords.values())
    if has_lord and data["cavalcade"] is None:
        choices.insert(0, act("join_battle", side="attack"))
    return choices


def unit_rows(g: Match, data: BattleData, side: Side) -> list[list]:
    """A side's units for an event (events carry lists, not mappings): one row per player,
    [seat, knights, men at arms, [lords]]."""
    return [[int(seat), u["knights"], u["men"], sorted(u["lords"])]
            for seat, u in sorted(units_summary(g, data, side).items(), key=lambda i: int(i[0]))]


def emit_started(g: Match, data: BattleData) -> None:
    info = penalty_info(g, data)
    g.emit("battle_started", village=data["village"], attacker=data["attacker"],
           defender=data["defender"], attack=unit_rows(g, data, ATT),
           defence=unit_rows(g, data, DEF), fort=info["fort"], engines=info["engines"],
           penalty=info["penalty"], tunnel=info["tunnel"], gates_open=info["gates_open"],
           cavalcade=data.get("cavalcade") is not None,
           besiegers=list(g.state.villages[data["village"]].besiegers),
           attack_strength=battle_strength(g, data, ATT),
           defence_strength=battle_strength(g, data, DEF))


def roll_round(g: Match, data: BattleData, att: SideStrength, dfn: SideStrength) -> None:
    """6.2.2: both sides roll at once, each with the dice and modifiers of its strength."""
    att_roll, def_roll = roll_side(g, att), roll_side(g, dfn)
    data["hits"] = {ATT: att_roll.hits, DEF: def_roll.hits}
    info = penalty_info(g, data)
    cavalcade_bonus = g.rules.cavalcade_bonus_per_die if data["cavalcade"] else 0
    g.emit("battle_roll", village=data["village"], round=data["round"],
           attack_dice=att["dice"], defence_dice=dfn["dice"],
           attack_faces=list(att_roll.faces), defence_faces=list(def_roll.faces),
           attack_hits=att_roll.hits, defence_hits=def_roll.hits,
           penalty=info["penalty"], fort=info["fort"], engines=info["engines"],
           grail=any(m["kind"] == "grail" for m in att["modifiers"]),
           cavalcade_bonus=cavalcade_bonus * len(def_roll.faces),
           attack_strength=att, defence_strength=dfn)


def roll_side(g: Match, strength: SideStrength) -> combat.Roll:
    mods = strength["modifiers"]
    return combat.roll(g, strength["dice"],
                       minus_per_die=-sum(m["hits_per_die"] for m in mods if m["hits_per_die"] < 0),
                       bonus_per_die=sum(m["hits_per_die"] for m in mods if m["hits_per_die"] > 0),
                       bonus_if_rolled=sum(m["hits"] for m in mods))


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

    return [n for n in lords if g.state.lords[n].relic or is_titled(g.state, n)]


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
            kill_lord(g, name, "battle")
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
        t.village, t.road, t.steps, t.new = None, None, 0, False
    for owner, counts in sorted(per.items()):
        g.emit("troops_lost", player=owner, village=village, cause=cause, **counts)


# --- captures (6.2.2, 6.2.3, RULINGS 35, 38, A37, A47) -----------------------------------------

def capturing_side(g: Match, data: BattleData) -> Side | None:
    """The side that may take captives: the other one has no troop left while it keeps some
    (A47: nobody is captured when both lose all their troops in the same roll)."""
    if data["forced_capture"]:
        return data["winner"]
    att_troops, _ = side_units(g, data, ATT)
    def_troops, _ = side_units(g, data, DEF)
    if att_troops and not def_troops:
        return ATT
    if def_troops and not att_troops:
        return DEF
    return None


def captor_seats(g: Match, data: BattleData, side: Side) -> list[int]:
    """Players of the winning side who can hold a captive: with an uncaptured lord in the battle
    (A47 'by a Lord of the winning side'); after a surrender, any of its players with units."""
    troops, lords = side_units(g, data, side)
    seats = {l.owner for l in lords}
    if data["forced_capture"]:
        seats |= {g.state.troops[i].owner for i in troops}
    return sorted(s for s in seats if s is not None)


def must_capture(g: Match, data: BattleData, name: str) -> bool:
    """6.3: a surrendering army's lords are taken captive; otherwise capture is the winner's
    choice (RULINGS 35), and so is keeping the captives the beaten side held (RULINGS 38)."""
    return bool(data["forced_capture"]) and g.state.lords[name].captor is None


def next_capturable(g: Match, data: BattleData) -> str | None:
    """The next lord the winner's principal decides about: the beaten side's lords, then the
    captives its players held if they have no unit left there (RULINGS 38)."""
    side = capturing_side(g, data)
    if side is None or not captor_seats(g, data, side):
        return None
    _, lords = side_units(g, data, other(side))
    for lord in sorted(lords, key=lambda l: l.name):
        if lord.name not in data["decided"]:
            return lord.name

    winners = set(data["sides"][side])
    for lord in sorted(g.state.lords.values(), key=lambda l: l.name):
        if (lord.owner is not None and lord.captor is not None and lord.village == data["village"]
                and lord.captor not in winners and lord.owner not in winners
                and lord.name not in data["decided"]
                and not captor_present(g, lord.captor, data["village"])):
            return lord.name
    return None


def take_captive(g: Match, name: str, captor: int, village: str, cause: str) -> None:
    """A lord becomes the captive of ``captor`` (6.2.3); a carried Relic goes to a lord of the
    captor there, or lies loose (A54)."""

    lord = g.state.lords[name]
    previous = lord.captor
    lord.captor = captor
    lord.road = None
    g.emit("lord_captured", lord=name, player=lord.owner, captor=captor, village=village,
           cause=cause, previous=previous)
    relic_to_captor(g, lord, captor)


def settle_control(g: Match, data: BattleData, gone_lords: Set[str] = frozenset(),
                   gone_troops: Set[int] = frozenset()) -> None:
    """A34: a controller eliminated in battle is replaced by the principal of his side if it is
    still present, else the principal of the other side, else the earliest arrival present; the
    new controller may cede it to an ally (5.1). ``gone_*`` are losses about to be applied."""
    state = g.state
    village = data["village"]
    vs = state.villages[village]
    index = state.index()
    here = {lord.owner for lord in index.lords_at.get(village, ())
            if lord.captor is None and lord.name not in gone_lords}
    here.update(troop.owner for troop in index.troops_at.get(village, ())
                if index.rank(troop) not in gone_troops)
    if vs.controller is None or vs.controller in here:
        return
    own: Side = ATT if vs.controller in data["sides"][ATT] else DEF
    candidates = [principal(data, own), principal(data, other(own))]
    candidates += [p for p in vs.arrivals if p in here]
    successor = next((p for p in candidates if p in here), None)
    if successor is not None:
        cede(g, village, successor)


# --- the end (6.3, 6.4.2, RULINGS 36, 40, 42) --------------------------------------------------

def finish_choice(g: Match, frame: Frame[BattleData], choice: str, side: Side) -> None:
    data = frame.data
    if choice == "continue":
        data["stage"] = "roll"
    elif choice == "surrender":
        data["outcome"], data["winner"], data["stage"] = "surrender", other(side), "surrender"
        data["rule"] = "6.3"
    elif choice == "truce":
        conclude(g, frame, "truce", None, "6.3")
    else:
        conclude(g, frame, "break_off", None, "6.1")


def conclude(g: Match, frame: Frame[BattleData], outcome: str, winner: Side | None,
             rule: str) -> bool:
    """Record the outcome and the rule that ends the battle; the frame finishes at its next
    step so windows already pushed run."""
    data = frame.data
    data["outcome"], data["winner"], data["stage"], data["rule"] = outcome, winner, "end", rule
    return False


def finalize(g: Match, data: BattleData) -> None:
    """Engines of a beaten besieging side are destroyed (6.4.2); control and captives are
    settled (A34, A37); the outcome and the siege state are told to everyone."""

    village = data["village"]
    vs = g.state.villages[village]
    loser = other(data["winner"]) if data["winner"] is not None else None
    if loser == ATT and data["outcome"] in ("victory", "surrender", "leaderless"):
        for seat in list(data["sides"][ATT]):
            if seat in vs.besiegers:
                lift_siege(g, village, seat)
    settle_control(g, data)
    winner_principal = principal(data, data["winner"]) if data["winner"] is not None else None
    refresh(g, village, winner_principal)
    check_captives(g, village)
    g.emit("battle_ended", village=village, outcome=data["outcome"],
           winner=SIDE_NAMES.get(data["winner"]) if data["winner"] else None,
           attacker=data["attacker"], defender=data["defender"], rounds=data["round"],
           besiegers=list(vs.besiegers),
           engines=[{"player": e.owner, "level": e.level} for e in g.state.engines
                    if e.village == village],
           controller=vs.controller, rule=data["rule"],
           attack_strength=battle_strength(g, data, ATT),
           defence_strength=battle_strength(g, data, DEF))


def stance_askers(g: Match, data: BattleData) -> list[int]:
    """A46: non-principals with an uncaptured lord in the battle, in turn order."""
    seats = [s for s in data["sides"][ATT] + data["sides"][DEF]
             if s not in (data["attacker"], data["defender"])]
    with_lord = {l.owner for l in g.state.lords.values()
                 if l.owner in seats and l.village == data["village"] and l.captor is None}
    return [s for s in turn_order_from(g, data["attacker"]) if s in with_lord]


# --- card effects in battle (10.5 Ambush, 10.2.2 Secret Passage), called by the windows -------

def current_battle(g: Match) -> Frame[BattleData] | None:
    """The innermost battle being fought, if any."""
    for frame in reversed(g.state.stack):
        if frame.kind == "battle":
            return frame
    return None


def engaged_lords(g: Match, data: BattleData) -> list[Lord]:
    return side_units(g, data, ATT)[1] + side_units(g, data, DEF)[1]


def ambush_targets(g: Match, player: int) -> list[str]:
    """10.5 / A30: a player with a lord engaged in the battle may take any other family's lord
    engaged in it (none under Heavy Rain, A22)."""
    frame = current_battle(g)
    if frame is None or frame.data["stage"] in ("join", "end"):
        return []

    if heavy_rain(g, frame.data["village"]):
        return []
    lords = engaged_lords(g, frame.data)
    if not any(l.owner == player for l in lords):
        return []
    return sorted(l.name for l in lords if l.owner != player)


def ambush(g: Match, player: int, target: str) -> None:
    """10.5 / A30: the target is captured at once by the ambusher (by one of his lords there);
    his troops stay (RULINGS 49); the battle ends at its next check if the attacking side has no
    lord left (RULINGS 33)."""
    require(target in ambush_targets(g, player), "10.5",
            "ambush a lord of another family engaged in a battle where you have a lord")
    frame = current_battle(g)
    assert frame is not None
    take_captive(g, target, player, frame.data["village"], "ambush")
    frame.data["null_rounds"] = 0
    settle_control(g, frame.data)


def can_tunnel(g: Match, player: int) -> bool:
    """10.2.2 / A28: a participant of the attacking side may cancel every attacker penalty."""
    frame = current_battle(g)
    if frame is None or frame.data["stage"] in ("join", "end") or frame.data["tunnel"]:
        return False
    return player in frame.data["sides"][ATT] and defended_fort(g, frame.data) is not None


def tunnel(g: Match, player: int) -> None:
    """10.2.2: the attacking side attacks from the tunnels for the rest of this battle."""
    require(can_tunnel(g, player), "10.2.2",
            "a Secret Passage helps the attacking side of a battle against a Stronghold or City")
    frame = current_battle(g)
    assert frame is not None
    frame.data["tunnel"] = True
    g.emit("tunnel", player=player, village=frame.data["village"])

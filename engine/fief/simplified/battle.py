"""A battle of the variant by paired dice (004 §7-§9, S-5, S-7, S-9, S-10), the frame
``paired_battle``, pushed by the variant's Battles step and by a ride (004 §6).

Stages: ``join`` (every other family present takes a side or stays out, in turn order from
the attacker) -> ``roll`` (each side rolls one die per strength point it still has, S-7; the
rows are sorted and paired) -> ``choice`` (the attack goes on or stops; when it stops, the
defence counter-attacks or lets the battle end) -> ``stance`` (before the next round, each
family that is not its side's principal stays or leaves, 004 §8) -> ``roll`` ... -> ``end``
-> ``accord`` (each coalition's other families accept its principal's allotment or refuse it,
S-15, accord.py) -> each side's points allotted and applied (outcome.py). A ride is a battle
the rider must win within two rounds (004 §6): it ends after the second round, won if the defence has no die left.
"""
from __future__ import annotations

from ...actions import Action, act
from ...decisions import Decision
from ...errors import require
from ..battle.data import turn_order_from
from ..control import present
from ..match import Match, Step, push
from ..state import Frame
from .data import PairedBattleData, PairedBattleView, as_dict, dice_of, taken
from .accord import RULE as ACCORD_RULE
from .accord import accord_decision, answer, open_accord, settle
from .dice import paired_round
from .outcome import conclude
from .sides import ATTACK, DEFENCE, SIDE_NAMES, SideName, may_attack, side_strength

RULE = "004 §9"
RIDE_ROUNDS = 2                  # 004 §6: a ride must be won within two rounds


def start_paired_battle(g: Match, village: str, attacker: int, targets: list[int],
                        riders: list[str] | None = None,
                        excluded: list[int] | None = None) -> Frame[PairedBattleData]:
    """Push a battle: ``targets[0]`` leads the defence. The other families present are asked
    in turn order; in a ride those in ``excluded`` (who let the rider pass) are not, and the
    others may join the defence only (as 2011's ride, RULINGS 30)."""
    left_out = set(targets) | {attacker} | set(excluded or ())
    asked = [p for p in turn_order_from(g, attacker)
             if p in present(g.state, village) and p not in left_out]
    data: PairedBattleData = {
        "village": village, "attacker": attacker, "defender": targets[0],
        "sides": {ATTACK: [attacker], DEFENCE: list(targets)}, "named": list(targets),
        "ask": asked, "stage": "join", "ride": riders is not None,
        "riders": list(riders or ()), "round": 0, "strength": {}, "pieces": {},
        "points": {ATTACK: {"deaths": 0, "prisoners": 0},
                   DEFENCE: {"deaths": 0, "prisoners": 0}},
        "choice": None, "outcome": None, "accord": None}
    g.emit("paired_battle_declared", player=attacker, targets=list(targets), village=village,
           ride=riders is not None)
    return push(g, "paired_battle", data)


def join_choices(g: Match, data: PairedBattleData, seat: int) -> list[Action]:
    """004 §8: join the attack (with a free lay lord there; never in a ride), the defence, or
    stay out."""
    sides = [] if data["ride"] or not may_attack(g, seat, data["village"]) else ["attack"]
    return [act("join_battle", side=s) for s in (*sides, "defence", "out")]


def stance_askers(g: Match, data: PairedBattleData) -> list[int]:
    """004 §8: before each round the coalitions may come apart: every family that is not its
    side's principal nor an enemy named, in turn order from the attacker."""
    members = set(data["sides"][ATTACK][1:] + data["sides"][DEFENCE][1:]) - set(data["named"])
    return [p for p in turn_order_from(g, data["attacker"]) if p in members]


class PairedBattle(Step[PairedBattleData]):
    kind = "paired_battle"
    rule = RULE

    def decisions(self, g: Match, frame: Frame[PairedBattleData]) -> list[Decision]:
        data = frame.data
        village = data["village"]
        if data["stage"] == "join" and data["ask"]:
            seat = data["ask"][0]
            return [Decision.make(seat, "join_battle", join_choices(g, data, seat),
                                  village=village, attacker=data["attacker"],
                                  defender=data["defender"])]
        if data["stage"] == "stance" and data["ask"]:
            return [Decision.make(data["ask"][0], "coalition_stance",
                                  [act("coalition_stance", stance=s) for s in ("stay", "leave")],
                                  village=village)]
        accord = data.get("accord")
        if data["stage"] == "accord" and accord and accord["ask"]:
            return [accord_decision(data, accord["ask"][0])]
        if data["stage"] == "choice":
            side: SideName = ATTACK if data["choice"] is None else DEFENCE
            options = ("continue", "stop") if side == ATTACK else ("counter", "stop")
            return [Decision.make(data["sides"][side][0], "paired_battle_choice",
                                  [act("paired_battle_choice", choice=o) for o in options],
                                  village=village, side=side, round=data["round"],
                                  dice_left={s: dice_of(data, s) for s in SIDE_NAMES})]
        return []

    def asks(self, g: Match, frame: Frame[PairedBattleData]) -> bool:
        data = frame.data
        accord = data.get("accord")
        return data["stage"] == "choice" or (data["stage"] in ("join", "stance")
                                             and bool(data["ask"])) \
            or (data["stage"] == "accord" and bool(accord and accord["ask"]))

    def apply(self, g: Match, frame: Frame[PairedBattleData], player: int,
              action: Action) -> None:
        data = frame.data
        decision = next((d for d in self.decisions(g, frame) if d.player == player), None)
        rule = ACCORD_RULE if data["stage"] == "accord" else RULE     # S-15, or 004 §9
        require(decision is not None and action in (decision.choices or ()), rule,
                "answer the battle's question: {choices}" if decision else
                "it is not your decision in this battle",
                choices=", ".join(c.text() for c in (decision.choices or ())) if decision else "")
        village = data["village"]
        if action.kind == "join_battle":
            data["ask"].pop(0)
            side = str(action.get("side"))
            if side != "out":
                data["sides"][side].append(player)
            g.emit("battle_joined", player=player, side=side, village=village)
        elif action.kind == "coalition_accord":
            answer(g, data, player, str(action.get("answer")))
        elif action.kind == "coalition_stance":
            data["ask"].pop(0)
            if action.get("stance") == "leave":
                self.leave(g, data, player)
        else:
            self.choose(g, data, player, str(action.get("choice")))

    def leave(self, g: Match, data: PairedBattleData, player: int) -> None:
        """004 §8: a family leaves its coalition before a round; its lords and place take
        their strength away, the points its side took stay with the side."""
        side: SideName = ATTACK if player in data["sides"][ATTACK] else DEFENCE
        data["sides"][side].remove(player)
        gone = [p for p in data["pieces"][side] if p["owner"] == player]
        data["pieces"][side] = [p for p in data["pieces"][side] if p["owner"] != player]
        data["strength"][side] -= sum(p["strength"] for p in gone)
        g.emit("coalition_left", player=player, side=side, village=data["village"],
               attack_dice_left=dice_of(data, ATTACK), defence_dice_left=dice_of(data, DEFENCE))

    def choose(self, g: Match, data: PairedBattleData, player: int, choice: str) -> None:
        """S-11: the attack goes on or stops; stopped, the defence counter-attacks (another
        round, the sides as they stand) or lets the battle end."""
        side: SideName = ATTACK if data["choice"] is None else DEFENCE
        g.emit("paired_battle_choice", player=player, side=side, choice=choice,
               village=data["village"])
        if choice == "stop" and side == ATTACK:
            data["choice"] = "stop"
        elif choice == "stop":
            data["stage"], data["outcome"] = "end", "ride_lost" if data["ride"] else "stopped"
        else:
            data["choice"] = None
            data["ask"] = stance_askers(g, data)
            data["stage"] = "stance"

    def proceed(self, g: Match, frame: Frame[PairedBattleData]) -> bool:
        data = frame.data
        stage = data["stage"]
        if stage == "join":
            self.form_sides(g, data)
        elif stage == "stance":
            data["stage"] = "roll"
        elif stage == "roll":
            self.roll(g, data)
        elif stage == "end":
            open_accord(g, data)            # S-15: the coalitions agree, or draw by die
        elif stage == "accord" and settle(g, data):
            data["stage"] = "done"          # concluded once: what it pushes (an heir to
            conclude(g, data)               # choose) runs above, then the frame is finished
            return True
        return stage == "done"

    def form_sides(self, g: Match, data: PairedBattleData) -> None:
        """The sides are formed: their strength is fixed now and told (004 §2.2, §8)."""
        village = data["village"]
        shown = {}
        for side in SIDE_NAMES:
            shown[side], data["pieces"][side] = side_strength(
                g, village, data["sides"][side], side, data["riders"])
            data["strength"][side] = shown[side]["total"]
        g.emit("paired_battle_started", village=village, attacker=data["attacker"],
               defender=data["defender"], ride=data["ride"],
               attack_total=shown[ATTACK]["total"], defence_total=shown[DEFENCE]["total"],
               attack=shown[ATTACK], defence=shown[DEFENCE])
        data["stage"] = "roll"

    def roll(self, g: Match, data: PairedBattleData) -> None:
        """004 §9: one round; the battle ends when a side has no die left (S-7), or a ride
        after its second round (004 §6)."""
        if dice_of(data, ATTACK) == 0 or dice_of(data, DEFENCE) == 0:
            data["stage"] = "end"
            data["outcome"] = self.ended(data)
            return
        rolled = {side: [g.rng.d6() for _ in range(dice_of(data, side))] for side in SIDE_NAMES}
        score = paired_round(rolled[ATTACK], rolled[DEFENCE])
        data["round"] += 1
        for side, got in ((ATTACK, score.against_attack), (DEFENCE, score.against_defence)):
            total = taken(data, side) + got
            data["points"][side] = {"deaths": total.deaths, "prisoners": total.prisoners}
        g.emit("paired_round", village=data["village"], round=data["round"],
               attack_rolled=rolled[ATTACK], defence_rolled=rolled[DEFENCE],
               attack_sorted=list(score.attack_row), defence_sorted=list(score.defence_row),
               pairs=pairs_of(score.attack_row, score.defence_row),
               attack_points=as_dict(score.against_attack),
               defence_points=as_dict(score.against_defence),
               attack_total=dict(data["points"][ATTACK]),
               defence_total=dict(data["points"][DEFENCE]),
               attack_dice_left=dice_of(data, ATTACK), defence_dice_left=dice_of(data, DEFENCE))
        over = dice_of(data, ATTACK) == 0 or dice_of(data, DEFENCE) == 0
        if over or (data["ride"] and data["round"] >= RIDE_ROUNDS):
            data["stage"], data["outcome"] = "end", self.ended(data)
        else:
            data["stage"], data["choice"] = "choice", None

    @staticmethod
    def ended(data: PairedBattleData) -> str:
        if data["ride"]:
            return "ride_won" if dice_of(data, DEFENCE) == 0 else "ride_lost"
        return "no_dice"

    def view(self, g: Match, frame: Frame[PairedBattleData],
             seat: int | None) -> PairedBattleView:
        data = frame.data
        return {"kind": "paired_battle", "village": data["village"],
                "attacker": data["attacker"], "defender": data["defender"],
                "attack": list(data["sides"][ATTACK]), "defence": list(data["sides"][DEFENCE]),
                "stage": data["stage"], "ride": data["ride"], "round": data["round"],
                "strength": dict(data["strength"]),
                "points": {s: dict(p) for s, p in data["points"].items()},   # type: ignore[misc]
                "dice_left": {s: dice_of(data, s) for s in SIDE_NAMES if s in data["strength"]},
                "outcome": data["outcome"]}


def pairs_of(attack: tuple[int, ...], defence: tuple[int, ...]) -> list[dict[str, object]]:
    """Each pair of the sorted rows with its result (004 §9); S-7: a die without a partner
    scores nothing."""
    found: list[dict[str, object]] = []
    for i in range(max(len(attack), len(defence))):
        a = attack[i] if i < len(attack) else None
        d = defence[i] if i < len(defence) else None
        gap = abs(a - d) if a is not None and d is not None else 0
        result = "none" if gap == 0 else "death" if gap == 1 else "prisoner"
        against = None if gap == 0 else DEFENCE if (a or 0) > (d or 0) else ATTACK
        found.append({"attack": a, "defence": d, "result": result, "against": against})
    return found


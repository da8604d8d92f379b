"""The battle frame: the stages a battle walks through, each asking players or doing automatic
work, so that reaction windows and other interruptions can be pushed on top of it.
"""
from __future__ import annotations

from typing import assert_never

from ...actions import Action, act
from ...decisions import Decision
from ...errors import require
from ..captives import check_captives
from ..match import Match, Step
from ..state import Frame
from .captures import (
    captor_seats,
    capturing_side,
    must_capture,
    next_capturable,
    settle_control,
    take_captive,
)
from .data import ATT, DEF, SIDE_NAMES, SIDES, BattleData, BattleView, Side, other
from .ending import conclude, finalize, finish_choice, stance_askers
from .losses import apply_losses, auto_choose, disband, loss_choices, read_casualties
from .sides import (
    battle_strength,
    defended_fort,
    emit_started,
    join_choices,
    open_battle_window,
    outcome_now,
    penalty_info,
    principal,
    roll_round,
    side_units,
    units_summary,
)

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
                require(False, self.rule, "{kind} is not possible now", kind=action.kind)

    def answer_join(self, g: Match, frame: Frame[BattleData], player: int, action: Action) -> None:
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
        require(action.get("lord") == target, "6.2.3", "decide first about {lord}", lord=target)
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
        require(action.kind == "battle_stance" and stance in allowed, "5.2" if data["cavalcade"]
                else "6.0", "stay, leave for good" if data["cavalcade"] else
                "stay, leave for good or switch sides")
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
                "continue, surrender, offer a truce or break off" if side == ATT else
                "continue, surrender, offer a truce")
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

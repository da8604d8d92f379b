"""Phase 6, Battles: declarations in turn order, then each player's sieges (6.0, 6.4, A8, A9,
A45, RULINGS 36, 37, 40).

On his turn a player declares battles one at a time, at most one per village this phase (A8),
never compulsorily; each is fought at once (engine/fief/battle.py). Then he continues or lifts each
siege he already held and may declare new ones (phases/sieges.py). Pillage follows once every
player is done (phases/pillage.py).
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Iterator, Literal, TypedDict

from ...actions import Action, act
from ...decisions import Decision
from ...errors import IllegalAction, require
from .. import combat
from ..battle.data import start_battle
from ..control import present
from ..match import Match, Step
from ..moves import heavy_rain
from ..state import Frame
from ..windows import after_turn, discard_card, spend_card
from .sieges import (
    armed_villages,
    continue_siege,
    declare_siege,
    end_siege,
    may_siege,
    ongoing_sieges,
    siege_refusal,
    siege_targets,
)

SECRET_PASSAGE = "secret_passage"
SIEGE_ANSWERS = ("declare_siege", "continue_siege", "lift_siege")     # 6.4


def battle_refusal(g: Match, player: int, village: str, target: int, tunnel: bool,
                   fought: list[str]) -> str | None:
    """Why this declaration is not allowed, its rule first (A8, A45, RULINGS 36, 2011's E-21), or
    None. Asked for every village and target while the Battle phase looks for a battle to
    offer, so it reads the index itself (the lords, the players present) and counts Siege Engines only where a
    fortification penalty is left for them to cancel."""
    state = g.state
    if village in fought:
        return "A8: at most one battle per village in a Battle phase"
    if heavy_rain(g, village) and not (tunnel and g.rules.passage_battles_in_rain):
        if g.rules.passage_battles_in_rain:
            return ("003 Mauvais temps: no battle in bad weather without a Secret Passage "
                    "(E-21)")
        return "2.3.1: no battle in a bishopric under Heavy Rain"
    index = state.index()
    troops = state.troops_in(village, player)
    lords = [l for l in index.lords_at.get(village, ()) if l.owner == player and l.captor is None]
    if not lords or not troops:
        return "6.0: a battle is declared by an uncaptured lord with troops in the village"
    if target == player or target not in index.present.get(village, ()):      # control.present
        return "6.0: the target is another player with units in the village"
    if tunnel and SECRET_PASSAGE not in state.players[player].hand:
        return "10.2.2: you hold no Secret Passage card"
    vs = state.villages[village]
    fort = vs.fort if vs.controller == target else None
    engines = siege_engines_at(g, village, target) if fort is not None and not tunnel else 0
    penalty = combat.fortification_penalty(g, fort, engines, cancelled=tunnel)
    sp = combat.side_sp(g, troops, lords)
    darc = any(l.name == state.titles.darc for l in lords)
    if combat.dice_for(g, sp, darc, penalty) == 0:
        return ("RULINGS 36: the attack would roll no die after the attacker penalty, and an "
                "attack needs at least one (RULINGS 36)")
    return None


def siege_engines_at(g: Match, village: str, target: int) -> int:
    """RULINGS 41, 36: at the declaration the Siege Engines of every besieger of the place but
    the target count, the attacker's and those of besiegers who may join his side (each has a
    lord there, RULINGS 42). In the fight only those of besiegers on the attacking side count
    (battle.engine_levels): a besieger who stays out takes his engine's help away, and an attack
    left without a die then ends at once as broken off (RULINGS 36)."""
    vs = g.state.villages[village]
    return sum(e.level for e in g.state.engines
               if e.village == village and e.owner in vs.besiegers and e.owner != target)


def battle_declarations(g: Match, player: int, fought: list[str]) -> Iterator[Action]:
    """Every battle the player may declare now, one at a time (A8, A45, RULINGS 36)."""
    state = g.state
    holds_passage = SECRET_PASSAGE in state.players[player].hand
    for village in armed_villages(g, player):
        if village in fought:                   # refused at once (A8): no target to look at
            continue
        for target in present(state, village):
            if target == player:                # refused: the target is another player
                continue
            for tunnel in ((False, True) if holds_passage else (False,)):
                if tunnel and state.villages[village].fort is None \
                        and not (g.rules.passage_battles_in_rain and heavy_rain(g, village)):
                    continue                    # a card for nothing (E-21: it lifts the rain)
                if battle_refusal(g, player, village, target, tunnel, fought) is None:
                    params: dict[str, Any] = {"village": village, "target": target}
                    if tunnel:
                        params["secret_passage"] = True
                    yield act("declare_battle", **params)


def siege_choices(g: Match, player: int, decided: list[str]) -> list[Action]:
    undecided = [v for v in ongoing_sieges(g, player) if v not in decided]
    found = [act(kind, village=v) for v in undecided for kind in ("continue_siege", "lift_siege")]
    found += [act("declare_siege", village=v) for v in siege_targets(g, player)]
    if not undecided:
        found.append(act("end_sieges"))
    return found


class BattlesData(TypedDict):
    turn: int                    # the place in turn order of the player declaring
    stage: str                   # "battles" (his declarations), then "sieges" (his sieges)
    fought: list[str]            # the villages fought over this phase: one battle each (A8)
    decided: list[str]           # the sieges he continued, lifted or declared this turn (A9)


class BattlesView(TypedDict):
    kind: Literal["battles"]
    player: int | None           # whose turn it is
    stage: str
    fought: list[str]


class Battles(Step[BattlesData]):
    kind = "battles"
    phase = 6
    rule = "6.0"

    def initial(self, g: Match) -> BattlesData:
        return {"turn": 0, "stage": "battles", "fought": [], "decided": []}

    def resumed(self, g: Match, decision: Mapping[str, Any] | None,
                shown: Mapping[str, Any]) -> BattlesData:
        """A declaring player's turn as the step's view shows it: the villages already
        fought over (A8), and whether he is at his sieges."""
        data = super().resumed(g, decision, shown)
        data["fought"] = list(shown.get("fought") or [])
        data["stage"] = str(shown.get("stage") or "battles")
        return data

    def current(self, g: Match, frame: Frame[BattlesData]) -> int | None:
        """The player whose turn it is, or None while the step must first pass over a player
        with nothing left to decide (``proceed`` does that). Read-only: a view, ``pending``
        or ``legal`` never moves the turn on."""
        order = g.state.order()
        data = frame.data
        if data["turn"] >= len(order):
            return None
        player = order[data["turn"]]
        if data["stage"] == "battles":
            found = next(self.declarations(g, player, data["fought"]), None)  # not all listed
            return player if found is not None else None
        return player if may_siege(g, player, data["decided"]) else None

    @staticmethod
    def next_player(data: BattlesData) -> None:
        data.update({"turn": data["turn"] + 1, "stage": "battles", "fought": [], "decided": []})

    def end_turn(self, g: Match, frame: Frame[BattlesData], player: int) -> None:
        """The player's turn is over, by his ``end_sieges`` or because nothing is left to
        declare: the window after his turn opens either way (A1)."""
        self.next_player(frame.data)
        after_turn(g, self.kind, player)

    def decisions(self, g: Match, frame: Frame[BattlesData]) -> list[Decision]:
        player = self.current(g, frame)
        if player is None:
            return []
        data = frame.data
        if data["stage"] == "battles":
            # Listed in ``legal``; left open here so a refused declaration names its rule.
            return [Decision.make(player, "declare_battle", None,
                                  fought=list(data["fought"]))]
        return [Decision.make(player, "sieges", siege_choices(g, player, data["decided"]),
                              besieging=ongoing_sieges(g, player))]

    def asks(self, g: Match, frame: Frame[BattlesData]) -> bool:
        return self.current(g, frame) is not None

    def declarations(self, g: Match, player: int, fought: list[str]) -> Iterator[Action]:
        """The battles ``player`` may declare now; an edition that declares battles otherwise
        replaces only this."""
        return battle_declarations(g, player, fought)

    def legal(self, g: Match, frame: Frame[BattlesData], player: int) -> list[Action]:
        if player != self.current(g, frame):
            return []
        data = frame.data
        if data["stage"] == "battles":
            return list(self.declarations(g, player, data["fought"])) + [act("end_battles")]
        return siege_choices(g, player, data["decided"])

    def check(self, g: Match, frame: Frame[BattlesData], player: int, action: Action) -> None:
        """The refusal ``apply`` would give, changing nothing: declarations are not listed,
        and ``Game.check`` asks here instead of trying one on a copy of the whole game."""
        data = frame.data
        require(player == self.current(g, frame), self.rule, "it is not your Battle turn")
        if action.kind == "declare_battle":
            self.check_declaration(g, frame, player, action)
        elif action.kind in (*SIEGE_ANSWERS, "end_sieges") and data["stage"] == "battles":
            # 6.4: "After resolving his battles, a Player ... may initiate a Siege", and he
            # continues one "after he has resolved his battles": ending them is his to say.
            raise IllegalAction("6.4", "your sieges come after your battles: end your battles "
                                "first")
        elif action.kind in SIEGE_ANSWERS:
            if action not in siege_choices(g, player, data["decided"]):   # the reason only now
                village = action.get("village")
                why = siege_refusal(g, player, village) \
                    if action.kind == "declare_siege" and village in g.state.villages else None
                raise IllegalAction("6.4", why or "continue or lift a siege you hold")
        elif action.kind == "end_sieges":
            undecided = [v for v in ongoing_sieges(g, player) if v not in data["decided"]]
            require(not undecided, "6.4", "continue or lift each of your sieges first (A9)")
        elif action.kind != "end_battles":
            raise IllegalAction(self.rule, "{kind} is not possible in the Battle phase",
                                kind=action.kind)

    def apply(self, g: Match, frame: Frame[BattlesData], player: int, action: Action) -> None:
        self.check(g, frame, player, action)
        if action.kind == "end_battles":
            frame.data["stage"] = "sieges"
        elif action.kind == "declare_battle":
            self.declare(g, frame, player, action)
        elif action.kind in SIEGE_ANSWERS:
            self.siege(g, frame, player, action)
        else:                                               # end_sieges
            self.end_turn(g, frame, player)

    def check_declaration(self, g: Match, frame: Frame[BattlesData], player: int,
                          action: Action) -> None:
        """Why a declaration is refused (A8, 6.0, A45, RULINGS 36); an edition that declares
        battles otherwise replaces this and ``declare``."""
        village, target = action.get("village"), action.get("target")
        tunnel = bool(action.get("secret_passage"))
        require(village in g.state.villages and isinstance(target, int), "6.0",
                "name a village and a target player")
        why = battle_refusal(g, player, village, target, tunnel, frame.data["fought"])
        if why is not None:                 # the battle itself is refused: say why first
            rule, _, text = why.partition(": ")
            raise IllegalAction(rule, text)
        require(frame.data["stage"] == "battles", "6.4", "battles come before your sieges (A8)")

    def declare(self, g: Match, frame: Frame[BattlesData], player: int, action: Action) -> None:
        """A declaration ``check_declaration`` accepted: the battle begins."""
        village, target = action.get("village"), action.get("target")
        tunnel = bool(action.get("secret_passage"))
        if tunnel:
            spend_card(g, player, SECRET_PASSAGE)
            discard_card(g, SECRET_PASSAGE)
        frame.data["fought"].append(village)
        start_battle(g, village, player, [target], tunnel=tunnel)

    def siege(self, g: Match, frame: Frame[BattlesData], player: int, action: Action) -> None:
        """A siege answer ``check`` accepted (6.4)."""
        data = frame.data
        village = action.get("village")
        data["decided"].append(village)
        if action.kind == "declare_siege":
            declare_siege(g, player, village)
        elif action.kind == "continue_siege":
            continue_siege(g, player, village)
        else:
            end_siege(g, player, village)

    def proceed(self, g: Match, frame: Frame[BattlesData]) -> bool:
        """Nobody is asked: the player in turn has no battle left to declare (his sieges come
        next) or nothing at all left to decide (his turn ends), or every turn is over."""
        data = frame.data
        order = g.state.order()
        if data["turn"] >= len(order):
            return True
        if data["stage"] == "battles":
            data["stage"] = "sieges"
        else:
            self.end_turn(g, frame, order[data["turn"]])
        return False

    def view(self, g: Match, frame: Frame[BattlesData], seat: int | None) -> BattlesView:
        order = g.state.order()
        turn = frame.data["turn"]
        return {"kind": "battles", "player": order[turn] if turn < len(order) else None,
                "stage": frame.data["stage"], "fought": list(frame.data["fought"])}

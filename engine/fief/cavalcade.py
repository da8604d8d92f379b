"""Cavalcades: forcing a passage by battle during Movement (5.2, RULINGS 28, 30, A22, A50, FAQ).

``move ... cavalcade=yes [fight=SEATS]`` declares one. The army is the moving group, lords and
Knights only (at least one Knight). It forces what a ``move`` would have to ask leave for: the
controller of the village it passes through, the players on the road it takes, or the
besiegers of a Stronghold or City it leaves (never passing through another's fortified village).
The step it then takes is the "other step left after it" the rule requires; a group refused
passage this turn can no longer cavalcade (RULINGS 28), nor can one under Heavy Rain (A22).

Each blocker may let it pass, unless the cavalcader names him in ``fight``. The others defend,
led by the controller if he is one of them, else by the earliest arrival (A50); other players
present may join the defence only (RULINGS 30). The defender gets +1 hit per die rolled. If the
cavalcade wins (the blockers have no troops left, or surrendered) and a lord of it is still free,
it must go on at once, possibly leaving Knights behind (FR 5.2), by the road it declared or by
any other its army may take without anyone's leave, the one it came by included (FR FAQ of
5.2: "on doit continuer obligatoirement son mouvement, mais ce peut être en faisant
demi-tour"); in 2011 it may also stop there (003 "vous pouvez continuer", E-22). Any other
outcome stops it: its lords and troops cannot move again this round.
"""
from __future__ import annotations

from typing import Any, Literal, NotRequired, TypedDict

from ..actions import Action, ActionDict, act
from ..decisions import Decision
from ..errors import require
from .battle.data import ATT, BattleData, CavalcadeArmy, start_battle
from .match import Match, Step, push
from .counters import KNIGHT, Lord, Troop
from .moves import Group, as_names, askers, execute, gather, heavy_rain, refused_roads
from .state import Frame


def check_cavalcade(g: Match, player: int, action: Action) -> Group:
    """Validate a Cavalcade (5.2); the returned group's ``ask`` lists its blockers."""
    group = gather(g, player, action)
    require(group.host is None, "5.2", "a Cavalcade does not reinforce a besieged place")
    require(not group.troops or all(t.kind == KNIGHT for t in group.troops), "5.2",
            "a Cavalcade is made by lords and Knights only")
    require(not g.rules.cavalcade_needs_knight or any(t.kind == KNIGHT for t in group.troops),
            "5.2", "a Cavalcade needs Knights to fight its way through")
    require(bool(group.ask), "5.2",
            "a Cavalcade forces a passage: nobody here could refuse this step")
    refused = refused_roads(g)
    require(not any(l.name in refused for l in group.lords), "5.2",
            "a group refused passage can no longer make a Cavalcade (RULINGS 28)")
    vs = g.state.villages[group.here]
    require(vs.fort is None or vs.controller == player, "5.2",
            "a Cavalcade may not pass through a Stronghold or a Fortified City")
    fight = as_seats(action.get("fight"))
    require(all(seat in group.ask for seat in fight), "5.2",
            "you may insist on fighting only a player who blocks this step")
    return group


def as_seats(value: Any) -> list[int]:
    if value is None:
        return []
    items = value if isinstance(value, tuple) else (value,)
    return [v for v in items if isinstance(v, int) and not isinstance(v, bool)]


def start_cavalcade(g: Match, player: int, action: Action) -> None:
    """Called by the Movement step for ``move ... cavalcade=yes``."""
    group = check_cavalcade(g, player, action)
    troops = [i for i, t in enumerate(g.state.troops) if any(t is x for x in group.troops)]
    g.emit("cavalcade_declared", player=player, lords=[l.name for l in group.lords],
           knights=len(troops), frm=group.here, to=group.to, blockers=list(group.ask))
    push(g, "cavalcade", CavalcadeData(
        player=player, action=action.to_dict(), village=group.here, blockers=list(group.ask),
        fight=as_seats(action.get("fight")), answers={}, lords=[l.name for l in group.lords],
        troops=troops, stage="ask", result=None))


class CavalcadeData(TypedDict):
    """A Cavalcade forcing its way (5.2): ``stage`` goes ask (the blockers let it pass or
    stand), battle, then onward (it won: Knights may stay behind) and move, or failed."""

    player: int                  # the cavalcader
    action: ActionDict           # his ``move ... cavalcade=yes``, made once it may go on
    village: str                 # where it stands, and fights if it must
    blockers: list[int]          # who could refuse the step (A36)
    fight: list[int]             # the blockers he insists on fighting
    answers: dict[str, bool]     # the other blockers' answers, by seat (as a string)
    lords: list[str]             # its army: the lords, and the Knights (places in
    troops: list[int]            # ``state.troops``)
    stage: str                   # "ask", "battle", "onward", "move", "stayed" (E-22), "failed"
    result: str | None           # "won" or "failed" once its battle is over
    leave: NotRequired[int]      # how many Knights stay behind when it goes on
    onward: NotRequired[str]     # the road it goes on by, when not the one declared (FR FAQ)


class CavalcadeView(TypedDict):
    kind: Literal["cavalcade"]
    player: int
    village: str
    stage: str
    blockers: list[int]
    lords: list[str]
    answers: dict[str, bool]
    result: str | None


def army(g: Match, data: CavalcadeData) -> tuple[list[Lord], list[Troop]]:
    """The cavalcade's lords still free there and its troops still standing."""
    state = g.state
    lords = [state.lords[n] for n in data["lords"]
             if state.lords[n].owner == data["player"] and state.lords[n].captor is None
             and state.lords[n].village == data["village"]]
    troops = [state.troops[i] for i in data["troops"] if state.troops[i].village == data["village"]]
    return lords, troops


class Cavalcade(Step[CavalcadeData]):
    kind = "cavalcade"
    rule = "5.2"

    def waiting(self, frame: Frame[CavalcadeData]) -> int | None:
        data = frame.data
        for seat in data["blockers"]:
            if seat not in data["fight"] and str(seat) not in data["answers"]:
                return seat
        return None

    def decisions(self, g: Match, frame: Frame[CavalcadeData]) -> list[Decision]:
        data = frame.data
        if data["stage"] == "ask":
            seat = self.waiting(frame)
            if seat is None:
                return []
            return [Decision.make(seat, "let_pass",
                                  [act("let_pass", allow=True), act("let_pass", allow=False)],
                                  asker=data["player"], village=data["village"],
                                  lords=list(data["lords"]))]
        if data["stage"] == "onward":
            choices = onward_choices(g, data)
            if len(choices) < 2:
                return []
            return [Decision.make(data["player"], "cavalcade_on", choices,
                                  village=data["village"])]
        return []

    def apply(self, g: Match, frame: Frame[CavalcadeData], player: int,
              action: Action) -> None:
        data = frame.data
        if data["stage"] == "ask":
            require(action.kind == "let_pass" and player == self.waiting(frame), self.rule,
                    "let the Cavalcade pass or stand against it")
            allow = bool(action.get("allow"))
            data["answers"][str(player)] = allow
            g.emit("cavalcade_answer", player=player, allow=allow, asker=data["player"],
                   village=data["village"])
            return
        require(data["stage"] == "onward" and action.kind == "cavalcade_on"
                and player == data["player"], self.rule, "the victorious Cavalcade moves on")
        if action.get("stay"):
            require(not g.rules.cavalcade_must_go_on, self.rule,
                    "a victorious Cavalcade must go on (FR FAQ of 5.2)")
            data["stage"] = "stayed"
            stay(g, data)
            return
        _, troops = army(g, data)
        leave = action.get("leave")
        require(isinstance(leave, int) and 0 <= leave <= len(troops), self.rule,
                "leave some of the Cavalcade's Knights behind, or none")
        to = action.get("to")
        require(to is None or to in onward_roads(g, data), self.rule,
                "the Cavalcade goes on by the road it declared, or by one it may take without "
                "anyone's leave (FR FAQ: it may turn back)")
        data["leave"], data["stage"] = leave, "move"
        if to is not None and to != declared_to(data):
            data["onward"] = to

    def proceed(self, g: Match, frame: Frame[CavalcadeData]) -> bool:
        data = frame.data
        if data["stage"] == "ask":
            defenders = [s for s in data["blockers"]
                         if s in data["fight"] or data["answers"].get(str(s)) is False]
            if not defenders:
                data["stage"], data["leave"] = "move", 0
                return False
            data["stage"] = "battle"
            let_pass = [s for s in data["blockers"] if s not in defenders]
            start_battle(g, data["village"], data["player"], principal_first(g, data, defenders),
                         cavalcade=CavalcadeArmy(lords=list(data["lords"]),
                                                 troops=list(data["troops"]), let_pass=let_pass))
            return False
        if data["stage"] == "onward":             # one choice only: the road declared, all go
            data["leave"], data["stage"] = 0, "move"
            return False
        if data["stage"] == "move":
            move_on(g, data)
        return True                               # moved, "stayed" (E-22) or "failed"

    def resume(self, g: Match, frame: Frame[CavalcadeData], child: Frame[Any]) -> None:
        """The fight is over: on victory the army goes on, otherwise it stops (RULINGS 30)."""
        if child.kind != "battle":
            return
        data = frame.data
        fought: BattleData = child.data
        won = fought["winner"] == ATT and fought["outcome"] in ("victory", "surrender",
                                                                  "lone_lords")
        lords, _ = army(g, data)
        if won and lords:
            data["stage"], data["result"] = "onward", "won"
            return
        data["stage"], data["result"] = "failed", "failed"
        stop(g, data)

    def view(self, g: Match, frame: Frame[CavalcadeData], seat: int | None) -> CavalcadeView:
        data = frame.data
        return {"kind": "cavalcade", "player": data["player"], "village": data["village"],
                "stage": data["stage"],
                "blockers": list(data["blockers"]), "lords": list(data["lords"]),
                "answers": dict(data["answers"]), "result": data["result"]}


def principal_first(g: Match, data: CavalcadeData, defenders: list[int]) -> list[int]:
    """A50: the controller leads the defence if he is involved, else the earliest arrival."""
    vs = g.state.villages[data["village"]]
    order = [vs.controller, *vs.arrivals]
    lead = next((s for s in order if s is not None and s in defenders), defenders[0])
    return [lead] + [s for s in defenders if s != lead]


def declared_to(data: CavalcadeData) -> str:
    return str(data["action"]["to"])


def onward_roads(g: Match, data: CavalcadeData) -> list[str]:
    """5.2 and its FR FAQ: a victorious Cavalcade must go on, by the road it declared or by
    any other that its army may take without anyone's leave, back the way it came included
    ("ce peut être en faisant demi-tour"); a road needing leave would be a new Cavalcade."""
    lords, _ = army(g, data)
    here = data["village"]
    roads = [declared_to(data)]
    if not lords or heavy_rain(g, here):
        return roads
    for to in g.board.neighbours(here):
        if to not in roads and not heavy_rain(g, to) \
                and not askers(g, data["player"], lords, here, to):
            roads.append(to)
    return roads


def onward_choices(g: Match, data: CavalcadeData) -> list[Action]:
    """``cavalcade_on leave=N`` goes on by the road declared; ``to=V`` names another; in 2011
    ``stay=yes`` ends the ride where it won (E-22)."""
    _, troops = army(g, data)
    declared = declared_to(data)
    found = [act("cavalcade_on", leave=n) if to == declared else
             act("cavalcade_on", leave=n, to=to)
             for to in onward_roads(g, data) for n in range(len(troops) + 1)]
    if not g.rules.cavalcade_must_go_on:
        found.append(act("cavalcade_on", stay=True))
    return found


def stay(g: Match, data: CavalcadeData) -> None:
    """E-22: the victorious riders end their move in the village they forced. Their lords are
    marked as a failed ride's are, so a further step is refused by the ride's rule (003
    Chevauchée) rather than by the two steps a round they did not all make."""
    lords, troops = army(g, data)
    for lord in lords:
        lord.steps = max(lord.steps, g.rules.darc_steps)
        lord.cavalcade_done = True
    for troop in troops:
        troop.steps = max(troop.steps, g.rules.darc_steps)


def move_on(g: Match, data: CavalcadeData) -> None:
    """5.2: the winning (or unopposed) army takes its step; Knights left behind stay."""
    state = g.state
    action = Action.from_dict(data["action"])
    lords, troops = army(g, data)
    if not lords:
        return
    moving = troops[data.get("leave", 0):]
    captives = [state.lords[n] for n in as_names(action.get("captives"))
                if state.lords[n].captor == data["player"] and state.lords[n].village == data["village"]]
    to = data.get("onward", declared_to(data))
    g.emit("cavalcade_passed", player=data["player"], village=data["village"], to=to,
           left=len(troops) - len(moving))
    execute(g, data["player"], Group(lords, moving, captives, data["village"], to, []),
            action.get("cede"))


def stop(g: Match, data: CavalcadeData) -> None:
    """RULINGS 30: a failed Cavalcade's lords and troops cannot move again this round."""
    state = g.state
    for name in data["lords"]:
        state.lords[name].cavalcade_done = True
    for i in data["troops"]:
        state.troops[i].steps = max(state.troops[i].steps, g.rules.darc_steps)
    g.emit("cavalcade_failed", player=data["player"], village=data["village"])

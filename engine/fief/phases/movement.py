"""Phase 5, Movement (5.0, 5.1, 2.3.1, 2.3.3, 9.1, RULINGS 22, 27, 28, 43, 55, A1, A21, A31, A36).

In turn order each family moves its groups one step at a time: ``move`` takes lords (at least
one, uncaptured), chosen troops and captives from a village to a neighbour. Each counter makes
at most 2 steps a round (3 when it steps with d'ARC), so troops cannot be relayed. A group that
entered a village held by another player waits on that road; to pass on it needs the
controller's leave, and anyone's who arrived this round on the road it takes.

Reaction windows (A1) open before and after each step of a moving group. After a step
(``after_step``) anything playable may be played: d'ARC on a lady of the group lets it take a
third step (A31). Before a step (``before_step``) a window opens only when a card someone holds
could change that step: an Assassination or a Justice on a lord of the group, a Secret Passage
freeing a captive it carries, an Uprising where it leaves or where it goes; the step is then
checked again and does not happen if it is no longer possible (``step_lapsed``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypedDict

from ...actions import Action, act
from ...decisions import Decision
from ...errors import IllegalAction, require
from ..cavalcade import check_cavalcade, start_cavalcade
from ..control import besieged_here
from ..counters import KNIGHT
from ..match import Match, Step
from ..moves import (
    AFTER_STEP,
    BEFORE_STEP,
    Declared,
    Group,
    MovementData,
    as_names,
    execute,
    gather,
    may_reinforce,
    move_action,
    moves_out,
    rained_villages,
    refused_roads,
    step_at_stake,
    step_context,
)
from ..passage import check_passage, passage_step
from ..state import Frame
from ..windows import WindowData, after_turn, open_window
from .common import ask_consent, consent_answer


class MovementView(TypedDict):
    kind: Literal["movement"]
    player: int | None           # whose turn it is
    refused: dict[str, str]      # the lords refused passage this turn, and their road back


class Movement(Step[MovementData]):
    """Phase 5 in turn order; its data (``MovementData``) is declared in moves.py, whose
    moves note in it the passages refused and the steps made."""

    kind = "movement"
    phase = 5
    rule = "5.0"

    def initial(self, g: Match) -> MovementData:
        return {"turn": 0, "pending": None}

    def current(self, g: Match, frame: Frame[MovementData]) -> int | None:
        """The player in turn if he has a free lord on the map, else None (``proceed`` passes
        him over). Read-only, so that a view never changes the game."""
        order = g.state.order()
        turn = frame.data["turn"]
        if turn >= len(order):
            return None
        for lord in g.state.index().families.get(order[turn], ()):      # a loop: cheaper
            if lord.village and lord.captor is None:                    # than any(generator)
                return order[turn]
        return None

    def decisions(self, g: Match, frame: Frame[MovementData]) -> list[Decision]:
        if frame.data.get("stepped"):
            return []                                    # the window after a step first
        player = self.current(g, frame)
        if player is None:
            return []
        return [Decision(player, "movement")]

    def asks(self, g: Match, frame: Frame[MovementData]) -> bool:
        return not frame.data.get("stepped") and self.current(g, frame) is not None

    def proceed(self, g: Match, frame: Frame[MovementData]) -> bool:
        """A1: the window after a step; else the player in turn has no lord left to move and
        is passed over; done after the last."""
        stepped = frame.data.pop("stepped", None)
        if stepped is not None:
            open_window(g, AFTER_STEP, active=stepped["player"], **stepped)
            return False
        order = g.state.order()
        if frame.data["turn"] >= len(order):
            return True
        self.end_turn(g, frame, order[frame.data["turn"]])
        return False

    def end_turn(self, g: Match, frame: Frame[MovementData], player: int) -> None:
        """His turn is over, ended by him or with no lord left to move: the window after it
        opens either way (A1)."""
        frame.data["turn"] += 1
        frame.data.pop("refused", None)
        after_turn(g, self.kind, player)

    def resumed(self, g: Match, decision: Mapping[str, Any] | None,
                shown: Mapping[str, Any]) -> MovementData:
        """A moving family's turn as the step's view shows it: the lords refused passage
        this turn keep only their road back (RULINGS 28)."""
        data = super().resumed(g, decision, shown)
        refused = dict(shown.get("refused") or {})
        if refused:
            data["refused"] = refused
        return data

    def view(self, g: Match, frame: Frame[MovementData], seat: int | None) -> MovementView:
        """Public: whose turn it is and the lords refused passage this turn, with the road
        they came by (RULINGS 28: they may only go back that way or stay)."""
        order = g.state.order()
        turn = frame.data["turn"]
        return {"kind": "movement", "player": order[turn] if turn < len(order) else None,
                "refused": dict(frame.data.get("refused", {}))}

    def legal(self, g: Match, frame: Frame[MovementData], player: int) -> list[Action]:
        """Each free lord alone, or with every troop able to follow, toward each neighbour.
        Built from the same tests as ``gather``, reading the counters in each village from the
        state's index; a lord refused passage is left to ``gather`` itself (RULINGS 28)."""
        if player != self.current(g, frame):
            return []
        moves = [act("end_movement")]
        state = g.state
        index = state.index()
        refused = refused_roads(g)
        rained = rained_villages(g)
        # Without Heavy Rain and sieges (RULINGS 43: moves that reinforce), the moves out of a
        # village are a value of the board (``moves_out``).
        plain = not rained and not any(vs.besiegers for vs in state.villages.values())
        darc = state.titles.darc
        for lord in index.families.get(player, ()):
            here = lord.village
            if here is None or lord.captor is not None or lord.cavalcade_done or here in rained:
                continue
            if not (plain or g.rules.besieged_may_leave) and besieged_here(g, player, here):
                continue                            # 2011 (E-15): only a Secret Passage
            limit = g.rules.darc_steps if lord.name == darc else g.rules.steps   # step_limit
            if lord.steps >= limit:
                continue
            able = [t for t in index.troops_at.get(here, ()) if t.owner == player and t.steps < limit]
            knights = sum(1 for t in able if t.kind == KNIGHT)
            loads = tuple(sorted({(0, 0), (knights, len(able) - knights)}))
            if plain and lord.name not in refused:
                moves.extend(moves_out(g, lord.name, here, loads))
                continue
            for to in g.board.neighbours(here):
                if to in rained or refused.get(lord.name, to) != to:
                    continue
                reinforce = may_reinforce(g, player, to)
                for k, m in loads:
                    variants = [move_action(g, lord.name, to, k, m)]
                    if reinforce:                                # RULINGS 43
                        variants.append(act("move", lords=[lord.name], to=to, knights=k,
                                            men=m, reinforce=True))
                    for action in variants:
                        if lord.name in refused:
                            try:
                                gather(g, player, action)
                            except IllegalAction:
                                continue
                        moves.append(action)
        return moves

    def apply(self, g: Match, frame: Frame[MovementData], player: int, action: Action) -> None:
        if action.kind == "end_movement":
            g.emit("movement_ended", player=player)
            self.end_turn(g, frame, player)
            return
        require(action.kind == "move", self.rule, "{kind} is not a movement",
                kind=action.kind)
        if action.get("cavalcade"):                              # 5.2 (engine/fief/cavalcade.py)
            return start_cavalcade(g, player, action)
        group = self.checked(g, player, action)
        if step_at_stake(g, player, group) and \
                open_window(g, BEFORE_STEP, active=player, **step_context(player, group)):
            frame.data["declared"] = {"player": player, "action": action.to_dict()}
            return                                       # the step waits for the window (A1)
        self.step(g, frame, player, action, group)

    def check(self, g: Match, frame: Frame[MovementData], player: int, action: Action) -> None:
        """The refusal ``apply`` would give (``Game.check``), from the same tests in the same
        order, without the copy of the game the default check makes (about 2 ms for six
        players: the LAN host checks every move before journalling it). What ``apply`` does
        past these tests (a window, a request for leave, the step) refuses nothing."""
        if action.kind == "end_movement":
            return
        require(action.kind == "move", self.rule, "{kind} is not a movement",
                kind=action.kind)
        if action.get("cavalcade"):
            check_cavalcade(g, player, action)
        else:
            self.checked(g, player, action)

    @staticmethod
    def checked(g: Match, player: int, action: Action) -> Group:
        """The group of a legal ``move`` (with a Secret Passage or not); IllegalAction else."""
        if action.get("secret_passage"):                         # 10.2.1 (engine/fief/passage.py)
            return check_passage(g, player, action)
        return gather(g, player, action)

    @staticmethod
    def step(g: Match, frame: Frame[MovementData], player: int, action: Action,
             group: Group) -> None:
        """Take a checked step, asking leave to pass first when needed (A36)."""
        if action.get("secret_passage"):
            return passage_step(g, frame, player, action, group)
        if group.ask or group.host is not None:
            frame.data["pending"] = action.to_dict()
            host = [] if group.host is None or group.host in group.ask else [group.host]
            if host:                      # asked only as the besieged host (RULINGS 43)
                frame.data["reinforce"] = host[0]
            ask_consent(g, player, group.ask + host, action.to_dict(),
                        "5.0" if group.ask else "6.4.1")
            return
        execute(g, player, group, action.get("cede"))

    def resume_declared(self, g: Match, frame: Frame[MovementData], declared: Declared) -> None:
        """The window before a step closed: the step is made if it is still possible (its lord
        may have been assassinated, its village risen...), else it lapses."""
        player, action = declared["player"], Action.from_dict(declared["action"])
        try:
            require(self.current(g, frame) == player, self.rule, "the mover's turn is over")
            group = self.checked(g, player, action)
        except IllegalAction as exc:
            g.emit("step_lapsed", player=player, lords=list(as_names(action.get("lords"))),
                   to=action.get("to"), reason=exc.message, why=exc.template,
                   why_values=exc.values)
            return
        self.step(g, frame, player, action, group)

    def resume(self, g: Match, frame: Frame[MovementData], child: Frame[Any]) -> None:
        """A window before a step closed (A1), or permission came back (A36): one refusal and
        the group stays where it is."""
        if child.kind == "window":
            declared = frame.data.pop("declared", None)
            window: WindowData = child.data
            if declared is not None and window["ctx"]["moment"] == BEFORE_STEP:
                self.resume_declared(g, frame, declared)
            return
        answer = consent_answer(child)
        pending = frame.data.get("pending")
        if answer is None or pending is None:
            return
        action = Action.from_dict(pending)
        frame.data["pending"] = None
        reinforce = frame.data.pop("reinforce", None)
        player = self.current(g, frame)
        if player is None:
            return
        if not answer["granted"]:
            lords = list(as_names(action.get("lords")))
            refusers = [int(p) for p, allow in answer["answers"].items() if not allow]
            if reinforce is not None and refusers == [reinforce]:
                g.emit("reinforcement_refused", player=player, lords=lords,  # RULINGS 43
                       village=action.get("to"), host=reinforce)
                return
            for name in lords:                       # passing through: back or stay (5.0)
                road = g.state.lords[name].road
                if road is not None:
                    frame.data.setdefault("refused", {})[name] = road
            g.emit("passage_refused", player=player, lords=lords)
            return
        try:
            group = gather(g, player, action, rain_ok=bool(action.get("secret_passage")))
        except IllegalAction:
            return
        group.ask = []
        execute(g, player, group, action.get("cede"))

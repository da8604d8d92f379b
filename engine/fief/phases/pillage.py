"""Pillage, the end of Phase 6 (6.5, RULINGS 44, A8).

Once every battle is over, each player in turn order may pillage the mills of the villages he
controls, or, in a besieged village, only its besiegers may (the besieged may not). Each mill
pillaged brings 1 denier from the bank and goes back to the shared stock, to be bought again.
In the simplified variant any family with a free lord in the village may destroy its mills,
for nothing (004 §4.8, S-16).
"""
from __future__ import annotations

from typing import Iterator, Literal, TypedDict

from ...actions import Action, act
from ...decisions import Decision
from ...errors import require
from ..control import controller
from ..match import Match, Step
from ..state import Frame
from ..windows import after_turn


def may_pillage(g: Match, player: int, village: str) -> bool:
    """RULINGS 44: the controller, or during a siege only a besieger. In the simplified
    variant, any family with a free lord there, controller or not (004 §4.8: "Les seigneurs
    présents sur un village même s'il ne le contrôle pas peuvent détruire les moulins", S-16)."""
    vs = g.state.villages[village]
    if vs.mills == 0:
        return False
    if vs.besiegers:
        return player in vs.besiegers
    if g.rules.pillage_by_lords_present:
        return any(lord.owner == player and lord.captor is None
                   for lord in g.state.index().lords_at.get(village, ()))
    return controller(g, village) == player


def pillage_places(g: Match, player: int) -> Iterator[str]:
    """The villages the player may pillage now, in name order."""
    villages = g.state.villages
    return (v for v in g.board.sorted_villages if villages[v].mills and may_pillage(g, player, v))


def pillage_choices(g: Match, player: int) -> list[Action]:
    found = [act("pillage", village=v, mills=n) for v in pillage_places(g, player)
             for n in range(1, g.state.villages[v].mills + 1)]
    return found + [END] if found else []


def can_pillage(g: Match, player: int) -> bool:
    """Whether ``pillage_choices`` is not empty, without listing them. Asked at each turn of
    the step, and most players have nothing to pillage, so the villages are read in place,
    in whatever order (``pillage_places`` gives them in name order for the listing)."""
    for village, vs in g.state.villages.items():
        if vs.mills and may_pillage(g, player, village):
            return True
    return False


END = act("end_pillage")


def pillage(g: Match, player: int, village: str, mills: int) -> None:
    state = g.state
    state.villages[village].mills -= mills
    state.mills_stock += mills
    amount = mills * g.rules.pillage_per_mill
    state.players[player].money += amount
    g.emit("pillaged", player=player, village=village, mills=mills, amount=amount)


class PillageData(TypedDict):
    turn: int                    # the place in turn order of the player pillaging (6.5)


class PillageView(TypedDict):
    kind: Literal["pillage"]
    player: int | None           # the player pillaging


class Pillage(Step[PillageData]):
    kind = "pillage"
    phase = 6
    rule = "6.5"

    def initial(self, g: Match) -> PillageData:
        return {"turn": 0}

    def current(self, g: Match, frame: Frame[PillageData]) -> int | None:
        """The player in turn if he can pillage, else None (``proceed`` passes him over).
        Read-only, so that taking a view never changes the game."""
        order = g.state.order()
        turn = frame.data["turn"]
        if turn < len(order) and can_pillage(g, order[turn]):
            return order[turn]
        return None

    def decisions(self, g: Match, frame: Frame[PillageData]) -> list[Decision]:
        player = self.current(g, frame)
        if player is None:
            return []
        return [Decision.make(player, "pillage", pillage_choices(g, player))]

    def asks(self, g: Match, frame: Frame[PillageData]) -> bool:
        return self.current(g, frame) is not None

    def apply(self, g: Match, frame: Frame[PillageData], player: int, action: Action) -> None:
        require(player == self.current(g, frame), self.rule, "it is not your turn to pillage")
        if action.kind == "end_pillage":
            frame.data["turn"] += 1
            after_turn(g, self.kind, player)                 # A1
            return
        if g.rules.pillage_by_lords_present:
            require(action in pillage_choices(g, player), "004 §4.8",
                    "destroy mills of a village where a free lord of yours stands (in a siege, "
                    "only the besieger may)")
        require(action in pillage_choices(g, player), self.rule,
                "pillage mills of a village you control, or besiege (only the besieger may)")
        pillage(g, player, action["village"], action["mills"])

    def proceed(self, g: Match, frame: Frame[PillageData]) -> bool:
        """The player in turn has nothing to pillage: pass him over; done after the last."""
        if frame.data["turn"] >= len(g.state.order()):
            return True
        frame.data["turn"] += 1
        return False

    def view(self, g: Match, frame: Frame[PillageData], seat: int | None) -> PillageView:
        return {"kind": "pillage", "player": self.current(g, frame)}

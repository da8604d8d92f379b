"""Phase 7, End of round (7.0-7.3, RULINGS 7, 45, 55, A52): disasters go, units on roads enter
their village, victory is checked, and the First Player card passes to the left."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..flow import Step, round_step
from ..state import Frame
from ..victory import winners

if TYPE_CHECKING:
    from ..game import Game


def reset_for_round(g: "Game") -> None:
    """Per-round marks start afresh: steps (5.0), Plague rolls (RULINGS 22), new troops (4.1)."""
    for lord in g.state.lords.values():
        lord.mark(steps=0, plague_rolled=False, cavalcade_done=False)
    for troop in g.state.troops:
        troop.mark(steps=0, struck=False, new=False)


@round_step(7, 0)
class EndRound(Step):
    kind = "end_round"
    rule = "7.0"

    def proceed(self, g: "Game", frame: Frame) -> bool:
        state = g.state
        for bishopric, cards in state.disasters.items():
            state.fortune_discard.extend(cards)
            cards.clear()
        for unit in [*state.troops, *state.lords.values()]:
            unit.mark(road=None)                   # RULINGS 55: they enter the village
        won = winners(g)
        if won:
            state.winners = won
            state.finished = True
            g.emit("game_won", players=won, round=state.round)
            return True
        state.first = (state.first + 1) % state.n
        g.emit("round_ended", round=state.round, first=state.first)
        return True

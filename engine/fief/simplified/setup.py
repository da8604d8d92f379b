"""The variant's start (004 "DEBUT", S-2): no family chooses; each draws a village card at
random, drawing again while the village lies in a fief another family has already started, and
settles there with its lord, a castle and its control marker; each family receives one gem."""
from __future__ import annotations

from ...decisions import Decision
from ..match import Match, new_round
from ..phases.setup import SetupData, SetupVillages, settle
from ..state import Frame


def open_villages(g: Match, player: int) -> list[str]:
    """004 "DEBUT": the villages a family may draw: none in a fief another family started."""
    started = {g.board.villages[lord.village].fief for lord in g.state.lords.values()
               if lord.village is not None and lord.owner not in (None, player)}
    return sorted(v for v, village in g.board.villages.items() if village.fief not in started)


class RandomStart(SetupVillages):
    """004 "DEBUT": the starting villages drawn at random, in turn order from the first
    player; a village drawn in a fief already started is drawn again (the referee draws
    among the villages allowed, which gives each of them the same chance)."""

    rule = "004 DEBUT"

    def decisions(self, g: Match, frame: Frame[SetupData]) -> list[Decision]:
        return []

    def proceed(self, g: Match, frame: Frame[SetupData]) -> bool:
        state, rules = g.state, g.rules
        for player in state.order():
            village = g.rng.choice(open_villages(g, player))
            settle(g, player, village)
            state.players[player].gems = rules.start_gems
            g.emit("gems_dealt", player=player, gems=rules.start_gems)
        state.gem_pool = rules.gems_in_game - rules.start_gems * state.n
        new_round(g)
        return True

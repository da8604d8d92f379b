"""2.4.2 Bountiful Harvest and 2.4.3 Good Weather (5 cards each), white symbol: only in one's
turn of 2.4 (A6), on a Bishopric.

Each cancels its Disaster (Harvest a Famine, Good Weather a Heavy Rain: both cards discarded) or
else lies beside the Bishopric for +1 denier per mill at Income (income.py reads
``state.fortunes``); neither may be played on the other's Disaster, and each type's bonus counts
once per Bishopric (2.4.7), so a second card of a type already there cannot be played (FR
example of 2.4.7). In 2011 the other Disaster bars only the bonus: a Harvest cancels a Famine
under bad weather, Fine Weather bad weather in a famine (003 "Elle annule la famine", the
bonus "en absence de mauvais temps"; E-13).
"""
from __future__ import annotations


from ...actions import Action
from ..match import Match, Play
from ..moments import WindowContext
from ..windows import card_action, discard_card, spend_card


class Weather(Play):
    """A fortune card that cancels one Disaster and is barred by the other."""

    cancels: str = ""
    barred_by: str = ""
    turn_only = True

    def targets(self, g: Match) -> list[str]:
        state = g.state
        cancel_barred = not g.rules.weather_cancels_despite_other
        return [b for b in sorted(state.disasters)
                if (self.cancels in state.disasters[b]
                    and (not cancel_barred or self.barred_by not in state.disasters[b]))
                or (self.barred_by not in state.disasters[b]
                    and self.card not in state.fortunes[b])]

    def options(self, g: Match, player: int, ctx: WindowContext) -> list[Action]:
        assert self.card is not None
        return [card_action(self.card, bishopric=int(b)) for b in self.targets(g)]

    def can_play(self, g: Match, player: int, ctx: WindowContext) -> bool:
        return bool(self.targets(g))

    def play(self, g: Match, player: int, action: Action, ctx: WindowContext) -> None:
        assert self.card is not None
        state = g.state
        bishopric = str(action["bishopric"])
        spend_card(g, player, self.card)
        if self.cancels in state.disasters[bishopric]:
            state.disasters[bishopric].remove(self.cancels)
            discard_card(g, self.cancels)
            discard_card(g, self.card)
            g.emit("disaster_cancelled", player=player, card=self.card, disaster=self.cancels,
                   bishopric=bishopric)
            return
        state.fortunes[bishopric].append(self.card)
        g.emit("fortune_played", player=player, card=self.card, bishopric=bishopric)


class Harvest(Weather):
    card = "harvest"
    rule = "2.4.2"
    cancels = "famine"
    barred_by = "heavy_rain"


class GoodWeather(Weather):
    card = "good_weather"
    rule = "2.4.3"
    cancels = "heavy_rain"
    barred_by = "famine"

"""Sales and purchases of the variant (004 §5, §2.2, S-3): no troops nor siege engines nor the
Cardinal's card; a mill (3), a castle (10) or a fief title (2 a village, or free from the King)
bought with this phase's resources; building only in a village where one of the family's lords
stands, never in a storm; a gem bought for 10 resources or sold for 10. Resources left when the
family ends its turn are lost. A family with nothing it could do is passed (004 §4)."""
from __future__ import annotations

from ...actions import Action, act
from ...decisions import Decision
from ...errors import IllegalAction, require
from ..fief2011.purchase import Purchase2011
from ..match import Match
from ..decision_kinds import Prices
from ..phases.offers import END_PURCHASE, prices, title_needs
from ..phases.purchase import PurchaseData
from ..state import Frame
from .economy import gem_purchase_refusal, gem_sale_refusal

BUY_GEM = act("buy_gem")
SELL_GEM = act("sell_gem")
# 004 §5 / S-3: purchases the variant does not have.
NOT_SOLD = {"recruit": "S-3: the variant has no troops to buy",
            "buy_engine": "S-3: the variant has no siege engines",
            "buy_cardinal": "S-3: the Cardinal's card is not for sale in the variant"}


def lord_stands(g: Match, player: int, village: str) -> bool:
    """004 §2.2: a free lord of the family in the village."""
    return any(lord.owner == player and lord.captor is None and lord.road is None
               for lord in g.state.lords_in(village))


def storm(g: Match, village: str) -> bool:
    """004 §3: a storm (bad weather) on the village's bishopric forbids building."""
    return "heavy_rain" in g.state.disasters[str(g.board.villages[village].bishopric)]


class SimplifiedPurchase(Purchase2011):
    """2011's Purchase step without troops, engines nor Cardinal, with gems and perishable
    resources."""

    rule = "S-3"

    def decisions(self, g: Match, frame: Frame[PurchaseData]) -> list[Decision]:
        player = self.current(g, frame)
        if player is None or not self.anything(g, frame, player):
            return []
        # S-3: troops and the Cardinal's card are not for sale (0), a gem is.
        sold: Prices = {**prices(g), "knight": 0, "man": 0, "cardinal": 0, "engine": 0,
                        "gem": g.rules.gem_value}
        return [Decision.make(player, "purchase", None, money=g.state.players[player].money,
                              prices=sold, titles=title_needs(g, player))]

    def asks(self, g: Match, frame: Frame[PurchaseData]) -> bool:
        return bool(self.decisions(g, frame))

    def anything(self, g: Match, frame: Frame[PurchaseData], player: int) -> bool:
        """004 §4: a family whose only choice is to end its turn is not asked."""
        return any(a != END_PURCHASE for a in self.legal_for(g, frame, player))

    def proceed(self, g: Match, frame: Frame[PurchaseData]) -> bool:
        """Pass the families with nothing to decide; finished when every one has had its turn."""
        player = self.current(g, frame)
        if player is None:
            return True
        self.do_end_purchase(g, frame, player, END_PURCHASE)
        return self.current(g, frame) is None

    def legal(self, g: Match, frame: Frame[PurchaseData], player: int) -> list[Action]:
        if player != self.current(g, frame) or not self.anything(g, frame, player):
            return []
        return self.legal_for(g, frame, player)

    def legal_for(self, g: Match, frame: Frame[PurchaseData], player: int) -> list[Action]:
        moves = [a for a in super().legal(g, frame, player) if a.kind not in NOT_SOLD
                 and (a.kind != "build" or self.build_refusal(g, player, a) is None)]
        family = g.state.players[player]
        if gem_purchase_refusal(family.money, g.state.gem_pool, g.rules.gem_value) is None:
            moves.append(BUY_GEM)
        if gem_sale_refusal(family.gems) is None:
            moves.append(SELL_GEM)
        return moves

    def build_refusal(self, g: Match, player: int, action: Action) -> str | None:
        village = action.get("village")
        if village not in g.board.villages:
            return None                       # the 2011 check names the unknown village
        if not lord_stands(g, player, village):
            return "004 §2.2: build only in a village where one of your lords stands"
        if storm(g, village):
            return "004 §3: nothing is built in a storm"
        return None

    def check(self, g: Match, frame: Frame[PurchaseData], player: int, action: Action) -> None:
        family = g.state.players[player]
        if action.kind in NOT_SOLD:
            raise IllegalAction("S-3", NOT_SOLD[action.kind].removeprefix("S-3: "))
        if action.kind == "buy_gem":
            why = gem_purchase_refusal(family.money, g.state.gem_pool, g.rules.gem_value)
            require(why is None, "S-3", (why or "").removeprefix("S-3: "))
        elif action.kind == "sell_gem":
            why = gem_sale_refusal(family.gems)
            require(why is None, "S-3", (why or "").removeprefix("S-3: "))
        else:
            if action.kind == "build":
                why = self.build_refusal(g, player, action)
                if why is not None:
                    rule, _, text = why.partition(": ")
                    raise IllegalAction(rule, text)
            super().check(g, frame, player, action)

    def make(self, g: Match, frame: Frame[PurchaseData], player: int, action: Action) -> None:
        state, family = g.state, g.state.players[player]
        value = g.rules.gem_value
        if action.kind == "buy_gem":
            family.money -= value
            family.gems += 1
            state.gem_pool -= 1
            g.emit("gem_traded", player=player, bought=True, gems=family.gems,
                   pool=state.gem_pool, resources=value)
        elif action.kind == "sell_gem":
            family.money += value
            family.gems -= 1
            state.gem_pool += 1
            g.emit("gem_traded", player=player, bought=False, gems=family.gems,
                   pool=state.gem_pool, resources=value)
        else:
            super().make(g, frame, player, action)

    def do_end_purchase(self, g: Match, frame: Frame[PurchaseData], player: int,
                        action: Action) -> None:
        """S-3: resources left unspent are lost."""
        family = g.state.players[player]
        if family.money:
            g.emit("resources_lost", player=player, amount=family.money)
            family.money = 0
        super().do_end_purchase(g, frame, player, action)

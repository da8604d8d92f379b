"""Income of the variant (004 §5, S-3, S-5): counted as 2011 counts it (1 a controlled village,
2 a mill, good omens, taxes with a tallage of 1 a village, King 5, Queen 3, Pope 5), in
resources to spend in this phase. The war damages a family owes from last turn are paid first,
out of the income, then with gems (S-5)."""
from __future__ import annotations

from ..match import Match, NoData
from ..phases.income import Income, private_money
from ..state import Frame
from .economy import settle_damages


class PerishableIncome(Income):
    """2011's Income (phases/income.py) then S-5: damages owed settled out of it."""

    rule = "S-3"

    def proceed(self, g: Match, frame: Frame[NoData]) -> bool:
        super().proceed(g, frame)
        state = g.state
        for player in state.order():
            family = state.players[player]
            if not family.damages:
                continue
            done = settle_damages(family.money, family.gems, family.damages, g.rules.gem_value)
            state.gem_pool += done.gems_sold
            g.emit("damages_settled", audience=private_money(g, player), player=player,
                   owed=family.damages, paid=done.paid, gems_sold=done.gems_sold,
                   forgiven=done.forgiven, resources=done.resources)
            family.money, family.gems, family.damages = done.resources, done.gems, 0
        return True

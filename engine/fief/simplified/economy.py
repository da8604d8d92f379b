"""Perishable income, gems and war damages (004 §2.1 "Économie", S-3, S-5).

Income is counted in resources that must be spent in the Income, sales and purchases phase
(S-3): what is left at the end of a family's turn is lost. Lasting wealth is a gem (8 in the
game): 10 unspent resources buy one, and one sells for 10 resources of this phase. War damages
owed from last turn's battles are paid first out of the income, then with gems sold for
resources, and what still cannot be paid is forgiven (S-5).
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Settlement:
    """A family's income phase begun: resources to spend, gems kept, damages paid and
    forgiven, gems sold to pay them."""

    resources: int
    gems: int
    paid: int
    gems_sold: int
    forgiven: int


def settle_damages(income: int, gems: int, owed: int, gem_value: int) -> Settlement:
    """S-5: damages out of the income first, then from gems each sold for ``gem_value``
    resources (the change stays to spend this phase), the rest forgiven."""
    resources, sold = income, 0
    paid = min(resources, owed)
    resources -= paid
    while paid < owed and gems > 0 and gem_value > 0:
        gems -= 1
        sold += 1
        resources += gem_value
        more = min(resources, owed - paid)
        resources -= more
        paid += more
    return Settlement(resources, gems, paid, sold, owed - paid)


def gem_purchase_refusal(resources: int, pool: int, gem_value: int) -> str | None:
    """S-3: a gem costs ``gem_value`` resources and comes from the game's stock of gems."""
    if pool <= 0:
        return "S-3: no gem is left in the game (8 in all)"
    if resources < gem_value:
        return "S-3: a gem costs more resources than are left this phase"
    return None


def gem_sale_refusal(gems: int) -> str | None:
    """S-3: a family sells only a gem it holds."""
    return None if gems > 0 else "S-3: the family holds no gem to sell"

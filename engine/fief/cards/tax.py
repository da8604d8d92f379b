"""2.4.4-2.4.6 Taxes (5 cards), white symbol: only in one's turn of 2.4 (A6), even if the taxing
Lord is captive; each needs one of the player's 3 Tax markers (A27).

- Tallage (2.4.5): a fief title holder on his own Fief, or the King (or the Queen Regent, who has
  the King's privileges, 1.8.1) on any ungoverned Fief (RULINGS 19).
- Tithe (2.4.6): a Bishop on his own Bishopric, a Cardinal on any one governed Bishopric, the
  Pope on all governed Bishoprics (target ``all``).

The card is discarded and a ``Tax`` marker recorded with its role and play order; income.py pays
it (priorities of 2.4.6, RULINGS 25, A27) and returns the markers.
"""
from __future__ import annotations


from ...actions import Action
from ..match import Match, Play
from ..moments import WindowContext
from ..state import Tax
from ..titles import bishopric_of, is_cardinal
from ..windows import card_action, discard_card, spend_card

CARD = "tax"


def crown_lord(g: Match) -> str | None:
    """The King, else a Queen Regent (1.8.1): who may tallage an ungoverned Fief."""
    t = g.state.titles
    if t.king is not None:
        return t.king
    return t.queen if t.regent else None


def possible_taxes(g: Match, player: int) -> list[tuple[str, str, str, str]]:
    """(kind, target, lord, role) of every tax the player's titles allow now."""
    state = g.state
    t = state.titles
    mine = {l.name for l in state.family(player)}
    found: list[tuple[str, str, str, str]] = []
    for fief, holder in sorted(t.fiefs.items()):
        if holder in mine:
            found.append(("tallage", fief, holder, "fief"))
    crown = crown_lord(g)
    if crown in mine:
        found += [("tallage", fief, crown, "king")
                  for fief, holder in sorted(t.fiefs.items()) if holder is None]
    governed = [b for b, holder in sorted(t.bishops.items()) if holder is not None]
    for name in sorted(mine):
        see = bishopric_of(state, name)
        if see is not None:
            found.append(("tithe", see, name, "bishop"))
        if is_cardinal(state, name):
            found += [("tithe", b, name, "cardinal") for b in governed if b != see]
    if t.pope in mine and governed:
        found.append(("tithe", "all", t.pope, "pope"))
    return found


def already_taxed(g: Match, player: int, kind: str, target: str) -> bool:
    return any(x.player == player and x.kind == kind and x.target == target for x in g.state.taxes)


class TaxCard(Play):
    card = CARD
    rule = "2.4.4"
    turn_only = True

    def options(self, g: Match, player: int, ctx: WindowContext) -> list[Action]:
        if g.state.players[player].tax_markers <= 0:
            return []
        return [card_action(CARD, tax=kind, target=int(target) if target.isdigit() else target,
                            lord=lord)
                for kind, target, lord, role in possible_taxes(g, player)
                if not already_taxed(g, player, kind, target)]

    def can_play(self, g: Match, player: int, ctx: WindowContext) -> bool:
        """``options`` without making the actions (asked of each player's turn of 2.4)."""
        return g.state.players[player].tax_markers > 0 and any(
            not already_taxed(g, player, kind, target)
            for kind, target, _, _ in possible_taxes(g, player))

    def play(self, g: Match, player: int, action: Action, ctx: WindowContext) -> None:
        state = g.state
        kind, target, lord = action["tax"], str(action["target"]), action["lord"]
        role = next(r for k, x, l, r in possible_taxes(g, player)
                    if (k, x, l) == (kind, target, lord))
        spend_card(g, player, CARD)
        discard_card(g, CARD)
        state.players[player].tax_markers -= 1
        order = max((x.order for x in state.taxes), default=0) + 1
        state.taxes.append(Tax(player, lord, kind, target, role, order))
        g.emit("tax_played", player=player, tax=kind, target=target, lord=lord, role=role)

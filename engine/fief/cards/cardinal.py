"""9.2 / 1.5 Cardinal (3 cards, Lords deck): any window, on any Bishop who is not yet a Cardinal,
of any family and even captive (A32), with the Pope's consent if there is a Pope. The card goes
under the biretta it takes; it returns to the Lords discard pile when that Cardinal dies or is
excommunicated (1.6, A7)."""
from __future__ import annotations


from ...actions import Action
from .. import pope
from ..match import Match, Play
from ..moments import WindowContext
from ..state import CARDINAL_CARD
from ..titles import is_cardinal
from ..windows import card_action, spend_card


def card_slot(g: Match) -> int | None:
    """A free biretta among the three of the cards (the fourth one is bought, 4.4)."""
    slots = g.state.titles.cardinals[:g.rules.cardinal_cards]
    return next((i for i, holder in enumerate(slots) if holder is None), None)


def eligible_bishops(g: Match) -> list[str]:
    """The Bishops in play who are not Cardinals yet, in name order: read from the Bishops'
    staffs (a few) rather than by asking ``bishopric_of`` of every lord (the card's options
    are listed at each decision of a hand that holds it)."""
    state = g.state
    t = state.titles
    return sorted({name for name in t.bishops.values() if name is not None
                   and state.lords[name].owner is not None and not is_cardinal(state, name)})


def make_cardinal(g: Match, lord: str, slot: int, by: str) -> None:
    t = g.state.titles
    t.cardinals[slot] = lord
    t.cardinal_order.append(lord)
    g.emit("cardinal_made", lord=lord, player=g.state.lords[lord].owner, by=by)


class Cardinal(Play):
    card = CARDINAL_CARD
    rule = "9.2"

    def options(self, g: Match, player: int, ctx: WindowContext) -> list[Action]:
        if card_slot(g) is None:
            return []
        return [card_action(CARDINAL_CARD, lord=name) for name in eligible_bishops(g)]

    def can_play(self, g: Match, player: int, ctx: WindowContext) -> bool:
        return self.possible(g)

    def possible(self, g: Match) -> bool:
        """A free biretta (``card_slot``) and a Bishop in play who is not yet a Cardinal
        (whoever plays): asked at every window, so written out as plain loops."""
        state = g.state
        t = state.titles
        if None not in t.cardinals[:g.rules.cardinal_cards]:
            return False
        for bishop in t.bishops.values():
            if bishop is not None and bishop not in t.cardinals \
                    and state.lords[bishop].owner is not None:
                return True
        return False

    def play(self, g: Match, player: int, action: Action, ctx: WindowContext) -> None:
        if g.rules.cardinal_needs_pope and pope.needs_consent(g, player, ctx):
            g.emit("cardinal_proposed", player=player, lord=action["lord"])
            pope.ask_pope(g, player, action, ctx, "1.5")
            return
        slot = card_slot(g)
        assert slot is not None
        spend_card(g, player, CARDINAL_CARD)
        make_cardinal(g, action["lord"], slot, "card")

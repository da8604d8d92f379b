"""Phase 4 begins with ransoms (6.2.4, RULINGS 39, A40): settled in turn order before anyone
buys. A family offers a sum for its captive lords; the captor accepts or refuses.
"""
from __future__ import annotations

from typing import TypedDict

from ...actions import Action, act
from ...decisions import Decision
from ...errors import IllegalAction, require
from ..captives import free_lord
from ..match import Match, Step
from ..state import Frame
from ..titles import (
    ransom,
)
from ..windows import after_turn

# --- ransoms (6.2.4, A40) ----------------------------------------------------------------

def captives_of_family(g: Match, player: int) -> list[str]:
    """The family's lords held captive by another player, most valuable first (A40)."""
    state = g.state
    held = [l for l in state.family(player) if l.captor is not None and l.captor != player]
    held.sort(key=lambda l: (-ransom(g, l), l.name))
    return [l.name for l in held]


def pay_ransom(g: Match, names: tuple[str, ...], amount: int) -> None:
    """The family pays its captor, who must release the captives (6.2.4)."""
    state = g.state
    first = state.lords[names[0]]
    owner, captor = first.owner, first.captor
    assert owner is not None and captor is not None
    state.players[owner].money -= amount
    state.players[captor].money += amount
    g.emit("ransom_paid", lords=list(names), player=owner, captor=captor, amount=amount)
    for name in names:
        free_lord(g, name, "ransom")


def full_ransom(g: Match, names: tuple[str, ...]) -> int:
    return sum(ransom(g, g.state.lords[name]) for name in names)


class RansomOffer(TypedDict):
    """A lower ransom offered (6.2.4, RULINGS 39), for one captive or several of one captor."""

    lords: list[str]
    amount: int
    payer: int                   # the captives' family
    captor: int                  # who accepts or refuses it


class RansomsData(TypedDict):
    turn: int                    # the place in turn order of the family settling its ransoms
    offer: RansomOffer | None    # the offer awaiting the captor's answer
    offered: list[str]           # the captives a lower ransom was offered for (one offer each)


class Ransoms(Step[RansomsData]):
    """Each family in turn order may first offer a lower ransom, for one captive or a package
    held by one captor (the captor may refuse; one offer per captive), then must pay every full
    ransom it can afford, most valuable captive first (6.2.4, RULINGS 39, A40)."""

    kind = "ransoms"
    phase = 4
    rule = "6.2.4"

    def initial(self, g: Match) -> RansomsData:
        return {"turn": 0, "offer": None, "offered": []}

    def current(self, g: Match, frame: Frame[RansomsData]) -> int | None:
        """The player in turn if some of his lords are held captive, else None (``proceed``
        passes him over). Read-only: asking who must decide never changes the game."""
        order = g.state.order()
        turn = frame.data["turn"]
        if turn < len(order) and captives_of_family(g, order[turn]):
            return order[turn]
        return None

    def decisions(self, g: Match, frame: Frame[RansomsData]) -> list[Decision]:
        offer = frame.data["offer"]
        if offer is not None:
            choices = [act("answer_ransom", accept=True), act("answer_ransom", accept=False)]
            return [Decision.make(offer["captor"], "answer_ransom", choices, **offer)]
        player = self.current(g, frame)
        if player is None:
            return []
        return [Decision.make(player, "ransom", None, captives=captives_of_family(g, player))]

    def legal(self, g: Match, frame: Frame[RansomsData], player: int) -> list[Action]:
        if frame.data["offer"] is not None:
            return super().legal(g, frame, player)
        if player != self.current(g, frame):
            return []
        moves = [act("pay_ransoms")]
        money = g.state.players[player].money
        for name in captives_of_family(g, player):
            if name not in frame.data["offered"] and 0 < money < ransom(g, g.state.lords[name]):
                moves.append(act("offer_ransom", lords=[name], amount=money))
        return moves

    def apply(self, g: Match, frame: Frame[RansomsData], player: int, action: Action) -> None:
        if frame.data["offer"] is not None:
            self.answer(g, frame, action)
        elif action.kind == "offer_ransom":
            self.offer(g, frame, player, action)
        elif action.kind == "pay_ransoms":
            self.pay_all(g, frame, player, action)
        else:
            raise IllegalAction(self.rule, "ransoms are settled before any purchase (4.0)")

    def offer(self, g: Match, frame: Frame[RansomsData], player: int, action: Action) -> None:
        names = offered_lords(action)
        held = captives_of_family(g, player)
        require(bool(names) and all(n in held for n in names) and len(set(names)) == len(names),
                self.rule, "offer a ransom for your own lords held captive")
        captors = {g.state.lords[n].captor for n in names}
        require(len(captors) == 1, self.rule, "one offer goes to one captor")
        require(not any(n in frame.data["offered"] for n in names), self.rule,
                "a lower ransom was already offered for this captive this phase")
        amount = action.get("amount")
        require(isinstance(amount, int) and 0 <= amount < full_ransom(g, names), self.rule,
                "an offer is a sum lower than the full ransom")
        require(amount <= g.state.players[player].money, self.rule, "you cannot offer more than you have")
        captor = captors.pop()
        assert captor is not None                      # the family's captives have captors
        frame.data["offered"] += list(names)
        frame.data["offer"] = {"lords": list(names), "amount": amount, "payer": player,
                               "captor": captor}
        g.emit("ransom_offered", lords=list(names), amount=amount, player=player, captor=captor)

    def answer(self, g: Match, frame: Frame[RansomsData], action: Action) -> None:
        require(action.kind == "answer_ransom", self.rule, "accept or refuse the ransom offer")
        offer = frame.data["offer"]
        assert offer is not None                       # answered only while one is made
        frame.data["offer"] = None
        if action.get("accept"):
            pay_ransom(g, tuple(offer["lords"]), offer["amount"])
        else:
            g.emit("ransom_refused", lords=offer["lords"], captor=offer["captor"])

    def pay_all(self, g: Match, frame: Frame[RansomsData], player: int, action: Action) -> None:
        """Mandatory: every full ransom the family can still afford, most valuable first (A40);
        ``lords`` may order captives of equal value (the owner's choice)."""
        order = ransom_order(g, player, offered_lords(action))
        for name in order:
            cost = ransom(g, g.state.lords[name])
            if cost <= g.state.players[player].money:
                pay_ransom(g, (name,), cost)
        frame.data["turn"] += 1
        after_turn(g, self.kind, player)                     # A1

    def proceed(self, g: Match, frame: Frame[RansomsData]) -> bool:
        """Nobody is asked: pass over the player in turn (no captive), done after the last."""
        if frame.data["turn"] >= len(g.state.order()):
            return True
        frame.data["turn"] += 1
        return False


def offered_lords(action: Action) -> tuple[str, ...]:
    value = action.get("lords", action.get("lord"))
    if value is None:
        return ()
    return (value,) if isinstance(value, str) else tuple(value)


def ransom_order(g: Match, player: int, preferred: tuple[str, ...]) -> list[str]:
    """Captives by falling ransom; among equal ransoms, the order the owner gave (A40)."""
    held = captives_of_family(g, player)
    require(all(n in held for n in preferred), "6.2.4", "order only your own captive lords")
    rank = {name: i for i, name in enumerate(preferred)}
    return sorted(held, key=lambda n: (-ransom(g, g.state.lords[n]), rank.get(n, len(rank)), n))

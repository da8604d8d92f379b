"""8.0 Diplomacy (RULINGS 20, A42, A43, 11.3).

Talk is always free and deniers are public and may be given at any time (``give_money``, a free
action of phases/free.py). A Diplomacy marker (3 per player for the whole game) buys, at any
time, even while an Opportunity card resolves (FR 8.0):
- a card exchange with one player (``offer_cards``): the other accepts or refuses; nobody ever
  holds more than 3 cards (A17). The table sees that cards changed hands, not which;
- a private talk with players of one's choice (``open_talk``): inside it, any participant offers
  another a deal of cards and deniers (``talk_offer``), which that player accepts or refuses;
  everything said and exchanged is seen by the participants only. The talk ends when every
  participant has left it (the client may add the 3-minute clock).
In 2011 a token (an embassy token) opens a talk with the family allied by marriage alone, one
talk at a time at the table, and the talk lasts until its opener leaves it (003 "Le jeton
Ambassade", E-8: fief2011/embassy.py).

With the Open Diplomacy option (11.3) there are no markers and both are free.
These are free actions: they push their frame on top of whatever is pending, which resumes once
the exchange or the talk is over.
"""
from __future__ import annotations

from collections import Counter
from typing import Any, Literal, NotRequired, TypedDict

from ..actions import Action, act
from ..decisions import Decision
from ..errors import IllegalAction, malformed, require
from .fief2011.embassy import EMBASSY, check_embassy_talk, embassy_partner, embassy_talk_over
from .match import Match, Step, finish, push
from .state import Frame
from .view_parts import TalkInvitesView

DIPLOMACY_ACTIONS = ("offer_cards", "open_talk")
RULE = "8.0"


def cards_of(value: Any) -> list[str]:
    """A card list parameter: one name, a list of names, or nothing; anything else is
    malformed (refused, not tripped over)."""
    if value is None:
        return []
    if isinstance(value, str):
        return [value]
    if isinstance(value, tuple) and all(isinstance(v, str) for v in value):
        return list(value)
    raise malformed("cards are named, one or a comma-separated list, not {value}", value=repr(value))


def seats_of(value: Any) -> list[int]:
    """A seat list parameter: one seat, a list of seats, or nothing."""
    if value is None:
        return []
    if isinstance(value, int) and not isinstance(value, bool):
        return [value]
    if isinstance(value, tuple) and all(isinstance(v, int) and not isinstance(v, bool)
                                        for v in value):
        return list(value)
    raise malformed("players are seats, one or a comma-separated list, not {value}",
                    value=repr(value))


def has_cards(hand: list[str], cards: list[str]) -> bool:
    return not Counter(cards) - Counter(hand)


def spend_marker(g: Match, player: int) -> None:
    """A43: one marker per use, none under Open Diplomacy (11.3)."""
    if not g.option("open_diplomacy"):
        g.state.players[player].diplomacy -= 1


def check_marker(g: Match, player: int) -> None:
    """A43: a marker is needed (none under Open Diplomacy); 2011 calls them embassy tokens."""
    left = g.option("open_diplomacy") or g.state.players[player].diplomacy > 0
    if g.rules.embassy_talks:
        require(left, EMBASSY, "you have no embassy token left")
    require(left, RULE, "you have no Diplomacy marker left")


def check_deal(g: Match, player: int, to: Any, give: list[str], take: list[str],
               pay: int = 0, ask: int = 0) -> None:
    """What the proposer can check himself: his cards and deniers, both hand limits (A17)."""
    state = g.state
    require(isinstance(to, int) and 0 <= to < state.n and to != player, RULE,
            "make the offer to another player")
    require(all(isinstance(x, int) and x >= 0 for x in (pay, ask)), RULE,
            "deniers are whole, non-negative numbers")
    require(bool(give or take or pay or ask), RULE, "an offer exchanges something")
    mine, theirs = state.players[player].hand, state.players[to].hand
    require(has_cards(mine, give), RULE, "you can give only cards you hold")
    require(pay <= state.players[player].money, RULE, "you can give only deniers you have")
    limit = g.rules.hand_limit
    require(len(mine) - len(give) + len(take) <= limit
            and len(theirs) - len(take) + len(give) <= limit, RULE,
            "nobody may hold more than {limit} cards", limit=limit)


class Deal(TypedDict):
    """An exchange offered (8.0): what ``player`` gives ``to`` and takes from him."""

    player: int                  # who offers it
    to: int                      # to whom
    give: list[str]              # the cards he gives
    take: list[str]              # the cards he asks for
    pay: int                     # the deniers he gives (in a private talk only)
    ask: int                     # the deniers he asks for (in a private talk only)


def deal_possible(g: Match, deal: Deal) -> bool:
    """Whether the deal can still be carried out now (both sides' cards and deniers)."""
    state = g.state
    a, b = state.players[deal["player"]], state.players[deal["to"]]
    limit = g.rules.hand_limit
    return (has_cards(a.hand, deal["give"]) and has_cards(b.hand, deal["take"])
            and a.money >= deal["pay"] and b.money >= deal["ask"]
            and len(a.hand) - len(deal["give"]) + len(deal["take"]) <= limit
            and len(b.hand) - len(deal["take"]) + len(deal["give"]) <= limit)


def carry_out(g: Match, deal: Deal) -> None:
    state = g.state
    a, b = state.players[deal["player"]], state.players[deal["to"]]
    for card in deal["give"]:
        a.hand.remove(card)
        b.hand.append(card)
    for card in deal["take"]:
        b.hand.remove(card)
        a.hand.append(card)
    a.money += deal["ask"] - deal["pay"]
    b.money += deal["pay"] - deal["ask"]


def make_deal(player: int, action: Action) -> Deal:
    """The deal an action offers, as given: ``check_deal`` checks it."""
    return {"player": player, "to": action.get("to"), "give": cards_of(action.get("give")),
            "take": cards_of(action.get("take")), "pay": action.get("pay", 0),
            "ask": action.get("ask", 0)}


def check_diplomacy(g: Match, player: int, action: Action) -> None:
    """The refusal of ``offer_cards`` or ``open_talk``, if any (8.0, A43), changing nothing."""
    state = g.state
    check_marker(g, player)
    if action.kind == "offer_cards":
        deal = make_deal(player, action)
        require(deal["pay"] == 0 and deal["ask"] == 0, RULE,
                "deniers are given openly (give_money) or in a private talk")
        check_deal(g, player, deal["to"], deal["give"], deal["take"])
        return
    others = seats_of(action.get("with"))
    require(bool(others) and all(isinstance(p, int) and 0 <= p < state.n and p != player
                                 for p in others) and len(set(others)) == len(others), RULE,
            "open a private talk with one or more other players")
    if g.rules.embassy_talks:
        check_embassy_talk(g, player, others)


def talk_invites(g: Match, player: int) -> TalkInvitesView:
    """Whom ``player`` may invite to a private talk now, by the referee's own checks (the
    marker, 2011's ally and one talk at a time): the Diplomacy dialog offers only them and,
    when nobody, says the refusal an ``open_talk`` would get (the client decides no rule)."""
    try:
        check_marker(g, player)
        invite = ([embassy_partner(g, player)] if g.rules.embassy_talks
                  else [p for p in range(g.state.n) if p != player])
    except IllegalAction as refused:
        return {"invite": [], "rule": refused.rule, "why": refused.template,
                "values": dict(refused.values)}
    return {"invite": invite, "rule": None, "why": None, "values": {}}


def apply_diplomacy(g: Match, player: int, action: Action) -> None:
    """The free actions that open an exchange or a talk (called from phases/free.py)."""
    check_diplomacy(g, player, action)
    if action.kind == "offer_cards":
        deal = make_deal(player, action)
        spend_marker(g, player)
        g.emit("cards_offered", player=player, to=deal["to"], give=len(deal["give"]),
               take=len(deal["take"]))
        g.emit("cards_offered_detail", audience=(player, deal["to"]), player=player,
               to=deal["to"], give=deal["give"], take=deal["take"])
        push(g, "card_exchange", CardExchangeData(deal=deal))
        return
    spend_marker(g, player)
    members = [player] + sorted(seats_of(action.get("with")))
    g.emit("talk_opened", player=player, players=members)
    push(g, "private_talk", PrivateTalkData(members=members, left=[], offer=None))


class CardExchangeData(TypedDict):
    deal: Deal                   # the card exchange offered, awaiting the answer of its ``to``


class CardExchangeView(TypedDict):
    kind: Literal["card_exchange"]
    player: int                  # who offers it, to whom, how many cards each way
    to: int
    give: int
    take: int
    deal: NotRequired[Deal]      # the cards themselves: to the two players only


class CardExchange(Step[CardExchangeData]):
    """8.0 / A43: the other player accepts or refuses a card exchange."""

    kind = "card_exchange"
    rule = RULE

    def decisions(self, g: Match, frame: Frame[CardExchangeData]) -> list[Decision]:
        deal = frame.data["deal"]
        choices = [act("answer_exchange", accept=False)]
        if deal_possible(g, deal):
            choices.insert(0, act("answer_exchange", accept=True))
        return [Decision.make(deal["to"], "answer_exchange", choices, asker=deal["player"],
                              give=deal["give"], take=deal["take"])]

    def apply(self, g: Match, frame: Frame[CardExchangeData], player: int,
              action: Action) -> None:
        deal = frame.data["deal"]
        accepted = bool(action.get("accept"))
        finish(g, frame)
        if accepted:
            carry_out(g, deal)
        g.emit("cards_exchanged" if accepted else "exchange_refused", player=deal["player"],
               to=deal["to"], give=len(deal["give"]), take=len(deal["take"]))

    def view(self, g: Match, frame: Frame[CardExchangeData],
             seat: int | None) -> CardExchangeView:
        deal = frame.data["deal"]
        data: CardExchangeView = {"kind": "card_exchange", "player": deal["player"],
                                  "to": deal["to"], "give": len(deal["give"]),
                                  "take": len(deal["take"])}
        if seat in (deal["player"], deal["to"]):
            data["deal"] = deal.copy()
        return data


class PrivateTalkData(TypedDict):
    members: list[int]           # the players in the talk, its opener first
    left: list[int]              # those who have left it; it ends when all have
    offer: Deal | None           # the offer awaiting an answer, if any


class PrivateTalkView(TypedDict):
    kind: Literal["private_talk"]
    members: list[int]
    left: list[int]
    offer: NotRequired[Deal | None]  # the offer awaiting an answer: to the members only


def ends_talk(g: Match, members: list[int], staying: list[int], player: int) -> bool:
    """Whether ``player`` leaving ends the talk (the client words his button by it): the last
    member in it (8.0), in 2011 its opener alone (003 Jeton Ambassade, E-8)."""
    if g.rules.embassy_talks:
        return player == members[0]
    return staying == [player]


class PrivateTalk(Step[PrivateTalkData]):
    """8.0 / A43: a private talk; offers and exchanges are seen by its members only."""

    kind = "private_talk"
    rule = RULE

    def decisions(self, g: Match, frame: Frame[PrivateTalkData]) -> list[Decision]:
        data = frame.data
        offer = data["offer"]
        if offer is not None:
            choices = [act("answer_offer", accept=False)]
            if deal_possible(g, offer):
                choices.insert(0, act("answer_offer", accept=True))
            return [Decision.make(offer["to"], "answer_offer", choices, asker=offer["player"],
                                  give=offer["give"], take=offer["take"], pay=offer["pay"],
                                  ask=offer["ask"])]
        if g.rules.embassy_talks and embassy_talk_over(data["members"], data["left"]):
            return []                                     # 003: ended by its opener (E-8)
        staying = [p for p in data["members"] if p not in data["left"]]
        return [Decision.make(p, "talk", None, members=data["members"],
                              ends=ends_talk(g, data["members"], staying, p))
                for p in staying]

    def legal(self, g: Match, frame: Frame[PrivateTalkData], player: int) -> list[Action]:
        """The choices of an answer; in the talk, leaving and one offer per card of one's hand
        and per denier gift (the space of deals is large, any valid one may be submitted)."""
        data = frame.data
        if data["offer"] is not None:
            return super().legal(g, frame, player)
        if player not in data["members"] or player in data["left"]:
            return []
        moves = [act("leave_talk")]
        for other in data["members"]:
            if other == player:
                continue
            for card in sorted(set(g.state.players[player].hand)):
                if len(g.state.players[other].hand) < g.rules.hand_limit:
                    moves.append(act("talk_offer", to=other, give=[card]))
            if g.state.players[player].money > 0:
                moves.append(act("talk_offer", to=other, pay=1))
        return moves

    def apply(self, g: Match, frame: Frame[PrivateTalkData], player: int,
              action: Action) -> None:
        data = frame.data
        audience = tuple(data["members"])
        if data["offer"] is not None:
            offer = data["offer"]
            accepted = bool(action.get("accept"))
            require(action.kind == "answer_offer" and (not accepted or deal_possible(g, offer)),
                    RULE, "accept or refuse the offer")
            data["offer"] = None
            if accepted:
                carry_out(g, offer)
            g.emit("offer_accepted" if accepted else "offer_refused", audience=audience,
                   player=offer["player"], to=offer["to"], give=offer["give"],
                   take=offer["take"], pay=offer["pay"], ask=offer["ask"])
            return
        if action.kind == "leave_talk":
            data["left"].append(player)
            g.emit("talk_left", audience=audience, player=player)
            return
        require(action.kind == "talk_offer", RULE, "make an offer or leave the talk")
        deal = make_deal(player, action)
        require(deal["to"] in data["members"], RULE, "offer to a member of this talk")
        check_deal(g, player, deal["to"], deal["give"], deal["take"], deal["pay"], deal["ask"])
        data["offer"] = deal
        g.emit("offer_made", audience=audience, **deal)

    def proceed(self, g: Match, frame: Frame[PrivateTalkData]) -> bool:
        g.emit("talk_closed", players=frame.data["members"])
        return True

    def view(self, g: Match, frame: Frame[PrivateTalkData],
             seat: int | None) -> PrivateTalkView:
        data = frame.data
        view: PrivateTalkView = {"kind": "private_talk", "members": list(data["members"]),
                                 "left": list(data["left"])}
        if seat in data["members"]:
            view["offer"] = data["offer"]
        return view

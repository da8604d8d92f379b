"""Phase 4, Purchase (4.0-4.4, RULINGS 18, 39, A38-A41).

After the ransoms (phases/ransoms.py), each family, in turn order, buys and places troops,
buildings and titles one action at a time, and ends its turn when done; the client's undo
within a turn restores the state saved at the start of the turn (no chance here).
"""
from __future__ import annotations

from typing import Any, NotRequired, TypedDict

from ...actions import Action, ActionDict, act
from ...decisions import Decision
from ...errors import IllegalAction, require
from ..control import (
    besieged_here,
    controlled_villages,
    controller,
    note_arrival,
    refresh,
)
from ..counters import KNIGHT, MAN
from ..match import Match, Step
from ..state import CITY, STRONGHOLD, Frame
from ..titles import (
    RANK,
    bishopric_of,
    city_village,
    crown_player,
    fiefs_of,
    grant_fief,
    is_cardinal,
)
from ..windows import after_turn
from .common import ask_consent, consent_answer
from .offers import (
    BUILDINGS,
    END_PURCHASE,
    LOADS,
    buildings,
    counters,
    prices,
    receives_troops,
    recruits,
    title_buyable,
    title_needs,
    troop_places,
)


class PurchaseData(TypedDict):
    turn: int                    # the place in turn order of the family buying
    request: ActionDict | None   # a purchase held until the King or the Pope answers
    granted: NotRequired[bool]   # the answer was yes: the purchase held is being made
    asked: NotRequired[list[str]]  # what the crown or the Pope already answered this turn:
                                   # the fiefs of free titles, "biretta"


class Purchase(Step[PurchaseData]):
    kind = "purchase"
    phase = 4
    rule = "4.0"

    def initial(self, g: Match) -> PurchaseData:
        return {"turn": 0, "request": None}

    def current(self, g: Match, frame: Frame[PurchaseData]) -> int | None:
        order = g.state.order()
        return order[frame.data["turn"]] if frame.data["turn"] < len(order) else None

    def decisions(self, g: Match, frame: Frame[PurchaseData]) -> list[Decision]:
        player = self.current(g, frame)
        if player is None:
            return []
        return [Decision.make(player, "purchase", None, money=g.state.players[player].money,
                              prices=prices(g), titles=title_needs(g, player))]

    def asks(self, g: Match, frame: Frame[PurchaseData]) -> bool:
        return self.current(g, frame) is not None

    def proceed(self, g: Match, frame: Frame[PurchaseData]) -> bool:
        return True

    # -- representative legal actions for bots and random play
    def legal(self, g: Match, frame: Frame[PurchaseData], player: int) -> list[Action]:
        """The candidates that ``check`` accepts, in the same order. Troops and buildings,
        most of the list, are filtered by ``recruits`` and ``buildings`` (the same tests as
        ``check_recruit`` and ``check_build``, made once per village instead of once per
        action); the rest by ``check`` itself. tests/test_engine_perf_regression.py compares
        this with checking every candidate."""
        if player != self.current(g, frame):
            return []
        moves = [END_PURCHASE, *recruits(g, player), *buildings(g, player)]
        for action in self.candidates(g, frame, player, troops=False):
            try:
                self.check(g, frame, player, action)
            except IllegalAction:
                continue
            moves.append(action)
        return moves

    def candidates(self, g: Match, frame: Frame[PurchaseData], player: int,
                   troops: bool = True) -> list[Action]:
        """Purchases worth checking: what the family's money, places and titles make possible
        (``check`` stays the only judge); without troops and buildings when ``troops`` is
        False."""
        state, rules = g.state, g.rules
        money = state.players[player].money
        out: list[Action] = []
        if troops and money >= rules.cost_man:
            out += [act("recruit", village=v, knights=k, men=m) for v in troop_places(g, player)
                    for k, m in LOADS]
        if troops and money >= min(rules.cost_mill, rules.cost_fort):
            out += [act("build", village=v, building=b) for v in controlled_villages(g, player)
                    for b in BUILDINGS]
        family = [lord.name for lord in state.family(player)]
        crown = crown_player(g.state)
        mine = set(controlled_villages(g, player))          # title_buyable's first test, once
        for fief, holder in state.titles.fiefs.items():
            if holder is None and mine.issuperset(g.board.fiefs[fief].villages) \
                    and title_buyable(g, player, fief) is None:
                out += [act("buy_title", fief=fief, lord=name) for name in family]
                if crown is not None:
                    out += [act("buy_title", fief=fief, lord=name, free=True) for name in family]
            elif holder in family:
                out += [act("transfer_title", fief=fief, lord=name) for name in family]
        if money >= rules.cost_cardinal and state.titles.cardinals[3] is None:
            out += [act("buy_cardinal", lord=lord) for lord in state.titles.bishops.values() if lord]
        return out

    def apply(self, g: Match, frame: Frame[PurchaseData], player: int, action: Action) -> None:
        self.check(g, frame, player, action)
        self.make(g, frame, player, action)

    def check(self, g: Match, frame: Frame[PurchaseData], player: int, action: Action) -> None:
        """Raise the refusal of a purchase; ``end_purchase`` is always possible."""
        match action.kind:
            case "end_purchase":
                pass
            case "recruit":
                self.check_recruit(g, frame, player, action)
            case "build":
                self.check_build(g, frame, player, action)
            case "buy_title":
                self.check_buy_title(g, frame, player, action)
            case "transfer_title":
                self.check_transfer_title(g, frame, player, action)
            case "buy_cardinal":
                self.check_buy_cardinal(g, frame, player, action)
            case _:
                raise IllegalAction(self.rule, "{kind} is not a purchase", kind=action.kind)

    def make(self, g: Match, frame: Frame[PurchaseData], player: int, action: Action) -> None:
        """Make a purchase ``check`` accepted."""
        match action.kind:
            case "end_purchase":
                self.do_end_purchase(g, frame, player, action)
            case "recruit":
                self.do_recruit(g, frame, player, action)
            case "build":
                self.do_build(g, frame, player, action)
            case "buy_title":
                self.do_buy_title(g, frame, player, action)
            case "transfer_title":
                self.do_transfer_title(g, frame, player, action)
            case "buy_cardinal":
                self.do_buy_cardinal(g, frame, player, action)

    def do_end_purchase(self, g: Match, frame: Frame[PurchaseData], player: int,
                        action: Action) -> None:
        g.emit("purchase_ended", player=player)
        frame.data["turn"] += 1
        frame.data.pop("asked", None)
        after_turn(g, self.kind, player)                     # A1

    # -- troops (4.1)
    def check_recruit(self, g: Match, frame: Frame[PurchaseData], player: int,
                      action: Action) -> None:
        village, knights, men = action.get("village"), action.get("knights", 0), action.get("men", 0)
        require(village in g.board.villages, "4.1", "there is no village {village!r}",
                village=village)
        require(isinstance(knights, int) and isinstance(men, int) and knights >= 0 and men >= 0
                and knights + men > 0, "4.1", "recruit at least one troop")
        require(not besieged_here(g, player, village), "4.1",
                "new troops may not be placed into a besieged Stronghold or City")
        require(receives_troops(g, player, village), "4.1",
                "new troops go where you have an uncaptured lord, a Stronghold or a City")
        stock, done = counters(g, player, village)
        limit = g.rules.max_new_troops_per_village
        require(done + knights + men <= limit, "4.1",
                "at most {limit} new troops per village this phase", limit=limit)
        require(stock[KNIGHT] >= knights, "4.1", "no Knights left in your stock")
        require(stock[MAN] >= men, "4.1", "no Men at Arms left in your stock")
        cost = knights * g.rules.cost_knight + men * g.rules.cost_man
        require(cost <= g.state.players[player].money, "4.1", "that costs {cost} {money}",
                cost=cost, money=g.rules.money)

    def do_recruit(self, g: Match, frame: Frame[PurchaseData], player: int,
                   action: Action) -> None:
        state = g.state
        village, knights, men = action["village"], action.get("knights", 0), action.get("men", 0)
        state.players[player].money -= knights * g.rules.cost_knight + men * g.rules.cost_man
        # Both stocks are read before any troop leaves: the index is then brought up to date
        # once (by ``refresh``), not once more in between.
        recruits = [troop for kind, count in ((KNIGHT, knights), (MAN, men)) if count
                    for troop in state.stock(player, kind)[:count]]
        for troop in recruits:
            troop.village, troop.road, troop.new, troop.steps = village, None, True, 0
        note_arrival(state, player, village)
        refresh(g, village)
        g.emit("recruited", player=player, village=village, knights=knights, men=men)

    # -- buildings (4.2)
    def check_build(self, g: Match, frame: Frame[PurchaseData], player: int,
                    action: Action) -> None:
        village, building = action.get("village"), action.get("building")
        require(village in g.board.villages, "4.2", "there is no village {village!r}",
                village=village)
        require(building in ("mill", "stronghold"), "4.2", "build a mill or a stronghold")
        require(controller(g, village) == player, "4.2", "build only in a village you control")
        require(not besieged_here(g, player, village), "4.2", "nothing is built in a besieged village")
        vs = g.state.villages[village]
        if building == "mill":
            require(vs.mills < g.rules.max_mills_per_village, "4.2", "a village has at most 2 mills")
            require(g.state.mills_stock > 0, "4.2", "no mills left in the stock")
            cost = g.rules.cost_mill
        else:
            require(vs.fort is None, "4.2", "a village has at most one Stronghold")
            require(g.state.forts_stock > 0, "4.2", "no Strongholds left in the stock")
            cost = g.rules.cost_fort
        require(cost <= g.state.players[player].money, "4.2", "that costs {cost} {money}",
                cost=cost, money=g.rules.money)

    def do_build(self, g: Match, frame: Frame[PurchaseData], player: int,
                 action: Action) -> None:
        state = g.state
        vs = state.villages[action["village"]]
        if action["building"] == "mill":
            state.players[player].money -= g.rules.cost_mill
            vs.mills += 1
            state.mills_stock -= 1
        else:
            state.players[player].money -= g.rules.cost_fort
            vs.fort = STRONGHOLD
            state.forts_stock -= 1
        g.emit("built", player=player, village=action["village"], building=action["building"])

    # -- fief titles (4.3, RULINGS 18)
    def check_buy_title(self, g: Match, frame: Frame[PurchaseData], player: int,
                        action: Action) -> None:
        fief, lord = action.get("fief"), action.get("lord")
        require(fief in g.board.fiefs, "4.3", "there is no fief {fief!r}", fief=fief)
        why = title_buyable(g, player, fief)
        require(why is None, "4.3", why or "")
        require(lord in g.state.lords and g.state.lords[lord].owner == player, "4.3",
                "the title goes to a lord of your family")
        require(len(fiefs_of(g.state, lord)) < g.rules.max_fief_titles, "4.3",
                "a lord holds at most two fief titles")
        city = action.get("city")
        if city is not None:
            require(city_village(g, fief) is None, "4.3", "a fief never has more than one Fortified City")
            require(city in g.board.fiefs[fief].villages and g.state.villages[city].fort == STRONGHOLD,
                    "4.3", "the Fortified City is one of the fief's Strongholds")
        if action.get("free"):
            require(crown_player(g.state) is not None, "4.3", "there is no King or Queen Regent to ask")
            require(frame.data.get("granted") or fief not in frame.data.get("asked", ()), "4.3",
                    "the crown already answered for this title this turn; pay its price")
        else:
            cost = g.rules.title_cost(len(g.board.fiefs[fief].villages))
            require(cost <= g.state.players[player].money, "4.3", 
                    "that title costs {cost} {money}", cost=cost, money=g.rules.money)

    def do_buy_title(self, g: Match, frame: Frame[PurchaseData], player: int,
                     action: Action) -> None:
        crown = crown_player(g.state)
        if action.get("free") and crown is not None and crown != player \
                and not frame.data.get("granted"):                  # free: a crown (checked)
            frame.data["request"] = action.to_dict()
            frame.data.setdefault("asked", []).append(action["fief"])
            ask_consent(g, player, [crown], action.to_dict(), "4.3")
            return
        frame.data["granted"] = False
        fief = action["fief"]
        cost = 0 if action.get("free") else g.rules.title_cost(len(g.board.fiefs[fief].villages))
        g.state.players[player].money -= cost
        city = action.get("city") or self.default_city(g, fief)
        if city is not None:
            g.state.villages[city].fort = CITY
            if g.rules.cities_apart:                # E-27: the castle tile back to the supply
                g.state.forts_stock += 1
        grant_fief(g, fief, action["lord"])
        g.emit("title_bought", player=player, fief=fief, lord=action["lord"], cost=cost, city=city)

    def default_city(self, g: Match, fief: str) -> str | None:
        villages = g.board.fiefs[fief].villages
        if any(g.state.villages[v].fort == CITY for v in villages):
            return None
        return next((v for v in villages if g.state.villages[v].fort == STRONGHOLD), None)

    def check_transfer_title(self, g: Match, frame: Frame[PurchaseData], player: int,
                             action: Action) -> None:
        fief, lord = action.get("fief"), action.get("lord")
        state = g.state
        holder = state.titles.fiefs.get(fief) if fief in g.board.fiefs else None
        require(holder is not None and state.lords[holder].owner == player, "4.3",
                "transfer only a fief title your family holds")
        require(lord in state.lords and state.lords[lord].owner == player and lord != holder, "4.3",
                "transfer the title to another lord of your family")
        assert holder is not None                                  # required above
        kept = [f for f in fiefs_of(state, holder) if f != fief]
        require(bool(kept), "4.3", "a lord with one fief title keeps it")
        rank = RANK[g.board.fiefs[fief].kind]
        require(max(RANK[g.board.fiefs[f].kind] for f in kept) >= rank, "4.3",
                "a lord must keep the title of his largest fief")
        require(len(fiefs_of(state, lord)) < g.rules.max_fief_titles, "4.3",
                "a lord holds at most two fief titles")

    def do_transfer_title(self, g: Match, frame: Frame[PurchaseData], player: int,
                          action: Action) -> None:
        grant_fief(g, action["fief"], action["lord"])

    # -- the purchasable Cardinal biretta (4.4, 1.5, A32)
    def check_buy_cardinal(self, g: Match, frame: Frame[PurchaseData], player: int,
                           action: Action) -> None:
        state = g.state
        lord = action.get("lord")
        require(state.titles.cardinals[3] is None, "4.4", "the purchasable biretta is already taken")
        require(lord in state.lords and state.lords[lord].owner is not None
                and bishopric_of(state, lord) is not None and not is_cardinal(state, lord), "4.4",
                "the biretta goes at once to a Bishop who is not a Cardinal")
        require(g.rules.cost_cardinal <= state.players[player].money, "4.4",
                "the biretta costs {cost} {money}", cost=g.rules.cost_cardinal,
                money=g.rules.money)
        require(frame.data.get("granted") or "biretta" not in frame.data.get("asked", ()), "4.4",
                "the Pope already refused the biretta this turn")

    def do_buy_cardinal(self, g: Match, frame: Frame[PurchaseData], player: int,
                        action: Action) -> None:
        state = g.state
        pope = state.titles.pope
        pope_player = state.lords[pope].owner if pope else None
        if g.rules.cardinal_needs_pope and pope_player is not None and pope_player != player \
                and not frame.data.get("granted"):
            frame.data["request"] = action.to_dict()
            frame.data.setdefault("asked", []).append("biretta")
            ask_consent(g, player, [pope_player], action.to_dict(), "1.5")
            return
        frame.data["granted"] = False
        state.players[player].money -= g.rules.cost_cardinal
        state.titles.cardinals[3] = action["lord"]
        state.titles.cardinal_order.append(action["lord"])
        g.emit("cardinal_made", lord=action["lord"], player=player, by="biretta")

    def resume(self, g: Match, frame: Frame[PurchaseData], child: Frame[Any]) -> None:
        """The King's grant or the Pope's consent came back (RULINGS 18, 1.5)."""
        answer = consent_answer(child)
        held = frame.data.get("request")
        if answer is None or held is None:
            return
        request = Action.from_dict(held)
        frame.data["request"] = None
        player = self.current(g, frame)
        if not answer["granted"] or player is None:
            return
        frame.data["granted"] = True
        try:
            self.check(g, frame, player, request)
        except IllegalAction:
            frame.data["granted"] = False
            return  # the situation changed while waiting; the buyer chooses again
        self.make(g, frame, player, request)

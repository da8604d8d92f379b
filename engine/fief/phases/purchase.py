"""Phase 4, Purchase (4.0-4.4, 6.2.4 ransoms first, RULINGS 18, 39, A38-A41).

Ransoms are settled in turn order before anyone buys. Then each family, in turn order, buys and
places troops, buildings and titles one action at a time, and ends its turn when done; the
client's undo within a turn restores the state saved at the start of the turn (no chance here).
"""
from __future__ import annotations

from typing import Any, NotRequired, TypedDict

from ...actions import Action, ActionDict, act
from ...decisions import Decision
from ...errors import IllegalAction, require
from ..captives import free_lord
from ..control import (
    controlled_villages,
    controller,
    is_besieged,
    note_arrival,
    refresh,
)
from ..match import Match, Step
from ..state import CITY, KNIGHT, MAN, STRONGHOLD, Frame, Index
from ..titles import (
    RANK,
    bishopric_of,
    city_village,
    crown_player,
    fiefs_of,
    grant_fief,
    is_cardinal,
    ransom,
)
from ..windows import after_turn
from .common import ask_consent, consent_answer

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


# --- purchases (4.1-4.4) -----------------------------------------------------------------

def besieged_here(g: Match, player: int, village: str) -> bool:
    """True when the player is the besieged side of this village (A38)."""
    return is_besieged(g.state, village) and g.state.villages[village].controller == player


def receives_troops(g: Match, player: int, village: str) -> bool:
    """4.1 / A38: a village with an uncaptured lord of the family (on a road too, besieging
    too), or a Stronghold or City the family controls; never a place where it is besieged."""
    state = g.state
    if besieged_here(g, player, village):
        return False
    if any(lord.owner == player and lord.captor is None for lord in state.lords_in(village)):
        return True
    return state.villages[village].fort is not None and controller(g, village) == player


def troop_places(g: Match, player: int) -> list[str]:
    """Every village ``receives_troops`` accepts, gathered from the family's lords and forts."""
    state = g.state
    places = {lord.village for lord in state.family(player)
              if lord.village is not None and lord.captor is None}
    places.update(v for v in controlled_villages(g, player) if state.villages[v].fort is not None)
    return sorted(v for v in places if not besieged_here(g, player, v))


def counters(g: Match, player: int, village: str) -> tuple[dict[str, int], int]:
    """The family's Knights and Men at Arms in stock, and the troops it placed in this village
    during this Purchase phase (4.1), read from the state's index."""
    index = g.state.index()
    stock = {kind: len(index.stock.get((player, kind), ())) for kind in (KNIGHT, MAN)}
    return stock, placed_here(index, player, village)


def placed_here(index: Index, player: int, village: str) -> int:
    """The troops the family placed in this village during this Purchase phase (4.1)."""
    return sum(1 for t in index.troops_at.get(village, ()) if t.owner == player and t.new)


def title_buyable(g: Match, player: int, fief: str) -> str | None:
    """Why a fief title cannot be bought now (4.3), or None when it can."""
    state = g.state
    villages = g.board.fiefs[fief].villages
    if state.titles.fiefs[fief] is not None:
        return "this fief title is already held"
    if any(controller(g, v) != player for v in villages):
        return "you must control every village of the fief"
    if not any(state.villages[v].fort for v in villages):
        return "one village of the fief must hold your Stronghold"
    return None


# The troops offered in each village by the listing, and the buildings.
LOADS = ((0, 1), (1, 0), (1, 3), (0, 4))
BUILDINGS = ("mill", "stronghold")
END_PURCHASE = act("end_purchase")


def recruit_action(g: Match, village: str, knights: int, men: int) -> Action:
    """A ``recruit``, made once and shared as ``movement.move_action`` does: the listing offers
    the same few hundred purchases over and over, and an action is an immutable value."""
    derived = g.board.derived
    key = ("recruit", village, knights, men)
    found = derived.get(key)
    if found is None:
        found = derived[key] = act("recruit", village=village, knights=knights, men=men)
    return found


def build_action(g: Match, village: str, building: str) -> Action:
    """A ``build``, made once and shared (as ``recruit_action``)."""
    derived = g.board.derived
    key = ("build", village, building)
    found = derived.get(key)
    if found is None:
        found = derived[key] = act("build", village=village, building=building)
    return found


def recruits(g: Match, player: int) -> list[Action]:
    """The ``LOADS`` that ``check_recruit`` accepts in each of ``troop_places`` (which holds
    only villages that receive troops and are not besieged), in the candidates' order."""
    state, rules = g.state, g.rules
    money = state.players[player].money
    if money < rules.cost_man:
        return []
    index = state.index()
    knights = len(index.stock.get((player, KNIGHT), ()))
    men = len(index.stock.get((player, MAN), ()))
    found = []
    for village in troop_places(g, player):
        room = rules.max_new_troops_per_village - placed_here(index, player, village)
        found += [recruit_action(g, village, k, m) for k, m in LOADS
                  if k + m <= room and k <= knights and m <= men
                  and k * rules.cost_knight + m * rules.cost_man <= money]
    return found


def buildings(g: Match, player: int) -> list[Action]:
    """The ``BUILDINGS`` that ``check_build`` accepts in each village the player controls."""
    state, rules = g.state, g.rules
    money = state.players[player].money
    if money < min(rules.cost_mill, rules.cost_fort):
        return []
    mill = state.mills_stock > 0 and rules.cost_mill <= money
    fort = state.forts_stock > 0 and rules.cost_fort <= money
    found = []
    for village in controlled_villages(g, player):
        if besieged_here(g, player, village):
            continue
        vs = state.villages[village]
        if mill and vs.mills < rules.max_mills_per_village:
            found.append(build_action(g, village, "mill"))
        if fort and vs.fort is None:
            found.append(build_action(g, village, "stronghold"))
    return found


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
        return [Decision.make(player, "purchase", None, money=g.state.players[player].money)]

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
                raise IllegalAction(self.rule, f"{action.kind} is not a purchase")

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
        require(village in g.board.villages, "4.1", f"there is no village {village!r}")
        require(isinstance(knights, int) and isinstance(men, int) and knights >= 0 and men >= 0
                and knights + men > 0, "4.1", "recruit at least one troop")
        require(not besieged_here(g, player, village), "4.1",
                "new troops may not be placed into a besieged Stronghold or City")
        require(receives_troops(g, player, village), "4.1",
                "new troops go where you have an uncaptured lord, a Stronghold or a City")
        stock, done = counters(g, player, village)
        limit = g.rules.max_new_troops_per_village
        require(done + knights + men <= limit, "4.1",
                f"at most {limit} new troops per village this phase")
        require(stock[KNIGHT] >= knights, "4.1", "no Knights left in your stock")
        require(stock[MAN] >= men, "4.1", "no Men at Arms left in your stock")
        cost = knights * g.rules.cost_knight + men * g.rules.cost_man
        require(cost <= g.state.players[player].money, "4.1", f"that costs {cost} deniers")

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
        require(village in g.board.villages, "4.2", f"there is no village {village!r}")
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
        require(cost <= g.state.players[player].money, "4.2", f"that costs {cost} deniers")

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
        require(fief in g.board.fiefs, "4.3", f"there is no fief {fief!r}")
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
            require(cost <= g.state.players[player].money, "4.3", f"that title costs {cost} deniers")

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
                f"the biretta costs {g.rules.cost_cardinal} deniers")
        require(frame.data.get("granted") or "biretta" not in frame.data.get("asked", ()), "4.4",
                "the Pope already refused the biretta this turn")

    def do_buy_cardinal(self, g: Match, frame: Frame[PurchaseData], player: int,
                        action: Action) -> None:
        state = g.state
        pope = state.titles.pope
        pope_player = state.lords[pope].owner if pope else None
        if pope_player is not None and pope_player != player and not frame.data.get("granted"):
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


"""10.1 Uprising (4 cards): any window, on a village that is taxed or starving (A23).

"Taxed": a Tax marker applies to its Fief (Tallage) or its Bishopric (Tithe, a Papal Tithe on a
governed one), whatever the priority; "starving": Famine on its Bishopric. A player may not use a
cause he initiated (the Tax he played); a Famine has no initiator.

Once played (A2, RULINGS 46), a sub-window lets any player add Uprising cards on that village and
a Secret Passage to cancel the fortification penalty; then, card by card, the Bishop of that
Bishopric and each Cardinal in turn order from the card's player may try to stop it (A26,
RULINGS 11, 12): the Bishop free, a d6 of 3-6 stops it and 1-2 kills him; a Cardinal pays 3
deniers a try, 3-6 stops it. Then one combined roll: one battle die per remaining card minus the
fortification penalty (Stronghold 1, City 2, cancelled by Secret Passage), +1 hit per die rolled
(A48). No die, no effect. Hits strike the troops of the players present in the order the card
player chooses, each owner allocating his own losses (A25); if every troop dies, every Lord there
dies, captives included, and mills and Stronghold are destroyed (not a City). With no troop there,
one die suffices to succeed without a roll (A24).
"""
from __future__ import annotations

from typing import Literal, NotRequired, TypedDict

from ...actions import Action, act
from ...decisions import Decision
from ...errors import require
from ..combat import fortification_penalty, roll, troop_loss_options
from ..control import refresh
from ..deaths import kill_lord
from ..match import (
    ASSASSINATION,
    UPRISING,
    Match,
    Play,
    Step,
    WindowContext,
    finish,
    push,
)
from ..phases.common import remove_troops as remove
from ..counters import KNIGHT, MAN
from ..state import STRONGHOLD, Frame, TroopCounts
from ..titles import is_cardinal
from ..windows import card_action, discard_card, open_window, spend_card, window_order

CARD = "uprising"


# --- who may start one, where ------------------------------------------------------------

def causes(g: Match, village: str) -> list[int | None]:
    """A23: the initiators of what makes the village rise (None: a Famine, nobody's doing)."""
    state = g.state
    info = g.board.villages[village]
    bishopric = str(info.bishopric)
    found: list[int | None] = []
    if "famine" in state.disasters[bishopric]:
        found.append(None)
    for tax in state.taxes:
        if tax.kind == "tallage" and tax.target == info.fief:
            found.append(tax.player)
        elif tax.kind == "tithe" and (tax.target == bishopric or (
                tax.target == "all" and state.titles.bishops.get(bishopric) is not None)):
            found.append(tax.player)
    return found


def may_rise(g: Match, player: int, village: str) -> bool:
    """10.1: some cause applies that the player did not initiate himself."""
    return any(cause != player for cause in causes(g, village))


def anything_rises(g: Match) -> bool:
    """Whether any village may rise at all: a Tax marker or a Famine somewhere. Uprising cards
    are asked about at every window, and most of the time neither is on the board."""
    state = g.state
    if state.taxes:
        return True
    for disasters in state.disasters.values():
        if "famine" in disasters:
            return True
    return False


class UprisingData(TypedDict):
    """An Uprising being resolved (10.1): ``stage`` goes join (its sub-window, A2), stop (the
    attempts of the Bishop and Cardinals, A26), order (whose troops are struck first, A25),
    done."""

    village: str                 # the village rising
    cards: list[int]             # the seat of each Uprising card played on it, first first
    held_cards: list[str]        # the cards still to discard when it ends
    asked: list[list[str]]       # per card, the ecclesiastics already asked to stop it
    stopped: list[int]           # the cards stopped (indices in ``cards``)
    tunnels: bool                # a Secret Passage cancelled the fortification penalty
    stage: str                   # "join", "stop", "order" or "done"
    order: list[int]             # the seats whose troops the hits strike, in order (A25)
    dice: NotRequired[int]       # the dice rolled, once the attempts are over


def current_uprising(g: Match) -> Frame[UprisingData] | None:
    """The Uprising being resolved (its sub-window sits above it), if any."""
    for frame in reversed(g.state.stack):
        if frame.kind == "uprising":
            return frame
    return None


class Uprising(Play):
    card = CARD
    rule = "10.1"

    def allowed_at(self, moment: str) -> bool:
        return moment != ASSASSINATION

    def options(self, g: Match, player: int, ctx: WindowContext) -> list[Action]:
        return [card_action(CARD, village=v) for v in self.villages(g, ctx)
                if may_rise(g, player, v)]

    def can_play(self, g: Match, player: int, ctx: WindowContext) -> bool:
        """Without looking at each village: a Famine makes every village of its bishopric
        rise for anyone; a Tax marker someone else placed makes its fief or bishopric rise
        (a Papal Tithe, every governed one)."""
        if ctx["moment"] == UPRISING:
            return any(may_rise(g, player, v) for v in self.villages(g, ctx))
        state = g.state
        if any("famine" in d for d in state.disasters.values()):
            return True
        governed = any(b is not None for b in state.titles.bishops.values())
        return any(tax.player != player and (tax.target != "all" or governed)
                   for tax in state.taxes)

    def possible(self, g: Match) -> bool:
        """No village rises with neither a Tax marker nor a Famine on the board."""
        return anything_rises(g)

    def villages(self, g: Match, ctx: WindowContext) -> list[str]:
        """Where a card may go now: the village of the Uprising being joined, else anywhere
        (none at all when nothing is taxed or starving)."""
        if ctx["moment"] == UPRISING:
            frame = current_uprising(g)
            return [frame.data["village"]] if frame is not None else []
        return list(g.board.sorted_villages) if anything_rises(g) else []

    def play(self, g: Match, player: int, action: Action, ctx: WindowContext) -> None:
        village = action["village"]
        spend_card(g, player, CARD)
        if ctx["moment"] == UPRISING:
            frame = current_uprising(g)
            assert frame is not None
            frame.data["cards"].append(player)
            frame.data["held_cards"].append(CARD)
            frame.data["asked"].append([])
            g.emit("uprising_joined", player=player, village=village,
                   cards=len(frame.data["cards"]))
            return
        g.emit("uprising_played", player=player, village=village)
        push(g, "uprising", UprisingData(village=village, cards=[player], held_cards=[CARD],
                                         asked=[[]], stopped=[], tunnels=False, stage="join",
                                         order=[]))


# --- stop attempts (A26) ------------------------------------------------------------------

def bishopric_of_village(g: Match, village: str) -> str:
    return str(g.board.villages[village].bishopric)


def stoppers(g: Match, frame: Frame[UprisingData], card: int) -> list[str]:
    """A26: the Bishop of that Bishopric, then each Cardinal in turn order from the card's
    player (a Bishop who is also a Cardinal is asked once, in his Bishop's place)."""
    state = g.state
    bishop = state.titles.bishops.get(bishopric_of_village(g, frame.data["village"]))
    order = window_order(g, frame.data["cards"][card])
    rank: dict[int | None, int] = {p: i for i, p in enumerate(order)}
    cardinals = sorted((c for c in state.titles.cardinals if c is not None and c != bishop),
                       key=lambda c: (rank.get(state.lords[c].owner, 99), c))
    return ([bishop] if bishop is not None else []) + cardinals


def roles(g: Match, frame: Frame[UprisingData], name: str) -> list[str]:
    """How this ecclesiastic may try now: free as the Bishop, paying as a Cardinal; a captive
    may not try (RULINGS 11)."""
    state = g.state
    lord = state.lords[name]
    if lord.owner is None or lord.captor is not None:
        return []
    found = []
    if state.titles.bishops.get(bishopric_of_village(g, frame.data["village"])) == name:
        found.append("bishop")
    if is_cardinal(state, name) and state.players[lord.owner].money >= g.rules.cardinal_stop_cost:
        found.append("cardinal")
    return found


def next_stopper(g: Match, frame: Frame[UprisingData]) -> tuple[int, str] | None:
    """(card, ecclesiastic) to ask next, or None when every attempt is made."""
    data = frame.data
    for card in range(len(data["cards"])):
        if card in data["stopped"]:
            continue
        for name in stoppers(g, frame, card):
            if name not in data["asked"][card] and roles(g, frame, name):
                return card, name
    return None


def attempt(g: Match, frame: Frame[UprisingData], card: int, name: str, role: str) -> None:
    """RULINGS 11, 12: a d6 of 3-6 stops the card; a failed Bishop is stoned to death."""
    state = g.state
    lord = state.lords[name]
    assert lord.owner is not None
    if role == "cardinal":
        state.players[lord.owner].money -= g.rules.cardinal_stop_cost
    die = g.rng.d6()
    needed = g.rules.bishop_stop_min if role == "bishop" else g.rules.cardinal_stop_min
    stopped = die >= needed
    g.emit("uprising_stop_attempt", lord=name, player=lord.owner, role=role, die=die,
           stopped=stopped, village=frame.data["village"], paid=role == "cardinal")
    if stopped:
        frame.data["stopped"].append(card)
        frame.data["held_cards"].remove(CARD)
        discard_card(g, CARD)
    elif role == "bishop":
        kill_lord(g, name, "stoned")


# --- the roll and its effects -------------------------------------------------------------

def remove_troops(g: Match, owner: int, village: str, counts: TroopCounts) -> None:
    """Troops killed by the mob go back to their family's stock (phases.common)."""

    remove(g, owner, village, counts, "uprising")


def troop_owners(g: Match, village: str) -> list[int]:
    return sorted({t.owner for t in g.state.troops if t.village == village})


def kill_cost(g: Match, village: str, owner: int) -> tuple[int, int, int]:
    """(knights, men, hits needed to kill them all) of one owner in the village."""
    troops = g.state.troops_in(village, owner)
    knights = sum(1 for t in troops if t.kind == KNIGHT)
    men = sum(1 for t in troops if t.kind == MAN)
    return knights, men, knights * g.rules.hits_knight + men


def wipe_out(g: Match, village: str) -> None:
    """Every troop died (or none was there, A24): every Lord dies, captives first so that none
    is freed on the way; mills and a Stronghold are destroyed, a Fortified City stands."""
    state = g.state
    lords = sorted((l for l in state.lords_in(village)), key=lambda l: (l.captor is None, l.name))
    for lord in lords:
        if lord.owner is not None and lord.village == village:
            kill_lord(g, lord.name, "uprising")
    for owner in troop_owners(g, village):
        knights, men, _ = kill_cost(g, village, owner)
        remove_troops(g, owner, village, {KNIGHT: knights, MAN: men})
    vs = state.villages[village]
    mills, stronghold = vs.mills, vs.fort == STRONGHOLD
    state.mills_stock += mills
    vs.mills = 0
    if stronghold:
        vs.fort = None
        state.forts_stock += 1
    g.emit("uprising_destroyed", village=village, mills=mills, stronghold=stronghold)
    refresh(g, village)


def strike(g: Match, frame: Frame[UprisingData], hits: int) -> None:
    """A25: hits go to the first player's troops, the surplus beyond killing them all to the
    next; an owner who cannot lose them all chooses among the allocations of 6.2.2."""
    village = frame.data["village"]
    total = sum(kill_cost(g, village, p)[2] for p in frame.data["order"])
    if hits >= total:
        wipe_out(g, village)
        return
    for owner in frame.data["order"]:
        knights, men, cost = kill_cost(g, village, owner)
        if hits >= cost:
            remove_troops(g, owner, village, {KNIGHT: knights, MAN: men})
            hits -= cost
            continue
        options = troop_loss_options(knights, men, hits, g.rules.hits_knight)
        if len(options) == 1 and options[0] != (0, 0):
            remove_troops(g, owner, village, {KNIGHT: options[0][0], MAN: options[0][1]})
        elif len(options) > 1:
            push(g, "uprising_losses", UprisingLossesData(player=owner, village=village,
                                                          hits=hits,
                                                          options=[list(o) for o in options]))
        return


class UprisingView(TypedDict):
    kind: Literal["uprising"]
    village: str
    cards: list[int]             # the seat of each card played on it
    stopped: list[int]           # the cards stopped (indices in ``cards``)
    tunnels: bool
    stage: str
    order: list[int]             # the seats struck, in order


class UprisingStep(Step[UprisingData]):
    """One Uprising being resolved: sub-window, stop attempts, target order, roll (10.1)."""

    kind = "uprising"
    rule = "10.1"

    def decisions(self, g: Match, frame: Frame[UprisingData]) -> list[Decision]:
        data = frame.data
        if data["stage"] == "stop":
            asked = next_stopper(g, frame)
            if asked is None:
                return []
            card, name = asked
            owner = g.state.lords[name].owner
            assert owner is not None                     # ``roles`` asks only lords in play
            choices = [act("stop_uprising", lord=name, role=r) for r in roles(g, frame, name)]
            choices.append(act("decline_stop", lord=name))
            return [Decision.make(owner, "stop_uprising", choices,
                                  village=data["village"], card=card, by=data["cards"][card])]
        if data["stage"] == "order" and len(self.unordered(g, frame)) > 1:
            chooser = data["cards"][0]
            choices = [act("uprising_order", player=p) for p in self.unordered(g, frame)]
            return [Decision.make(chooser, "uprising_order", choices, village=data["village"])]
        return []

    def unordered(self, g: Match, frame: Frame[UprisingData]) -> list[int]:
        order = window_order(g, frame.data["cards"][0])
        present = troop_owners(g, frame.data["village"])
        return [p for p in order if p in present and p not in frame.data["order"]]

    def apply(self, g: Match, frame: Frame[UprisingData], player: int, action: Action) -> None:
        data = frame.data
        if data["stage"] == "order":
            data["order"].append(action["player"])
            return
        card, name = next_stopper(g, frame) or (None, None)
        require(card is not None and action.get("lord") == name, self.rule,
                "answer for the ecclesiastic asked")
        assert card is not None and name is not None
        data["asked"][card].append(name)
        if action.kind == "stop_uprising":
            attempt(g, frame, card, name, action["role"])

    def proceed(self, g: Match, frame: Frame[UprisingData]) -> bool:
        data = frame.data
        if data["stage"] == "join":
            data["stage"] = "stop"
            open_window(g, UPRISING, active=data["cards"][0], village=data["village"])
            return False                                 # then the stop attempts are asked
        if data["stage"] == "stop":
            data["stage"] = "order"
            if self.start_roll(g, frame):
                return False                             # the card player may order targets
            data["stage"] = "done"
        if data["stage"] == "order":
            data["order"].extend(self.unordered(g, frame))
            data["stage"] = "done"                       # losses chosen above end it
            self.roll(g, frame)
        return True

    def start_roll(self, g: Match, frame: Frame[UprisingData]) -> bool:
        """After the stop attempts: False when the Uprising ends here (stopped, no die, or won
        without a roll against an empty village)."""
        data = frame.data
        village = data["village"]
        cards = len(data["cards"]) - len(data["stopped"])
        penalty = fortification_penalty(g, g.state.villages[village].fort, 0, data["tunnels"])
        dice = max(0, min(cards - penalty, g.rules.max_dice))
        data["dice"] = dice
        if cards == 0 or dice == 0:
            g.emit("uprising_failed", village=village, cards=cards, penalty=penalty)
            self.discard(g, frame)
            return False
        if not troop_owners(g, village):
            g.emit("uprising_result", village=village, dice=dice, faces=[], hits=0, wiped=True)
            self.discard(g, frame)
            wipe_out(g, village)
            return False
        return True

    def roll(self, g: Match, frame: Frame[UprisingData]) -> None:
        data = frame.data
        village = data["village"]
        result = roll(g, data["dice"], bonus_per_die=g.rules.uprising_bonus_per_die)
        total = sum(kill_cost(g, village, p)[2] for p in data["order"])
        g.emit("uprising_result", village=village, dice=data["dice"], faces=list(result.faces),
               hits=result.hits, wiped=result.hits >= total, order=list(data["order"]))
        self.discard(g, frame)
        strike(g, frame, result.hits)

    def discard(self, g: Match, frame: Frame[UprisingData]) -> None:
        for card in frame.data["held_cards"]:
            discard_card(g, card)
        frame.data["held_cards"] = []

    def view(self, g: Match, frame: Frame[UprisingData], seat: int | None) -> UprisingView:
        data = frame.data
        return {"kind": "uprising", "village": data["village"], "cards": list(data["cards"]),
                "stopped": list(data["stopped"]), "tunnels": data["tunnels"],
                "stage": data["stage"], "order": list(data["order"])}


class UprisingLossesData(TypedDict):
    player: int                  # the owner choosing which of his troops fall (A25)
    village: str
    hits: int                    # the hits left for his troops
    options: list[list[int]]     # the allocations he may choose: [knights, men at arms]


class UprisingLossesView(TypedDict):
    kind: Literal["uprising_losses"]
    player: int
    village: str
    hits: int


class UprisingLosses(Step[UprisingLossesData]):
    """A25 / 6.2.2: an owner hit by an Uprising chooses which of his troops fall."""

    kind = "uprising_losses"
    rule = "10.1"

    def decisions(self, g: Match, frame: Frame[UprisingLossesData]) -> list[Decision]:
        d = frame.data
        choices = [act("losses", knights=k, men=m) for k, m in d["options"]]
        return [Decision.make(d["player"], "losses", choices, village=d["village"],
                              hits=d["hits"], cause="uprising")]

    def apply(self, g: Match, frame: Frame[UprisingLossesData], player: int,
              action: Action) -> None:
        d = frame.data
        finish(g, frame)
        remove_troops(g, player, d["village"], {KNIGHT: action["knights"], MAN: action["men"]})

    def view(self, g: Match, frame: Frame[UprisingLossesData],
             seat: int | None) -> UprisingLossesView:
        return {"kind": "uprising_losses", "player": frame.data["player"],
                "village": frame.data["village"], "hits": frame.data["hits"]}

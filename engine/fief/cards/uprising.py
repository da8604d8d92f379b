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

The steps of an uprising once it has started are in cards/revolt.py.
"""
from __future__ import annotations

from typing import NotRequired, TypedDict

from ...actions import Action
from ..deaths import kill_lord
from ..match import Match, Play, push
from ..moments import ASSASSINATION, UPRISING, WindowContext
from ..state import Frame
from ..titles import is_cardinal
from ..windows import card_action, discard_card, spend_card, window_order

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

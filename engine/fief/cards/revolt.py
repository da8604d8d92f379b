"""An uprising once started (10.1, A25, A26): the roll and what it does to the village's troops,
lords and buildings, and the losses its victims choose, as steps pushed by the card
(cards/uprising.py).
"""
from __future__ import annotations

from typing import Literal, TypedDict

from ...actions import Action, act
from ...decisions import Decision
from ...errors import require
from ..combat import fortification_penalty, roll, troop_loss_options
from ..control import refresh
from ..counters import KNIGHT, MAN
from ..deaths import kill_lord
from ..match import Match, Step, finish, push
from ..moments import UPRISING
from ..phases.common import remove_troops as remove
from ..state import STRONGHOLD, Frame, TroopCounts
from ..windows import discard_card, open_window, window_order
from .uprising import UprisingData, attempt, next_stopper, roles

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
    together = frozenset(l.name for l in lords)
    for lord in lords:
        if lord.owner is not None and lord.village == village:
            kill_lord(g, lord.name, "uprising", together=together)
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
    throw = "battle_dice"        # what the roll throws (the event's ``roll``): 10.1 battle dice

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
            left = self.unordered(g, frame)
            require(action.get("player") in left, "A25",
                    "name the next family struck among those with troops here not named yet: "
                    "{families}", families=", ".join(g.state.players[p].name for p in left))
            data["order"].append(action["player"])
            return
        card, name = next_stopper(g, frame) or (None, None)
        require(card is not None and action.get("lord") == name, self.rule,
                "answer for the ecclesiastic asked ({name})", name=name)
        assert card is not None and name is not None
        if action.kind == "stop_uprising":
            able = roles(g, frame, name)
            require(action.get("role") in able, "A26",
                    "{name} may try to stop it as {roles} (1.4: the Bishop of this Bishopric, "
                    "1.5: a Cardinal)", name=name, roles=" or ".join(map(str, able)) or "nothing")
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
            g.emit("uprising_result", village=village, roll=self.throw, cards=dice, dice=dice,
                   faces=[], hits=0, bonus=0, wiped=True)
            self.discard(g, frame)
            wipe_out(g, village)
            return False
        return True

    def roll(self, g: Match, frame: Frame[UprisingData]) -> None:
        """10.1: one battle die per card counting after the malus, each +1 hit."""
        dice = frame.data["dice"]
        result = roll(g, dice, bonus_per_die=g.rules.uprising_bonus_per_die)
        self.result(g, frame, list(result.faces), result.hits)

    def result(self, g: Match, frame: Frame[UprisingData], faces: list[int], hits: int) -> None:
        """Tell the roll and strike: the event says what was thrown (``roll``: this edition's
        procedure), the cards that counted, the faces and the hits added to them, so that a
        client words and draws the edition's own roll without knowing the edition."""
        data = frame.data
        village = data["village"]
        total = sum(kill_cost(g, village, p)[2] for p in data["order"])
        g.emit("uprising_result", village=village, roll=self.throw, cards=data["dice"],
               dice=len(faces), faces=faces, hits=hits, bonus=hits - sum(faces),
               wiped=hits >= total, order=list(data["order"]))
        self.discard(g, frame)
        strike(g, frame, hits)

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

"""Interruptions shared by several phases: choosing an heir for a title, placing a lord,
and asking other players for consent (permission to pass, the King's grant, the Pope's consent).
"""
from __future__ import annotations

from typing import Any, TypedDict

from ...actions import Action, ActionDict, act
from ...decisions import Decision
from ...errors import require
from ..captives import check_captives
from ..control import refresh
from ..deaths import SpouseInheritData, swap_city_troops
from ..match import Match, Step, finish, push
from ..placement import PlaceLordData, consent_needed, placement_rule, put_lord
from ..counters import KNIGHT, MAN, TROOP_KINDS, Troop
from ..state import Frame, TroopCounts
from ..titles import (
    RANK,
    AssignFiefData,
    eligible_for_fief,
    fiefs_of,
    gone_elsewhere,
    grant_fief,
    vacate_fief,
)


class AssignFief(Step[AssignFiefData]):
    """4.3.1 / A39: the family chooses which of its lords takes a fief title.

    Eligibility is read afresh at each decision: when a lord with two titles dies, the first
    heir chosen may fill up and no longer be able to take the second (4.3, at most two).
    Its data is declared where it is pushed, ``titles.AssignFiefData``."""

    kind = "assign_fief"
    rule = "4.3.1"

    def heirs(self, g: Match, frame: Frame[AssignFiefData]) -> list[str]:
        return [lord for lord in eligible_for_fief(g, frame.data["player"])
                if lord in frame.data["lords"]]

    def decisions(self, g: Match, frame: Frame[AssignFiefData]) -> list[Decision]:
        if gone_elsewhere(g, frame.data["fief"], frame.data["player"]):
            return []
        heirs = self.heirs(g, frame)
        if len(heirs) < 2:
            return []
        d = frame.data
        choices = [act("assign_fief", fief=d["fief"], lord=lord) for lord in heirs]
        return [Decision.make(d["player"], "assign_fief", choices, fief=d["fief"])]

    def apply(self, g: Match, frame: Frame[AssignFiefData], player: int,
              action: Action) -> None:
        require(action.get("lord") in self.heirs(g, frame), self.rule,
                "choose one of your lords who holds fewer than two fief titles")
        grant_fief(g, frame.data["fief"], action["lord"])
        finish(g, frame)

    def proceed(self, g: Match, frame: Frame[AssignFiefData]) -> bool:
        """No choice left: the only heir takes it, or it goes back on the board (4.3.1); a
        title the City took elsewhere meanwhile is no longer the family's (4.3)."""
        if gone_elsewhere(g, frame.data["fief"], frame.data["player"]):
            return True
        heirs = self.heirs(g, frame)
        if heirs:
            grant_fief(g, frame.data["fief"], heirs[0])
        else:
            vacate_fief(g, frame.data["fief"], frame.data["player"])
        return True


class SpouseInherit(Step[SpouseInheritData]):
    """RULINGS 26 (FR FAQ of 4.3.1): the spouse of a family's last lord already holds two fief
    titles. He may first hand one of them to another lord of his own family, keeping the larger
    (4.3), then inherit; otherwise the title stays with the dead lord's family, back on the
    board. What the spouse holds is read afresh at each decision. Its data is declared where
    it is pushed, ``deaths.SpouseInheritData``."""

    kind = "spouse_inherit"
    rule = "4.3.1"

    def room(self, g: Match, frame: Frame[SpouseInheritData]) -> bool:
        return len(fiefs_of(g.state, frame.data["spouse"])) < g.rules.max_fief_titles

    def handovers(self, g: Match, frame: Frame[SpouseInheritData]) -> list[Action]:
        state = g.state
        spouse = frame.data["spouse"]
        owner = state.lords[spouse].owner
        if owner is None:
            return []
        held = fiefs_of(state, spouse)
        heirs = eligible_for_fief(g, owner, exclude=(spouse,))
        rank = {f: RANK[g.board.fiefs[f].kind] for f in held}
        return [act("spouse_inherit", give=f, to=heir) for f in held
                if max(rank[o] for o in held if o != f) >= rank[f] for heir in heirs]

    def decisions(self, g: Match, frame: Frame[SpouseInheritData]) -> list[Decision]:
        if self.room(g, frame) or gone_elsewhere(g, frame.data["fief"], frame.data["family"]):
            return []
        handovers = self.handovers(g, frame)
        owner = g.state.lords[frame.data["spouse"]].owner
        if not handovers or owner is None:                  # none without an owner
            return []
        return [Decision.make(owner, "spouse_inherit", handovers + [act("spouse_inherit", decline=True)],
                              fief=frame.data["fief"], spouse=frame.data["spouse"])]

    def apply(self, g: Match, frame: Frame[SpouseInheritData], player: int,
              action: Action) -> None:
        if action.get("decline"):
            vacate_fief(g, frame.data["fief"], frame.data["family"])
        else:
            grant_fief(g, action["give"], action["to"])
            self.inherit(g, frame)
        finish(g, frame)

    def proceed(self, g: Match, frame: Frame[SpouseInheritData]) -> bool:
        """Room already, or none can be made: inherit, or the title goes back on the board;
        a title the City took elsewhere meanwhile is no longer the family's (4.3)."""
        if gone_elsewhere(g, frame.data["fief"], frame.data["family"]):
            return True

        if self.room(g, frame) and g.state.lords[frame.data["spouse"]].owner is not None:
            self.inherit(g, frame)
        else:
            vacate_fief(g, frame.data["fief"], frame.data["family"])
        return True

    def inherit(self, g: Match, frame: Frame[SpouseInheritData]) -> None:
        spouse = g.state.lords[frame.data["spouse"]]
        assert spouse.owner is not None                     # asked only while he is in play
        grant_fief(g, frame.data["fief"], spouse.name)
        swap_city_troops(g, frame.data["fief"], frame.data["family"], spouse.owner)


class PlaceLord(Step[PlaceLordData]):
    """2.4.1 / 6.2.4 / 10.2.3: the owner chooses where a new or freed lord appears; another
    player's village needs that player's consent (RULINGS 23), and a refused village is struck
    off the list. Refused everywhere, the lord waits off the map (``placement.place_waiting``).
    Its data is declared where it is pushed, ``placement.PlaceLordData``."""

    kind = "place_lord"
    rule = "2.4.1"

    def decisions(self, g: Match, frame: Frame[PlaceLordData]) -> list[Decision]:
        d = frame.data
        if d.get("asking") is not None or self.gone(g, frame):
            return []
        choices = [act("place_lord", lord=d["lord"], village=v) for v in d["villages"]]
        return [Decision.make(d["player"], "place_lord", choices, lord=d["lord"],
                              reason=d["reason"], refused=list(d.get("refused", [])))]

    def apply(self, g: Match, frame: Frame[PlaceLordData], player: int,
              action: Action) -> None:
        village = action.get("village")
        require(action.get("lord") in (None, frame.data["lord"]), self.rule,
                "{lord} is the lord to place now", lord=frame.data["lord"])
        require(village in frame.data["villages"], *placement_rule(g, frame.data["reason"]))
        host = consent_needed(g, player, village) if frame.data.get("consent") else None
        if host is not None:                                     # RULINGS 23
            frame.data["asking"] = village
            ask_consent(g, player, [host], action.to_dict(), "2.4.1")
            return
        finish(g, frame)
        put_lord(g, frame.data["lord"], village)

    def resume(self, g: Match, frame: Frame[PlaceLordData], child: Frame[Any]) -> None:
        """The holder of the village answered (RULINGS 23)."""

        village = frame.data.pop("asking", None)
        answer = consent_answer(child)
        if answer is None or village is None:
            return
        data = frame.data
        if answer["granted"]:
            finish(g, frame)
            put_lord(g, data["lord"], village)
            return
        data["villages"].remove(village)
        data.setdefault("refused", []).append(village)
        g.emit("placement_refused", lord=data["lord"], player=data["player"], village=village,
               host=answer["ask"][0])
        if not data["villages"]:
            finish(g, frame)
            g.emit("lord_waiting", lord=data["lord"], player=data["player"])

    def proceed(self, g: Match, frame: Frame[PlaceLordData]) -> bool:
        # else finished by a placement or the last refusal
        return not frame.data["villages"] or self.gone(g, frame)

    @staticmethod
    def gone(g: Match, frame: Frame[PlaceLordData]) -> bool:
        """The lord is no longer his family's: freed, then dead before he was placed (a
        Plague striking the next bishopric): there is nobody to place."""
        return g.state.lords[frame.data["lord"]].owner != frame.data["player"]


class ConsentData(TypedDict):
    asker: int                   # who asks leave
    ask: list[int]               # whom he asks, in order; one refusal blocks (A36)
    request: ActionDict          # what he asks leave for (the action held meanwhile)
    rule: str                    # the rule that requires the consent (5.0, 4.3, 1.5...)
    answers: dict[str, bool]     # the answers given so far, by seat (as a string)
    granted: bool | None         # the outcome: None while asking, then True or False


class Consent(Step[ConsentData]):
    """Ask players, one after the other, to allow something (A36: one refusal blocks).

    The frame below receives the outcome in ``resume``: ``consent_answer(child)``.
    """

    kind = "consent"
    rule = "5.0"

    def waiting(self, frame: Frame[ConsentData]) -> int | None:
        for player in frame.data["ask"]:
            if str(player) not in frame.data["answers"]:
                return player
        return None

    def decisions(self, g: Match, frame: Frame[ConsentData]) -> list[Decision]:
        player = self.waiting(frame)
        if player is None or frame.data["granted"] is False:
            return []
        choices = [act("consent", allow=True), act("consent", allow=False)]
        return [Decision.make(player, "consent", choices, request=frame.data["request"],
                              asker=frame.data["asker"], rule=frame.data["rule"])]

    def asks(self, g: Match, frame: Frame[ConsentData]) -> bool:
        return self.waiting(frame) is not None and frame.data["granted"] is not False

    def apply(self, g: Match, frame: Frame[ConsentData], player: int, action: Action) -> None:
        allow = bool(action.get("allow"))
        frame.data["answers"][str(player)] = allow
        g.emit("consent_given" if allow else "consent_refused", player=player,
               asker=frame.data["asker"], request=frame.data["request"])
        if not allow:
            frame.data["granted"] = False

    def proceed(self, g: Match, frame: Frame[ConsentData]) -> bool:
        if frame.data["granted"] is None:
            frame.data["granted"] = True
        return True


def ask_consent(g: Match, asker: int, ask: list[int], request: ActionDict, rule: str) -> None:
    """Push a consent frame; the current top frame gets the answer in ``resume``."""

    push(g, "consent", ConsentData(asker=asker, ask=list(ask), request=request, rule=rule,
                                   answers={}, granted=None))


def consent_answer(child: Frame[Any]) -> ConsentData | None:
    """The data of a consent frame just finished (``granted``, ``answers``), or None when the
    frame that finished above a step is of another kind."""
    return child.data if child.kind == "consent" else None


class ChooseLossesData(TypedDict):
    player: int                  # the owner who chooses which of his counters go
    village: str                 # where they stand
    count: int                   # how many must go
    knights: int                 # how many of them are Knights and Men at Arms
    men: int
    cause: str                   # what strikes them ("plague")
    pool: list[int]              # the counters struck (places in ``state.troops``)


class ChooseLosses(Step[ChooseLossesData]):
    """The owner picks which counters go (2.3.3 Plague, 6.2.2 casualties of troops only)."""

    kind = "choose_losses"
    rule = "2.3.3"

    def decisions(self, g: Match, frame: Frame[ChooseLossesData]) -> list[Decision]:
        d = frame.data
        count, knights, men = d["count"], d["knights"], d["men"]
        choices = [act("losses", knights=k, men=count - k)
                   for k in range(0, min(count, knights) + 1) if count - k <= men]
        return [Decision.make(d["player"], "losses", choices, village=d["village"],
                              count=count, cause=d["cause"])]

    def apply(self, g: Match, frame: Frame[ChooseLossesData], player: int,
              action: Action) -> None:
        d = frame.data
        knights, men = action.get("knights"), action.get("men")
        require(isinstance(knights, int) and isinstance(men, int) and knights + men == d["count"]
                and 0 <= knights <= d["knights"] and 0 <= men <= d["men"], self.rule,
                "remove exactly {count} of these troops", count=d["count"])
        finish(g, frame)
        remove_troops(g, player, d["village"], {KNIGHT: knights, MAN: men}, d["cause"],
                      pool=d["pool"])


def remove_troops(g: Match, player: int, village: str, counts: TroopCounts, cause: str,
                  pool: list[int] | None = None) -> None:
    """Counters killed go back to the family's stock, taken from ``pool`` (indices of the
    counters struck, e.g. the group entering a plagued bishopric) or from all the family's
    counters in the village; control and captives are then rechecked."""

    state = g.state
    candidates = [state.troops[i] for i in pool] if pool is not None else state.troops
    for kind in TROOP_KINDS:
        chosen = [t for t in candidates if t.owner == player and t.village == village
                  and t.kind == kind][:counts[kind]]
        for troop in chosen:
            troop.to_stock()
    g.emit("troops_lost", player=player, village=village, cause=cause, **counts)
    refresh(g, village)
    check_captives(g, village)


def halve(g: Match, player: int, village: str, troops: list[Troop], cause: str) -> None:
    """Lose half of a group, rounded down; the owner chooses when both kinds are there."""

    count = len(troops) // 2
    if count == 0:
        return
    knights = sum(1 for t in troops if t.kind == KNIGHT)
    men = len(troops) - knights
    for troop in troops:
        troop.struck = True
    index = {id(t): i for i, t in enumerate(g.state.troops)}
    pool = [index[id(t)] for t in troops]
    if knights == 0 or men == 0:
        remove_troops(g, player, village, {KNIGHT: count if men == 0 else 0,
                                           MAN: count if knights == 0 else 0}, cause, pool)
        return
    push(g, "choose_losses", ChooseLossesData(player=player, village=village, count=count,
                                              knights=knights, men=men, cause=cause, pool=pool))

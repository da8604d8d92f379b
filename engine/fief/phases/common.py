"""Interruptions shared by several phases: choosing an heir for a title, placing a lord,
and asking other players for consent (permission to pass, the King's grant, the Pope's consent).
"""
from __future__ import annotations

from ...actions import Action, act
from ...decisions import Decision
from ...errors import require
from ..captives import check_captives
from ..control import refresh
from ..deaths import swap_city_troops
from ..match import Match, Step, finish, push
from ..placement import consent_needed, put_lord
from ..state import KNIGHT, MAN, Frame
from ..titles import RANK, eligible_for_fief, fiefs_of, grant_fief, vacate_fief


class AssignFief(Step):
    """4.3.1 / A39: the family chooses which of its lords takes a fief title.

    Eligibility is read afresh at each decision: when a lord with two titles dies, the first
    heir chosen may fill up and no longer be able to take the second (4.3, at most two)."""

    kind = "assign_fief"
    rule = "4.3.1"

    def heirs(self, g: Match, frame: Frame) -> list[str]:
        return [lord for lord in eligible_for_fief(g, frame.data["player"])
                if lord in frame.data["lords"]]

    def decisions(self, g: Match, frame: Frame) -> list[Decision]:
        heirs = self.heirs(g, frame)
        if len(heirs) < 2:
            return []
        d = frame.data
        choices = [act("assign_fief", fief=d["fief"], lord=lord) for lord in heirs]
        return [Decision.make(d["player"], "assign_fief", choices, fief=d["fief"])]

    def apply(self, g: Match, frame: Frame, player: int, action: Action) -> None:
        require(action.get("lord") in self.heirs(g, frame), self.rule,
                "choose one of your lords who holds fewer than two fief titles")
        grant_fief(g, frame.data["fief"], action["lord"])
        finish(g, frame)

    def proceed(self, g: Match, frame: Frame) -> bool:
        """No choice left: the only heir takes it, or it goes back on the board (4.3.1)."""

        heirs = self.heirs(g, frame)
        if heirs:
            grant_fief(g, frame.data["fief"], heirs[0])
        else:
            vacate_fief(g, frame.data["fief"], frame.data["player"])
        return True


class SpouseInherit(Step):
    """RULINGS 26 (FR FAQ of 4.3.1): the spouse of a family's last lord already holds two fief
    titles. He may first hand one of them to another lord of his own family, keeping the larger
    (4.3), then inherit; otherwise the title stays with the dead lord's family, back on the
    board. What the spouse holds is read afresh at each decision."""

    kind = "spouse_inherit"
    rule = "4.3.1"

    def room(self, g: Match, frame: Frame) -> bool:
        return len(fiefs_of(g.state, frame.data["spouse"])) < g.rules.max_fief_titles

    def handovers(self, g: Match, frame: Frame) -> list[Action]:
        state = g.state
        spouse = frame.data["spouse"]
        owner = state.lords[spouse].owner
        if owner is None:
            return []
        held = fiefs_of(state, spouse)
        heirs = eligible_for_fief(g, owner, exclude=spouse)
        rank = {f: RANK[g.board.fiefs[f].kind] for f in held}
        return [act("spouse_inherit", give=f, to=heir) for f in held
                if max(rank[o] for o in held if o != f) >= rank[f] for heir in heirs]

    def decisions(self, g: Match, frame: Frame) -> list[Decision]:
        if self.room(g, frame):
            return []
        handovers = self.handovers(g, frame)
        if not handovers:
            return []
        owner = g.state.lords[frame.data["spouse"]].owner
        return [Decision.make(owner, "spouse_inherit", handovers + [act("spouse_inherit", decline=True)],
                              fief=frame.data["fief"], spouse=frame.data["spouse"])]

    def apply(self, g: Match, frame: Frame, player: int, action: Action) -> None:
        if action.get("decline"):
            vacate_fief(g, frame.data["fief"], frame.data["family"])
        else:
            grant_fief(g, action["give"], action["to"])
            self.inherit(g, frame)
        finish(g, frame)

    def proceed(self, g: Match, frame: Frame) -> bool:
        """Room already, or none can be made: inherit, or the title goes back on the board."""

        if self.room(g, frame) and g.state.lords[frame.data["spouse"]].owner is not None:
            self.inherit(g, frame)
        else:
            vacate_fief(g, frame.data["fief"], frame.data["family"])
        return True

    def inherit(self, g: Match, frame: Frame) -> None:
        spouse = g.state.lords[frame.data["spouse"]]
        grant_fief(g, frame.data["fief"], spouse.name)
        swap_city_troops(g, frame.data["fief"], frame.data["family"], spouse.owner)


class PlaceLord(Step):
    """2.4.1 / 6.2.4 / 10.2.3: the owner chooses where a new or freed lord appears; another
    player's village needs that player's consent (RULINGS 23), and a refused village is struck
    off the list. Refused everywhere, the lord waits off the map (``placement.place_waiting``)."""

    kind = "place_lord"
    rule = "2.4.1"

    def decisions(self, g: Match, frame: Frame) -> list[Decision]:
        d = frame.data
        if d.get("asking") is not None:
            return []
        choices = [act("place_lord", lord=d["lord"], village=v) for v in d["villages"]]
        return [Decision.make(d["player"], "place_lord", choices, lord=d["lord"],
                              reason=d["reason"], refused=list(d.get("refused", [])))]

    def apply(self, g: Match, frame: Frame, player: int, action: Action) -> None:
        village = action.get("village")
        require(village in frame.data["villages"], self.rule,
                "a lord is placed first in a Stronghold or City you control, else with another of "
                "your lords, else in a village you control, else in an uncontrolled village or "
                "another player's with his consent")
        host = consent_needed(g, player, village) if frame.data.get("consent") else None
        if host is not None:                                     # RULINGS 23
            frame.data["asking"] = village
            ask_consent(g, player, [host], action.to_dict(), "2.4.1")
            return
        finish(g, frame)
        put_lord(g, frame.data["lord"], village)

    def resume(self, g: Match, frame: Frame, child: Frame) -> None:
        """The holder of the village answered (RULINGS 23)."""

        village = frame.data.pop("asking", None)
        if child.kind != "consent" or village is None:
            return
        data = frame.data
        if child.data["granted"]:
            finish(g, frame)
            put_lord(g, data["lord"], village)
            return
        data["villages"].remove(village)
        data.setdefault("refused", []).append(village)
        g.emit("placement_refused", lord=data["lord"], player=data["player"], village=village,
               host=child.data["ask"][0])
        if not data["villages"]:
            finish(g, frame)
            g.emit("lord_waiting", lord=data["lord"], player=data["player"])

    def proceed(self, g: Match, frame: Frame) -> bool:
        return not frame.data["villages"]     # else finished by a placement or the last refusal


class Consent(Step):
    """Ask players, one after the other, to allow something (A36: one refusal blocks).

    The frame below receives the outcome in ``resume`` through ``child.data['granted']``.
    """

    kind = "consent"
    rule = "5.0"

    def start(self, g: Match, frame: Frame) -> None:
        frame.data.setdefault("answers", {})
        frame.data["granted"] = None

    def waiting(self, frame: Frame) -> int | None:
        for player in frame.data["ask"]:
            if str(player) not in frame.data["answers"]:
                return player
        return None

    def decisions(self, g: Match, frame: Frame) -> list[Decision]:
        player = self.waiting(frame)
        if player is None or frame.data["granted"] is False:
            return []
        choices = [act("consent", allow=True), act("consent", allow=False)]
        return [Decision.make(player, "consent", choices, request=frame.data["request"],
                              asker=frame.data["asker"], rule=frame.data["rule"])]

    def asks(self, g: Match, frame: Frame) -> bool:
        return self.waiting(frame) is not None and frame.data["granted"] is not False

    def apply(self, g: Match, frame: Frame, player: int, action: Action) -> None:
        allow = bool(action.get("allow"))
        frame.data["answers"][str(player)] = allow
        g.emit("consent_given" if allow else "consent_refused", player=player,
               asker=frame.data["asker"], request=frame.data["request"])
        if not allow:
            frame.data["granted"] = False

    def proceed(self, g: Match, frame: Frame) -> bool:
        if frame.data["granted"] is None:
            frame.data["granted"] = True
        return True


def ask_consent(g: Match, asker: int, ask: list[int], request: dict, rule: str) -> None:
    """Push a consent frame; the current top frame gets the answer in ``resume``."""

    push(g, "consent", asker=asker, ask=list(ask), request=request, rule=rule)


class ChooseLosses(Step):
    """The owner picks which counters go (2.3.3 Plague, 6.2.2 casualties of troops only)."""

    kind = "choose_losses"
    rule = "2.3.3"

    def decisions(self, g: Match, frame: Frame) -> list[Decision]:
        d = frame.data
        count, knights, men = d["count"], d["knights"], d["men"]
        choices = [act("losses", knights=k, men=count - k)
                   for k in range(0, min(count, knights) + 1) if count - k <= men]
        return [Decision.make(d["player"], "losses", choices, village=d["village"],
                              count=count, cause=d["cause"])]

    def apply(self, g: Match, frame: Frame, player: int, action: Action) -> None:
        d = frame.data
        knights, men = action.get("knights"), action.get("men")
        require(isinstance(knights, int) and isinstance(men, int) and knights + men == d["count"]
                and 0 <= knights <= d["knights"] and 0 <= men <= d["men"], self.rule,
                f"remove exactly {d['count']} of these troops")
        finish(g, frame)
        remove_troops(g, player, d["village"], {KNIGHT: knights, MAN: men}, d["cause"],
                      pool=d.get("pool"))


def remove_troops(g: Match, player: int, village: str, counts: dict[str, int], cause: str,
                  pool: list[int] | None = None) -> None:
    """Counters killed go back to the family's stock, taken from ``pool`` (indices of the
    counters struck, e.g. the group entering a plagued bishopric) or from all the family's
    counters in the village; control and captives are then rechecked."""

    state = g.state
    candidates = [state.troops[i] for i in pool] if pool is not None else state.troops
    for kind, count in counts.items():
        chosen = [t for t in candidates if t.owner == player and t.village == village
                  and t.kind == kind][:count]
        for troop in chosen:
            troop.village, troop.road, troop.steps = None, None, 0
            troop.new = troop.struck = False
    g.emit("troops_lost", player=player, village=village, cause=cause, **counts)
    refresh(g, village)
    check_captives(g, village)


def halve(g: Match, player: int, village: str, troops: list, cause: str) -> None:
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
    push(g, "choose_losses", player=player, village=village, count=count,
         knights=knights, men=men, cause=cause, pool=pool)

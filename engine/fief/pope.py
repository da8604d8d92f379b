"""The Pope's powers (1.7, RULINGS 14, A7), used in reaction windows; a captive Pope keeps them.

- Excommunication, once per round, of one Lord at a time: he loses his Bishop and Cardinal
  titles as for a death (1.6: counters back, Cardinal card to the Lords discard pile), may not
  vote nor stand in elections; a King stays King (A14). The Pope's death ends it (deaths.py).
- Lifting it, at his discretion; nothing is restored.
- Annulment of a marriage at a spouse's request, ending the alliance (1.1.1); never for a royal
  couple once a Crown Prince was placed for it (RULINGS 14).
- Consent to every new Cardinal (1.5, 9.2, 4.4): ``ask_pope`` holds a play until he answers.
"""
from __future__ import annotations

from typing import Any, Literal, TypedDict

from ..actions import Action, ActionDict, act
from ..errors import IllegalAction
from .deaths import end_marriage
from .match import Match, Play, Step, push
from .moments import WindowContext
from .phases.common import ask_consent, consent_answer
from .state import CARDINAL_CARD, Frame
from .windows import apply_play


def pope_player(g: Match) -> int | None:
    pope = g.state.titles.pope
    return g.state.lords[pope].owner if pope is not None else None


def needs_consent(g: Match, player: int, ctx: WindowContext) -> bool:
    """1.5: with a Pope in play, another family needs his consent (his own family does not)."""
    pope = pope_player(g)
    return pope is not None and pope != player and not ctx.get("consented")


def ask_pope(g: Match, player: int, action: Action, ctx: WindowContext, rule: str) -> None:
    """Hold a play until the Pope answers; played if he agrees, the card stays in hand if not."""
    push(g, "pope_consent", PopeConsentData(player=player, action=action.to_dict(),
                                            ctx=ctx.copy(), rule=rule))


class PopeConsentData(TypedDict):
    player: int                  # who made the play that needs the Pope's consent (1.5)
    action: ActionDict           # the play, held until he answers
    ctx: WindowContext           # the window it was made in, to make it there if he agrees
    rule: str                    # the rule asking his consent


class PopeConsentView(TypedDict):
    kind: Literal["pope_consent"]
    player: int
    request: ActionDict


class PopeConsent(Step[PopeConsentData]):
    kind = "pope_consent"
    rule = "1.7"

    def start(self, g: Match, frame: Frame[PopeConsentData]) -> None:
        d = frame.data
        pope = pope_player(g)
        assert pope is not None                 # asked only when there is a Pope
        ask_consent(g, d["player"], [pope], d["action"], d["rule"])

    def resume(self, g: Match, frame: Frame[PopeConsentData], child: Frame[Any]) -> None:
        d = frame.data
        answer = consent_answer(child)
        if answer is None or not answer["granted"]:
            return
        ctx = d["ctx"].copy()
        ctx["consented"] = True
        try:
            apply_play(g, d["player"], Action.from_dict(d["action"]), ctx)
        except IllegalAction as exc:
            g.emit("play_lapsed", player=d["player"], reason=str(exc))

    def view(self, g: Match, frame: Frame[PopeConsentData], seat: int | None) -> PopeConsentView:
        return {"kind": "pope_consent", "player": frame.data["player"],
                "request": frame.data["action"]}


# --- excommunication -------------------------------------------------------------------------

def strip_church_titles(g: Match, name: str) -> None:
    """A7 / 1.6: Bishop staff and Cardinal biretta go back; a Cardinal card to the discard."""
    state = g.state
    t = state.titles
    for number, holder in t.bishops.items():
        if holder == name:
            t.bishops[number] = None
            g.emit("title_lost", lord=name, title=f"bishop:{number}")
    t.bishop_since.pop(name, None)
    for slot, holder in enumerate(t.cardinals):
        if holder == name:
            t.cardinals[slot] = None
            if slot < len(t.cardinals) - 1:
                state.lords_discard.append(CARDINAL_CARD)
            g.emit("title_lost", lord=name, title="cardinal")
    if name in t.cardinal_order:
        t.cardinal_order.remove(name)


def excommunication_open(g: Match) -> bool:
    """1.7: once per round, and one excommunicated Lord at a time."""
    state = g.state
    return state.titles.excommunicated is None and state.excommunicated_round != state.round


class Excommunicate(Play):
    power = "excommunicate"
    rule = "1.7"
    needs_pope = True
    standing = True              # windows.STANDING_MOMENTS

    def options(self, g: Match, player: int, ctx: WindowContext) -> list[Action]:
        t = g.state.titles
        if pope_player(g) != player or not excommunication_open(g):
            return []
        return [act("excommunicate", lord=name)
                for name in sorted(l.name for l in g.state.lords.values()
                                   if l.owner is not None and l.name != t.pope)]

    def possible(self, g: Match) -> bool:
        return g.state.titles.pope is not None and excommunication_open(g)

    def can_play(self, g: Match, player: int, ctx: WindowContext) -> bool:
        pope = g.state.titles.pope
        return pope_player(g) == player and excommunication_open(g) and any(
            l.owner is not None and l.name != pope for l in g.state.lords.values())

    def refusal(self, g: Match, player: int) -> tuple[str, str] | None:
        """1.7's own limits, said as such: the Pope's family alone excommunicates, "once per
        round", and "there can ONLY be one excommunicated Lord at a time"."""
        state = g.state
        if pope_player(g) != player:
            return ("1.7", "only the Pope's family excommunicates")
        if state.titles.excommunicated is not None:
            return ("1.7", "there can be only one excommunicated lord at a time")
        if state.excommunicated_round == state.round:
            return ("1.7", "the Pope excommunicates once per round")
        return None

    def play(self, g: Match, player: int, action: Action, ctx: WindowContext) -> None:
        state = g.state
        name = action["lord"]
        state.titles.excommunicated = name
        state.excommunicated_round = state.round
        g.emit("excommunicated", lord=name, player=state.lords[name].owner)
        strip_church_titles(g, name)


class LiftExcommunication(Play):
    power = "lift_excommunication"
    rule = "1.7"
    needs_pope = True
    standing = True              # windows.STANDING_MOMENTS

    def options(self, g: Match, player: int, ctx: WindowContext) -> list[Action]:
        lord = g.state.titles.excommunicated
        if pope_player(g) != player or lord is None:
            return []
        return [act("lift_excommunication", lord=lord)]

    def possible(self, g: Match) -> bool:
        return g.state.titles.excommunicated is not None and g.state.titles.pope is not None

    def can_play(self, g: Match, player: int, ctx: WindowContext) -> bool:
        return g.state.titles.excommunicated is not None and pope_player(g) == player

    def play(self, g: Match, player: int, action: Action, ctx: WindowContext) -> None:
        g.state.titles.excommunicated = None
        g.emit("excommunication_lifted", lord=action["lord"], reason="pope")


# --- annulment -------------------------------------------------------------------------------

def royal_couple(g: Match, name: str) -> bool:
    t = g.state.titles
    spouse = g.state.lords[name].spouse
    return t.king is not None and t.queen is not None and {name, spouse} == {t.king, t.queen}


def annullable(g: Match, name: str) -> bool:
    """RULINGS 14: any marriage, except a royal one once a Crown Prince was placed for it."""
    lord = g.state.lords[name]
    if lord.owner is None or lord.spouse is None:
        return False
    return not (royal_couple(g, name) and g.state.titles.crown_prince_born)


def annul(g: Match, name: str) -> None:
    """1.1.1: the marriage and the alliance end; an annulled Queen is Queen no more."""
    t = g.state.titles
    if royal_couple(g, name):
        g.emit("title_lost", lord=t.queen, title="queen")
        t.queen, t.regent = None, False
    end_marriage(g, name, "annulment")


class RequestAnnulment(Play):
    power = "request_annulment"
    rule = "1.7"
    needs_pope = True
    standing = True              # windows.STANDING_MOMENTS

    def options(self, g: Match, player: int, ctx: WindowContext) -> list[Action]:
        if g.state.titles.pope is None:
            return []
        return [act("request_annulment", lord=l.name) for l in g.state.family(player)
                if annullable(g, l.name)]

    def possible(self, g: Match) -> bool:
        """A Pope, and a marriage to annul: asked at every window, so a plain loop."""
        if g.state.titles.pope is None:
            return False
        for lord in g.state.lords.values():
            if lord.spouse is not None and lord.owner is not None:
                return True
        return False

    def can_play(self, g: Match, player: int, ctx: WindowContext) -> bool:
        """Checked at every window by every family: no Pope, no annulment."""
        if g.state.titles.pope is None:
            return False
        for lord in g.state.index().families.get(player, ()):
            if lord.spouse is not None and annullable(g, lord.name):
                return True
        return False

    def play(self, g: Match, player: int, action: Action, ctx: WindowContext) -> None:
        if needs_consent(g, player, ctx):
            g.emit("annulment_requested", player=player, lord=action["lord"])
            ask_pope(g, player, action, ctx, "1.7")
            return
        g.emit("marriage_annulled", player=player, lord=action["lord"],
               spouse=g.state.lords[action["lord"]].spouse)
        annul(g, action["lord"])

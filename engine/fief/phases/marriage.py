"""Phase 1, step 1: marriages (1.1, 1.1.1, 1.8.1, RULINGS 6, 7, A5).

In turn order each player may propose one marriage between an unmarried Lord and an unmarried
Lady of two different families; the other family accepts or refuses. A family has one marriage
(one Marriage marker) at a time. Bishops, Cardinals and the Pope are not marriageable, nor d'ARC,
nor captives; widows, widowers and a Queen Regent are. The King's bride becomes Queen at once; a
Queen Regent's husband does not become King. The marriage allies the two families (victory.py;
in a 3-player game it has every effect but the alliance victory, RULINGS 7) until a spouse dies
(deaths.end_marriage) or the Pope annuls it (pope.py).
"""
from __future__ import annotations

from typing import Iterator, Literal, TypedDict

from ...actions import Action, act
from ...decisions import Decision
from ...errors import reason, require
from ..match import Match, Step
from ..state import Frame
from ..counters import Lord
from ..titles import is_ecclesiastic, make_queen
from ..windows import after_turn


def marriageable(g: Match, lord: Lord, clergy: set[str | None] | None = None) -> bool:
    """A5: unmarried, free, not in holy orders (1.1, 1.2), not d'ARC (9.1). ``clergy``, the
    names ``clergy_of`` gives, spares asking ``is_ecclesiastic`` of each lord of a table."""
    if lord.owner is None or lord.spouse is not None or lord.captor is not None:
        return False
    if lord.sex == "M":
        if clergy is not None:
            return lord.name not in clergy
        return not is_ecclesiastic(g.state, lord.name)
    return g.state.titles.darc != lord.name


def clergy_of(g: Match) -> set[str | None]:
    """The Bishops, Cardinals and the Pope: every lord ``is_ecclesiastic`` is true of."""
    t = g.state.titles
    return {*t.bishops.values(), *t.cardinals, t.pope}


Singles = dict[int, tuple[list[str], list[str]] | None]


def couples(g: Match, player: int, table: Singles | None = None) -> Iterator[tuple[str, str]]:
    """(lord, lady) of every marriage the player may propose now: his Lord and another
    family's Lady, or the reverse, both families free of any marriage."""
    table = table if table is not None else singles_table(g)
    mine = table[player]
    if mine is None:
        return
    grooms, brides = mine
    for other in g.state.order():
        found = table[other]
        if other == player or found is None:
            continue
        their_grooms, their_brides = found
        for men, women in ((grooms, their_brides), (their_grooms, brides)):
            for m in men:
                for f in women:
                    yield m, f


def singles_table(g: Match) -> Singles:
    """Per family, its marriageable Lords and Ladies in name order, or None when it already
    has a marriage (1.1: one Marriage marker per family, so one marriage at a time): worked
    out once for all the proposals asked about. Asked after every turn of the step, so each
    family's lords are read once, from the index, stopping at the first spouse."""
    table: Singles = {}
    clergy = clergy_of(g)
    families = g.state.index().families
    for player in g.state.order():
        grooms: list[str] = []
        brides: list[str] = []
        married = False
        for lord in families.get(player, ()):
            if lord.spouse is not None:
                married = True
                break
            if marriageable(g, lord, clergy):
                (grooms if lord.sex == "M" else brides).append(lord.name)
        table[player] = None if married else (sorted(grooms), sorted(brides))
    return table


def proposals(g: Match, player: int, table: Singles | None = None) -> list[Action]:
    return [act("propose_marriage", lord=m, lady=f) for m, f in couples(g, player, table)]


def can_propose(g: Match, player: int, table: Singles | None = None) -> bool:
    """Whether ``proposals`` is not empty; asked of every player after each turn."""
    return next(couples(g, player, table), None) is not None


def marry(g: Match, lord: str, lady: str) -> None:
    """1.1 / 1.8.1: the spouses are bound; the King's wife becomes Queen."""
    state = g.state
    state.lords[lord].spouse, state.lords[lady].spouse = lady, lord
    g.emit("married", lord=lord, lady=lady,
           players=[state.lords[lord].owner, state.lords[lady].owner])
    if state.titles.king == lord:
        make_queen(g, lady)


class Proposal(TypedDict):
    player: int                  # who proposes the marriage (1.1)
    to: int                      # the other family, who accepts or refuses
    lord: str
    lady: str


class MarriageData(TypedDict):
    turn: int                    # the place in turn order of the next player who may propose
    proposal: Proposal | None    # the proposal awaiting an answer


class MarriageView(TypedDict):
    kind: Literal["marriage"]
    proposal: Proposal | None
    turn: int | None             # the player who may propose now


class Marriages(Step[MarriageData]):
    kind = "marriage"
    phase = 1
    rule = "1.1"

    def initial(self, g: Match) -> MarriageData:
        return {"turn": 0, "proposal": None}

    def current(self, g: Match, frame: Frame[MarriageData],
                table: Singles | None = None) -> tuple[int, int] | None:
        """(index in turn order, player) of the next player who can propose a marriage;
        ``table`` is the ``singles_table`` when the caller needs it too."""
        order = g.state.order()
        if frame.data["turn"] >= len(order):
            return None                                  # every turn is over: no table
        table = table if table is not None else singles_table(g)
        for index in range(frame.data["turn"], len(order)):
            if can_propose(g, order[index], table):
                return index, order[index]
        return None

    def decisions(self, g: Match, frame: Frame[MarriageData]) -> list[Decision]:
        proposal = frame.data["proposal"]
        if proposal is not None:
            choices = [act("answer_marriage", accept=True), act("answer_marriage", accept=False)]
            return [Decision.make(proposal["to"], "answer_marriage", choices,
                                  asker=proposal["player"], lord=proposal["lord"],
                                  lady=proposal["lady"])]
        table = singles_table(g)                         # for the turn and the proposals
        now = self.current(g, frame, table)
        if now is None:
            return []
        player = now[1]
        return [Decision.make(player, "marriage",
                              [act("pass_marriage")] + proposals(g, player, table))]

    def asks(self, g: Match, frame: Frame[MarriageData]) -> bool:
        return frame.data["proposal"] is not None or self.current(g, frame) is not None

    def check(self, g: Match, frame: Frame[MarriageData], player: int, action: Action) -> None:
        """The precise refusal of an answer not listed: a proposal's own conditions (1.1)."""
        if frame.data["proposal"] is None and action.kind == "propose_marriage":
            why = proposal_refusal(g, player, action)
            require(why is None, self.rule, why or "")
        super().check(g, frame, player, action)

    def apply(self, g: Match, frame: Frame[MarriageData], player: int, action: Action) -> None:
        proposal = frame.data["proposal"]
        if proposal is not None:
            self.answer(g, frame, proposal, bool(action.get("accept")))
            return
        if action.kind == "propose_marriage":
            lord, lady = action["lord"], action["lady"]
            owners = {g.state.lords[lord].owner, g.state.lords[lady].owner}
            to = next(p for p in owners if p is not None and p != player)
            frame.data["proposal"] = {"player": player, "to": to, "lord": lord, "lady": lady}
            g.emit("marriage_proposed", player=player, to=to, lord=lord, lady=lady)
            return
        self.end_turn(g, frame, player)

    def answer(self, g: Match, frame: Frame[MarriageData], proposal: Proposal,
               accept: bool) -> None:
        state = g.state
        lord, lady = state.lords[proposal["lord"]], state.lords[proposal["lady"]]
        require(not accept or (marriageable(g, lord) and marriageable(g, lady)), self.rule,
                "these two can no longer marry")
        frame.data["proposal"] = None
        if accept:
            marry(g, lord.name, lady.name)
        else:
            g.emit("marriage_refused", player=proposal["to"], asker=proposal["player"],
                   lord=lord.name, lady=lady.name)
        self.end_turn(g, frame, proposal["player"])

    def end_turn(self, g: Match, frame: Frame[MarriageData], player: int) -> None:
        frame.data["turn"] = g.state.order().index(player) + 1
        after_turn(g, self.kind, player)

    def proceed(self, g: Match, frame: Frame[MarriageData]) -> bool:
        return True

    def view(self, g: Match, frame: Frame[MarriageData], seat: int | None) -> MarriageView:
        now = self.current(g, frame)
        return {"kind": "marriage", "proposal": frame.data["proposal"],
                "turn": now[1] if now else None}


def proposal_refusal(g: Match, player: int, action: Action) -> str | None:
    """Why a ``propose_marriage`` is refused (1.1, A5), or None: the reasons its listing
    (``couples``) leaves unsaid, first broken first."""
    state = g.state
    lord, lady = state.lords.get(action.get("lord")), state.lords.get(action.get("lady"))
    if lord is None or lady is None or lord.owner is None or lady.owner is None:
        return "name a lord and a lady in play"
    if lord.sex != "M" or lady.sex != "F":
        return "a marriage unites a lord (lord=) and a lady (lady=)"
    if player not in (lord.owner, lady.owner) or lord.owner == lady.owner:
        return "one of them is of your family, the other of another family"
    for one in (lord, lady):
        if one.spouse is not None:
            return reason("{name} is married already", name=one.name)
        if one.captor is not None:
            return reason("{name} is a captive and cannot marry (A5)", name=one.name)
        if one.sex == "M" and is_ecclesiastic(state, one.name):
            return reason("{name} is in holy orders (Bishop, Cardinal or Pope) and cannot "
                          "marry", name=one.name)
        if one.name == state.titles.darc:
            return reason("{name} is d'ARC and cannot marry (9.1)", name=one.name)
    table = singles_table(g)
    for family in (lord.owner, lady.owner):
        if table.get(family) is None:
            return reason("{family}'s family has a marriage already (one at a time)",
                          family=state.players[family].name)
    return None

"""Phase 1, steps 2-4: elections of the Bishops, the Pope and the King (1.3-1.8, RULINGS 3, 5,
8-10, 13, 15, A10-A14).

Every election runs the same ceremony (1.3): candidates are declared in turn order, at most one
per player; a reaction window follows (RULINGS 8); then each player with votes, in turn order,
places none, one or both of his FOR and DECOY markers face down on declared candidates (A11:
the others see where, never which); all are revealed together. A FOR marker gives the candidate
all of the player's votes, a DECOY nothing, even for majorities. One public ``election_result``
event carries everything the ceremony shows: the title, the candidates, every marker revealed in
turn order with its weight, the tally and the winner or why there is none.

Order (A13): Bishoprics 1 to 5, then the Pope, then the King, with a window after each result.

Who may stand and who votes is asked of engine/fief/electorate.py.
"""
from __future__ import annotations

from itertools import product
from typing import Any, Literal, NotRequired, TypedDict

from ...actions import Action, act
from ...decisions import Decision
from ...errors import IllegalAction, require
from ..electorate import (
    can_hold,
    church_support,
    can_stand,
    candidates_of,
    eligible,
    ineligibility,
    items,
    min_votes,
    see_of,
    title_of,
    voting_lords,
    weight,
)
from ..match import Match, Step, push
from ..state import Frame
from ..titles import make_queen
from ..windows import open_window

# --- results (1.4.1, 1.7.1, 1.8, A12) ----------------------------------------------------------

def decide(g: Match, item: str, tally: dict[str, int], backers: dict[str, list[str]]
           ) -> tuple[str | None, str]:
    """(winner, reason): ``elected``, or ``no_votes``, ``tie``, ``no_majority``,
    ``too_few_votes``, ``no_churchmen``; any failure leaves the title vacant (A12)."""
    cast = sum(tally.values())
    if cast == 0:
        if g.rules.lone_bishop_elected and see_of(item) is not None and len(tally) == 1:
            return next(iter(tally)), "elected"             # simplified 004 §4.1
        return None, "no_votes"
    best = max(tally.values())
    leaders = [lord for lord, votes in tally.items() if votes == best]
    if item == "pope":
        return (leaders[0], "elected") if 2 * best > cast else (None, "no_majority")
    if len(leaders) > 1:
        return None, "tie"
    winner = leaders[0]
    if item == "king":
        if best < g.rules.king_min_votes:
            return None, "too_few_votes"
        if not church_support(g, backers[winner]):
            return None, "no_churchmen"
    return winner, "elected"


def install(g: Match, item: str, lord: str) -> None:
    """The winner takes the title."""
    state = g.state
    t = state.titles
    see = see_of(item)
    if see is not None:
        t.bishops[see] = lord
        t.bishop_since[lord] = state.round
        if t.crown_prince == lord:                     # 1.8.2: a Bishop is no Crown Prince
            t.crown_prince = None
            g.emit("title_lost", lord=lord, title="crown_prince")
    elif item == "pope":
        t.pope = lord
    else:
        crown(g, lord)


def crown(g: Match, lord: str) -> None:
    """1.8 / RULINGS 15: a new King ends a Queen Regent's Queen and Regent titles; his wife,
    if he has one, becomes Queen."""
    state = g.state
    t = state.titles
    if t.queen is not None:
        g.emit("title_lost", lord=t.queen, title="queen_regent")
        t.queen, t.regent = None, False
    t.king, t.crown_prince_born = lord, False
    spouse = state.lords[lord].spouse
    if spouse is not None:
        make_queen(g, spouse)


# --- the ceremony ------------------------------------------------------------------------------

def anyone_can_stand(g: Match, item: str) -> bool:
    return any(can_stand(g, item, p) for p in range(g.state.n))


class ElectionData(TypedDict):
    """One election (1.3): ``stage`` goes candidacy, window, vote; then the reveal ends it."""

    item: str                    # what is elected: "bishop:N", "pope" or "king" (A13)
    stage: str                   # "candidacy", "window" or "vote"
    turn: int                    # the place in turn order of the next player to declare or vote
    candidates: list[list[Any]]  # [seat, lord] of each candidate declared, in order
    weights: list[list[Any]]     # [seat, votes of one FOR marker, [his voting lords]] (1.4)
    markers: list[list[Any]]     # [seat, lord his FOR is on, lord his DECOY is on] (None: kept)
    held: bool                   # the vote was held (the Elections step then opens a window)


# A voter's markers as a seat sees them (A11): where they lie (``on``: the candidates), and to
# the voter himself only which is which (the candidate under his FOR marker and his DECOY; in
# the 2011 edition his FOR and AGAINST tokens, fief2011/ballot.py).
MarkerView = TypedDict("MarkerView", {
    "player": int, "on": list[str], "for": NotRequired[str | None],
    "decoy": NotRequired[str | None], "against": NotRequired[str | None]})


class ElectionView(TypedDict):
    kind: Literal["election"]
    item: str
    title: str                   # "bishop", "pope" or "king"
    see: str | None              # the bishopric of a Bishop's election
    stage: str
    candidates: list[list[Any]]  # [seat, lord]
    votes: list[list[int]]       # [seat, votes of his FOR marker]
    markers: list[MarkerView]
    markers_left: list[list[int]]  # [seat, markers still in front of him]
    voted: list[int]             # the seats that placed markers
    asked: int | None            # the seat to declare or vote now


class Election(Step[ElectionData]):
    """One election (1.3): candidacies, a window, secret markers, the reveal."""

    kind = "election"
    rule = "1.3"

    def asked(self, g: Match, frame: Frame[ElectionData]) -> tuple[int, int] | None:
        """(index in turn order, player) of the next player to declare or to vote."""
        data = frame.data
        order = g.state.order()
        for index in range(data["turn"], len(order)):
            player = order[index]
            if data["stage"] == "candidacy" and can_stand(g, data["item"], player):
                return index, player
            if data["stage"] == "vote" and self.votes_of(frame, player) > 0:
                return index, player
        return None

    @staticmethod
    def votes_of(frame: Frame[ElectionData], player: int) -> int:
        return next((w for p, w, _ in frame.data["weights"] if p == player), 0)

    def names(self, frame: Frame[ElectionData]) -> list[str]:
        return [lord for _, lord in frame.data["candidates"]]

    def decisions(self, g: Match, frame: Frame[ElectionData]) -> list[Decision]:
        data = frame.data
        now = self.asked(g, frame)
        if now is None or data["stage"] not in ("candidacy", "vote"):
            return []
        player = now[1]
        info = {"item": data["item"], "title": title_of(data["item"]), "see": see_of(data["item"])}
        if data["stage"] == "candidacy":
            choices = [act("declare_candidate", lord=name)
                       for name in candidates_of(g, data["item"], player)]
            return [Decision.make(player, "candidate", [act("no_candidate")] + choices, **info)]
        return [self.vote_decision(frame, player, info)]

    def vote_decision(self, frame: Frame[ElectionData], player: int,
                      info: dict[str, Any]) -> Decision:
        """The vote asked of ``player`` (1.3: a FOR marker and a DECOY, each on a candidate or
        on nobody); an edition with other markers replaces only this."""
        spots: list[str | None] = [None, *self.names(frame)]
        choices = [act("vote", **{"for": f, "decoy": d}) for f, d in product(spots, spots)]
        return Decision.make(player, "vote", choices, votes=self.votes_of(frame, player),
                             candidates=self.names(frame), **info)

    def asks(self, g: Match, frame: Frame[ElectionData]) -> bool:
        return frame.data["stage"] in ("candidacy", "vote") and self.asked(g, frame) is not None

    def apply(self, g: Match, frame: Frame[ElectionData], player: int, action: Action) -> None:
        data = frame.data
        now = self.asked(g, frame)
        require(now is not None and now[1] == player, self.rule, "it is not your turn to vote")
        assert now is not None
        if action.kind == "declare_candidate":
            data["candidates"].append([player, action["lord"]])
            g.emit("candidate_declared", player=player, lord=action["lord"], item=data["item"])
        elif action.kind == "vote":
            self.place(g, frame, player, action.get("for"), action.get("decoy"))
        data["turn"] = now[0] + 1

    def candidacy_rule(self, section: str) -> str:
        """The rule a refused candidacy cites: the section naming that election's candidates
        (1.4, 1.7, 1.8); an edition citing its own text replaces this."""
        return section

    def check(self, g: Match, frame: Frame[ElectionData], player: int, action: Action) -> None:
        """The precise refusal of a candidacy or a vote the decision does not list: the
        candidate's own condition (1.4, 1.7, 1.8), a marker off the candidates (A11)."""
        data = frame.data
        if data["stage"] == "candidacy" and action.kind == "declare_candidate":
            lord = g.state.lords.get(action.get("lord"))
            require(lord is not None and lord.owner == player, self.rule,
                    "present one of your own lords")
            assert lord is not None
            why = ineligibility(g, data["item"], lord)
            if why is not None:
                raise IllegalAction(self.candidacy_rule(why[0]), why[1])
        if data["stage"] == "vote" and action.kind == "vote":
            names = self.names(frame)
            for face in ("for", "decoy"):
                lord = action.get(face)
                require(lord is None or lord in names, "A11",
                        "a {face} marker goes on a declared candidate ({names}) or stays in "
                        "front of you; {lord} is no candidate", face=face.upper(),
                        names=", ".join(names), lord=lord)
        super().check(g, frame, player, action)

    def place(self, g: Match, frame: Frame[ElectionData], player: int, for_: str | None,
              decoy: str | None) -> None:
        """A11: where the markers lie is public, which is which is known to the voter only."""
        frame.data["markers"].append([player, for_, decoy])
        spots = sorted(x for x in (for_, decoy) if x is not None)
        g.emit("vote_placed", player=player, on=spots, item=frame.data["item"])
        g.emit("vote_cast", audience=(player,), player=player, item=frame.data["item"],
               **{"for": for_, "decoy": decoy})

    def proceed(self, g: Match, frame: Frame[ElectionData]) -> bool:
        data = frame.data
        if data["stage"] == "candidacy":
            if not data["candidates"]:
                return True
            g.emit("candidates_declared", item=data["item"], lords=self.names(frame),
                   min_votes=min_votes(g, data["item"]))
            data["stage"] = "window"
            if open_window(g, "after_candidacies", item=data["item"], lords=self.names(frame)):
                return False
        if data["stage"] == "window":
            return self.open_vote(g, frame)
        self.reveal(g, frame)
        return True

    def open_vote(self, g: Match, frame: Frame[ElectionData]) -> bool:
        """After the window: candidates who lost their eligibility drop out (RULINGS 8), the
        election is held only if still possible; each player's votes are counted now."""
        data = frame.data
        item = data["item"]
        data["candidates"] = [[p, name] for p, name in data["candidates"]
                              if eligible(g, item, g.state.lords[name])
                              and g.state.lords[name].owner == p]
        if not data["candidates"] or not can_hold(g, item):
            g.emit("election_cancelled", item=item)
            return True
        data["weights"] = [[p, weight(g, item, p), voting_lords(g, item, p)]
                           for p in g.state.order()]
        data["stage"], data["turn"], data["held"] = "vote", 0, True
        return False

    def reveal(self, g: Match, frame: Frame[ElectionData]) -> None:
        data = frame.data
        item = data["item"]
        tally = {name: 0 for name in self.names(frame)}
        backers: dict[str, list[str]] = {name: [] for name in tally}
        revealed: list[list[Any]] = []
        for player, for_, decoy in data["markers"]:
            votes = self.votes_of(frame, player)
            lords = next(l for p, _, l in data["weights"] if p == player)
            if for_ is not None:
                tally[for_] += votes
                backers[for_] += lords
                revealed.append([player, "for", for_, votes])
            if decoy is not None:
                revealed.append([player, "decoy", decoy, 0])
        self.announce(g, data, revealed, tally, backers)

    def announce(self, g: Match, data: ElectionData, revealed: list[list[Any]],
                 tally: dict[str, int], backers: dict[str, list[str]]) -> None:
        """The count, marker by marker in the log (each [seat, face, lord, votes]), then the
        result with its tally (1.4.1, 1.7.1, 1.8), and the winner installed. Every edition's
        election ends so; only the faces of the markers differ."""
        item = data["item"]
        for player, face, lord, votes in revealed:
            g.emit("ballot_revealed", player=player, item=item, marker=face, lord=lord,
                   votes=votes)
        winner, reason = decide(g, item, tally, backers)
        g.emit("election_result", item=item, title=title_of(item), see=see_of(item),
               candidates=[list(c) for c in data["candidates"]], markers=revealed,
               tally=[[name, votes] for name, votes in tally.items()], winner=winner,
               reason=reason, backers=backers[winner] if winner and item == "king" else [],
               min_votes=min_votes(g, item))
        if winner is not None:
            install(g, item, winner)

    def own_markers(self, for_: str | None, other: str | None) -> MarkerView:
        """What only the voter sees of his two markers: which one is his FOR and which his
        DECOY (A11); an edition with other faces says so (2011: AGAINST)."""
        return {"player": 0, "on": [], "for": for_, "decoy": other}

    def view(self, g: Match, frame: Frame[ElectionData], seat: int | None) -> ElectionView:
        data = frame.data
        now = self.asked(g, frame)
        markers: list[MarkerView] = []
        for player, for_, other in data["markers"]:
            entry: MarkerView = {"player": player,
                                 "on": sorted(x for x in (for_, other) if x is not None)}
            if player == seat:
                entry = {**self.own_markers(for_, other), "player": player, "on": entry["on"]}
            markers.append(entry)
        placed = {entry["player"]: len(entry["on"]) for entry in markers}
        # A11: each voter's FOR and DECOY markers still in front of him (2 until he votes).
        left = [[p, 2 - placed.get(p, 0)] for p, w, _ in data["weights"] if w > 0]
        return {"kind": "election", "item": data["item"], "title": title_of(data["item"]),
                "see": see_of(data["item"]),
                "stage": data["stage"], "candidates": [list(c) for c in data["candidates"]],
                "votes": [[p, w] for p, w, _ in data["weights"]], "markers": markers,
                "markers_left": left, "voted": sorted(placed), "asked": now[1] if now else None}


class ElectionsData(TypedDict):
    index: int                   # the election of the phase at hand (``items``)
    ran: bool                    # it is being held (its frame was pushed)
    held: bool                   # its vote was held: a window follows its result


class ElectionsView(TypedDict):
    kind: Literal["elections"]
    next: str | None             # the election at hand


class Elections(Step[ElectionsData]):
    """A13: Bishoprics 1 to 5, then the Pope, then the King; a window after each result."""

    kind = "elections"
    phase = 1
    rule = "1.3"

    def initial(self, g: Match) -> ElectionsData:
        return {"index": 0, "ran": False, "held": False}

    def resume(self, g: Match, frame: Frame[ElectionsData], child: Frame[Any]) -> None:
        if child.kind == "election":
            election: ElectionData = child.data
            frame.data["held"] = election["held"]

    def proceed(self, g: Match, frame: Frame[ElectionsData]) -> bool:
        data = frame.data
        queue = items(g)
        while data["index"] < len(queue):
            item = queue[data["index"]]
            if data["ran"]:
                data["ran"] = False
                data["index"] += 1
                if data["held"] and open_window(g, "after_election", item=item):
                    return False
                continue
            if can_hold(g, item) and anyone_can_stand(g, item):
                data["ran"], data["held"] = True, False
                push(g, "election", ElectionData(item=item, stage="candidacy", turn=0,
                                                 candidates=[], weights=[], markers=[],
                                                 held=False))
                return False
            data["index"] += 1
        return True

    def view(self, g: Match, frame: Frame[ElectionsData], seat: int | None) -> ElectionsView:
        queue = items(g)
        index = frame.data["index"]
        return {"kind": "elections", "next": queue[index] if index < len(queue) else None}

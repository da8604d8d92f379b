"""2011 elections (003 "Élections et votes", E-4): each player holds two vote tokens, one FOR
(white back) and one AGAINST (black back), and lays none, one or both face down on declared
candidates; they are turned over together and counted.

The ceremony is 1429's (candidacies in turn order, a window, the vote, the reveal:
phases/elections.py), and so are who may stand and who votes with what weight (electorate.py:
003 gives the same weights, village 1, cathedral town 2, sitting Bishop 2, Cardinal and Pope
3; a titled lord 1 for the King; a Cardinal 1 for the Pope). What differs is the second token:
an AGAINST token subtracts its voter's weight from the candidate it lies on, and a total below
0 counts as 0 (E-4). The two tokens of one voter never lie on the same candidate.
"""
from __future__ import annotations

from typing import Any

from ...actions import Action, act
from ...decisions import Decision
from ..match import Match
from ..phases.elections import Election, ElectionData, MarkerView
from ..state import Frame

FOR, AGAINST = "for", "against"

def ballot_choices(names: list[str]) -> list[Action]:
    """Every way to lay the two tokens (E-4): each on a candidate or kept, never both on the
    same candidate; keeping both first."""
    spots: list[str | None] = [None, *names]
    return [act("ballot", **{FOR: f, AGAINST: a}) for f in spots for a in spots
            if f is None or f != a]


class Ballot(Election):
    """One 2011 election: candidacies, a window, FOR and AGAINST tokens face down, the reveal
    (003 "Comment se déroule une élection ?", E-4)."""

    rule = "003 Élections"

    def candidacy_rule(self, section: str) -> str:
        """003 Élections and its sections on each title say who stands: cited as a whole."""
        return self.rule

    def vote_decision(self, frame: Frame[ElectionData], player: int,
                      info: dict[str, Any]) -> Decision:
        """The FOR and AGAINST tokens, each on a candidate or on nobody (E-4)."""
        return Decision.make(player, "ballot", ballot_choices(self.names(frame)),
                             votes=self.votes_of(frame, player),
                             candidates=self.names(frame), **info)

    def apply(self, g: Match, frame: Frame[ElectionData], player: int, action: Action) -> None:
        """A ballot listed in the decision (``ballot_choices``: the referee refuses any other,
        citing 003 Élections); candidacies are 1429's."""
        if action.kind != "ballot":
            super().apply(g, frame, player, action)
            return
        now = self.asked(g, frame)
        assert now is not None and now[1] == player     # the decision asked him (Game.answering)
        self.lay(g, frame, player, action.get(FOR), action.get(AGAINST))
        frame.data["turn"] = now[0] + 1

    def lay(self, g: Match, frame: Frame[ElectionData], player: int, for_: str | None,
            against: str | None) -> None:
        """Where the tokens lie is public, which is which is known to the voter only."""
        frame.data["markers"].append([player, for_, against])
        spots = sorted(x for x in (for_, against) if x is not None)
        g.emit("vote_placed", player=player, on=spots, item=frame.data["item"])
        g.emit("ballot_cast", audience=(player,), player=player, item=frame.data["item"],
               **{FOR: for_, AGAINST: against})

    def reveal(self, g: Match, frame: Frame[ElectionData]) -> None:
        """Every token turned over: FOR adds its voter's weight, AGAINST subtracts it; a total
        below 0 is 0 (E-4). The winner is decided as in 1429 from these totals (a tie
        postpones, 003 "L'élection"; the King needs 3 votes and the Church's, from the lords
        whose FOR token he got)."""
        data = frame.data
        item = data["item"]
        scores = {name: 0 for name in self.names(frame)}
        backers: dict[str, list[str]] = {name: [] for name in scores}
        revealed: list[list[Any]] = []
        for player, for_, against in data["markers"]:
            votes = self.votes_of(frame, player)
            lords = next(l for p, _, l in data["weights"] if p == player)
            if for_ is not None:
                scores[for_] += votes
                backers[for_] += lords
                revealed.append([player, FOR, for_, votes])
            if against is not None:
                scores[against] -= votes
                revealed.append([player, AGAINST, against, -votes])
        tally = {name: max(0, score) for name, score in scores.items()}
        self.announce(g, data, revealed, tally, backers)

    def own_markers(self, for_: str | None, other: str | None) -> MarkerView:
        """The voter's own tokens, named FOR and AGAINST (E-4)."""
        return {"player": 0, "on": [], "for": for_, "against": other}

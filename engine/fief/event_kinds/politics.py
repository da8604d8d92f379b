"""Events of politics: marriages (1.1), elections (1.3-1.8), titles, the Pope's powers and
the crown."""

from typing import Any, Literal, NotRequired, TypedDict

from .common import EventBase


class AnnulmentRequestedEvent(EventBase):
    """Log: {player} asks the Pope to annul the marriage of {lord}."""

    kind: Literal["annulment_requested"]
    lord: str                             # the lord
    player: int                           # the seat of the family concerned


class BallotRevealedEvent(EventBase):
    """Log: {player} turns over a {marker} marker on {lord}: {votes} votes. One per marker, in
    the order they were placed, when the election's markers are revealed (1.3, A11)."""

    kind: Literal["ballot_revealed"]
    item: str                             # what is elected: "bishop:N", "pope" or "king"
    lord: str                             # the candidate the marker lay on
    # its face: a FOR gives the votes, a DECOY none (1429); an AGAINST takes them (2011, E-4)
    marker: Literal["for", "decoy", "against"]
    player: int                           # the voter
    votes: int                            # the votes it gives the candidate (0 for a DECOY,
                                          # negative for an AGAINST)


class CandidateDeclaredEvent(EventBase):
    """Log: {player} presents {lord} for {item}."""

    kind: Literal["candidate_declared"]
    item: str                             # what is elected: "bishop:N", "pope" or "king"
    lord: str                             # the lord
    player: int                           # the seat of the family concerned


class CandidatesDeclaredEvent(EventBase):
    """Log: Candidates for {item}: {lords}."""

    kind: Literal["candidates_declared"]
    item: str                             # what is elected: "bishop:N", "pope" or "king"
    lords: list[str]                      # the lords
    min_votes: int                        # the fewest votes that elect (1.8); 0: no minimum


class CardinalMadeEvent(EventBase):
    """Log: {lord} is made Cardinal."""

    kind: Literal["cardinal_made"]
    by: str                               # who did it
    lord: str                             # the lord
    player: int                           # the seat of the family concerned


class CardinalProposedEvent(EventBase):
    """Log: {player} asks the Pope's consent to make {lord} Cardinal."""

    kind: Literal["cardinal_proposed"]
    lord: str                             # the lord
    player: int                           # the seat of the family concerned


class CrownPassedEvent(EventBase):
    """Log: {lord} takes the crown ({title})."""

    kind: Literal["crown_passed"]
    lord: str                             # the lord
    title: Literal["king", "regent"]      # the title


class CrownPrinceBornEvent(EventBase):
    """Log: {lord} is the Crown Prince."""

    kind: Literal["crown_prince_born"]
    lord: str                             # the lord
    player: int                           # the seat of the family concerned
    queen: str                            # the Queen


class ElectionCancelledEvent(EventBase):
    """Log: The election of {item} is not held."""

    kind: Literal["election_cancelled"]
    item: str                             # what is elected: "bishop:N", "pope" or "king"


class ElectionResultEvent(EventBase):
    """Log: Election of {item}: {winner} ({reason}); votes: {tally}."""

    kind: Literal["election_result"]
    # the lords who voted for the winner (the King's election is public)
    backers: list[str]
    candidates: list[list[Any]]           # [seat, lord] for each candidate
    item: str                             # what is elected: "bishop:N", "pope" or "king"
    # [seat, face, lord, votes] for each marker turned over: face "for" or "decoy" (1429),
    # "for" or "against" (2011, E-4: its votes negative)
    markers: list[list[Any]]
    min_votes: int                        # the fewest votes that elect (1.8); 0: no minimum
    # why, in words (an English message id)
    reason: Literal["elected", "no_churchmen", "no_majority", "no_votes", "tie",
                    "too_few_votes"]
    see: str | None                       # the bishopric, for a Bishop
    tally: list[list[Any]]                # [lord, votes] for each candidate
    title: Literal["bishop", "pope", "king"]  # the title
    winner: str | None                    # the lord elected, if any


class ExcommunicatedEvent(EventBase):
    """Log: The Pope excommunicates {lord}."""

    kind: Literal["excommunicated"]
    lord: str                             # the lord
    player: int                           # the seat of the family concerned


class ExcommunicationLiftedEvent(EventBase):
    """Log: The excommunication of {lord} ends."""

    kind: Literal["excommunication_lifted"]
    lord: str                             # the lord
    reason: Literal["pope", "pope_died"]  # why, in words (an English message id)


class LordRevivedEvent(EventBase):
    """Log: The Teeth of St Géronce bring {lord} back to life."""

    kind: Literal["lord_revived"]
    by: int                               # who did it
    lord: str                             # the lord
    player: int                           # the seat of the family concerned


class MarriageAnnulledEvent(EventBase):
    """Log: The marriage of {lord} and {spouse} is annulled."""

    kind: Literal["marriage_annulled"]
    lord: str                             # the lord
    player: int                           # the seat of the family concerned
    spouse: str                           # the spouse


class MarriageEndedEvent(EventBase):
    """Log: The marriage of {lords} ends."""

    kind: Literal["marriage_ended"]
    cause: Literal["annulment", "death"]  # why (battle, plague, assassination...)
    lords: list[str]                      # the lords


class MarriageProposedEvent(EventBase):
    """Log: {player} proposes to {to} the marriage of {lord} and {lady}."""

    kind: Literal["marriage_proposed"]
    lady: str                             # the lady
    lord: str                             # the lord
    player: int                           # the seat of the family concerned
    to: int                               # the seat receiving or asked


class MarriageRefusedEvent(EventBase):
    """Log: {player} refuses the marriage of {lord} and {lady}."""

    kind: Literal["marriage_refused"]
    asker: int                            # the seat that asked
    lady: str                             # the lady
    lord: str                             # the lord
    player: int                           # the seat of the family concerned


class MarriedEvent(EventBase):
    """Log: {lord} marries {lady}: the families of {players} are allied."""

    kind: Literal["married"]
    lady: str                             # the lady
    lord: str                             # the lord
    players: list[int]                    # the seats


class QueenCrownedEvent(EventBase):
    """Log: {lord} is Queen."""

    kind: Literal["queen_crowned"]
    lord: str                             # the lord
    player: int                           # the seat of the family concerned


class TitleLostEvent(EventBase):
    """Log: {lord} loses the title {title}."""

    kind: Literal["title_lost"]
    lord: str                             # the lord
    title: str                            # the title


VoteCastEvent = TypedDict("VoteCastEvent", {  # ``for`` is a keyword: declared as a call
    "kind": Literal["vote_cast"],
    "decoy": str | None,
    "for": str | None,
    "item": str,
    "player": int,
    "chance": NotRequired[bool],
    "audience": NotRequired[list[int]],
})
"""Log: You vote for {for}, decoy on {decoy}: the lords the two markers went on. Sent only to
the voter."""


class VotePlacedEvent(EventBase):
    """Log: {player} places vote markers on {on}."""

    kind: Literal["vote_placed"]
    item: str                             # what is elected: "bishop:N", "pope" or "king"
    on: list[str]                         # the lords marked
    player: int                           # the seat of the family concerned

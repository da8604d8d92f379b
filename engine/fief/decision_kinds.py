"""The decisions Fief asks for, kind by kind: what each one's ``info`` tells the seat asked.

A decision reaches a client, a bot or the LAN as ``Decision.to_dict()``: a ``DecisionDict``
(engine/decisions.py) whose ``kind`` says which of the forms below it is, so that
``FiefDecision`` narrows on ``decision["kind"] == "vote"``. A mapping in an info arrives as a
mapping (engine/values.py ``FrozenMap`` thaws back to a dict). tests/test_typed_boundaries.py
checks every decision of random games against these forms.
"""
from __future__ import annotations

from typing import Literal, NotRequired, TypedDict, Union

from ..actions import ActionDict
from ..decisions import DecisionDict
from .moments import WindowContext


class NoInfo(TypedDict):
    """Nothing more than the kind: the choices (or the view) say the rest."""


class LeavingCost(TypedDict):
    """What a family would lose if every counter of it left a village (foresight.py)."""
    control: int | None      # who would control the village then (None: nobody)
    income: int              # deniers of income a round lost (0: none)
    fiefs: list[str]         # fief titles its lords would lose
    lords: list[str]         # the family's free lords there: the cost comes when all of them,
    knights: int             # these knights and these men at arms leave together
    men: int


class MovementInfo(TypedDict):
    """The moving family's villages whose leaving would cost it control, income or a fief
    title (issue 36: said on the destination before the click); in the seat's view only."""
    leaving: NotRequired[dict[str, LeavingCost]]


# --- the round's steps ---------------------------------------------------------------------

class CardsInfo(TypedDict):
    """2.1: discard, play an Opportunity card instead, draw, or end the turn."""

    stage: str                   # "discard" until the first draw, then "draw"
    draws: int                   # cards drawn this turn (2 at most)


class Prices(TypedDict):
    """What each purchase costs in this edition, as the Purchase decision tells the buyer (the
    client shows these numbers and computes none)."""

    knight: int                  # 4.1
    man: int
    new_troops_per_village: int  # at most this many new troops in a village this phase (4.1)
    mill: int                    # 4.2
    stronghold: int
    cardinal: int                # 4.4: the biretta
    engine: int                  # a Siege Engine from the common supply (2011, E-3); 0: none sold
    titles: dict[str, int]       # 4.3: each fief title's price (by its villages)
    gem: NotRequired[int]        # simplified S-3: a gem's price, and what one sells for


class TitleNeed(TypedDict):
    """4.3: what a family lacks for a fief title nobody holds, in whose fief it controls a
    village (the client says it when no title can be bought)."""

    fief: str
    villages: list[str]          # the fief's villages the family does not control
    stronghold: bool             # no village of the fief holds a Stronghold yet
    cost: int                    # the title's price


class PurchaseInfo(TypedDict):
    """4.0: one purchase at a time, checked by the referee (nothing listed)."""

    money: int                   # the deniers the family has
    prices: Prices               # what each purchase costs in this edition
    titles: NotRequired[list[TitleNeed]]   # what each title within reach still lacks


class RansomInfo(TypedDict):
    """6.2.4: offer a lower ransom, or pay every full ransom the family can afford."""

    captives: list[str]          # the family's lords held captive, most valuable first


class AnswerRansomInfo(TypedDict):
    """6.2.4 / RULINGS 39: the captor accepts or refuses a lower ransom."""

    lords: list[str]             # the captives it frees
    amount: int
    payer: int                   # the captives' family
    captor: int


class AnswerMarriageInfo(TypedDict):
    """1.1: the other family accepts or refuses a proposal."""

    asker: int                   # who proposes
    lord: str
    lady: str


class CandidateInfo(TypedDict):
    """1.3: declare a candidate of the family, or none."""

    item: str                    # the election: "bishop:N", "pope" or "king" (A13)
    title: str                   # "bishop", "pope" or "king"
    see: str | None              # the bishopric of a Bishop's election


class VoteInfo(CandidateInfo):
    """1.3 / A11: place the FOR and DECOY markers (either may stay in front of the voter)."""

    votes: int                   # what the voter's FOR marker weighs (1.4, 1.7, 1.8)
    candidates: list[str]        # the candidates declared


class BallotInfo(CandidateInfo):
    """2011 (003 "Élections et votes", E-4): lay the FOR and AGAINST tokens face down on
    candidates (either may stay in front of the voter, never both on one candidate)."""

    votes: int                   # what each of the voter's tokens weighs, added or taken away
    candidates: list[str]        # the candidates declared


class DeclareBattleInfo(TypedDict):
    """6.0: declare a battle (checked by the referee) or end the declarations."""

    fought: list[str]            # the villages already fought over this phase (A8)


class SiegesInfo(TypedDict):
    """6.4 / A9: continue or lift each siege held, declare new ones, then end the turn."""

    besieging: list[str]         # the places the player besieges


# --- interruptions -------------------------------------------------------------------------

class WindowInfo(TypedDict):
    """A1: play a card or a power at this moment, or pass."""

    moment: str                  # the moment (windows.py)
    context: WindowContext       # the moment's public context


class JoinBattleInfo(TypedDict):
    """A46: join the attack, the defence, or stay out."""

    village: str
    attacker: int
    defender: int


class CasualtiesInfo(TypedDict):
    """6.2.2 / A4: the principal allocates his side's losses (hidden until both are in)."""

    side: str                    # "attack" or "defence"
    village: str
    hits: int                    # the hits his side must absorb
    suggested: str               # a valid allocation, as an action's text form


class CaptureInfo(TypedDict):
    """6.2.3: the winning principal takes a lord captive (for one of his side) or not."""

    lord: str
    village: str


class BattleInfo(TypedDict):
    """A battle's question with nothing more to tell: a stance (A46) or a truce's answer."""

    village: str


class CoalitionStanceInfo(TypedDict):
    """004 §8 (simplified): before a round, a coalition's family stays or leaves."""

    village: str


class CoalitionAccordInfo(TypedDict):
    """S-15 (simplified): a coalition's family accepts its principal's proposal (the side's
    losses, and for the attack the place taken given to him) or refuses it (the text's
    fallback: losses drawn by die, the place left without owner)."""

    village: str
    side: str                    # "attack" or "defence"
    principal: int               # who proposes
    killed: list[str]            # the proposal: the side's lords to die (S-9)
    captured: list[str]          # its lords to be taken
    taken: list[str]             # the place it loses (the defence)
    place_to: int | None         # the attack: the place taken given to its principal


class PairedBattleChoiceInfo(TypedDict):
    """004 §8 (simplified): the attack goes on or stops; the defence counter-attacks or not."""

    village: str
    side: str                    # "attack" or "defence"
    round: int                   # the rounds rolled so far
    dice_left: dict[str, int]    # the dice each side would roll next ("attack", "defence")


class BattleChoiceInfo(TypedDict):
    """6.3: continue, surrender, offer a truce, or break off (the attacker of a fort)."""

    village: str
    side: str                    # "attack" or "defence"
    attacker_choice: str | None  # what the attacker chose, when the defender is asked


class LossesInfo(TypedDict):
    """2.3.3 Plague or A25 Uprising: the owner chooses which of his counters fall."""

    village: str
    cause: str                   # "plague" or "uprising"
    count: NotRequired[int]      # Plague: how many counters go
    hits: NotRequired[int]       # Uprising: the hits his troops take


class ConsentInfo(TypedDict):
    """5.0, 4.3, 1.5, RULINGS 23, A54: allow what another player asks, or refuse."""

    request: ActionDict          # the action asked about (its kind and parameters)
    asker: int
    rule: str                    # the rule that requires the consent


class AssignFiefInfo(TypedDict):
    """4.3.1 / A39: which of the family's lords takes a fief title."""

    fief: str


class SpouseInheritInfo(TypedDict):
    """RULINGS 26: the spouse hands one of his titles on to make room, or declines."""

    fief: str                    # the title he would inherit
    spouse: str


class PlaceLordInfo(TypedDict):
    """2.4.1: where a new, freed or waiting lord appears."""

    lord: str
    reason: str                  # "new", "freed", "waiting" or (2011, E-18) "escape"
    refused: list[str]           # the villages whose holders refused him (RULINGS 23)


class LordInfo(TypedDict):
    """A question about one lord: the Crown Prince (1.8.2), an assassination's defence (10.3)."""

    lord: str


class GeronceInfo(TypedDict):
    """11.1.1 / A56: the holder of the Teeth of St Geronce revives the lord or lets him die."""

    lord: str
    cause: str                   # what he dies of


class StopUprisingInfo(TypedDict):
    """A26: the ecclesiastic asked tries to stop an Uprising card, or declines."""

    village: str
    card: int                    # which card of the Uprising (in the order played)
    by: int                      # the seat that played it


class VillageInfo(TypedDict):
    """A question about a village: the order of the Uprising's targets (A25), a victorious
    Cavalcade moving on (5.2)."""

    village: str


class LetPassInfo(TypedDict):
    """5.2: a blocker lets the Cavalcade pass or stands against it."""

    asker: int                   # the cavalcader
    village: str
    lords: list[str]             # his lords


class AnswerExchangeInfo(TypedDict):
    """8.0 / A43: accept or refuse a card exchange."""

    asker: int
    give: list[str]              # the cards he gives you
    take: list[str]              # the cards he asks of you


class AnswerOfferInfo(AnswerExchangeInfo):
    """8.0: accept or refuse a deal made in a private talk."""

    pay: int                     # the deniers he gives you
    ask: int                     # the deniers he asks of you


class TalkInfo(TypedDict):
    """8.0: make offers in a private talk, or leave it."""

    members: list[int]           # its opener first
    ends: bool                   # whether this member leaving ends the talk (2011: the opener)


FiefDecision = Union[
    DecisionDict[Literal["start_village"], NoInfo],
    DecisionDict[Literal["marriage"], NoInfo],
    DecisionDict[Literal["answer_marriage"], AnswerMarriageInfo],
    DecisionDict[Literal["candidate"], CandidateInfo],
    DecisionDict[Literal["vote"], VoteInfo],
    DecisionDict[Literal["ballot"], BallotInfo],
    DecisionDict[Literal["cards"], CardsInfo],
    DecisionDict[Literal["play_cards"], NoInfo],
    DecisionDict[Literal["ransom"], RansomInfo],
    DecisionDict[Literal["answer_ransom"], AnswerRansomInfo],
    DecisionDict[Literal["purchase"], PurchaseInfo],
    DecisionDict[Literal["movement"], MovementInfo],
    DecisionDict[Literal["declare_battle"], DeclareBattleInfo],
    DecisionDict[Literal["sieges"], SiegesInfo],
    DecisionDict[Literal["pillage"], NoInfo],
    DecisionDict[Literal["window"], WindowInfo],
    DecisionDict[Literal["join_battle"], JoinBattleInfo],
    DecisionDict[Literal["casualties"], CasualtiesInfo],
    DecisionDict[Literal["capture"], CaptureInfo],
    DecisionDict[Literal["battle_stance"], BattleInfo],
    DecisionDict[Literal["battle_choice"], BattleChoiceInfo],
    DecisionDict[Literal["coalition_stance"], CoalitionStanceInfo],
    DecisionDict[Literal["coalition_accord"], CoalitionAccordInfo],
    DecisionDict[Literal["paired_battle_choice"], PairedBattleChoiceInfo],
    DecisionDict[Literal["answer_truce"], BattleInfo],
    DecisionDict[Literal["losses"], LossesInfo],
    DecisionDict[Literal["consent"], ConsentInfo],
    DecisionDict[Literal["assign_fief"], AssignFiefInfo],
    DecisionDict[Literal["spouse_inherit"], SpouseInheritInfo],
    DecisionDict[Literal["place_lord"], PlaceLordInfo],
    DecisionDict[Literal["crown_prince"], LordInfo],
    DecisionDict[Literal["assassination_defence"], LordInfo],
    DecisionDict[Literal["geronce"], GeronceInfo],
    DecisionDict[Literal["relic_power"], NoInfo],
    DecisionDict[Literal["stop_uprising"], StopUprisingInfo],
    DecisionDict[Literal["uprising_order"], VillageInfo],
    DecisionDict[Literal["let_pass"], LetPassInfo],
    DecisionDict[Literal["cavalcade_on"], VillageInfo],
    DecisionDict[Literal["answer_exchange"], AnswerExchangeInfo],
    DecisionDict[Literal["answer_offer"], AnswerOfferInfo],
    DecisionDict[Literal["talk"], TalkInfo],
]

"""Events of the table: rounds, setup, income, purchases, movement, control, captives,
ransoms, lords placed, gifts and diplomacy."""

from typing import Literal, NotRequired, TypedDict

from ...actions import ActionDict
from .common import Building, EventBase


class BuiltEvent(EventBase):
    """Log: {player} builds a {building} in {village}."""

    kind: Literal["built"]
    building: Building                    # "mill" or "stronghold"
    player: int                           # the seat of the family concerned
    village: str                          # the village


class CaptiveHandedEvent(EventBase):
    """Log: {previous} hands the captive {lord} to {captor}."""

    kind: Literal["captive_handed"]
    captor: int                           # the seat holding the captive(s)
    lord: str                             # the lord
    player: int                           # the seat of the family concerned
    previous: int                         # the seat before, if any
    village: str                          # the village


class ConsentGivenEvent(EventBase):
    """Log: {player} agrees."""

    kind: Literal["consent_given"]
    asker: int                            # the seat that asked
    player: int                           # the seat of the family concerned
    request: ActionDict                   # the action asked about


class ConsentRefusedEvent(EventBase):
    """Log: {player} refuses."""

    kind: Literal["consent_refused"]
    asker: int                            # the seat that asked
    player: int                           # the seat of the family concerned
    request: ActionDict                   # the action asked about


class ControlChangedEvent(EventBase):
    """Log: {village} is now controlled by {player}."""

    kind: Literal["control_changed"]
    player: int | None                    # the seat of the family concerned
    previous: int | None                  # the seat before, if any
    village: str                          # the village


class FiefTitleGrantedEvent(EventBase):
    """Log: {lord} receives the title of the {fief}."""

    kind: Literal["fief_title_granted"]
    fief: str                             # the fief title
    lord: str                             # the lord
    player: int                           # the seat of the family concerned


class FiefTitleLostEvent(EventBase):
    """Log: {lord} loses the title of the {fief}."""

    kind: Literal["fief_title_lost"]
    fief: str                             # the fief title
    lord: str                             # the lord
    player: int                           # the seat of the family concerned


class FiefTitleVacantEvent(EventBase):
    """Log: The title of the {fief} returns to the board."""

    kind: Literal["fief_title_vacant"]
    fief: str                             # the fief title
    reserved_for: int                     # the family the title is kept for (4.3.1)


class WinningSide(TypedDict):
    """A family or an alliance that wins, and why (told by game_won and the final view, so a
    client explains the victory without knowing the rules)."""

    players: list[int]           # the seats: one family (7.1) or two allied by marriage (7.2)
    alliance: bool
    vp: int                      # their victory points, together for an alliance
    needed: int                  # what their condition asks (solo_vp or alliance_vp)
    rule: str                    # "7.1" or "7.2"; several sides share the win (RULINGS 45)


class FamilyFigures(TypedDict):
    """A family's figures as a round ends (7.0), told by the event that ends the round
    (round_ended, game_won, game_ended_at_round_limit, game_ended_stalled) so that the end of a game may chart
    them round by round without recomputing a rule. Only what every seat sees: no money
    when it is hidden (A42), a count of troop counters whatever their kinds (11.2)."""

    player: int                  # the seat
    vp: int                      # victory points (7.0)
    villages: int                # villages it controls (5.1)
    money: NotRequired[int]      # its treasury, unless money is hidden (A42)
    gems: NotRequired[int]       # the introductory game's lasting wealth (S-3)
    troops: NotRequired[int]     # its troop counters on the map; none in the introductory
                                 # game, which has no armies (004 §2.2)
    titles: list[str]            # its lords' titles (1.2), as the lords' views name them
    allies: list[int]            # the seats of the families it is married into (1.1)


class GameWonEvent(EventBase):
    """Log: Victory for {players} at the end of round {round}!."""

    kind: Literal["game_won"]
    players: list[int]                    # the seats
    round: int                            # the round number
    sides: list[WinningSide]              # who won and why (7.1, 7.2; several: RULINGS 45)
    figures: list[FamilyFigures]          # every family as the last round ends, by seat


class Standing(TypedDict):
    """A family's place when a game ends at its round limit, best first."""

    player: int                  # the seat
    vp: int                      # its victory points


class GameEndedAtRoundLimitEvent(EventBase):
    """Log: The game ends at round {round}, the table's limit: nobody has won."""

    kind: Literal["game_ended_at_round_limit"]
    round: int                            # the last round played (max_rounds)
    standings: list[Standing]             # every family, best first (VP, then 7.3)
    figures: list[FamilyFigures]          # every family as the last round ends, by seat


class GameEndedStalledEvent(EventBase):
    """Log: The game ends in round {round}, not over after {decisions} decisions: nobody has
    won.
    """

    kind: Literal["game_ended_stalled"]
    round: int                            # the round that did not end
    decisions: int                        # the decisions taken in it (round_decisions)
    standings: list[Standing]             # every family, best first (VP, then 7.3)
    figures: list[FamilyFigures]          # every family as the game ends, by seat


class IncomeEvent(EventBase):
    """Log: {player} collects {total} deniers. Sent to the seats it concerns only, when it tells
    a secret.
    """

    kind: Literal["income"]
    mills: NotRequired[int]               # mills
    player: int                           # the seat of the family concerned
    tallage: NotRequired[int]             # deniers from Tallage (2.4.5)
    tithe: NotRequired[int]               # deniers from Tithes (2.4.6)
    titles: NotRequired[int]              # deniers from titles
    total: int                            # deniers in all
    villages: NotRequired[int]            # deniers from villages


class LordDiedEvent(EventBase):
    """Log: {lord} of {player} dies ({cause})."""

    kind: Literal["lord_died"]
    cause: str                            # why (battle, plague, assassination...)
    lord: str                             # the lord
    player: int                           # the seat of the family concerned
    village: str | None                   # the village; None for a lord waiting off the map
                                          # (RULINGS 23), whom an Assassin may still reach


class LordFreedEvent(EventBase):
    """Log: {lord} is free."""

    kind: Literal["lord_freed"]
    captor: int                           # the seat holding the captive(s)
    lord: str                             # the lord
    player: int                           # the seat of the family concerned
    # why, in words (an English message id)
    reason: Literal["captor_gone", "escape", "ransom", "released"]


class LordPlacedEvent(EventBase):
    """Log: {lord} arrives in {village}."""

    kind: Literal["lord_placed"]
    lord: str                             # the lord
    player: int                           # the seat of the family concerned
    village: str                          # the village


class LordWaitingEvent(EventBase):
    """Log: {lord} waits for a village to arrive in."""

    kind: Literal["lord_waiting"]
    lord: str                             # the lord
    player: int                           # the seat of the family concerned


class MoneyGivenEvent(EventBase):
    """Log: {player} gives {amount} deniers to {to}. Sent to the seats it concerns only, when it
    tells a secret.
    """

    kind: Literal["money_given"]
    amount: int                           # deniers
    player: int                           # the seat of the family concerned
    to: int                               # the seat receiving or asked


class MovedEvent(EventBase):
    """Log: {player} moves {lords} from {frm} to {to}. Sent to the seats it concerns only, when
    it tells a secret.
    """

    kind: Literal["moved"]
    captives: list[str]                   # captive lords carried along
    frm: str                              # the village left
    knights: int                          # Knights
    lords: list[str]                      # the lords
    men: int                              # Men at Arms
    player: int                           # the seat of the family concerned
    to: str                               # the seat receiving or asked


class MovedUnseenEvent(EventBase):
    """Log: {player} moves {lords} from {frm} to {to} with {counters} counters. Sent only to the
    seats it concerns (its audience).
    """

    kind: Literal["moved_unseen"]
    captives: list[str]                   # captive lords carried along
    counters: int                         # troop counters (types hidden by Fog of War, 11.2)
    frm: str                              # the village left
    lords: list[str]                      # the lords
    player: int                           # the seat of the family concerned
    to: str                               # the seat receiving or asked


class MovementEndedEvent(EventBase):
    """Log: {player} has finished moving."""

    kind: Literal["movement_ended"]
    player: int                           # the seat of the family concerned


class PassageRefusedEvent(EventBase):
    """Log: {lords} of {player} are refused passage."""

    kind: Literal["passage_refused"]
    lords: list[str]                      # the lords
    player: int                           # the seat of the family concerned


class PlacementRefusedEvent(EventBase):
    """Log: {host} does not let {lord} of {player} arrive in {village}."""

    kind: Literal["placement_refused"]
    host: int                             # the seat whose village it is
    lord: str                             # the lord
    player: int                           # the seat of the family concerned
    village: str                          # the village


class PurchaseEndedEvent(EventBase):
    """Log: {player} has finished buying."""

    kind: Literal["purchase_ended"]
    knights: NotRequired[int]             # Knights
    men: NotRequired[int]                 # Men at Arms
    player: int                           # the seat of the family concerned


class RansomOfferedEvent(EventBase):
    """Log: {player} offers {amount} deniers for {lords}."""

    kind: Literal["ransom_offered"]
    amount: int                           # deniers
    captor: int                           # the seat holding the captive(s)
    lords: list[str]                      # the lords
    player: int                           # the seat of the family concerned


class RansomPaidEvent(EventBase):
    """Log: {player} pays {amount} deniers to {captor} for {lords}."""

    kind: Literal["ransom_paid"]
    amount: int                           # deniers
    captor: int                           # the seat holding the captive(s)
    lords: list[str]                      # the lords
    player: int                           # the seat of the family concerned


class RansomRefusedEvent(EventBase):
    """Log: {captor} refuses the ransom offered for {lords}."""

    kind: Literal["ransom_refused"]
    captor: int                           # the seat holding the captive(s)
    lords: list[str]                      # the lords


class RecruitedEvent(EventBase):
    """Log: {player} recruits {knights} knights and {men} men at arms in {village}. Sent to the
    seats it concerns only, when it tells a secret.
    """

    kind: Literal["recruited"]
    knights: int                          # Knights
    men: int                              # Men at Arms
    player: int                           # the seat of the family concerned
    village: str                          # the village


class RecruitedUnseenEvent(EventBase):
    """Log: {player} places {counters} new counters in {village}. Sent only to the seats it
    concerns (its audience).
    """

    kind: Literal["recruited_unseen"]
    counters: int                         # troop counters (types hidden by Fog of War, 11.2)
    player: int                           # the seat of the family concerned
    village: str                          # the village


class RoundEndedEvent(EventBase):
    """Log: Round {round} ends; the First Player card passes to {first}."""

    kind: Literal["round_ended"]
    first: int                            # the first player's seat
    round: int                            # the round number
    figures: list[FamilyFigures]          # every family as the round ends, by seat


class RoundStartedEvent(EventBase):
    """Log: Round {round} begins; {first} is first player."""

    kind: Literal["round_started"]
    first: int                            # the first player's seat
    round: int                            # the round number


class StartVillageEvent(EventBase):
    """Log: {player} settles in {village} with {lord}."""

    kind: Literal["start_village"]
    lord: str                             # the lord
    player: int                           # the seat of the family concerned
    village: str                          # the village


class StepLapsedEvent(EventBase):
    """Log: {lords} of {player} do not go to {to}: {reason}."""

    kind: Literal["step_lapsed"]
    lords: list[str]                      # the lords
    player: int                           # the seat of the family concerned
    reason: str                           # why, in words (an English message id)
    to: str                               # the seat receiving or asked
    why: NotRequired[str]                 # the refusal's template, a client's words for it,
    why_values: NotRequired[dict[str, str]]   # and its values (engine/errors.py; not in old saves)


class TitleBoughtEvent(EventBase):
    """Log: {lord} of {player} becomes lord of the {fief} ({cost} deniers)."""

    kind: Literal["title_bought"]
    city: str | None                      # the Fortified City the title brings, if any
    cost: int                             # deniers paid
    fief: str                             # the fief title
    lord: str                             # the lord
    player: int                           # the seat of the family concerned

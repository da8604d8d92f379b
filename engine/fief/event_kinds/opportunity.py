"""Events of Opportunity cards and relics: Uprisings (10.1), Assassination and Justice (10.3,
10.4), d'ARC (9.1), Secret Passages (10.2), Tax cards (2.4.4), Lords played (2.4.1), Holy
Relics (11.1)."""

from typing import Literal, NotRequired

from .common import EventBase, TaxKind


class AssassinationFoiledEvent(EventBase):
    """Log: The assassination of {lord} fails."""

    kind: Literal["assassination_foiled"]
    lord: str                             # the lord
    player: int                           # the seat of the family concerned


class AssassinationPlayedEvent(EventBase):
    """Log: {player} has {lord} assassinated; {sponsor} is the sponsor."""

    kind: Literal["assassination_played"]
    lord: str                             # the lord
    owner: int                            # the seat owning it
    player: int                           # the seat of the family concerned
    sponsor: str                          # the lord paying for it


class AssassinationRollEvent(EventBase):
    """Log: Assassination of {lord}: the die shows {die}."""

    kind: Literal["assassination_roll"]
    die: int                              # the ordinary die rolled (1-6)
    died: bool                            # whether the lord died
    lord: str                             # the lord


class DarcPlayedEvent(EventBase):
    """Log: {player} makes {lady} d'ARC."""

    kind: Literal["darc_played"]
    lady: str                             # the lady
    owner: int                            # the seat owning it
    player: int                           # the seat of the family concerned


class DefencePlayedEvent(EventBase):
    """Log: {player} foils the assassination of {lord} with a Secret Passage."""

    kind: Literal["defence_played"]
    lord: str                             # the lord
    player: int                           # the seat of the family concerned


class EscapePlayedEvent(EventBase):
    """Log: {player} plays a Secret Passage: {lords} escape."""

    kind: Literal["escape_played"]
    lords: list[str]                      # the lords
    player: int                           # the seat of the family concerned


class JusticePlayedEvent(EventBase):
    """Log: {player} brings {lord} to Justice."""

    kind: Literal["justice_played"]
    lord: str                             # the lord
    player: int                           # the seat of the family concerned


class LordPlayedEvent(EventBase):
    """Log: {lord} joins the family of {player}."""

    kind: Literal["lord_played"]
    lord: str                             # the lord
    player: int                           # the seat of the family concerned


class PassagePlayedEvent(EventBase):
    """Log: {player} takes a Secret Passage from {frm} to {to}."""

    kind: Literal["passage_played"]
    frm: str                              # the village left
    lords: list[str]                      # the lords
    player: int                           # the seat of the family concerned
    to: str                               # the seat receiving or asked
    use: Literal["heavy_rain", "pass"]    # which use of the Secret Passage


class PlayLapsedEvent(EventBase):
    """Log: The card of {player} can no longer be played."""

    kind: Literal["play_lapsed"]
    player: int                           # the seat of the family concerned
    reason: str                           # why, in words (an English message id)


class RelicDroppedEvent(EventBase):
    """Log: A Holy Relic falls in {village}."""

    kind: Literal["relic_dropped"]
    relic: str                            # the Holy Relic
    village: str                          # the village


class RelicFamineEvent(EventBase):
    """Log: Bone of St Rhadegund: {die} rolled for the Famine of bishopric {bishopric} ."""

    kind: Literal["relic_famine"]
    bishopric: str                        # the bishopric (its number, a string)
    die: int                              # the ordinary die rolled (1-6)
    lifted: bool                          # whether the Famine is lifted
    player: int                           # the seat of the family concerned


class RelicGivenEvent(EventBase):
    """Log: {lord} gives a Holy Relic ({relic}) to {to_lord}."""

    kind: Literal["relic_given"]
    lord: str                             # the lord
    player: int                           # the seat of the family concerned
    relic: str                            # the Holy Relic
    to: int                               # the seat receiving or asked
    to_lord: str                          # the lord receiving it


class RelicPlacedEvent(EventBase):
    """Log: A Holy Relic lies in {village}."""

    kind: Literal["relic_placed"]
    relic: str                            # the Holy Relic
    village: str                          # the village


class RelicRainEvent(EventBase):
    """Log: Eyes of St Roseline: {die} rolled for the Heavy Rain of bishopric {frm} ."""

    kind: Literal["relic_rain"]
    die: int                              # the ordinary die rolled (1-6)
    frm: str                              # the village left
    player: int                           # the seat of the family concerned
    result: Literal["both_discarded", "discarded", "moved", "stays"]  # what happened
    to: str                               # the seat receiving or asked


class RelicTakenEvent(EventBase):
    """Log: {lord} of {player} takes up a Holy Relic ({relic})."""

    kind: Literal["relic_taken"]
    lord: str                             # the lord
    player: int                           # the seat of the family concerned
    relic: str                            # the Holy Relic
    village: str                          # the village


class TaxPlayedEvent(EventBase):
    """Log: {player} levies a {tax} on {target} through {lord}."""

    kind: Literal["tax_played"]
    lord: str                             # the lord
    player: int                           # the seat of the family concerned
    role: Literal["fief", "king", "bishop", "cardinal", "pope"]  # the title levying it
    target: str                           # the seat attacked
    tax: TaxKind                          # "tallage" or "tithe"


class UprisingDestroyedEvent(EventBase):
    """Log: The mob of {village} destroys {mills} mills."""

    kind: Literal["uprising_destroyed"]
    mills: int                            # mills
    stronghold: bool                      # whether a Stronghold was destroyed
    village: str                          # the village


class UprisingFailedEvent(EventBase):
    """Log: The Uprising in {village} comes to nothing."""

    kind: Literal["uprising_failed"]
    cards: int                            # Uprising cards played
    penalty: int                          # dice the attacking side loses (after cancellation)
    village: str                          # the village


class UprisingJoinedEvent(EventBase):
    """Log: {player} adds an Uprising card in {village} ({cards} cards)."""

    kind: Literal["uprising_joined"]
    cards: int                            # Uprising cards played
    player: int                           # the seat of the family concerned
    village: str                          # the village


class UprisingPlayedEvent(EventBase):
    """Log: {player} raises an Uprising in {village}."""

    kind: Literal["uprising_played"]
    player: int                           # the seat of the family concerned
    village: str                          # the village


class UprisingResultEvent(EventBase):
    """Log: Uprising in {village}: {dice} dice roll {faces} for {hits} hits."""

    kind: Literal["uprising_result"]
    bonus: int                            # the hits added to the faces: +1 a die (10.1), +1 a
                                          # card beyond the first (E-6)
    cards: int                            # the cards counting after the castle's or city's malus
    dice: int                             # dice rolled
    faces: list[int]                      # the faces rolled (a battle die's hits, or the d6)
    hits: int                             # hits
    order: NotRequired[list[int]]         # seats in the order asked
    roll: Literal["battle_dice", "d6"]    # what is thrown: a battle die per card (10.1), or
                                          # the ordinary die for them all (2011, E-6)
    village: str                          # the village
    wiped: bool                           # whether the defenders were wiped out


class UprisingStopAttemptEvent(EventBase):
    """Log: {lord} tries to stop the Uprising in {village} as {role}: die {die}."""

    kind: Literal["uprising_stop_attempt"]
    die: int                              # the ordinary die rolled (1-6)
    lord: str                             # the lord
    paid: bool                            # whether deniers were paid
    player: int                           # the seat of the family concerned
    role: Literal["bishop", "cardinal"]   # the title levying it
    stopped: bool                         # whether the Uprising was stopped
    village: str                          # the village

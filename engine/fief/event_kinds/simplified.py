"""Events of the simplified variant's own procedures (simplified/): gems dealt at the start and
traded in the purchase phase (004 §2.1, S-3), resources lost when not spent (S-3), war damages
settled out of the next turn's income (S-5); battles by paired dice (004 §7-§9): their
declaration, both sides' strength with its parts, each round's dice as rolled and sorted with
each pair's result, the choices to go on, coalitions left, and the outcome with every lord
killed or captured, the place taken and the war damages owed (S-5, S-9)."""

from typing import Literal, TypedDict

from .common import EventBase, Side


class GemsDealtEvent(EventBase):
    """Log: Gems of {player}: {gems}."""

    kind: Literal["gems_dealt"]
    player: int                           # the seat of the family concerned
    gems: int                             # the gems it now holds (004 DEBUT: one)


class GemTradedEvent(EventBase):
    """Log: {player} trades a gem for {resources} resources; gems held: {gems}."""

    kind: Literal["gem_traded"]
    player: int                           # the seat of the family concerned
    bought: bool                          # True: a gem bought; False: a gem sold (S-3)
    gems: int                             # the gems the family now holds
    pool: int                             # the gems no family holds
    resources: int                        # what the gem cost or brought (S-3: 10)


class ResourcesLostEvent(EventBase):
    """Log: {player} loses unspent resources: {amount}."""

    kind: Literal["resources_lost"]
    player: int                           # the seat of the family concerned
    amount: int                           # resources left unspent, lost (S-3)


class VillageMarkedEvent(EventBase):
    """Log: {player} marks {village} as controlled."""

    kind: Literal["village_marked"]
    player: int                           # the seat of the family concerned
    village: str                          # the village a lord reached (004 §6)


class MarkersLiftedEvent(EventBase):
    """Log: {player} lifts its markers from {village}: the fief is held."""

    kind: Literal["markers_lifted"]
    player: int                           # the seat of the family concerned
    village: str                          # a village of the fief whose title it holds (S-4)
    count: int                            # markers back to the stock


class DamagesSettledEvent(EventBase):
    """Log: War damages of {player}: {owed} owed, {paid} paid, gems sold: {gems_sold},
    forgiven: {forgiven}."""

    kind: Literal["damages_settled"]
    player: int                           # the seat of the family concerned
    owed: int                             # the damages owed from last turn (S-5)
    paid: int                             # paid out of the income and gems
    gems_sold: int                        # gems sold to pay them
    forgiven: int                         # what could not be paid
    resources: int                        # resources left to spend this phase


# --- Battles by paired dice (004 §2.2, §7-§9, S-5, S-7..S-10) --------------------------------
# Every number the battle scene shows is carried here: the client never recomputes a strength,
# sorts a row or compares a pair.

class LaterStrength(TypedDict):
    """S-13: a lord whose titles changed since the movement phase began fights with the old
    ones; what the titles he holds now will give him after the battle phase."""

    strength: int                         # his points from the titles held now
    title: str                            # the title that will give them
    gained: list[str]                     # titles taken this turn (fiefs by name, "crown",
    lost: list[str]                       # "darc", "bishop", ...), and titles lost


class LordStrength(TypedDict):
    """What one lord brings to his side (004 §2.2): his highest title only, of those he held
    when the movement phase began (S-13)."""

    lord: str
    player: int                           # his family's seat
    strength: int                         # his points (an untitled lady 0, S-8)
    title: str                            # what gives them: "man", "lady", "barony", "county",
                                          # "duchy", "crown", "darc", "bishop", "cardinal", "pope"
    later: LaterStrength | None           # S-13: his titles changed this turn (else None)


class SideStrength(TypedDict):
    """A side's strength when the battle starts: its places and its titles (004 §2.2, §8)."""

    seats: list[int]                      # the families on the side, its principal first
    total: int                            # places + titles: the dice of its first round
    place: int                            # the place it defends (village 1, castle 2, city 3;
                                          # 0 in attack, or when none of its families holds it)
    place_kind: Literal["village", "stronghold", "city"] | None   # which place, if it counts
    titles: int                           # the sum of its lords' strengths
    lords: list[LordStrength]


class Points(TypedDict):
    """Death points and prisoner points (004 §9)."""

    deaths: int
    prisoners: int


class PairResult(TypedDict):
    """One pair of dice compared (004 §9), highest pair first; a die of the longer row has no
    partner (None) and scores nothing (S-7)."""

    attack: int | None                    # the attack's die of the pair
    defence: int | None                   # the defence's die of the pair
    result: Literal["none", "death", "prisoner"]   # equal or unpaired, higher by 1, by 2+
    against: Side | None                  # the side that takes the point


class DamageShare(TypedDict):
    """War damages one family owes after a battle (S-5)."""

    player: int
    amount: int


class SideLosses(TypedDict):
    """How a side's points were allotted when the battle ended (004 §9, S-9)."""

    points: Points                        # the points it took over the battle
    killed: list[str]                     # its lords killed
    captured: list[str]                   # its lords taken prisoner
    taken: list[str]                      # the place it lost (the village), if any
    damages: int                          # points left over: war damages (S-5)
    shares: list[DamageShare]             # those damages by family (a coalition by die)


class PairedBattleDeclaredEvent(EventBase):
    """Log: {player} attacks {targets} in {village}."""

    kind: Literal["paired_battle_declared"]
    player: int                           # the attacker, whose lay lord decides (004 §7.1)
    targets: list[int]                    # the enemies he names
    village: str
    ride: bool                            # a ride: a battle to win within 2 rounds (004 §6)


class PairedBattleStartedEvent(EventBase):
    """Log: Battle of {village}: the attack has {attack_total} dice, the defence {defence_total}."""

    kind: Literal["paired_battle_started"]
    village: str
    attacker: int                         # the principal of each side
    defender: int
    ride: bool                            # a ride: won only if the defence is broken in 2 rounds
    attack_total: int                     # the two sides' strengths (also in attack/defence)
    defence_total: int
    attack: SideStrength
    defence: SideStrength


class PairedRoundEvent(EventBase):
    """Log: Round {round} in {village}: attack {attack_sorted}, defence {defence_sorted}."""

    kind: Literal["paired_round"]
    village: str
    round: int                            # 1, 2, ...
    attack_rolled: list[int]              # the dice as rolled (one per strength point left)
    defence_rolled: list[int]
    attack_sorted: list[int]              # the same, high to low, as compared
    defence_sorted: list[int]
    pairs: list[PairResult]               # one entry per die of the longer row
    attack_points: Points                 # the points the attack took this round
    defence_points: Points                # the points the defence took this round
    attack_total: Points                  # the points each side has taken so far
    defence_total: Points
    attack_dice_left: int                 # the dice each side rolls next round (S-7)
    defence_dice_left: int


class PairedBattleChoiceEvent(EventBase):
    """Log: {player} ({side}) chooses to {choice} in {village}."""

    kind: Literal["paired_battle_choice"]
    player: int
    side: Side
    choice: Literal["continue", "stop", "counter"]   # the attack goes on or stops; the
                                                      # defence counter-attacks or lets it end
    village: str


class CoalitionLeftEvent(EventBase):
    """Log: {player} leaves the {side} in {village}."""

    kind: Literal["coalition_left"]
    player: int                           # a family that is not its side's principal
    side: Side
    village: str
    attack_dice_left: int                 # the dice each side rolls next round without it
    defence_dice_left: int


class PairedBattleEndedEvent(EventBase):
    """Log: The battle of {village} ends ({outcome}), rounds: {rounds}; winner: {winner}."""

    kind: Literal["paired_battle_ended"]
    village: str
    rounds: int
    outcome: Literal["stopped", "no_dice", "ride_won", "ride_lost"]
    winner: Side | None                   # the side that took fewer points (None: as many)
    ride: bool
    attack: SideLosses
    defence: SideLosses
    controller: int | None                # the village's controller after the battle


class PlaceTakenEvent(EventBase):
    """Log: {player} takes {village} from {previous}."""

    kind: Literal["place_taken"]
    village: str
    player: int                           # the new controller (the attack's principal)
    previous: int | None                  # the controller who lost it
    fort: Literal["stronghold", "city"] | None   # the castle or city that goes with it


class WarDamagesOwedEvent(EventBase):
    """Log: {player} owes war damages: {amount} (owed in all: {owed})."""

    kind: Literal["war_damages_owed"]
    player: int
    amount: int                           # the damages of this battle
    owed: int                             # all the damages the family now owes (S-5)


# --- A coalition's agreement at the end of a battle (004 §8, §9, S-15) --------------------------

class CoalitionProposalEvent(EventBase):
    """Log: {player} proposes the losses of the {side} in {village}."""

    kind: Literal["coalition_proposal"]
    village: str
    side: Side                            # the coalition whose principal proposes
    player: int                           # its principal
    asked: list[int]                      # its other families, who accept or refuse in turn
    killed: list[str]                     # the side's lords to die (S-9)
    captured: list[str]                   # the side's lords to be taken
    taken: list[str]                      # the place lost (the defence)
    place_to: int | None                  # the attack: the place taken given to its principal


class CoalitionAnsweredEvent(EventBase):
    """Log: {player} answers {answer} for the {side} in {village}."""

    kind: Literal["coalition_answered"]
    village: str
    side: Side
    player: int
    answer: Literal["accept", "refuse"]   # one refusal: the text's fallback (S-15)


class LossesDrawnEvent(EventBase):
    """Log: In {village} the {side} draws {chosen} among {candidates}."""

    kind: Literal["losses_drawn"]
    village: str
    side: Side
    loss: Literal["deaths", "prisoners"]  # the kind of points being allotted (004 §9)
    points: int                           # the points of that kind still to allot
    candidates: list[str]                 # the pieces they could remove (lords, the place)
    faces: list[int]                      # the dice rolled (none when one piece could fall)
    chosen: str                           # the lord who falls, or the village for the place


class PlaceUnownedEvent(EventBase):
    """Log: {village} stays without owner: its takers did not agree."""

    kind: Literal["place_unowned"]
    village: str
    previous: int | None                  # the family that held it
    fort: Literal["stronghold", "city"] | None


class FiefBrokenUpEvent(EventBase):
    """Log: The {fief} is broken up; {player} keeps {kept}."""

    kind: Literal["fief_broken_up"]
    fief: str
    village: str                          # its city, now a castle
    player: int | None                    # the family that held the title
    kept: list[str]                       # the villages it keeps, marked (none occupied)
